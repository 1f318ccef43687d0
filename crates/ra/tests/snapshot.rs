//! A complete seeded game pinned as a snapshot: any rules change shows up in review.

use std::fmt::Write;

use nile_core::{Agent, Game, GameConfig, Match, RandomAgent};
use nile_ra::{Ra, RaConfig};

#[test]
fn a_seeded_four_player_game() {
    let config = RaConfig::for_players(4);
    let mut agents: Vec<Box<dyn Agent<Ra>>> = (0..4)
        .map(|p| Box::new(RandomAgent::new(100 + p)) as Box<dyn Agent<Ra>>)
        .collect();
    let mut m = Match::<Ra>::new(config, 2026).unwrap();
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
