//! Monte Carlo tree search for any [`nile_core::Game`]: information-set UCT (SO-ISMCTS) with
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
//!    ([`nile_core::Game::sample_chance`]) and the matching child followed (created on first sight).
//! 3. **Expand**: at the first player node with a legal action that has no child yet, one
//!    such action (picked at random) gets a new child.
//! 4. **Roll out**: play on with the random, the greedy or the game's own policy
//!    ([`Rollout`]), to the end of the game ([`Horizon::End`], the classic search) or
//!    for a few decisions only ([`Horizon::Decisions`]), where the position is scored by
//!    the game's own estimate of every seat's final score ([`BotHints::evaluate`]).
//! 5. **Back up**: every node on the path adds the reward of the seat that chose the
//!    action leading to it: its rank among the seats ([`nile_core::Outcome::reward`], or
//!    by estimated scores at a horizon) mixed with a score-margin term (logistic in the
//!    margin over the best other seat), so 1 to 5 seats each maximise their own reward.
//!
//! With [`MctsConfig::implicit_minimax`] every node also keeps a max^n value of the
//! evaluation of the positions below it, backed up along each path, and selection mixes
//! it into the mean (see `implicit.rs`). With [`MctsConfig::progressive_bias`] a node
//! visited often enough expands its actions best prior first (the evaluation after the
//! action) and biases selection towards them (see `bias.rs`).
//!
//! Several independent trees ([`MctsConfig::trees`], root parallelism) can search side
//! by side on their own generators, each determinizing afresh every iteration; their
//! root statistics are summed. An iteration budget is split among them, so a seeded
//! search gives the same move whatever the number of threads (with the `parallel`
//! feature the trees run on rayon's threads, without it one after another).
//!
//! Nodes live in one `Vec` per tree reused between searches, linked by `u32` indices
//! (first child, next sibling), so a search allocates only when the tree outgrows every
//! earlier one.

use std::time::Duration;

use nile_core::rng::{below, seeded_stream};
use nile_core::{bots::BotHints, Agent, GameRng, Turn};

use crate::cap::{CapClock, ThinkCap};
use crate::eval::ChanceExpectation;
use crate::learned::{LearnedEval, PolicyEval};

mod bias;
mod config;
mod implicit;
mod mast;
mod reward;
mod rollout;
mod tree;

// The CPU clock belongs to the think cap; kept here so `nile_bots::mcts::thread_cpu_time`
// still resolves.
pub use crate::cap::thread_cpu_time;
pub use config::*;
use mast::Mast;

/// Marks "no node" in the links.
const NONE: u32 = u32::MAX;
/// The mover of the root and of chance children.
const NO_MOVER: u8 = u8::MAX;
/// The generator stream of tree 0 (further trees take the next streams).
const TREE_STREAM: u64 = 0x0c75;

/// The most positions a kept tree is searched for the new root (`reuse`).
const REUSE_SEARCH_LIMIT: usize = 20_000;

/// The most trees a search may use.
pub const MAX_TREES: usize = 64;

/// What the last search did.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct SearchStats {
    /// Iterations run (over all trees).
    pub iterations: u64,
    /// Wall time spent.
    pub elapsed: Duration,
    /// Tree nodes at the end (over all trees).
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

/// The memory one tree node may take, with what is kept beside it: its prior, its
/// implicit minimax values (at most eight seats' worth), and room for the copy a kept
/// subtree makes.
fn bytes_per_node<G: BotHints>(implicit: bool) -> usize {
    let beside = 4 + if implicit { 8 * 4 } else { 0 };
    2 * (std::mem::size_of::<Node<G::Action>>() + beside)
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
pub struct MctsAgent<G: BotHints> {
    name: String,
    config: MctsConfig,
    trees: Vec<Tree<G>>,
    /// Root statistics summed over the trees: (action, visits, reward sum).
    totals: Vec<(G::Action, u64, f64)>,
    stats: SearchStats,
    clock: Option<Clock>,
    /// A cap on each move's CPU time and memory ([`MctsAgent::with_cap`]).
    cap: Option<ThinkCap>,
}

/// When one tree of a search stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum TreeBudget {
    /// After this many iterations.
    Iterations(u64),
    /// When the clock reads this (at least one iteration).
    Until(Duration),
    /// When the thread running the tree has used this much more CPU time (at least one
    /// iteration).
    CpuFor(Duration),
}

