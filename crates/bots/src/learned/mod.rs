//! Evaluations learned from self-play (`eval=learned` in a seat spec).
//!
//! A small perceptron ([`Network`]) reads one seat's observation tensor
//! ([`nile_core::Game::observation_tensor`], so only what that seat may see) and
//! predicts that seat's final score minus the mean of all seats' final scores. Applied
//! to every seat, the predictions have the shape of [`BotHints::evaluate`] (one
//! value per seat, in points, whose differences are the expected score differences),
//! so the MCTS (at a rollout horizon) and the deep search (at its leaves) take either
//! ([`LearnedEval`]).
//!
//! The forward pass is a few matrix–vector products written here rather than a
//! framework: a 64-wide hidden layer is a few tens of thousands of multiply–adds, which
//! needs no BLAS, no threads and no allocation per call, compiles to WebAssembly as it
//! is, and adds no dependency to the crate. Training ([`crate::train`]) is the same code plus
//! its backpropagated gradient and Adam.
//!
//! Weights are versioned little-endian files with a header and a checksum
//! ([`mod@format`]); each game's, committed under its crate's `weights/`, are compiled
//! into the game crate with `include_bytes!` and handed over as
//! [`BotHints::LEARNED`] ([`committed`]), so the browser build carries them too. A game
//! without committed weights, or a state whose seat count or tensor shape differs from
//! the one trained, is scored by the game's own evaluation instead.
//!
//! ```
//! use nile_bots::learned::{LearnedEval, Network};
//! use nile_core::testing::{Nim, NimConfig};
//! use nile_core::Game;
//!
//! let state = Nim::new(&NimConfig::default())?;
//! let shape: Vec<u32> = Nim::observation_tensor_shape(state.config())
//!     .iter().map(|&d| d as u32).collect();
//! let net = Box::leak(Box::new(Network::new("nim", 2, shape, &[8], 1)));
//! let mut eval = LearnedEval::with_network(Some(net));
//! let mut values = Vec::new();
//! eval.evaluate(&state, &mut values);
//! assert_eq!(values.len(), 2);
//! # Ok::<(), nile_core::GameError>(())
//! ```

pub mod format;
mod network;

use std::sync::{Arc, Mutex};

use nile_core::bots::BotHints;

pub use format::WeightsError;
pub use network::{FastPolicy, Network};

/// What a search scores a position by where it stops looking ahead.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Evaluation {
    /// The game's hand-written estimate, [`BotHints::evaluate`].
    #[default]
    Game,
    /// The committed learned network ([`LearnedEval`]), where the game has one.
    Learned,
}

/// Networks read from their weights files: (the file's address, its length, the
/// network), each file read once for the process's life (a handful: one or two per game).
type Loaded = Vec<(usize, usize, Option<&'static Network>)>;

/// The network in `bytes` for game `G`, read the first time and kept; `None` when the
/// file does not read (which the game's tests rule out).
fn load<G: BotHints>(cache: &Mutex<Loaded>, bytes: &'static [u8]) -> Option<&'static Network> {
    let key = (bytes.as_ptr() as usize, bytes.len());
    // A poisoned lock still holds whole entries: each is pushed in one step.
    let mut loaded = cache.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&(_, _, net)) = loaded.iter().find(|(p, n, _)| (*p, *n) == key) {
        return net;
    }
    let net = Network::from_bytes_for(G::NAME, bytes)
        .ok()
        .map(|net| &*Box::leak(Box::new(net)));
    loaded.push((key.0, key.1, net));
    net
}

/// Game `G`'s value network ([`BotHints::LEARNED`], compiled into the game crate), read
/// once; `None` when the game has none (or, which the tests rule out, its file does not
/// read).
pub fn committed<G: BotHints>() -> Option<&'static Network> {
    static NETWORKS: Mutex<Loaded> = Mutex::new(Vec::new());
    load::<G>(&NETWORKS, G::LEARNED.value?).filter(|net| !net.is_policy())
}

