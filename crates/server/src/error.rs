//! Every way a request or a message can be refused, with a code a client can branch on
//! and a sentence a person can read.

use nile_core::GameError;

use crate::store::StoreError;

/// A refused request or message.
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    /// No match has that id.
    #[error("there is no match {0}")]
    NoMatch(String),
    /// The request is malformed or asks for something impossible.
    #[error("{0}")]
    BadRequest(String),
    /// The seat is not free, or the credential is not the seat's.
    #[error("{0}")]
    Forbidden(String),
    /// The move was for another step than the match's (stale or repeated).
    #[error(
        "the move was for step {sent}, but the match is at step {current}: it was not applied"
    )]
    StaleStep {
        /// The step the client saw.
        sent: u64,
        /// The match's step.
        current: u64,
    },
    /// Another seat (or chance) is to act.
    #[error("it is not your turn: {0}")]
    NotYourTurn(String),
    /// The action is not legal now.
    #[error("{0}")]
    Illegal(String),
    /// The game is over.
    #[error("the game is over")]
    Over,
    /// A chat message that cannot be posted as sent (empty, too long, control
    /// characters).
    #[error("{0}")]
    BadChat(String),
    /// A connection posting chat faster than its allowance.
    #[error("{0}")]
    ChatRate(String),
    /// An undo that may not be done now: why, in the words of
    /// [`nile_core::undo::Refusal`].
    #[error("{0}")]
    UndoRefused(String),
    /// A replay or rematch asked of a match that is not over yet.
    #[error("{0}")]
    NotOver(String),
    /// A replay step the match does not have.
    #[error("{0}")]
    BadStep(String),
    /// The database failed.
    #[error("{0}")]
    Store(#[from] StoreError),
    /// A game refused something (a configuration, an option).
    #[error("{0}")]
    Game(#[from] GameError),
}

impl ServerError {
    /// A stable code for clients.
    pub fn code(&self) -> &'static str {
        match self {
            ServerError::NoMatch(_) => "no_match",
            ServerError::BadRequest(_) => "bad_request",
            ServerError::Forbidden(_) => "forbidden",
            ServerError::StaleStep { .. } => "stale_step",
            ServerError::NotYourTurn(_) => "not_your_turn",
            ServerError::Illegal(_) => "illegal",
            ServerError::Over => "over",
            ServerError::BadChat(_) => "bad_chat",
            ServerError::ChatRate(_) => "chat_rate",
            ServerError::UndoRefused(_) => "undo_refused",
            ServerError::NotOver(_) => "not_over",
            ServerError::BadStep(_) => "bad_step",
            ServerError::Store(_) => "storage",
            ServerError::Game(_) => "bad_request",
        }
    }

    /// The HTTP status for the lobby API.
    pub fn status(&self) -> u16 {
        match self {
            ServerError::NoMatch(_) => 404,
            ServerError::Forbidden(_) => 403,
            ServerError::StaleStep { .. }
            | ServerError::Over
            | ServerError::UndoRefused(_)
            | ServerError::NotOver(_) => 409,
            ServerError::ChatRate(_) => 429,
            ServerError::Store(_) => 503,
            _ => 400,
        }
    }
}
