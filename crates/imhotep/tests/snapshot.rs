//! A complete seeded game pinned as a snapshot: actions, final position and scores.

use nile_core::GameConfig;
use nile_imhotep::{Imhotep, ImhotepConfig};
use nile_testkit::random_match_text;

fn seeded_game(players: usize, sides: &str, seed: u64) -> String {
    let mut config = ImhotepConfig::for_players(players);
    config.set_option("sides", sides).unwrap();
    config.set_option("variant", "pharaohs-fury").unwrap();
    random_match_text::<Imhotep>(config, seed, seed)
}

#[test]
fn seeded_three_player_mixed_sides_game() {
    insta::assert_snapshot!(seeded_game(3, "ABABA", 2026));
}

#[test]
fn seeded_four_player_side_a_game() {
    insta::assert_snapshot!(seeded_game(4, "AAAAA", 7));
}
