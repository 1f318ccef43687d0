//! The board as the controller: every legal action of random games has a board element
//! (`src/targets.rs`): the pawn's square for a move, the sticks for a throw.

use nile_core::harness::check_targets;
use nile_core::{Game, GameConfig};

type G = nile_senet::Senet;

#[test]
fn every_action_has_a_board_element() {
    let configs: Vec<_> = G::PLAYERS.map(<G as Game>::Config::for_players).collect();
    let checked = check_targets::<G>(&configs, 3).unwrap_or_else(|e| panic!("{e}"));
    assert!(checked > 100, "only {checked} actions were checked");
}
