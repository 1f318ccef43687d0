//! Ships: capacity, minimum load (GAP-2), the stones on board and where they sailed.

use serde::{Deserialize, Serialize};

use crate::data::MIN_LOAD;
use crate::site::Site;

/// Ships in play each round.
pub const SHIPS_PER_ROUND: usize = 4;
/// The largest ship.
pub const MAX_CAPACITY: usize = 4;

/// One ship of the current round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Ship {
    /// Number of stone spaces, 1..=4 (0 before the round card is revealed).
    pub capacity: u8,
    /// Stones by space, `seat + 1`, 0 = empty; space 0 is the bow and unloads first.
    pub slots: [u8; MAX_CAPACITY],
    /// The site the ship sailed to this round, if it has sailed.
    pub sailed_to: Option<Site>,
}

impl Ship {
    /// An empty ship of this capacity.
    pub fn new(capacity: u8) -> Self {
        Ship {
            capacity,
            ..Ship::default()
        }
    }

    /// Minimum number of stones to sail (GAP-2).
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

    /// The first occupied space (the next to unload in the normal order).
    pub fn first_stone(&self) -> Option<u8> {
        self.slots.iter().position(|&s| s != 0).map(|i| i as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
                let load = slots.iter().filter(|&&s| s != 0).count() as u8;
                assert_eq!(ship.load(), load, "{slots:?}");
                let mut mask = 0;
                for (k, &slot) in slots.iter().enumerate().take(usize::from(cap)) {
                    mask |= u8::from(slot == 0) << k;
                }
                assert_eq!(ship.free_mask(), mask, "{slots:?} cap {cap}");
            }
        }
    }
}
