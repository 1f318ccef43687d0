//! MAST (move-average sampling): the mean reward every seat got after playing each
//! action, anywhere in the search's iterations, kept per search; rollouts then play the
//! action with the best mean most of the time instead of a uniformly random one.
//!
//! An action is known by its value alone, wherever it was played, so what is learnt in
//! one line of play carries over to every other: in the games here an action names what
//! it does (take this card, load that ship, build there), and its worth is much the same
//! in neighbouring positions. The table holds one entry per (seat, action) met in a
//! search; it is cleared (capacity kept) when a search starts.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

use nile_core::rng::below;
use nile_core::GameRng;

/// A small, fast, deterministic hasher for the table's keys (a few integers each): every
/// word is folded in by a multiply, and `finish` mixes the bits once more. Not meant to
/// resist adversarial keys; the keys are the game's own actions.
#[derive(Debug, Default, Clone, Copy)]
pub(super) struct FoldHasher(u64);

/// An odd 64-bit constant with well-spread bits (the fractional part of the golden ratio).
const FOLD: u64 = 0x9e37_79b9_7f4a_7c15;

impl FoldHasher {
    fn fold(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(23) ^ word).wrapping_mul(FOLD);
    }
}

impl Hasher for FoldHasher {
    fn finish(&self) -> u64 {
        let x = self.0 ^ (self.0 >> 29);
        x.wrapping_mul(FOLD) ^ (x >> 32)
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.fold(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, i: u8) {
        self.fold(u64::from(i));
    }

    fn write_u16(&mut self, i: u16) {
        self.fold(u64::from(i));
    }

    fn write_u32(&mut self, i: u32) {
        self.fold(u64::from(i));
    }

    fn write_u64(&mut self, i: u64) {
        self.fold(i);
    }

    fn write_usize(&mut self, i: usize) {
        self.fold(i as u64);
    }
}

/// The reward sum and count of one (seat, action).
#[derive(Debug, Default, Clone, Copy)]
struct Stat {
    sum: f64,
    count: u32,
}

/// Mean rewards per (seat, action) over a search; see the module docs.
#[derive(Debug, Clone)]
pub(super) struct Mast<A> {
    table: HashMap<(u8, A), Stat, BuildHasherDefault<FoldHasher>>,
    /// The (seat, action) pairs of the current iteration's rollout.
    pub(super) played: Vec<(u8, A)>,
}

/// Resolution of the draw that decides whether a rollout step explores.
const EXPLORE_DRAWS: u64 = 1 << 24;

impl<A: Copy + Eq + Hash> Mast<A> {
    pub(super) fn new() -> Self {
        Mast {
            table: HashMap::default(),
            played: Vec::with_capacity(256),
        }
    }

    /// Forgets every statistic (a new search), keeping the allocations.
    pub(super) fn clear(&mut self) {
        self.table.clear();
        self.played.clear();
    }

    /// Adds `reward` to what `seat` got after playing `action`.
    pub(super) fn add(&mut self, seat: u8, action: A, reward: f64) {
        let stat = self.table.entry((seat, action)).or_default();
        stat.sum += reward;
        stat.count = stat.count.saturating_add(1);
    }

    /// The mean reward of `seat` after `action`, if it was ever played.
    pub(super) fn mean(&self, seat: u8, action: A) -> Option<f64> {
        self.table
            .get(&(seat, action))
            .map(|s| s.sum / f64::from(s.count.max(1)))
    }

    /// Every (seat, action) with its mean and count (tests).
    #[cfg(test)]
    pub(super) fn entries(&self) -> Vec<(u8, A, f64, u32)> {
        self.table
            .iter()
            .map(|(&(seat, action), s)| (seat, action, s.sum / f64::from(s.count.max(1)), s.count))
            .collect()
    }

    /// Which of `legal` (not empty) `seat` plays in a rollout: with probability
    /// `epsilon` one uniformly at random, otherwise the one with the best mean, an
    /// action never played counting as the best (so each is tried once); ties at random.
    pub(super) fn pick(&self, seat: u8, legal: &[A], epsilon: f64, rng: &mut GameRng) -> usize {
        let n = legal.len() as u64;
        let explore = (below(rng, EXPLORE_DRAWS) as f64) < epsilon * EXPLORE_DRAWS as f64;
        if explore || n <= 1 {
            return below(rng, n.max(1)) as usize;
        }
        let mut best = 0usize;
        let mut best_value = f64::NEG_INFINITY;
        let mut ties = 0u64;
        for (i, &action) in legal.iter().enumerate() {
            let value = self.mean(seat, action).unwrap_or(f64::INFINITY);
            if value > best_value {
                best_value = value;
                best = i;
                ties = 1;
            } else if value == best_value {
                ties += 1;
                if below(rng, ties) == 0 {
                    best = i;
                }
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nile_core::rng::seeded;

    #[test]
    fn means_are_per_seat_and_action() {
        let mut mast = Mast::<u32>::new();
        mast.add(0, 7, 1.0);
        mast.add(0, 7, 0.0);
        mast.add(1, 7, 1.0);
        assert_eq!(mast.mean(0, 7), Some(0.5));
        assert_eq!(mast.mean(1, 7), Some(1.0));
        assert_eq!(mast.mean(0, 8), None);
        mast.clear();
        assert_eq!(mast.mean(0, 7), None);
    }

    #[test]
    fn exploits_the_best_mean_and_tries_unseen_actions_first() {
        let mut mast = Mast::<u32>::new();
        let mut rng = seeded(3);
        for (action, reward) in [(1, 0.2), (2, 0.9), (3, 0.4)] {
            mast.add(0, action, reward);
        }
        // No exploration: always the best mean.
        for _ in 0..50 {
            assert_eq!(mast.pick(0, &[1, 2, 3], 0.0, &mut rng), 1);
        }
        // An action never played comes first.
        assert_eq!(mast.pick(0, &[1, 2, 3, 4], 0.0, &mut rng), 3);
        // Seat 1 has no statistics: every action is unseen, ties at random.
        let mut seen = [false; 3];
        for _ in 0..100 {
            seen[mast.pick(1, &[1, 2, 3], 0.0, &mut rng)] = true;
        }
        assert_eq!(seen, [true; 3]);
        // Full exploration: uniform, so the worst action is played too.
        let worst = (0..300)
            .filter(|_| mast.pick(0, &[1, 2, 3], 1.0, &mut rng) == 0)
            .count();
        assert!((60..140).contains(&worst), "{worst}");
    }

    #[test]
    fn the_hasher_separates_nearby_keys() {
        use std::hash::BuildHasher;
        let build = BuildHasherDefault::<FoldHasher>::default();
        let mut hashes: Vec<u64> = (0u8..4)
            .flat_map(|s| (0u32..256).map(move |a| (s, a)))
            .map(|key| build.hash_one(key))
            .collect();
        hashes.sort_unstable();
        hashes.dedup();
        assert_eq!(hashes.len(), 4 * 256);
    }
}
