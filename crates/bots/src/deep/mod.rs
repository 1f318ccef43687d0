//! Determinized deep search (`pimc:…`) and the Rá anchor baseline (`anchor`): perfect-
//! information Monte Carlo over max^n searches to a horizon counted in the game's own
//! units of play ([`BotHints::ends_unit`]: a Rá auction, an Imhotep round, a Tekhenu turn, a
//! 10 Pragas phase, a Conquistando round).
//!
//! A move is chosen so:
//! 1. **Worlds.** `K` determinizations for the searching seat
//!    ([`nile_core::Game::determinize`]: every hidden card resampled), each with its own *chance
//!    script*: the `k`-th chance step of any line of play takes the outcome a seeded
//!    uniform number `u_k` selects among that node's outcomes by weight. Along every line
//!    the same draws come in the same order (in Rá: one sampled order of the bag), so a
//!    world has no chance left and is searched as a game of perfect information. The
//!    search never sees the real future: it sees its seat's determinization only.
//! 2. **max^n.** In each world every line of play is searched to the end of the
//!    `units`-th unit from now; each seat to act takes the action whose subtree leaves it
//!    the best value ([`Objective`]: its estimated margin over the best other seat, or
//!    its own score). At the horizon a position is scored by the game's evaluation
//!    ([`BotHints::evaluate`], or the baseline AI's,
//!    [`nile_core::bots::Anchor::evaluate`]); at the end of the game by its final
//!    scores, exactly.
//! 3. **Transposition table** per world (a 64-bit hash of the state's data, with the
//!    units left and the chance steps taken): a position searched whole (no line below
//!    it cut) is reused at every later depth, a cut one at the same depth. **Move
//!    ordering**: the best move found for a position at the previous depth is searched
//!    first. max^n does not prune, so there the order changes only the work's order
//!    (ties always go to the earliest action in the legal list, so values never depend
//!    on it). At two seats with the margin objective, [`DeepConfig::prune`] (`ab`)
//!    searches with alpha-beta instead, where the order decides how much is pruned.
//! 4. **Iterative deepening** under a budget of CPU time ([`DeepBudget::CpuTime`], the
//!    searching thread's clock) or of positions: the lines are cut after 1, 2, 3…
//!    decisions (a cut line is scored by the evaluation) until no line is cut any more
//!    (the whole horizon searched); then the horizon moves one unit further, and so on,
//!    until the budget runs out or every line reaches the end of the game (or
//!    [`DeepConfig::max_units`]). The last complete iteration decides.
//!    [`DeepBudget::Full`] searches the given horizon whole, once.
//! 5. **Combine**: each root action's value for the searching seat is averaged over the
//!    worlds; the best mean is played (ties at random, from the agent's seed). With
//!    [`DeepConfig::win_scale`] (`win=S`) each world's margin `m` counts as the win
//!    chance `1 / (1 + exp(−m / S))` instead, so an action that wins in more worlds is
//!    preferred to one that wins by more in fewer.

mod baseline;
mod hash;
mod search;

use std::time::Duration;

use nile_core::bots::BotHints;
use nile_core::rng::{below, seeded_stream};
use nile_core::{Agent, GameRng};

pub use hash::{mix, state_hash};
use search::{cap_clock, Searcher, Stop, BYTES_PER_ENTRY};

use crate::cap::ThinkCap;

/// The most seats a search keeps values for (every nile game has at most 5).
pub const MAX_SEATS: usize = 8;
/// The deepest decision cap iterative deepening goes to, and the cap of a full search.
pub const MAX_DECISIONS: u32 = 64;
/// The furthest horizon, in units, a budgeted search deepens to.
pub const MAX_UNITS: u32 = 64;
/// The default number of worlds of `pimc`.
pub const DEFAULT_WORLDS: usize = 4;
/// Transposition-table entries over all worlds (each entry is about 100 bytes).
pub const DEFAULT_TABLE_ENTRIES: usize = 1 << 20;
/// Positions per second of budget where the agent has no CPU clock (bare WebAssembly).
pub const NODES_PER_SECOND_WITHOUT_CLOCK: f64 = 200_000.0;

