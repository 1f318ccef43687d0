//! Training: positions from self-play labelled with the final score margins, and a
//! hand-written Adam over the perceptron's backpropagated gradient, resumable from a
//! checkpoint and deterministic for a seed.

use nile_core::bots::BotHints;
use nile_core::rng::{below, seeded_stream};
use nile_core::{GameError, Match, Turn};

use crate::learned::format::{fnv1a, open_checked, put_f32s, WeightsError};
use crate::learned::Network;
use crate::spec::{agent_from_spec, seat_seed};

/// Positions and their labels: one row of raw observation-tensor features per position
/// and seat, and the label (that seat's final score minus the mean of all seats' final
/// scores, in points; the final score itself in a one-seat game).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Dataset {
    /// Features per row.
    pub width: usize,
    /// `rows × width` features.
    pub inputs: Vec<f32>,
    /// One label per row, in points.
    pub targets: Vec<f32>,
    /// The self-play game each row comes from (validation holds out whole games).
    pub game_of: Vec<u32>,
    /// For policy data ([`self_play_visits`]), per row: the legal action indices
    /// ([`nile_core::Game::action_to_index`]) with the share of the search's root visits each got;
    /// empty for value data.
    pub policy: Vec<Vec<(u32, f32)>>,
    /// The game's action-index count ([`nile_core::Game::num_distinct_actions`]) for policy data; 0
    /// for value data.
    pub actions: usize,
}

impl Dataset {
    /// Number of rows.
    pub fn len(&self) -> usize {
        self.targets.len()
    }

    /// Whether there is no row.
    pub fn is_empty(&self) -> bool {
        self.targets.is_empty()
    }

    /// A fingerprint of every byte of the data (a checkpoint names the data it trained on).
    pub fn fingerprint(&self) -> u64 {
        let mut bytes = Vec::with_capacity(4 * (self.inputs.len() + self.targets.len()));
        put_f32s(&mut bytes, &self.inputs);
        put_f32s(&mut bytes, &self.targets);
        for row in &self.policy {
            bytes.extend_from_slice(&(row.len() as u32).to_le_bytes());
            for &(i, share) in row {
                bytes.extend_from_slice(&i.to_le_bytes());
                bytes.extend_from_slice(&share.to_le_bytes());
            }
        }
        fnv1a(&bytes) ^ self.width as u64 ^ (self.actions as u64).rotate_left(32)
    }

