//! Placeholder numbers the rulebook text lost with its pictures.
//!
//! The rulebook survives as text: the numbers printed only on a board, a card face or the
//! papyrus (tile counts, bonus spots, tracks, the papyrus table, the loss cards, the
//! Commerce requirements) are gone. Each row here is the engine's stand-in for one of
//! those numbers and cites the choice of `docs/pragas.md` (GAP-n) that made it, so that
//! correcting it is a change to this file only. A row whose numbers the text gives in part
//! says which of them are printed. The numbers the text kept are in `data.rs`.

use crate::data::{Loss, LossCard, SpotKind, Tile, TILE_TYPES};

/// Tiles in the box per entry: 8 of each kind, Province values 3 x 1, 3 x 2, 2 x 3
/// (stand-in, docs/pragas.md GAP-1; the total 72 is text).
pub const TILES_IN_BOX: [u8; TILE_TYPES] = [8, 8, 8, 8, 8, 8, 8, 3, 3, 2, 8];
/// Tiles removed at setup with 3 players (stand-in, GAP-2): one of each kind, a value-2
/// Province tile.
pub const REMOVED_3P: [u8; TILE_TYPES] = [1, 1, 1, 1, 1, 1, 1, 0, 1, 0, 1];
/// Tiles removed at setup with 2 players and solo (stand-in, GAP-2): two of each kind,
/// Province values 1 and 2.
pub const REMOVED_2P: [u8; TILE_TYPES] = [2, 2, 2, 2, 2, 2, 2, 1, 1, 0, 2];

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

/// Development tracks: lowest and highest position (stand-in GAP-5); VP = position (the
/// start's 1 VP is text).
pub const TRACK_MIN: u8 = 1;
/// Highest development position (stand-in GAP-5).
pub const TRACK_MAX: u8 = 15;

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

/// Space whose one-time bonus takes a hebrew token (the spaces are text, which bonus lies
/// on which a stand-in, GAP-9).
pub const PROVINCE_HEBREW: u8 = 6;
/// Space whose one-time bonus takes any central tile (GAP-9).
pub const PROVINCE_TILE: u8 = 9;
/// Space whose one-time bonus is a double development advance (GAP-9).
pub const PROVINCE_DEV: u8 = 12;

/// Tribute per round, normal papyrus: rounds 3 and 9 are text, the rest stand-ins (GAP-7).
pub const TRIBUTE_NORMAL: [u8; 10] = [1, 2, 3, 4, 5, 5, 6, 7, 8, 9];
/// Ankh symbols needed to annul one loss, normal papyrus: rounds 5-8 text, rest GAP-7.
pub const ANKH_NORMAL: [u8; 10] = [1, 1, 1, 1, 2, 2, 2, 2, 3, 3];
/// Tribute per round, advanced papyrus (stand-in GAP-8).
pub const TRIBUTE_ADVANCED: [u8; 10] = [2, 3, 4, 5, 6, 6, 7, 8, 9, 10];
/// Ankh needed per round, advanced papyrus (stand-in GAP-8).
pub const ANKH_ADVANCED: [u8; 10] = [1, 1, 2, 2, 2, 2, 3, 3, 3, 3];

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
