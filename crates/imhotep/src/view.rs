//! What a seat may see: observations, the spectator's view and determinization.
//!
//! The only hidden item is side B's face-down pair while its taker looks at it (the draw
//! pile is a multiset of unseen cards and every draw is a chance node, so it needs no
//! secret): the taker sees the cards, every other seat and a spectator see them as
//! unseen cards, and a determinization for another seat deals them anew from the unseen
//! cards.

use nile_core::rng::below;
use nile_core::{GameRng, Viewer};

use crate::cards::{total, Card};
use crate::market::HIDDEN;
use crate::state::Imhotep;

impl Imhotep {
    /// What seat `player` may see: the whole state, with the face-down pair turned back
    /// unless `player` took it.
    pub(crate) fn observe(&self, player: usize) -> Imhotep {
        let mut view = self.clone();
        if self.pair_taker().is_some_and(|t| usize::from(t) != player) {
            view.redact_pair();
        }
        view
    }

    /// What a spectator may see: the face-down pair (Market side B) is the only hidden
    /// item, and its taker sees it, a spectator never does.
    pub(crate) fn observe_public(&self) -> Imhotep {
        let mut view = self.clone();
        if self.pair_taker().is_some() {
            view.redact_pair();
        }
        view
    }

    /// This state as `viewer` may see it: whole, as a seat's observation, or as a
    /// spectator's.
    pub(crate) fn seen_by(&self, viewer: Viewer) -> Imhotep {
        match viewer {
            Viewer::All => self.clone(),
            Viewer::Seat(p) => self.observe(p),
            Viewer::Spectator => self.observe_public(),
        }
    }

    /// A state `observer` cannot tell from this one: the face-down pair another seat is
    /// looking at is dealt again from the unseen cards.
    pub(crate) fn resample_hidden(&self, observer: usize, rng: &mut GameRng) -> Imhotep {
        let mut state = self.clone();
        let hidden_from_observer = self
            .pair_taker()
            .is_some_and(|t| usize::from(t) != observer);
        if !hidden_from_observer {
            return state;
        }
        // The only secret: the face-down pair cards another seat is looking at.
        let n = state.market.revealed_len();
        let drawn = usize::from(state.market.revealed_drawn);
        state.redact_pair();
        for i in n.saturating_sub(drawn)..n {
            let all = total(&state.market.unseen);
            let mut k = below(rng, u64::from(all)) as u32;
            for card in Card::ALL {
                let c = u32::from(state.market.unseen[card.index()]);
                if k < c {
                    state.market.unseen[card.index()] -= 1;
                    state.market.revealed[i] = card.index() as u8 + 1;
                    break;
                }
                k -= c;
            }
        }
        state
    }

    /// Turns the face-down pair cards drawn so far back into unseen cards.
    fn redact_pair(&mut self) {
        let n = self.market.revealed_len();
        let drawn = usize::from(self.market.revealed_drawn);
        for i in n.saturating_sub(drawn)..n {
            let code = self.market.revealed[i];
            if let Some(card) = code.checked_sub(1).and_then(|c| Card::from_index(c.into())) {
                self.market.unseen[card.index()] += 1;
                self.market.revealed[i] = HIDDEN;
            }
        }
    }
}
