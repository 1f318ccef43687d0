//! The components the rulebook text lost, as this project's own stand-ins: the map, the
//! starting position, the defence deck, the resource deck and the era achievements.
//!
//! No published copy of these components could be found. Each table is one named
//! `const`, each row marked with the GAP of `docs/conquistando.md` it stands in for; a
//! group owning the real components replaces the rows here and no rule code changes
//! (the unit tests below check each table's shape, and `const` assertions keep the decks
//! the size of the map).

use crate::data::{Amounts, Building, Unit, BUILDING_KINDS, MAX_BUILDINGS, TERRAINS};

/// One terrain of an empire's map.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TerrainRow {
    /// Short id used in texts ("T7").
    pub id: &'static str,
    /// A label (no rule reads it).
    pub name: &'static str,
    /// The terrains it borders, one bit per terrain id.
    pub borders: u16,
}

/// A bit set of terrain ids.
const fn set(ids: &[u8]) -> u16 {
    let mut m = 0u16;
    let mut i = 0;
    while i < ids.len() {
        m |= 1 << ids[i];
        i += 1;
    }
    m
}

const fn terrain(id: &'static str, name: &'static str, borders: &[u8]) -> TerrainRow {
    TerrainRow {
        id,
        name,
        borders: set(borders),
    }
}

/// docs/conquistando.md GAP-2: each empire's map, a 5 × 3 grid from the Delta (north) to Nubia (south), the
/// Nile valley in the middle column; terrains border their orthogonal neighbours. Every
/// empire has the same map (GAP-30).
#[rustfmt::skip]
pub const MAP: [TerrainRow; TERRAINS] = [
    terrain("T0", "Western Delta", &[1, 3]),          // GAP-2
    terrain("T1", "Delta", &[0, 2, 4]),               // GAP-2
    terrain("T2", "Eastern Delta", &[1, 5]),          // GAP-2
    terrain("T3", "Faiyum", &[0, 4, 6]),              // GAP-2
    terrain("T4", "Memphis", &[1, 3, 5, 7]),          // GAP-2
    terrain("T5", "Red Sea Hills", &[2, 4, 8]),       // GAP-2
    terrain("T6", "Bahariya Oasis", &[3, 7, 9]),      // GAP-2
    terrain("T7", "Thinis", &[4, 6, 8, 10]),          // GAP-2, GAP-33 (start)
    terrain("T8", "Eastern Desert", &[5, 7, 11]),     // GAP-2
    terrain("T9", "Kharga Oasis", &[6, 10, 12]),      // GAP-2
    terrain("T10", "Thebes", &[7, 9, 11, 13]),        // GAP-2
    terrain("T11", "Wadi Hammamat", &[8, 10, 14]),    // GAP-2
    terrain("T12", "Western Nubia", &[9, 13]),        // GAP-2
    terrain("T13", "Aswan", &[10, 12, 14]),           // GAP-2
    terrain("T14", "Eastern Nubia", &[11, 13]),       // GAP-2
];

/// The terrains bordering `t` (none for an id off the map).
#[inline]
pub fn borders(t: usize) -> u16 {
    MAP.get(t).map_or(0, |r| r.borders)
}

/// Each empire's starting position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StartRow {
    /// The terrain beside the Nile "já previamente marcado no mapa".
    pub terrain: u8,
    /// Buildings standing on it.
    pub buildings: &'static [Building],
    /// People on it, in [`Unit::ALL`] order.
    pub people: [u8; 4],
    /// The stock: water, wood, food, stone, coin, happiness.
    pub stock: Amounts,
}

/// GAP-5 / GAP-33: T7 with a small well, farm, quarry and wood extractor and a statue,
/// three workers, and a little of every resource.
pub const START: StartRow = StartRow {
    terrain: 7,
    buildings: &[
        Building::SmallWell,
        Building::SmallFarm,
        Building::SmallQuarry,
        Building::SmallWoodExtractor,
        Building::Statue,
    ],
    people: [3, 0, 0, 0],
    stock: [2, 3, 2, 3, 3, 3],
};

/// Terrains on a map (re-exported for tests and front ends).
pub const TERRAINS_COUNT: usize = TERRAINS;

/// Cards per deck: one for each neutral terrain.
pub const DECK_SIZE: usize = TERRAINS - 1;

