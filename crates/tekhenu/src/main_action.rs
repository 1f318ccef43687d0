//! A player's turn after the die is taken: the main action choice (a god, a production or
//! nothing), the die adjustments (Scribes, T13, T14, Blessings), the extra actions and the
//! order in which the turn's actions resolve.

use crate::action::TekhenuAction;
use crate::cards::{blessing_effect, BlessingEffect, Tech};
use crate::choices::Out;
use crate::pieces::{Colour, God, Loc, COLOURS, GOLD, NONE, SCRIBE};
use crate::state::{Act, Board, Node, Origin, Prod, Step};

/// Main action code for "no action".
pub const NO_ACTION: u8 = 10;

impl Board {
    fn effective_colour(&self) -> Colour {
        COLOURS[self.turn.colour as usize % 5]
    }

    pub(crate) fn gen_main(&self, out: &mut impl Out) {
        if self.turn.resolved & 1 != 0 {
            return self.gen_other_action(out);
        }
        let p = self.turn.p;
        let v = self.die_value();
        let free = self.free_moves(p, true);
        let b09 = self.held_blessing(p, BlessingEffect::AnyValue).is_some();
        let mut any = false;
        if self.turn.anubis {
            let from = self.completable_all(p, 0, free, b09);
            for g in 0..6 {
                if from[g as usize] & (1 << v) != 0 {
                    out.put(TekhenuAction::Main(g));
                    any = true;
                }
            }
            for r in 0..4 {
                out.put(TekhenuAction::Main(6 + r));
                any = true;
            }
        } else {
            let g = self.turn.section;
            if self.completable_values(p, g, 0, free, b09) & (1 << v) != 0 {
                out.put(TekhenuAction::Main(g));
                any = true;
            }
            if let Some(r) = self.effective_colour().resource() {
                out.put(TekhenuAction::Main(6 + r));
                any = true;
            }
        }
        if !any {
            out.put(TekhenuAction::Main(NO_ACTION));
        }
    }

    /// "Must choose another action" (rulebook, docs/tekhenu.md OTHER-ACTION): the main
    /// action chosen became impossible once the turn's extra action (B17-B20), resolved
    /// first, used what it needed. The die's other actions as they stand now (its value
    /// is final): the production of its colour, the god of its section, or with Anubis
    /// any god and any production; `take no action` only if none is possible.
    fn gen_other_action(&self, out: &mut impl Out) {
        let p = self.turn.p;
        let v = self.die_value();
        let gods: u8 = if self.turn.anubis {
            0b11_1111
        } else {
            1 << self.turn.section
        };
        let mut any = false;
        for g in 0..6u8 {
            if (gods >> g) & 1 != 0 && self.god_values(p, g, Origin::Main) & (1 << v) != 0 {
                out.put(TekhenuAction::Main(g));
                any = true;
            }
        }
        if self.turn.anubis {
            (0..4).for_each(|r| out.put(TekhenuAction::Main(6 + r)));
            any = true;
        } else if let Some(r) = self.effective_colour().resource() {
            out.put(TekhenuAction::Main(6 + r));
            any = true;
        }
        if !any {
            out.put(TekhenuAction::Main(NO_ACTION));
        }
    }

    pub(crate) fn exec_main(&mut self, a: TekhenuAction) {
        let again = self.turn.resolved & 1 != 0;
        match a {
            // Nothing else is possible with the die: the main action is lost, the rest
            // of the turn (an extra action still pending, its end) goes on.
            TekhenuAction::Main(NO_ACTION) if again => {}
            TekhenuAction::Main(k) if again => {
                self.turn.main = k;
                self.start_main();
            }
            TekhenuAction::Main(NO_ACTION) => self.end_turn(),
            TekhenuAction::Main(k) => {
                self.turn.main = k;
                self.push(Node::Modify);
            }
            _ => {}
        }
    }

    pub(crate) fn main_is_god(&self) -> bool {
        self.turn.main < 6
    }

    fn any_god_action(&self) -> bool {
        self.main_is_god() || self.turn.extras.iter().any(|&x| x != NONE)
    }

