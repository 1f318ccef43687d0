//! Which actions are legal now: the listing behind `Game::legal_actions` (bids, the turn's
//! choices, the Gods' takes, the discard choices), what a God may take, and why an action
//! is refused: the checks [`crate::apply`] runs before it changes anything, one per kind of
//! node, so an action is matched against the phase only once.

use nile_core::lang::Sentence;
use nile_core::GameError;

use crate::action::RaAction;
use crate::discs;
use crate::state::{Phase, Ra};
use crate::texts::TEXTS;
use crate::tiles::Tile;

// The checks below return the reason's message identifier (a `&'static str` keeps the
// accepted path as small as before); `Ra::refusal` turns it into a sentence of `TEXTS`.

/// Why a chance outcome offered at a player node is refused.
pub(crate) const CHANCE_NOW: &str = nile_core::message!("refused-chance-now");
/// Why an action of another kind of node is refused.
pub(crate) const NOT_NOW: &str = nile_core::message!("refused-not-now");

/// The legal actions of the seat to play, in a fixed order (none at chance nodes or once
/// the game is over): `Game::legal_actions` lists these.
#[inline]
pub(crate) fn legal_actions(s: &Ra, out: &mut Vec<RaAction>) {
    out.clear();
    match s.phase {
        Phase::Bid { player } => {
            let Some(a) = s.auction else { return };
            if !Ra::bid_forced(&a, player) {
                out.push(RaAction::Pass);
            }
            // Ascending bids: a seat owns at most four discs.
            let mut set = s.legal_bids(player, &a);
            while set != 0 {
                out.push(RaAction::Bid(set.trailing_zeros() as u8));
                set &= set - 1;
            }
        }
        Phase::Turn { player } => {
            // A fixed-size array cut to length: one capacity check and a few stores.
            let can_draw = !s.track_full() && s.bag_total > 0;
            let first = if can_draw {
                RaAction::Draw
            } else {
                RaAction::InvokeRa
            };
            out.extend_from_slice(&[first, RaAction::InvokeRa]);
            out.truncate(1 + usize::from(can_draw));
            if s.holdings[usize::from(player)][Tile::God.index()] > 0 {
                s.push_gods(out, player);
            }
        }
        Phase::Gods { player } => {
            out.push(RaAction::EndTurn);
            s.push_gods(out, player);
        }
        Phase::Discard {
            player, disaster, ..
        } => s.push_discards(out, player, disaster),
        Phase::Deal { .. } | Phase::Draw { .. } | Phase::Over => {}
    }
}

impl Ra {
    /// Bitmask (by kind index) of the tiles a God may take from the track now.
    #[inline]
    pub(crate) fn god_targets(&self) -> u32 {
        let mut mask = 0u32;
        for t in self.track.iter().flatten() {
            mask |= 1 << t.index();
        }
        mask & !(1 << Tile::God.index())
    }

