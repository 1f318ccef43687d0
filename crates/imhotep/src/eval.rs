//! A static estimate of each seat's final score ([`nile_core::bots::BotHints::evaluate`]), for
//! search bots that stop looking ahead in mid-game.
//!
//! In the game's own terms: the points so far, plus what the final scoring would give
//! if the game ended now (Burial Chamber, Obelisks, statues, decorations, unused blue
//! cards, Pharaoh's Fury: [`Imhotep::final_scoring`] on a copy), plus the Temple columns
//! each seat tops, scored again at the end of every round still to play, plus the
//! stones still on their way: on a ship that has not sailed, on the sled.
//!
//! The weights below are estimates, not rules; they only steer bots.

use crate::data::ROUNDS;
use crate::site::{Side, Site};
use crate::state::{Imhotep, Phase};

/// Share of a Temple column's future round-end points counted now (it may be covered).
const TEMPLE_HOLD_WEIGHT: f64 = 0.6;
/// Points a side-B Temple column is worth per round, on average over its bonuses.
const TEMPLE_B_COLUMN_POINTS: f64 = 1.5;
/// Points a stone on a ship that has not sailed is expected to bring. Kept low: valued
/// higher, a one-step search prefers loading ships (and taking stones) to sailing them
/// and lost to random play (greedy against random, 40 games: 35% at 1.5 and 0.8 for the
/// sled; 97.5% at 1.0 and 0.3; 100% at 0.5 and 0; 98.3% over 60 games at 0.5 and 0.1).
const SHIP_STONE_POINTS: f64 = 0.5;
/// Points a stone on the sled is expected to bring (taking stones costs a turn).
const SLED_STONE_POINTS: f64 = 0.1;

impl Imhotep {
    /// Writes each seat's estimated final score into `out` (see the module docs).
    pub(crate) fn estimate_final_scores(&self, out: &mut Vec<f64>) {
        let n = self.seat_count();
        out.clear();
        if self.phase == Phase::Over {
            out.extend(self.builders[..n].iter().map(|b| f64::from(b.score)));
            return;
        }
        let mut ended = self.clone();
        ended.final_scoring();
        out.extend(ended.builders[..n].iter().map(|b| f64::from(b.score)));
        let scorings_left = f64::from(ROUNDS.saturating_sub(self.round) + 1);
        let column = match self.side(Site::Temple) {
            Side::A => 1.0,
            Side::B => TEMPLE_B_COLUMN_POINTS,
        };
        for &top in &self.temple.top[..self.temple_width().min(self.temple.top.len())] {
            if let Some(seat) = usize::from(top).checked_sub(1).filter(|&s| s < n) {
                out[seat] += TEMPLE_HOLD_WEIGHT * scorings_left * column;
            }
        }
        for ship in self.ships.iter().filter(|s| s.sailed_to.is_none()) {
            for &slot in &ship.slots {
                if let Some(seat) = usize::from(slot).checked_sub(1).filter(|&s| s < n) {
                    out[seat] += SHIP_STONE_POINTS;
                }
            }
        }
        for (o, b) in out.iter_mut().zip(&self.builders[..n]) {
            *o += SLED_STONE_POINTS * f64::from(b.sled);
        }
    }
}
