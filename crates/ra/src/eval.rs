//! A static estimate of each seat's final score ([`nile_core::bots::BotHints::evaluate`]), for
//! search bots that stop looking ahead in mid-epoch.
//!
//! In Rá the score moves only when an epoch is scored, so the estimate counts, in points:
//! - **what each seat holds**, scored as if the epoch ended now (Pharaoh majority, Nile
//!   and Flood, civilizations, Gold, Gods: [`epoch_deltas`]), plus what the kept tiles
//!   are still worth in the epochs after this one (Pharaoh majority again, Niles with a
//!   Flood, monuments at the end) and the final sun-disc comparison, softened before the
//!   last epoch;
//! - **the sun discs still face up**: each is one more lot its owner can win before the
//!   epoch ends. The tiles still to come (the track, plus the non-Ra tiles expected
//!   before the last Ra of the epoch, from the bag's contents) are shared among the
//!   seats in proportion to their face-up discs, at most a full track per disc, and
//!   valued at what one more tile of each kind adds to that seat's holdings (a disaster
//!   counts the tiles it would cost). A seat whose opponents have spent their discs
//!   thus sees the lots it will take alone;
//! - **the centre disc**, which the next auction's winner adds to their sun total.
//!
//! The weights below are estimates, not rules; they only steer bots.

use crate::discs::{self, DiscSet};
use crate::scoring::{epoch_deltas, monument_points, most_and_fewest, EPOCHS, SUN_HIGHEST};
use crate::scoring::{PHARAOH_FEWEST, PHARAOH_MOST, SUN_LOWEST};
use crate::state::{Ra, AUCTION_SLOTS, MAX_PLAYERS};
use crate::tiles::{Counts, Tile, KINDS};

/// Share of a later epoch's Pharaoh comparison counted now (more Pharaohs will come).
const LATER_PHARAOH_WEIGHT: f64 = 0.6;
/// Chance that a Nile held now scores in a later epoch (it needs a Flood then).
const LATER_NILE_WEIGHT: f64 = 0.5;
/// Share of the final monument score counted before the last epoch.
const EARLY_MONUMENT_WEIGHT: f64 = 0.9;
/// Share of the final sun-disc comparison counted before the last epoch.
const EARLY_SUN_WEIGHT: f64 = 0.5;
/// Share of the expected value of the tiles still to come this epoch.
const FUTURE_TILES_WEIGHT: f64 = 0.8;
/// Softness (in Pharaohs or sun points) of the most / fewest comparisons counted early.
const SOFTNESS: f64 = 1.5;

impl Ra {
    /// Writes each seat's estimated final score into `out` (see the module docs).
    pub(crate) fn estimate_final_scores(&self, out: &mut Vec<f64>) {
        let n = self.config.players.min(MAX_PLAYERS);
        out.clear();
        if self.epoch > EPOCHS || matches!(self.phase, crate::state::Phase::Over) {
            out.extend((0..n).map(|p| f64::from(self.scores[p])));
            return;
        }
        let holdings = &self.holdings[..n];
        let owned = &self.discs[..n];
        let now = standing(holdings, owned, self.epoch);
        let shares = self.disc_shares();
        let (track_tiles, future_tiles) = self.tiles_to_come();
        for p in 0..n {
            let mut estimate = f64::from(self.scores[p]) + now[p];
            let face_up = f64::from(self.face_up(p).count_ones());
            if shares[p] > 0.0 {
                let track: f64 = self
                    .track
                    .iter()
                    .flatten()
                    .map(|&t| marginal(holdings, owned, self.epoch, p, t, now[p]))
                    .sum();
                let per_tile = self.mean_bag_tile_value(holdings, owned, p, now[p]);
                let tiles = (track_tiles + future_tiles) * shares[p];
                let cap = face_up * AUCTION_SLOTS as f64;
                let scale = if tiles > cap { cap / tiles } else { 1.0 };
                let value = (track * shares[p] + future_tiles * shares[p] * per_tile) * scale;
                estimate += FUTURE_TILES_WEIGHT * value.max(0.0);
            }
            out.push(estimate);
        }
        self.add_centre_disc(&shares, out);
    }

    /// Each seat's share of the lots still to be won this epoch: its face-up discs over
    /// everyone's.
    fn disc_shares(&self) -> [f64; MAX_PLAYERS] {
        let n = self.config.players.min(MAX_PLAYERS);
        let mut counts = [0.0; MAX_PLAYERS];
        for (p, c) in counts.iter_mut().enumerate().take(n) {
            *c = f64::from(self.face_up(p).count_ones());
        }
        let total: f64 = counts.iter().sum();
        if total > 0.0 {
            for c in &mut counts {
                *c /= total;
            }
        }
        counts
    }

