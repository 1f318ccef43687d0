//! Seat specs: the text that names an agent on the command line (`"mcts:2000:greedy"`).
//!
//! Grammar (case-insensitive, parts separated by `:`):
//! - `random` — uniform among the legal actions ([`nile_core::RandomAgent`]).
//! - `greedy` — one step of lookahead on the score margin, ties at random
//!   ([`crate::GreedyAgent`]); optional knobs: `random` (random tie-breaks, the default,
//!   accepted for explicitness) and `depth=D` (chained chance nodes resolved exactly,
//!   default [`crate::greedy::DEFAULT_CHANCE_DEPTH`]).
//! - `mcts:BUDGET` — [`crate::MctsAgent`]; `BUDGET` is an iteration count (`2000`) or a
//!   wall time (`500ms`, `2s`, `1.5s`). Without knobs it takes the settings tuned for the
//!   game ([`crate::tuned::mcts_defaults`], from the game's
//!   [`nile_core::bots::BotHints::TUNED_MCTS`]: in Rá, Imhotep and Tekhenu rollouts cut at a
//!   horizon and scored by the game's evaluation, a margin reward, several trees on a
//!   time budget). `classic` selects today's-before search instead (random rollouts to
//!   the end, rank reward, one tree). Knobs after the budget override single settings:
//!   `random`, `greedy` or `policy` (rollout policy; `policy` is the game's own,
//!   [`nile_core::bots::BotHints::rollout_weights`]), `h=D` (rollouts cut after `D` decisions and
//!   scored by the evaluation; `h=end` plays to the end), `c=X` (UCB exploration
//!   constant), `margin` or `margin=W` (weight of the score-margin reward term, 0.5 for a
//!   bare `margin`), `scale=S` (the margin's scale in points; 0 = scale-free),
//!   `trees=K` (independent trees, root parallelism), `reuse` / `fresh` (keep the tree
//!   between moves where the game has no hidden information, or not), `nodes=N` (tree
//!   size cap), `mast` / `mast=E` (MAST rollouts: the action with the best mean reward
//!   so far for its seat, a random one with probability `E`, default
//!   [`crate::mcts::DEFAULT_MAST_EPSILON`]), `imm=A` (implicit minimax backups of the
//!   evaluation mixed into selection with weight `A` in (0, 1],
//!   [`crate::mcts::MctsConfig::implicit_minimax`]), `pb=W` (progressive bias of weight
//!   `W` above 0: the children of a node visited often enough get the evaluation after
//!   their action as a prior, [`crate::mcts::MctsConfig::progressive_bias`]) and
//!   `prior=W` (the same with the game's committed policy network as the prior and a
//!   PUCT bonus of weight `W`, [`crate::mcts::MctsConfig::policy_prior`]; not with `pb`),
//!   `pbafter=V` (the visits a node needs first, default
//!   [`crate::mcts::DEFAULT_BIAS_AFTER`]), `pexp` (a node expands its untried
//!   actions in the order the game's rollout policy draws them,
//!   [`crate::mcts::MctsConfig::policy_expansion`]) and `ol` (open loop over chance:
//!   no chance nodes in the tree, [`crate::mcts::MctsConfig::open_loop`]).
//! - `lookahead` or `lookahead:D` — [`crate::LookaheadAgent`]: every line of play `D`
//!   decisions deep (default [`crate::lookahead::DEFAULT_DEPTH`]), chance averaged
//!   exactly, the game's evaluation at the leaves: the fixed baseline (Rá's "two
//!   auctions deep" opponent).
//! - `pimc` — [`crate::deep::DeepAgent`], determinized deep search: `K` worlds, each
//!   searched with max^n to a horizon in the game's units. Parts after `pimc`, in any
//!   order: `K` (a whole number of worlds, default [`crate::deep::DEFAULT_WORLDS`]), a
//!   CPU-time budget (`500ms`, `2s`: iterative deepening until it runs out), `nodes=N`
//!   (iterative deepening over at most `N` positions, deterministic), `units=U` (the
//!   horizon; `auctions=U`, `rounds=U`, `turns=U` and `phases=U` say the same in each
//!   game's words; default [`crate::deep::default_units`]; under a budget the horizon
//!   moves further once it is searched whole, up to `maxunits=M`), `score` (each seat
//!   maximises its own value rather than its margin), `ab` (alpha-beta pruning at two
//!   seats with the margin objective: the same values, fewer positions), `win=S` (the
//!   worlds combined by win chance, the logistic of the margin over `S` points, rather
//!   than by the margin itself). Without a
//!   budget the whole horizon is searched; a bare `pimc` is `pimc:500ms`.
//! - `anchor` — the game's published baseline AI, which the game hands to the deep search
//!   ([`nile_core::bots::BotHints::anchor`], [`crate::deep::DeepConfig::anchor`]); in Rá
//!   one sampled bag order, max^n on each seat's margin over the best other seat until two
//!   more auctions have started and the auction track is clear, no God-tile swaps, the
//!   baseline's leaf scoring ([`nile_core::bots::Anchor::evaluate`]); as long as it takes.
//!   Games without a baseline refuse it (a whole unit there can be far too large to
//!   search without a budget).
//! - `easy`, `medium`, `hard` — a level ([`crate::levels`]): the seat spec measured for
//!   the game being played (`hard` is its strongest agent at ≤ 0.5 s of CPU a move), so a
//!   front end can offer a strong bot without knowing the game.