    pub(crate) fn gen_modify(&self, out: &mut impl Out) {
        let p = self.turn.p;
        let pl = &self.players[p as usize];
        let v = self.die_value();
        let scribes = self.payable(p, SCRIBE);
        let t14 = pl.has_tech(Tech::GodActionAdjust) && !self.turn.t14 && self.any_god_action();
        let t13 = pl.has_tech(Tech::ProductionAdjust) && !self.turn.t13 && !self.main_is_god();
        let main = self.main_reach();
        if main.now & (1 << v) != 0 {
            out.put(TekhenuAction::Done);
        }
        // docs/tekhenu.md GAP-26: adjustments must leave the main action possible, counting what they
        // cost (a paid move owes one unit; T14's move is free but used up).
        let after_paid = if scribes >= 1 {
            self.main_completable_with(&main, 1, t14 as u8)
        } else {
            0
        };
        let after_t14 = if t14 {
            self.main_completable_with(&main, 0, 0)
        } else {
            0
        };
        // Most seats have nothing to adjust with: the loop below would list nothing.
        let can_adjust = after_paid != 0 || t13 || after_t14 != 0;
        for delta in [-2i8, -1, 1, 2].into_iter().filter(|_| can_adjust) {
            let w = v as i8 + delta;
            if !(1..=6).contains(&w) {
                continue;
            }
            if after_paid & (1 << w) != 0 {
                out.put(TekhenuAction::Adjust(0, delta));
            }
            if t13 {
                out.put(TekhenuAction::Adjust(1, delta));
            }
            if after_t14 & (1 << w) != 0 {
                out.put(TekhenuAction::Adjust(2, delta));
            }
        }
        if let Some(c) = self.held_blessing(p, BlessingEffect::AnyValue) {
            out.put(TekhenuAction::Bless(c));
        }
        let free_extra = self.turn.extras.contains(&NONE);
        // Extra-action blessings must leave the main action possible (docs/tekhenu.md GAP-26).
        if free_extra && after_paid & (1 << v) != 0 {
            if let Some(c) = self.held_blessing(p, BlessingEffect::ExtraAdjacent) {
                out.put(TekhenuAction::Bless(c));
            }
        }
        if free_extra && pl.happy >= 1 && pl.pop >= 1 {
            // docs/tekhenu.md GAP-46: both tracks must be at least 1.
            if let Some(c) = self.held_blessing(p, BlessingEffect::ExtraOpposite) {
                let mut probe = self.clone();
                probe.lose_happy(p, 1);
                probe.lose_pop(p, 1);
                if probe.main_completable(0, t14 as u8) & (1 << v) != 0 {
                    out.put(TekhenuAction::Bless(c));
                }
            }
        }
        if self.main_completable_with(&main, 0, t14 as u8) & (1 << v) == 0 {
            // Unreachable while every earlier option keeps the main action possible (the
            // checks above and on Scribe payments): kept so a decision is never empty.
            out.put(TekhenuAction::Main(NO_ACTION));
        }
    }

    fn set_die(&mut self, w: u8) {
        self.dice.set_value(self.turn.die as usize, w.clamp(1, 6));
    }

    pub(crate) fn exec_modify(&mut self, a: TekhenuAction) {
        let p = self.turn.p;
        let v = self.die_value();
        match a {
            TekhenuAction::Done => self.after_modify(),
            TekhenuAction::Main(NO_ACTION) => self.end_turn(),
            TekhenuAction::Adjust(src, delta) => {
                self.set_die((v as i8 + delta) as u8);
                self.push(Node::Modify);
                match src {
                    0 => self.charge(p, SCRIBE, 1),
                    1 => self.turn.t13 = true,
                    _ => self.turn.t14 = true,
                }
            }
            TekhenuAction::Bless(c) => {
                self.use_blessing(p, c);
                self.push(Node::Modify);
                match blessing_effect(c) {
                    Some(BlessingEffect::AnyValue) => self.push(Node::SetValue),
                    Some(BlessingEffect::ExtraAdjacent) => {
                        self.push(Node::ExtraAdjacent);
                        self.charge(p, SCRIBE, 1);
                    }
                    Some(BlessingEffect::ExtraOpposite) => {
                        self.lose_happy(p, 1);
                        self.lose_pop(p, 1);
                        self.add_extra((self.turn.section + 3) % 6);
                    }
                    _ => {}
                }
            }
            _ => {}
        }
    }

    fn add_extra(&mut self, g: u8) {
        if let Some(slot) = self.turn.extras.iter_mut().find(|x| **x == NONE) {
            *slot = g;
        }
    }

    pub(crate) fn gen_small_turn(&self, n: Node, out: &mut impl Out) {
        let p = self.turn.p;
        let v = self.die_value();
        match n {
            Node::RecolourValue => {
                for w in v.saturating_sub(1).max(1)..=(v + 1).min(6) {
                    out.put(TekhenuAction::Value(w));
                }
            }
            Node::SetValue => {
                let t14 = self.players[p as usize].has_tech(Tech::GodActionAdjust)
                    && !self.turn.t14
                    && self.any_god_action();
                let from = self.main_completable(0, t14 as u8);
                for w in 1..=6 {
                    if from == 0 || from & (1 << w) != 0 {
                        out.put(TekhenuAction::Value(w));
                    }
                }
            }
            Node::ExtraAdjacent => {
                let s = self.turn.section;
                out.put(TekhenuAction::Extra((s + 5) % 6));
                out.put(TekhenuAction::Extra((s + 1) % 6));
            }
            Node::T19 => {
                out.put(TekhenuAction::UseT19);
                out.put(TekhenuAction::Decline);
            }
            Node::TurnEnd => out.put(TekhenuAction::EndTurn),
            Node::ResolveNext => {
                if self.turn.resolved & 1 == 0 {
                    out.put(TekhenuAction::Resolve(0));
                }
                for i in 0..2 {
                    let g = self.turn.extras[i];
                    let dup = i == 1 && self.turn.extras[0] == g && self.turn.resolved & 2 == 0;
                    if g != NONE && self.turn.resolved & (2 << i) == 0 && !dup {
                        out.put(TekhenuAction::Resolve(g + 1));
                    }
                }
            }
            _ => {}
        }
    }

