//! The `nile_core::Game` implementation: turns, chance, apply, observation, invariants.

use nile_core::Viewer;
use std::ops::RangeInclusive;

use nile_core::rng::below;
use nile_core::{Game, GameError, GameRng, Outcome, Turn};

use crate::action::ImhotepAction;
use crate::cards::{kind_at, total, Card};
use crate::config::ImhotepConfig;
use crate::data::ROUND_CARDS_PER_COUNT;
use crate::market::HIDDEN;
use crate::rules::{FILLER, MAX_LEGAL};
use crate::ships::SHIPS_PER_ROUND;
use crate::sites::MAX_PLAYERS;
use crate::state::{Ctx, Imhotep, Phase, ROUNDS};

impl Imhotep {
    /// Seat `p`'s stones on the sled.
    pub fn sled(&self, p: usize) -> u8 {
        self.builders.get(p).map_or(0, |b| b.sled)
    }

    /// Stones of seat `p`'s colour in the quarry.
    pub fn quarry(&self, p: usize) -> u8 {
        self.builders.get(p).map_or(0, |b| b.quarry)
    }

    /// The current round, 1..=6.
    pub fn round(&self) -> u8 {
        self.round
    }

    /// The seat whose turn it is (decisions of other seats may interrupt it).
    pub fn current_player(&self) -> usize {
        usize::from(self.current)
    }

    /// The start player of this round.
    pub fn start_player(&self) -> usize {
        usize::from(self.start_player)
    }

    /// The four ships of this round.
    pub fn ships(&self) -> &[crate::ships::Ship; SHIPS_PER_ROUND] {
        &self.ships
    }

    /// The node the game is at.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Stones of seat `p` on each site `[Market, Pyramid, Temple, Burial Chamber, Obelisks]`
    /// (the Market keeps none).
    pub fn stones_on_sites(&self, p: usize) -> [u32; 5] {
        if p >= MAX_PLAYERS {
            return [0; 5];
        }
        [
            0,
            self.pyramid.stones_of(p),
            u32::from(self.temple.by_seat[p]),
            self.burial.stones_of(p),
            self.obelisks.stones_of(p),
        ]
    }

    /// Seat `p`'s belongings (quarry, sled, score, cards).
    pub fn builder(&self, p: usize) -> Option<&crate::state::Builder> {
        self.builders.get(p).filter(|_| p < self.seat_count())
    }

    /// The market (draw pile counts, discard pile, display, face-down pair).
    pub fn market(&self) -> &crate::market::Market {
        &self.market
    }

    fn redact_pair(&mut self) {
        let n = self.market.revealed_len();
        let drawn = usize::from(self.market.revealed_drawn);
        for i in n.saturating_sub(drawn)..n {
            let code = self.market.revealed[i];
            if let Some(card) = code.checked_sub(1).and_then(|c| Card::from_index(c.into())) {
                self.market.unseen[card.index()] += 1;
                self.market.revealed[i] = HIDDEN;
            }
        }
    }
}

impl Game for Imhotep {
    type Config = ImhotepConfig;
    type Action = ImhotepAction;
    type Observation = Imhotep;

    const NAME: &'static str = "imhotep";
    const TITLE: &'static str = "Imhotep";
    const SUMMARY: &'static str = "Ship stones to five building sites; every site scores its own way, and rivals decide where your stones sail.";
    const PLAYERS: RangeInclusive<usize> = 2..=4;

    fn setup(config: &ImhotepConfig) -> Result<Self, GameError> {
        Ok(Imhotep::fresh(config))
    }

    fn config(&self) -> &ImhotepConfig {
        &self.config
    }

    fn turn(&self) -> Turn {
        match self.phase {
            Phase::Over => Turn::Over,
            p if p.is_chance() => Turn::Chance,
            p => Turn::Player(usize::from(p.seat().unwrap_or(self.current))),
        }
    }

