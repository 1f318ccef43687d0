//! One world's max^n search with its transposition table, and the budget that stops it.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::time::{Duration, Instant};

use nile_core::bots::BotHints;
use nile_core::Turn;

use super::baseline;
use super::hash::{mix, state_hash};
use super::{DeepBudget, DeepConfig, Leaf, Objective, MAX_SEATS, NODES_PER_SECOND_WITHOUT_CLOCK};
use crate::cap::thread_cpu_time;
use crate::cap::{CapClock, ThinkCap};
use crate::eval::margin_of;
use crate::learned::LearnedEval;

mod alphabeta;

/// Every seat's value of a position.
pub(super) type Values = [f64; MAX_SEATS];

/// How often (in positions) the clock is read.
const CLOCK_EVERY: u64 = 256;

/// The memory one table entry may take, with the hash map's own overhead.
pub(super) const BYTES_PER_ENTRY: usize = 2 * std::mem::size_of::<(u64, Entry)>();

/// A running cap ([`ThinkCap`]) reading the thread's CPU clock every [`CLOCK_EVERY`]
/// positions.
pub(super) fn cap_clock(cap: Option<ThinkCap>) -> CapClock {
    CapClock::start(cap, 1.0, CLOCK_EVERY as u32)
}

/// A table key is already a hash: used as is.
#[derive(Default)]
pub(super) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | u64::from(b);
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = x;
    }
}

type Table = HashMap<u64, Entry, BuildHasherDefault<KeyHasher>>;

/// What a table entry's value says about the position's true value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Bound {
    /// It is the value (every max^n entry).
    Exact,
    /// The true value is at least this (an alpha-beta search failed high).
    Lower,
    /// The true value is at most this (it failed low).
    Upper,
}

/// What the table remembers of a position.
#[derive(Debug, Clone, Copy)]
struct Entry {
    /// Every seat's value under max^n; under alpha-beta, seat 0's margin in `values[0]`.
    values: Values,
    /// How `values` relate to the position's true value.
    bound: Bound,
    /// The decision cap it was searched with.
    decisions: u32,
    /// No line below it was cut by the cap: its values hold for any larger cap.
    exact: bool,
    /// The index (in the legal list) of its best action: searched first next time.
    best: u16,
}

/// When the search must stop.
#[derive(Debug, Clone, Copy)]
pub(super) enum Stop {
    Never,
    Cpu(Duration),
    Wall(Instant),
    Nodes(u64),
}

impl Stop {
    /// The limit of `budget`, starting now.
    pub(super) fn start(budget: DeepBudget) -> (Stop, Option<Duration>, Option<Instant>) {
        // `Instant::now` panics on bare WebAssembly: read it only where it works.
        let wall = clock_available().then(Instant::now);
        let cpu = thread_cpu_time();
        let stop = match (budget, cpu, wall) {
            (DeepBudget::Full, _, _) => Stop::Never,
            (DeepBudget::Nodes(n), _, _) => Stop::Nodes(n.max(1)),
            (DeepBudget::CpuTime(limit), Some(now), _) => Stop::Cpu(now + limit),
            (DeepBudget::CpuTime(limit), None, Some(now)) => Stop::Wall(now + limit),
            (DeepBudget::CpuTime(limit), None, None) => {
                Stop::Nodes(((limit.as_secs_f64() * NODES_PER_SECOND_WITHOUT_CLOCK) as u64).max(1))
            }
        };
        (stop, cpu, wall)
    }
}

/// Whether `Instant::now` works here (not on bare WebAssembly).
fn clock_available() -> bool {
    !cfg!(all(target_arch = "wasm32", target_os = "unknown"))
}

/// Scratch space of one ply.
#[derive(Debug, Clone)]
struct Level<G: BotHints> {
    legal: Vec<G::Action>,
    chance: Vec<(G::Action, u32)>,
}

