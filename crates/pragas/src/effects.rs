//! The effect stack: every effect resolves depth first; one that needs a choice sets a
//! pending decision, one that needs a draw sets a chance node.

use crate::action::{Area, TrackChoice};
use crate::cards::{Loss, LOSSES};
use crate::data::*;
use crate::quantities::{spot_active, spot_kinds};
use crate::standins::*;
use crate::state::{Draw, Effect, Pending, Pragas, STACK};

impl Pragas {
    /// Pushes an effect (resolved before those pushed earlier). A full stack drops the
    /// effect; the stack is sized well beyond the deepest chain the rules build.
    pub(crate) fn push(&mut self, e: Effect) {
        let n = usize::from(self.stack_len);
        if n < STACK {
            self.stack[n] = Some(e);
            self.stack_len += 1;
        }
    }

    /// Pushes effects so that they resolve in the order given.
    pub(crate) fn push_in_order(&mut self, effects: &[Effect]) {
        for &e in effects.iter().rev() {
            self.push(e);
        }
    }

    pub(crate) fn pop(&mut self) -> Option<Effect> {
        if self.stack_len == 0 {
            return None;
        }
        self.stack_len -= 1;
        self.stack[usize::from(self.stack_len)].take()
    }

    /// Moves a development track by +1/-1, within bounds (movement beyond is lost).
    pub(crate) fn move_track(&mut self, seat: usize, city: bool, up: bool) {
        let s = &mut self.seats[seat];
        let t = if city {
            &mut s.city_track
        } else {
            &mut s.field_track
        };
        *t = if up {
            (*t + 1).min(TRACK_MAX)
        } else {
            t.saturating_sub(1).max(TRACK_MIN)
        };
    }

    /// Applies a development choice.
    pub(crate) fn apply_track(&mut self, seat: usize, choice: TrackChoice) {
        match choice {
            TrackChoice::City => self.move_track(seat, true, true),
            TrackChoice::Field => self.move_track(seat, false, true),
            TrackChoice::City2 => {
                self.move_track(seat, true, true);
                self.move_track(seat, true, true);
            }
            TrackChoice::Field2 => {
                self.move_track(seat, false, true);
                self.move_track(seat, false, true);
            }
            TrackChoice::Split => {
                self.move_track(seat, true, true);
                self.move_track(seat, false, true);
            }
        }
    }

    /// Province marker back (no triggers).
    pub(crate) fn province_back(&mut self, seat: usize, n: u8) {
        let s = &mut self.seats[seat];
        s.province = s.province.saturating_sub(n);
    }

    /// Boat back (no triggers).
    pub(crate) fn boat_back(&mut self, seat: usize, n: u8) {
        let s = &mut self.seats[seat];
        s.boat = s.boat.saturating_sub(n);
    }

    /// Takes the tile in central slot `slot` (1..6): slide left, refill slot 6, then use
    /// the tile.
    pub(crate) fn take_from_slot(&mut self, seat: usize, slot: usize) {
        let Some(tile) = self.slots.get(slot.wrapping_sub(1)).copied().flatten() else {
            return;
        };
        for k in slot - 1..5 {
            self.slots[k] = self.slots[k + 1];
        }
        self.slots[5] = None;
        self.push_in_order(&[
            Effect::Refill,
            Effect::Gain {
                seat: seat as u8,
                tile,
            },
        ]);
    }

    /// Places a tile and fires its triggers: spots that become active, then the area's
    /// bonus token when the area fills up.
    pub(crate) fn place(&mut self, seat: usize, area: Area, space: usize, tile: Tile) {
        self.seats[seat].area_mut(area).set(space, Some(tile));
        let s8 = seat as u8;
        let token_bit = match area {
            Area::City => 1,
            Area::Field => 2,
        };
        let full = self.seats[seat].area(area).is_full();
        if full && self.seats[seat].tokens & token_bit != 0 {
            self.seats[seat].tokens &= !token_bit;
            self.push(Effect::BonusToken { seat: s8 });
        }
        for k in (0..4).rev() {
            let (a, b) = SPOT_SPACES[k];
            if (a == space || b == space) && spot_active(&self.seats[seat], area, k) {
                match spot_kinds(area)[k] {
                    SpotKind::DevCity => self.push(Effect::Track {
                        seat: s8,
                        city: true,
                    }),
                    SpotKind::DevField => self.push(Effect::Track {
                        seat: s8,
                        city: false,
                    }),
                    _ => {}
                }
            }
        }
    }

