//! The card tables: 6 Favour (Pharaoh) cards, 10 plagues, 10 loss cards, 30 territories.
//! One row per card with its id; a card's effect is found from its row only.

use nile_core::Lang;

use crate::data::Tile;
use crate::standins::COMMERCE_REQUIREMENTS;
use crate::texts::{code, tr};

/// A Favour (Pharaoh) card's effect (numbering docs/pragas.md GAP-12).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FavourEffect {
    /// +1 on a track, or pay a coin for +2 / +1 each.
    Development,
    /// +5 soldiers in Phase 2.
    Soldiers,
    /// Worth one coin for tribute, commerce or the #1 upgrade.
    Coin,
    /// Province card +3.
    Province,
    /// One Ankh symbol in Phase 3.
    Ankh,
    /// Boat +2.
    Boat,
}

/// One Favour card.
#[derive(Debug, Clone, Copy)]
pub struct FavourCard {
    /// Printed number 1..6.
    pub number: u8,
    /// What it does.
    pub effect: FavourEffect,
}

/// The six Favour cards (text effects; numbering GAP-12).
pub const FAVOURS: [FavourCard; 6] = [
    FavourCard {
        number: 1,
        effect: FavourEffect::Development,
    },
    FavourCard {
        number: 2,
        effect: FavourEffect::Soldiers,
    },
    FavourCard {
        number: 3,
        effect: FavourEffect::Coin,
    },
    FavourCard {
        number: 4,
        effect: FavourEffect::Province,
    },
    FavourCard {
        number: 5,
        effect: FavourEffect::Ankh,
    },
    FavourCard {
        number: 6,
        effect: FavourEffect::Boat,
    },
];

/// The Favour card a topic names: "Favour 3", "favor 3", "F3" (any case).
fn favour_by_name(upper: &str) -> Option<&'static FavourCard> {
    let number = ["FAVOUR ", "FAVOR ", "F"]
        .iter()
        .find_map(|prefix| upper.strip_prefix(prefix))?;
    let number: u8 = number.trim().parse().ok()?;
    FAVOURS.iter().find(|f| f.number == number)
}

/// What a Favour card does, in the rulebook's words.
pub fn favour_text(effect: FavourEffect, lang: Lang) -> String {
    match effect {
        FavourEffect::Development => tr!(lang, "favour-text-development"),
        FavourEffect::Soldiers => tr!(lang, "favour-text-soldiers"),
        FavourEffect::Coin => tr!(lang, "favour-text-coin"),
        FavourEffect::Province => tr!(lang, "favour-text-province"),
        FavourEffect::Ankh => tr!(lang, "favour-text-ankh"),
        FavourEffect::Boat => tr!(lang, "favour-text-boat"),
    }
}

/// A plague's effect (rulebook text; timing GAP-11).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlagueEffect {
    /// Taking Favour 1, 2, 4, 5 or 6 costs a coin token.
    FavoursCostCoin,
    /// The Hebrew bonus spot does not work.
    NoHebrewSpot,
    /// The Soldiers bonus spot does not work.
    NoSoldierSpot,
    /// Immediate: province card -2.
    ProvinceBack,
    /// Immediate: boat -1.
    BoatBack,
    /// Trevas: no territory draft.
    Darkness,
    /// One Ankh symbol fewer in Phase 3.
    AnkhFewer,
    /// Tribute +1.
    TributeUp,
    /// Coin bonus spots give nothing.
    NoCoinSpots,
    /// Special Action and Commerce cards may not be used (GAP-38).
    NoTerritoryCards,
}

/// One plague card.
#[derive(Debug, Clone, Copy)]
pub struct PlagueCard {
    /// Id P1..P10.
    pub id: &'static str,
    /// Name (only Trevas is in the text; the others are descriptive, GAP-11).
    pub name: &'static str,
    /// Its effect.
    pub effect: PlagueEffect,
    /// Resolved once at reveal (GAP-11).
    pub immediate: bool,
}

