//! Game configuration and its command-line options.

use nile_core::game::{bad_option_value, unknown_option, GameOption};
use nile_core::{GameConfig, GameError, Lang, OptionWords};

use crate::texts::tr;
use serde::{Deserialize, Serialize};

/// Botankhamun's difficulty level (rulebook).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Difficulty {
    /// "Fácil": the basic bot setup.
    #[default]
    Easy,
    /// "Médio": the bot starts with two Osiris buildings and the central pillar.
    Medium,
    /// "Difícil": medium plus a second god statue.
    Hard,
}

impl Difficulty {
    /// All levels.
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];
    /// Reads "easy"/"medium"/"hard" (also 1/2/3 and the Portuguese names).
    pub fn parse(s: &str) -> Option<Difficulty> {
        match s.trim().to_lowercase().as_str() {
            "easy" | "1" | "facil" | "fácil" => Some(Difficulty::Easy),
            "medium" | "2" | "medio" | "médio" => Some(Difficulty::Medium),
            "hard" | "3" | "dificil" | "difícil" => Some(Difficulty::Hard),
            _ => None,
        }
    }
}

/// Tekhenu's configuration.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TekhenuConfig {
    /// Human seats: 1 (solo against Botankhamun) to 4.
    pub players: usize,
    /// Solo difficulty.
    pub difficulty: Difficulty,
    /// Solo challenge: the two starting cards are random instead of chosen (rulebook).
    pub challenge: bool,
    /// Solo challenge: Botankhamun's Decrees score 8 VP instead of 4 (rulebook).
    pub bot_decree_8: bool,
    /// Use the printed Horus layout instead of shuffling the god tiles (rulebook).
    pub printed_horus: bool,
}

/// The options [`TekhenuConfig::set_option`](GameConfig::set_option) reads, in the
/// order the CLI lists them. `difficulty`, `challenge` and `bot-decrees-8` are for a
/// solo game only ([`TekhenuConfig::check_solo_options`]).
pub const OPTIONS: [GameOption; 4] = [
    GameOption {
        key: "difficulty",
        help: "solo only: Botankhamun's level (also 1, 2, 3 or fácil, médio, difícil)",
        values: &["easy", "medium", "hard"],
        default: "easy",
        label: "Botankhamun's level",
        value_names: &["easy", "medium", "hard"],
        solo_only: true,
    },
    GameOption {
        key: "challenge",
        help: "solo only: the two starting cards are dealt at random instead of drafted",
        values: FLAG_VALUES,
        default: "false",
        label: "Starting cards dealt at random instead of drafted",
        value_names: FLAG_NAMES,
        solo_only: true,
    },
    GameOption {
        key: "bot-decrees-8",
        help: "solo only: Botankhamun's Decrees score 8 VP instead of 4",
        values: FLAG_VALUES,
        default: "false",
        label: "Botankhamun's Decrees score 8 points instead of 4",
        value_names: FLAG_NAMES,
        solo_only: true,
    },
    GameOption {
        key: "printed-horus",
        help: "use the printed Horus layout instead of shuffling the god tiles",
        values: FLAG_VALUES,
        default: "false",
        label: "Horus's god tiles as printed (not shuffled)",
        value_names: FLAG_NAMES,
        solo_only: false,
    },
];

/// The words of option `key` in `lang` (`Game::option_words_in`).
pub(crate) fn option_words(key: &str, lang: Lang) -> Option<OptionWords> {
    let flag = || vec![tr!(lang, "option-yes"), tr!(lang, "option-no")];
    let (label, help, value_names) = match key {
        "difficulty" => (
            tr!(lang, "option-difficulty-label"),
            tr!(lang, "option-difficulty-help"),
            vec![
                tr!(lang, "option-difficulty-easy"),
                tr!(lang, "option-difficulty-medium"),
                tr!(lang, "option-difficulty-hard"),
            ],
        ),
        "challenge" => (
            tr!(lang, "option-challenge-label"),
            tr!(lang, "option-challenge-help"),
            flag(),
        ),
        "bot-decrees-8" => (
            tr!(lang, "option-bot-decrees-label"),
            tr!(lang, "option-bot-decrees-help"),
            flag(),
        ),
        "printed-horus" => (
            tr!(lang, "option-printed-horus-label"),
            tr!(lang, "option-printed-horus-help"),
            flag(),
        ),
        _ => return None,
    };
    Some(OptionWords {
        label,
        help,
        value_names,
    })
}

/// The values an on/off option accepts (also 1/0, yes/no, on/off).
const FLAG_VALUES: &[&str] = &["true", "false"];
/// [`FLAG_VALUES`] as a setup page names them.
const FLAG_NAMES: &[&str] = &["yes", "no"];

fn flag(option: &GameOption, v: &str) -> Result<bool, GameError> {
    match v.trim().to_ascii_lowercase().as_str() {
        "1" | "true" | "yes" | "on" => Ok(true),
        "0" | "false" | "no" | "off" => Ok(false),
        _ => Err(bad_option_value(option, v)),
    }
}

impl TekhenuConfig {
    /// Refuses the solo-only options (a difficulty other than easy, the challenge, the
    /// 8-VP Decrees) in a game of 2 to 4 seats, where there is no Botankhamun.
    pub fn check_solo_options(&self) -> Result<(), GameError> {
        if self.players == 1 {
            return Ok(());
        }
        let solo_only = [
            ("difficulty", self.difficulty != Difficulty::Easy),
            ("challenge", self.challenge),
            ("bot-decrees-8", self.bot_decree_8),
        ];
        match solo_only.iter().find(|(_, set)| *set) {
            Some((key, _)) => Err(GameError::InvalidConfig(nile_core::sentence!(
                crate::texts::TEXTS,
                "config-solo-option",
                key = *key,
                players = self.players
            ))),
            None => Ok(()),
        }
    }
}

impl GameConfig for TekhenuConfig {
    fn for_players(players: usize) -> Self {
        TekhenuConfig {
            players,
            difficulty: Difficulty::Easy,
            challenge: false,
            bot_decree_8: false,
            printed_horus: false,
        }
    }
    fn players(&self) -> usize {
        self.players
    }
    fn options() -> &'static [GameOption] {
        &OPTIONS
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), GameError> {
        match key.trim().to_ascii_lowercase().as_str() {
            "difficulty" => {
                self.difficulty =
                    Difficulty::parse(value).ok_or_else(|| bad_option_value(&OPTIONS[0], value))?;
            }
            "challenge" => self.challenge = flag(&OPTIONS[1], value)?,
            "bot-decrees-8" | "bot_decrees_8" => self.bot_decree_8 = flag(&OPTIONS[2], value)?,
            "printed-horus" | "printed_horus" => self.printed_horus = flag(&OPTIONS[3], value)?,
            _ => return Err(unknown_option::<Self>(key)),
        }
        Ok(())
    }
}
