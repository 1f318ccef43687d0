//! # nile-pragas — Marcos Macri's 10 Pragas do Egito
//!
//! A complete rules engine for *10 Pragas do Egito* (MS Jogos), 1 to 4 players (1 = solo
//! against the automated opponent, run by the engine), implementing [`nile_core::Game`].
//! The Portuguese rulebook is the source of truth; every number its text lost with the
//! pictures lives in [`standins`] (the numbers it kept in [`data`], the card tables in
//! [`cards`]), each stand-in citing its choice in `docs/pragas.md` (GAP-n).
//!
//! Chance is explicit: support tables, every tile, hebrew token, plague, loss and
//! territory card, and each of the solo opponent's dice cards are drawn when revealed.
//!
//! ```
//! use nile_core::{Game, GameConfig, Turn};
//! use nile_pragas::{Action, Pragas, PragasConfig};
//!
//! let mut game = Pragas::new(&PragasConfig::for_players(3))?;
//! assert_eq!(game.turn(), Turn::Chance); // the support tables are dealt first
//! let mut outcomes = Vec::new();
//! game.chance_outcomes(&mut outcomes);
//! game.apply(outcomes[0].0)?;
//! // An illegal action is refused and changes nothing.
//! let before = game.clone();
//! assert!(game.apply(Action::EndTurn).is_err());
//! assert_eq!(game, before);
//! # Ok::<(), nile_core::GameError>(())
//! ```

#![warn(missing_docs)]

pub mod action;
mod answers;
mod apply;
pub mod board;
mod card_text;
pub mod cards;
mod config;
pub mod data;
mod effects;
mod eval;
mod flow;
mod game;
mod hints;
pub mod index;
mod invariants;
mod keys;
mod legal;
pub mod names;
mod narrate;
mod pick;
mod playout;
pub mod quantities;
mod render;
mod scenario;
pub mod scoring;
pub mod standins;
pub mod state;
mod status;
mod targets;
mod tensor;
mod texts;
pub mod view;

pub use action::{Action, Area, Pay, PharaohUse, Power, TrackChoice};
pub use data::Tile;
pub use game::STEP_BOUND;
pub use scenario::Scenario;
pub use scoring::Breakdown;
pub use state::{Pending, Phase, Pragas, PragasConfig, Seat, Stage, Tribute};
pub use texts::TEXTS;

#[cfg(test)]
mod tests;
