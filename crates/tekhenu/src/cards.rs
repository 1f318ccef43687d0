//! Card and tile tables: 24 Blessings, 24 Technologies, 24 Decrees, 12 Starting cards,
//! 4 Destiny cards and 27 pillar tiles, one row each with its rulebook id (seed appendix
//! L1147-1295). Effects are implemented at the hooks named in each row's `hook`.

pub use crate::card::{BadCard, BadCardKind, Card, CardKind};
use crate::cardset::CardSet;
use crate::pieces::{Light, BREAD, GOLD, GRANITE, LIMESTONE, PAPYRUS, SCRIBE};

/// What a Blessing does (the two copies of a pair share their effect). Rule code asks
/// for a held Blessing by its effect (`Board::held_blessing(p, BlessingEffect::AnyValue)`),
/// so searching a row's effect finds every place that Blessing acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlessingEffect {
    /// When producing: gain `n` tokens of a kind (B01-B06).
    Gain(u8, u8),
    /// Any time in one's turn: +3 Population or +3 Happiness (B07/B08).
    PopulationOrHappiness,
    /// When taking a die: set it to any value (B09/B10).
    AnyValue,
    /// When taking a die: another colour, value -1/0/+1 (B11/B12).
    Recolour,
    /// Ra or Horus: no Limestone/Granite cost (B13/B14).
    WaiveRaHorus,
    /// Bastet or Hathor: no Papyrus/Bread cost (B15/B16).
    WaiveBastetHathor,
    /// 1 Scribe: an extra action of an adjacent god (B17/B18).
    ExtraAdjacent,
    /// -1 Happiness -1 Population: an extra action of the opposite god (B19/B20).
    ExtraOpposite,
    /// When producing: produce twice (B21/B22).
    ProduceTwice,
    /// Start of turn: an Anubis action without its 2 Scribes (B23/B24).
    FreeAnubis,
}

impl BlessingEffect {
    /// Index of the effect kind (every `Gain` is one kind), for [`BLESSINGS_WITH`].
    pub const fn kind(self) -> usize {
        match self {
            BlessingEffect::Gain(..) => 0,
            BlessingEffect::PopulationOrHappiness => 1,
            BlessingEffect::AnyValue => 2,
            BlessingEffect::Recolour => 3,
            BlessingEffect::WaiveRaHorus => 4,
            BlessingEffect::WaiveBastetHathor => 5,
            BlessingEffect::ExtraAdjacent => 6,
            BlessingEffect::ExtraOpposite => 7,
            BlessingEffect::ProduceTwice => 8,
            BlessingEffect::FreeAnubis => 9,
        }
    }
}

