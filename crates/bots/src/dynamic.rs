//! Agents for games behind the dynamic layer ([`nile_core::DynGame`]): the same bots,
//! choosing action indices, so a front end that knows games only by name (the `nile`
//! binary, Python, the browser app) seats them like the typed CLI does.

use nile_core::bots::{BotHints, LevelSpecs};
use nile_core::dynamic::{DynGame, DynState, GameType};
use nile_core::{Agent, GameError, Turn};

use crate::cap::ThinkCap;
use crate::spec::agent_from_spec_capped;

/// An agent that picks an action index for a seat of a [`DynGame`].
pub trait DynAgent: Send {
    /// The name used in reports (the seat spec).
    fn name(&self) -> String;
    /// Picks one of `state`'s legal action indices for `player`, who must be to act.
    fn choose(&mut self, state: &dyn DynGame, player: usize) -> Result<usize, GameError>;
}

/// Builds agents for one game kind from seat specs; implemented for every
/// [`GameType`], so a registry entry makes bots for its game by name.
pub trait DynAgents: Send + Sync {
    /// An agent from a seat spec (`"random"`, `"greedy"`, `"mcts:2000"`) whose choices are
    /// fixed by `seed`.
    fn agent(&self, spec: &str, seed: u64) -> Result<Box<dyn DynAgent>, GameError> {
        self.agent_capped(spec, seed, None)
    }

    /// [`DynAgents::agent`], with every move stopped at `cap` whatever the spec's own
    /// knobs say ([`crate::cap`]).
    fn agent_capped(
        &self,
        spec: &str,
        seed: u64,
        cap: Option<ThinkCap>,
    ) -> Result<Box<dyn DynAgent>, GameError>;

    /// The seat spec `level` (`easy`, `medium` or `hard`, any case) stands for in this
    /// game ([`crate::levels`]); `None` if `level` is no level.
    fn level_spec(&self, level: &str) -> Option<&'static str>;

    /// The levels the game declares, measured for it ([`BotHints::LEVELS`]); `None` for
    /// a game whose levels are the fallback ([`crate::levels::FALLBACK`]).
    fn measured_levels(&self) -> Option<LevelSpecs>;
}

impl<G: BotHints> DynAgents for GameType<G> {
    fn agent_capped(
        &self,
        spec: &str,
        seed: u64,
        cap: Option<ThinkCap>,
    ) -> Result<Box<dyn DynAgent>, GameError> {
        Ok(Box::new(Typed::<G> {
            agent: agent_from_spec_capped::<G>(spec, seed, cap)?,
            legal: Vec::new(),
        }))
    }

    fn level_spec(&self, level: &str) -> Option<&'static str> {
        crate::levels::level_spec::<G>(level)
    }

    fn measured_levels(&self) -> Option<LevelSpecs> {
        G::LEVELS
    }
}

/// A typed agent seen through the dynamic layer.
struct Typed<G: BotHints> {
    agent: Box<dyn Agent<G>>,
    legal: Vec<G::Action>,
}

impl<G: BotHints> DynAgent for Typed<G> {
    fn name(&self) -> String {
        self.agent.name()
    }

    fn choose(&mut self, state: &dyn DynGame, player: usize) -> Result<usize, GameError> {
        let typed = state
            .as_any()
            .downcast_ref::<DynState<G>>()
            .ok_or_else(|| {
                GameError::InvalidAgent(nile_core::sentence!(
                    crate::texts::TEXTS,
                    "wrong-game",
                    game = G::NAME,
                    other = state.name()
                ))
            })?;
        let game = &typed.state;
        if game.turn() != Turn::Player(player) {
            return Err(GameError::NotYourTurn {
                expected: game.turn().sentence(),
                got: player,
            });
        }
        game.legal_actions(&mut self.legal);
        let action = self.agent.choose(game, player, &self.legal);
        G::action_to_index(game.config(), action)
            .ok_or_else(|| GameError::InvalidState(format!("\"{action}\" has no action index")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nile_core::dynamic::DynGameType;
    use nile_core::rng::seeded;
    use nile_core::testing::Nim;

    #[test]
    fn a_dynamic_mcts_agent_plays_nim_to_the_end() {
        let kind = GameType::<Nim>::NEW;
        let mut game = kind.new_game(2, &[]).unwrap();
        let mut agents = [
            kind.agent("mcts:200", 1).unwrap(),
            kind.agent("random", 2).unwrap(),
        ];
        let mut rng = seeded(3);
        while let turn @ (Turn::Chance | Turn::Player(_)) = game.turn() {
            match turn {
                Turn::Player(p) => {
                    let i = agents[p].choose(game.as_ref(), p).unwrap();
                    game.apply_index(i).unwrap();
                }
                _ => {
                    game.sample_chance(&mut rng).unwrap();
                }
            }
        }
        assert!(game.outcome().is_some());
        assert!(kind.agent("mtcs:1", 1).is_err());
        assert_eq!(kind.level_spec("hard"), Some(crate::levels::FALLBACK.hard));
        assert_eq!(kind.measured_levels(), None);
    }
}
