//! The shared nile harness for 2, 3 and 4 players and both options.

use nile_conquistando::{Conquistando, ConquistandoConfig};
use nile_core::{harness, GameConfig};

fn config(players: usize, achievements: &str, loss_basis: &str) -> ConquistandoConfig {
    let mut c = ConquistandoConfig::for_players(players);
    c.set_option("achievements", achievements).unwrap();
    c.set_option("loss_basis", loss_basis).unwrap();
    c
}

#[test]
fn two_players_pass_the_harness() {
    harness::check_game::<Conquistando>(&[config(2, "on", "defenders")], harness::cases(12), 2);
}

#[test]
fn three_players_pass_the_harness() {
    harness::check_game::<Conquistando>(&[config(3, "on", "attackers")], harness::cases(8), 3);
}

#[test]
fn four_players_pass_the_harness() {
    harness::check_game::<Conquistando>(&[config(4, "on", "defenders")], harness::cases(6), 4);
}

#[test]
fn both_options_off_and_attackers_pass_the_harness() {
    harness::check_game::<Conquistando>(
        &[config(2, "off", "attackers"), config(4, "off", "defenders")],
        harness::cases(4),
        5,
    );
}
