//! The board as the controller: every legal action of random games has a board element
//! ([`nile_core::BoardTargets`], `src/targets.rs`), and where one element carries several
//! actions each has its own menu entry.

use nile_core::harness::check_targets;
use nile_core::{Game, GameConfig};

type G = nile_conquistando::Conquistando;

#[test]
fn every_action_has_a_board_element() {
    let configs: Vec<_> = G::PLAYERS.map(<G as Game>::Config::for_players).collect();
    let checked = check_targets::<G>(&configs, 3).unwrap_or_else(|e| panic!("{e}"));
    assert!(checked > 1000, "only {checked} actions were checked");
}
