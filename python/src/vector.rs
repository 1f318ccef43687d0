//! `nile.VectorEnv`: N games of one kind stepped together, NumPy in and out.

use nile::core::dynamic::DynGame;
use nile::core::lang::Sentence;
use nile::core::rng::{seeded_stream, GameRng};
use nile::core::{GameError, Turn};
use nile::registry::{self, Entry};
use numpy::{PyArray1, PyArrayMethods, PyReadonlyArray1};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use crate::agent::{seat_from, specs_from};
use crate::errors::IntoPy;
use crate::game::{new_dyn, options_from, player_id, players_or_default};
use crate::seated::{next_episode, Seated, Setup};

/// `num_envs` games of one kind, stepped together with NumPy arrays.
///
/// Every game is always at a player decision: chance is resolved inside Rust from each
/// game's own generator (stream `i` of `seed`), and a finished game starts again at
/// once. `reset()` and `step(actions)` return a dict of arrays:
///
/// - `obs`: float32 `(num_envs, *observation_shape)`, each game seen by its acting seat;
/// - `mask`: int8 `(num_envs, num_distinct_actions)`, 1 where an action is legal;
/// - `player`: int64 `(num_envs,)`, the acting seat;
/// - `rewards`: float32 `(num_envs, num_players)`, every seat's return (as
///   `Game.returns`) for a game that ended on this step, else 0 (`step` only);
/// - `done`: bool `(num_envs,)`, whether the game ended on this step and restarted
///   (`step` only).
///
/// With `opponents` (a seat spec or level for every other seat, or a list of them, one
/// per other seat), each game is seen from one seat, the learner's (`seat`: a number,
/// or `"random"`, drawn per episode): the other seats are played by bots inside Rust,
/// each on a determinization for its own seat, over `threads` threads (0: one per
/// core) with the GIL released. `obs` and `mask` are then the learner's, `player` its
/// seat, and `step` adds `reward`: float32 `(num_envs,)`, the learner's return for a
/// game that ended on this step, else 0. `think_cap` caps every opponent move at that
/// many seconds of CPU.
#[pyclass(name = "VectorEnv", module = "nile")]
pub struct VectorEnv {
    entry: &'static Entry,
    fresh: Box<dyn DynGame>,
    games: Vec<Box<dyn DynGame>>,
    rngs: Vec<GameRng>,
    seed: u64,
    tensor: Vec<f32>,
    /// The opponents' setup and each game's episode, when opponents are seated.
    seated: Option<(Setup, Vec<Seated>)>,
    threads: usize,
}

/// Steps the seated games `slots` (the learner's `actions`), starting a finished game's
/// next episode from its generator in `rngs`; writes every seat's return into
/// `rewards` (`players` per game) and the flags into `done`. Errors carry the game's
/// index within `slots`.
fn step_seated(
    setup: &Setup,
    slots: &mut [Seated],
    rngs: &mut [GameRng],
    actions: &[i64],
    rewards: &mut [f32],
    learner: &mut [f32],
    done: &mut [bool],
) -> Result<(), (Option<usize>, GameError)> {
    let players = setup.fresh.players();
    for (i, slot) in slots.iter_mut().enumerate() {
        let a = actions[i];
        usize::try_from(a)
            .map_err(|_| {
                GameError::parse(
                    a.to_string(),
                    Sentence::diagnostic("an action index is not negative"),
                )
            })
            .and_then(|index| slot.act(index))
            .map_err(|e| (Some(i), e))?;
        if let Some(outcome) = slot.game.outcome() {
            for p in 0..players {
                rewards[i * players + p] = outcome.reward(p) as f32;
            }
            learner[i] = outcome.reward(slot.seat) as f32;
            done[i] = true;
            *slot = setup
                .start(next_episode(&mut rngs[i]))
                .map_err(|e| (Some(i), e))?;
        }
    }
    Ok(())
}

