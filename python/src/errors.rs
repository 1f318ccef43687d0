//! `GameError` as Python exceptions: one class per variant under `nile.NileError` (a
//! `ValueError`), carrying the Rust error's own sentence.

use nile::core::GameError;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

pyo3::create_exception!(
    nile,
    NileError,
    PyValueError,
    "Any error nile's Rust engines return; the message is the Rust error's sentence."
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

/// The Python exception for a Rust error, with the same sentence.
pub fn to_py(e: GameError) -> PyErr {
    let message = e.to_string();
    match e {
        GameError::GameOver => GameOverError::new_err(message),
        GameError::NotYourTurn { .. } => NotYourTurnError::new_err(message),
        GameError::IllegalAction { .. } => IllegalActionError::new_err(message),
        GameError::InvalidConfig(_) => InvalidConfigError::new_err(message),
        GameError::InvalidState(_) => InvalidStateError::new_err(message),
        GameError::InvalidAgent(_) => InvalidAgentError::new_err(message),
        GameError::ParseAction { .. } => ParseActionError::new_err(message),
    }
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
