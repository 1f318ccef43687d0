//! A complete seeded game pinned as a snapshot: actions, final position and scores.

use nile_core::{Agent, Game, GameConfig, Match, RandomAgent};
use nile_imhotep::{Imhotep, ImhotepConfig};

fn seeded_game(players: usize, sides: &str, seed: u64) -> String {
    let mut config = ImhotepConfig::for_players(players);
    config.set_option("sides", sides).unwrap();
    config.set_option("variant", "pharaohs-fury").unwrap();
    let mut agents: Vec<Box<dyn Agent<Imhotep>>> = (0..players)
        .map(|p| Box::new(RandomAgent::new(seed + p as u64)) as Box<dyn Agent<Imhotep>>)
        .collect();
    let mut m = Match::<Imhotep>::new(config, seed).unwrap();
    let outcome = m.play(&mut agents).unwrap();
    let actions: Vec<String> = m.log().actions.iter().map(|a| a.to_string()).collect();
    format!(
        "{}\nscores {:?}, ranks {:?}\n\n{} actions:\n{}\n",
        m.state().render(None),
        outcome.scores,
        outcome.ranks,
        actions.len(),
        actions.join("\n")
    )
}

#[test]
fn seeded_three_player_mixed_sides_game() {
    insta::assert_snapshot!(seeded_game(3, "ABABA", 2026));
}

#[test]
fn seeded_four_player_side_a_game() {
    insta::assert_snapshot!(seeded_game(4, "AAAAA", 7));
}