/// The ten plague cards in the order of the text.
pub const PLAGUES: [PlagueCard; 10] = [
    PlagueCard {
        id: "P1",
        name: "Costly Favours",
        effect: PlagueEffect::FavoursCostCoin,
        immediate: false,
    },
    PlagueCard {
        id: "P2",
        name: "Bound Hebrews",
        effect: PlagueEffect::NoHebrewSpot,
        immediate: false,
    },
    PlagueCard {
        id: "P3",
        name: "Idle Soldiers",
        effect: PlagueEffect::NoSoldierSpot,
        immediate: false,
    },
    PlagueCard {
        id: "P4",
        name: "Lost Lands",
        effect: PlagueEffect::ProvinceBack,
        immediate: true,
    },
    PlagueCard {
        id: "P5",
        name: "Low Nile",
        effect: PlagueEffect::BoatBack,
        immediate: true,
    },
    PlagueCard {
        id: "P6",
        name: "Trevas",
        effect: PlagueEffect::Darkness,
        immediate: false,
    },
    PlagueCard {
        id: "P7",
        name: "Faded Ankh",
        effect: PlagueEffect::AnkhFewer,
        immediate: false,
    },
    PlagueCard {
        id: "P8",
        name: "Heavy Tribute",
        effect: PlagueEffect::TributeUp,
        immediate: false,
    },
    PlagueCard {
        id: "P9",
        name: "Empty Coffers",
        effect: PlagueEffect::NoCoinSpots,
        immediate: false,
    },
    PlagueCard {
        id: "P10",
        name: "Forbidden Seals",
        effect: PlagueEffect::NoTerritoryCards,
        immediate: false,
    },
];

// The loss cards are all stand-ins, so their types and table live with the other
// stand-in numbers in `data`.
pub use crate::data::{Loss, LossCard};
pub use crate::standins::LOSSES;

/// An Immediate territory bonus (rulebook text).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Immediate {
    /// City development +1.
    City,
    /// Field development +1.
    Field,
    /// Both tracks +1.
    Both,
    /// Province card +n.
    Province(u8),
    /// Boat +n.
    Boat(u8),
}

/// The eight Special Action cards (rulebook text).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Special {
    /// SA1: with 2 Egyptians, boat +1.
    EgyptianBoat,
    /// SA2: a die 4 or 5 takes Favour 6.
    FavourSix,
    /// SA3: boat on the diamond or beyond: province +2.
    DiamondProvince,
    /// SA4: with 1 Ankh, swap two central tiles.
    SwapTiles,
    /// SA5: with 4 hebrews, +2 income for this round's tribute.
    HebrewIncome,
    /// SA6: with 2 Ankh, recover a discarded tile without a die.
    FreeRecovery,
    /// SA7: province 10+, +2 soldiers in Phase 2.
    SoldierBoost,
    /// SA8: with 3 Ankh, take any central tile.
    AnyTile,
}

/// The eight Scoring cards (rulebook text).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scoring {
    /// S1: 4 VP.
    Flat,
    /// S2: 3 VP per row of three different tiles, max 2.
    Rows,
    /// S3: 2 VP per Egyptian on the board, max 3.
    Egyptians,
    /// S4: 5 VP with 3+ tiles in City and 3+ in Field.
    Spread,
    /// S5: 1 VP per pair of hebrews, max 12 tokens.
    HebrewPairs,
    /// S6: 5 VP with an empty discard area.
    CleanDiscard,
    /// S7: 5 VP with a Coin, the Soldiers and the Hebrew spot active (set GAP-13).
    Spots,
    /// S8: 1 VP per Ankh symbol.
    Ankhs,
}

/// The Commerce cards (rulebook text; requirements GAP-13).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Commerce {
    /// Permanent: +1 coin for the tribute.
    Coin,
    /// Permanent: +1 soldier.
    Soldier,
    /// Single use: +2 on one track or +1 each.
    Development,
    /// Single use: take any central tile.
    Tile,
    /// Single use: skip this round's tribute.
    Tribute,
    /// Single use: remove a penalty card.
    Penalty,
}

impl Commerce {
    /// Used once (rotated) rather than permanent.
    pub const fn single_use(self) -> bool {
        !matches!(self, Commerce::Coin | Commerce::Soldier)
    }
}

/// A territory card's category and effect.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Territory {
    /// Resolved on pick, then removed.
    Immediate(Immediate),
    /// Kept; once per round.
    Special(Special),
    /// Kept; scores at the end.
    Scoring(Scoring),
    /// Kept; 2 VP; needs the two shown tiles (GAP-46).
    Commerce(Commerce, [Tile; 2]),
}

/// One territory card.
#[derive(Debug, Clone, Copy)]
pub struct TerritoryCard {
    /// Id T01..T30.
    pub id: &'static str,
    /// Its category and effect.
    pub kind: Territory,
}

use Territory::{Commerce as C, Immediate as I, Scoring as S, Special as A};

