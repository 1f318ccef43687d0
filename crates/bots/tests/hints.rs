//! Each game's bot data, declared by the game itself (`BotHints`, its `hints.rs`), as
//! the bots read it: the levels, the tuned MCTS knobs, the deep search's default units,
//! the learned networks and the baseline AI. The values are the measured ones
//! `docs/bots.md` records; a change to any of them changes what the bots play.

use nile_bots::deep::default_units;
use nile_bots::learned::{check_committed, committed, committed_policy};
use nile_bots::levels::{level_spec, FALLBACK};
use nile_bots::tuned::{mcts_defaults, tuned_knobs};
use nile_bots::{AgentSpec, Budget, Horizon, MctsConfig};
use nile_conquistando::Conquistando;
use nile_core::bots::BotHints;
use nile_core::testing::Nim;
use nile_core::Game;
use nile_imhotep::Imhotep;
use nile_pragas::Pragas;
use nile_ra::Ra;
use nile_tekhenu::Tekhenu;

/// `hard` of every game, as measured.
#[test]
fn each_game_declares_its_measured_levels() {
    let hard = [
        (Ra::NAME, level_spec::<Ra>("hard")),
        (Imhotep::NAME, level_spec::<Imhotep>("hard")),
        (Tekhenu::NAME, level_spec::<Tekhenu>("hard")),
        (Pragas::NAME, level_spec::<Pragas>("hard")),
        (Conquistando::NAME, level_spec::<Conquistando>("hard")),
    ];
    let policy = Some("mcts:500ms:cpu:trees=1:policy");
    let mast = Some("mcts:500ms:cpu:trees=1:mast");
    assert_eq!(
        hard,
        [
            ("ra", Some("pimc:6:450ms:win=8")),
            ("imhotep", policy),
            ("tekhenu", mast),
            ("pragas", mast),
            ("conquistando", policy),
        ]
    );
    for (easy, medium) in [
        (level_spec::<Ra>("easy"), level_spec::<Ra>("medium")),
        (
            level_spec::<Imhotep>("easy"),
            level_spec::<Imhotep>("medium"),
        ),
        (
            level_spec::<Tekhenu>("easy"),
            level_spec::<Tekhenu>("medium"),
        ),
        (level_spec::<Pragas>("easy"), level_spec::<Pragas>("medium")),
        (
            level_spec::<Conquistando>("easy"),
            level_spec::<Conquistando>("medium"),
        ),
    ] {
        assert_eq!((easy, medium), (Some("greedy"), Some("mcts:1000")));
    }
    assert_eq!(level_spec::<Nim>("hard"), Some(FALLBACK.hard));
}

/// The knobs `mcts:<budget>` starts from: (horizon, exploration, margin weight, scale).
fn knobs<G: BotHints>() -> (Horizon, f64, f64, f64) {
    let c = mcts_defaults::<G>(Budget::Iterations(1));
    (c.horizon, c.exploration, c.margin_weight, c.margin_scale)
}

#[test]
fn each_games_tuned_knobs_read_and_are_the_measured_ones() {
    assert_eq!(knobs::<Ra>(), (Horizon::Decisions(0), 0.7, 1.0, 8.0));
    assert_eq!(knobs::<Imhotep>(), (Horizon::End, 0.7, 1.0, 5.0));
    assert_eq!(knobs::<Tekhenu>(), (Horizon::End, 0.7, 1.0, 8.0));
    assert_eq!(
        knobs::<Conquistando>(),
        (Horizon::Decisions(64), 0.7, 1.0, 4.0)
    );
    // 10 Pragas has no tuned knobs: the classic search, as for a game without hints.
    let classic = MctsConfig::classic(Budget::Iterations(1));
    let plain = (
        classic.horizon,
        classic.exploration,
        classic.margin_weight,
        classic.margin_scale,
    );
    assert_eq!(knobs::<Pragas>(), plain);
    assert_eq!(knobs::<Nim>(), plain);
    // Every declared set of knobs reads, and sets nothing beyond the four tuned.
    for tuned in [
        tuned_knobs::<Ra>(),
        tuned_knobs::<Imhotep>(),
        tuned_knobs::<Tekhenu>(),
        tuned_knobs::<Conquistando>(),
    ] {
        let spec = tuned.expect("the knobs read").expect("declared");
        let mut only = nile_bots::MctsSpec::new(spec.budget);
        (
            only.horizon,
            only.exploration,
            only.margin_weight,
            only.margin_scale,
        ) = (
            spec.horizon,
            spec.exploration,
            spec.margin_weight,
            spec.margin_scale,
        );
        assert_eq!(spec, only);
    }
    assert_eq!(tuned_knobs::<Pragas>(), Ok(None));
}

