//! The board as the controller: every legal action of random games has a board element
//! ([`nile_core::BoardTargets`], `src/targets.rs`), and where one element carries several
//! actions each has its own menu entry.

use nile_core::harness::check_targets;
use nile_core::{Game, GameConfig};

type G = nile_pragas::Pragas;

#[test]
fn every_action_has_a_board_element() {
    let mut configs: Vec<_> = G::PLAYERS.map(<G as Game>::Config::for_players).collect();
    // The advanced game's Special Actions too.
    let mut advanced = nile_pragas::PragasConfig::for_players(2);
    advanced.set_option("advanced", "true").unwrap();
    configs.push(advanced);
    let checked = check_targets::<G>(&configs, 4).unwrap_or_else(|e| panic!("{e}"));
    assert!(checked > 1000, "only {checked} actions were checked");
}
