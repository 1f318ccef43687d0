//! Who is reading: [`Viewer`], the one name for the hidden-information boundary.
//!
//! Every text a game writes for people ([`crate::Game::describe`],
//! [`crate::Game::narrate`], [`crate::Game::render`]) and every view the dynamic layer
//! builds is for one viewer: everything (a replay of a finished log, a game of bots
//! only), one seat (who must never read what it may not know), or a spectator at no seat
//! (who reads only what every seat may read).

use std::fmt;
use std::str::FromStr;

use crate::error::GameError;

/// Who a text or a view is for.
///
/// ```
/// use nile_core::Viewer;
///
/// // Seat 1's hand: seat 1 and the omniscient reader see it, seat 0 and spectators not.
/// assert!(Viewer::Seat(1).sees(1));
/// assert!(Viewer::All.sees(1));
/// assert!(!Viewer::Seat(0).sees(1));
/// assert!(!Viewer::Spectator.sees(1));
/// assert_eq!("spectator".parse::<Viewer>()?, Viewer::Spectator);
/// assert_eq!("2".parse::<Viewer>()?, Viewer::Seat(2));
/// assert_eq!(Viewer::Seat(2).to_string(), "seat 2");
/// # Ok::<(), nile_core::GameError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Viewer {
    /// One who sees everything: a replay of a finished log, a game of bots only, a test.
    #[default]
    All,
    /// The person at seat `n`, who sees its own secrets and what is public.
    Seat(usize),
    /// Someone at no seat, who sees only what every seat sees.
    Spectator,
}

impl Viewer {
    /// The seat, if the viewer is one.
    ///
    /// ```
    /// use nile_core::Viewer;
    /// assert_eq!(Viewer::Seat(2).seat(), Some(2));
    /// assert_eq!(Viewer::Spectator.seat(), None);
    /// assert_eq!(Viewer::All.seat(), None);
    /// ```
    pub fn seat(self) -> Option<usize> {
        match self {
            Viewer::Seat(s) => Some(s),
            Viewer::All | Viewer::Spectator => None,
        }
    }

    /// Whether this viewer may see what seat `seat` alone knows (its hand, its face-down
    /// tiles): the omniscient viewer and that seat do, every other seat and a spectator
    /// do not.
    pub fn sees(self, seat: usize) -> bool {
        match self {
            Viewer::All => true,
            Viewer::Seat(s) => s == seat,
            Viewer::Spectator => false,
        }
    }

    /// Whether this viewer sees everything, secrets no seat knows included (the draw
    /// pile's order, a face-down tile nobody has looked at).
    pub fn sees_all(self) -> bool {
        self == Viewer::All
    }

    /// Whether this viewer is seat `seat` itself (a text may then say "you").
    pub fn is_seat(self, seat: usize) -> bool {
        self == Viewer::Seat(seat)
    }
}

impl From<Option<usize>> for Viewer {
    /// `Some(p)` is seat `p`, `None` the omniscient viewer, as the texts took it before
    /// [`Viewer`] existed.
    fn from(seat: Option<usize>) -> Self {
        seat.map_or(Viewer::All, Viewer::Seat)
    }
}

impl fmt::Display for Viewer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Viewer::All => f.write_str("all"),
            Viewer::Seat(s) => write!(f, "seat {s}"),
            Viewer::Spectator => f.write_str("spectator"),
        }
    }
}

impl FromStr for Viewer {
    type Err = GameError;

    /// `all`, `spectator`, a seat number (`2`) or `seat 2`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim();
        let seat = text.strip_prefix("seat").map_or(text, str::trim);
        match text {
            "all" => Ok(Viewer::All),
            "spectator" => Ok(Viewer::Spectator),
            _ => seat.parse().map(Viewer::Seat).map_err(|_| {
                GameError::InvalidConfig(crate::sentence!(
                    crate::lang::CORE_TEXTS,
                    "config-no-such-viewer",
                    text = text
                ))
            }),
        }
    }
}
