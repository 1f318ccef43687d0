//! The policy head: its loss and gradient, the sparse forward pass, training from visit
//! shares, and the positions file.

use crate::learned::network::masked_softmax;
use crate::learned::*;
use crate::train::{self_play_visits, Dataset, TrainConfig, Trainer};
use nile_core::rng::{below, seeded};
use nile_core::testing::{Nim, NimAction, NimConfig};
use nile_core::Game;

/// A uniform draw in [-1, 1].
fn unit(rng: &mut nile_core::GameRng) -> f32 {
    below(rng, 2001) as f32 / 1000.0 - 1.0
}

/// A policy network with non-trivial weights, normalisation and biases.
fn jittered_policy(inputs: usize, hidden: &[usize], actions: usize, seed: u64) -> Network {
    let mut net = Network::policy_network("nim", 2, vec![inputs as u32], hidden, actions, seed);
    let mut rng = seeded(seed + 100);
    for p in net.params.iter_mut() {
        *p += unit(&mut rng) * 0.2;
    }
    net.mean = (0..inputs).map(|_| unit(&mut rng) * 0.3).collect();
    net.inv_std = (0..inputs).map(|_| 0.5 + unit(&mut rng).abs()).collect();
    net
}

#[test]
fn the_policy_gradient_matches_finite_differences() {
    let net = jittered_policy(5, &[7, 6], 6, 3);
    let mut rng = seeded(9);
    let inputs: Vec<f32> = (0..5 * 4).map(|_| unit(&mut rng)).collect();
    // Each row: some legal indices (not all) with shares summing to 1.
    let rows: Vec<Vec<(u32, f32)>> = vec![
        vec![(0, 0.5), (2, 0.25), (5, 0.25)],
        vec![(1, 1.0), (3, 0.0)],
        vec![(0, 0.1), (1, 0.2), (2, 0.3), (3, 0.4)],
        vec![(4, 0.6), (5, 0.4)],
    ];
    let targets: Vec<&[(u32, f32)]> = rows.iter().map(|r| r.as_slice()).collect();
    let mut grad = vec![0f32; net.parameter_count()];
    let (mut s, mut d) = (Vec::new(), Vec::new());
    net.policy_loss_and_gradient(&inputs, &targets, &mut grad, &mut s, &mut d);
    let loss_at = |net: &Network| {
        let mut g = vec![0f32; net.parameter_count()];
        let (mut s, mut d) = (Vec::new(), Vec::new());
        f64::from(net.policy_loss_and_gradient(&inputs, &targets, &mut g, &mut s, &mut d))
    };
    let worst = super::worst_gradient_error(&net, &grad, loss_at);
    assert!(worst < 2e-2, "worst relative gradient error {worst}");
    // An illegal action's logit gets no gradient: output 4 is legal in row 3 only, so
    // without that row its weights and bias stay untouched.
    let mut grad = vec![0f32; net.parameter_count()];
    net.policy_loss_and_gradient(&inputs[..15], &targets[..3], &mut grad, &mut s, &mut d);
    let last = net.sizes.len() - 1;
    let offset = net.parameter_count() - (net.sizes[last - 1] * 6 + 6);
    let row4 = &grad[offset + 4 * 6..offset + 5 * 6];
    assert!(row4.iter().all(|&g| g == 0.0), "{row4:?}");
}

#[test]
fn the_masked_softmax_spreads_over_the_legal_indices_alone() {
    let logits = [0.0, 1.0, 50.0, 1.0];
    let mut probs = Vec::new();
    // Index 2 (the largest logit) is not legal: it takes no share.
    masked_softmax(&logits, &[1, 3], &mut probs);
    assert_eq!(probs, vec![0.5, 0.5]);
    // An index past the logits gets nothing; the rest still sums to 1.
    masked_softmax(&logits, &[0, 9], &mut probs);
    assert_eq!(probs, vec![1.0, 0.0]);
    masked_softmax(&logits, &[], &mut probs);
    assert!(probs.is_empty());
}

