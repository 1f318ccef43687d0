//! The rulebook's numbers that survive in its text: the tile kinds and the box's totals,
//! the bonus-spot types, the province card's printed spaces, the hebrew tokens and column,
//! which loss group each round draws, the dice the discard and Edfu read, and the scoring
//! values; each row marked "text".
//!
//! A GAP-n beside a "text" row is a choice about how the rules read that number, not the
//! number itself. Numbers the text lost with its pictures are the engine's stand-ins, kept
//! apart in `standins.rs`, each row citing its choice in `docs/pragas.md`. The cards, one
//! row per card, are in `cards.rs`.

use serde::{Deserialize, Serialize};

/// The nine tile kinds, with the Province tile split by its printed value (1, 2 or 3),
/// so that a tile is one small value and the reserve a count per entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Tile {
    /// Esfinge: City only.
    Sphinx,
    /// Obelisco: City only.
    Obelisk,
    /// Egípcio: City or Field.
    Egyptian,
    /// Plantação: Field only.
    Plantation,
    /// Rebanho: Field only.
    Herd,
    /// Moeda: a coin token kept beside the board.
    Coin,
    /// Barco: boat +1, kept beside the board.
    Boat,
    /// Província of value 1.
    Province1,
    /// Província of value 2.
    Province2,
    /// Província of value 3.
    Province3,
    /// Faraó: kept on the support table, used once, 2 VP.
    Pharaoh,
}

/// Number of [`Tile`] entries.
pub const TILE_TYPES: usize = 11;

impl Tile {
    /// Every tile entry, in index order.
    pub const ALL: [Tile; TILE_TYPES] = [
        Tile::Sphinx,
        Tile::Obelisk,
        Tile::Egyptian,
        Tile::Plantation,
        Tile::Herd,
        Tile::Coin,
        Tile::Boat,
        Tile::Province1,
        Tile::Province2,
        Tile::Province3,
        Tile::Pharaoh,
    ];

    /// Index into count arrays.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rulebook's name.
    pub const fn name(self) -> &'static str {
        match self {
            Tile::Sphinx => "Sphinx",
            Tile::Obelisk => "Obelisk",
            Tile::Egyptian => "Egyptian",
            Tile::Plantation => "Plantation",
            Tile::Herd => "Herd",
            Tile::Coin => "Coin",
            Tile::Boat => "Boat",
            Tile::Province1 => "Province-1",
            Tile::Province2 => "Province-2",
            Tile::Province3 => "Province-3",
            Tile::Pharaoh => "Pharaoh",
        }
    }

    /// The rulebook's name in `lang` ("Esfinge").
    pub fn name_in(self, lang: nile_core::Lang) -> String {
        self.name_sentence().text(lang)
    }

    /// The rulebook's name as a message, read in the language of the text it goes in.
    pub(crate) fn name_sentence(self) -> nile_core::lang::Sentence {
        use crate::texts::TEXTS;
        use nile_core::sentence;
        match self {
            Tile::Sphinx => sentence!(TEXTS, "tile-sphinx"),
            Tile::Obelisk => sentence!(TEXTS, "tile-obelisk"),
            Tile::Egyptian => sentence!(TEXTS, "tile-egyptian"),
            Tile::Plantation => sentence!(TEXTS, "tile-plantation"),
            Tile::Herd => sentence!(TEXTS, "tile-herd"),
            Tile::Coin => sentence!(TEXTS, "tile-coin"),
            Tile::Boat => sentence!(TEXTS, "tile-boat"),
            Tile::Province1 => sentence!(TEXTS, "tile-province1"),
            Tile::Province2 => sentence!(TEXTS, "tile-province2"),
            Tile::Province3 => sentence!(TEXTS, "tile-province3"),
            Tile::Pharaoh => sentence!(TEXTS, "tile-pharaoh"),
        }
    }

    /// May this tile go on a City space?
    pub const fn fits_city(self) -> bool {
        matches!(self, Tile::Sphinx | Tile::Obelisk | Tile::Egyptian)
    }

    /// May this tile go on a Field space?
    pub const fn fits_field(self) -> bool {
        matches!(self, Tile::Plantation | Tile::Herd | Tile::Egyptian)
    }

    /// Is this a tile placed on the player board?
    pub const fn placeable(self) -> bool {
        self.fits_city() || self.fits_field()
    }

    /// The value printed on a Province tile (1 to 3, text): how far it moves the province
    /// marker (docs/pragas.md GAP-3).
    pub const fn province_value(self) -> u8 {
        match self {
            Tile::Province1 => 1,
            Tile::Province2 => 2,
            Tile::Province3 => 3,
            _ => 0,
        }
    }

    /// Is this one of the three Province tiles?
    pub const fn is_province(self) -> bool {
        self.province_value() > 0
    }
}

