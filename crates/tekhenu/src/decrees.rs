//! The 24 Decrees: one row each with its rulebook id, symbol, printed end-game text and
//! effect kind, so a Decree's effect is found from its id here (scored by
//! `Board::decree_vp` and the final-scoring steps).

use crate::card::{Card, CardKind};

/// What a Decree scores at the end of the game: each row of [`DECREES`] names its kind, so
/// that a Decree's effect is found from its id here. The plain counts are scored by
/// `Board::decree_vp` (crate::scoring); the three that ask for something are resolved by
/// the final-scoring steps, as noted on each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DecreeEffect {
    /// D01: 3 VP per Technology.
    PerTechnology,
    /// D02: 4 VP per distinct Decree symbol owned.
    PerSymbol,
    /// D03: pay 2 Gold to score another chosen Decree twice (the `D03Target` decision
    /// in final scoring; scores nothing itself).
    ScoreAnotherTwice,
    /// D04: 3 VP per Population triangle reached, paying 1 resource each (the
    /// `D04Count` decision in final scoring; scores nothing by the count).
    PopulationTriangles,
    /// D05: 4 VP per Happiness triangle reached.
    HappinessTriangles,
    /// D06: your Happiness minus the lowest Happiness.
    HappinessOverLowest,
    /// D07: 3 VP per Scribe.
    PerScribe,
    /// D08: 2 VP per Gold, 1 VP per other resource, at most 20 (scored last).
    Resources,
    /// D09: 3 VP per quarry in the Osiris area.
    Quarries,
    /// D10: 3 VP per workshop in the Osiris area.
    Workshops,
    /// D11: 2 VP per building in the Osiris area.
    OsirisBuildings,
    /// D12: 3 VP per building next to the Temple.
    TempleBuildings,
    /// D13: 3 VP per pillar in the Temple.
    TemplePillars,
    /// D14: 2 VP per statue, 2 VP per building next to the Temple.
    StatuesAndTempleBuildings,
    /// D15: 2 VP per pillar, 2 VP per building next to the Temple.
    PillarsAndTempleBuildings,
    /// D16: 4 VP per god statue.
    GodStatues,
    /// D17: 2 VP per statue, 2 VP per pillar.
    StatuesAndPillars,
    /// D18: 3 VP per statue.
    Statues,
    /// D19: 5 VP per people statue.
    PeopleStatues,
    /// D20: 10 VP first in turn order, 5 VP second.
    TurnOrder,
    /// D21: 1 VP per building built.
    BuildingsBuilt,
    /// D22: half the sum of your Pure dice, rounded up.
    HalfPureDice,
    /// D23: any action with any value before final scoring, no resource costs (the
    /// `FreeAction` node pushed in final scoring; scores nothing itself).
    FreeAction,
    /// D24: the Temple Complex scored again for yourself.
    TempleAgain,
}

impl DecreeEffect {
    /// The Decree whose row has this effect (each effect is one card's): rule code asks
    /// `DecreeEffect::FreeAction.card()`, so searching an effect finds every place it acts.
    pub const fn card(self) -> Card {
        CardKind::Decree.card(self as u8)
    }
}

/// Decree (id, symbol A-H, end-game effect text, effect kind).
pub const DECREES: [(&str, char, &str, DecreeEffect); 24] = {
    use DecreeEffect::*;
    [
        ("D01", 'A', "3 VP per Technology.", PerTechnology),
        (
            "D02",
            'A',
            "4 VP per distinct Decree symbol you own.",
            PerSymbol,
        ),
        (
            "D03",
            'A',
            "Pay 2 Gold: score another chosen Decree twice.",
            ScoreAnotherTwice,
        ),
        (
            "D04",
            'B',
            "3 VP per Population triangle reached, paying 1 resource each.",
            PopulationTriangles,
        ),
        (
            "D05",
            'B',
            "4 VP per Happiness triangle reached.",
            HappinessTriangles,
        ),
        (
            "D06",
            'B',
            "Your Happiness minus the lowest Happiness.",
            HappinessOverLowest,
        ),
        ("D07", 'C', "3 VP per Scribe.", PerScribe),
        (
            "D08",
            'C',
            "2 VP per Gold, 1 VP per other resource (max 20).",
            Resources,
        ),
        ("D09", 'D', "3 VP per quarry in the Osiris area.", Quarries),
        (
            "D10",
            'D',
            "3 VP per workshop in the Osiris area.",
            Workshops,
        ),
        (
            "D11",
            'D',
            "2 VP per building in the Osiris area.",
            OsirisBuildings,
        ),
        (
            "D12",
            'E',
            "3 VP per building next to the Temple.",
            TempleBuildings,
        ),
        ("D13", 'E', "3 VP per pillar in the Temple.", TemplePillars),
        (
            "D14",
            'E',
            "2 VP per statue, 2 VP per building next to the Temple.",
            StatuesAndTempleBuildings,
        ),
        (
            "D15",
            'E',
            "2 VP per pillar, 2 VP per building next to the Temple.",
            PillarsAndTempleBuildings,
        ),
        ("D16", 'F', "4 VP per god statue.", GodStatues),
        (
            "D17",
            'F',
            "2 VP per statue, 2 VP per pillar.",
            StatuesAndPillars,
        ),
        ("D18", 'F', "3 VP per statue.", Statues),
        ("D19", 'F', "5 VP per people statue.", PeopleStatues),
        (
            "D20",
            'G',
            "10 VP if first in turn order, 5 VP if second (3+ players).",
            TurnOrder,
        ),
        ("D21", 'G', "1 VP per building you built.", BuildingsBuilt),
        (
            "D22",
            'G',
            "Half the sum of your Pure dice, rounded up.",
            HalfPureDice,
        ),
        (
            "D23",
            'H',
            "Before final scoring: any action with any value, no resource costs.",
            FreeAction,
        ),
        (
            "D24",
            'H',
            "Score the Temple Complex again for yourself.",
            TempleAgain,
        ),
    ]
};

/// The effect kind of Decree `c` (`None` for a card that is not a Decree): its row's.
pub fn decree_effect(c: Card) -> Option<DecreeEffect> {
    match c.kind() {
        CardKind::Decree => DECREES.get(usize::from(c.number() - 48)).map(|r| r.3),
        _ => None,
    }
}

// The kinds are declared in Decree order: row i's kind is its own card's.
const _: () = {
    let mut i = 0;
    while i < DECREES.len() {
        assert!(DECREES[i].3 as usize == i);
        i += 1;
    }
};

/// Decree symbol index 0..8 (A..H).
pub fn decree_symbol(c: Card) -> u8 {
    DECREES[usize::from(c.position())].1 as u8 - b'A'
}
