//! What happens between decisions: whose turn it is, the throw of the sticks as the chance
//! node (its outcomes and their weights are the sticks' table in `sticks.rs`), when the
//! sticks pass to the other seat (S-4, S-13) and when the game ends (S-14).

use nile_core::Turn;

use crate::action::SenetAction;
use crate::state::Senet;
use crate::sticks::{throw, THROWS};

/// The most throws a game may take: Kendall's Senet has no end but the last pawn borne
/// off, and pawns sent back can in principle keep a game going forever, so nile ends a
/// game after this many throws (`docs/senet.md` S-14). Measured random games end long
/// before it.
pub const MAX_THROWS: u16 = 1000;

/// `Game::turn`: the sticks are to be thrown (chance) until a throw is pending, then the
/// seat to move plays it.
pub(crate) fn turn(g: &Senet) -> Turn {
    match (g.over, g.throw) {
        (true, _) => Turn::Over,
        (false, None) => Turn::Chance,
        (false, Some(_)) => Turn::Player(g.to_move()),
    }
}

/// `Game::chance_outcomes`: the five throws, weighted by the ways four sticks fall.
pub(crate) fn chance_outcomes(g: &Senet, out: &mut Vec<(SenetAction, u32)>) {
    out.clear();
    if turn(g) == Turn::Chance {
        out.extend(THROWS.iter().map(|t| (SenetAction::Throw(t.value), t.ways)));
    }
}

/// `Game::step_bound`: every throw is one chance step and at most one move.
pub(crate) fn step_bound() -> usize {
    2 * usize::from(MAX_THROWS)
}

impl Senet {
    /// The sticks fell and the seat to move has no move at all: the turn passes (S-13).
    pub(crate) fn pass_turn(&mut self) {
        self.to_move = 1 - self.to_move;
        self.end_if_out_of_throws();
    }

    /// After a move by the throw `n`: a seat with every pawn off wins; otherwise the seat
    /// throws again after a 1, 4 or 5 unless its pawn drowned (S-4, S-10), else the
    /// sticks pass.
    pub(crate) fn end_move(&mut self, n: u8, drowned: bool) {
        if self.home(self.to_move()) {
            self.over = true;
            return;
        }
        let again = throw(n).is_some_and(|t| t.again) && !drowned;
        if !again {
            self.to_move = 1 - self.to_move;
        }
        self.end_if_out_of_throws();
    }

    /// The game ends once the throws run out (S-14).
    fn end_if_out_of_throws(&mut self) {
        if self.throws >= MAX_THROWS {
            self.over = true;
        }
    }
}
