//! What happens between decisions: what the game waits for and whose turn it is
//! (`Game::turn`), the pending-work stack and the run loop that works it off, and the
//! automatic steps it runs. Its parts: the setup (`flow/setup.rs`), the turn / round /
//! rotation cadence (`flow/rounds.rs`) and the chance nodes (`flow/chance.rs`); the Maat
//! phase is in `maat.rs`, the scoring phases and the game's end in `scoring.rs`,
//! Botankhamun's turns in `solo.rs`.

use nile_core::Turn;

use crate::state::{Board, Node, Step, Tekhenu};

pub(crate) mod chance;
mod rounds;
mod setup;

/// What the game waits for (see [`Board::pending`]).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Pending {
    /// The game is over.
    Over,
    /// A chance outcome.
    Chance,
    /// A player's decision.
    Decision,
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
}

impl Tekhenu {
    /// Whose turn it is (`Game::turn`): the seat deciding, a chance draw, or the end.
    pub(crate) fn whose_turn(&self) -> Turn {
        if self.board.over {
            Turn::Over
        } else {
            self.board.current_turn()
        }
    }

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