/// A defence card: the neutral soldiers defending a terrain.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DefenceCard {
    /// Short id ("D05").
    pub id: &'static str,
    /// Defending soldiers.
    pub defenders: u8,
}

const fn defence(id: &'static str, defenders: u8) -> DefenceCard {
    DefenceCard { id, defenders }
}

/// GAP-3: the defence deck, one copy per empire (GAP-30).
#[rustfmt::skip]
pub const DEFENCE_DECK: [DefenceCard; DECK_SIZE] = [
    defence("D00", 0), defence("D01", 1), defence("D02", 1), defence("D03", 2), // GAP-3
    defence("D04", 2), defence("D05", 3), defence("D06", 3), defence("D07", 4), // GAP-3
    defence("D08", 4), defence("D09", 5), defence("D10", 6), defence("D11", 7), // GAP-3
    defence("D12", 8), defence("D13", 10),                                       // GAP-3
];

/// The largest number of defenders on any card (bounds the `defence card shows N` texts).
pub const MAX_DEFENDERS: u8 = {
    let mut m = 0;
    let mut i = 0;
    while i < DECK_SIZE {
        if DEFENCE_DECK[i].defenders > m {
            m = DEFENCE_DECK[i].defenders;
        }
        i += 1;
    }
    m
};

/// A resource card: the buildings installed on a terrain when it is conquered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResourceCard {
    /// Short id ("RC05"); texts name the card by it.
    pub id: &'static str,
    /// Buildings installed (no VP for them).
    pub buildings: &'static [Building],
}

const fn resources(id: &'static str, buildings: &'static [Building]) -> ResourceCard {
    ResourceCard { id, buildings }
}

use Building as B;

/// GAP-4: the resource deck, one copy per empire (GAP-30). RC13's House of Life may come
/// in any era (GAP-27).
#[rustfmt::skip]
pub const RESOURCE_DECK: [ResourceCard; DECK_SIZE] = [
    resources("RC00", &[]),                                           // GAP-4 (ruins)
    resources("RC01", &[B::SmallWell]),                               // GAP-4
    resources("RC02", &[B::SmallFarm]),                               // GAP-4
    resources("RC03", &[B::SmallQuarry]),                             // GAP-4
    resources("RC04", &[B::SmallWoodExtractor]),                      // GAP-4
    resources("RC05", &[B::Statue, B::Obelisk]),                      // GAP-4
    resources("RC06", &[B::SmallPyramid]),                            // GAP-4
    resources("RC07", &[B::SmallTemple]),                             // GAP-4
    resources("RC08", &[B::SmallTrainingCentre]),                     // GAP-4
    resources("RC09", &[B::SmallWell, B::SmallFarm]),                 // GAP-4
    resources("RC10", &[B::SmallQuarry, B::SmallWoodExtractor]),      // GAP-4
    resources("RC11", &[B::LargeFarm]),                               // GAP-4
    resources("RC12", &[B::LargeQuarry]),                             // GAP-4
    resources("RC13", &[B::HouseOfLife]),                             // GAP-4, GAP-27
];

/// What an achievement asks at the end of its era (totals over the empire).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Condition {
    /// At least this many monuments.
    Monuments(u8),
    /// At least this many terrains owned (the start terrain included).
    Terrains(u8),
    /// At least this many people of a kind.
    People(Unit, u8),
    /// At least this many buildings of a kind.
    Buildings(Building, u8),
}

impl Condition {
    /// The condition in words ("at least 4 monuments").
    pub fn text(self) -> String {
        let plural = |n: u8| if n == 1 { "" } else { "s" };
        match self {
            Condition::Monuments(n) => format!("at least {n} monument{}", plural(n)),
            Condition::Terrains(n) => format!(
                "at least {n} terrain{} owned, the start terrain included",
                plural(n)
            ),
            Condition::People(u, n) => format!("at least {n} {}{}", u.name(), plural(n)),
            Condition::Buildings(b, n) => format!("at least {n} {}", b.name()),
        }
    }
}

/// What an achievement gives for the rest of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bonus {
    /// Added at every Collection (water, wood, food, stone, coin, happiness).
    Collection(Amounts),
    /// Battle losses reduced by this many percentage points.
    FewerLosses(u8),
}

/// One era achievement ("Conquista").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AchievementRow {
    /// Short id ("E1_MONUMENTS").
    pub id: &'static str,
    /// The era (1..=3) at whose end it is checked.
    pub era: u8,
    /// A label.
    pub name: &'static str,
    /// What it asks.
    pub condition: Condition,
    /// What it gives.
    pub bonus: Bonus,
}

