//! The fixed action index and the flat observation tensor (`docs/ra.md`, "Action index"
//! and "Observation tensor"). Both are arithmetic on the tables, never a lookup table,
//! and both depend on the configuration only through the seat count (the highest sun
//! disc and the number of disc groups).

use crate::action::RaAction;
use crate::discs::{self, PlayerCountRules};
use crate::state::{Phase, Ra, RaConfig, AUCTION_SLOTS, MAX_PLAYERS};
use crate::tiles::{Tile, KINDS};

/// The first kind a God may take (Ra and God come before it): Gold.
const GOD_FIRST: usize = Tile::Gold.index();
/// Kinds a God may take: Gold to Earthquake (a God never takes a God, and Ra tiles never
/// reach the auction track).
const GOD_TARGETS: usize = KINDS - GOD_FIRST;
/// The first kind a player may be asked to discard: Agriculture (War takes
/// civilisations, Earthquake monuments; Funeral and Drought never leave a choice).
const DISCARD_FIRST: usize = Tile::Agriculture.index();
/// Kinds a player may be asked to discard: the five civilisations and eight monuments.
const DISCARD_KINDS: usize = Tile::Temple.index() + 1 - DISCARD_FIRST;

/// Where each block of the index starts: the four single actions, then God takes,
/// discards and draws (the same for every seat count), then bids and deals.
const GOD_START: usize = 4;
const DISCARD_START: usize = GOD_START + GOD_TARGETS;
const REVEAL_START: usize = DISCARD_START + DISCARD_KINDS;
const BID_START: usize = REVEAL_START + KINDS;

/// The setup row for a configuration; `None` for a seat count Rá does not support.
fn rules_for(config: &RaConfig) -> Option<&'static PlayerCountRules> {
    PlayerCountRules::for_players(config.players)
}

/// Discs in play for the configuration (`bid sun 1` to `bid sun D`).
fn highest_disc(config: &RaConfig) -> usize {
    rules_for(config).map_or(0, |r| usize::from(r.highest_disc))
}

/// Where the `deal group` block starts.
fn deal_start(config: &RaConfig) -> usize {
    BID_START + highest_disc(config)
}

/// The size of the index: 61 + the highest disc + the seat count.
pub(crate) fn num_distinct_actions(config: &RaConfig) -> usize {
    if rules_for(config).is_none() {
        return 0;
    }
    deal_start(config) + config.players
}

/// The kind's place in `first..first + len`, if it is there.
fn kind_offset(t: Tile, first: usize, len: usize) -> Option<usize> {
    t.index().checked_sub(first).filter(|&i| i < len)
}

/// The action's index, or `None` for a value no game of this configuration can hold.
pub(crate) fn action_to_index(config: &RaConfig, action: RaAction) -> Option<usize> {
    rules_for(config)?;
    match action {
        RaAction::Pass => Some(0),
        RaAction::Draw => Some(1),
        RaAction::InvokeRa => Some(2),
        RaAction::EndTurn => Some(3),
        RaAction::UseGod(t) => kind_offset(t, GOD_FIRST, GOD_TARGETS).map(|i| GOD_START + i),
        RaAction::Discard(t) => {
            kind_offset(t, DISCARD_FIRST, DISCARD_KINDS).map(|i| DISCARD_START + i)
        }
        RaAction::Reveal(t) => Some(REVEAL_START + t.index()),
        RaAction::Bid(v) => {
            let v = usize::from(v);
            (1..=highest_disc(config))
                .contains(&v)
                .then(|| BID_START + v - 1)
        }
        RaAction::Deal(g) => {
            let g = usize::from(g);
            (g < config.players).then(|| deal_start(config) + g)
        }
    }
}

/// The action at `index`; `None` past [`num_distinct_actions`].
pub(crate) fn action_from_index(config: &RaConfig, index: usize) -> Option<RaAction> {
    let deals = deal_start(config);
    let tile = |k: usize| Tile::from_index(k);
    match index {
        _ if index >= num_distinct_actions(config) => None,
        0 => Some(RaAction::Pass),
        1 => Some(RaAction::Draw),
        2 => Some(RaAction::InvokeRa),
        3 => Some(RaAction::EndTurn),
        i if i < DISCARD_START => tile(GOD_FIRST + i - GOD_START).map(RaAction::UseGod),
        i if i < REVEAL_START => tile(DISCARD_FIRST + i - DISCARD_START).map(RaAction::Discard),
        i if i < BID_START => tile(i - REVEAL_START).map(RaAction::Reveal),
        i if i < deals => u8::try_from(i - BID_START + 1).ok().map(RaAction::Bid),
        i => u8::try_from(i - deals).ok().map(RaAction::Deal),
    }
}

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

    /// The acting seat of the phase, if a seat acts or draws.
    fn phase_seat(&self) -> Option<u8> {
        match self.phase {
            Phase::Turn { player }
            | Phase::Draw { player }
            | Phase::Bid { player }
            | Phase::Gods { player }
            | Phase::Discard { player, .. } => Some(player),
            Phase::Deal { seat } => Some(seat),
            Phase::Over => None,
        }
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
    fn blocks_have_the_documented_sizes() {
        assert_eq!(GOD_TARGETS, 21);
        assert_eq!(DISCARD_KINDS, 13);
        assert_eq!(BID_START, 61);
        let sizes: Vec<usize> = (2..=5)
            .map(|n| num_distinct_actions(&RaConfig::for_players(n)))
            .collect();
        assert_eq!(sizes, vec![72, 77, 78, 82]);
    }

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

    #[test]
    fn the_index_is_a_bijection_for_every_seat_count() {
        for n in 2..=5 {
            let config = RaConfig::for_players(n);
            for i in 0..num_distinct_actions(&config) {
                let a = action_from_index(&config, i).unwrap();
                assert_eq!(action_to_index(&config, a), Some(i), "{a}");
            }
            assert_eq!(
                action_from_index(&config, num_distinct_actions(&config)),
                None
            );
        }
    }

    #[test]
    fn values_no_game_holds_have_no_index() {
        let two = RaConfig::for_players(2);
        for a in [
            RaAction::Bid(0),
            RaAction::Bid(10),
            RaAction::Bid(255),
            RaAction::Deal(2),
            RaAction::UseGod(Tile::God),
            RaAction::UseGod(Tile::Ra),
            RaAction::Discard(Tile::Flood),
            RaAction::Discard(Tile::War),
        ] {
            assert_eq!(action_to_index(&two, a), None, "{a}");
        }
    }
}