/// One search tree with its own generator and scratch space.
#[derive(Debug, Clone)]
struct Tree<G: BotHints> {
    rng: GameRng,
    max_nodes: usize,
    nodes: Vec<Node<G::Action>>,
    path: Vec<u32>,
    legal: Vec<G::Action>,
    chance: Vec<(G::Action, u32)>,
    candidates: Vec<u32>,
    /// Per legal action at the current node: does it have a child already?
    tried: Vec<bool>,
    rewards: Vec<f64>,
    estimates: Vec<f64>,
    learned: LearnedEval,
    /// The learned policy prior ([`PriorSource::Policy`]), with its scratch space.
    policy: PolicyEval,
    /// Scratch for the policy's probabilities over the legal actions.
    policy_probs: Vec<f32>,
    greedy_eval: ChanceExpectation<G>,
    greedy_best: Vec<usize>,
    /// Scratch for the game's rollout weights ([`Rollout::Policy`]).
    weights: Vec<u32>,
    /// Mean rewards per (seat, action) for MAST rollouts ([`MctsConfig::mast`]).
    mast: Mast<G>,
    iterations: u64,
    /// The root position of the last search, while its tree is kept (`reuse`).
    last_root: Option<G>,
    /// Nodes copied when a subtree becomes the new tree.
    spare: Vec<Node<G::Action>>,
    /// Implicit minimax values ([`MctsConfig::implicit_minimax`]): one per seat for
    /// every node, node `i`'s at `i * players ..`; NaN while not evaluated.
    implicit: Vec<f32>,
    /// Implicit values copied when a subtree becomes the new tree.
    implicit_spare: Vec<f32>,
    /// Progressive-bias priors ([`MctsConfig::progressive_bias`]), one per node index;
    /// NaN while not computed.
    priors: Vec<f32>,
}

impl<G: BotHints> MctsAgent<G> {
    /// An agent with these knobs whose choices are fixed by `seed` (for iteration budgets).
    pub fn new(config: MctsConfig, seed: u64) -> Self {
        let count = config.trees.clamp(1, MAX_TREES);
        let max_nodes = (config.max_nodes / count).max(1);
        let trees = (0..count)
            .map(|i| {
                Tree::new(
                    &config,
                    seeded_stream(seed, TREE_STREAM + i as u64),
                    max_nodes,
                )
            })
            .collect();
        MctsAgent {
            name: "mcts".to_string(),
            config,
            trees,
            totals: Vec::with_capacity(64),
            stats: SearchStats::default(),
            clock: default_clock(),
            cap: None,
        }
    }

    /// Stops every search at `cap` ([`crate::cap`]): the trees run one after another on
    /// the calling thread, each stopping at its share of the cap's CPU time (or at its
    /// own budget, whichever comes first), and together hold at most the cap's memory.
    pub fn with_cap(mut self, cap: ThinkCap) -> Self {
        let count = self.trees.len().max(1);
        let per_tree =
            cap.items(bytes_per_node::<G>(self.config.implicit_minimax.is_some())) / count;
        for tree in &mut self.trees {
            tree.max_nodes = tree.max_nodes.min(per_tree.max(1));
        }
        self.cap = Some(cap);
        self
    }

    /// Reads time from `clock` instead of the system's (see [`Clock`]).
    pub fn with_clock(mut self, clock: Clock) -> Self {
        self.clock = Some(clock);
        self
    }

