//! Which actions are legal now: where a pawn may go, forward by the throw (never onto its
//! own pawn, never past a blockade, never past the House of Happiness without stopping
//! there), attacking a lone pawn by swapping places, or back when nothing can go forward
//! (`docs/senet.md` S-5 to S-12); the listing behind `Game::legal_actions` and the reason
//! a move is refused.

use nile_core::{sentence, GameError};

use crate::action::SenetAction;
use crate::board::{OFF, SQUARES};
use crate::data::{is_safe, HAPPINESS, REBIRTH, WATER};
use crate::state::Senet;
use crate::texts::TEXTS;

/// `Game::legal_actions`: the moves of the seat to move with the pending throw, none while
/// the sticks are to be thrown or once the game is over.
pub(crate) fn legal_actions(g: &Senet, out: &mut Vec<SenetAction>) {
    out.clear();
    if let (false, Some(n)) = (g.over, g.throw) {
        g.moves(n, out);
    }
}

/// What a move does, worked out before anything changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Landing {
    /// Where the pawn ends its move (31: off the board).
    pub to: u8,
    /// The other seat's pawn it swaps with, sent back to the square it left.
    pub swaps: bool,
    /// The square it is reborn on after landing in the House of Water.
    pub reborn: Option<u8>,
}

impl Senet {
    /// Whether the pawn on `square` cannot be attacked: it stands on a safe house, or
    /// beside a pawn of its own on the path (S-7).
    pub fn protected(&self, square: u8) -> bool {
        let Some(owner) = self.at(square) else {
            return false;
        };
        is_safe(square)
            || (square > 1 && self.at(square - 1) == Some(owner))
            || (square < SQUARES && self.at(square + 1) == Some(owner))
    }

    /// The length of the run of one seat's pawns that `square` belongs to (0: empty).
    fn run(&self, square: u8) -> u8 {
        let Some(owner) = self.at(square) else {
            return 0;
        };
        let mut lo = square;
        while lo > 1 && self.at(lo - 1) == Some(owner) {
            lo -= 1;
        }
        let mut hi = square;
        while hi < SQUARES && self.at(hi + 1) == Some(owner) {
            hi += 1;
        }
        hi - lo + 1
    }

    /// Whether a pawn of `mover` going between `a` and `b` would pass over a blockade:
    /// three or more of the other seat's pawns in a row (S-8).
    fn blocked(&self, mover: usize, a: u8, b: u8) -> bool {
        let (lo, hi) = (a.min(b), a.max(b).min(OFF));
        (lo + 1..hi)
            .filter(|&s| s <= SQUARES)
            .any(|s| self.at(s).is_some_and(|o| o != mover) && self.run(s) >= 3)
    }

    /// Where the pawn on `from` lands going forward by `n`, if it may.
    pub(crate) fn forward(&self, from: u8, n: u8) -> Option<Landing> {
        let mover = self.at(from)?;
        let to = from.checked_add(n).filter(|&to| to <= OFF)?;
        // S-9: every pawn stops on the House of Happiness.
        if from < HAPPINESS && to > HAPPINESS {
            return None;
        }
        if self.blocked(mover, from, to) {
            return None;
        }
        if to == OFF {
            return Some(Landing {
                to,
                swaps: false,
                reborn: None,
            });
        }
        let swaps = match self.at(to) {
            None => false,
            Some(o) if o == mover => return None,
            Some(_) if self.protected(to) => return None,
            Some(_) => true,
        };
        let reborn = if to == WATER {
            Some(self.rebirth_square(from)?)
        } else {
            None
        };
        Some(Landing { to, swaps, reborn })
    }

    /// Where the pawn on `from` lands going back by `n`, if it may: onto an empty square,
    /// not past a blockade, never out of the last houses (S-12).
    pub(crate) fn backward(&self, from: u8, n: u8) -> Option<Landing> {
        let mover = self.at(from)?;
        if from >= HAPPINESS {
            return None;
        }
        let to = from.checked_sub(n).filter(|&to| to >= 1)?;
        if self.at(to).is_some() || self.blocked(mover, to, from) {
            return None;
        }
        Some(Landing {
            to,
            swaps: false,
            reborn: None,
        })
    }

    /// The House of Rebirth, or the nearest free square before it, for a pawn leaving
    /// `from` to drown (S-10). With at most 13 other pawns on 15 squares one is free.
    fn rebirth_square(&self, from: u8) -> Option<u8> {
        (1..=REBIRTH)
            .rev()
            .find(|&s| s == from || self.at(s).is_none())
    }

    /// Writes the moves of the seat to move with the throw `n` into `out`: every pawn
    /// that can go forward, or, when none can, every pawn that can go back.
    pub(crate) fn moves(&self, n: u8, out: &mut Vec<SenetAction>) {
        out.clear();
        let seat = self.to_move();
        out.extend(
            (1..=SQUARES)
                .filter(|&s| self.at(s) == Some(seat) && self.forward(s, n).is_some())
                .map(SenetAction::Move),
        );
        if out.is_empty() {
            out.extend(
                (1..=SQUARES)
                    .filter(|&s| self.at(s) == Some(seat) && self.backward(s, n).is_some())
                    .map(SenetAction::Back),
            );
        }
    }

    /// Whether the seat to move has any move with the throw `n`.
    pub(crate) fn can_move(&self, n: u8) -> bool {
        let seat = self.to_move();
        (1..=SQUARES).any(|s| {
            self.at(s) == Some(seat)
                && (self.forward(s, n).is_some() || self.backward(s, n).is_some())
        })
    }

    /// Whether any pawn of the seat to move can go forward with the throw `n`.
    pub(crate) fn can_advance(&self, n: u8) -> bool {
        let seat = self.to_move();
        (1..=SQUARES).any(|s| self.at(s) == Some(seat) && self.forward(s, n).is_some())
    }

    /// The pawn a move takes and where it lands with the pending throw, or why the move
    /// is refused: a pawn goes back only when none can go forward, and it must be the
    /// mover's own and able to go that far.
    pub(crate) fn check_move(&self, action: SenetAction) -> Result<(u8, Landing), GameError> {
        let n = self.throw.unwrap_or(0);
        let (from, landing) = match action {
            SenetAction::Move(from) => (from, self.forward(from, n)),
            SenetAction::Back(from) if !self.can_advance(n) => (from, self.backward(from, n)),
            SenetAction::Back(_) => {
                return Err(GameError::illegal(
                    action,
                    sentence!(TEXTS, "refused-back-only-when-stuck"),
                ))
            }
            SenetAction::Throw(_) => {
                return Err(GameError::illegal(
                    action,
                    sentence!(TEXTS, "refused-thrown-already"),
                ))
            }
        };
        if self.at(from) != Some(self.to_move()) {
            return Err(GameError::illegal(
                action,
                sentence!(TEXTS, "refused-no-pawn", square = from),
            ));
        }
        let landing = landing.ok_or_else(|| {
            GameError::illegal(
                action,
                sentence!(TEXTS, "refused-cannot-move", square = from, n = n),
            )
        })?;
        Ok((from, landing))
    }
}
