//! A complete seeded four-player game pinned as a snapshot (the conformance kit pins a
//! solo game): any rules change shows up in review.

use nile_core::GameConfig;
use nile_pragas::{Pragas, PragasConfig};
use nile_testkit::random_match_text;

fn seeded_game(players: usize, seed: u64) -> String {
    random_match_text::<Pragas>(PragasConfig::for_players(players), seed, 100)
}

#[test]
fn a_seeded_four_player_game() {
    insta::assert_snapshot!(seeded_game(4, 2026));
}

#[test]
fn a_seeded_solo_game() {
    insta::assert_snapshot!(seeded_game(1, 2026));
}
