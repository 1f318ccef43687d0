//! The fast feasibility masks: for a seat and a god, the die values 1..6 (bit v) at
//! which the god's action can be started, computed for all six values (and, for the
//! TakeDie listing, all six gods) at once, without branches. The completion rule
//! (docs/tekhenu.md GAP-26) asks this for every die and every adjustment, so it is the
//! hottest question of the engine; the speed tricks that answer it live here only.
//!
//! The plain rule is [`Board::act_ok`] (`gods.rs`), read from the same cost table
//! ([`crate::gods::GOD_COST`]); the property test `feasibility_masks_agree_with_the_rule`
//! (`src/tests/feasibility.rs`) checks that these masks agree with it over many random
//! states, with and without units already spent.

use crate::cards::{BlessingEffect, BLESSINGS_WITH, MARKET_ACCESS};
use crate::data::{BASTET_COST, THOTH_CARDS, THOTH_COST};
use crate::gods::GOD_COST;
use crate::pieces::{God, NONE};
use crate::standins::{
    building_space_enabled, BUILDING_SPACE_COST, ENABLED_LINES, PILLAR_DATA, STATUE_COST,
};
use crate::state::{Board, Origin};

/// Every die value 1..6 (bit v).
const ALL_VALUES: u8 = 0b111_1110;

/// What a seat can put towards a god action's cost in one resource (see
/// [`Board::budget`]); `u16::MAX` when the cost is not paid at all (D23's free action,
/// a waiver Blessing in hand, Botankhamun).
#[derive(Clone, Copy)]
struct Budget(u16);

impl Budget {
    /// Is a cost of `need` units covered once `spent` more units are gone? (`|`: both
    /// sides are plain compares.)
    #[inline]
    fn covers(self, need: u8, spent: u16) -> bool {
        (need == 0) | (self.0 >= (need as u16).saturating_add(spent))
    }
}

/// Does a row of four owner places still hold an empty one (NONE = 0xFF)? Read as one
/// word: a byte of `!w` is zero exactly where the place is empty (the classic
/// "has a zero byte" test, without a branch or a loop).
#[inline]
fn has_none(row: [u8; 4]) -> bool {
    let w = !u32::from_le_bytes(row);
    w.wrapping_sub(0x0101_0101) & !w & 0x8080_8080 != 0
}

/// [`RA_TILE_COST`] of an empty display slot.
const NO_TILE: u8 = u8::MAX;

/// Limestone cost of the pillar tile in a display slot, for every byte (a table: no
/// division by 27 per slot); [`NO_TILE`] for an empty slot.
const RA_TILE_COST: [u8; 256] = {
    let mut t = [NO_TILE; 256];
    let mut i = 0;
    while i < PILLAR_DATA.len() {
        t[i] = PILLAR_DATA[i].0;
        i += 1;
    }
    t
};

// Row(l) and Col(l) (spaces l and 5 + l) cost the same and are usable at the same seat
// counts, so Hathor's feasibility looks at a line's two spaces together.
const _: () = {
    let mut i = 0;
    while i < 10 {
        assert!(BUILDING_SPACE_COST[i] == BUILDING_SPACE_COST[i % 5]);
        let mut np = 0;
        while np < 5 {
            assert!(building_space_enabled(i, np) == building_space_enabled(i % 5, np));
            np += 1;
        }
        i += 1;
    }
};

impl Board {
    /// The values 1..6 (bit w) at which seat `p` can start god `g`'s action from
    /// `origin` (no waiver, no filter): `god_ok` for all six values at once, reading each
    /// piece of the board once (the completion rule asks this for every die and every
    /// adjustment, so it is the hottest question of the engine).
    pub(crate) fn god_values(&self, p: u8, g: u8, origin: Origin) -> u8 {
        self.god_values_after(p, g, origin, 0)
    }

    /// [`Self::god_values`] once `spent` more units every payment could draw on are
    /// gone: with T10, a die move paid with a Scribe or a Gold (both pay for everything
    /// then) lowers every resource's payable total by one.
    pub(crate) fn god_values_after(&self, p: u8, g: u8, origin: Origin, spent: u16) -> u8 {
        let free = origin == Origin::D23;
        let mask = match God::from_index(g) {
            Some(God::Horus) => self.horus_values(p, self.god_budget(p, free, God::Horus), spent),
            Some(God::Ra) => self.ra_values(p, self.god_budget(p, free, God::Ra), spent),
            Some(God::Hathor) => {
                self.hathor_values(p, self.god_budget(p, free, God::Hathor), spent)
            }
            Some(God::Bastet) => self.bastet_values(self.god_budget(p, free, God::Bastet), spent),
            Some(God::Thoth) => self.thoth_values(p, self.god_budget(p, free, God::Thoth), spent),
            Some(God::Osiris) => self.osiris_values(p),
            None => 0,
        };
        debug_assert!(
            spent > 0
                || mask
                    == (1..=6u8)
                        .filter(
                            |&w| God::from_index(g).is_some_and(|g| self.god_ok(p, g, w, origin))
                        )
                        .fold(0, |m, w| m | (1 << w)),
            "god_values disagrees with god_ok for god {g}"
        );
        mask
    }

    /// [`Self::god_values_after`] for the six gods at once (index = god), in one
    /// straight pass that reads the seat's purse once: cheaper than six questions, and
    /// without a jump on the god (the larger per-god functions are `inline(always)` so
    /// that this pass makes no calls).
    pub(crate) fn god_masks_after(&self, p: u8, origin: Origin, spent: u16) -> [u8; 6] {
        let free = origin == Origin::D23;
        let masks = [
            self.horus_values(p, self.god_budget(p, free, God::Horus), spent),
            self.ra_values(p, self.god_budget(p, free, God::Ra), spent),
            self.hathor_values(p, self.god_budget(p, free, God::Hathor), spent),
            self.bastet_values(self.god_budget(p, free, God::Bastet), spent),
            self.thoth_values(p, self.god_budget(p, free, God::Thoth), spent),
            self.osiris_values(p),
        ];
        debug_assert!(
            (0..6u8).all(|g| masks[g as usize] == self.god_values_after(p, g, origin, spent)),
            "god_masks_after disagrees with god_values_after"
        );
        masks
    }

