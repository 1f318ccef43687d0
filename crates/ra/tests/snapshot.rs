//! A complete seeded game pinned as a snapshot: any rules change shows up in review.

use nile_core::GameConfig;
use nile_ra::{Ra, RaConfig};
use nile_testkit::random_match_text;

#[test]
fn a_seeded_four_player_game() {
    insta::assert_snapshot!(random_match_text::<Ra>(RaConfig::for_players(4), 2026, 100));
}
