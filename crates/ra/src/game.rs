//! The `nile_core::Game` implementation: legal sets, chance, validation, outcome.

use std::ops::RangeInclusive;

use nile_core::rng::below;
use nile_core::Viewer;
use nile_core::{Game, GameError, GameRng, Outcome, Turn};

use crate::action::RaAction;
use crate::discs;
use crate::state::{Phase, Ra, RaConfig};
use crate::tiles::{Tile, KINDS};

/// `docs/ra.md` GAP-12: at most 752 decisions, plus at most 180 draws and 4 deals.
pub const STEP_BOUND: usize = 1_000 + 180 + 4;

/// Why a chance outcome offered at a player node is refused.
const CHANCE_NOW: &str = "a chance outcome must be applied now";
/// Why an action of another kind of node is refused.
const NOT_NOW: &str = "that is not an action for this moment";

impl Ra {
    /// Bitmask (by kind index) of the tiles a God may take from the track now.
    #[inline]
    fn god_targets(&self) -> u32 {
        let mut mask = 0u32;
        for t in self.track.iter().flatten() {
            mask |= 1 << t.index();
        }
        mask & !(1 << Tile::God.index())
    }

    /// Checks `action` against the phase and, only if it is legal, applies it.
    /// Each arm validates first and mutates after, so an `Err` leaves the state as it was.
    /// The phase is matched once; the frequent nodes (bids, turns, draws) have their own
    /// small functions and the rare ones live in [`Ra::try_apply_rare`].
    #[inline]
    fn try_apply(&mut self, action: RaAction) -> Result<(), &'static str> {
        match self.phase {
            Phase::Bid { player } => self.try_apply_bid(player, action),
            Phase::Turn { player } => self.try_apply_turn(player, action),
            Phase::Draw { player } => self.try_apply_draw(player, action),
            _ => self.try_apply_rare(action),
        }
    }

    /// `Bid{player}`: bid a face-up disc above the high bid, or pass unless forced.
    #[inline(never)]
    fn try_apply_bid(&mut self, player: u8, action: RaAction) -> Result<(), &'static str> {
        let Some(a) = self.auction else {
            return Err("no auction is running");
        };
        match action {
            RaAction::Bid(v) => {
                if v >= 32 || self.face_up(usize::from(player)) & discs::bit(v) == 0 {
                    return Err("you have no such face-up sun disc");
                }
                if v <= a.high {
                    return Err("a bid must be higher than the highest bid");
                }
                self.bid(player, v);
            }
            RaAction::Pass => {
                if Ra::bid_forced(&a, player) {
                    return Err(
                        "you invoked Ra, the track is not full and everyone passed: you must bid",
                    );
                }
                self.pass();
            }
            _ => return Err(NOT_NOW),
        }
        Ok(())
    }

    /// `Turn{player}`: draw, invoke Ra or spend a God.
    #[inline(never)]
    fn try_apply_turn(&mut self, player: u8, action: RaAction) -> Result<(), &'static str> {
        match action {
            RaAction::Draw => {
                // GAP-34: no draw from a full track, even though a Ra would not land there.
                if self.track_full() {
                    return Err("the auction track is full, so no tile may be drawn");
                }
                if self.bag_total == 0 {
                    return Err("the bag is empty");
                }
                self.phase = Phase::Draw { player };
            }
            // GAP-6 / GAP-32: Ra may always be invoked, even on an empty track.
            RaAction::InvokeRa => self.begin_auction(player, true),
            RaAction::UseGod(t) => self.try_use_god(player, t)?,
            _ => return Err(NOT_NOW),
        }
        Ok(())
    }

    /// `Draw{player}` (chance): the drawn tile is revealed.
    #[inline(never)]
    fn try_apply_draw(&mut self, player: u8, action: RaAction) -> Result<(), &'static str> {
        let RaAction::Reveal(t) = action else {
            return Err(CHANCE_NOW);
        };
        if self.bag[t.index()] == 0 {
            return Err("no such tile is left in the bag");
        }
        self.reveal(player, t);
        Ok(())
    }

    /// Samples the setup chance: one undealt group, uniformly.
    #[cold]
    #[inline(never)]
    fn sample_deal(&self, rng: &mut GameRng) -> Option<RaAction> {
        let left = self.undealt_groups().count() as u64;
        if left == 0 {
            return None;
        }
        let i = below(rng, left) as usize;
        self.undealt_groups().nth(i).map(RaAction::Deal)
    }

    /// The error for a refused `action` (the state is unchanged, so `Over` still shows).
    #[cold]
    #[inline(never)]
    fn refusal(&self, action: RaAction, reason: &'static str) -> GameError {
        if self.phase == Phase::Over {
            GameError::GameOver
        } else {
            GameError::illegal(action, reason)
        }
    }

    /// [`Ra::try_apply`] for the phases met a few times a game: Gods, discards, the deal.
    #[cold]
    #[inline(never)]
    fn try_apply_rare(&mut self, action: RaAction) -> Result<(), &'static str> {
        use RaAction as A;
        match (self.phase, action) {
            (Phase::Gods { player }, A::UseGod(t)) => self.try_use_god(player, t)?,
            (Phase::Gods { player }, A::EndTurn) => self.start_turn(player + 1),
            (
                Phase::Discard {
                    player,
                    disaster,
                    remaining,
                    from_god,
                },
                A::Discard(k),
            ) => {
                if !self.eligible(player, disaster).contains(&k)
                    || self.holdings[usize::from(player)][k.index()] == 0
                {
                    return Err("that tile cannot be discarded to this disaster");
                }
                self.discard_chosen(player, disaster, remaining, from_god, k);
            }
            (Phase::Deal { seat }, A::Deal(g)) => {
                if g >= self.seat_count() || self.group_dealt(g) {
                    return Err("that disc group does not exist or was dealt already");
                }
                self.deal(seat, g);
            }
            (Phase::Deal { .. }, _) => return Err(CHANCE_NOW),
            (Phase::Over, _) => return Err("the game is over"),
            _ => return Err(NOT_NOW),
        }
        Ok(())
    }

    /// `god takes T` in a turn or after another God: validated, then applied.
    #[cold]
    #[inline(never)]
    fn try_use_god(&mut self, player: u8, t: Tile) -> Result<(), &'static str> {
        if self.holdings[usize::from(player)][Tile::God.index()] == 0 {
            return Err("you hold no God");
        }
        if t == Tile::God {
            return Err("a God cannot take a God");
        }
        if self.god_targets() & (1 << t.index()) == 0 {
            return Err("no such tile is on the auction track");
        }
        self.use_god(player, t);
        Ok(())
    }

    /// The God actions of `player` (one per kind a God may take), if they hold a God.
    #[cold]
    #[inline(never)]
    fn push_gods(&self, out: &mut Vec<RaAction>, player: u8) {
        if self.holdings[usize::from(player)][Tile::God.index()] == 0 {
            return;
        }
        let mut mask = self.god_targets();
        while mask != 0 {
            let k = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            if let Some(t) = Tile::from_index(k) {
                out.push(RaAction::UseGod(t));
            }
        }
    }

    /// The discard choices of a `Discard` node, by kind.
    #[cold]
    #[inline(never)]
    fn push_discards(&self, out: &mut Vec<RaAction>, player: u8, disaster: Tile) {
        let h = &self.holdings[usize::from(player)];
        for &k in self.eligible(player, disaster) {
            if h[k.index()] > 0 {
                out.push(RaAction::Discard(k));
            }
        }
    }
}

