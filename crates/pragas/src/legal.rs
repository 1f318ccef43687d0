//! Legal actions: main actions of each turn, free actions, window answers and
//! sub-decision answers, written through a callback so that nothing allocates.

use std::ops::ControlFlow::{self, Break, Continue};

use crate::action::{Action, Pay, PharaohUse, Power};
use crate::cards::{Commerce, PlagueEffect, Special, Territory, LOSSES, TERRITORIES};
use crate::data::*;
use crate::quantities::{active_spots, on_board, FREE_CARDS_MASK};
use crate::standins::*;
use crate::state::{Phase, Pragas, Stage, Tribute};

/// The Special Action cards usable through [`Action::Special`] (SA2 and SA7 have their
/// own actions).
pub(crate) const FREE_SPECIALS: [Special; 6] = [
    Special::EgyptianBoat,
    Special::DiamondProvince,
    Special::SwapTiles,
    Special::HebrewIncome,
    Special::FreeRecovery,
    Special::AnyTile,
];

/// The territory cards of [`FREE_SPECIALS`], found once from the table. They are in the
/// table in the same order (checked here at compile time), so that a seat's cards read in
/// table order are listed in `FREE_SPECIALS` order.
const FREE_SPECIALS_MASK: u32 = {
    let mut mask = 0u32;
    let mut i = 0;
    while i < FREE_SPECIALS.len() {
        let card = crate::cards::special_card(FREE_SPECIALS[i]);
        assert!(card < 32 && (1u32 << card) > mask);
        mask |= 1 << card;
        i += 1;
    }
    mask
};

// One bit per dice action a value allows, in the order `each_dice` lists them (so the
// n-th set bit is the n-th action of a die and shift: `pick` relies on it).
pub(crate) const USE_TILE: u16 = 1;
pub(crate) const USE_FAVOUR: u16 = 2;
pub(crate) const USE_SA2: u16 = 4;
pub(crate) const USE_HEBREW: u16 = 8; // three bits, one per token
pub(crate) const USE_RECOVER: u16 = 64; // two bits, one per discard slot
pub(crate) const USE_EDFU: u16 = 256;
/// Every `USE_*` bit.
const USE_ALL: u16 = 511;

/// Width of one value's lane in a packed word of `USE_*` sets: value v's set is bits
/// `LANE_BITS * v ..` (lane 0 unused), so that adding a use to a set of values is one
/// multiplication: `VALUE_LANES[values] * flag` (a flag is below `1 << LANE_BITS`).
const LANE_BITS: usize = 9;

/// For each set of values (bit v-1 for value v), bit 0 of each of their lanes.
const VALUE_LANES: [u64; 64] = {
    let mut t = [0u64; 64];
    let mut m = 0;
    while m < 64 {
        let mut v = 1;
        while v <= 6 {
            if m & (1 << (v - 1)) != 0 {
                t[m] |= 1 << (LANE_BITS * v);
            }
            v += 1;
        }
        m += 1;
    }
    t
};

/// The dice actions each value 1..6 allows: its `USE_*` set, the seven sets packed in
/// one word, value v's in lane v (see [`VALUE_LANES`]), read a lane at a time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ValueUses(u64);

impl ValueUses {
    /// The `USE_*` set of value `v` (0 outside 1..6).
    #[inline]
    pub(crate) fn of(self, v: u8) -> u16 {
        (self.0 >> (LANE_BITS * usize::from(v.min(7)))) as u16 & USE_ALL
    }

    /// The lanes of a set of values (bit v-1 for value v), the others cleared: its set
    /// bits are the values' uses, value by value, each value's in `USE_*` order.
    #[inline]
    pub(crate) fn lanes(self, values: u8) -> u64 {
        self.0 & (VALUE_LANES[usize::from(values & 0b11_1111)] * u64::from(USE_ALL))
    }

    /// The value and `USE_*` bit of bit `bit` of [`Self::lanes`].
    #[inline]
    pub(crate) fn lane_bit(bit: u32) -> (u8, u16) {
        (
            (bit as usize / LANE_BITS) as u8,
            1 << (bit as usize % LANE_BITS),
        )
    }
}