/// Blessing (id, effect, printed text). Single use; played in the window the text names.
pub const BLESSINGS: [(&str, BlessingEffect, &str); 24] = [
    (
        "B01",
        BlessingEffect::Gain(LIMESTONE, 4),
        "When producing: gain 4 Limestone.",
    ),
    (
        "B02",
        BlessingEffect::Gain(GRANITE, 4),
        "When producing: gain 4 Granite.",
    ),
    (
        "B03",
        BlessingEffect::Gain(BREAD, 4),
        "When producing: gain 4 Bread.",
    ),
    (
        "B04",
        BlessingEffect::Gain(PAPYRUS, 4),
        "When producing: gain 4 Papyrus.",
    ),
    (
        "B05",
        BlessingEffect::Gain(GOLD, 3),
        "When producing: gain 3 Gold.",
    ),
    (
        "B06",
        BlessingEffect::Gain(SCRIBE, 2),
        "When producing: gain 2 Scribes.",
    ),
    (
        "B07",
        BlessingEffect::PopulationOrHappiness,
        "Any time in your turn: +3 Population or +3 Happiness.",
    ),
    (
        "B08",
        BlessingEffect::PopulationOrHappiness,
        "Any time in your turn: +3 Population or +3 Happiness.",
    ),
    (
        "B09",
        BlessingEffect::AnyValue,
        "When taking a die: set it to any value.",
    ),
    (
        "B10",
        BlessingEffect::AnyValue,
        "When taking a die: set it to any value.",
    ),
    (
        "B11",
        BlessingEffect::Recolour,
        "When taking a die: treat it as another colour, value -1/0/+1.",
    ),
    (
        "B12",
        BlessingEffect::Recolour,
        "When taking a die: treat it as another colour, value -1/0/+1.",
    ),
    (
        "B13",
        BlessingEffect::WaiveRaHorus,
        "Ra or Horus: no Limestone/Granite cost.",
    ),
    (
        "B14",
        BlessingEffect::WaiveRaHorus,
        "Ra or Horus: no Limestone/Granite cost.",
    ),
    (
        "B15",
        BlessingEffect::WaiveBastetHathor,
        "Bastet or Hathor: no Papyrus/Bread cost.",
    ),
    (
        "B16",
        BlessingEffect::WaiveBastetHathor,
        "Bastet or Hathor: no Papyrus/Bread cost.",
    ),
    (
        "B17",
        BlessingEffect::ExtraAdjacent,
        "When taking a die: pay 1 Scribe, also perform an adjacent god's action.",
    ),
    (
        "B18",
        BlessingEffect::ExtraAdjacent,
        "When taking a die: pay 1 Scribe, also perform an adjacent god's action.",
    ),
    (
        "B19",
        BlessingEffect::ExtraOpposite,
        "When taking a die: -1 Happiness -1 Population, also perform the opposite god's action.",
    ),
    (
        "B20",
        BlessingEffect::ExtraOpposite,
        "When taking a die: -1 Happiness -1 Population, also perform the opposite god's action.",
    ),
    (
        "B21",
        BlessingEffect::ProduceTwice,
        "When producing: produce twice.",
    ),
    (
        "B22",
        BlessingEffect::ProduceTwice,
        "When producing: produce twice.",
    ),
    (
        "B23",
        BlessingEffect::FreeAnubis,
        "Start of turn: Anubis action without paying 2 Scribes.",
    ),
    (
        "B24",
        BlessingEffect::FreeAnubis,
        "Start of turn: Anubis action without paying 2 Scribes.",
    ),
];

/// The Blessings of each effect kind ([`BlessingEffect::kind`]).
pub const BLESSINGS_WITH: [CardSet; 10] = {
    let mut t = [0u32; 10];
    let mut i = 0;
    while i < BLESSINGS.len() {
        t[BLESSINGS[i].1.kind()] |= 1 << i;
        i += 1;
    }
    let mut sets = [CardSet::EMPTY; 10];
    let mut k = 0;
    while k < 10 {
        sets[k] = CardSet::from_bits(t[k]);
        k += 1;
    }
    sets
};

/// The effect of Blessing `c` (`None` for another card).
pub fn blessing_effect(c: Card) -> Option<BlessingEffect> {
    match c.kind() {
        CardKind::Blessing => BLESSINGS.get(usize::from(c.position())).map(|r| r.1),
        _ => None,
    }
}

