//! Every printed number the rulebook text lost with its pictures, in one place.
//!
//! Each stand-in row cites its choice in `docs/pragas.md` (GAP-n); numbers the text does
//! give are marked "text". Correcting a stand-in is a change to this file only.

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

    /// The value a Province tile moves the province marker (docs/pragas.md GAP-3).
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

/// Tiles in the box per entry: 8 of each kind, Province values 3 x 1, 3 x 2, 2 x 3
/// (stand-in, docs/pragas.md GAP-1; the total 72 is text).
pub const TILES_IN_BOX: [u8; TILE_TYPES] = [8, 8, 8, 8, 8, 8, 8, 3, 3, 2, 8];
/// Tiles removed at setup with 3 players (stand-in, GAP-2): one of each kind, a value-2
/// Province tile.
pub const REMOVED_3P: [u8; TILE_TYPES] = [1, 1, 1, 1, 1, 1, 1, 0, 1, 0, 1];
/// Tiles removed at setup with 2 players and solo (stand-in, GAP-2): two of each kind,
/// Province values 1 and 2.
pub const REMOVED_2P: [u8; TILE_TYPES] = [2, 2, 2, 2, 2, 2, 2, 1, 1, 0, 2];
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

/// The two spaces of each bonus spot (index s0..s5 as rows `0 1 2 / 3 4 5`), stand-in
/// GAP-4.
pub const SPOT_SPACES: [(usize, usize); 4] = [(0, 1), (1, 2), (3, 4), (4, 5)];
/// City bonus-spot types B0..B3 (stand-in GAP-4).
pub const CITY_SPOTS: [SpotKind; 4] = [
    SpotKind::DevCity,
    SpotKind::Coin,
    SpotKind::Hebrew,
    SpotKind::DevField,
];
/// Field bonus-spot types B0..B3 (stand-in GAP-4).
pub const FIELD_SPOTS: [SpotKind; 4] = [
    SpotKind::DevField,
    SpotKind::Coin,
    SpotKind::Soldiers,
    SpotKind::DevCity,
];

/// Development tracks: lowest and highest position (stand-in GAP-5); VP = position.
pub const TRACK_MIN: u8 = 1;
/// Highest development position (stand-in GAP-5).
pub const TRACK_MAX: u8 = 15;
/// Where the solo opponent starts both development markers (text).
pub const AI_TRACK_START: u8 = 2;

/// The Nile track's last space (stand-in GAP-6).
pub const NILE_MAX: u8 = 12;
/// Nile coin spaces (stand-in GAP-6).
pub const NILE_COINS: [u8; 4] = [2, 4, 7, 10];
/// The River bonus-token space (stand-in GAP-6).
pub const RIVER_SPACE: u8 = 5;
/// The diamond space special action SA3 needs (stand-in GAP-6).
pub const DIAMOND_SPACE: u8 = 8;
/// VP of the last three Nile spaces 10, 11, 12 (stand-in GAP-6).
pub const NILE_VP: [(u8, i32); 3] = [(10, 4), (11, 6), (12, 8)];

/// The province card's last space (text).
pub const PROVINCE_MAX: u8 = 24;
/// Space whose one-time bonus takes a hebrew token (stand-in mapping GAP-9).
pub const PROVINCE_HEBREW: u8 = 6;
/// Space whose one-time bonus takes any central tile (GAP-9).
pub const PROVINCE_TILE: u8 = 9;
/// Space whose one-time bonus is a double development advance (GAP-9).
pub const PROVINCE_DEV: u8 = 12;
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

/// Tribute per round, normal papyrus: rounds 3 and 9 are text, the rest stand-ins (GAP-7).
pub const TRIBUTE_NORMAL: [u8; 10] = [1, 2, 3, 4, 5, 5, 6, 7, 8, 9];
/// Ankh symbols needed to annul one loss, normal papyrus: rounds 5-8 text, rest GAP-7.
pub const ANKH_NORMAL: [u8; 10] = [1, 1, 1, 1, 2, 2, 2, 2, 3, 3];
/// Tribute per round, advanced papyrus (stand-in GAP-8).
pub const TRIBUTE_ADVANCED: [u8; 10] = [2, 3, 4, 5, 6, 6, 7, 8, 9, 10];
/// Ankh needed per round, advanced papyrus (stand-in GAP-8).
pub const ANKH_ADVANCED: [u8; 10] = [1, 1, 2, 2, 2, 2, 3, 3, 3, 3];
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