#[test]
fn the_fast_forward_pass_gives_the_networks_probabilities() {
    for (hidden, seed) in [(vec![8], 1), (vec![8, 5], 2), (vec![], 3)] {
        let net = jittered_policy(6, &hidden, 9, seed);
        let fast = FastPolicy::new(&net);
        let mut rng = seeded(seed);
        let (mut scratch, mut slow, mut quick) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..50 {
            // Sparse inputs, as observation tensors are; sometimes short.
            let len = 4 + below(&mut rng, 3) as usize;
            let input: Vec<f32> = (0..len)
                .map(|_| {
                    if below(&mut rng, 2) == 0 {
                        0.0
                    } else {
                        unit(&mut rng) * 3.0
                    }
                })
                .collect();
            let legal: Vec<usize> = (0..10).filter(|_| below(&mut rng, 2) == 0).collect();
            net.policy(&input, &legal, &mut scratch, &mut slow);
            fast.policy(&input, &legal, &mut scratch, &mut quick);
            assert_eq!(slow.len(), quick.len());
            for (a, b) in slow.iter().zip(&quick) {
                assert!((a - b).abs() < 1e-5, "{hidden:?}: {slow:?} vs {quick:?}");
            }
        }
    }
}

/// Positions whose best action (index 0..4) is the largest of four features.
fn argmax_set(rows: usize, seed: u64) -> Dataset {
    let mut rng = seeded(seed);
    let mut data = Dataset {
        width: 4,
        actions: 4,
        ..Dataset::default()
    };
    for i in 0..rows {
        let x: Vec<f32> = (0..4).map(|_| unit(&mut rng)).collect();
        let best = (0..4).fold(0, |b, k| if x[k] > x[b] { k } else { b });
        // Action 3 is illegal in every other position.
        let legal: Vec<u32> = (0..4).filter(|&k| k != 3 || i % 2 == 0).collect();
        let best = if legal.contains(&(best as u32)) {
            best as u32
        } else {
            0
        };
        data.policy.push(
            legal
                .iter()
                .map(|&k| (k, f32::from(u8::from(k == best))))
                .collect(),
        );
        data.inputs.extend_from_slice(&x);
        data.targets.push(0.0);
        data.game_of.push(i as u32);
    }
    data
}

#[test]
fn training_a_policy_learns_the_target_moves() {
    let data = argmax_set(600, 4);
    let config = TrainConfig {
        hidden: vec![16],
        batch: 16,
        learning_rate: 5e-3,
        seed: 3,
        policy: true,
    };
    let mut trainer = Trainer::new("nim", 2, vec![4], &data, &config);
    assert!(trainer.network.is_policy());
    let before = trainer.loss(&data, |i| data.is_validation(i));
    for _ in 0..40 {
        trainer.train_epoch(&data, &config, &mut |_, _| {}).unwrap();
    }
    let after = trainer.history.last().unwrap().validation;
    assert!(after < before * 0.3, "validation loss {before} -> {after}");
    // The held-out positions' most probable legal move is mostly the target.
    let (mut scratch, mut probs) = (Vec::new(), Vec::new());
    let (mut right, mut all) = (0, 0);
    for i in (0..data.len()).filter(|&i| data.is_validation(i)) {
        let legal: Vec<usize> = data.policy[i].iter().map(|&(k, _)| k as usize).collect();
        trainer.network.policy(
            &data.inputs[i * 4..i * 4 + 4],
            &legal,
            &mut scratch,
            &mut probs,
        );
        let pick = (0..legal.len()).fold(0, |b, k| if probs[k] > probs[b] { k } else { b });
        right += usize::from(data.policy[i][pick].1 == 1.0);
        all += 1;
    }
    assert!(right * 10 >= all * 8, "{right} of {all}");
    // A policy network does not train on value positions.
    let mut values = data.clone();
    values.policy.clear();
    values.actions = 0;
    let mut other = Trainer::new("nim", 2, vec![4], &values, &config);
    assert!(other.train_epoch(&values, &config, &mut |_, _| {}).is_err());
}