    /// The positions as a file: a header, `label` (what made them: the CLI writes the
    /// game, seats, agent, games, stride and seed, and reuses the file only for the same
    /// label), every row's nonzero features (index, value), label, game and visit shares,
    /// and a checksum. Sparse, since observation tensors are mostly zeros.
    ///
    /// ```
    /// use nile_bots::train::Dataset;
    /// let data = Dataset {
    ///     width: 3,
    ///     inputs: vec![0.0, 2.0, 0.0, 1.0, 0.0, 0.5],
    ///     targets: vec![4.0, -4.0],
    ///     game_of: vec![0, 0],
    ///     policy: vec![vec![(1, 0.25), (3, 0.75)], vec![(0, 1.0), (2, 0.0)]],
    ///     actions: 4,
    /// };
    /// let bytes = data.to_bytes("nim, 2 seats");
    /// assert_eq!(Dataset::from_bytes(&bytes)?, ("nim, 2 seats".to_string(), data));
    /// assert!(Dataset::from_bytes(&bytes[..bytes.len() - 1]).is_err());
    /// # Ok::<(), nile_bots::learned::WeightsError>(())
    /// ```
    pub fn to_bytes(&self, label: &str) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(DATA_MAGIC);
        out.extend_from_slice(&DATA_VERSION.to_le_bytes());
        out.extend_from_slice(&(label.len() as u32).to_le_bytes());
        out.extend_from_slice(label.as_bytes());
        for n in [self.width, self.actions, self.len(), self.policy.len()] {
            out.extend_from_slice(&(n as u32).to_le_bytes());
        }
        for (i, row) in self.inputs.chunks_exact(self.width.max(1)).enumerate() {
            let nonzero = row.iter().filter(|&&x| x != 0.0).count() as u32;
            out.extend_from_slice(&nonzero.to_le_bytes());
            for (j, &x) in row.iter().enumerate().filter(|&(_, &x)| x != 0.0) {
                out.extend_from_slice(&(j as u32).to_le_bytes());
                out.extend_from_slice(&x.to_le_bytes());
            }
            out.extend_from_slice(&self.targets[i].to_le_bytes());
            out.extend_from_slice(&self.game_of[i].to_le_bytes());
        }
        for row in &self.policy {
            out.extend_from_slice(&(row.len() as u32).to_le_bytes());
            for &(i, share) in row {
                out.extend_from_slice(&i.to_le_bytes());
                out.extend_from_slice(&share.to_le_bytes());
            }
        }
        let sum = fnv1a(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads a file written by [`Dataset::to_bytes`]: its label and the positions. A
    /// typed error, never a panic, on a damaged or foreign file.
    pub fn from_bytes(bytes: &[u8]) -> Result<(String, Dataset), WeightsError> {
        let mut r = open_checked(bytes, DATA_MAGIC, DATA_VERSION)?;
        let label_len = r.u32("the label")? as usize;
        let label = String::from_utf8(r.take(label_len, "the label")?.to_vec())
            .map_err(|_| WeightsError::BadLayout("the label is not UTF-8".into()))?;
        let width = r.u32("the width")? as usize;
        let actions = r.u32("the action count")? as usize;
        let rows = r.u32("the row count")? as usize;
        let policy_rows = r.u32("the policy row count")? as usize;
        if policy_rows != 0 && policy_rows != rows {
            return Err(WeightsError::BadLayout(format!(
                "{policy_rows} policy rows for {rows} positions"
            )));
        }
        // Every row takes at least 12 bytes, and the dense rows must fit in memory: a
        // guard against absurd counts.
        if rows.saturating_mul(12) > r.rest() {
            return Err(WeightsError::Truncated { what: "the rows" });
        }
        if rows
            .checked_mul(width)
            .is_none_or(|n| n > MAX_DATA_FEATURES)
        {
            return Err(WeightsError::BadLayout(format!(
                "{rows} rows of {width} features are more than {MAX_DATA_FEATURES} in all"
            )));
        }
        let mut data = Dataset {
            width,
            actions,
            inputs: vec![0.0; rows * width],
            targets: Vec::with_capacity(rows),
            game_of: Vec::with_capacity(rows),
            policy: Vec::with_capacity(policy_rows),
        };
        for i in 0..rows {
            let nonzero = r.u32("a row")? as usize;
            for _ in 0..nonzero {
                let j = r.u32("a feature")? as usize;
                let x = r.f32s(1, "a feature")?[0];
                if j >= width {
                    return Err(WeightsError::BadLayout(format!(
                        "feature {j} of row {i} is past the width {width}"
                    )));
                }
                data.inputs[i * width + j] = x;
            }
            data.targets.push(r.f32s(1, "a label")?[0]);
            data.game_of.push(r.u32("a game number")?);
        }
        for _ in 0..policy_rows {
            let n = r.u32("visit shares")? as usize;
            if n.saturating_mul(8) > r.rest() {
                return Err(WeightsError::Truncated {
                    what: "visit shares",
                });
            }
            let mut row = Vec::with_capacity(n);
            for _ in 0..n {
                let index = r.u32("visit shares")?;
                row.push((index, r.f32s(1, "visit shares")?[0]));
            }
            data.policy.push(row);
        }
        if r.rest() != 0 {
            return Err(WeightsError::BadLayout(format!(
                "{} bytes left over after the rows",
                r.rest()
            )));
        }
        Ok((label, data))
    }

    /// Whether the rows carry policy targets ([`self_play_visits`]).
    pub fn is_policy(&self) -> bool {
        self.actions > 1 && self.policy.len() == self.len()
    }

    /// Whether row `i` is held out for validation: every tenth self-play game.
    pub fn is_validation(&self, i: usize) -> bool {
        self.game_of[i] % 10 == 9
    }
}

/// Plays `games` games of self-play with `agent` (a seat spec) at every seat and records,
/// before every `stride`-th decision (game `i` from its `i mod stride`-th on, so the
/// games together cover every stage), each seat's observation tensor
/// ([`nile_core::Game::observation_tensor`]: only what that seat may see), labelled once the game
/// is over. Positions of one game share their labels, so many games sampled sparsely
/// teach more than few games sampled densely. Game `i` is seeded from `seed` and `i`;
/// `progress` is told after each game.
pub fn self_play<G: BotHints>(
    config: &G::Config,
    agent: &str,
    games: usize,
    stride: usize,
    seed: u64,
    progress: &mut dyn FnMut(usize),
) -> Result<Dataset, GameError> {
    let stride = stride.max(1);
    let width = G::observation_tensor_shape(config)
        .iter()
        .product::<usize>();
    let mut data = Dataset {
        width,
        ..Dataset::default()
    };
    let mut tensor = Vec::with_capacity(width);
    for g in 0..games {
        let game_seed = seat_seed(seed, 1000 + g);
        let mut m = Match::<G>::new(config, game_seed)?.without_log();
        let players = m.state().players();
        let mut agents = (0..players)
            .map(|p| agent_from_spec::<G>(agent, seat_seed(game_seed, p)))
            .collect::<Result<Vec<_>, _>>()?;
        let first_row = data.len();
        let mut seats_of_rows = Vec::new();
        let bound = G::step_bound(m.state().config());
        let mut decision = 0usize;
        for _ in 0..=bound {
            match m.resolve_chance()? {
                Turn::Over => break,
                Turn::Chance => continue,
                Turn::Player(_) => {}
            }
            decision += 1;
            if (decision + g) % stride != 0 {
                m.step(&mut agents)?;
                continue;
            }
            for p in 0..players {
                m.state().observation_tensor(p, &mut tensor);
                tensor.resize(width, 0.0);
                data.inputs.extend_from_slice(&tensor);
                seats_of_rows.push(p);
            }
            m.step(&mut agents)?;
        }
        let outcome = m.state().outcome().ok_or_else(|| {
            GameError::InvalidState("a self-play game did not end within its step bound".into())
        })?;
        let scores: Vec<f64> = outcome.scores.iter().map(|&s| f64::from(s)).collect();
        let mean = scores.iter().sum::<f64>() / scores.len().max(1) as f64;
        for &p in &seats_of_rows {
            let label = if players == 1 {
                scores[p]
            } else {
                scores[p] - mean
            };
            data.targets.push(label as f32);
            data.game_of.push(g as u32);
        }
        debug_assert_eq!(data.targets.len() - first_row, seats_of_rows.len());
        progress(g + 1);
    }
    Ok(data)
}

mod visits;
pub use visits::self_play_visits;

/// The knobs of a training run.
#[derive(Debug, Clone, PartialEq)]
pub struct TrainConfig {
    /// Hidden layer widths.
    pub hidden: Vec<usize>,
    /// Rows per step.
    pub batch: usize,
    /// Adam's step size.
    pub learning_rate: f32,
    /// Fixes the initial weights and every epoch's shuffle.
    pub seed: u64,
    /// Train a policy (one output per action index, cross-entropy against the visit
    /// shares of [`self_play_visits`]) rather than a value (one output, squared error
    /// against the final margin).
    pub policy: bool,
}

impl Default for TrainConfig {
    fn default() -> Self {
        TrainConfig {
            hidden: vec![64],
            batch: 64,
            learning_rate: 1e-3,
            seed: 1,
            policy: false,
        }
    }
}

/// One epoch's mean losses: squared errors in units of the target scale for a value
/// network, cross-entropies (nats) for a policy.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct EpochLoss {
    /// The epoch's number, from 1.
    pub epoch: u32,
    /// Mean loss over the training rows, after the epoch.
    pub train: f64,
    /// Mean loss over the held-out rows, after the epoch.
    pub validation: f64,
}