/// Game `G`'s policy network, read once; `None` when the game has none.
pub fn committed_policy<G: BotHints>() -> Option<&'static Network> {
    static NETWORKS: Mutex<Loaded> = Mutex::new(Vec::new());
    load::<G>(&NETWORKS, G::LEARNED.policy?).filter(|net| net.is_policy())
}

/// [`committed_policy`] rearranged for the search ([`FastPolicy`]), built once per game.
fn committed_fast_policy<G: BotHints>() -> Option<Arc<FastPolicy>> {
    type Built = Vec<(usize, Arc<FastPolicy>)>;
    static FAST: Mutex<Built> = Mutex::new(Vec::new());
    let net = committed_policy::<G>()?;
    let key = net as *const Network as usize;
    let mut built = FAST.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, fast)) = built.iter().find(|(k, _)| *k == key) {
        return Some(Arc::clone(fast));
    }
    let fast = Arc::new(FastPolicy::new(net));
    built.push((key, Arc::clone(&fast)));
    Some(fast)
}

/// Checks game `G`'s weights files ([`BotHints::LEARNED`]), value and policy: each must
/// read, name `G`, and be the kind (value or policy) it is declared as. The errors, one
/// per file that fails, each with the kind it was declared as (`"value"`, `"policy"`).
pub fn check_committed<G: BotHints>() -> Vec<(&'static str, WeightsError)> {
    let learned = G::LEARNED;
    [("value", learned.value), ("policy", learned.policy)]
        .into_iter()
        .filter_map(|(kind, bytes)| Some((kind, bytes?)))
        .filter_map(|(kind, bytes)| {
            let want_policy = kind == "policy";
            match Network::from_bytes_for(G::NAME, bytes) {
                Err(e) => Some((kind, e)),
                Ok(net) if net.is_policy() != want_policy => Some((
                    kind,
                    WeightsError::BadLayout(format!(
                        "{} outputs where a {kind} network was expected",
                        net.outputs()
                    )),
                )),
                Ok(_) => None,
            }
        })
        .collect()
}

/// The learned evaluation in the shape of [`BotHints::evaluate`], with its own
/// scratch space (one per search tree or searcher, no allocation per call once warm).
#[derive(Debug, Clone)]
pub struct LearnedEval {
    network: Option<&'static Network>,
    tensor: Vec<f32>,
    scratch: Vec<f32>,
}

impl LearnedEval {
    /// The evaluation with game `G`'s committed network (the game's own evaluation when
    /// it has none).
    pub fn for_game<G: BotHints>() -> Self {
        Self::with_network(committed::<G>())
    }

    /// The evaluation with this network (`None`: the game's own evaluation).
    pub fn with_network(network: Option<&'static Network>) -> Self {
        LearnedEval {
            network,
            tensor: Vec::new(),
            scratch: Vec::new(),
        }
    }

    /// Whether a network will score `state` (rather than [`BotHints::evaluate`]).
    pub fn applies_to<G: BotHints>(&self, state: &G) -> bool {
        self.network.is_some_and(|net| {
            !net.is_policy()
                && net.players() == state.players()
                && G::observation_tensor_shape(state.config())
                    .iter()
                    .map(|&d| d as u32)
                    .eq(net.shape().iter().copied())
        })
    }

    /// Clears `out` and writes one value per seat: the network's predicted final margin
    /// over the seats' mean, each from that seat's own observation tensor; or the game's
    /// own [`BotHints::evaluate`] where no network applies.
    pub fn evaluate<G: BotHints>(&mut self, state: &G, out: &mut Vec<f64>) {
        let net = match self.network {
            Some(net) if self.applies_to(state) => net,
            _ => return state.evaluate(out),
        };
        out.clear();
        for p in 0..state.players() {
            state.observation_tensor(p, &mut self.tensor);
            out.push(f64::from(net.predict(&self.tensor, &mut self.scratch)));
        }
    }
}

