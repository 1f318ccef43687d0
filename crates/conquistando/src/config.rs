//! The configuration: seats and the two options (`achievements`, `loss_basis`).

use nile_core::game::{bad_option_value, unknown_option, OptionWords};
use nile_core::Lang;
use nile_core::{GameConfig, GameError, GameOption};
use serde::{Deserialize, Serialize};

use crate::texts::tr;

/// What the 75 % battle loss is a percentage of (docs/conquistando.md GAP-6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LossBasis {
    /// "perde 75% dos soldados que o terreno invadido possuía" (the default).
    Defenders,
    /// The other reading: 75 % of the real soldiers sent.
    Attackers,
}

/// How a game of Conquistando o Egito is set up.
///
/// Seat 0 is the oldest player, who starts every round (GAP-9: 2 to 4 seats).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ConquistandoConfig {
    /// Number of seats, 2 to 4.
    pub players: usize,
    /// Era achievements on (the stand-in table, GAP-1) or off.
    pub achievements: bool,
    /// The battle-loss basis (GAP-6).
    pub loss_basis: LossBasis,
}

impl Default for ConquistandoConfig {
    fn default() -> Self {
        ConquistandoConfig::for_players(4)
    }
}

/// The options `set_option` understands (CLI: `--opt key=value`).
pub const OPTIONS: [GameOption; 2] = [
    GameOption {
        key: "achievements",
        help: "era achievements at the end of eras 1-3 (the project's stand-in table, \
               docs/conquistando.md GAP-1)",
        values: &["on", "off"],
        default: "on",
        label: "Era achievements",
        value_names: &["played", "left out"],
        solo_only: false,
    },
    GameOption {
        key: "loss_basis",
        help: "what the winner's 75% battle loss is taken from: the defenders (the rule \
               as written) or the soldiers sent (docs/conquistando.md GAP-6)",
        values: &["defenders", "attackers"],
        default: "defenders",
        label: "A won battle's losses are counted from",
        value_names: &["the defenders (as written)", "the attackers"],
        solo_only: false,
    },
];

impl GameConfig for ConquistandoConfig {
    fn for_players(players: usize) -> Self {
        ConquistandoConfig {
            players,
            achievements: true,
            loss_basis: LossBasis::Defenders,
        }
    }

    fn players(&self) -> usize {
        self.players
    }

    fn options() -> &'static [GameOption] {
        &OPTIONS
    }

    /// `achievements=on|off` (also true/false, yes/no, 1/0);
    /// `loss_basis=defenders|attackers`.
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), GameError> {
        let [achievements, loss_basis] = &OPTIONS;
        let key = key.trim().to_ascii_lowercase().replace('-', "_");
        let v = value.trim().to_ascii_lowercase();
        match key.as_str() {
            "achievements" => {
                self.achievements = match v.as_str() {
                    "on" | "true" | "yes" | "1" => true,
                    "off" | "false" | "no" | "0" => false,
                    _ => return Err(bad_option_value(achievements, value)),
                }
            }
            "loss_basis" => {
                self.loss_basis = match v.as_str() {
                    "defenders" => LossBasis::Defenders,
                    "attackers" => LossBasis::Attackers,
                    _ => return Err(bad_option_value(loss_basis, value)),
                }
            }
            _ => return Err(unknown_option::<Self>(&key)),
        }
        Ok(())
    }
}

/// The setup page's words for option `key` in `lang` (`Game::option_words_in`), in the
/// order of [`OPTIONS`].
pub(crate) fn option_words(key: &str, lang: Lang) -> Option<OptionWords> {
    let words = match key {
        "achievements" => OptionWords {
            label: tr!(lang, "option-achievements"),
            help: tr!(lang, "option-achievements-help"),
            value_names: vec![
                tr!(lang, "option-achievements-on"),
                tr!(lang, "option-achievements-off"),
            ],
        },
        "loss_basis" => OptionWords {
            label: tr!(lang, "option-loss-basis"),
            help: tr!(lang, "option-loss-basis-help"),
            value_names: vec![
                tr!(lang, "option-loss-basis-defenders"),
                tr!(lang, "option-loss-basis-attackers"),
            ],
        },
        _ => return None,
    };
    Some(words)
}