/// The smallest standard deviation a policy network divides a feature by.
const POLICY_MIN_STD: f64 = 0.1;
const BETA1: f32 = 0.9;
const BETA2: f32 = 0.999;
const EPSILON: f32 = 1e-8;
const CHECKPOINT_MAGIC: &[u8; 8] = b"NILECKP\0";
const CHECKPOINT_VERSION: u32 = 1;
const DATA_MAGIC: &[u8; 8] = b"NILEDAT\0";
const DATA_VERSION: u32 = 1;
/// The most features (rows × width) a positions file may hold: 4 GB as `f32`.
const MAX_DATA_FEATURES: usize = 1 << 30;

/// A network being trained with Adam, and everything needed to resume it exactly.
#[derive(Debug, Clone, PartialEq)]
pub struct Trainer {
    /// The network so far.
    pub network: Network,
    m: Vec<f32>,
    v: Vec<f32>,
    step: u64,
    data_fingerprint: u64,
    /// Every finished epoch's losses.
    pub history: Vec<EpochLoss>,
}

impl Trainer {
    /// A fresh network for `data`: its features normalised by the training rows' means
    /// and standard deviations, its target scale their labels' standard deviation.
    pub fn new(
        game: &str,
        players: u8,
        shape: Vec<u32>,
        data: &Dataset,
        config: &TrainConfig,
    ) -> Self {
        let mut network = if config.policy {
            Network::policy_network(
                game,
                players,
                shape,
                &config.hidden,
                data.actions,
                config.seed,
            )
        } else {
            Network::new(game, players, shape, &config.hidden, config.seed)
        };
        let w = data.width;
        let train_rows: Vec<usize> = (0..data.len())
            .filter(|&i| !data.is_validation(i))
            .collect();
        let count = train_rows.len().max(1) as f64;
        let mut mean = vec![0f64; w];
        let mut sq = vec![0f64; w];
        let mut t_sq = 0f64;
        for &i in &train_rows {
            for (j, &x) in data.inputs[i * w..(i + 1) * w].iter().enumerate() {
                mean[j] += f64::from(x);
                sq[j] += f64::from(x) * f64::from(x);
            }
            t_sq += f64::from(data.targets[i]).powi(2);
        }
        for j in 0..w.min(network.mean.len()) {
            let m = mean[j] / count;
            let var = (sq[j] / count - m * m).max(0.0);
            network.mean[j] = m as f32;
            // A policy's features are scaled by at most 1 / POLICY_MIN_STD: a one-hot
            // feature seen in a handful of training positions would otherwise be blown
            // up a hundredfold wherever it does occur, and the held-out positions'
            // logits with it (the value networks, trained and committed without the
            // floor, keep the plain scale so their runs still reproduce).
            let floor = if config.policy { POLICY_MIN_STD } else { 0.0 };
            network.inv_std[j] = if var > 1e-12 {
                (1.0 / var.sqrt().max(floor)) as f32
            } else {
                0.0
            };
        }
        let scale = (t_sq / count).sqrt();
        network.target_scale = if scale > 1e-6 && !config.policy {
            scale as f32
        } else {
            1.0
        };
        let n = network.parameter_count();
        Trainer {
            network,
            m: vec![0.0; n],
            v: vec![0.0; n],
            step: 0,
            data_fingerprint: data.fingerprint(),
            history: Vec::new(),
        }
    }

