//! Ships: capacity, minimum load (docs/imhotep.md GAP-2), the stones on board and where they sailed.

use serde::{Deserialize, Serialize};

use crate::site::Site;
use crate::standins::MIN_LOAD;

/// Ships in play each round.
pub const SHIPS_PER_ROUND: usize = 4;
/// The largest ship.
pub const MAX_CAPACITY: usize = 4;

/// Bit of [`SHIP_STATE`] entries: the ship has at least its minimum load.
pub(crate) const SAILABLE: u8 = 0x10;
/// Mask of [`SHIP_STATE`] entries: the free spaces.
pub(crate) const FREE: u8 = 0x0f;
/// Bit of [`SHIP_STATE`] entries: a stone may go on board and bring the ship to its
/// minimum load (the Sail card's stone, docs/imhotep.md GAP-13).
pub(crate) const SAIL_CARD: u8 = 0x20;

/// Bits set in each byte (a table: `count_ones` is slow without `popcnt`).
pub(crate) static BYTE_ONES: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    t
};

/// What a ship in port allows, by `[capacity][occupied spaces]` (bit per space): its
/// free spaces in bits 0..4, [`SAILABLE`] once it has its minimum load (docs/imhotep.md GAP-2) and
/// [`SAIL_CARD`] when one more stone fits and reaches that minimum.
/// Capacity 0 (no round card yet) and the unused rows 5..8 allow nothing. One lookup
/// replaces counting the load, the minimum and the free mask on every turn.
pub(crate) static SHIP_STATE: [[u8; 16]; 8] = {
    let mut t = [[0u8; 16]; 8];
    let mut cap = 1;
    while cap <= MAX_CAPACITY {
        let mut occ = 0;
        while occ < 16 {
            let all = (1u8 << cap) - 1;
            let free = !(occ as u8) & all;
            let load = (occ as u8).count_ones() as u8;
            let sail = if load >= MIN_LOAD[cap] { SAILABLE } else { 0 };
            let sail_card = if free != 0 && load + 1 >= MIN_LOAD[cap] {
                SAIL_CARD
            } else {
                0
            };
            t[cap][occ] = free | sail | sail_card;
            occ += 1;
        }
        cap += 1;
    }
    t
};

/// The spaces of a ship by capacity (bit per space; rows past 4 unused).
const CAPACITY_MASK: [u8; 8] = [0, 0b1, 0b11, 0b111, 0b1111, 0, 0, 0];

/// One ship of the current round.
///
/// Besides the public fields it keeps one derived byte, the `SHIP_STATE` entry of the
/// fields (free spaces and whether it may sail), so a turn's legal actions need no
/// counting. The engine changes ships only through the methods that keep it in step;
/// it is not serialized and is rebuilt when a state is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(from = "ShipFields")]
pub struct Ship {
    /// Number of stone spaces, 1..=4 (0 before the round card is revealed).
    pub capacity: u8,
    /// Stones by space, `seat + 1`, 0 = empty; space 0 is the bow and unloads first.
    pub slots: [u8; MAX_CAPACITY],
    /// The site the ship sailed to this round, if it has sailed.
    pub sailed_to: Option<Site>,
    /// Derived: [`Ship::computed_state`] of the fields above.
    #[serde(skip)]
    state: u8,
}

/// The serialized form of a [`Ship`] (its public fields).
#[derive(Deserialize)]
struct ShipFields {
    capacity: u8,
    slots: [u8; MAX_CAPACITY],
    sailed_to: Option<Site>,
}

impl From<ShipFields> for Ship {
    fn from(f: ShipFields) -> Self {
        let mut ship = Ship {
            capacity: f.capacity,
            slots: f.slots,
            sailed_to: f.sailed_to,
            state: 0,
        };
        ship.refresh();
        ship
    }
}

