//! Implicit minimax backups ([`MctsConfig::implicit_minimax`]; Lanctot, Winands, Pepels
//! and Sturtevant 2014, "Monte Carlo Tree Search with Heuristic Evaluations using
//! Implicit Minimax Backups").
//!
//! Beside its Monte Carlo statistics every node keeps one *implicit value* per seat, in
//! the units of the backed-up rewards (`[0, 1]`: rank mixed with margin):
//! - a node gets its own when it is created (an expanded player action or a chance
//!   outcome): the rewards of the position it reaches, scored as a rollout cut at a
//!   horizon is ([`Tree::score_position`]: the outcome of a finished game, else the
//!   evaluation);
//! - after each iteration the path is walked from its deepest node up: a node whose
//!   children are player actions of seat `s` takes the vector of its child with the
//!   highest value for `s` (ties: the first in the child list, the newest); a node whose
//!   children are chance outcomes takes their visit-weighted mean; a node without
//!   children keeps its own. Which kind a node is follows the child the iteration went
//!   through (a hidden-information tree can hold both kinds under one node, and player
//!   children of another seat: only children of that kind, and of that seat, count).
//!   With information sets, children whose action is not legal in this iteration's world
//!   still count: their values come from other worlds of the same information set;
//! - selection at a player node ranks a child by
//!   `(1 - alpha) * reward / visits + alpha * implicit[mover] + c * sqrt(ln(available) / visits)`.
//!
//! The values live in a side vector (`players` `f32`s per node index), so nodes stay
//! small; a node not evaluated yet holds NaN and is skipped.

use nile_core::bots::BotHints;

use super::{MctsConfig, Tree, NONE, NO_MOVER};

impl<G: BotHints> Tree<G> {
    /// Seats of the search (`self.rewards` holds one reward per seat).
    fn seats(&self) -> usize {
        self.rewards.len()
    }

    /// The implicit value of `node` for `seat`, if it has one.
    fn stored(&self, node: u32, seat: usize) -> Option<f32> {
        if seat >= self.seats() {
            return None;
        }
        let value = *self.implicit.get(node as usize * self.seats() + seat)?;
        (!value.is_nan()).then_some(value)
    }

    /// Makes room for `node`'s values; returns where they start.
    fn implicit_slot(&mut self, node: u32) -> usize {
        let seats = self.seats();
        let start = node as usize * seats;
        if self.implicit.len() < start + seats {
            self.implicit.resize(start + seats, f32::NAN);
        }
        start
    }

    /// Gives `node`, whose position is `world`, its own evaluation unless it has a value.
    pub(super) fn ensure_implicit(&mut self, node: u32, world: &G, config: &MctsConfig) {
        if self.seats() == 0 || self.stored(node, 0).is_some() {
            return;
        }
        let start = self.implicit_slot(node);
        self.score_position(world, config, true);
        let seats = self.seats();
        for (slot, &reward) in self.implicit[start..start + seats]
            .iter_mut()
            .zip(&self.rewards)
        {
            *slot = reward as f32;
        }
    }

    /// `mean` mixed with `node`'s implicit value for `seat`: `(1 - alpha) * mean + alpha
    /// * implicit` (the mean alone while the node has none).
    pub(super) fn mixed_mean(&self, node: u32, seat: usize, mean: f64, alpha: f64) -> f64 {
        match self.stored(node, seat) {
            Some(value) => (1.0 - alpha) * mean + alpha * f64::from(value),
            None => mean,
        }
    }

    /// Backs the implicit values up the last iteration's path, deepest node first.
    pub(super) fn back_up_implicit(&mut self) {
        for i in (0..self.path.len()).rev() {
            let via = self.path.get(i + 1).copied().unwrap_or(NONE);
            self.implicit_from_children(self.path[i], via);
        }
    }