#[test]
fn self_play_records_the_searchs_visit_shares_over_the_legal_moves() {
    let config = NimConfig::default();
    let data = self_play_visits::<Nim>(&config, "mcts:100", 8, 1, 5, &mut |_| {}).unwrap();
    assert!(data.is_policy() && data.len() >= 8);
    assert_eq!(data.actions, Nim::num_distinct_actions(&config));
    for (i, row) in data.policy.iter().enumerate() {
        // Nim offers Take(1) and Take(2) while the pile has two stones or more.
        let indices: Vec<u32> = row.iter().map(|&(k, _)| k).collect();
        assert_eq!(indices, vec![5, 6], "row {i}");
        let total: f32 = row.iter().map(|&(_, s)| s).sum();
        assert!((total - 1.0).abs() < 1e-5, "row {i}: {total}");
        // The mover's margin over the mean: ±0.5 in a two-seat game of 1 and 0 points.
        assert_eq!(data.targets[i].abs(), 0.5);
    }
    // From pile 5, 8 or 2 stones the winning move (leave a multiple of 3) gets most visits.
    for (i, row) in data.policy.iter().enumerate() {
        let pile = data.inputs[i * data.width];
        if pile as u8 % 3 != 0 {
            let winning = 5 + u32::from((pile as u8 % 3) == 2);
            let share = row.iter().find(|&&(k, _)| k == winning).unwrap().1;
            assert!(share > 0.5, "pile {pile}: {row:?}");
        }
    }
    let again = self_play_visits::<Nim>(&config, "mcts:100", 8, 1, 5, &mut |_| {}).unwrap();
    assert_eq!(data, again);
    let err = self_play_visits::<Nim>(&config, "greedy", 2, 1, 5, &mut |_| {}).unwrap_err();
    assert!(err.to_string().contains("needs an mcts search"), "{err}");
}

#[test]
fn a_policy_trained_on_nims_visits_prefers_the_winning_take() {
    let config = NimConfig::default();
    let data = self_play_visits::<Nim>(&config, "mcts:200", 60, 1, 7, &mut |_| {}).unwrap();
    let train = TrainConfig {
        hidden: vec![16],
        batch: 16,
        learning_rate: 1e-2,
        seed: 1,
        policy: true,
    };
    let mut trainer = Trainer::new("nim", 2, vec![3], &data, &train);
    for _ in 0..30 {
        trainer.train_epoch(&data, &train, &mut |_, _| {}).unwrap();
    }
    let mut policy = PolicyEval::with_network(Some(&trainer.network));
    let mut nim = Nim::new(&config).unwrap();
    nim.apply(NimAction::Pile(5)).unwrap();
    let legal = [NimAction::Take(1), NimAction::Take(2)];
    let mut priors = Vec::new();
    assert!(policy.priors(&nim, 0, &legal, &mut priors));
    assert!(priors[1] > 0.6, "pile 5: {priors:?}");
    nim.apply(NimAction::Take(1)).unwrap();
    assert!(policy.priors(&nim, 1, &legal, &mut priors));
    assert!(priors[0] > 0.6, "pile 4: {priors:?}");
}

#[test]
fn a_positions_file_round_trips_and_a_damaged_one_is_a_typed_error() {
    let config = NimConfig::default();
    let data = self_play_visits::<Nim>(&config, "mcts:50", 4, 1, 2, &mut |_| {}).unwrap();
    let bytes = data.to_bytes("nim test");
    assert_eq!(
        Dataset::from_bytes(&bytes).unwrap(),
        ("nim test".to_string(), data.clone())
    );
    for cut in 0..bytes.len() {
        assert!(Dataset::from_bytes(&bytes[..cut]).is_err(), "cut at {cut}");
    }
    for at in [0, 9, 20, bytes.len() / 2, bytes.len() - 1] {
        let mut bad = bytes.clone();
        bad[at] ^= 0x40;
        assert!(Dataset::from_bytes(&bad).is_err(), "byte {at}");
    }
    assert_eq!(
        Dataset::from_bytes(b"NILEMLP\0xxxxxxxxxxxx"),
        Err(WeightsError::BadMagic)
    );
    // A value set (no visit shares) round trips too.
    let mut values = data;
    values.policy.clear();
    values.actions = 0;
    let bytes = values.to_bytes("");
    assert_eq!(Dataset::from_bytes(&bytes).unwrap().1, values);
}
