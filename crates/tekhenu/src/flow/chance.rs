//! Chance nodes: every hidden draw is a multiset sampled when it is revealed. The
//! outcomes of the node on top with their weights (`Game::chance_outcomes`), a fast draw
//! of one (`Game::sample_chance`), and whether an outcome is possible; what an outcome
//! does is applied in `apply.rs`.

use nile_core::GameError;

use crate::action::TekhenuAction;
use crate::cards::{slot_kind, Card, CardKind};
use crate::pieces::{Colour, COLOURS};
use crate::standins::DICE_MASK_BY_COLOUR;
use crate::state::{Board, Node, Tekhenu};

use super::Pending;

/// Where chance outcomes are written.
pub(crate) trait ChanceOut {
    fn put(&mut self, a: TekhenuAction, w: u32);
}

impl ChanceOut for Vec<(TekhenuAction, u32)> {
    fn put(&mut self, a: TekhenuAction, w: u32) {
        self.push((a, w));
    }
}

/// Looks for one chance outcome.
pub(crate) struct ChanceProbe {
    pub target: TekhenuAction,
    pub found: bool,
}

impl ChanceOut for ChanceProbe {
    #[inline]
    fn put(&mut self, a: TekhenuAction, _w: u32) {
        if a == self.target {
            self.found = true;
        }
    }
}

/// One of the set bits of `set`, uniformly: the `below(n)`-th in ascending order.
fn pick_bit(rng: &mut nile_core::GameRng, set: u32) -> Option<u8> {
    let counts = BitCounts::of(set);
    let n = counts.total();
    if n == 0 {
        return None;
    }
    Some(counts.nth_set_bit(nile_core::rng::below(rng, n as u64) as u32))
}

/// The position of the `k`-th set bit of `set` (from 0, in ascending order; `k` below
/// the number of set bits).
#[cfg(test)]
pub(crate) fn nth_set_bit(set: u32, k: u32) -> u8 {
    BitCounts::of(set).nth_set_bit(k)
}

/// The set bits of a word counted per 2, 4, 8 and 16 bits (the steps of a SWAR
/// population count, kept): enough to find the `k`-th set bit by halving the window
/// with selects. A loop clearing `k` bits would mispredict its exit at nearly every
/// draw, and five separate counts cost more without a `popcnt` instruction.
struct BitCounts {
    bits: u32,
    per2: u32,
    per4: u32,
    per8: u32,
    per16: u32,
}

impl BitCounts {
    fn of(bits: u32) -> BitCounts {
        let per2 = bits - ((bits >> 1) & 0x5555_5555);
        let per4 = (per2 & 0x3333_3333) + ((per2 >> 2) & 0x3333_3333);
        let per8 = (per4 + (per4 >> 4)) & 0x0F0F_0F0F;
        // Byte 0 counts bits 0..16, byte 2 bits 16..32 (bytes 1 and 3 are not used).
        let per16 = per8 + (per8 >> 8);
        BitCounts {
            bits,
            per2,
            per4,
            per8,
            per16,
        }
    }

    fn total(&self) -> u32 {
        (self.per16 + (self.per16 >> 16)) & 0x3F
    }

    fn nth_set_bit(&self, k: u32) -> u8 {
        let mut k = k;
        let mut pos = 0;
        // (counts, width of a window half, mask of one count).
        for (counts, width, mask) in [
            (self.per16, 16, 0x1F),
            (self.per8, 8, 0xF),
            (self.per4, 4, 0x7),
            (self.per2, 2, 0x3),
            (self.bits, 1, 0x1),
        ] {
            let below = (counts >> pos) & mask;
            let up = k >= below;
            k -= if up { below } else { 0 };
            pos += if up { width } else { 0 };
        }
        pos as u8
    }
}

/// `1 << x` if `x < limit`, else 0.
fn bit_below(x: u8, limit: u8) -> u32 {
    if x < limit {
        1 << x
    } else {
        0
    }
}

impl Board {
    /// Dice in the bag per colour (in [`COLOURS`] order). Die colours are fixed by id
    /// ([`DICE_MASK_BY_COLOUR`], checked by the invariants).
    fn bag_counts(&self) -> [u32; 5] {
        DICE_MASK_BY_COLOUR.map(|ids| (self.dice.bag() & ids).count_ones())
    }

