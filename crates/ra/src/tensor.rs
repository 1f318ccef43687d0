//! The flat observation tensor (`docs/ra.md`, "Observation tensor"): arithmetic on the
//! tables, depending on the configuration only through the seat count (the highest sun
//! disc and the number of disc groups).

use crate::discs;
use crate::index::{highest_disc, kind_offset};
use crate::state::{Phase, Ra, RaConfig, AUCTION_SLOTS, MAX_PLAYERS};
use crate::tiles::{Tile, KINDS};

/// Phases in the tensor's one-hot, in this order.
const PHASES: usize = 7;
/// Disaster kinds (War, Funeral, Drought, Earthquake), in canonical order.
const DISASTERS: usize = 4;
/// The first disaster kind.
const DISASTER_FIRST: usize = Tile::War.index();

/// Values of the tensor for `n` seats and discs `1..=d`:
/// global block, one block per seat, decision block.
fn tensor_len(n: usize, d: usize) -> usize {
    let global = 3 + 1 + AUCTION_SLOTS * KINDS + d + KINDS + DISASTERS;
    let seat = 2 * d + KINDS + 1;
    let decision = PHASES + n + 3 + d + 2 * n + 1 + DISASTERS + 2;
    global + n * seat + decision
}

/// The tensor's shape: one flat vector.
pub(crate) fn observation_tensor_shape(config: &RaConfig) -> Vec<usize> {
    let n = config.players.min(MAX_PLAYERS);
    vec![tensor_len(n, highest_disc(config))]
}

/// Appends a one-hot of `len` values with `at` set (none when `at` is out of range).
fn one_hot(out: &mut Vec<f32>, at: Option<usize>, len: usize) {
    out.extend((0..len).map(|i| f32::from(u8::from(Some(i) == at))));
}

/// Appends one value per disc `1..=d`: 1 where the set holds it.
fn disc_bits(out: &mut Vec<f32>, set: discs::DiscSet, d: usize) {
    out.extend((1..=d).map(|v| f32::from(u8::from(set >> (v & 31) & 1 == 1))));
}

impl Ra {
    /// Seat `p` seen from `viewer`: 0 for the viewer, 1 for the next seat clockwise, …
    fn relative(&self, viewer: usize, p: u8) -> Option<usize> {
        let n = self.config.players;
        let p = usize::from(p);
        (p < n).then(|| (p + n - viewer % n) % n)
    }

    /// The observation of `viewer` as numbers (layout in `docs/ra.md`).
    pub(crate) fn write_tensor(&self, viewer: usize, out: &mut Vec<f32>) {
        out.clear();
        let n = self.config.players.min(MAX_PLAYERS);
        let d = highest_disc(&self.config);
        // Global: epoch, Ra track, auction track, centre disc, bag, pending disasters.
        one_hot(out, usize::from(self.epoch).checked_sub(1), 3);
        out.push(f32::from(self.ra_count));
        for slot in self.track {
            one_hot(out, slot.map(Tile::index), KINDS);
        }
        disc_bits(out, discs::bit(self.centre & 31), d);
        out.extend(self.bag.iter().map(|&c| f32::from(c)));
        let mut pending = [0u8; DISASTERS];
        for t in self.pending.iter().flatten() {
            if let Some(i) = kind_offset(*t, DISASTER_FIRST, DISASTERS) {
                pending[i] += 1;
            }
        }
        out.extend(pending.map(f32::from));
        // One block per seat, the viewer first, then clockwise.
        for r in 0..n {
            let p = (viewer + r) % n;
            disc_bits(out, self.face_up(p), d);
            disc_bits(out, self.face_down[p], d);
            out.extend(self.holdings[p].iter().map(|&c| f32::from(c)));
            out.push(f32::from(self.scores[p]));
        }
        self.write_decision(viewer, n, d, out);
    }

    /// The decision block: phase, acting seat, auction, disaster being resolved.
    fn write_decision(&self, viewer: usize, n: usize, d: usize, out: &mut Vec<f32>) {
        let phase = match self.phase {
            Phase::Deal { .. } => 0,
            Phase::Turn { .. } => 1,
            Phase::Draw { .. } => 2,
            Phase::Bid { .. } => 3,
            Phase::Gods { .. } => 4,
            Phase::Discard { .. } => 5,
            Phase::Over => 6,
        };
        one_hot(out, Some(phase), PHASES);
        let seat = self.phase_seat().and_then(|p| self.relative(viewer, p));
        one_hot(out, seat, n);
        let a = self.auction;
        out.push(f32::from(u8::from(a.is_some())));
        out.push(f32::from(u8::from(a.is_some_and(|a| a.invoked))));
        out.push(f32::from(u8::from(a.is_some_and(|a| a.track_full))));
        let high = a.map_or(0, |a| a.high);
        disc_bits(out, if high == 0 { 0 } else { discs::bit(high & 31) }, d);
        let ra_player = a.and_then(|a| self.relative(viewer, a.ra_player));
        one_hot(out, ra_player, n);
        let high_bidder = a
            .filter(|a| a.high > 0)
            .and_then(|a| self.relative(viewer, a.high_bidder));
        one_hot(out, high_bidder, n);
        out.push(f32::from(a.map_or(0, |a| a.next)));
        let (disaster, remaining, from_god) = match self.phase {
            Phase::Discard {
                disaster,
                remaining,
                from_god,
                ..
            } => (
                kind_offset(disaster, DISASTER_FIRST, DISASTERS),
                remaining,
                from_god,
            ),
            _ => (None, 0, false),
        };
        one_hot(out, disaster, DISASTERS);
        out.push(f32::from(remaining));
        out.push(f32::from(u8::from(from_god)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nile_core::GameConfig;

    #[test]
    fn the_tensor_has_the_documented_length() {
        for (n, want) in [(2, 340), (3, 417), (4, 470), (5, 559)] {
            let config = RaConfig::for_players(n);
            assert_eq!(observation_tensor_shape(&config), vec![want]);
            let game = crate::Scenario::new(n).build().unwrap();
            let mut out = Vec::new();
            game.write_tensor(n - 1, &mut out);
            assert_eq!(out.len(), want, "{n} players");
        }
    }
}
