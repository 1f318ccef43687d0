//! The network: a small multilayer perceptron over a game's observation tensor, its
//! forward pass and its gradient, written out by hand (a few matrix–vector products).

use nile_core::rng::{below, seeded};

/// A multilayer perceptron: the observation tensor, normalised feature by feature, then
/// fully connected layers with ReLU between them and one linear output: the observing
/// seat's final score minus the mean of all seats' final scores, divided by
/// [`Network::target_scale`].
///
/// Parameters are one flat vector, layer after layer, each layer its weights (row-major,
/// one row per output) then its biases, so training updates them as one vector.
///
/// ```
/// use nile_bots::learned::Network;
/// let net = Network::new("nim", 2, vec![3], &[3, 4], 7);
/// let mut scratch = Vec::new();
/// let value = net.predict(&[1.0, 0.0, 2.0], &mut scratch);
/// assert!(value.is_finite());
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Network {
    pub(crate) game: String,
    pub(crate) players: u8,
    pub(crate) shape: Vec<u32>,
    /// Layer widths: the input length, the hidden widths, then 1.
    pub(crate) sizes: Vec<usize>,
    pub(crate) mean: Vec<f32>,
    pub(crate) inv_std: Vec<f32>,
    pub(crate) target_scale: f32,
    pub(crate) params: Vec<f32>,
}

/// The number of parameters of a perceptron with these layer widths.
pub(crate) fn param_count(sizes: &[usize]) -> usize {
    sizes.windows(2).map(|w| w[0] * w[1] + w[1]).sum()
}

/// A uniform draw in `[-1, 1)` with 24 bits of precision.
fn uniform(rng: &mut nile_core::GameRng) -> f32 {
    (below(rng, 1 << 24) as f32 / (1u32 << 24) as f32) * 2.0 - 1.0
}

impl Network {
    /// A fresh network for `game` at `players` seats over a tensor of `shape`, with these
    /// hidden widths; weights drawn uniformly within ±sqrt(6 / inputs) (He), biases zero,
    /// identity normalisation and a target scale of 1. Fixed by `seed`.
    pub fn new(game: &str, players: u8, shape: Vec<u32>, hidden: &[usize], seed: u64) -> Self {
        let input = shape.iter().map(|&d| d as usize).product::<usize>();
        let mut sizes = vec![input];
        sizes.extend(hidden.iter().map(|&h| h.max(1)));
        sizes.push(1);
        let mut rng = seeded(seed);
        let mut params = Vec::with_capacity(param_count(&sizes));
        for w in sizes.windows(2) {
            let bound = (6.0 / w[0].max(1) as f32).sqrt();
            params.extend((0..w[0] * w[1]).map(|_| uniform(&mut rng) * bound));
            params.extend(std::iter::repeat_n(0.0, w[1]));
        }
        Network {
            game: game.to_string(),
            players,
            shape,
            sizes,
            mean: vec![0.0; input],
            inv_std: vec![1.0; input],
            target_scale: 1.0,
            params,
        }
    }

    /// The game's machine name ([`nile_core::Game::NAME`]).
    pub fn game(&self) -> &str {
        &self.game
    }

    /// The seat count the network was trained at.
    pub fn players(&self) -> usize {
        usize::from(self.players)
    }

    /// The observation tensor's shape it reads.
    pub fn shape(&self) -> &[u32] {
        &self.shape
    }

    /// The input length (the product of the shape).
    pub fn input_len(&self) -> usize {
        self.sizes[0]
    }

    /// The layer widths: input, hidden layers, output (1).
    pub fn sizes(&self) -> &[usize] {
        &self.sizes
    }

    /// The points one unit of output stands for.
    pub fn target_scale(&self) -> f32 {
        self.target_scale
    }

    /// The number of trainable parameters.
    pub fn parameter_count(&self) -> usize {
        self.params.len()
    }

    /// The predicted final margin in points (the observing seat's score minus the mean
    /// of all seats' scores) for one observation tensor. `scratch` is reused between
    /// calls. An input of the wrong length reads as zeros where it is short.
    pub fn predict(&self, input: &[f32], scratch: &mut Vec<f32>) -> f32 {
        self.forward(input, scratch) * self.target_scale
    }

