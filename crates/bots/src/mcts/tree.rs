//! One search tree's work: making a tree for a search (or keeping the subtree of the new
//! root), and each iteration's determinize, select, expand, roll out and back up, as the
//! module docs of [`super`] describe. The tree's statistics and scratch live in
//! [`Tree`]; the policies that pick among children are in `bias.rs` and `implicit.rs`,
//! the rollouts in `rollout.rs`.

use std::time::Duration;

use nile_core::rng::below;
use nile_core::{bots::BotHints, GameRng, Turn};

use super::mast::Mast;
use super::{
    thread_cpu_time, Clock, MctsConfig, Node, Rollout, Tree, TreeBudget, NONE, NO_MOVER,
    REUSE_SEARCH_LIMIT,
};
use crate::cap::CapClock;
use crate::eval::ChanceExpectation;
use crate::learned::{LearnedEval, PolicyEval};

impl<G: BotHints> Tree<G> {
    pub(super) fn new(config: &MctsConfig, rng: GameRng, max_nodes: usize) -> Self {
        let chance_depth = match config.rollout {
            Rollout::Greedy { chance_depth } => chance_depth,
            Rollout::Random | Rollout::Policy => 0,
        };
        Tree {
            rng,
            max_nodes,
            nodes: Vec::new(),
            path: Vec::with_capacity(256),
            legal: Vec::with_capacity(64),
            chance: Vec::with_capacity(64),
            candidates: Vec::with_capacity(64),
            tried: Vec::with_capacity(64),
            rewards: Vec::with_capacity(8),
            estimates: Vec::with_capacity(8),
            learned: LearnedEval::for_game::<G>(),
            policy: PolicyEval::for_game::<G>(),
            policy_probs: Vec::with_capacity(64),
            greedy_eval: ChanceExpectation::new(chance_depth),
            greedy_best: Vec::with_capacity(16),
            weights: Vec::with_capacity(64),
            mast: Mast::new(),
            iterations: 0,
            last_root: None,
            spare: Vec::new(),
            implicit: Vec::new(),
            implicit_spare: Vec::new(),
            priors: Vec::new(),
        }
    }

    /// A fresh search from `state` for `player` until `budget` is spent.
    pub(super) fn search(
        &mut self,
        state: &G,
        player: usize,
        config: &MctsConfig,
        budget: TreeBudget,
        clock: Option<Clock>,
        mut cap: CapClock,
    ) {
        let now = || clock.map_or(Duration::ZERO, |c| c());
        let mut legal = std::mem::take(&mut self.legal);
        state.legal_actions(&mut legal);
        let Some(&first) = legal.first() else {
            self.legal = legal;
            self.iterations = 0;
            return;
        };
        self.legal = legal;
        let kept = config.reuse
            && state.determinize(player, &mut self.rng) == *state
            && self.keep_subtree_of(state);
        if !kept {
            self.nodes.clear();
            self.implicit.clear();
            self.priors.clear();
            self.nodes.push(Node {
                action: first,
                first_child: NONE,
                next_sibling: NONE,
                visits: 0,
                available: 0,
                reward: 0.0,
                mover: NO_MOVER,
            });
        }
        self.last_root = config.reuse.then(|| state.clone());
        self.mast.clear(state.config());
        self.rewards.clear();
        self.rewards.resize(state.players(), 0.0);
        let mut iterations = 0u64;
        let cpu_deadline = match budget {
            TreeBudget::CpuFor(limit) => thread_cpu_time().map(|t| t + limit),
            _ => None,
        };
        loop {
            let done = match budget {
                TreeBudget::Iterations(n) => iterations >= n.max(1),
                TreeBudget::Until(deadline) => iterations > 0 && now() >= deadline,
                // The thread's CPU clock is a system call: read it every 16 iterations.
                TreeBudget::CpuFor(_) => {
                    iterations > 0
                        && iterations % 16 == 0
                        && cpu_deadline.is_none_or(|d| thread_cpu_time().is_none_or(|t| t >= d))
                }
            };
            // The cap is read every iteration: a capped search is a server's bot,
            // where overrunning the cap costs more than one clock read an iteration.
            if done || (iterations > 0 && cap.expired()) {
                break;
            }
            self.iterate(state, player, config);
            iterations += 1;
        }
        self.iterations = iterations;
    }