/// Whether a listing goes on (`Continue`) or stops at the action just given (`Break`).
type Flow = ControlFlow<()>;

/// The changes of a die listed for it, in order (only 0 without Abydos).
pub(crate) const SHIFTS: [i8; 5] = [0, -2, -1, 1, 2];

/// [`Action::Special`] number of a special action.
pub(crate) const fn sa_number(sa: Special) -> u8 {
    match sa {
        Special::EgyptianBoat => 0,
        Special::FavourSix => 1,
        Special::DiamondProvince => 2,
        Special::SwapTiles => 3,
        Special::HebrewIncome => 4,
        Special::FreeRecovery => 5,
        Special::SoldierBoost => 6,
        Special::AnyTile => 7,
    }
}

/// The single-use Commerce kinds by [`Action::Commerce`] `card`.
pub(crate) const SINGLE_USE: [Commerce; 4] = [
    Commerce::Development,
    Commerce::Tile,
    Commerce::Tribute,
    Commerce::Penalty,
];

impl Pragas {
    /// Is `action` among the outcomes of the pending draw, or the decisions open now?
    pub(crate) fn is_legal(&self, action: Action) -> bool {
        let mut found = false;
        if self.draw.is_some() {
            self.each_outcome(&mut |a, _| found |= a == action);
        } else {
            self.each_legal(&mut |a| found |= a == action);
        }
        found
    }

    /// The seat whose turn (main or wrap-up stage) it is, if the phase is a turn.
    pub(crate) fn turn_seat(&self) -> Option<(usize, Stage)> {
        match self.phase {
            Phase::Dice { pos, stage, .. }
            | Phase::Territory { pos, stage }
            | Phase::Tribute { pos, stage }
            | Phase::Losses { pos, stage } => Some((self.at(pos), stage)),
            _ => None,
        }
    }

    /// Calls `f` with every legal action of the acting seat.
    pub(crate) fn each_legal(&self, f: &mut impl FnMut(Action)) {
        if self.draw.is_some() || self.phase == Phase::Over {
            return;
        }
        if let Some(p) = self.pending {
            let _ = self.try_each_answer(p, &mut |a| {
                f(a);
                Continue(())
            });
            return;
        }
        match self.phase {
            Phase::Boost { .. } => {
                f(Action::SoldierBoost(true));
                f(Action::SoldierBoost(false));
            }
            Phase::EndOfRound { step: 4, .. } => {
                f(Action::RespondToPlague(true));
                f(Action::RespondToPlague(false));
            }
            _ => {
                let Some((seat, stage)) = self.turn_seat() else {
                    return;
                };
                if self.is_ai(seat) {
                    return;
                }
                match stage {
                    Stage::Main => self.each_main(seat, f),
                    Stage::WrapUp => f(Action::EndTurn),
                }
                self.each_free(seat, f);
            }
        }
    }

    fn each_main(&self, seat: usize, f: &mut impl FnMut(Action)) {
        match self.phase {
            Phase::Dice { .. } => self.each_dice(seat, f),
            Phase::Territory { .. } => {
                let buto = self.seats[seat].power == Some(Power::Buto)
                    && !self.seats[seat].power_used
                    && self.pile_has_cards();
                for (i, d) in self.display.iter().enumerate() {
                    if d.is_some() {
                        f(Action::PickTerritory {
                            index: i as u8,
                            peek: false,
                        });
                        if buto {
                            f(Action::PickTerritory {
                                index: i as u8,
                                peek: true,
                            });
                        }
                    }
                }
            }
            Phase::Tribute { .. } => {
                let s = &self.seats[seat];
                let t = u16::from(self.tribute_due(seat));
                let free = u16::from(self.free_income(seat));
                let coins = u16::from(s.coins());
                let f3 = s.has_favour(3);
                if free + coins >= t {
                    f(Action::PayTribute { favour: false });
                }
                if f3 && free < t && free + coins + 1 >= t {
                    f(Action::PayTribute { favour: true });
                }
                if free + coins + u16::from(f3) < t {
                    f(Action::FailTribute);
                }
            }
            Phase::Losses { .. } => {
                f(Action::Annul(None));
                if self.ankhs(seat) >= self.ankh_needed() {
                    let slots = self
                        .loss
                        .and_then(|l| LOSSES.get(usize::from(l)))
                        .map_or(0, |c| c.slots);
                    for i in 0..slots {
                        f(Action::Annul(Some(i)));
                    }
                }
            }
            _ => {}
        }
    }

