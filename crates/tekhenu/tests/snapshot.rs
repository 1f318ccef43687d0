//! A seeded random game, pinned: final position, scores and the whole action list.

use nile_core::GameConfig;
use nile_tekhenu::{Difficulty, Tekhenu, TekhenuConfig};
use nile_testkit::random_match_text;

fn play(config: TekhenuConfig, seed: u64) -> String {
    random_match_text::<Tekhenu>(config, seed, seed)
}

#[test]
fn seeded_four_player_game() {
    insta::assert_snapshot!(play(TekhenuConfig::for_players(4), 2026));
}

#[test]
fn seeded_solo_game_hard() {
    let mut c = TekhenuConfig::for_players(1);
    c.difficulty = Difficulty::Hard;
    insta::assert_snapshot!(play(c, 7));
}