/// What a Technology does, one variant per card, numbered as the card (T01 = 1). Rule
/// code asks `Player::has_tech(Tech::GoldAndScribesSwap)`, so searching a row's variant
/// finds every place that Technology acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Tech {
    /// T01: Each Osiris action: +2 VP.
    OsirisVp = 1,
    /// T02: Each Ra action: +2 VP.
    RaVp = 2,
    /// T03: Each Thoth action: +2 VP.
    ThothVp = 3,
    /// T04: Each Horus action: +2 VP and +1 Granite (before paying).
    HorusVpAndGranite = 4,
    /// T05: Hathor: +5 VP instead of +3 per own aligned pillar.
    HathorPillarVp = 5,
    /// T06: Each Bastet action: +2 VP, +1 Population, +1 Happiness.
    BastetVpPopulationHappiness = 6,
    /// T07: Each god-statue bonus you receive: +1 Granite.
    StatueBonusGranite = 7,
    /// T08: You may take Forbidden dice as Pure or Tainted.
    TakeForbiddenDice = 8,
    /// T09: Your pillar abilities always activate.
    PillarAbilitiesAlways = 9,
    /// T10: Gold and Scribes replace each other; +1 VP in a turn you do.
    GoldAndScribesSwap = 10,
    /// T11: Each action with a die of value 1: +2 VP.
    DieOneVp = 11,
    /// T12: Each production: +1 VP per excess token.
    ExcessVp = 12,
    /// T13: When producing: adjust the die by 1 or 2 once, +1 token of that type.
    ProductionAdjust = 13,
    /// T14: When performing a god action: adjust the die by 1 or 2 once.
    GodActionAdjust = 14,
    /// T15: Each Maat phase: +2 Faith; your Ankh value is 5.
    MaatFaithAndAnkh = 15,
    /// T16: After each Maat phase: first +2 VP, last +1 Gold (3+ players).
    MaatTurnOrderRewards = 16,
    /// T17: Each Bread production: +2 VP; you pay no Bread at scoring.
    BreadVpAndFreeFeeding = 17,
    /// T18: Each Pure die you take: +1 VP.
    PureDieVp = 18,
    /// T19: Tainted die for a god action: pay 1 Scribe to also produce.
    TaintedDieAlsoProduces = 19,
    /// T20: Each Thoth action: +1 Papyrus (first).
    ThothPapyrusFirst = 20,
    /// T21: Each Hathor action: +1 Bread (first).
    HathorBreadFirst = 21,
    /// T22: Limestone and Granite replace each other; +1 VP in a turn you do.
    LimestoneAndGraniteSwap = 22,
    /// T23: Each Anubis action: +3 VP.
    AnubisVp = 23,
    /// T24: Each Blessing you play: +1 Gold.
    BlessingGold = 24,
}

impl Tech {
    /// The card.
    pub const fn card(self) -> Card {
        Card::technology(self as u8)
    }
}

/// Technology (id, effect kind, printed effect). Permanent.
pub const TECHNOLOGIES: [(&str, Tech, &str); 24] = [
    ("T01", Tech::OsirisVp, "Each Osiris action: +2 VP."),
    ("T02", Tech::RaVp, "Each Ra action: +2 VP."),
    ("T03", Tech::ThothVp, "Each Thoth action: +2 VP."),
    (
        "T04",
        Tech::HorusVpAndGranite,
        "Each Horus action: +2 VP and +1 Granite (before paying).",
    ),
    (
        "T05",
        Tech::HathorPillarVp,
        "Hathor: +5 VP instead of +3 per own aligned pillar.",
    ),
    (
        "T06",
        Tech::BastetVpPopulationHappiness,
        "Each Bastet action: +2 VP, +1 Population, +1 Happiness.",
    ),
    (
        "T07",
        Tech::StatueBonusGranite,
        "Each god-statue bonus you receive: +1 Granite.",
    ),
    (
        "T08",
        Tech::TakeForbiddenDice,
        "You may take Forbidden dice as Pure or Tainted.",
    ),
    (
        "T09",
        Tech::PillarAbilitiesAlways,
        "Your pillar abilities always activate.",
    ),
    (
        "T10",
        Tech::GoldAndScribesSwap,
        "Gold and Scribes replace each other; +1 VP in a turn you do.",
    ),
    (
        "T11",
        Tech::DieOneVp,
        "Each action with a die of value 1: +2 VP.",
    ),
    (
        "T12",
        Tech::ExcessVp,
        "Each production: +1 VP per excess token.",
    ),
    (
        "T13",
        Tech::ProductionAdjust,
        "When producing: adjust the die by 1 or 2 once, +1 token of that type.",
    ),
    (
        "T14",
        Tech::GodActionAdjust,
        "When performing a god action: adjust the die by 1 or 2 once.",
    ),
    (
        "T15",
        Tech::MaatFaithAndAnkh,
        "Each Maat phase: +2 Faith; your Ankh value is 5.",
    ),
    (
        "T16",
        Tech::MaatTurnOrderRewards,
        "After each Maat phase: first +2 VP, last +1 Gold (3+ players).",
    ),
    (
        "T17",
        Tech::BreadVpAndFreeFeeding,
        "Each Bread production: +2 VP; you pay no Bread at scoring.",
    ),
    ("T18", Tech::PureDieVp, "Each Pure die you take: +1 VP."),
    (
        "T19",
        Tech::TaintedDieAlsoProduces,
        "Tainted die for a god action: pay 1 Scribe to also produce.",
    ),
    (
        "T20",
        Tech::ThothPapyrusFirst,
        "Each Thoth action: +1 Papyrus (first).",
    ),
    (
        "T21",
        Tech::HathorBreadFirst,
        "Each Hathor action: +1 Bread (first).",
    ),
    (
        "T22",
        Tech::LimestoneAndGraniteSwap,
        "Limestone and Granite replace each other; +1 VP in a turn you do.",
    ),
    ("T23", Tech::AnubisVp, "Each Anubis action: +3 VP."),
    (
        "T24",
        Tech::BlessingGold,
        "Each Blessing you play: +1 Gold.",
    ),
];

