//! The leaf scoring and horizon of the anchor: the strongest public Rá AI, the "hard"
//! level of an open-source Python Rá app (its `oracle` search, whose leaf is
//! `evaluate_game_state_no_auction_tiles`), which nile's bots are measured against
//! (`anchor` in `docs/bots.md`). Its search counts the auctions that *start* (a Ra
//! drawn or invoked) and, once two have started, stops where no tile is left on the
//! auction track ([`RaAnchor`]'s `ends_unit` and `may_stop`). There it
//! values each seat at:
//! - its score plus its holdings **as if the epoch ended now** (the epoch's scoring,
//!   the final one in the third epoch, with the zero floor);
//! - for each **face-up disc** `d`: `(6 + m(d)) × k`, where `m` is the disc table
//!   ([`DISC_MODIFIERS`]: −2 for disc 1 up to +2 for the highest disc in play) and `k`
//!   = min(1, (Ra tiles still to come this epoch / Ra tiles an epoch) ÷ (face-up
//!   discs / discs dealt)): a disc is worth less when the epoch is nearer its end than
//!   the seat is to spending its discs;
//! - for each **face-down disc** `d`: `m(d)`, except in the third epoch, whose final
//!   scoring already counts the discs.
//!
//! Once the game is over the scores are the final ones. The anchor also leaves God-tile
//! swaps out of its search ([`Anchor::skips`]). [`RaAnchor`] hands all of it to the deep
//! search (`BotHints::anchor`, `hints.rs`).

use nile_core::bots::Anchor;

use crate::action::RaAction;
use crate::discs;
use crate::scoring::{apply_floor, epoch_deltas, EPOCHS};
use crate::state::{Phase, Ra, MAX_PLAYERS};

/// What one face-up disc is worth before its modifier and the epoch's progress (the
/// app's starting base value of a sun disc).
pub const BASE_DISC_VALUE: f64 = 6.0;

/// The app's disc modifier tables, one row per player count: `(players, modifier of
/// disc 1, disc 2, …, the highest disc in play)`. Two seats step by ½ from −2 to +2;
/// three and four by a third (the app's two-decimal values); five by ¼ in the middle
/// and ⅜ at both ends.
pub const DISC_MODIFIERS: [(usize, &[f64]); 4] = [
    (2, &[-2.0, -1.5, -1.0, -0.5, 0.0, 0.5, 1.0, 1.5, 2.0]),
    (
        3,
        &[
            -2.0, -1.67, -1.33, -1.0, -0.67, -0.33, 0.0, 0.33, 0.67, 1.0, 1.33, 1.67, 2.0,
        ],
    ),
    (
        4,
        &[
            -2.0, -1.67, -1.33, -1.0, -0.67, -0.33, 0.0, 0.33, 0.67, 1.0, 1.33, 1.67, 2.0,
        ],
    ),
    (
        5,
        &[
            -2.0, -1.625, -1.375, -1.125, -0.875, -0.625, -0.375, -0.125, 0.125, 0.375, 0.625,
            0.875, 1.125, 1.375, 1.625, 2.0,
        ],
    ),
];

impl Ra {
    /// The anchor's modifier of sun disc `disc` at this player count (`DISC_MODIFIERS`;
    /// 0 for a disc the table does not hold).
    pub fn anchor_disc_value(&self, disc: u8) -> f64 {
        let players = self.config.players;
        DISC_MODIFIERS
            .iter()
            .find(|(n, _)| *n == players)
            .and_then(|(_, table)| table.get(usize::from(disc).checked_sub(1)?))
            .copied()
            .unwrap_or(0.0)
    }

    /// The factor `k` of seat `p`'s face-up discs (see the module docs): the share of
    /// the epoch's Ra tiles still to come over the share of its discs still face up,
    /// at most 1.
    pub fn anchor_disc_factor(&self, p: usize) -> f64 {
        let face_up = self.face_up(p).count_ones();
        if face_up == 0 {
            return 0.0;
        }
        let per_epoch = f64::from(self.ra_tiles_per_epoch().max(1));
        let to_come = f64::from(self.ra_tiles_per_epoch().saturating_sub(self.ra_count));
        let dealt = f64::from(self.rules().discs_per_player().max(1));
        ((to_come / per_epoch) / (f64::from(face_up) / dealt)).min(1.0)
    }

    /// Writes the anchor's leaf score for every seat into `out` (see the module docs).
    pub(crate) fn anchor_scores(&self, out: &mut Vec<f64>) {
        let n = self.config.players.min(MAX_PLAYERS);
        out.clear();
        if self.phase == Phase::Over {
            out.extend((0..n).map(|p| f64::from(self.scores[p])));
            return;
        }
        let final_epoch = self.epoch >= EPOCHS;
        let deltas = epoch_deltas(&self.holdings[..n], &self.discs[..n], final_epoch);
        for (p, &delta) in deltas.iter().enumerate().take(n) {
            let mut value = f64::from(apply_floor(self.scores[p], delta));
            let k = self.anchor_disc_factor(p);
            for disc in discs::values(self.face_up(p)) {
                value += (BASE_DISC_VALUE + self.anchor_disc_value(disc)) * k;
            }
            if !final_epoch {
                for disc in discs::values(self.face_down[p]) {
                    value += self.anchor_disc_value(disc);
                }
            }
            out.push(value);
        }
    }

