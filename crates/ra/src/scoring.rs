//! Scoring (rulebook "PONTUANDO", "FIM DE UMA ERA", "FIM DA TERCEIRA ERA"): each epoch's
//! scoring and the final one, a seat's score, and the outcome with its tie-break.

use nile_core::Outcome;

use crate::discs;
use crate::state::{Phase, Ra, MAX_PLAYERS};
use crate::tiles::{Counts, Tile, CIVILIZATIONS, MONUMENTS};

/// Number of epochs in a game.
pub const EPOCHS: u8 = 3;

/// Pharaohs: most gain this, fewest lose [`PHARAOH_FEWEST`].
pub const PHARAOH_MOST: i32 = 5;
/// Pharaohs: the fewest lose this.
pub const PHARAOH_FEWEST: i32 = -2;
/// Points per Gold tile.
pub const GOLD_POINTS: i32 = 3;
/// Points per unspent God.
pub const GOD_POINTS: i32 = 2;
/// Civilization points by number of distinct kinds 0..=5 (GAP-23: 1 or 2 kinds score 0).
pub const CIVILIZATION_POINTS: [i32; 6] = [-5, 0, 0, 5, 10, 15];
/// Final sun-disc totals: the highest gain this, the lowest lose [`SUN_LOWEST`].
pub const SUN_HIGHEST: i32 = 5;
/// Final sun-disc totals: the lowest lose this.
pub const SUN_LOWEST: i32 = -5;
/// Monument variety by number of distinct kinds 0..=8 (1 point each up to six; 10; 15).
pub const MONUMENT_VARIETY: [i32; 9] = [0, 1, 2, 3, 4, 5, 6, 10, 15];
/// Points for a set of identical monuments by its size 0..=5 (GAP-22: one set per kind,
/// at its exact size).
pub const MONUMENT_SET: [i32; 6] = [0, 0, 0, 5, 10, 15];

/// Most / fewest comparison used by Pharaohs and sun totals: everyone tied on the most
/// gains `most`, everyone tied on the fewest gains `fewest` (a penalty), and if all are
/// equal nobody scores (rulebook, both categories). GAP-24: a count of zero takes part.
pub fn most_and_fewest(values: &[u32], most: i32, fewest: i32) -> [i32; MAX_PLAYERS] {
    let mut out = [0; MAX_PLAYERS];
    let (Some(&hi), Some(&lo)) = (values.iter().max(), values.iter().min()) else {
        return out;
    };
    if hi == lo {
        return out;
    }
    for (o, &v) in out.iter_mut().zip(values) {
        if v == hi {
            *o = most;
        } else if v == lo {
            *o = fewest;
        }
    }
    out
}

/// Distinct kinds of `kinds` held.
#[inline]
fn distinct(h: &Counts, kinds: &[Tile]) -> usize {
    kinds.iter().map(|k| usize::from(h[k.index()] > 0)).sum()
}

/// Civilization points: by the number of distinct kinds (duplicates add nothing).
pub fn civilization_points(h: &Counts) -> i32 {
    CIVILIZATION_POINTS[distinct(h, &CIVILIZATIONS)]
}

/// River points: 1 per Nile and Flood, but only with at least one Flood.
pub fn river_points(h: &Counts) -> i32 {
    let flood = i32::from(h[Tile::Flood.index()]);
    if flood == 0 {
        0
    } else {
        flood + i32::from(h[Tile::Nile.index()])
    }
}

/// Gold and unspent Gods.
pub fn gold_and_god_points(h: &Counts) -> i32 {
    GOLD_POINTS * i32::from(h[Tile::Gold.index()]) + GOD_POINTS * i32::from(h[Tile::God.index()])
}

/// Monument points (final epoch): variety plus a set per kind held three or more times.
pub fn monument_points(h: &Counts) -> i32 {
    let variety = MONUMENT_VARIETY[distinct(h, &MONUMENTS)];
    let sets: i32 = MONUMENTS
        .iter()
        .map(|k| MONUMENT_SET[usize::from(h[k.index()]).min(5)])
        .sum();
    variety + sets
}

