//! The configuration: two seats and the number of pawns each (`pawns`, 5 or 7).

use nile_core::game::{bad_option_value, unknown_option};
use nile_core::{GameConfig, GameError, GameOption, Lang, OptionWords};
use serde::{Deserialize, Serialize};

use crate::texts::tr;

/// How a game of Senet is set up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SenetConfig {
    /// Number of seats: Senet is for two.
    pub players: usize,
    /// Pawns per seat: 5 (the default) or 7 (`docs/senet.md` S-1).
    pub pawns: u8,
}

impl Default for SenetConfig {
    fn default() -> Self {
        SenetConfig::for_players(2)
    }
}

/// The options `set_option` understands (CLI: `--opt key=value`).
pub const OPTIONS: [GameOption; 1] = [GameOption {
    key: "pawns",
    help: "pawns per player: five (Kendall's later rules) or seven (his first, on squares \
           1 to 14; docs/senet.md S-1)",
    values: &["5", "7"],
    default: "5",
    label: "Pawns per player",
    value_names: &["five", "seven"],
    solo_only: false,
}];

/// The words of option `key` in `lang` (`Game::option_words_in`).
pub(crate) fn option_words(key: &str, lang: Lang) -> Option<OptionWords> {
    match key {
        "pawns" => Some(OptionWords {
            label: tr!(lang, "option-pawns-label"),
            help: tr!(lang, "option-pawns-help"),
            value_names: vec![tr!(lang, "option-pawns-5"), tr!(lang, "option-pawns-7")],
        }),
        _ => None,
    }
}

impl GameConfig for SenetConfig {
    fn for_players(players: usize) -> Self {
        SenetConfig { players, pawns: 5 }
    }

    fn players(&self) -> usize {
        self.players
    }

    fn options() -> &'static [GameOption] {
        &OPTIONS
    }

    /// `pawns=5|7`.
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), GameError> {
        let [pawns] = &OPTIONS;
        match key.trim().to_ascii_lowercase().as_str() {
            "pawns" => {
                self.pawns = match value.trim() {
                    "5" => 5,
                    "7" => 7,
                    _ => return Err(bad_option_value(pawns, value)),
                }
            }
            other => return Err(unknown_option::<Self>(other)),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pawns_are_five_or_seven() {
        let mut c = SenetConfig::for_players(2);
        assert_eq!(c.pawns, 5);
        c.set_option("pawns", "7").unwrap();
        assert_eq!(c.pawns, 7);
        assert!(c.set_option("pawns", "6").is_err());
        assert!(c.set_option("sticks", "4").is_err());
        assert_eq!(c.pawns, 7);
    }
}