const fn one(l: Loss) -> [Option<Loss>; 2] {
    [Some(l), None]
}
const fn two(a: Loss, b: Loss) -> [Option<Loss>; 2] {
    [Some(a), Some(b)]
}
const NONE: [Option<Loss>; 2] = [None, None];

/// The ten loss cards: every slot is a stand-in (docs/pragas.md GAP-10); K01 and K06 fit
/// the rulebook's two examples, the group sizes 2/3/5 follow from the losses per round.
pub const LOSSES: [LossCard; 10] = [
    LossCard {
        id: "K01",
        group: 1,
        slots: 1,
        alternatives: [two(Loss::CityTrack, Loss::Boat(1)), NONE, NONE],
    },
    LossCard {
        id: "K02",
        group: 1,
        slots: 1,
        alternatives: [two(Loss::FieldTrack, Loss::Province), NONE, NONE],
    },
    LossCard {
        id: "K03",
        group: 2,
        slots: 2,
        alternatives: [
            one(Loss::Boat(1)),
            two(Loss::Remove(Tile::Sphinx), Loss::Remove(Tile::Obelisk)),
            NONE,
        ],
    },
    LossCard {
        id: "K04",
        group: 2,
        slots: 2,
        alternatives: [
            one(Loss::FieldTrack),
            one(Loss::Remove(Tile::Egyptian)),
            NONE,
        ],
    },
    LossCard {
        id: "K05",
        group: 2,
        slots: 2,
        alternatives: [
            one(Loss::Province),
            two(Loss::Remove(Tile::Plantation), Loss::Remove(Tile::Herd)),
            NONE,
        ],
    },
    LossCard {
        id: "K06",
        group: 3,
        slots: 3,
        alternatives: [
            one(Loss::Boat(2)),
            one(Loss::CityTrack),
            one(Loss::Remove(Tile::Egyptian)),
        ],
    },
    LossCard {
        id: "K07",
        group: 3,
        slots: 3,
        alternatives: [
            one(Loss::FieldTrack),
            one(Loss::Province),
            two(Loss::Remove(Tile::Sphinx), Loss::Remove(Tile::Obelisk)),
        ],
    },
    LossCard {
        id: "K08",
        group: 3,
        slots: 3,
        alternatives: [
            one(Loss::Boat(1)),
            one(Loss::CityTrack),
            one(Loss::Both(Tile::Plantation, Tile::Herd)),
        ],
    },
    LossCard {
        id: "K09",
        group: 3,
        slots: 3,
        alternatives: [
            one(Loss::Province),
            one(Loss::FieldTrack),
            two(Loss::Remove(Tile::Plantation), Loss::Remove(Tile::Herd)),
        ],
    },
    LossCard {
        id: "K10",
        group: 3,
        slots: 3,
        alternatives: [
            one(Loss::Boat(2)),
            one(Loss::Both(Tile::Sphinx, Tile::Obelisk)),
            one(Loss::CityTrack),
        ],
    },
];

/// The two tiles each Commerce card T24..T30 shows (stand-in, docs/pragas.md GAP-13).
pub const COMMERCE_REQUIREMENTS: [[Tile; 2]; 7] = [
    [Tile::Sphinx, Tile::Plantation],
    [Tile::Obelisk, Tile::Herd],
    [Tile::Boat, Tile::Egyptian],
    [Tile::Sphinx, Tile::Obelisk],
    [Tile::Plantation, Tile::Herd],
    [Tile::Boat, Tile::Province1],
    [Tile::Egyptian, Tile::Pharaoh],
];
