//! Ships on the river: stones placed on them, a ship sailing to a site (the Lever's
//! unloading order included) and each stone delivered to its site, with the site's
//! immediate effects (the pyramid's bonuses, the market's pick).

use crate::data::{OVERFLOW_POINTS, PYRAMID_B_LEVEL2_POINTS, PYRAMID_B_STONES};
use crate::ships::{Ship, SHIPS_PER_ROUND};
use crate::site::{Side, Site};
use crate::standins::{
    PyramidBonus, OBELISK_B_TOWER_POINTS, PYRAMID_A_POINTS, PYRAMID_B_BONUSES, PYRAMID_B_LEVEL1,
    PYRAMID_B_LEVEL1_POINTS, PYRAMID_B_SPACES,
};
use crate::state::{Ctx, Imhotep, Phase};

impl Imhotep {
    /// Places one stone of seat `p` from its sled on a ship.
    pub(crate) fn place_stone(&mut self, p: usize, ship: usize, slot: usize) {
        self.builders[p].sled -= 1;
        self.ships[ship].put(slot, p as u8 + 1);
    }

    /// Sails `ship` to `site` for the current seat; unloading follows.
    pub(crate) fn sail(&mut self, ship: usize, site: Site, lever: bool) {
        self.ships[ship].sail_to(site);
        self.docked |= site.bit();
        self.last_sailer = self.current;
        self.ctx = Ctx::Unload {
            ship: ship as u8,
            lever,
        };
        self.phase = Phase::Resume;
    }

    /// Unloads stone after stone (front to back, or the Lever player's choice) until one
    /// needs a decision or the ship is empty.
    pub(crate) fn continue_unload(&mut self, ship: usize, lever: bool) {
        loop {
            let occupied = self.ships.get(ship).map_or(0, Ship::occupied);
            if occupied == 0 {
                self.finish_sail();
                return;
            }
            // With Lever the sailer orders the stones while two colours or more remain
            // and the order can change what they bring.
            if lever && self.lever_order_matters(ship) {
                self.phase = Phase::LeverUnload;
                return;
            }
            self.unload(ship, occupied.trailing_zeros() as usize);
            if self.phase != Phase::Resume {
                return;
            }
        }
    }

    /// Whether the order in which the stones left on `ship` are unloaded can change
    /// anything: two colours or more on board, and a site where the first stone can get
    /// what the next one then cannot (a space with its own value, a card to pick, a
    /// column on top, a tower). Obelisks A, a complete Pyramid and a Market with no card
    /// left take stones of any colour in any order alike, so Lever asks nothing there
    /// (docs/imhotep.md, "Identical choices collapse").
    pub(crate) fn lever_order_matters(&self, ship: usize) -> bool {
        let Some(s) = self.ships.get(ship) else {
            return false;
        };
        let choices = s.lever_choices();
        if choices & choices.wrapping_sub(1) == 0 {
            return false;
        }
        match (s.sailed_to, self.side(Site::Obelisks)) {
            (Some(Site::Market), _) => {
                self.market.display_any()
                    || (self.side(Site::Market) == Side::B && self.market.blind > 0)
            }
            (Some(Site::Pyramid), _) => match self.side(Site::Pyramid) {
                Side::A => self.pyramid.a_filled() < PYRAMID_A_POINTS.len(),
                Side::B => self.pyramid.b_open() != 0,
            },
            (Some(Site::Obelisks), Side::A) => false,
            (Some(Site::Obelisks), Side::B) => {
                // Only colours that complete a tower compete for the free tower spaces.
                let free = self.obelisks.towers.contains(&0);
                let completing = (0..self.seat_count())
                    .filter(|&p| {
                        let aboard = s.slots.iter().filter(|&&c| usize::from(c) == p + 1);
                        usize::from(self.obelisks.stones[p]) + aboard.count() >= 3
                    })
                    .count();
                free && completing >= 2
            }
            _ => true,
        }
    }

    /// Takes the stone on `slot` off the ship and delivers it to the ship's site.
    pub(crate) fn unload(&mut self, ship: usize, slot: usize) {
        let s = &mut self.ships[ship];
        let seat = usize::from(s.take(slot)) - 1;
        if let Some(site) = s.sailed_to {
            self.deliver(site, seat);
        }
    }

    /// The ship is empty: the round ends at the fourth sailing, else the next turn.
    pub(crate) fn finish_sail(&mut self) {
        // The ship a Lever or Sail card sent is unloaded: the card has been used.
        self.finish_blue_card();
        self.sails += 1;
        if usize::from(self.sails) == SHIPS_PER_ROUND {
            self.ctx = Ctx::Temple { col: 0 };
        } else {
            self.end_turn();
        }
    }