    /// Tiles on the track, and non-Ra tiles expected from the bag before the Ra that
    /// ends the epoch: each Ra still to come is preceded by `non-Ra / (Ra + 1)` draws.
    fn tiles_to_come(&self) -> (f64, f64) {
        let on_track = self.track.iter().flatten().count() as f64;
        let ra_left_in_bag = f64::from(self.bag[Tile::Ra.index()]);
        let non_ra = f64::from(self.bag_total) - ra_left_in_bag;
        let ras_to_come = f64::from(self.ra_tiles_per_epoch().saturating_sub(self.ra_count));
        let expected = (ras_to_come * non_ra / (ra_left_in_bag + 1.0)).min(non_ra);
        (on_track, expected.max(0.0))
    }

    /// What one tile drawn from the bag (Ra aside) adds to seat `p`'s standing, on average.
    fn mean_bag_tile_value(
        &self,
        holdings: &[Counts],
        owned: &[DiscSet],
        p: usize,
        base: f64,
    ) -> f64 {
        let mut total = 0.0;
        let mut weight = 0.0;
        for t in Tile::ALL {
            let c = f64::from(self.bag[t.index()]);
            if t == Tile::Ra || c == 0.0 {
                continue;
            }
            total += c * marginal(holdings, owned, self.epoch, p, t, base);
            weight += c;
        }
        if weight > 0.0 {
            total / weight
        } else {
            0.0
        }
    }

    /// The centre disc joins the sun total of the next auction's winner: each seat is
    /// credited its share of the sun comparison it would gain.
    fn add_centre_disc(&self, shares: &[f64; MAX_PLAYERS], out: &mut [f64]) {
        let n = out.len();
        let mut sums = [0.0; MAX_PLAYERS];
        for (p, s) in sums.iter_mut().enumerate().take(n) {
            *s = f64::from(discs::sum(self.discs[p])) + shares[p] * f64::from(self.centre);
        }
        let weight = if self.epoch >= EPOCHS {
            1.0
        } else {
            EARLY_SUN_WEIGHT
        };
        let with_centre =
            soft_most_and_fewest(&sums[..n], f64::from(SUN_HIGHEST), f64::from(SUN_LOWEST));
        for (p, o) in out.iter_mut().enumerate() {
            *o += weight * with_centre[p];
        }
        if self.epoch >= EPOCHS {
            // The final scoring in `standing` already counted the sun totals without the
            // centre disc: replace it by the softened comparison above.
            let mut plain = [0u32; MAX_PLAYERS];
            for (p, s) in plain.iter_mut().enumerate().take(n) {
                *s = discs::sum(self.discs[p]);
            }
            let hard = most_and_fewest(&plain[..n], SUN_HIGHEST, SUN_LOWEST);
            for (p, o) in out.iter_mut().enumerate() {
                *o -= f64::from(hard[p]);
            }
        }
    }
}

/// Seat by seat, the points the holdings are worth from now to the end of the game, as
/// if the current epoch ended now.
fn standing(holdings: &[Counts], owned: &[DiscSet], epoch: u8) -> [f64; MAX_PLAYERS] {
    let n = holdings.len().min(MAX_PLAYERS);
    let last = epoch >= EPOCHS;
    let deltas = epoch_deltas(holdings, owned, last);
    let mut out = [0.0; MAX_PLAYERS];
    for (o, d) in out.iter_mut().zip(deltas).take(n) {
        *o = f64::from(d);
    }
    if last {
        return out;
    }
    let later = f64::from(EPOCHS - epoch);
    let mut pharaohs = [0.0; MAX_PLAYERS];
    for (count, h) in pharaohs.iter_mut().zip(holdings) {
        *count = f64::from(h[Tile::Pharaoh.index()]);
    }
    let pharaoh = soft_most_and_fewest(
        &pharaohs[..n],
        f64::from(PHARAOH_MOST),
        f64::from(PHARAOH_FEWEST),
    );
    for p in 0..n {
        let h = &holdings[p];
        out[p] += later * LATER_PHARAOH_WEIGHT * pharaoh[p]
            + later * LATER_NILE_WEIGHT * f64::from(h[Tile::Nile.index()])
            + EARLY_MONUMENT_WEIGHT * f64::from(monument_points(h));
    }
    out
}