    /// Sets `node`'s values from its children of the kind of `via` (its newest child if
    /// `NONE`): the best for the mover, or the visit-weighted mean of chance outcomes.
    fn implicit_from_children(&mut self, node: u32, via: u32) {
        let first = self.nodes[node as usize].first_child;
        if first == NONE || self.seats() == 0 {
            return;
        }
        let kind = self.nodes[if via == NONE { first } else { via } as usize].mover;
        let start = self.implicit_slot(node);
        if kind == NO_MOVER {
            self.chance_mean(first, start);
        } else {
            self.best_for(first, start, kind);
        }
    }

    /// Copies into `start` the values of the child (from `first` on) of mover `seat`
    /// with the highest value for `seat`, the first met on ties.
    fn best_for(&mut self, first: u32, start: usize, seat: u8) {
        let mut best: Option<(f32, u32)> = None;
        let mut child = first;
        while child != NONE {
            let c = &self.nodes[child as usize];
            if c.mover == seat {
                if let Some(value) = self.stored(child, usize::from(seat)) {
                    if best.is_none_or(|(b, _)| value > b) {
                        best = Some((value, child));
                    }
                }
            }
            child = c.next_sibling;
        }
        if let Some((_, child)) = best {
            let seats = self.seats();
            let from = child as usize * seats;
            self.implicit.copy_within(from..from + seats, start);
        }
    }

    /// Writes into `start` the visit-weighted mean of the chance children's values (from
    /// `first` on), seat by seat.
    fn chance_mean(&mut self, first: u32, start: usize) {
        for seat in 0..self.seats() {
            let (mut sum, mut weight) = (0.0f64, 0.0f64);
            let mut child = first;
            while child != NONE {
                let c = &self.nodes[child as usize];
                if c.mover == NO_MOVER && c.visits > 0 {
                    if let Some(value) = self.stored(child, seat) {
                        sum += f64::from(c.visits) * f64::from(value);
                        weight += f64::from(c.visits);
                    }
                }
                child = c.next_sibling;
            }
            if weight > 0.0 {
                self.implicit[start + seat] = (sum / weight) as f32;
            }
        }
    }

    /// Moves the implicit values along when a kept subtree becomes the tree (`reuse`):
    /// `kept` lists the old index of every new node, in the new order.
    pub(super) fn keep_implicit(&mut self, kept: &[u32]) {
        let seats = self.seats();
        if self.implicit.is_empty() || seats == 0 {
            self.implicit.clear();
            return;
        }
        let mut spare = std::mem::take(&mut self.implicit_spare);
        spare.clear();
        for &old in kept {
            let start = old as usize * seats;
            match self.implicit.get(start..start + seats) {
                Some(values) => spare.extend_from_slice(values),
                None => spare.resize(spare.len() + seats, f32::NAN),
            }
        }
        self.implicit_spare = std::mem::replace(&mut self.implicit, spare);
    }
}

#[cfg(test)]
mod tests {
    use nile_core::testing::{Nim, NimAction, NimConfig};
    use nile_core::Game;

    use super::super::{MctsAgent, MctsConfig, Node, Tree, NONE, NO_MOVER};

    fn nim(players: usize, pile: u8) -> Nim {
        let mut nim = Nim::new(&NimConfig { players }).unwrap();
        nim.apply(NimAction::Pile(pile)).unwrap();
        nim
    }

    /// Plain max^n over the tree as built, written out: a node without children is
    /// worth the rewards of its position's evaluation; otherwise the value of its child
    /// best for that child's mover (the first in the child list on ties).
    fn max_n(tree: &mut Tree<Nim>, node: u32, state: &Nim, config: &MctsConfig) -> Vec<f32> {
        let mut best: Option<Vec<f32>> = None;
        let mut child = tree.nodes[node as usize].first_child;
        while child != NONE {
            let c = tree.nodes[child as usize];
            let mut next = state.clone();
            next.apply(c.action).unwrap();
            let value = max_n(tree, child, &next, config);
            let seat = usize::from(c.mover);
            if best.as_ref().is_none_or(|b| value[seat] > b[seat]) {
                best = Some(value);
            }
            child = c.next_sibling;
        }
        best.unwrap_or_else(|| {
            tree.score_position(state, config, true);
            tree.rewards.iter().map(|&r| r as f32).collect()
        })
    }

