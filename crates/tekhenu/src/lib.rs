//! # nile-tekhenu
//!
//! A rules engine for *Tekhenu: Obelisk of the Sun* (Tascini & Turczi, Board&Dice 2020)
//! for 1 to 4 players; one player plays against the automated opponent Botankhamun.
//!
//! The state is a compact, fixed-size value ([`Tekhenu`]). Pending work lives on a small
//! stack of nodes: automatic steps run at once, chance nodes (disc offset, pillar tiles,
//! Horus tiles, card draws, dice from the bag, the solo bot's coin and ties) wait for
//! [`Game::apply`](nile_core::Game::apply) with one of [`Game::chance_outcomes`](nile_core::Game::chance_outcomes), and decisions wait for one of
//! [`Game::legal_actions`](nile_core::Game::legal_actions). A decision with a single legal option is taken automatically.
//!
//! Rules choices (the rulebook's open questions, each a row GAP-n of the choices table
//! in `docs/tekhenu.md`): printed numbers the rulebook text lost are `PLACEHOLDER` rows in
//! [`standins`]; the completion rule (docs/tekhenu.md GAP-26) keeps every decision non-empty; Decrees are
//! the only hidden cards and [`Game::determinize`](nile_core::Game::determinize) resamples them.
//!
//! [`Scenario`] builds a position in the middle of a game (a rule test, an example, a
//! front end teaching one rule); the board's public readings ([`Tekhenu::board`]) show a
//! seat's tableau, the dice, the statues, the temple and the round count.
//!
//! ```
//! use nile_core::{Game, GameConfig, Turn};
//! use nile_tekhenu::{Tekhenu, TekhenuConfig};
//!
//! let mut g = Tekhenu::new(&TekhenuConfig::for_players(2))?;
//! let mut chance = Vec::new();
//! let mut legal = Vec::new();
//! // Resolve the setup draws until the first decision (keeping a Decree).
//! while g.turn() == Turn::Chance {
//!     g.chance_outcomes(&mut chance);
//!     g.apply(chance[0].0)?;
//! }
//! assert_eq!(g.turn(), Turn::Player(0));
//! g.legal_actions(&mut legal);
//! assert!(legal[0].to_string().starts_with("keep D"));
//! g.apply(legal[0])?;
//! # Ok::<(), nile_core::GameError>(())
//! ```

#![warn(missing_docs)]

pub mod action;
mod apply;
mod card;
pub mod cards;
pub mod cardset;
mod choices;
pub mod config;
pub mod data;
mod decrees;
mod disc;
mod economy;
mod eval;
mod flow;
mod game;
mod god_effects;
pub mod gods;
mod help;
mod hints;
pub mod index;
mod invariants;
mod legal;
mod maat;
mod main_action;
mod narrate;
mod parse;
pub mod pieces;
mod playout;
mod reading;
mod render;
mod scenario;
pub mod scoring;
mod solo;
pub mod standins;
pub mod state;
mod take_die;
mod targets;
pub mod tensor;
mod texts;
mod view;
mod words;

pub use action::{How, TekhenuAction};
pub use config::{Difficulty, TekhenuConfig};
pub use scenario::Scenario;
pub use state::Tekhenu;
pub use texts::TEXTS;
pub use view::TekhenuView;

#[cfg(test)]
mod tests;