    /// Takes its policy prior ([`MctsConfig::policy_prior`]) from `network` rather than
    /// the game's committed policy network (`None`: every action the same prior).
    pub fn with_policy_network(mut self, network: Option<&crate::learned::Network>) -> Self {
        let policy = PolicyEval::with_network(network);
        for tree in &mut self.trees {
            tree.policy = policy.clone();
        }
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

    /// The root statistics of the last search, summed over the trees: (action, visits,
    /// reward sum) for every legal root action that got a child (what the move was
    /// chosen by, and what a policy prior learns from). Empty before the first search
    /// and after a [`Agent::choose`] with a single legal action.
    ///
    /// ```
    /// use nile_core::Game;
    /// use nile_core::testing::{Nim, NimConfig, NimAction};
    /// use nile_bots::{MctsAgent, MctsConfig};
    /// let mut nim = Nim::new(&NimConfig::default()).unwrap();
    /// nim.apply(NimAction::Pile(5)).unwrap();
    /// let mut mcts = MctsAgent::<Nim>::new(MctsConfig::iterations(300), 1);
    /// mcts.search(&nim, 0);
    /// let visits: u64 = mcts.last_root_visits().iter().map(|&(_, v, _)| v).sum();
    /// assert_eq!(visits, 300);
    /// ```
    pub fn last_root_visits(&self) -> &[(G::Action, u64, f64)] {
        &self.totals
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

    /// The search proper: every tree spends its share of the budget, then the root
    /// action legal for `player` with the most visits over all trees is played.
    fn run(&mut self, state: &G, player: usize, legal: &[G::Action]) -> G::Action {
        let clock = self.clock;
        let now = || clock.map_or(Duration::ZERO, |c| c());
        let start = now();
        let count = self.trees.len();
        // A capped search counts the calling thread's CPU time alone: no thread pool.
        let parallel = cfg!(feature = "parallel") && count > 1 && self.cap.is_none();
        let config = self.config;
        let cap = self.cap;
        let budgets: Vec<TreeBudget> = (0..count)
            .map(|i| match (config.budget, clock) {
                (Budget::Iterations(n), _) => {
                    let n = n.max(count as u64);
                    let extra = u64::from((i as u64) < n % count as u64);
                    TreeBudget::Iterations(n / count as u64 + extra)
                }
                // Side by side, every tree stops at the search's deadline; one after
                // another, each at the end of its share. (A deadline rather than a
                // duration per tree: when the trees share a busy thread pool, as in the
                // arena, the move still takes the time asked for.)
                (Budget::Time(limit), Some(_)) if parallel => TreeBudget::Until(start + limit),
                (Budget::Time(limit), Some(_)) => {
                    TreeBudget::Until(start + limit.mul_f64((i + 1) as f64 / count as f64))
                }
                // Each tree measures its own thread's CPU time, so trees side by side
                // get the whole limit each, and one after another a share each.
                (Budget::CpuTime(limit), _) if thread_cpu_time().is_some() => {
                    TreeBudget::CpuFor(if parallel {
                        limit
                    } else {
                        limit.div_f64(count as f64)
                    })
                }
                (Budget::CpuTime(limit), Some(_)) if parallel => TreeBudget::Until(start + limit),
                (Budget::CpuTime(limit), Some(_)) => {
                    TreeBudget::Until(start + limit.mul_f64((i + 1) as f64 / count as f64))
                }
                (Budget::Time(limit) | Budget::CpuTime(limit), None) => TreeBudget::Iterations(
                    ((limit.as_secs_f64() * ITERATIONS_PER_SECOND_WITHOUT_CLOCK / count as f64)
                        as u64)
                        .max(1),
                ),
            })
            .collect();
        let search = |(tree, budget): (&mut Tree<G>, &TreeBudget)| {
            // Each tree's share of the cap starts when the tree does; a tree that stops
            // early leaves its time to nobody (the move just ends sooner).
            let stop = CapClock::start(cap, 1.0 / count as f64, 1);
            tree.search(state, player, &config, *budget, clock, stop);
        };
        #[cfg(feature = "parallel")]
        if parallel {
            use rayon::prelude::*;
            self.trees
                .par_iter_mut()
                .zip(budgets.par_iter())
                .for_each(search);
        } else {
            self.trees.iter_mut().zip(budgets.iter()).for_each(search);
        }
        #[cfg(not(feature = "parallel"))]
        self.trees.iter_mut().zip(budgets.iter()).for_each(search);
        self.stats = SearchStats {
            iterations: self.trees.iter().map(|t| t.iterations).sum(),
            elapsed: now().saturating_sub(start),
            nodes: self.trees.iter().map(|t| t.nodes.len()).sum(),
        };
        self.best_root_action(legal)
    }

    /// The root action among `legal` with the most visits summed over the trees (ties:
    /// higher mean reward, then the one met first, tree 0's newest child first); a
    /// random legal action if no tree has any.
    fn best_root_action(&mut self, legal: &[G::Action]) -> G::Action {
        self.totals.clear();
        for tree in &self.trees {
            let mut child = tree.nodes.first().map_or(NONE, |root| root.first_child);
            while child != NONE {
                let node = &tree.nodes[child as usize];
                if legal.contains(&node.action) {
                    match self.totals.iter_mut().find(|(a, _, _)| *a == node.action) {
                        Some(entry) => {
                            entry.1 += u64::from(node.visits);
                            entry.2 += node.reward;
                        }
                        None => {
                            self.totals
                                .push((node.action, u64::from(node.visits), node.reward))
                        }
                    }
                }
                child = node.next_sibling;
            }
        }
        let mut best: Option<(u64, f64, G::Action)> = None;
        for &(action, visits, reward) in &self.totals {
            let mean = reward / visits.max(1) as f64;
            let better = match best {
                None => true,
                Some((v, m, _)) => visits > v || (visits == v && mean > m),
            };
            if better {
                best = Some((visits, mean, action));
            }
        }
        match best {
            Some((_, _, action)) => action,
            None => legal[below(&mut self.trees[0].rng, legal.len() as u64) as usize],
        }
    }
}

impl<G: BotHints> Agent<G> for MctsAgent<G> {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn choose(&mut self, state: &G, player: usize, legal: &[G::Action]) -> G::Action {
        if legal.len() == 1 {
            self.stats = SearchStats::default();
            self.totals.clear();
            return legal[0];
        }
        self.run(state, player, legal)
    }
}