// Each row's effect kind is its own card.
const _: () = {
    let mut i = 0;
    while i < TECHNOLOGIES.len() {
        assert!(TECHNOLOGIES[i].1 as usize == i + 1);
        i += 1;
    }
};

pub use crate::decrees::{decree_effect, decree_symbol, DecreeEffect, DECREES};

/// Starting cards (id, initiative, reward).
pub const STARTING: [(&str, u8, &str); 12] = [
    (
        "S01",
        1,
        "Osiris action as with value 5, no Happiness loss.",
    ),
    (
        "S02",
        2,
        "Osiris action as with value 3, quarries only, no Happiness loss.",
    ),
    (
        "S03",
        3,
        "Osiris action as with value 3, workshops only, no Happiness loss.",
    ),
    ("S04", 4, "Any 5 resources, Gold excluded."),
    ("S05", 5, "Draw 2 Technologies, keep 1."),
    ("S06", 6, "Draw 2 Blessings, keep 1."),
    ("S07", 7, "2 Scribes and 1 Gold."),
    ("S08", 8, "1 Papyrus, 1 Bread, 1 Limestone, 1 Granite."),
    ("S09", 9, "3 Limestone and/or Granite."),
    ("S10", 10, "3 Bread and/or Papyrus."),
    ("S11", 11, "+3 Population, +2 Happiness."),
    ("S12", 12, "2 Gold."),
];

/// Destiny cards (id, Ankh value, reward).
pub const DESTINY: [(&str, u8, &str); 4] = [
    ("A01", 0, "1 Scribe."),
    ("A02", 1, "1 Gold."),
    ("A03", 2, "+1 Population or +1 Happiness."),
    ("A04", 3, "1 Faith."),
];

/// A pillar tile ability (applied when its light matches the Ra section, or with T09).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ability {
    /// No ability (P22-P27).
    None,
    /// Gain Population.
    Population(u8),
    /// Gain Scribes.
    Scribes(u8),
    /// Gain Happiness.
    Happiness(u8),
    /// +1 VP per matching edge.
    EdgeVp,
    /// +1 VP per aligned building.
    BuildingVp,
    /// Flat VP.
    Vp(u8),
    /// Thoth action as with value 1.
    Thoth1,
    /// Horus action with value 1, 2 or 3.
    Horus123,
    /// Draw the top Decree.
    Decree,
    /// Osiris action as with value 3.
    Osiris3,
    /// Gain Gold.
    Gold(u8),
    /// The covered cell's reward again.
    CellAgain,
}