impl std::fmt::Display for Tile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Total tiles in the box (text).
pub const TOTAL_TILES: u8 = 72;

/// The five bonus-spot types.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SpotKind {
    /// City development track +1 on activation, -1 on deactivation.
    DevCity,
    /// Field development track +1 on activation, -1 on deactivation.
    DevField,
    /// One permanent coin for the tribute while active.
    Coin,
    /// Three soldiers in Phase 2 while active.
    Soldiers,
    /// Free hebrews with a die of at least the token's value while active.
    Hebrew,
}

/// Where the solo opponent starts both development markers (text).
pub const AI_TRACK_START: u8 = 2;

/// The province card's last space (text).
pub const PROVINCE_MAX: u8 = 24;
/// From this space a seat may use two Special Action cards per round (text; status GAP-15).
pub const PROVINCE_TWO_ACTIONS: u8 = 13;
/// From this space the seat has one Ankh symbol (text; status GAP-15).
pub const PROVINCE_ANKH: u8 = 21;
/// Ending on this space scores [`PROVINCE_END_VP`] (text).
pub const PROVINCE_END_VP: i32 = 6;
/// Special action SA7 needs the marker on this space or beyond (text).
pub const SA7_PROVINCE: u8 = 10;

/// Hebrew tokens by value 1, 2, 3 (text).
pub const HEBREWS_IN_BOX: [u8; 3] = [12, 10, 8];
/// Hebrew tokens in the box (text).
pub const TOTAL_HEBREWS: u8 = 30;

/// The bonus of a hebrew-column row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HebrewRow {
    /// Province card +1.
    Province,
    /// Boat +1.
    Boat,
    /// Development +1 on a track of choice.
    Development,
    /// Take any tile from the central board.
    CentralTile,
    /// Remove one held penalty card from the game.
    DiscardPenalty,
    /// Column 0 only: one Ankh symbol (a status, nothing happens on placement).
    Ankh,
}

/// Rows 1..7 of the hebrew column (text); later columns repeat rows 1-6 and row 7 gives
/// nothing (text for column 2, GAP-24 beyond).
pub const HEBREW_ROWS: [HebrewRow; 7] = [
    HebrewRow::Province,
    HebrewRow::Boat,
    HebrewRow::Development,
    HebrewRow::CentralTile,
    HebrewRow::DiscardPenalty,
    HebrewRow::Development,
    HebrewRow::Ankh,
];

/// Which loss group (number of losses) each round draws from (text).
pub const LOSS_GROUP_BY_ROUND: [u8; 10] = [1, 1, 2, 2, 2, 3, 3, 3, 3, 3];

/// Hebrew ranking VP by rank (text); truncated to the player count (GAP-23).
pub const HEBREW_RANK_VP: [i32; 4] = [18, 14, 10, 6];
/// Solo: the human scores 2nd place only with at least this hebrew sum (text).
pub const SOLO_SECOND_THRESHOLD: u8 = 10;

/// Die values that recover the tile in discard slot 1 and slot 2 (rulebook text).
pub const RECOVER_DICE: [[u8; 2]; 2] = [[1, 2], [3, 4]];
/// The die value Edfu spends (text).
pub const EDFU_DIE: u8 = 3;
/// Tiles Edfu draws (text).
pub const EDFU_DRAW: u8 = 6;
/// Rounds at whose end Moses helps (text); the reduced game uses the first two (GAP-35).
pub const MOSES_ROUNDS: [u8; 3] = [3, 6, 9];

/// Penalty card value at the end (text).
pub const PENALTY_VP: i32 = -3;
/// Each tile left in the discard area at the end (text).
pub const DISCARD_VP: i32 = -2;
/// Each Pharaoh tile at the end (text).
pub const PHARAOH_VP: i32 = 2;
/// Each Commerce card at the end (text).
pub const COMMERCE_VP: i32 = 2;
/// Each Scoring card the solo opponent holds (text).
pub const AI_SCORING_VP: i32 = 4;

/// One loss a loss-card slot may inflict (rulebook text).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Loss {
    /// Boat -n.
    Boat(u8),
    /// City development -1.
    CityTrack,
    /// Field development -1.
    FieldTrack,
    /// Province card -3.
    Province,
    /// One tile of this kind from City or Field to the discard area.
    Remove(Tile),
    /// One of each of the two kinds to the discard area.
    Both(Tile, Tile),
}

/// One loss card: up to three slots, each with one or two alternatives.
#[derive(Debug, Clone, Copy)]
pub struct LossCard {
    /// Id K01..K10.
    pub id: &'static str,
    /// Loss group (number of losses, text).
    pub group: u8,
    /// Number of slots.
    pub slots: u8,
    /// Alternatives per slot; the second is `None` when the slot has one.
    pub alternatives: [[Option<Loss>; 2]; 3],
}