/// What each seat maximises in the search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Objective {
    /// Its value minus the best other seat's (its value alone in a one-seat game).
    Margin,
    /// Its own value (plain max^n).
    Score,
}

/// How a position at the horizon is scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Leaf {
    /// [`BotHints::evaluate`], the game's estimate of the final scores.
    Evaluate,
    /// The leaf scoring of the game's baseline AI ([`BotHints::anchor`],
    /// [`nile_core::bots::Anchor::evaluate`]), with its moves without those it skips, its
    /// horizon counted and ended as it says.
    Anchor,
    /// The learned evaluation ([`crate::learned::LearnedEval`]; spec knob
    /// `eval=learned`), the game's own where it has no network.
    Learned,
}

/// When a search stops deepening.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeepBudget {
    /// Search the whole horizon (up to [`MAX_DECISIONS`] decisions per line), however
    /// long it takes. Deterministic.
    Full,
    /// Iterative deepening while the searching thread's CPU time stays under this
    /// (the wall clock where there is no CPU clock, a position count without either).
    CpuTime(Duration),
    /// Iterative deepening while the positions visited stay under this. Deterministic.
    Nodes(u64),
}

/// The knobs of a [`DeepAgent`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DeepConfig {
    /// Determinizations searched (at least 1).
    pub worlds: usize,
    /// Units of play to the horizon; `None` takes [`default_units`]. Under a budget the
    /// search looks further, a unit at a time, once this horizon is searched whole.
    pub units: Option<u32>,
    /// The furthest horizon a budgeted search deepens to; `None` is [`MAX_UNITS`].
    pub max_units: Option<u32>,
    /// When to stop deepening.
    pub budget: DeepBudget,
    /// What each seat maximises.
    pub objective: Objective,
    /// How the horizon is scored.
    pub leaf: Leaf,
    /// Transposition-table entries over all worlds.
    pub table_entries: usize,
    /// Alpha-beta pruning where the game has two seats and the objective is the margin
    /// (spec knob `ab`): there one seat's margin is the other's loss, so max^n is
    /// minimax and a line that cannot change a choice need not be searched. The values
    /// of the root's actions are the same as without it (each is searched with a full
    /// window); the positions saved let a budget reach further. Ignored elsewhere.
    pub prune: bool,
    /// Combine the worlds by win chance rather than by margin (spec knob `win=S`): each
    /// world's value of a root action, a margin `m` in points, counts as
    /// `1 / (1 + exp(−m / S))`. Within a world nothing changes (at two seats a rising
    /// function of one seat's margin is a falling one of the other's, so every choice in
    /// the world is the same), but the mean over worlds then counts how many worlds an
    /// action wins in, and by how much only up to about `S` points, as the MCTS's
    /// margin reward does. `None` (the default) averages the margins. Ignored with the
    /// [`Objective::Score`] objective.
    pub win_scale: Option<f64>,
}

impl DeepConfig {
    /// `pimc` with `worlds` worlds, the game's default units, a full search, the margin
    /// objective and the game's evaluation.
    pub fn pimc(worlds: usize) -> Self {
        DeepConfig {
            worlds: worlds.max(1),
            units: None,
            max_units: None,
            budget: DeepBudget::Full,
            objective: Objective::Margin,
            leaf: Leaf::Evaluate,
            table_entries: DEFAULT_TABLE_ENTRIES,
            prune: false,
            win_scale: None,
        }
    }

    /// The anchor's method: one world, the game's default units (two auctions in Rá,
    /// counted as they start: [`nile_core::bots::Anchor::ends_unit`]), a full search, each
    /// seat maximising its margin over the best other seat (the app's "how far ahead the
    /// player is, or how far behind #1"), the baseline's leaf scoring where it lets the
    /// search stop ([`nile_core::bots::Anchor::may_stop`]) and without the moves it skips
    /// (God-tile swaps in Rá).
    pub fn anchor() -> Self {
        DeepConfig {
            worlds: 1,
            units: None,
            max_units: None,
            budget: DeepBudget::Full,
            objective: Objective::Margin,
            leaf: Leaf::Anchor,
            table_entries: DEFAULT_TABLE_ENTRIES,
            prune: false,
            win_scale: None,
        }
    }
}