    /// Dice actions; `Forfeit` only when nothing else is possible (GAP-17). What
    /// each value 1..6 can do is worked out once, then listed for every die and shift.
    fn each_dice(&self, seat: usize, f: &mut impl FnMut(Action)) {
        let s = &self.seats[seat];
        let (uses, abydos) = self.dice_uses(seat);
        let mut any = false;
        for die in 1..=6u8 {
            if s.dice_used & (1 << (die - 1)) != 0 {
                continue;
            }
            for shift in SHIFTS {
                if shift != 0 && !abydos {
                    break;
                }
                let v = i16::from(die) + i16::from(shift);
                if !(1..=6).contains(&v) {
                    continue;
                }
                let u = uses.of(v as u8);
                if u == 0 {
                    continue;
                }
                any = true;
                let v = v as u8;
                if u & USE_TILE != 0 {
                    f(Action::TakeTile {
                        die,
                        shift,
                        slot: v,
                    });
                }
                if u & USE_FAVOUR != 0 {
                    f(Action::TakeFavour {
                        die,
                        shift,
                        card: v,
                        sa2: false,
                    });
                }
                if u & USE_SA2 != 0 {
                    f(Action::TakeFavour {
                        die,
                        shift,
                        card: 6,
                        sa2: true,
                    });
                }
                for token in 0..3u8 {
                    if u & (USE_HEBREW << token) != 0 {
                        f(Action::FreeHebrew { die, shift, token });
                    }
                }
                for slot in 1..=2u8 {
                    if u & (USE_RECOVER << (slot - 1)) != 0 {
                        f(Action::Recover { die, shift, slot });
                    }
                }
                if u & USE_EDFU != 0 {
                    f(Action::EdfuSearch { die, shift });
                }
            }
        }
        if !any {
            for die in 1..=6u8 {
                if s.dice_used & (1 << (die - 1)) == 0 {
                    f(Action::Forfeit { die });
                }
            }
        }
    }

    /// What each value 1..6 allows (see [`Self::value_uses`]), for the values the seat's
    /// unspent dice can reach, and whether Abydos may still change a die by up to 2.
    pub(crate) fn dice_uses(&self, seat: usize) -> (ValueUses, bool) {
        let s = &self.seats[seat];
        let abydos = s.power == Some(Power::Abydos) && !s.power_used;
        // Bit v-1 for each unspent die v; Abydos reaches die-2..die+2 from each.
        let unused = !s.dice_used & 0b11_1111;
        let reachable = if abydos {
            unused | unused << 1 | unused << 2 | unused >> 1 | unused >> 2
        } else {
            unused
        };
        (self.value_uses(seat, reachable & 0b11_1111), abydos)
    }