impl VectorEnv {
    /// Seeds game `i`'s generator with stream `i` of `seed`.
    fn reseed(&mut self, seed: u64) {
        self.seed = seed;
        self.rngs = (0..self.games.len())
            .map(|i| seeded_stream(seed, i as u64))
            .collect();
    }

    /// Restarts game `i` and resolves its chance.
    fn restart(&mut self, i: usize) -> Result<(), GameError> {
        loop {
            self.games[i] = self.fresh.clone_box();
            resolve(self.games[i].as_mut(), &mut self.rngs[i])?;
            if self.games[i].turn() != Turn::Over {
                return Ok(());
            }
        }
    }

    /// Applies `actions` game by game, resolves chance and restarts finished games;
    /// returns the rewards and done flags, or the failing game's index and error.
    #[allow(clippy::type_complexity)]
    fn step_all(
        &mut self,
        actions: &[i64],
    ) -> Result<(Vec<f32>, Vec<bool>), (Option<usize>, GameError)> {
        let n = self.games.len();
        let players = self.fresh.players();
        let mut rewards = vec![0f32; n * players];
        let mut done = vec![false; n];
        for (i, &a) in actions.iter().enumerate() {
            let index = usize::try_from(a).map_err(|_| {
                GameError::parse(
                    a.to_string(),
                    Sentence::diagnostic("an action index is not negative"),
                )
            });
            index
                .and_then(|index| self.games[i].apply_index(index))
                .and_then(|()| resolve(self.games[i].as_mut(), &mut self.rngs[i]))
                .map_err(|e| (Some(i), e))?;
            if let Some(outcome) = self.games[i].outcome() {
                for p in 0..players {
                    rewards[i * players + p] = outcome.reward(p) as f32;
                }
                done[i] = true;
                self.restart(i).map_err(|e| (None, e))?;
            }
        }
        Ok((rewards, done))
    }

    /// Steps the seated games over `threads` threads (0: one per core); returns every
    /// seat's rewards, the done flags and the learner's rewards.
    #[allow(clippy::type_complexity)]
    fn step_seated_all(
        &mut self,
        actions: &[i64],
        threads: usize,
    ) -> Result<(Vec<f32>, Vec<bool>, Option<Vec<f32>>), (Option<usize>, GameError)> {
        let n = self.games.len();
        let players = self.fresh.players();
        let mut rewards = vec![0f32; n * players];
        let mut learner = vec![0f32; n];
        let mut done = vec![false; n];
        let Some((setup, slots)) = self.seated.as_mut() else {
            return Err((
                None,
                GameError::InvalidState("no opponents are seated".into()),
            ));
        };
        let threads = match threads {
            0 => std::thread::available_parallelism().map_or(1, |t| t.get()),
            t => t,
        }
        .clamp(1, n.max(1));
        let chunk = n.div_ceil(threads).max(1);
        let setup: &Setup = setup;
        let results: Vec<Result<(), (Option<usize>, GameError)>> = std::thread::scope(|s| {
            let handles: Vec<_> = slots
                .chunks_mut(chunk)
                .zip(self.rngs.chunks_mut(chunk))
                .zip(actions.chunks(chunk))
                .zip(rewards.chunks_mut(chunk * players))
                .zip(learner.chunks_mut(chunk))
                .zip(done.chunks_mut(chunk))
                .enumerate()
                .map(
                    |(c, (((((slots, rngs), actions), rewards), learner), done))| {
                        s.spawn(move || {
                            step_seated(setup, slots, rngs, actions, rewards, learner, done)
                                .map_err(|(i, e)| (i.map(|i| c * chunk + i), e))
                        })
                    },
                )
                .collect();
            handles
                .into_iter()
                .map(|h| {
                    h.join().unwrap_or_else(|_| {
                        Err((
                            None,
                            GameError::InvalidState("a stepping thread panicked".into()),
                        ))
                    })
                })
                .collect()
        });
        for r in results {
            r?;
        }
        Ok((rewards, done, Some(learner)))
    }

