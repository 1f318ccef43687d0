//! Placeholder numbers the rulebook text lost with its pictures.
//!
//! The rulebook survives as text: every number printed only on a component (the dice, the
//! disc, the temple, the pillar tiles, the statues, the Horus and Osiris boards, the bot's
//! tiles) is gone. Each row here is the engine's stand-in for one of those numbers, marked
//! `PLACEHOLDER` with the choice of `docs/tekhenu.md` (GAP-n) that made it, so that it can
//! be replaced from the physical components in one place without touching any logic. The
//! tables derived from a stand-in sit beside it, and so do the dice each seat count removes:
//! which dice go is printed, their ids follow the stand-in counts. The numbers the text
//! kept are in `data.rs`.

use crate::pieces::{Colour, Light, BREAD, FAITH, GOLD, GRANITE, LIMESTONE, PAPYRUS};

/// PLACEHOLDER (docs/tekhenu.md GAP-1): dice per colour for 4 players; die ids are assigned in this order
/// (ids 0-4 white, 5-9 yellow, 10-14 brown, 15-19 black, 20-25 grey).
pub const DICE_BY_COLOUR: [(Colour, u8); 5] = [
    (Colour::White, 5),
    (Colour::Yellow, 5),
    (Colour::Brown, 5),
    (Colour::Black, 5),
    (Colour::Grey, 6),
];
/// Die ids of each colour (in [`COLOURS`](crate::pieces::COLOURS) order) as `(start, end)`,
/// from [`DICE_BY_COLOUR`].
pub const DICE_IDS_BY_COLOUR: [(u8, u8); 5] = {
    let mut t = [(0u8, 0u8); 5];
    let mut start = 0;
    let mut i = 0;
    while i < 5 {
        let (colour, n) = DICE_BY_COLOUR[i];
        t[colour as usize] = (start, start + n);
        start += n;
        i += 1;
    }
    t
};
/// Die ids of each colour (in [`COLOURS`](crate::pieces::COLOURS) order) as a set, bit
/// per id, from [`DICE_IDS_BY_COLOUR`].
pub const DICE_MASK_BY_COLOUR: [u32; 5] = {
    let mut t = [0u32; 5];
    let mut c = 0;
    while c < 5 {
        let (lo, hi) = DICE_IDS_BY_COLOUR[c];
        t[c] = (1u32 << hi) - (1u32 << lo);
        c += 1;
    }
    t
};
/// The most dice of one colour.
pub const DICE_BLOCK_MAX: usize = {
    let mut most = 0;
    let mut i = 0;
    while i < 5 {
        if DICE_BY_COLOUR[i].1 as usize > most {
            most = DICE_BY_COLOUR[i].1 as usize;
        }
        i += 1;
    }
    most
};
/// Dice removed at 3 players: two grey (rulebook), their ids from the counts of
/// docs/tekhenu.md GAP-1.
pub const REMOVED_AT_3: [usize; 2] = [24, 25];
/// Dice removed at 2 players / solo: one each of yellow, brown, white, black (rulebook),
/// their ids from the counts of docs/tekhenu.md GAP-1.
pub const REMOVED_AT_2: [usize; 4] = [4, 9, 14, 19];

/// PLACEHOLDER (docs/tekhenu.md GAP-2): disc light pattern from the first sunny section clockwise.
pub const DISC_PATTERN: [Light; 6] = [
    Light::Sunny,
    Light::Sunny,
    Light::Shaded,
    Light::Dark,
    Light::Dark,
    Light::Shaded,
];

/// Edge colour of a pillar tile side (two printed colours, docs/tekhenu.md GAP-6).
pub type Edge = u8;
/// Edge colour A.
pub const EA: Edge = 0;
/// Edge colour B.
pub const EB: Edge = 1;
/// PLACEHOLDER (docs/tekhenu.md GAP-6): colour of the temple border on every side.
pub const TEMPLE_BORDER_COLOUR: Edge = EA;

