//! The flat observation tensor (nothing is hidden, so every seat's tensor is computed
//! from the whole state, with the seats rotated so the viewer comes first).
//!
//! Layout (`SIZE` = 81 + 4 × 483 = 2013 numbers):
//!
//! | offset | count | content |
//! |---|---|---|
//! | 0 | 1 | round / 25 |
//! | 1 | 4 | era one-hot |
//! | 5 | 1 | own actions taken / 3 |
//! | 6 | 13 | pending step one-hot (`Step` order: Choose, ChooseOpponent, PlaceBuilding, PlaceUnit, MoveFrom, MoveTo, MoveCount, AttackFrom, AttackTarget, AttackCount, DefenceDraw, ResourceDraw, Over) |
//! | 19 | 4 | seat to act, relative to the viewer, one-hot |
//! | 23 | 4 | empire acted on, relative to the viewer, one-hot |
//! | 27 | 15 | the pending army's origin terrain, one-hot |
//! | 42 | 15 | the pending army's destination, one-hot |
//! | 57 | 1 | soldiers of a pending attack / 30 |
//! | 58 | 19 | the building being placed, one-hot |
//! | 77 | 4 | the person being placed, one-hot |
//! | 81 | 4 × 483 | one block per seat, the viewer first, then clockwise; zero for absent seats |
//!
//! An empire's block: stock (6, raw counts / 10), VP ledger (city buildings, conquests,
//! helps, penalties, total; raw), achievements (9 bits), defence cards face down (14
//! bits), resource cards face down (14 bits), then 15 terrains × 29: owned, defence card
//! face up, its defenders / 10, buildings by kind (19 raw counts), people by kind
//! (4, / 30), people made this round (soldiers, priests, doctors).

use crate::data::{Building, Unit, BUILDING_KINDS, TERRAINS};
use crate::standins::{ACHIEVEMENTS, DECK_SIZE};
use crate::state::{Conquistando, Empire, Step, MAX_PLAYERS};

const STEPS: usize = 13;
const GLOBAL: usize = 1 + 4 + 1 + STEPS + 4 + 4 + TERRAINS + TERRAINS + 1 + BUILDING_KINDS + 4;
const TERRAIN: usize = 3 + BUILDING_KINDS + 4 + 3;
const ACHIEVEMENT_BITS: usize = 9;
const EMPIRE: usize = 6 + 5 + ACHIEVEMENT_BITS + 2 * DECK_SIZE + TERRAINS * TERRAIN;
/// The number of values in one observation tensor.
pub const SIZE: usize = GLOBAL + MAX_PLAYERS * EMPIRE;

const _: () = assert!(ACHIEVEMENTS.len() <= ACHIEVEMENT_BITS);

fn one_hot(out: &mut Vec<f32>, len: usize, at: Option<usize>) {
    for i in 0..len {
        out.push(if Some(i) == at { 1.0 } else { 0.0 });
    }
}

fn bit_row(out: &mut Vec<f32>, len: usize, mask: u16) {
    for i in 0..len {
        out.push(f32::from(mask >> i & 1));
    }
}

fn step_index(step: Step) -> usize {
    match step {
        Step::Choose => 0,
        Step::ChooseOpponent => 1,
        Step::PlaceBuilding(_) => 2,
        Step::PlaceUnit(_) => 3,
        Step::MoveFrom => 4,
        Step::MoveTo { .. } => 5,
        Step::MoveCount { .. } => 6,
        Step::AttackFrom => 7,
        Step::AttackTarget { .. } => 8,
        Step::AttackCount { .. } => 9,
        Step::DefenceDraw { .. } => 10,
        Step::ResourceDraw { .. } => 11,
        Step::Over => 12,
    }
}

/// Clears `out` and writes `player`'s tensor ([`SIZE`] values).
pub(crate) fn write(g: &Conquistando, player: usize, out: &mut Vec<f32>) {
    out.clear();
    let n = g.seat_count();
    let relative = |seat: u8| (usize::from(seat) + n - player % n) % n;
    out.push(f32::from(g.round) / 25.0);
    one_hot(out, 4, Some(usize::from(g.era()) - 1));
    out.push(f32::from(g.taken) / 3.0);
    one_hot(out, STEPS, Some(step_index(g.step)));
    one_hot(out, 4, Some(relative(g.current)));
    one_hot(out, 4, Some(relative(g.empire)));
    let (from, to, soldiers) = match g.step {
        Step::MoveTo { from } | Step::AttackTarget { from } => (Some(from), None, 0),
        Step::MoveCount { from, to } | Step::AttackCount { from, to } => (Some(from), Some(to), 0),
        Step::DefenceDraw { from, to, soldiers } => (Some(from), Some(to), soldiers),
        Step::ResourceDraw { to } => (None, Some(to), 0),
        _ => (None, None, 0),
    };
    one_hot(out, TERRAINS, from.map(usize::from));
    one_hot(out, TERRAINS, to.map(usize::from));
    out.push(f32::from(soldiers) / 30.0);
    let building = match g.step {
        Step::PlaceBuilding(b) => Some(b.index()),
        _ => None,
    };
    one_hot(out, BUILDING_KINDS, building);
    let unit = match g.step {
        Step::PlaceUnit(u) => Some(u.index()),
        _ => None,
    };
    one_hot(out, 4, unit);
    for k in 0..MAX_PLAYERS {
        if k < n {
            empire(out, &g.empires[(player + k) % n]);
        } else {
            out.extend(std::iter::repeat_n(0.0, EMPIRE));
        }
    }
}

fn empire(out: &mut Vec<f32>, e: &Empire) {
    out.extend(e.stock.iter().map(|&s| f32::from(s) / 10.0));
    let l = e.ledger;
    out.extend([l.city_buildings, l.conquests, l.helps, l.penalties].map(f32::from));
    out.push(l.total() as f32);
    bit_row(out, ACHIEVEMENT_BITS, e.achievements);
    bit_row(out, DECK_SIZE, e.defence_left);
    bit_row(out, DECK_SIZE, e.resources_left);
    for t in 0..TERRAINS {
        let terrain = &e.terrains[t];
        let owned = e.owns(t);
        let shown = if owned { None } else { e.defence_shown(t) };
        out.push(f32::from(u8::from(owned)));
        out.push(f32::from(u8::from(shown.is_some())));
        out.push(f32::from(shown.unwrap_or(0)) / 10.0);
        out.extend(Building::ALL.iter().map(|&b| f32::from(terrain.count(b))));
        out.extend(
            Unit::ALL
                .iter()
                .map(|&u| f32::from(terrain.people(u)) / 30.0),
        );
        for u in [Unit::Soldier, Unit::Priest, Unit::Doctor] {
            out.push(f32::from(terrain.made(u)));
        }
    }
}

impl Conquistando {
    /// Clears `out` and writes seat `player`'s observation as
    /// [`crate::tensor::SIZE`] numbers (layout in [`crate::tensor`]).
    pub fn write_observation_tensor(&self, player: usize, out: &mut Vec<f32>) {
        write(self, player, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nile_core::GameConfig;

    #[test]
    fn the_tensor_has_its_documented_size() {
        assert_eq!((GLOBAL, EMPIRE, SIZE), (81, 483, 2013));
        for n in 2..=4 {
            let g = Conquistando::start(&crate::ConquistandoConfig::for_players(n)).unwrap();
            let mut out = Vec::new();
            for p in 0..n {
                write(&g, p, &mut out);
                assert_eq!(out.len(), SIZE);
            }
        }
    }
}
