//! The harness run on the core's own sample game, so the harness itself is tested.

use nile_core::harness;
use nile_core::testing::{Nim, NimConfig};

#[test]
fn nim_passes_the_shared_harness_for_every_player_count() {
    let configs = [NimConfig { players: 2 }, NimConfig { players: 3 }];
    harness::check_game::<Nim>(&configs, harness::cases(50), 1);
}

#[test]
fn the_same_seed_gives_the_same_game() {
    harness::check_determinism::<Nim>(&NimConfig::default(), 9);
}

#[test]
fn a_tampered_log_names_the_failing_action() {
    let mut m = nile_core::Match::<Nim>::new(NimConfig::default(), 3).unwrap();
    let mut agents: Vec<Box<dyn nile_core::Agent<Nim>>> = vec![
        Box::new(nile_core::RandomAgent::new(1)),
        Box::new(nile_core::RandomAgent::new(2)),
    ];
    m.play(&mut agents).unwrap();
    let mut log = m.log().clone();
    log.actions.push(nile_core::testing::NimAction::Take(1));
    let err = log.replay().unwrap_err().to_string();
    assert!(
        err.contains(&format!("action {}", log.actions.len())),
        "{err}"
    );
}

#[test]
fn a_malformed_state_is_a_typed_error() {
    use nile_core::Game;
    assert!(Nim::from_json("{not json").is_err());
    let bad = r#"{"config":{"players":2},"pile":200,"to_move":0,"winner":null}"#;
    assert!(matches!(
        Nim::from_json(bad),
        Err(nile_core::GameError::InvalidState(_))
    ));
}

#[test]
fn tampered_nim_states_never_panic() {
    for seed in 0..20 {
        harness::check_tampered_states::<Nim>(&NimConfig::default(), seed, 50).unwrap();
    }
}
