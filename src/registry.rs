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

use nile_core::dynamic::board::DynBoard;
use nile_core::dynamic::{DynGameType, GameType};
use nile_core::{BoardTargets, BotHints, Game, GameError};

#[cfg(feature = "bots")]
use nile_bots::DynAgents;

/// One game in the registry.
pub struct Entry {
    /// The game's kind: name, seats, options, and the factory for states.
    pub game: &'static dyn DynGameType,
    /// Its board for graphical front ends: the element each action acts on, for
    /// [`nile_core::dynamic::board_view::board_view`] (from the game's `src/targets.rs`).
    pub board: &'static dyn DynBoard,
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
            board: &GameType::<$game>::NEW,
            #[cfg(feature = "bots")]
            agents: &GameType::<$game>::NEW,
            summary: <$game as nile_core::Game>::SUMMARY,
            #[cfg(feature = "cli")]
            cli: nile_cli::main_with_args::<$game>,
        }
    };
}

/// The one list of games: each line names a game's Cargo feature and its type. The
/// registry's entries and the typed dispatch ([`visit`]) both follow it, so adding a game
/// is one line here (and its crate and feature in the manifest).
macro_rules! games {
    ($($feature:literal => $game:ty,)*) => {
        static GAMES: &[Entry] = &[$(
            #[cfg(feature = $feature)]
            entry!($game),
        )*];

        /// Calls `visitor` with the type of the game named `name` (as [`find`] reads it).
        fn dispatch<V: Visit>(name: &str, visitor: V) -> Result<V::Output, GameError> {
            let wanted = name.trim().to_ascii_lowercase();
            $(
                #[cfg(feature = $feature)]
                if wanted == <$game as Game>::NAME {
                    return Ok(visitor.visit::<$game>());
                }
            )*
            Err(no_game(name))
        }
    };
}

games! {
    "ra" => nile_ra::Ra,
    "imhotep" => nile_imhotep::Imhotep,
    "tekhenu" => nile_tekhenu::Tekhenu,
    "pragas" => nile_pragas::Pragas,
    "conquistando" => nile_conquistando::Conquistando,
    "senet" => nile_senet::Senet,
}

/// Something to do with a game's type, for code that needs the typed engine (a fuzz
/// target, a benchmark, a test over every game) while knowing games only by name.
///
/// ```
/// use nile::core::Game;
/// use nile::registry::{self, Visit};
///
/// struct Seats;
/// impl Visit for Seats {
///     type Output = std::ops::RangeInclusive<usize>;
///     fn visit<G: Game>(self) -> Self::Output {
///         G::PLAYERS
///     }
/// }
/// for entry in registry::games() {
///     let seats = registry::visit(entry.game.name(), Seats)?;
///     assert_eq!(seats, entry.game.players());
/// }
/// # Ok::<(), nile::core::GameError>(())
/// ```
pub trait Visit {
    /// What the visit returns.
    type Output;
    /// Runs with `G`, the game's type. Every registered game has a clickable board and
    /// bot hints, so a visitor may use them; one that needs only the rules may declare
    /// `G: Game`.
    fn visit<G: BoardTargets + BotHints>(self) -> Self::Output;
}

/// Calls `visitor` with the type of the game named `name` (case-insensitive), or an
/// error listing the names there are.
pub fn visit<V: Visit>(name: &str, visitor: V) -> Result<V::Output, GameError> {
    dispatch(name, visitor)
}

fn no_game(name: &str) -> GameError {
    let names: Vec<&str> = GAMES.iter().map(|e| e.game.name()).collect();
    nile_core::game::no_such_game(name.trim(), &names)
}

/// Every registered game, in a fixed order.
pub fn games() -> &'static [Entry] {
    GAMES
}

/// The server's catalog: every registered game with its bots and summary, what
/// `nile serve` offers.
#[cfg(feature = "server")]
pub fn catalog() -> nile_server::Catalog {
    nile_server::Catalog::new(
        GAMES
            .iter()
            .map(|e| nile_server::GameKind {
                game: e.game,
                board: e.board,
                agents: e.agents,
                summary: e.summary,
            })
            .collect(),
    )
}

/// The game named `name` (case-insensitive), or an error listing the names there are.
pub fn find(name: &str) -> Result<&'static Entry, GameError> {
    let wanted = name.trim().to_ascii_lowercase();
    GAMES
        .iter()
        .find(|e| e.game.name() == wanted)
        .ok_or_else(|| no_game(name))
}