/// Counts of the eight kinds from `start` as the bytes of a `u64` (missing kinds are 0).
#[inline]
fn chunk_of(counts: &[u8; KINDS], start: usize) -> u64 {
    let mut bytes = [0u8; 8];
    let end = (start + 8).min(KINDS);
    bytes[..end - start].copy_from_slice(&counts[start..end]);
    u64::from_le_bytes(bytes)
}

/// The kind holding the `target`-th tile (0-based) of `counts` in canonical order,
/// without a data-dependent loop: multiplying eight byte counts by `0x0101…01` gives
/// their running sums, and the number of running sums `<= target` is the kind's index
/// in its chunk. Every running sum of a valid bag is below 128 (the biggest chunk of the
/// table holds 115 tiles), so the bytewise comparison never borrows.
#[inline]
fn pick_by_count(counts: &[u8; KINDS], target: u32) -> Option<Tile> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let prefix = [
        chunk_of(counts, 0).wrapping_mul(ONES),
        chunk_of(counts, 8).wrapping_mul(ONES),
        chunk_of(counts, 16).wrapping_mul(ONES),
    ];
    let sums = prefix.map(|p| (p >> 56) as u32);
    let before = [0, sums[0], sums[0] + sums[1]];
    if target >= before[2] + sums[2] {
        return None;
    }
    let c = (usize::from(target >= before[1]) + usize::from(target >= before[2])).min(2);
    let t = u64::from(target - before[c]);
    let at_or_below = ((t * ONES) | HIGH).wrapping_sub(prefix[c]) & HIGH;
    // Running sums grow, so the bytes at or below `t` are a run from byte 0: the first
    // byte above `t` is the kind drawn.
    let first_above = ((at_or_below ^ HIGH).trailing_zeros() / 8) as usize;
    Tile::from_index(c * 8 + first_above)
}

