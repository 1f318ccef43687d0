//! The round's flow: setup, the three phases, Moses, the end of round and the end of
//! the game. `advance` runs effects and automatic steps until someone must decide or a
//! card must be drawn.

mod chance;
mod setup;

use nile_core::Turn;

use crate::cards::{Immediate, PlagueEffect, Territory, PLAGUES, TERRITORIES};
use crate::data::*;
use crate::state::{Draw, Effect, Pending, Phase, Pragas, Stage, Tribute, MAX_SEATS};

/// The worst failing seat so far: its tie-break key, the seat, and whether another
/// failing seat ties it exactly.
type Worst = ((u8, u8, u8, u8), usize, bool);

impl Pragas {
    /// Whose decision it is, or chance, or the end.
    pub(crate) fn actor(&self) -> Turn {
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

    /// Tiles in the reserve.
    #[inline]
    pub fn reserve_size(&self) -> u8 {
        self.reserve.iter().sum()
    }

    /// Territory cards in the pile (shuffled part and Buto's returned cards).
    pub fn pile_size(&self) -> u8 {
        self.territory_pile.count_ones() as u8
            + self.pile_bottom.iter().filter(|c| c.is_some()).count() as u8
    }

    /// Is a territory card left in the pile? (The shuffled part is read first: it is
    /// empty only late in the game, so Buto's returned cards are seldom counted.)
    #[inline]
    pub fn pile_has_cards(&self) -> bool {
        self.territory_pile != 0 || self.pile_bottom.iter().any(|c| c.is_some())
    }

    /// Takes the first card Buto put under the pile.
    pub(crate) fn pop_bottom(&mut self) -> Option<u8> {
        let card = self.pile_bottom[0].take()?;
        self.pile_bottom.rotate_left(1);
        self.bottom_public &= !(1 << card);
        Some(card)
    }

    /// Puts a card under the pile.
    pub(crate) fn push_bottom(&mut self, card: u8, public: bool) {
        if let Some(slot) = self.pile_bottom.iter_mut().find(|c| c.is_none()) {
            *slot = Some(card);
            if public {
                self.bottom_public |= 1 << card;
            }
        }
    }

    /// The seat at turn-order position `pos`.
    #[inline]
    pub(crate) fn at(&self, pos: u8) -> usize {
        usize::from(self.order[usize::from(pos) % MAX_SEATS])
    }

    /// Runs effects and automatic steps until a decision or a draw is needed.
    ///
    /// The once-a-round steps (setup, the end of the round, the turn order, the penalty)
    /// are kept out of line (`#[inline(never)]`): inlined into this loop, their field
    /// addresses were set up on every call, some 40 instructions per applied action.
    pub(crate) fn advance(&mut self) {
        loop {
            if self.draw.is_some() {
                return;
            }
            if self.pending.is_some() {
                match self.only_answer() {
                    Some(a) => {
                        self.answer(a);
                        continue;
                    }
                    None => return,
                }
            }
            if let Some(e) = self.pop() {
                self.run_effect(e);
                continue;
            }
            if !self.flow_step() {
                return;
            }
        }
    }

    /// One automatic step of the flow; `false` when a seat must act or the game is over.
    fn flow_step(&mut self) -> bool {
        let n = self.seat_count() as u8;
        match self.phase {
            Phase::Setup => self.setup_step(),
            Phase::Dice { pass, pos, stage } => {
                let seat = self.at(pos);
                match stage {
                    Stage::Main if self.is_ai(seat) => {
                        self.ai_dice_turn(seat, pass);
                        true
                    }
                    Stage::Main => false,
                    Stage::WrapUp if self.has_free_action(seat) => false,
                    Stage::WrapUp => {
                        self.phase = if pos + 1 < n {
                            Phase::Dice {
                                pass,
                                pos: pos + 1,
                                stage: Stage::Main,
                            }
                        } else if pass < 2 {
                            Phase::Dice {
                                pass: pass + 1,
                                pos: 0,
                                stage: Stage::Main,
                            }
                        } else {
                            Phase::Boost { pos: 0 }
                        };
                        true
                    }
                }
            }
            Phase::Boost { pos } => {
                if pos >= n {
                    self.set_turn_order();
                    self.phase = Phase::Territory {
                        pos: 0,
                        stage: Stage::Main,
                    };
                    return true;
                }
                if self.boost_offered(self.at(pos)) {
                    return false;
                }
                self.phase = Phase::Boost { pos: pos + 1 };
                true
            }
            Phase::Territory { pos, stage } => self.territory_step(pos, stage),
            Phase::Tribute { pos, stage } => {
                if pos >= n {
                    self.assign_penalty();
                    self.phase = Phase::Losses {
                        pos: 0,
                        stage: Stage::Main,
                    };
                    return true;
                }
                let seat = self.at(pos);
                let next = Phase::Tribute {
                    pos: pos + 1,
                    stage: Stage::Main,
                };
                match stage {
                    _ if self.is_ai(seat) => self.phase = next,
                    Stage::Main if self.seats[seat].tribute == Tribute::Waived => {
                        self.phase = Phase::Tribute {
                            pos,
                            stage: Stage::WrapUp,
                        }
                    }
                    Stage::Main => return false,
                    Stage::WrapUp if self.has_free_action(seat) => return false,
                    Stage::WrapUp => self.phase = next,
                }
                true
            }
            Phase::Losses { pos, stage } => {
                if pos >= n {
                    if let Some(l) = self.loss.take() {
                        self.losses_removed |= 1 << l;
                    }
                    self.phase = Phase::EndOfRound { step: 0, pos: 0 };
                    return true;
                }
                let seat = self.at(pos);
                let next = Phase::Losses {
                    pos: pos + 1,
                    stage: Stage::Main,
                };
                match stage {
                    _ if self.is_ai(seat) => self.phase = next,
                    Stage::Main => return false,
                    Stage::WrapUp if self.has_free_action(seat) => return false,
                    Stage::WrapUp => {
                        self.annulled = None;
                        self.phase = next;
                    }
                }
                true
            }
            Phase::EndOfRound { step, pos } => self.end_of_round_step(step, pos),
            Phase::Over => false,
        }
    }

    #[inline(never)]
    fn setup_step(&mut self) -> bool {
        let n = self.seat_count();
        if (0..n).any(|s| !self.is_ai(s) && self.seats[s].power.is_none()) {
            if self.config.solo() {
                self.pending = Some(Pending::ChoosePower);
            } else {
                self.draw = Some(Draw::Power);
            }
            return true;
        }
        if self.slots.iter().any(|s| s.is_none()) {
            self.draw = Some(Draw::Slot);
            return true;
        }
        if self.hebrew_area.iter().any(|s| s.is_none()) {
            self.draw = Some(Draw::Hebrew);
            return true;
        }
        if self.round == 0 {
            // Starting advantages in turn order (setup item 17).
            self.round = 1;
            let first = self.at(0) as u8;
            let second = self.at(1) as u8;
            let mut fx = [
                Effect::Province { seat: first, n: 1 },
                Effect::Province { seat: second, n: 2 },
                Effect::Refill,
            ];
            let mut k = 2;
            if n >= 3 {
                fx[2] = Effect::Boat {
                    seat: self.at(2) as u8,
                    n: 1,
                };
                k = 3;
            }
            self.push_in_order(&fx[..k]);
            if n == 4 && self.reserve[Tile::Egyptian.index()] > 0 {
                self.reserve[Tile::Egyptian.index()] -= 1;
                let seat = self.at(3) as u8;
                self.pending = Some(Pending::PlaceTile {
                    seat,
                    tile: Tile::Egyptian,
                    recovered: false,
                });
            }
            return true;
        }
        if self.reveal_round_cards() {
            return true;
        }
        self.phase = Phase::Dice {
            pass: 0,
            pos: 0,
            stage: Stage::Main,
        };
        true
    }

    /// Draws the round's plague, loss and territory display; `true` if a draw was set.
    #[inline(never)]
    fn reveal_round_cards(&mut self) -> bool {
        if self.display.iter().any(|d| d.is_none()) && self.pile_has_cards() {
            if self.territory_pile == 0 {
                let card = self.pop_bottom();
                if let Some(slot) = self.display.iter_mut().find(|c| c.is_none()) {
                    *slot = card;
                }
            } else {
                self.draw = Some(Draw::Display);
            }
            return true;
        }
        if self.plague.is_none() && self.plague_pile != 0 {
            self.draw = Some(Draw::Plague);
            return true;
        }
        if self.loss.is_none() && self.loss_pile != 0 {
            self.draw = Some(Draw::Loss);
            return true;
        }
        false
    }

    /// The solo opponent's dice turn: reveal an action card and a parameter card.
    #[inline(never)]
    fn ai_dice_turn(&mut self, seat: usize, pass: u8) {
        let need = 2 * pass + 2;
        if self.ai_revealed < need {
            self.draw = Some(Draw::AiDie);
            return;
        }
        let a = self.ai_row[usize::from(2 * pass)];
        let b = self.ai_row[usize::from(2 * pass + 1)];
        let s8 = seat as u8;
        match a {
            1 | 2 => {
                let bit = 1u8 << (b.clamp(1, 6) - 1);
                if self.favours_taken & bit == 0 {
                    self.favours_taken |= bit;
                    self.seats[seat].favours |= bit;
                    self.favour_effect(seat, b);
                }
            }
            3 | 4 => self.take_from_slot(seat, usize::from(b.clamp(1, 6))),
            _ => {
                if let Some(i) = self.best_hebrew() {
                    self.take_hebrew(seat, i);
                }
            }
        }
        if let Phase::Dice { pass, pos, .. } = self.phase {
            self.phase = Phase::Dice {
                pass,
                pos,
                stage: Stage::WrapUp,
            };
        }
        let _ = s8;
    }

    /// The immediate effect of a Favour card just taken.
    pub(crate) fn favour_effect(&mut self, seat: usize, card: u8) {
        let s8 = seat as u8;
        match card {
            1 => self.push(Effect::FavourOne { seat: s8 }),
            4 => self.push(Effect::Province { seat: s8, n: 3 }),
            6 => self.push(Effect::Boat { seat: s8, n: 2 }),
            _ => {}
        }
    }

    /// Is SA7's window open for this seat?
    pub(crate) fn boost_offered(&self, seat: usize) -> bool {
        !self.is_ai(seat)
            && !self.seats[seat].boost
            && self.seats[seat].province >= SA7_PROVINCE
            && self.sa_ready(seat, crate::cards::Special::SoldierBoost)
    }

    /// Phase 2b: the new turn order (soldiers, then the tie-breaks, then the old order,
    /// GAP-21).
    #[inline(never)]
    pub(crate) fn set_turn_order(&mut self) {
        let n = self.seat_count();
        // One word per seat, compared as the tuple (soldiers, tie-break key, earlier in
        // the old order, seat) would be: each part in its own bytes, most significant
        // first.
        let mut keyed = [0u64; MAX_SEATS];
        for (pos, key) in keyed.iter_mut().enumerate().take(n) {
            let seat = self.at(pos as u8);
            let (a, b, c, d) = self.tie_key(seat);
            *key = u64::from(self.soldiers(seat)) << 48
                | u64::from(u32::from_be_bytes([a, b, c, d])) << 16
                | u64::from(u8::MAX - pos as u8) << 8
                | seat as u64;
        }
        keyed[..n].sort_unstable_by(|a, b| b.cmp(a));
        for (pos, k) in keyed[..n].iter().enumerate() {
            self.order[pos] = *k as u8;
        }
    }

    fn territory_step(&mut self, pos: u8, stage: Stage) -> bool {
        let n = self.seat_count() as u8;
        if pos >= n {
            for d in self.display.iter_mut() {
                if let Some(c) = d.take() {
                    self.territories_removed |= 1 << c;
                }
            }
            self.phase = Phase::Tribute {
                pos: 0,
                stage: Stage::Main,
            };
            return true;
        }
        let seat = self.at(pos);
        let wrap = Phase::Territory {
            pos,
            stage: Stage::WrapUp,
        };
        match stage {
            Stage::Main if self.is_ai(seat) => {
                match self.ai_territory_choices() {
                    (0, _) => {}
                    (1, Some(i)) => self.pick_card(seat, i),
                    _ => {
                        self.pending = Some(Pending::AiTerritory);
                        return true;
                    }
                }
                self.phase = wrap;
                true
            }
            Stage::Main => {
                if self.plague_for(seat, PlagueEffect::Darkness) {
                    self.phase = wrap;
                } else if n == 4 && pos == 3 {
                    // The last of four gets no card but province +2 (rulebook text).
                    self.push(Effect::Province {
                        seat: seat as u8,
                        n: 2,
                    });
                    self.phase = wrap;
                } else if self.display.iter().any(|d| d.is_some()) {
                    return false;
                } else {
                    self.phase = wrap;
                }
                true
            }
            Stage::WrapUp if self.has_free_action(seat) => false,
            Stage::WrapUp => {
                self.phase = Phase::Territory {
                    pos: pos + 1,
                    stage: Stage::Main,
                };
                true
            }
        }
    }

    /// The opponent's territory choices: how many cards of the first category present
    /// (Scoring, Commerce, Immediate) and the first such display position.
    pub(crate) fn ai_territory_choices(&self) -> (u8, Option<usize>) {
        for cat in 0..3 {
            let mut count = 0;
            let mut first = None;
            for (i, d) in self.display.iter().enumerate() {
                let Some(card) = d.and_then(|c| TERRITORIES.get(usize::from(c))) else {
                    continue;
                };
                let matches = matches!(
                    (cat, card.kind),
                    (0, Territory::Scoring(_))
                        | (1, Territory::Commerce(..))
                        | (2, Territory::Immediate(_))
                );
                if matches {
                    count += 1;
                    first = first.or(Some(i));
                }
            }
            if count > 0 {
                return (count, first);
            }
        }
        (0, None)
    }

    /// Is display position `i` a card the opponent may be given now?
    pub(crate) fn ai_may_take(&self, i: usize) -> bool {
        let (count, first) = self.ai_territory_choices();
        let (Some(f), Some(Some(a)), true) = (first, self.display.get(i), count > 0) else {
            return false;
        };
        let Some(Some(b)) = self.display.get(f) else {
            return false;
        };
        let cat = |c: u8| match TERRITORIES[usize::from(c)].kind {
            Territory::Scoring(_) => 0,
            Territory::Commerce(..) => 1,
            Territory::Immediate(_) => 2,
            Territory::Special(_) => 3,
        };
        cat(*a) == cat(*b)
    }

    /// A territory card goes to the seat (Immediate cards resolve and leave the game).
    pub(crate) fn pick_card(&mut self, seat: usize, i: usize) {
        if let Some(card) = self.display.get_mut(i).and_then(|d| d.take()) {
            self.gain_card(seat, card);
        }
    }

    /// The seat receives territory card `card`.
    pub(crate) fn gain_card(&mut self, seat: usize, card: u8) {
        let s8 = seat as u8;
        match TERRITORIES.get(usize::from(card)).map(|c| c.kind) {
            Some(Territory::Immediate(imm)) => {
                self.territories_removed |= 1 << card;
                match imm {
                    Immediate::City => self.push(Effect::Track {
                        seat: s8,
                        city: true,
                    }),
                    Immediate::Field => self.push(Effect::Track {
                        seat: s8,
                        city: false,
                    }),
                    Immediate::Both => self.push_in_order(&[
                        Effect::Track {
                            seat: s8,
                            city: true,
                        },
                        Effect::Track {
                            seat: s8,
                            city: false,
                        },
                    ]),
                    Immediate::Province(k) => self.push(Effect::Province { seat: s8, n: k }),
                    Immediate::Boat(k) => self.push(Effect::Boat { seat: s8, n: k }),
                }
            }
            Some(_) => self.seats[seat].territories |= 1 << card,
            None => {}
        }
    }

    /// Phase 3b: the penalty card goes to the failing seat furthest behind; a
    /// complete tie, or nobody failing, removes the plague card.
    #[inline(never)]
    fn assign_penalty(&mut self) {
        let n = self.seat_count();
        let mut worst: Option<Worst> = None;
        for seat in 0..n {
            if self.seats[seat].tribute != Tribute::Failed {
                continue;
            }
            let key = self.tie_key(seat);
            worst = match worst {
                None => Some((key, seat, false)),
                Some((k, s, _)) if key == k => Some((k, s, true)),
                Some((k, _, _)) if key < k => Some((key, seat, false)),
                w => w,
            };
        }
        let Some(p) = self.plague else {
            return;
        };
        match worst {
            Some((_, seat, false)) => self.seats[seat].penalties |= 1 << p,
            _ => self.plagues_removed |= 1 << p,
        }
    }

    #[inline(never)]
    fn end_of_round_step(&mut self, step: u8, pos: u8) -> bool {
        let n = self.seat_count();
        let next = |step| Phase::EndOfRound { step, pos: 0 };
        match step {
            0 => {
                if self.moses_now() {
                    self.moses();
                }
                self.phase = next(1);
            }
            1 => {
                if self.reserve_size() <= 2 || self.round >= self.config.rounds.min(10) {
                    self.final_scoring();
                    self.phase = Phase::Over;
                    return false;
                }
                self.new_round_reset();
                self.phase = next(2);
            }
            2 => {
                if !self.reveal_round_cards() {
                    self.phase = Phase::EndOfRound { step: 4, pos: 0 };
                }
            }
            4 => {
                let immediate = self
                    .plague
                    .and_then(|p| PLAGUES.get(usize::from(p)))
                    .filter(|p| p.immediate);
                let Some(plague) = immediate else {
                    self.phase = next(5);
                    return true;
                };
                if usize::from(pos) < n {
                    let seat = self.at(pos);
                    if !self.is_ai(seat) && self.seats[seat].pharaohs_unused() > 0 {
                        return false;
                    }
                    self.phase = Phase::EndOfRound { step, pos: pos + 1 };
                    return true;
                }
                for seat in 0..n {
                    if self.is_ai(seat) || self.seats[seat].exempt {
                        continue;
                    }
                    match plague.effect {
                        PlagueEffect::ProvinceBack => self.province_back(seat, 2),
                        PlagueEffect::BoatBack => self.boat_back(seat, 1),
                        _ => {}
                    }
                }
                self.phase = next(5);
            }
            5 => {
                if pos == 0 {
                    for h in self.hebrew_area.iter_mut() {
                        if let Some(v) = h.take() {
                            self.hebrews_removed[usize::from(v.clamp(1, 3) - 1)] += 1;
                        }
                    }
                    self.phase = Phase::EndOfRound { step, pos: 1 };
                } else if self.hebrew_area.iter().any(|h| h.is_none())
                    && self.hebrew_reserve.iter().any(|&c| c > 0)
                {
                    self.draw = Some(Draw::Hebrew);
                } else {
                    self.phase = next(6);
                }
            }
            6 => {
                if pos == 0 {
                    self.returning = [self.slots[0].take(), self.slots[1].take()];
                    self.slots.rotate_left(2);
                    self.phase = Phase::EndOfRound { step, pos: 1 };
                } else if self.slots.iter().any(|s| s.is_none()) && self.reserve_size() > 0 {
                    self.draw = Some(Draw::Slot);
                } else {
                    for t in self.returning.iter_mut() {
                        if let Some(t) = t.take() {
                            self.reserve[t.index()] += 1;
                        }
                    }
                    self.round += 1;
                    self.phase = Phase::Dice {
                        pass: 0,
                        pos: 0,
                        stage: Stage::Main,
                    };
                }
            }
            _ => self.phase = next(0),
        }
        true
    }

    pub(crate) fn moses_now(&self) -> bool {
        self.moses_now_for(self.round)
    }

    /// Does Moses help at the end of `round`?
    pub(crate) fn moses_now_for(&self, round: u8) -> bool {
        let times = if self.config.rounds == 8 { 2 } else { 3 };
        !self.config.solo() && MOSES_ROUNDS[..times].contains(&round)
    }

    /// Moses: each step helps every seat tied for last; steps read positions after
    /// the previous ones.
    #[inline(never)]
    fn moses(&mut self) {
        let n = self.seat_count();
        let min_city = (0..n).map(|s| self.seats[s].city_track).min().unwrap_or(0);
        for s in 0..n {
            if self.seats[s].city_track == min_city {
                self.move_track(s, true, true);
            }
        }
        let min_field = (0..n).map(|s| self.seats[s].field_track).min().unwrap_or(0);
        for s in 0..n {
            if self.seats[s].field_track == min_field {
                self.move_track(s, false, true);
            }
        }
        let min_boat = (0..n).map(|s| self.seats[s].boat).min().unwrap_or(0);
        let min_prov = (0..n).map(|s| self.seats[s].province).min().unwrap_or(0);
        // Boat and province moves may trigger bonuses; resolve them in turn order. The
        // province minimum is read before the boat step, which never changes it.
        let mut fx = [None; 2 * MAX_SEATS];
        let mut k = 0;
        for pos in 0..n {
            let seat = self.at(pos as u8);
            if self.seats[seat].boat == min_boat {
                fx[k] = Some(Effect::Boat {
                    seat: seat as u8,
                    n: 1,
                });
                k += 1;
            }
        }
        for pos in 0..n {
            let seat = self.at(pos as u8);
            if self.seats[seat].province == min_prov {
                fx[k] = Some(Effect::Province {
                    seat: seat as u8,
                    n: 2,
                });
                k += 1;
            }
        }
        for e in fx[..k].iter().rev().flatten() {
            self.push(*e);
        }
    }

    /// End of round step 1 and the implicit resets (GAP-39).
    #[inline(never)]
    fn new_round_reset(&mut self) {
        self.favours_taken = 0;
        self.plague = None;
        let special_bits: u32 = TERRITORIES
            .iter()
            .enumerate()
            .filter(|(_, c)| matches!(c.kind, Territory::Special(_)))
            .fold(0, |m, (i, _)| m | 1 << i);
        for s in self.seats.iter_mut() {
            s.favours = 0;
            s.dice_used = 0;
            s.rotated &= !special_bits;
            s.sa_uses = 0;
            s.power_used = false;
            s.exempt = false;
            s.sa5 = false;
            s.boost = false;
            s.tribute = Tribute::Due;
        }
        self.ai_row = [0; 6];
        self.ai_revealed = 0;
    }
}
