//! The greedy agent: one step of lookahead on the estimated score margin.

use nile_core::bots::BotHints;
use nile_core::rng::{below, seeded_stream};
use nile_core::{Agent, GameRng};

use crate::cap::{CapClock, ThinkCap};
use crate::eval::ChanceExpectation;

/// How many chained chance nodes the greedy agent resolves exactly by default.
pub const DEFAULT_CHANCE_DEPTH: usize = 2;

/// Values below this difference count as ties.
const TIE_EPSILON: f64 = 1e-9;

/// Picks the action that maximises the expected estimated margin one step ahead.
///
/// For each legal action it applies the action to a determinized copy of the state
/// (`state.determinize(player, rng)`, so it never sees what its seat cannot), resolves
/// up to [`GreedyAgent::chance_depth`] chained chance nodes exactly by their weights,
/// and scores the result by [`crate::eval::estimated_margin`]: the game's estimate of
/// its final score ([`nile_core::bots::BotHints::evaluate`], the score itself for a game without
/// one) minus the best other seat's. Ties are broken uniformly at random by its seeded
/// generator.
///
/// ```
/// use nile_core::{Agent, Game, Turn};
/// use nile_core::testing::{Nim, NimConfig, NimAction};
/// use nile_bots::GreedyAgent;
/// let mut nim = Nim::new(&NimConfig::default()).unwrap();
/// nim.apply(NimAction::Pile(5)).unwrap();
/// let mut legal = Vec::new();
/// nim.legal_actions(&mut legal);
/// let mut greedy = GreedyAgent::<Nim>::new(7);
/// assert!(legal.contains(&greedy.choose(&nim, 0, &legal)));
/// ```
#[derive(Debug, Clone)]
pub struct GreedyAgent<G: BotHints> {
    name: String,
    rng: GameRng,
    eval: ChanceExpectation<G>,
    best: Vec<usize>,
    cap: Option<ThinkCap>,
}

impl<G: BotHints> GreedyAgent<G> {
    /// A greedy agent resolving [`DEFAULT_CHANCE_DEPTH`] chance nodes, seeded by `seed`.
    pub fn new(seed: u64) -> Self {
        Self::with_chance_depth(seed, DEFAULT_CHANCE_DEPTH)
    }

    /// A greedy agent resolving up to `chance_depth` chained chance nodes exactly.
    pub fn with_chance_depth(seed: u64, chance_depth: usize) -> Self {
        GreedyAgent {
            name: "greedy".to_string(),
            rng: seeded_stream(seed, 0x0009_eed1),
            eval: ChanceExpectation::new(chance_depth),
            best: Vec::with_capacity(16),
            cap: None,
        }
    }

    /// Stops every choice at `cap`'s CPU time ([`crate::cap`]): the actions not scored
    /// by then are left out, and the best of those scored is played.
    pub fn with_cap(mut self, cap: ThinkCap) -> Self {
        self.cap = Some(cap);
        self
    }

    /// Sets the name reported by [`Agent::name`] (the arena uses the seat spec).
    pub fn named(mut self, name: impl Into<String>) -> Self {
        self.name = name.into();
        self
    }

    /// How many chained chance nodes are resolved exactly.
    pub fn chance_depth(&self) -> usize {
        self.eval.max_depth()
    }
}

/// The index in `legal` of the best action for `player` in `state` (which the caller has
/// already determinized), ties broken by `rng`. `best` is scratch space. Once `cap`
/// expires the actions not yet scored are left out.
pub(crate) fn best_action_index<G: BotHints>(
    state: &G,
    player: usize,
    legal: &[G::Action],
    eval: &mut ChanceExpectation<G>,
    rng: &mut GameRng,
    best: &mut Vec<usize>,
    cap: &mut CapClock,
) -> usize {
    best.clear();
    let mut best_value = f64::NEG_INFINITY;
    for (i, &action) in legal.iter().enumerate() {
        if i > 0 && cap.expired() {
            break;
        }
        let mut next = state.clone();
        if next.apply(action).is_err() {
            // Only possible if a determinization disagrees with the seat's legal set.
            continue;
        }
        let value = eval.value(&next, player);
        if value > best_value + TIE_EPSILON {
            best_value = value;
            best.clear();
            best.push(i);
        } else if value >= best_value - TIE_EPSILON {
            best.push(i);
        }
    }
    match best.len() {
        0 => below(rng, legal.len() as u64) as usize,
        1 => best[0],
        n => best[below(rng, n as u64) as usize],
    }
}

impl<G: BotHints> Agent<G> for GreedyAgent<G> {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn choose(&mut self, state: &G, player: usize, legal: &[G::Action]) -> G::Action {
        let world = state.determinize(player, &mut self.rng);
        let i = best_action_index(
            &world,
            player,
            legal,
            &mut self.eval,
            &mut self.rng,
            &mut self.best,
            &mut CapClock::start(self.cap, 1.0, 1),
        );
        legal[i]
    }
}
