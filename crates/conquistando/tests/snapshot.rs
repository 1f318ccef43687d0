//! A complete seeded game pinned as a snapshot: any rules change shows up in review.

use nile_conquistando::{Conquistando, ConquistandoConfig};
use nile_core::GameConfig;
use nile_testkit::random_match_text;

#[test]
fn a_seeded_three_player_game() {
    let config = ConquistandoConfig::for_players(3);
    insta::assert_snapshot!(random_match_text::<Conquistando>(config, 2026, 100));
}