/// The 30 territory cards (texts from the rulebook; deck composition and Commerce tile
/// requirements stand-ins, GAP-13).
pub const TERRITORIES: [TerritoryCard; 30] = [
    TerritoryCard {
        id: "T01",
        kind: I(Immediate::City),
    },
    TerritoryCard {
        id: "T02",
        kind: I(Immediate::Field),
    },
    TerritoryCard {
        id: "T03",
        kind: I(Immediate::Both),
    },
    TerritoryCard {
        id: "T04",
        kind: I(Immediate::Province(2)),
    },
    TerritoryCard {
        id: "T05",
        kind: I(Immediate::Province(3)),
    },
    TerritoryCard {
        id: "T06",
        kind: I(Immediate::Boat(1)),
    },
    TerritoryCard {
        id: "T07",
        kind: I(Immediate::Boat(2)),
    },
    TerritoryCard {
        id: "T08",
        kind: A(Special::EgyptianBoat),
    },
    TerritoryCard {
        id: "T09",
        kind: A(Special::FavourSix),
    },
    TerritoryCard {
        id: "T10",
        kind: A(Special::DiamondProvince),
    },
    TerritoryCard {
        id: "T11",
        kind: A(Special::SwapTiles),
    },
    TerritoryCard {
        id: "T12",
        kind: A(Special::HebrewIncome),
    },
    TerritoryCard {
        id: "T13",
        kind: A(Special::FreeRecovery),
    },
    TerritoryCard {
        id: "T14",
        kind: A(Special::SoldierBoost),
    },
    TerritoryCard {
        id: "T15",
        kind: A(Special::AnyTile),
    },
    TerritoryCard {
        id: "T16",
        kind: S(Scoring::Flat),
    },
    TerritoryCard {
        id: "T17",
        kind: S(Scoring::Rows),
    },
    TerritoryCard {
        id: "T18",
        kind: S(Scoring::Egyptians),
    },
    TerritoryCard {
        id: "T19",
        kind: S(Scoring::Spread),
    },
    TerritoryCard {
        id: "T20",
        kind: S(Scoring::HebrewPairs),
    },
    TerritoryCard {
        id: "T21",
        kind: S(Scoring::CleanDiscard),
    },
    TerritoryCard {
        id: "T22",
        kind: S(Scoring::Spots),
    },
    TerritoryCard {
        id: "T23",
        kind: S(Scoring::Ankhs),
    },
    TerritoryCard {
        id: "T24",
        kind: C(Commerce::Coin, COMMERCE_REQUIREMENTS[0]),
    },
    TerritoryCard {
        id: "T25",
        kind: C(Commerce::Coin, COMMERCE_REQUIREMENTS[1]),
    },
    TerritoryCard {
        id: "T26",
        kind: C(Commerce::Soldier, COMMERCE_REQUIREMENTS[2]),
    },
    TerritoryCard {
        id: "T27",
        kind: C(Commerce::Development, COMMERCE_REQUIREMENTS[3]),
    },
    TerritoryCard {
        id: "T28",
        kind: C(Commerce::Tile, COMMERCE_REQUIREMENTS[4]),
    },
    TerritoryCard {
        id: "T29",
        kind: C(Commerce::Tribute, COMMERCE_REQUIREMENTS[5]),
    },
    TerritoryCard {
        id: "T30",
        kind: C(Commerce::Penalty, COMMERCE_REQUIREMENTS[6]),
    },
];

/// The card with id index `i` (0-based), if any.
pub fn territory(i: u8) -> Option<&'static TerritoryCard> {
    TERRITORIES.get(usize::from(i))
}

/// The rulebook text of a card or tile a person asks about (`help T12`, `help P6`).
pub fn explain(topic: &str) -> Option<String> {
    explain_in(topic, Lang::En)
}

/// [`explain`] in `lang`: a card by its code, a Favour card by its number ("Favour 3",
/// "favor 3", "F3"), a plague by its name in English or Portuguese.
pub fn explain_in(topic: &str, lang: Lang) -> Option<String> {
    let t = topic.trim().to_ascii_uppercase();
    if let Some(f) = favour_by_name(&t) {
        return Some(tr!(
            lang,
            "explain-favour",
            number = f.number,
            text = favour_text(f.effect, lang)
        ));
    }
    if let Some(c) = TERRITORIES.iter().find(|c| c.id == t) {
        return Some(tr!(
            lang,
            "explain-card",
            id = code(c.id),
            text = territory_text_in(c.kind, lang)
        ));
    }
    let named = |i: usize| {
        let wanted = topic.trim().to_lowercase();
        [Lang::En, Lang::PtBr]
            .iter()
            .any(|&l| plague_title_in(i as u8, l).to_lowercase() == wanted)
    };
    if let Some((i, p)) = PLAGUES
        .iter()
        .enumerate()
        .find(|&(i, p)| p.id == t || named(i))
    {
        return Some(tr!(
            lang,
            "explain-plague",
            id = code(p.id),
            name = plague_title_in(i as u8, lang),
            text = plague_text(p.effect, lang),
            immediate = u8::from(p.immediate)
        ));
    }
    if let Some(l) = LOSSES.iter().find(|l| l.id == t) {
        return Some(tr!(
            lang,
            "explain-card",
            id = code(l.id),
            text = l.text_in(lang)
        ));
    }
    None
}

