//! The site boards that hold stones: Pyramid, Temple, Burial Chamber and Obelisks.
//! (The Market keeps no stones: a stone delivered there goes back to the quarry.)

use serde::{Deserialize, Serialize};

use crate::standins::{PYRAMID_A_POINTS, PYRAMID_B_LEVEL1, PYRAMID_B_SPACES};

/// Seats (colours) in the game at most.
pub const MAX_PLAYERS: usize = 4;

/// Pyramid spaces kept: side A uses 14 (3x3 + 2x2 + 1), side B 3 pyramids of 5.
pub const PYRAMID_CELLS: usize = 15;

/// The Pyramid board (either side).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Pyramid {
    /// Spaces, `seat + 1`, 0 = empty. Side A: placement order 0..14. Side B: pyramid
    /// `p` uses `5p..5p+5` in its placement order.
    pub cells: [u8; PYRAMID_CELLS],
    /// Stones set beside the complete pyramid(s), by seat.
    pub overflow: [u8; MAX_PLAYERS],
}

impl Pyramid {
    /// Stones on side A's spaces (a prefix of the placement order).
    pub fn a_filled(&self) -> usize {
        self.cells[..PYRAMID_A_POINTS.len()]
            .iter()
            .take_while(|&&c| c != 0)
            .count()
    }

    /// Stones on side-B pyramid `p`.
    pub fn b_filled(&self, p: usize) -> usize {
        self.cells[p * PYRAMID_B_SPACES..(p + 1) * PYRAMID_B_SPACES]
            .iter()
            .take_while(|&&c| c != 0)
            .count()
    }

    /// The side-B pyramids with a free space, bit per pyramid (left = bit 0). Each fills
    /// in placement order without holes (an invariant), so its top space tells.
    #[inline]
    pub fn b_open(&self) -> u8 {
        let top = |p: usize| u8::from(self.cells[p * PYRAMID_B_SPACES + PYRAMID_B_SPACES - 1] == 0);
        top(0) | top(1) << 1 | top(2) << 2
    }

    /// Whether every side-B pyramid with room has only its top space left.
    pub fn b_only_tops_open(&self) -> bool {
        (0..3).all(|p| matches!(self.b_filled(p), PYRAMID_B_LEVEL1 | PYRAMID_B_SPACES))
    }

    /// Stones of `seat` here, overflow included.
    pub fn stones_of(&self, seat: usize) -> u32 {
        let code = seat as u8 + 1;
        self.cells.iter().filter(|&&c| c == code).count() as u32 + u32::from(self.overflow[seat])
    }

    /// All stones here, overflow included.
    pub fn total(&self) -> u32 {
        self.cells.iter().filter(|&&c| c != 0).count() as u32
            + self.overflow.iter().map(|&n| u32::from(n)).sum::<u32>()
    }
}

/// The Temple board (placement is the same on both sides).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Temple {
    /// The visible (topmost) stone of each column, `seat + 1`, 0 = empty.
    pub top: [u8; 5],
    /// Stones placed so far; stone `k` went to column `k % width`, level `k / width`.
    pub placed: u8,
    /// Stones per seat, covered ones included.
    pub by_seat: [u8; MAX_PLAYERS],
}

impl Temple {
    /// Places a stone of `seat` on the next free space of a temple `width` wide.
    pub fn place(&mut self, seat: usize, width: usize) {
        let col = usize::from(self.placed) % width;
        self.top[col] = seat as u8 + 1;
        self.placed += 1;
        self.by_seat[seat] += 1;
    }
}

/// Burial Chamber spaces kept: 128 (more than the 116 stones 4 colours can bring).
pub const BURIAL_CELLS: usize = 128;
/// Rows of the Burial Chamber (docs/imhotep.md GAP-21: 3 on both sides).
pub const BURIAL_ROWS: usize = 3;

/// The Burial Chamber: stones fill column by column, top to bottom, without limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct BurialChamber {
    /// Two bits per space (the seat), spaces `0..len` are filled.
    pub cells: [u64; 4],
    /// Stones placed; stone `k` lies in column `k / 3`, row `k % 3`.
    pub len: u8,
}

impl BurialChamber {
    /// The seat whose stone lies on space `k` (`k < len`).
    pub fn seat_at(&self, k: usize) -> usize {
        ((self.cells[k / 32] >> ((k % 32) * 2)) & 3) as usize
    }

    /// Places a stone of `seat` on the next space.
    pub fn place(&mut self, seat: usize) {
        let k = usize::from(self.len);
        if k < BURIAL_CELLS {
            self.cells[k / 32] |= (seat as u64 & 3) << ((k % 32) * 2);
            self.len += 1;
        }
    }

    /// Stones of `seat`.
    pub fn stones_of(&self, seat: usize) -> u32 {
        (0..usize::from(self.len))
            .filter(|&k| self.seat_at(k) == seat)
            .count() as u32
    }
}

/// Obelisk side-B tower spaces.
pub const TOWER_SPACES: usize = 10;

/// The Obelisks board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Obelisks {
    /// Side A: each seat's tower height. Side B: the seat's single stones on its colour
    /// spaces (waiting for a third).
    pub stones: [u8; MAX_PLAYERS],
    /// Side B: completed towers of 3 stones by tower space (best first), `seat + 1`.
    pub towers: [u8; TOWER_SPACES],
}

impl Obelisks {
    /// Stones of `seat` here (towers count 3).
    pub fn stones_of(&self, seat: usize) -> u32 {
        let code = seat as u8 + 1;
        u32::from(self.stones[seat]) + 3 * self.towers.iter().filter(|&&t| t == code).count() as u32
    }

    /// All stones here.
    pub fn total(&self) -> u32 {
        (0..MAX_PLAYERS).map(|s| self.stones_of(s)).sum()
    }
}
