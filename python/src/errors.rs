//! `GameError` as Python exceptions: one class per variant under `nile.NileError` (a
//! `ValueError`), carrying the Rust error's own sentence (English, as `str(e)`), and the
//! same sentence in every language nile speaks as `e.texts` (`e.texts["pt-BR"]`).

use nile::core::{GameError, Lang};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use pyo3::PyTypeInfo;

pyo3::create_exception!(
    nile,
    NileError,
    PyValueError,
    "Any error nile's Rust engines return; the message is the Rust error's sentence, and \
     `texts` holds it in every language nile speaks, by tag (`e.texts[\"pt-BR\"]`)."
);
pyo3::create_exception!(
    nile,
    GameOverError,
    NileError,
    "The game is over, so no more actions can be taken."
);
pyo3::create_exception!(
    nile,
    NotYourTurnError,
    NileError,
    "The action came from a seat whose turn it is not."
);
pyo3::create_exception!(
    nile,
    IllegalActionError,
    NileError,
    "The action is not legal now."
);
pyo3::create_exception!(
    nile,
    InvalidConfigError,
    NileError,
    "The configuration cannot start a game (seat count, options, game name, seat number)."
);
pyo3::create_exception!(
    nile,
    InvalidStateError,
    NileError,
    "A state, log or request was malformed or broke the game's invariants."
);
pyo3::create_exception!(
    nile,
    InvalidAgentError,
    NileError,
    "A seat spec names no agent or its knobs are wrong."
);
pyo3::create_exception!(
    nile,
    ParseActionError,
    NileError,
    "Text (or an index) could not be read as an action."
);

/// The Python exception for a Rust error, with the same sentence, and `texts` in every
/// language nile speaks.
pub fn to_py(e: GameError) -> PyErr {
    let texts = |err: &GameError| Lang::PLAYABLE.map(|lang| (lang, err.text(lang)));
    match &e {
        GameError::GameOver => raise::<GameOverError>(texts(&e)),
        GameError::NotYourTurn { .. } => raise::<NotYourTurnError>(texts(&e)),
        GameError::IllegalAction { .. } => raise::<IllegalActionError>(texts(&e)),
        GameError::InvalidConfig(_) => raise::<InvalidConfigError>(texts(&e)),
        GameError::InvalidState(_) => raise::<InvalidStateError>(texts(&e)),
        GameError::InvalidAgent(_) => raise::<InvalidAgentError>(texts(&e)),
        GameError::ParseAction { .. } => raise::<ParseActionError>(texts(&e)),
    }
}

/// A `NileError` of class `E` for a mistake in the calling program's own call (a wrong
/// argument's type or shape): a diagnostic for its author, the same English sentence
/// under every language of `texts`, as the engines' diagnostics are.
pub fn diagnostic<E: PyTypeInfo>(message: impl Into<String>) -> PyErr {
    let message = message.into();
    raise::<E>(Lang::PLAYABLE.map(|lang| (lang, message.clone())))
}

/// An exception of class `E` whose message is the English text, with `texts` holding
/// every language's.
fn raise<E: PyTypeInfo>(texts: [(Lang, String); 2]) -> PyErr {
    let english = texts
        .iter()
        .find(|(lang, _)| *lang == Lang::En)
        .map(|(_, text)| text.clone())
        .unwrap_or_default();
    let err = PyErr::new::<E, _>(english);
    Python::attach(|py| {
        let dict = PyDict::new(py);
        for (lang, text) in &texts {
            // Setting an item on a new dict, or an attribute on a new exception, fails
            // only when Python is out of memory; the English message is there either way.
            let _ = dict.set_item(lang.tag(), text);
        }
        let _ = err.value(py).setattr("texts", dict);
    });
    err
}

/// `Result<T, GameError>` into `PyResult<T>`.
pub trait IntoPy<T> {
    /// Converts the error.
    fn py_err(self) -> PyResult<T>;
}

impl<T> IntoPy<T> for Result<T, GameError> {
    fn py_err(self) -> PyResult<T> {
        self.map_err(to_py)
    }
}

/// Adds the exception classes to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("NileError", py.get_type::<NileError>())?;
    m.add("GameOverError", py.get_type::<GameOverError>())?;
    m.add("NotYourTurnError", py.get_type::<NotYourTurnError>())?;
    m.add("IllegalActionError", py.get_type::<IllegalActionError>())?;
    m.add("InvalidConfigError", py.get_type::<InvalidConfigError>())?;
    m.add("InvalidStateError", py.get_type::<InvalidStateError>())?;
    m.add("InvalidAgentError", py.get_type::<InvalidAgentError>())?;
    m.add("ParseActionError", py.get_type::<ParseActionError>())?;
    Ok(())
}
