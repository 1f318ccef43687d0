//! The [`Game`] implementation: the engine's entry points, each a thin call into the
//! module that holds the rule.

use nile_core::Viewer;
use std::ops::RangeInclusive;

use nile_core::game::random_step_by_listing;
use nile_core::{Game, GameError, GameRng, Outcome, RandomStep, Turn};

use crate::action::TekhenuAction;
use crate::config::TekhenuConfig;
use crate::state::Tekhenu;
use crate::view::TekhenuView;
use crate::{help, index, narrate, tensor};

use crate::run::{Pending, Probe};
use crate::state::Board;

impl Game for Tekhenu {
    type Config = TekhenuConfig;
    type Action = TekhenuAction;
    type Observation = TekhenuView;
    const NAME: &'static str = "tekhenu";
    const TITLE: &'static str = "Tekhenu: Obelisk of the Sun";
    const SUMMARY: &'static str = "Draft dice around the obelisk as the sun turns it: build the temple, produce, keep the scales of Maat balanced; solo against Botankhamun.";
    const PLAYERS: RangeInclusive<usize> = 1..=4;

    fn setup(config: &TekhenuConfig) -> Result<Self, GameError> {
        Board::create(config)
    }

    fn config(&self) -> &TekhenuConfig {
        &self.board.config
    }

    fn turn(&self) -> Turn {
        if self.board.over {
            Turn::Over
        } else {
            self.board.current_turn()
        }
    }

