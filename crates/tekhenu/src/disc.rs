//! The obelisk's disc and the dice on it: each section's light, a die's status there,
//! finding a die, counting the dice on a board.

use crate::pieces::{status, Colour, Die, Light, Status, COLOURS};
use crate::standins::{DICE_BLOCK_MAX, DICE_IDS_BY_COLOUR, DISC_PATTERN};
use crate::state::Board;

/// Status of each colour in each section, for every disc offset.
pub(crate) const STATUS_BY_DISC: [[[Status; 5]; 6]; 6] = {
    let mut t = [[[Status::Pure; 5]; 6]; 6];
    let mut disc = 0;
    while disc < 6 {
        let mut s = 0;
        while s < 6 {
            let light = DISC_PATTERN[(s + 6 - disc) % 6];
            let mut c = 0;
            while c < 5 {
                t[disc][s][c] = status(light, COLOURS[c]);
                c += 1;
            }
            s += 1;
        }
        disc += 1;
    }
    t
};

impl Board {
    // ----- the disc -----

    /// Light of section `s` under the current disc offset.
    pub fn light(&self, s: u8) -> Light {
        DISC_PATTERN[(s as usize + 6 - self.disc as usize) % 6]
    }

    /// Status of die `id` on the disc, with colour `c`.
    pub(crate) fn status_as(&self, section: u8, c: crate::pieces::Colour) -> Status {
        STATUS_BY_DISC[self.disc as usize % 6][section as usize % 6][c.index()]
    }

    /// The first die (id) of colour `c` satisfying `f`: die ids come in colour blocks
    /// ([`DICE_IDS_BY_COLOUR`], checked by the invariants), so only that block is read,
    /// as six dice from its start tested without an early exit (the loop is unrolled,
    /// and no branch guesses where the die is), the ones past the block masked off.
    pub(crate) fn first_die_of(&self, c: Colour, f: impl Fn(&Die) -> bool) -> Option<usize> {
        const _: () = assert!(DICE_BLOCK_MAX == 6, "first_die_of reads six dice");
        let (lo, hi) = DICE_IDS_BY_COLOUR[c.index()];
        let six = self.dice.get(lo as usize..)?.first_chunk::<6>()?;
        let in_block = (1u32 << (hi - lo)) - 1;
        let found = (six.iter().enumerate()).fold(0u32, |m, (i, d)| m | (f(d) as u32) << i);
        let found = found & in_block;
        (found != 0).then(|| lo as usize + found.trailing_zeros() as usize)
    }

    /// Dice held on seat `p`'s board (left, right and below).
    pub(crate) fn dice_held_by(&self, p: u8) -> u8 {
        self.dice.held()[p as usize % 4].count_ones() as u8
    }

    /// Dice held on each seat's board (left, right and below).
    pub(crate) fn dice_held(&self) -> [u8; 4] {
        self.dice.held().map(|h| h.count_ones() as u8)
    }
}