/// Each seat's epoch score change (before the zero floor), for `players` seats.
pub fn epoch_deltas(
    holdings: &[Counts],
    discs_owned: &[discs::DiscSet],
    final_epoch: bool,
) -> [i32; MAX_PLAYERS] {
    let n = holdings.len().min(MAX_PLAYERS);
    let mut pharaohs = [0u32; MAX_PLAYERS];
    for (count, h) in pharaohs.iter_mut().zip(holdings) {
        *count = u32::from(h[Tile::Pharaoh.index()]);
    }
    let mut out = most_and_fewest(&pharaohs[..n], PHARAOH_MOST, PHARAOH_FEWEST);
    for (o, h) in out.iter_mut().zip(holdings) {
        *o += gold_and_god_points(h) + river_points(h) + civilization_points(h);
    }
    if final_epoch {
        // GAP-14: every disc a player owns counts, face up or down; the centre counts for
        // nobody. (Only the final scoring needs the sums.)
        let mut sun = [0u32; MAX_PLAYERS];
        for (total, &d) in sun.iter_mut().zip(discs_owned).take(n) {
            *total = discs::sum(d);
        }
        let sun_points = most_and_fewest(&sun[..n], SUN_HIGHEST, SUN_LOWEST);
        for ((o, h), sun) in out.iter_mut().zip(holdings).zip(sun_points) {
            *o += sun + monument_points(h);
        }
    }
    out
}

/// One seat's epoch scoring, category by category (rulebook "FIM DE UMA ERA" and
/// "FIM DA TERCEIRA ERA"), for narration and help; [`epoch_deltas`] is the same sum.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Breakdown {
    /// Pharaoh tiles held.
    pub pharaohs: u8,
    /// +5 for the most, −2 for the fewest, 0 when all are tied.
    pub pharaoh_points: i32,
    /// Gold tiles held (3 points each).
    pub gold: u8,
    /// Unspent God tiles held (2 points each).
    pub gods: u8,
    /// Nile tiles held.
    pub nile: u8,
    /// Flood tiles held.
    pub flood: u8,
    /// 1 per river tile with at least one Flood, else 0.
    pub river_points: i32,
    /// Distinct civilization kinds held.
    pub civilization_kinds: u8,
    /// −5 for none, 0 for one or two, 5 / 10 / 15 for three, four, five.
    pub civilization_points: i32,
    /// Final epoch only: the sum of the seat's sun discs and the points for it.
    pub sun: Option<(u32, i32)>,
    /// Final epoch only: monument points (variety plus sets).
    pub monument_points: Option<i32>,
    /// The whole delta, before the zero floor.
    pub total: i32,
}

impl Breakdown {
    /// Points for Gold.
    pub fn gold_points(&self) -> i32 {
        GOLD_POINTS * i32::from(self.gold)
    }

    /// Points for unspent Gods.
    pub fn god_points(&self) -> i32 {
        GOD_POINTS * i32::from(self.gods)
    }
}

/// Each seat's epoch scoring by category: the same numbers as [`epoch_deltas`].
pub fn epoch_breakdown(
    holdings: &[Counts],
    discs_owned: &[discs::DiscSet],
    final_epoch: bool,
) -> [Breakdown; MAX_PLAYERS] {
    let n = holdings.len().min(MAX_PLAYERS);
    let mut out = [Breakdown::default(); MAX_PLAYERS];
    let pharaohs: Vec<u32> = holdings[..n]
        .iter()
        .map(|h| u32::from(h[Tile::Pharaoh.index()]))
        .collect();
    let pharaoh_points = most_and_fewest(&pharaohs, PHARAOH_MOST, PHARAOH_FEWEST);
    let sun: Vec<u32> = (0..n)
        .map(|p| discs_owned.get(p).map_or(0, |&d| discs::sum(d)))
        .collect();
    let sun_points = most_and_fewest(&sun, SUN_HIGHEST, SUN_LOWEST);
    for (p, (b, h)) in out.iter_mut().zip(&holdings[..n]).enumerate() {
        b.pharaohs = h[Tile::Pharaoh.index()];
        b.pharaoh_points = pharaoh_points[p];
        b.gold = h[Tile::Gold.index()];
        b.gods = h[Tile::God.index()];
        b.nile = h[Tile::Nile.index()];
        b.flood = h[Tile::Flood.index()];
        b.river_points = river_points(h);
        b.civilization_kinds = distinct(h, &CIVILIZATIONS) as u8;
        b.civilization_points = civilization_points(h);
        b.total =
            b.pharaoh_points + gold_and_god_points(h) + b.river_points + b.civilization_points;
        if final_epoch {
            b.sun = Some((sun[p], sun_points[p]));
            b.monument_points = Some(monument_points(h));
            b.total += sun_points[p] + monument_points(h);
        }
    }
    out
}

