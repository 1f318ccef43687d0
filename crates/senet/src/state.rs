//! The game state: plain fixed-size data, cheap to clone (about 45 bytes).

use nile_core::{sentence, GameError};
use serde::{Deserialize, Serialize};

use crate::board::SQUARES;
use crate::config::SenetConfig;
use crate::texts::TEXTS;

/// A game of Senet.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Senet {
    pub(crate) config: SenetConfig,
    /// `squares[s - 1]`: the seat whose pawn stands on square `s`, if any.
    pub(crate) squares: [Option<u8>; SQUARES as usize],
    /// Pawns each seat has borne off.
    pub(crate) off: [u8; 2],
    /// The seat to throw or move.
    pub(crate) to_move: u8,
    /// The throw the seat to move must play; `None` while the sticks are to be thrown.
    pub(crate) throw: Option<u8>,
    /// What the sticks showed last (public: the players see every throw).
    pub(crate) last_throw: Option<u8>,
    /// Throws so far.
    pub(crate) throws: u16,
    /// Whether the game has ended.
    pub(crate) over: bool,
}

impl Senet {
    /// The starting position: the pawns alternate on the first squares, seat 1's on the
    /// even squares, so seat 0, which throws first, starts behind (S-2). Refuses any
    /// number of pawns but 5 or 7 (S-1).
    pub(crate) fn start(config: &SenetConfig) -> Result<Self, GameError> {
        if ![5, 7].contains(&config.pawns) {
            return Err(GameError::InvalidConfig(sentence!(
                TEXTS,
                "config-pawns",
                pawns = config.pawns
            )));
        }
        let mut squares = [None; SQUARES as usize];
        for (i, sq) in squares
            .iter_mut()
            .take(2 * usize::from(config.pawns))
            .enumerate()
        {
            *sq = Some((i % 2) as u8);
        }
        Ok(Senet {
            config: *config,
            squares,
            off: [0; 2],
            to_move: 0,
            throw: None,
            last_throw: None,
            throws: 0,
            over: false,
        })
    }

    /// The seat whose pawn stands on `square` (1 to 30), if any.
    pub fn at(&self, square: u8) -> Option<usize> {
        let i = usize::from(square).checked_sub(1)?;
        self.squares.get(i).copied().flatten().map(usize::from)
    }

    /// The squares of `seat`'s pawns on the board, from the back of the path to the front.
    pub fn pawns(&self, seat: usize) -> impl Iterator<Item = u8> + '_ {
        (1..=SQUARES).filter(move |&s| self.at(s) == Some(seat))
    }

    /// Pawns `seat` has borne off.
    pub fn off(&self, seat: usize) -> u8 {
        self.off.get(seat).copied().unwrap_or(0)
    }

    /// The seat to throw or move.
    pub fn to_move(&self) -> usize {
        usize::from(self.to_move)
    }

    /// The throw the seat to move must play, once the sticks are thrown.
    pub fn pending_throw(&self) -> Option<u8> {
        self.throw
    }

    /// What the sticks showed last, if they have been thrown.
    pub fn last_throw(&self) -> Option<u8> {
        self.last_throw
    }

    /// Throws so far.
    pub fn throws(&self) -> u16 {
        self.throws
    }

    pub(crate) fn set(&mut self, square: u8, seat: Option<u8>) {
        if let Some(sq) = usize::from(square)
            .checked_sub(1)
            .and_then(|i| self.squares.get_mut(i))
        {
            *sq = seat;
        }
    }
}
