//! The lookahead agent: a depth-limited search over the next few decisions with the
//! game's estimate of the final scores ([`BotHints::evaluate`]) at the leaves — the strong
//! fixed baseline the search bots are measured against (`lookahead:D`).
//!
//! It is an expectimax in the max-n style: at a player node the seat to act takes the
//! action whose subtree leaves it the best estimated margin over the best other seat; a
//! chance node averages its outcomes exactly by their weights (chance steps do not count
//! towards the depth); at depth 0, or when the game is over, the position is scored by
//! [`BotHints::evaluate`] (the outcome's scores at the end). In Rá, depth 3 to 4 covers the
//! coming auction: the turn's choice (draw, invoke Ra, a God), every seat's bid, and the
//! tiles that may be drawn meanwhile. The search sees only a determinization for its own
//! seat.

use nile_core::bots::BotHints;
use nile_core::rng::{below, seeded_stream};
use nile_core::{Agent, GameRng, Turn};

use crate::cap::{CapClock, ThinkCap};
use crate::eval::margin_of;

/// The default number of decisions searched.
pub const DEFAULT_DEPTH: u32 = 3;
/// The deepest search the spec accepts (the tree grows exponentially).
pub const MAX_DEPTH: u32 = 8;

/// Values closer than this count as ties.
const TIE_EPSILON: f64 = 1e-9;

/// Scratch space for one level of the search.
#[derive(Debug, Clone)]
struct Level<G: BotHints> {
    legal: Vec<G::Action>,
    chance: Vec<(G::Action, u32)>,
    best: Vec<f64>,
    sum: Vec<f64>,
}

impl<G: BotHints> Level<G> {
    fn new() -> Self {
        Level {
            legal: Vec::with_capacity(32),
            chance: Vec::with_capacity(32),
            best: Vec::with_capacity(8),
            sum: Vec::with_capacity(8),
        }
    }
}

/// Searches `depth` decisions ahead with [`BotHints::evaluate`] at the leaves; see the
/// module docs.
///
/// ```
/// use nile_core::{Agent, Game};
/// use nile_core::testing::{Nim, NimConfig, NimAction};
/// use nile_bots::LookaheadAgent;
/// let mut nim = Nim::new(&NimConfig::default()).unwrap();
/// nim.apply(NimAction::Pile(5)).unwrap();
/// let mut legal = Vec::new();
/// nim.legal_actions(&mut legal);
/// let mut agent = LookaheadAgent::<Nim>::new(4, 1);
/// assert!(legal.contains(&agent.choose(&nim, 0, &legal)));
/// ```
#[derive(Debug, Clone)]
pub struct LookaheadAgent<G: BotHints> {
    name: String,
    depth: u32,
    rng: GameRng,
    levels: Vec<Level<G>>,
    candidates: Vec<usize>,
    leaves: u64,
    cap: Option<ThinkCap>,
    /// The running cap of the current choice.
    clock: CapClock,
}

/// Positions between two readings of a cap's clock.
const CAP_CLOCK_EVERY: u32 = 64;

impl<G: BotHints> LookaheadAgent<G> {
    /// An agent searching `depth` decisions ahead (at least 1), ties broken by a
    /// generator seeded by `seed`.
    pub fn new(depth: u32, seed: u64) -> Self {
        let depth = depth.clamp(1, MAX_DEPTH);
        LookaheadAgent {
            name: format!("lookahead:{depth}"),
            depth,
            rng: seeded_stream(seed, 0x100c_a4ead),
            levels: (0..=depth + 1).map(|_| Level::new()).collect(),
            candidates: Vec::with_capacity(32),
            leaves: 0,
            cap: None,
            clock: CapClock::NONE,
        }
    }

    /// Stops every choice at `cap`'s CPU time ([`crate::cap`]): the search then deepens
    /// one decision at a time up to its depth and plays what its last complete depth
    /// chose (the full depth's move, as without a cap, when time allows).
    pub fn with_cap(mut self, cap: ThinkCap) -> Self {
        self.cap = Some(cap);
        self
    }

    /// Sets the name reported by [`Agent::name`] (the arena uses the seat spec).
    pub fn named(mut self, name: impl Into<String>) -> Self {
        self.name = name.into();
        self
    }

    /// The number of decisions searched.
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// Positions evaluated by the last choice.
    pub fn last_leaves(&self) -> u64 {
        self.leaves
    }

