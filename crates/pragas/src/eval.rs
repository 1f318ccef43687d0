//! A static estimate of each seat's final score ([`nile_core::bots::BotHints::evaluate`]), for
//! search bots that stop looking ahead in mid-game.
//!
//! In 10 Pragas do Egito every point is scored at the end, so the score as the game stands
//! ([`Pragas::breakdown`]: the lower development track, the Nile, collected tiles,
//! Pharaohs, territory cards, the province, the hebrew ranking, penalties and the discard
//! area) is already what the final scoring would give now. The estimate adds what is under
//! way and not yet worth points:
//! - **coins in hand**, which pay the tributes still to come (a failed tribute can bring a
//!   penalty card, -3);
//! - **the higher development track**: only the lower one scores, but the higher one
//!   shows moves already made that the next ones on the other track will turn into
//!   points;
//! - **the boat and the province marker on their way**: the Nile scores only on its last
//!   three spaces and the province only on its last, each counted in part while the
//!   rounds left give time to get there;
//! - **this round's tribute**: a seat that can no longer pay it risks this round's penalty
//!   card.
//!
//! The weights below are estimates, not rules; they only steer bots.

use crate::data::{PENALTY_VP, PROVINCE_END_VP, PROVINCE_MAX};
use crate::standins::NILE_VP;
use crate::state::{Phase, Pragas, Tribute};

/// VP a coin in hand is expected to turn into (a share of a tribute that avoids -3).
const COIN_VP: f64 = 0.5;
/// VP per step the higher development track is ahead of the lower one.
const DEV_LEAD_VP: f64 = 0.4;
/// Share of the first scoring Nile space's VP counted per space the boat has moved.
const NILE_PROGRESS: f64 = 0.5;
/// Share of the province's end VP counted for the way the marker has come.
const PROVINCE_PROGRESS: f64 = 0.5;
/// Chance that a seat unable to pay this round's tribute gets the penalty card.
const PENALTY_RISK: f64 = 0.5;

impl Pragas {
    /// Writes each seat's estimated final score into `out` (see the module docs).
    pub(crate) fn estimate_final_scores(&self, out: &mut Vec<f64>) {
        // One estimate per player (solo: the player alone, as `Game::players` counts).
        let n = nile_core::Game::players(self).min(self.seat_count());
        out.clear();
        if self.phase == Phase::Over {
            out.extend(self.final_scores[..n].iter().map(|&v| f64::from(v)));
            return;
        }
        let rounds_left = f64::from(self.config.rounds.saturating_sub(self.round));
        // Time to move a marker: the full share with most of the game ahead, none at its end.
        let time = (rounds_left / f64::from(self.config.rounds.max(1))).clamp(0.0, 1.0);
        for seat in 0..n {
            let s = &self.seats[seat];
            let mut estimate = f64::from(self.breakdown(seat).total());
            estimate += COIN_VP * f64::from(s.coins());
            let lead = s.city_track.abs_diff(s.field_track);
            estimate += DEV_LEAD_VP * f64::from(lead);
            let (first_space, first_vp) = NILE_VP[0];
            if s.boat < first_space {
                let share = f64::from(s.boat) / f64::from(first_space);
                estimate += NILE_PROGRESS * time * share * f64::from(first_vp);
            }
            if !self.is_ai(seat) && s.province < PROVINCE_MAX {
                let share = f64::from(s.province) / f64::from(PROVINCE_MAX);
                estimate += PROVINCE_PROGRESS * time * share * f64::from(PROVINCE_END_VP);
            }
            if self.tribute_out_of_reach(seat) {
                estimate += PENALTY_RISK * f64::from(PENALTY_VP);
            }
            out.push(estimate);
        }
    }

    /// Is this round's tribute still due in the tribute phase and beyond the seat's means
    /// (free income, coins, and Favour card 3 in their place)?
    fn tribute_out_of_reach(&self, seat: usize) -> bool {
        let s = &self.seats[seat];
        if self.is_ai(seat) || !matches!(self.phase, Phase::Tribute { .. }) {
            return false;
        }
        if s.tribute != Tribute::Due {
            return s.tribute == Tribute::Failed;
        }
        let means =
            u16::from(self.free_income(seat)) + u16::from(s.coins()) + u16::from(s.has_favour(3));
        means < u16::from(self.tribute_due(seat))
    }
}

#[cfg(test)]
mod tests {
    use nile_core::bots::BotHints;
    use nile_core::rng::seeded;
    use nile_core::{Game, GameConfig, Turn};

    use crate::data::Tile;
    use crate::state::{Pragas, PragasConfig};

    /// Plays a random game to its end, checking the estimate is finite for every seat on
    /// the way; at the end it is the final score.
    #[test]
    fn at_the_end_the_estimate_is_the_final_score() {
        let (mut legal, mut chance, mut out) = (Vec::new(), Vec::new(), Vec::new());
        for (players, seed) in [(1, 7), (2, 8), (4, 9)] {
            let mut g = Pragas::new(&PragasConfig::for_players(players)).unwrap();
            let mut rng = seeded(seed);
            while g.turn() != Turn::Over {
                g.evaluate(&mut out);
                assert_eq!(out.len(), players);
                assert!(out.iter().all(|v| v.is_finite()));
                g.random_step(&mut rng, &mut legal, &mut chance).unwrap();
            }
            g.evaluate(&mut out);
            for (p, &v) in out.iter().enumerate() {
                assert_eq!(v, f64::from(g.score(p)));
            }
        }
    }

    /// Two seats alike but for what one holds more of: coins, a boat further up the Nile,
    /// a tile on the board, a penalty card.
    #[test]
    fn more_holdings_rank_higher() {
        let mut g = crate::tests::start(2);
        g.seats[1] = g.seats[0];
        let mut out = Vec::new();
        g.evaluate(&mut out);
        assert_eq!(out[0], out[1], "the two seats start alike");
        let tweaks: [fn(&mut Pragas); 3] = [
            |g| g.seats[0].held[Tile::Coin.index()] += 2,
            |g| g.seats[0].boat += 3,
            |g| {
                g.seats[0].city.set(0, Some(Tile::Sphinx));
            },
        ];
        for tweak in tweaks {
            let mut better = g.clone();
            tweak(&mut better);
            better.evaluate(&mut out);
            assert!(out[0] > out[1], "{out:?}");
        }
        let mut worse = g.clone();
        worse.seats[0].penalties = 1;
        worse.evaluate(&mut out);
        assert!(out[0] < out[1], "{out:?}");
    }
}
