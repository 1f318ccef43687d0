//! A seeded random game, pinned: final position, scores and the whole action list.

use nile_core::{Agent, Game, GameConfig, Match, RandomAgent};
use nile_tekhenu::{Difficulty, Tekhenu, TekhenuConfig};

fn play(config: TekhenuConfig, seed: u64) -> String {
    let players = config.players;
    let mut agents: Vec<Box<dyn Agent<Tekhenu>>> = (0..players)
        .map(|p| Box::new(RandomAgent::new(seed + p as u64)) as Box<dyn Agent<Tekhenu>>)
        .collect();
    let mut m = Match::<Tekhenu>::new(config, seed).expect("config");
    m.play(&mut agents).expect("play");
    let state = m.state();
    let actions: Vec<String> = m.log().actions.iter().map(|a| a.to_string()).collect();
    format!(
        "{}\noutcome: {:?}\n\nactions ({}):\n{}",
        state.render(None),
        state.outcome(),
        actions.len(),
        actions.join("\n")
    )
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
