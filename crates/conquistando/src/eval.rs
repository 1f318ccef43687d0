//! A static estimate of each seat's final VP ([`nile_core::bots::BotHints::evaluate`]), for search
//! bots that stop looking ahead in mid-game. Off the playout path: nothing here is called
//! by `legal_actions`, `apply` or `random_step`.
//!
//! In the game's own terms ("construções, terras conquistadas e ajudas"): the VP so far
//! (a building or person chosen but not yet placed counts as placed), plus
//!
//! - the **city buildings still to come** (+1 VP each), as many as the empire can pay
//!   for with its stone and wood in stock plus its Collections over the turns left (every
//!   small city building costs 3 stone or 3 wood and a coin), at most one per own action
//!   left and at most the free building spaces it has or will conquer;
//! - the **conquests to come** (+1 VP each, and ten building spaces each): the soldiers it
//!   has and its training centres will train over the turns left, divided by what a
//!   conquest costs in soldiers against the defence cards still face down (the average
//!   defenders, 75 % of them lost, and one more to win), at most the terrains left;
//! - the **helps** it will receive (one Opponent Action per round on average, from
//!   round 2 on);
//! - a little for each stone and wood in stock (material the caps above leave idle);
//! - the **achievements likely**: one whose condition it already meets is taken at its
//!   era's end, and its Collection bonus is counted for the rounds after that.
//!
//! The weights below are estimates, not rules; they only steer bots.

use nile_core::Game;

use crate::data::bits;
use crate::data::{era_end, era_of, Unit, BASE_LOSS_PCT, MAX_BUILDINGS, MAX_OWN_ACTIONS, ROUNDS};
use crate::standins::{Bonus, ACHIEVEMENTS, DECK_SIZE, DEFENCE_DECK};
use crate::state::{Conquistando, Empire, Step};

/// Share of the city buildings an empire could still afford that it is expected to
/// build (some stone, wood and actions go to soldiers, workers and monuments).
const BUILD_WEIGHT: f64 = 0.8;
/// Share of the conquests its soldiers could make that it is expected to make.
const CONQUEST_WEIGHT: f64 = 0.8;
/// Share of its training centres' capacity that turns into soldiers (a soldier costs an
/// own action, a worker and stone and wood that could have been a building).
const TRAINING_SHARE: f64 = 0.4;
/// Stone or wood for one small city building (Small Well, Small Farm, ...).
const MATERIAL_PER_BUILDING: f64 = 3.0;
/// Coin for one small city building.
const COIN_PER_BUILDING: f64 = 1.0;
/// VP per stone or wood in stock beyond what the caps above let count (it can still
/// become a soldier or a building once there is room), so that a richer stock always
/// evaluates higher.
const SPARE_MATERIAL_VP: f64 = 0.05;
/// Index of each resource in a stock.
const WOOD: usize = 1;
const STONE: usize = 3;
const COIN: usize = 4;

impl Conquistando {
    /// Writes each seat's estimated final VP into `out` (see the module docs). At the end
    /// it is the final score.
    pub(crate) fn estimate_final_scores(&self, out: &mut Vec<f64>) {
        let n = self.seat_count();
        out.clear();
        if self.step == Step::Over {
            out.extend((0..n).map(|p| f64::from(self.score(p))));
            return;
        }
        if let Some(committed) = self.placed() {
            committed.estimate_final_scores(out);
            return;
        }
        let defenders = expected_defenders_face_down();
        for p in 0..n {
            let e = &self.empires[p];
            let turns = self.turns_to_begin(p);
            let actions = f64::from(turns * u32::from(MAX_OWN_ACTIONS) + self.own_actions_left(p));
            let conquests = self.expected_conquests(e, turns, defenders);
            let builds = self.expected_city_buildings(e, turns, actions, conquests);
            out.push(
                f64::from(e.ledger.total())
                    + CONQUEST_WEIGHT * conquests
                    + BUILD_WEIGHT * builds
                    + SPARE_MATERIAL_VP * (f64::from(e.stock[STONE]) + f64::from(e.stock[WOOD]))
                    + self.expected_helps(p),
            );
        }
    }

