mod policy;

use super::format::{fnv1a, WeightsError};
use super::*;
use crate::train::{self_play, Dataset, TrainConfig, Trainer};
use nile_core::rng::{below, seeded};
use nile_core::testing::{Nim, NimConfig};
use nile_core::Game;

/// A synthetic regression set: y = 3·x0 − 2·|x1| + x2·x3 on uniform inputs.
fn synthetic(rows: usize, seed: u64) -> Dataset {
    let mut rng = seeded(seed);
    let mut data = Dataset {
        width: 4,
        ..Dataset::default()
    };
    for i in 0..rows {
        let x: Vec<f32> = (0..4)
            .map(|_| below(&mut rng, 2001) as f32 / 1000.0 - 1.0)
            .collect();
        data.targets
            .push(3.0 * x[0] - 2.0 * x[1].abs() + x[2] * x[3]);
        data.inputs.extend_from_slice(&x);
        data.game_of.push(i as u32);
    }
    data
}

#[test]
fn the_gradient_matches_finite_differences() {
    let mut net = Network::new("nim", 2, vec![5], &[7, 6], 3);
    // Non-trivial normalisation and biases, so every term of the chain rule counts.
    let mut rng = seeded(9);
    for p in net.params.iter_mut() {
        *p += (below(&mut rng, 1001) as f32 / 1000.0 - 0.5) * 0.2;
    }
    net.mean = vec![0.1, -0.2, 0.0, 0.3, 0.05];
    net.inv_std = vec![1.5, 0.5, 1.0, 2.0, 0.8];
    let inputs: Vec<f32> = (0..5 * 6)
        .map(|_| below(&mut rng, 2001) as f32 / 1000.0 - 1.0)
        .collect();
    let targets: Vec<f32> = (0..6).map(|i| i as f32 * 0.3 - 0.7).collect();
    let mut grad = vec![0f32; net.parameter_count()];
    let (mut s, mut d) = (Vec::new(), Vec::new());
    net.loss_and_gradient(&inputs, &targets, &mut grad, &mut s, &mut d);
    let loss_at = |net: &Network| {
        let mut g = vec![0f32; net.parameter_count()];
        let (mut s, mut d) = (Vec::new(), Vec::new());
        f64::from(net.loss_and_gradient(&inputs, &targets, &mut g, &mut s, &mut d))
    };
    let worst = worst_gradient_error(&net, &grad, loss_at);
    assert!(worst < 2e-2, "worst relative gradient error {worst}");
}

/// The worst relative error between `grad` and central finite differences of `loss_at`
/// around `net`, parameter by parameter.
pub(super) fn worst_gradient_error(
    net: &Network,
    grad: &[f32],
    loss_at: impl Fn(&Network) -> f64,
) -> f64 {
    let eps = 1e-3f32;
    let mut worst = 0f64;
    for (k, &g) in grad.iter().enumerate() {
        let mut plus = net.clone();
        plus.params[k] += eps;
        let mut minus = net.clone();
        minus.params[k] -= eps;
        let numeric = (loss_at(&plus) - loss_at(&minus)) / (2.0 * f64::from(eps));
        let analytic = f64::from(g);
        let err = (numeric - analytic).abs() / (numeric.abs() + analytic.abs()).max(1e-2);
        worst = worst.max(err);
    }
    worst
}

#[test]
fn training_on_a_small_synthetic_set_reduces_the_loss() {
    let data = synthetic(400, 5);
    let config = TrainConfig {
        hidden: vec![16],
        batch: 16,
        learning_rate: 3e-3,
        seed: 2,
        policy: false,
    };
    let mut trainer = Trainer::new("nim", 2, vec![4], &data, &config);
    let before = trainer.loss(&data, |i| !data.is_validation(i));
    let before_val = trainer.loss(&data, |i| data.is_validation(i));
    for _ in 0..30 {
        trainer.train_epoch(&data, &config, &mut |_, _| {}).unwrap();
    }
    let last = *trainer.history.last().unwrap();
    assert!(last.train < before * 0.2, "{before} -> {}", last.train);
    assert!(
        last.validation < before_val * 0.3,
        "{before_val} -> {}",
        last.validation
    );
}

fn run(data: &Dataset, config: &TrainConfig, epochs: usize) -> Trainer {
    let mut t = Trainer::new("nim", 2, vec![4], data, config);
    for _ in 0..epochs {
        t.train_epoch(data, config, &mut |_, _| {}).unwrap();
    }
    t
}

#[test]
fn the_same_seed_gives_identical_weight_bytes_and_a_resumed_run_matches() {
    let data = synthetic(200, 1);
    let config = TrainConfig {
        hidden: vec![8],
        batch: 8,
        learning_rate: 1e-2,
        seed: 11,
        policy: false,
    };
    let a = run(&data, &config, 4).network.to_bytes();
    let b = run(&data, &config, 4).network.to_bytes();
    assert_eq!(a, b);
    let other = TrainConfig {
        seed: 12,
        ..config.clone()
    };
    assert_ne!(a, run(&data, &other, 4).network.to_bytes());
    // Two epochs, a checkpoint through bytes, two more: the same weights.
    let half = run(&data, &config, 2).to_checkpoint();
    let mut resumed = Trainer::from_checkpoint(&half).unwrap();
    assert_eq!(resumed.epochs_done(), 2);
    for _ in 0..2 {
        resumed.train_epoch(&data, &config, &mut |_, _| {}).unwrap();
    }
    assert_eq!(resumed.network.to_bytes(), a);
    // Other data is refused, the trainer unchanged.
    let before = resumed.clone();
    assert!(resumed
        .train_epoch(&synthetic(200, 2), &config, &mut |_, _| {})
        .is_err());
    assert_eq!(resumed, before);
}