    /// Looks for `state` among the positions the kept tree reaches from the last root
    /// (breadth first, a bounded number of positions) and, if found, makes that node's
    /// subtree the whole tree. Returns whether it did.
    pub(super) fn keep_subtree_of(&mut self, state: &G) -> bool {
        let Some(last) = self.last_root.take() else {
            return false;
        };
        if self.nodes.is_empty() {
            return false;
        }
        let mut queue = std::collections::VecDeque::new();
        queue.push_back((0u32, last));
        let mut found = None;
        let mut visited = 0usize;
        while let Some((index, position)) = queue.pop_front() {
            if position == *state {
                found = Some(index);
                break;
            }
            visited += 1;
            if visited > REUSE_SEARCH_LIMIT {
                break;
            }
            let mut child = self.nodes[index as usize].first_child;
            while child != NONE {
                let node = &self.nodes[child as usize];
                let mut next = position.clone();
                if next.apply(node.action).is_ok() {
                    queue.push_back((child, next));
                }
                child = node.next_sibling;
            }
        }
        let Some(root) = found else {
            return false;
        };
        // Copy the subtree depth first into `spare`, relinking by new indices.
        let mut spare = std::mem::take(&mut self.spare);
        spare.clear();
        let mut top = self.nodes[root as usize];
        top.next_sibling = NONE;
        top.mover = NO_MOVER;
        spare.push(top);
        let mut stack = vec![(root, 0u32)];
        // The old index of every copied node, in the new order.
        let mut kept = vec![root];
        while let Some((old, new)) = stack.pop() {
            let mut child = self.nodes[old as usize].first_child;
            let mut previous = NONE;
            while child != NONE {
                let mut copy = self.nodes[child as usize];
                let index = spare.len() as u32;
                copy.first_child = NONE;
                copy.next_sibling = NONE;
                spare.push(copy);
                kept.push(child);
                if previous == NONE {
                    spare[new as usize].first_child = index;
                } else {
                    spare[previous as usize].next_sibling = index;
                }
                previous = index;
                stack.push((child, index));
                child = self.nodes[child as usize].next_sibling;
            }
        }
        self.spare = std::mem::replace(&mut self.nodes, spare);
        self.keep_implicit(&kept);
        // Priors are recomputed where needed rather than carried over.
        self.priors.clear();
        true
    }

    /// Adds a child of `parent` for `action` and returns its index, or `NONE` when the
    /// tree is full.
    pub(super) fn add_child(&mut self, parent: u32, action: G::Action, mover: u8) -> u32 {
        if self.nodes.len() >= self.max_nodes || self.nodes.len() >= NONE as usize {
            return NONE;
        }
        let index = self.nodes.len() as u32;
        let next_sibling = self.nodes[parent as usize].first_child;
        self.nodes.push(Node {
            action,
            first_child: NONE,
            next_sibling,
            visits: 0,
            available: 0,
            reward: 0.0,
            mover,
        });
        self.nodes[parent as usize].first_child = index;
        index
    }

    /// The child of `parent` reached by chance outcome `action`, created if new
    /// (`NONE` when the tree is full).
    fn chance_child(&mut self, parent: u32, action: G::Action) -> u32 {
        let mut child = self.nodes[parent as usize].first_child;
        while child != NONE {
            let node = &self.nodes[child as usize];
            // In hidden-information games the same path can be a chance node in one
            // world and a player node in another: match chance children only.
            if node.mover == NO_MOVER && node.action == action {
                return child;
            }
            child = node.next_sibling;
        }
        self.add_child(parent, action, NO_MOVER)
    }

    /// One iteration: determinize, select, expand, roll out, back up.
    fn iterate(&mut self, root: &G, me: usize, config: &MctsConfig) {
        let mut world = root.determinize(me, &mut self.rng);
        self.path.clear();
        self.path.push(0);
        let mut node = 0u32;
        let implicit = config.implicit_minimax.is_some();
        loop {
            match world.turn() {
                Turn::Over => break,
                Turn::Chance => {
                    let Some(outcome) = world.sample_chance(&mut self.rng, &mut self.chance) else {
                        break;
                    };
                    if world.apply(outcome).is_err() {
                        break;
                    }
                    if config.open_loop {
                        continue;
                    }
                    node = self.chance_child(node, outcome);
                    if node == NONE {
                        break;
                    }
                    self.path.push(node);
                    if implicit {
                        self.ensure_implicit(node, &world, config);
                    }
                }
                Turn::Player(seat) => {
                    let (next, expanded) = self.select_or_expand(node, &world, seat, config);
                    let Some(next) = next else { break };
                    let action = self.nodes[next as usize].action;
                    if config.mast.is_some() {
                        self.mast
                            .note_played(&world, self.nodes[next as usize].mover, action);
                    }
                    if world.apply(action).is_err() {
                        if config.mast.is_some() {
                            self.mast.forget_last();
                        }
                        break;
                    }
                    node = next;
                    self.path.push(node);
                    if implicit {
                        self.ensure_implicit(node, &world, config);
                    }
                    if expanded {
                        break;
                    }
                }
            }
        }
        self.rollout(&mut world, config);
        self.compute_rewards(&world, config);
        for &index in &self.path {
            let node = &mut self.nodes[index as usize];
            node.visits = node.visits.saturating_add(1);
            if let Some(r) = self.rewards.get(usize::from(node.mover)) {
                node.reward += r;
            }
        }
        if implicit {
            self.back_up_implicit();
        }
        if config.mast.is_some() {
            self.back_up_mast();
        }
    }