    /// Removes a tile from a space; development spots that break move their track back
    /// (clamped, GAP-41).
    pub(crate) fn unplace(&mut self, seat: usize, area: Area, space: usize) -> Option<Tile> {
        for (k, &(a, b)) in SPOT_SPACES.iter().enumerate() {
            if (a == space || b == space) && spot_active(&self.seats[seat], area, k) {
                match spot_kinds(area)[k] {
                    SpotKind::DevCity => self.move_track(seat, true, false),
                    SpotKind::DevField => self.move_track(seat, false, false),
                    _ => {}
                }
            }
        }
        self.seats[seat].area_mut(area).take(space)
    }

    /// Resolves effects until one needs a decision or a draw, or the stack is empty.
    pub(crate) fn run_effect(&mut self, e: Effect) {
        match e {
            Effect::Province { seat, n } => self.province_forward(usize::from(seat), n),
            Effect::Boat { seat, n } => {
                let seat = usize::from(seat);
                let s = &mut self.seats[seat];
                let old = s.boat;
                s.boat = (old + n).min(NILE_MAX);
                if old < RIVER_SPACE && s.boat >= RIVER_SPACE && s.tokens & 4 != 0 {
                    s.tokens &= !4;
                    self.push(Effect::BonusToken { seat: seat as u8 });
                }
            }
            Effect::Track { seat, city } => self.move_track(usize::from(seat), city, true),
            Effect::TrackChoice { seat, double } => self.track_choice(usize::from(seat), double),
            Effect::ProvinceBonus { seat, space } => {
                let s = seat;
                match space {
                    PROVINCE_HEBREW => self.push(Effect::CentralHebrew { seat: s }),
                    PROVINCE_TILE => self.push(Effect::CentralTile { seat: s }),
                    _ => self.push(Effect::TrackChoice {
                        seat: s,
                        double: true,
                    }),
                }
            }
            Effect::CentralHebrew { seat } => self.take_hebrew_bonus(usize::from(seat)),
            Effect::BonusToken { seat } => self.push_in_order(&[
                Effect::TrackChoice { seat, double: true },
                Effect::Province { seat, n: 2 },
            ]),
            Effect::Hebrew { seat, value } => self.place_hebrew(usize::from(seat), value),
            Effect::CentralTile { seat } => {
                let seat = usize::from(seat);
                if self.is_ai(seat) {
                    // The opponent always takes the tile in slot 1 (text).
                    self.take_from_slot(seat, 1);
                } else if (0..6).any(|k| self.slots[k].is_some_and(|t| self.usable(seat, t))) {
                    self.pending = Some(Pending::CentralTile { seat: seat as u8 });
                }
            }
            Effect::Refill => {
                if self.slots.iter().any(|s| s.is_none()) && self.reserve_size() > 0 {
                    self.draw = Some(Draw::Slot);
                }
            }
            Effect::Gain { seat, tile } => self.gain(usize::from(seat), tile),
            Effect::FavourOne { seat } => {
                let seat = usize::from(seat);
                if self.is_ai(seat) {
                    self.push(Effect::TrackChoice {
                        seat: seat as u8,
                        double: false,
                    });
                } else {
                    self.pending = Some(Pending::FavourOne { seat: seat as u8 });
                }
            }
            Effect::DiscardPenalty { seat } => {
                self.discard_penalty(usize::from(seat));
            }
            Effect::LossSlot { seat, slot } => self.loss_slot(usize::from(seat), slot),
            Effect::LoseKind { seat, tile } => {
                let seat8 = seat;
                let seat = usize::from(seat);
                let candidates = self.tiles_of(seat, tile);
                match candidates {
                    0 => {}
                    1 => {
                        if let Some((area, space)) = self.first_tile_of(seat, tile) {
                            if let Some(t) = self.unplace(seat, area, space) {
                                self.push(Effect::ToDiscard {
                                    seat: seat8,
                                    tile: t,
                                });
                            }
                        }
                    }
                    _ => self.pending = Some(Pending::LoseTile { seat: seat8, tile }),
                }
            }
            Effect::ToDiscard { seat, tile } => {
                let d = self.seats[usize::from(seat)].discard;
                match (d[0], d[1]) {
                    (None, None) => self.pending = Some(Pending::DiscardSlot { seat, tile }),
                    (None, Some(_)) => self.seats[usize::from(seat)].discard[0] = Some(tile),
                    (Some(_), None) => self.seats[usize::from(seat)].discard[1] = Some(tile),
                    (Some(_), Some(_)) => self.pending = Some(Pending::Overflow { seat, tile }),
                }
            }
            Effect::EdfuDraw { n } => {
                let have = self.edfu.iter().filter(|t| t.is_some()).count() as u8;
                if have < n && self.reserve_size() > 0 {
                    self.push(Effect::EdfuDraw { n });
                    self.draw = Some(Draw::Edfu);
                }
            }
            Effect::EdfuChoose { seat } => self.pending = Some(Pending::EdfuPick { seat }),
            Effect::ButoChoose { seat } => self.pending = Some(Pending::ButoPick { seat }),
            Effect::ButoDraw { n } => {
                let have = self.buto.iter().filter(|t| t.is_some()).count() as u8;
                if have < n && self.pile_has_cards() {
                    self.push(Effect::ButoDraw { n });
                    if self.territory_pile != 0 {
                        self.draw = Some(Draw::Buto);
                    } else {
                        // Only cards Buto put under the pile are left: no shuffle.
                        let card = self.pop_bottom();
                        if let Some(slot) = self.buto.iter_mut().find(|c| c.is_none()) {
                            *slot = card;
                        }
                    }
                }
            }
        }
    }

