//! The registry: one list of every game nile ships, for front ends that know games only
//! by name (the `nile` binary, Python, the browser app, a game server).
//!
//! ```
//! use nile::registry;
//! use nile::core::{rng, Turn};
//!
//! // Run any game by name: here a 3-player Rá with MCTS in seat 0 and random bots.
//! let entry = registry::find("ra")?;
//! let mut game = entry.game.new_game(3, &[])?;
//! let mut agents = vec![
//!     entry.agents.agent("mcts:50", 1)?,
//!     entry.agents.agent("random", 2)?,
//!     entry.agents.agent("random", 3)?,
//! ];
//! let mut chance = rng::seeded(7);
//! loop {
//!     match game.turn() {
//!         Turn::Over => break,
//!         Turn::Chance => {
//!             game.sample_chance(&mut chance)?;
//!         }
//!         Turn::Player(p) => {
//!             let index = agents[p].choose(game.as_ref(), p)?;
//!             game.apply_index(index)?;
//!         }
//!     }
//! }
//! println!("{:?}", game.outcome());
//! # Ok::<(), nile::core::GameError>(())
//! ```

use nile_core::dynamic::{DynGameType, GameType};
use nile_core::GameError;

#[cfg(feature = "bots")]
use nile_bots::DynAgents;

/// One game in the registry.
pub struct Entry {
    /// The game's kind: name, seats, options, and the factory for states.
    pub game: &'static dyn DynGameType,
    /// Its bots, by seat spec (`"random"`, `"greedy"`, `"mcts:2000"`).
    #[cfg(feature = "bots")]
    pub agents: &'static dyn DynAgents,
    /// One line saying what the game is ([`nile_core::Game::SUMMARY`]).
    pub summary: &'static str,
    /// The game's command line (`play`, `replay`, `simulate`, `arena`), given the
    /// arguments after the program name as `nile_cli::main_with_args` takes them.
    #[cfg(feature = "cli")]
    pub cli: fn(Vec<std::ffi::OsString>) -> std::process::ExitCode,
}

impl std::fmt::Debug for Entry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Entry")
            .field("game", &self.game.name())
            .finish_non_exhaustive()
    }
}

/// The registry entry of `G`: everything in it comes from the game crate.
macro_rules! entry {
    ($game:ty) => {
        Entry {
            game: &GameType::<$game>::NEW,
            #[cfg(feature = "bots")]
            agents: &GameType::<$game>::NEW,
            summary: <$game as nile_core::Game>::SUMMARY,
            #[cfg(feature = "cli")]
            cli: nile_cli::main_with_args::<$game>,
        }
    };
}

static GAMES: &[Entry] = &[
    #[cfg(feature = "ra")]
    entry!(nile_ra::Ra),
    #[cfg(feature = "imhotep")]
    entry!(nile_imhotep::Imhotep),
    #[cfg(feature = "tekhenu")]
    entry!(nile_tekhenu::Tekhenu),
    #[cfg(feature = "pragas")]
    entry!(nile_pragas::Pragas),
    #[cfg(feature = "conquistando")]
    entry!(nile_conquistando::Conquistando),
];

/// Every registered game, in a fixed order.
pub fn games() -> &'static [Entry] {
    GAMES
}

/// The game named `name` (case-insensitive), or an error listing the names there are.
pub fn find(name: &str) -> Result<&'static Entry, GameError> {
    let wanted = name.trim().to_ascii_lowercase();
    GAMES
        .iter()
        .find(|e| e.game.name() == wanted)
        .ok_or_else(|| {
            let names: Vec<&str> = GAMES.iter().map(|e| e.game.name()).collect();
            GameError::InvalidConfig(format!(
                "there is no game named \"{}\" (the games: {})",
                name.trim(),
                names.join(", ")
            ))
        })
}
