//! The learned policy prior (`prior=W`) in every engine: the sparse forward pass the
//! search uses gives the network's own probabilities on real observation tensors, the
//! priors cover exactly the legal moves, and a seeded search with the prior repeats
//! itself and plays legal moves.

use nile_bots::learned::{FastPolicy, Network, PolicyEval};
use nile_bots::train::{Dataset, TrainConfig, Trainer};
use nile_bots::{MctsAgent, MctsConfig};
use nile_conquistando::Conquistando;
use nile_core::bots::BotHints;
use nile_core::harness::random_position;
use nile_core::{GameConfig, Turn};
use nile_imhotep::Imhotep;
use nile_pragas::Pragas;
use nile_ra::Ra;
use nile_tekhenu::Tekhenu;

/// Mid-game positions of `G` at `players` seats with a seat to move.
fn positions<G: BotHints>(players: usize) -> Vec<G> {
    let config = G::Config::for_players(players);
    (0..12u64)
        .filter_map(|k| {
            let mut state = random_position::<G>(&config, 100 + k, 10 + 15 * k as usize).ok()?;
            // Chance resolved by the same kind of random steps, up to a seat's turn.
            let mut rng = nile_core::rng::seeded(k);
            let (mut legal, mut chance) = (Vec::new(), Vec::new());
            while state.turn() == Turn::Chance {
                state.random_step(&mut rng, &mut legal, &mut chance).ok()?;
            }
            matches!(state.turn(), Turn::Player(_)).then_some(state)
        })
        .collect()
}

/// A policy network for `G` with the feature normalisation of these positions (so the
/// folded first layer of the fast pass has real means and scales to fold).
fn network_for<G: BotHints>(states: &[G], players: usize) -> Network {
    let config = G::Config::for_players(players);
    let shape: Vec<u32> = G::observation_tensor_shape(&config)
        .iter()
        .map(|&d| d as u32)
        .collect();
    let mut data = Dataset {
        width: shape.iter().product::<u32>() as usize,
        actions: G::num_distinct_actions(&config),
        ..Dataset::default()
    };
    let mut tensor = Vec::new();
    for (i, s) in states.iter().enumerate() {
        for p in 0..players {
            s.observation_tensor(p, &mut tensor);
            data.inputs.extend_from_slice(&tensor);
            data.targets.push(0.0);
            data.game_of.push(i as u32);
            data.policy.push(vec![(0, 1.0)]);
        }
    }
    let train = TrainConfig {
        hidden: vec![16, 8],
        policy: true,
        ..TrainConfig::default()
    };
    Trainer::new(G::NAME, players as u8, shape, &data, &train).network
}

fn check_engine<G: BotHints>() {
    for players in [2, 3] {
        let states = positions::<G>(players);
        assert!(states.len() >= 6, "{}: positions", G::NAME);
        let net = network_for::<G>(&states, players);
        let fast = FastPolicy::new(&net);
        let mut eval = PolicyEval::with_network(Some(&net));
        let (mut legal, mut tensor, mut scratch) = (Vec::new(), Vec::new(), Vec::new());
        let (mut slow, mut quick, mut priors) = (Vec::new(), Vec::new(), Vec::new());
        for state in &states {
            let Turn::Player(seat) = state.turn() else {
                continue;
            };
            state.legal_actions(&mut legal);
            let indices: Vec<usize> = legal
                .iter()
                .map(|&a| G::action_to_index(state.config(), a).expect("an index"))
                .collect();
            state.observation_tensor(seat, &mut tensor);
            net.policy(&tensor, &indices, &mut scratch, &mut slow);
            fast.policy(&tensor, &indices, &mut scratch, &mut quick);
            for (a, b) in slow.iter().zip(&quick) {
                assert!((a - b).abs() < 1e-4, "{}: {a} vs {b}", G::NAME);
            }
            assert!(eval.applies_to(state));
            assert!(eval.priors(state, seat, &legal, &mut priors));
            assert_eq!(priors.len(), legal.len());
            assert!(
                (priors.iter().sum::<f32>() - 1.0).abs() < 1e-4,
                "{}",
                G::NAME
            );
        }
        // A seeded search with the prior repeats itself and plays a legal move.
        let config = MctsConfig::iterations(150).policy_prior(1.0, 1);
        let state = &states[states.len() / 2];
        let Turn::Player(seat) = state.turn() else {
            unreachable!()
        };
        let play = || {
            MctsAgent::<G>::new(config, 9)
                .with_policy_network(Some(&net))
                .search(state, seat)
        };
        let first = play();
        state.legal_actions(&mut legal);
        assert!(first.is_some_and(|a| legal.contains(&a)), "{}", G::NAME);
        assert_eq!(first, play(), "{}: the same seed, the same move", G::NAME);
        // A network for another seat count does not apply: priors are uniform.
        let other = network_for::<G>(
            &positions::<G>(if players == 2 { 3 } else { 2 }),
            5 - players,
        );
        let mut eval = PolicyEval::with_network(Some(&other));
        assert!(!eval.applies_to(state));
        assert!(!eval.priors(state, seat, &legal, &mut priors));
        assert!(priors
            .iter()
            .all(|&p| (p - 1.0 / legal.len() as f32).abs() < 1e-6));
    }
}

#[test]
fn the_policy_prior_works_in_every_engine() {
    check_engine::<Ra>();
    check_engine::<Imhotep>();
    check_engine::<Tekhenu>();
    check_engine::<Pragas>();
    check_engine::<Conquistando>();
}

/// The committed policy of `G`, if any, reads its engine's two-seat observations and
/// gives a distribution over the legal moves; at three seats it does not apply.
fn check_committed<G: BotHints>() -> bool {
    let Some(net) = nile_bots::learned::committed_policy::<G>() else {
        return false;
    };
    assert_eq!(net.players(), 2, "{}", G::NAME);
    let mut eval = PolicyEval::for_game::<G>();
    let (mut legal, mut priors) = (Vec::new(), Vec::new());
    for state in positions::<G>(2) {
        let Turn::Player(seat) = state.turn() else {
            continue;
        };
        state.legal_actions(&mut legal);
        assert!(
            eval.priors(&state, seat, &legal, &mut priors),
            "{}",
            G::NAME
        );
        assert!(
            (priors.iter().sum::<f32>() - 1.0).abs() < 1e-4,
            "{}",
            G::NAME
        );
    }
    let three = &positions::<G>(3)[0];
    assert!(!eval.applies_to(three), "{}: three seats", G::NAME);
    true
}

#[test]
fn each_committed_policy_reads_its_engines_two_seat_observations() {
    let with_policy = [
        check_committed::<Ra>(),
        check_committed::<Imhotep>(),
        check_committed::<Tekhenu>(),
        check_committed::<Pragas>(),
        check_committed::<Conquistando>(),
    ];
    // Tekhenu and 10 Pragas declare a policy network.
    assert_eq!(with_policy, [false, false, true, true, false]);
}