    fn legal_actions(&self, out: &mut Vec<TekhenuAction>) {
        out.clear();
        if self.board.pending() == Pending::Decision {
            match self.listed() {
                Some(_) => self.choices.append_to(out),
                None => self.board.gen_decision(out),
            }
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<(TekhenuAction, u32)>) {
        out.clear();
        if self.board.pending() == Pending::Chance {
            self.board.gen_chance(out);
        }
    }

    fn apply(&mut self, action: TekhenuAction) -> Result<(), GameError> {
        match self.board.pending() {
            Pending::Over => Err(GameError::GameOver),
            Pending::Chance => {
                if !self.board.chance_ok(action) {
                    return Err(GameError::illegal(
                        action,
                        "it is not a possible outcome of this chance draw",
                    ));
                }
                self.board.record(action);
                self.board.exec_chance(action);
                self.run();
                Ok(())
            }
            Pending::Decision => {
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
                        "it is not one of the legal actions now",
                    ));
                }
                self.board.record(action);
                self.board.exec_decision(action);
                self.run();
                Ok(())
            }
        }
    }

    /// A decision just listed is executed without looking it up again among the
    /// choices (what `apply` checks first); anything else goes through `apply`.
    fn apply_listed(&mut self, action: TekhenuAction) -> Result<(), GameError> {
        if self.board.pending() != Pending::Decision {
            return self.apply(action);
        }
        self.board.record(action);
        self.board.exec_decision(action);
        self.run();
        Ok(())
    }

    fn score(&self, player: usize) -> i32 {
        self.board.players.get(player).map_or(0, |p| p.score as i32)
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.board.over {
            return None;
        }
        let np = self.board.np as usize;
        // Rulebook: most VP, then most Scribes, then earlier in turn order.
        let key = |p: usize| {
            let pos = self.board.order[..np]
                .iter()
                .position(|&q| q as usize == p)
                .unwrap_or(np);
            (
                self.board.players[p].score,
                self.board.players[p].scribes,
                np - pos,
            )
        };
        if self.board.solo {
            // docs/tekhenu.md GAP-49: the human wins with a better key than Botankhamun.
            return Some(Outcome::solo(self.score(0), key(0) > key(1)));
        }
        let scores = (0..np).map(|p| self.score(p)).collect();
        let keys: Vec<_> = (0..np).map(key).collect();
        Some(Outcome::ranked(scores, &keys))
    }

    fn observation(&self, player: usize) -> TekhenuView {
        self.view(player as u8)
    }

    /// Every seat's Decrees in hand as counts (Botankhamun's and revealed ones shown),
    /// the deck and the Decrees under it as counts; `viewer` is `None`.
    fn public_observation(&self) -> TekhenuView {
        self.public_view()
    }

    /// A Decree dealt to or kept by another seat (any seat, to a spectator) reads "seat 1
    /// draws a decree" / "seat 1 keeps a decree" until the hands are revealed.
    fn describe(&self, action: TekhenuAction, viewer: Viewer) -> String {
        self.board.describe_action(action, viewer)
    }

    /// The action in words, cards by name, kind and id ("keep VP per Technology (Decree
    /// D01)"), starting and Destiny cards by number and reward.
    fn option_text(&self, action: TekhenuAction) -> String {
        crate::words::words(action).unwrap_or_else(|| action.to_string())
    }

    /// Botankhamun's turns, Rotations, Maat phases (balances, penalties, the new
    /// order), scoring phases part by part, the Decrees scored and the final scores,
    /// read from what `viewer` sees before and after.
    fn narrate(&self, before: &Self, action: TekhenuAction, viewer: Viewer) -> Vec<String> {
        let (b, a) = match viewer {
            Viewer::All => {
                let hands = (
                    narrate::hand_sizes(&before.board),
                    narrate::hand_sizes(&self.board),
                );
                return self.board.narration(&before.board, action, hands);
            }
            Viewer::Seat(v) => (before.view(v as u8), self.view(v as u8)),
            Viewer::Spectator => (before.public_view(), self.public_view()),
        };
        let hands = (b.hand_sizes, a.hand_sizes);
        a.state.board.narration(&b.state.board, action, hands)
    }

    /// A card's or tile's printed text by its id (`B07`, `T13`, `D05`, `S04`, `A02`,
    /// `P12`), Botankhamun's resource tiles (`R1`-`R4`), a god's action, `botankhamun`.
    fn explain(topic: &str) -> Option<String> {
        help::explain(topic)
    }

    /// The ranges of each action kind are in [`index::KINDS`] and `docs/tekhenu.md`.
    fn num_distinct_actions(_config: &TekhenuConfig) -> usize {
        index::NUM_ACTIONS
    }

    fn action_to_index(_config: &TekhenuConfig, action: TekhenuAction) -> Option<usize> {
        index::to_index(action)
    }

    fn action_from_index(_config: &TekhenuConfig, index: usize) -> Option<TekhenuAction> {
        index::from_index(index)
    }

    /// One flat vector, laid out in [`tensor`] and `docs/tekhenu.md`.
    fn observation_tensor_shape(_config: &TekhenuConfig) -> Vec<usize> {
        vec![tensor::LEN]
    }

    fn observation_tensor(&self, player: usize, out: &mut Vec<f32>) {
        tensor::encode(&self.view(player as u8), out);
    }

    fn determinize(&self, observer: usize, rng: &mut GameRng) -> Self {
        self.resample(observer as u8, rng)
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }

    fn render(&self, viewer: Viewer) -> String {
        self.board.text(viewer)
    }

    fn sample_chance(
        &self,
        rng: &mut GameRng,
        buf: &mut Vec<(TekhenuAction, u32)>,
    ) -> Option<TekhenuAction> {
        if self.board.pending() != Pending::Chance {
            return None;
        }
        self.board.sample_fast(rng).or_else(|| {
            self.chance_outcomes(buf);
            nile_core::rng::sample_weighted(rng, buf)
        })
    }

    /// Draws from the options the engine listed when it stopped (no copy, and no
    /// validation of an action taken from that very list); the same draws as the
    /// default, so seeded playouts do not change.
    fn random_step(
        &mut self,
        rng: &mut GameRng,
        legal: &mut Vec<TekhenuAction>,
        chance: &mut Vec<(TekhenuAction, u32)>,
    ) -> Result<RandomStep, GameError> {
        match self.turn() {
            Turn::Player(_) => {
                if let Some(listed) = self.listed() {
                    let action = listed[nile_core::rng::below(rng, listed.len() as u64) as usize];
                    self.board.record(action);
                    self.board.exec_decision(action);
                    self.run();
                    return Ok(RandomStep::Decision);
                }
            }
            Turn::Chance => {
                if let Some(action) = self.board.sample_fast(rng) {
                    self.board.record(action);
                    self.board.exec_chance(action);
                    self.run();
                    return Ok(RandomStep::Chance);
                }
            }
            Turn::Over => {}
        }
        random_step_by_listing(self, rng, legal, chance)
    }

    fn step_bound(config: &TekhenuConfig) -> usize {
        20_000 * config.players.max(1)
    }
}