    /// Removes one held penalty card (the lowest-numbered) from the game.
    pub(crate) fn discard_penalty(&mut self, seat: usize) {
        let s = &mut self.seats[seat];
        let bit = s.penalties & s.penalties.wrapping_neg();
        s.penalties &= !bit;
        self.plagues_removed |= bit;
    }

    /// Province marker forward with the one-time bonuses of 6, 9, 12.
    pub(crate) fn province_forward(&mut self, seat: usize, n: u8) {
        let s = &mut self.seats[seat];
        let old = s.province;
        s.province = (old + n).min(PROVINCE_MAX);
        let new = s.province;
        let mut bonuses = [None; 3];
        for (i, space) in [PROVINCE_HEBREW, PROVINCE_TILE, PROVINCE_DEV]
            .into_iter()
            .enumerate()
        {
            if old < space && space <= new && s.markers & (1 << i) != 0 {
                s.markers &= !(1 << i);
                bonuses[i] = Some(Effect::ProvinceBonus {
                    seat: seat as u8,
                    space,
                });
            }
        }
        for b in bonuses.into_iter().rev().flatten() {
            self.push(b);
        }
    }

    fn track_choice(&mut self, seat: usize, double: bool) {
        if !self.is_ai(seat) {
            self.pending = Some(Pending::Track {
                seat: seat as u8,
                double,
            });
            return;
        }
        // The opponent advances its lower track one step at a time; on a tie the player
        // chooses (GAP-36 d).
        if double {
            self.push_in_order(&[
                Effect::TrackChoice {
                    seat: seat as u8,
                    double: false,
                },
                Effect::TrackChoice {
                    seat: seat as u8,
                    double: false,
                },
            ]);
            return;
        }
        let s = &self.seats[seat];
        if s.city_track < s.field_track {
            self.move_track(seat, true, true);
        } else if s.field_track < s.city_track {
            self.move_track(seat, false, true);
        } else {
            self.pending = Some(Pending::Track {
                seat: seat as u8,
                double: false,
            });
        }
    }

    fn take_hebrew_bonus(&mut self, seat: usize) {
        let n = self.hebrew_area.iter().filter(|t| t.is_some()).count();
        if n == 0 {
            return;
        }
        if self.is_ai(seat) {
            if let Some(i) = self.best_hebrew() {
                self.take_hebrew(seat, i);
            }
        } else {
            let distinct = self
                .hebrew_area
                .iter()
                .flatten()
                .fold(0u8, |m, &v| m | 1 << v);
            if distinct.count_ones() == 1 {
                if let Some(i) = self.hebrew_area.iter().position(|t| t.is_some()) {
                    self.take_hebrew(seat, i);
                }
            } else {
                self.pending = Some(Pending::Hebrew { seat: seat as u8 });
            }
        }
    }

    /// The highest-valued hebrew on the board (ties: lowest position).
    pub(crate) fn best_hebrew(&self) -> Option<usize> {
        let mut best: Option<(u8, usize)> = None;
        for (i, t) in self.hebrew_area.iter().enumerate() {
            if let Some(v) = *t {
                if best.is_none_or(|(bv, _)| v > bv) {
                    best = Some((v, i));
                }
            }
        }
        best.map(|(_, i)| i)
    }