    /// The raw output (in units of the target scale); `scratch` ends holding every
    /// layer's activations one after another (the normalised input first).
    pub(crate) fn forward(&self, input: &[f32], scratch: &mut Vec<f32>) -> f32 {
        scratch.clear();
        let n = self.sizes[0];
        scratch.extend(
            (0..n).map(|i| (input.get(i).copied().unwrap_or(0.0) - self.mean[i]) * self.inv_std[i]),
        );
        let mut offset = 0;
        let mut start = 0;
        let last = self.sizes.len() - 2;
        for (l, w) in self.sizes.windows(2).enumerate() {
            let (inputs, outputs) = (w[0], w[1]);
            let weights = &self.params[offset..offset + inputs * outputs];
            let biases =
                &self.params[offset + inputs * outputs..offset + inputs * outputs + outputs];
            let here = scratch.len();
            for o in 0..outputs {
                let row = &weights[o * inputs..(o + 1) * inputs];
                let x = &scratch[start..start + inputs];
                let mut sum = biases[o];
                for (a, b) in row.iter().zip(x) {
                    sum += a * b;
                }
                let y = if l < last { sum.max(0.0) } else { sum };
                scratch.push(y);
            }
            start = here;
            offset += inputs * outputs + outputs;
        }
        scratch[start]
    }

    /// Mean squared error over a batch (`inputs` holds `targets.len()` rows of
    /// [`Network::input_len`] raw features; targets in units of the target scale) and
    /// its gradient with respect to every parameter, added into `grad` (which must hold
    /// [`Network::parameter_count`] entries).
    pub(crate) fn loss_and_gradient(
        &self,
        inputs: &[f32],
        targets: &[f32],
        grad: &mut [f32],
        scratch: &mut Vec<f32>,
        delta: &mut Vec<f32>,
    ) -> f32 {
        let n = self.sizes[0];
        let batch = targets.len().max(1) as f32;
        let mut loss = 0.0;
        // Offsets of each layer's parameters and of each layer's activations.
        let layers = self.sizes.len() - 1;
        for (row, &target) in inputs.chunks_exact(n).zip(targets) {
            let y = self.forward(row, scratch);
            let err = y - target;
            loss += err * err;
            // Back through the layers, last first. `delta` holds dL/dz of the layer.
            delta.clear();
            delta.push(2.0 * err / batch);
            let mut param_end = self.params.len();
            let mut act_end = scratch.len();
            for l in (0..layers).rev() {
                let (inputs_l, outputs_l) = (self.sizes[l], self.sizes[l + 1]);
                let param_start = param_end - inputs_l * outputs_l - outputs_l;
                let act_out_start = act_end - outputs_l;
                let act_in_start = act_out_start - inputs_l;
                let x = &scratch[act_in_start..act_out_start];
                let w_start = param_start;
                let b_start = param_start + inputs_l * outputs_l;
                for o in 0..outputs_l {
                    let d = delta[o];
                    if d == 0.0 {
                        continue;
                    }
                    grad[b_start + o] += d;
                    let g = &mut grad[w_start + o * inputs_l..w_start + (o + 1) * inputs_l];
                    for (gi, xi) in g.iter_mut().zip(x) {
                        *gi += d * xi;
                    }
                }
                if l > 0 {
                    // dL/dx of this layer, then through the ReLU of the layer below
                    // (its output x is zero exactly where the ReLU was off).
                    let mut next = vec![0.0f32; inputs_l];
                    for (o, &d) in delta.iter().enumerate().take(outputs_l) {
                        if d == 0.0 {
                            continue;
                        }
                        let row =
                            &self.params[w_start + o * inputs_l..w_start + (o + 1) * inputs_l];
                        for (ni, wi) in next.iter_mut().zip(row) {
                            *ni += d * wi;
                        }
                    }
                    for (ni, xi) in next.iter_mut().zip(x) {
                        if *xi <= 0.0 {
                            *ni = 0.0;
                        }
                    }
                    delta.clear();
                    delta.extend_from_slice(&next);
                }
                param_end = param_start;
                act_end = act_out_start;
            }
        }
        loss / batch
    }
}
