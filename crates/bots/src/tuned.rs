//! The MCTS settings tuned per game: what `mcts:<budget>` means for each game (see
//! `docs/bots.md`, "Tuning", for how they are chosen; `crates/bots/examples/tune.rs`
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

/// One row per game with an evaluation; other games get [`MctsConfig::classic`].
/// Imhotep and Tekhenu play rollouts to the end with the margin reward: cut short and
/// scored by their evaluations, the rollouts lost to the classic search, whose long
/// random playouts see those games' end scoring better than the estimates do.
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
    // Conquistando: rollouts cut at 64 decisions and scored by the evaluation, with the
    // margin reward; shorter cuts did worse against the classic search.
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