    /// Writes into `out` the estimated final scores of `state` searched `depth`
    /// decisions deep; `level` indexes the scratch space.
    fn value(&mut self, state: &G, depth: u32, level: usize, out: &mut Vec<f64>) {
        let level = level.min(self.levels.len() - 1);
        if self.clock.expired() {
            // The pass is abandoned (its caller discards it): any value will do.
            out.clear();
            return;
        }
        match state.turn() {
            Turn::Over => {
                self.leaves += 1;
                out.clear();
                match state.outcome() {
                    Some(o) => out.extend(o.scores.iter().map(|&s| f64::from(s))),
                    None => state.evaluate(out),
                }
            }
            Turn::Player(_) if depth == 0 => {
                self.leaves += 1;
                state.evaluate(out);
            }
            Turn::Player(seat) => {
                let mut scratch = std::mem::replace(&mut self.levels[level], Level::new());
                state.legal_actions(&mut scratch.legal);
                let mut best_margin = f64::NEG_INFINITY;
                scratch.best.clear();
                for i in 0..scratch.legal.len() {
                    let mut next = state.clone();
                    if next.apply(scratch.legal[i]).is_err() {
                        continue;
                    }
                    self.value(&next, depth - 1, level + 1, &mut scratch.sum);
                    let m = margin_of(&scratch.sum, seat);
                    if m > best_margin + TIE_EPSILON {
                        best_margin = m;
                        scratch.best.clear();
                        scratch.best.extend_from_slice(&scratch.sum);
                    }
                }
                out.clear();
                if scratch.best.is_empty() {
                    state.evaluate(out);
                } else {
                    out.extend_from_slice(&scratch.best);
                }
                self.levels[level] = scratch;
            }
            Turn::Chance => {
                let mut scratch = std::mem::replace(&mut self.levels[level], Level::new());
                state.chance_outcomes(&mut scratch.chance);
                scratch.best.clear();
                let mut total = 0.0;
                for i in 0..scratch.chance.len() {
                    let (action, weight) = scratch.chance[i];
                    let mut next = state.clone();
                    if next.apply(action).is_err() {
                        continue;
                    }
                    self.value(&next, depth, level + 1, &mut scratch.sum);
                    let w = f64::from(weight);
                    if scratch.best.len() < scratch.sum.len() {
                        scratch.best.resize(scratch.sum.len(), 0.0);
                    }
                    for (b, s) in scratch.best.iter_mut().zip(&scratch.sum) {
                        *b += w * s;
                    }
                    total += w;
                }
                out.clear();
                if total > 0.0 {
                    out.extend(scratch.best.iter().map(|b| b / total));
                } else {
                    state.evaluate(out);
                }
                self.levels[level] = scratch;
            }
        }
    }
}

impl<G: BotHints> Agent<G> for LookaheadAgent<G> {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn choose(&mut self, state: &G, player: usize, legal: &[G::Action]) -> G::Action {
        self.leaves = 0;
        if legal.len() == 1 {
            return legal[0];
        }
        let world = state.determinize(player, &mut self.rng);
        self.clock = CapClock::start(self.cap, 1.0, CAP_CLOCK_EVERY);
        // Without a cap, one pass at the full depth; with one, every depth up to it,
        // keeping the last pass that finished.
        let first = if self.cap.is_some() { 1 } else { self.depth };
        let mut chosen: Vec<usize> = Vec::new();
        for depth in first..=self.depth {
            self.candidates_at(&world, player, legal, depth);
            if self.clock.expired() {
                break;
            }
            chosen.clone_from(&self.candidates);
        }
        self.clock = CapClock::NONE;
        match chosen.len() {
            0 => legal[below(&mut self.rng, legal.len() as u64) as usize],
            n => legal[chosen[below(&mut self.rng, n as u64) as usize]],
        }
    }
}

impl<G: BotHints> LookaheadAgent<G> {
    /// Fills `candidates` with the indices in `legal` of the actions with the best
    /// margin for `player` searched `depth` decisions deep in `world`.
    fn candidates_at(&mut self, world: &G, player: usize, legal: &[G::Action], depth: u32) {
        let mut scores = Vec::with_capacity(8);
        let mut best_margin = f64::NEG_INFINITY;
        self.candidates.clear();
        for (i, &action) in legal.iter().enumerate() {
            let mut next = world.clone();
            if next.apply(action).is_err() {
                continue;
            }
            self.value(&next, depth - 1, 0, &mut scores);
            let m = margin_of(&scores, player);
            if m > best_margin + TIE_EPSILON {
                best_margin = m;
                self.candidates.clear();
                self.candidates.push(i);
            } else if m >= best_margin - TIE_EPSILON {
                self.candidates.push(i);
            }
        }
    }
}
