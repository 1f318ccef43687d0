//! # nile
//!
//! Rules engines for Egyptian-themed board games behind one game API. This crate
//! re-exports the workspace's crates so one dependency brings them all:
//!
//! - [`core`]: the [`core::Game`] trait, the match driver, logs and the test harness.
//! - [`bots`]: greedy and Monte Carlo tree search agents, and the arena.
//! - [`cli`]: the command-line driver every game's example uses.
//! - [`imhotep`]: Imhotep, stone shipping for 2–4 players, sites on side A or B.
//! - [`ra`]: Rá, Reiner Knizia's auction game for 2–5 players.
//! - [`tekhenu`]: Tekhenu: Obelisk of the Sun, 1–4 players, with the Botankhamun solo bot.
//!
//! See `README.md` for the command-line examples and `docs/` for each game's rules choices.

pub use nile_bots as bots;
pub use nile_cli as cli;
pub use nile_core as core;
pub use nile_imhotep as imhotep;
pub use nile_ra as ra;
pub use nile_tekhenu as tekhenu;
