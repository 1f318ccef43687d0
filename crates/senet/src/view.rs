//! What a seat may see. Nothing in Senet is hidden: every seat sees the whole board and
//! every throw, so each observation is the state itself and determinizing changes nothing.

use nile_core::GameRng;

use crate::state::Senet;

/// `Game::observation`: the whole state, for any seat.
pub(crate) fn observation(g: &Senet, _player: usize) -> Senet {
    g.clone()
}

/// `Game::public_observation`: the whole state.
pub(crate) fn public_observation(g: &Senet) -> Senet {
    g.clone()
}

/// `Game::determinize`: the state itself, there being nothing to sample.
pub(crate) fn determinize(g: &Senet, _observer: usize, _rng: &mut GameRng) -> Senet {
    g.clone()
}
