//! Tokens, Victory Points and tracks: gains and losses, Population and Happiness (with
//! their rewards and the market thresholds), Blessings played, payments (Gold, T10,
//! T22), and the card decks.

use crate::action::TekhenuAction;
use crate::cards::{BlessingEffect, Card, CardKind, Tech, BLESSINGS_WITH};
use crate::cardset::CardSet;
use crate::choices::Out;
use crate::pieces::{GOLD, GRANITE, LIMESTONE, SCRIBE};
use crate::standins::POP_MAX;
use crate::state::{Board, Node, Origin, Step, ANY_RESOURCE};

impl Board {
    // ----- gains and losses -----

    pub(crate) fn add_vp(&mut self, p: u8, n: u16) {
        let pl = &mut self.players[p as usize];
        pl.score = pl.score.saturating_add(n);
    }

    /// docs/tekhenu.md GAP-48: every loss is floored at 0.
    pub(crate) fn lose_vp(&mut self, p: u8, n: u16) {
        let pl = &mut self.players[p as usize];
        pl.score = pl.score.saturating_sub(n);
    }

    /// Gains `n` tokens of kind `tok` (resources, Scribes, Faith).
    pub(crate) fn gain(&mut self, p: u8, tok: u8, n: u8) {
        if self.is_bot(p) {
            // The bot takes Scribes only (rulebook).
            if tok == SCRIBE {
                let pl = &mut self.players[p as usize];
                pl.scribes = pl.scribes.saturating_add(n);
            }
            return;
        }
        let pl = &mut self.players[p as usize];
        match tok {
            0..=4 => pl.res[tok as usize] = pl.res[tok as usize].saturating_add(n),
            SCRIBE => pl.scribes = pl.scribes.saturating_add(n),
            _ => pl.faith = pl.faith.saturating_add(n),
        }
    }

    pub(crate) fn is_bot(&self, p: u8) -> bool {
        // `&` rather than `&&`: both are plain bytes, and one branch is cheaper than two.
        self.solo & (p == 1)
    }

    /// Population gain (capped, docs/tekhenu.md GAP-13) and the market thresholds (rulebook, docs/tekhenu.md GAP-23).
    pub(crate) fn gain_pop(&mut self, p: u8, n: u8) {
        let pl = &mut self.players[p as usize];
        pl.pop = (pl.pop + n).min(POP_MAX);
        pl.note_peak();
        self.check_thresholds();
    }

    pub(crate) fn check_thresholds(&mut self) {
        let max = self.players[..self.np as usize]
            .iter()
            .map(|p| p.pop)
            .max()
            .unwrap_or(0);
        if max >= 9 && self.market_filled & 4 == 0 {
            self.market_filled |= 4;
            self.step(Step::Refill(4));
        }
        if max >= 13 && self.market_filled & 8 == 0 {
            self.market_filled |= 8;
            self.step(Step::Refill(8));
        }
    }

    /// Happiness gain capped by Population, with the 16/19/21 rewards (rulebook,
    /// docs/tekhenu.md GAP-17: from any source, once per player; docs/tekhenu.md GAP-18: the 21 action follows at once).
    pub(crate) fn gain_happy(&mut self, p: u8, n: u8) {
        let bot = self.is_bot(p);
        let pl = &mut self.players[p as usize];
        pl.happy = (pl.happy + n).min(pl.pop);
        pl.note_peak();
        if bot {
            return;
        }
        let h = pl.happy;
        if h >= 16 && pl.milestones & 1 == 0 {
            pl.milestones |= 1;
            pl.res[GOLD as usize] = pl.res[GOLD as usize].saturating_add(1);
        }
        if h >= 19 && pl.milestones & 2 == 0 {
            pl.milestones |= 2;
            pl.scribes = pl.scribes.saturating_add(1);
        }
        if h >= 21 && pl.milestones & 4 == 0 {
            pl.milestones |= 4;
            self.push(Node::FreeAction(p, Origin::Happy21));
        }
    }

    pub(crate) fn lose_happy(&mut self, p: u8, n: u8) {
        let pl = &mut self.players[p as usize];
        pl.happy = pl.happy.saturating_sub(n);
    }

    pub(crate) fn lose_pop(&mut self, p: u8, n: u8) {
        let pl = &mut self.players[p as usize];
        pl.pop = pl.pop.saturating_sub(n);
        pl.happy = pl.happy.min(pl.pop);
    }

    /// Discards a played Blessing (and T24's Gold).
    pub(crate) fn use_blessing(&mut self, p: u8, c: Card) {
        let pl = &mut self.players[p as usize];
        pl.blessings.remove(c);
        self.discards[0].insert(c);
        if self.players[p as usize].has_tech(Tech::BlessingGold) {
            self.gain(p, GOLD, 1);
        }
    }

    /// The lowest-numbered Blessing with effect `e` that seat `p` holds.
    #[inline(always)]
    pub(crate) fn held_blessing(&self, p: u8, e: BlessingEffect) -> Option<Card> {
        let held = self.players[p as usize].blessings & BLESSINGS_WITH[e.kind()];
        held.first(CardKind::Blessing)
    }

    // ----- payments (rulebook) -----

