//! Quantities the rules read off the state: bonus spots, rows, Ankh symbols, income,
//! soldiers, tribute, and which plague is in force for whom.

use crate::action::{Area, Power};
use crate::cards::{Commerce, PlagueEffect, Special, Territory, PLAGUES, TERRITORIES};
use crate::data::*;
use crate::standins::*;
use crate::state::{Phase, Pragas, Seat};

/// The territory cards a free action may use: Special Action and single-use Commerce.
pub const FREE_CARDS_MASK: u32 = crate::cards::SPECIAL_MASK | crate::cards::COMMERCE_SINGLE_MASK;

/// The bonus-spot types of an area.
pub const fn spot_kinds(area: Area) -> &'static [SpotKind; 4] {
    match area {
        Area::City => &CITY_SPOTS,
        Area::Field => &FIELD_SPOTS,
    }
}

/// Is spot `k` of `area` active (both its spaces occupied)?
#[inline]
pub fn spot_active(seat: &Seat, area: Area, k: usize) -> bool {
    seat.area(area).active_spots() & (1 << k) != 0
}

/// The spots of a kind in an area (bit k for spot k), from the spot tables.
const fn spots_of_kind(spots: &[SpotKind; 4], kind: SpotKind) -> u8 {
    let mut mask = 0;
    let mut k = 0;
    while k < spots.len() {
        if spots[k] as u8 == kind as u8 {
            mask |= 1 << k;
        }
        k += 1;
    }
    mask
}

/// For each spot kind (by its number), its spots in the City and in the Field.
const KIND_SPOTS: [(u8, u8); 5] = {
    let kinds = [
        SpotKind::DevCity,
        SpotKind::DevField,
        SpotKind::Coin,
        SpotKind::Soldiers,
        SpotKind::Hebrew,
    ];
    let mut t = [(0, 0); 5];
    let mut i = 0;
    while i < kinds.len() {
        assert!(kinds[i] as usize == i);
        t[i] = (
            spots_of_kind(&CITY_SPOTS, kinds[i]),
            spots_of_kind(&FIELD_SPOTS, kinds[i]),
        );
        i += 1;
    }
    t
};

/// Active spots of a kind over both areas.
#[inline]
pub fn active_spots(seat: &Seat, kind: SpotKind) -> u8 {
    let (city, field) = KIND_SPOTS[kind as usize];
    ((seat.city.active_spots() & city).count_ones()
        + (seat.field.active_spots() & field).count_ones()) as u8
}

/// Rows of three different tiles over both areas.
#[inline]
pub fn qualifying_rows(seat: &Seat) -> u8 {
    seat.city.qualifying_rows() + seat.field.qualifying_rows()
}

/// Ankh tiles on the board: min(2, rows) (docs/pragas.md GAP-30).
pub fn ankh_tiles(seat: &Seat) -> u8 {
    qualifying_rows(seat).min(2)
}

/// Tiles of a kind on City and Field.
pub fn on_board(seat: &Seat, tile: Tile) -> u8 {
    seat.city
        .iter()
        .chain(&seat.field)
        .filter(|t| **t == Some(tile))
        .count() as u8
}

/// Does the seat possess a tile of this kind on or beside its board (GAP-46)? A
/// Province requirement is met by a Province tile of any value.
pub fn possesses(seat: &Seat, tile: Tile) -> bool {
    if tile.is_province() {
        return seat.held[Tile::Province1.index()]
            + seat.held[Tile::Province2.index()]
            + seat.held[Tile::Province3.index()]
            > 0;
    }
    seat.held[tile.index()] > 0 || on_board(seat, tile) > 0
}

/// Nile coins at or left of the boat.
pub fn nile_coins(boat: u8) -> u8 {
    NILE_COINS.iter().filter(|&&c| c <= boat).count() as u8
}

/// Does the seat own special-action card `sa`, and is it unrotated?
pub fn sa_card(seat: &Seat, sa: Special) -> Option<usize> {
    let i = crate::cards::special_card(sa);
    (i < 32 && seat.territories & (1 << i) != 0).then_some(i)
}

/// For each set of spent dice cards (bit v-1 for value v), the sum of the unspent
/// values (a table: the turn order reads it for every seat every round).
const UNSPENT_DICE_SUM: [u16; 64] = {
    let mut t = [0u16; 64];
    let mut used = 0;
    while used < 64 {
        let mut v = 1;
        while v <= 6 {
            if used & (1 << (v - 1)) == 0 {
                t[used] += v as u16;
            }
            v += 1;
        }
        used += 1;
    }
    t
};

impl Pragas {
    /// Is this seat the solo opponent?
    #[inline]
    pub fn is_ai(&self, seat: usize) -> bool {
        self.config.solo() && seat == 1
    }

    /// The plague effect in force for `seat` this round (a round-long plague, not
    /// ignored with a Pharaoh tile; never for the solo opponent).
    #[inline]
    pub fn plague_for(&self, seat: usize, effect: PlagueEffect) -> bool {
        let Some(p) = self.plague.and_then(|p| PLAGUES.get(usize::from(p))) else {
            return false;
        };
        p.effect == effect && !p.immediate && !self.is_ai(seat) && !self.seats[seat].exempt
    }

    /// The current round-long plague can bite `seat` (for the Pharaoh tile's "ignore").
    pub fn plague_in_force(&self, seat: usize) -> bool {
        self.plague
            .and_then(|p| PLAGUES.get(usize::from(p)))
            .is_some_and(|p| !p.immediate && !self.is_ai(seat) && !self.seats[seat].exempt)
    }

    fn in_phase_three(&self) -> bool {
        matches!(self.phase, Phase::Tribute { .. } | Phase::Losses { .. })
    }