impl Ship {
    /// An empty ship of this capacity.
    pub fn new(capacity: u8) -> Self {
        let mut ship = Ship {
            capacity,
            ..Ship::default()
        };
        ship.refresh();
        ship
    }

    /// Recomputes the derived state after the public fields were changed directly.
    pub fn refresh(&mut self) {
        self.state = self.computed_state();
    }

    /// The kept [`SHIP_STATE`] entry: free spaces and [`SAILABLE`] while in port, 0 once
    /// sailed.
    #[inline]
    pub(crate) fn state(&self) -> u8 {
        self.state
    }

    /// Whether the derived state matches the fields (an invariant).
    pub(crate) fn state_is_current(&self) -> bool {
        self.state == self.computed_state()
    }

    /// Puts a stone with seat code `code` (`seat + 1`) on `slot`.
    #[inline]
    pub(crate) fn put(&mut self, slot: usize, code: u8) {
        self.slots[slot] = code;
        self.refresh();
    }

    /// Whether `slot` is a free space of this ship in port.
    #[inline]
    pub(crate) fn is_free(&self, slot: u8) -> bool {
        slot < 4 && self.state & FREE & (1 << slot) != 0
    }

    /// Puts a stone with seat code `code` on the free space `slot` of this ship in port
    /// (see [`Ship::is_free`]), updating the derived state from the old one.
    #[inline]
    pub(crate) fn load_stone(&mut self, slot: u8, code: u8) {
        debug_assert!(self.is_free(slot));
        let slot = slot & 3;
        self.slots[usize::from(slot)] = code;
        let cap = self.capacity & 7;
        let occupied = CAPACITY_MASK[usize::from(cap)] & !(self.state & FREE) | 1 << slot;
        self.state = SHIP_STATE[usize::from(cap)][usize::from(occupied & FREE)];
    }

    /// Takes the stone off `slot`, returning its seat code.
    #[inline]
    pub(crate) fn take(&mut self, slot: usize) -> u8 {
        let code = std::mem::take(&mut self.slots[slot]);
        self.refresh();
        code
    }

    /// The ship leaves for `site`.
    #[inline]
    pub(crate) fn sail_to(&mut self, site: Site) {
        self.sailed_to = Some(site);
        self.state = 0;
    }

    /// Empties the ship (a stalled round).
    pub(crate) fn clear(&mut self) {
        self.slots = [0; MAX_CAPACITY];
        self.refresh();
    }

    /// Minimum number of stones to sail (docs/imhotep.md GAP-2).
    pub fn min_load(&self) -> u8 {
        MIN_LOAD
            .get(usize::from(self.capacity))
            .copied()
            .unwrap_or(u8::MAX)
    }

    /// Stones on board.
    pub fn load(&self) -> u8 {
        // Seat codes fit in 3 bits: fold each byte onto its low bit, then add the four
        // bytes with one multiplication.
        let x = u32::from_le_bytes(self.slots);
        let occupied = (x | (x >> 1) | (x >> 2)) & 0x0101_0101;
        (occupied.wrapping_mul(0x0101_0101) >> 24) as u8
    }

    /// The occupied spaces, bit per space.
    #[inline]
    pub fn occupied(&self) -> u8 {
        let x = u32::from_le_bytes(self.slots);
        let occupied = (x | (x >> 1) | (x >> 2)) & 0x0101_0101;
        // Gather the four low bits into bits 0..4.
        (occupied.wrapping_mul(0x0102_0408) >> 24) as u8 & 0x0f
    }

    /// The `SHIP_STATE` entry of the fields: free spaces and `SAILABLE` while in
    /// port, 0 once sailed.
    #[inline]
    pub fn computed_state(&self) -> u8 {
        if self.sailed_to.is_some() {
            return 0;
        }
        SHIP_STATE[usize::from(self.capacity & 7)][usize::from(self.occupied())]
    }

    /// Whether stones may still be loaded (the ship has not sailed).
    pub fn in_port(&self) -> bool {
        (self.capacity > 0) & self.sailed_to.is_none()
    }