    fn legal_actions(&self, out: &mut Vec<ImhotepAction>) {
        // Fill to the fixed size (one inlined copy), write in place, cut to the length.
        out.clear();
        out.extend_from_slice(&FILLER);
        let len = match <&mut [ImhotepAction; MAX_LEGAL]>::try_from(out.as_mut_slice()) {
            Ok(items) => self.legal(items),
            Err(_) => 0,
        };
        out.truncate(len);
    }

    fn chance_outcomes(&self, out: &mut Vec<(ImhotepAction, u32)>) {
        out.clear();
        match self.phase {
            Phase::RoundCard => {
                for card in 0..ROUND_CARDS_PER_COUNT as u8 {
                    if self.round_cards_used & (1 << card) == 0 {
                        out.push((ImhotepAction::RoundCard(card), 1));
                    }
                }
            }
            p if p.is_chance() => {
                for card in Card::ALL {
                    let n = self.market.unseen[card.index()];
                    if n > 0 {
                        out.push((ImhotepAction::Draw(card), u32::from(n)));
                    }
                }
            }
            _ => {}
        }
    }

    fn sample_chance(
        &self,
        rng: &mut GameRng,
        _buf: &mut Vec<(ImhotepAction, u32)>,
    ) -> Option<ImhotepAction> {
        match self.phase {
            Phase::RoundCard => {
                let free = ROUND_CARDS_PER_COUNT as u32 - self.round_cards_used.count_ones();
                let mut k = below(rng, u64::from(free)) as u32;
                (0..ROUND_CARDS_PER_COUNT as u8)
                    .filter(|c| self.round_cards_used & (1 << c) == 0)
                    .find(|_| {
                        let hit = k == 0;
                        k = k.wrapping_sub(1);
                        hit
                    })
                    .map(ImhotepAction::RoundCard)
            }
            p if p.is_chance() => {
                let all = total(&self.market.unseen);
                if all == 0 {
                    return None;
                }
                let k = below(rng, u64::from(all)) as u32;
                // The k-th unseen card, kind by kind: the same order as `chance_outcomes`.
                kind_at(&self.market.unseen, k).map(ImhotepAction::Draw)
            }
            _ => None,
        }
    }

    fn apply(&mut self, action: ImhotepAction) -> Result<(), GameError> {
        // Most actions are turn actions and market deals: they have their own short paths.
        match self.phase {
            Phase::Turn => self.apply_turn(action),
            Phase::DealCard => self.apply_deal(action),
            _ => self.apply_other(action),
        }
    }

    fn score(&self, player: usize) -> i32 {
        self.builders.get(player).map_or(0, |b| b.score)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let n = self.seat_count();
        let scores: Vec<i32> = (0..n).map(|p| self.builders[p].score).collect();
        // Tie-break: most stones on the sled; still tied, a shared win.
        let keys = self.builders.map(|b| (b.score, b.sled));
        Some(Outcome::ranked(scores, &keys[..n]))
    }

    fn observation(&self, player: usize) -> Imhotep {
        let mut view = self.clone();
        if self.pair_taker().is_some_and(|t| usize::from(t) != player) {
            view.redact_pair();
        }
        view
    }

    /// The face-down pair (Market side B) is the only hidden item: its taker sees it, a
    /// spectator never does.
    fn public_observation(&self) -> Imhotep {
        let mut view = self.clone();
        if self.pair_taker().is_some() {
            view.redact_pair();
        }
        view
    }

    fn describe(&self, action: ImhotepAction, viewer: Viewer) -> String {
        self.describe_action(action, viewer)
    }

    fn narrate(&self, before: &Imhotep, action: ImhotepAction, viewer: Viewer) -> Vec<String> {
        self.narrate_step(before, action, viewer)
    }

    /// A market card's rulebook text, by name (English or Portuguese) or number 1..12.
    fn explain(topic: &str) -> Option<String> {
        Card::lookup(topic).map(Card::explain)
    }

    /// The table of index blocks is in `docs/imhotep.md` ("Action index").
    fn num_distinct_actions(_config: &ImhotepConfig) -> usize {
        crate::index::ACTIONS
    }

    fn action_to_index(_config: &ImhotepConfig, action: ImhotepAction) -> Option<usize> {
        crate::index::action_to_index(action)
    }

