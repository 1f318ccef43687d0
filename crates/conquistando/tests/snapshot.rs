//! A complete seeded game pinned as a snapshot: any rules change shows up in review.

use std::fmt::Write;

use nile_conquistando::{Conquistando, ConquistandoConfig};
use nile_core::{Agent, Game, GameConfig, Match, RandomAgent};

#[test]
fn a_seeded_three_player_game() {
    let config = ConquistandoConfig::for_players(3);
    let mut agents: Vec<Box<dyn Agent<Conquistando>>> = (0..3)
        .map(|p| Box::new(RandomAgent::new(100 + p)) as Box<dyn Agent<Conquistando>>)
        .collect();
    let mut m = Match::<Conquistando>::new(config, 2026).unwrap();
    let outcome = m.play(&mut agents).unwrap();
    let mut text = String::new();
    let _ = writeln!(
        text,
        "scores {:?}, ranks {:?}",
        outcome.scores, outcome.ranks
    );
    let _ = writeln!(text, "{}", m.state().render(None));
    let _ = writeln!(text, "{} actions:", m.log().actions.len());
    for (i, a) in m.log().actions.iter().enumerate() {
        let _ = writeln!(text, "{i:4} {a}");
    }
    insta::assert_snapshot!(text);
}
