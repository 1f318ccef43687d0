//! The game state: plain fixed-size data, cheap to clone.

use serde::{Deserialize, Serialize};

pub use crate::config::RaConfig;
use crate::discs::{self, DiscSet, PlayerCountRules};
use crate::tiles::{Counts, Tile, KINDS};

/// Most seats a game can have.
pub const MAX_PLAYERS: usize = 5;

/// GAP-2: slots on the auction track (published board; the text only says "full").
pub const AUCTION_SLOTS: usize = 8;

/// The byte [`Ra::track_image`] uses for an empty slot (one past the last kind index).
const EMPTY_SLOT: u8 = KINDS as u8;

/// `0x01` in every byte of a `u64`.
const BYTE_ONES: u64 = 0x0101_0101_0101_0101;

/// `0x80` in every byte of a `u64`.
const BYTE_HIGH: u64 = 0x8080_8080_8080_8080;

/// Points every player starts with: two 5-point tokens (setup step 4).
pub const STARTING_SCORE: u16 = 10;

/// Where the game stands: who decides what next.
///
/// (`repr(u8)`: a plain tag byte, so telling the phases apart is one load.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[repr(u8)]
pub enum Phase {
    /// Chance (setup, GAP-21): deal a disc group to `seat` (the last seat gets the last
    /// group).
    Deal {
        /// The seat being dealt.
        seat: u8,
    },
    /// `player` chooses: draw, invoke Ra or spend a God.
    Turn {
        /// The acting seat.
        player: u8,
    },
    /// Chance: the tile `player` draws is revealed.
    Draw {
        /// The seat that drew.
        player: u8,
    },
    /// `player` bids or passes in the current auction.
    Bid {
        /// The bidding seat.
        player: u8,
    },
    /// `player` has spent a God this turn and may spend another or end the turn.
    Gods {
        /// The acting seat.
        player: u8,
    },
    /// `player` picks the next tile lost to a War or an Earthquake (a real choice).
    Discard {
        /// The seat hit by the disaster.
        player: u8,
        /// The disaster being resolved.
        disaster: Tile,
        /// Tiles still to discard for it (1 or 2).
        remaining: u8,
        /// The disaster was taken with a God (else it came in a won lot).
        from_god: bool,
    },
    /// The third epoch has been scored.
    Over,
}

/// The auction in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Auction {
    /// The Ra player, who bids last (GAP-28: the lost icon is the Ra marker).
    pub ra_player: u8,
    /// Ra was invoked (else a Ra tile was drawn).
    pub invoked: bool,
    /// The auction track was full when the auction began.
    pub track_full: bool,
    /// How many seats of the bidding order have acted or been skipped (0..players).
    pub next: u8,
    /// The highest bid so far, 0 for none.
    pub high: u8,
    /// Who made the highest bid (meaningless while `high == 0`).
    pub high_bidder: u8,
}

impl Auction {
    /// The seat at position `i` of the bidding order: left of the Ra player first,
    /// the Ra player last.
    #[inline]
    pub fn bidder(&self, i: u8, players: u8) -> u8 {
        let seat = u16::from(self.ra_player) + 1 + u16::from(i);
        (seat % u16::from(players.max(1))) as u8
    }
}

/// GAP-20: clockwise and "to the left" both mean the next seat number.
///
/// `seat` reduced to `0..players` for `seat < 2 * players` (every caller adds less than
/// a round to a seat), without a division or a branch.
#[inline]
pub(crate) fn wrap(seat: u8, players: u8) -> u8 {
    seat - players * u8::from(seat >= players)
}

/// Re-indexes a seat mask so that bit `i` is seat `start + i` (clockwise, wrapping),
/// for `i` in `0..players`.
#[inline]
pub(crate) fn clockwise_from(seats: u32, start: u8, players: u8) -> u32 {
    let doubled = seats | (seats << players);
    (doubled >> start) & ((1u32 << players) - 1)
}

