//! Rollouts: how a search plays on from the node it reached (the random, the greedy, the
//! MAST or the game's own policy, to the end or to the horizon), and how the position a
//! rollout ends in is scored for every seat.

use nile_core::bots::BotHints;
use nile_core::{policy_step, Turn};

use super::reward::{mix, rank_reward};
use super::{Horizon, MctsConfig, Rollout, Tree};
use crate::cap::CapClock;
use crate::greedy::best_action_index;
use crate::learned::Evaluation;

impl<G: BotHints> Tree<G> {
    /// Plays `world` on with the rollout policy, to the end (or its step bound) or to
    /// the horizon.
    pub(super) fn rollout(&mut self, world: &mut G, config: &MctsConfig) {
        let bound = G::step_bound(world.config());
        let limit = match config.horizon {
            Horizon::End => u32::MAX,
            Horizon::Decisions(d) => d,
        };
        let greedy = matches!(config.rollout, Rollout::Greedy { .. });
        let policy = config.rollout == Rollout::Policy;
        let mut decisions = 0u32;
        for _ in 0..bound {
            let seat = match world.turn() {
                Turn::Over => return,
                Turn::Player(_) if decisions >= limit => return,
                Turn::Player(seat) if config.mast.is_some() => {
                    if !self.mast_step(world, seat, config.mast.unwrap_or(1.0)) {
                        return;
                    }
                    decisions += 1;
                    continue;
                }
                Turn::Player(seat) if greedy => seat,
                Turn::Player(_) if policy => {
                    match policy_step(
                        world,
                        &mut self.rng,
                        &mut self.legal,
                        &mut self.chance,
                        &mut self.weights,
                    ) {
                        Ok(_) => decisions += 1,
                        Err(_) => return,
                    }
                    continue;
                }
                // Random rollouts take the engine's own random step (same draws).
                _ => {
                    match world.random_step(&mut self.rng, &mut self.legal, &mut self.chance) {
                        Ok(nile_core::RandomStep::Decision) => decisions += 1,
                        Ok(nile_core::RandomStep::Chance) => {}
                        Err(_) => return,
                    }
                    continue;
                }
            };
            world.legal_actions(&mut self.legal);
            if self.legal.is_empty() {
                return;
            }
            let i = best_action_index(
                world,
                seat,
                &self.legal,
                &mut self.greedy_eval,
                &mut self.rng,
                &mut self.greedy_best,
                &mut CapClock::start(None, 1.0, 1),
            );
            if world.apply(self.legal[i]).is_err() {
                return;
            }
            decisions += 1;
        }
    }

    /// Fills `self.rewards` for the last position of a rollout: the outcome of a
    /// finished game; a game cut at the horizon by [`BotHints::evaluate`]; a game cut
    /// short otherwise (an error, the step bound) by the current scores.
    pub(super) fn compute_rewards(&mut self, world: &G, config: &MctsConfig) {
        self.score_position(world, config, config.horizon != Horizon::End);
    }

    /// Fills `self.rewards` for `world`: the outcome of a finished game, else the
    /// evaluation ([`BotHints::evaluate`] or the learned one) if `evaluate`, else the
    /// current scores; each seat's rank among the seats mixed with its margin.
    pub(super) fn score_position(&mut self, world: &G, config: &MctsConfig, evaluate: bool) {
        let players = world.players();
        self.estimates.clear();
        match world.outcome() {
            Some(outcome) => {
                self.estimates
                    .extend(outcome.scores.iter().map(|&s| f64::from(s)));
                for p in 0..players.min(self.rewards.len()) {
                    let rank = outcome.reward(p);
                    self.rewards[p] = mix(config, rank, &self.estimates, p);
                }
                return;
            }
            None if !evaluate => {
                self.estimates
                    .extend((0..players).map(|p| f64::from(world.score(p))));
            }
            None => match config.evaluation {
                Evaluation::Game => world.evaluate(&mut self.estimates),
                Evaluation::Learned => self.learned.evaluate(world, &mut self.estimates),
            },
        }
        for p in 0..players.min(self.rewards.len()) {
            let rank = rank_reward(&self.estimates, p);
            self.rewards[p] = mix(config, rank, &self.estimates, p);
        }
    }
}