    /// A building or a person chosen but not yet placed is as good as made (a first step
    /// is offered only if it can be completed, docs/conquistando.md E-1): the position
    /// with it placed on the first terrain offered, so that what an action brings shows
    /// at its first step.
    fn placed(&self) -> Option<Conquistando> {
        if !matches!(self.step, Step::PlaceBuilding(_) | Step::PlaceUnit(_)) {
            return None;
        }
        let mut legal = Vec::new();
        self.legal_actions(&mut legal);
        let mut committed = self.clone();
        committed.apply(*legal.first()?).ok()?;
        Some(committed)
    }

    /// Turns of seat `p` not begun yet (each starts with a Collection and brings three
    /// own actions).
    fn turns_to_begin(&self, p: usize) -> u32 {
        let later_rounds = u32::from(ROUNDS.saturating_sub(self.round));
        later_rounds + u32::from(p > self.current())
    }

    /// Own actions left in the turn under way, if it is `p`'s own actions stage.
    fn own_actions_left(&self, p: usize) -> u32 {
        let own_stage = p == self.current() && !self.in_opponent_action();
        if own_stage && self.step != Step::ChooseOpponent {
            u32::from(MAX_OWN_ACTIONS.saturating_sub(self.taken))
        } else {
            0
        }
    }

    /// The Opponent Actions `p` should receive: each seat's turn from round 2 on helps one
    /// of the others, so one per round on average.
    fn expected_helps(&self, p: usize) -> f64 {
        let n = self.seat_count() as f64;
        let later_rounds = f64::from(ROUNDS.saturating_sub(self.round));
        // This round: the turns of the other seats still to come (none in round 1).
        let this_round = if self.round == 1 {
            0.0
        } else {
            let after = (self.current() + 1..self.seat_count())
                .filter(|&q| q != p)
                .count() as f64;
            let now = if self.current() != p && self.step == Step::ChooseOpponent {
                1.0
            } else {
                0.0
            };
            (after + now) / (n - 1.0)
        };
        later_rounds + this_round
    }

    /// The conquests `e`'s soldiers (those it has and those its training centres will
    /// train) can make against the defence cards still face down, at most the terrains
    /// left.
    fn expected_conquests(&self, e: &Empire, turns: u32, defenders: f64) -> f64 {
        let training: u32 = bits(e.owned)
            .map(|t| u32::from(e.terrains[t].limit(Unit::Soldier)))
            .sum();
        let soldiers =
            f64::from(e.total_people(Unit::Soldier)) + TRAINING_SHARE * f64::from(training * turns);
        let per_conquest = defenders * f64::from(BASE_LOSS_PCT) / 100.0 + 1.0;
        let neutral = (crate::data::TERRAINS - bits(e.owned).count()) as f64;
        (soldiers / per_conquest).min(neutral)
    }

    /// The city buildings `e` can still pay for, at most one per own action left and at
    /// most the free spaces on its terrains and on those it is expected to conquer.
    fn expected_city_buildings(&self, e: &Empire, turns: u32, actions: f64, conquests: f64) -> f64 {
        let income = self.expected_collection(e, turns);
        let material = |r: usize| f64::from(e.stock[r]) + income[r];
        let affordable = ((material(STONE) + material(WOOD)) / MATERIAL_PER_BUILDING)
            .min(material(COIN) / COIN_PER_BUILDING);
        let room: u32 = bits(e.owned)
            .map(|t| u32::from(MAX_BUILDINGS.saturating_sub(e.terrains[t].built)))
            .sum();
        let room = f64::from(room) + conquests * f64::from(MAX_BUILDINGS);
        affordable.min(actions).min(room).max(0.0)
    }

