//! What nile's bots know of Conquistando ([`BotHints`]): the evaluation of `eval.rs`,
//! the rollout policy of `playout.rs`, the round as the unit of play, the measured
//! levels and tuned MCTS knobs, and the learned value network.

use nile_core::bots::{BotHints, LearnedWeights, LevelSpecs};

use crate::action::Action;
use crate::state::{Conquistando, Step};

impl BotHints for Conquistando {
    /// Measured levels (`docs/bots.md`, "Levels"): greedy, the tuned MCTS on 1,000
    /// iterations (one tree, so its moves do not depend on the machine), and for `hard`
    /// the tuned MCTS on half a second of one core's CPU with the game's rollout
    /// policy (`policy`), which beat it without.
    const LEVELS: Option<LevelSpecs> = Some(LevelSpecs {
        easy: "greedy",
        medium: "mcts:1000",
        hard: "mcts:500ms:cpu:trees=1:policy",
    });

    /// Rollouts cut at 64 decisions and scored by the evaluation, with the margin
    /// reward on a scale of 4 points; shorter cuts did worse against the classic
    /// search.
    const TUNED_MCTS: Option<&'static str> = Some("h=64:c=0.7:margin=1:scale=4");

    /// The networks `nile train` wrote (`docs/learned/`), compiled in.
    const LEARNED: LearnedWeights = LearnedWeights {
        value: Some(include_bytes!("../weights/value.bin")),
        policy: None,
    };

    /// Each seat's estimated final VP: the VP so far plus the city buildings, conquests,
    /// helps and achievements still to come (`src/eval.rs`; the final score at the end).
    fn evaluate(&self, out: &mut Vec<f64>) {
        self.estimate_final_scores(out);
    }

    fn rollout_weights(&self, legal: &[Action], out: &mut Vec<u32>) {
        self.playout_weights(legal, out);
    }

    /// A unit of play is a round (every seat's turn): it ends when the next round
    /// begins or the game ends.
    fn ends_unit(&self, before: &Self) -> bool {
        before.round != self.round || (self.step == Step::Over && before.step != Step::Over)
    }
}
