//! A complete seeded four-player game pinned as a snapshot (the conformance kit pins a
//! solo game): any rules change shows up in review.

use std::fmt::Write;

use nile_core::{Agent, Game, GameConfig, Match, RandomAgent};
use nile_pragas::{Pragas, PragasConfig};

fn seeded_game(players: usize, seed: u64) -> String {
    let config = PragasConfig::for_players(players);
    let mut agents: Vec<Box<dyn Agent<Pragas>>> = (0..players)
        .map(|p| Box::new(RandomAgent::new(100 + p as u64)) as Box<dyn Agent<Pragas>>)
        .collect();
    let mut m = Match::<Pragas>::new(config, seed).unwrap();
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
    text
}

#[test]
fn a_seeded_four_player_game() {
    insta::assert_snapshot!(seeded_game(4, 2026));
}

#[test]
fn a_seeded_solo_game() {
    insta::assert_snapshot!(seeded_game(1, 2026));
}
