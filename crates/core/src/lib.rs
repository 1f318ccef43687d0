//! # nile-core
//!
//! What every nile engine shares (see `docs/architecture.md`):
//!
//! - [`Game`]: the state trait — whose [`Turn`] it is (a seat, chance, or over), legal
//!   actions into a caller's buffer, weighted chance outcomes, transactional
//!   [`Game::apply`], scores and the final [`Outcome`], per-seat observations,
//!   determinization for search, invariant checks and readable rendering.
//!   [`Game::describe`] (how an action reads to each seat) is, with the observation, the
//!   one hidden-information boundary every front end prints through.
//! - [`BotHints`]: what bots need from a game beyond its rules (evaluation, units of
//!   play, rollout policy, action keys, levels, tuned knobs, learned weights, a baseline
//!   AI), implemented by each game crate in its `hints.rs`.
//! - [`GameError`]: the one typed error; a refused action leaves the state unchanged.
//! - [`Match`] and [`MatchLog`]: the driver that owns the seeded [`rng::GameRng`],
//!   resolves chance by sampling, asks an [`Agent`] per seat and records a JSON log that
//!   replays to the identical state with no generator.
//! - [`dynamic`]: every game behind object-safe traits ([`DynGameType`], [`DynGame`]):
//!   actions as indices into a fixed per-game index, observations as JSON and tensors,
//!   what the `nile` binary, Python and the browser app are built on.
//! - [`board`]: [`BoardTargets`], the board element ([`Target`]) each action acts on, which
//!   the dynamic layer's [`dynamic::board_view`] turns into what a graphical front end draws.
//! - [`harness`]: the generic checks each engine's tests run over many random games.
//! - [`alloc`]: a counting allocator for "no allocation on the hot path" tests.
//!
//! ```
//! use nile_core::{Game, Turn, Match, RandomAgent, Agent};
//! use nile_core::testing::{Nim, NimConfig, NimAction};
//!
//! // Drive a game by hand: chance first (the pile size), then the players.
//! let mut nim = Nim::new(&NimConfig::default())?;
//! assert_eq!(nim.turn(), Turn::Chance);
//! nim.apply(NimAction::Pile(5))?;
//! assert_eq!(nim.turn(), Turn::Player(0));
//! let mut legal = Vec::new();
//! nim.legal_actions(&mut legal);
//! assert_eq!(legal, vec![NimAction::Take(1), NimAction::Take(2)]);
//! // An illegal action is a typed error and changes nothing.
//! let before = nim.clone();
//! assert!(nim.apply(NimAction::Take(3)).is_err());
//! assert_eq!(nim, before);
//! # Ok::<(), nile_core::GameError>(())
//! ```

#![warn(missing_docs)]

pub mod agent;
pub mod alloc;
pub mod board;
pub mod bots;
pub mod driver;
pub mod dynamic;
pub mod error;
pub mod game;
pub mod harness;
pub mod hash;
pub mod lang;
pub mod rng;
pub mod step;
pub mod testing;
pub mod undo;
pub mod viewer;

pub use agent::{Agent, RandomAgent};
pub use board::{BoardTargets, Target};
pub use bots::{Anchor, BotHints, LearnedWeights, LevelSpecs};
pub use driver::{Match, MatchLog, ReplayError, LOG_FORMAT};
pub use dynamic::{DynGame, DynGameType, GameInfo, GameType};
pub use error::GameError;
pub use game::{
    random_playout, Game, GameConfig, GameOption, OptionWords, Outcome, RandomStep, Turn,
};
pub use lang::Lang;
pub use rng::GameRng;
pub use step::{policy_step, split_weight, weighted_index};
pub use viewer::Viewer;