    /// Whether the step from `before` started an auction, the anchor's unit: a Ra tile
    /// drawn (the epoch's last one included, which ends the epoch instead) or Ra
    /// invoked. An auction that ends in this step does not count again.
    pub(crate) fn anchor_counts_auction(&self, before: &Ra) -> bool {
        before.auction.is_none()
            && (self.auction.is_some()
                || self.ra_count != before.ra_count
                || self.epoch != before.epoch
                || (self.phase == Phase::Over && before.phase != Phase::Over))
    }

    /// Whether the anchor may stop here: no auction running, no tile on the auction
    /// track and no disaster of a won lot waiting to be resolved.
    pub(crate) fn anchor_track_clear(&self) -> bool {
        self.auction.is_none() && self.occupied() == 0 && self.pending.iter().all(Option::is_none)
    }
}

/// The anchor as the deep search runs it: its leaf scoring, its horizon counted in
/// auctions as they start and ended on a clear track, and no God-tile swaps.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RaAnchor;

impl Anchor<Ra> for RaAnchor {
    fn evaluate(&self, state: &Ra, out: &mut Vec<f64>) {
        state.anchor_scores(out);
    }

    fn ends_unit(&self, state: &Ra, before: &Ra) -> bool {
        state.anchor_counts_auction(before)
    }

    fn may_stop(&self, state: &Ra) -> bool {
        state.anchor_track_clear()
    }

    fn skips(&self, _state: &Ra, action: RaAction) -> bool {
        matches!(action, RaAction::UseGod(_))
    }
}

#[cfg(test)]
mod tests {
    use nile_core::bots::Anchor;

    use super::RaAnchor;

    use crate::scoring::{apply_floor, epoch_deltas};
    use crate::{RaAction, Scenario, Tile};

    #[test]
    fn the_disc_tables_are_the_apps() {
        let game = Scenario::new(2).build().unwrap();
        let table: Vec<f64> = (1..=9).map(|d| game.anchor_disc_value(d)).collect();
        assert_eq!(table, [-2.0, -1.5, -1.0, -0.5, 0.0, 0.5, 1.0, 1.5, 2.0]);
        assert_eq!(game.anchor_disc_value(10), 0.0);
        let four = Scenario::new(4).build().unwrap();
        assert_eq!(four.anchor_disc_value(1), -2.0);
        assert_eq!(four.anchor_disc_value(2), -1.67);
        assert_eq!(four.anchor_disc_value(7), 0.0);
        assert_eq!(four.anchor_disc_value(13), 2.0);
        let five = Scenario::new(5).build().unwrap();
        assert_eq!(five.anchor_disc_value(2), -1.625);
        assert_eq!(five.anchor_disc_value(16), 2.0);
    }

    #[test]
    fn face_up_discs_lose_value_as_the_epochs_ra_tiles_run_ahead_of_them() {
        // Two seats, six Ra tiles an epoch, four discs dealt. With no Ra drawn the
        // factor is capped at 1; with 3 of 6 drawn and all four discs face up it is
        // (3/6) / (4/4) = 0.5; with 3 drawn and two discs face up, (3/6) / (2/4) = 1.
        let fresh = Scenario::new(2).build().unwrap();
        assert_eq!(fresh.anchor_disc_factor(0), 1.0);
        let half = Scenario::new(2).ra_count(3).build().unwrap();
        assert_eq!(half.anchor_disc_factor(0), 0.5);
        let spent = Scenario::new(2)
            .ra_count(3)
            .face_down(0, &[9, 6])
            .build()
            .unwrap();
        assert_eq!(spent.anchor_disc_factor(0), 1.0);
        let none = Scenario::new(2)
            .face_down(0, &[9, 6, 5, 2])
            .build()
            .unwrap();
        assert_eq!(none.anchor_disc_factor(0), 0.0);
    }

    #[test]
    fn a_leaf_scores_holdings_as_if_the_epoch_ended_now_plus_the_discs() {
        // Seat 0: 2 Gold (3 each) and discs 9, 6, 5, 2 face up; seat 1: 2 Pharaohs
        // (the most: +5; seat 0 has the fewest: -2) and 8, 7 face up, 4, 3 face down.
        // Neither has a civilization (-5 each). Three Ra tiles of six are drawn: seat
        // 0's factor is (3/6) / (4/4) = 0.5, seat 1's (3/6) / (2/4) = 1.
        let game = Scenario::new(2)
            .holding(0, Tile::Gold, 2)
            .holding(1, Tile::Pharaoh, 2)
            .face_down(1, &[4, 3])
            .ra_count(3)
            .build()
            .unwrap();
        let mut out = Vec::new();
        RaAnchor.evaluate(&game, &mut out);
        let up0 = (6.0 + 2.0) + (6.0 + 0.5) + (6.0 + 0.0) + (6.0 - 1.5);
        let up1 = (6.0 + 1.5) + (6.0 + 1.0);
        let down1 = -0.5 - 1.0;
        assert_eq!(out[0], 10.0 + 6.0 - 2.0 - 5.0 + 0.5 * up0);
        assert_eq!(out[1], 10.0 + 5.0 - 5.0 + up1 + down1);
    }