    /// The observation, mask and acting-seat arrays of every game into `out`: each game
    /// seen by its acting seat, or by the learner's when opponents are seated.
    fn fill<'py>(&mut self, py: Python<'py>, out: &Bound<'py, PyDict>) -> PyResult<()> {
        let n = self.games.len();
        let shape = self.fresh.observation_tensor_shape();
        let size: usize = shape.iter().product();
        let actions = self.fresh.num_distinct_actions();
        let mut obs = Vec::with_capacity(n * size);
        let mut mask = vec![0i8; n * actions];
        let mut player = Vec::with_capacity(n);
        let games: Vec<&dyn DynGame> = match &self.seated {
            Some((_, slots)) => slots.iter().map(|s| s.game.as_ref()).collect(),
            None => self.games.iter().map(|g| g.as_ref()).collect(),
        };
        for (i, game) in games.into_iter().enumerate() {
            let seat = game.turn().player().unwrap_or(0);
            game.observation_tensor(seat, &mut self.tensor).py_err()?;
            obs.extend_from_slice(&self.tensor);
            for a in game.legal_actions() {
                if a < actions {
                    mask[i * actions + a] = 1;
                }
            }
            player.push(player_id(game.turn()));
        }
        let mut full = vec![n];
        full.extend(shape);
        out.set_item("obs", PyArray1::from_vec(py, obs).reshape(full)?)?;
        out.set_item("mask", PyArray1::from_vec(py, mask).reshape([n, actions])?)?;
        out.set_item("player", PyArray1::from_vec(py, player))?;
        Ok(())
    }
}

use crate::seated::resolve;