/// GAP-5: the whole epoch delta is added first, then the score is floored at zero once.
pub fn apply_floor(score: u16, delta: i32) -> u16 {
    (i32::from(score) + delta).clamp(0, i32::from(u16::MAX)) as u16
}

/// Seat `player`'s score (0 for a seat the game does not have).
#[inline]
pub(crate) fn score(s: &Ra, player: usize) -> i32 {
    s.scores.get(player).map_or(0, |&v| i32::from(v))
}

/// The outcome once the game is over: highest score wins; ties go to the highest sun
/// disc owned, face up or down (GAP-4).
pub(crate) fn outcome(s: &Ra) -> Option<Outcome> {
    if s.phase != Phase::Over {
        return None;
    }
    let n = s.config.players.min(MAX_PLAYERS);
    let scores: Vec<i32> = (0..n).map(|p| score(s, p)).collect();
    let keys: Vec<(i32, u8)> = (0..n)
        .map(|p| (scores[p], discs::highest(s.discs[p])))
        .collect();
    Some(Outcome::ranked(scores, &keys))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::KINDS;

    fn counts(tiles: &[(Tile, u8)]) -> Counts {
        let mut c = [0; KINDS];
        for &(t, n) in tiles {
            c[t.index()] = n;
        }
        c
    }

    #[test]
    fn anas_monuments_are_worth_19() {
        let h = counts(&[
            (Tile::Pyramid, 4),
            (Tile::Temple, 3),
            (Tile::Fortress, 2),
            (Tile::Sphinx, 1),
        ]);
        assert_eq!(monument_points(&h), 19);
    }

    #[test]
    fn monument_table_cases() {
        let seven: Vec<(Tile, u8)> = MONUMENTS[..7].iter().map(|&m| (m, 1)).collect();
        assert_eq!(monument_points(&counts(&seven)), 10);
        let mut eight: Vec<(Tile, u8)> = MONUMENTS.iter().map(|&m| (m, 1)).collect();
        eight[1].1 = 5;
        assert_eq!(monument_points(&counts(&eight)), 30);
        let mut six: Vec<(Tile, u8)> = MONUMENTS[..6].iter().map(|&m| (m, 1)).collect();
        six[3].1 = 3;
        assert_eq!(monument_points(&counts(&six)), 11);
        assert_eq!(monument_points(&counts(&[])), 0);
    }

    #[test]
    fn floor_is_applied_once_to_the_whole_delta() {
        assert_eq!(apply_floor(3, -7), 0);
        assert_eq!(apply_floor(2, -2 - 5 - 5 + 6), 0);
        assert_eq!(apply_floor(0, 5), 5);
    }

    #[test]
    fn the_breakdown_adds_up_to_the_epoch_delta() {
        let holdings = [
            counts(&[
                (Tile::Pharaoh, 3),
                (Tile::Gold, 1),
                (Tile::Flood, 1),
                (Tile::Nile, 2),
            ]),
            counts(&[
                (Tile::God, 2),
                (Tile::Art, 1),
                (Tile::Religion, 1),
                (Tile::Writing, 1),
            ]),
            counts(&[(Tile::Pharaoh, 1), (Tile::Pyramid, 4), (Tile::Temple, 3)]),
        ];
        let owned = [
            discs::set_of(&[13, 8]),
            discs::set_of(&[12, 9]),
            discs::set_of(&[2, 3]),
        ];
        for final_epoch in [false, true] {
            let deltas = epoch_deltas(&holdings, &owned, final_epoch);
            let parts = epoch_breakdown(&holdings, &owned, final_epoch);
            for p in 0..3 {
                assert_eq!(parts[p].total, deltas[p], "seat {p}");
            }
        }
        let parts = epoch_breakdown(&holdings, &owned, true);
        assert_eq!(parts[2].monument_points, Some(2 + 10 + 5));
        assert_eq!(parts[2].sun, Some((5, -5)));
        assert_eq!(parts[1].civilization_kinds, 3);
    }

    #[test]
    fn most_and_fewest_cases() {
        assert_eq!(most_and_fewest(&[4, 4, 1], 5, -2)[..3], [5, 5, -2]);
        assert_eq!(most_and_fewest(&[2, 2, 2], 5, -2)[..3], [0, 0, 0]);
        assert_eq!(most_and_fewest(&[0, 0, 3], 5, -2)[..3], [-2, -2, 5]);
    }
}
