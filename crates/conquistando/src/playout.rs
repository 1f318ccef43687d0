//! A rollout policy ([`nile_core::bots::BotHints::rollout_weights`]) for MCTS rollouts that should
//! look like games people play rather than uniformly random ones.
//!
//! A uniform draw ends a seat's actions as often as it takes any one of them (`end
//! actions` is listed beside a handful of choices), and it builds far more often than it
//! makes people or moves armies, because every building is listed on its own. The
//! weights below give each kind of own action an equal share (build, make a person,
//! move the army, attack; within a kind the draw stays uniform) and leave ending the
//! actions a small one, taken when nothing else is worth much. Every other choice (the
//! terrain, how many soldiers, whom to help) stays uniform.
//!
//! The numbers are estimates, not rules; they only steer bots.

use crate::action::Action;
use crate::state::Conquistando;

/// Every weight is multiplied by this before it is split among a kind's actions, so the
/// split stays close (2520 divides evenly by every count from 1 to 10).
const SCALE: u32 = 2520;
/// Weight of each kind of own action (build, make, move the army, attack).
const KIND: u32 = 4;
/// Weight of ending the actions while something else is possible.
const END: u32 = 1;

impl Conquistando {
    /// The rollout weights of `legal` into `out`; empty (uniform) unless the seat is
    /// choosing its next own action.
    pub(crate) fn playout_weights(&self, legal: &[Action], out: &mut Vec<u32>) {
        out.clear();
        if legal.len() < 2 || !legal.contains(&Action::EndActions) {
            return;
        }
        let mut counts = [0u32; 4];
        for &action in legal {
            if let Some(k) = kind(action) {
                counts[k] += 1;
            }
        }
        out.extend(legal.iter().map(|&action| match kind(action) {
            Some(k) => nile_core::split_weight(KIND * SCALE, counts[k]),
            None if action == Action::EndActions => END * SCALE,
            None => SCALE,
        }));
    }
}

/// The kind of an own action: build, make, move the army, attack.
fn kind(action: Action) -> Option<usize> {
    match action {
        Action::Build(_) => Some(0),
        Action::Make(_) => Some(1),
        Action::MoveArmy => Some(2),
        Action::Attack => Some(3),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::ConquistandoConfig;
    use nile_core::bots::BotHints;
    use nile_core::{rng, Game, GameConfig, Turn};

    /// At every choice of an own action, the weights fit the list and ending the actions
    /// weighs less than any kind of action taken as a whole.
    #[test]
    fn ending_the_actions_is_the_rare_choice() {
        let mut checked = 0;
        for players in 2..=4 {
            let config = ConquistandoConfig::for_players(players);
            let mut game = Conquistando::new(&config).unwrap();
            let mut rng = rng::seeded(players as u64);
            let (mut legal, mut chance, mut weights) = (Vec::new(), Vec::new(), Vec::new());
            while game.turn() != Turn::Over {
                game.legal_actions(&mut legal);
                game.rollout_weights(&legal, &mut weights);
                if let Some(end) = legal.iter().position(|&a| a == Action::EndActions) {
                    if legal.len() > 1 {
                        assert_eq!(weights.len(), legal.len());
                        let others: u32 = weights.iter().sum::<u32>() - weights[end];
                        assert!(weights[end] * KIND <= others, "{legal:?} {weights:?}");
                        checked += 1;
                    }
                }
                game.random_step(&mut rng, &mut legal, &mut chance).unwrap();
            }
        }
        assert!(checked > 20, "{checked}");
    }
}
