//! A static estimate of each seat's final score (`nile_core::bots::BotHints::evaluate`),
//! for search bots that stop looking ahead in mid-game.
//!
//! The score is the pawns borne off; the estimate adds each pawn still on the board as
//! the share of the path it has covered, a little less for a lone pawn the other seat
//! could attack. The weights are estimates, not rules; they only steer bots.

use crate::board::SQUARES;
use crate::state::Senet;

/// How much of a pawn's worth an attackable pawn keeps.
const EXPOSED: f64 = 0.9;

impl Senet {
    /// Each seat's estimated final score, written into `out`; the score itself once the
    /// game is over.
    pub(crate) fn estimate(&self, out: &mut Vec<f64>) {
        out.clear();
        for seat in 0..2 {
            if self.over {
                out.push(f64::from(self.off(seat)));
                continue;
            }
            let on_board: f64 = self
                .pawns(seat)
                .map(|s| {
                    let share = f64::from(s) / f64::from(SQUARES + 1);
                    if self.protected(s) {
                        share
                    } else {
                        share * EXPOSED
                    }
                })
                .sum();
            out.push(f64::from(self.off(seat)) + on_board);
        }
    }
}