    /// Why `action` is refused at `Bid{player}`, if it is: a bid of a face-up disc above
    /// the high bid, or a pass unless the seat is forced to bid.
    #[inline]
    pub(crate) fn check_bid(&self, player: u8, action: RaAction) -> Result<(), &'static str> {
        let Some(a) = self.auction else {
            return Err(nile_core::message!("refused-no-auction"));
        };
        match action {
            RaAction::Bid(v) => {
                if v >= 32 || self.face_up(usize::from(player)) & discs::bit(v) == 0 {
                    return Err(nile_core::message!("refused-no-such-disc"));
                }
                if v <= a.high {
                    return Err(nile_core::message!("refused-bid-too-low"));
                }
            }
            RaAction::Pass => {
                if Ra::bid_forced(&a, player) {
                    return Err(nile_core::message!("refused-must-bid"));
                }
            }
            _ => return Err(NOT_NOW),
        }
        Ok(())
    }

    /// Why `action` is refused at `Turn{player}`, if it is: a draw, invoking Ra, or a God.
    #[inline]
    pub(crate) fn check_turn(&self, player: u8, action: RaAction) -> Result<(), &'static str> {
        match action {
            RaAction::Draw => {
                // GAP-34: no draw from a full track, even though a Ra would not land there.
                if self.track_full() {
                    return Err(nile_core::message!("refused-track-full"));
                }
                if self.bag_total == 0 {
                    return Err(nile_core::message!("refused-bag-empty"));
                }
            }
            // GAP-6 / GAP-32: Ra may always be invoked, even on an empty track.
            RaAction::InvokeRa => {}
            RaAction::UseGod(t) => self.check_use_god(player, t)?,
            _ => return Err(NOT_NOW),
        }
        Ok(())
    }

    /// Why `action` is refused at `Draw{..}` (chance), if it is: a tile left in the bag.
    #[inline]
    pub(crate) fn check_draw(&self, action: RaAction) -> Result<(), &'static str> {
        let RaAction::Reveal(t) = action else {
            return Err(CHANCE_NOW);
        };
        if self.bag[t.index()] == 0 {
            return Err(nile_core::message!("refused-not-in-bag"));
        }
        Ok(())
    }

    /// Why `action` is refused in the phases met a few times a game (Gods, discards, the
    /// deal, the end), if it is.
    #[inline]
    pub(crate) fn check_rare(&self, action: RaAction) -> Result<(), &'static str> {
        use RaAction as A;
        match (self.phase, action) {
            (Phase::Gods { player }, A::UseGod(t)) => self.check_use_god(player, t)?,
            (Phase::Gods { .. }, A::EndTurn) => {}
            (
                Phase::Discard {
                    player, disaster, ..
                },
                A::Discard(k),
            ) => {
                if !self.eligible(player, disaster).contains(&k)
                    || self.holdings[usize::from(player)][k.index()] == 0
                {
                    return Err(nile_core::message!("refused-cannot-discard"));
                }
            }
            (Phase::Deal { .. }, A::Deal(g)) => {
                if g >= self.seat_count() || self.group_dealt(g) {
                    return Err(nile_core::message!("refused-no-such-group"));
                }
            }
            (Phase::Deal { .. }, _) => return Err(CHANCE_NOW),
            (Phase::Over, _) => return Err(nile_core::message!("refused-game-over")),
            _ => return Err(NOT_NOW),
        }
        Ok(())
    }

    /// Why `god takes T` is refused, if it is: the seat holds a God and `T` is a tile
    /// other than a God on the auction track.
    #[cold]
    #[inline(never)]
    fn check_use_god(&self, player: u8, t: Tile) -> Result<(), &'static str> {
        if self.holdings[usize::from(player)][Tile::God.index()] == 0 {
            return Err(nile_core::message!("refused-no-god"));
        }
        if t == Tile::God {
            return Err(nile_core::message!("refused-god-takes-god"));
        }
        if self.god_targets() & (1 << t.index()) == 0 {
            return Err(nile_core::message!("refused-not-on-track"));
        }
        Ok(())
    }

    /// The error for a refused `action` (the state is unchanged, so `Over` still shows):
    /// `reason` is one of the `refused-*` message identifiers of [`TEXTS`].
    #[cold]
    #[inline(never)]
    pub(crate) fn refusal(&self, action: RaAction, reason: &'static str) -> GameError {
        if self.phase == Phase::Over {
            GameError::GameOver
        } else {
            GameError::illegal(action, Sentence::new(&TEXTS, reason))
        }
    }

    /// The God actions of `player` (one per kind a God may take), if they hold a God.
    #[cold]
    #[inline(never)]
    fn push_gods(&self, out: &mut Vec<RaAction>, player: u8) {
        if self.holdings[usize::from(player)][Tile::God.index()] == 0 {
            return;
        }
        let mut mask = self.god_targets();
        while mask != 0 {
            let k = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            if let Some(t) = Tile::from_index(k) {
                out.push(RaAction::UseGod(t));
            }
        }
    }

    /// The discard choices of a `Discard` node, by kind.
    #[cold]
    #[inline(never)]
    fn push_discards(&self, out: &mut Vec<RaAction>, player: u8, disaster: Tile) {
        let h = &self.holdings[usize::from(player)];
        for &k in self.eligible(player, disaster) {
            if h[k.index()] > 0 {
                out.push(RaAction::Discard(k));
            }
        }
    }
}
