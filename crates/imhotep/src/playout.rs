//! A rollout policy ([`nile_core::bots::BotHints::rollout_weights`]): how a quick but sensible
//! player shares a turn between the four turn actions, for MCTS rollouts that should
//! look like games people play rather than uniformly random ones.
//!
//! A uniform draw over the listed actions mostly sails: every ship that may sail is
//! listed once per open site, so with three ships ready and five sites open fifteen of
//! some twenty actions are sails, most of them of ships that carry nothing of the
//! mover's. The weights below give each kind of action a share of the turn instead:
//! taking stones when the sled runs low, placing while it has stones, sailing ships by
//! the mover's stones aboard (and full ships, which can only sail), playing a blue card
//! now and then. Within a kind the draw stays uniform (every place, every open site).
//!
//! The numbers are estimates, not rules; they only steer bots.

use crate::action::ImhotepAction;
use crate::state::{Imhotep, Phase};

/// Every weight is multiplied by this before it is split among a kind's actions, so the
/// split stays close (60 divides evenly by every count of open sites, 1 to 5).
const SCALE: u32 = 60;
/// Weight of taking stones, by the stones already on the sled (0 to 5).
const TAKE_BY_SLED: [u32; 6] = [8, 5, 3, 2, 1, 1];
/// Weight of placing a stone, shared among every free space of every ship.
const PLACE: u32 = 6;
/// Weight of sailing one ship, shared among the open sites: a base, more for each of
/// the mover's stones aboard, more if the ship is full (it can take no more stones).
const SAIL_BASE: u32 = 1;
/// See [`SAIL_BASE`].
const SAIL_PER_OWN_STONE: u32 = 3;
/// See [`SAIL_BASE`].
const SAIL_FULL: u32 = 2;
/// Weight of playing a blue card, shared among the playable ones.
const PLAY: u32 = 2;

impl Imhotep {
    /// The rollout weights of `legal` (the turn's listed actions) into `out`; empty
    /// (uniform) outside a turn, where the few choices are left to chance.
    pub(crate) fn playout_weights(&self, legal: &[ImhotepAction], out: &mut Vec<u32>) {
        out.clear();
        if self.phase != Phase::Turn || legal.len() < 2 {
            return;
        }
        let mover = usize::from(self.current);
        let (mut places, mut plays) = (0u32, 0u32);
        let mut sites = [0u32; crate::ships::SHIPS_PER_ROUND];
        for action in legal {
            match *action {
                ImhotepAction::Place { .. } => places += 1,
                ImhotepAction::Play(_) => plays += 1,
                ImhotepAction::Sail { ship, .. } => {
                    if let Some(n) = sites.get_mut(usize::from(ship)) {
                        *n += 1;
                    }
                }
                _ => {}
            }
        }
        // One weight per ship (already split among its sites), not one per sail listed.
        let mut sail = [SCALE; crate::ships::SHIPS_PER_ROUND];
        for (ship, (w, &open)) in sail.iter_mut().zip(&sites).enumerate() {
            if open > 0 {
                *w = share(self.sail_weight(ship, mover), open);
            }
        }
        let sled = self.builders.get(mover).map_or(0, |b| usize::from(b.sled));
        let (take, place, play) = (
            TAKE_BY_SLED[sled.min(TAKE_BY_SLED.len() - 1)] * SCALE,
            share(PLACE, places),
            share(PLAY, plays),
        );
        out.extend(legal.iter().map(|action| match *action {
            ImhotepAction::TakeStones => take,
            ImhotepAction::Place { .. } => place,
            ImhotepAction::Play(_) => play,
            ImhotepAction::Sail { ship, .. } => {
                sail.get(usize::from(ship)).copied().unwrap_or(SCALE)
            }
            _ => SCALE,
        }));
    }

    /// How much the mover wants ship `ship` to sail (before the split among sites).
    fn sail_weight(&self, ship: usize, mover: usize) -> u32 {
        let Some(s) = self.ships.get(ship) else {
            return SAIL_BASE;
        };
        let code = mover as u8 + 1;
        let own = s.slots[..usize::from(s.capacity).min(s.slots.len())]
            .iter()
            .filter(|&&c| c == code)
            .count() as u32;
        let full = if s.free_slots() == 0 { SAIL_FULL } else { 0 };
        SAIL_BASE + SAIL_PER_OWN_STONE * own + full
    }
}

/// `weight`, scaled, split evenly among `count` actions.
fn share(weight: u32, count: u32) -> u32 {
    nile_core::split_weight(weight * SCALE, count)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::ImhotepConfig;
    use nile_core::bots::BotHints;
    use nile_core::{rng, Game, GameConfig, Turn};

    /// Plays seeded random games and, at every turn, checks the weights fit the list.
    #[test]
    fn weights_fit_the_listed_actions_and_favour_own_ships() {
        let mut checked = 0;
        for players in 2..=4 {
            let mut game = Imhotep::new(&ImhotepConfig::for_players(players)).unwrap();
            let mut rng = rng::seeded(players as u64);
            let (mut legal, mut chance, mut weights) = (Vec::new(), Vec::new(), Vec::new());
            while game.turn() != Turn::Over {
                game.legal_actions(&mut legal);
                game.rollout_weights(&legal, &mut weights);
                if game.phase == Phase::Turn && legal.len() > 1 {
                    assert_eq!(weights.len(), legal.len());
                    assert!(weights.iter().all(|&w| w > 0));
                    checked += 1;
                }
                game.random_step(&mut rng, &mut legal, &mut chance).unwrap();
            }
        }
        assert!(checked > 100);
    }

    /// A ship carrying the mover's stones is worth more sailing than one carrying
    /// another seat's, and a full ship more than one with room.
    #[test]
    fn own_and_full_ships_sail_more_often() {
        let mut game = Imhotep::new(&ImhotepConfig::for_players(2)).unwrap();
        let mut rng = rng::seeded(3);
        let (mut legal, mut chance) = (Vec::new(), Vec::new());
        while game.phase != Phase::Turn {
            game.random_step(&mut rng, &mut legal, &mut chance).unwrap();
        }
        let mover = usize::from(game.current);
        let other = 1 - mover;
        game.ships[0].load_stone(0, mover as u8 + 1);
        game.ships[1].load_stone(0, other as u8 + 1);
        let (own, theirs) = (game.sail_weight(0, mover), game.sail_weight(1, mover));
        assert!(own > theirs, "own {own}, theirs {theirs}");
        let ship = &mut game.ships[1];
        let cap = ship.capacity;
        for slot in 1..cap {
            ship.load_stone(slot, other as u8 + 1);
        }
        assert_eq!(game.sail_weight(1, mover), theirs + SAIL_FULL);
    }
}
