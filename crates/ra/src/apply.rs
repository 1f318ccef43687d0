//! Applying one action, a decision or a chance outcome, to the state: the phase is
//! matched once and the action handed to the game's parts (the turn and the draw, the
//! auction, the Gods, the disasters, the deal). Each arm validates first and mutates
//! after, so a refused action leaves the state as it was.

use nile_core::GameError;

use crate::action::RaAction;
use crate::discs;
use crate::legal::{CHANCE_NOW, NOT_NOW};
use crate::state::{Phase, Ra};
use crate::tiles::Tile;

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
    /// Each arm validates first and mutates after, so an `Err` leaves the state as it was.
    /// The phase is matched once; the frequent nodes (bids, turns, draws) have their own
    /// small functions and the rare ones live in [`Ra::try_apply_rare`].
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
        let Some(a) = self.auction else {
            return Err("no auction is running");
        };
        match action {
            RaAction::Bid(v) => {
                if v >= 32 || self.face_up(usize::from(player)) & discs::bit(v) == 0 {
                    return Err("you have no such face-up sun disc");
                }
                if v <= a.high {
                    return Err("a bid must be higher than the highest bid");
                }
                self.bid(player, v);
            }
            RaAction::Pass => {
                if Ra::bid_forced(&a, player) {
                    return Err(
                        "you invoked Ra, the track is not full and everyone passed: you must bid",
                    );
                }
                self.pass();
            }
            _ => return Err(NOT_NOW),
        }
        Ok(())
    }

    /// `Turn{player}`: draw, invoke Ra or spend a God.
    #[inline(never)]
    fn try_apply_turn(&mut self, player: u8, action: RaAction) -> Result<(), &'static str> {
        match action {
            RaAction::Draw => {
                // GAP-34: no draw from a full track, even though a Ra would not land there.
                if self.track_full() {
                    return Err("the auction track is full, so no tile may be drawn");
                }
                if self.bag_total == 0 {
                    return Err("the bag is empty");
                }
                self.phase = Phase::Draw { player };
            }
            // GAP-6 / GAP-32: Ra may always be invoked, even on an empty track.
            RaAction::InvokeRa => self.begin_auction(player, true),
            RaAction::UseGod(t) => self.try_use_god(player, t)?,
            _ => return Err(NOT_NOW),
        }
        Ok(())
    }

    /// `Draw{player}` (chance): the drawn tile is revealed.
    #[inline(never)]
    fn try_apply_draw(&mut self, player: u8, action: RaAction) -> Result<(), &'static str> {
        let RaAction::Reveal(t) = action else {
            return Err(CHANCE_NOW);
        };
        if self.bag[t.index()] == 0 {
            return Err("no such tile is left in the bag");
        }
        self.reveal(player, t);
        Ok(())
    }

    /// [`Ra::try_apply`] for the phases met a few times a game: Gods, discards, the deal.
    #[cold]
    #[inline(never)]
    fn try_apply_rare(&mut self, action: RaAction) -> Result<(), &'static str> {
        use RaAction as A;
        match (self.phase, action) {
            (Phase::Gods { player }, A::UseGod(t)) => self.try_use_god(player, t)?,
            (Phase::Gods { player }, A::EndTurn) => self.start_turn(player + 1),
            (
                Phase::Discard {
                    player,
                    disaster,
                    remaining,
                    from_god,
                },
                A::Discard(k),
            ) => {
                if !self.eligible(player, disaster).contains(&k)
                    || self.holdings[usize::from(player)][k.index()] == 0
                {
                    return Err("that tile cannot be discarded to this disaster");
                }
                self.discard_chosen(player, disaster, remaining, from_god, k);
            }
            (Phase::Deal { seat }, A::Deal(g)) => {
                if g >= self.seat_count() || self.group_dealt(g) {
                    return Err("that disc group does not exist or was dealt already");
                }
                self.deal(seat, g);
            }
            (Phase::Deal { .. }, _) => return Err(CHANCE_NOW),
            (Phase::Over, _) => return Err("the game is over"),
            _ => return Err(NOT_NOW),
        }
        Ok(())
    }

    /// `god takes T` in a turn or after another God: validated, then applied.
    #[cold]
    #[inline(never)]
    fn try_use_god(&mut self, player: u8, t: Tile) -> Result<(), &'static str> {
        if self.holdings[usize::from(player)][Tile::God.index()] == 0 {
            return Err("you hold no God");
        }
        if t == Tile::God {
            return Err("a God cannot take a God");
        }
        if self.god_targets() & (1 << t.index()) == 0 {
            return Err("no such tile is on the auction track");
        }
        self.use_god(player, t);
        Ok(())
    }
}
