//! Which actions are legal now: the listing behind `Game::legal_actions` (bids, the turn's
//! choices, the Gods' takes, the discard choices), what a God may take, and why an action
//! is refused. The checks themselves run in [`crate::apply`], each next to the mutation
//! it guards, so an action is matched against the phase only once.

use nile_core::GameError;

use crate::action::RaAction;
use crate::state::{Phase, Ra};
use crate::tiles::Tile;

/// Why a chance outcome offered at a player node is refused.
pub(crate) const CHANCE_NOW: &str = "a chance outcome must be applied now";
/// Why an action of another kind of node is refused.
pub(crate) const NOT_NOW: &str = "that is not an action for this moment";

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

    /// The error for a refused `action` (the state is unchanged, so `Over` still shows).
    #[cold]
    #[inline(never)]
    pub(crate) fn refusal(&self, action: RaAction, reason: &'static str) -> GameError {
        if self.phase == Phase::Over {
            GameError::GameOver
        } else {
            GameError::illegal(action, reason)
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