    /// At player node `node` with `seat` to act in `world`: bumps the availability of
    /// every child legal here, then either expands an untried legal action (returns the
    /// new child and `true`) or picks the available child with the best UCB value (its
    /// mean mixed with its implicit value under [`MctsConfig::implicit_minimax`]).
    /// Returns `None` if nothing can be followed (tree full).
    fn select_or_expand(
        &mut self,
        node: u32,
        world: &G,
        seat: usize,
        config: &MctsConfig,
    ) -> (Option<u32>, bool) {
        world.legal_actions(&mut self.legal);
        self.candidates.clear();
        self.tried.clear();
        self.tried.resize(self.legal.len(), false);
        let mover = u8::try_from(seat).unwrap_or(NO_MOVER);
        let mut child = self.nodes[node as usize].first_child;
        while child != NONE {
            let c = &mut self.nodes[child as usize];
            let legal_here = if c.mover == mover {
                self.legal.iter().position(|a| *a == c.action)
            } else {
                None
            };
            if let Some(i) = legal_here {
                c.available = c.available.saturating_add(1);
                self.candidates.push(child);
                self.tried[i] = true;
            }
            child = c.next_sibling;
        }
        if let Some(bias) = config.progressive_bias {
            if self.nodes[node as usize].visits >= bias.after {
                return self.select_with_bias(node, world, seat, mover, config, bias);
            }
        }
        let untried = self.tried.iter().filter(|&&t| !t).count();
        if untried > 0 && self.nodes.len() < self.max_nodes {
            let pick = if config.policy_expansion {
                self.untried_by_policy(world, untried)
            } else {
                self.untried_at_random(untried)
            };
            let action = self.legal[pick];
            let new = self.add_child(node, action, mover);
            if new != NONE {
                self.nodes[new as usize].available = 1;
                return (Some(new), true);
            }
        }
        let mut best = None;
        let mut best_value = f64::NEG_INFINITY;
        for &index in &self.candidates {
            let value = self.ucb_value(index, seat, config);
            if value > best_value {
                best_value = value;
                best = Some(index);
            }
        }
        (best, false)
    }

    /// The index in `self.legal` of an untried action (one of `untried`), drawn uniformly.
    fn untried_at_random(&mut self, untried: usize) -> usize {
        let k = below(&mut self.rng, untried as u64) as usize;
        self.tried
            .iter()
            .enumerate()
            .filter(|&(_, &t)| !t)
            .nth(k)
            .map_or(0, |(i, _)| i)
    }

    /// The index in `self.legal` of an untried action drawn by the game's rollout
    /// weights in `world` ([`MctsConfig::policy_expansion`]); uniformly among the untried
    /// where the weights give none, do not fit the list, or are all zero on them.
    fn untried_by_policy(&mut self, world: &G, untried: usize) -> usize {
        world.rollout_weights(&self.legal, &mut self.weights);
        if self.weights.len() != self.legal.len() {
            return self.untried_at_random(untried);
        }
        // Tried actions already have their child: only the untried may be drawn.
        for (w, &tried) in self.weights.iter_mut().zip(&self.tried) {
            if tried {
                *w = 0;
            }
        }
        if self.weights.iter().all(|&w| w == 0) {
            return self.untried_at_random(untried);
        }
        nile_core::weighted_index(&mut self.rng, &self.weights, self.legal.len())
    }

    /// The UCB value of child `index` for `seat`, the mover there: its mean (mixed with
    /// its implicit value under [`MctsConfig::implicit_minimax`]) plus the exploration
    /// term.
    pub(super) fn ucb_value(&self, index: u32, seat: usize, config: &MctsConfig) -> f64 {
        let n = &self.nodes[index as usize];
        let visits = f64::from(n.visits.max(1));
        let mean = match config.implicit_minimax {
            None => n.reward / visits,
            Some(alpha) => self.mixed_mean(index, seat, n.reward / visits, alpha),
        };
        mean + config.exploration * (f64::from(n.available.max(1)).ln() / visits).sqrt()
    }
}
