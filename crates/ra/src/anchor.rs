//! The leaf scoring of the anchor: the strongest public Rá AI (the "hard" level of an
//! open-source Python Rá app), which nile's bots are measured against (`anchor` in
//! `docs/bots.md`). Its search stops at the end of the second auction from now and
//! scores each seat there:
//! - its holdings **as if the epoch ended now** (the epoch's scoring, the final one in
//!   the third epoch, with the zero floor), added to its score;
//! - a value **per sun disc it owns**, rising with the disc's number: for two seats from
//!   −2 for disc 1 to +2 for disc 9, in equal steps (the anchor's table); for more seats
//!   the same −2 to +2 spread over discs 1 to the highest disc in play;
//! - a **base value per unspent disc** (face up: one more lot it may still win this
//!   epoch), [`UNSPENT_DISC_VALUE`].
//!
//! Once the game is over the scores are the final ones. The anchor also leaves God-tile
//! swaps out of its search ([`nile_core::Game::anchor_skips`]).

use crate::discs;
use crate::scoring::{apply_floor, epoch_deltas, EPOCHS};
use crate::state::{Phase, Ra, MAX_PLAYERS};

/// The value of the lowest disc (1) in the disc table.
pub const LOWEST_DISC_VALUE: f64 = -2.0;
/// The value of the highest disc in play (9 at two seats) in the disc table.
pub const HIGHEST_DISC_VALUE: f64 = 2.0;
/// What one unspent (face-up) disc adds: the anchor has such a base value but its
/// number is not published; 2 points is our reading (about half a typical lot).
pub const UNSPENT_DISC_VALUE: f64 = 2.0;

impl Ra {
    /// The anchor's value of sun disc `disc`: linear from −2 for disc 1 to +2 for the
    /// highest disc of this player count (9 at two seats).
    pub fn anchor_disc_value(&self, disc: u8) -> f64 {
        let highest = f64::from(self.rules().highest_disc.max(2));
        let d = f64::from(disc).clamp(1.0, highest);
        LOWEST_DISC_VALUE + (HIGHEST_DISC_VALUE - LOWEST_DISC_VALUE) * (d - 1.0) / (highest - 1.0)
    }

    /// Writes the anchor's leaf score for every seat into `out` (see the module docs).
    pub(crate) fn anchor_scores(&self, out: &mut Vec<f64>) {
        let n = self.config.players.min(MAX_PLAYERS);
        out.clear();
        if self.phase == Phase::Over {
            out.extend((0..n).map(|p| f64::from(self.scores[p])));
            return;
        }
        let deltas = epoch_deltas(&self.holdings[..n], &self.discs[..n], self.epoch >= EPOCHS);
        for (p, &delta) in deltas.iter().enumerate().take(n) {
            let mut value = f64::from(apply_floor(self.scores[p], delta));
            for disc in discs::values(self.discs[p]) {
                value += self.anchor_disc_value(disc);
            }
            value += UNSPENT_DISC_VALUE * f64::from(self.face_up(p).count_ones());
            out.push(value);
        }
    }
}

#[cfg(test)]
mod tests {
    use nile_core::Game;

    use crate::{RaAction, Scenario, Tile};

    #[test]
    fn the_two_seat_disc_table_runs_from_minus_two_to_plus_two() {
        let game = Scenario::new(2).build().unwrap();
        let table: Vec<f64> = (1..=9).map(|d| game.anchor_disc_value(d)).collect();
        assert_eq!(table, [-2.0, -1.5, -1.0, -0.5, 0.0, 0.5, 1.0, 1.5, 2.0]);
        let four = Scenario::new(4).build().unwrap();
        assert_eq!(four.anchor_disc_value(1), -2.0);
        assert_eq!(four.anchor_disc_value(13), 2.0);
        assert_eq!(four.anchor_disc_value(7), 0.0);
    }

    #[test]
    fn a_leaf_scores_holdings_as_if_the_epoch_ended_now_plus_the_discs() {
        // Seat 0: 2 Gold (3 each) and discs 9, 6, 5, 2 face up; seat 1: 2 Pharaohs
        // (the most: +5; seat 0 has the fewest: -2) and 8, 7 face up, 4, 3 face down.
        // Neither has a civilization (-5 each).
        let game = Scenario::new(2)
            .holding(0, Tile::Gold, 2)
            .holding(1, Tile::Pharaoh, 2)
            .face_down(1, &[4, 3])
            .build()
            .unwrap();
        let mut out = Vec::new();
        game.anchor_evaluate(&mut out);
        let discs0 = 2.0 + 0.5 + 0.0 - 1.5;
        let discs1 = 1.5 + 1.0 - 0.5 - 1.0;
        assert_eq!(out[0], 10.0 + 6.0 - 2.0 - 5.0 + discs0 + 4.0 * 2.0);
        assert_eq!(out[1], 10.0 + 5.0 - 5.0 + discs1 + 2.0 * 2.0);
    }

    #[test]
    fn the_zero_floor_holds_at_a_leaf() {
        // Seat 0 has no Pharaoh against seat 1's one (-2) and no civilization in the
        // epoch (-5): from a score of 3 it stops at 0.
        let game = Scenario::new(2)
            .holding(1, Tile::Pharaoh, 1)
            .score(0, 3)
            .build()
            .unwrap();
        let mut out = Vec::new();
        game.anchor_evaluate(&mut out);
        let discs0 = 2.0 + 0.5 + 0.0 - 1.5 + 4.0 * 2.0;
        assert_eq!(out[0], discs0);
    }

    #[test]
    fn the_anchor_skips_only_god_swaps() {
        let game = Scenario::new(2).build().unwrap();
        assert!(game.anchor_skips(RaAction::UseGod(Tile::Gold)));
        assert!(!game.anchor_skips(RaAction::Draw));
        assert!(!game.anchor_skips(RaAction::Bid(9)));
    }
}

#[cfg(test)]
mod unit_tests {
    use nile_core::{Game, Turn};

    use crate::{RaAction, Scenario, Tile};

    /// Applies `action` and says whether it ended a unit (an auction).
    fn step(game: &mut crate::Ra, action: RaAction) -> bool {
        let before = game.clone();
        game.apply(action).unwrap();
        game.ends_unit(&before)
    }

    #[test]
    fn an_auction_is_the_unit_it_ends_when_the_last_bidder_has_spoken() {
        let mut game = Scenario::new(2)
            .track(&[Tile::Gold])
            .turn(0)
            .build()
            .unwrap();
        assert!(!step(&mut game, RaAction::InvokeRa));
        let Turn::Player(first) = game.turn() else {
            panic!("a bid is due")
        };
        assert_eq!(first, 1);
        assert!(!step(&mut game, RaAction::Pass));
        // Seat 0 invoked Ra with one tile on the track: its bid closes the auction.
        assert!(step(&mut game, RaAction::Bid(2)));
        assert_eq!(game.held(0, Tile::Gold), 1);
    }
}
