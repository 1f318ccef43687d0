//! What a seat may see. Nothing in the state is hidden: face-down cards are not in it
//! (each is drawn from its deck's public multiset when it is turned, and the multisets of
//! cards still face down are known to all), so every observation is the state and
//! determinizing has nothing to resample.

use nile_core::GameRng;

use crate::state::Conquistando;

/// `Game::observation`: the state, for any seat.
pub(crate) fn observation(g: &Conquistando, _player: usize) -> Conquistando {
    g.clone()
}

/// `Game::public_observation`: nothing is hidden from any seat, so a spectator sees the
/// state too.
pub(crate) fn public_observation(g: &Conquistando) -> Conquistando {
    g.clone()
}

/// `Game::determinize`: the state itself (deferred sampling keeps no hidden order).
pub(crate) fn determinize(g: &Conquistando, _observer: usize, _rng: &mut GameRng) -> Conquistando {
    g.clone()
}
