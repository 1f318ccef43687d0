//! The pending-work stack, the run loop and the shared helpers (gains, payments, tracks).

use nile_core::Turn;

use crate::action::TekhenuAction;
use crate::cards::{b, bit, t, Card, KIND_DECREE};
use crate::data::{DICE_BLOCK_MAX, DICE_IDS_BY_COLOUR, DISC_PATTERN, POP_MAX};
use crate::state::{Board, Choices, Node, Origin, Step, Tekhenu, ANY_RESOURCE};
use crate::types::{
    status, Colour, Die, Light, Status, COLOURS, GOLD, GRANITE, LIMESTONE, NONE, SCRIBE,
};

/// What the game waits for (see [`Tekhenu::pending`]).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Pending {
    /// The game is over.
    Over,
    /// A chance outcome.
    Chance,
    /// A player's decision.
    Decision,
}

/// Where legal actions are written.
pub(crate) trait Out {
    fn put(&mut self, a: TekhenuAction);
    /// Puts `a` if `keep`: sinks that can do it without a branch do.
    #[inline]
    fn put_if(&mut self, a: TekhenuAction, keep: bool) {
        if keep {
            self.put(a);
        }
    }
    /// The generator may stop early: the sink knows all it needs.
    fn satisfied(&self) -> bool {
        false
    }
}

impl Out for Vec<TekhenuAction> {
    fn put(&mut self, a: TekhenuAction) {
        self.push(a);
    }
}

/// A sink that looks for one action (validation of a decision whose options were not
/// kept, without any buffer); generation stops once it is found.
pub(crate) struct Probe {
    pub target: TekhenuAction,
    pub found: bool,
}

impl Out for Probe {
    #[inline]
    fn put(&mut self, a: TekhenuAction) {
        if self.target == a {
            self.found = true;
        }
    }
    fn satisfied(&self) -> bool {
        self.found
    }
}

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

/// Status of each colour in each section, for every disc offset.
pub(crate) const STATUS_BY_DISC: [[[Status; 5]; 6]; 6] = {
    let mut t = [[[Status::Pure; 5]; 6]; 6];
    let mut disc = 0;
    while disc < 6 {
        let mut s = 0;
        while s < 6 {
            let light = DISC_PATTERN[(s + 6 - disc) % 6];
            let mut c = 0;
            while c < 5 {
                t[disc][s][c] = status(light, COLOURS[c]);
                c += 1;
            }
            s += 1;
        }
        disc += 1;
    }
    t
};

impl Board {
    // ----- the stack -----

    pub(crate) fn push(&mut self, n: Node) {
        let d = self.depth as usize;
        if d < self.stack.len() {
            self.stack[d] = n;
            self.depth += 1;
        } else {
            debug_assert!(false, "pending-work stack overflow");
        }
    }

    pub(crate) fn step(&mut self, s: Step) {
        self.push(Node::Step(s));
    }

    #[inline]
    pub(crate) fn top(&self) -> Option<Node> {
        self.stack
            .get((self.depth as usize).wrapping_sub(1))
            .copied()
    }

    pub(crate) fn pop(&mut self) -> Option<Node> {
        let n = self.top()?;
        self.drop_top();
        Some(n)
    }

    /// Removes the top node, already read by the caller.
    #[inline]
    pub(crate) fn drop_top(&mut self) {
        let d = (self.depth as usize).wrapping_sub(1);
        if let Some(slot) = self.stack.get_mut(d) {
            *slot = Node::Empty;
            self.depth -= 1;
        }
    }

    /// What the game waits for: `turn()` without the deciding seat (which `apply` and
    /// `legal_actions` do not need, and `actor` finds by a jump table).
    #[inline]
    pub(crate) fn pending(&self) -> Pending {
        match self.top() {
            _ if self.over => Pending::Over,
            None => Pending::Over,
            Some(n) if n.is_chance() => Pending::Chance,
            Some(_) => Pending::Decision,
        }
    }

    pub(crate) fn current_turn(&self) -> Turn {
        match self.top() {
            None => Turn::Over,
            Some(n) if n.is_chance() => Turn::Chance,
            Some(n) => Turn::Player(self.actor(n) as usize),
        }
    }

