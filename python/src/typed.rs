//! The typed operations the Python package needs beyond the state's own methods (an
//! action's serde JSON, match logs from indices, the typed random-playout fast path) are
//! in the dynamic layer's game kinds (`nile_core::DynGameType`), found through the
//! registry: nothing here is per game.

use nile::core::dynamic::DynGame;
pub use nile::core::dynamic::DynGameType as TypedOps;

/// The typed operations for `game`'s kind.
pub fn ops(game: &dyn DynGame) -> Option<&'static dyn TypedOps> {
    ops_by_name(game.name()).filter(|o| o.is_for(game))
}

/// The typed operations for the game named `name`.
pub fn ops_by_name(name: &str) -> Option<&'static dyn TypedOps> {
    nile::registry::find(name).ok().map(|e| e.game)
}
