//! Applying an action that is known to be legal: chance outcomes, main actions, free
//! actions, window answers and sub-decision answers.

use nile_core::{sentence, GameError, Turn};

use crate::action::{Action, Pay, PharaohUse};
use crate::cards::{Commerce, PlagueEffect, Special, Territory, LOSSES, TERRITORIES};
use crate::data::*;
use crate::legal::{FREE_SPECIALS, SINGLE_USE};
use crate::quantities::sa_card;
use crate::state::{Draw, Effect, Pending, Phase, Pragas, Stage, Tribute};
use crate::texts::TEXTS;

impl Pragas {
    /// `Game::apply`: refuses an action that is not open now (saying what the game waits
    /// for) and changes nothing; otherwise performs it.
    pub(crate) fn apply_checked(&mut self, action: Action) -> Result<(), GameError> {
        if self.phase == Phase::Over {
            return Err(GameError::GameOver);
        }
        if !self.is_legal(action) {
            // Say what the game waits for: a pending choice names itself.
            let waiting = match self.pending {
                Some(p) => sentence!(
                    TEXTS,
                    "refused-waiting-for-choice",
                    choice = self.pending_sentence(p)
                ),
                None => sentence!(
                    TEXTS,
                    "refused-not-open-now",
                    turn = self.actor().sentence()
                ),
            };
            return Err(GameError::illegal(action, waiting));
        }
        self.perform(action);
        Ok(())
    }

    /// `Game::apply_listed`: a decision just listed is performed without searching the
    /// legal set for it again (what `apply` checks first); anything else goes through
    /// [`Pragas::apply_checked`].
    pub(crate) fn apply_listed_decision(&mut self, action: Action) -> Result<(), GameError> {
        if !matches!(self.actor(), Turn::Player(_)) {
            return self.apply_checked(action);
        }
        self.perform(action);
        Ok(())
    }

    /// Applies a legal action and runs the game on to the next decision or draw.
    pub(crate) fn perform(&mut self, action: Action) {
        self.last = Some(action);
        self.last_private = 0;
        if let Some(d) = self.draw.take() {
            self.last_private = match d {
                Draw::Edfu => 1,
                Draw::Buto => 2,
                _ => 0,
            };
            self.outcome(d, action);
        } else if self.pending.is_some() {
            self.answer(action);
        } else {
            self.act(action);
        }
        self.advance();
    }

    fn outcome(&mut self, draw: Draw, action: Action) {
        match action {
            Action::DealPower(p) => {
                let n = self.seat_count();
                if let Some(s) = self.seats[..n].iter_mut().find(|s| s.power.is_none()) {
                    s.power = Some(p);
                }
            }
            Action::DrawTile(t) => {
                self.reserve[t.index()] -= 1;
                let target = if draw == Draw::Edfu {
                    &mut self.edfu[..]
                } else {
                    &mut self.slots[..]
                };
                if let Some(slot) = target.iter_mut().find(|s| s.is_none()) {
                    *slot = Some(t);
                }
            }
            Action::DrawHebrew(v) => {
                self.hebrew_reserve[usize::from(v - 1)] -= 1;
                if let Some(slot) = self.hebrew_area.iter_mut().find(|s| s.is_none()) {
                    *slot = Some(v);
                }
            }
            Action::RevealPlague(i) => {
                self.plague_pile &= !(1 << i);
                self.plague = Some(i);
            }
            Action::RevealLoss(i) => {
                self.loss_pile &= !(1 << i);
                self.loss = Some(i);
            }
            Action::DrawTerritory(i) => {
                self.territory_pile &= !(1 << i);
                let target = if draw == Draw::Buto {
                    &mut self.buto[..]
                } else {
                    &mut self.display[..]
                };
                if let Some(slot) = target.iter_mut().find(|s| s.is_none()) {
                    *slot = Some(i);
                }
            }
            Action::RevealAiDie(v) => {
                if let Some(slot) = self.ai_row.get_mut(usize::from(self.ai_revealed)) {
                    *slot = v;
                    self.ai_revealed += 1;
                }
            }
            _ => {}
        }
    }

