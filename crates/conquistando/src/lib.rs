//! # nile-conquistando — Conquistando o Egito
//!
//! A complete rules engine for *Conquistando o Egito*, 2 to 4 players, implementing
//! [`nile_core::Game`]. Each player builds up an empire on their own map of 15 terrains
//! over four eras of 6 / 6 / 8 / 5 rounds. A turn is Collection (automatic), one to three
//! own actions (build a monument or a city building, train a soldier, ordain a priest,
//! form a doctor, generate a worker, move an army or attack a neutral terrain), then from
//! round 2 on one action performed for an opponent, who gains a victory point.
//!
//! The rulebook lost its map, its cards, its starting position and its achievement list:
//! those are this project's stand-ins, one `const` table each in [`standins`], and every
//! choice is explained in `docs/conquistando.md` (cited as `GAP-n`).
//!
//! Chance is explicit and deferred: a neutral terrain's defence card is drawn from its
//! empire's face-down defence deck when the terrain is first attacked
//! (`defence card shows 4`), and its resource card when it is conquered
//! (`resource card RC05`). Nothing else is hidden, so the observation is the state.
//!
//! Every choice is a short sequence of small decisions: `build Statue` then `on T7`;
//! `attack`, `from T7`, `to T4`, `with 5 soldiers`.
//!
//! ```
//! use nile_core::{Game, GameConfig, Turn};
//! use nile_conquistando::{Action, Building, Conquistando, ConquistandoConfig};
//!
//! let mut game = Conquistando::new(&ConquistandoConfig::for_players(2))?;
//! assert_eq!(game.turn(), Turn::Player(0));
//! // Seat 0 has collected: 2 + 2 water, 3 + 2 wood, ... and 3 coin of worker tax.
//! assert_eq!(game.empire(0).stock(), [4, 5, 4, 5, 9, 4]);
//! game.apply("build Small Training Centre".parse()?)?;
//! game.apply(Action::On(7))?;
//! assert_eq!(game.score(0), 1); // +1 VP for a city building
//! // An illegal action is refused and changes nothing.
//! let before = game.clone();
//! assert!(game.apply(Action::Build(Building::GreatPyramid)).is_err());
//! assert_eq!(game, before);
//! # Ok::<(), nile_core::GameError>(())
//! ```

#![warn(missing_docs)]

mod achievements;
pub mod action;
mod apply;
pub mod battle;
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
mod playout;
mod render;
pub mod scenario;
mod scoring;
pub mod standins;
mod state;
mod targets;
pub mod tensor;
mod texts;
mod view;

pub use achievements::meets;
pub use action::Action;
pub use battle::Battle;
pub use config::{ConquistandoConfig, LossBasis};
pub use data::{Building, Resource, Unit};
pub use scenario::Scenario;
pub use state::{Conquistando, Empire, Ledger, Step, Terrain, MAX_PLAYERS, NO_CARD};
pub use texts::TEXTS;
