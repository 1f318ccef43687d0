//! # nile-bots
//!
//! Bots for every nile game, written against the [`nile_core::Game`] trait and what each
//! game tells its bots, [`nile_core::bots::BotHints`] (its evaluation, units of play,
//! rollout policy, levels, tuned knobs, learned weights and baseline AI, declared in the
//! game's own crate), and an arena that measures them (see `docs/bots.md`). This crate
//! names no game.
//!
//! - `random`: [`nile_core::RandomAgent`].
//! - `greedy`: [`GreedyAgent`], one step of lookahead on the estimated margin (the
//!   game's estimate of its final score, [`nile_core::bots::BotHints::evaluate`], minus
//!   the best other seat's), averaging chained chance nodes exactly by weight.
//! - `lookahead:D`: [`LookaheadAgent`], every line of play `D` decisions deep with the
//!   evaluation at the leaves (the fixed baseline).
//! - `mcts:N`, `mcts:500ms`: [`MctsAgent`], information-set UCT with per-seat rewards,
//!   sampled chance nodes, rollouts cut at a horizon and scored by the evaluation, margin
//!   rewards, root parallelism; settings tuned per game ([`tuned`]), `mcts:N:classic`
//!   for the earlier search.
//! - `pimc:…`: [`deep::DeepAgent`], determinized deep search: max^n in sampled worlds
//!   to a horizon in the game's own units (a Rá auction, an Imhotep round…), with a
//!   transposition table, move ordering and iterative deepening on a CPU-time budget;
//!   `anchor`, the same method as the strongest public Rá AI (the Rá baseline).
//! - `easy`, `medium`, `hard`: levels ([`levels`]), each game's measured spec for the
//!   level; `hard` (its strongest agent at ≤ 0.5 s a move) is the front ends' default bot.
//! - [`arena::run_arena`]: rotated seats, deterministic per-game seeds, rayon threads,
//!   per-entry wins with Wilson intervals, scores, margins and Elo.
//!
//! Every agent is fair: it sees the true state only through
//! [`nile_core::Game::determinize`] for its own seat (and the legal actions it is given),
//! so two states that look the same to its seat get the same move for the same seed.
//!
//! ```
//! use nile_core::{Agent, Match};
//! use nile_core::testing::{Nim, NimConfig};
//! use nile_bots::agent_from_spec;
//!
//! let mut agents: Vec<Box<dyn Agent<Nim>>> = vec![
//!     agent_from_spec("mcts:300", 1)?,
//!     agent_from_spec("greedy", 2)?,
//! ];
//! let mut game = Match::<Nim>::new(NimConfig::default(), 7)?;
//! let outcome = game.play(&mut agents)?;
//! assert_eq!(outcome.ranks.len(), 2);
//! # Ok::<(), nile_core::GameError>(())
//! ```

#![warn(missing_docs)]

pub mod arena;
pub mod cap;
pub mod deep;
pub mod dynamic;
pub mod eval;
pub mod greedy;
pub mod learned;
pub mod levels;
pub mod lookahead;
pub mod mcts;
pub mod spec;
pub mod stats;
mod texts;
pub mod train;

// The tuned MCTS settings are read with the seat-spec grammar, which builds on them:
// one concept, kept at its old path.
pub use spec::tuned;

pub use cap::ThinkCap;
pub use deep::{DeepAgent, DeepConfig};
pub use dynamic::{DynAgent, DynAgents};
pub use greedy::GreedyAgent;
pub use levels::{level_spec, Level, DEFAULT_LEVEL};
pub use lookahead::LookaheadAgent;
pub use mcts::{
    thread_cpu_time, Budget, Horizon, MctsAgent, MctsConfig, Rollout, SearchStats,
    DEFAULT_MAST_EPSILON,
};
pub use spec::{
    agent_from_spec, agent_from_spec_capped, agents_from_specs, seat_seed, AgentSpec, MctsSpec,
};
pub use texts::TEXTS;