    /// For each value 1..6, the dice actions it allows (a bit set of `USE_*`). Everything
    /// that does not depend on the value is read once, as a set of values (bit v-1) per
    /// use, then spread over the values; tested against `value_uses_plain`.
    pub(crate) fn value_uses(&self, seat: usize, reachable: u8) -> ValueUses {
        let s = &self.seats[seat];
        let city_free = s.city.has_free_space();
        let field_free = s.field.has_free_space();
        let fits = |t: Tile| {
            !t.placeable() || (t.fits_city() && city_free) || (t.fits_field() && field_free)
        };
        let coin_short = s.coins() == 0 && self.plague_for(seat, PlagueEffect::FavoursCostCoin);
        let reachable = reachable & 0b11_1111;
        // All seven sets packed in one word, value v's in lane v (see `VALUE_LANES`).
        let mut packed = 0u64;
        let mut spread = |values: u8, flag: u16| {
            packed |= VALUE_LANES[usize::from(values & reachable)] * u64::from(flag);
        };
        // A central tile that fits: its slot's value.
        let mut tiles = 0u8;
        for (k, t) in self.slots.iter().enumerate() {
            if t.is_some_and(fits) {
                tiles |= 1 << k;
            }
        }
        spread(tiles, USE_TILE);
        // A Favour card not yet taken (only card 3 when a coin is due and there is none).
        let favours = !self.favours_taken & if coin_short { 0b100 } else { 0b11_1111 };
        spread(favours, USE_FAVOUR);
        // SA2: card 6 with a 4 or a 5.
        if self.favours_taken & (1 << 5) == 0
            && !coin_short
            && self.sa_ready(seat, Special::FavourSix)
        {
            spread(0b1_1000, USE_SA2);
        }
        // A hebrew token: any value from its own (twice it without an active spot).
        let spot = active_spots(s, SpotKind::Hebrew) > 0
            && !self.plague_for(seat, PlagueEffect::NoHebrewSpot);
        for (i, h) in self.hebrew_area.iter().enumerate() {
            if let Some(value) = *h {
                let need = u32::from(if spot { value } else { 2 * value });
                let from = (0b11_1111u32
                    .checked_shl(need.saturating_sub(1))
                    .unwrap_or(0)
                    & 0b11_1111) as u8;
                spread(from, USE_HEBREW << i);
            }
        }
        // A discarded tile that fits: the slot's two values.
        for (k, dice) in RECOVER_DICE.iter().enumerate() {
            if s.discard[k].is_some_and(fits) {
                let values = dice.iter().fold(0u8, |m, &v| m | 1 << (v - 1));
                spread(values, USE_RECOVER << k);
            }
        }
        if s.power == Some(Power::Edfu) && !s.power_used && self.reserve_size() > 0 {
            spread(1 << (EDFU_DIE - 1), USE_EDFU);
        }
        ValueUses(packed)
    }

    /// [`Self::value_uses`] read value by value, as the rulebook lists the dice uses (the
    /// reference the bit-set version is tested against).
    #[cfg(test)]
    pub(crate) fn value_uses_plain(&self, seat: usize, reachable: u8) -> [u16; 7] {
        let s = &self.seats[seat];
        let mut uses = [0u16; 7];
        let city_free = s.city.iter().any(|t| t.is_none());
        let field_free = s.field.iter().any(|t| t.is_none());
        let fits = |t: Tile| {
            !t.placeable() || (t.fits_city() && city_free) || (t.fits_field() && field_free)
        };
        let coin_short = s.coins() == 0 && self.plague_for(seat, PlagueEffect::FavoursCostCoin);
        let sa2 = self.favours_taken & (1 << 5) == 0
            && !coin_short
            && self.sa_ready(seat, Special::FavourSix);
        let spot = active_spots(s, SpotKind::Hebrew) > 0
            && !self.plague_for(seat, PlagueEffect::NoHebrewSpot);
        let edfu = s.power == Some(Power::Edfu) && !s.power_used && self.reserve_size() > 0;
        let mut hebrew_need = [u8::MAX; 3];
        for (need, h) in hebrew_need.iter_mut().zip(&self.hebrew_area) {
            if let Some(value) = *h {
                *need = if spot { value } else { 2 * value };
            }
        }
        let recover = [0, 1].map(|k| s.discard[k].is_some_and(fits));
        for v in 1..=6u8 {
            if reachable & (1 << (v - 1)) == 0 {
                continue;
            }
            let mut u = 0;
            if self.slots[usize::from(v - 1)].is_some_and(fits) {
                u |= USE_TILE;
            }
            if self.favours_taken & (1 << (v - 1)) == 0 && (v == 3 || !coin_short) {
                u |= USE_FAVOUR;
            }
            if sa2 && (v == 4 || v == 5) {
                u |= USE_SA2;
            }
            for (i, &need) in hebrew_need.iter().enumerate() {
                if v >= need {
                    u |= USE_HEBREW << i;
                }
            }
            for (k, &ok) in recover.iter().enumerate() {
                if ok && RECOVER_DICE[k].contains(&v) {
                    u |= USE_RECOVER << k;
                }
            }
            if edfu && v == EDFU_DIE {
                u |= USE_EDFU;
            }
            uses[usize::from(v)] = u;
        }
        uses
    }

