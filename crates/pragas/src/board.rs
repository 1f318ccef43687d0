//! A seat's City or Field: six spaces, with what the rules read off them again and again
//! (which spaces hold a tile, how many rows hold three different tiles) kept up to date
//! as tiles come and go, so that the Ankh count, the bonus spots and "is there a free
//! space" are a look-up rather than a scan (docs/pragas.md, "Speed").
//!
//! The kept quantities cannot go stale: the spaces change only through [`Spaces::set`],
//! which updates them; the JSON form is the plain array of six spaces, read back through
//! [`Spaces::new`], which works them out from the tiles; and `check_invariants` compares
//! them with that recomputation ([`Spaces::is_consistent`]).

use std::ops::Deref;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::data::Tile;
use crate::standins::SPOT_SPACES;

/// The two rows of an area, by space (rows `0 1 2 / 3 4 5`).
const ROWS: [[usize; 3]; 2] = [[0, 1, 2], [3, 4, 5]];

/// Every space occupied.
const ALL_SPACES: u8 = 0b11_1111;

/// For each set of occupied spaces (bit i for space i), the bonus spots both of whose
/// spaces are in it (bit k for spot k of [`SPOT_SPACES`]).
const ACTIVE_SPOTS: [u8; 64] = {
    let mut t = [0u8; 64];
    let mut occupied = 0;
    while occupied < 64 {
        let mut k = 0;
        while k < SPOT_SPACES.len() {
            let (a, b) = SPOT_SPACES[k];
            if occupied & (1 << a) != 0 && occupied & (1 << b) != 0 {
                t[occupied] |= 1 << k;
            }
            k += 1;
        }
        occupied += 1;
    }
    t
};

/// The number of set bits of every 9-bit number: this target need not have a bit-count
/// instruction, and `count_ones` costs a dozen instructions without one. Shared by the
/// counts of occupied spaces and qualifying rows here and of a die value's uses in
/// `pick.rs`.
pub(crate) const BIT_COUNTS: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut i = 0;
    while i < 512 {
        t[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    t
};

/// The six spaces of a City or Field, and what is read off them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spaces {
    tiles: [Option<Tile>; 6],
    /// Bit i set when space i holds a tile.
    occupied: u8,
    /// Bit r set when row r holds three different tiles.
    rows: u8,
}

impl Spaces {
    /// Six empty spaces.
    pub const EMPTY: Spaces = Spaces {
        tiles: [None; 6],
        occupied: 0,
        rows: 0,
    };

    /// The spaces holding these tiles, everything read off them worked out afresh.
    pub fn new(tiles: [Option<Tile>; 6]) -> Self {
        let mut occupied = 0;
        for (i, t) in tiles.iter().enumerate() {
            if t.is_some() {
                occupied |= 1 << i;
            }
        }
        let mut rows = 0;
        for (r, row) in ROWS.iter().enumerate() {
            if row_qualifies(&tiles, row) {
                rows |= 1 << r;
            }
        }
        Spaces {
            tiles,
            occupied,
            rows,
        }
    }

    /// Puts `tile` (or nothing) on `space`; returns what was there.
    pub fn set(&mut self, space: usize, tile: Option<Tile>) -> Option<Tile> {
        let old = std::mem::replace(&mut self.tiles[space], tile);
        let bit = 1 << space;
        self.occupied = (self.occupied & !bit) | if tile.is_some() { bit } else { 0 };
        let r = space / 3;
        let row_bit = 1 << r;
        self.rows = (self.rows & !row_bit)
            | if row_qualifies(&self.tiles, &ROWS[r]) {
                row_bit
            } else {
                0
            };
        old
    }

    /// Empties `space`; returns what was there.
    pub fn take(&mut self, space: usize) -> Option<Tile> {
        self.set(space, None)
    }

    /// Is a space empty?
    #[inline]
    pub fn has_free_space(&self) -> bool {
        self.occupied != ALL_SPACES
    }

    /// Are all six spaces occupied?
    #[inline]
    pub fn is_full(&self) -> bool {
        self.occupied == ALL_SPACES
    }

    /// Tiles on the spaces.
    #[inline]
    pub fn tile_count(&self) -> u8 {
        BIT_COUNTS[usize::from(self.occupied & ALL_SPACES)]
    }

