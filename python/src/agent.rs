//! `nile.Agent`, `nile.levels` and `nile.SeatEnv`: the bots crate's agents from Python,
//! by seat spec or level, through the dynamic layer (nothing here names a game).

use nile::bots::levels::LEVELS;
use nile::core::lang::Sentence;
use nile::core::rng::{seeded_stream, GameRng};
use nile::core::{GameError, Viewer};
use nile::registry::{self, Entry};
use numpy::{PyArray1, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use crate::errors::{IntoPy, InvalidAgentError};
use crate::game::{new_dyn, options_from, players_or_default, viewer_from, PyGame};
use crate::seated::{choose_fair, next_episode, Held, Seated, Setup};

/// The stream of an agent's seed its determinizations draw from.
const WORLDS_STREAM: u64 = 0x0A6E_4751;

/// The level names (`"easy"`, `"medium"`, `"hard"`, weakest first) that `nile.Agent`
/// and the environments accept for the game `game` as well as any seat spec.
#[pyfunction]
pub fn levels(game: &str) -> PyResult<Vec<&'static str>> {
    registry::find(game).py_err()?;
    Ok(LEVELS.to_vec())
}

/// A bot of the game `game` from a seat spec or a level, as the command line takes
/// them (`"random"`, `"greedy"`, `"mcts:2000"`, `"pimc:4:200ms"`, `"easy"`, `"hard"`).
///
/// `choose(game)` returns the acting seat's move as an action index. The agent is
/// handed only a copy of the state determinized for that seat (everything the seat
/// cannot see resampled), so it never sees another seat's hidden information; the
/// search runs with the GIL released. Its moves are fixed by `seed` for a spec whose
/// budget is a count (iterations, positions); a spec on a time budget (`hard`,
/// `mcts:500ms`) thinks for as long as the machine lets it. `think_cap` caps every
/// move at that many seconds of CPU whatever the spec says.
#[pyclass(name = "Agent", module = "nile")]
pub struct PyAgent {
    entry: &'static Entry,
    spec: String,
    seed: u64,
    agent: Held,
    worlds: GameRng,
}

#[pymethods]
impl PyAgent {
    /// An agent of the game `game` from `spec` (a seat spec or a level), its choices
    /// fixed by `seed`; `think_cap` (seconds of CPU) caps every move.
    #[new]
    #[pyo3(signature = (game, spec, seed=0, think_cap=None))]
    fn new(game: &str, spec: &str, seed: u64, think_cap: Option<f64>) -> PyResult<Self> {
        let entry = registry::find(game).py_err()?;
        let cap = crate::seated::think_cap(think_cap).py_err()?;
        let agent = entry.agents.agent_capped(spec, seed, cap).py_err()?;
        Ok(PyAgent {
            entry,
            spec: spec.to_string(),
            seed,
            agent: Held::new(agent),
            worlds: seeded_stream(seed, WORLDS_STREAM),
        })
    }

    /// The game's machine name.
    #[getter]
    fn game(&self) -> &'static str {
        self.entry.game.name()
    }

    /// The spec (or level) the agent was made from.
    #[getter]
    fn spec(&self) -> &str {
        &self.spec
    }

    /// The seed the agent was made with.
    #[getter]
    fn seed(&self) -> u64 {
        self.seed
    }

    /// The agent's name in reports.
    #[getter]
    fn name(&self) -> String {
        self.agent
            .0
            .lock()
            .map_or_else(|e| e.into_inner().name(), |a| a.name())
    }

    /// The move of the acting seat (or of `player`, who must be the acting seat) in
    /// `game`, as an action index. Raises `NotYourTurnError` at a chance node or on
    /// another seat's turn, `GameOverError` once the game is over, and
    /// `InvalidAgentError` for a game of another kind.
    #[pyo3(signature = (game, player=None))]
    fn choose(&mut self, py: Python<'_>, game: &PyGame, player: Option<usize>) -> PyResult<usize> {
        if game.entry.game.name() != self.entry.game.name() {
            return Err(crate::errors::diagnostic::<InvalidAgentError>(format!(
                "invalid agent: an agent for {} was asked to play {}",
                self.entry.game.name(),
                game.entry.game.name()
            )));
        }
        let state = game.game.clone_box();
        let seat = match player {
            Some(p) => p,
            None => match state.turn().player() {
                Some(p) => p,
                // No seat to ask for: the sentence says why (chance or game over).
                None => usize::MAX,
            },
        };
        if seat != usize::MAX && seat >= state.players() {
            return Err(crate::errors::diagnostic::<crate::errors::InvalidConfigError>(format!(
                "invalid configuration: seat {seat} does not exist in a game of {} seats",
                state.players()
            )));
        }
        let (agent, worlds) = (&mut self.agent, &mut self.worlds);
        py.detach(|| choose_fair(agent.get(), state.as_ref(), seat, worlds))
            .map_err(|e| match e {
                GameError::NotYourTurn { expected, .. } if seat == usize::MAX => {
                    crate::errors::diagnostic::<crate::errors::NotYourTurnError>(format!(
                        "no seat is to act: the turn is {expected}"
                    ))
                }
                e => crate::errors::to_py(e),
            })
    }

    /// `nile.Agent("ra", "hard", seed=0)`.
    fn __repr__(&self) -> String {
        format!(
            "nile.Agent({:?}, {:?}, seed={})",
            self.entry.game.name(),
            self.spec,
            self.seed
        )
    }
}