#[pymethods]
impl VectorEnv {
    /// `num_envs` games of the game `name` with `players` seats and `options` (as
    /// `nile.Game`); game `i` draws its chance from stream `i` of `seed`.
    #[new]
    #[pyo3(signature = (name, num_envs, players=None, options=None, seed=0, opponents=None, seat=None, threads=0, think_cap=None))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        name: &str,
        num_envs: usize,
        players: Option<usize>,
        options: Option<&Bound<'_, PyDict>>,
        seed: u64,
        opponents: Option<&Bound<'_, PyAny>>,
        seat: Option<&Bound<'_, PyAny>>,
        threads: usize,
        think_cap: Option<f64>,
    ) -> PyResult<Self> {
        let entry = registry::find(name).py_err()?;
        let players = players_or_default(entry, players);
        let fresh = new_dyn(entry, players, &options_from(options)?).py_err()?;
        let seated = match opponents {
            Some(o) => {
                let seat = match seat {
                    Some(s) => seat_from(s)?,
                    None => None,
                };
                let cap = crate::seated::think_cap(think_cap).py_err()?;
                let setup =
                    Setup::new(entry, fresh.clone_box(), specs_from(o)?, seat, cap).py_err()?;
                Some((setup, Vec::new()))
            }
            None if seat.is_some() || think_cap.is_some() => {
                return Err(crate::errors::diagnostic::<crate::errors::InvalidConfigError>(
                    "invalid configuration: seat and think_cap need opponents to play the \
                     other seats",
                ))
            }
            None => None,
        };
        let mut env = VectorEnv {
            entry,
            games: (0..num_envs).map(|_| fresh.clone_box()).collect(),
            rngs: Vec::new(),
            fresh,
            seed,
            tensor: Vec::new(),
            seated,
            threads,
        };
        env.reseed(seed);
        if let Some((setup, slots)) = env.seated.as_mut() {
            *slots = env
                .rngs
                .iter_mut()
                .map(|r| setup.start(next_episode(r)))
                .collect::<Result<Vec<_>, _>>()
                .py_err()?;
        }
        Ok(env)
    }

    /// The game's machine name.
    #[getter]
    fn name(&self) -> &'static str {
        self.entry.game.name()
    }

    /// The number of games.
    #[getter]
    fn num_envs(&self) -> usize {
        self.games.len()
    }

    /// The number of seats in each game.
    #[getter]
    fn num_players(&self) -> usize {
        self.fresh.players()
    }

    /// The size of the action index (the width of `mask`).
    #[getter]
    fn num_distinct_actions(&self) -> usize {
        self.fresh.num_distinct_actions()
    }

    /// The shape of one game's observation.
    #[getter]
    fn observation_shape<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.fresh.observation_tensor_shape())
    }

    /// Starts every game afresh (reseeding the generators when `seed` is given) and
    /// returns `obs`, `mask` and `player`.
    #[pyo3(signature = (seed=None))]
    fn reset<'py>(&mut self, py: Python<'py>, seed: Option<u64>) -> PyResult<Bound<'py, PyDict>> {
        if let Some(seed) = seed {
            self.reseed(seed);
        }
        if let Some((setup, slots)) = self.seated.as_mut() {
            let rngs = &mut self.rngs;
            *slots = py
                .detach(|| {
                    rngs.iter_mut()
                        .map(|r| setup.start(next_episode(r)))
                        .collect::<Result<Vec<_>, _>>()
                })
                .py_err()?;
        } else {
            for i in 0..self.games.len() {
                self.restart(i).py_err()?;
            }
        }
        let out = PyDict::new(py);
        self.fill(py, &out)?;
        Ok(out)
    }

    /// Applies `actions[i]` (an int array of length `num_envs`) to game `i` for its
    /// acting seat, resolves chance, restarts finished games and returns `obs`, `mask`,
    /// `player`, `rewards` and `done`. An illegal action raises (naming the game) and
    /// leaves that game and the ones after it unchanged.
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: PyReadonlyArray1<'py, i64>,
    ) -> PyResult<Bound<'py, PyDict>> {
        let actions = actions.as_slice()?.to_vec();
        let n = self.games.len();
        if actions.len() != n {
            return Err(GameError::InvalidConfig(Sentence::diagnostic(format!(
                "{} actions for {n} games",
                actions.len()
            ))))
            .py_err();
        }
        let players = self.fresh.players();
        // The games are stepped with the GIL released (the arrays are built after).
        let stepped = if self.seated.is_some() {
            let threads = self.threads;
            py.detach(|| self.step_seated_all(&actions, threads))
        } else {
            py.detach(|| self.step_all(&actions).map(|(r, d)| (r, d, None)))
        };
        let (rewards, done, learner) = stepped.map_err(|(i, e)| match i {
            Some(i) => prefix(i, e),
            None => crate::errors::to_py(e),
        })?;
        let out = PyDict::new(py);
        self.fill(py, &out)?;
        if let Some(reward) = learner {
            out.set_item("reward", PyArray1::from_vec(py, reward))?;
        }
        out.set_item(
            "rewards",
            PyArray1::from_vec(py, rewards).reshape([n, players])?,
        )?;
        out.set_item("done", PyArray1::from_vec(py, done))?;
        Ok(out)
    }

    /// The learner's seat in each game (`None` without opponents).
    fn seats(&self) -> Option<Vec<usize>> {
        self.seated
            .as_ref()
            .map(|(_, slots)| slots.iter().map(|s| s.seat).collect())
    }

    /// Game `i` as a `nile.Game` (a copy; its history starts here).
    fn game(&self, i: usize) -> PyResult<crate::game::PyGame> {
        let game = match &self.seated {
            Some((_, slots)) => slots.get(i).map(|s| &s.game),
            None => self.games.get(i),
        };
        let game = game.ok_or_else(|| {
            crate::errors::to_py(GameError::InvalidConfig(Sentence::diagnostic(format!(
                "there is no game {i}: this vector has games 0 to {}",
                self.games.len().saturating_sub(1)
            ))))
        })?;
        Ok(crate::game::PyGame::wrap(
            game.clone_box(),
            self.entry,
            self.seed,
            None,
        ))
    }
}

/// The error of game `i`, its sentence kept and the game named.
fn prefix(i: usize, e: GameError) -> PyErr {
    let err = crate::errors::to_py(e);
    Python::attach(|py| {
        let message = format!("game {i}: {}", err.value(py));
        PyErr::from_type(err.get_type(py), message)
    })
}