/// Pillar tiles (id, light of the ability, ability). Costs and edges: `standins::PILLAR_DATA`.
pub const PILLARS: [(&str, Option<Light>, Ability); 27] = {
    use Ability::*;
    use Light::*;
    [
        ("P01", Some(Sunny), Population(3)),
        ("P02", Some(Dark), Scribes(1)),
        ("P03", Some(Shaded), Happiness(2)),
        ("P04", Some(Sunny), EdgeVp),
        ("P05", Some(Dark), EdgeVp),
        ("P06", Some(Shaded), BuildingVp),
        ("P07", Some(Sunny), Vp(1)),
        ("P08", Some(Shaded), Vp(1)),
        ("P09", Some(Dark), Vp(1)),
        ("P10", Some(Dark), Thoth1),
        ("P11", Some(Sunny), Thoth1),
        ("P12", Some(Shaded), Horus123),
        ("P13", Some(Sunny), Decree),
        ("P14", Some(Dark), Decree),
        ("P15", Some(Shaded), Osiris3),
        ("P16", Some(Shaded), Gold(2)),
        ("P17", Some(Sunny), Gold(2)),
        ("P18", Some(Dark), Gold(2)),
        ("P19", Some(Sunny), CellAgain),
        ("P20", Some(Shaded), CellAgain),
        ("P21", Some(Dark), CellAgain),
        ("P22", Option::None, None),
        ("P23", Option::None, None),
        ("P24", Option::None, None),
        ("P25", Option::None, None),
        ("P26", Option::None, None),
        ("P27", Option::None, None),
    ]
};

/// Parses "P07" into a tile index.
pub fn parse_pillar(s: &str) -> Option<u8> {
    PILLARS
        .iter()
        .position(|p| p.0.eq_ignore_ascii_case(s))
        .map(|i| i as u8)
}

/// Parses "S05" into a starting-card index.
pub fn parse_starting(s: &str) -> Option<u8> {
    STARTING
        .iter()
        .position(|p| p.0.eq_ignore_ascii_case(s))
        .map(|i| i as u8)
}

/// Parses "A03" into a destiny index.
pub fn parse_destiny(s: &str) -> Option<u8> {
    DESTINY
        .iter()
        .position(|p| p.0.eq_ignore_ascii_case(s))
        .map(|i| i as u8)
}

/// The market: 4 sections of typed slots (docs/tekhenu.md GAP-35 order), happiness needed per section.
pub const MARKET_SLOTS: [&[CardKind]; 4] = {
    use CardKind::*;
    [
        &[Blessing, Blessing, Technology],
        &[Blessing, Blessing, Technology, Technology],
        &[Blessing, Technology, Technology, Decree],
        &[Blessing, Technology, Decree, Decree],
    ]
};
/// Happiness needed to draw from each section (rulebook).
pub const MARKET_ACCESS: [u8; 4] = [1, 5, 9, 13];
/// First slot index of each section in the flat 16-slot market (slot 15 is unused).
pub const MARKET_START: [usize; 4] = [0, 3, 7, 11];

/// Section of flat market slot `i`.
pub fn slot_section(i: usize) -> usize {
    SLOT_SECTION.get(i).map_or(3, |&s| s as usize)
}
/// Slot type of flat market slot `i` (0..15).
pub fn slot_kind(i: usize) -> CardKind {
    SLOT_KIND[i % MARKET_LEN]
}
/// Number of market slots.
pub const MARKET_LEN: usize = 15;

/// Section and card kind of every flat market slot, from [`MARKET_SLOTS`] (asked for
/// every slot at every refill).
const SLOT_SECTION: [u8; MARKET_LEN] = slot_tables().0;
const SLOT_KIND: [CardKind; MARKET_LEN] = slot_tables().1;

/// The flat market slots (bit per slot) of each section and of each card kind, from
/// [`MARKET_SLOTS`]: a refill finds its slot with a few masks.
pub const SECTION_SLOTS: [u16; 4] = slot_masks(&SLOT_SECTION);
/// See [`SECTION_SLOTS`].
pub const KIND_SLOTS: [u16; 4] = slot_masks(&{
    let mut k = [0u8; MARKET_LEN];
    let mut i = 0;
    while i < MARKET_LEN {
        k[i] = SLOT_KIND[i] as u8;
        i += 1;
    }
    k
});

const fn slot_masks(of: &[u8; MARKET_LEN]) -> [u16; 4] {
    let mut masks = [0u16; 4];
    let mut i = 0;
    while i < MARKET_LEN {
        masks[of[i] as usize % 4] |= 1 << i;
        i += 1;
    }
    masks
}

