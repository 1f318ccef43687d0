//! A static estimate of each seat's final score ([`nile_core::bots::BotHints::evaluate`]), for
//! search bots that stop looking ahead in mid-game.
//!
//! In the game's own terms: the VP so far, plus what a Scoring phase would give each
//! seat now (districts won, the Temple Complex, statues, Happiness triangles, production
//! at 6, the building row) times the Scoring phases still to come (after the second and
//! the fourth Maat phase), plus the resources, scribes and faith in hand, and the
//! Decrees held at part of their final value. Read through the crate's own accessors.
//!
//! The weights below are estimates, not rules; they only steer bots.

use crate::scoring::{triangles, STATUE_VP};
use crate::standins::BUILDING_ROW_REVEAL;
use crate::state::Board;

/// VP a unit of Papyrus, Bread, Limestone or Granite is expected to turn into.
const RESOURCE_VP: f64 = 0.4;
/// VP a Gold is expected to turn into.
const GOLD_VP: f64 = 1.0;
/// VP a scribe is expected to turn into.
const SCRIBE_VP: f64 = 0.5;
/// VP a faith is expected to turn into.
const FAITH_VP: f64 = 0.3;
/// Share of a held Decree's VP counted before the final scoring.
const DECREE_WEIGHT: f64 = 0.5;
/// Share of a Scoring phase's VP counted for a standing that may still change.
const SCORING_WEIGHT: f64 = 0.8;
/// VP for winning a district at a Scoring phase.
const DISTRICT_VP: u16 = 3;

impl Board {
    /// Writes each seat's estimated final score into `out` (see the module docs).
    pub(crate) fn estimate_final_scores(&self, out: &mut Vec<f64>) {
        let seats = nile_core::GameConfig::players(&self.config);
        out.clear();
        if self.over {
            out.extend((0..seats).map(|p| f64::from(self.players[p].score)));
            return;
        }
        let scorings_left = match self.maat {
            0 | 1 => 2.0,
            _ => 1.0,
        };
        let mut districts = [0u16; 4];
        for d in 0..4 {
            if let Some(w) = self.district_winner(d) {
                districts[usize::from(w) % 4] += DISTRICT_VP;
            }
        }
        for p in 0..seats {
            let seat = p as u8;
            let pl = &self.players[p];
            let scoring = f64::from(districts[p % 4] + self.scoring_vp(seat));
            let resources: f64 = pl.res[..4].iter().map(|&r| f64::from(r)).sum::<f64>()
                * RESOURCE_VP
                + f64::from(pl.res[4]) * GOLD_VP
                + f64::from(pl.scribes) * SCRIBE_VP
                + f64::from(pl.faith) * FAITH_VP;
            let decrees: f64 = pl
                .decrees
                .cards(crate::cards::CardKind::Decree)
                .map(|c| f64::from(self.decree_vp(seat, c)))
                .sum();
            out.push(
                f64::from(pl.score)
                    + SCORING_WEIGHT * scorings_left * scoring
                    + resources
                    + DECREE_WEIGHT * decrees,
            );
        }
    }

    /// A Scoring phase's VP for seat `p` as things stand, districts aside.
    fn scoring_vp(&self, p: u8) -> u16 {
        let pl = &self.players[usize::from(p)];
        let mut vp = self.temple_score(p);
        vp += STATUE_VP[usize::from(self.statues_built(p)) % STATUE_VP.len()];
        vp += 3 * triangles(pl.happy);
        if self.is_bot(p) {
            vp += 2 * (pl.blessings.len() + pl.techs.len()) as u16;
        } else {
            vp += 2 * pl.prod.iter().filter(|&&x| x >= 6).count() as u16;
            let built = 10usize.saturating_sub(usize::from(pl.buildings));
            vp += BUILDING_ROW_REVEAL[..built.min(BUILDING_ROW_REVEAL.len())]
                .iter()
                .map(|x| u16::from(x.0))
                .sum::<u16>();
        }
        vp
    }
}
