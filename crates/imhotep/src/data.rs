//! The rulebook's numbers that survive in its text: the box's components, the limits and
//! counts of a turn and a round, and the scoring tables.
//!
//! Numbers the text lost with its pictures (printed only on a board, a ship token or a
//! card face) are the engine's stand-ins, kept apart in `standins.rs`, each row citing its
//! choice in `docs/imhotep.md`. The market cards, one row per card, are in `cards.rs`.

// ----- the box ------------------------------------------------------------------------

/// Stones per colour in the box (text: 30 of each colour).
pub const STONES_PER_COLOUR: u32 = 30;
/// One stone of each colour marks the score (text: "1 pedra da sua cor no espaço 0/40";
/// docs/imhotep.md GAP-27: it comes from the quarry, leaving 29 to play).
pub const SCORE_MARKERS: u32 = 1;
/// Number of round cards per player count (the box has 7 per count; 6 are played).
pub const ROUND_CARDS_PER_COUNT: usize = 7;
/// The 8 ship tokens by capacity, `[capacity] = tokens` (from the text: two 4s, three 3s,
/// two 2s, one 1). Used to check the round cards.
pub const SHIP_TOKENS: [u8; 5] = [0, 1, 2, 3, 2];

// ----- turns and rounds -----------------------------------------------------------------

/// Rounds in a game (text: 6).
pub const ROUNDS: u8 = 6;
/// Starting sled by seat order from the start player, one per colour (text: 2, 3, 4, 5).
pub const STARTING_SLED: [u8; 4] = [2, 3, 4, 5];
/// Sled capacity (text: "no máximo 5 pedras").
pub const SLED_CAPACITY: u8 = 5;
/// Stones taken by the "take stones" action and by Hammer (text: 3).
pub const TAKE_STONES: u8 = 3;
/// Stones of the side-B middle pyramid bonus (text: 3).
pub const PYRAMID_B_STONES: u8 = 3;
/// Stones of the temple side-B "1 point or 2 stones" choice (the count from the text's
/// example; docs/imhotep.md GAP-19 places the columns).
pub const TEMPLE_B_STONES: u8 = 2;

// ----- scoring ------------------------------------------------------------------------

/// Points for a stone delivered to a complete pyramid (text, both sides).
pub const OVERFLOW_POINTS: i32 = 1;
/// Points for a second-level stone on side B (text: "vale 4 pontos"; docs/imhotep.md GAP-18: no bonus).
pub const PYRAMID_B_LEVEL2_POINTS: i32 = 4;
/// Points for a group of 1..=5 (Burial Chamber A areas and statues); +2 per extra item.
pub const GROUP_POINTS: [i32; 6] = [0, 1, 3, 6, 10, 15];
/// Points for each item beyond the fifth.
pub const GROUP_EXTRA: i32 = 2;
/// Obelisks side A points by rank, `[players - 2]` (text: 10/1, 12/6/1, 15/10/5/1).
pub const OBELISK_A_POINTS: [&[i32]; 3] = [&[10, 1], &[12, 6, 1], &[15, 10, 5, 1]];
/// Points a decoration gives per this many stones on its site (text: 1 per 3).
pub const DECORATION_DIVISOR: u32 = 3;
/// Pharaoh's Fury penalty (text: 5 points).
pub const FURY_PENALTY: i32 = 5;
