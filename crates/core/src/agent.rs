//! Agents choose actions for seats; the random agent ships here.

use crate::game::Game;
use crate::rng::{below, seeded_stream, GameRng};

/// Something that picks an action for a seat.
///
/// An agent is given the full state for speed, but a fair agent uses only what
/// `state.observation(player)` shows — search agents go through
/// [`Game::determinize`] — so it chooses the same action in any two states that look
/// the same to its seat.
pub trait Agent<G: Game>: Send {
    /// The name used in reports (`"random"`, `"mcts:2000"`).
    fn name(&self) -> String;

    /// Picks one of `legal` (never empty) for `player`, who is to act in `state`.
    fn choose(&mut self, state: &G, player: usize, legal: &[G::Action]) -> G::Action;
}

/// Picks uniformly among the legal actions, from its own seeded generator.
///
/// ```
/// use nile_core::{Agent, RandomAgent};
/// # use nile_core::testing::{Nim, NimAction};
/// let mut agent = RandomAgent::new(1);
/// let state = Nim::default();
/// let legal = [NimAction::Take(1), NimAction::Take(2)];
/// let pick = <RandomAgent as Agent<Nim>>::choose(&mut agent, &state, 0, &legal);
/// assert!(legal.contains(&pick));
/// ```
#[derive(Debug, Clone)]
pub struct RandomAgent {
    rng: GameRng,
}

impl RandomAgent {
    /// A random agent whose choices are fixed by `seed`.
    pub fn new(seed: u64) -> Self {
        RandomAgent {
            rng: seeded_stream(seed, 0x5eed_a9e7),
        }
    }
}

impl<G: Game> Agent<G> for RandomAgent {
    fn name(&self) -> String {
        "random".to_string()
    }

    fn choose(&mut self, _state: &G, _player: usize, legal: &[G::Action]) -> G::Action {
        legal[below(&mut self.rng, legal.len() as u64) as usize]
    }
}
