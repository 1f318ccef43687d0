//! Applying one action (a decision or a chance outcome) to the state: the entry
//! `Game::apply` delegates to, the fast paths of the frequent actions, the general
//! dispatch by node, and the effects every part shares (taking stones, gaining a card).
//!
//! A decision is checked first (`is_legal`, the listing's own test) and refused with the
//! reason; `perform` then assumes a legal action. After each step `run` continues the
//! flow (`flow.rs`) to the next node that needs input.

use nile_core::{sentence, GameError};

use crate::action::ImhotepAction as A;
use crate::cards::{Card, CardColour};
use crate::data::{PYRAMID_B_STONES, TAKE_STONES, TEMPLE_B_STONES};
use crate::ships::{Ship, SAILABLE};
use crate::state::{Ctx, Imhotep, Phase};
use crate::texts::TEXTS;

impl Imhotep {
    /// Applies `action` at the current node: the body of `Game::apply`.
    #[inline]
    pub(crate) fn apply_action(&mut self, action: A) -> Result<(), GameError> {
        // Most actions are turn actions and market deals: they have their own short paths.
        match self.phase {
            Phase::Turn => self.apply_turn(action),
            Phase::DealCard => self.apply_deal(action),
            _ => self.apply_other(action),
        }
    }

    /// Applies a turn action: validated first (exactly what `turn_actions` lists), then
    /// applied; the frequent actions skip the general dispatch of `is_legal`/`perform`.
    #[inline]
    pub(crate) fn apply_turn(&mut self, action: A) -> Result<(), GameError> {
        let cur = usize::from(self.current);
        match action {
            A::Place { ship, slot } => {
                let (Some(s), Some(b)) = (
                    self.ships.get_mut(usize::from(ship)),
                    self.builders.get_mut(cur),
                ) else {
                    return Err(self.refuse(action));
                };
                if b.sled == 0 || !s.is_free(slot) {
                    return Err(self.refuse(action));
                }
                b.sled -= 1;
                s.load_stone(slot, self.current + 1);
                self.passes = 0;
                self.end_turn();
            }
            A::TakeStones => {
                if cur >= self.builders.len() || self.gain(cur, TAKE_STONES) == 0 {
                    return Err(self.refuse(action));
                }
                self.passes = 0;
                self.take_stones(cur, TAKE_STONES);
                self.end_turn();
            }
            A::Sail { ship, site } => {
                let state = self.ships.get(usize::from(ship)).map_or(0, Ship::state);
                if state & SAILABLE == 0 || !self.site_open(site) {
                    return Err(self.refuse(action));
                }
                self.passes = 0;
                self.sail(usize::from(ship), site, false);
                // Unload at once; `run` only if a stone's effect left something to continue.
                self.continue_unload(usize::from(ship), false);
                self.run();
            }
            _ => return self.apply_other(action),
        }
        Ok(())
    }

