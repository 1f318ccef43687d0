//! Which actions are legal now: the listing behind `Game::legal_actions` (the options
//! `run` kept at the decision it stopped at, or listed afresh), the check `apply` makes
//! of a decision and its refusal, and the dispatch of the decision on top to the part of
//! the game that lists its options (setup, taking a die, the main action, the gods,
//! payments, final scoring). The rules every listing asks are its parts: the completion
//! rule (`legal/completion.rs`) and the fast feasibility masks (`legal/feasible.rs`).

use nile_core::GameError;

use crate::action::TekhenuAction;
use crate::cards::{BlessingEffect, Card, BLESSINGS_WITH};
use crate::cardset::CardSet;
use crate::choices::{Choices, Out, Probe};
use crate::flow::Pending;
use crate::state::{Board, Node, Tekhenu};

mod completion;
mod feasible;

impl Board {
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
}

impl Tekhenu {
    /// The legal actions now (`Game::legal_actions`): the options `run` kept at this
    /// decision, or listed afresh; none at a chance node or once the game is over.
    pub(crate) fn legal_into(&self, out: &mut Vec<TekhenuAction>) {
        out.clear();
        if self.board.pending() == Pending::Decision {
            match self.listed() {
                Some(_) => self.choices.append_to(out),
                None => self.board.gen_decision(out),
            }
        }
    }

    /// Refuses `action` unless it is one of the options of the decision on top: looked
    /// up among the kept options, or found by listing them (into a probe, no buffer).
    pub(crate) fn check_decision(&self, action: TekhenuAction) -> Result<(), GameError> {
        let legal = match self.listed() {
            Some(listed) => action.is_in(listed),
            None => {
                let mut probe = Probe {
                    target: action,
                    found: false,
                };
                self.board.gen_decision(&mut probe);
                probe.found
            }
        };
        if !legal {
            return Err(GameError::illegal(
                action,
                nile_core::sentence!(crate::texts::TEXTS, "refused-not-legal-now"),
            ));
        }
        Ok(())
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
