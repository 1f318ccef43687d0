//! # nile-senet — Senet
//!
//! The ancient Egyptian race game for two players, in Timothy Kendall's reconstruction
//! (the rules are lost; every reading nile makes is in `docs/senet.md`, cited as `S-n`).
//! Each seat has five pawns (or seven), set out alternately on the first squares of a
//! board of thirty squares in three rows, walked as a reversed S. A turn throws four
//! sticks (a chance node: 1 to 4 white sides move 1 to 4 squares, none moves 5; a 1, 4
//! or 5 throws again) and moves one pawn by the throw. A pawn landing on a lone pawn of
//! the other seat swaps places with it; two pawns side by side protect each other, three
//! block the way. Every pawn must stop on the House of Happiness (26); the House of Water
//! (27) sends it back to the House of Rebirth (15); from the last houses it leaves the
//! board with an exact throw. The first seat with every pawn off wins.
//!
//! ```
//! use nile_core::{Game, GameConfig, Turn};
//! use nile_senet::{Senet, SenetAction, SenetConfig};
//!
//! let mut game = Senet::new(&SenetConfig::for_players(2))?;
//! assert_eq!(game.turn(), Turn::Chance);
//! game.apply("throw 2".parse()?)?; // two white sides up
//! assert_eq!(game.turn(), Turn::Player(0));
//! // Seat 0's pawns stand on 1, 3, 5, 7, 9; seat 1's on 2, 4, 6, 8, 10.
//! let before = game.clone();
//! assert!(game.apply(SenetAction::Move(7)).is_err()); // 9 is seat 0's own pawn
//! assert_eq!(game, before); // a refused action changes nothing
//! game.apply(SenetAction::Move(9))?; // to 11, past the pair on 10? no: 10 stands alone
//! assert_eq!(game.at(11), Some(0));
//! assert_eq!(game.turn(), Turn::Chance); // a 2 ends the turn: seat 1 throws
//! assert_eq!(game.to_move(), 1);
//! # Ok::<(), nile_core::GameError>(())
//! ```

#![warn(missing_docs)]

pub mod action;
mod apply;
pub mod board;
pub mod config;
pub mod data;
mod eval;
mod flow;
mod game;
mod hints;
pub mod index;
mod invariants;
mod legal;
mod narrate;
mod render;
pub mod scenario;
mod scoring;
mod state;
pub mod sticks;
mod targets;
pub mod tensor;
mod texts;
mod view;

pub use action::SenetAction;
pub use config::SenetConfig;
pub use flow::MAX_THROWS;
pub use scenario::Scenario;
pub use state::Senet;
pub use texts::TEXTS;