    /// Ends the turn in progress and moves to the next seat's.
    pub(crate) fn end_turn(&mut self) {
        let n = self.seat_count() as u8;
        self.phase = match self.phase {
            Phase::Dice { pass, pos, .. } if pos + 1 < n => Phase::Dice {
                pass,
                pos: pos + 1,
                stage: Stage::Main,
            },
            Phase::Dice { pass, .. } if pass < 2 => Phase::Dice {
                pass: pass + 1,
                pos: 0,
                stage: Stage::Main,
            },
            Phase::Dice { .. } => Phase::Boost { pos: 0 },
            Phase::Territory { pos, .. } => Phase::Territory {
                pos: pos + 1,
                stage: Stage::Main,
            },
            Phase::Tribute { pos, .. } => Phase::Tribute {
                pos: pos + 1,
                stage: Stage::Main,
            },
            Phase::Losses { pos, .. } => {
                self.annulled = None;
                Phase::Losses {
                    pos: pos + 1,
                    stage: Stage::Main,
                }
            }
            other => other,
        };
    }

    fn wrap_up(&mut self) {
        self.phase = match self.phase {
            Phase::Dice { pass, pos, .. } => Phase::Dice {
                pass,
                pos,
                stage: Stage::WrapUp,
            },
            Phase::Territory { pos, .. } => Phase::Territory {
                pos,
                stage: Stage::WrapUp,
            },
            Phase::Tribute { pos, .. } => Phase::Tribute {
                pos,
                stage: Stage::WrapUp,
            },
            Phase::Losses { pos, .. } => Phase::Losses {
                pos,
                stage: Stage::WrapUp,
            },
            other => other,
        };
    }

    fn spend_die(&mut self, seat: usize, die: u8, shift: i8) {
        let s = &mut self.seats[seat];
        s.dice_used |= 1 << (die - 1);
        if shift != 0 {
            s.power_used = true;
        }
    }

    fn spend_coin(&mut self, seat: usize) {
        if self.seats[seat].held[Tile::Coin.index()] > 0 {
            self.seats[seat].held[Tile::Coin.index()] -= 1;
            self.removed[Tile::Coin.index()] += 1;
        }
    }

    fn pay(&mut self, seat: usize, pay: Pay) {
        match pay {
            Pay::Coin => self.spend_coin(seat),
            Pay::Favour => self.seats[seat].favours &= !(1 << 2),
        }
    }

    fn rotate_special(&mut self, seat: usize, sa: Special) {
        if let Some(i) = sa_card(&self.seats[seat], sa) {
            self.seats[seat].rotated |= 1 << i;
            self.seats[seat].sa_uses += 1;
        }
    }

    /// A main action, free action or window answer of the acting seat.
    fn act(&mut self, action: Action) {
        let seat = match self.phase {
            Phase::Boost { pos } | Phase::EndOfRound { pos, .. } => self.at(pos),
            _ => self.turn_seat().map_or(0, |(s, _)| s),
        };
        let s8 = seat as u8;
        match action {
            Action::TakeTile { die, shift, slot } => {
                self.spend_die(seat, die, shift);
                self.take_from_slot(seat, usize::from(slot));
                self.wrap_up();
            }
            Action::TakeFavour {
                die,
                shift,
                card,
                sa2,
            } => {
                self.spend_die(seat, die, shift);
                if sa2 {
                    self.rotate_special(seat, Special::FavourSix);
                }
                if card != 3 && self.plague_for(seat, PlagueEffect::FavoursCostCoin) {
                    self.spend_coin(seat);
                }
                self.favours_taken |= 1 << (card - 1);
                self.seats[seat].favours |= 1 << (card - 1);
                self.favour_effect(seat, card);
                self.wrap_up();
            }
            Action::FreeHebrew { die, shift, token } => {
                self.spend_die(seat, die, shift);
                self.take_hebrew(seat, usize::from(token));
                self.wrap_up();
            }
            Action::Recover { die, shift, slot } => {
                self.spend_die(seat, die, shift);
                self.recover(seat, slot);
                self.wrap_up();
            }
            Action::EdfuSearch { die, shift } => {
                self.spend_die(seat, die, shift);
                self.seats[seat].power_used = true;
                let n = self.reserve_size().min(EDFU_DRAW);
                self.push_in_order(&[Effect::EdfuDraw { n }, Effect::EdfuChoose { seat: s8 }]);
                self.wrap_up();
            }
            Action::Forfeit { die } => {
                self.spend_die(seat, die, 0);
                self.wrap_up();
            }
            Action::PickTerritory { index, peek } => {
                if peek {
                    self.seats[seat].power_used = true;
                    self.buto = [None; 3];
                    self.buto[0] = self.display[usize::from(index)].take();
                    self.push_in_order(&[
                        Effect::ButoDraw { n: 3 },
                        Effect::ButoChoose { seat: s8 },
                    ]);
                } else {
                    self.pick_card(seat, usize::from(index));
                }
                self.wrap_up();
            }
            Action::PayTribute { favour } => {
                let due = self
                    .tribute_due(seat)
                    .saturating_sub(self.free_income(seat));
                let mut due = due;
                if favour {
                    self.seats[seat].favours &= !(1 << 2);
                    due = due.saturating_sub(1);
                }
                for _ in 0..due {
                    self.spend_coin(seat);
                }
                self.seats[seat].tribute = Tribute::Paid;
                self.wrap_up();
            }
            Action::FailTribute => {
                self.seats[seat].favours &= !(1 << 2);
                self.seats[seat].tribute = Tribute::Failed;
                self.wrap_up();
            }
            Action::Annul(slot) => {
                self.annul(seat, slot);
                self.wrap_up();
            }
            Action::UsePharaoh(purpose) => {
                self.seats[seat].pharaoh_used += 1;
                match purpose {
                    PharaohUse::IgnorePlague => {
                        let darkness = self.plague_for(seat, PlagueEffect::Darkness);
                        self.seats[seat].exempt = true;
                        // An idle seat under Trevas picks after all (GAP-20).
                        if let Phase::Territory {
                            pos,
                            stage: Stage::WrapUp,
                        } = self.phase
                        {
                            if darkness {
                                self.phase = Phase::Territory {
                                    pos,
                                    stage: Stage::Main,
                                };
                            }
                        }
                    }
                    PharaohUse::DiscardPenalty => self.discard_penalty(seat),
                }
            }
            Action::Special { sa, a, b } => self.special(seat, sa, a, b),
            Action::Commerce { card, pay } => self.commerce(seat, card, pay),
            Action::EndTurn => self.end_turn(),
            Action::RespondToPlague(ignore) => {
                if ignore {
                    self.seats[seat].pharaoh_used += 1;
                    self.seats[seat].exempt = true;
                }
                if let Phase::EndOfRound { step, pos } = self.phase {
                    self.phase = Phase::EndOfRound { step, pos: pos + 1 };
                }
            }
            Action::SoldierBoost(boost) => {
                if boost {
                    self.seats[seat].boost = true;
                    self.rotate_special(seat, Special::SoldierBoost);
                }
                if let Phase::Boost { pos } = self.phase {
                    self.phase = Phase::Boost { pos: pos + 1 };
                }
            }
            _ => {}
        }
    }

