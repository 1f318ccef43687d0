//! Every way a request or a message can be refused, with a code a client can branch on
//! and a sentence a person can read, in the reader's language ([`ServerError::text`]).

use std::fmt;

use nile_core::lang::Sentence;
use nile_core::{GameError, Lang};

use crate::store::StoreError;
use crate::texts::TEXTS;

/// A refused request or message. Its sentences stay messages until they are shown:
/// [`ServerError::text`] writes them in the reader's language, `Display` in English.
#[derive(Debug)]
pub enum ServerError {
    /// No match has that id.
    NoMatch(String),
    /// The request is malformed or asks for something impossible.
    BadRequest(Sentence),
    /// The seat is not free, or the credential is not the seat's.
    Forbidden(Sentence),
    /// The move was for another step than the match's (stale or repeated).
    StaleStep {
        /// The step the client saw.
        sent: u64,
        /// The match's step.
        current: u64,
    },
    /// Another seat (or chance) is to act.
    NotYourTurn(Sentence),
    /// The action is not legal now.
    Illegal(Sentence),
    /// The game is over.
    Over,
    /// A chat message that cannot be posted as sent (empty, too long, control
    /// characters).
    BadChat(Sentence),
    /// A connection posting chat faster than its allowance.
    ChatRate(Sentence),
    /// An undo that may not be done now: why (a [`nile_core::undo::Refusal`], in the
    /// server's words).
    UndoRefused(Sentence),
    /// A replay or rematch asked of a match that is not over yet.
    NotOver(Sentence),
    /// A replay step the match does not have.
    BadStep(Sentence),
    /// The database failed.
    Store(StoreError),
    /// A game refused something (a configuration, an option).
    Game(GameError),
}

impl From<StoreError> for ServerError {
    fn from(e: StoreError) -> Self {
        ServerError::Store(e)
    }
}

impl From<GameError> for ServerError {
    fn from(e: GameError) -> Self {
        ServerError::Game(e)
    }
}

impl std::error::Error for ServerError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ServerError::Store(e) => Some(e),
            ServerError::Game(e) => Some(e),
            _ => None,
        }
    }
}

impl fmt::Display for ServerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl ServerError {
    /// The refusal in `lang`. A storage failure keeps the database's own words (a
    /// diagnostic for whoever runs the server) inside a translated frame.
    pub fn text(&self, lang: Lang) -> String {
        let frame = match self {
            ServerError::NoMatch(id) => nile_core::sentence!(TEXTS, "error-no-match", id = id),
            // The step a client sent is its own number, written as it came.
            ServerError::StaleStep { sent, current } => nile_core::sentence!(
                TEXTS,
                "error-stale-step",
                sent = sent.to_string(),
                current = *current
            ),
            ServerError::NotYourTurn(why) => {
                nile_core::sentence!(TEXTS, "error-not-your-turn", why = why.clone())
            }
            ServerError::Over => nile_core::sentence!(TEXTS, "error-over"),
            ServerError::Store(e) => nile_core::sentence!(TEXTS, "error-storage", detail = &e.0),
            ServerError::Game(e) => return e.text(lang),
            ServerError::BadRequest(s)
            | ServerError::Forbidden(s)
            | ServerError::Illegal(s)
            | ServerError::BadChat(s)
            | ServerError::ChatRate(s)
            | ServerError::UndoRefused(s)
            | ServerError::NotOver(s)
            | ServerError::BadStep(s) => return s.text(lang),
        };
        frame.text(lang)
    }

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

#[cfg(test)]
mod tests {
    use nile_core::lang::unwrapped;
    use nile_core::sentence;

    use super::*;

    /// One of each refusal, with the kind of sentence each carries.
    fn every_variant() -> Vec<ServerError> {
        vec![
            ServerError::NoMatch("0123abcd".into()),
            ServerError::BadRequest(sentence!(TEXTS, "join-no-seat", seat = "9")),
            ServerError::Forbidden(sentence!(TEXTS, "seat-not-held")),
            ServerError::StaleStep {
                sent: 3,
                current: 5,
            },
            ServerError::NotYourTurn(sentence!(TEXTS, "turn-seat-to-act", seat = 1)),
            ServerError::NotYourTurn(sentence!(
                TEXTS,
                "turn-due",
                turn = nile_core::Turn::Chance.sentence()
            )),
            ServerError::Illegal(sentence!(TEXTS, "action-not-legal", action = "12")),
            ServerError::Over,
            ServerError::BadChat(sentence!(TEXTS, "chat-length", max = 500, count = 0)),
            ServerError::ChatRate(sentence!(TEXTS, "chat-rate", burst = "5", every = "2")),
            ServerError::UndoRefused(sentence!(TEXTS, "undo-other-seat", seat = 1)),
            ServerError::NotOver(sentence!(TEXTS, "replay-not-over")),
            ServerError::BadStep(sentence!(TEXTS, "replay-past-end", step = "9", steps = 4)),
            ServerError::Store(StoreError("database is locked".into())),
            ServerError::Game(GameError::GameOver),
        ]
    }

    #[test]
    fn every_refusal_is_written_from_the_catalog() {
        for e in every_variant() {
            let pseudo = e.text(Lang::Pseudo);
            assert_eq!(unwrapped(&pseudo), None, "{e:?}: {pseudo}");
            assert_ne!(e.text(Lang::PtBr), e.text(Lang::En), "{e:?}");
        }
    }

    #[test]
    fn english_is_as_it_always_was() {
        let texts: Vec<String> = every_variant().iter().map(ToString::to_string).collect();
        assert_eq!(texts[0], "there is no match 0123abcd");
        assert_eq!(
            texts[3],
            "the move was for step 3, but the match is at step 5: it was not applied"
        );
        assert_eq!(texts[4], "it is not your turn: seat 1 is to act");
        assert_eq!(texts[5], "it is not your turn: a chance draw is due");
        assert_eq!(texts[7], "the game is over");
        assert_eq!(texts[13], "storage: database is locked");
        assert_eq!(
            ServerError::StaleStep {
                sent: u64::MAX,
                current: 0
            }
            .to_string(),
            format!(
                "the move was for step {}, but the match is at step 0: it was not applied",
                u64::MAX
            )
        );
    }
}
