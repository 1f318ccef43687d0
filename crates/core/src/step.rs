//! One step of a playout under the game's rollout policy ([`policy_step`]), and the
//! weighted draw behind it. The bots' rollouts and searches share these, so every rollout
//! draws the same way. The uniform step ([`random_step_by_listing`]) and [`RandomStep`]
//! belong to the `Game` trait (`nile_core::game`), whose default `random_step` is that
//! step; they are re-exported here so the paths under `nile_core::step` still resolve.

use crate::bots::BotHints;
use crate::error::GameError;
use crate::game::Turn;
use crate::rng::GameRng;

pub use crate::game::{random_step_by_listing, RandomStep};

/// One step of a playout under the game's rollout policy: at a chance node the engine's
/// own [`Game::random_step`](crate::Game::random_step) (the same draws as a random
/// playout); at a decision a legal action drawn by the game's
/// [`BotHints::rollout_weights`] (uniformly where it gives none), applied with
/// [`Game::apply_listed`](crate::Game::apply_listed). `legal`, `chance` and `weights` are
/// scratch space. Weights that do not fit the list (the wrong length, all zero) fall back
/// to a uniform draw rather than fail.
///
/// ```
/// use nile_core::testing::{Nim, NimConfig};
/// use nile_core::{policy_step, rng, Game, RandomStep, Turn};
///
/// let mut game = Nim::new(&NimConfig::default())?;
/// let mut rng = rng::seeded(7);
/// let (mut legal, mut chance, mut weights) = (Vec::new(), Vec::new(), Vec::new());
/// while game.turn() != Turn::Over {
///     policy_step(&mut game, &mut rng, &mut legal, &mut chance, &mut weights)?;
/// }
/// assert!(game.outcome().is_some());
/// # Ok::<(), nile_core::GameError>(())
/// ```
pub fn policy_step<G: BotHints>(
    state: &mut G,
    rng: &mut GameRng,
    legal: &mut Vec<G::Action>,
    chance: &mut Vec<(G::Action, u32)>,
    weights: &mut Vec<u32>,
) -> Result<RandomStep, GameError> {
    if !matches!(state.turn(), Turn::Player(_)) {
        // The engine's own step: chance draws as in a random playout, on its fast path.
        return state.random_step(rng, legal, chance);
    }
    state.legal_actions(legal);
    if legal.is_empty() {
        return Err(GameError::InvalidState(
            "a player is to act but has no legal action".to_string(),
        ));
    }
    state.rollout_weights(legal, weights);
    let action = legal[weighted_index(rng, weights, legal.len())];
    state.apply_listed(action)?;
    Ok(RandomStep::Decision)
}

/// A weight of `total` split evenly among the `count` listed actions of one kind, at
/// least 1 each: how a [`BotHints::rollout_weights`] gives a kind of choice one share however
/// many ways it is listed (scale `total` up first, so the split stays close).
///
/// ```
/// assert_eq!(nile_core::split_weight(60, 4), 15);
/// assert_eq!(nile_core::split_weight(2, 5), 1);
/// ```
pub fn split_weight(total: u32, count: u32) -> u32 {
    (total / count.max(1)).max(1)
}

/// An index below `n` drawn by `weights` (index `i` with chance `weights[i] / total`), or
/// uniformly if they do not fit `n` actions (the wrong length, all zero): the draw of
/// [`policy_step`], shared with searches that draw by [`BotHints::rollout_weights`].
///
/// ```
/// let mut rng = nile_core::rng::seeded(3);
/// assert_eq!(nile_core::weighted_index(&mut rng, &[0, 5, 0], 3), 1);
/// assert!(nile_core::weighted_index(&mut rng, &[], 3) < 3);
/// ```
pub fn weighted_index(rng: &mut GameRng, weights: &[u32], n: usize) -> usize {
    let total: u64 = weights.iter().map(|&w| u64::from(w)).sum();
    if weights.len() != n || total == 0 {
        return crate::rng::below(rng, n as u64) as usize;
    }
    let mut k = crate::rng::below(rng, total);
    for (i, &w) in weights.iter().enumerate() {
        if k < u64::from(w) {
            return i;
        }
        k -= u64::from(w);
    }
    n - 1
}