/// The horizon of a search that names none, in game `G`'s units at `players` seats: what
/// the game declares ([`BotHints::default_units`]: in Rá the anchor's
/// `max(2, 4 − players)` auctions, elsewhere one unit, an Imhotep round, a Tekhenu turn,
/// a 10 Pragas phase, a Conquistando round; a decision in a game without units).
pub fn default_units<G: BotHints>(players: usize) -> u32 {
    G::default_units(players)
}

/// What the last search did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DeepStats {
    /// Positions visited (over every world and depth).
    pub nodes: u64,
    /// The decision cap of the last complete iteration.
    pub depth: u32,
    /// Its horizon in units.
    pub units: u32,
    /// Whether that iteration searched the whole horizon (no line cut by the cap).
    pub complete: bool,
    /// CPU (or wall) time spent, where a clock exists.
    pub elapsed: Duration,
}

/// The determinized deep-search agent; see the module docs.
///
/// ```
/// use nile_core::{Agent, Game};
/// use nile_core::testing::{Nim, NimConfig, NimAction};
/// use nile_bots::deep::{DeepAgent, DeepConfig};
/// let mut nim = Nim::new(&NimConfig::default()).unwrap();
/// nim.apply(NimAction::Pile(5)).unwrap();
/// let mut legal = Vec::new();
/// nim.legal_actions(&mut legal);
/// let mut config = DeepConfig::pimc(1);
/// config.units = Some(8);
/// let mut agent = DeepAgent::<Nim>::new(config, 1);
/// // Taking 2 leaves 3 stones: a lost position for the opponent.
/// assert_eq!(agent.choose(&nim, 0, &legal), NimAction::Take(2));
/// ```
#[derive(Debug, Clone)]
pub struct DeepAgent<G: BotHints> {
    name: String,
    config: DeepConfig,
    rng: GameRng,
    searcher: Searcher<G>,
    stats: DeepStats,
    cap: Option<ThinkCap>,
}

impl<G: BotHints> DeepAgent<G> {
    /// An agent with these knobs whose worlds and tie-breaks are fixed by `seed`.
    pub fn new(config: DeepConfig, seed: u64) -> Self {
        DeepAgent {
            name: "pimc".to_string(),
            config,
            rng: seeded_stream(seed, 0xdee9),
            searcher: Searcher::new(config),
            stats: DeepStats::default(),
            cap: None,
        }
    }

    /// Stops every search at `cap` ([`crate::cap`]), whatever the budget: under a cap
    /// even a whole-horizon search (the anchor's) deepens one decision at a time, so
    /// that when the cap's CPU time runs out it plays what its last complete depth
    /// chose; the transposition tables hold at most the cap's memory.
    pub fn with_cap(mut self, cap: ThinkCap) -> Self {
        self.config.table_entries = self.config.table_entries.min(cap.items(BYTES_PER_ENTRY));
        self.searcher = Searcher::new(self.config);
        self.cap = Some(cap);
        self
    }

    /// Sets the name reported by [`Agent::name`] (the arena uses the seat spec).
    pub fn named(mut self, name: impl Into<String>) -> Self {
        self.name = name.into();
        self
    }

    /// The agent's knobs.
    pub fn config(&self) -> &DeepConfig {
        &self.config
    }

    /// What the last search did.
    pub fn last_stats(&self) -> DeepStats {
        self.stats
    }