    /// The active bonus spots (both spaces occupied), bit k for spot k.
    #[inline]
    pub fn active_spots(&self) -> u8 {
        ACTIVE_SPOTS[usize::from(self.occupied & ALL_SPACES)]
    }

    /// Rows of three different tiles.
    #[inline]
    pub fn qualifying_rows(&self) -> u8 {
        BIT_COUNTS[usize::from(self.rows & 3)]
    }

    /// Does what is kept agree with the tiles (as [`Spaces::new`] works it out)?
    pub fn is_consistent(&self) -> bool {
        *self == Spaces::new(self.tiles)
    }
}

/// Does the row hold three tiles, all different?
fn row_qualifies(tiles: &[Option<Tile>; 6], row: &[usize; 3]) -> bool {
    match (tiles[row[0]], tiles[row[1]], tiles[row[2]]) {
        (Some(a), Some(b), Some(c)) => a != b && b != c && a != c,
        _ => false,
    }
}

impl Default for Spaces {
    fn default() -> Self {
        Spaces::EMPTY
    }
}

impl Deref for Spaces {
    type Target = [Option<Tile>; 6];
    fn deref(&self) -> &[Option<Tile>; 6] {
        &self.tiles
    }
}

impl<'a> IntoIterator for &'a Spaces {
    type Item = &'a Option<Tile>;
    type IntoIter = std::slice::Iter<'a, Option<Tile>>;
    fn into_iter(self) -> Self::IntoIter {
        self.tiles.iter()
    }
}

/// Written as the plain array of six spaces (the format of older saved states).
impl Serialize for Spaces {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.tiles.serialize(serializer)
    }
}

/// Read from the plain array of six spaces; the rest is worked out from the tiles.
impl<'de> Deserialize<'de> for Spaces {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        <[Option<Tile>; 6]>::deserialize(deserializer).map(Spaces::new)
    }
}

#[cfg(test)]
mod tests {
    use nile_core::rng::{below, seeded};

    use super::*;

    /// Whatever sequence of tiles is put on and taken off, what is kept is what
    /// [`Spaces::new`] works out from the tiles, and it reads as the rulebook counts.
    #[test]
    fn kept_quantities_follow_every_change() {
        let mut rng = seeded(7);
        let mut spaces = Spaces::EMPTY;
        for _ in 0..20_000 {
            let space = below(&mut rng, 6) as usize;
            let pick = below(&mut rng, Tile::ALL.len() as u64 + 2) as usize;
            let tile = Tile::ALL.get(pick).copied();
            let before = spaces.tiles[space];
            assert_eq!(spaces.set(space, tile), before);
            assert!(spaces.is_consistent());
            let free = spaces.iter().any(|t| t.is_none());
            assert_eq!(spaces.has_free_space(), free);
            assert_eq!(spaces.is_full(), !free);
            assert_eq!(
                usize::from(spaces.tile_count()),
                spaces.iter().filter(|t| t.is_some()).count()
            );
            for (k, &(a, b)) in SPOT_SPACES.iter().enumerate() {
                let active = spaces[a].is_some() && spaces[b].is_some();
                assert_eq!(spaces.active_spots() & (1 << k) != 0, active);
            }
            let rows = ROWS
                .iter()
                .filter(|row| {
                    let [a, b, c] = row.map(|i| spaces[i]);
                    a.is_some() && b.is_some() && c.is_some() && a != b && b != c && a != c
                })
                .count();
            assert_eq!(usize::from(spaces.qualifying_rows()), rows);
        }
    }

    /// The JSON form is the plain array, and reading it back works the rest out.
    #[test]
    fn json_is_the_plain_array() {
        let mut spaces = Spaces::EMPTY;
        spaces.set(0, Some(Tile::ALL[0]));
        spaces.set(1, Some(Tile::ALL[1]));
        spaces.set(2, Some(Tile::ALL[2]));
        let json = serde_json::to_string(&spaces).unwrap();
        assert_eq!(json, serde_json::to_string(&*spaces).unwrap());
        let back: Spaces = serde_json::from_str(&json).unwrap();
        assert_eq!(back, spaces);
        assert!(back.is_consistent());
    }
}