/// The search over the worlds of one move: tables, scratch space, counters.
#[derive(Debug, Clone)]
pub(super) struct Searcher<G: BotHints> {
    config: DeepConfig,
    tables: Vec<Table>,
    levels: Vec<Level<G>>,
    scores: Vec<f64>,
    learned: LearnedEval,
    stop: Stop,
    /// The agent's cap, if any: stops the search whatever its budget says.
    pub(super) cap: CapClock,
    started_cpu: Option<Duration>,
    started_wall: Option<Instant>,
    /// Positions visited this move.
    pub(super) nodes: u64,
    /// A line of the current world was cut by the decision cap.
    pub(super) cut: bool,
    /// A line stopped at the horizon before the end of the game.
    pub(super) horizon: bool,
    /// The budget ran out and the current iteration was abandoned.
    pub(super) aborted: bool,
    /// Whether running out of budget may abandon the current iteration (not the first).
    pub(super) may_abort: bool,
    spent: bool,
    players: usize,
}

impl<G: BotHints> Searcher<G> {
    pub(super) fn new(config: DeepConfig) -> Self {
        Searcher {
            config,
            tables: Vec::new(),
            levels: Vec::new(),
            scores: Vec::with_capacity(MAX_SEATS),
            learned: LearnedEval::for_game::<G>(),
            stop: Stop::Never,
            cap: CapClock::NONE,
            started_cpu: None,
            started_wall: None,
            nodes: 0,
            cut: false,
            horizon: false,
            aborted: false,
            may_abort: false,
            spent: false,
            players: 0,
        }
    }

    /// Clears the tables for `worlds` fresh worlds and starts the budget.
    pub(super) fn begin(
        &mut self,
        worlds: usize,
        (stop, cpu, wall): (Stop, Option<Duration>, Option<Instant>),
    ) {
        self.tables.resize_with(worlds, Table::default);
        self.tables.truncate(worlds);
        for t in &mut self.tables {
            t.clear();
        }
        self.stop = stop;
        self.started_cpu = cpu;
        self.started_wall = wall;
        self.nodes = 0;
        self.cut = false;
        self.aborted = false;
        self.may_abort = false;
        self.spent = false;
    }

    /// Whether the budget has run out (checked at the last clock reading).
    pub(super) fn out_of_budget(&self) -> bool {
        self.spent
    }

    /// The time since [`Searcher::begin`]: the thread's CPU time where it has one.
    pub(super) fn elapsed(&self) -> Duration {
        match (self.started_cpu, thread_cpu_time()) {
            (Some(start), Some(now)) => now.saturating_sub(start),
            _ => self.started_wall.map_or(Duration::ZERO, |w| w.elapsed()),
        }
    }

