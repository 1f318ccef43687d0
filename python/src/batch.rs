//! `nile.play_batch`: many games played inside Rust, the GIL released, across threads.

use nile::bots::{seat_seed, DynAgent};
use nile::core::dynamic::DynGame;
use nile::core::lang::Sentence;
use nile::core::rng::{seeded_stream, GameRng};
use nile::core::{GameError, Turn};
use nile::registry::{self, Entry};
use numpy::{PyArray1, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::errors::IntoPy;
use crate::game::{new_dyn, options_from, players_or_default};

/// What one game of a batch produced.
struct Played {
    scores: Vec<i32>,
    ranks: Vec<u8>,
    returns: Vec<f64>,
    steps: u64,
}

/// The seed of game `g`'s bots: a match seed per game, then one per seat as the CLI
/// seats bots ([`seat_seed`]).
fn game_seed(seed: u64, g: usize) -> u64 {
    seed ^ (g as u64).wrapping_mul(0xD134_2543_DE82_EF95)
}

/// Plays `game` to the end by index through the dynamic layer, `agents` choosing by seat
/// and chance drawn from `rng`; returns the player decisions taken.
fn bot_playout(
    game: &mut dyn DynGame,
    rng: &mut GameRng,
    agents: &mut [Box<dyn DynAgent>],
) -> Result<u64, GameError> {
    let mut steps = 0;
    loop {
        match game.turn() {
            Turn::Over => return Ok(steps),
            Turn::Chance => {
                game.sample_chance(rng)?;
            }
            Turn::Player(p) => {
                let index = agents
                    .get_mut(p)
                    .ok_or_else(|| {
                        GameError::InvalidConfig(Sentence::diagnostic(format!(
                            "no agent sits at seat {p}"
                        )))
                    })?
                    .choose(game, p)?;
                game.apply_index(index)?;
                steps += 1;
            }
        }
    }
}

/// Plays games `range` of the batch.
fn play_range(
    entry: &'static Entry,
    fresh: &dyn DynGame,
    specs: Option<&[String]>,
    seed: u64,
    range: std::ops::Range<usize>,
) -> Result<Vec<Played>, GameError> {
    let mut out = Vec::with_capacity(range.len());
    for g in range {
        let mut game = fresh.clone_box();
        let mut rng = seeded_stream(seed, g as u64);
        let steps = match specs {
            None => game.random_playout(&mut rng)? as u64,
            Some(specs) => {
                let match_seed = game_seed(seed, g);
                let mut agents = specs
                    .iter()
                    .enumerate()
                    .map(|(seat, spec)| entry.agents.agent(spec, seat_seed(match_seed, seat)))
                    .collect::<Result<Vec<_>, _>>()?;
                bot_playout(game.as_mut(), &mut rng, &mut agents)?
            }
        };
        let outcome = game
            .outcome()
            .ok_or_else(|| GameError::InvalidState("a game ended without an outcome".into()))?;
        let returns = (0..game.players()).map(|p| outcome.reward(p)).collect();
        out.push(Played {
            scores: outcome.scores,
            ranks: outcome.ranks,
            returns,
            steps,
        });
    }
    Ok(out)
}

/// Plays `games` games of the game `name` inside Rust with the GIL released, split
/// over `threads` threads (0: one per core), and returns NumPy arrays:
/// `scores` (int32, games × players), `ranks` (uint8, 0 = first), `returns` (float64,
/// as `Game.returns`) and `steps` (int64, player decisions per game; chance draws not
/// counted).
///
/// `agents` gives one seat spec per seat (`"random"`, `"greedy"`, `"mcts:2000"`);
/// omitted or all `"random"`, games are played on the engine's typed random fast path,
/// exactly as `nile simulate` plays them: game `g` draws from stream `g` of `seed`, so
/// the same seed gives the same games as the CLI, for any thread count. `first` numbers
/// the batch's games from `first` on (game `g` is the same game in any batch that holds
/// it), so a batch split into pieces (over processes or a Ray cluster) gives the same
/// games as one call.
#[pyfunction]
#[pyo3(signature = (name, games, players=None, options=None, agents=None, seed=1, threads=1, first=0))]
#[allow(clippy::too_many_arguments)]
pub fn play_batch<'py>(
    py: Python<'py>,
    name: &str,
    games: usize,
    players: Option<usize>,
    options: Option<&Bound<'py, PyDict>>,
    agents: Option<Vec<String>>,
    seed: u64,
    threads: usize,
    first: usize,
) -> PyResult<Bound<'py, PyDict>> {
    let entry = registry::find(name).py_err()?;
    let players = players_or_default(entry, players);
    let fresh = new_dyn(entry, players, &options_from(options)?).py_err()?;
    let specs = match agents {
        Some(specs) if specs.len() != players => {
            return Err(GameError::InvalidConfig(Sentence::diagnostic(format!(
                "{} agents for {} seats",
                specs.len(),
                players
            ))))
            .py_err()
        }
        Some(specs) if specs.iter().all(|s| s.trim() == "random") => None,
        other => other,
    };
    if let Some(specs) = &specs {
        // Refuse a bad spec before any thread starts, with the bots' own sentence.
        for spec in specs {
            entry.agents.agent(spec, 0).py_err()?;
        }
    }
    let threads = match threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    }
    .clamp(1, games.max(1));
    let played = py.detach(|| -> Result<Vec<Played>, GameError> {
        let chunk = games.div_ceil(threads);
        let ranges: Vec<_> = (0..threads)
            .map(|t| first + (t * chunk).min(games)..first + ((t + 1) * chunk).min(games))
            .collect();
        if threads == 1 {
            let all = first..first + games;
            return play_range(entry, fresh.as_ref(), specs.as_deref(), seed, all);
        }
        let results: Vec<Result<Vec<Played>, GameError>> = std::thread::scope(|s| {
            let handles: Vec<_> = ranges
                .into_iter()
                .map(|range| {
                    let fresh = fresh.clone_box();
                    let specs = specs.as_deref();
                    s.spawn(move || play_range(entry, fresh.as_ref(), specs, seed, range))
                })
                .collect();
            handles
                .into_iter()
                .map(|h| {
                    h.join().unwrap_or_else(|_| {
                        Err(GameError::InvalidState("a batch thread panicked".into()))
                    })
                })
                .collect()
        });
        let mut all = Vec::with_capacity(games);
        for r in results {
            all.extend(r?);
        }
        Ok(all)
    });
    let played = played.py_err()?;
    let n = played.len();
    let mut scores = Vec::with_capacity(n * players);
    let mut ranks = Vec::with_capacity(n * players);
    let mut returns = Vec::with_capacity(n * players);
    let mut steps = Vec::with_capacity(n);
    for p in played {
        scores.extend(p.scores);
        ranks.extend(p.ranks);
        returns.extend(p.returns);
        steps.push(p.steps as i64);
    }
    let out = PyDict::new(py);
    out.set_item(
        "scores",
        PyArray1::from_vec(py, scores).reshape([n, players])?,
    )?;
    out.set_item(
        "ranks",
        PyArray1::from_vec(py, ranks).reshape([n, players])?,
    )?;
    out.set_item(
        "returns",
        PyArray1::from_vec(py, returns).reshape([n, players])?,
    )?;
    out.set_item("steps", PyArray1::from_vec(py, steps))?;
    Ok(out)
}
