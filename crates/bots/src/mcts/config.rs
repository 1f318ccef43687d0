//! The knobs of a search ([`MctsConfig`]), when it stops ([`Budget`]), how it rolls out
//! ([`Rollout`], [`Horizon`]) and the clock a time budget reads ([`Clock`]).

use std::time::Duration;

use nile_core::bots::BotHints;

use super::{MctsAgent, MAX_TREES};
use crate::learned::Evaluation;

/// When a search stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Budget {
    /// A fixed number of iterations: the search is deterministic for a given seed.
    Iterations(u64),
    /// A wall-clock limit (at least one iteration is always run).
    Time(Duration),
    /// A limit on the CPU time of the thread that runs each tree (at least one
    /// iteration): what [`Budget::Time`] gives on an idle machine, whatever else the
    /// machine runs, so strength measured on a shared machine means what it would on a
    /// quiet one. On a platform without a thread CPU clock (not Unix) it is the wall
    /// clock. The spec knob is `cpu`: `mcts:500ms:cpu`.
    CpuTime(Duration),
}

impl Budget {
    /// Whether the budget is a time (wall or CPU) rather than an iteration count.
    pub fn is_time(self) -> bool {
        matches!(self, Budget::Time(_) | Budget::CpuTime(_))
    }
}

/// How rollouts choose actions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rollout {
    /// Uniformly at random among the legal actions.
    Random,
    /// The greedy agent's rule (one step on the estimated margin), resolving this many
    /// chained chance nodes exactly; ties at random.
    Greedy {
        /// Chance depth of the greedy evaluation inside rollouts.
        chance_depth: usize,
    },
    /// By the game's own rollout policy ([`nile_core::bots::BotHints::rollout_weights`]): each
    /// legal action drawn by the weight the game gives it, uniformly where it gives none.
    Policy,
}

/// Where a rollout stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Horizon {
    /// At the end of the game (the classic rollout), scored by the outcome.
    End,
    /// After this many more decisions (chance steps are free), or at the end of the
    /// game if sooner; a position cut short is scored by [`BotHints::evaluate`]. `0` scores
    /// the node the tree reached as it stands.
    Decisions(u32),
}

