//! Monte Carlo tree search for any [`Game`]: information-set UCT (SO-ISMCTS) with
//! per-seat rewards, sampled chance nodes and determinized roots.
//!
//! Each iteration:
//! 1. **Determinize**: the root is `state.determinize(me, rng)` — a fresh sample of
//!    everything the searching seat cannot see, so the search never peeks.
//! 2. **Select**: walk down the tree re-applying the actions stored on the edges to that
//!    sample (nodes hold no state, only an action and statistics). At a player node the
//!    children whose action is legal in this sample are *available*; each gets its
//!    availability count bumped and the one with the best UCB value for the seat that
//!    moves there is taken. At a chance node an outcome is sampled by its exact weight
//!    ([`Game::sample_chance`]) and the matching child followed (created on first sight).
//! 3. **Expand**: at the first player node with a legal action that has no child yet, one
//!    such action (picked at random) gets a new child.
//! 4. **Roll out**: play to the end with the random or the greedy policy.
//! 5. **Back up**: every node on the path adds the reward of the seat that chose the
//!    action leading to it ([`nile_core::Outcome::reward`], optionally mixed with a
//!    score-margin term), so 1 to 5 seats each maximise their own reward.
//!
//! Nodes live in one `Vec` reused between searches, linked by `u32` indices (first child,
//! next sibling), so a search allocates only when the tree outgrows every earlier one.

use std::time::Duration;

use nile_core::rng::{below, seeded_stream};
use nile_core::{Agent, Game, GameRng, Outcome, Turn};

use crate::eval::ChanceExpectation;
use crate::greedy::best_action_index;

/// Marks "no node" in the links.
const NONE: u32 = u32::MAX;
/// The mover of the root and of chance children.
const NO_MOVER: u8 = u8::MAX;

/// When a search stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Budget {
    /// A fixed number of iterations: the search is deterministic for a given seed.
    Iterations(u64),
    /// A wall-clock limit (at least one iteration is always run).
    Time(Duration),
}

/// How rollouts choose actions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rollout {
    /// Uniformly at random among the legal actions.
    Random,
    /// The greedy agent's rule (one step on the score margin), resolving this many
    /// chained chance nodes exactly; ties at random.
    Greedy {
        /// Chance depth of the greedy evaluation inside rollouts.
        chance_depth: usize,
    },
}

/// The knobs of an [`MctsAgent`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MctsConfig {
    /// When to stop searching.
    pub budget: Budget,
    /// The rollout policy.
    pub rollout: Rollout,
    /// The UCB exploration constant `c` in `mean + c * sqrt(ln(available) / visits)`;
    /// rewards lie in `[0, 1]`.
    pub exploration: f64,
    /// Weight in `[0, 1]` of the score-margin term in the reward (0 = win/loss only).
    /// The margin term is `0.5 + 0.5 * (own - best) / (|own| + |best| + 1)`, which needs
    /// no game-specific scale.
    pub margin_weight: f64,
    /// The tree stops growing at this many nodes (iterations then only roll out).
    pub max_nodes: usize,
}

/// The default UCB exploration constant.
pub const DEFAULT_EXPLORATION: f64 = 0.7;
/// The default cap on tree nodes (a few tens of megabytes at most).
pub const DEFAULT_MAX_NODES: usize = 1 << 21;
/// Chance depth of greedy rollouts: they run at every step of every rollout, so they
/// score the position right after the action, before chance.
pub const GREEDY_ROLLOUT_CHANCE_DEPTH: usize = 0;

impl MctsConfig {
    /// Random rollouts, default exploration, no margin term, stopping after `n` iterations.
    pub fn iterations(n: u64) -> Self {
        MctsConfig {
            budget: Budget::Iterations(n),
            rollout: Rollout::Random,
            exploration: DEFAULT_EXPLORATION,
            margin_weight: 0.0,
            max_nodes: DEFAULT_MAX_NODES,
        }
    }

    /// Rollouts by the greedy rule instead of at random.
    pub fn greedy_rollouts(mut self) -> Self {
        self.rollout = Rollout::Greedy {
            chance_depth: GREEDY_ROLLOUT_CHANCE_DEPTH,
        };
        self
    }

    /// The UCB exploration constant.
    pub fn exploration(mut self, c: f64) -> Self {
        self.exploration = c;
        self
    }

    /// The weight in `[0, 1]` of the score-margin term in the reward.
    pub fn margin_weight(mut self, weight: f64) -> Self {
        self.margin_weight = weight.clamp(0.0, 1.0);
        self
    }

