//! The configuration: seats and the two options (`achievements`, `loss_basis`).

use nile_core::{GameConfig, GameError};
use serde::{Deserialize, Serialize};

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

/// The option keys, their values and the default, for `--help`.
pub const OPTION_HELP: &str =
    "achievements=on|off   era achievements (the project's stand-in table; default on)\n\
     loss_basis=defenders|attackers   what the 75% battle loss is taken from (default defenders)";

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

    fn set_option(&mut self, key: &str, value: &str) -> Result<(), GameError> {
        let key = key.trim().to_ascii_lowercase().replace('-', "_");
        let value = value.trim().to_ascii_lowercase();
        match key.as_str() {
            "achievements" => {
                self.achievements = match value.as_str() {
                    "on" | "true" | "yes" | "1" => true,
                    "off" | "false" | "no" | "0" => false,
                    _ => {
                        return Err(GameError::InvalidConfig(format!(
                            "achievements must be on or off, not \"{value}\""
                        )))
                    }
                }
            }
            "loss_basis" => {
                self.loss_basis = match value.as_str() {
                    "defenders" => LossBasis::Defenders,
                    "attackers" => LossBasis::Attackers,
                    _ => {
                        return Err(GameError::InvalidConfig(format!(
                            "loss_basis must be defenders or attackers, not \"{value}\""
                        )))
                    }
                }
            }
            _ => {
                return Err(GameError::InvalidConfig(format!(
                    "Conquistando o Egito has no option named \"{key}\" (options: achievements, loss_basis)"
                )))
            }
        }
        Ok(())
    }

    fn option_help() -> &'static str {
        OPTION_HELP
    }
}
