//! Evaluations learned from self-play (`eval=learned` in a seat spec).
//!
//! A small perceptron ([`Network`]) reads one seat's observation tensor
//! ([`nile_core::Game::observation_tensor`], so only what that seat may see) and
//! predicts that seat's final score minus the mean of all seats' final scores. Applied
//! to every seat, the predictions have the shape of [`nile_core::Game::evaluate`] (one
//! value per seat, in points, whose differences are the expected score differences),
//! so the MCTS (at a rollout horizon) and the deep search (at its leaves) take either
//! ([`LearnedEval`]).
//!
//! The forward pass is a few matrix–vector products written here rather than a
//! framework: a 64-wide hidden layer is a few tens of thousands of multiply–adds, which
//! needs no BLAS, no threads and no allocation per call, compiles to WebAssembly as it
//! is, and adds no dependency to the crate. Training ([`train`]) is the same code plus
//! its backpropagated gradient and Adam.
//!
//! Weights are versioned little-endian files with a header and a checksum
//! ([`mod@format`]); the ones committed under `crates/bots/weights/` are compiled in with
//! `include_bytes!` ([`committed`]), so the browser build carries them too. A game
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
pub mod train;

use std::sync::OnceLock;

use nile_core::Game;

pub use format::WeightsError;
pub use network::Network;

/// What a search scores a position by where it stops looking ahead.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Evaluation {
    /// The game's hand-written estimate, [`nile_core::Game::evaluate`].
    #[default]
    Game,
    /// The committed learned network ([`LearnedEval`]), where the game has one.
    Learned,
}

/// The weights files compiled into this crate: (game, bytes). Each was written by
/// `nile train <game>` (the runs are recorded in `docs/bots.md`, "Learned evaluations").
const COMMITTED: &[(&str, &[u8])] = &[
    ("ra", include_bytes!("../../weights/ra.bin")),
    ("imhotep", include_bytes!("../../weights/imhotep.bin")),
    ("tekhenu", include_bytes!("../../weights/tekhenu.bin")),
    ("pragas", include_bytes!("../../weights/pragas.bin")),
    (
        "conquistando",
        include_bytes!("../../weights/conquistando.bin"),
    ),
];

/// The committed network of `game` ([`nile_core::Game::NAME`]), read once; `None` when
/// the game has none (or, which the tests rule out, its file does not read).
pub fn committed(game: &str) -> Option<&'static Network> {
    static NETWORKS: OnceLock<Vec<(&'static str, Option<Network>)>> = OnceLock::new();
    NETWORKS
        .get_or_init(|| {
            COMMITTED
                .iter()
                .map(|&(name, bytes)| (name, Network::from_bytes_for(name, bytes).ok()))
                .collect()
        })
        .iter()
        .find(|(name, _)| *name == game)
        .and_then(|(_, net)| net.as_ref())
}

/// Checks every committed weights file: the game names with a file that does not read.
pub fn check_committed() -> Vec<(&'static str, WeightsError)> {
    COMMITTED
        .iter()
        .filter_map(|&(name, bytes)| {
            Network::from_bytes_for(name, bytes)
                .err()
                .map(|e| (name, e))
        })
        .collect()
}

/// The games that have committed weights.
pub fn committed_games() -> Vec<&'static str> {
    COMMITTED.iter().map(|&(name, _)| name).collect()
}

/// The learned evaluation in the shape of [`nile_core::Game::evaluate`], with its own
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
    pub fn for_game<G: Game>() -> Self {
        Self::with_network(committed(G::NAME))
    }

    /// The evaluation with this network (`None`: the game's own evaluation).
    pub fn with_network(network: Option<&'static Network>) -> Self {
        LearnedEval {
            network,
            tensor: Vec::new(),
            scratch: Vec::new(),
        }
    }

    /// Whether a network will score `state` (rather than [`nile_core::Game::evaluate`]).
    pub fn applies_to<G: Game>(&self, state: &G) -> bool {
        self.network.is_some_and(|net| {
            net.players() == state.players()
                && G::observation_tensor_shape(state.config())
                    .iter()
                    .map(|&d| d as u32)
                    .eq(net.shape().iter().copied())
        })
    }

    /// Clears `out` and writes one value per seat: the network's predicted final margin
    /// over the seats' mean, each from that seat's own observation tensor; or the game's
    /// own [`nile_core::Game::evaluate`] where no network applies.
    pub fn evaluate<G: Game>(&mut self, state: &G, out: &mut Vec<f64>) {
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

#[cfg(test)]
mod tests;