    #[inline(never)]
    fn recover(&mut self, seat: usize, slot: u8) {
        if let Some(tile) = self.seats[seat]
            .discard
            .get_mut(usize::from(slot).wrapping_sub(1))
            .and_then(|t| t.take())
        {
            self.pending = Some(Pending::PlaceTile {
                seat: seat as u8,
                tile,
                recovered: true,
            });
        }
    }

    /// Phase 3c: annul one slot (Favour 5 spent only if needed, GAP-28), then suffer the
    /// others in printed order.
    #[inline(never)]
    fn annul(&mut self, seat: usize, slot: Option<u8>) {
        self.annulled = slot;
        if slot.is_some()
            && self.seats[seat].has_favour(5)
            && self.ankhs(seat).saturating_sub(1) < self.ankh_needed()
        {
            self.seats[seat].favours &= !(1 << 4);
        }
        let slots = self
            .loss
            .and_then(|l| LOSSES.get(usize::from(l)))
            .map_or(0, |c| c.slots);
        for i in (0..slots).rev() {
            if Some(i) != slot {
                self.push(Effect::LossSlot {
                    seat: seat as u8,
                    slot: i,
                });
            }
        }
    }

    #[inline(never)]
    fn special(&mut self, seat: usize, sa: u8, a: u8, b: u8) {
        let Some(&card) = FREE_SPECIALS
            .iter()
            .find(|&&s| crate::legal::sa_number(s) == sa)
        else {
            return;
        };
        self.rotate_special(seat, card);
        let s8 = seat as u8;
        match card {
            Special::EgyptianBoat => self.push(Effect::Boat { seat: s8, n: 1 }),
            Special::DiamondProvince => self.push(Effect::Province { seat: s8, n: 2 }),
            Special::SwapTiles => self.slots.swap(usize::from(a - 1), usize::from(b - 1)),
            Special::HebrewIncome => self.seats[seat].sa5 = true,
            Special::FreeRecovery => self.recover(seat, a),
            Special::AnyTile => self.push(Effect::CentralTile { seat: s8 }),
            Special::FavourSix | Special::SoldierBoost => {}
        }
    }

