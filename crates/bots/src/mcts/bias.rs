//! Progressive bias ([`MctsConfig::progressive_bias`]; Chaslot, Winands, van den Herik,
//! Uiterwijk and Bouzy 2008, "Progressive Strategies for Monte-Carlo Tree Search").
//!
//! Once a player node has been visited [`ProgressiveBias::after`] times, every action
//! legal there gets a child and a *prior*: the mover's estimated margin right after the
//! action ([`ChanceExpectation::value`], the greedy agent's one-step score), kept in a
//! side vector (one `f32` per node index, NaN while not computed), computed once per
//! child in the world of the iteration that first needs it. Selection at such a node
//! then
//! - tries the unvisited children first, the highest prior first (ordered expansion);
//! - ranks visited children by their UCB value plus
//!   `weight * tanh((prior - best prior) / scale) / (visits + 1)`: zero for the best
//!   prior, down to `-weight` for a child far worse, fading as the child's own
//!   statistics accumulate. `scale` is the margin scale of the reward
//!   ([`MctsConfig::margin_scale`], [`FALLBACK_SCALE`] points where that is scale-free).
//!
//! With a learned policy as the source ([`PriorSource::Policy`], `prior=W`) a child's
//! prior is instead the policy network's probability for its action from the mover's
//! observation (one forward pass per node, [`crate::learned::PolicyEval`]), and the bonus
//! is AlphaZero's PUCT term `weight * prior * sqrt(node visits) / (visits + 1)`: it keeps
//! pace with the node's visits, so a well-trained prior keeps steering, while a child's
//! own statistics still take over as its visits grow.
//!
//! Nodes with fewer visits expand as without the knob (an untried action at random), so
//! the priors' cost (one copy, step and evaluation per action) is paid only where the
//! search keeps coming back.
//!
//! [`ChanceExpectation::value`]: crate::eval::ChanceExpectation::value

use nile_core::bots::BotHints;

use super::{MctsConfig, PriorSource, ProgressiveBias, Tree, NONE};

/// The scale, in points, of a prior's distance from the best where the reward's margin
/// is scale-free ([`MctsConfig::margin_scale`] 0).
pub const FALLBACK_SCALE: f64 = 8.0;

impl<G: BotHints> Tree<G> {
    /// The prior of `node`, if computed.
    fn prior(&self, node: u32) -> Option<f32> {
        let value = *self.priors.get(node as usize)?;
        (!value.is_nan()).then_some(value)
    }

    /// Stores `value` as `node`'s prior.
    fn set_prior(&mut self, node: u32, value: f32) {
        let i = node as usize;
        if self.priors.len() <= i {
            self.priors.resize(i + 1, f32::NAN);
        }
        self.priors[i] = value;
    }