    /// Does seat `p` hold a card of the Blessing pair starting at B`first`?
    #[inline]
    fn holds_pair(&self, p: u8, e: BlessingEffect) -> bool {
        !(self.players[p as usize].blessings & BLESSINGS_WITH[e.kind()]).is_empty()
    }

    /// What seat `p` can put towards a god action's cost of `res` (`bonus`: one more
    /// unit comes first; `waiver`: the Blessing pair that waives the cost).
    #[inline]
    fn budget(
        &self,
        p: u8,
        free: bool,
        res: u8,
        bonus: bool,
        waiver: Option<BlessingEffect>,
    ) -> Budget {
        let waived = waiver.is_some_and(|w| self.holds_pair(p, w));
        // Saturating: Botankhamun's payable is `u16::MAX`.
        let units = self.payable(p, res).saturating_add(bonus as u16);
        // `u16::MAX` (all ones) when nothing is paid, without a branch.
        Budget(units | u16::from(free | waived).wrapping_neg())
    }

    /// What seat `p` can put towards god `g`'s cost ([`GOD_COST`]).
    #[inline(always)]
    fn god_budget(&self, p: u8, free: bool, g: God) -> Budget {
        let cost = GOD_COST[g.index()];
        let bonus = cost
            .first_unit
            .is_some_and(|c| self.players[p as usize].has_tech(c));
        self.budget(p, free, cost.resource, bonus, cost.waiver)
    }

    #[inline(always)]
    fn horus_values(&self, p: u8, budget: Budget, spent: u16) -> u8 {
        let left = self.players[p as usize].statues;
        // `min`: the same index as `6 - left` for the 1..=6 statues a seat can have left.
        if left == 0 || !budget.covers(STATUE_COST[(6 - left as usize).min(5)], spent) {
            return 0;
        }
        if has_none(self.people) {
            return ALL_VALUES;
        }
        let cap = self.god_capacity();
        let mut m = 0;
        for (w, &god) in self.horus.iter().enumerate() {
            let built: u8 = self.god_statues[god as usize % 6].iter().sum();
            m |= ((built < cap) as u8) << (w + 1);
        }
        m
    }

    #[inline(always)]
    fn ra_values(&self, p: u8, budget: Budget, spent: u16) -> u8 {
        if self.players[p as usize].pillars == 0
            || !self.temple.iter().flatten().any(Option::is_none)
        {
            return 0;
        }
        let mut m = 0;
        // Display slot 0 serves values 5-6, slot 1 values 3-4, slot 2 values 1-2.
        for (slot, bits) in [0b110_0000u8, 0b001_1000, 0b000_0110]
            .into_iter()
            .enumerate()
        {
            let need = RA_TILE_COST[self.display[slot] as usize];
            let ok = (need != NO_TILE) & budget.covers(need, spent);
            m |= bits * ok as u8;
        }
        m
    }

    #[inline]
    fn hathor_values(&self, p: u8, budget: Budget, spent: u16) -> u8 {
        if self.players[p as usize].buildings == 0 {
            return 0;
        }
        // The cheapest open space decides: a dearer one is covered only if it is.
        let lines = ENABLED_LINES[self.np as usize % 5];
        let owners = &self.temple_buildings;
        let mut cheapest = u8::MAX;
        for (l, &cost) in BUILDING_SPACE_COST[..5].iter().enumerate() {
            let open = (owners[l] == NONE) | (owners[5 + l] == NONE);
            let open = ((lines >> l) & 1 != 0) & open;
            cheapest = cheapest.min(if open { cost } else { u8::MAX });
        }
        ALL_VALUES * ((cheapest != u8::MAX) & budget.covers(cheapest, spent)) as u8
    }

    #[inline]
    fn bastet_values(&self, budget: Budget, spent: u16) -> u8 {
        ALL_VALUES * budget.covers(BASTET_COST, spent) as u8
    }

    #[inline(always)]
    fn thoth_values(&self, p: u8, budget: Budget, spent: u16) -> u8 {
        let happy = self.players[p as usize].happy;
        if happy == 0 {
            return 0;
        }
        // The largest section this seat may draw from decides how many cards
        // (1, 2 or 3 for values 1-2, 3-4, 5-6) it can take.
        let mut most = 0;
        for (s, &access) in MARKET_ACCESS.iter().enumerate() {
            let open = (self.market_filled >> s) & 1 != 0 && happy >= access;
            most = most.max(self.section_cards(s) * open as u8);
        }
        let mut m = 0;
        for (k, bits) in [0b000_0110u8, 0b001_1000, 0b110_0000]
            .into_iter()
            .enumerate()
        {
            let v = 2 * k;
            let ok = (most >= THOTH_CARDS[v]) & budget.covers(THOTH_COST[v], spent);
            m |= bits * ok as u8;
        }
        m
    }

    #[inline]
    fn osiris_values(&self, p: u8) -> u8 {
        let pl = &self.players[p as usize];
        if pl.happy == 0 || pl.buildings == 0 {
            return 0;
        }
        let mut m = 0;
        for (w, &row) in self.osiris.iter().enumerate() {
            m |= (has_none(row) as u8) << (w + 1);
        }
        m
    }
}