    /// The cap on tree nodes.
    pub fn max_nodes(mut self, nodes: usize) -> Self {
        self.max_nodes = nodes.max(1);
        self
    }

    /// The agent with these knobs, its choices fixed by `seed`:
    /// `MctsConfig::iterations(2000).greedy_rollouts().agent::<Ra>(1)`.
    pub fn agent<G: Game>(self, seed: u64) -> MctsAgent<G> {
        MctsAgent::new(self, seed)
    }

    /// Like [`MctsConfig::iterations`] but stopping after `limit` of wall time.
    pub fn time(limit: Duration) -> Self {
        MctsConfig {
            budget: Budget::Time(limit),
            ..Self::iterations(0)
        }
    }
}

/// A monotonic clock: the time since some fixed origin. MCTS reads it to honour a
/// [`Budget::Time`]; inject another with [`MctsAgent::with_clock`] where
/// `std::time::Instant` does not exist (WebAssembly in a browser: `performance.now()`)
/// or to make a timed search reproducible in a test.
pub type Clock = fn() -> Duration;

/// The process's monotonic clock (`std::time::Instant`), where the platform has one.
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub fn system_clock() -> Duration {
    use std::sync::OnceLock;
    use std::time::Instant;
    static ORIGIN: OnceLock<Instant> = OnceLock::new();
    ORIGIN.get_or_init(Instant::now).elapsed()
}

/// The default clock: the system's where it has one, none on bare WebAssembly (where a
/// time budget then runs [`ITERATIONS_PER_SECOND_WITHOUT_CLOCK`] per second of budget).
fn default_clock() -> Option<Clock> {
    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    return Some(system_clock);
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    return None;
}

/// A time budget's iterations per second when the agent has no clock.
pub const ITERATIONS_PER_SECOND_WITHOUT_CLOCK: f64 = 20_000.0;

/// What the last search did.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct SearchStats {
    /// Iterations run.
    pub iterations: u64,
    /// Wall time spent.
    pub elapsed: Duration,
    /// Tree nodes at the end.
    pub nodes: usize,
}

impl SearchStats {
    /// Iterations per second (0 when no time was measured).
    pub fn iterations_per_second(&self) -> f64 {
        let secs = self.elapsed.as_secs_f64();
        if secs > 0.0 {
            self.iterations as f64 / secs
        } else {
            0.0
        }
    }
}

/// One tree node: the action on the edge leading here and its statistics.
#[derive(Debug, Clone, Copy)]
struct Node<A> {
    action: A,
    first_child: u32,
    next_sibling: u32,
    visits: u32,
    /// How often this node's action was legal when its parent was visited.
    available: u32,
    /// Sum of the mover's rewards.
    reward: f64,
    /// The seat that chose `action` ([`NO_MOVER`] for the root and chance outcomes).
    mover: u8,
}

/// An information-set Monte Carlo tree search agent; see the module docs.
///
/// ```
/// use nile_core::{Game, Turn};
/// use nile_core::testing::{Nim, NimConfig, NimAction};
/// use nile_bots::{MctsAgent, MctsConfig};
/// let mut nim = Nim::new(&NimConfig::default()).unwrap();
/// nim.apply(NimAction::Pile(5)).unwrap();
/// let mut mcts = MctsAgent::<Nim>::new(MctsConfig::iterations(500), 1);
/// // Taking 2 leaves 3 stones: a lost position for the opponent.
/// assert_eq!(mcts.search(&nim, 0), Some(NimAction::Take(2)));
/// assert_eq!(mcts.last_search_stats().iterations, 500);
/// ```
#[derive(Debug, Clone)]
pub struct MctsAgent<G: Game> {
    name: String,
    config: MctsConfig,
    rng: GameRng,
    nodes: Vec<Node<G::Action>>,
    path: Vec<u32>,
    legal: Vec<G::Action>,
    chance: Vec<(G::Action, u32)>,
    candidates: Vec<u32>,
    /// Per legal action at the current node: does it have a child already?
    tried: Vec<bool>,
    rewards: Vec<f64>,
    greedy_eval: ChanceExpectation<G>,
    greedy_best: Vec<usize>,
    stats: SearchStats,
    clock: Option<Clock>,
}

