//! Implicit minimax backups (`imm=A`), progressive bias (`pb=W`) and the games' own
//! rollout policies (`policy`) in every engine (and open loop over chance, `ol`: its tree
//! holds no chance node):
//! without the knobs a seeded search plays exactly as it did before they existed
//! (fingerprints recorded then), and with either a seeded search repeats itself move for
//! move and plays legal moves.

use nile_bots::{AgentSpec, MctsAgent, MctsConfig};
use nile_conquistando::Conquistando;
use nile_core::bots::BotHints;
use nile_core::harness::random_position;
use nile_core::rng::seeded;
use nile_core::{GameConfig, Turn};
use nile_imhotep::Imhotep;
use nile_pragas::Pragas;
use nile_ra::Ra;
use nile_tekhenu::Tekhenu;

/// The specs played: the tuned search, the classic one, MAST on two trees, a kept tree.
const SPECS: [&str; 4] = [
    "mcts:60",
    "mcts:60:classic",
    "mcts:60:mast:trees=2",
    "mcts:60:reuse:h=4",
];

fn config_for<G: BotHints>(spec: &str) -> MctsConfig {
    match AgentSpec::parse(spec) {
        Ok(AgentSpec::Mcts(m)) => m.config_for::<G>(),
        other => panic!("{spec}: {other:?}"),
    }
}