    /// Active Ankh symbols, with plague P7 taken off in Phase 3 (GAP-42).
    pub fn ankhs(&self, seat: usize) -> u8 {
        let s = &self.seats[seat];
        let ai = self.is_ai(seat);
        let mut a = ankh_tiles(s) * u8::from(!ai);
        a += u8::from(s.boat >= NILE_MAX);
        a += u8::from(!ai && s.hebrew_count() >= 7);
        a += u8::from(s.province >= PROVINCE_ANKH);
        a += u8::from(!ai && s.has_favour(5));
        if self.in_phase_three() && self.plague_for(seat, PlagueEffect::AnkhFewer) {
            a = a.saturating_sub(1);
        }
        a
    }

    /// Permanent-effect Commerce cards of a kind whose tiles the seat possesses.
    pub fn commerce_active(&self, seat: usize, kind: Commerce) -> u8 {
        let mask = match kind {
            Commerce::Coin => crate::cards::COMMERCE_COIN_MASK,
            Commerce::Soldier => crate::cards::COMMERCE_SOLDIER_MASK,
            _ => crate::cards::COMMERCE_SINGLE_MASK,
        };
        let s = &self.seats[seat];
        let mut cards = s.territories & mask;
        if cards == 0 || self.plague_for(seat, PlagueEffect::NoTerritoryCards) {
            return 0;
        }
        let mut n = 0;
        while cards != 0 {
            let i = cards.trailing_zeros() as usize;
            cards &= cards - 1;
            let c = &TERRITORIES[i];
            if let Territory::Commerce(k, req) = c.kind {
                if k == kind && possesses(s, req[0]) && possesses(s, req[1]) {
                    n += 1;
                }
            }
        }
        n
    }

    /// Free (permanent) tribute income.
    pub fn free_income(&self, seat: usize) -> u8 {
        let s = &self.seats[seat];
        let spots = if self.plague_for(seat, PlagueEffect::NoCoinSpots) {
            0
        } else {
            active_spots(s, SpotKind::Coin)
        };
        nile_coins(s.boat)
            + spots
            + self.commerce_active(seat, Commerce::Coin)
            + 2 * u8::from(s.sa5)
    }

    /// This round's tribute for the seat.
    pub fn tribute_due(&self, seat: usize) -> u8 {
        let r = usize::from(self.round.clamp(1, 10) - 1);
        let base = if self.config.advanced {
            TRIBUTE_ADVANCED[r]
        } else {
            TRIBUTE_NORMAL[r]
        };
        let up = u8::from(self.plague_for(seat, PlagueEffect::TributeUp));
        let memphis = u8::from(self.seats[seat].power == Some(Power::Memphis));
        (base + up).saturating_sub(memphis)
    }

    /// Ankh symbols needed this round to annul a loss.
    pub fn ankh_needed(&self) -> u8 {
        let r = usize::from(self.round.clamp(1, 10) - 1);
        if self.config.advanced {
            ANKH_ADVANCED[r]
        } else {
            ANKH_NORMAL[r]
        }
    }

    /// Soldiers in Phase 2; the opponent counts its three action cards.
    pub fn soldiers(&self, seat: usize) -> u16 {
        let s = &self.seats[seat];
        let dice: u16 = if self.is_ai(seat) {
            self.ai_row.iter().step_by(2).map(|&v| u16::from(v)).sum()
        } else {
            UNSPENT_DICE_SUM[usize::from(s.dice_used & 0b11_1111)]
        };
        let spot = active_spots(s, SpotKind::Soldiers) > 0
            && !self.plague_for(seat, PlagueEffect::NoSoldierSpot);
        dice + 3 * u16::from(spot)
            + 5 * u16::from(s.has_favour(2))
            + u16::from(self.commerce_active(seat, Commerce::Soldier))
            + 2 * u16::from(s.boost)
    }

    /// Has the seat something a free action could use: an unrotated Special Action or
    /// single-use Commerce card, or an unused Pharaoh tile? (Never the solo opponent.)
    #[inline]
    pub fn may_act_freely(&self, seat: usize) -> bool {
        let s = &self.seats[seat];
        !self.is_ai(seat)
            && (s.territories & !s.rotated & FREE_CARDS_MASK != 0 || s.pharaohs_unused() > 0)
    }

    /// Special Action uses allowed this round (2 from province space 13, GAP-15/50).
    pub fn sa_limit(&self, seat: usize) -> u8 {
        if self.seats[seat].province >= PROVINCE_TWO_ACTIONS {
            2
        } else {
            1
        }
    }

    /// May the seat use special-action card `sa` now (ownership, rotation, limit, P10)?
    pub fn sa_ready(&self, seat: usize, sa: Special) -> bool {
        let s = &self.seats[seat];
        match sa_card(s, sa) {
            Some(i) => {
                s.rotated & (1 << i) == 0
                    && s.sa_uses < self.sa_limit(seat)
                    && !self.plague_for(seat, PlagueEffect::NoTerritoryCards)
            }
            None => false,
        }
    }

    /// Can this tile be used by the seat (a placeable tile needs an empty allowed space)?
    pub fn usable(&self, seat: usize, tile: Tile) -> bool {
        if !tile.placeable() || self.is_ai(seat) {
            return true;
        }
        let s = &self.seats[seat];
        (tile.fits_city() && s.city.has_free_space())
            || (tile.fits_field() && s.field.has_free_space())
    }

    /// Seats on the table.
    #[inline]
    pub fn seat_count(&self) -> usize {
        self.config.seats()
    }

    /// Tie-break key for turn order (higher first) and penalty (lower receives).
    pub fn tie_key(&self, seat: usize) -> (u8, u8, u8, u8) {
        let s = &self.seats[seat];
        (s.province, s.boat, s.board_tiles(), s.hebrew_count())
    }
}
