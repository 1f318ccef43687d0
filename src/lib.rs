//! # nile
//!
//! Rules engines for Egyptian-themed board games behind one game API. This crate
//! re-exports the workspace's crates so one dependency brings them all:
//!
//! - [`core`]: the [`core::Game`] trait, the match driver, logs and the test harness.
//! - [`bots`]: greedy and Monte Carlo tree search agents, and the arena.
//! - [`cli`]: the command-line driver every game's example uses.
//! - [`conquistando`]: Conquistando o Egito, 2–4 empires over four eras.
//! - [`pragas`]: 10 Pragas do Egito, 1–4 players, with the solo opponent.
//! - [`imhotep`]: Imhotep, stone shipping for 2–4 players, sites on side A or B.
//! - [`ra`]: Rá, Reiner Knizia's auction game for 2–5 players.
//! - [`tekhenu`]: Tekhenu: Obelisk of the Sun, 1–4 players, with the Botankhamun solo bot.
//! - [`senet`]: Senet, the ancient race game for two, in Kendall's reconstruction.
//!
//! - [`registry`]: every game by name, behind the dynamic layer, with its bots.
//!
//! Cargo features select what comes along: one per game (`ra`, `imhotep`, `tekhenu`, `pragas`,
//! `conquistando`, `senet`; `games` for all of them), `bots`, `cli` and `server`; all on by default. An embedder who needs one engine can depend on its
//! crate alone (`nile-ra`), which pulls in only `nile-core` and serde.
//!
//! The package is published as `nile-games` (`cargo add nile-games`); the library keeps
//! the name `nile`. A match between bots of one game, typed:
//!
//! ```
//! use nile::bots::agents_from_specs;
//! use nile::core::{GameConfig, Match};
//! use nile::ra::{Ra, RaConfig};
//!
//! let config = RaConfig::for_players(3);
//! let mut agents = agents_from_specs::<Ra>(&["greedy", "random", "random"], 7)?;
//! let outcome = Match::new(&config, 7)?.play(&mut agents)?;
//! assert_eq!(outcome.ranks.len(), 3);
//! # Ok::<(), nile::core::GameError>(())
//! ```
//!
//! Any game by name goes through [`registry`]. See `README.md` for the command-line
//! examples, `docs/embedding.md` for using nile from Rust, and `docs/` for each game's
//! rules choices.

#![warn(missing_docs)]

#[cfg(feature = "bots")]
pub use nile_bots as bots;
#[cfg(feature = "cli")]
pub use nile_cli as cli;
#[cfg(feature = "conquistando")]
pub use nile_conquistando as conquistando;
pub use nile_core as core;
#[cfg(feature = "imhotep")]
pub use nile_imhotep as imhotep;
#[cfg(feature = "pragas")]
pub use nile_pragas as pragas;
#[cfg(feature = "ra")]
pub use nile_ra as ra;
#[cfg(feature = "senet")]
pub use nile_senet as senet;
#[cfg(feature = "tekhenu")]
pub use nile_tekhenu as tekhenu;

pub mod registry;

/// The embedding guide's examples, compiled and run as doc tests.
#[cfg(all(
    doctest,
    feature = "ra",
    feature = "imhotep",
    feature = "tekhenu",
    feature = "bots"
))]
#[doc = include_str!("../docs/embedding.md")]
pub struct EmbeddingGuide;
