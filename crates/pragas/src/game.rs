//! The [`Game`] implementation: setup, turns, chance outcomes and transactional apply.

use nile_core::rng::below;
use nile_core::Viewer;
use nile_core::{Game, GameError, GameRng, Outcome, RandomStep, Turn};

use crate::action::{Action, Power};
use crate::cards::LOSSES;
use crate::data::*;
use crate::state::{Draw, Phase, Pragas, PragasConfig, Seat, MAX_SEATS, STACK};

/// A generous bound on actions (chance included) in one game.
pub const STEP_BOUND: usize = 20_000;

impl Pragas {
    /// A fresh game (setup); the first decisions are setup chance draws.
    pub fn build(config: &PragasConfig) -> Result<Self, GameError> {
        if !(1..=MAX_SEATS).contains(&config.players) {
            return Err(GameError::InvalidConfig(format!(
                "10 Pragas do Egito is for 1 to 4 players, not {}",
                config.players
            )));
        }
        if config.rounds != 10 && config.rounds != 8 {
            return Err(GameError::InvalidConfig(format!(
                "rounds must be 10 or 8, not {}",
                config.rounds
            )));
        }
        let seats = config.seats();
        let removal = match seats {
            4 => [0; TILE_TYPES],
            3 => REMOVED_3P,
            _ => REMOVED_2P,
        };
        let mut reserve = TILES_IN_BOX;
        for (r, x) in reserve.iter_mut().zip(removal) {
            *r -= x;
        }
        let mut all_seats = [Seat::new(); MAX_SEATS];
        if config.solo() {
            all_seats[1].city_track = AI_TRACK_START;
            all_seats[1].field_track = AI_TRACK_START;
        }
        let mut game = Pragas {
            config: *config,
            round: 0,
            seats: all_seats,
            order: [0, 1, 2, 3],
            reserve,
            removed: removal,
            slots: [None; 6],
            returning: [None; 2],
            hebrew_reserve: HEBREWS_IN_BOX,
            hebrew_area: [None; 3],
            hebrews_removed: [0; 3],
            plague_pile: (1 << 10) - 1,
            plague: None,
            plagues_removed: 0,
            loss_pile: (1 << 10) - 1,
            loss: None,
            losses_removed: 0,
            territory_pile: (1 << 30) - 1,
            pile_bottom: [None; 30],
            bottom_public: 0,
            display: [None; 3],
            territories_removed: 0,
            favours_taken: 0,
            ai_row: [0; 6],
            ai_revealed: 0,
            edfu: [None; 6],
            edfu_hidden: 0,
            buto: [None; 3],
            annulled: None,
            phase: Phase::Setup,
            pending: None,
            draw: None,
            stack: [None; STACK],
            stack_len: 0,
            last: None,
            last_private: 0,
            final_scores: [0; MAX_SEATS],
        };
        game.advance();
        Ok(game)
    }

    /// The round (1..10; 0 during setup).
    pub fn round(&self) -> u8 {
        self.round
    }

    /// Where the game is.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The last action applied, as everyone saw it.
    pub fn last_action(&self) -> Option<Action> {
        self.last
    }

    /// A seat's board and holdings.
    pub fn seat(&self, seat: usize) -> &Seat {
        &self.seats[seat.min(MAX_SEATS - 1)]
    }

    /// The central board's six slots.
    pub fn slots(&self) -> [Option<Tile>; 6] {
        self.slots
    }

    /// Turn order (seat per position).
    pub fn turn_order(&self) -> &[u8] {
        &self.order[..self.seat_count()]
    }

    /// The pending sub-decision, if any.
    pub fn pending(&self) -> Option<crate::state::Pending> {
        self.pending
    }

    fn actor(&self) -> Turn {
        if self.phase == Phase::Over {
            return Turn::Over;
        }
        if self.draw.is_some() {
            return Turn::Chance;
        }
        let seat = match self.pending {
            Some(p) => crate::view::pending_seat(p),
            None => match self.phase {
                Phase::Boost { pos } | Phase::EndOfRound { pos, .. } => self.at(pos),
                _ => self.turn_seat().map_or(0, |(s, _)| s),
            },
        };
        // In solo every decision, the opponent's included, is the player's.
        Turn::Player(if self.config.solo() { 0 } else { seat })
    }

