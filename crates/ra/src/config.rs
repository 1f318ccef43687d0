//! The configuration: the seat count (Rá has no variants).

use nile_core::GameConfig;
use serde::{Deserialize, Serialize};

/// Ra's configuration: the seat count. Rá has no variants (`docs/ra.md` GAP-19: two
/// players use the standard rules), so
/// [`GameConfig::set_option`] knows no options.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RaConfig {
    /// Number of seats, 2 to 5.
    pub players: usize,
}

impl Default for RaConfig {
    fn default() -> Self {
        RaConfig { players: 4 }
    }
}

impl GameConfig for RaConfig {
    fn for_players(players: usize) -> Self {
        RaConfig { players }
    }

    fn players(&self) -> usize {
        self.players
    }
}
