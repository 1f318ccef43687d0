//! MAST (move-average sampling): the mean reward every seat got after playing each
//! action, anywhere in the search's iterations, kept per search; rollouts then play the
//! action with the best mean most of the time instead of a uniformly random one.
//!
//! An action is known by its value alone, wherever it was played, so what is learnt in
//! one line of play carries over to every other: in the games here an action names what
//! it does (take this card, load that ship, build there), and its worth is much the same
//! in neighbouring positions. The table holds one entry per (seat, action) met in a
//! search; it is cleared (capacity kept) when a search starts.
//!
//! The table is dense: an action's place is its fixed index ([`nile_core::Game::action_to_index`]),
//! one row of [`nile_core::Game::num_distinct_actions`] means per seat, so a rollout decision reads
//! one number per legal action, with no hashing and no division (the mean is kept next to
//! the sum). An action without an index (or a game with too many) falls back to a hash
//! table. A rollout decision is applied with [`nile_core::Game::apply_listed`], which the engines
//! implement without checking again what they just listed.

use std::collections::HashMap;

use nile_core::bots::BotHints;
use nile_core::hash::FoldBuildHasher;
use nile_core::rng::below;
use nile_core::{GameConfig, GameRng};

use super::{Tree, NO_MOVER};

/// The reward sum and count of one (seat, action).
#[derive(Debug, Default, Clone, Copy)]
struct Stat {
    sum: f64,
    count: u32,
}

/// The most entries (seats × distinct actions) of the dense table; a game with more
/// keeps its statistics in the hash table only.
const DENSE_LIMIT: usize = 1 << 20;

/// Marks a rollout step whose action has no dense slot.
const NO_SLOT: u32 = u32::MAX;

/// Mean rewards per (seat, action) over a search; see the module docs.
#[derive(Debug, Clone)]
pub(super) struct Mast<G: BotHints> {
    /// Distinct actions per seat in the dense table (0: no dense table).
    width: usize,
    /// Seats in the dense table.
    seats: usize,
    /// Per slot `seat * width + index`: the mean reward, `+∞` while never played (an
    /// action never played counts as the best).
    means: Vec<f64>,
    sums: Vec<f64>,
    counts: Vec<u32>,
    /// Actions without a dense slot.
    other: HashMap<(u8, G::Action), Stat, FoldBuildHasher>,
    /// The (seat, action) pairs of the current iteration's rollout.
    pub(super) played: Vec<(u8, G::Action)>,
    /// The dense slot of each of `played` ([`NO_SLOT`] for none).
    slots: Vec<u32>,
    /// Scratch: the value of each legal action at a rollout decision.
    values: Vec<f64>,
}

/// Resolution of the draw that decides whether a rollout step explores.
const EXPLORE_DRAWS: u64 = 1 << 24;

impl<G: BotHints> Mast<G> {
    pub(super) fn new() -> Self {
        Mast {
            width: 0,
            seats: 0,
            means: Vec::new(),
            sums: Vec::new(),
            counts: Vec::new(),
            other: HashMap::default(),
            played: Vec::with_capacity(256),
            slots: Vec::with_capacity(256),
            values: Vec::with_capacity(64),
        }
    }

    /// Forgets every statistic (a new search of a game with `config`), keeping the
    /// allocations.
    pub(super) fn clear(&mut self, config: &G::Config) {
        let width = G::num_action_keys(config);
        let seats = config.players();
        let dense = width
            .checked_mul(seats)
            .filter(|&n| n <= DENSE_LIMIT && width > 0);
        (self.width, self.seats) = if dense.is_some() {
            (width, seats)
        } else {
            (0, 0)
        };
        let n = dense.unwrap_or(0);
        self.means.clear();
        self.means.resize(n, f64::INFINITY);
        self.sums.clear();
        self.sums.resize(n, 0.0);
        self.counts.clear();
        self.counts.resize(n, 0);
        self.other.clear();
        self.played.clear();
        self.slots.clear();
    }