    /// Calls `f` with every chance outcome and its weight.
    pub(crate) fn each_outcome(&self, f: &mut impl FnMut(Action, u32)) {
        let Some(draw) = self.draw else {
            return;
        };
        match draw {
            Draw::Power => {
                for p in Power::ALL {
                    if !self.seats.iter().any(|s| s.power == Some(p)) {
                        f(Action::DealPower(p), 1);
                    }
                }
            }
            Draw::Slot | Draw::Edfu => {
                for t in Tile::ALL {
                    let c = self.reserve[t.index()];
                    if c > 0 {
                        f(Action::DrawTile(t), u32::from(c));
                    }
                }
            }
            Draw::Hebrew => {
                for v in 1..=3u8 {
                    let c = self.hebrew_reserve[usize::from(v - 1)];
                    if c > 0 {
                        f(Action::DrawHebrew(v), u32::from(c));
                    }
                }
            }
            Draw::Plague => {
                for i in 0..10u8 {
                    if self.plague_pile & (1 << i) != 0 {
                        f(Action::RevealPlague(i), 1);
                    }
                }
            }
            Draw::Loss => {
                let group = LOSS_GROUP_BY_ROUND[usize::from(self.loss_round().clamp(1, 10) - 1)];
                let of_group = |i: usize| LOSSES[i].group == group;
                let any_of_group = (0..10).any(|i| self.loss_pile & (1 << i) != 0 && of_group(i));
                for i in 0..10u8 {
                    if self.loss_pile & (1 << i) != 0 && (!any_of_group || of_group(usize::from(i)))
                    {
                        f(Action::RevealLoss(i), 1);
                    }
                }
            }
            Draw::Display | Draw::Buto => {
                for i in 0..30u8 {
                    if self.territory_pile & (1 << i) != 0 {
                        f(Action::DrawTerritory(i), 1);
                    }
                }
            }
            Draw::AiDie => {
                let seen = self.ai_row[..usize::from(self.ai_revealed.min(6))]
                    .iter()
                    .fold(0u8, |m, &v| m | 1 << v);
                for v in 1..=6u8 {
                    if seen & (1 << v) == 0 {
                        f(Action::RevealAiDie(v), 1);
                    }
                }
            }
        }
    }

    /// The round the loss card on the table belongs to (the next one while it is drawn at
    /// the end of a round).
    pub(crate) fn loss_round(&self) -> u8 {
        match self.phase {
            Phase::EndOfRound { .. } => self.round + 1,
            _ => self.round,
        }
    }

    fn is_legal(&self, action: Action) -> bool {
        let mut found = false;
        if self.draw.is_some() {
            self.each_outcome(&mut |a, _| found |= a == action);
        } else {
            self.each_legal(&mut |a| found |= a == action);
        }
        found
    }
}

impl Game for Pragas {
    type Config = PragasConfig;
    type Action = Action;
    type Observation = Pragas;

    const NAME: &'static str = "pragas";
    const TITLE: &'static str = "10 Pragas do Egito";
    const SUMMARY: &'static str = "Spend dice on tiles for your city and fields, pay the Pharaoh's tribute and survive the ten plagues of Egypt; solo against an automated opponent.";
    const PLAYERS: std::ops::RangeInclusive<usize> = 1..=4;

    fn setup(config: &PragasConfig) -> Result<Self, GameError> {
        Pragas::build(config)
    }

    fn describe(&self, action: Action, viewer: Viewer) -> String {
        self.with_actor(action, self.describe_for(action, viewer))
    }

    fn option_text(&self, action: Action) -> String {
        Pragas::option_text(self, action)
    }

    /// The narration reads only public changes, the same for every viewer.
    fn narrate(&self, before: &Self, _action: Action, _viewer: Viewer) -> Vec<String> {
        self.narrate_from(before)
    }

    fn explain(topic: &str) -> Option<String> {
        crate::cards::explain(topic)
    }

    /// See `docs/pragas.md`, "Action index".
    fn num_distinct_actions(_config: &PragasConfig) -> usize {
        crate::index::num_distinct_actions()
    }

    fn action_to_index(_config: &PragasConfig, action: Action) -> Option<usize> {
        crate::index::action_to_index(action)
    }