    /// The first die of `colour` in the bag (the one a roll of that colour takes).
    pub(crate) fn first_in_bag(&self, colour: Colour) -> Option<usize> {
        let ids = self.dice.bag() & DICE_MASK_BY_COLOUR[colour.index()];
        (ids != 0).then(|| ids.trailing_zeros() as usize)
    }

    fn put_pool(&self, kind: CardKind, out: &mut impl ChanceOut) {
        for c in self.draw_pool(kind).cards(kind) {
            out.put(TekhenuAction::Draw(c), 1);
        }
    }

    pub(crate) fn gen_chance(&self, out: &mut impl ChanceOut) {
        let Some(n) = self.top() else { return };
        match n {
            Node::ChDisc => (0..6).for_each(|k| out.put(TekhenuAction::Disc(k), 1)),
            Node::ChPillar(_) | Node::ChMediumPillar => {
                for t in 0..27u8 {
                    if self.pillar_stack & (1 << t) != 0 {
                        out.put(TekhenuAction::Pillar(t), 1);
                    }
                }
            }
            Node::ChHorus(_) => {
                for g in 0..6u8 {
                    if !self.horus.contains(&g) {
                        out.put(TekhenuAction::HorusTile(g), 1);
                    }
                }
            }
            Node::ChCard(slot) => self.put_pool(slot_kind(slot as usize), out),
            Node::ChDecree(_) => self.put_pool(CardKind::Decree, out),
            Node::ChOffer(kind, _) => self.put_pool(kind, out),
            Node::ChDie(_) => {
                for (i, &c) in self.bag_counts().iter().enumerate() {
                    if c > 0 {
                        for v in 1..=6 {
                            out.put(TekhenuAction::Roll(COLOURS[i], v), c);
                        }
                    }
                }
            }
            Node::ChStart => {
                for s in 0..12u8 {
                    if self.start_pool & (1 << s) == 0 {
                        out.put(TekhenuAction::RevealStart(s), 1);
                    }
                }
            }
            Node::ChFirst => (0..self.np).for_each(|p| out.put(TekhenuAction::First(p), 1)),
            Node::ChBotDestiny => {
                for a in 0..2u8 {
                    if self.destiny_free & (1 << a) != 0 {
                        out.put(TekhenuAction::BotDestiny(a), 1);
                    }
                }
            }
            Node::ChPyramid(pos) => {
                for tile in 0..10u8 {
                    if !self.bot.pyramid[..pos as usize].contains(&tile) {
                        out.put(TekhenuAction::BotTile(tile), 1);
                    }
                }
            }
            Node::ChCoin => {
                out.put(TekhenuAction::Coin(true), 1);
                out.put(TekhenuAction::Coin(false), 1);
            }
            Node::ChTie(n) => (0..n).for_each(|i| out.put(TekhenuAction::Tie(i), 1)),
            _ => {}
        }
    }
}

impl Board {
    /// Samples the chance node on top with the same distribution as `gen_chance`, without
    /// listing the outcomes (dice, cards and pillar tiles are the frequent draws).
    pub(crate) fn sample_fast(&self, rng: &mut nile_core::GameRng) -> Option<TekhenuAction> {
        use nile_core::rng::below;
        match self.top()? {
            Node::ChDie(_) => {
                let count = self.bag_counts().map(u64::from);
                let total: u64 = count.iter().sum::<u64>() * 6;
                if total == 0 {
                    return None;
                }
                let r = below(rng, total);
                // Colour i covers 6 * count[i] outcomes after the colours before it: the
                // colour is the number of ranges ending at or before `r` (no branch).
                let (mut colour, mut start, mut end) = (0, 0, 0);
                for &c in &count {
                    end += c * 6;
                    let past = r >= end;
                    colour += past as usize;
                    start = if past { end } else { start };
                }
                let colour = *COLOURS.get(colour)?;
                Some(TekhenuAction::Roll(colour, ((r - start) % 6) as u8 + 1))
            }
            Node::ChCard(slot) => {
                let kind = slot_kind(slot as usize);
                self.sample_pool(kind, rng)
            }
            Node::ChDecree(_) => self.sample_pool(CardKind::Decree, rng),
            Node::ChOffer(kind, _) => self.sample_pool(kind, rng),
            Node::ChPillar(_) | Node::ChMediumPillar => {
                pick_bit(rng, self.pillar_stack).map(TekhenuAction::Pillar)
            }
            // Setup draws among equally likely outcomes (`gen_chance` lists them in
            // ascending order, weight 1): the same single `below` as `sample_weighted`.
            Node::ChStart => {
                let hidden = !(self.start_pool as u32) & 0xFFF;
                pick_bit(rng, hidden).map(TekhenuAction::RevealStart)
            }
            Node::ChHorus(_) => {
                let placed = self.horus.iter().fold(0u32, |m, &g| m | bit_below(g, 6));
                pick_bit(rng, 0b11_1111 & !placed).map(TekhenuAction::HorusTile)
            }
            Node::ChDisc => pick_bit(rng, 0b11_1111).map(TekhenuAction::Disc),
            Node::ChFirst => pick_bit(rng, bit_below(self.np, 5) - 1).map(TekhenuAction::First),
            Node::ChBotDestiny => {
                pick_bit(rng, self.destiny_free as u32 & 0b11).map(TekhenuAction::BotDestiny)
            }
            Node::ChPyramid(pos) => {
                let drawn = self.bot.pyramid.get(..pos as usize)?;
                let placed = drawn.iter().fold(0u32, |m, &t| m | bit_below(t, 10));
                pick_bit(rng, 0x3FF & !placed).map(TekhenuAction::BotTile)
            }
            Node::ChCoin => pick_bit(rng, 0b11).map(|i| TekhenuAction::Coin(i == 0)),
            Node::ChTie(n) if n < 32 => pick_bit(rng, (1u32 << n) - 1).map(TekhenuAction::Tie),
            _ => None,
        }
    }