    /// The mean value of every action of `actions` for `player` over the worlds, at the
    /// deepest complete iteration; `actions` must be legal in `state`.
    pub fn action_values(&mut self, state: &G, player: usize, actions: &[G::Action]) -> Vec<f64> {
        let units = self
            .config
            .units
            .unwrap_or_else(|| default_units::<G>(state.players()))
            .max(1);
        let worlds: Vec<(G, u64)> = (0..self.config.worlds.max(1))
            .map(|_| {
                let world = state.determinize(player, &mut self.rng);
                let script = self.rng.next_u64_value();
                (world, script)
            })
            .collect();
        let stop = Stop::start(self.config.budget);
        let whole = self.config.budget == DeepBudget::Full;
        // Under a cap a whole-horizon search deepens too (to the same horizon), so that
        // running out of time leaves it a complete shallower answer.
        let deepens = !whole || self.cap.is_some();
        let max_units = if whole {
            units
        } else {
            self.config.max_units.unwrap_or(MAX_UNITS).max(units)
        };
        self.searcher.begin(worlds.len(), stop);
        self.searcher.cap = cap_clock(self.cap);
        let mut best: Option<Vec<f64>> = None;
        self.stats = DeepStats::default();
        let (mut units, mut decisions) = (units, if deepens { 1 } else { MAX_DECISIONS });
        loop {
            let mut sums = vec![0.0; actions.len()];
            // A capped search may abandon even its first pass: the cap is a promise.
            self.searcher.may_abort = best.is_some() || self.cap.is_some();
            self.searcher.cut = false;
            self.searcher.horizon = false;
            let mut cut = false;
            'worlds: for (w, (world, script)) in worlds.iter().enumerate() {
                for (i, &action) in actions.iter().enumerate() {
                    let Some(values) = self
                        .searcher
                        .root_child(w, *script, world, action, decisions, units, player)
                    else {
                        break 'worlds;
                    };
                    sums[i] += self.world_value(values);
                }
                cut |= self.searcher.cut;
            }
            if self.searcher.aborted {
                break;
            }
            for s in &mut sums {
                *s /= worlds.len() as f64;
            }
            best = Some(sums);
            self.stats.depth = decisions;
            self.stats.units = units;
            self.stats.complete = !cut;
            if !deepens || self.searcher.out_of_budget() {
                break;
            }
            if cut && decisions < MAX_DECISIONS {
                decisions += 1;
            } else if self.searcher.horizon && units < max_units {
                // The whole horizon is searched: look one unit further, from the same
                // decision cap (a shallower one would be cut anyway).
                units += 1;
            } else {
                break;
            }
        }
        self.stats.nodes = self.searcher.nodes;
        self.stats.elapsed = self.searcher.elapsed();
        best.unwrap_or_else(|| vec![0.0; actions.len()])
    }
}

impl<G: BotHints> DeepAgent<G> {
    /// What one world's value of a root action adds to that action's mean: the value
    /// itself, or with [`DeepConfig::win_scale`] (and the margin objective) its win
    /// chance.
    fn world_value(&self, value: f64) -> f64 {
        match (self.config.win_scale, self.config.objective) {
            (Some(scale), Objective::Margin) if scale > 0.0 => 1.0 / (1.0 + (-value / scale).exp()),
            _ => value,
        }
    }
}

/// The random generator's next 64 bits, for world scripts.
trait NextU64 {
    fn next_u64_value(&mut self) -> u64;
}

impl NextU64 for GameRng {
    fn next_u64_value(&mut self) -> u64 {
        let hi = below(self, 1 << 32);
        let lo = below(self, 1 << 32);
        (hi << 32) | lo
    }
}

/// Values closer than this count as ties.
const TIE_EPSILON: f64 = 1e-9;

impl<G: BotHints> Agent<G> for DeepAgent<G> {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn choose(&mut self, state: &G, player: usize, legal: &[G::Action]) -> G::Action {
        if legal.len() <= 1 {
            return legal[0];
        }
        let mut actions: Vec<G::Action> = legal.to_vec();
        if self.config.leaf == Leaf::Anchor {
            actions.retain(|&a| !baseline::skips(state, a));
            if actions.is_empty() {
                actions = legal.to_vec();
            }
        }
        if actions.len() == 1 {
            return actions[0];
        }
        let values = self.action_values(state, player, &actions);
        let top = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let ties: Vec<usize> = (0..actions.len())
            .filter(|&i| values[i] >= top - TIE_EPSILON)
            .collect();
        match ties.len() {
            0 => actions[0],
            n => actions[ties[below(&mut self.rng, n as u64) as usize]],
        }
    }
}

#[cfg(test)]
mod tests;