/// What one more tile `t` adds to seat `p`'s [`standing`] (`base` is its standing now).
/// A disaster costs the two tiles it destroys, taken where they hurt least.
fn marginal(
    holdings: &[Counts],
    owned: &[DiscSet],
    epoch: u8,
    p: usize,
    t: Tile,
    base: f64,
) -> f64 {
    let n = holdings.len().min(MAX_PLAYERS);
    let mut h = [[0u8; KINDS]; MAX_PLAYERS];
    h[..n].copy_from_slice(&holdings[..n]);
    if t.is_collectable() {
        h[p][t.index()] = h[p][t.index()].saturating_add(1);
        return standing(&h[..n], owned, epoch)[p] - base;
    }
    if !t.is_disaster() {
        return 0.0;
    }
    for _ in 0..crate::disaster::TILES_PER_DISASTER {
        let kinds = crate::disaster::eligible_kinds(t, h[p][Tile::Flood.index()]);
        let mut best: Option<(f64, usize)> = None;
        for k in kinds {
            let k = k.index();
            if h[p][k] == 0 {
                continue;
            }
            h[p][k] -= 1;
            let value = standing(&h[..n], owned, epoch)[p];
            h[p][k] += 1;
            if best.is_none_or(|(v, _)| value > v) {
                best = Some((value, k));
            }
        }
        match best {
            Some((_, k)) => h[p][k] -= 1,
            None => break,
        }
    }
    standing(&h[..n], owned, epoch)[p] - base
}

/// A smooth most / fewest comparison: each seat gets `most` weighted by how surely it
/// leads the others and `fewest` by how surely it trails them.
fn soft_most_and_fewest(values: &[f64], most: f64, fewest: f64) -> [f64; MAX_PLAYERS] {
    let mut out = [0.0; MAX_PLAYERS];
    if values.len() < 2 {
        return out;
    }
    for (p, &v) in values.iter().enumerate() {
        let others = values
            .iter()
            .enumerate()
            .filter(|&(q, _)| q != p)
            .map(|(_, &x)| x);
        let (hi, lo) = others.fold((f64::NEG_INFINITY, f64::INFINITY), |(hi, lo), x| {
            (hi.max(x), lo.min(x))
        });
        let lead = sigmoid((v - hi) / SOFTNESS);
        let trail = sigmoid((lo - v) / SOFTNESS);
        out[p] = most * lead + fewest * trail;
    }
    out
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

#[cfg(test)]
mod tests {
    use nile_core::bots::BotHints;
    use nile_core::Game;

    use crate::{Ra, RaAction, RaConfig};

    fn two_player_start() -> Ra {
        let mut game = Ra::new(&RaConfig { players: 2 }).unwrap();
        game.apply(RaAction::Deal(0)).unwrap();
        game
    }

    #[test]
    fn the_start_is_nearly_even_and_finite() {
        let game = two_player_start();
        let mut out = Vec::new();
        game.evaluate(&mut out);
        assert_eq!(out.len(), 2);
        assert!(out.iter().all(|x| x.is_finite()));
        // Only the disc values differ (group A sums to 22, B to 22).
        assert!((out[0] - out[1]).abs() < 3.0, "{out:?}");
    }

    #[test]
    fn holding_discs_while_the_opponent_has_none_is_worth_more() {
        let mut game = two_player_start();
        let mut out = Vec::new();
        game.evaluate(&mut out);
        let before = out.clone();
        // Seat 0 loses all its face-up discs (turned face down): seat 1 will take the
        // coming lots alone.
        game.face_down[0] = game.discs[0];
        game.refresh_face_up_tops();
        game.evaluate(&mut out);
        assert!(
            out[1] - out[0] > before[1] - before[0] + 5.0,
            "{before:?} -> {out:?}"
        );
    }

    #[test]
    fn a_pharaoh_more_is_worth_points() {
        let mut game = two_player_start();
        let mut out = Vec::new();
        game.evaluate(&mut out);
        let before = out[0] - out[1];
        game.holdings[0][crate::Tile::Pharaoh.index()] += 1;
        game.evaluate(&mut out);
        assert!(out[0] - out[1] > before + 3.0);
    }

    #[test]
    fn a_finished_game_is_its_score() {
        let mut game = two_player_start();
        let mut rng = nile_core::rng::seeded(3);
        let (mut legal, mut chance) = (Vec::new(), Vec::new());
        while game.turn() != nile_core::Turn::Over {
            game.random_step(&mut rng, &mut legal, &mut chance).unwrap();
            let mut out = Vec::new();
            game.evaluate(&mut out);
            assert!(out.iter().all(|x| x.is_finite()));
        }
        let mut out = Vec::new();
        game.evaluate(&mut out);
        assert_eq!(
            out,
            vec![f64::from(game.score(0)), f64::from(game.score(1))]
        );
    }
}
