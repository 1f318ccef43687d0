//! What nile's bots know of Senet (`BotHints`): the evaluation of `eval.rs`, the turn as
//! the unit of play, and the measured levels.

use nile_core::bots::{BotHints, LevelSpecs};

use crate::state::Senet;

impl BotHints for Senet {
    /// Measured levels (`docs/bots.md`, "Levels"): greedy, the classic MCTS on 1,000
    /// iterations, and for `hard` MCTS whose rollouts are cut at once and scored by the
    /// evaluation (`eval.rs`), which beat greedy where the classic search only drew with
    /// it: the throws' luck drowns what long random playouts tell.
    const LEVELS: Option<LevelSpecs> = Some(LevelSpecs {
        easy: "greedy",
        medium: "mcts:1000",
        hard: "mcts:2000:h=0:c=0.7:margin=1:scale=2",
    });

    fn evaluate(&self, out: &mut Vec<f64>) {
        self.estimate(out);
    }

    /// A unit of play is a turn: it ends when the sticks pass to the other seat or the
    /// game ends.
    fn ends_unit(&self, before: &Self) -> bool {
        before.to_move != self.to_move || (self.over && !before.over)
    }
}
