//! Why an arena could not be played, in every language nile speaks.

use std::fmt;

use nile_core::lang::{Arg, Sentence};
use nile_core::{text, GameError, Lang};

use crate::texts::TEXTS;

/// Why [`run_arena`](super::run_arena) played no arena. `Display` is the English
/// sentence; [`ArenaError::text`] writes it in any language.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ArenaError {
    /// `given` seat specs for a game of `seats` seats.
    SeatCount {
        /// Seat specs given.
        given: usize,
        /// Seats of the game the configuration starts.
        seats: usize,
    },
    /// No game was asked for.
    NoGames,
    /// The configuration starts no game of `game`.
    Config {
        /// The game's name.
        game: &'static str,
        /// The game's refusal.
        error: GameError,
    },
    /// A seat spec names no agent, or its knobs are wrong.
    Spec(Sentence),
    /// The worker threads could not be started (the system's own words).
    Threads(String),
    /// A game stopped on an error: an agent's or the engine's.
    Game {
        /// The game's number, from 0.
        game: usize,
        /// The seed that drove it ([`super::game_seed`]).
        seed: u64,
        /// What stopped it.
        error: GameError,
    },
}

impl ArenaError {
    /// The sentence in `lang`.
    ///
    /// ```
    /// use nile_bots::arena::ArenaError;
    /// use nile_core::Lang;
    /// assert_eq!(ArenaError::NoGames.text(Lang::En), "the arena needs at least one game");
    /// assert_eq!(
    ///     ArenaError::NoGames.text(Lang::PtBr),
    ///     "a arena precisa de ao menos uma partida"
    /// );
    /// ```
    pub fn text(&self, lang: Lang) -> String {
        match self {
            ArenaError::SeatCount { given, seats } => text!(
                TEXTS,
                lang,
                "arena-seat-count",
                given = *given,
                seats = *seats
            ),
            ArenaError::NoGames => text!(TEXTS, lang, "arena-no-games"),
            ArenaError::Config { game, error } => text!(
                TEXTS,
                lang,
                "arena-cannot-start",
                game = Arg::Name((*game).into()),
                error = error.text(lang)
            ),
            ArenaError::Spec(reason) => reason.text(lang),
            ArenaError::Threads(error) => text!(
                TEXTS,
                lang,
                "arena-no-threads",
                error = Arg::Name(error.clone().into())
            ),
            ArenaError::Game { game, seed, error } => text!(
                TEXTS,
                lang,
                "arena-game-failed",
                game = *game,
                // A seed is a name: 64 bits, written whole, never grouped.
                seed = Arg::Name(seed.to_string().into()),
                error = error.text(lang)
            ),
        }
    }
}

impl fmt::Display for ArenaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for ArenaError {}