pub mod tuned;

use std::time::Duration;

use nile_core::bots::BotHints;
use nile_core::lang::{Sentence, Value};
use nile_core::{sentence, Agent, GameError, RandomAgent};

use crate::cap::ThinkCap;
use crate::deep::{DeepAgent, DeepBudget, DeepConfig, Leaf, Objective, DEFAULT_WORLDS};
use crate::greedy::{GreedyAgent, DEFAULT_CHANCE_DEPTH};
use crate::learned::Evaluation;
use crate::levels::Level;
use crate::lookahead::{LookaheadAgent, DEFAULT_DEPTH, MAX_DEPTH};
use crate::mcts::MAX_TREES;
use crate::mcts::{
    Budget, Horizon, MctsAgent, MctsConfig, Rollout, DEFAULT_BIAS_AFTER, DEFAULT_MAST_EPSILON,
    GREEDY_ROLLOUT_CHANCE_DEPTH,
};
use crate::texts::TEXTS;
use tuned::mcts_defaults;

/// The margin weight of a bare `margin` knob.
pub const DEFAULT_MARGIN_WEIGHT: f64 = 0.5;

/// What a seat spec asks for, parsed but not yet built.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum AgentSpec {
    /// [`nile_core::RandomAgent`].
    Random,
    /// [`GreedyAgent`] resolving this many chained chance nodes.
    Greedy {
        /// Chance depth.
        chance_depth: usize,
    },
    /// [`MctsAgent`] with a budget and knobs, completed per game by
    /// [`MctsSpec::config_for`].
    Mcts(MctsSpec),
    /// [`LookaheadAgent`] searching this many decisions.
    Lookahead {
        /// Decisions searched.
        depth: u32,
    },
    /// [`DeepAgent`] (`pimc:…` and `anchor`).
    Deep(DeepConfig),
    /// A level (`easy`, `medium`, `hard`), resolved per game by [`AgentSpec::parse_for`]
    /// (and by [`AgentSpec::build`]).
    Level(Level),
}

