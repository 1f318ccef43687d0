//! The engines' fast paths against the public API they shortcut: `random_step` against
//! listing and drawing, `apply_listed` against `apply`. An override may be faster, never
//! different.

use super::PROBES;
use crate::game::{random_step_by_listing, Game, Turn};
use crate::rng::{below, seeded_stream};

/// Plays a random game through [`Game::random_step`], checking at every step that it
/// does exactly what [`random_step_by_listing`] does from the same state and generator
/// (an engine's override may be faster, never different).
pub fn check_random_step<G: Game>(config: &G::Config, seed: u64) {
    let mut state = G::new(config).expect("config");
    let mut rng = seeded_stream(seed, 0x5EED);
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    for step in 0..=G::step_bound(config) {
        if state.turn() == Turn::Over {
            return;
        }
        let (mut by_listing, mut listing_rng) = (state.clone(), rng.clone());
        let got = state.random_step(&mut rng, &mut legal, &mut chance);
        let want =
            random_step_by_listing(&mut by_listing, &mut listing_rng, &mut legal, &mut chance);
        assert_eq!(
            got.map_err(|e| e.to_string()),
            want.map_err(|e| e.to_string()),
            "{}: random_step at step {step}",
            G::NAME
        );
        assert!(
            state.to_json() == by_listing.to_json() && rng == listing_rng,
            "{}: random_step at step {step} left another state or generator than the listing path",
            G::NAME
        );
    }
    panic!("{}: the game did not end within its step bound", G::NAME);
}

/// Plays a random game and, at every decision, applies up to [`PROBES`] of the actions
/// just listed (the first, the last and a random sample) through [`Game::apply_listed`]
/// and through [`Game::apply`] on copies: the results and the states after must be the
/// same (an engine's unchecked path may be faster, never different).
pub fn check_apply_listed<G: Game>(config: &G::Config, seed: u64) {
    let mut state = G::new(config).expect("config");
    let mut rng = seeded_stream(seed, 0x1157);
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    for step in 0..=G::step_bound(config) {
        match state.turn() {
            Turn::Over => return,
            Turn::Chance => {}
            Turn::Player(_) => {
                state.legal_actions(&mut legal);
                let n = legal.len();
                let picks = (0..PROBES.min(n)).map(|k| match k {
                    0 => 0,
                    1 => n - 1,
                    _ => below(&mut rng, n as u64) as usize,
                });
                for i in picks {
                    let action = legal[i];
                    let (mut listed, mut checked) = (state.clone(), state.clone());
                    let got = listed.apply_listed(action).map_err(|e| e.to_string());
                    let want = checked.apply(action).map_err(|e| e.to_string());
                    assert_eq!(
                        got,
                        want,
                        "{}: apply_listed({action}) at step {step}",
                        G::NAME
                    );
                    assert!(
                        listed.to_json() == checked.to_json(),
                        "{}: apply_listed({action}) at step {step} left another state than apply",
                        G::NAME
                    );
                }
            }
        }
        if let Err(e) = state.random_step(&mut rng, &mut legal, &mut chance) {
            panic!("{}: random step at step {step}: {e}", G::NAME);
        }
    }
    panic!("{}: the game did not end within its step bound", G::NAME);
}