/// A game of Ra.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ra {
    pub(crate) config: RaConfig,
    /// 1..=3.
    pub(crate) epoch: u8,
    pub(crate) phase: Phase,
    pub(crate) auction: Option<Auction>,
    /// Tiles still in the bag, by kind (the order does not exist: each draw is chance).
    pub(crate) bag: Counts,
    pub(crate) bag_total: u8,
    /// Ra tiles on the Ra track this epoch.
    pub(crate) ra_count: u8,
    pub(crate) track: [Option<Tile>; AUCTION_SLOTS],
    /// Disasters of a won lot still to resolve, first at index 0 (GAP-8: slot order).
    pub(crate) pending: [Option<Tile>; AUCTION_SLOTS],
    /// The disc in the centre (sun space).
    pub(crate) centre: u8,
    /// Discs each seat owns (face up or down).
    pub(crate) discs: [DiscSet; MAX_PLAYERS],
    /// The face-down subset of `discs`.
    pub(crate) face_down: [DiscSet; MAX_PLAYERS],
    pub(crate) holdings: [Counts; MAX_PLAYERS],
    /// Out of the game: discards, spent Gods, cleared tracks.
    pub(crate) discard: Counts,
    pub(crate) scores: [u16; MAX_PLAYERS],
    /// A cache for the bidding and turn order: byte `p` is seat `p`'s highest face-up
    /// disc (0 for none), so "who can beat a bid" is a few word operations. It always
    /// equals [`Ra::face_up_tops`] (the invariants check it).
    pub(crate) top_face_up: u64,
}

impl Ra {
    /// The starting state for `config`, waiting for its setup chance (the deal of disc
    /// groups); `Game::new` has checked the seat count.
    pub(crate) fn blank(config: RaConfig) -> Ra {
        let mut scores = [0; MAX_PLAYERS];
        scores[..config.players.min(MAX_PLAYERS)].fill(STARTING_SCORE);
        Ra {
            config,
            epoch: 1,
            phase: Phase::Deal { seat: 0 },
            auction: None,
            bag: crate::data::BAG,
            bag_total: crate::data::TOTAL_TILES,
            ra_count: 0,
            track: [None; AUCTION_SLOTS],
            pending: [None; AUCTION_SLOTS],
            centre: discs::STARTING_CENTRE_DISC,
            discs: [0; MAX_PLAYERS],
            face_down: [0; MAX_PLAYERS],
            holdings: [[0; KINDS]; MAX_PLAYERS],
            discard: [0; KINDS],
            scores,
            top_face_up: 0,
        }
    }

    /// The seat acting (or being dealt, or drawing) in this phase, if any.
    pub(crate) fn phase_seat(&self) -> Option<u8> {
        match self.phase {
            Phase::Turn { player }
            | Phase::Draw { player }
            | Phase::Bid { player }
            | Phase::Gods { player }
            | Phase::Discard { player, .. } => Some(player),
            Phase::Deal { seat } => Some(seat),
            Phase::Over => None,
        }
    }
    /// Number of seats as a small integer.
    #[inline]
    pub(crate) fn seat_count(&self) -> u8 {
        self.config.players as u8
    }