/// An `mcts:` seat spec: the budget, whether it asked for the classic search, and the
/// knobs it set (the others come from the game's tuned defaults).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MctsSpec {
    /// When to stop searching.
    pub budget: Budget,
    /// `classic`: start from [`MctsConfig::classic`] instead of the game's defaults.
    pub classic: bool,
    /// Rollout policy, if set.
    pub rollout: Option<Rollout>,
    /// Rollout horizon, if set.
    pub horizon: Option<Horizon>,
    /// UCB exploration constant, if set.
    pub exploration: Option<f64>,
    /// Margin weight, if set.
    pub margin_weight: Option<f64>,
    /// Margin scale, if set.
    pub margin_scale: Option<f64>,
    /// Number of trees, if set.
    pub trees: Option<usize>,
    /// Tree size cap, if set.
    pub max_nodes: Option<usize>,
    /// Keeping the tree between moves, if set.
    pub reuse: Option<bool>,
    /// What scores a cut rollout (`eval=learned` / `eval=game`), if set.
    pub evaluation: Option<Evaluation>,
    /// MAST rollouts with this exploration share (`mast` / `mast=E`), if set.
    pub mast: Option<f64>,
    /// Implicit minimax backups with this weight (`imm=A`), if set.
    pub implicit_minimax: Option<f64>,
    /// Progressive bias with this weight (`pb=W`), if set.
    pub progressive_bias: Option<f64>,
    /// A learned policy prior with this PUCT weight (`prior=W`), if set.
    pub policy_prior: Option<f64>,
    /// Visits before a node's children get priors (`pbafter=V`), if set.
    pub bias_after: Option<u32>,
    /// Expansion by the game's rollout policy (`pexp`).
    pub policy_expansion: bool,
    /// No chance nodes in the tree (`ol`).
    pub open_loop: bool,
}

impl MctsSpec {
    /// A spec with only a budget.
    pub fn new(budget: Budget) -> Self {
        MctsSpec {
            budget,
            classic: false,
            rollout: None,
            horizon: None,
            exploration: None,
            margin_weight: None,
            margin_scale: None,
            trees: None,
            max_nodes: None,
            reuse: None,
            evaluation: None,
            mast: None,
            implicit_minimax: None,
            progressive_bias: None,
            policy_prior: None,
            bias_after: None,
            policy_expansion: false,
            open_loop: false,
        }
    }

    /// The full knobs for game `G`: its tuned defaults ([`mcts_defaults`], or the
    /// classic ones), then every knob the spec set.
    pub fn config_for<G: BotHints>(&self) -> MctsConfig {
        let config = if self.classic {
            MctsConfig::classic(self.budget)
        } else {
            mcts_defaults::<G>(self.budget)
        };
        self.apply_knobs(config)
    }

    /// `config` with every knob this spec set (its budget and `classic` aside).
    pub fn apply_knobs(&self, mut config: MctsConfig) -> MctsConfig {
        if let Some(r) = self.rollout {
            config.rollout = r;
        }
        if let Some(h) = self.horizon {
            config.horizon = h;
        }
        if let Some(c) = self.exploration {
            config.exploration = c;
        }
        if let Some(w) = self.margin_weight {
            config.margin_weight = w;
        }
        if let Some(s) = self.margin_scale {
            config.margin_scale = s;
        }
        if let Some(t) = self.trees {
            config = config.trees(t);
        }
        if let Some(n) = self.max_nodes {
            config.max_nodes = n;
        }
        if let Some(r) = self.reuse {
            config.reuse = r;
        }
        if let Some(e) = self.evaluation {
            config.evaluation = e;
        }
        if let Some(epsilon) = self.mast {
            config = config.mast(epsilon);
        }
        if let Some(alpha) = self.implicit_minimax {
            config = config.implicit_minimax(alpha);
        }
        if let Some(weight) = self.progressive_bias {
            config = config.progressive_bias(weight, self.bias_after.unwrap_or(DEFAULT_BIAS_AFTER));
        }
        if let Some(weight) = self.policy_prior {
            config = config.policy_prior(weight, self.bias_after.unwrap_or(DEFAULT_BIAS_AFTER));
        }
        if self.policy_expansion {
            config = config.policy_expansion();
        }
        if self.open_loop {
            config = config.open_loop();
        }
        config
    }
}

/// A level's name in the reader's language (the words a front end offers).
fn level_name(level: Level) -> Sentence {
    match level {
        Level::Easy => sentence!(TEXTS, "level-easy"),
        Level::Medium => sentence!(TEXTS, "level-medium"),
        Level::Hard => sentence!(TEXTS, "level-hard"),
    }
}

