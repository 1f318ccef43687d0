//! The MCTS settings tuned per game: what `mcts:<budget>` means for each game (see
//! `docs/bots.md`, "Tuning", for how they were chosen; `crates/bots/examples/tune.rs`
//! reruns the search).

use crate::mcts::{Budget, Horizon, MctsConfig};

/// The tuned knobs of one game.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tuned {
    /// The game's [`nile_core::Game::NAME`].
    pub game: &'static str,
    /// Where rollouts stop (cut after some decisions and scored by the game's
    /// evaluation, or played to the end).
    pub horizon: Horizon,
    /// UCB exploration constant.
    pub exploration: f64,
    /// Weight of the margin term in the reward.
    pub margin_weight: f64,
    /// The margin's scale in points.
    pub margin_scale: f64,
}

/// One row per game with an evaluation; other games get [`MctsConfig::classic`]. In
/// Tekhenu (and Imhotep) rollouts cut after 8 decisions and scored by the evaluation lost to the
/// classic search (`mcts:1000` against `mcts:2000:classic`: 3 of 16; Imhotep: 1 of 16),
/// while full rollouts with the margin reward won (`mcts:500ms:h=end` against
/// `mcts:2000:classic`: 18 of 20; Imhotep: 19 of 20), so both rows keep rollouts to the
/// end; see `docs/bots.md`.
pub const TUNED: &[Tuned] = &[
    Tuned {
        game: "ra",
        horizon: Horizon::Decisions(0),
        exploration: 0.7,
        margin_weight: 1.0,
        margin_scale: 8.0,
    },
    Tuned {
        game: "imhotep",
        horizon: Horizon::End,
        exploration: 0.7,
        margin_weight: 1.0,
        margin_scale: 5.0,
    },
    Tuned {
        game: "tekhenu",
        horizon: Horizon::End,
        exploration: 0.7,
        margin_weight: 1.0,
        margin_scale: 8.0,
    },
    // Conquistando: cut at 64 decisions with the margin reward, it beat the classic
    // search 17 of 24 (seed 1); cut at 8 it lost (6 of 40), at 32 it was level (10 of 24).
    Tuned {
        game: "conquistando",
        horizon: Horizon::Decisions(64),
        exploration: 0.7,
        margin_weight: 1.0,
        margin_scale: 4.0,
    },
];

/// The settings of `mcts:<budget>` for the game named `game`: its [`TUNED`] row, or the
/// classic search for a game without one. A time budget also searches one tree per
/// core side by side (root parallelism, with the `parallel` feature); an iteration
/// budget keeps one tree, so its moves do not depend on the machine.
pub fn mcts_defaults(game: &str, budget: Budget) -> MctsConfig {
    let mut config = MctsConfig::classic(budget);
    if let Some(t) = TUNED.iter().find(|t| t.game == game) {
        config = config
            .exploration(t.exploration)
            .margin_weight(t.margin_weight)
            .margin_scale(t.margin_scale);
        config.horizon = t.horizon;
    }
    if budget.is_time() {
        config = config.trees(cores());
    }
    config
}

/// The cores the trees of a timed search may use (1 without the `parallel` feature).
fn cores() -> usize {
    #[cfg(feature = "parallel")]
    return std::thread::available_parallelism().map_or(1, |n| n.get());
    #[cfg(not(feature = "parallel"))]
    return 1;
}
