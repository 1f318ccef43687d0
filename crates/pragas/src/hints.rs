//! What nile's bots know of 10 Pragas ([`BotHints`]): the evaluation of `eval.rs`,
//! the rollout policy of `playout.rs`, the action keys of `keys.rs`, the phase as the
//! unit of play, the measured levels, and the learned value and policy networks. No
//! MCTS knobs are tuned for it: `mcts:<budget>` is the classic search.

use nile_core::bots::{BotHints, LearnedWeights, LevelSpecs};

use crate::action::Action;
use crate::state::{Pragas, PragasConfig};

impl BotHints for Pragas {
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

    /// The networks `nile train` wrote (`docs/learned/`), compiled in.
    const LEARNED: LearnedWeights = LearnedWeights {
        value: Some(include_bytes!("../weights/value.bin")),
        policy: Some(include_bytes!("../weights/policy.bin")),
    };

    fn evaluate(&self, out: &mut Vec<f64>) {
        self.estimate_final_scores(out);
    }

    fn rollout_weights(&self, legal: &[Action], out: &mut Vec<u32>) {
        crate::playout::playout_weights(legal, out);
    }

    fn num_action_keys(_config: &PragasConfig) -> usize {
        crate::keys::num_action_keys()
    }

    /// Keyed by what the action's slot, display position or pending tile holds
    /// (`src/keys.rs`), so MAST learns about kinds of tiles rather than slots.
    fn action_key(&self, action: Action) -> Option<usize> {
        crate::keys::action_key(self, action)
    }

    /// A unit of play is a phase of the round (dice, boosts, territories, tributes and
    /// the others): it ends when the phase changes, whatever the turn within it.
    fn ends_unit(&self, before: &Self) -> bool {
        std::mem::discriminant(&before.phase) != std::mem::discriminant(&self.phase)
            || before.round != self.round
    }
}
