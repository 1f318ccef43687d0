//! Static evaluation shared by the greedy agent, greedy rollouts and the lookahead agent:
//! a seat's margin by the game's own estimate of the final scores ([`BotHints::evaluate`],
//! the current scores for a game that provides none), and its exact expectation over
//! chained chance nodes.

use nile_core::bots::BotHints;
use nile_core::Turn;

/// Seat `player`'s margin: its score minus the best other seat's score, as the game
/// stands (see [`estimated_margin`] for the game's estimate of the final scores).
///
/// We compare with the *best* opponent rather than the mean of opponents because a game
/// is won by beating every other seat, so the leader is the one to catch (or to stay
/// ahead of); this is also the arena's "mean margin". In a one-seat game the margin is
/// the score itself.
pub fn margin<G: BotHints>(state: &G, player: usize) -> f64 {
    let own = state.score(player);
    let best_other = (0..state.players())
        .filter(|&q| q != player)
        .map(|q| state.score(q))
        .max();
    match best_other {
        Some(best) => f64::from(own) - f64::from(best),
        None => f64::from(own),
    }
}

/// Seat `player`'s estimated final margin: its [`BotHints::evaluate`] estimate minus the best
/// other seat's (the estimate itself in a one-seat game). `scores` is scratch space.
pub fn estimated_margin<G: BotHints>(state: &G, player: usize, scores: &mut Vec<f64>) -> f64 {
    state.evaluate(scores);
    margin_of(scores, player)
}

/// `scores[player]` minus the best other entry (the entry itself when alone).
pub fn margin_of(scores: &[f64], player: usize) -> f64 {
    let own = scores.get(player).copied().unwrap_or(0.0);
    let best_other = scores
        .iter()
        .enumerate()
        .filter(|&(q, _)| q != player)
        .map(|(_, &s)| s)
        .fold(None, |acc: Option<f64>, s| {
            Some(acc.map_or(s, |a| a.max(s)))
        });
    match best_other {
        Some(best) => own - best,
        None => own,
    }
}

/// Evaluates positions by the expected estimated margin after resolving up to `max_depth` chained
/// chance nodes exactly (each outcome weighted by its integer weight).
///
/// Holds one outcome buffer per chance depth so repeated evaluations do not allocate.
#[derive(Debug, Clone)]
pub struct ChanceExpectation<G: BotHints> {
    max_depth: usize,
    buffers: Vec<Vec<(G::Action, u32)>>,
    scores: Vec<f64>,
}

impl<G: BotHints> ChanceExpectation<G> {
    /// An evaluator resolving at most `max_depth` chance nodes in a row; past that depth
    /// (or at `max_depth == 0`) the position is scored as it stands.
    pub fn new(max_depth: usize) -> Self {
        ChanceExpectation {
            max_depth,
            buffers: (0..max_depth).map(|_| Vec::with_capacity(32)).collect(),
            scores: Vec::with_capacity(8),
        }
    }

    /// How many chained chance nodes are resolved exactly.
    pub fn max_depth(&self) -> usize {
        self.max_depth
    }

    /// The expected estimated margin of `player` in `state` ([`estimated_margin`]).
    pub fn value(&mut self, state: &G, player: usize) -> f64 {
        self.value_at(state, player, 0)
    }

    fn value_at(&mut self, state: &G, player: usize, depth: usize) -> f64 {
        if state.turn() != Turn::Chance || depth >= self.max_depth {
            return estimated_margin(state, player, &mut self.scores);
        }
        // Take the buffer out so the recursion below can use the deeper ones.
        let mut outcomes = std::mem::take(&mut self.buffers[depth]);
        state.chance_outcomes(&mut outcomes);
        let mut total_weight = 0.0;
        let mut sum = 0.0;
        for &(action, weight) in &outcomes {
            let mut next = state.clone();
            if next.apply(action).is_err() {
                continue;
            }
            let w = f64::from(weight);
            sum += w * self.value_at(&next, player, depth + 1);
            total_weight += w;
        }
        self.buffers[depth] = outcomes;
        if total_weight > 0.0 {
            sum / total_weight
        } else {
            estimated_margin(state, player, &mut self.scores)
        }
    }
}
