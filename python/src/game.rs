//! `nile.Game`: one game state of any registered game, through the dynamic layer.

use nile::core::dynamic::DynGame;
use nile::core::rng::{seeded, GameRng};
use nile::core::{GameError, Lang, Turn, Viewer};
use nile::registry::{self, Entry};
use numpy::{PyArray1, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use crate::errors::{IntoPy, InvalidStateError};
use crate::typed;

/// OpenSpiel's id for the chance player (`pyspiel.PlayerId.CHANCE`).
pub const CHANCE: i64 = -1;
/// OpenSpiel's id for a finished game (`pyspiel.PlayerId.TERMINAL`).
pub const TERMINAL: i64 = -4;

/// Options as `key=value` pairs from a Python dict (values turned into text; booleans
/// become `true`/`false`).
pub fn options_from(options: Option<&Bound<'_, PyDict>>) -> PyResult<Vec<(String, String)>> {
    let mut out = Vec::new();
    if let Some(dict) = options {
        for (k, v) in dict.iter() {
            let value = if let Ok(b) = v.extract::<bool>() {
                if v.is_instance_of::<pyo3::types::PyBool>() {
                    b.to_string()
                } else {
                    v.str()?.to_string()
                }
            } else {
                v.str()?.to_string()
            };
            out.push((k.str()?.to_string(), value));
        }
    }
    Ok(out)
}

/// The language a Python value names: `None` (English), `"en"` or `"pt-BR"` (any
/// spelling of a locale: `"pt_BR.UTF-8"`, `"pt"`).
pub fn lang_from(value: Option<&str>) -> PyResult<Lang> {
    match value {
        None => Ok(Lang::En),
        Some(text) => text.parse::<Lang>().py_err(),
    }
}

/// The seat count to use: the one given, else two seats when the game allows it, else
/// its fewest.
/// The viewer a Python value names: `None` (one who sees everything), a seat number, or
/// a string (`"spectator"`, `"all"`, `"2"`, `"seat 2"`).
pub fn viewer_from(value: Option<&Bound<'_, PyAny>>) -> PyResult<Viewer> {
    let Some(value) = value.filter(|v| !v.is_none()) else {
        return Ok(Viewer::All);
    };
    if let Ok(seat) = value.extract::<usize>() {
        return Ok(Viewer::Seat(seat));
    }
    if let Ok(text) = value.extract::<String>() {
        return text.parse::<Viewer>().py_err();
    }
    Err(crate::errors::diagnostic::<crate::errors::InvalidConfigError>(
        "invalid configuration: a viewer is None (everything), a seat number or \"spectator\"",
    ))
}

pub fn players_or_default(entry: &Entry, players: Option<usize>) -> usize {
    players.unwrap_or_else(|| {
        let range = entry.game.players();
        2.clamp(*range.start(), *range.end())
    })
}

/// A new dynamic game of `entry` from a seat count and options.
pub fn new_dyn(
    entry: &Entry,
    players: usize,
    options: &[(String, String)],
) -> Result<Box<dyn DynGame>, GameError> {
    let pairs: Vec<(&str, &str)> = options
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    entry.game.new_game(players, &pairs)
}

/// `Turn` as OpenSpiel's player id.
pub fn player_id(turn: Turn) -> i64 {
    match turn {
        Turn::Player(p) => p as i64,
        Turn::Chance => CHANCE,
        Turn::Over => TERMINAL,
    }
}

/// A game state of any registered game.
///
/// Actions are integers: indices into the game's fixed action index
/// (`num_distinct_actions` of them, chance outcomes included), documented per game in
/// `docs/<game>.md`. The state owns a seeded generator used only by `sample_chance` and
/// `resolve_chance`, and records every action applied since the start so that
/// `log_json` writes the match log the `nile replay` command reads.
///
/// >>> import nile
/// >>> g = nile.Game("ra", players=3, seed=7)
/// >>> g.resolve_chance()  # doctest: +SKIP
#[pyclass(name = "Game", module = "nile")]
pub struct PyGame {
    pub(crate) game: Box<dyn DynGame>,
    pub(crate) entry: &'static Entry,
    rng: GameRng,
    seed: u64,
    /// Every action since the start; `None` for a state read from JSON or determinized.
    history: Option<Vec<usize>>,
    /// The seat names a replayed log gave (the default of `log_json`).
    seats: Option<Vec<String>>,
    /// The legal actions of the current state, ascending, once asked for.
    legal: Option<Vec<usize>>,
    tensor: Vec<f32>,
}

impl PyGame {
    pub(crate) fn wrap(
        game: Box<dyn DynGame>,
        entry: &'static Entry,
        seed: u64,
        history: Option<Vec<usize>>,
    ) -> Self {
        PyGame {
            game,
            entry,
            rng: seeded(seed),
            seed,
            history,
            seats: None,
            legal: None,
            tensor: Vec::new(),
        }
    }

    /// Sets the history (after replaying a log's actions).
    pub(crate) fn history_from(&mut self, actions: Vec<usize>, seats: Vec<String>) {
        self.history = Some(actions);
        self.seats = Some(seats).filter(|s| s.len() == self.game.players());
        self.legal = None;
    }

    fn legal_cached(&mut self) -> &[usize] {
        if self.legal.is_none() {
            let mut legal = self.game.legal_actions();
            legal.sort_unstable();
            self.legal = Some(legal);
        }
        self.legal.as_deref().unwrap_or(&[])
    }

    fn applied(&mut self, index: usize) {
        self.legal = None;
        if let Some(h) = self.history.as_mut() {
            h.push(index);
        }
    }

    fn copy(&self) -> Self {
        PyGame {
            game: self.game.clone_box(),
            entry: self.entry,
            rng: self.rng.clone(),
            seed: self.seed,
            history: self.history.clone(),
            seats: self.seats.clone(),
            legal: self.legal.clone(),
            tensor: Vec::new(),
        }
    }

    fn seat_of(&self, player: Option<usize>) -> PyResult<usize> {
        match player {
            Some(p) => Ok(p),
            None => self.game.turn().player().ok_or_else(|| {
                crate::errors::diagnostic::<crate::errors::InvalidConfigError>(format!(
                    "invalid configuration: no seat is to act ({}): name the seat",
                    self.game.turn()
                ))
            }),
        }
    }
}

#[pymethods]
impl PyGame {
    /// Creates a game by name (see `nile.games()`) with `players` seats (default: two
    /// if the game allows, else its fewest), `options` as a dict of the game's declared
    /// options (see `nile.game_info(name)["options"]`), and `seed` for the generator
    /// that `sample_chance` and `resolve_chance` draw from (the log's seed).
    #[new]
    #[pyo3(signature = (name, players=None, options=None, seed=0))]
    fn new(
        name: &str,
        players: Option<usize>,
        options: Option<&Bound<'_, PyDict>>,
        seed: u64,
    ) -> PyResult<Self> {
        let entry = registry::find(name).py_err()?;
        let players = players_or_default(entry, players);
        let game = new_dyn(entry, players, &options_from(options)?).py_err()?;
        Ok(PyGame::wrap(game, entry, seed, Some(Vec::new())))
    }

    /// A state read from JSON (as `to_json` writes it) of the game named `name`. It has
    /// no history, so `log_json` refuses it.
    #[staticmethod]
    #[pyo3(signature = (name, json, seed=0))]
    fn from_json(name: &str, json: &str, seed: u64) -> PyResult<Self> {
        let entry = registry::find(name).py_err()?;
        let game = entry.game.state_from_json(json).py_err()?;
        Ok(PyGame::wrap(game, entry, seed, None))
    }

    /// The final state of a match log (the JSON the CLI's `--log` writes and
    /// `log_json` returns), with its seed and its actions as history.
    #[staticmethod]
    fn from_log(json: &str) -> PyResult<Self> {
        crate::replay(json)
    }

    /// The game's machine name (`"ra"`).
    #[getter]
    fn name(&self) -> &'static str {
        self.game.name()
    }

    /// The name people write (`"Rá"`).
    #[getter]
    fn title(&self) -> &'static str {
        self.entry.game.title()
    }

    /// The number of seats.
    #[getter]
    fn num_players(&self) -> usize {
        self.game.players()
    }

    /// The seed of this state's chance generator (written into the log).
    #[getter]
    fn seed(&self) -> u64 {
        self.seed
    }

    /// The size of the game's fixed action index (chance outcomes included).
    #[getter]
    fn num_distinct_actions(&self) -> usize {
        self.game.num_distinct_actions()
    }

    /// The shape of `observation_tensor`.
    #[getter]
    fn observation_shape<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.game.observation_tensor_shape())
    }

    /// Whether this build has the typed helpers for this game (`action_json`,
    /// `log_json`, the history of a replayed log, `max_game_length`); every other method
    /// works for every registered game regardless.
    #[getter]
    fn has_typed_support(&self) -> bool {
        typed::ops(self.game.as_ref()).is_some()
    }

    /// The configuration as JSON.
    fn config_json(&self) -> String {
        self.game.config_json()
    }

    /// Who acts: a seat (0-based), `nile.CHANCE` (-1) at a chance node, or
    /// `nile.TERMINAL` (-4) once the game is over.
    fn current_player(&self) -> i64 {
        player_id(self.game.turn())
    }

    /// Whether a chance outcome is due.
    fn is_chance_node(&self) -> bool {
        self.game.turn() == Turn::Chance
    }

    /// Whether the game is over.
    fn is_terminal(&self) -> bool {
        self.game.turn() == Turn::Over
    }

    /// The acting seat's legal actions as indices, ascending (empty at a chance node or
    /// once over). Computed once per state.
    fn legal_actions(&mut self) -> Vec<usize> {
        self.legal_cached().to_vec()
    }

    /// The legal actions' texts, in the order of `legal_actions`.
    fn legal_actions_text(&mut self) -> PyResult<Vec<String>> {
        let legal = self.legal_cached().to_vec();
        legal
            .into_iter()
            .map(|i| self.game.action_text(i).py_err())
            .collect()
    }

    /// A `num_distinct_actions` vector of `int8`, 1 where the action is legal now.
    fn legal_mask<'py>(&mut self, py: Python<'py>) -> Bound<'py, PyArray1<i8>> {
        let mut mask = vec![0i8; self.game.num_distinct_actions()];
        for &i in self.legal_cached() {
            if let Some(m) = mask.get_mut(i) {
                *m = 1;
            }
        }
        PyArray1::from_vec(py, mask)
    }

    /// The chance outcomes as `(index, probability)` pairs, ascending by index (empty
    /// unless `is_chance_node()`).
    fn chance_outcomes(&self) -> Vec<(usize, f64)> {
        let mut outcomes = self.game.chance_outcomes();
        outcomes.sort_unstable_by_key(|&(i, _)| i);
        outcomes
    }

    /// The text of action `index` (what `apply_text` reads back); with `lang`
    /// (`"pt-BR"`), the action's own text in that language, which `parse_action` reads
    /// back with the same `lang`.
    #[pyo3(signature = (index, lang=None))]
    fn action_text(&self, index: usize, lang: Option<&str>) -> PyResult<String> {
        match lang {
            None => self.game.action_text(index).py_err(),
            Some(_) => self.game.action_text_in(index, lang_from(lang)?).py_err(),
        }
    }

    /// The serde JSON of action `index`, as a match log stores it.
    fn action_json(&self, index: usize) -> PyResult<String> {
        let ops = typed::ops(self.game.as_ref()).ok_or_else(|| no_typed(self.game.name()))?;
        ops.action_json(self.game.as_ref(), index).py_err()
    }

    /// The index of an action given as text (whether or not it is legal now); with
    /// `lang` (`"pt-BR"`), also the whole text of a legal action as that language (or
    /// English) lists it.
    #[pyo3(signature = (text, lang=None))]
    fn parse_action(&self, text: &str, lang: Option<&str>) -> PyResult<usize> {
        match lang {
            None => self.game.parse_action(text).py_err(),
            Some(_) => self.game.parse_action_in(text, lang_from(lang)?).py_err(),
        }
    }

    /// How action `index`, about to be applied here, reads to `viewer`: a seat number,
    /// `"spectator"` (someone at no seat, who reads only what every seat may read:
    /// "seat 1 draws a decree"), or `None` (one who sees everything); in `lang`
    /// (`"en"`, the default, or `"pt-BR"`).
    #[pyo3(signature = (index, viewer=None, lang=None))]
    fn describe(
        &self,
        index: usize,
        viewer: Option<&Bound<'_, PyAny>>,
        lang: Option<&str>,
    ) -> PyResult<String> {
        self.game
            .describe_in(index, viewer_from(viewer)?, lang_from(lang)?)
            .py_err()
    }

    /// What happened by itself when action `index` took `before` (a copy of this game
    /// from just before it) to this state, one line per event, as `viewer` may read it
    /// (as in `describe`), in `lang` (`"en"`, the default, or `"pt-BR"`).
    #[pyo3(signature = (before, index, viewer=None, lang=None))]
    fn narrate(
        &self,
        before: PyRef<'_, Self>,
        index: usize,
        viewer: Option<&Bound<'_, PyAny>>,
        lang: Option<&str>,
    ) -> PyResult<Vec<String>> {
        self.game
            .narrate_in(
                before.game.as_ref(),
                index,
                viewer_from(viewer)?,
                lang_from(lang)?,
            )
            .py_err()
    }

    /// Applies action `index` (a player's action or a chance outcome). An illegal
    /// action raises and leaves the state unchanged.
    fn apply(&mut self, index: usize) -> PyResult<()> {
        self.game.apply_index(index).py_err()?;
        self.applied(index);
        Ok(())
    }

    /// Applies an action given as text; returns its index.
    fn apply_text(&mut self, text: &str) -> PyResult<usize> {
        let index = self.game.apply_text(text).py_err()?;
        self.applied(index);
        Ok(index)
    }

    /// At a chance node, draws an outcome by weight from this state's generator,
    /// applies it and returns its index.
    fn sample_chance(&mut self) -> PyResult<usize> {
        let index = self.game.sample_chance(&mut self.rng).py_err()?;
        self.applied(index);
        Ok(index)
    }

    /// Samples chance outcomes until a seat is to act or the game is over; returns how
    /// many were applied.
    fn resolve_chance(&mut self) -> PyResult<usize> {
        let mut n = 0;
        while self.game.turn() == Turn::Chance {
            self.sample_chance()?;
            n += 1;
        }
        Ok(n)
    }

    /// Seat `player`'s observation as JSON (only what that seat may know).
    fn observation_json(&self, player: usize) -> PyResult<String> {
        self.game.observation_json(player).py_err()
    }

    /// What a spectator at no seat may see, as JSON: a seat's observation with every
    /// seat's private information hidden (what a game server sends a spectator).
    fn public_observation_json(&self) -> PyResult<String> {
        self.game.public_observation_json().py_err()
    }

    /// What a spectator at no seat may see, as a dict (the JSON parsed).
    fn public_observation<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let json = self.game.public_observation_json().py_err()?;
        py.import("json")?.getattr("loads")?.call1((json,))
    }

    /// Seat `player`'s observation as a dict (the JSON parsed).
    fn observation<'py>(&self, py: Python<'py>, player: usize) -> PyResult<Bound<'py, PyAny>> {
        let json = self.game.observation_json(player).py_err()?;
        py.import("json")?.getattr("loads")?.call1((json,))
    }

    /// Seat `player`'s observation (default: the acting seat) as a `float32` array of
    /// `observation_shape`, computed only from what the seat may know.
    #[pyo3(signature = (player=None))]
    fn observation_tensor<'py>(
        &mut self,
        py: Python<'py>,
        player: Option<usize>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let player = self.seat_of(player)?;
        self.game
            .observation_tensor(player, &mut self.tensor)
            .py_err()?;
        let shape = self.game.observation_tensor_shape();
        let flat = PyArray1::from_slice(py, &self.tensor);
        Ok(flat.reshape(shape)?.into_any())
    }

    /// The position as text for `viewer`: everything (`None`), what a seat sees (its
    /// number), or what a spectator at no seat sees (`"spectator"`).
    #[pyo3(signature = (viewer=None, lang=None))]
    fn render(&self, viewer: Option<&Bound<'_, PyAny>>, lang: Option<&str>) -> PyResult<String> {
        self.game
            .render_in(viewer_from(viewer)?, lang_from(lang)?)
            .py_err()
    }

    /// Every seat's score as the game stands.
    fn scores(&self) -> Vec<i32> {
        self.game.scores()
    }

    /// Every seat's return: 0 until the game is over, then the fraction of opponents
    /// the seat beat, ties counting half (a sole winner gets 1; in a one-seat game, 1
    /// for a win and 0 for a loss). The returns of a game sum to `players / 2`.
    fn returns(&self) -> Vec<f64> {
        match self.game.outcome() {
            Some(o) => (0..self.game.players()).map(|p| o.reward(p)).collect(),
            None => vec![0.0; self.game.players()],
        }
    }

    /// The final standing once over, as `{"scores": [...], "ranks": [...]}` (rank 0 =
    /// first), else `None`.
    fn outcome<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        let Some(o) = self.game.outcome() else {
            return Ok(None);
        };
        let d = PyDict::new(py);
        d.set_item("scores", o.scores.clone())?;
        d.set_item(
            "ranks",
            o.ranks.iter().map(|&r| r as u32).collect::<Vec<_>>(),
        )?;
        Ok(Some(d))
    }

    /// The state as JSON (`Game.from_json` reads it back).
    fn to_json(&self) -> String {
        self.game.to_json()
    }

    /// A copy (state, generator and history).
    fn clone(&self) -> Self {
        self.copy()
    }

    /// A copy (`copy.copy`).
    fn __copy__(&self) -> Self {
        self.copy()
    }

    /// A copy (`copy.deepcopy`).
    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Self {
        self.copy()
    }

    /// A copy consistent with what seat `observer` knows, everything hidden from it
    /// resampled from a generator seeded with `seed` (for search). It has no history.
    #[pyo3(signature = (observer, seed=0))]
    fn determinize(&self, observer: usize, seed: u64) -> PyResult<Self> {
        let mut rng = seeded(seed);
        let game = self.game.determinize(observer, &mut rng).py_err()?;
        Ok(PyGame::wrap(game, self.entry, seed, None))
    }

    /// Checks the game's invariants; raises `InvalidStateError` naming a broken one.
    fn check_invariants(&self) -> PyResult<()> {
        self.game
            .check_invariants()
            .map_err(|e| crate::errors::diagnostic::<InvalidStateError>(format!("invalid game state: {e}")))
    }

    /// Every action applied since the start, as indices (`None` for a state read from
    /// JSON or determinized).
    fn history(&self) -> Option<Vec<usize>> {
        self.history.clone()
    }

    /// The match log of this game, `{game, config, seed, seats, actions}` with the
    /// actions as the engine's serde JSON: the file `nile replay` (or the game's CLI
    /// `replay`) reads. `seats` names who sat where (default: the replayed log's
    /// seats, else `"python"` for each).
    #[pyo3(signature = (seats=None))]
    fn log_json(&self, seats: Option<Vec<String>>) -> PyResult<String> {
        let history = self.history.as_ref().ok_or_else(|| {
            crate::errors::diagnostic::<InvalidStateError>(
                "invalid game state: this state was read from JSON or determinized, so it has \
                 no history to write as a log",
            )
        })?;
        let seats = seats
            .or_else(|| self.seats.clone())
            .unwrap_or_else(|| vec!["python".to_string(); self.game.players()]);
        if seats.len() != self.game.players() {
            return Err(crate::errors::diagnostic::<crate::errors::InvalidConfigError>(format!(
                "invalid configuration: {} seat names for {} seats",
                seats.len(),
                self.game.players()
            )));
        }
        let ops = typed::ops(self.game.as_ref()).ok_or_else(|| no_typed(self.game.name()))?;
        ops.log_json(&self.game.config_json(), self.seed, &seats, history)
            .py_err()
    }

    /// The acting seat's legal actions for OpenSpiel: at a chance node the chance
    /// outcomes' indices, at a player node the legal actions when `player` is omitted
    /// or is the acting seat, else none (what `pyspiel.State.legal_actions` returns).
    #[pyo3(signature = (player=None))]
    fn spiel_legal_actions(&mut self, player: Option<i64>) -> Vec<usize> {
        match self.game.turn() {
            Turn::Over => Vec::new(),
            Turn::Chance => {
                let mut v: Vec<usize> = self
                    .game
                    .chance_outcomes()
                    .into_iter()
                    .map(|(i, _)| i)
                    .collect();
                v.sort_unstable();
                v
            }
            Turn::Player(p) => match player {
                Some(q) if q != p as i64 => Vec::new(),
                _ => self.legal_cached().to_vec(),
            },
        }
    }

    /// The text of `action` as OpenSpiel's `action_to_string(player, action)` gives it
    /// (the seat is not needed: the index says everything).
    fn action_string(&self, player: i64, action: usize) -> PyResult<String> {
        let _ = player;
        self.game.action_text(action).py_err()
    }

    /// How every action of the history read to seat `player` ([`describe`] as each was
    /// applied): the seat's perfect-recall view of the game so far.
    fn viewer_history(&self, player: usize) -> PyResult<Vec<String>> {
        let history = self.history.as_ref().ok_or_else(|| {
            crate::errors::diagnostic::<InvalidStateError>(
                "invalid game state: this state was read from JSON or determinized, so it has \
                 no history",
            )
        })?;
        let mut replay = self
            .entry
            .game
            .new_game_from_config(&self.game.config_json())
            .py_err()?;
        let mut out = Vec::with_capacity(history.len());
        for &i in history {
            out.push(replay.describe(i, Viewer::Seat(player)).py_err()?);
            replay.apply_index(i).py_err()?;
        }
        Ok(out)
    }

    /// The number of actions applied since the start (chance outcomes included), or
    /// `None` without a history.
    fn move_number(&self) -> Option<usize> {
        self.history.as_ref().map(Vec::len)
    }

    /// An upper bound on the number of steps (chance included) a game of this
    /// configuration can take, or `None` when this build cannot tell.
    #[getter]
    fn max_game_length(&self) -> Option<usize> {
        Some(self.game.step_bound())
    }

    /// Pickling: the game's name, state JSON, seed, history and seats (the chance
    /// generator restarts from the seed).
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let py = slf.py();
        let this = slf.borrow();
        let args = (
            this.game.name(),
            this.game.to_json(),
            this.seed,
            this.history.clone(),
            this.seats.clone(),
        )
            .into_pyobject(py)?;
        let restore = py.get_type::<PyGame>().getattr("_from_parts")?;
        Ok((restore, args))
    }

    /// Rebuilds a pickled game (see `__reduce__`).
    #[staticmethod]
    fn _from_parts(
        name: &str,
        json: &str,
        seed: u64,
        history: Option<Vec<usize>>,
        seats: Option<Vec<String>>,
    ) -> PyResult<Self> {
        let entry = registry::find(name).py_err()?;
        let game = entry.game.state_from_json(json).py_err()?;
        let mut g = PyGame::wrap(game, entry, seed, history);
        g.seats = seats;
        Ok(g)
    }

    /// The whole position (`render()`).
    fn __str__(&self) -> PyResult<String> {
        self.game.render(Viewer::All).py_err()
    }

    /// `nile.Game("ra", players=4, turn=seat 2's turn)`.
    fn __repr__(&self) -> String {
        format!(
            "nile.Game({:?}, players={}, turn={})",
            self.game.name(),
            self.game.players(),
            self.game.turn()
        )
    }
}

/// The error for a game this build has no typed helper for.
pub fn no_typed(name: &str) -> PyErr {
    crate::errors::diagnostic::<InvalidStateError>(format!(
        "invalid game state: this build of the Python package cannot write or read logs of \
         {name} (its line in python/src/typed.rs is missing)"
    ))
}
