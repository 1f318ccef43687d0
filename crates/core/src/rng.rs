//! The one pinned generator and the few sampling helpers engines need.
//!
//! Game states own no generator, so a state is plain data that can be cloned, compared and
//! serialised, and every draw is made by whoever holds the seed. The match driver and the
//! bots own a [`GameRng`]; `determinize` borrows one. The helpers here draw integers with a fixed
//! algorithm of our own so the same seed gives the same game on every platform and
//! across `rand` releases.

use rand_core::{Rng, SeedableRng};

/// The generator used everywhere in nile: ChaCha with 8 rounds, seeded from a `u64`.
pub type GameRng = rand_chacha::ChaCha8Rng;

/// A generator seeded from `seed`.
///
/// ```
/// use nile_core::rng::{seeded, below};
/// let mut a = seeded(7);
/// let mut b = seeded(7);
/// assert_eq!(below(&mut a, 100), below(&mut b, 100));
/// ```
pub fn seeded(seed: u64) -> GameRng {
    GameRng::seed_from_u64(seed)
}

/// A generator for stream `stream` of `seed`, independent of the others (used to give
/// each seat or each game of a batch its own generator).
pub fn seeded_stream(seed: u64, stream: u64) -> GameRng {
    let mut rng = GameRng::seed_from_u64(seed);
    rng.set_stream(stream);
    rng
}

/// A uniform integer in `0..n` (`n > 0`; returns 0 when `n == 0`).
///
/// Uses the multiply-shift reduction of a 64-bit draw; the bias is below 2^-32 for any
/// `n` below 2^32, far under anything a game can notice.
#[inline]
pub fn below(rng: &mut GameRng, n: u64) -> u64 {
    ((u128::from(rng.next_u64()) * u128::from(n)) >> 64) as u64
}

/// Picks an item of `outcomes` with probability proportional to its weight.
///
/// Returns `None` when the slice is empty or every weight is zero.
///
/// ```
/// use nile_core::rng::{seeded, sample_weighted};
/// let mut rng = seeded(1);
/// let pick = sample_weighted(&mut rng, &[("a", 0), ("b", 5)]);
/// assert_eq!(pick, Some("b"));
/// ```
#[inline]
pub fn sample_weighted<A: Copy>(rng: &mut GameRng, outcomes: &[(A, u32)]) -> Option<A> {
    let total: u64 = outcomes.iter().map(|&(_, w)| u64::from(w)).sum();
    if total == 0 {
        return None;
    }
    let mut target = below(rng, total);
    for &(action, weight) in outcomes {
        let w = u64::from(weight);
        if target < w {
            return Some(action);
        }
        target -= w;
    }
    None
}

/// Shuffles a slice in place (Fisher–Yates with [`below`]). For determinization only:
/// hidden orders in a game state are multisets sampled at reveal time.
pub fn shuffle<T>(rng: &mut GameRng, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = below(rng, i as u64 + 1) as usize;
        items.swap(i, j);
    }
}