impl AgentSpec {
    /// Parses a seat spec; the error is a sentence naming the spec and what was expected,
    /// written in the reader's language when shown ([`Sentence::text`]).
    pub fn parse(spec: &str) -> Result<AgentSpec, Sentence> {
        let text = spec.trim().to_ascii_lowercase();
        let mut parts = text.split(':');
        let kind = parts.next().unwrap_or_default();
        let knobs: Vec<&str> = parts.collect();
        match kind {
            "human" => Err(sentence!(TEXTS, "spec-human", spec = spec)),
            "random" => match knobs.as_slice() {
                [] => Ok(AgentSpec::Random),
                _ => Err(sentence!(TEXTS, "spec-random-no-options", spec = spec)),
            },
            "greedy" => parse_greedy(spec, &knobs),
            "mcts" => parse_mcts(spec, &knobs),
            "lookahead" => parse_lookahead(spec, &knobs),
            "pimc" => parse_pimc(spec, &knobs),
            "anchor" => match knobs.as_slice() {
                [] => Ok(AgentSpec::Deep(DeepConfig::anchor())),
                _ => Err(sentence!(TEXTS, "spec-anchor-no-options", spec = spec)),
            },
            _ => match (Level::parse(kind), knobs.as_slice()) {
                (Some(level), []) => Ok(AgentSpec::Level(level)),
                (Some(level), _) => Err(sentence!(
                    TEXTS,
                    "spec-level-no-options",
                    spec = spec,
                    level = level_name(level)
                )),
                (None, _) => Err(sentence!(TEXTS, "spec-unknown", spec = spec)),
            },
        }
    }

    /// Parses a seat spec for the game `G`: a level becomes the spec measured for `G`
    /// ([`crate::levels`]), and `anchor` is refused outside Rá, where its whole-horizon
    /// search has no bound. Every front end builds its bots through this (directly or
    /// through [`agent_from_spec`]), so they accept and refuse the same specs.
    ///
    /// ```
    /// use nile_bots::AgentSpec;
    /// use nile_core::testing::Nim;
    /// let hard = AgentSpec::parse_for::<Nim>("hard").unwrap();
    /// assert_eq!(hard, AgentSpec::parse("pimc:500ms").unwrap());
    /// let err = AgentSpec::parse_for::<Nim>("anchor").unwrap_err();
    /// assert!(err.to_string().contains("the anchor is the Rá baseline"));
    /// ```
    pub fn parse_for<G: BotHints>(spec: &str) -> Result<AgentSpec, Sentence> {
        let parsed = match AgentSpec::parse(spec)? {
            AgentSpec::Level(level) => AgentSpec::parse(level.spec_for::<G>())?,
            other => other,
        };
        match parsed {
            AgentSpec::Deep(c) if c.leaf == Leaf::Anchor && G::anchor().is_none() => {
                // The anchor searches its horizon whole, however long that takes: sound
                // for the baseline's own horizon (two Rá auctions), unbounded for an
                // Imhotep round or a 10 Pragas phase.
                Err(sentence!(
                    TEXTS,
                    "spec-anchor-outside-ra",
                    spec = spec.trim(),
                    title = G::TITLE
                ))
            }
            AgentSpec::Level(level) => Err(sentence!(
                TEXTS,
                "spec-level-no-bot",
                spec = spec,
                level = level_name(level),
                title = G::TITLE
            )),
            other => Ok(other),
        }
    }

    /// Builds the agent, named `name` in reports, with its choices fixed by `seed`.
    pub fn build<G: BotHints>(&self, name: &str, seed: u64) -> Box<dyn Agent<G>> {
        self.build_capped::<G>(name, seed, None)
    }