    /// Applies an action at any node but a turn (see [`Imhotep::apply_turn`]).
    pub(crate) fn apply_other(&mut self, action: A) -> Result<(), GameError> {
        match self.phase {
            Phase::Over => return Err(GameError::GameOver),
            p if p.is_chance() => {
                if !self.is_chance_outcome(action) {
                    return Err(GameError::illegal(
                        action,
                        sentence!(TEXTS, "refused-chance-not-that"),
                    ));
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
    fn apply_deal(&mut self, action: A) -> Result<(), GameError> {
        let (A::Draw(card), Ctx::Deal { slot }) = (action, self.ctx) else {
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

    /// Applies a legal player action (no validation), leaving the next node set.
    pub(crate) fn perform(&mut self, action: A) {
        let cur = usize::from(self.current);
        match (self.phase, action) {
            (Phase::Turn, a) => {
                if a == A::Pass {
                    self.passes += 1;
                    if usize::from(self.passes) >= self.seat_count() {
                        self.stall();
                    } else {
                        self.end_turn();
                    }
                    return;
                }
                self.passes = 0;
                self.turn_action(cur, a);
            }
            (Phase::MarketPick(p), a) => {
                let p = usize::from(p);
                self.phase = Phase::Resume;
                match a {
                    A::TakeCard(card) => {
                        self.market.take_from_display(card);
                        self.gain_card(p, card);
                    }
                    A::TakeFaceDown => {
                        while let Some(card) = self.market.take_pair_known() {
                            self.market.push_revealed(card, false);
                        }
                        if self.market.blind > 0 {
                            self.phase = Phase::RevealPair(p as u8);
                        } else {
                            self.finish_pair(p);
                        }
                    }
                    _ => {}
                }
            }
            (Phase::PairKeep(p), A::Keep(card)) => {
                let mut kept = false;
                for other in [self.market.revealed[0], self.market.revealed[1]] {
                    let Some(c) = other
                        .checked_sub(1)
                        .and_then(|i| Card::from_index(i.into()))
                    else {
                        continue;
                    };
                    if c == card && !kept {
                        kept = true;
                    } else {
                        self.market.discard(c);
                    }
                }
                self.market.clear_revealed();
                self.phase = Phase::Resume;
                self.gain_card(usize::from(p), card);
            }
            (Phase::PyramidChoice(p), A::ChoosePyramid(pyr)) => {
                self.phase = Phase::Resume;
                self.place_pyramid_b(usize::from(p), usize::from(pyr));
            }
            (Phase::CardBonus(p), a) => {
                self.phase = Phase::Resume;
                if a == A::DrawTopCard {
                    self.begin_bonus_draw(usize::from(p));
                }
            }
            (Phase::StonesBonus(p), a) => {
                self.phase = Phase::Resume;
                if a == A::TakeStones {
                    self.take_stones(usize::from(p), PYRAMID_B_STONES);
                }
            }
            (Phase::ShipBonus(p), a) => {
                self.phase = Phase::Resume;
                if let A::Place { ship, slot } = a {
                    self.place_stone(usize::from(p), usize::from(ship), usize::from(slot));
                }
            }
            (Phase::TempleChoice(p), a) => {
                let p = usize::from(p);
                self.phase = Phase::Resume;
                if a == A::OnePoint {
                    self.builders[p].score += 1;
                } else {
                    // docs/imhotep.md GAP-34: gains what fits, possibly nothing.
                    self.take_stones(p, TEMPLE_B_STONES);
                }
            }
            (Phase::LeverSail | Phase::SailCardSail(_), A::Sail { ship, site }) => {
                self.sail(usize::from(ship), site, self.phase == Phase::LeverSail);
            }
            (Phase::LeverUnload, A::Unload { slot }) => {
                if let Ctx::Unload { ship, .. } = self.ctx {
                    self.phase = Phase::Resume;
                    self.unload(usize::from(ship), usize::from(slot));
                }
            }
            (Phase::HammerPlace, A::Place { ship, slot }) => {
                self.place_stone(cur, usize::from(ship), usize::from(slot));
                self.finish_blue_card();
                self.end_turn();
            }
            (Phase::SailCardPlace, A::Place { ship, slot }) => {
                self.place_stone(cur, usize::from(ship), usize::from(slot));
                self.phase = Phase::SailCardSail(ship);
            }
            (Phase::ChiselPlace(left), A::Place { ship, slot }) => {
                self.place_stone(cur, usize::from(ship), usize::from(slot));
                if left > 1 {
                    self.phase = Phase::ChiselPlace(left - 1);
                } else {
                    self.finish_blue_card();
                    self.end_turn();
                }
            }
            _ => {}
        }
    }

    /// One of the four turn actions (not Pass).
    fn turn_action(&mut self, cur: usize, action: A) {
        match action {
            A::TakeStones => {
                self.take_stones(cur, TAKE_STONES);
                self.end_turn();
            }
            A::Place { ship, slot } => {
                self.place_stone(cur, usize::from(ship), usize::from(slot));
                self.end_turn();
            }
            A::Sail { ship, site } => self.sail(usize::from(ship), site, false),
            A::Play(card) => {
                if let Some(i) = card.blue_index() {
                    self.builders[cur].blue[i] -= 1;
                }
                // It goes to the discard pile once used ("Depois de usada").
                self.market.start_playing(card);
                self.phase = match card {
                    Card::Lever => Phase::LeverSail,
                    Card::Hammer => {
                        // docs/imhotep.md GAP-13: take what fits (maybe nothing), then place 1 stone.
                        self.take_stones(cur, TAKE_STONES);
                        Phase::HammerPlace
                    }
                    Card::Sail => Phase::SailCardPlace,
                    _ => Phase::ChiselPlace(2),
                };
            }
            _ => {}
        }
    }

    /// Applies a chance outcome (assumed listed).
    pub(crate) fn perform_chance(&mut self, action: A) {
        match (self.phase, action) {
            (Phase::RoundCard, A::RoundCard(card)) => self.reveal_round_card(card),
            (Phase::DealCard, A::Draw(card)) => {
                self.market.take_unseen(card);
                if let Ctx::Deal { slot } = self.ctx {
                    if let Some(s) = self.market.display.get_mut(usize::from(slot)) {
                        *s = card.index() as u8 + 1;
                    }
                    self.ctx = Ctx::Deal { slot: slot + 1 };
                }
                self.phase = Phase::Resume;
            }
            (Phase::BonusDraw(p), A::Draw(card)) => {
                self.market.take_unseen(card);
                self.phase = Phase::Resume;
                self.gain_card(usize::from(p), card);
            }
            (Phase::RevealPair(p), A::Draw(card)) => {
                self.market.take_unseen(card);
                self.market.blind -= 1;
                self.market.push_revealed(card, true);
                if self.market.blind == 0 {
                    self.finish_pair(usize::from(p));
                }
            }
            (Phase::RevealLeftover, A::Draw(card)) => {
                self.market.take_unseen(card);
                self.market.blind -= 1;
                self.market.discard(card);
                self.phase = Phase::Resume;
            }
            _ => {}
        }
    }

    /// Moves up to `max` stones from the quarry to seat `p`'s sled.
    pub(crate) fn take_stones(&mut self, p: usize, max: u8) {
        let g = self.gain(p, max);
        let b = &mut self.builders[p];
        b.sled += g;
        b.quarry -= g;
    }

    /// Seat `p` gains a market card: red acts at once, the others are kept.
    pub(crate) fn gain_card(&mut self, p: usize, card: Card) {
        if card.colour() == CardColour::Red {
            // Discarded once its stone is placed ("A carta então é mandada para a pilha
            // de descarte"): in play until then (docs/imhotep.md, "Discard timing").
            self.market.start_playing(card);
            // docs/imhotep.md GAP-9: with an empty quarry nothing is placed.
            if self.builders[p].quarry > 0 {
                self.builders[p].quarry -= 1;
                if let Some(site) = card.red_target() {
                    self.deliver(site, p);
                }
            }
            return;
        }
        let b = &mut self.builders[p];
        match card.colour() {
            CardColour::Red => {}
            CardColour::Green => {
                if let Some(site) = card.decoration_site() {
                    b.decorations[site.index() - 1] += 1;
                }
            }
            CardColour::Purple => b.statues += 1,
            CardColour::Blue => {
                if let Some(i) = card.blue_index() {
                    b.blue[i] += 1;
                }
            }
        }
    }

    /// The blue card of this turn's action (if one was played) has been used: it goes
    /// to the discard pile.
    pub(crate) fn finish_blue_card(&mut self) {
        if self.market.playing() {
            self.market.finish_playing(Card::is_blue);
        }
    }

    /// The face-down pair is turned: keep the only card, or ask which one to keep.
    pub(crate) fn finish_pair(&mut self, p: usize) {
        let mut cards = [None; 2];
        for (slot, card) in cards.iter_mut().zip(self.market.revealed_cards()) {
            *slot = Some(card);
        }
        match cards {
            [Some(a), Some(b)] if a != b => self.phase = Phase::PairKeep(p as u8),
            [Some(a), other] => {
                if let Some(b) = other {
                    self.market.discard(b);
                }
                self.market.clear_revealed();
                self.phase = Phase::Resume;
                self.gain_card(p, a);
            }
            _ => {
                self.market.clear_revealed();
                self.phase = Phase::Resume;
            }
        }
    }
}
