//! Scores and the outcome: each seat's victory points (its ledger), and the ranking at
//! the end with its tie-breaks (docs/conquistando.md GAP-20). The achievements themselves
//! are in `achievements.rs`.

use nile_core::Outcome;

use crate::data::{bits, Unit};
use crate::state::{Conquistando, Step};

/// `Game::score`: seat `player`'s victory points so far (0 for a seat not in the game).
pub(crate) fn score(g: &Conquistando, player: usize) -> i32 {
    g.empires
        .get(player)
        .filter(|_| player < g.seat_count())
        .map_or(0, |e| e.ledger.total())
}

/// `Game::outcome`: most VP wins; ties go to more terrains, then more buildings, then more
/// people; still tied, the place is shared (GAP-20).
pub(crate) fn outcome(g: &Conquistando) -> Option<Outcome> {
    if g.step != Step::Over {
        return None;
    }
    let n = g.seat_count();
    let scores = (0..n).map(|p| score(g, p)).collect();
    let keys: Vec<_> = (0..n).map(|p| g.rank_key(p)).collect();
    Some(Outcome::ranked(scores, &keys))
}

impl Conquistando {
    /// The tie-break keys after VP (docs/conquistando.md GAP-20): terrains, buildings, people.
    fn rank_key(&self, p: usize) -> (i32, u32, u32, u32) {
        let e = &self.empires[p];
        let terrains = bits(e.owned).count() as u32;
        let buildings = e.terrains.iter().map(|t| u32::from(t.built)).sum();
        let people = Unit::ALL.iter().map(|&u| e.total_people(u)).sum();
        (e.ledger.total(), terrains, buildings, people)
    }
}