/// The opponents' specs from a Python value: one spec (str) or a sequence of them.
pub fn specs_from(value: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    if let Ok(s) = value.extract::<String>() {
        return Ok(vec![s]);
    }
    value.extract::<Vec<String>>().map_err(|_| {
        crate::errors::diagnostic::<InvalidAgentError>(
            "invalid agent: opponents must be a seat spec or level (a str) or a list of them, \
             one per other seat",
        )
    })
}

/// The learner's seat from a Python value: a seat number, or `"random"` (drawn per
/// episode, returned as `None`).
pub fn seat_from(value: &Bound<'_, PyAny>) -> PyResult<Option<usize>> {
    if let Ok(s) = value.extract::<String>() {
        if s.trim().eq_ignore_ascii_case("random") {
            return Ok(None);
        }
    } else if let Ok(n) = value.extract::<usize>() {
        return Ok(Some(n));
    }
    Err(crate::errors::diagnostic::<crate::errors::InvalidConfigError>(
        "invalid configuration: seat must be a seat number (0, 1, ...) or \"random\"",
    ))
}

/// One game seen from one seat, the learner's: the other seats are played by bots
/// inside Rust (each on a determinization for its own seat) and chance is resolved
/// between the learner's decisions, with the GIL released. The engine under
/// `nile.gym`'s Gymnasium environments.
///
/// `opponents` is a seat spec or level for every other seat, or a list of them, one
/// per other seat in seat order; `seat` is the learner's seat or `"random"` (drawn each
/// episode); `think_cap` caps every opponent move at that many seconds of CPU.
/// Episode `k` is fixed by `seed` (chance, the seat drawn, the opponents' seeds).
#[pyclass(name = "SeatEnv", module = "nile")]
pub struct SeatEnv {
    setup: Setup,
    episodes: GameRng,
    current: Seated,
    tensor: Vec<f32>,
}

impl SeatEnv {
    fn episode_seed_rng(seed: u64) -> GameRng {
        seeded_stream(seed, 0x5EA7)
    }
}

