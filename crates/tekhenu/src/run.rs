//! What the game waits for, the pending-work stack and the run loop that works it off;
//! the sinks legal options and chance outcomes are listed into (`Out`, `ChanceOut`).

use nile_core::Turn;

use crate::action::TekhenuAction;
use crate::state::{Board, Choices, Node, Step, Tekhenu};

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
            let Some(top) = self.board.top() else {
                return;
            };
            match top {
                Node::Step(s) => {
                    self.board.drop_top();
                    self.board.exec_step(s);
                }
                n if n.is_chance() => return,
                _ => {
                    self.board.gen_decision(&mut self.choices);
                    match self.choices.known() {
                        Some(&[a]) => {
                            self.choices.clear();
                            self.board.exec_decision(a);
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
                self.board.gen_decision(&mut fresh);
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