/// PLACEHOLDER (docs/tekhenu.md GAP-6): pillar tile Limestone cost and edges N,E,S,W at rotation 0,
/// by tile P01..P27.
pub const PILLAR_DATA: [(u8, [Edge; 4]); 27] = [
    (1, [EA, EA, EB, EB]), // P01 PLACEHOLDER docs/tekhenu.md GAP-6
    (2, [EA, EA, EB, EB]), // P02 PLACEHOLDER docs/tekhenu.md GAP-6
    (3, [EA, EA, EB, EB]), // P03 PLACEHOLDER docs/tekhenu.md GAP-6
    (1, [EA, EB, EA, EB]), // P04 PLACEHOLDER docs/tekhenu.md GAP-6
    (2, [EA, EB, EA, EB]), // P05 PLACEHOLDER docs/tekhenu.md GAP-6
    (3, [EA, EA, EA, EB]), // P06 PLACEHOLDER docs/tekhenu.md GAP-6
    (1, [EA, EA, EA, EB]), // P07 PLACEHOLDER docs/tekhenu.md GAP-6
    (2, [EA, EB, EB, EB]), // P08 PLACEHOLDER docs/tekhenu.md GAP-6
    (3, [EA, EB, EB, EB]), // P09 PLACEHOLDER docs/tekhenu.md GAP-6
    (1, [EA, EA, EB, EB]), // P10 PLACEHOLDER docs/tekhenu.md GAP-6
    (2, [EA, EA, EB, EB]), // P11 PLACEHOLDER docs/tekhenu.md GAP-6
    (3, [EA, EA, EB, EB]), // P12 PLACEHOLDER docs/tekhenu.md GAP-6
    (1, [EA, EB, EA, EB]), // P13 PLACEHOLDER docs/tekhenu.md GAP-6
    (2, [EA, EB, EA, EB]), // P14 PLACEHOLDER docs/tekhenu.md GAP-6
    (3, [EA, EA, EA, EB]), // P15 PLACEHOLDER docs/tekhenu.md GAP-6
    (1, [EA, EA, EA, EB]), // P16 PLACEHOLDER docs/tekhenu.md GAP-6
    (2, [EA, EB, EB, EB]), // P17 PLACEHOLDER docs/tekhenu.md GAP-6
    (3, [EA, EB, EB, EB]), // P18 PLACEHOLDER docs/tekhenu.md GAP-6
    (1, [EA, EA, EB, EB]), // P19 PLACEHOLDER docs/tekhenu.md GAP-6
    (2, [EA, EA, EB, EB]), // P20 PLACEHOLDER docs/tekhenu.md GAP-6
    (3, [EA, EA, EB, EB]), // P21 PLACEHOLDER docs/tekhenu.md GAP-6
    (1, [EA, EB, EA, EB]), // P22 PLACEHOLDER docs/tekhenu.md GAP-6
    (2, [EA, EB, EA, EB]), // P23 PLACEHOLDER docs/tekhenu.md GAP-6
    (3, [EA, EA, EA, EB]), // P24 PLACEHOLDER docs/tekhenu.md GAP-6
    (1, [EA, EA, EA, EB]), // P25 PLACEHOLDER docs/tekhenu.md GAP-6
    (2, [EA, EB, EB, EB]), // P26 PLACEHOLDER docs/tekhenu.md GAP-6
    (3, [EA, EB, EB, EB]), // P27 PLACEHOLDER docs/tekhenu.md GAP-6
];

/// A printed reward: up to two token kinds with amounts (amount 0 = unused).
pub type CellReward = [(u8, u8); 2];

/// PLACEHOLDER (docs/tekhenu.md GAP-4): printed reward of each temple cell `[row][col]`.
pub const TEMPLE_CELL_REWARD: [[CellReward; 5]; 5] = [
    // row 0: PLACEHOLDER docs/tekhenu.md GAP-4
    [
        [(LIMESTONE, 2), (0, 0)],
        [(PAPYRUS, 1), (0, 0)],
        [(FAITH, 3), (0, 0)],
        [(BREAD, 1), (0, 0)],
        [(GRANITE, 2), (0, 0)],
    ],
    // row 1: PLACEHOLDER docs/tekhenu.md GAP-4
    [
        [(BREAD, 1), (0, 0)],
        [(PAPYRUS, 2), (0, 0)],
        [(LIMESTONE, 1), (0, 0)],
        [(BREAD, 2), (0, 0)],
        [(PAPYRUS, 1), (0, 0)],
    ],
    // row 2: PLACEHOLDER docs/tekhenu.md GAP-4
    [
        [(FAITH, 3), (0, 0)],
        [(GRANITE, 1), (0, 0)],
        [(GOLD, 1), (0, 0)],
        [(LIMESTONE, 1), (0, 0)],
        [(FAITH, 3), (0, 0)],
    ],
    // row 3: PLACEHOLDER docs/tekhenu.md GAP-4
    [
        [(PAPYRUS, 1), (0, 0)],
        [(LIMESTONE, 2), (0, 0)],
        [(GRANITE, 1), (0, 0)],
        [(GRANITE, 2), (0, 0)],
        [(BREAD, 1), (0, 0)],
    ],
    // row 4: PLACEHOLDER docs/tekhenu.md GAP-4
    [
        [(BREAD, 2), (0, 0)],
        [(LIMESTONE, 1), (0, 0)],
        [(FAITH, 3), (0, 0)],
        [(GRANITE, 1), (0, 0)],
        [(PAPYRUS, 2), (0, 0)],
    ],
];

/// PLACEHOLDER (docs/tekhenu.md GAP-5): Bread cost of the temple building spaces Row(0..5), Col(0..5).
pub const BUILDING_SPACE_COST: [u8; 10] = [2, 3, 4, 3, 2, 2, 3, 4, 3, 2];

/// PLACEHOLDER (docs/tekhenu.md GAP-5): is building space i usable with `players` (2, 3, 4) seats.
pub const fn building_space_enabled(space: usize, players: usize) -> bool {
    let line = space % 5;
    match players {
        0..=2 => line >= 1 && line <= 3,
        3 => line <= 3,
        _ => true,
    }
}