impl<G: Game> MctsAgent<G> {
    /// An agent with these knobs whose choices are fixed by `seed` (for iteration budgets).
    pub fn new(config: MctsConfig, seed: u64) -> Self {
        let chance_depth = match config.rollout {
            Rollout::Greedy { chance_depth } => chance_depth,
            Rollout::Random => 0,
        };
        MctsAgent {
            name: "mcts".to_string(),
            config,
            rng: seeded_stream(seed, 0x0c75),
            nodes: Vec::new(),
            path: Vec::with_capacity(256),
            legal: Vec::with_capacity(64),
            chance: Vec::with_capacity(64),
            candidates: Vec::with_capacity(64),
            tried: Vec::with_capacity(64),
            rewards: Vec::with_capacity(8),
            greedy_eval: ChanceExpectation::new(chance_depth),
            greedy_best: Vec::with_capacity(16),
            stats: SearchStats::default(),
            clock: default_clock(),
        }
    }

    /// Reads time from `clock` instead of the system's (see [`Clock`]).
    pub fn with_clock(mut self, clock: Clock) -> Self {
        self.clock = Some(clock);
        self
    }

    /// Sets the name reported by [`Agent::name`] (the arena uses the seat spec).
    pub fn named(mut self, name: impl Into<String>) -> Self {
        self.name = name.into();
        self
    }

    /// The agent's knobs.
    pub fn config(&self) -> &MctsConfig {
        &self.config
    }

    /// What the last search did: iterations, wall time, tree size.
    pub fn last_search_stats(&self) -> SearchStats {
        self.stats
    }

    /// Runs one full search for `player`, who must be to act in `state`, and returns the
    /// chosen action (`None` if `player` is not to act). Unlike [`Agent::choose`] it
    /// searches even when only one action is legal, which suits benchmarks.
    pub fn search(&mut self, state: &G, player: usize) -> Option<G::Action> {
        if state.turn() != Turn::Player(player) {
            return None;
        }
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        if legal.is_empty() {
            return None;
        }
        Some(self.run(state, player, &legal))
    }

    /// The search proper: iterations until the budget is spent, then the most visited
    /// root action that is legal for `player`.
    fn run(&mut self, state: &G, player: usize, legal: &[G::Action]) -> G::Action {
        let clock = self.clock;
        let now = || clock.map_or(Duration::ZERO, |c| c());
        let start = now();
        self.nodes.clear();
        self.nodes.push(Node {
            action: legal[0],
            first_child: NONE,
            next_sibling: NONE,
            visits: 0,
            available: 0,
            reward: 0.0,
            mover: NO_MOVER,
        });
        self.rewards.clear();
        self.rewards.resize(state.players(), 0.0);
        let mut iterations = 0u64;
        loop {
            let done = match self.config.budget {
                Budget::Iterations(n) => iterations >= n.max(1),
                Budget::Time(limit) => match clock {
                    Some(_) => iterations > 0 && now().saturating_sub(start) >= limit,
                    None => {
                        iterations as f64
                            >= (limit.as_secs_f64() * ITERATIONS_PER_SECOND_WITHOUT_CLOCK).max(1.0)
                    }
                },
            };
            if done {
                break;
            }
            self.iterate(state, player);
            iterations += 1;
        }
        self.stats = SearchStats {
            iterations,
            elapsed: now().saturating_sub(start),
            nodes: self.nodes.len(),
        };
        self.best_root_action(legal)
    }

    /// The most visited root child among `legal` (ties: higher mean reward, then the
    /// earlier child); a random legal action if the tree has none.
    fn best_root_action(&mut self, legal: &[G::Action]) -> G::Action {
        let mut best: Option<(u32, f64, G::Action)> = None;
        let mut child = self.nodes[0].first_child;
        while child != NONE {
            let node = &self.nodes[child as usize];
            if legal.contains(&node.action) {
                let mean = node.reward / f64::from(node.visits.max(1));
                let better = match best {
                    None => true,
                    Some((v, m, _)) => node.visits > v || (node.visits == v && mean > m),
                };
                if better {
                    best = Some((node.visits, mean, node.action));
                }
            }
            child = node.next_sibling;
        }
        match best {
            Some((_, _, action)) => action,
            None => legal[below(&mut self.rng, legal.len() as u64) as usize],
        }
    }