    fn sample_pool(&self, kind: CardKind, rng: &mut nile_core::GameRng) -> Option<TekhenuAction> {
        let i = pick_bit(rng, self.draw_pool(kind).bits())?;
        Some(TekhenuAction::Draw(kind.card(i)))
    }

    /// Is `a` an outcome of the chance node on top? (Same set as `gen_chance`.)
    pub(crate) fn chance_ok(&self, a: TekhenuAction) -> bool {
        match (self.top(), a) {
            (Some(Node::ChDie(_)), TekhenuAction::Roll(c, v)) => {
                (1..=6).contains(&v) && self.first_in_bag(c).is_some()
            }
            (Some(Node::ChCard(slot)), TekhenuAction::Draw(c)) => {
                self.in_pool(slot_kind(slot as usize), c)
            }
            (Some(Node::ChDecree(_)), TekhenuAction::Draw(c)) => self.in_pool(CardKind::Decree, c),
            (Some(Node::ChOffer(kind, _)), TekhenuAction::Draw(c)) => self.in_pool(kind, c),
            (Some(Node::ChPillar(_) | Node::ChMediumPillar), TekhenuAction::Pillar(t)) => {
                t < 27 && self.pillar_stack & (1 << t) != 0
            }
            _ => {
                let mut probe = ChanceProbe {
                    target: a,
                    found: false,
                };
                self.gen_chance(&mut probe);
                probe.found
            }
        }
    }

    /// Refuses `a` unless it is an outcome of the chance node on top.
    pub(crate) fn check_outcome(&self, a: TekhenuAction) -> Result<(), GameError> {
        if !self.chance_ok(a) {
            return Err(GameError::illegal(
                a,
                nile_core::sentence!(crate::texts::TEXTS, "refused-not-an-outcome"),
            ));
        }
        Ok(())
    }

    fn in_pool(&self, kind: CardKind, c: Card) -> bool {
        c.is_card() && c.kind() == kind && self.draw_pool(kind).contains(c)
    }
}

impl Tekhenu {
    /// The outcomes of the chance node on top with their weights
    /// (`Game::chance_outcomes`); none at a decision or once the game is over.
    pub(crate) fn chance_outcomes_into(&self, out: &mut Vec<(TekhenuAction, u32)>) {
        out.clear();
        if self.board.pending() == Pending::Chance {
            self.board.gen_chance(out);
        }
    }

    /// One outcome of the chance node on top (`Game::sample_chance`): drawn without
    /// listing for the frequent draws, else from the listed outcomes and their weights.
    pub(crate) fn sample_outcome(
        &self,
        rng: &mut nile_core::GameRng,
        buf: &mut Vec<(TekhenuAction, u32)>,
    ) -> Option<TekhenuAction> {
        if self.board.pending() != Pending::Chance {
            return None;
        }
        self.board.sample_fast(rng).or_else(|| {
            self.chance_outcomes_into(buf);
            nile_core::rng::sample_weighted(rng, buf)
        })
    }
}