/// A learned policy prior: the move distribution of a policy network over the mover's
/// observation tensor, for the MCTS's [`crate::mcts::PriorSource::Policy`]. Keeps its
/// own scratch space (one per search tree).
///
/// ```
/// use nile_bots::learned::{Network, PolicyEval};
/// use nile_core::testing::{Nim, NimAction, NimConfig};
/// use nile_core::Game;
///
/// let mut state = Nim::new(&NimConfig::default())?;
/// state.apply(NimAction::Pile(5))?;
/// let config = state.config().clone();
/// let shape: Vec<u32> = Nim::observation_tensor_shape(&config)
///     .iter().map(|&d| d as u32).collect();
/// let actions = Nim::num_distinct_actions(&config);
/// let net = Network::policy_network("nim", 2, shape, &[8], actions, 1);
/// let mut policy = PolicyEval::with_network(Some(&net));
/// let mut legal = Vec::new();
/// state.legal_actions(&mut legal);
/// let mut priors = Vec::new();
/// assert!(policy.priors(&state, 0, &legal, &mut priors));
/// assert_eq!(priors.len(), legal.len());
/// assert!((priors.iter().sum::<f32>() - 1.0).abs() < 1e-5);
/// # Ok::<(), nile_core::GameError>(())
/// ```
#[derive(Debug, Clone)]
pub struct PolicyEval {
    network: Option<Arc<FastPolicy>>,
    tensor: Vec<f32>,
    scratch: Vec<f32>,
    indices: Vec<usize>,
}

impl PolicyEval {
    /// The prior with game `G`'s committed policy network (uniform when it has none).
    pub fn for_game<G: BotHints>() -> Self {
        Self::with_fast(committed_fast_policy::<G>())
    }

    /// The prior with this policy network (`None`: uniform).
    pub fn with_network(network: Option<&Network>) -> Self {
        Self::with_fast(network.map(|net| Arc::new(FastPolicy::new(net))))
    }

    fn with_fast(network: Option<Arc<FastPolicy>>) -> Self {
        PolicyEval {
            network,
            tensor: Vec::new(),
            scratch: Vec::new(),
            indices: Vec::new(),
        }
    }

    /// Whether the network reads `state`: a policy over this game's action indices,
    /// trained at its seat count and tensor shape.
    pub fn applies_to<G: BotHints>(&self, state: &G) -> bool {
        self.network.as_ref().is_some_and(|fast| {
            let net = fast.network();
            net.is_policy()
                && net.players() == state.players()
                && net.outputs() == G::num_distinct_actions(state.config())
                && G::observation_tensor_shape(state.config())
                    .iter()
                    .map(|&d| d as u32)
                    .eq(net.shape().iter().copied())
        })
    }

    /// Clears `out` and writes one probability per action of `legal` (seat `seat` to
    /// move in `state`), summing to 1: the network's softmax over the legal actions
    /// alone. Returns `false`, with a uniform `out`, where no network applies; an action
    /// without an index gets 0.
    pub fn priors<G: BotHints>(
        &mut self,
        state: &G,
        seat: usize,
        legal: &[G::Action],
        out: &mut Vec<f32>,
    ) -> bool {
        let net = match &self.network {
            Some(net) if self.applies_to(state) => Arc::clone(net),
            _ => {
                out.clear();
                out.resize(legal.len(), 1.0 / legal.len().max(1) as f32);
                return false;
            }
        };
        state.observation_tensor(seat, &mut self.tensor);
        self.indices.clear();
        self.indices.extend(
            legal
                .iter()
                .map(|&a| G::action_to_index(state.config(), a).unwrap_or(usize::MAX)),
        );
        net.policy(&self.tensor, &self.indices, &mut self.scratch, out);
        true
    }
}

#[cfg(test)]
mod tests;