    /// The seat deciding at node `n`.
    pub(crate) fn actor(&self, n: Node) -> u8 {
        use Node::*;
        match n {
            KeepDecree(p)
            | RewardOrder(p, _)
            | Draft(p)
            | Destiny(p)
            | GainPick(p, _, _)
            | KeepOffer(p)
            | PopHappy(p, _)
            | Row6(p)
            | P12Value(p)
            | Pay(p, _, _)
            | FreeAction(p, _)
            | Faith(p)
            | Feed(p, _)
            | SelectDecree(p)
            | D03Target(p)
            | D04Count(p, _) => p,
            Horus(a)
            | RaCell(a)
            | RaRot(a, _)
            | HathorSpace(a)
            | HathorPick(a, _)
            | Bastet(a)
            | Thoth(a, _)
            | ThothPick(a, _, _)
            | Osiris(a) => a.p,
            ProdWindow(pr) => pr.p,
            _ => self.turn.p,
        }
    }

    // ----- the disc -----

    /// Light of section `s` under the current disc offset.
    pub fn light(&self, s: u8) -> Light {
        DISC_PATTERN[(s as usize + 6 - self.disc as usize) % 6]
    }

    /// Status of die `id` on the disc, with colour `c`.
    pub(crate) fn status_as(&self, section: u8, c: crate::types::Colour) -> Status {
        STATUS_BY_DISC[self.disc as usize % 6][section as usize % 6][c.index()]
    }

    /// The first die (id) of colour `c` satisfying `f`: die ids come in colour blocks
    /// ([`DICE_IDS_BY_COLOUR`], checked by the invariants), so only that block is read,
    /// as six dice from its start tested without an early exit (the loop is unrolled,
    /// and no branch guesses where the die is), the ones past the block masked off.
    pub(crate) fn first_die_of(&self, c: Colour, f: impl Fn(&Die) -> bool) -> Option<usize> {
        const _: () = assert!(DICE_BLOCK_MAX == 6, "first_die_of reads six dice");
        let (lo, hi) = DICE_IDS_BY_COLOUR[c.index()];
        let six = self.dice.get(lo as usize..)?.first_chunk::<6>()?;
        let in_block = (1u32 << (hi - lo)) - 1;
        let found = (six.iter().enumerate()).fold(0u32, |m, (i, d)| m | (f(d) as u32) << i);
        let found = found & in_block;
        (found != 0).then(|| lo as usize + found.trailing_zeros() as usize)
    }

    /// Dice held on seat `p`'s board (left, right and below).
    pub(crate) fn dice_held_by(&self, p: u8) -> u8 {
        self.dice.held()[p as usize % 4].count_ones() as u8
    }