    /// [`AgentSpec::build`], with every move stopped at `cap` whatever the spec's own
    /// knobs say ([`crate::cap`]): what a program that seats bots for others (a game
    /// server) builds them with. Every kind of agent honours a cap.
    pub fn build_capped<G: BotHints>(
        &self,
        name: &str,
        seed: u64,
        cap: Option<ThinkCap>,
    ) -> Box<dyn Agent<G>> {
        match *self {
            AgentSpec::Random => Box::new(NamedRandom {
                name: name.to_string(),
                inner: RandomAgent::new(seed),
            }),
            AgentSpec::Greedy { chance_depth } => {
                let agent = GreedyAgent::<G>::with_chance_depth(seed, chance_depth).named(name);
                Box::new(match cap {
                    Some(cap) => agent.with_cap(cap),
                    None => agent,
                })
            }
            AgentSpec::Mcts(spec) => {
                let agent = MctsAgent::<G>::new(spec.config_for::<G>(), seed).named(name);
                Box::new(match cap {
                    Some(cap) => agent.with_cap(cap),
                    None => agent,
                })
            }
            AgentSpec::Lookahead { depth } => {
                let agent = LookaheadAgent::<G>::new(depth, seed).named(name);
                Box::new(match cap {
                    Some(cap) => agent.with_cap(cap),
                    None => agent,
                })
            }
            AgentSpec::Deep(config) => {
                let agent = DeepAgent::<G>::new(config, seed).named(name);
                Box::new(match cap {
                    Some(cap) => agent.with_cap(cap),
                    None => agent,
                })
            }
            AgentSpec::Level(level) => match AgentSpec::parse(level.spec_for::<G>()) {
                // Every level's spec is concrete (a test checks each row); the greedy
                // bot stands in should a row ever not parse.
                Ok(inner) if !matches!(inner, AgentSpec::Level(_)) => {
                    inner.build_capped::<G>(name, seed, cap)
                }
                _ => AgentSpec::Greedy {
                    chance_depth: DEFAULT_CHANCE_DEPTH,
                }
                .build_capped::<G>(name, seed, cap),
            },
        }
    }
}

fn parse_greedy(spec: &str, knobs: &[&str]) -> Result<AgentSpec, Sentence> {
    let mut chance_depth = DEFAULT_CHANCE_DEPTH;
    for knob in knobs {
        if *knob == "random" {
            continue;
        }
        if let Some(d) = knob.strip_prefix("depth=") {
            chance_depth = d
                .parse()
                .map_err(|_| sentence!(TEXTS, "spec-greedy-depth", spec = spec, value = d))?;
            continue;
        }
        return Err(sentence!(
            TEXTS,
            "spec-greedy-unknown",
            spec = spec,
            knob = *knob
        ));
    }
    Ok(AgentSpec::Greedy { chance_depth })
}

fn parse_lookahead(spec: &str, knobs: &[&str]) -> Result<AgentSpec, Sentence> {
    match knobs {
        [] => Ok(AgentSpec::Lookahead {
            depth: DEFAULT_DEPTH,
        }),
        [d] => d
            .parse::<u32>()
            .ok()
            .filter(|d| (1..=MAX_DEPTH).contains(d))
            .map(|depth| AgentSpec::Lookahead { depth })
            .ok_or_else(|| sentence!(TEXTS, "spec-lookahead-depth", spec = spec, max = MAX_DEPTH)),
        _ => Err(sentence!(TEXTS, "spec-lookahead-one", spec = spec)),
    }
}

/// The CPU time of a bare `pimc`.
pub const DEFAULT_PIMC_TIME: Duration = Duration::from_millis(500);

