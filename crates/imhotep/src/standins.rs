//! Placeholder numbers the rulebook text lost with its pictures.
//!
//! The seed rulebook is text pulled out of a PDF: every number printed only on a board, a
//! ship token or a card face is gone. Each row here is the engine's stand-in for one of
//! those numbers and cites the choice of `docs/imhotep.md` (GAP-n) that made it, so it can be
//! corrected in one place. The numbers the text kept are in `data.rs`.

use crate::data::ROUND_CARDS_PER_COUNT;

/// docs/imhotep.md GAP-1: the ship capacities listed by each round card, `[players - 2][card]`.
/// Only {4,3,2,2} survives in the text (seed "Exemplo: A carta de rodada..."); the rest
/// follow a public fan implementation and respect the token inventory of [`crate::data::SHIP_TOKENS`].
pub const ROUND_CARDS: [[[u8; 4]; ROUND_CARDS_PER_COUNT]; 3] = [
    // 2 players ("two heads") — docs/imhotep.md GAP-1
    [
        [4, 3, 2, 2],
        [4, 3, 3, 1],
        [4, 2, 2, 1],
        [4, 3, 2, 1],
        [3, 2, 2, 1],
        [3, 3, 2, 2],
        [3, 3, 2, 1],
    ],
    // 3 players ("three heads") — docs/imhotep.md GAP-1
    [
        [4, 2, 2, 1],
        [4, 3, 3, 2],
        [4, 3, 2, 2],
        [4, 4, 2, 1],
        [4, 3, 2, 1],
        [3, 3, 2, 1],
        [3, 3, 3, 2],
    ],
    // 4 players ("four heads") — docs/imhotep.md GAP-1
    [
        [4, 4, 2, 1],
        [4, 3, 3, 2],
        [4, 3, 3, 3],
        [3, 3, 3, 2],
        [4, 4, 3, 2],
        [4, 4, 2, 2],
        [4, 3, 2, 2],
    ],
];

/// docs/imhotep.md GAP-2: the minimum load to sail, `[capacity]` (gray stones printed on each bow).
pub const MIN_LOAD: [u8; 5] = [0, 1, 1, 2, 3];

/// docs/imhotep.md GAP-3: Pyramid side A space values in placement order (level 1 column by column,
/// then level 2, then the top). Stones past the last space score [`crate::data::OVERFLOW_POINTS`].
pub const PYRAMID_A_POINTS: [u8; 14] = [2, 1, 3, 2, 4, 3, 2, 1, 3, 2, 3, 1, 3, 4];

/// docs/imhotep.md GAP-4: the text lists every blue card as "2 of each" (32 cards) but the deck has 34;
/// the published deck has three Sail and three Chisel cards.
pub const SAIL_CARDS: u8 = 3;
/// docs/imhotep.md GAP-4: see [`SAIL_CARDS`].
pub const CHISEL_CARDS: u8 = 3;

/// docs/imhotep.md GAP-16: spaces in each of the three side-B pyramids (a 2x2 first level and one top).
pub const PYRAMID_B_SPACES: usize = 5;
/// docs/imhotep.md GAP-16: spaces on the first level of a side-B pyramid.
pub const PYRAMID_B_LEVEL1: usize = 4;
/// docs/imhotep.md GAP-18: points for a first-level stone on side B (plus the pyramid's bonus).
pub const PYRAMID_B_LEVEL1_POINTS: i32 = 1;

/// The bonus a side-B pyramid gives for a first-level stone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PyramidBonus {
    /// The owner may take the top card of the market draw pile.
    Card,
    /// The owner may take up to 3 stones from the quarry onto the sled (the rulebook's
    /// "pode"; an English reading made it automatic, the engine asks).
    Stones,
    /// The owner may move 1 stone from the sled onto an empty space of an unsailed ship.
    Ship,
}

/// docs/imhotep.md GAP-17: the bonus of the left, middle and right pyramid (order of the text).
pub const PYRAMID_B_BONUSES: [PyramidBonus; 3] =
    [PyramidBonus::Card, PyramidBonus::Stones, PyramidBonus::Ship];

/// The bonus of a side-B temple column for its visible stone at round end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TempleBonus {
    /// 1 point, or 2 stones from the quarry onto the sled: the owner chooses.
    PointOrStones,
    /// 2 points.
    TwoPoints,
    /// The top card of the market draw pile.
    TopCard,
}

/// docs/imhotep.md GAP-19: the side-B temple column bonuses, left to right (2 players use the first 4).
pub const TEMPLE_B_LAYOUT: [TempleBonus; 5] = [
    TempleBonus::PointOrStones,
    TempleBonus::TwoPoints,
    TempleBonus::PointOrStones,
    TempleBonus::TopCard,
    TempleBonus::PointOrStones,
];

/// docs/imhotep.md GAP-22: Burial Chamber side B points per row by rank (8, 4, 2 from the text's example;
/// the 4th place is a guess), the same for every player count.
pub const BURIAL_B_ROW_POINTS: [i32; 4] = [8, 4, 2, 1];

/// docs/imhotep.md GAP-23: Obelisks side B tower spaces, best first; a completed tower takes the best
/// free one. The text's example only shows that "the next free space" was worth 9.
pub const OBELISK_B_TOWER_POINTS: [i32; 10] = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::SHIP_TOKENS;

    #[test]
    fn every_round_card_fits_the_ship_tokens() {
        for count in ROUND_CARDS {
            for card in count {
                let mut used = [0u8; 5];
                for cap in card {
                    used[cap as usize] += 1;
                }
                for cap in 1..5 {
                    assert!(used[cap] <= SHIP_TOKENS[cap], "{card:?}");
                }
            }
        }
    }
}
