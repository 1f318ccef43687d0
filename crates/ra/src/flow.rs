//! What happens between decisions (rulebook "AÇÕES", "JOGANDO", "ERAS"): whose turn it is,
//! the chance nodes and their outcomes (the setup deal of disc groups, each draw from the
//! bag weighted by the counts left), a drawn tile placed, the next seat with a face-up
//! disc, the end of an epoch and of the game. Callers have validated the action; these
//! only mutate.

use nile_core::rng::below;
use nile_core::{GameRng, Turn};

use crate::action::RaAction;
use crate::data::TILES;
use crate::discs;
use crate::scoring::{apply_floor, epoch_deltas, EPOCHS};
use crate::state::{Phase, Ra, MAX_PLAYERS};
use crate::tiles::{Counts, Tile, KINDS};

/// `docs/ra.md` GAP-12: at most 752 decisions, plus at most 180 draws and 4 deals.
pub const STEP_BOUND: usize = 1_000 + 180 + 4;

/// Whose turn it is: a seat, chance (the deal, a draw) or nobody once the game is over.
#[inline]
pub(crate) fn turn(s: &Ra) -> Turn {
    match s.phase {
        Phase::Deal { .. } | Phase::Draw { .. } => Turn::Chance,
        Phase::Turn { player }
        | Phase::Bid { player }
        | Phase::Gods { player }
        | Phase::Discard { player, .. } => Turn::Player(usize::from(player)),
        Phase::Over => Turn::Over,
    }
}

/// The pending chance node's outcomes with their weights: an undealt disc group each
/// (weight 1), or each kind left in the bag weighted by its count.
#[inline]
pub(crate) fn chance_outcomes(s: &Ra, out: &mut Vec<(RaAction, u32)>) {
    out.clear();
    match s.phase {
        Phase::Deal { .. } => {
            out.extend(s.undealt_groups().map(|g| (RaAction::Deal(g), 1)));
        }
        Phase::Draw { .. } => {
            for (k, &c) in s.bag.iter().enumerate() {
                if let (true, Some(t)) = (c > 0, Tile::from_index(k)) {
                    out.push((RaAction::Reveal(t), u32::from(c)));
                }
            }
        }
        _ => {}
    }
}

/// Picks a tile by cumulative bag counts (or a group uniformly) without listing the
/// outcomes; the same distribution as [`chance_outcomes`].
#[inline]
pub(crate) fn sample_chance(s: &Ra, rng: &mut GameRng) -> Option<RaAction> {
    match s.phase {
        Phase::Draw { .. } => {
            if s.bag_total == 0 {
                return None;
            }
            let target = below(rng, u64::from(s.bag_total)) as u32;
            pick_by_count(&s.bag, target).map(RaAction::Reveal)
        }
        Phase::Deal { .. } => s.sample_deal(rng),
        _ => None,
    }
}

/// Counts of the eight kinds from `start` as the bytes of a `u64` (missing kinds are 0).
#[inline]
fn chunk_of(counts: &[u8; KINDS], start: usize) -> u64 {
    let mut bytes = [0u8; 8];
    let end = (start + 8).min(KINDS);
    bytes[..end - start].copy_from_slice(&counts[start..end]);
    u64::from_le_bytes(bytes)
}

/// The kind holding the `target`-th tile (0-based) of `counts` in canonical order,
/// without a data-dependent loop: multiplying eight byte counts by `0x0101…01` gives
/// their running sums, and the number of running sums `<= target` is the kind's index
/// in its chunk. Every running sum of a valid bag is below 128 (the biggest chunk of the
/// table holds 115 tiles), so the bytewise comparison never borrows.
#[inline]
fn pick_by_count(counts: &[u8; KINDS], target: u32) -> Option<Tile> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let prefix = [
        chunk_of(counts, 0).wrapping_mul(ONES),
        chunk_of(counts, 8).wrapping_mul(ONES),
        chunk_of(counts, 16).wrapping_mul(ONES),
    ];
    let sums = prefix.map(|p| (p >> 56) as u32);
    let before = [0, sums[0], sums[0] + sums[1]];
    if target >= before[2] + sums[2] {
        return None;
    }
    let c = (usize::from(target >= before[1]) + usize::from(target >= before[2])).min(2);
    let t = u64::from(target - before[c]);
    let at_or_below = ((t * ONES) | HIGH).wrapping_sub(prefix[c]) & HIGH;
    // Running sums grow, so the bytes at or below `t` are a run from byte 0: the first
    // byte above `t` is the kind drawn.
    let first_above = ((at_or_below ^ HIGH).trailing_zeros() / 8) as usize;
    Tile::from_index(c * 8 + first_above)
}

impl Ra {
    /// Samples the setup chance: one undealt group, uniformly.
    #[cold]
    #[inline(never)]
    fn sample_deal(&self, rng: &mut GameRng) -> Option<RaAction> {
        let left = self.undealt_groups().count() as u64;
        if left == 0 {
            return None;
        }
        let i = below(rng, left) as usize;
        self.undealt_groups().nth(i).map(RaAction::Deal)
    }

    /// Disc group `g` has already been dealt to a seat.
    #[inline]
    pub(crate) fn group_dealt(&self, g: u8) -> bool {
        self.undealt_group_mask() & (1 << (g & 7)) == 0
    }

