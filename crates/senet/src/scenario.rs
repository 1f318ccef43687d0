//! A builder for positions in the middle of a game (rule tests, puzzles, teaching):
//! where each seat's pawns stand, how many are off, whose turn it is and the throw to
//! play. `build()` refuses a position no game could hold, with the broken invariant.

use nile_core::{Game, GameConfig, GameError};

use crate::board::SQUARES;
use crate::config::SenetConfig;
use crate::state::Senet;

/// A position to build: start from [`Scenario::new`], place pawns, then [`Scenario::build`].
///
/// ```
/// use nile_core::{Game, Turn};
/// use nile_senet::{Scenario, SenetAction};
///
/// // Seat 0 on the House of Happiness with a 5 to play: the pawn leaves the board.
/// let mut g = Scenario::new(5)
///     .pawns(0, &[26, 3, 5, 7, 9])
///     .pawns(1, &[2, 4, 6, 8, 10])
///     .throw(5)
///     .build()?;
/// g.apply(SenetAction::Move(26))?;
/// assert_eq!(g.off(0), 1);
/// assert_eq!(g.turn(), Turn::Chance); // a 5 throws again
/// # Ok::<(), nile_core::GameError>(())
/// ```
#[derive(Debug, Clone)]
pub struct Scenario {
    config: SenetConfig,
    pawns: [Vec<u8>; 2],
    off: [u8; 2],
    to_move: u8,
    throw: Option<u8>,
    throws: u16,
}

impl Scenario {
    /// An empty board for two seats with `pawns` pawns each (5 or 7); seat 0 to move,
    /// one throw made so far.
    pub fn new(pawns: u8) -> Self {
        let mut config = SenetConfig::for_players(2);
        config.pawns = pawns;
        Scenario {
            config,
            pawns: [Vec::new(), Vec::new()],
            off: [0; 2],
            to_move: 0,
            throw: None,
            throws: 1,
        }
    }

    /// Puts `seat`'s pawns on `squares` (1 to 30), replacing any placed before.
    pub fn pawns(mut self, seat: usize, squares: &[u8]) -> Self {
        if let Some(p) = self.pawns.get_mut(seat) {
            *p = squares.to_vec();
        }
        self
    }

    /// `seat` has borne `n` pawns off.
    pub fn off(mut self, seat: usize, n: u8) -> Self {
        if let Some(o) = self.off.get_mut(seat) {
            *o = n;
        }
        self
    }

    /// `seat` is to throw or move.
    pub fn to_move(mut self, seat: u8) -> Self {
        self.to_move = seat;
        self
    }

    /// The sticks have shown `n`, which the seat to move must play.
    pub fn throw(mut self, n: u8) -> Self {
        self.throw = Some(n);
        self
    }

    /// The number of throws made so far.
    pub fn throws(mut self, n: u16) -> Self {
        self.throws = n;
        self
    }

    /// The position, or [`GameError::InvalidState`] naming what no game could hold (two
    /// pawns on one square, a square off the board, pawns missing, a throw with no move).
    pub fn build(self) -> Result<Senet, GameError> {
        let mut g = Senet::setup(&self.config)?;
        g.squares = [None; SQUARES as usize];
        for (seat, squares) in self.pawns.iter().enumerate() {
            for &s in squares {
                if !(1..=SQUARES).contains(&s) || g.at(s).is_some() {
                    return Err(GameError::InvalidState(format!(
                        "seat {seat}'s pawn on square {s}: the square is off the board or taken"
                    )));
                }
                g.set(s, Some(seat as u8));
            }
        }
        g.off = self.off;
        g.to_move = self.to_move;
        g.throw = self.throw;
        g.last_throw = self.throw;
        g.throws = self.throws;
        g.over = (0..2).any(|s| g.home(s));
        g.check_invariants().map_err(GameError::InvalidState)?;
        Ok(g)
    }
}