    /// The dense slot of (`seat`, `action`) in `world`, if it has one: the seat's row,
    /// at the action's key there ([`BotHints::action_key`]).
    fn slot(&self, world: &G, seat: u8, action: G::Action) -> Option<usize> {
        let seat = usize::from(seat);
        if seat >= self.seats {
            return None;
        }
        world
            .action_key(action)
            .filter(|&i| i < self.width)
            .map(|i| seat * self.width + i)
    }

    /// Adds `reward` to the dense slot `slot` (in range).
    fn add_to_slot(&mut self, slot: usize, reward: f64) {
        if let (Some(sum), Some(count), Some(mean)) = (
            self.sums.get_mut(slot),
            self.counts.get_mut(slot),
            self.means.get_mut(slot),
        ) {
            *sum += reward;
            *count = count.saturating_add(1);
            *mean = *sum / f64::from(*count);
        }
    }

    /// Adds `reward` to what `seat` got after playing `action` in `world`.
    #[cfg(test)]
    pub(super) fn add(&mut self, world: &G, seat: u8, action: G::Action, reward: f64) {
        match self.slot(world, seat, action) {
            Some(slot) => self.add_to_slot(slot, reward),
            None => self.add_other(seat, action, reward),
        }
    }

    /// Adds `reward` to the hash table's entry of (`seat`, `action`).
    fn add_other(&mut self, seat: u8, action: G::Action, reward: f64) {
        let stat = self.other.entry((seat, action)).or_default();
        stat.sum += reward;
        stat.count = stat.count.saturating_add(1);
    }

    /// Notes that `seat` plays `action` in `world` (before it is applied) in this
    /// iteration, on the tree's path or in the rollout.
    pub(super) fn note_played(&mut self, world: &G, seat: u8, action: G::Action) {
        let slot = self.slot(world, seat, action);
        self.played.push((seat, action));
        self.slots
            .push(slot.and_then(|s| u32::try_from(s).ok()).unwrap_or(NO_SLOT));
    }

    /// Credits every action noted in this iteration with its seat's reward
    /// (`rewards[seat]`) and forgets them.
    pub(super) fn credit_played(&mut self, rewards: &[f64]) {
        let played = std::mem::take(&mut self.played);
        let slots = std::mem::take(&mut self.slots);
        for (&(seat, action), &slot) in played.iter().zip(&slots) {
            let Some(&r) = rewards.get(usize::from(seat)) else {
                continue;
            };
            if slot == NO_SLOT {
                self.add_other(seat, action, r);
            } else {
                self.add_to_slot(slot as usize, r);
            }
        }
        (self.played, self.slots) = (played, slots);
        self.played.clear();
        self.slots.clear();
    }

    /// Drops the last noted action (it could not be applied).
    pub(super) fn forget_last(&mut self) {
        self.played.pop();
        self.slots.pop();
    }

    /// The mean reward of `seat` after `action` in `world`, if it was ever played.
    #[cfg(test)]
    pub(super) fn mean(&self, world: &G, seat: u8, action: G::Action) -> Option<f64> {
        match self.slot(world, seat, action) {
            Some(slot) => self.means.get(slot).copied().filter(|m| m.is_finite()),
            None => self.mean_other(seat, action),
        }
    }

    /// The hash table's mean of (`seat`, `action`), if it was ever played.
    fn mean_other(&self, seat: u8, action: G::Action) -> Option<f64> {
        self.other
            .get(&(seat, action))
            .map(|s| s.sum / f64::from(s.count.max(1)))
    }

