//! Applying one action: a throw of the sticks (the chance outcome) or a pawn's move (the
//! decision), checked in full before anything changes so that a refused action leaves the
//! state as it was.

use nile_core::{sentence, GameError, Turn};

use crate::action::SenetAction;
use crate::board::OFF;
use crate::flow::turn;
use crate::legal::Landing;
use crate::state::Senet;
use crate::sticks::throw;
use crate::texts::TEXTS;

/// `Game::apply`: the throw while the sticks are to be thrown, a move once they are.
pub(crate) fn apply(g: &mut Senet, action: SenetAction) -> Result<(), GameError> {
    match (turn(g), action) {
        (Turn::Over, _) => Err(GameError::GameOver),
        (Turn::Chance, SenetAction::Throw(n)) if throw(n).is_some() => {
            g.apply_throw(n);
            Ok(())
        }
        (Turn::Chance, _) => Err(GameError::illegal(
            action,
            sentence!(TEXTS, "refused-throw-first"),
        )),
        (Turn::Player(_), _) => g.apply_move(action),
    }
}

impl Senet {
    /// The sticks fall: the seat to move plays the throw, or, with no move at all, the
    /// turn passes (S-13).
    fn apply_throw(&mut self, n: u8) {
        self.throws += 1;
        self.last_throw = Some(n);
        if self.can_move(n) {
            self.throw = Some(n);
        } else {
            self.pass_turn();
        }
    }

    /// One pawn moves by the pending throw, then the turn goes on or passes (`flow.rs`).
    fn apply_move(&mut self, action: SenetAction) -> Result<(), GameError> {
        let n = self.throw.unwrap_or(0);
        let (from, landing) = self.check_move(action)?;
        self.land(from, landing);
        self.throw = None;
        self.end_move(n, landing.reborn.is_some());
        Ok(())
    }

    /// Moves the pawn on `from` as `landing` says.
    fn land(&mut self, from: u8, landing: Landing) {
        let mover = self.to_move;
        let other = self.at(landing.to).map(|o| o as u8);
        self.set(from, if landing.swaps { other } else { None });
        if landing.to == OFF {
            self.off[usize::from(mover)] += 1;
        } else if let Some(reborn) = landing.reborn {
            self.set(reborn, Some(mover));
        } else {
            self.set(landing.to, Some(mover));
        }
    }
}