    /// Epochs finished so far.
    pub fn epochs_done(&self) -> usize {
        self.history.len()
    }

    /// Mean loss over the rows `which` selects: squared error in units of the target
    /// scale for a value network, cross-entropy against the visit shares for a policy.
    pub fn loss(&self, data: &Dataset, which: impl Fn(usize) -> bool) -> f64 {
        let mut scratch = Vec::new();
        if self.network.is_policy() {
            let (mut sum, mut count) = (0f64, 0usize);
            for i in (0..data.len().min(data.policy.len())).filter(|&i| which(i)) {
                let row = &data.inputs[i * data.width..(i + 1) * data.width];
                sum += f64::from(self.network.policy_loss(row, &data.policy[i], &mut scratch));
                count += 1;
            }
            return sum / count.max(1) as f64;
        }
        let scale = self.network.target_scale;
        let (mut sum, mut count) = (0f64, 0usize);
        for i in (0..data.len()).filter(|&i| which(i)) {
            let y = self.network.forward(
                &data.inputs[i * data.width..(i + 1) * data.width],
                &mut scratch,
            );
            let e = f64::from(y - data.targets[i] / scale);
            sum += e * e;
            count += 1;
        }
        sum / count.max(1) as f64
    }

    /// One pass over the training rows in an order fixed by the seed and the epoch
    /// number, then the losses. Refuses data other than the data the trainer began with.
    pub fn train_epoch(
        &mut self,
        data: &Dataset,
        config: &TrainConfig,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<EpochLoss, WeightsError> {
        if data.fingerprint() != self.data_fingerprint {
            return Err(WeightsError::BadLayout(
                "the checkpoint was trained on other positions (another seed, game count, \
                 agent or seat count)"
                    .into(),
            ));
        }
        if self.network.is_policy() && !data.is_policy() {
            return Err(WeightsError::BadLayout(
                "a policy network needs positions with visit shares (self_play_visits)".into(),
            ));
        }
        let epoch = self.history.len() as u32 + 1;
        let mut order: Vec<usize> = (0..data.len())
            .filter(|&i| !data.is_validation(i))
            .collect();
        let mut rng = seeded_stream(config.seed, 0x7a11 + u64::from(epoch));
        for i in (1..order.len()).rev() {
            order.swap(i, below(&mut rng, i as u64 + 1) as usize);
        }
        let w = data.width;
        let scale = self.network.target_scale;
        let batch = config.batch.max(1);
        let mut grad = vec![0f32; self.network.parameter_count()];
        let (mut inputs, mut targets) = (Vec::with_capacity(batch * w), Vec::with_capacity(batch));
        let (mut scratch, mut delta) = (Vec::new(), Vec::new());
        let batches = order.len().div_ceil(batch);
        let mut shares: Vec<&[(u32, f32)]> = Vec::with_capacity(batch);
        for (b, chunk) in order.chunks(batch).enumerate() {
            inputs.clear();
            targets.clear();
            shares.clear();
            for &i in chunk {
                inputs.extend_from_slice(&data.inputs[i * w..(i + 1) * w]);
                targets.push(data.targets[i] / scale);
                if let Some(row) = data.policy.get(i) {
                    shares.push(row);
                }
            }
            grad.iter_mut().for_each(|g| *g = 0.0);
            if self.network.is_policy() {
                self.network.policy_loss_and_gradient(
                    &inputs,
                    &shares,
                    &mut grad,
                    &mut scratch,
                    &mut delta,
                );
            } else {
                self.network.loss_and_gradient(
                    &inputs,
                    &targets,
                    &mut grad,
                    &mut scratch,
                    &mut delta,
                );
            }
            self.adam(&grad, config.learning_rate);
            progress(b + 1, batches);
        }
        let result = EpochLoss {
            epoch,
            train: self.loss(data, |i| !data.is_validation(i)),
            validation: self.loss(data, |i| data.is_validation(i)),
        };
        self.history.push(result);
        Ok(result)
    }

    fn adam(&mut self, grad: &[f32], lr: f32) {
        self.step += 1;
        let t = self.step.min(i32::MAX as u64) as i32;
        let c1 = 1.0 - BETA1.powi(t);
        let c2 = 1.0 - BETA2.powi(t);
        for (((p, m), v), &g) in self
            .network
            .params
            .iter_mut()
            .zip(&mut self.m)
            .zip(&mut self.v)
            .zip(grad)
        {
            *m = BETA1 * *m + (1.0 - BETA1) * g;
            *v = BETA2 * *v + (1.0 - BETA2) * g * g;
            *p -= lr * (*m / c1) / ((*v / c2).sqrt() + EPSILON);
        }
    }

    /// Everything needed to resume: the weights, Adam's moments and step, the data's
    /// fingerprint and the loss history, with a checksum.
    pub fn to_checkpoint(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(CHECKPOINT_MAGIC);
        out.extend_from_slice(&CHECKPOINT_VERSION.to_le_bytes());
        out.extend_from_slice(&self.step.to_le_bytes());
        out.extend_from_slice(&self.data_fingerprint.to_le_bytes());
        out.extend_from_slice(&(self.history.len() as u32).to_le_bytes());
        for e in &self.history {
            out.extend_from_slice(&e.epoch.to_le_bytes());
            out.extend_from_slice(&e.train.to_le_bytes());
            out.extend_from_slice(&e.validation.to_le_bytes());
        }
        let weights = self.network.to_bytes();
        out.extend_from_slice(&(weights.len() as u64).to_le_bytes());
        out.extend_from_slice(&weights);
        put_f32s(&mut out, &self.m);
        put_f32s(&mut out, &self.v);
        let sum = fnv1a(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads a checkpoint written by [`Trainer::to_checkpoint`]; a typed error, never a
    /// panic, on a damaged or foreign file.
    pub fn from_checkpoint(bytes: &[u8]) -> Result<Trainer, WeightsError> {
        let mut r = open_checked(bytes, CHECKPOINT_MAGIC, CHECKPOINT_VERSION)?;
        let step = r.u64("Adam's step")?;
        let data_fingerprint = r.u64("the data fingerprint")?;
        let epochs = r.u32("the epoch count")? as usize;
        let mut history = Vec::with_capacity(epochs.min(100_000));
        for _ in 0..epochs {
            let epoch = r.u32("the loss history")?;
            let train = f64::from_bits(r.u64("the loss history")?);
            let validation = f64::from_bits(r.u64("the loss history")?);
            history.push(EpochLoss {
                epoch,
                train,
                validation,
            });
        }
        let len = usize::try_from(r.u64("the weights' length")?).map_err(|_| {
            WeightsError::Truncated {
                what: "the weights",
            }
        })?;
        let network = Network::from_bytes(r.take(len, "the weights")?)?;
        let n = network.parameter_count();
        let m = r.f32s(n, "Adam's first moments")?;
        let v = r.f32s(n, "Adam's second moments")?;
        if r.rest() != 0 {
            return Err(WeightsError::BadLayout(format!(
                "{} bytes left over at the end of the checkpoint",
                r.rest()
            )));
        }
        Ok(Trainer {
            network,
            m,
            v,
            step,
            data_fingerprint,
            history,
        })
    }
}

/// The training and validation losses per epoch as a small SVG line chart (log scale).
pub fn loss_svg(title: &str, history: &[EpochLoss]) -> String {
    let (w, h, left, bottom, top, right) = (480.0, 280.0, 56.0, 36.0, 28.0, 16.0);
    let values: Vec<f64> = history
        .iter()
        .flat_map(|e| [e.train, e.validation])
        .filter(|v| v.is_finite() && *v > 0.0)
        .collect();
    let lo = values
        .iter()
        .cloned()
        .fold(f64::INFINITY, f64::min)
        .min(1.0)
        .log10()
        .floor();
    let hi = values
        .iter()
        .cloned()
        .fold(f64::NEG_INFINITY, f64::max)
        .max(0.1)
        .log10()
        .ceil();
    let (lo, hi) = if hi > lo { (lo, hi) } else { (lo, lo + 1.0) };
    let n = history.len().max(2) as f64;
    let x = |i: usize| left + (w - left - right) * (i as f64) / (n - 1.0);
    let y = |v: f64| {
        let t = (v.max(1e-12).log10() - lo) / (hi - lo);
        top + (h - top - bottom) * (1.0 - t)
    };
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
         font-family=\"sans-serif\" font-size=\"11\">\n\
         <rect width=\"{w}\" height=\"{h}\" fill=\"white\"/>\n\
         <text x=\"{left}\" y=\"16\" font-size=\"13\">{title}</text>\n"
    );
    let mut decade = lo;
    while decade <= hi {
        let yy = y(10f64.powf(decade));
        s += &format!(
            "<line x1=\"{left}\" x2=\"{}\" y1=\"{yy:.1}\" y2=\"{yy:.1}\" stroke=\"#ddd\"/>\
             <text x=\"4\" y=\"{:.1}\">1e{decade}</text>\n",
            w - right,
            yy + 4.0
        );
        decade += 1.0;
    }
    s += &format!(
        "<text x=\"{}\" y=\"{}\">epoch (1–{})</text>\n",
        w / 2.0 - 30.0,
        h - 8.0,
        history.len()
    );
    for (label, colour, pick, dy) in [
        ("training", "#1f77b4", 0usize, 0.0),
        ("validation", "#d62728", 1, 14.0),
    ] {
        let points: Vec<String> = history
            .iter()
            .enumerate()
            .map(|(i, e)| {
                let v = if pick == 0 { e.train } else { e.validation };
                format!("{:.1},{:.1}", x(i), y(v))
            })
            .collect();
        s += &format!(
            "<polyline fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\" points=\"{}\"/>\n\
             <text x=\"{}\" y=\"{}\" fill=\"{colour}\">{label}</text>\n",
            points.join(" "),
            w - right - 80.0,
            top + 12.0 + dy
        );
    }
    s += "</svg>\n";
    s
}
