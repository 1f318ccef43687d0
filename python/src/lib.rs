//! `nile._nile`: the Rust side of the `nile` Python package.
//!
//! Every game in `nile::registry` is reachable by name through the dynamic layer
//! (`nile_core::dynamic`); nothing here names a game except the typed helper list in
//! `typed.rs`. The Python side (`python/nile/`) adds PettingZoo and OpenSpiel on top.

use nile::core::GameError;
use nile::registry;
use pyo3::prelude::*;
use pyo3::types::PyDict;

mod agent;
mod batch;
mod errors;
mod game;
mod seated;
mod typed;
mod vector;

use errors::IntoPy;
use game::PyGame;

/// The names of every registered game, in the registry's order.
#[pyfunction]
fn games() -> Vec<&'static str> {
    registry::games().iter().map(|e| e.game.name()).collect()
}

/// A game's summary: `name`, `title`, `summary`, `min_players`, `max_players`, and its
/// declared `options` (each a dict of `key`, `help`, `values`, `default`, and the words a
/// setup screen shows: `label`, `value_names`, `solo_only`).
/// The words (title, summary, options' labels, help and value names) are in `lang`
/// (`"en"`, the default, or `"pt-BR"`).
#[pyfunction]
#[pyo3(signature = (name, lang=None))]
fn game_info<'py>(py: Python<'py>, name: &str, lang: Option<&str>) -> PyResult<Bound<'py, PyDict>> {
    let entry = registry::find(name).py_err()?;
    let lang = game::lang_from(lang)?;
    let info = entry.game.info_in(lang);
    let d = PyDict::new(py);
    d.set_item("name", info.name)?;
    d.set_item("title", info.title)?;
    d.set_item(
        "summary",
        if lang == nile::core::Lang::En {
            entry.summary.to_string()
        } else {
            info.summary
        },
    )?;
    d.set_item("min_players", info.min_players)?;
    d.set_item("max_players", info.max_players)?;
    let options = info
        .options
        .iter()
        .map(|o| {
            let od = PyDict::new(py);
            od.set_item("key", o.key)?;
            od.set_item("help", &o.help)?;
            od.set_item("values", o.values.clone())?;
            od.set_item("default", o.default)?;
            od.set_item("label", &o.label)?;
            od.set_item("value_names", o.value_names.clone())?;
            od.set_item("solo_only", o.solo_only)?;
            Ok(od)
        })
        .collect::<PyResult<Vec<_>>>()?;
    d.set_item("options", options)?;
    Ok(d)
}

/// Replays a match log (the JSON the CLI's `--log` writes, or `Game.log_json`) and
/// returns the final state, with the log's seed and its actions as history. The game is
/// the one the log names.
#[pyfunction]
fn replay(json: &str) -> PyResult<PyGame> {
    #[derive(serde::Deserialize)]
    struct Header {
        game: String,
    }
    let header: Header = serde_json::from_str(json)
        .map_err(|e| {
            GameError::InvalidState(format!("the log is not valid JSON for this game: {e}"))
        })
        .py_err()?;
    let entry = registry::find(&header.game).py_err()?;
    // The engine's own replay first: its refusal reads as the CLI's.
    let state = entry.game.replay_log(json).py_err()?;
    match typed::ops_by_name(entry.game.name()) {
        Some(ops) => {
            let log = ops.read_log(json).py_err()?;
            let mut game = PyGame::wrap(
                entry.game.new_game_from_config(&log.config_json).py_err()?,
                entry,
                log.seed,
                Some(Vec::new()),
            );
            for &i in &log.actions {
                game.game.apply_index(i).py_err()?;
            }
            game.history_from(log.actions, log.seats);
            Ok(game)
        }
        None => Ok(PyGame::wrap(state, entry, 0, None)),
    }
}

/// The `nile` extension module.
#[pymodule]
fn _nile(m: &Bound<'_, PyModule>) -> PyResult<()> {
    errors::register(m)?;
    m.add("CHANCE", game::CHANCE)?;
    m.add("TERMINAL", game::TERMINAL)?;
    m.add_function(wrap_pyfunction!(games, m)?)?;
    m.add_function(wrap_pyfunction!(game_info, m)?)?;
    m.add_function(wrap_pyfunction!(replay, m)?)?;
    m.add_function(wrap_pyfunction!(batch::play_batch, m)?)?;
    m.add_class::<PyGame>()?;
    m.add_class::<vector::VectorEnv>()?;
    m.add_class::<agent::PyAgent>()?;
    m.add_class::<agent::SeatEnv>()?;
    m.add_function(wrap_pyfunction!(agent::levels, m)?)?;
    Ok(())
}
