//! The one error type every engine returns.

use std::fmt;

use crate::lang::{Lang, Sentence, CORE_TEXTS};

/// Why an action, a configuration or a serialized state was refused.
///
/// Every variant leaves the state it was returned from exactly as it was, so a caller can
/// show the refusal and carry on: engines validate first and mutate only after validation.
///
/// The reasons are [`Sentence`]s: [`GameError::text`] writes the refusal in any language,
/// and `Display` in English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// The game has ended; nothing more can be applied.
    GameOver,
    /// The action came from a seat whose turn it is not.
    NotYourTurn {
        /// Who is to act now ("seat 2's turn", "a chance draw").
        expected: Sentence,
        /// The seat that tried to act.
        got: usize,
    },
    /// The action is not in the legal set right now.
    IllegalAction {
        /// The refused action, as its `Display` text (the game's notation).
        action: String,
        /// Why.
        reason: Sentence,
    },
    /// The configuration cannot start a game (player count, options).
    InvalidConfig(Sentence),
    /// A serialized state was malformed or broke the game's invariants: a diagnostic for
    /// the program that wrote it, in English.
    InvalidState(String),
    /// A seat spec names no agent (`"mtcs:20"`), or its knobs are wrong.
    InvalidAgent(Sentence),
    /// Text could not be read as an action.
    ParseAction {
        /// What was typed.
        input: String,
        /// What was expected.
        reason: Sentence,
    },
}

impl std::error::Error for GameError {}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl GameError {
    /// Builds [`GameError::IllegalAction`] from an action and a reason.
    ///
    /// ```
    /// use nile_core::lang::{Catalog, Lang};
    /// use nile_core::GameError;
    ///
    /// static TEXTS: Catalog = Catalog::new(
    ///     "example",
    ///     "no-sun = you do not hold that sun\n",
    ///     "no-sun = você não tem esse Sol\n",
    /// );
    /// let e = GameError::illegal("bid sun 9", nile_core::sentence!(TEXTS, "no-sun"));
    /// assert_eq!(e.to_string(), "\"bid sun 9\" is not allowed now: you do not hold that sun");
    /// assert_eq!(e.text(Lang::PtBr), "\"bid sun 9\" não é permitido agora: você não tem esse Sol");
    /// ```
    pub fn illegal(action: impl std::fmt::Display, reason: impl Into<Sentence>) -> Self {
        GameError::IllegalAction {
            action: action.to_string(),
            reason: reason.into(),
        }
    }

    /// The refusal of an action that is not among the legal actions now, for a front end
    /// that checks the legal set itself.
    pub fn not_legal_now(action: impl std::fmt::Display) -> Self {
        GameError::illegal(
            action,
            crate::sentence!(CORE_TEXTS, "refused-not-legal-now"),
        )
    }

    /// Builds [`GameError::ParseAction`].
    pub fn parse(input: impl Into<String>, reason: impl Into<Sentence>) -> Self {
        GameError::ParseAction {
            input: input.into(),
            reason: reason.into(),
        }
    }

    /// The refusal in `lang`: its frame from the core's catalog, its reason in the same
    /// language.
    ///
    /// ```
    /// use nile_core::{lang::Lang, GameError};
    /// assert_eq!(GameError::GameOver.text(Lang::PtBr), "a partida acabou: nenhuma ação pode mais ser feita");
    /// ```
    pub fn text(&self, lang: Lang) -> String {
        match self {
            GameError::GameOver => crate::text!(CORE_TEXTS, lang, "error-game-over"),
            GameError::NotYourTurn { expected, got } => crate::text!(
                CORE_TEXTS,
                lang,
                "error-not-your-turn",
                seat = *got,
                expected = expected.text(lang)
            ),
            GameError::IllegalAction { action, reason } => crate::text!(
                CORE_TEXTS,
                lang,
                "error-illegal-action",
                action = crate::lang::Arg::Name(action.into()),
                reason = reason.text(lang)
            ),
            GameError::InvalidConfig(reason) => crate::text!(
                CORE_TEXTS,
                lang,
                "error-invalid-config",
                reason = reason.text(lang)
            ),
            GameError::InvalidState(diagnostic) => crate::text!(
                CORE_TEXTS,
                lang,
                "error-invalid-state",
                reason = crate::lang::Arg::Name(diagnostic.into())
            ),
            GameError::InvalidAgent(reason) => reason.text(lang),
            GameError::ParseAction { input, reason } => crate::text!(
                CORE_TEXTS,
                lang,
                "error-parse-action",
                input = crate::lang::Arg::Name(input.into()),
                reason = reason.text(lang)
            ),
        }
    }

    /// Why, in `lang`, without the frame: an illegal action's or a parse's reason, the
    /// configuration's or agent's fault; the whole text for the others.
    pub fn reason(&self, lang: Lang) -> String {
        match self {
            GameError::IllegalAction { reason, .. }
            | GameError::ParseAction { reason, .. }
            | GameError::InvalidConfig(reason)
            | GameError::InvalidAgent(reason) => reason.text(lang),
            other => other.text(lang),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::unwrapped;

    #[test]
    fn every_refusal_reads_in_every_language_and_english_is_unchanged() {
        let turn = GameError::NotYourTurn {
            expected: crate::Turn::Chance.sentence(),
            got: 1,
        };
        assert_eq!(turn.to_string(), "it is not seat 1's turn (a chance draw)");
        assert_eq!(
            turn.text(Lang::PtBr),
            "não é a vez do jogador 1 (um sorteio)"
        );
        let parse = GameError::parse("xyzzy", crate::sentence!(CORE_TEXTS, "no-such-action"));
        assert!(parse
            .to_string()
            .starts_with("\"xyzzy\" is not an action: no legal"));
        assert!(parse
            .text(Lang::PtBr)
            .starts_with("\"xyzzy\" não é uma ação: nenhuma"));
        for e in [GameError::GameOver, turn, parse] {
            assert_eq!(unwrapped(&e.text(Lang::Pseudo)), None, "{e}");
        }
        let state = GameError::InvalidState("seat 9 holds a card".into());
        assert_eq!(
            state.text(Lang::PtBr),
            "estado de jogo inválido: seat 9 holds a card"
        );
    }
}
