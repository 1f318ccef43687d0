//! What nile's bots know of Tekhenu ([`BotHints`]): the evaluation of `eval.rs`, the
//! rollout policy of `playout.rs`, the turn as the unit of play, the measured levels
//! and tuned MCTS knobs, and the learned value and policy networks.

use nile_core::bots::{BotHints, LearnedWeights, LevelSpecs};

use crate::action::TekhenuAction;
use crate::state::Tekhenu;

impl BotHints for Tekhenu {
    /// Measured levels (`docs/bots.md`, "Levels"): greedy, the tuned MCTS on 1,000
    /// iterations (one tree, so its moves do not depend on the machine), and for `hard`
    /// the tuned MCTS on half a second of one core's CPU with MAST rollouts
    /// (`mast`: each rollout decision the action with the best mean reward so far, one
    /// in five at random), which beat it without.
    const LEVELS: Option<LevelSpecs> = Some(LevelSpecs {
        easy: "greedy",
        medium: "mcts:1000",
        hard: "mcts:500ms:cpu:trees=1:mast",
    });

    /// Rollouts played to the end with the margin reward on a scale of 8 points: cut
    /// short and scored by the evaluation, they lost to the classic search, whose long
    /// random playouts see the end scoring better than the estimate does.
    const TUNED_MCTS: Option<&'static str> = Some("h=end:c=0.7:margin=1:scale=8");

    /// The networks `nile train` wrote (`docs/learned/`), compiled in.
    const LEARNED: LearnedWeights = LearnedWeights {
        value: Some(include_bytes!("../weights/value.bin")),
        policy: Some(include_bytes!("../weights/policy.bin")),
    };

    fn evaluate(&self, out: &mut Vec<f64>) {
        self.board.estimate_final_scores(out);
    }

    fn rollout_weights(&self, legal: &[TekhenuAction], out: &mut Vec<u32>) {
        crate::playout::playout_weights(legal, out);
    }

    /// A unit of play is a turn: it ends when the turn passes to the next position in
    /// the turn order (or a new round starts) or the game ends.
    fn ends_unit(&self, before: &Self) -> bool {
        before.board.turn_pos != self.board.turn_pos
            || before.board.turn.p != self.board.turn.p
            || before.board.over != self.board.over
    }
}