    #[inline(never)]
    fn commerce(&mut self, seat: usize, card: u8, pay: Pay) {
        let Some(&kind) = SINGLE_USE.get(usize::from(card)) else {
            return;
        };
        let Some(i) = TERRITORIES
            .iter()
            .position(|c| matches!(c.kind, Territory::Commerce(k, _) if k == kind))
        else {
            return;
        };
        self.pay(seat, pay);
        self.seats[seat].rotated |= 1 << i;
        let s8 = seat as u8;
        match kind {
            Commerce::Development => self.push(Effect::TrackChoice {
                seat: s8,
                double: true,
            }),
            Commerce::Tile => self.push(Effect::CentralTile { seat: s8 }),
            Commerce::Tribute => {
                self.seats[seat].tribute = Tribute::Waived;
                if let Phase::Tribute {
                    pos,
                    stage: Stage::Main,
                } = self.phase
                {
                    self.phase = Phase::Tribute {
                        pos,
                        stage: Stage::WrapUp,
                    };
                }
            }
            Commerce::Penalty => self.discard_penalty(seat),
            Commerce::Coin | Commerce::Soldier => {}
        }
    }

    /// Answers the pending sub-decision.
    pub(crate) fn answer(&mut self, action: Action) {
        let Some(p) = self.pending.take() else {
            return;
        };
        match (p, action) {
            (Pending::ChoosePower, Action::ChoosePower(power)) => self.seats[0].power = Some(power),
            (Pending::PlaceTile { seat, tile, .. }, Action::PlaceTile { area, space }) => {
                self.place(usize::from(seat), area, usize::from(space), tile)
            }
            (Pending::Track { seat, .. }, Action::ChooseTrack(c)) => {
                self.apply_track(usize::from(seat), c)
            }
            (Pending::FavourOne { seat }, Action::FavourOne(pay)) => {
                if let Some(pay) = pay {
                    self.pay(usize::from(seat), pay);
                }
                self.push(Effect::TrackChoice {
                    seat,
                    double: pay.is_some(),
                });
            }
            (Pending::CentralTile { seat }, Action::ChooseCentralTile(slot)) => {
                self.take_from_slot(usize::from(seat), usize::from(slot))
            }
            (Pending::Hebrew { seat }, Action::ChooseHebrew(i)) => {
                self.take_hebrew(usize::from(seat), usize::from(i))
            }
            (Pending::DiscardSlot { seat, tile }, Action::ChooseDiscardSlot(k)) => {
                self.seats[usize::from(seat)].discard[usize::from(k - 1)] = Some(tile)
            }
            (Pending::Overflow { seat, tile }, Action::Overflow(k)) => {
                // The incoming tile takes the freed slot (GAP-25).
                let out = if k == 0 {
                    Some(tile)
                } else {
                    self.seats[usize::from(seat)].discard[usize::from(k - 1)].replace(tile)
                };
                if let Some(t) = out {
                    self.removed[t.index()] += 1;
                }
            }
            (Pending::EdfuPick { seat }, Action::EdfuPick(pick)) => {
                let kept = pick.and_then(|i| self.edfu[usize::from(i)].take());
                for t in self.edfu.iter_mut() {
                    if let Some(t) = t.take() {
                        self.reserve[t.index()] += 1;
                    }
                }
                if let Some(tile) = kept {
                    self.push(Effect::Gain { seat, tile });
                }
            }
            (Pending::ButoPick { seat }, Action::ButoPick(i)) => {
                let kept = self.buto[usize::from(i)].take();
                // Unchosen cards go under the pile, the displayed one first (GAP-32).
                let others = self.buto;
                self.buto = [None; 3];
                for (k, c) in others.iter().enumerate() {
                    if let Some(c) = *c {
                        self.push_bottom(c, k == 0);
                    }
                }
                if let Some(card) = kept {
                    self.gain_card(usize::from(seat), card);
                }
            }
            (Pending::LossOption { seat, slot }, Action::LossOption(i)) => {
                let loss = self
                    .loss
                    .and_then(|l| LOSSES.get(usize::from(l)))
                    .and_then(|c| c.alternatives[usize::from(slot)][usize::from(i)]);
                if let Some(l) = loss {
                    self.suffer(usize::from(seat), l);
                }
            }
            (Pending::LoseTile { seat, .. }, Action::LoseTile { area, space }) => {
                if let Some(tile) = self.unplace(usize::from(seat), area, usize::from(space)) {
                    self.push(Effect::ToDiscard { seat, tile });
                }
            }
            (Pending::AiTerritory, Action::PickTerritory { index, .. }) => {
                self.pick_card(1, usize::from(index));
                if let Phase::Territory { pos, .. } = self.phase {
                    self.phase = Phase::Territory {
                        pos,
                        stage: Stage::WrapUp,
                    };
                }
            }
            (p, _) => self.pending = Some(p),
        }
    }
}