/// The knobs of an [`MctsAgent`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MctsConfig {
    /// When to stop searching.
    pub budget: Budget,
    /// The rollout policy.
    pub rollout: Rollout,
    /// Where rollouts stop.
    pub horizon: Horizon,
    /// The UCB exploration constant `c` in `mean + c * sqrt(ln(available) / visits)`;
    /// rewards lie in `[0, 1]`.
    pub exploration: f64,
    /// Weight in `[0, 1]` of the score-margin term in the reward (0 = rank only: the
    /// fraction of opponents beaten).
    pub margin_weight: f64,
    /// How the margin (own score or estimate minus the best other seat's) becomes a
    /// reward: `1 / (1 + exp(-margin / scale))` for a positive scale (in the game's
    /// points: a margin of one scale is worth 0.73); 0 uses the scale-free
    /// `0.5 + 0.5 * margin / (|own| + |best| + 1)`.
    pub margin_scale: f64,
    /// Independent trees searched side by side (root parallelism), their root
    /// statistics summed. An iteration budget is split among them, so the result does
    /// not depend on how many threads run them; with the `parallel` feature they run
    /// on rayon's threads.
    pub trees: usize,
    /// The tree stops growing at this many nodes (iterations then only roll out).
    pub max_nodes: usize,
    /// Keep the tree between moves: the next search starts from the subtree of the
    /// position reached, found by replaying the tree's edges from the previous root.
    /// Sound only where a determinization is the state itself (perfect information,
    /// as in Rá); elsewhere every search starts afresh whatever this says.
    pub reuse: bool,
    /// What scores a rollout cut at the horizon: the game's own estimate or the
    /// learned network ([`crate::learned`]; spec knob `eval=learned`).
    pub evaluation: Evaluation,
    /// MAST rollouts (move-average sampling): `Some(epsilon)` plays, at each rollout decision,
    /// a uniformly random legal action with probability `epsilon` and otherwise the one
    /// whose mean reward for the mover over the search so far is best (an action not
    /// yet played first); `None` keeps the rollout policy ([`MctsConfig::rollout`]).
    /// Spec knob `mast` / `mast=E`.
    pub mast: Option<f64>,
    /// Implicit minimax backups (Lanctot et al. 2014): `Some(alpha)` keeps in every node
    /// a max^n value of the evaluations of the positions below it, and selection at a
    /// player node uses `(1 - alpha) * mean + alpha * implicit` in place of the mean;
    /// `None` (the default) does neither. Spec knob `imm=A`.
    pub implicit_minimax: Option<f64>,
    /// Progressive bias (Chaslot et al. 2008): `Some` gives the children of a player
    /// node visited often enough a prior from the evaluation (the mover's estimated
    /// margin after the action), tries them best prior first and adds to their UCB value
    /// a bias that fades with their visits; `None` (the default) does neither. Spec
    /// knobs `pb=W` and `pbafter=V`.
    pub progressive_bias: Option<ProgressiveBias>,
    /// Expansion by the game's rollout policy: `true` draws the untried action a node
    /// expands next by the weight [`nile_core::bots::BotHints::rollout_weights`] gives it, so in a
    /// wide node the actions a sensible player takes get their children first; `false`
    /// (the default) draws it uniformly. Spec knob `pexp`.
    pub policy_expansion: bool,
    /// Open loop over chance: `true` keeps no chance nodes in the tree, so the
    /// statistics of an action after a roll or a draw are shared by every outcome (as
    /// they are shared by every determinization of hidden information, and with the
    /// same availability counts); the outcome is still sampled and applied to the
    /// iteration's world. Where chance has many outcomes the closed tree splits its
    /// visits among them and grows shallow; the open one grows as deep as the
    /// decisions alone. `false` (the default) keeps a child per outcome. Spec knob `ol`.
    pub open_loop: bool,
}

/// The knobs of progressive bias ([`MctsConfig::progressive_bias`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ProgressiveBias {
    /// With [`PriorSource::Evaluation`]: the bias of a child far worse than the best, in
    /// reward units (rewards lie in `[0, 1]`), before it is divided by the child's visits
    /// plus one. With [`PriorSource::Policy`]: the PUCT constant (a child's bonus is
    /// `weight * prior * sqrt(node visits) / (child visits + 1)`).
    pub weight: f64,
    /// Visits a node needs before its children get priors (below that, an untried action
    /// is expanded at random, as without the knob).
    pub after: u32,
    /// Where the priors come from.
    pub source: PriorSource,
}

/// Where progressive bias takes a child's prior from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PriorSource {
    /// The mover's estimated margin right after the action (the greedy agent's one-step
    /// score; spec `pb=W`).
    #[default]
    Evaluation,
    /// The probability the game's committed policy network gives the action, from the
    /// mover's observation ([`crate::learned::PolicyEval`]; spec `prior=W`). A game with
    /// no policy network gives every action the same prior.
    Policy,
}

/// Visits a node needs before its children get priors under a bare `pb=W`.
pub const DEFAULT_BIAS_AFTER: u32 = 4;

/// The default UCB exploration constant.
pub const DEFAULT_EXPLORATION: f64 = 0.7;
/// The default cap on tree nodes, over all trees (a few tens of megabytes at most).
pub const DEFAULT_MAX_NODES: usize = 1 << 21;
/// Chance depth of greedy rollouts: they run at every step of every rollout, so they
/// score the position right after the action, before chance.
pub const GREEDY_ROLLOUT_CHANCE_DEPTH: usize = 0;
/// The exploration share of a bare `mast` knob: a rollout decision is uniformly random
/// this often, and otherwise the action with the best mean reward so far.
pub const DEFAULT_MAST_EPSILON: f64 = 0.2;

