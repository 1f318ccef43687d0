//! A small, fast, deterministic hasher for hash tables keyed by a few integers (game
//! actions, seats): the engines' action indices and the bots' statistics use it where the
//! standard library's SipHash would cost more than the work around it.
//!
//! ```
//! use std::collections::HashMap;
//! use nile_core::hash::FoldBuildHasher;
//!
//! let mut table: HashMap<(u8, u32), f64, FoldBuildHasher> = HashMap::default();
//! table.insert((0, 7), 0.5);
//! assert_eq!(table.get(&(0, 7)), Some(&0.5));
//! assert_eq!(table.get(&(1, 7)), None);
//! ```

use std::hash::{BuildHasherDefault, Hasher};

/// Builds [`FoldHasher`]s (for `HashMap<K, V, FoldBuildHasher>`).
pub type FoldBuildHasher = BuildHasherDefault<FoldHasher>;

/// A small, fast, deterministic hasher for keys of a few integers each: every word is
/// folded in by a multiply, and `finish` mixes the bits once more. Not meant to resist
/// adversarial keys; the keys are the games' own actions.
#[derive(Debug, Default, Clone, Copy)]
pub struct FoldHasher(u64);

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

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::BuildHasher;

    #[test]
    fn the_hasher_separates_nearby_keys() {
        let build = FoldBuildHasher::default();
        let mut hashes: Vec<u64> = (0u8..4)
            .flat_map(|s| (0u32..256).map(move |a| (s, a)))
            .map(|key| build.hash_one(key))
            .collect();
        hashes.sort_unstable();
        hashes.dedup();
        assert_eq!(hashes.len(), 4 * 256);
    }
}
