//! The shared nile harness on Rá, for every player count.

use nile_core::{harness, GameConfig};
use nile_ra::{Ra, RaConfig};

fn check(players: usize, games: usize) {
    harness::check_game::<Ra>(
        &[RaConfig::for_players(players)],
        harness::cases(games),
        players as u64,
    );
}

#[test]
fn two_players_pass_the_harness() {
    check(2, 40);
}

#[test]
fn three_players_pass_the_harness() {
    check(3, 40);
}

#[test]
fn four_players_pass_the_harness() {
    check(4, 40);
}

#[test]
fn five_players_pass_the_harness() {
    check(5, 40);
}