impl MctsConfig {
    /// The classic search: random rollouts to the end, default exploration, rank reward
    /// only, one tree, stopping after `n` iterations.
    pub fn iterations(n: u64) -> Self {
        MctsConfig {
            budget: Budget::Iterations(n),
            rollout: Rollout::Random,
            horizon: Horizon::End,
            exploration: DEFAULT_EXPLORATION,
            margin_weight: 0.0,
            margin_scale: 0.0,
            trees: 1,
            max_nodes: DEFAULT_MAX_NODES,
            reuse: false,
            evaluation: Evaluation::Game,
            mast: None,
            implicit_minimax: None,
            progressive_bias: None,
            policy_expansion: false,
            open_loop: false,
        }
    }

    /// Like [`MctsConfig::iterations`] but stopping after `limit` of wall time.
    pub fn time(limit: Duration) -> Self {
        MctsConfig {
            budget: Budget::Time(limit),
            ..Self::iterations(0)
        }
    }

    /// The classic knobs ([`MctsConfig::iterations`]) with this budget.
    pub fn classic(budget: Budget) -> Self {
        MctsConfig {
            budget,
            ..Self::iterations(0)
        }
    }

    /// Rollouts by the greedy rule instead of at random.
    pub fn greedy_rollouts(mut self) -> Self {
        self.rollout = Rollout::Greedy {
            chance_depth: GREEDY_ROLLOUT_CHANCE_DEPTH,
        };
        self
    }

    /// Rollouts by the game's own rollout policy ([`Rollout::Policy`]).
    pub fn policy_rollouts(mut self) -> Self {
        self.rollout = Rollout::Policy;
        self
    }

    /// Untried actions expanded in the order the game's rollout policy draws them
    /// ([`MctsConfig::policy_expansion`]).
    ///
    /// ```
    /// use nile_bots::mcts::MctsConfig;
    /// assert!(MctsConfig::iterations(500).policy_expansion().policy_expansion);
    /// ```
    pub fn policy_expansion(mut self) -> Self {
        self.policy_expansion = true;
        self
    }

    /// No chance nodes in the tree ([`MctsConfig::open_loop`]).
    ///
    /// ```
    /// use nile_bots::mcts::MctsConfig;
    /// assert!(MctsConfig::iterations(500).open_loop().open_loop);
    /// ```
    pub fn open_loop(mut self) -> Self {
        self.open_loop = true;
        self
    }