    /// Adds a child of `parent` for `action` and returns its index, or `NONE` when the
    /// tree is full.
    fn add_child(&mut self, parent: u32, action: G::Action, mover: u8) -> u32 {
        if self.nodes.len() >= self.config.max_nodes || self.nodes.len() >= NONE as usize {
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
    fn iterate(&mut self, root: &G, me: usize) {
        let mut world = root.determinize(me, &mut self.rng);
        self.path.clear();
        self.path.push(0);
        let mut node = 0u32;
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
                    node = self.chance_child(node, outcome);
                    if node == NONE {
                        break;
                    }
                    self.path.push(node);
                }
                Turn::Player(seat) => {
                    let (next, expanded) = self.select_or_expand(node, &world, seat);
                    let Some(next) = next else { break };
                    let action = self.nodes[next as usize].action;
                    if world.apply(action).is_err() {
                        break;
                    }
                    node = next;
                    self.path.push(node);
                    if expanded {
                        break;
                    }
                }
            }
        }
        self.rollout(&mut world);
        self.compute_rewards(&world);
        for &index in &self.path {
            let node = &mut self.nodes[index as usize];
            node.visits = node.visits.saturating_add(1);
            if let Some(r) = self.rewards.get(usize::from(node.mover)) {
                node.reward += r;
            }
        }
    }

    /// At player node `node` with `seat` to act in `world`: bumps the availability of
    /// every child legal here, then either expands an untried legal action (returns the
    /// new child and `true`) or picks the available child with the best UCB value.
    /// Returns `None` if nothing can be followed (tree full).
    fn select_or_expand(&mut self, node: u32, world: &G, seat: usize) -> (Option<u32>, bool) {
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
        let untried = self.tried.iter().filter(|&&t| !t).count();
        if untried > 0 && self.nodes.len() < self.config.max_nodes {
            let k = below(&mut self.rng, untried as u64) as usize;
            let pick = self
                .tried
                .iter()
                .enumerate()
                .filter(|&(_, &t)| !t)
                .nth(k)
                .map_or(0, |(i, _)| i);
            let action = self.legal[pick];
            let new = self.add_child(node, action, mover);
            if new != NONE {
                self.nodes[new as usize].available = 1;
                return (Some(new), true);
            }
        }
        let c = self.config.exploration;
        let mut best = None;
        let mut best_value = f64::NEG_INFINITY;
        for &index in &self.candidates {
            let n = &self.nodes[index as usize];
            let visits = f64::from(n.visits.max(1));
            let value =
                n.reward / visits + c * (f64::from(n.available.max(1)).ln() / visits).sqrt();
            if value > best_value {
                best_value = value;
                best = Some(index);
            }
        }
        (best, false)
    }

    /// Plays `world` to the end (or to its step bound) with the rollout policy.
    fn rollout(&mut self, world: &mut G) {
        let bound = G::step_bound(world.config());
        for _ in 0..bound {
            let seat = match world.turn() {
                Turn::Over => return,
                Turn::Player(seat) if matches!(self.config.rollout, Rollout::Greedy { .. }) => seat,
                // Random rollouts take the engine's own random step (same draws).
                _ => {
                    if world
                        .random_step(&mut self.rng, &mut self.legal, &mut self.chance)
                        .is_err()
                    {
                        return;
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
            );
            if world.apply(self.legal[i]).is_err() {
                return;
            }
        }
    }

    /// Fills `self.rewards` for the final position of a rollout. A game cut short (by an
    /// error or its step bound) is ranked by the current scores.
    fn compute_rewards(&mut self, world: &G) {
        let players = world.players();
        let outcome = world.outcome().unwrap_or_else(|| {
            let scores: Vec<i32> = (0..players).map(|p| world.score(p)).collect();
            Outcome::ranked(scores.clone(), &scores)
        });
        let w = self.config.margin_weight.clamp(0.0, 1.0);
        for p in 0..players.min(self.rewards.len()) {
            let mut r = outcome.reward(p);
            if w > 0.0 {
                r = (1.0 - w) * r + w * margin_reward(&outcome, p);
            }
            self.rewards[p] = r;
        }
    }
}

/// `0.5 + 0.5 * (own - best other) / (|own| + |best other| + 1)`: a reward in `(0, 1)`
/// growing with the score margin, without a game-specific scale.
fn margin_reward(outcome: &Outcome, p: usize) -> f64 {
    let own = f64::from(outcome.scores.get(p).copied().unwrap_or(0));
    let best = outcome
        .scores
        .iter()
        .enumerate()
        .filter(|&(q, _)| q != p)
        .map(|(_, &s)| f64::from(s))
        .fold(None, |acc: Option<f64>, s| {
            Some(acc.map_or(s, |a| a.max(s)))
        });
    match best {
        Some(best) => 0.5 + 0.5 * (own - best) / (own.abs() + best.abs() + 1.0),
        None => 0.5 + 0.5 * own / (own.abs() + 1.0),
    }
}

impl<G: Game> Agent<G> for MctsAgent<G> {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn choose(&mut self, state: &G, player: usize, legal: &[G::Action]) -> G::Action {
        if legal.len() == 1 {
            self.stats = SearchStats::default();
            return legal[0];
        }
        self.run(state, player, legal)
    }
}