    fn action_from_index(_config: &PragasConfig, index: usize) -> Option<Action> {
        crate::index::action_from_index(index)
    }

    /// See `docs/pragas.md`, "Observation tensor".
    fn observation_tensor_shape(_config: &PragasConfig) -> Vec<usize> {
        vec![crate::tensor::TENSOR_LEN]
    }

    fn observation_tensor(&self, player: usize, out: &mut Vec<f32>) {
        self.write_tensor(player, out);
    }

    fn config(&self) -> &PragasConfig {
        &self.config
    }

    fn turn(&self) -> Turn {
        self.actor()
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        self.each_legal(&mut |a| out.push(a));
    }

    fn chance_outcomes(&self, out: &mut Vec<(Action, u32)>) {
        out.clear();
        self.each_outcome(&mut |a, w| out.push((a, w)));
    }

    fn apply(&mut self, action: Action) -> Result<(), GameError> {
        if self.phase == Phase::Over {
            return Err(GameError::GameOver);
        }
        if !self.is_legal(action) {
            // Say what the game waits for: a pending choice names itself.
            let waiting = match self.pending {
                Some(p) => format!("the game waits for a choice: {}", self.pending_text(p)),
                None => format!("it is not among the moves open now ({})", self.actor()),
            };
            return Err(GameError::illegal(action, waiting));
        }
        self.perform(action);
        Ok(())
    }

    /// A decision just listed is performed without searching the legal set for it again
    /// (what `apply` checks first); anything else goes through `apply`.
    fn apply_listed(&mut self, action: Action) -> Result<(), GameError> {
        if !matches!(self.actor(), Turn::Player(_)) {
            return self.apply(action);
        }
        self.perform(action);
        Ok(())
    }

    /// The same distribution as listing the outcomes, drawn without a buffer: the same
    /// generator state gives the same outcome as `sample_weighted` over the list.
    fn sample_chance(&self, rng: &mut GameRng, _buf: &mut Vec<(Action, u32)>) -> Option<Action> {
        if let Some(Draw::Slot | Draw::Edfu) = self.draw {
            // The common case, a tile from the reserve: the same scan over the counts.
            let total = u64::from(self.reserve_size());
            if total == 0 {
                return None;
            }
            let mut target = below(rng, total);
            for t in Tile::ALL {
                let c = u64::from(self.reserve[t.index()]);
                if target < c {
                    return Some(Action::DrawTile(t));
                }
                target -= c;
            }
            return None;
        }
        if let Some(Draw::Hebrew) = self.draw {
            // A hebrew token from the reserve: the same scan over the counts by value.
            let total: u64 = self.hebrew_reserve.iter().map(|&c| u64::from(c)).sum();
            if total == 0 {
                return None;
            }
            let mut target = below(rng, total);
            for (v, &c) in (1..=3u8).zip(&self.hebrew_reserve) {
                let c = u64::from(c);
                if target < c {
                    return Some(Action::DrawHebrew(v));
                }
                target -= c;
            }
            return None;
        }
        if let Some(Draw::Display | Draw::Buto | Draw::Plague) = self.draw {
            // A card from a shuffled pile (one outcome per set bit, weight 1, listed by
            // ascending index): the same pick as the listing, as the `target`-th set bit.
            let pile = if self.draw == Some(Draw::Plague) {
                u32::from(self.plague_pile) & 0x3ff
            } else {
                self.territory_pile & ((1 << 30) - 1)
            };
            let total = u64::from(pile.count_ones());
            if total == 0 {
                return None;
            }
            let i = nth_set_bit(pile, below(rng, total) as u32);
            return Some(if self.draw == Some(Draw::Plague) {
                Action::RevealPlague(i)
            } else {
                Action::DrawTerritory(i)
            });
        }
        let mut total = 0u64;
        self.each_outcome(&mut |_, w| total += u64::from(w));
        if total == 0 {
            return None;
        }
        let mut target = below(rng, total);
        let mut pick = None;
        self.each_outcome(&mut |a, w| {
            let w = u64::from(w);
            if pick.is_none() {
                if target < w {
                    pick = Some(a);
                } else {
                    target -= w;
                }
            }
        });
        pick
    }

