//! Applying one action, a decision or a chance outcome, to the state: the phase is
//! matched once and the action handed to the game's parts (the turn and the draw, the
//! auction, the Gods, the disasters, the deal). Each arm first asks `legal.rs` whether the
//! action is legal now (and why not) and mutates only after, so a refused action leaves
//! the state as it was.

use nile_core::GameError;

use crate::action::RaAction;
use crate::legal::{CHANCE_NOW, NOT_NOW};
use crate::state::{Phase, Ra};

/// Applies `action` if it is legal now, else refuses it with the reason and changes
/// nothing: `Game::apply` and `Game::apply_listed`.
#[inline]
pub(crate) fn apply(s: &mut Ra, action: RaAction) -> Result<(), GameError> {
    // `try_apply` refuses everything once the game is over; the error is built out of
    // line so the accepted path stays small.
    match s.try_apply(action) {
        Ok(()) => Ok(()),
        Err(reason) => Err(s.refusal(action, reason)),
    }
}

impl Ra {
    /// Checks `action` against the phase and, only if it is legal, applies it.
    /// Each arm checks first (`legal.rs`) and mutates after, so an `Err` leaves the state
    /// as it was. The phase is matched once; the frequent nodes (bids, turns, draws) have
    /// their own small functions and the rare ones live in [`Ra::try_apply_rare`]. The
    /// fallback arms after a check are never reached: the check refused those actions.
    #[inline]
    fn try_apply(&mut self, action: RaAction) -> Result<(), &'static str> {
        match self.phase {
            Phase::Bid { player } => self.try_apply_bid(player, action),
            Phase::Turn { player } => self.try_apply_turn(player, action),
            Phase::Draw { player } => self.try_apply_draw(player, action),
            _ => self.try_apply_rare(action),
        }
    }

    /// `Bid{player}`: bid a face-up disc above the high bid, or pass unless forced.
    #[inline(never)]
    fn try_apply_bid(&mut self, player: u8, action: RaAction) -> Result<(), &'static str> {
        self.check_bid(player, action)?;
        match action {
            RaAction::Bid(v) => self.bid(player, v),
            RaAction::Pass => self.pass(),
            _ => return Err(NOT_NOW),
        }
        Ok(())
    }

    /// `Turn{player}`: draw, invoke Ra or spend a God.
    #[inline(never)]
    fn try_apply_turn(&mut self, player: u8, action: RaAction) -> Result<(), &'static str> {
        self.check_turn(player, action)?;
        match action {
            RaAction::Draw => self.phase = Phase::Draw { player },
            RaAction::InvokeRa => self.begin_auction(player, true),
            RaAction::UseGod(t) => self.use_god(player, t),
            _ => return Err(NOT_NOW),
        }
        Ok(())
    }

    /// `Draw{player}` (chance): the drawn tile is revealed.
    #[inline(never)]
    fn try_apply_draw(&mut self, player: u8, action: RaAction) -> Result<(), &'static str> {
        self.check_draw(action)?;
        let RaAction::Reveal(t) = action else {
            return Err(CHANCE_NOW);
        };
        self.reveal(player, t);
        Ok(())
    }

    /// [`Ra::try_apply`] for the phases met a few times a game: Gods, discards, the deal.
    #[cold]
    #[inline(never)]
    fn try_apply_rare(&mut self, action: RaAction) -> Result<(), &'static str> {
        use RaAction as A;
        self.check_rare(action)?;
        match (self.phase, action) {
            (Phase::Gods { player }, A::UseGod(t)) => self.use_god(player, t),
            (Phase::Gods { player }, A::EndTurn) => self.start_turn(player + 1),
            (
                Phase::Discard {
                    player,
                    disaster,
                    remaining,
                    from_god,
                },
                A::Discard(k),
            ) => self.discard_chosen(player, disaster, remaining, from_god, k),
            (Phase::Deal { seat }, A::Deal(g)) => self.deal(seat, g),
            _ => return Err(NOT_NOW),
        }
        Ok(())
    }
}