    /// The value for `player` of `action` in world `w` (whose chance script is
    /// `script`), searched with lines cut after `decisions` decisions and the horizon
    /// `units` units away; `None` if the budget ran out first.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn root_child(
        &mut self,
        w: usize,
        script: u64,
        world: &G,
        action: G::Action,
        decisions: u32,
        units: u32,
        player: usize,
    ) -> Option<f64> {
        self.players = world.players().min(MAX_SEATS);
        let mut values = [0.0; MAX_SEATS];
        let mut child = world.clone();
        if child.apply(action).is_err() {
            return Some(f64::NEG_INFINITY);
        }
        let (units, stop) = self.after_step(world, &child, units);
        if self.prunes() {
            let margin = self.root_child_pruned(w, script, &child, decisions, units);
            if self.aborted {
                return None;
            }
            return Some(if player == 0 { margin } else { -margin });
        }
        if stop {
            self.horizon_leaf(&child, &mut values);
        } else if decisions <= 1 && matches!(child.turn(), Turn::Player(_)) {
            self.cut = true;
            self.leaf(&child, &mut values);
        } else {
            self.node(w, script, &child, decisions - 1, units, 0, 0, &mut values);
        }
        if self.aborted {
            return None;
        }
        Some(self.objective(&values, player))
    }

    /// The units left after the step from `before` to `child`, and whether the horizon
    /// ends at `child`. The anchor counts and stops as the game's baseline AI does
    /// ([`nile_core::bots::Anchor::ends_unit`], [`nile_core::bots::Anchor::may_stop`]):
    /// once its units are spent
    /// it searches on, at zero units left, to the first position where it may stop.
    fn after_step(&self, before: &G, child: &G, units: u32) -> (u32, bool) {
        if self.config.leaf == Leaf::Anchor {
            let left = units.saturating_sub(u32::from(baseline::ends_unit(child, before)));
            (left, left == 0 && baseline::may_stop(child))
        } else {
            let left = units.saturating_sub(u32::from(child.ends_unit(before)));
            (left, left == 0)
        }
    }

    /// Whether this search is alpha-beta ([`DeepConfig::prune`] at two seats with the
    /// margin objective) rather than max^n.
    fn prunes(&self) -> bool {
        self.config.prune && self.players == 2 && self.config.objective == Objective::Margin
    }

    /// Stores `entry` for `key` in world `w`'s table, while the world's share of the
    /// table has room (an entry already there is always updated).
    fn remember(&mut self, w: usize, key: u64, entry: Entry) {
        let table = &mut self.tables[w];
        let room = self.config.table_entries / self.config.worlds.max(1);
        if table.len() < room || table.contains_key(&key) {
            table.insert(key, entry);
        }
    }

    /// Seat `seat`'s value of `values` under the objective.
    fn objective(&self, values: &Values, seat: usize) -> f64 {
        match self.config.objective {
            Objective::Score => values[seat.min(MAX_SEATS - 1)],
            Objective::Margin => margin_of(&values[..self.players], seat),
        }
    }

    /// Scores a position where the horizon ends, noting that a line stopped short of
    /// the end of the game there.
    fn horizon_leaf(&mut self, state: &G, out: &mut Values) {
        self.horizon |= state.turn() != Turn::Over;
        self.leaf(state, out);
    }

    /// Scores a position at the horizon (exactly, once the game is over).
    fn leaf(&mut self, state: &G, out: &mut Values) {
        self.nodes += 1;
        match state.outcome() {
            Some(o) => {
                for (v, s) in out.iter_mut().zip(&o.scores) {
                    *v = f64::from(*s);
                }
            }
            None => {
                match self.config.leaf {
                    Leaf::Evaluate => state.evaluate(&mut self.scores),
                    Leaf::Anchor => baseline::evaluate(state, &mut self.scores),
                    Leaf::Learned => self.learned.evaluate(state, &mut self.scores),
                }
                for (v, s) in out.iter_mut().zip(&self.scores) {
                    *v = *s;
                }
            }
        }
    }

    /// Counts a position and reads the budget every [`CLOCK_EVERY`] positions; `true`
    /// when the search must stop now.
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        let capped = self.cap.expired();
        if !capped && self.nodes % CLOCK_EVERY != 0 && !matches!(self.stop, Stop::Nodes(_)) {
            return false;
        }
        let spent = capped
            || match self.stop {
                Stop::Never => false,
                Stop::Nodes(n) => self.nodes >= n,
                Stop::Cpu(deadline) => thread_cpu_time().is_some_and(|t| t >= deadline),
                Stop::Wall(deadline) => Instant::now() >= deadline,
            };
        self.spent |= spent;
        if spent && self.may_abort {
            self.aborted = true;
        }
        self.aborted
    }

    /// Makes sure the scratch space of ply `ply` exists.
    fn ensure_level(&mut self, ply: usize) {
        while self.levels.len() <= ply {
            self.levels.push(Level {
                legal: Vec::with_capacity(32),
                chance: Vec::with_capacity(32),
            });
        }
    }

    /// The chance node `state` after the outcome its world's script gives the `k`-th
    /// chance step; `None` if it has none or it cannot be applied (the node is then
    /// scored as it stands).
    fn chance_child(&mut self, state: &G, script: u64, k: u32, ply: usize) -> Option<G> {
        let outcome = self.scripted(state, script, k, ply)?;
        let mut child = state.clone();
        child.apply(outcome).ok()?;
        Some(child)
    }

    /// The chance outcome the world's script gives the `k`-th chance step.
    fn scripted(&mut self, state: &G, script: u64, k: u32, ply: usize) -> Option<G::Action> {
        let mut chance = std::mem::take(&mut self.levels[ply].chance);
        state.chance_outcomes(&mut chance);
        let total: u64 = chance.iter().map(|&(_, w)| u64::from(w)).sum();
        let mut pick = None;
        if total > 0 {
            let u = mix(script, u64::from(k));
            let mut r = ((u128::from(u) * u128::from(total)) >> 64) as u64;
            for &(a, w) in &chance {
                if r < u64::from(w) {
                    pick = Some(a);
                    break;
                }
                r -= u64::from(w);
            }
        }
        self.levels[ply].chance = chance;
        pick
    }

    /// Writes the max^n values of `state` into `out`: lines cut after `decisions` more
    /// decisions, the horizon `units` units away, `k` chance steps taken since the root.
    #[allow(clippy::too_many_arguments)]
    fn node(
        &mut self,
        w: usize,
        script: u64,
        state: &G,
        decisions: u32,
        units: u32,
        k: u32,
        ply: usize,
        out: &mut Values,
    ) {
        if self.tick() {
            return;
        }
        self.ensure_level(ply);
        match state.turn() {
            Turn::Over => self.leaf(state, out),
            Turn::Chance => {
                let Some(child) = self.chance_child(state, script, k, ply) else {
                    return self.leaf(state, out);
                };
                let (units, stop) = self.after_step(state, &child, units);
                if stop {
                    self.horizon_leaf(&child, out);
                } else {
                    self.node(w, script, &child, decisions, units, k + 1, ply + 1, out);
                }
            }
            Turn::Player(_) if decisions == 0 => {
                self.cut = true;
                self.leaf(state, out);
            }
            Turn::Player(seat) => {
                self.decision(w, script, state, seat, decisions, units, k, ply, out)
            }
        }
    }

    /// A player node of [`Searcher::node`]: the table, then every action, best first.
    #[allow(clippy::too_many_arguments)]
    fn decision(
        &mut self,
        w: usize,
        script: u64,
        state: &G,
        seat: usize,
        decisions: u32,
        units: u32,
        k: u32,
        ply: usize,
        out: &mut Values,
    ) {
        let key = mix(mix(state_hash(state), u64::from(units)), u64::from(k));
        let known = self.tables[w].get(&key).copied();
        if let Some(e) = known {
            if e.exact || e.decisions == decisions {
                *out = e.values;
                // A value cut by the cap keeps its parent's value cut too.
                self.cut |= !e.exact;
                return;
            }
        }
        let mut legal = std::mem::take(&mut self.levels[ply].legal);
        state.legal_actions(&mut legal);
        if self.config.leaf == Leaf::Anchor {
            legal.retain(|&a| !baseline::skips(state, a));
            if legal.is_empty() {
                state.legal_actions(&mut legal);
            }
        }
        // Move ordering: the best action of the last, shallower search first.
        let first = known
            .map_or(0, |e| usize::from(e.best))
            .min(legal.len().saturating_sub(1));
        let outer_cut = std::mem::replace(&mut self.cut, false);
        let mut best_value = f64::NEG_INFINITY;
        let mut best_index = usize::MAX;
        let mut values = [0.0; MAX_SEATS];
        let order = std::iter::once(first).chain((0..legal.len()).filter(|&i| i != first));
        for i in order {
            let mut child = state.clone();
            if child.apply(legal[i]).is_err() {
                continue;
            }
            let (left, stop) = self.after_step(state, &child, units);
            if stop {
                self.horizon_leaf(&child, &mut values);
            } else {
                self.node(
                    w,
                    script,
                    &child,
                    decisions - 1,
                    left,
                    k,
                    ply + 1,
                    &mut values,
                );
            }
            if self.aborted {
                self.levels[ply].legal = legal;
                return;
            }
            let v = self.objective(&values, seat);
            // Ties go to the earliest action in the legal list, whatever order the
            // actions were searched in: max^n values depend on how ties are broken,
            // and this keeps them independent of move ordering.
            let better = v > best_value + super::TIE_EPSILON
                || (v >= best_value - super::TIE_EPSILON && i < best_index);
            if better {
                best_value = v;
                best_index = i;
                *out = values;
            }
        }
        if best_value == f64::NEG_INFINITY {
            self.leaf(state, out);
        }
        let exact = !self.cut;
        self.cut |= outer_cut;
        self.remember(
            w,
            key,
            Entry {
                values: *out,
                bound: Bound::Exact,
                decisions,
                exact,
                best: best_index.min(usize::from(u16::MAX)) as u16,
            },
        );
        self.levels[ply].legal = legal;
    }
}