    /// Draws exactly what the listing default draws, but applies the action it just
    /// listed without validating it again.
    fn random_step(
        &mut self,
        rng: &mut GameRng,
        legal: &mut Vec<Action>,
        chance: &mut Vec<(Action, u32)>,
    ) -> Result<RandomStep, GameError> {
        match self.actor() {
            Turn::Over => Err(GameError::GameOver),
            Turn::Chance => {
                let a = self.sample_chance(rng, chance).ok_or_else(|| {
                    GameError::InvalidState("a chance node has no outcome".into())
                })?;
                self.perform(a);
                Ok(RandomStep::Chance)
            }
            Turn::Player(_) => {
                if let Some((seat, turn)) = self.dice_turn() {
                    // The commonest decision, picked without listing (see `pick`).
                    let (main, free) = self.dice_turn_count(seat, &turn);
                    if main + free == 0 {
                        return Err(GameError::InvalidState("a seat has no legal action".into()));
                    }
                    let k = below(rng, (main + free) as u64) as usize;
                    let a = self.dice_turn_nth(seat, &turn, main, k).ok_or_else(|| {
                        GameError::InvalidState("a dice turn's pick is out of range".into())
                    })?;
                    self.perform(a);
                    return Ok(RandomStep::Decision);
                }
                let a = self
                    .random_listed(rng, legal)
                    .ok_or_else(|| GameError::InvalidState("a seat has no legal action".into()))?;
                self.perform(a);
                Ok(RandomStep::Decision)
            }
        }
    }

    fn score(&self, player: usize) -> i32 {
        if player >= self.seat_count() {
            return 0;
        }
        if self.phase == Phase::Over {
            self.final_scores[player]
        } else {
            self.breakdown(player).total()
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let n = self.seat_count();
        let keys: Vec<(i32, u8, u8)> = (0..n)
            .map(|s| {
                (
                    self.final_scores[s],
                    self.seats[s].province,
                    self.seats[s].boat,
                )
            })
            .collect();
        if self.config.solo() {
            return Some(Outcome::solo(self.final_scores[0], keys[0] > keys[1]));
        }
        Some(Outcome::ranked(self.final_scores[..n].to_vec(), &keys))
    }

    fn observation(&self, player: usize) -> Pragas {
        self.observe(Viewer::Seat(player))
    }

    /// Edfu's tiles and Buto's cards hidden, whoever holds those powers.
    fn public_observation(&self) -> Pragas {
        self.observe(Viewer::Spectator)
    }

    fn determinize(&self, observer: usize, rng: &mut GameRng) -> Self {
        self.resample(observer, rng)
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }

    fn render(&self, viewer: Viewer) -> String {
        self.render_text(viewer)
    }

    fn step_bound(_config: &PragasConfig) -> usize {
        STEP_BOUND
    }
}

/// Index of the `n`-th (from 0) set bit of `bits`; `n` must be below its popcount.
fn nth_set_bit(mut bits: u32, n: u32) -> u8 {
    for _ in 0..n {
        bits &= bits - 1;
    }
    bits.trailing_zeros() as u8
}

#[cfg(test)]
mod tests {
    use nile_core::rng::{sample_weighted, seeded};
    use nile_core::{Game, GameConfig, Turn};

    use crate::state::{Pragas, PragasConfig};

    /// The buffer-free `sample_chance` draws, from the same generator, exactly what the
    /// trait's default (listing the outcomes, then a weighted pick) draws, at every chance
    /// node of random games.
    #[test]
    fn sample_chance_draws_what_the_listing_draws() {
        let (mut legal, mut chance) = (Vec::new(), Vec::new());
        for (players, seed) in [(1, 11), (2, 12), (3, 13), (4, 14)] {
            let mut g = Pragas::new(&PragasConfig::for_players(players)).unwrap();
            let mut rng = seeded(seed);
            while g.turn() != Turn::Over {
                if g.turn() == Turn::Chance {
                    for probe in 0..4 {
                        let (mut a, mut b) = (seeded(probe), seeded(probe));
                        let fast = g.sample_chance(&mut a, &mut chance);
                        g.chance_outcomes(&mut chance);
                        assert_eq!(fast, sample_weighted(&mut b, &chance));
                    }
                }
                g.random_step(&mut rng, &mut legal, &mut chance).unwrap();
            }
        }
    }
}
