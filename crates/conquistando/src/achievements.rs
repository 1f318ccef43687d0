//! Era achievements ("Conquistas"): checked at the end of eras 1–3, kept for the rest of
//! the game (docs/conquistando.md GAP-1, GAP-29). The table itself is a stand-in in
//! [`crate::standins::ACHIEVEMENTS`].

use crate::data::{bits, Amounts, Class, BUILDINGS};
use crate::standins::{Bonus, Condition, ACHIEVEMENTS};
use crate::state::Empire;

/// The Collection bonuses of the achievements in `held`.
pub(crate) fn collection_bonuses(held: u16) -> impl Iterator<Item = Amounts> {
    ACHIEVEMENTS
        .iter()
        .enumerate()
        .filter(move |(i, _)| held >> i & 1 == 1)
        .filter_map(|(_, a)| match a.bonus {
            Bonus::Collection(amounts) => Some(amounts),
            Bonus::FewerLosses(_) => None,
        })
}

/// Percentage points taken off battle losses by the achievements in `held`.
pub(crate) fn loss_reduction(held: u16) -> u32 {
    ACHIEVEMENTS
        .iter()
        .enumerate()
        .filter(|(i, _)| held >> i & 1 == 1)
        .map(|(_, a)| match a.bonus {
            Bonus::FewerLosses(pct) => u32::from(pct),
            Bonus::Collection(_) => 0,
        })
        .sum()
}

/// Whether `empire` meets `condition` now.
pub fn meets(empire: &Empire, condition: Condition) -> bool {
    match condition {
        Condition::Monuments(n) => {
            let monuments: u32 = BUILDINGS
                .iter()
                .filter(|r| r.class == Class::Monument)
                .map(|r| empire.total_buildings(r.kind))
                .sum();
            monuments >= u32::from(n)
        }
        Condition::Terrains(n) => bits(empire.owned()).count() >= usize::from(n),
        Condition::People(unit, n) => empire.total_people(unit) >= u32::from(n),
        Condition::Buildings(kind, n) => empire.total_buildings(kind) >= u32::from(n),
    }
}

/// The achievements of era `era` that `empire` takes at the era's end.
pub(crate) fn earned(empire: &Empire, era: u8) -> u16 {
    let mut mask = 0;
    for (i, a) in ACHIEVEMENTS.iter().enumerate() {
        if a.era == era && meets(empire, a.condition) {
            mask |= 1 << i;
        }
    }
    mask
}