/// Temple lines usable (bit l) by seat count (index 0..=4), from
/// [`building_space_enabled`]: line `l` holds building spaces Row(l) and Col(l). Hathor's
/// listing and its feasibility mask both read it.
pub(crate) const ENABLED_LINES: [u8; 5] = {
    let mut t = [0u8; 5];
    let mut np = 0;
    while np < 5 {
        let mut l = 0;
        while l < 5 {
            if building_space_enabled(l, np) {
                t[np] |= 1 << l;
            }
            l += 1;
        }
        np += 1;
    }
    t
};

/// PLACEHOLDER (docs/tekhenu.md GAP-3): the temple row aligned with the TempleRow people statue and the
/// column aligned with the TempleCol people statue.
pub const PEOPLE_STATUE_LINE: usize = 2;

/// PLACEHOLDER (docs/tekhenu.md GAP-7): VP for taking the pillar tile from display slot Left
/// (die 5-6), Middle (3-4), Right (1-2): the higher die takes the dearer slot, as in a
/// public implementation of the solo bot; the rulebook lists "1, 2 or 3 VP" without the
/// slot icons.
pub const RA_SLOT_VP: [u8; 3] = [3, 2, 1];

/// PLACEHOLDER (docs/tekhenu.md GAP-8): bonus token printed next to each Horus slot (die value 1..6);
/// slot 4 = 1 Gold comes from the rulebook's example (L627).
pub const HORUS_BONUS: [u8; 6] = [
    PAPYRUS,
    BREAD,
    LIMESTONE,
    GOLD,
    GRANITE,
    crate::pieces::SCRIBE,
];
/// PLACEHOLDER (docs/tekhenu.md GAP-8): the printed "first game" god layout (slot v holds god index).
pub const HORUS_PRINTED_LAYOUT: [u8; 6] = [0, 1, 2, 3, 4, 5];
/// PLACEHOLDER (docs/tekhenu.md GAP-8): the bot's bonus by Horus slot: (scribes, VP).
pub const BOT_HORUS_BONUS: [(u8, u8); 6] = [(1, 0), (1, 0), (0, 1), (0, 1), (1, 1), (1, 1)];

/// PLACEHOLDER (docs/tekhenu.md GAP-9): Granite cost of the statues, left to right.
pub const STATUE_COST: [u8; 6] = [1, 2, 2, 3, 3, 4];

/// PLACEHOLDER (docs/tekhenu.md GAP-10): icon revealed when the building of slot i leaves the row:
/// (VP, Bread).
pub const BUILDING_ROW_REVEAL: [(u8, u8); 10] = [
    (1, 0), // slot 1: PLACEHOLDER docs/tekhenu.md GAP-10
    (0, 1), // slot 2: PLACEHOLDER docs/tekhenu.md GAP-10
    (2, 0), // slot 3: PLACEHOLDER docs/tekhenu.md GAP-10
    (0, 1), // slot 4: PLACEHOLDER docs/tekhenu.md GAP-10
    (3, 0), // slot 5: PLACEHOLDER docs/tekhenu.md GAP-10
    (0, 1), // slot 6: PLACEHOLDER docs/tekhenu.md GAP-10
    (4, 0), // slot 7: PLACEHOLDER docs/tekhenu.md GAP-10
    (0, 1), // slot 8: PLACEHOLDER docs/tekhenu.md GAP-10
    (5, 0), // slot 9: PLACEHOLDER docs/tekhenu.md GAP-10
    (0, 1), // slot 10: PLACEHOLDER docs/tekhenu.md GAP-10
];

/// PLACEHOLDER (docs/tekhenu.md GAP-11): second resource of the row-3 space of each district.
pub const OSIRIS_S3: [u8; 4] = [BREAD, PAPYRUS, GRANITE, LIMESTONE];
/// PLACEHOLDER (docs/tekhenu.md GAP-11): second resource of the row-4 space of each district.
pub const OSIRIS_S4: [u8; 4] = [LIMESTONE, GRANITE, PAPYRUS, BREAD];

/// PLACEHOLDER (docs/tekhenu.md GAP-13): top of the population track.
pub const POP_MAX: u8 = 21;

/// PLACEHOLDER (docs/tekhenu.md GAP-20): the bot's four resource tiles (priority lists).
pub const BOT_RESOURCE_TILES: [[u8; 4]; 4] = [
    [GRANITE, LIMESTONE, BREAD, PAPYRUS],
    [PAPYRUS, BREAD, LIMESTONE, GRANITE],
    [LIMESTONE, GRANITE, PAPYRUS, BREAD],
    [BREAD, PAPYRUS, GRANITE, LIMESTONE],
];

/// PLACEHOLDER (docs/tekhenu.md GAP-22): Horus slots (0-based) of the bot's setup statue (die
/// value 1) and of the hard level's second statue (die value 4, as in a public
/// implementation of the solo bot; the rulebook's icon is lost).
pub const BOT_SETUP_SLOTS: [usize; 2] = [0, 3];
/// PLACEHOLDER (docs/tekhenu.md GAP-22): Osiris row (1..6) and districts of the medium level's buildings.
pub const MEDIUM_BUILDINGS: [(u8, u8); 2] = [(5, BREAD), (5, GRANITE)];
