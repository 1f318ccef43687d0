//! What each viewer may see: observations and determinization (the texts are in
//! `narrate.rs` and `render.rs`).
//!
//! The state never stores a deck order (every hidden draw is a chance node when the card
//! is revealed), so the piles are multisets any seat can deduce. What a seat cannot know:
//! the tiles Edfu is examining and the cards Buto examines or put under the pile.

use nile_core::Viewer;

use nile_core::rng::below;
use nile_core::GameRng;

use crate::action::Power;
use crate::data::*;
use crate::state::{Pending, Pragas};

pub use crate::state::HIDDEN_CARD;

/// The seat a pending decision belongs to (the solo opponent's are the player's).
pub(crate) fn pending_seat(p: Pending) -> usize {
    let s = match p {
        Pending::ChoosePower | Pending::AiTerritory => 0,
        Pending::PlaceTile { seat, .. }
        | Pending::Track { seat, .. }
        | Pending::FavourOne { seat }
        | Pending::CentralTile { seat }
        | Pending::Hebrew { seat }
        | Pending::DiscardSlot { seat, .. }
        | Pending::Overflow { seat, .. }
        | Pending::EdfuPick { seat }
        | Pending::ButoPick { seat }
        | Pending::LossOption { seat, .. }
        | Pending::LoseTile { seat, .. } => seat,
    };
    usize::from(s)
}

impl Pragas {
    fn power_seat(&self, power: Power) -> Option<usize> {
        (0..self.seat_count()).find(|&s| self.seats[s].power == Some(power))
    }

    /// Whether `viewer` sees Edfu's tiles: Edfu's seat and the omniscient viewer.
    pub(crate) fn sees_edfu(&self, viewer: Viewer) -> bool {
        self.sees_power(Power::Edfu, viewer)
    }

    /// Whether `viewer` sees Buto's cards: Buto's seat and the omniscient viewer.
    pub(crate) fn sees_buto(&self, viewer: Viewer) -> bool {
        self.sees_power(Power::Buto, viewer)
    }

    fn sees_power(&self, power: Power, viewer: Viewer) -> bool {
        viewer.sees_all() || self.power_seat(power).is_some_and(|s| viewer.is_seat(s))
    }

    /// The state as `viewer` may see it (a spectator sees what every seat sees): Edfu's
    /// drawn tiles go back into the reserve count (their number stays in
    /// `edfu_hidden`), Buto's private cards become [`HIDDEN_CARD`] and their identities
    /// join the unseen pile.
    pub(crate) fn observe(&self, viewer: Viewer) -> Pragas {
        let mut v = self.clone();
        let private = match self.last_private {
            1 => !self.sees_edfu(viewer),
            2 => !self.sees_buto(viewer),
            _ => false,
        };
        if private {
            v.last = None;
        }
        if !self.sees_edfu(viewer) {
            for t in v.edfu.iter_mut() {
                if let Some(tile) = t.take() {
                    v.reserve[tile.index()] += 1;
                    v.edfu_hidden += 1;
                }
            }
        }
        if !self.sees_buto(viewer) {
            for c in v.buto.iter_mut().skip(1) {
                if let Some(card) = c.filter(|&c| c != HIDDEN_CARD) {
                    v.territory_pile |= 1 << card;
                    *c = Some(HIDDEN_CARD);
                }
            }
            let public = v.bottom_public;
            for c in v.pile_bottom.iter_mut() {
                if let Some(card) = c.filter(|&c| c != HIDDEN_CARD && public & (1 << c) == 0) {
                    v.territory_pile |= 1 << card;
                    *c = Some(HIDDEN_CARD);
                }
            }
        }
        v
    }

    /// A full state consistent with what `observer` knows (hidden items resampled).
    pub(crate) fn resample(&self, observer: usize, rng: &mut GameRng) -> Pragas {
        let mut s = self.clone();
        if !self.sees_edfu(Viewer::Seat(observer)) {
            let mut n = 0;
            for t in s.edfu.iter_mut() {
                if let Some(tile) = t.take() {
                    s.reserve[tile.index()] += 1;
                    n += 1;
                }
            }
            for i in 0..n {
                if let Some(tile) = s.random_reserve_tile(rng) {
                    s.reserve[tile.index()] -= 1;
                    s.edfu[i] = Some(tile);
                }
            }
        }
        if !self.sees_buto(Viewer::Seat(observer)) {
            let public = s.bottom_public;
            let mut pool = s.territory_pile;
            for c in s.buto.iter().skip(1).chain(s.pile_bottom.iter()).flatten() {
                if public & (1 << c) == 0 {
                    pool |= 1 << c;
                }
            }
            let mut take = |rng: &mut GameRng| {
                let k = below(rng, u64::from(pool.count_ones())) as u32;
                let mut m = pool;
                for _ in 0..k {
                    m &= m - 1;
                }
                let card = m.trailing_zeros() as u8;
                pool &= !(1 << card);
                card
            };
            for c in s.buto.iter_mut().skip(1).chain(s.pile_bottom.iter_mut()) {
                if let Some(card) = *c {
                    if public & (1 << card) == 0 {
                        *c = Some(take(rng));
                    }
                }
            }
            s.territory_pile = pool;
        }
        s
    }

    fn random_reserve_tile(&self, rng: &mut GameRng) -> Option<Tile> {
        let total = u64::from(self.reserve_size());
        if total == 0 {
            return None;
        }
        let mut k = below(rng, total) as u8;
        for t in Tile::ALL {
            let c = self.reserve[t.index()];
            if k < c {
                return Some(t);
            }
            k -= c;
        }
        None
    }
}
