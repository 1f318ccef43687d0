//! The rulebook's own numbers for the god actions that its text kept: what Thoth draws and
//! costs by die value, and what Bastet's festival costs.
//!
//! Every number printed only on a component (the dice, the disc, the temple, the pillar
//! tiles, the statues, the Horus and Osiris boards, the bot's tiles) was lost with the
//! pictures; those are the engine's stand-ins, kept apart in `standins.rs`, each row citing
//! its choice in `docs/tekhenu.md`. The cards, one row per card, are in `cards.rs` and
//! `decrees.rs`.

/// Cards taken by Thoth by die value (rulebook).
pub const THOTH_CARDS: [u8; 6] = [1, 1, 2, 2, 3, 3];
/// Papyrus cost of Thoth by die value (rulebook).
pub const THOTH_COST: [u8; 6] = [0, 0, 2, 2, 3, 3];

/// Papyrus a Bastet action (festival) costs (rulebook).
pub(crate) const BASTET_COST: u8 = 2;
