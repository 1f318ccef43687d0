//! What nile's bots know of Senet (`BotHints`): the evaluation of `eval.rs` and the turn
//! as the unit of play. Levels are each bot's defaults until measured.

use nile_core::bots::BotHints;

use crate::state::Senet;

impl BotHints for Senet {
    fn evaluate(&self, out: &mut Vec<f64>) {
        self.estimate(out);
    }

    /// A unit of play is a turn: it ends when the sticks pass to the other seat or the
    /// game ends.
    fn ends_unit(&self, before: &Self) -> bool {
        before.to_move != self.to_move || (self.over && !before.over)
    }
}