    pub(crate) fn exec_small_turn(&mut self, n: Node, a: TekhenuAction) {
        let p = self.turn.p;
        match (n, a) {
            (Node::RecolourValue | Node::SetValue, TekhenuAction::Value(w)) => self.set_die(w),
            (Node::ExtraAdjacent, TekhenuAction::Extra(g)) => self.add_extra(g),
            (Node::T19, TekhenuAction::UseT19) => {
                let v = self.die_value();
                if let Some(r) = self.effective_colour().resource() {
                    self.push(Node::ProdWindow(Prod {
                        p,
                        r,
                        v,
                        twice: false,
                        origin: Origin::T19,
                        die1: v == 1,
                    }));
                }
                self.charge(p, SCRIBE, 1);
            }
            (Node::ResolveNext, TekhenuAction::Resolve(w)) => {
                self.step(Step::ResolveActions);
                self.resolve_one(w);
            }
            (Node::TurnEnd, TekhenuAction::EndTurn) => self.finish_turn(),
            _ => {}
        }
    }

    /// After Done: T19's window (rulebook), then the actions.
    ///
    /// Steps that would run at once are called directly here and below (the same order
    /// as through the stack, without a push, a pop and a dispatch each).
    pub(crate) fn after_modify(&mut self) {
        let p = self.turn.p;
        let tainted = matches!(self.turn_die().map(|d| d.loc), Some(Loc::Right(_)));
        // `&`: one branch on the rare T19 rather than on each test.
        if self.players[p as usize].has_tech(Tech::TaintedDieAlsoProduces)
            & tainted
            & self.main_is_god()
            & self.effective_colour().resource().is_some()
            && self.payable(p, SCRIBE) >= 1
            && self.t19_keeps_main()
        {
            self.step(Step::ResolveActions);
            self.push(Node::T19);
        } else {
            self.resolve_actions();
        }
    }

    /// docs/tekhenu.md GAP-26: T19's Scribe (T10: a Gold) may be spent only if the main action stays
    /// possible after it and the production it buys (without the production window's
    /// Blessings, which only add).
    fn t19_keeps_main(&self) -> bool {
        let p = self.turn.p;
        let Some(r) = self.effective_colour().resource() else {
            return false;
        };
        let v = self.die_value();
        let mut probe = self.clone();
        let q = &mut probe.players[p as usize];
        if q.scribes > 0 {
            q.scribes -= 1;
        } else {
            q.res[GOLD as usize] = q.res[GOLD as usize].saturating_sub(1);
        }
        probe.produce(Prod {
            p,
            r,
            v,
            twice: false,
            origin: Origin::T19,
            die1: v == 1,
        });
        probe.main_values() & (1 << v) != 0
    }

    pub(crate) fn resolve_actions(&mut self) {
        let mut pending = 0;
        let mut last = 0;
        if self.turn.resolved & 1 == 0 {
            pending += 1;
            last = 0;
        }
        for i in 0..2 {
            if self.turn.extras[i] != NONE && self.turn.resolved & (2 << i) == 0 {
                pending += 1;
                last = self.turn.extras[i] + 1;
            }
        }
        match pending {
            0 => self.end_turn(),
            1 => {
                self.step(Step::ResolveActions);
                self.resolve_one(last);
            }
            _ => self.push(Node::ResolveNext),
        }
    }

    /// Starts the turn's main action; a god action that became impossible (an extra
    /// action resolved first used what it needed) asks for another action instead
    /// ([`Self::gen_other_action`]).
    fn start_main(&mut self) {
        let p = self.turn.p;
        let v = self.die_value();
        let k = self.turn.main;
        if let Some(god) = God::from_index(k) {
            let a = Act {
                p,
                god,
                v,
                origin: Origin::Main,
                waived: false,
                no_loss: false,
                filter: 0,
                die1: v == 1,
            };
            if self.act_ok(&a, true) {
                self.begin_god(a);
            } else {
                self.push(Node::Main);
            }
        } else {
            self.push(Node::ProdWindow(Prod {
                p,
                r: k - 6,
                v,
                twice: false,
                origin: Origin::Main,
                die1: v == 1,
            }));
        }
    }

    /// Starts the main action (`w == 0`) or the extra action of god `w - 1`.
    fn resolve_one(&mut self, w: u8) {
        let p = self.turn.p;
        let v = self.die_value();
        if w == 0 {
            self.turn.resolved |= 1;
            self.start_main();
        } else {
            let g = w - 1;
            let i = if self.turn.extras[0] == g && self.turn.resolved & 2 == 0 {
                0
            } else {
                1
            };
            self.turn.resolved |= 2 << i;
            self.start_god(Act {
                p,
                god: God::of_section(g),
                v,
                origin: Origin::Extra,
                waived: false,
                no_loss: false,
                filter: 0,
                die1: v == 1,
            });
        }
    }
}