    /// Every (seat, action) with its mean and count (tests).
    #[cfg(test)]
    pub(super) fn entries(&self) -> Vec<(u8, G::Action, f64, u32)> {
        let mut out: Vec<_> = self
            .other
            .iter()
            .map(|(&(seat, action), s)| (seat, action, s.sum / f64::from(s.count.max(1)), s.count))
            .collect();
        for (slot, &count) in self.counts.iter().enumerate().filter(|e| *e.1 > 0) {
            let (seat, index) = (slot / self.width, slot % self.width);
            if let (Ok(seat), Some(action)) = (
                u8::try_from(seat),
                G::action_from_index(&G::Config::for_players(self.seats), index),
            ) {
                out.push((seat, action, self.means[slot], count));
            }
        }
        out
    }

    /// Which of `legal` (not empty) `seat` plays in a rollout: with probability
    /// `epsilon` one uniformly at random, otherwise the one with the best mean, an
    /// action never played counting as the best (so each is tried once); ties uniformly
    /// at random (one draw).
    pub(super) fn pick(
        &mut self,
        world: &G,
        seat: u8,
        legal: &[G::Action],
        epsilon: f64,
        rng: &mut GameRng,
    ) -> usize {
        let n = legal.len() as u64;
        let explore = (below(rng, EXPLORE_DRAWS) as f64) < epsilon * EXPLORE_DRAWS as f64;
        if explore || n <= 1 {
            return below(rng, n.max(1)) as usize;
        }
        let mut values = std::mem::take(&mut self.values);
        values.clear();
        let start = usize::from(seat) * self.width;
        let row = (usize::from(seat) < self.seats)
            .then(|| self.means.get(start..start + self.width))
            .flatten();
        // Two branch-free passes (the comparisons are data, not patterns): the best
        // value, then how many reach it.
        let mut best_value = f64::NEG_INFINITY;
        for &action in legal {
            let dense = row.and_then(|row| row.get(world.action_key(action)?));
            let value = match dense {
                Some(&mean) => mean,
                None => self.mean_other(seat, action).unwrap_or(f64::INFINITY),
            };
            best_value = best_value.max(value);
            values.push(value);
        }
        let ties: u64 = values.iter().map(|&v| u64::from(v == best_value)).sum();
        let mut k = if ties > 1 { below(rng, ties) } else { 0 };
        let mut best = 0;
        for (i, &value) in values.iter().enumerate() {
            if value == best_value {
                if k == 0 {
                    best = i;
                    break;
                }
                k -= 1;
            }
        }
        self.values = values;
        best
    }
}

impl<G: BotHints> Tree<G> {
    /// One MAST rollout decision for `seat` in `world`: lists the legal actions, picks
    /// one ([`Mast::pick`]), applies it with [`nile_core::Game::apply_listed`] and notes it. Returns
    /// `false` if the rollout must stop (no legal action, the action refused).
    pub(super) fn mast_step(&mut self, world: &mut G, seat: usize, epsilon: f64) -> bool {
        world.legal_actions(&mut self.legal);
        if self.legal.is_empty() {
            return false;
        }
        let mover = u8::try_from(seat).unwrap_or(NO_MOVER);
        let i = self
            .mast
            .pick(world, mover, &self.legal, epsilon, &mut self.rng);
        let action = self.legal[i];
        self.mast.note_played(world, mover, action);
        if world.apply_listed(action).is_err() {
            self.mast.forget_last();
            return false;
        }
        true
    }