#[pymethods]
impl SeatEnv {
    /// A seated game of `name`; see the class docs.
    #[new]
    #[pyo3(signature = (name, players=None, options=None, opponents=None, seat=None, seed=0, think_cap=None))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        name: &str,
        players: Option<usize>,
        options: Option<&Bound<'_, PyDict>>,
        opponents: Option<&Bound<'_, PyAny>>,
        seat: Option<&Bound<'_, PyAny>>,
        seed: u64,
        think_cap: Option<f64>,
    ) -> PyResult<Self> {
        let entry = registry::find(name).py_err()?;
        let players = players_or_default(entry, players);
        let fresh = new_dyn(entry, players, &options_from(options)?).py_err()?;
        let specs = match opponents {
            Some(o) => specs_from(o)?,
            None => vec![nile::bots::DEFAULT_LEVEL.to_string()],
        };
        let seat = match seat {
            Some(s) => seat_from(s)?,
            None => None,
        };
        let cap = crate::seated::think_cap(think_cap).py_err()?;
        let setup = Setup::new(entry, fresh, specs, seat, cap).py_err()?;
        let mut episodes = Self::episode_seed_rng(seed);
        let first = next_episode(&mut episodes);
        let current = py.detach(|| setup.start(first)).py_err()?;
        Ok(SeatEnv {
            setup,
            episodes,
            current,
            tensor: Vec::new(),
        })
    }

    /// Starts a new episode (the episode generator reseeded when `seed` is given) and
    /// returns the learner's seat.
    #[pyo3(signature = (seed=None))]
    fn reset(&mut self, py: Python<'_>, seed: Option<u64>) -> PyResult<usize> {
        if let Some(seed) = seed {
            self.episodes = Self::episode_seed_rng(seed);
        }
        let episode = next_episode(&mut self.episodes);
        let setup = &self.setup;
        self.current = py.detach(|| setup.start(episode)).py_err()?;
        Ok(self.current.seat)
    }

    /// Applies the learner's action `index` and plays the opponents (GIL released)
    /// until the learner is to act again or the game is over; returns whether it is
    /// over. An illegal action raises `IllegalActionError` and changes nothing.
    fn step(&mut self, py: Python<'_>, index: i64) -> PyResult<bool> {
        let index = usize::try_from(index)
            .map_err(|_| {
                GameError::parse(
                    index.to_string(),
                    Sentence::diagnostic("an action index is not negative"),
                )
            })
            .py_err()?;
        let current = &mut self.current;
        py.detach(|| current.act(index)).py_err()?;
        Ok(self.is_over())
    }

    /// The learner's seat in this episode.
    #[getter]
    fn seat(&self) -> usize {
        self.current.seat
    }

    /// The game's machine name.
    #[getter]
    fn name(&self) -> &'static str {
        self.setup.entry.game.name()
    }

    /// The number of seats.
    #[getter]
    fn num_players(&self) -> usize {
        self.setup.fresh.players()
    }

    /// The size of the action index.
    #[getter]
    fn num_distinct_actions(&self) -> usize {
        self.setup.fresh.num_distinct_actions()
    }

    /// The shape of the observation tensor.
    #[getter]
    fn observation_shape<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.setup.fresh.observation_tensor_shape())
    }

    /// Whether the episode's game is over.
    fn is_over(&self) -> bool {
        self.current.game.turn() == nile::core::Turn::Over
    }

    /// The learner's observation tensor (float32, `observation_shape`): only what its
    /// seat may know.
    fn observation<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.current
            .game
            .observation_tensor(self.current.seat, &mut self.tensor)
            .py_err()?;
        let flat = PyArray1::from_slice(py, &self.tensor);
        Ok(flat
            .reshape(self.setup.fresh.observation_tensor_shape())?
            .into_any())
    }

    /// A `num_distinct_actions` int8 vector, 1 where the learner's action is legal now
    /// (all 0 once the game is over).
    fn mask<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i8>> {
        let mut mask = vec![0i8; self.setup.fresh.num_distinct_actions()];
        if self.current.game.turn() == nile::core::Turn::Player(self.current.seat) {
            for i in self.current.game.legal_actions() {
                if let Some(m) = mask.get_mut(i) {
                    *m = 1;
                }
            }
        }
        PyArray1::from_vec(py, mask)
    }

    /// Every seat's return (as `Game.returns`: 0 until over).
    fn returns(&self) -> Vec<f64> {
        match self.current.game.outcome() {
            Some(o) => (0..self.current.game.players())
                .map(|p| o.reward(p))
                .collect(),
            None => vec![0.0; self.current.game.players()],
        }
    }

    /// The learner's return (0 until over).
    fn reward(&self) -> f64 {
        self.current.learner_return().unwrap_or(0.0)
    }

    /// Every seat's score as the game stands.
    fn scores(&self) -> Vec<i32> {
        self.current.game.scores()
    }

    /// The position as text for `viewer`, as [`PyGame`]'s `render` reads it (a seat
    /// number, `"spectator"`, `"all"`); by default, as the learner's seat sees it.
    #[pyo3(signature = (viewer=None))]
    fn render(&self, viewer: Option<&Bound<'_, PyAny>>) -> PyResult<String> {
        let viewer = match viewer.filter(|v| !v.is_none()) {
            Some(v) => viewer_from(Some(v))?,
            None => Viewer::Seat(self.current.seat),
        };
        self.current.game.render(viewer).py_err()
    }

    /// A copy of the episode's game as a `nile.Game` (no history).
    fn game(&self) -> PyGame {
        PyGame::wrap(self.current.game.clone_box(), self.setup.entry, 0, None)
    }
}