fn parse_pimc(spec: &str, knobs: &[&str]) -> Result<AgentSpec, Sentence> {
    let mut config = DeepConfig::pimc(DEFAULT_WORLDS);
    if knobs.is_empty() {
        config.budget = DeepBudget::CpuTime(DEFAULT_PIMC_TIME);
    }
    for knob in knobs {
        // `what` is a message (the number of worlds) or a knob's name (nodes).
        let whole = |v: &str, what: Value| -> Result<u64, Sentence> {
            v.parse::<u64>().ok().filter(|&n| n >= 1).ok_or_else(|| {
                sentence!(
                    TEXTS,
                    "spec-pimc-whole",
                    spec = spec,
                    what = what,
                    value = v
                )
            })
        };
        let unknown = || sentence!(TEXTS, "spec-pimc-unknown", spec = spec, knob = *knob);
        match knob.split_once('=') {
            None if knob.chars().all(|c| c.is_ascii_digit()) => {
                config.worlds =
                    whole(knob, sentence!(TEXTS, "spec-pimc-worlds").into())?.min(1024) as usize;
            }
            None if *knob == "score" => config.objective = Objective::Score,
            None if *knob == "ab" => config.prune = true,
            None => match parse_budget(knob) {
                Some(Budget::Time(t) | Budget::CpuTime(t)) => {
                    config.budget = DeepBudget::CpuTime(t)
                }
                _ => return Err(unknown()),
            },
            Some(("units" | "auctions" | "rounds" | "turns" | "phases", v)) => {
                config.units =
                    Some(whole(v, sentence!(TEXTS, "spec-pimc-horizon").into())?.min(1000) as u32);
            }
            Some(("maxunits", v)) => {
                config.max_units = Some(whole(v, "maxunits".into())?.min(1000) as u32);
            }
            Some(("worlds", v)) => {
                config.worlds =
                    whole(v, sentence!(TEXTS, "spec-pimc-worlds").into())?.min(1024) as usize;
            }
            Some(("nodes", v)) => config.budget = DeepBudget::Nodes(whole(v, "nodes".into())?),
            Some(("win", v)) => {
                let scale = v.parse::<f64>().ok().filter(|s| s.is_finite() && *s > 0.0);
                config.win_scale =
                    Some(scale.ok_or_else(|| {
                        sentence!(TEXTS, "spec-pimc-win", spec = spec, value = v)
                    })?);
            }
            Some(("eval", v)) => {
                config.leaf = match parse_evaluation(spec, v)? {
                    Evaluation::Game => Leaf::Evaluate,
                    Evaluation::Learned => Leaf::Learned,
                }
            }
            Some(_) => return Err(unknown()),
        }
    }
    Ok(AgentSpec::Deep(config))
}

