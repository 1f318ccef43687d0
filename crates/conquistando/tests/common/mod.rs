//! Helpers shared by the scenario tests.
#![allow(dead_code)]

use nile_conquistando::{Action, Conquistando};
use nile_core::Viewer;
use nile_core::{Game, Turn};

/// The legal actions (or chance outcomes) as text.
pub fn legal(game: &Conquistando) -> Vec<String> {
    let (mut out, mut chance) = (Vec::new(), Vec::new());
    game.legal_actions(&mut out);
    game.chance_outcomes(&mut chance);
    out.iter()
        .map(ToString::to_string)
        .chain(chance.iter().map(|(a, _)| a.to_string()))
        .collect()
}

/// Applies each action text in turn. A step that is not listed as legal (or as a chance
/// outcome) fails the test, as does a refusal or a broken invariant.
pub fn play(game: &mut Conquistando, actions: &[&str]) {
    for text in actions {
        let action: Action = text.parse().unwrap_or_else(|e| panic!("{e}"));
        let listed = legal(game);
        assert!(
            listed.iter().any(|l| l == &action.to_string()),
            "\"{text}\" is not legal now; legal: {listed:?}\n{}",
            game.render(Viewer::All)
        );
        if let Err(e) = game.apply(action) {
            panic!("\"{text}\" refused: {e}\n{}", game.render(Viewer::All));
        }
        game.check_invariants()
            .unwrap_or_else(|e| panic!("after \"{text}\": {e}"));
    }
}

/// The action is not listed, is refused, and the state is unchanged.
pub fn refused(game: &Conquistando, text: &str) {
    let action: Action = text.parse().unwrap_or_else(|e| panic!("{e}"));
    assert!(
        !legal(game).contains(&action.to_string()),
        "\"{text}\" is listed as legal"
    );
    let mut probe = game.clone();
    assert!(probe.apply(action).is_err(), "\"{text}\" was accepted");
    assert_eq!(&probe, game, "a refused \"{text}\" changed the state");
}

/// The seat to act.
pub fn to_act(game: &Conquistando) -> usize {
    match game.turn() {
        Turn::Player(p) => p,
        other => panic!("expected a player to act, not {other}"),
    }
}

/// Plays the first legal action (and the first chance outcome) until `stop` holds.
pub fn play_first_until(game: &mut Conquistando, stop: impl Fn(&Conquistando) -> bool) {
    let (mut out, mut chance) = (Vec::new(), Vec::new());
    for _ in 0..100_000 {
        if stop(game) || game.turn() == Turn::Over {
            return;
        }
        game.legal_actions(&mut out);
        game.chance_outcomes(&mut chance);
        let a = out
            .first()
            .copied()
            .or(chance.first().map(|&(a, _)| a))
            .unwrap();
        game.apply(a).unwrap();
        game.check_invariants().unwrap();
    }
    panic!("the condition never held");
}