/// A territory card's effect in words.
pub fn territory_text(kind: Territory) -> String {
    territory_text_in(kind, Lang::En)
}

/// [`territory_text`] in `lang`.
pub fn territory_text_in(kind: Territory, lang: Lang) -> String {
    match kind {
        Territory::Immediate(i) => tr!(lang, "terr-text-immediate", text = i.text_in(lang)),
        Territory::Special(s) => tr!(lang, "terr-text-special", text = s.text_in(lang)),
        Territory::Scoring(s) => tr!(lang, "terr-text-scoring", text = s.text_in(lang)),
        Territory::Commerce(c, req) => tr!(
            lang,
            "terr-text-commerce",
            text = c.text_in(lang),
            a = req[0].name_in(lang),
            b = req[1].name_in(lang)
        ),
    }
}

/// A plague's effect in words.
pub fn plague_text(e: PlagueEffect, lang: Lang) -> String {
    match e {
        PlagueEffect::FavoursCostCoin => tr!(lang, "plague-text-p1"),
        PlagueEffect::NoHebrewSpot => tr!(lang, "plague-text-p2"),
        PlagueEffect::NoSoldierSpot => tr!(lang, "plague-text-p3"),
        PlagueEffect::ProvinceBack => tr!(lang, "plague-text-p4"),
        PlagueEffect::BoatBack => tr!(lang, "plague-text-p5"),
        PlagueEffect::Darkness => tr!(lang, "plague-text-p6"),
        PlagueEffect::AnkhFewer => tr!(lang, "plague-text-p7"),
        PlagueEffect::TributeUp => tr!(lang, "plague-text-p8"),
        PlagueEffect::NoCoinSpots => tr!(lang, "plague-text-p9"),
        PlagueEffect::NoTerritoryCards => tr!(lang, "plague-text-p10"),
    }
}

const fn special_number(s: Special) -> usize {
    match s {
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

const fn special_cards() -> [usize; 8] {
    let mut out = [usize::MAX; 8];
    let mut i = 0;
    while i < TERRITORIES.len() {
        if let Territory::Special(s) = TERRITORIES[i].kind {
            out[special_number(s)] = i;
        }
        i += 1;
    }
    out
}

/// The territory card of each Special Action (SA1..SA8), found once from the table.
pub const SPECIAL_CARDS: [usize; 8] = special_cards();

/// The territory card of a Special Action.
pub const fn special_card(s: Special) -> usize {
    SPECIAL_CARDS[special_number(s)]
}

const fn mask_of(want: u8) -> u32 {
    let mut m = 0u32;
    let mut i = 0;
    while i < TERRITORIES.len() {
        let hit = match TERRITORIES[i].kind {
            Territory::Special(_) => want == 0,
            Territory::Commerce(Commerce::Coin, _) => want == 1,
            Territory::Commerce(Commerce::Soldier, _) => want == 2,
            Territory::Commerce(..) => want == 3,
            _ => false,
        };
        if hit {
            m |= 1 << i;
        }
        i += 1;
    }
    m
}

/// Special Action cards.
pub const SPECIAL_MASK: u32 = mask_of(0);
/// Permanent-coin Commerce cards.
pub const COMMERCE_COIN_MASK: u32 = mask_of(1);
/// Permanent-soldier Commerce cards.
pub const COMMERCE_SOLDIER_MASK: u32 = mask_of(2);
/// Single-use Commerce cards.
pub const COMMERCE_SINGLE_MASK: u32 = mask_of(3);
/// A plague's name in `lang` ("Bound Hebrews"), without its code.
pub fn plague_title_in(i: u8, lang: Lang) -> String {
    match i {
        0 => tr!(lang, "plague-p1"),
        1 => tr!(lang, "plague-p2"),
        2 => tr!(lang, "plague-p3"),
        3 => tr!(lang, "plague-p4"),
        4 => tr!(lang, "plague-p5"),
        5 => tr!(lang, "plague-p6"),
        6 => tr!(lang, "plague-p7"),
        7 => tr!(lang, "plague-p8"),
        8 => tr!(lang, "plague-p9"),
        9 => tr!(lang, "plague-p10"),
        _ => tr!(lang, "plague-unknown"),
    }
}