fn parse_mcts(spec: &str, knobs: &[&str]) -> Result<AgentSpec, Sentence> {
    let Some((budget, options)) = knobs.split_first() else {
        return Err(sentence!(TEXTS, "spec-mcts-no-budget", spec = spec));
    };
    let mut config = MctsSpec::new(Budget::Iterations(1));
    config.budget = parse_budget(budget)
        .ok_or_else(|| sentence!(TEXTS, "spec-mcts-budget", spec = spec, budget = *budget))?;
    for knob in options {
        let (key, value) = match knob.split_once('=') {
            Some((k, v)) => (k, Some(v)),
            None => (*knob, None),
        };
        let number = |what: Sentence| -> Result<f64, Sentence> {
            value
                .and_then(|v| v.parse::<f64>().ok())
                .filter(|x| x.is_finite() && *x >= 0.0)
                .ok_or_else(|| {
                    sentence!(
                        TEXTS,
                        "spec-mcts-number",
                        spec = spec,
                        knob = key,
                        what = what
                    )
                })
        };
        let positive_weight =
            || sentence!(TEXTS, "spec-mcts-positive-weight", spec = spec, knob = key);
        match (key, value) {
            ("classic", None) => config.classic = true,
            ("cpu", None) => {
                let Budget::Time(limit) = config.budget else {
                    return Err(sentence!(TEXTS, "spec-mcts-cpu", spec = spec));
                };
                config.budget = Budget::CpuTime(limit);
            }
            ("reuse", None) => config.reuse = Some(true),
            ("fresh", None) => config.reuse = Some(false),
            ("random", None) => config.rollout = Some(Rollout::Random),
            ("policy", None) => config.rollout = Some(Rollout::Policy),
            ("pexp", None) => config.policy_expansion = true,
            ("ol", None) => config.open_loop = true,
            ("greedy", None) => {
                config.rollout = Some(Rollout::Greedy {
                    chance_depth: GREEDY_ROLLOUT_CHANCE_DEPTH,
                })
            }
            ("h", Some("end")) => config.horizon = Some(Horizon::End),
            ("h", Some(v)) => {
                config.horizon = Some(Horizon::Decisions(
                    v.parse::<u32>()
                        .map_err(|_| sentence!(TEXTS, "spec-mcts-h", spec = spec))?,
                ))
            }
            ("c", Some(_)) => {
                config.exploration = Some(number(sentence!(TEXTS, "spec-mcts-a-number"))?)
            }
            ("margin", None) => config.margin_weight = Some(DEFAULT_MARGIN_WEIGHT),
            ("margin", Some(_)) => {
                let w = number(sentence!(TEXTS, "spec-mcts-a-weight"))?;
                if w > 1.0 {
                    return Err(sentence!(TEXTS, "spec-mcts-margin", spec = spec));
                }
                config.margin_weight = Some(w);
            }
            ("scale", Some(_)) => {
                config.margin_scale = Some(number(sentence!(TEXTS, "spec-mcts-a-number"))?)
            }
            ("trees", Some(v)) => {
                config.trees = Some(
                    v.parse::<usize>()
                        .ok()
                        .filter(|t| (1..=MAX_TREES).contains(t))
                        .ok_or_else(|| {
                            sentence!(TEXTS, "spec-mcts-trees", spec = spec, max = MAX_TREES)
                        })?,
                )
            }
            ("eval", Some(v)) => config.evaluation = Some(parse_evaluation(spec, v)?),
            ("mast", None) => config.mast = Some(DEFAULT_MAST_EPSILON),
            ("mast", Some(_)) => {
                let epsilon = number(sentence!(TEXTS, "spec-mcts-a-share"))?;
                if epsilon > 1.0 {
                    return Err(sentence!(TEXTS, "spec-mcts-mast", spec = spec));
                }
                config.mast = Some(epsilon);
            }
            ("imm", Some(v)) => {
                config.implicit_minimax = Some(
                    v.parse::<f64>()
                        .ok()
                        .filter(|a| *a > 0.0 && *a <= 1.0)
                        .ok_or_else(|| sentence!(TEXTS, "spec-mcts-imm", spec = spec))?,
                )
            }
            ("pb", Some(v)) => {
                config.progressive_bias = Some(
                    v.parse::<f64>()
                        .ok()
                        .filter(|w| w.is_finite() && *w > 0.0)
                        .ok_or_else(positive_weight)?,
                )
            }
            ("prior", Some(v)) => {
                config.policy_prior = Some(
                    v.parse::<f64>()
                        .ok()
                        .filter(|w| w.is_finite() && *w > 0.0)
                        .ok_or_else(positive_weight)?,
                )
            }
            ("pbafter", Some(v)) => {
                config.bias_after = Some(
                    v.parse::<u32>()
                        .map_err(|_| sentence!(TEXTS, "spec-mcts-pbafter", spec = spec))?,
                )
            }
            ("nodes", Some(v)) => {
                config.max_nodes = Some(
                    v.parse::<usize>()
                        .ok()
                        .filter(|&n| n >= 1)
                        .ok_or_else(|| sentence!(TEXTS, "spec-mcts-nodes", spec = spec))?,
                )
            }
            _ => {
                return Err(sentence!(
                    TEXTS,
                    "spec-mcts-unknown",
                    spec = spec,
                    knob = *knob
                ))
            }
        }
    }
    if config.bias_after.is_some()
        && config.progressive_bias.is_none()
        && config.policy_prior.is_none()
    {
        return Err(sentence!(TEXTS, "spec-mcts-pbafter-alone", spec = spec));
    }
    if config.progressive_bias.is_some() && config.policy_prior.is_some() {
        return Err(sentence!(TEXTS, "spec-mcts-pb-and-prior", spec = spec));
    }
    Ok(AgentSpec::Mcts(config))
}

/// The `eval=` knob of `mcts` and `pimc`: `learned` (the network trained from self-play,
/// [`crate::learned`]) or `game` (the game's hand-written estimate, the default).
fn parse_evaluation(spec: &str, value: &str) -> Result<Evaluation, Sentence> {
    match value {
        "learned" => Ok(Evaluation::Learned),
        "game" => Ok(Evaluation::Game),
        _ => Err(sentence!(TEXTS, "spec-eval", spec = spec, value = value)),
    }
}

