//! The network: a small multilayer perceptron over a game's observation tensor, its
//! forward pass and its gradient, written out by hand (a few matrix–vector products).

use nile_core::rng::{below, seeded};

/// A multilayer perceptron: the observation tensor, normalised feature by feature, then
/// fully connected layers with ReLU between them and a linear output layer. A *value*
/// network has one output: the observing seat's final score minus the mean of all seats'
/// final scores, divided by [`Network::target_scale`]. A *policy* network has one output
/// per action index ([`nile_core::Game::num_distinct_actions`]): logits whose softmax
/// over the legal actions is the observing seat's move distribution ([`Network::policy`]).
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
    /// Layer widths: the input length, the hidden widths, then the outputs (1 for a
    /// value network, one per action index for a policy).
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
    /// A fresh value network for `game` at `players` seats over a tensor of `shape`, with
    /// these hidden widths; weights drawn uniformly within ±sqrt(6 / inputs) (He), biases
    /// zero, identity normalisation and a target scale of 1. Fixed by `seed`.
    pub fn new(game: &str, players: u8, shape: Vec<u32>, hidden: &[usize], seed: u64) -> Self {
        Self::with_outputs(game, players, shape, hidden, 1, seed)
    }

    /// A fresh policy network: as [`Network::new`] with one output per action index
    /// (`actions`, at least 2; the game's [`nile_core::Game::num_distinct_actions`]).
    ///
    /// ```
    /// use nile_bots::learned::Network;
    /// let net = Network::policy_network("nim", 2, vec![3], &[8], 4, 7);
    /// assert_eq!(net.outputs(), 4);
    /// let mut scratch = Vec::new();
    /// let mut probs = Vec::new();
    /// // Only indices 1 and 3 are legal: the distribution is over them alone.
    /// net.policy(&[1.0, 0.0, 2.0], &[1, 3], &mut scratch, &mut probs);
    /// assert_eq!(probs.len(), 2);
    /// assert!((probs[0] + probs[1] - 1.0).abs() < 1e-6);
    /// ```
    pub fn policy_network(
        game: &str,
        players: u8,
        shape: Vec<u32>,
        hidden: &[usize],
        actions: usize,
        seed: u64,
    ) -> Self {
        Self::with_outputs(game, players, shape, hidden, actions.max(2), seed)
    }

    fn with_outputs(
        game: &str,
        players: u8,
        shape: Vec<u32>,
        hidden: &[usize],
        outputs: usize,
        seed: u64,
    ) -> Self {
        let input = shape.iter().map(|&d| d as usize).product::<usize>();
        let mut sizes = vec![input];
        sizes.extend(hidden.iter().map(|&h| h.max(1)));
        sizes.push(outputs.max(1));
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

    /// The layer widths: input, hidden layers, outputs.
    pub fn sizes(&self) -> &[usize] {
        &self.sizes
    }

    /// The output width: 1 for a value network, the action-index count for a policy.
    pub fn outputs(&self) -> usize {
        self.sizes[self.sizes.len() - 1]
    }

    /// Whether this is a policy network (more than one output).
    pub fn is_policy(&self) -> bool {
        self.outputs() > 1
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

    /// A policy network's move distribution: clears `probs` and writes, for each action
    /// index in `legal` (in that order), the softmax of its logit over the legal indices
    /// alone. An index past the outputs gets probability 0 (and no share of the rest); a
    /// value network, or an empty `legal`, gives a uniform distribution.
    pub fn policy(
        &self,
        input: &[f32],
        legal: &[usize],
        scratch: &mut Vec<f32>,
        probs: &mut Vec<f32>,
    ) {
        if answered_without_network(self.is_policy(), legal, probs) {
            return;
        }
        let start = self.forward_logits(input, scratch);
        masked_softmax(&scratch[start..], legal, probs);
    }

    /// The raw output (in units of the target scale) of a value network, the first
    /// logit of a policy; `scratch` ends holding every layer's activations one after
    /// another (the normalised input first).
    pub(crate) fn forward(&self, input: &[f32], scratch: &mut Vec<f32>) -> f32 {
        let start = self.forward_logits(input, scratch);
        scratch[start]
    }

    /// The forward pass: `scratch` ends holding every layer's activations one after
    /// another (the normalised input first); returns where the output layer starts.
    pub(crate) fn forward_logits(&self, input: &[f32], scratch: &mut Vec<f32>) -> usize {
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
        start
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
        for (row, &target) in inputs.chunks_exact(n).zip(targets) {
            let y = self.forward(row, scratch);
            let err = y - target;
            loss += err * err;
            delta.clear();
            delta.push(2.0 * err / batch);
            self.backward(grad, scratch, delta);
        }
        loss / batch
    }

    /// A policy's cross-entropy over a batch and its gradient, added into `grad`: row
    /// `r` of `inputs` is a position, `targets[r]` its legal action indices with the
    /// target share of each (the search's visit shares, summing to 1); the softmax runs
    /// over those indices alone, so illegal actions neither gain nor lose.
    pub(crate) fn policy_loss_and_gradient(
        &self,
        inputs: &[f32],
        targets: &[&[(u32, f32)]],
        grad: &mut [f32],
        scratch: &mut Vec<f32>,
        delta: &mut Vec<f32>,
    ) -> f32 {
        let n = self.sizes[0];
        let outputs = self.outputs();
        let batch = targets.len().max(1) as f32;
        let mut loss = 0.0;
        let mut legal = Vec::new();
        let mut probs = Vec::new();
        for (row, target) in inputs.chunks_exact(n).zip(targets) {
            let start = self.forward_logits(row, scratch);
            legal.clear();
            legal.extend(target.iter().map(|&(i, _)| i as usize));
            masked_softmax(&scratch[start..], &legal, &mut probs);
            delta.clear();
            delta.resize(outputs, 0.0);
            for (&(i, share), &p) in target.iter().zip(&probs) {
                if (i as usize) < outputs {
                    loss -= share * p.max(1e-12).ln();
                    delta[i as usize] += (p - share) / batch;
                }
            }
            self.backward(grad, scratch, delta);
        }
        loss / batch
    }

    /// One row's policy cross-entropy against its visit shares.
    pub(crate) fn policy_loss(
        &self,
        input: &[f32],
        target: &[(u32, f32)],
        scratch: &mut Vec<f32>,
    ) -> f32 {
        let start = self.forward_logits(input, scratch);
        let legal: Vec<usize> = target.iter().map(|&(i, _)| i as usize).collect();
        let mut probs = Vec::with_capacity(legal.len());
        masked_softmax(&scratch[start..], &legal, &mut probs);
        target
            .iter()
            .zip(&probs)
            .map(|(&(_, share), &p)| -share * p.max(1e-12).ln())
            .sum()
    }

    /// Backpropagation of one row: `scratch` holds the row's activations (from
    /// [`Network::forward_logits`]), `delta` the loss's gradient with respect to the
    /// outputs (consumed). Adds the parameters' gradient into `grad`.
    fn backward(&self, grad: &mut [f32], scratch: &[f32], delta: &mut Vec<f32>) {
        let layers = self.sizes.len() - 1;
        // Back through the layers, last first. `delta` holds dL/dz of the layer.
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
                // dL/dx of this layer, then through the ReLU of the layer below (its
                // output x is zero exactly where the ReLU was off).
                let mut next = vec![0.0f32; inputs_l];
                for (o, &d) in delta.iter().enumerate().take(outputs_l) {
                    if d == 0.0 {
                        continue;
                    }
                    let row = &self.params[w_start + o * inputs_l..w_start + (o + 1) * inputs_l];
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
}

/// The softmax of `logits` over the indices in `legal` alone, written to `probs` (one
/// per entry of `legal`); an index past the logits gets 0.
pub(crate) fn masked_softmax(logits: &[f32], legal: &[usize], probs: &mut Vec<f32>) {
    probs.clear();
    probs.extend(
        legal
            .iter()
            .map(|&i| logits.get(i).copied().unwrap_or(f32::NEG_INFINITY)),
    );
    softmax_in_place(probs);
}

/// Turns logits into probabilities in place; an infinitely negative logit gets 0, and
/// where nothing is finite every entry gets the same share.
fn softmax_in_place(values: &mut [f32]) {
    let max = values.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let mut sum = 0.0;
    for v in values.iter_mut() {
        *v = if v.is_finite() { (*v - max).exp() } else { 0.0 };
        sum += *v;
    }
    if sum > 0.0 && sum.is_finite() {
        values.iter_mut().for_each(|v| *v /= sum);
    } else {
        let uniform = 1.0 / values.len().max(1) as f32;
        values.iter_mut().for_each(|v| *v = uniform);
    }
}

/// The start of every policy query: clears `probs`, and answers it at once (returns
/// `true`) where there is nothing to compute: no legal move, or a value network (every
/// move the same probability).
fn answered_without_network(is_policy: bool, legal: &[usize], probs: &mut Vec<f32>) -> bool {
    probs.clear();
    if !legal.is_empty() && !is_policy {
        probs.resize(legal.len(), 1.0 / legal.len() as f32);
    }
    legal.is_empty() || !is_policy
}

/// A policy network's forward pass laid out for a search that calls it at many nodes:
/// the input normalisation folded into the first layer, whose weights are kept one
/// column per feature so that only the nonzero features of an observation (a few
/// percent: most are one-hot) are read, and the output layer computed for the legal
/// actions alone. The probabilities are those of [`Network::policy`] (up to rounding).
///
/// ```
/// use nile_bots::learned::{FastPolicy, Network};
/// let net = Network::policy_network("nim", 2, vec![3], &[8], 4, 7);
/// let fast = FastPolicy::new(&net);
/// let (mut scratch, mut slow, mut quick) = (Vec::new(), Vec::new(), Vec::new());
/// net.policy(&[1.0, 0.0, 2.0], &[0, 2, 3], &mut scratch, &mut slow);
/// fast.policy(&[1.0, 0.0, 2.0], &[0, 2, 3], &mut scratch, &mut quick);
/// for (a, b) in slow.iter().zip(&quick) {
///     assert!((a - b).abs() < 1e-5);
/// }
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct FastPolicy {
    network: Network,
    /// The first layer's weights times each feature's inverse standard deviation, one
    /// column of the layer's width per input feature.
    columns: Vec<f32>,
    /// The first layer's biases less the weighted feature means.
    bias: Vec<f32>,
}

impl FastPolicy {
    /// The rearranged copy of `network` (a value network reads as a policy over one
    /// output: every legal action then gets the same probability).
    pub fn new(network: &Network) -> Self {
        let (n, width) = (network.sizes[0], network.sizes[1]);
        let weights = &network.params[..n * width];
        let mut columns = vec![0.0f32; n * width];
        let mut bias: Vec<f32> = network.params[n * width..n * width + width].to_vec();
        for o in 0..width {
            let row = &weights[o * n..(o + 1) * n];
            let mut shift = 0.0f64;
            for i in 0..n {
                let w = row[i] * network.inv_std[i];
                columns[i * width + o] = w;
                shift += f64::from(w) * f64::from(network.mean[i]);
            }
            bias[o] -= shift as f32;
        }
        FastPolicy {
            network: network.clone(),
            columns,
            bias,
        }
    }

    /// The network it was made from.
    pub fn network(&self) -> &Network {
        &self.network
    }

    /// As [`Network::policy`]: clears `probs` and writes the softmax over the legal
    /// action indices `legal`, in their order (0 for an index past the outputs; uniform
    /// for a value network).
    pub fn policy(
        &self,
        input: &[f32],
        legal: &[usize],
        scratch: &mut Vec<f32>,
        probs: &mut Vec<f32>,
    ) {
        if answered_without_network(self.network.is_policy(), legal, probs) {
            return;
        }
        let sizes = &self.network.sizes;
        let layers = sizes.len() - 1;
        let width = sizes[1];
        scratch.clear();
        scratch.extend_from_slice(&self.bias);
        for (i, &x) in input.iter().enumerate().take(sizes[0]) {
            if x != 0.0 {
                let column = &self.columns[i * width..(i + 1) * width];
                for (a, w) in scratch.iter_mut().zip(column) {
                    *a += x * w;
                }
            }
        }
        if layers == 1 {
            return masked_softmax(scratch, legal, probs);
        }
        scratch.iter_mut().for_each(|a| *a = a.max(0.0));
        // Hidden layers after the first: dense, ReLU.
        let mut offset = sizes[0] * width + width;
        let mut start = 0;
        for l in 1..layers - 1 {
            let (inputs, outputs) = (sizes[l], sizes[l + 1]);
            let here = scratch.len();
            for o in 0..outputs {
                let row = &self.network.params[offset + o * inputs..offset + (o + 1) * inputs];
                let b = self.network.params[offset + inputs * outputs + o];
                let sum = row
                    .iter()
                    .zip(&scratch[start..start + inputs])
                    .fold(b, |s, (w, x)| s + w * x);
                scratch.push(sum.max(0.0));
            }
            start = here;
            offset += inputs * outputs + outputs;
        }
        // The output layer, legal rows only: each logit goes to `probs`, then softmax.
        let (inputs, outputs) = (sizes[layers - 1], sizes[layers]);
        let hidden = &scratch[start..start + inputs];
        probs.extend(legal.iter().map(|&k| {
            if k < outputs {
                let row = &self.network.params[offset + k * inputs..offset + (k + 1) * inputs];
                let b = self.network.params[offset + inputs * outputs + k];
                row.iter().zip(hidden).fold(b, |s, (w, x)| s + w * x)
            } else {
                f32::NEG_INFINITY
            }
        }));
        softmax_in_place(probs);
    }
}