    /// Free actions of the seat whose turn it is.
    pub(crate) fn each_free(&self, seat: usize, f: &mut impl FnMut(Action)) {
        let _ = self.try_each_free(seat, &mut |a| {
            f(a);
            Continue(())
        });
    }

    /// [`Self::each_free`], stopping as soon as `f` says so. The common answer, nothing to
    /// use, is found inline; the rest of the listing is out of line.
    #[inline]
    fn try_each_free(&self, seat: usize, f: &mut impl FnMut(Action) -> Flow) -> Flow {
        if !self.may_act_freely(seat) {
            return Continue(());
        }
        self.try_each_free_card(seat, f)
    }

    fn try_each_free_card(&self, seat: usize, f: &mut impl FnMut(Action) -> Flow) -> Flow {
        let s = &self.seats[seat];
        let cards = s.territories & !s.rotated & FREE_CARDS_MASK;
        if s.pharaohs_unused() > 0 {
            if self.plague_in_force(seat) {
                f(Action::UsePharaoh(PharaohUse::IgnorePlague))?;
            }
            if s.penalties != 0 {
                f(Action::UsePharaoh(PharaohUse::DiscardPenalty))?;
            }
        }
        let specials = cards & crate::cards::SPECIAL_MASK;
        if specials != 0
            && s.sa_uses < self.sa_limit(seat)
            && !self.plague_for(seat, PlagueEffect::NoTerritoryCards)
        {
            // The same conditions as `sa_ready`, read once for all the seat's cards; the
            // cards in table order are in `FREE_SPECIALS` order, and the Ankh count is
            // read once, when a card first needs it.
            let mut ankhs = None;
            let mut cards = specials & FREE_SPECIALS_MASK;
            while cards != 0 {
                let i = cards.trailing_zeros() as usize;
                cards &= cards - 1;
                if let Some(Territory::Special(sa)) = TERRITORIES.get(i).map(|c| c.kind) {
                    self.each_special(seat, sa, &mut ankhs, f)?;
                }
            }
        }
        if cards & crate::cards::COMMERCE_SINGLE_MASK != 0 {
            self.each_commerce(seat, f)?;
        }
        Continue(())
    }

    fn each_special(
        &self,
        seat: usize,
        sa: Special,
        ankhs: &mut Option<u8>,
        f: &mut impl FnMut(Action) -> Flow,
    ) -> Flow {
        let s = &self.seats[seat];
        let mut ankhs = || *ankhs.get_or_insert_with(|| self.ankhs(seat));
        let n = sa_number(sa);
        let plain = Action::Special { sa: n, a: 0, b: 0 };
        match sa {
            Special::EgyptianBoat if on_board(s, Tile::Egyptian) >= 2 => f(plain)?,
            Special::DiamondProvince if s.boat >= DIAMOND_SPACE => f(plain)?,
            Special::SwapTiles => {
                let dice_main = matches!(
                    self.phase,
                    Phase::Dice {
                        stage: Stage::Main,
                        ..
                    }
                );
                if dice_main && ankhs() >= 1 {
                    for a in 1..=6u8 {
                        for b in a + 1..=6 {
                            let (x, y) = (
                                self.slots[usize::from(a - 1)],
                                self.slots[usize::from(b - 1)],
                            );
                            if x.is_some() && y.is_some() && x != y {
                                f(Action::Special { sa: n, a, b })?;
                            }
                        }
                    }
                }
            }
            Special::HebrewIncome => {
                let tribute_main = matches!(
                    self.phase,
                    Phase::Tribute {
                        stage: Stage::Main,
                        ..
                    }
                );
                if tribute_main && s.tribute == Tribute::Due && !s.sa5 && s.hebrew_count() >= 4 {
                    f(plain)?;
                }
            }
            Special::FreeRecovery if s.discard.iter().any(|d| d.is_some()) && ankhs() >= 2 => {
                for slot in 1..=2u8 {
                    if let Some(t) = s.discard[usize::from(slot - 1)] {
                        if self.has_space(seat, t) {
                            f(Action::Special {
                                sa: n,
                                a: slot,
                                b: 0,
                            })?;
                        }
                    }
                }
            }
            Special::AnyTile if ankhs() >= 3 && self.any_usable_central(seat) => f(plain)?,
            _ => {}
        }
        Continue(())
    }