    fn action_from_index(_config: &ImhotepConfig, index: usize) -> Option<ImhotepAction> {
        crate::index::action_from_index(index)
    }

    /// The layout is in `docs/imhotep.md` ("Observation tensor").
    fn observation_tensor_shape(_config: &ImhotepConfig) -> Vec<usize> {
        vec![crate::tensor::TENSOR_LEN]
    }

    fn observation_tensor(&self, player: usize, out: &mut Vec<f32>) {
        self.write_tensor(player, out);
    }

    fn determinize(&self, observer: usize, rng: &mut GameRng) -> Self {
        let mut state = self.clone();
        let hidden_from_observer = self
            .pair_taker()
            .is_some_and(|t| usize::from(t) != observer);
        if !hidden_from_observer {
            return state;
        }
        // The only secret: the face-down pair cards another seat is looking at.
        let n = state.market.revealed_len();
        let drawn = usize::from(state.market.revealed_drawn);
        state.redact_pair();
        for i in n.saturating_sub(drawn)..n {
            let all = total(&state.market.unseen);
            let mut k = below(rng, u64::from(all)) as u32;
            for card in Card::ALL {
                let c = u32::from(state.market.unseen[card.index()]);
                if k < c {
                    state.market.unseen[card.index()] -= 1;
                    state.market.revealed[i] = card.index() as u8 + 1;
                    break;
                }
                k -= c;
            }
        }
        state
    }

    fn check_invariants(&self) -> Result<(), String> {
        if !Self::PLAYERS.contains(&self.config.players) {
            return Err(format!("{} players", self.config.players));
        }
        self.check_all()
    }

    fn render(&self, viewer: Viewer) -> String {
        crate::render::render(&self.seen_by(viewer), viewer)
    }

    fn step_bound(config: &ImhotepConfig) -> usize {
        // Per round: takes <= 5n + 14 (each fills the sled by >= 1, ships drain <= 14),
        // 14 places, 4 sails, up to n passes around each other action, plus stone
        // decisions and draws (<= 8 per ship stone and its red-card chain) and the deal.
        let n = config.players.max(1);
        let turns = (5 * n + 14 + 14 + 4 + 10) * (n + 1);
        let effects = 14 * 8 + 5 * 3 + 10;
        usize::from(ROUNDS) * (turns + effects) + 10
    }
}

impl Imhotep {
    /// Applies an action at any node but a turn (see [`Imhotep::apply_turn`]).
    pub(crate) fn apply_other(&mut self, action: ImhotepAction) -> Result<(), GameError> {
        match self.phase {
            Phase::Over => return Err(GameError::GameOver),
            p if p.is_chance() => {
                if !self.is_chance_outcome(action) {
                    return Err(GameError::illegal(action, "a chance draw is due, not that"));
                }
                self.perform_chance(action);
            }
            _ => {
                if !self.is_legal(action) {
                    return Err(self.refuse(action));
                }
                self.perform(action);
            }
        }
        self.run();
        Ok(())
    }

    /// Deals a face-up market card (a chance outcome), staying at the deal while the
    /// next display slot can be dealt too.
    #[inline]
    fn apply_deal(&mut self, action: ImhotepAction) -> Result<(), GameError> {
        let (ImhotepAction::Draw(card), Ctx::Deal { slot }) = (action, self.ctx) else {
            return self.apply_other(action);
        };
        // Anything unusual (a refused card, a slot already showing one) takes the general
        // path, which also produces the error.
        if self.market.display.get(usize::from(slot)) != Some(&0) || !self.market.take_unseen(card)
        {
            return self.apply_other(action);
        }
        self.market.display[usize::from(slot)] = card.index() as u8 + 1;
        let next = slot + 1;
        self.ctx = Ctx::Deal { slot: next };
        if usize::from(next) < self.face_up_slots() && self.market.deck_len() > 0 {
            // The next slot is dealt from a non-empty pile: the same chance node again.
            return Ok(());
        }
        self.phase = Phase::Resume;
        self.run();
        Ok(())
    }
}