    /// Whether space `slot` is free on a ship that has not sailed.
    pub fn slot_free(&self, slot: u8) -> bool {
        self.in_port() && slot < self.capacity && self.slots[usize::from(slot)] == 0
    }

    /// The free spaces (bit per space) of a ship in port.
    pub fn free_mask(&self) -> u8 {
        let x = u32::from_le_bytes(self.slots);
        let free = !(x | (x >> 1) | (x >> 2)) & 0x0101_0101;
        // Gather the four low bits into bits 0..4.
        let mask = (free.wrapping_mul(0x0102_0408) >> 24) as u8 & 0x0f;
        mask & ((1u8 << self.capacity.min(4)) - 1)
    }

    /// Free spaces on a ship in port (0 once sailed).
    pub fn free_slots(&self) -> u8 {
        if self.in_port() {
            self.capacity - self.load()
        } else {
            0
        }
    }

    /// Whether the ship is in port with at least its minimum load.
    pub fn can_sail(&self) -> bool {
        self.in_port() & (self.load() >= self.min_load())
    }

    /// The spaces a Lever player may unload next, bit per space: the bow-most stone of
    /// each colour on board. Stones of one colour are alike, so which of them goes first
    /// changes nothing (docs/imhotep.md, "Identical choices collapse").
    pub fn lever_choices(&self) -> u8 {
        let mut choices = 0;
        for (k, &code) in self.slots.iter().enumerate() {
            if code != 0 && !self.slots[..k].contains(&code) {
                choices |= 1 << k;
            }
        }
        choices
    }

    /// The first occupied space (the next to unload in the normal order).
    pub fn first_stone(&self) -> Option<u8> {
        self.slots.iter().position(|&s| s != 0).map(|i| i as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_ship_allows_anything_before_the_round_card() {
        assert_eq!(Ship::default().state(), 0);
        assert!(!Ship::default().can_sail());
    }

    #[test]
    fn load_and_free_mask_match_the_slots() {
        for code in 0u32..625 {
            let mut slots = [0u8; 4];
            let mut c = code;
            for s in &mut slots {
                *s = (c % 5) as u8;
                c /= 5;
            }
            for cap in 1..=4u8 {
                let mut ship = Ship::new(cap);
                ship.slots = slots;
                ship.refresh();
                let load = slots.iter().filter(|&&s| s != 0).count() as u8;
                assert_eq!(ship.load(), load, "{slots:?}");
                let mut mask = 0;
                for (k, &slot) in slots.iter().enumerate().take(usize::from(cap)) {
                    mask |= u8::from(slot == 0) << k;
                }
                assert_eq!(ship.free_mask(), mask, "{slots:?} cap {cap}");
                let state = ship.state();
                assert_eq!(state & FREE, mask, "{slots:?} cap {cap}");
                assert_eq!(
                    state & SAILABLE != 0,
                    ship.can_sail(),
                    "{slots:?} cap {cap}"
                );
                // Stones past the capacity are refused by `check_invariants`.
                let valid = slots[usize::from(cap)..].iter().all(|&s| s == 0);
                if valid {
                    let sail_card = ship.free_slots() > 0 && ship.load() + 1 >= ship.min_load();
                    assert_eq!(state & SAIL_CARD != 0, sail_card, "{slots:?} cap {cap}");
                }
                // Loading any free space gives the state of the loaded fields.
                for k in 0..4u8 {
                    if valid && ship.is_free(k) {
                        let mut loaded = ship;
                        loaded.load_stone(k, 1);
                        let mut fresh = loaded;
                        fresh.refresh();
                        assert_eq!(loaded, fresh, "{slots:?} cap {cap} slot {k}");
                    }
                }
                ship.sail_to(Site::Temple);
                assert_eq!(ship.state(), 0);
                assert!(ship.state_is_current());
            }
        }
    }
}
