//! A playout through the trait alone: what one [`Game::random_step`] did ([`RandomStep`]),
//! the step's default by listing ([`random_step_by_listing`]) and a whole random game
//! ([`random_playout`]). They sit with the trait because its default `random_step` and
//! the `from_json` guard use them; the match driver and the bots' rollouts build on them.

use crate::error::GameError;
use crate::game::{Game, Turn};
use crate::rng::GameRng;

/// What one [`Game::random_step`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RandomStep {
    /// A chance outcome was sampled and applied.
    Chance,
    /// A player's decision was taken uniformly at random among the legal actions.
    Decision,
}

/// [`Game::random_step`] through the public API: `sample_chance`, or `legal_actions`
/// then `rng::below`, then `apply`. An override calls it for the states it has no
/// shortcut for.
pub fn random_step_by_listing<G: Game>(
    state: &mut G,
    rng: &mut GameRng,
    legal: &mut Vec<G::Action>,
    chance: &mut Vec<(G::Action, u32)>,
) -> Result<RandomStep, GameError> {
    match state.turn() {
        Turn::Over => Err(GameError::GameOver),
        Turn::Chance => {
            let action = state.sample_chance(rng, chance).ok_or_else(|| {
                GameError::InvalidState("a chance node has no outcome".to_string())
            })?;
            state.apply(action)?;
            Ok(RandomStep::Chance)
        }
        Turn::Player(_) => {
            state.legal_actions(legal);
            if legal.is_empty() {
                return Err(GameError::InvalidState(
                    "a player is to act but has no legal action".to_string(),
                ));
            }
            let action = legal[crate::rng::below(rng, legal.len() as u64) as usize];
            state.apply(action)?;
            Ok(RandomStep::Decision)
        }
    }
}

/// Plays `state` to the end with uniformly random choices for every seat and chance
/// sampled by weight, all from `rng`; returns the number of player decisions taken.
///
/// This is the fast path behind `simulate` and random rollouts: no agents, no log, and
/// the two buffers are reused, so nothing is allocated once they have grown.
///
/// ```
/// use nile_core::{random_playout, rng::seeded, Game, Turn};
/// use nile_core::testing::{Nim, NimConfig};
/// let mut nim = Nim::new(&NimConfig::default())?;
/// let (mut legal, mut chance) = (Vec::new(), Vec::new());
/// let decisions = random_playout(&mut nim, &mut seeded(3), &mut legal, &mut chance)?;
/// assert_eq!(nim.turn(), Turn::Over);
/// assert!(decisions >= 3);
/// # Ok::<(), nile_core::GameError>(())
/// ```
pub fn random_playout<G: Game>(
    state: &mut G,
    rng: &mut GameRng,
    legal: &mut Vec<G::Action>,
    chance: &mut Vec<(G::Action, u32)>,
) -> Result<usize, GameError> {
    let bound = G::step_bound(state.config());
    let mut decisions = 0;
    for _ in 0..=bound {
        if state.turn() == Turn::Over {
            return Ok(decisions);
        }
        if state.random_step(rng, legal, chance)? == RandomStep::Decision {
            decisions += 1;
        }
    }
    Err(GameError::InvalidState(format!(
        "the game did not end within its bound of {bound} steps"
    )))
}