#[test]
fn a_spec_on_top_of_the_tuned_knobs_still_wins() {
    let Ok(AgentSpec::Mcts(spec)) = AgentSpec::parse("mcts:500ms:c=0.3:h=5") else {
        panic!("an mcts spec");
    };
    let config = spec.config_for::<Ra>();
    assert_eq!(
        (config.exploration, config.horizon),
        (0.3, Horizon::Decisions(5))
    );
    assert_eq!(config.margin_scale, 8.0);
}

#[test]
fn the_deep_search_counts_two_auctions_in_ra_and_one_unit_elsewhere() {
    for players in 2..=5 {
        assert_eq!(default_units::<Ra>(players), 2);
        assert_eq!(default_units::<Imhotep>(players), 1);
        assert_eq!(default_units::<Tekhenu>(players), 1);
        assert_eq!(default_units::<Pragas>(players), 1);
        assert_eq!(default_units::<Conquistando>(players), 1);
    }
    assert_eq!(default_units::<Nim>(2), 1);
}

#[test]
fn every_game_carries_its_weights_and_only_ra_its_baseline() {
    assert!(check_committed::<Ra>().is_empty());
    assert!(check_committed::<Imhotep>().is_empty());
    assert!(check_committed::<Tekhenu>().is_empty());
    assert!(check_committed::<Pragas>().is_empty());
    assert!(check_committed::<Conquistando>().is_empty());
    let values = [
        committed::<Ra>().map(|n| n.game().to_string()),
        committed::<Imhotep>().map(|n| n.game().to_string()),
        committed::<Tekhenu>().map(|n| n.game().to_string()),
        committed::<Pragas>().map(|n| n.game().to_string()),
        committed::<Conquistando>().map(|n| n.game().to_string()),
    ];
    let names = ["ra", "imhotep", "tekhenu", "pragas", "conquistando"];
    assert_eq!(values, names.map(|n| Some(n.to_string())));
    // Policy networks: Tekhenu's and 10 Pragas's.
    assert!(committed_policy::<Ra>().is_none());
    assert!(committed_policy::<Imhotep>().is_none());
    assert!(committed_policy::<Conquistando>().is_none());
    for net in [committed_policy::<Tekhenu>(), committed_policy::<Pragas>()] {
        let net = net.expect("a policy network");
        assert!(net.is_policy());
        assert!(net.to_bytes().len() < 4 << 20, "under a few MB");
    }
    // Read once: the same network every time.
    assert!(std::ptr::eq(
        committed::<Ra>().unwrap(),
        committed::<Ra>().unwrap()
    ));
    assert!(Ra::anchor().is_some());
    assert!(Imhotep::anchor().is_none());
    assert!(Tekhenu::anchor().is_none());
    assert!(Pragas::anchor().is_none());
    assert!(Conquistando::anchor().is_none());
}

#[test]
fn the_anchor_is_refused_with_one_sentence_in_every_game_without_a_baseline() {
    assert!(AgentSpec::parse_for::<Ra>("anchor").is_ok());
    for err in [
        AgentSpec::parse_for::<Imhotep>("anchor").unwrap_err(),
        AgentSpec::parse_for::<Tekhenu>("anchor").unwrap_err(),
        AgentSpec::parse_for::<Pragas>("anchor").unwrap_err(),
        AgentSpec::parse_for::<Conquistando>("anchor").unwrap_err(),
    ] {
        let err = err.to_string();
        assert!(
            err.starts_with("\"anchor\": the anchor is the Rá baseline; in "),
            "{err}"
        );
        assert!(err.ends_with(" use pimc (e.g. pimc:500ms)"), "{err}");
    }
}
