//! What nile's bots know of Rá ([`BotHints`]): the evaluation of `eval.rs`, the
//! auction as the unit of play, the measured levels and tuned MCTS knobs, the learned
//! value network, and the published baseline AI (`anchor.rs`), which the `anchor` seat
//! spec runs.

use nile_core::bots::{Anchor, BotHints, LearnedWeights, LevelSpecs};

use crate::anchor::RaAnchor;
use crate::state::{Phase, Ra};

impl BotHints for Ra {
    /// Measured levels (`docs/bots.md`, "Levels"): greedy, the tuned MCTS on 1,000
    /// iterations (one tree, so its moves do not depend on the machine), and for `hard`
    /// the deep search over six worlds on 0.45 s of CPU, its worlds combined by
    /// win chance (on WebAssembly, without a CPU clock, a fixed count of positions).
    const LEVELS: Option<LevelSpecs> = Some(LevelSpecs {
        easy: "greedy",
        medium: "mcts:1000",
        hard: "pimc:6:450ms:win=8",
    });

    /// Rollouts cut at once and scored by the evaluation (`eval.rs`), with the
    /// margin reward on a scale of 8 points.
    const TUNED_MCTS: Option<&'static str> = Some("h=0:c=0.7:margin=1:scale=8");

    /// The networks `nile train` wrote (`docs/learned/`), compiled in.
    const LEARNED: LearnedWeights = LearnedWeights {
        value: Some(include_bytes!("../weights/value.bin")),
        policy: None,
    };

    fn evaluate(&self, out: &mut Vec<f64>) {
        self.estimate_final_scores(out);
    }

    /// A unit of play is an auction: it ends when the lot is won or passed (the
    /// auction closes) or when the epoch ends, a last Ra drawn included.
    fn ends_unit(&self, before: &Self) -> bool {
        (before.auction.is_some() && self.auction.is_none())
            || before.epoch != self.epoch
            || (self.phase == Phase::Over && before.phase != Phase::Over)
    }

    /// The anchor's horizon, and the deep search's default: `max(2, 4 − players)`
    /// auctions, as the anchor searches.
    fn default_units(players: usize) -> u32 {
        4u32.saturating_sub(players as u32).max(2)
    }

    /// The strongest public Rá AI (`anchor.rs`), the yardstick nile's bots are
    /// measured against.
    fn anchor() -> Option<&'static dyn Anchor<Self>> {
        Some(&RaAnchor)
    }
}