impl Game for Ra {
    type Config = RaConfig;
    type Action = RaAction;
    type Observation = Ra;

    const NAME: &'static str = "ra";
    const TITLE: &'static str = "Rá";
    const SUMMARY: &'static str = "Reiner Knizia's auction game: bid sun discs for rows of tiles across three epochs of Egyptian history.";
    const PLAYERS: RangeInclusive<usize> = 2..=5;

    fn setup(config: &RaConfig) -> Result<Self, GameError> {
        Ok(Ra::blank(*config))
    }

    fn config(&self) -> &RaConfig {
        &self.config
    }

    #[inline]
    fn turn(&self) -> Turn {
        match self.phase {
            Phase::Deal { .. } | Phase::Draw { .. } => Turn::Chance,
            Phase::Turn { player }
            | Phase::Bid { player }
            | Phase::Gods { player }
            | Phase::Discard { player, .. } => Turn::Player(usize::from(player)),
            Phase::Over => Turn::Over,
        }
    }

    fn legal_actions(&self, out: &mut Vec<RaAction>) {
        out.clear();
        match self.phase {
            Phase::Bid { player } => {
                let Some(a) = self.auction else { return };
                if !Ra::bid_forced(&a, player) {
                    out.push(RaAction::Pass);
                }
                // Ascending bids: a seat owns at most four discs.
                let mut set = self.legal_bids(player, &a);
                while set != 0 {
                    out.push(RaAction::Bid(set.trailing_zeros() as u8));
                    set &= set - 1;
                }
            }
            Phase::Turn { player } => {
                // A fixed-size array cut to length: one capacity check and a few stores.
                let can_draw = !self.track_full() && self.bag_total > 0;
                let first = if can_draw {
                    RaAction::Draw
                } else {
                    RaAction::InvokeRa
                };
                out.extend_from_slice(&[first, RaAction::InvokeRa]);
                out.truncate(1 + usize::from(can_draw));
                if self.holdings[usize::from(player)][Tile::God.index()] > 0 {
                    self.push_gods(out, player);
                }
            }
            Phase::Gods { player } => {
                out.push(RaAction::EndTurn);
                self.push_gods(out, player);
            }
            Phase::Discard {
                player, disaster, ..
            } => self.push_discards(out, player, disaster),
            Phase::Deal { .. } | Phase::Draw { .. } | Phase::Over => {}
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<(RaAction, u32)>) {
        out.clear();
        match self.phase {
            Phase::Deal { .. } => {
                out.extend(self.undealt_groups().map(|g| (RaAction::Deal(g), 1)));
            }
            Phase::Draw { .. } => {
                for (k, &c) in self.bag.iter().enumerate() {
                    if let (true, Some(t)) = (c > 0, Tile::from_index(k)) {
                        out.push((RaAction::Reveal(t), u32::from(c)));
                    }
                }
            }
            _ => {}
        }
    }

    /// Picks a tile by cumulative bag counts (or a group uniformly) without listing the
    /// outcomes; the same distribution as [`Game::chance_outcomes`].
    fn sample_chance(
        &self,
        rng: &mut GameRng,
        _buf: &mut Vec<(RaAction, u32)>,
    ) -> Option<RaAction> {
        match self.phase {
            Phase::Draw { .. } => {
                if self.bag_total == 0 {
                    return None;
                }
                let target = below(rng, u64::from(self.bag_total)) as u32;
                pick_by_count(&self.bag, target).map(RaAction::Reveal)
            }
            Phase::Deal { .. } => self.sample_deal(rng),
            _ => None,
        }
    }

    fn apply(&mut self, action: RaAction) -> Result<(), GameError> {
        // `try_apply` refuses everything once the game is over; the error is built out of
        // line so the accepted path stays small.
        match self.try_apply(action) {
            Ok(()) => Ok(()),
            Err(reason) => Err(self.refusal(action, reason)),
        }
    }

    fn score(&self, player: usize) -> i32 {
        self.scores.get(player).map_or(0, |&s| i32::from(s))
    }

    /// Highest score wins; ties go to the highest sun disc owned, face up or down (GAP-4).
    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let n = self.config.players.min(crate::state::MAX_PLAYERS);
        let scores: Vec<i32> = (0..n).map(|p| self.score(p)).collect();
        let keys: Vec<(i32, u8)> = (0..n)
            .map(|p| (scores[p], discs::highest(self.discs[p])))
            .collect();
        Some(Outcome::ranked(scores, &keys))
    }