    /// The setup row for this player count.
    #[inline]
    pub fn rules(&self) -> &'static PlayerCountRules {
        // `check_invariants` and `Game::new` guarantee 2..=5 players.
        let i = self.config.players.clamp(2, 5) - 2;
        &discs::PLAYER_COUNTS[i]
    }

    /// The current epoch, 1 to 3.
    pub fn epoch(&self) -> u8 {
        self.epoch
    }

    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The auction in progress, if any.
    pub fn auction(&self) -> Option<Auction> {
        self.auction
    }

    /// Tiles left in the bag, by kind (public: the bag's contents are common knowledge).
    pub fn bag(&self) -> &Counts {
        &self.bag
    }

    /// Number of tiles left in the bag.
    pub fn bag_len(&self) -> u8 {
        self.bag_total
    }

    /// Ra tiles on the Ra track this epoch.
    pub fn ra_count(&self) -> u8 {
        self.ra_count
    }

    /// The Ra tiles that end the epoch for this player count (GAP-1).
    pub fn ra_tiles_per_epoch(&self) -> u8 {
        self.rules().ra_tiles_per_epoch()
    }

    /// The auction track by slot.
    pub fn track(&self) -> &[Option<Tile>; AUCTION_SLOTS] {
        &self.track
    }

    /// Tiles on the auction track.
    #[inline]
    pub fn occupied(&self) -> usize {
        // One bit per filled slot, at the top of its byte; summing the bytes counts them.
        let filled = self.filled_slots() >> 7;
        (filled.wrapping_mul(BYTE_ONES) >> 56) as usize
    }

    /// The disc in the centre.
    pub fn centre_disc(&self) -> u8 {
        self.centre
    }

    /// Seat `p`'s face-up disc values, ascending.
    pub fn face_up_discs(&self, p: usize) -> Vec<u8> {
        discs::values(self.face_up(p)).collect()
    }

    /// Seat `p`'s face-down disc values, ascending.
    pub fn face_down_discs(&self, p: usize) -> Vec<u8> {
        discs::values(self.face_down.get(p).copied().unwrap_or(0)).collect()
    }

    /// Seat `p`'s tiles by kind.
    pub fn holdings(&self, p: usize) -> &Counts {
        const NOTHING: Counts = [0; KINDS];
        self.holdings.get(p).unwrap_or(&NOTHING)
    }

    /// How many tiles of `t` seat `p` holds.
    pub fn held(&self, p: usize, t: Tile) -> u8 {
        self.holdings.get(p).map_or(0, |h| h[t.index()])
    }

    /// Tiles out of the game, by kind.
    pub fn discard_pile(&self) -> &Counts {
        &self.discard
    }

    /// The seat holding disc `v`, if a seat holds it.
    pub fn owner_of(&self, v: u8) -> Option<usize> {
        if v >= 32 {
            return None;
        }
        (0..self.config.players).find(|&p| self.discs[p] & discs::bit(v) != 0)
    }

    /// The face-up discs of seat `p` as a set.
    #[inline]
    pub(crate) fn face_up(&self, p: usize) -> DiscSet {
        if p < MAX_PLAYERS {
            self.discs[p] & !self.face_down[p]
        } else {
            0
        }
    }

    /// Each seat's highest face-up disc as the bytes of a `u64` (seat 0 lowest), computed
    /// from the disc sets; [`Ra::top_face_up`] caches it.
    pub(crate) fn face_up_tops(&self) -> u64 {
        let mut tops = 0u64;
        for p in 0..MAX_PLAYERS {
            tops |= u64::from(discs::highest(self.face_up(p))) << (8 * p);
        }
        tops
    }

    /// Recomputes the [`Ra::top_face_up`] cache after the disc sets changed.
    #[inline]
    pub(crate) fn refresh_face_up_tops(&mut self) {
        self.top_face_up = self.face_up_tops();
    }

    /// Recomputes seat `p`'s byte of the [`Ra::top_face_up`] cache.
    #[inline]
    pub(crate) fn refresh_face_up_top(&mut self, p: usize) {
        let shift = 8 * (p & 7);
        let top = u64::from(discs::highest(self.face_up(p)));
        self.top_face_up = (self.top_face_up & !(0xff << shift)) | (top << shift);
    }

    /// Bit `p` set: seat `p` has a face-up disc above `v` (any face-up disc for `v = 0`).
    #[inline]
    pub(crate) fn seats_with_face_up_above(&self, v: u8) -> u32 {
        // Bytes 0..5 hold tops of at most 16 and `v < 32`: `top + 127 - v` stays below
        // 256 (no carry between bytes) and has bit 7 set exactly when `top > v`.
        const SEAT_BYTES: u64 = 0x01_0101_0101;
        let above = (self.top_face_up + u64::from(127 - (v & 31)) * SEAT_BYTES) & (SEAT_BYTES << 7);
        // Gather bit 7 of byte p into bit 56 + p: the products of distinct bits never
        // collide, so nothing carries into the top byte.
        const GATHER: u64 = (1 << 56) | (1 << 49) | (1 << 42) | (1 << 35) | (1 << 28);
        ((above >> 7).wrapping_mul(GATHER) >> 56) as u32 & 0x1f
    }

    /// Someone still has a face-up disc.
    #[inline]
    pub(crate) fn anyone_face_up(&self) -> bool {
        self.top_face_up != 0
    }

    /// The first seat from `s` clockwise with a face-up disc (may be `s`; GAP-16).
    #[inline]
    pub(crate) fn next_active(&self, s: u8) -> Option<u8> {
        let n = self.seat_count();
        let order = clockwise_from(self.seats_with_face_up_above(0), wrap(s, n), n);
        (order != 0).then(|| wrap(wrap(s, n) + order.trailing_zeros() as u8, n))
    }

    /// The auction track as the eight bytes of a `u64`, slot 0 lowest: each byte a kind
    /// index, or [`EMPTY_SLOT`] for an empty slot. (`Option<Tile>` stores an empty slot as
    /// that same byte, so this compiles to a single load.)
    #[inline]
    fn track_image(&self) -> u64 {
        u64::from_le_bytes(self.track.map(|t| t.map_or(EMPTY_SLOT, |t| t as u8)))
    }

    /// Bit 7 of byte `i` set: slot `i` holds a tile (a bytewise "is not empty" test that
    /// never carries across bytes).
    #[inline]
    pub(crate) fn filled_slots(&self) -> u64 {
        let y = self.track_image() ^ (u64::from(EMPTY_SLOT) * BYTE_ONES);
        (((y & !BYTE_HIGH).wrapping_add(!BYTE_HIGH)) | y) & BYTE_HIGH
    }

    /// The auction track is full.
    #[inline]
    pub(crate) fn track_full(&self) -> bool {
        self.filled_slots() == BYTE_HIGH
    }

    /// GAP-11: a drawn tile goes to the lowest empty slot.
    #[inline]
    pub(crate) fn lowest_empty_slot(&self) -> Option<usize> {
        let empty = !self.filled_slots() & BYTE_HIGH;
        (empty != 0).then(|| (empty.trailing_zeros() / 8) as usize)
    }

    /// The track holds a tile a God may take (anything but a God; GAP-18).
    #[inline]
    pub(crate) fn track_has_non_god(&self) -> bool {
        self.track
            .iter()
            .any(|t| matches!(t, Some(t) if *t != Tile::God))
    }

    /// The seat holding the highest face-up disc, if anyone has one.
    pub(crate) fn highest_face_up_owner(&self) -> Option<u8> {
        (0..self.seat_count())
            .map(|p| (discs::highest(self.face_up(usize::from(p))), p))
            .max()
            .filter(|&(top, _)| top > 0)
            .map(|(_, p)| p)
    }

    /// The seat owning the highest disc, who starts an epoch.
    pub(crate) fn highest_disc_owner(&self) -> u8 {
        (0..self.seat_count())
            .max_by_key(|&p| discs::highest(self.discs[p as usize]))
            .unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_reduces_seats_clockwise() {
        for n in 2..=5u8 {
            for seat in 0..2 * n {
                assert_eq!(wrap(seat, n), seat % n, "seat {seat} of {n}");
            }
        }
    }

    #[test]
    fn clockwise_from_reindexes_from_the_start_seat() {
        // Seats 0 and 3 of 4, seen from seat 2: positions 1 (seat 3) and 2 (seat 0).
        assert_eq!(clockwise_from(0b1001, 2, 4), 0b0110);
        assert_eq!(clockwise_from(0b1001, 0, 4), 0b1001);
        assert_eq!(clockwise_from(0, 3, 5), 0);
    }
}
