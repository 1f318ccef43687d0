//! The shared nile harness on 10 Pragas do Egito: every player count, the short game and
//! the advanced papyrus.

use nile_core::{harness, GameConfig};
use nile_pragas::{Pragas, PragasConfig};

fn config(players: usize, options: &[(&str, &str)]) -> PragasConfig {
    let mut c = PragasConfig::for_players(players);
    for (k, v) in options {
        c.set_option(k, v).unwrap();
    }
    c
}

fn check(players: usize, options: &[(&str, &str)], games: usize) {
    harness::check_game::<Pragas>(
        &[config(players, options)],
        harness::cases(games),
        players as u64,
    );
}

#[test]
fn solo_passes_the_harness() {
    check(1, &[], 12);
}

#[test]
fn two_players_pass_the_harness() {
    check(2, &[], 12);
}

#[test]
fn three_players_pass_the_harness() {
    check(3, &[], 12);
}

#[test]
fn four_players_pass_the_harness() {
    check(4, &[], 12);
}

#[test]
fn the_short_game_passes_the_harness() {
    check(4, &[("rounds", "8")], 6);
    check(1, &[("rounds", "8")], 6);
}

#[test]
fn the_advanced_papyrus_passes_the_harness() {
    check(3, &[("advanced", "true")], 6);
    check(1, &[("advanced", "true")], 6);
}
