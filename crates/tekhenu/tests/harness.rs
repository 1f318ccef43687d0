//! Property tests through the shared harness, for every seat count and solo level.

use nile_core::harness::{cases, check_game};
use nile_core::GameConfig;
use nile_tekhenu::{Difficulty, Tekhenu, TekhenuConfig};

#[test]
fn random_games_two_to_four_players() {
    let configs: Vec<_> = (2..=4).map(TekhenuConfig::for_players).collect();
    check_game::<Tekhenu>(&configs, cases(60), 11);
}

#[test]
fn random_solo_games_at_every_difficulty() {
    let configs: Vec<_> = Difficulty::ALL
        .iter()
        .map(|&d| TekhenuConfig {
            difficulty: d,
            ..TekhenuConfig::for_players(1)
        })
        .collect();
    check_game::<Tekhenu>(&configs, cases(60), 29);
}

#[test]
fn random_games_with_variants() {
    let mut printed = TekhenuConfig::for_players(3);
    printed.printed_horus = true;
    let mut challenge = TekhenuConfig::for_players(1);
    challenge.challenge = true;
    challenge.bot_decree_8 = true;
    check_game::<Tekhenu>(&[printed, challenge], cases(20), 5);
}