    /// Every seat passed in a row (docs/imhotep.md GAP-8): stones on unsailed ships go back to the
    /// quarry and the round ends.
    pub(crate) fn stall(&mut self) {
        for ship in &mut self.ships {
            if ship.sailed_to.is_none() {
                for slot in &ship.slots {
                    if let Some(seat) = slot.checked_sub(1) {
                        self.builders[usize::from(seat)].quarry += 1;
                    }
                }
                ship.clear();
            }
        }
        self.ctx = Ctx::Temple { col: 0 };
        self.phase = Phase::Resume;
    }

    /// A stone of `seat` arrives at `site` (by ship or by a red card).
    pub(crate) fn deliver(&mut self, site: Site, seat: usize) {
        if site != Site::Market {
            self.builders[seat].delivered |= site.bit();
        }
        match (site, self.side(site)) {
            (Site::Market, side) => {
                // docs/imhotep.md GAP-11: the stone goes back to the quarry as its card is chosen.
                self.builders[seat].quarry += 1;
                if self.market.display_any() || (side == Side::B && self.market.blind > 0) {
                    self.phase = Phase::MarketPick(seat as u8);
                }
            }
            (Site::Pyramid, Side::A) => {
                let k = self.pyramid.a_filled();
                match PYRAMID_A_POINTS.get(k) {
                    Some(&points) => {
                        self.pyramid.cells[k] = seat as u8 + 1;
                        self.builders[seat].score += i32::from(points);
                    }
                    None => self.overflow_pyramid(seat),
                }
            }
            (Site::Pyramid, Side::B) => {
                let open = self.pyramid.b_open();
                if open == 0 {
                    self.overflow_pyramid(seat);
                } else if open & (open - 1) == 0 || self.pyramid.b_only_tops_open() {
                    // One pyramid has room, or every open one only its top (4 points, no
                    // bonus, and the tops left are alike): no decision, the leftmost.
                    self.place_pyramid_b(seat, open.trailing_zeros() as usize);
                } else {
                    self.phase = Phase::PyramidChoice(seat as u8);
                }
            }
            (Site::Temple, _) => self.temple.place(seat, self.temple_width()),
            (Site::BurialChamber, _) => self.burial.place(seat),
            (Site::Obelisks, Side::A) => self.obelisks.stones[seat] += 1,
            (Site::Obelisks, Side::B) => {
                self.obelisks.stones[seat] += 1;
                if self.obelisks.stones[seat] >= 3 {
                    // docs/imhotep.md GAP-23: the tower takes the best free space; none free, they stay.
                    if let Some(t) = self.obelisks.towers.iter().position(|&t| t == 0) {
                        self.obelisks.towers[t] = seat as u8 + 1;
                        self.obelisks.stones[seat] -= 3;
                        self.builders[seat].score += OBELISK_B_TOWER_POINTS[t];
                    }
                }
            }
        }
    }

    /// A stone beside the complete pyramid(s): 1 point.
    pub(crate) fn overflow_pyramid(&mut self, seat: usize) {
        self.pyramid.overflow[seat] += 1;
        self.builders[seat].score += OVERFLOW_POINTS;
    }

    /// Puts a stone of `seat` on side-B pyramid `p` with its points and bonus (docs/imhotep.md GAP-16..18).
    pub(crate) fn place_pyramid_b(&mut self, seat: usize, p: usize) {
        let k = self.pyramid.b_filled(p);
        self.pyramid.cells[p * PYRAMID_B_SPACES + k] = seat as u8 + 1;
        if k >= PYRAMID_B_LEVEL1 {
            self.builders[seat].score += PYRAMID_B_LEVEL2_POINTS;
            return;
        }
        self.builders[seat].score += PYRAMID_B_LEVEL1_POINTS;
        match PYRAMID_B_BONUSES[p] {
            PyramidBonus::Card => {
                if self.market.card_available() {
                    self.phase = Phase::CardBonus(seat as u8);
                }
            }
            PyramidBonus::Stones => {
                // Rulebook: the owner "pode" (may) take the stones; asked only when some fit.
                if self.gain(seat, PYRAMID_B_STONES) > 0 {
                    self.phase = Phase::StonesBonus(seat as u8);
                }
            }
            PyramidBonus::Ship => {
                // At round end (a Temple B card drawn after a stalled round) the ships in
                // port are leaving: a stone put on one would vanish with it.
                let ships_in_play = matches!(self.ctx, Ctx::Unload { .. });
                if ships_in_play && self.builders[seat].sled > 0 && self.free_slots() > 0 {
                    self.phase = Phase::ShipBonus(seat as u8);
                }
            }
        }
    }
}