    /// Adds this iteration's rewards to the MAST statistics of every action played on
    /// its path through the tree and in its rollout (each noted before it was applied),
    /// each for the seat that played it.
    pub(super) fn back_up_mast(&mut self) {
        self.mast.credit_played(&self.rewards);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cap::CapClock;
    use crate::mcts::{MctsConfig, TreeBudget, DEFAULT_MAX_NODES};
    use nile_core::rng::seeded;
    use nile_core::testing::{Nim, NimAction, NimConfig};
    use nile_core::Game;

    const TAKE_1: NimAction = NimAction::Take(1);
    const TAKE_2: NimAction = NimAction::Take(2);
    /// Has no fixed index in Nim: kept in the hash table.
    const TAKE_3: NimAction = NimAction::Take(3);

    /// An empty table and a Nim game to key its actions in.
    fn mast() -> (Mast<Nim>, Nim) {
        let game = nim_with_pile(9);
        let mut mast = Mast::<Nim>::new();
        mast.clear(game.config());
        (mast, game)
    }

    #[test]
    fn means_are_per_seat_and_action() {
        let (mut mast, game) = mast();
        for action in [TAKE_1, TAKE_3] {
            mast.add(&game, 0, action, 1.0);
            mast.add(&game, 0, action, 0.0);
            mast.add(&game, 1, action, 1.0);
            assert_eq!(mast.mean(&game, 0, action), Some(0.5), "{action:?}");
            assert_eq!(mast.mean(&game, 1, action), Some(1.0), "{action:?}");
        }
        assert_eq!(mast.mean(&game, 0, TAKE_2), None);
        assert_eq!(mast.mean(&game, 5, TAKE_1), None);
        mast.clear(game.config());
        assert_eq!(mast.mean(&game, 0, TAKE_1), None);
        assert_eq!(mast.mean(&game, 0, TAKE_3), None);
    }

    #[test]
    fn the_dense_table_keeps_the_exact_means() {
        let (mut mast, game) = mast();
        let mut rng = seeded(11);
        let mut sums = [[(0.0f64, 0u32); 2]; 2];
        for _ in 0..1000 {
            let seat = below(&mut rng, 2) as u8;
            let take = below(&mut rng, 2) as usize;
            let reward = below(&mut rng, 1000) as f64 / 999.0;
            mast.add(&game, seat, NimAction::Take(take as u8 + 1), reward);
            let cell = &mut sums[usize::from(seat)][take];
            cell.0 += reward;
            cell.1 += 1;
        }
        for (seat, row) in sums.iter().enumerate() {
            for (take, &(sum, count)) in row.iter().enumerate() {
                let action = NimAction::Take(take as u8 + 1);
                let mean = mast.mean(&game, seat as u8, action).expect("played");
                assert!(
                    (mean - sum / f64::from(count)).abs() < 1e-12,
                    "{seat} {take}"
                );
            }
        }
        // Nothing went to the hash table: every action has a slot.
        assert!(mast.other.is_empty());
        assert_eq!(mast.entries().len(), 4);
    }

    #[test]
    fn exploits_the_best_mean_and_tries_unseen_actions_first() {
        let (mut mast, game) = mast();
        let mut rng = seeded(3);
        let pile = NimAction::Pile(5);
        for (action, reward) in [(TAKE_1, 0.2), (TAKE_2, 0.9), (TAKE_3, 0.4)] {
            mast.add(&game, 0, action, reward);
        }
        // No exploration: always the best mean.
        for _ in 0..50 {
            assert_eq!(
                mast.pick(&game, 0, &[TAKE_1, TAKE_2, TAKE_3], 0.0, &mut rng),
                1
            );
        }
        // The best mean in the hash table wins too.
        for _ in 0..10 {
            mast.add(&game, 0, TAKE_3, 1.0); // its mean: 10.4 / 11
        }
        assert_eq!(
            mast.pick(&game, 0, &[TAKE_1, TAKE_2, TAKE_3], 0.0, &mut rng),
            2
        );
        // An action never played comes first.
        assert_eq!(
            mast.pick(&game, 0, &[TAKE_1, TAKE_2, TAKE_3, pile], 0.0, &mut rng),
            3
        );
        // Seat 1 has no statistics: every action is unseen, ties at random.
        let mut seen = [false; 3];
        for _ in 0..100 {
            seen[mast.pick(&game, 1, &[TAKE_1, TAKE_2, TAKE_3], 0.0, &mut rng)] = true;
        }
        assert_eq!(seen, [true; 3]);
        // Full exploration: uniform, so the worst action is played too.
        let worst = (0..300)
            .filter(|_| mast.pick(&game, 0, &[TAKE_1, TAKE_2, TAKE_3], 1.0, &mut rng) == 0)
            .count();
        assert!((60..140).contains(&worst), "{worst}");
    }

    fn nim_with_pile(pile: u8) -> Nim {
        let mut nim = Nim::new(&NimConfig::default()).expect("Nim's default configuration");
        nim.apply(NimAction::Pile(pile)).expect("a legal pile");
        nim
    }

    fn mast_tree(config: &MctsConfig) -> Tree<Nim> {
        Tree::new(config, seeded(7), DEFAULT_MAX_NODES)
    }

    #[test]
    fn mast_rollouts_play_the_best_mean_for_the_mover() {
        let config = MctsConfig::iterations(1).mast(0.0);
        let mut tree = mast_tree(&config);
        let nim = nim_with_pile(9);
        tree.mast.clear(nim.config());
        // Seat 0 has done well taking one stone, seat 1 taking two.
        tree.mast.add(&nim, 0, TAKE_1, 0.9);
        tree.mast.add(&nim, 0, TAKE_2, 0.1);
        tree.mast.add(&nim, 1, TAKE_1, 0.2);
        tree.mast.add(&nim, 1, TAKE_2, 0.8);
        for _ in 0..20 {
            let mut world = nim_with_pile(9);
            tree.mast.played.clear();
            tree.mast.slots.clear();
            tree.rollout(&mut world, &config);
            assert!(world.outcome().is_some());
            let expected: Vec<(u8, NimAction)> = [(0, 1), (1, 2), (0, 1), (1, 2), (0, 1), (1, 2)]
                .iter()
                .map(|&(seat, take)| (seat, NimAction::Take(take)))
                .collect();
            // 9 stones: 1, 2, 1, 2, 1, 2 — the last taken by seat 1.
            assert_eq!(tree.mast.played, expected);
        }
    }

    #[test]
    fn an_iteration_credits_each_action_with_its_movers_reward() {
        let config = MctsConfig::iterations(1).mast(0.5);
        let mut tree = mast_tree(&config);
        let root = nim_with_pile(9);
        for seed in 0..10u64 {
            tree.rng = seeded(seed);
            tree.search(
                &root,
                0,
                &config,
                TreeBudget::Iterations(1),
                None,
                CapClock::NONE,
            );
            let entries = tree.mast.entries();
            assert!(!entries.is_empty());
            // One game: the winner's moves are credited 1, the loser's 0.
            let mut decisions = 0;
            for (seat, _, mean, count) in entries {
                assert_eq!(mean, tree.rewards[usize::from(seat)], "seat {seat}");
                decisions += count;
            }
            // Every stone taken by some decision: between 5 (all twos) and 9 (all ones).
            assert!((5..=9).contains(&decisions), "{decisions}");
            assert!(tree.rewards[0] + tree.rewards[1] == 1.0);
        }
    }

    #[test]
    fn a_search_starts_from_empty_statistics() {
        let config = MctsConfig::iterations(50).mast(0.2);
        let mut tree = mast_tree(&config);
        let root = nim_with_pile(9);
        tree.search(
            &root,
            0,
            &config,
            TreeBudget::Iterations(50),
            None,
            CapClock::NONE,
        );
        let first = tree.mast.entries().iter().map(|e| e.3).sum::<u32>();
        tree.search(
            &root,
            0,
            &config,
            TreeBudget::Iterations(50),
            None,
            CapClock::NONE,
        );
        let second = tree.mast.entries().iter().map(|e| e.3).sum::<u32>();
        assert!(first > 0);
        // The same number of iterations over the same kind of game: comparable counts,
        // not the two searches' sum.
        assert!(
            second < first * 3 / 2 && first < second * 3 / 2,
            "{first} {second}"
        );
    }
}