    /// What `e` will collect over its next `turns` Collections, with the Collection bonus
    /// of the achievements it meets now counted from the end of their era (the
    /// achievements likely).
    fn expected_collection(&self, e: &Empire, turns: u32) -> [f64; 6] {
        let achievements = self.config.achievements;
        let per_turn = e.collection(achievements);
        let mut total = per_turn.map(|x| f64::from(x) * f64::from(turns));
        if !achievements {
            return total;
        }
        let era = era_of(self.round);
        for (i, a) in ACHIEVEMENTS.iter().enumerate() {
            if e.achievements >> i & 1 == 1 || a.era < era || !crate::meets(e, a.condition) {
                continue;
            }
            if let Bonus::Collection(bonus) = a.bonus {
                let after = u32::from(ROUNDS.saturating_sub(era_end(a.era))).min(turns);
                for (t, &b) in total.iter_mut().zip(&bonus) {
                    *t += f64::from(b) * f64::from(after);
                }
            }
        }
        total
    }
}

/// The average defenders of a defence card (the whole deck: every empire starts with it,
/// and an estimate that moved with each card turned would reward attacking weak terrains
/// first less than it deserves).
fn expected_defenders_face_down() -> f64 {
    let total: u32 = DEFENCE_DECK.iter().map(|c| u32::from(c.defenders)).sum();
    f64::from(total) / DECK_SIZE as f64
}

#[cfg(test)]
mod tests {
    use nile_core::bots::BotHints;
    use nile_core::{rng, Game, GameConfig, Turn};

    use crate::{Building, Conquistando, ConquistandoConfig, Scenario, Unit};

    fn estimate(game: &Conquistando) -> Vec<f64> {
        let mut out = Vec::new();
        game.evaluate(&mut out);
        out
    }

    #[test]
    fn the_estimate_is_finite_all_game_and_exact_at_the_end() {
        for players in 2..=4 {
            let config = ConquistandoConfig::for_players(players);
            let mut game = Conquistando::new(&config).unwrap();
            let mut rng = rng::seeded(players as u64 + 40);
            let (mut legal, mut chance) = (Vec::new(), Vec::new());
            while game.turn() != Turn::Over {
                let out = estimate(&game);
                assert_eq!(out.len(), players);
                for (p, &x) in out.iter().enumerate() {
                    assert!(x.is_finite());
                    // Points already won are never estimated away (penalties aside).
                    assert!(
                        x >= f64::from(game.score(p)) - 1e-9,
                        "{x} < {}",
                        game.score(p)
                    );
                }
                game.random_step(&mut rng, &mut legal, &mut chance).unwrap();
            }
            let scores: Vec<f64> = (0..players).map(|p| f64::from(game.score(p))).collect();
            assert_eq!(estimate(&game), scores);
        }
    }

    #[test]
    fn at_the_start_every_seat_is_estimated_alike_and_above_zero() {
        let game = Conquistando::new(&ConquistandoConfig::for_players(2)).unwrap();
        let out = estimate(&game);
        assert!(out[0] > 10.0, "{out:?}");
        // Seat 1 has not collected yet but has one more turn to begin: close to seat 0.
        assert!((out[0] - out[1]).abs() < 3.0, "{out:?}");
    }

    /// A richer empire (more stone and wood, a quarry more, another terrain, soldiers)
    /// is estimated higher, all else equal.
    #[test]
    fn a_richer_empire_evaluates_higher() {
        let base = Scenario::new(2).round(8).build().unwrap();
        let richer = [
            Scenario::new(2)
                .round(8)
                .stock(0, [2, 9, 2, 9, 9, 3])
                .build(),
            Scenario::new(2)
                .round(8)
                .building(0, 7, Building::SmallQuarry)
                .build(),
            Scenario::new(2).round(8).conquered(0, 4, 0, 0).build(),
            Scenario::new(2)
                .round(8)
                .people(0, 7, Unit::Soldier, 6)
                .build(),
        ];
        let before = estimate(&base);
        for (i, game) in richer.into_iter().enumerate() {
            let after = estimate(&game.unwrap());
            assert!(after[0] > before[0], "case {i}: {after:?} vs {before:?}");
            assert_eq!(after[1], before[1], "case {i}: seat 1 unchanged");
        }
    }

    #[test]
    fn later_in_the_game_less_is_still_to_come() {
        let early = estimate(&Scenario::new(2).round(3).build().unwrap());
        let late = estimate(&Scenario::new(2).round(22).build().unwrap());
        assert!(early[0] > late[0], "{early:?} vs {late:?}");
    }
}