#[test]
fn a_damaged_weights_file_is_a_typed_error() {
    let net = Network::new("nim", 2, vec![3], &[4], 1);
    let good = net.to_bytes();
    assert_eq!(Network::from_bytes(&good).unwrap(), net);
    // Every truncation is an error, never a panic.
    for len in 0..good.len() {
        assert!(Network::from_bytes(&good[..len]).is_err(), "length {len}");
    }
    let mut flipped = good.clone();
    flipped[30] ^= 0x10;
    assert!(matches!(
        Network::from_bytes(&flipped),
        Err(WeightsError::BadChecksum { .. })
    ));
    let mut magic = good.clone();
    magic[0] = b'X';
    assert_eq!(Network::from_bytes(&magic), Err(WeightsError::BadMagic));
    let mut version = good.clone();
    version[8] = 9;
    assert_eq!(
        Network::from_bytes(&version),
        Err(WeightsError::UnsupportedVersion(9))
    );
    // A NaN parameter behind a valid checksum.
    let mut nan = good[..good.len() - 8].to_vec();
    let at = nan.len() - 4;
    nan[at..].copy_from_slice(&f32::NAN.to_le_bytes());
    let sum = fnv1a(&nan);
    nan.extend_from_slice(&sum.to_le_bytes());
    assert_eq!(Network::from_bytes(&nan), Err(WeightsError::NotFinite));
    // Extra bytes behind a valid checksum.
    let mut long = good[..good.len() - 8].to_vec();
    long.extend_from_slice(&[0, 0, 0, 0]);
    let sum = fnv1a(&long);
    long.extend_from_slice(&sum.to_le_bytes());
    assert!(matches!(
        Network::from_bytes(&long),
        Err(WeightsError::BadLayout(_))
    ));
    assert!(matches!(
        Network::from_bytes_for("guess", &good),
        Err(WeightsError::WrongGame { .. })
    ));
    // The messages are sentences.
    let text = Network::from_bytes(&flipped).unwrap_err().to_string();
    assert!(text.starts_with("the weights file is corrupt"), "{text}");
    // Checkpoints too.
    let mut ckpt = run(&synthetic(40, 1), &TrainConfig::default(), 1).to_checkpoint();
    let n = ckpt.len();
    ckpt[n / 2] ^= 1;
    assert!(matches!(
        Trainer::from_checkpoint(&ckpt),
        Err(WeightsError::BadChecksum { .. })
    ));
    assert_eq!(Trainer::from_checkpoint(&good), Err(WeightsError::BadMagic));
}

#[test]
fn a_game_without_weights_has_no_network() {
    assert!(check_committed::<Nim>().is_empty());
    assert!(committed::<Nim>().is_none());
    assert!(committed_policy::<Nim>().is_none());
    assert!(!LearnedEval::for_game::<Nim>().applies_to(&Nim::new(&NimConfig::default()).unwrap()));
}

#[test]
fn self_play_labels_every_seat_by_its_margin_over_the_mean() {
    let config = NimConfig::default();
    let data = self_play::<Nim>(&config, "greedy", 6, 1, 3, &mut |_| {}).unwrap();
    assert!(!data.is_empty());
    assert_eq!(data.inputs.len(), data.len() * data.width);
    // Rows come in pairs (one per seat of a position), whose labels sum to zero.
    for pair in data.targets.chunks(2) {
        assert!((pair[0] + pair[1]).abs() < 1e-6, "{pair:?}");
    }
    let again = self_play::<Nim>(&config, "greedy", 6, 1, 3, &mut |_| {}).unwrap();
    assert_eq!(data, again);
    // Every second decision: about half the rows, the same labels by game.
    let sparse = self_play::<Nim>(&config, "greedy", 6, 2, 3, &mut |_| {}).unwrap();
    assert!(sparse.len() < data.len() && 2 * sparse.len() + 12 >= data.len());
}

#[test]
fn the_learned_evaluation_falls_back_where_no_network_applies() {
    use nile_core::Game;
    let state = Nim::new(&NimConfig::default()).unwrap();
    let mut expected = Vec::new();
    state.evaluate(&mut expected);
    let mut values = Vec::new();
    LearnedEval::with_network(None).evaluate(&state, &mut values);
    assert_eq!(values, expected);
    // A network for another seat count does not apply either.
    let net: &'static Network = Box::leak(Box::new(Network::new("nim", 3, vec![3], &[4], 1)));
    let mut eval = LearnedEval::with_network(Some(net));
    assert!(!eval.applies_to(&state));
    eval.evaluate(&state, &mut values);
    assert_eq!(values, expected);
    let net: &'static Network = Box::leak(Box::new(Network::new("nim", 2, vec![3], &[4], 1)));
    let mut eval = LearnedEval::with_network(Some(net));
    assert!(eval.applies_to(&state));
    eval.evaluate(&state, &mut values);
    assert_eq!(values.len(), 2);
    assert!(values.iter().all(|v| v.is_finite()));
}
