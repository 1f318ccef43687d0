//! What a seat may see: everything. Nothing in Rá is hidden (`docs/ra.md` GAP-26,
//! GAP-27): the bag is a multiset of known counts with no order (each draw is a chance
//! node, so there is no order to hide), every face-down disc was seen when it was won,
//! and scores follow from public tiles. So every observation is the state itself, and a
//! determinization has nothing to guess: it returns the state.

use nile_core::GameRng;

use crate::state::Ra;

/// What seat `_player` sees: the whole state.
#[inline]
pub(crate) fn observation(s: &Ra, _player: usize) -> Ra {
    s.clone()
}

/// What a spectator sees: the whole state too, as nothing is hidden from any seat.
#[inline]
pub(crate) fn public_observation(s: &Ra) -> Ra {
    s.clone()
}

/// A state consistent with what `_observer` sees: the state itself, as nothing is hidden
/// (the bag order does not exist under deferred sampling).
#[inline]
pub(crate) fn determinize(s: &Ra, _observer: usize, _rng: &mut GameRng) -> Ra {
    s.clone()
}