    /// Selection at player node `node` with progressive bias: `self.candidates` holds the
    /// children legal in `world`, `self.tried` which legal actions have one. Adds a child
    /// for every other legal action, gives each candidate its prior, then returns the
    /// unvisited candidate with the best prior (and `true`: an expansion) or the visited
    /// one with the best biased UCB value (and `false`).
    pub(super) fn select_with_bias(
        &mut self,
        node: u32,
        world: &G,
        seat: usize,
        mover: u8,
        config: &MctsConfig,
        bias: ProgressiveBias,
    ) -> (Option<u32>, bool) {
        for i in 0..self.legal.len() {
            if self.tried[i] {
                continue;
            }
            let child = self.add_child(node, self.legal[i], mover);
            if child == NONE {
                break;
            }
            self.nodes[child as usize].available = 1;
            self.candidates.push(child);
        }
        if bias.source == PriorSource::Policy {
            self.set_policy_priors(world, seat);
        }
        let mut best_prior = f32::NEG_INFINITY;
        for k in 0..self.candidates.len() {
            let child = self.candidates[k];
            let prior = match self.prior(child) {
                Some(p) => p,
                None => {
                    let p = self.prior_of(world, self.nodes[child as usize].action, seat);
                    self.set_prior(child, p);
                    p
                }
            };
            best_prior = best_prior.max(prior);
        }
        let unvisited = self
            .candidates
            .iter()
            .copied()
            .filter(|&c| self.nodes[c as usize].visits == 0)
            .max_by(|&a, &b| {
                let (pa, pb) = (self.prior(a), self.prior(b));
                pa.partial_cmp(&pb).unwrap_or(std::cmp::Ordering::Equal)
            });
        if let Some(child) = unvisited {
            return (Some(child), true);
        }
        let scale = if config.margin_scale > 0.0 {
            config.margin_scale
        } else {
            FALLBACK_SCALE
        };
        let sqrt_node_visits = f64::from(self.nodes[node as usize].visits).sqrt();
        let mut best = None;
        let mut best_value = f64::NEG_INFINITY;
        for &index in &self.candidates {
            let prior = self.prior(index).unwrap_or(best_prior);
            let visits = f64::from(self.nodes[index as usize].visits);
            let bonus = match bias.source {
                PriorSource::Evaluation => {
                    let gap = f64::from(prior - best_prior) / scale;
                    gap.tanh()
                }
                PriorSource::Policy => f64::from(prior) * sqrt_node_visits,
            };
            let value = self.ucb_value(index, seat, config) + bias.weight * bonus / (visits + 1.0);
            if value > best_value {
                best_value = value;
                best = Some(index);
            }
        }
        (best, false)
    }

    /// Gives every candidate without a prior the policy network's probability for its
    /// action, from `seat`'s observation of `world` (one forward pass for the node).
    fn set_policy_priors(&mut self, world: &G, seat: usize) {
        if self.candidates.iter().all(|&c| self.prior(c).is_some()) {
            return;
        }
        let mut probs = std::mem::take(&mut self.policy_probs);
        self.policy.priors(world, seat, &self.legal, &mut probs);
        for k in 0..self.candidates.len() {
            let child = self.candidates[k];
            if self.prior(child).is_some() {
                continue;
            }
            let action = self.nodes[child as usize].action;
            let p = self
                .legal
                .iter()
                .position(|&a| a == action)
                .and_then(|i| probs.get(i).copied())
                .unwrap_or(0.0);
            self.set_prior(child, p);
        }
        self.policy_probs = probs;
    }

    /// The prior of `action` for `seat` in `world`: the estimated margin after it (very
    /// low if the world refuses it, which only a determinization that disagrees with the
    /// seat's legal set can cause).
    fn prior_of(&mut self, world: &G, action: G::Action, seat: usize) -> f32 {
        let mut next = world.clone();
        if next.apply(action).is_err() {
            return f32::MIN;
        }
        self.greedy_eval.value(&next, seat) as f32
    }
}

#[cfg(test)]
mod tests {
    use nile_core::testing::{Nim, NimAction, NimConfig};
    use nile_core::Game;

    use super::super::{MctsAgent, MctsConfig};

    /// A pile of 5, less the stones taken by `takes` in turn.
    fn pile(takes: &[u8]) -> Nim {
        let mut nim = Nim::new(&NimConfig::default()).unwrap();
        nim.apply(NimAction::Pile(5)).unwrap();
        for &n in takes {
            nim.apply(NimAction::Take(n)).unwrap();
        }
        nim
    }

    /// The move a one-iteration search plays (the only child it visited), per seed.
    fn first_tries(config: MctsConfig) -> Vec<Option<NimAction>> {
        (0..20)
            .map(|seed| MctsAgent::<Nim>::new(config, seed).search(&pile(&[2, 1]), 0))
            .collect()
    }

    #[test]
    fn children_are_tried_best_prior_first() {
        // Seat 0 to move at a pile of 2: taking both wins at once: the best prior. With priors from
        // the first visit every seed tries it first; without, the first try is random.
        let biased = first_tries(MctsConfig::iterations(1).progressive_bias(1.0, 0));
        assert!(
            biased.iter().all(|&a| a == Some(NimAction::Take(2))),
            "{biased:?}"
        );
        let plain = first_tries(MctsConfig::iterations(1));
        assert!(plain.contains(&Some(NimAction::Take(1))), "{plain:?}");
        // Below the visit threshold the node expands at random, as without the knob.
        let late = first_tries(MctsConfig::iterations(1).progressive_bias(1.0, 1));
        assert_eq!(late, plain);
    }