    #[test]
    fn face_down_discs_count_nothing_in_the_third_epoch() {
        // Seat 1: 8 and 7 face up, 4 and 3 face down (−0.5 and −1 in the disc table).
        // Before the last epoch the face-down discs count; in it they do not, as the
        // final scoring (sun-disc totals included) already counts every disc.
        let leaf = |epoch: u8| {
            let game = Scenario::new(2)
                .epoch(epoch)
                .face_down(1, &[4, 3])
                .build()
                .unwrap();
            let mut out = Vec::new();
            RaAnchor.evaluate(&game, &mut out);
            let deltas = epoch_deltas(&game.holdings[..2], &game.discs[..2], epoch == 3);
            (out[1], f64::from(apply_floor(game.scores[1], deltas[1])))
        };
        let face_up1 = (6.0 + 1.5) + (6.0 + 1.0);
        let (second, scored) = leaf(2);
        assert_eq!(second, scored + face_up1 - 1.5);
        let (third, scored) = leaf(3);
        assert_eq!(third, scored + face_up1);
    }

    #[test]
    fn the_zero_floor_holds_at_a_leaf() {
        // Seat 0 has no Pharaoh against seat 1's one (-2) and no civilization in the
        // epoch (-5): from a score of 3 it stops at 0, plus its four face-up discs.
        let game = Scenario::new(2)
            .holding(1, Tile::Pharaoh, 1)
            .score(0, 3)
            .build()
            .unwrap();
        let mut out = Vec::new();
        RaAnchor.evaluate(&game, &mut out);
        let discs0 = (6.0 + 2.0) + (6.0 + 0.5) + (6.0 + 0.0) + (6.0 - 1.5);
        assert_eq!(out[0], discs0);
    }

    #[test]
    fn the_anchor_skips_only_god_swaps() {
        let game = Scenario::new(2).build().unwrap();
        assert!(RaAnchor.skips(&game, RaAction::UseGod(Tile::Gold)));
        assert!(!RaAnchor.skips(&game, RaAction::Draw));
        assert!(!RaAnchor.skips(&game, RaAction::Bid(9)));
    }
}

#[cfg(test)]
mod unit_tests {
    use nile_core::bots::{Anchor, BotHints};
    use nile_core::{Game, Turn};

    use super::RaAnchor;

    use crate::{RaAction, Scenario, Tile};

    /// Applies `action` and says whether it ended a unit (an auction).
    fn step(game: &mut crate::Ra, action: RaAction) -> bool {
        let before = game.clone();
        game.apply(action).unwrap();
        game.ends_unit(&before)
    }

    /// Applies `action` and says whether the anchor counted an auction there, and
    /// whether it may stop after it.
    fn anchor_step(game: &mut crate::Ra, action: RaAction) -> (bool, bool) {
        let before = game.clone();
        game.apply(action).unwrap();
        (RaAnchor.ends_unit(game, &before), RaAnchor.may_stop(game))
    }

    #[test]
    fn the_anchor_counts_an_auction_when_it_starts_and_stops_on_a_clear_track() {
        let mut game = Scenario::new(2)
            .track(&[Tile::Gold])
            .turn(0)
            .build()
            .unwrap();
        assert!(!RaAnchor.may_stop(&game), "a tile waits on the track");
        // Invoking Ra starts the auction: the anchor's unit, counted at once.
        assert_eq!(anchor_step(&mut game, RaAction::InvokeRa), (true, false));
        assert_eq!(anchor_step(&mut game, RaAction::Pass), (false, false));
        // The bid that closes it is not counted again; the track is clear after it.
        assert_eq!(anchor_step(&mut game, RaAction::Bid(2)), (false, true));
        // A tile drawn from the bag is no auction; a Ra drawn is one.
        let mut draw = Scenario::new(2)
            .bag_only(&[(Tile::Gold, 3), (Tile::Ra, 30)])
            .turn(0)
            .build()
            .unwrap();
        assert_eq!(anchor_step(&mut draw, RaAction::Draw), (false, true));
        assert_eq!(
            anchor_step(&mut draw, RaAction::Reveal(Tile::Gold)),
            (false, false)
        );
        let mut ra = Scenario::new(2)
            .bag_only(&[(Tile::Gold, 3), (Tile::Ra, 30)])
            .track(&[Tile::Gold])
            .turn(0)
            .build()
            .unwrap();
        ra.apply(RaAction::Draw).unwrap();
        assert_eq!(
            anchor_step(&mut ra, RaAction::Reveal(Tile::Ra)),
            (true, false)
        );
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