const fn achievement(
    id: &'static str,
    era: u8,
    name: &'static str,
    condition: Condition,
    bonus: Bonus,
) -> AchievementRow {
    AchievementRow {
        id,
        era,
        name,
        condition,
        bonus,
    }
}

use Bonus::{Collection, FewerLosses};
use Condition::{Buildings, Monuments, People, Terrains};

/// GAP-1 / GAP-29: the era achievements, three per era for eras 1–3, not exclusive,
/// permanent, no VP. Collection amounts are water, wood, food, stone, coin, happiness.
#[rustfmt::skip]
pub const ACHIEVEMENTS: [AchievementRow; 9] = [
    achievement("E1_MONUMENTS", 1, "Sacred Builders", Monuments(4), Collection([0, 0, 0, 0, 0, 1])),              // GAP-1
    achievement("E1_UNIFICATION", 1, "Unification", Terrains(2), Collection([0, 0, 0, 0, 2, 0])),                 // GAP-1
    achievement("E1_PEOPLE", 1, "Growing People", People(Unit::Worker, 6), Collection([1, 0, 1, 0, 0, 0])),       // GAP-1
    achievement("E2_PYRAMID", 2, "Age of the Pyramids", Buildings(B::GreatPyramid, 1), Collection([0, 0, 0, 0, 0, 2])), // GAP-1
    achievement("E2_ARMY", 2, "Royal Army", People(Unit::Soldier, 6), FewerLosses(10)),                           // GAP-1
    achievement("E2_NOMES", 2, "Nomes", Terrains(4), Collection([0, 1, 0, 1, 0, 0])),                             // GAP-1
    achievement("E3_EMPIRE", 3, "Empire", Terrains(6), Collection([0, 0, 0, 0, 3, 0])),                           // GAP-1
    achievement("E3_CLERGY", 3, "Clergy of Amun", People(Unit::Priest, 4), Collection([0, 0, 0, 0, 0, 2])),       // GAP-1
    achievement("E3_HEALERS", 3, "Healers", People(Unit::Doctor, 3), FewerLosses(10)),                            // GAP-1
];

// The state keeps one bit per card and per achievement in a `u16`, and the start terrain
// must exist; a replacement table that breaks these fails to compile.
const _: () = assert!(DECK_SIZE <= 16 && ACHIEVEMENTS.len() <= 16);
const _: () = assert!((START.terrain as usize) < TERRAINS);
const _: () = assert!(START.buildings.len() <= MAX_BUILDINGS as usize);
const _: () = assert!(BUILDING_KINDS == 19);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_map_is_symmetric_and_connected() {
        for (i, t) in MAP.iter().enumerate() {
            assert_eq!(t.id, format!("T{i}"));
            assert_eq!(t.borders & (1 << i), 0, "{} borders itself", t.id);
            assert_eq!(t.borders >> TERRAINS, 0);
            for (j, u) in MAP.iter().enumerate() {
                assert_eq!(
                    t.borders >> j & 1,
                    u.borders >> i & 1,
                    "{} / {}",
                    t.id,
                    u.id
                );
            }
        }
        let mut reached = 1u16 << START.terrain;
        for _ in 0..TERRAINS {
            for (i, t) in MAP.iter().enumerate() {
                if reached >> i & 1 == 1 {
                    reached |= t.borders;
                }
            }
        }
        assert_eq!(reached, (1 << TERRAINS) - 1);
    }

    #[test]
    fn decks_have_one_card_per_neutral_terrain() {
        let total: u32 = DEFENCE_DECK.iter().map(|c| u32::from(c.defenders)).sum();
        assert_eq!(total, 56);
        assert_eq!(MAX_DEFENDERS, 10);
        for (i, c) in RESOURCE_DECK.iter().enumerate() {
            assert_eq!(c.id, format!("RC{i:02}"));
            assert!(c.buildings.len() <= usize::from(MAX_BUILDINGS));
        }
        for (i, c) in DEFENCE_DECK.iter().enumerate() {
            assert_eq!(c.id, format!("D{i:02}"));
        }
    }

    #[test]
    fn achievements_belong_to_eras_one_to_three() {
        for a in &ACHIEVEMENTS {
            assert!((1..=3).contains(&a.era), "{}", a.id);
        }
    }
}
