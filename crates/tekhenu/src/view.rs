//! The observation boundary: only Decrees in hand (and the deck's order) are hidden.

use nile_core::rng::GameRng;
use serde::{Deserialize, Serialize};

use crate::cards::{CardKind, DecreeEffect};
use crate::cardset::CardSet;
use crate::state::{Board, Node, Origin, Tekhenu};

/// A seat number that is no seat: what the redaction below compares seats with for a
/// spectator, so that every seat's hand is "another seat's".
const NO_SEAT: u8 = u8::MAX;

/// What one seat may see: the state with the other seats' Decrees, the Decree deck and
/// the Decrees put under it replaced by their counts. A spectator's view
/// (`Game::public_observation`) has no viewing seat and hides every seat's Decrees that
/// are not yet public.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TekhenuView {
    /// The viewing seat; `None` for a spectator.
    pub viewer: Option<u8>,
    /// The redacted state.
    pub state: Tekhenu,
    /// Decrees the viewer cannot place (deck, bottom of the deck, other hands).
    pub unknown_decrees: CardSet,
    /// Decrees held per seat.
    pub hand_sizes: [u8; 4],
    /// Decrees under the deck (the viewer's own returned one included). In `state`, the
    /// viewer's own returned Decree keeps its place under the deck and the others read
    /// as empty slots.
    pub bottom_count: u8,
}

impl Board {
    fn hidden_from(&self, viewer: u8, q: u8) -> bool {
        !self.revealed && q != viewer && !self.is_bot(q)
    }

    /// Decrees of seat `q` that everybody knows before the reveal: D23 once its window
    /// has opened for `q` (its holder acts openly "before final scoring", rulebook).
    pub(crate) fn public_decrees(&self, q: u8) -> CardSet {
        let Some(pl) = self.players.get(q as usize) else {
            return CardSet::EMPTY;
        };
        let d23 = DecreeEffect::FreeAction.card();
        let window = self
            .stack
            .get(..self.depth as usize)
            .unwrap_or(&[])
            .contains(&Node::FreeAction(q, Origin::D23));
        if pl.decrees.contains(d23) && (pl.d23_used || window) {
            CardSet::of(d23)
        } else {
            CardSet::EMPTY
        }
    }

    /// The viewer's own returned Decree if it is still under the deck.
    fn own_bottom(&self, viewer: u8) -> CardSet {
        match self.players.get(viewer as usize).and_then(|p| p.returned) {
            Some(r) if r.kind() == CardKind::Decree => CardSet::of(r) & self.bottom_set(),
            _ => CardSet::EMPTY,
        }
    }
}

impl Tekhenu {
    /// What seat `viewer` may see.
    pub(crate) fn view(&self, viewer: u8) -> TekhenuView {
        self.view_as(Some(viewer))
    }

    /// What a spectator at no seat may see: no seat's hidden Decrees.
    pub(crate) fn public_view(&self) -> TekhenuView {
        self.view_as(None)
    }

    fn view_as(&self, seat: Option<u8>) -> TekhenuView {
        let viewer = seat.unwrap_or(NO_SEAT);
        // The redacted board, without the options kept for the pending decision.
        let mut s: Board = self.board.clone();
        let own = self.board.own_bottom(viewer);
        let mut unknown = self.board.decks[2] | (self.board.bottom_set() - own);
        let mut hand_sizes = [0u8; 4];
        for q in 0..self.board.np {
            let pl = &mut s.players[q as usize];
            hand_sizes[q as usize] = pl.decrees.len() as u8;
            if q != viewer {
                pl.returned = None;
            }
            if self.board.hidden_from(viewer, q) {
                let public = self.board.public_decrees(q);
                unknown |= pl.decrees - public;
                pl.decrees = public;
            }
        }
        s.decks[2] = CardSet::EMPTY;
        if self.board.last_hidden_from(viewer) {
            s.last = None;
        }
        for c in s.decree_bottom.iter_mut() {
            if c.is_some_and(|c| !own.contains(c)) {
                *c = None;
            }
        }
        TekhenuView {
            viewer: seat,
            state: Tekhenu::from(s),
            unknown_decrees: unknown,
            hand_sizes,
            bottom_count: self.board.bottom_set().len() as u8,
        }
    }

    pub(crate) fn resample(&self, viewer: u8, rng: &mut GameRng) -> Tekhenu {
        let mut s = self.clone();
        // The hands change: the pending decision's options are listed again on demand.
        s.choices.clear();
        let own = self.board.own_bottom(viewer);
        let mut pool = [0u8; 24];
        let mut n = 0;
        let mut unknown = self.board.decks[2] | (self.board.bottom_set() - own);
        for q in 0..self.board.np {
            if self.board.hidden_from(viewer, q) {
                unknown |= self.board.players[q as usize].decrees - self.board.public_decrees(q);
            }
        }
        for i in unknown.positions().filter(|&i| i < 24) {
            pool[n] = i;
            n += 1;
        }
        nile_core::rng::shuffle(rng, &mut pool[..n]);
        let mut next = 0;
        let mut take = |k: u32| {
            let mut m = CardSet::EMPTY;
            for _ in 0..k {
                if next < n {
                    m.insert(CardKind::Decree.card(pool[next]));
                    next += 1;
                }
            }
            m
        };
        for q in 0..self.board.np {
            if self.board.hidden_from(viewer, q) {
                let public = self.board.public_decrees(q);
                let k = self.board.players[q as usize].decrees.len() - public.len();
                s.board.players[q as usize].decrees = public | take(k);
                s.board.players[q as usize].returned = None;
            }
        }
        // The other returned Decrees are dealt back to their places under the deck.
        for c in s.board.decree_bottom.iter_mut() {
            if c.is_some_and(|c| !own.contains(c)) {
                *c = take(1).first(CardKind::Decree);
            }
        }
        s.board.decks[2] = take(24);
        s
    }
}
