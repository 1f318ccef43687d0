//! The configuration: the seat count (1 is solo), the papyrus side and the game's
//! length, and the options `set_option` reads.

use nile_core::game::OptionWords;
use nile_core::{GameConfig, GameError, GameOption, Lang};

use crate::texts::tr;
use serde::{Deserialize, Serialize};

/// How a game is set up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PragasConfig {
    /// Players 1..4; 1 is solo against the automated opponent.
    pub players: usize,
    /// The advanced papyrus side.
    pub advanced: bool,
    /// Last round: 10, or 8 in the reduced-duration variant.
    pub rounds: u8,
}

impl PragasConfig {
    /// Is this a solo game?
    #[inline]
    pub const fn solo(&self) -> bool {
        self.players == 1
    }
    /// Seats on the table (solo: the player and the opponent).
    #[inline]
    pub const fn seats(&self) -> usize {
        if self.players == 1 {
            2
        } else {
            self.players
        }
    }
}

/// The options `set_option` reads (the seat count, 1 = solo, comes from `--players`).
pub const OPTIONS: [GameOption; 2] = [
    GameOption {
        key: "advanced",
        help: "play with the advanced papyrus side (higher tributes and Ankh requirements)",
        values: &["false", "true"],
        default: "false",
        label: "Papyrus side",
        value_names: &["normal", "advanced (higher tributes and Ankh needs)"],
        solo_only: false,
    },
    GameOption {
        key: "rounds",
        help: "10 for the full game, 8 for the reduced-duration variant (Moses twice)",
        values: &["10", "8"],
        default: "10",
        label: "Length",
        value_names: &["full game, 10 rounds", "short game, 8 rounds"],
        solo_only: false,
    },
];

/// The words a setup page shows for option `key` in `lang`, its values in the order of
/// [`OPTIONS`].
pub(crate) fn option_words(key: &str, lang: Lang) -> Option<OptionWords> {
    let (label, help, value_names) = match key {
        "advanced" => (
            tr!(lang, "setup-advanced-label"),
            tr!(lang, "setup-advanced-help"),
            vec![
                tr!(lang, "setup-advanced-normal"),
                tr!(lang, "setup-advanced-advanced"),
            ],
        ),
        "rounds" => (
            tr!(lang, "setup-rounds-label"),
            tr!(lang, "setup-rounds-help"),
            vec![
                tr!(lang, "setup-rounds-full"),
                tr!(lang, "setup-rounds-short"),
            ],
        ),
        _ => return None,
    };
    Some(OptionWords {
        label,
        help,
        value_names,
    })
}

fn parse_bool(key: &str, value: &str) -> Result<bool, GameError> {
    match value.trim().to_ascii_lowercase().as_str() {
        "true" | "yes" | "on" | "1" => Ok(true),
        "false" | "no" | "off" | "0" => Ok(false),
        _ => Err(GameError::InvalidConfig(nile_core::sentence!(
            crate::texts::TEXTS,
            "config-not-a-flag",
            key = key,
            value = value
        ))),
    }
}

impl GameConfig for PragasConfig {
    fn for_players(players: usize) -> Self {
        PragasConfig {
            players,
            advanced: false,
            rounds: 10,
        }
    }
    fn players(&self) -> usize {
        self.players
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), GameError> {
        match key {
            "advanced" => self.advanced = parse_bool(key, value)?,
            "rounds" => {
                self.rounds = match value.trim() {
                    "10" => 10,
                    "8" => 8,
                    _ => {
                        return Err(GameError::InvalidConfig(nile_core::sentence!(
                            crate::texts::TEXTS,
                            "config-rounds-typed",
                            value = value
                        )))
                    }
                }
            }
            _ => return Err(nile_core::game::unknown_option::<Self>(key)),
        }
        Ok(())
    }
    fn options() -> &'static [GameOption] {
        &OPTIONS
    }
}
