//! Routing of steps, decisions and chance nodes to the modules that implement them.

use crate::action::TekhenuAction;
use crate::cards::{BlessingEffect, Card, CardKind, BLESSINGS_WITH, KIND_SLOTS, SECTION_SLOTS};
use crate::cardset::CardSet;
use crate::run::Out;
use crate::state::{Board, Node, Step};

impl Board {
    /// Runs one automatic step (inlined into the run loop: most steps are short).
    #[inline(always)]
    pub(crate) fn exec_step(&mut self, s: Step) {
        match s {
            Step::Setup(n) => self.setup_stage(n),
            Step::SetupDice(g, left) => self.setup_dice(g, left),
            Step::Refill(mask) => self.refill(mask),
            Step::BeginTurn => self.begin_turn(),
            Step::AfterModify => self.after_modify(),
            Step::ResolveActions => self.resolve_actions(),
            Step::StartGod(a) => self.start_god(a),
            Step::AfterGod(a) => self.after_god(a),
            Step::HorusDo(a, target) => self.horus_do(a, target),
            Step::RaDo(a, cell, rot) => self.ra_do(a, cell, rot),
            Step::HathorDo(a, space) => self.hathor_do(a, space),
            Step::HathorCells(a, k) => self.hathor_cells(a, k),
            Step::BastetDo(a) => self.bastet_do(a),
            Step::OsirisDo(a, d) => self.osiris_do(a, d),
            Step::EndTurn => self.end_turn(),
            Step::NextTurn => self.next_turn(),
            Step::Rotation => self.rotation(),
            Step::AddDice(i) => self.add_dice(i),
            Step::Maat(n) => self.maat_stage(n),
            Step::Scoring(n) => self.scoring_stage(n),
            Step::Final(n) => self.final_stage(n),
            Step::ScoreDecrees(p) => self.score_decrees(p),
            Step::BotTurn(n) => self.bot_turn(n),
            Step::BotPick(k) => self.bot_pick(k),
        }
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

    /// B07/B08 may be played at any decision of the active seat's own turn (rulebook),
    /// the end-of-turn window (`Node::TurnEnd`) included.
    ///
    /// Asked at every decision: the cheap "no B07/B08 in hand" answer is inlined.
    #[inline]
    pub(crate) fn b07_window(&self, n: Node) -> Option<Card> {
        const B07_B08: CardSet = BLESSINGS_WITH[BlessingEffect::PopulationOrHappiness.kind()];
        // The hand first: it almost never holds B07/B08, where the turn flag alternates.
        let held = self.players[self.turn.p as usize % 4].blessings;
        if (held & B07_B08).is_empty() || !self.turn.active {
            return None;
        }
        self.b07_window_held(n)
    }

    /// The rest of [`Self::b07_window`], for a seat holding B07 or B08.
    #[inline(never)]
    fn b07_window_held(&self, n: Node) -> Option<Card> {
        if matches!(n, Node::PopHappy(..)) || self.actor(n) != self.turn.p {
            return None;
        }
        self.held_blessing(self.turn.p, BlessingEffect::PopulationOrHappiness)
    }

    /// Writes the legal actions of the decision on top of the stack.
    pub(crate) fn gen_decision(&self, out: &mut impl Out) {
        let Some(n) = self.top() else { return };
        if let Some(c) = self.b07_window(n) {
            out.put(TekhenuAction::Bless(c));
        }
        use Node::*;
        match n {
            KeepDecree(_) | Draft(_) | Destiny(_) | GainPick(..) | KeepOffer(_) | PopHappy(..)
            | RewardOrder(..) => self.gen_setup(n, out),
            TakeDie => self.gen_take(out),
            Main => self.gen_main(out),
            Modify => self.gen_modify(out),
            RecolourValue | SetValue | ExtraAdjacent | T19 | ResolveNext | TurnEnd => {
                self.gen_small_turn(n, out)
            }
            Horus(_) | RaCell(_) | RaRot(..) | HathorSpace(_) | HathorPick(..) | Bastet(_)
            | Thoth(..) | ThothPick(..) | Osiris(_) | Row6(_) | P12Value(_) | ProdWindow(_)
            | FreeAction(..) => self.gen_god(n, out),
            Pay(p, res, _) => self.gen_pay(p, res, out),
            Faith(_) | Feed(..) | SelectDecree(_) | D03Target(_) | D04Count(..) => {
                self.gen_final(n, out)
            }
            _ => {}
        }
    }

    /// Applies a validated decision (the node is on top).
    #[inline(always)]
    pub(crate) fn exec_decision(&mut self, a: TekhenuAction) {
        let Some(n) = self.top() else { return };
        if let Some(c) = self.b07_window(n) {
            if a == TekhenuAction::Bless(c) {
                // Played, then the same decision again.
                let p = self.turn.p;
                self.use_blessing(p, c);
                self.push(Node::PopHappy(p, 3));
                return;
            }
        }
        self.drop_top();
        use Node::*;
        match n {
            KeepDecree(_) | Draft(_) | Destiny(_) | GainPick(..) | KeepOffer(_) | PopHappy(..)
            | RewardOrder(..) => self.exec_setup(n, a),
            TakeDie => self.exec_take(a),
            Main => self.exec_main(a),
            Modify => self.exec_modify(a),
            RecolourValue | SetValue | ExtraAdjacent | T19 | ResolveNext | TurnEnd => {
                self.exec_small_turn(n, a)
            }
            Horus(_) | RaCell(_) | RaRot(..) | HathorSpace(_) | HathorPick(..) | Bastet(_)
            | Thoth(..) | ThothPick(..) | Osiris(_) | Row6(_) | P12Value(_) | ProdWindow(_)
            | FreeAction(..) => self.exec_god(n, a),
            Pay(p, res, left) => {
                if let TekhenuAction::Pay(tok) = a {
                    if left > 1 {
                        self.push(Pay(p, res, left - 1));
                    }
                    self.pay_one(p, res, tok);
                }
            }
            Faith(_) | Feed(..) | SelectDecree(_) | D03Target(_) | D04Count(..) => {
                self.exec_final(n, a)
            }
            _ => {}
        }
    }
}
