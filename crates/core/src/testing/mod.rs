//! Small complete games for the core's own tests and doc examples, and models of how an
//! engine implements [`crate::Game`]:
//!
//! - [`Nim`]: perfect information with one chance node (the pile size);
//! - [`Guess`]: hidden information: each seat is dealt a card face down and guesses the
//!   other's. The deal reads "deal a card to seat 1" to everyone but seat 1 (see
//!   [`crate::Game::describe`]), and a fair agent cannot guess better than chance.

mod guess;
mod nim;

pub use guess::{Guess, GuessAction, GuessConfig, GuessView};
pub use nim::{Nim, NimAction, NimConfig};