    /// Moves hebrew `i` of the central board to the seat's column.
    pub(crate) fn take_hebrew(&mut self, seat: usize, i: usize) {
        if let Some(v) = self.hebrew_area.get_mut(i).and_then(|t| t.take()) {
            self.push(Effect::Hebrew {
                seat: seat as u8,
                value: v,
            });
        }
    }

    fn place_hebrew(&mut self, seat: usize, value: u8) {
        let s = &mut self.seats[seat];
        let position = s.hebrew_count();
        if let Some(c) = s.hebrews.get_mut(usize::from(value).wrapping_sub(1)) {
            *c += 1;
        }
        let column = position / 7;
        let row = HEBREW_ROWS[usize::from(position % 7)];
        let s8 = seat as u8;
        let ai = self.is_ai(seat);
        match row {
            HebrewRow::Province => self.push(Effect::Province { seat: s8, n: 1 }),
            HebrewRow::Boat => self.push(Effect::Boat { seat: s8, n: 1 }),
            HebrewRow::Development => self.push(Effect::TrackChoice {
                seat: s8,
                double: false,
            }),
            HebrewRow::CentralTile => self.push(Effect::CentralTile { seat: s8 }),
            HebrewRow::DiscardPenalty if !ai => self.push(Effect::DiscardPenalty { seat: s8 }),
            // Row 7 of the first column is the hebrew Ankh, a status (column >= 1: nothing).
            HebrewRow::DiscardPenalty | HebrewRow::Ankh => {}
        }
        let _ = column;
    }

    /// Uses a gained tile; the opponent follows its own placement rule.
    fn gain(&mut self, seat: usize, tile: Tile) {
        let s8 = seat as u8;
        if tile.placeable() {
            if self.usable(seat, tile) && self.has_space(seat, tile) {
                self.pending = Some(Pending::PlaceTile {
                    seat: s8,
                    tile,
                    recovered: false,
                });
            } else {
                // The opponent's misfit tile leaves the game (rulebook text).
                self.removed[tile.index()] += 1;
            }
            return;
        }
        self.seats[seat].held[tile.index()] += 1;
        match tile {
            Tile::Boat => self.push(Effect::Boat { seat: s8, n: 1 }),
            t if t.is_province() => self.push(Effect::Province {
                seat: s8,
                n: t.province_value(),
            }),
            _ => {}
        }
    }

    /// Has the seat an empty space this tile may go on?
    pub(crate) fn has_space(&self, seat: usize, tile: Tile) -> bool {
        let s = &self.seats[seat];
        (tile.fits_city() && s.city.iter().any(|t| t.is_none()))
            || (tile.fits_field() && s.field.iter().any(|t| t.is_none()))
    }

    fn loss_slot(&mut self, seat: usize, slot: u8) {
        let Some(card) = self.loss.and_then(|l| LOSSES.get(usize::from(l))) else {
            return;
        };
        let Some(alts) = card.alternatives.get(usize::from(slot)) else {
            return;
        };
        match (alts[0], alts[1]) {
            (Some(_), Some(_)) => {
                self.pending = Some(Pending::LossOption {
                    seat: seat as u8,
                    slot,
                });
            }
            (Some(l), None) => self.suffer(seat, l),
            _ => {}
        }
    }

    /// Suffers one loss; a loss whose object is absent has no effect.
    pub(crate) fn suffer(&mut self, seat: usize, loss: Loss) {
        let s8 = seat as u8;
        match loss {
            Loss::Boat(n) => self.boat_back(seat, n),
            Loss::CityTrack => self.move_track(seat, true, false),
            Loss::FieldTrack => self.move_track(seat, false, false),
            Loss::Province => self.province_back(seat, 3),
            Loss::Remove(t) => self.push(Effect::LoseKind { seat: s8, tile: t }),
            Loss::Both(a, b) => self.push_in_order(&[
                Effect::LoseKind { seat: s8, tile: a },
                Effect::LoseKind { seat: s8, tile: b },
            ]),
        }
    }

    /// Tiles of a kind on the seat's board.
    pub(crate) fn tiles_of(&self, seat: usize, tile: Tile) -> u8 {
        crate::quantities::on_board(&self.seats[seat], tile)
    }

    fn first_tile_of(&self, seat: usize, tile: Tile) -> Option<(Area, usize)> {
        for area in Area::ALL {
            if let Some(i) = self.seats[seat]
                .area(area)
                .iter()
                .position(|t| *t == Some(tile))
            {
                return Some((area, i));
            }
        }
        None
    }
}