/// `2000` → iterations; `500ms`, `2s`, `1.5s` → wall time. Zero, and a time too long
/// for a [`Duration`] (over about 584 billion years), are refused.
fn parse_budget(text: &str) -> Option<Budget> {
    let seconds = if let Some(ms) = text.strip_suffix("ms") {
        ms.parse::<f64>().ok()? / 1000.0
    } else if let Some(s) = text.strip_suffix('s') {
        s.parse::<f64>().ok()?
    } else {
        let n: u64 = text.parse().ok()?;
        return (n > 0).then_some(Budget::Iterations(n));
    };
    let time = Duration::try_from_secs_f64(seconds).ok()?;
    (!time.is_zero()).then_some(Budget::Time(time))
}

/// [`RandomAgent`] under the name given in the seat list.
struct NamedRandom {
    name: String,
    inner: RandomAgent,
}

impl<G: BotHints> Agent<G> for NamedRandom {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn choose(&mut self, state: &G, player: usize, legal: &[G::Action]) -> G::Action {
        <RandomAgent as Agent<G>>::choose(&mut self.inner, state, player, legal)
    }
}

/// Builds an agent from a seat spec (see the module docs for the grammar); `seed` fixes
/// its choices. The agent's [`Agent::name`] is the spec as given.
///
/// ```
/// use nile_core::testing::Nim;
/// use nile_bots::agent_from_spec;
/// let agent = agent_from_spec::<Nim>("mcts:200:greedy", 1).unwrap();
/// assert_eq!(agent.name(), "mcts:200:greedy");
/// let err = agent_from_spec::<Nim>("mtcs:20", 1).err().unwrap();
/// assert!(err.to_string().starts_with("unknown agent \"mtcs:20\": expected random, greedy, lookahead:D, mcts:N"));
/// ```
pub fn agent_from_spec<G: BotHints>(spec: &str, seed: u64) -> Result<Box<dyn Agent<G>>, GameError> {
    agent_from_spec_capped::<G>(spec, seed, None)
}

/// [`agent_from_spec`] with every move stopped at `cap` ([`crate::cap`]).
pub fn agent_from_spec_capped<G: BotHints>(
    spec: &str,
    seed: u64,
    cap: Option<ThinkCap>,
) -> Result<Box<dyn Agent<G>>, GameError> {
    let parsed = AgentSpec::parse_for::<G>(spec).map_err(GameError::InvalidAgent)?;
    Ok(parsed.build_capped::<G>(spec.trim(), seed, cap))
}

/// The seed of the agent at `seat` in a match seeded `match_seed`: what the CLI and
/// [`agents_from_specs`] use, so a match's bots are fixed by the match seed alone.
pub fn seat_seed(match_seed: u64, seat: usize) -> u64 {
    match_seed.wrapping_add(0x9E37_79B9_7F4A_7C15u64.wrapping_mul(seat as u64 + 1))
}

/// One agent per seat from seat specs, each seeded from the match seed and its seat
/// ([`seat_seed`]), as the CLI seats them.
///
/// ```
/// use nile_bots::agents_from_specs;
/// use nile_core::testing::{Nim, NimConfig};
/// use nile_core::Match;
///
/// let config = NimConfig::default();
/// let mut agents = agents_from_specs::<Nim>(&["mcts:300", "random"], 7)?;
/// let outcome = Match::new(&config, 7)?.play(&mut agents)?;
/// println!("{outcome}");
/// # Ok::<(), nile_core::GameError>(())
/// ```
pub fn agents_from_specs<G: BotHints>(
    specs: &[&str],
    match_seed: u64,
) -> Result<Vec<Box<dyn Agent<G>>>, GameError> {
    specs
        .iter()
        .enumerate()
        .map(|(seat, spec)| agent_from_spec::<G>(spec, seat_seed(match_seed, seat)))
        .collect()
}