    fn values(tree: &Tree<Nim>, node: u32) -> Vec<f32> {
        let seats = tree.rewards.len();
        tree.implicit[node as usize * seats..][..seats].to_vec()
    }

    #[test]
    fn the_root_childrens_values_are_the_max_n_of_the_evaluation_over_the_tree() {
        for (players, margin) in [(2, 0.0), (3, 0.0), (3, 0.5)] {
            let state = nim(players, 9);
            let config = MctsConfig::iterations(300)
                .implicit_minimax(0.5)
                .margin_weight(margin);
            let mut agent = MctsAgent::<Nim>::new(config, 3);
            agent.search(&state, 0).unwrap();
            let tree = &mut agent.trees[0];
            let mut child = tree.nodes[0].first_child;
            let mut deep = 0;
            while child != NONE {
                let c = tree.nodes[child as usize];
                deep += usize::from(c.first_child != NONE);
                let mut next = state.clone();
                next.apply(c.action).unwrap();
                let expected = max_n(tree, child, &next, &config);
                assert_eq!(
                    values(tree, child),
                    expected,
                    "{players} seats {}",
                    c.action
                );
                child = c.next_sibling;
            }
            assert!(deep > 0, "the tree has more than one level");
        }
    }

    #[test]
    fn a_chance_node_takes_the_visit_weighted_mean_of_its_outcomes() {
        let config = MctsConfig::iterations(1).implicit_minimax(0.5);
        let mut tree = MctsAgent::<Nim>::new(config, 1).trees.remove(0);
        let node = |first_child, next_sibling, visits| Node {
            action: NimAction::Pile(5),
            first_child,
            next_sibling,
            visits,
            available: visits,
            reward: 0.0,
            mover: NO_MOVER,
        };
        tree.rewards = vec![0.0; 2];
        tree.nodes = vec![node(1, NONE, 4), node(NONE, 2, 1), node(NONE, NONE, 3)];
        tree.implicit = vec![f32::NAN, f32::NAN, 1.0, 0.0, 0.0, 1.0];
        tree.path = vec![0, 2];
        tree.back_up_implicit();
        assert_eq!(values(&tree, 0), [0.25, 0.75]);
        // The leaf on the path keeps its own value.
        assert_eq!(values(&tree, 2), [0.0, 1.0]);
    }

    #[test]
    fn a_kept_subtree_keeps_its_values() {
        let config = MctsConfig::iterations(400)
            .implicit_minimax(0.3)
            .reuse(true);
        let state = nim(2, 9);
        let mut agent = MctsAgent::<Nim>::new(config, 5);
        agent.search(&state, 0).unwrap();
        let tree = &mut agent.trees[0];
        // The values below the node two moves down (take 1, take 2), by action.
        let mut next = state.clone();
        let mut node = 0u32;
        for action in [NimAction::Take(1), NimAction::Take(2)] {
            next.apply(action).unwrap();
            let mut child = tree.nodes[node as usize].first_child;
            while tree.nodes[child as usize].action != action {
                child = tree.nodes[child as usize].next_sibling;
            }
            node = child;
        }
        let below = |tree: &Tree<Nim>, node: u32| {
            let mut out = Vec::new();
            let mut child = tree.nodes[node as usize].first_child;
            while child != NONE {
                out.push((tree.nodes[child as usize].action, values(tree, child)));
                child = tree.nodes[child as usize].next_sibling;
            }
            out
        };
        let before = (values(tree, node), below(tree, node));
        assert!(!before.1.is_empty());
        assert!(tree.keep_subtree_of(&next));
        assert_eq!((values(tree, 0), below(tree, 0)), before);
    }
}
