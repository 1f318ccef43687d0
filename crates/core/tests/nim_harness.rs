//! The harness run on the core's own sample game, so the harness itself is tested.

use nile_core::harness;
use nile_core::testing::{Guess, GuessAction, GuessConfig, Nim, NimConfig};
use nile_core::{Game, Viewer};

#[test]
fn nim_passes_the_shared_harness_for_every_player_count() {
    let configs = [NimConfig { players: 2 }, NimConfig { players: 3 }];
    harness::check_game::<Nim>(&configs, harness::cases(50), 1);
}

#[test]
fn guess_passes_the_shared_harness_with_its_viewer_texts() {
    harness::check_game::<Guess>(&[GuessConfig::default()], harness::cases(50), 2);
}

/// A game whose deal reads the same to everyone would leak the hidden card: the viewer
/// check must catch it.
#[test]
fn the_viewer_check_catches_a_text_that_shows_a_hidden_card() {
    let mut dealt_one = Guess::new(&GuessConfig::default()).unwrap();
    dealt_one.apply(GuessAction::Deal(2)).unwrap();
    // Seat 0 is dealt next: seat 1 must read "deal a card to seat 0".
    assert_eq!(
        dealt_one.describe(GuessAction::Deal(3), Viewer::Seat(1)),
        "deal a card to seat 0"
    );
    assert_eq!(
        dealt_one.describe(GuessAction::Deal(3), Viewer::Seat(0)),
        "deal 3 to seat 0"
    );
    assert!(harness::check_viewer_texts(&dealt_one, 1).is_ok());
    // The same state with every deal printed in full, as a careless engine would.
    let leaky = harness::check_viewer_texts_of(&dealt_one, 1, |_, a, _| a.to_string());
    assert!(leaky.unwrap_err().contains("leaks"));
}

/// A spectator's view that shows one seat's card, or texts that name a dealt card, leak
/// what no seat but one may know: the public-view check must catch both.
#[test]
fn the_public_view_check_catches_a_hidden_card() {
    let dealt = Guess::dealt(1, 4).unwrap();
    assert_eq!(dealt.public_observation().own, None);
    assert!(harness::check_public_view(&dealt, 3).is_ok());
    // A spectator shown seat 0's observation sees seat 0's card.
    let leaky = harness::check_public_view_of(
        &dealt,
        3,
        |g| g.observation(0),
        |g, a| g.describe(a, Viewer::Spectator),
    );
    assert!(
        leaky
            .as_ref()
            .unwrap_err()
            .contains("determinized for seat 1"),
        "{leaky:?}"
    );
    // At a deal, the texts are the check's subject: the trait's default (the
    // omniscient text) names the card dealt.
    let fresh = Guess::new(&GuessConfig::default()).unwrap();
    assert_eq!(
        fresh.describe(GuessAction::Deal(2), Viewer::Spectator),
        "deal a card to seat 1"
    );
    assert!(harness::check_public_view(&fresh, 3).is_ok());
    let omniscient = harness::check_public_view_of(&fresh, 3, Guess::public_observation, |g, a| {
        g.describe(a, Viewer::All)
    });
    assert!(
        omniscient
            .as_ref()
            .unwrap_err()
            .contains("a spectator reads"),
        "{omniscient:?}"
    );
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
fn a_log_carries_its_format_and_a_newer_one_is_refused() {
    use nile_core::{MatchLog, ReplayError, LOG_FORMAT};
    let mut m = nile_core::Match::<Nim>::new(NimConfig::default(), 3).unwrap();
    let mut agents: Vec<Box<dyn nile_core::Agent<Nim>>> = vec![
        Box::new(nile_core::RandomAgent::new(1)),
        Box::new(nile_core::RandomAgent::new(2)),
    ];
    m.play(&mut agents).unwrap();
    let json = m.log().to_json();
    let mut value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(
        value["format"], LOG_FORMAT,
        "every log written says its format"
    );

    // A log from before formats were numbered has none and reads as format 1.
    value.as_object_mut().unwrap().remove("format");
    let old = MatchLog::<Nim>::from_json(&value.to_string()).unwrap();
    assert_eq!(old.format, 1);
    assert_eq!(old.replay().unwrap(), *m.state());

    // A newer nile's log is refused with a sentence saying so, before anything else.
    value["format"] = (LOG_FORMAT + 1).into();
    value["game"] = "another".into();
    let err = MatchLog::<Nim>::from_json(&value.to_string()).unwrap_err();
    assert_eq!(
        err,
        ReplayError::NewerFormat {
            found: LOG_FORMAT + 1,
            supported: LOG_FORMAT
        }
    );
    assert!(err.to_string().contains("newer nile"), "{err}");
    let mut newer = m.log().clone();
    newer.format = LOG_FORMAT + 1;
    assert!(matches!(
        newer.replay(),
        Err(ReplayError::NewerFormat { .. })
    ));
}

#[test]
fn a_malformed_state_is_a_typed_error() {
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

#[test]
fn a_policy_step_follows_the_games_rollout_weights() {
    use nile_core::testing::NimAction;
    use nile_core::{policy_step, rng, RandomStep};
    // From 7 stones Nim's rollout policy always takes one (leaving six); a uniform
    // step takes two about half the time.
    let (mut legal, mut chance, mut weights) = (Vec::new(), Vec::new(), Vec::new());
    let mut uniform_took_two = 0;
    for seed in 0..40 {
        let mut nim = Nim::new(&NimConfig::default()).unwrap();
        nim.apply(NimAction::Pile(7)).unwrap();
        let mut by_policy = nim.clone();
        let mut r = rng::seeded(seed);
        let step = policy_step(
            &mut by_policy,
            &mut r,
            &mut legal,
            &mut chance,
            &mut weights,
        );
        assert_eq!(step, Ok(RandomStep::Decision));
        assert_eq!(
            by_policy.render(Viewer::All),
            "6 stones left; seat 1 to move"
        );
        let mut r = rng::seeded(seed);
        nim.random_step(&mut r, &mut legal, &mut chance).unwrap();
        uniform_took_two += usize::from(nim.render(Viewer::All).starts_with('5'));
    }
    assert!((10..=30).contains(&uniform_took_two), "{uniform_took_two}");
}

#[test]
fn the_harness_refuses_rollout_weights_that_are_all_zero() {
    use nile_core::testing::NimAction;
    let mut nim = Nim::new(&NimConfig::default()).unwrap();
    nim.apply(NimAction::Pile(7)).unwrap();
    let legal = [NimAction::Take(1), NimAction::Take(2)];
    assert_eq!(harness::check_rollout_weights(&nim, &legal), Ok(()));
    // Given only the losing move, every weight Nim hands back is zero.
    let err = harness::check_rollout_weights(&nim, &legal[1..]).unwrap_err();
    assert!(err.contains("every legal action weight 0"), "{err}");
}

/// An option text that shows what the acting seat cannot see (here: the whole state,
/// the other seat's card among it) is caught; the default text passes.
#[test]
fn the_option_text_check_catches_a_text_that_shows_a_hidden_card() {
    let dealt = Guess::dealt(1, 4).unwrap();
    assert!(harness::check_viewer_texts(&dealt, 5).is_ok());
    let leaky = harness::check_option_texts_of(&dealt, 5, |g, a| format!("{a} {g:?}"));
    assert!(leaky.unwrap_err().contains("leaks"));
}