    fn each_commerce(&self, seat: usize, f: &mut impl FnMut(Action) -> Flow) -> Flow {
        if self.plague_for(seat, PlagueEffect::NoTerritoryCards) {
            return Continue(());
        }
        let s = &self.seats[seat];
        if s.coins() == 0 && !s.has_favour(3) {
            return Continue(());
        }
        let mut cards = s.territories & !s.rotated & crate::cards::COMMERCE_SINGLE_MASK;
        while cards != 0 {
            let i = cards.trailing_zeros() as usize;
            cards &= cards - 1;
            let Territory::Commerce(kind, req) = TERRITORIES[i].kind else {
                continue;
            };
            let Some(card) = SINGLE_USE.iter().position(|&k| k == kind) else {
                continue;
            };
            if !crate::quantities::possesses(s, req[0]) || !crate::quantities::possesses(s, req[1])
            {
                continue;
            }
            let ok = match kind {
                Commerce::Tile => self.any_usable_central(seat),
                Commerce::Tribute => s.tribute == Tribute::Due,
                Commerce::Penalty => s.penalties != 0,
                _ => true,
            };
            if ok {
                if s.coins() > 0 {
                    f(Action::Commerce {
                        card: card as u8,
                        pay: Pay::Coin,
                    })?;
                }
                if s.has_favour(3) {
                    f(Action::Commerce {
                        card: card as u8,
                        pay: Pay::Favour,
                    })?;
                }
            }
        }
        Continue(())
    }

    /// Is a usable tile on the central board?
    pub(crate) fn any_usable_central(&self, seat: usize) -> bool {
        self.slots
            .iter()
            .any(|t| t.is_some_and(|t| self.usable(seat, t)))
    }

    /// Has the seat any free action now? (The listing, stopped at the first action.) The
    /// common answer, nothing a free action could use, is found inline at the call, so
    /// that it does not pay the listing's register saves.
    #[inline]
    pub(crate) fn has_free_action(&self, seat: usize) -> bool {
        self.may_act_freely(seat) && self.has_free_card_action(seat)
    }

    #[inline(never)]
    fn has_free_card_action(&self, seat: usize) -> bool {
        self.try_each_free_card(seat, &mut |_| Break(())).is_break()
    }
}

#[cfg(test)]
mod tests {
    use nile_core::rng::seeded;
    use nile_core::{Game, GameConfig, Turn};

    use crate::state::{Phase, Pragas, PragasConfig};

    /// The bit-set `value_uses` agrees with the value-by-value reading in every dice turn
    /// of random games, for every seat and every set of reachable values.
    #[test]
    fn value_uses_matches_the_plain_reading() {
        let (mut legal, mut chance) = (Vec::new(), Vec::new());
        for (players, seed) in [(1, 1), (2, 2), (3, 3), (4, 4), (4, 5)] {
            let mut g = Pragas::new(&PragasConfig::for_players(players)).unwrap();
            let mut rng = seeded(seed);
            let mut checked = 0;
            while g.turn() != Turn::Over {
                if matches!(g.phase, Phase::Dice { .. }) {
                    for seat in 0..g.seat_count() {
                        for reachable in [0b11_1111, 0b10_1010, 0b00_0101] {
                            let uses = g.value_uses(seat, reachable);
                            assert_eq!(
                                [0, 1, 2, 3, 4, 5, 6].map(|v| uses.of(v)),
                                g.value_uses_plain(seat, reachable)
                            );
                        }
                    }
                    checked += 1;
                }
                g.random_step(&mut rng, &mut legal, &mut chance).unwrap();
            }
            assert!(checked > 0);
        }
    }
}
