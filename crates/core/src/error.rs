//! The one error type every engine returns.

use thiserror::Error;

/// Why an action, a configuration or a serialized state was refused.
///
/// Every variant leaves the state it was returned from exactly as it was, so a caller can
/// show the refusal and carry on: engines validate first and mutate only after validation.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GameError {
    /// The game has ended; nothing more can be applied.
    #[error("the game is over, so no more actions can be taken")]
    GameOver,
    /// The action came from a seat whose turn it is not.
    #[error("it is not seat {got}'s turn ({expected})")]
    NotYourTurn {
        /// Who is to act now, in words ("seat 2's turn", "a chance draw").
        expected: String,
        /// The seat that tried to act.
        got: usize,
    },
    /// The action is not in the legal set right now.
    #[error("\"{action}\" is not allowed now: {reason}")]
    IllegalAction {
        /// The refused action, as its `Display` text.
        action: String,
        /// A sentence saying why.
        reason: String,
    },
    /// The configuration cannot start a game (player count, options).
    #[error("invalid configuration: {0}")]
    InvalidConfig(String),
    /// A serialized state was malformed or broke the game's invariants.
    #[error("invalid game state: {0}")]
    InvalidState(String),
    /// A seat spec names no agent (`"mtcs:20"`), or its knobs are wrong.
    #[error("{0}")]
    InvalidAgent(String),
    /// Text could not be read as an action.
    #[error("\"{input}\" is not an action: {reason}")]
    ParseAction {
        /// What was typed.
        input: String,
        /// A sentence saying what was expected.
        reason: String,
    },
}

impl GameError {
    /// Builds [`GameError::IllegalAction`] from an action and a reason.
    ///
    /// ```
    /// use nile_core::GameError;
    /// let e = GameError::illegal("bid sun 9", "you do not hold that sun");
    /// assert_eq!(e.to_string(), "\"bid sun 9\" is not allowed now: you do not hold that sun");
    /// ```
    pub fn illegal(action: impl std::fmt::Display, reason: impl Into<String>) -> Self {
        GameError::IllegalAction {
            action: action.to_string(),
            reason: reason.into(),
        }
    }

    /// Builds [`GameError::ParseAction`].
    pub fn parse(input: impl Into<String>, reason: impl Into<String>) -> Self {
        GameError::ParseAction {
            input: input.into(),
            reason: reason.into(),
        }
    }
}