    /// Bit `g` set: disc group `g` (of this player count) has not been dealt yet.
    #[inline]
    pub(crate) fn undealt_group_mask(&self) -> u32 {
        let row = &discs::GROUP_SETS[self.config.players.clamp(2, 5) - 2];
        let dealt = self.discs.iter().fold(0, |acc, &d| acc | d);
        let mut mask = 0;
        for (g, &set) in row.iter().enumerate().take(usize::from(self.seat_count())) {
            mask |= u32::from(set & dealt == 0) << g;
        }
        mask
    }

    /// Setup chance: the seat being dealt gets group `g`; the last seat gets the last
    /// group, then the holder of the highest disc starts epoch 1.
    pub(crate) fn deal(&mut self, seat: u8, g: u8) {
        let rules = self.rules();
        self.discs[usize::from(seat)] = rules.group_set(usize::from(g));
        let n = self.seat_count();
        if seat + 2 < n {
            self.refresh_face_up_tops();
            self.phase = Phase::Deal { seat: seat + 1 };
            return;
        }
        if let Some(last) = self.undealt_groups().next() {
            self.discs[usize::from(n - 1)] = rules.group_set(usize::from(last));
        }
        self.start_epoch();
    }

    /// The holder of the highest disc starts the epoch (rulebook "JOGANDO").
    pub(crate) fn start_epoch(&mut self) {
        self.refresh_face_up_tops();
        self.phase = Phase::Turn {
            player: self.highest_disc_owner(),
        };
    }

    /// Passes the turn to the first seat from `s` with a face-up disc. Skipped seats
    /// take no decision (rulebook "AÇÕES"; GAP-16).
    pub(crate) fn start_turn(&mut self, s: u8) {
        match self.next_active(s) {
            Some(p) => self.phase = Phase::Turn { player: p },
            // Unreachable in play: the epoch ends as soon as nobody has a face-up disc.
            None => self.end_epoch(),
        }
    }

    /// Chance: `player` drew `tile` from the bag.
    pub(crate) fn reveal(&mut self, player: u8, tile: Tile) {
        self.bag[tile.index()] -= 1;
        self.bag_total -= 1;
        if tile == Tile::Ra {
            self.ra_count += 1;
            if self.ra_count >= self.ra_tiles_per_epoch() {
                // The last Ra space: no auction, the epoch ends.
                self.end_epoch();
            } else {
                self.begin_auction(player, false);
            }
            return;
        }
        if let Some(slot) = self.lowest_empty_slot() {
            self.track[slot] = Some(tile);
        }
        self.start_turn(player + 1);
    }

    /// Disc groups not dealt yet, ascending (for the setup chance node).
    pub(crate) fn undealt_groups(&self) -> impl Iterator<Item = u8> {
        let mut mask = self.undealt_group_mask();
        std::iter::from_fn(move || {
            (mask != 0).then(|| {
                let g = mask.trailing_zeros() as u8;
                mask &= mask - 1;
                g
            })
        })
    }

    /// GAP-29: the epoch ends: clear the tracks, score, then (before epochs 2 and 3) turn the
    /// discs face up, discard tiles without the scarab and let the highest disc start.
    #[cold]
    #[inline(never)]
    pub(crate) fn end_epoch(&mut self) {
        self.discard_track();
        self.discard[Tile::Ra.index()] += self.ra_count;
        self.ra_count = 0;
        self.auction = None;
        let n = self.config.players;
        let deltas = epoch_deltas(&self.holdings[..n], &self.discs[..n], self.epoch >= EPOCHS);
        for (score, &delta) in self.scores.iter_mut().zip(&deltas).take(n) {
            *score = apply_floor(*score, delta);
        }
        if self.epoch >= EPOCHS {
            // GAP-25: nothing after the last scoring can change the result.
            self.phase = Phase::Over;
            return;
        }
        self.face_down = [0; MAX_PLAYERS];
        for h in self.holdings.iter_mut().take(n) {
            for k in 0..KINDS {
                self.discard[k] += h[k] & !KEPT_MASK[k];
                h[k] &= KEPT_MASK[k];
            }
        }
        self.epoch += 1;
        self.start_epoch();
    }
}

/// Per kind: `0xff` for the kinds kept between epochs (the scarab, GAP-3), else 0, so the
/// cleanup is a mask per kind instead of a branch.
const KEPT_MASK: Counts = {
    let mut m = [0u8; KINDS];
    let mut k = 0;
    while k < KINDS {
        if TILES[k].kept {
            m[k] = 0xff;
        }
        k += 1;
    }
    m
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::BAG;

    #[test]
    fn pick_by_count_matches_a_plain_scan() {
        let mut bag = BAG;
        bag[3] = 0;
        bag[12] = 1;
        let total: u32 = bag.iter().map(|&c| u32::from(c)).sum();
        let mut expected = Vec::new();
        for (k, &c) in bag.iter().enumerate() {
            expected.extend(std::iter::repeat_n(Tile::from_index(k), usize::from(c)));
        }
        for target in 0..total {
            assert_eq!(pick_by_count(&bag, target), expected[target as usize]);
        }
        assert_eq!(pick_by_count(&bag, total), None);
    }
}
