//! The setup deal and a player's turn: draw a tile, invoke Ra, or spend Gods
//! (rulebook "AÇÕES"). Callers have validated the action; these only mutate.

use crate::discs;
use crate::state::{Phase, Ra};
use crate::tiles::Tile;

impl Ra {
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

    /// `player` spends a God to take one `tile` from the auction track (GAP-10, GAP-18).
    pub(crate) fn use_god(&mut self, player: u8, tile: Tile) {
        let p = usize::from(player);
        self.holdings[p][Tile::God.index()] -= 1;
        self.discard[Tile::God.index()] += 1;
        if let Some(slot) = self.track.iter().position(|&t| t == Some(tile)) {
            self.track[slot] = None;
        }
        if tile.is_disaster() {
            // Resolved at once (rulebook "Gastando uma ou mais peças de deus").
            self.discard[tile.index()] += 1;
            if let Some(remaining) =
                self.discard_automatically(player, tile, crate::disaster::TILES_PER_DISASTER)
            {
                self.phase = Phase::Discard {
                    player,
                    disaster: tile,
                    remaining,
                    from_god: true,
                };
                return;
            }
        } else {
            self.holdings[p][tile.index()] += 1;
        }
        self.after_god(player);
    }

    /// After a God's take is fully resolved: offer another God, or end the turn.
    pub(crate) fn after_god(&mut self, player: u8) {
        if self.holdings[usize::from(player)][Tile::God.index()] > 0 && self.track_has_non_god() {
            self.phase = Phase::Gods { player };
        } else {
            self.start_turn(player + 1);
        }
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

    /// The seat holding disc `v`, if a seat holds it.
    pub fn owner_of(&self, v: u8) -> Option<usize> {
        if v >= 32 {
            return None;
        }
        (0..self.config.players).find(|&p| self.discs[p] & discs::bit(v) != 0)
    }
}