    /// Dice held on each seat's board (left, right and below).
    pub(crate) fn dice_held(&self) -> [u8; 4] {
        self.dice.held().map(|h| h.count_ones() as u8)
    }

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
        pl.blessings &= !bit(c);
        self.discards[0] |= bit(c);
        if self.players[p as usize].has_tech(t(24)) {
            self.gain(p, GOLD, 1);
        }
    }

    /// The lowest-numbered held copy of a pair of identical Blessings.
    pub(crate) fn held_pair(&self, p: u8, first: u8) -> Option<Card> {
        let pl = &self.players[p as usize];
        [b(first), b(first + 1)]
            .into_iter()
            .find(|&c| pl.has_blessing(c))
    }

    // ----- payments (rulebook) -----

    /// Token kinds (bit per kind) seat `p` may spend on one unit of `res`: the kinds the
    /// rules allow for `res` (itself; Gold for any resource; T22's Limestone/Granite
    /// swap; T10's Scribes for resources and Gold for Scribes) among those it holds.
    pub(crate) fn pay_kinds(&self, p: u8, res: u8) -> u8 {
        let pl = &self.players[p as usize % 4];
        let one = |k: u8| 1u8 << k;
        let t10 = |k: u8| if pl.has_tech(t(10)) { one(k) } else { 0 };
        let allowed = match res {
            LIMESTONE | GRANITE if pl.has_tech(t(22)) => {
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
        let t10 = if pl.has_tech(t(10)) {
            pl.scribes as u16
        } else {
            0
        };
        match res {
            LIMESTONE | GRANITE => {
                let other = if pl.has_tech(t(22)) {
                    r(LIMESTONE + GRANITE - res)
                } else {
                    0
                };
                r(res) + r(GOLD) + other + t10
            }
            0..=3 => r(res) + r(GOLD) + t10,
            GOLD => r(GOLD) + t10,
            SCRIBE => pl.scribes as u16 + if pl.has_tech(t(10)) { r(GOLD) } else { 0 },
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
    pub(crate) fn draw_pool(&self, kind: u8) -> u32 {
        let k = kind as usize;
        if self.decks[k] != 0 {
            self.decks[k]
        } else if kind == KIND_DECREE && self.decree_bottom[0] != NONE {
            // The returned Decrees come up in a known order: one card, no chance.
            bit(self.decree_bottom[0])
        } else {
            self.discards[k]
        }
    }

    /// The Decrees under the deck, as a set.
    pub(crate) fn bottom_set(&self) -> u32 {
        self.decree_bottom
            .iter()
            .filter(|&&c| c != NONE)
            .fold(0, |m, &c| m | bit(c))
    }

    /// Puts Decree `c` under the deck, below those already there.
    pub(crate) fn put_under_deck(&mut self, c: Card) {
        if let Some(slot) = self.decree_bottom.iter_mut().find(|x| **x == NONE) {
            *slot = c;
        }
    }

    /// Removes card `c` (of `kind`) from the pool it is drawn from.
    pub(crate) fn take_from_pool(&mut self, kind: u8, c: Card) {
        let k = kind as usize;
        let m = bit(c);
        if self.decks[k] != 0 {
            self.decks[k] &= !m;
        } else if kind == KIND_DECREE && self.decree_bottom[0] != NONE {
            self.decree_bottom.rotate_left(1);
            self.decree_bottom[3] = NONE;
        } else {
            // Reshuffle the discards into a new deck, then draw.
            self.decks[k] = self.discards[k] & !m;
            self.discards[k] = 0;
        }
    }
}

impl Tekhenu {
    /// Runs automatic steps (and decisions with a single option) until a real decision,
    /// a chance node or the end of the game.
    ///
    /// The options of the decision it stops at are kept in `choices`, for
    /// `legal_actions` and the validation in `apply`: listed there directly, while the
    /// board is read (no staging copy).
    pub(crate) fn run(&mut self) {
        self.choices.clear();
        loop {
            let Some(top) = self.top() else {
                return;
            };
            match top {
                Node::Step(s) => {
                    self.drop_top();
                    self.exec_step(s);
                }
                n if n.is_chance() => return,
                _ => {
                    self.board.gen_decision(&mut self.choices);
                    match self.choices.known() {
                        Some(&[a]) => {
                            self.choices.clear();
                            self.exec_decision(a);
                        }
                        _ => return,
                    }
                }
            }
        }
    }

    /// The legal actions of the decision on top were listed by `run` (a state that
    /// changed since must forget them: tests that set fields by hand, `determinize`).
    pub(crate) fn listed(&self) -> Option<&[TekhenuAction]> {
        let known = self.choices.known();
        debug_assert!(
            known.is_none_or(|k| {
                let mut fresh = Choices::UNKNOWN;
                self.gen_decision(&mut fresh);
                fresh.known() == Some(k)
            }),
            "the listed choices are stale"
        );
        known
    }
}

impl Node {
    /// Whether this node is a chance draw.
    pub fn is_chance(&self) -> bool {
        use Node::*;
        matches!(
            self,
            ChDisc
                | ChPillar(_)
                | ChHorus(_)
                | ChCard(_)
                | ChDie(_)
                | ChDecree(_)
                | ChOffer(_, _)
                | ChStart
                | ChFirst
                | ChBotDestiny
                | ChPyramid(_)
                | ChCoin
                | ChTie(_)
                | ChMediumPillar
        )
    }
}