    /// Token kinds (bit per kind) seat `p` may spend on one unit of `res`: the kinds the
    /// rules allow for `res` (itself; Gold for any resource; T22's Limestone/Granite
    /// swap; T10's Scribes for resources and Gold for Scribes) among those it holds.
    pub(crate) fn pay_kinds(&self, p: u8, res: u8) -> u8 {
        let pl = &self.players[p as usize % 4];
        let one = |k: u8| 1u8 << k;
        let t10 = |k: u8| {
            if pl.has_tech(Tech::GoldAndScribesSwap) {
                one(k)
            } else {
                0
            }
        };
        let allowed = match res {
            LIMESTONE | GRANITE if pl.has_tech(Tech::LimestoneAndGraniteSwap) => {
                one(res) | one(GOLD) | one(LIMESTONE + GRANITE - res) | t10(SCRIBE)
            }
            0..=3 => one(res) | one(GOLD) | t10(SCRIBE),
            GOLD => one(GOLD) | t10(SCRIBE),
            SCRIBE => one(SCRIBE) | t10(GOLD),
            ANY_RESOURCE => 0b1_1111 | t10(SCRIBE),
            _ => 0,
        };
        let held = (pl.res.iter().enumerate())
            .fold(u8::from(pl.scribes > 0) << SCRIBE, |m, (i, &n)| {
                m | u8::from(n > 0) << i
            });
        allowed & held
    }

    /// How many units of `res` seat `p` could pay in total.
    pub(crate) fn payable(&self, p: u8, res: u8) -> u16 {
        // Counted for every seat, then replaced for Botankhamun (who pays nothing): a
        // select rather than a branch that tests the seat first.
        let units = self.units_payable(p, res);
        if self.is_bot(p) {
            u16::MAX
        } else {
            units
        }
    }

    /// [`Self::payable`] for a seat that pays.
    #[inline]
    fn units_payable(&self, p: u8, res: u8) -> u16 {
        let pl = &self.players[p as usize % 4];
        let r = |i: u8| pl.res[i as usize] as u16;
        let t10 = if pl.has_tech(Tech::GoldAndScribesSwap) {
            pl.scribes as u16
        } else {
            0
        };
        match res {
            LIMESTONE | GRANITE => {
                let other = if pl.has_tech(Tech::LimestoneAndGraniteSwap) {
                    r(LIMESTONE + GRANITE - res)
                } else {
                    0
                };
                r(res) + r(GOLD) + other + t10
            }
            0..=3 => r(res) + r(GOLD) + t10,
            GOLD => r(GOLD) + t10,
            SCRIBE => {
                pl.scribes as u16
                    + if pl.has_tech(Tech::GoldAndScribesSwap) {
                        r(GOLD)
                    } else {
                        0
                    }
            }
            ANY_RESOURCE => (0..5).map(r).sum::<u16>() + t10,
            _ => 0,
        }
    }

    /// Schedules a payment of `n` units of `res` (the caller checked it is payable).
    pub(crate) fn charge(&mut self, p: u8, res: u8, n: u8) {
        if n > 0 && !self.is_bot(p) {
            self.push(Node::Pay(p, res, n));
        }
    }

    /// Spends one `tok` on a unit of `res`, with T10/T22's VP once per turn.
    pub(crate) fn pay_one(&mut self, p: u8, res: u8, tok: u8) {
        let pl = &mut self.players[p as usize];
        match tok {
            0..=4 => pl.res[tok as usize] = pl.res[tok as usize].saturating_sub(1),
            _ => pl.scribes = pl.scribes.saturating_sub(1),
        }
        // T10/T22 (rulebook): 1 VP if used "during your turn", once per turn.
        let own_turn = self.turn.active && self.turn.p == p;
        let t10_used =
            own_turn && ((tok == SCRIBE && res != SCRIBE) || (tok == GOLD && res == SCRIBE));
        let t22_used = own_turn && res != tok && (tok == LIMESTONE || tok == GRANITE) && res < 4;
        if t10_used && !self.turn.t10 {
            self.turn.t10 = true;
            self.add_vp(p, 1);
        }
        if t22_used && !self.turn.t22 {
            self.turn.t22 = true;
            self.add_vp(p, 1);
        }
    }

    pub(crate) fn gen_pay(&self, p: u8, res: u8, out: &mut impl Out) {
        let kinds = self.pay_kinds(p, res);
        // Every kind in turn, kept or not without a branch.
        for k in 0..=SCRIBE {
            out.put_if(TekhenuAction::Pay(k), kinds >> k & 1 != 0);
        }
    }

    // ----- decks -----

    /// The set a card of `kind` is drawn from now: the deck, then (Decrees) the cards put
    /// at its bottom, then the discard pile reshuffled (rulebook).
    pub(crate) fn draw_pool(&self, kind: CardKind) -> CardSet {
        let k = kind.index();
        match self.decree_bottom[0] {
            _ if !self.decks[k].is_empty() => self.decks[k],
            // The returned Decrees come up in a known order: one card, no chance.
            Some(c) if kind == CardKind::Decree => CardSet::of(c),
            _ => self.discards[k],
        }
    }

    /// The Decrees under the deck, as a set.
    pub(crate) fn bottom_set(&self) -> CardSet {
        self.decree_bottom
            .iter()
            .flatten()
            .fold(CardSet::EMPTY, |m, &c| m | CardSet::of(c))
    }

    /// Puts Decree `c` under the deck, below those already there.
    pub(crate) fn put_under_deck(&mut self, c: Card) {
        if let Some(slot) = self.decree_bottom.iter_mut().find(|x| x.is_none()) {
            *slot = Some(c);
        }
    }

    /// Removes card `c` (of `kind`) from the pool it is drawn from.
    pub(crate) fn take_from_pool(&mut self, kind: CardKind, c: Card) {
        let k = kind.index();
        if !self.decks[k].is_empty() {
            self.decks[k].remove(c);
        } else if kind == CardKind::Decree && self.decree_bottom[0].is_some() {
            self.decree_bottom.rotate_left(1);
            self.decree_bottom[3] = None;
        } else {
            // Reshuffle the discards into a new deck, then draw.
            self.decks[k] = self.discards[k] - CardSet::of(c);
            self.discards[k] = CardSet::EMPTY;
        }
    }
}