const fn slot_tables() -> ([u8; MARKET_LEN], [CardKind; MARKET_LEN]) {
    let mut sections = [0u8; MARKET_LEN];
    let mut kinds = [CardKind::Blessing; MARKET_LEN];
    let mut s = 0;
    while s < 4 {
        let mut k = 0;
        while k < MARKET_SLOTS[s].len() {
            sections[MARKET_START[s] + k] = s as u8;
            kinds[MARKET_START[s] + k] = MARKET_SLOTS[s][k];
            k += 1;
        }
        s += 1;
    }
    (sections, kinds)
}

/// Each market card's name on screen, by card number (Blessings B01-B24, Technologies
/// T01-T24, Decrees D01-D24). The printed cards carry no names, only ids and effects
/// (rulebook appendix, pp. 27-30), so each name is a short form of the card's effect:
/// people read "Produce twice (Blessing)" where the CLI and the logs say B21. Cards with
/// the same effect share a name.
pub const CARD_NAMES: [&str; 72] = [
    // Blessings: their effect, once.
    "Gain 4 Limestone",
    "Gain 4 Granite",
    "Gain 4 Bread",
    "Gain 4 Papyrus",
    "Gain 3 Gold",
    "Gain 2 Scribes",
    "+3 Population or Happiness",
    "+3 Population or Happiness",
    "Any die value",
    "Any die value",
    "Die of another colour",
    "Die of another colour",
    "Free Ra or Horus",
    "Free Ra or Horus",
    "Free Bastet or Hathor",
    "Free Bastet or Hathor",
    "Adjacent god's action too",
    "Adjacent god's action too",
    "Opposite god's action too",
    "Opposite god's action too",
    "Produce twice",
    "Produce twice",
    "Free Anubis",
    "Free Anubis",
    // Technologies: what they add, always.
    "Osiris: +2 VP",
    "Ra: +2 VP",
    "Thoth: +2 VP",
    "Horus: +2 VP and Granite",
    "Hathor: 5 VP per pillar",
    "Bastet: VP, Population, Happiness",
    "Statue bonus: +1 Granite",
    "Forbidden dice allowed",
    "Pillar abilities always",
    "Gold and Scribes swap",
    "Dice of value 1: +2 VP",
    "VP per excess token",
    "Adjust when producing",
    "Adjust for god actions",
    "Faith at Maat",
    "Turn order rewards",
    "Bread: +2 VP",
    "Pure dice: +1 VP",
    "Tainted dice also produce",
    "Thoth: +1 Papyrus",
    "Hathor: +1 Bread",
    "Limestone and Granite swap",
    "Anubis: +3 VP",
    "Blessings give Gold",
    // Decrees: what they score at the end.
    "VP per Technology",
    "VP per Decree symbol",
    "Score a Decree twice",
    "Population triangles",
    "Happiness triangles",
    "Happiness lead",
    "VP per Scribe",
    "VP per resource",
    "VP per quarry",
    "VP per workshop",
    "VP per Osiris building",
    "VP per Temple building",
    "VP per Temple pillar",
    "Statues and Temple buildings",
    "Pillars and Temple buildings",
    "VP per god statue",
    "Statues and pillars",
    "VP per statue",
    "VP per people statue",
    "Turn order",
    "VP per building",
    "Pure dice sum",
    "A last free action",
    "Temple Complex again",
];

/// A card's name on screen ([`CARD_NAMES`]); "a card" for a number past the 72 cards.
///
/// ```
/// use nile_tekhenu::cards::{card_name, Card};
/// let b21: Card = "B21".parse().unwrap();
/// assert_eq!(card_name(b21), "Produce twice");
/// assert_eq!(card_name("D22".parse().unwrap()), "Pure dice sum");
/// ```
pub fn card_name(c: Card) -> &'static str {
    CARD_NAMES
        .get(usize::from(c.number()))
        .copied()
        .unwrap_or("a card")
}