    #[test]
    fn policy_expansion_tries_the_policy_move_first() {
        // Nim's rollout policy leaves a multiple of three: at a pile of 2, taking both. With
        // `pexp` every seed expands it first; the plain search's first try is random.
        let by_policy = first_tries(MctsConfig::iterations(1).policy_expansion());
        assert!(
            by_policy.iter().all(|&a| a == Some(NimAction::Take(2))),
            "{by_policy:?}"
        );
        // Where the policy gives no weights (a pile of 3) the draw stays uniform.
        let at_three: Vec<_> = (0..20)
            .map(|seed| {
                MctsAgent::<Nim>::new(MctsConfig::iterations(1).policy_expansion(), seed)
                    .search(&pile(&[2]), 1)
            })
            .collect();
        assert!(at_three.contains(&Some(NimAction::Take(1))), "{at_three:?}");
        assert!(at_three.contains(&Some(NimAction::Take(2))), "{at_three:?}");
    }

    /// A Nim policy network that puts almost all its weight on taking `n` stones.
    fn policy_for_take(n: u8) -> crate::learned::Network {
        let config = NimConfig::default();
        let actions = Nim::num_distinct_actions(&config);
        let mut net = crate::learned::Network::policy_network("nim", 2, vec![3], &[4], actions, 1);
        let outputs_start = net.params.len() - (4 * actions + actions);
        net.params[outputs_start..]
            .iter_mut()
            .for_each(|p| *p = 0.0);
        let index = Nim::action_to_index(&config, NimAction::Take(n)).unwrap();
        net.params[outputs_start + 4 * actions + index] = 8.0;
        net
    }

    /// The move a one-iteration search with a policy prior plays, per seed.
    fn first_tries_with_policy(net: &crate::learned::Network) -> Vec<Option<NimAction>> {
        let config = MctsConfig::iterations(1).policy_prior(1.0, 0);
        (0..20)
            .map(|seed| {
                MctsAgent::<Nim>::new(config, seed)
                    .with_policy_network(Some(net))
                    .search(&pile(&[2, 1]), 0)
            })
            .collect()
    }

    #[test]
    fn a_policy_prior_orders_the_first_tries() {
        // Whichever take the network favours is tried first under every seed.
        for n in [1, 2] {
            let tries = first_tries_with_policy(&policy_for_take(n));
            assert!(
                tries.iter().all(|&a| a == Some(NimAction::Take(n))),
                "{n}: {tries:?}"
            );
        }
    }

    #[test]
    fn a_misleading_policy_prior_still_lets_the_search_find_the_winning_move() {
        // The prior favours taking 1 from a pile of 5 (a loss); enough iterations overrule it.
        let config = MctsConfig::iterations(2000).policy_prior(1.0, 0);
        let mut agent =
            MctsAgent::<Nim>::new(config, 1).with_policy_network(Some(&policy_for_take(1)));
        assert_eq!(agent.search(&pile(&[]), 0), Some(NimAction::Take(2)));
        // Without any network every action has the same prior: still solved.
        let mut agent = MctsAgent::<Nim>::new(config, 1).with_policy_network(None);
        assert_eq!(agent.search(&pile(&[]), 0), Some(NimAction::Take(2)));
    }

    #[test]
    fn a_biased_search_still_finds_the_winning_move() {
        let config = MctsConfig::iterations(500).progressive_bias(1.0, 0);
        // Taking 2 leaves 3 stones: a lost position for the opponent.
        assert_eq!(
            MctsAgent::<Nim>::new(config, 1).search(&pile(&[]), 0),
            Some(NimAction::Take(2))
        );
    }
}