    /// Everything is public (`docs/ra.md` GAP-26, GAP-27): the bag is a multiset of known counts with no
    /// order, face-down disc values were all seen (GAP-26), and scores follow from public
    /// tiles (GAP-27), so the observation is the state itself.
    fn observation(&self, _player: usize) -> Ra {
        self.clone()
    }

    /// Nothing is hidden from any seat, so a spectator sees the state too.
    fn public_observation(&self) -> Ra {
        self.clone()
    }

    /// Nothing is hidden (the bag order does not exist under deferred sampling).
    /// Everything is public, so every viewer reads the same sentence, naming the seat.
    fn describe(&self, action: RaAction, _viewer: Viewer) -> String {
        crate::narrate::describe(self, action)
    }

    /// What happened by itself: an auction's result, automatic passes and discards,
    /// skipped seats, the end of an epoch with each seat's scoring (`docs/ra.md`,
    /// "Narration"). The same for every viewer: nothing in Rá is hidden.
    fn narrate(&self, before: &Self, action: RaAction, _viewer: Viewer) -> Vec<String> {
        crate::narrate::narrate(before, self, action)
    }

    /// The rulebook's text for a tile kind (English or Portuguese name) or for one of the
    /// terms sun disc, scarab, epoch, auction.
    fn explain(topic: &str) -> Option<String> {
        crate::narrate::explain(topic)
    }

    /// See `docs/ra.md`, "Action index": the four single actions, God takes, discards,
    /// draws, then bids and deals (the last two sized by the seat count).
    fn num_distinct_actions(config: &RaConfig) -> usize {
        crate::index::num_distinct_actions(config)
    }

    fn action_to_index(config: &RaConfig, action: RaAction) -> Option<usize> {
        crate::index::action_to_index(config, action)
    }

    fn action_from_index(config: &RaConfig, index: usize) -> Option<RaAction> {
        crate::index::action_from_index(config, index)
    }

    /// See `docs/ra.md`, "Observation tensor".
    fn observation_tensor_shape(config: &RaConfig) -> Vec<usize> {
        crate::tensor::observation_tensor_shape(config)
    }

    fn observation_tensor(&self, player: usize, out: &mut Vec<f32>) {
        self.write_tensor(player, out);
    }

    fn determinize(&self, _observer: usize, _rng: &mut GameRng) -> Self {
        self.clone()
    }

    fn check_invariants(&self) -> Result<(), String> {
        crate::invariants::check(self)
    }

    fn render(&self, viewer: Viewer) -> String {
        crate::render::render(self, viewer)
    }

    fn step_bound(_config: &RaConfig) -> usize {
        STEP_BOUND
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::BAG;

    #[test]
    fn pick_by_count_matches_a_plain_scan() {
        let mut bag = BAG;
        bag[3] = 0;
        bag[12] = 1;
        let total: u32 = bag.iter().map(|&c| u32::from(c)).sum();
        let mut expected = Vec::new();
        for (k, &c) in bag.iter().enumerate() {
            expected.extend(std::iter::repeat_n(Tile::from_index(k), usize::from(c)));
        }
        for target in 0..total {
            assert_eq!(pick_by_count(&bag, target), expected[target as usize]);
        }
        assert_eq!(pick_by_count(&bag, total), None);
    }
}
