//! Helpers shared by the scenario tests.
#![allow(dead_code)]

use nile_core::Viewer;
use nile_core::{Game, Turn};
use nile_ra::{Ra, RaAction, Tile};

/// The legal actions as text.
pub fn legal(game: &Ra) -> Vec<String> {
    let mut out = Vec::new();
    game.legal_actions(&mut out);
    out.iter().map(ToString::to_string).collect()
}

/// Applies each action text in turn, panicking with the position on a refusal.
pub fn play(game: &mut Ra, actions: &[&str]) {
    for text in actions {
        let action: RaAction = text.parse().unwrap_or_else(|e| panic!("{e}"));
        if let Err(e) = game.apply(action) {
            panic!("\"{text}\" refused: {e}\n{}", game.render(Viewer::All));
        }
        game.check_invariants()
            .unwrap_or_else(|e| panic!("after \"{text}\": {e}"));
    }
}

/// The action is refused and the state is unchanged.
pub fn refused(game: &Ra, text: &str) {
    let mut probe = game.clone();
    let action: RaAction = text.parse().unwrap_or_else(|e| panic!("{e}"));
    assert!(probe.apply(action).is_err(), "\"{text}\" was accepted");
    assert_eq!(&probe, game, "a refused \"{text}\" changed the state");
}

/// The player to act.
pub fn to_act(game: &Ra) -> usize {
    match game.turn() {
        Turn::Player(p) => p,
        other => panic!("expected a player to act, not {other}"),
    }
}

/// The acting player draws `tile`.
pub fn draw(game: &mut Ra, tile: Tile) {
    play(game, &["draw"]);
    assert_eq!(game.turn(), Turn::Chance);
    game.apply(RaAction::Reveal(tile)).unwrap();
    game.check_invariants().unwrap();
}

/// Tiles of `tile` held by every seat.
pub fn held(game: &Ra, tile: Tile) -> Vec<u8> {
    (0..game.players()).map(|p| game.held(p, tile)).collect()
}

/// Every seat's score.
pub fn scores(game: &Ra) -> Vec<i32> {
    (0..game.players()).map(|p| game.score(p)).collect()
}