    /// Rollouts cut after `decisions` more decisions and scored by [`BotHints::evaluate`].
    pub fn horizon(mut self, decisions: u32) -> Self {
        self.horizon = Horizon::Decisions(decisions);
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

    /// The margin's scale in points (see [`MctsConfig::margin_scale`]).
    pub fn margin_scale(mut self, scale: f64) -> Self {
        self.margin_scale = scale.max(0.0);
        self
    }

    /// The number of independent trees (root parallelism).
    pub fn trees(mut self, trees: usize) -> Self {
        self.trees = trees.clamp(1, MAX_TREES);
        self
    }

    /// Whether to keep the tree between moves (see [`MctsConfig::reuse`]).
    pub fn reuse(mut self, reuse: bool) -> Self {
        self.reuse = reuse;
        self
    }

    /// MAST rollouts exploring with probability `epsilon` (clamped to `[0, 1]`; see
    /// [`MctsConfig::mast`]).
    ///
    /// ```
    /// use nile_core::{Game, testing::{Nim, NimAction, NimConfig}};
    /// use nile_bots::{MctsAgent, MctsConfig};
    /// let mut nim = Nim::new(&NimConfig::default()).unwrap();
    /// nim.apply(NimAction::Pile(7)).unwrap();
    /// let config = MctsConfig::iterations(400).mast(0.2);
    /// assert_eq!(config.mast, Some(0.2));
    /// // Taking 1 leaves 6 stones, a lost position for the opponent.
    /// assert_eq!(MctsAgent::<Nim>::new(config, 1).search(&nim, 0), Some(NimAction::Take(1)));
    /// ```
    pub fn mast(mut self, epsilon: f64) -> Self {
        self.mast = Some(epsilon.clamp(0.0, 1.0));
        self
    }

    /// Implicit minimax backups with weight `alpha` (see
    /// [`MctsConfig::implicit_minimax`]); `alpha` above 1 counts as 1, and one not above
    /// 0 (or not a number) turns them off.
    ///
    /// ```
    /// use nile_core::{Game, testing::{Nim, NimAction, NimConfig}};
    /// use nile_bots::{MctsAgent, MctsConfig};
    /// let mut nim = Nim::new(&NimConfig::default()).unwrap();
    /// nim.apply(NimAction::Pile(5)).unwrap();
    /// let config = MctsConfig::iterations(500).implicit_minimax(0.3);
    /// assert_eq!(config.implicit_minimax, Some(0.3));
    /// assert_eq!(MctsConfig::iterations(1).implicit_minimax(0.0).implicit_minimax, None);
    /// // Taking 2 leaves 3 stones: a lost position for the opponent.
    /// assert_eq!(MctsAgent::<Nim>::new(config, 1).search(&nim, 0), Some(NimAction::Take(2)));
    /// ```
    pub fn implicit_minimax(mut self, alpha: f64) -> Self {
        self.implicit_minimax = (alpha > 0.0).then(|| alpha.min(1.0));
        self
    }

    /// Progressive bias of weight `weight` at nodes visited at least `after` times (see
    /// [`MctsConfig::progressive_bias`]); a weight not above 0 (or not a number) turns
    /// it off.
    ///
    /// ```
    /// use nile_core::{Game, testing::{Nim, NimAction, NimConfig}};
    /// use nile_bots::{MctsAgent, MctsConfig};
    /// let mut nim = Nim::new(&NimConfig::default()).unwrap();
    /// nim.apply(NimAction::Pile(5)).unwrap();
    /// let config = MctsConfig::iterations(500).progressive_bias(1.0, 4);
    /// assert_eq!(config.progressive_bias.map(|b| b.after), Some(4));
    /// assert_eq!(MctsConfig::iterations(1).progressive_bias(0.0, 4).progressive_bias, None);
    /// // Taking 2 leaves 3 stones: a lost position for the opponent.
    /// assert_eq!(MctsAgent::<Nim>::new(config, 1).search(&nim, 0), Some(NimAction::Take(2)));
    /// ```
    pub fn progressive_bias(mut self, weight: f64, after: u32) -> Self {
        self.progressive_bias = (weight > 0.0).then_some(ProgressiveBias {
            weight,
            after,
            source: PriorSource::Evaluation,
        });
        self
    }

    /// A learned policy prior ([`PriorSource::Policy`]): once a node has `after` visits,
    /// its children are tried most probable first and selection adds the PUCT bonus
    /// `weight * prior * sqrt(node visits) / (child visits + 1)` to the UCB value, the
    /// prior being the committed policy network's probability for the action. A weight
    /// not above 0 (or not a number) turns progressive bias off.
    ///
    /// ```
    /// use nile_bots::mcts::{MctsConfig, PriorSource};
    /// let config = MctsConfig::iterations(500).policy_prior(2.0, 1);
    /// assert_eq!(config.progressive_bias.map(|b| b.source), Some(PriorSource::Policy));
    /// ```
    pub fn policy_prior(mut self, weight: f64, after: u32) -> Self {
        self.progressive_bias = (weight > 0.0).then_some(ProgressiveBias {
            weight,
            after,
            source: PriorSource::Policy,
        });
        self
    }

    /// The cap on tree nodes.
    pub fn max_nodes(mut self, nodes: usize) -> Self {
        self.max_nodes = nodes.max(1);
        self
    }

    /// The agent with these knobs, its choices fixed by `seed`:
    /// `MctsConfig::iterations(2000).greedy_rollouts().agent::<Ra>(1)`.
    pub fn agent<G: BotHints>(self, seed: u64) -> MctsAgent<G> {
        MctsAgent::new(self, seed)
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
pub(super) fn default_clock() -> Option<Clock> {
    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    return Some(system_clock);
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    return None;
}

/// A time budget's iterations per second when the agent has no clock.
pub const ITERATIONS_PER_SECOND_WITHOUT_CLOCK: f64 = 20_000.0;
