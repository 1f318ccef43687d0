//! # nile
//!
//! Rules engines for Egyptian-themed board games behind one game API. This crate
//! re-exports the workspace's crates so one dependency brings them all:
//!
//! - [`core`]: the [`core::Game`] trait, the match driver, logs and the test harness.
//!
//! See `README.md` for the command-line examples and `docs/` for each game's rules choices.

pub use nile_core as core;
