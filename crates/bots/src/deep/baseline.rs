//! The anchor's hooks as the deep search reads them: the game's published baseline AI
//! ([`BotHints::anchor`]) where it has one. A game without one never gets an `anchor`
//! seat (the spec is refused), but a [`super::DeepConfig::anchor`] built by hand still
//! searches: with the game's own evaluation and units, stopping anywhere and leaving no
//! move out.

use nile_core::bots::BotHints;

/// The baseline's leaf scoring, or the game's evaluation.
pub(super) fn evaluate<G: BotHints>(state: &G, out: &mut Vec<f64>) {
    match G::anchor() {
        Some(anchor) => anchor.evaluate(state, out),
        None => state.evaluate(out),
    }
}

/// Whether the step from `before` to `state` counts toward the baseline's horizon, or
/// ends one of the game's units.
pub(super) fn ends_unit<G: BotHints>(state: &G, before: &G) -> bool {
    match G::anchor() {
        Some(anchor) => anchor.ends_unit(state, before),
        None => state.ends_unit(before),
    }
}

/// Whether the baseline may stop at `state` once its horizon is spent (anywhere without
/// one).
pub(super) fn may_stop<G: BotHints>(state: &G) -> bool {
    G::anchor().is_none_or(|anchor| anchor.may_stop(state))
}

/// Whether the baseline leaves `action` out of its search at `state` (nothing without
/// one).
pub(super) fn skips<G: BotHints>(state: &G, action: G::Action) -> bool {
    G::anchor().is_some_and(|anchor| anchor.skips(state, action))
}
