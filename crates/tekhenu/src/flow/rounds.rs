//! The round structure (rulebook): a seat's turn begins and ends, the market is
//! refilled, the next seat plays; once the last seat holds 2 or 4 dice the disc rotates
//! and new dice come out of the bag, and a Maat phase follows once every seat holds 4.

use crate::cards::{CardKind, KIND_SLOTS, SECTION_SLOTS};
use crate::pieces::{Light, NONE};
use crate::standins::DISC_PATTERN;
use crate::state::{Board, Node, Step, TurnCtx};

/// The two shaded sections in ascending god index, for every disc offset (docs/tekhenu.md GAP-36).
const SHADED_BY_DISC: [[u8; 2]; 6] = {
    let mut t = [[0u8; 2]; 6];
    let mut disc = 0;
    while disc < 6 {
        let mut k = 0;
        let mut s = 0;
        while s < 6 {
            if matches!(DISC_PATTERN[(s + 6 - disc) % 6], Light::Shaded) && k < 2 {
                t[disc][k] = s as u8;
                k += 1;
            }
            s += 1;
        }
        disc += 1;
    }
    t
};

impl Board {
    pub(crate) fn begin_turn(&mut self) {
        let p = self.order[self.turn_pos as usize % 4];
        self.turn = TurnCtx {
            p,
            die: NONE,
            section: NONE,
            main: NONE,
            extras: [NONE; 2],
            ..TurnCtx::default()
        };
        if self.is_bot(p) {
            self.step(Step::BotTurn(0));
        } else {
            self.turn.active = true;
            self.push(Node::TakeDie);
        }
    }

    /// The turn's actions are resolved. B07/B08 may be played "at any moment during your
    /// turn" (rulebook), so a seat holding one first gets a last window (`TurnEnd`:
    /// `play B07|B08` or `end turn`); otherwise the turn ends at once.
    pub(crate) fn end_turn(&mut self) {
        if self.b07_window(Node::TurnEnd).is_some() {
            self.push(Node::TurnEnd);
        } else {
            self.finish_turn();
        }
    }

    /// Ends the active seat's turn: market refill, then the next seat.
    ///
    /// Steps that would run at once are called directly here and below (the same order
    /// as through the stack, without a push, a pop and a dispatch each).
    pub(crate) fn finish_turn(&mut self) {
        self.turn.active = false;
        if self.slot_to_refill(self.market_filled).is_some() {
            self.step(Step::NextTurn);
            self.refill(self.market_filled);
        } else {
            self.next_turn();
        }
    }

    pub(crate) fn next_turn(&mut self) {
        self.turns_since_rotation = self.turns_since_rotation.saturating_add(1);
        self.turn_pos += 1;
        if self.turn_pos < self.np {
            self.begin_turn();
            return;
        }
        let last = self.order[self.np as usize - 1];
        let n = self.dice_held_by(last);
        if n == 2 || n == 4 {
            self.rotation();
        } else {
            self.turn_pos = 0;
            self.begin_turn();
        }
    }

    pub(crate) fn rotation(&mut self) {
        self.disc = (self.disc + 1) % 6;
        self.rotations = self.rotations.saturating_add(1);
        self.turns_since_rotation = 0;
        let held = self.dice_held();
        if held.iter().take(self.np as usize).all(|&n| n >= 4) {
            self.step(Step::AddDice(0));
            self.maat_stage(0);
        } else {
            self.add_dice(0);
        }
    }

    /// The two shaded sections in ascending god index (docs/tekhenu.md GAP-36).
    pub(crate) fn shaded(&self) -> [u8; 2] {
        SHADED_BY_DISC[self.disc as usize % 6]
    }

    pub(crate) fn add_dice(&mut self, i: u8) {
        if i >= 2 * self.np || self.dice.bag() == 0 {
            self.turn_pos = 0;
            self.begin_turn();
            return;
        }
        let section = self.shaded()[(i / self.np) as usize];
        self.step(Step::AddDice(i + 1));
        self.push(Node::ChDie(section));
    }

    /// Refills empty slots of the filled sections in `mask`, one chance draw at a time,
    /// left to right (rulebook, docs/tekhenu.md GAP-35).
    pub(crate) fn refill(&mut self, mask: u8) {
        let mask = mask & self.market_filled;
        if let Some(i) = self.slot_to_refill(mask) {
            self.step(Step::Refill(mask));
            self.push(Node::ChCard(i as u8));
        }
    }

    /// The leftmost empty slot of the filled sections in `mask` that can be refilled.
    pub(crate) fn slot_to_refill(&self, mask: u8) -> Option<usize> {
        let mask = mask & self.market_filled;
        // Sets of slots (bit per slot), combined without a branch per slot.
        let empty = (self.market.iter().enumerate())
            .fold(0u16, |m, (i, c)| m | u16::from(c.is_none()) << i);
        let in_sections = (0..4).fold(0, |m, s| m | (SECTION_SLOTS[s] * u16::from(mask >> s & 1)));
        let drawable = CardKind::ALL.into_iter().fold(0, |m, kind| {
            m | (KIND_SLOTS[kind.index()] * u16::from(!self.draw_pool(kind).is_empty()))
        });
        let slots = empty & in_sections & drawable;
        (slots != 0).then(|| slots.trailing_zeros() as usize)
    }
}