/// FNV-1a over `text`, folded into `hash`.
fn fold(hash: u64, text: &str) -> u64 {
    text.bytes().fold(hash, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// A hash of every move and search statistic (iterations, nodes) of one agent per
/// spec playing a few steps from mid-game positions at two and three seats, chance
/// resolved by a seeded generator; every move is checked legal.
fn fingerprint<G: BotHints>(imm: Option<f64>) -> u64 {
    fingerprint_with::<G>(|config| match imm {
        Some(alpha) => config.implicit_minimax(alpha),
        None => config,
    })
}

/// [`fingerprint`] with each spec's knobs changed by `knob`.
fn fingerprint_with<G: BotHints>(knob: impl Fn(MctsConfig) -> MctsConfig) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    for spec in SPECS {
        let config = knob(config_for::<G>(spec));
        for players in [2, 3] {
            let game = G::Config::for_players(players);
            let mut state = random_position::<G>(&game, 7, 25).expect("a position");
            let mut agent = MctsAgent::<G>::new(config, 11);
            let mut rng = seeded(5);
            let (mut legal, mut chance) = (Vec::new(), Vec::new());
            for _ in 0..4 {
                let action = match state.turn() {
                    Turn::Over => break,
                    Turn::Chance => state.sample_chance(&mut rng, &mut chance),
                    Turn::Player(seat) => {
                        let action = agent.search(&state, seat);
                        let stats = agent.last_search_stats();
                        hash = fold(hash, &format!("{} {}", stats.iterations, stats.nodes));
                        state.legal_actions(&mut legal);
                        assert!(action.is_some_and(|a| legal.contains(&a)), "{spec}");
                        action
                    }
                };
                let Some(action) = action else { break };
                hash = fold(hash, &action.to_string());
                state.apply(action).expect("a legal move");
            }
        }
    }
    hash
}

#[test]
fn without_imm_every_engine_plays_as_before() {
    let got = [
        fingerprint::<Ra>(None),
        fingerprint::<Imhotep>(None),
        fingerprint::<Tekhenu>(None),
        fingerprint::<Pragas>(None),
        fingerprint::<Conquistando>(None),
    ];
    // Recorded on the commit before `imm` existed; 10 Pragas's again when its MAST
    // began keying actions by content (`Game::action_key`): with the default keys it
    // still gives the old value.
    let before = [
        10_015_532_839_233_988_209,
        18_420_118_167_096_025_695,
        12_180_506_338_900_754_285,
        7_952_752_036_274_306_418,
        15_761_166_073_681_518_309,
    ];
    assert_eq!(got, before);
}

/// Whether a seeded search with weight `alpha` plays the same twice.
fn repeats<G: BotHints>(alpha: f64) -> bool {
    fingerprint::<G>(Some(alpha)) == fingerprint::<G>(Some(alpha))
}

#[test]
fn with_imm_a_seeded_search_repeats_in_every_engine() {
    // The knob reaches the search: it plays otherwise than without.
    assert_ne!(
        fingerprint::<Imhotep>(Some(1.0)),
        fingerprint::<Imhotep>(None)
    );
    assert_ne!(fingerprint::<Ra>(Some(1.0)), fingerprint::<Ra>(None));
    for alpha in [0.3, 1.0] {
        assert!(repeats::<Ra>(alpha), "ra {alpha}");
        assert!(repeats::<Imhotep>(alpha), "imhotep {alpha}");
        assert!(repeats::<Tekhenu>(alpha), "tekhenu {alpha}");
        assert!(repeats::<Pragas>(alpha), "pragas {alpha}");
        assert!(repeats::<Conquistando>(alpha), "conquistando {alpha}");
    }
}

/// The fingerprint with progressive bias of weight 1 at nodes visited `after` times.
fn biased<G: BotHints>(after: u32) -> u64 {
    fingerprint_with::<G>(|config| config.progressive_bias(1.0, after))
}

#[test]
fn with_pb_a_seeded_search_repeats_in_every_engine() {
    // The knob reaches the search: it plays otherwise than without.
    assert_ne!(biased::<Imhotep>(0), fingerprint::<Imhotep>(None));
    assert_ne!(biased::<Imhotep>(4), fingerprint::<Imhotep>(None));
    assert_ne!(biased::<Ra>(0), fingerprint::<Ra>(None));
    for after in [0, 4] {
        assert!(biased_repeats::<Ra>(after), "ra {after}");
        assert!(biased_repeats::<Imhotep>(after), "imhotep {after}");
        assert!(biased_repeats::<Tekhenu>(after), "tekhenu {after}");
        assert!(biased_repeats::<Pragas>(after), "pragas {after}");
        assert!(
            biased_repeats::<Conquistando>(after),
            "conquistando {after}"
        );
    }
}

/// Whether a seeded biased search plays the same twice.
fn biased_repeats<G: BotHints>(after: u32) -> bool {
    biased::<G>(after) == biased::<G>(after)
}

/// The fingerprint with the game's own rollout policy.
fn by_policy<G: BotHints>() -> u64 {
    fingerprint_with::<G>(MctsConfig::policy_rollouts)
}

#[test]
fn with_policy_rollouts_a_seeded_search_repeats_in_every_engine() {
    // Engines with a rollout policy play otherwise than with random rollouts (in
    // Tekhenu these few 60-iteration searches happen to choose the same moves either way).
    assert_ne!(by_policy::<Imhotep>(), fingerprint::<Imhotep>(None));
    assert_ne!(by_policy::<Pragas>(), fingerprint::<Pragas>(None));
    assert_ne!(
        by_policy::<Conquistando>(),
        fingerprint::<Conquistando>(None)
    );
    // Rá has none: its rollouts draw exactly what random ones draw.
    assert_eq!(by_policy::<Ra>(), fingerprint::<Ra>(None));
    assert_eq!(by_policy::<Imhotep>(), by_policy::<Imhotep>());
    assert_eq!(by_policy::<Tekhenu>(), by_policy::<Tekhenu>());
    assert_eq!(by_policy::<Pragas>(), by_policy::<Pragas>());
    assert_eq!(by_policy::<Conquistando>(), by_policy::<Conquistando>());
}

/// Over a few mid-game positions at two and three seats: the largest number of tree
/// nodes a 200-iteration search of `config` ended with beyond one per iteration plus
/// the root (an iteration adds at most one player node, and a chance node per new
/// outcome it samples). Every chosen move is checked legal.
fn extra_nodes<G: BotHints>(config: MctsConfig) -> usize {
    let mut most = 0;
    for players in [2, 3] {
        for (seed, steps) in [(3, 20), (7, 60), (19, 100)] {
            let game = G::Config::for_players(players);
            let Ok(state) = random_position::<G>(&game, seed, steps) else {
                continue;
            };
            let Turn::Player(seat) = state.turn() else {
                continue;
            };
            let mut agent = MctsAgent::<G>::new(config, seed);
            let action = agent.search(&state, seat);
            let mut legal = Vec::new();
            state.legal_actions(&mut legal);
            assert!(action.is_some_and(|a| legal.contains(&a)), "{}", G::NAME);
            let stats = agent.last_search_stats();
            most = most.max(stats.nodes.saturating_sub(stats.iterations as usize + 1));
        }
    }
    most
}

/// [`extra_nodes`] of the 200-iteration classic search, closed and open loop.
fn closed_and_open<G: BotHints>() -> (usize, usize) {
    let closed = MctsConfig::iterations(200);
    (
        extra_nodes::<G>(closed),
        extra_nodes::<G>(closed.open_loop()),
    )
}

#[test]
fn with_ol_the_tree_holds_no_chance_nodes_in_every_engine() {
    // Every engine meets chance inside a 200-iteration tree: the closed tree grows a
    // node per outcome; the open one never holds more than a node per iteration.
    for (name, (closed_extra, open_extra)) in [
        ("ra", closed_and_open::<Ra>()),
        ("imhotep", closed_and_open::<Imhotep>()),
        ("tekhenu", closed_and_open::<Tekhenu>()),
        ("pragas", closed_and_open::<Pragas>()),
        ("conquistando", closed_and_open::<Conquistando>()),
    ] {
        assert!(
            closed_extra > 0,
            "{name}: no chance node in the closed tree"
        );
        assert_eq!(open_extra, 0, "{name}: chance nodes in the open tree");
    }
    // A seeded open-loop search repeats itself move for move.
    let ol = |c: MctsConfig| c.open_loop();
    assert_eq!(fingerprint_with::<Ra>(ol), fingerprint_with::<Ra>(ol));
    assert_eq!(
        fingerprint_with::<Tekhenu>(ol),
        fingerprint_with::<Tekhenu>(ol)
    );
    assert_eq!(
        fingerprint_with::<Pragas>(ol),
        fingerprint_with::<Pragas>(ol)
    );
    assert_ne!(fingerprint_with::<Ra>(ol), fingerprint::<Ra>(None));
}
