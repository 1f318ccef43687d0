//! Listing the legal actions of the pending step and the outcomes of a chance node, in a
//! fixed canonical order, into the caller's buffer.

use crate::action::Action;
use crate::data::bits;
use crate::data::{Building, Unit, BUILDING_KINDS};
use crate::rules::{ATTACK_BIT, MAKE_BIT, MOVE_BIT};
use crate::standins::{DECK_SIZE, DEFENCE_DECK, MAX_DEFENDERS};
use crate::state::{Conquistando, Step};

impl Conquistando {
    /// Writes the legal actions of the pending step (empty at a chance node or the end).
    pub(crate) fn list_legal(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.step {
            Step::Choose => self.list_tasks(out),
            Step::ChooseOpponent => {
                for o in 0..self.seat_count() as u8 {
                    if o != self.current {
                        out.push(Action::Help(o));
                    }
                }
            }
            Step::PlaceBuilding(_) => {
                let mask = self.acting().room_mask();
                out.extend(bits(mask).map(|t| Action::On(t as u8)));
            }
            Step::PlaceUnit(u) => {
                let mask = self.acting().make_mask(u);
                out.extend(bits(mask).map(|t| Action::On(t as u8)));
            }
            Step::MoveFrom => {
                let mask = self.acting().move_origins();
                out.extend(bits(mask).map(|t| Action::From(t as u8)));
            }
            Step::AttackFrom => {
                let mask = self.acting().attack_origins();
                out.extend(bits(mask).map(|t| Action::From(t as u8)));
            }
            Step::MoveTo { from } => {
                let mask = self.acting().move_targets(usize::from(from));
                out.extend(bits(mask).map(|t| Action::To(t as u8)));
            }
            Step::AttackTarget { from } => {
                let mask = self.acting().attack_targets(usize::from(from));
                out.extend(bits(mask).map(|t| Action::To(t as u8)));
            }
            Step::MoveCount { from, to } => {
                out.extend((1..=self.move_limit(from, to)).map(Action::Soldiers));
            }
            Step::AttackCount { from, .. } => {
                out.extend((1..=self.soldiers_on(from)).map(Action::Soldiers));
            }
            Step::DefenceDraw { .. } | Step::ResourceDraw { .. } | Step::Over => {}
        }
    }

    /// The `Choose` step: buildings in table order, then people, moves, attacks, and
    /// `end actions` once an own action has been taken.
    fn list_tasks(&self, out: &mut Vec<Action>) {
        let mut tasks = self.tasks();
        while tasks != 0 {
            let bit = tasks.trailing_zeros();
            tasks &= tasks - 1;
            let action = if bit < BUILDING_KINDS as u32 {
                Building::from_index(bit as usize).map(Action::Build)
            } else if bit < MOVE_BIT {
                Unit::ALL
                    .get((bit - MAKE_BIT) as usize)
                    .map(|&u| Action::Make(u))
            } else if bit == MOVE_BIT {
                Some(Action::MoveArmy)
            } else if bit == ATTACK_BIT {
                Some(Action::Attack)
            } else {
                None
            };
            out.extend(action);
        }
        if !self.in_opponent_action() && self.taken > 0 {
            out.push(Action::EndActions);
        }
    }

    /// Writes every distinct chance outcome with its weight: a defence value weighs the
    /// face-down cards showing it; each face-down resource card weighs 1.
    pub(crate) fn list_chance(&self, out: &mut Vec<(Action, u32)>) {
        out.clear();
        match self.step {
            Step::DefenceDraw { .. } => {
                let mut weights = [0u32; MAX_DEFENDERS as usize + 1];
                for i in bits(self.acting().defence_left) {
                    if let Some(w) = DEFENCE_DECK
                        .get(i)
                        .and_then(|c| weights.get_mut(usize::from(c.defenders)))
                    {
                        *w += 1;
                    }
                }
                for (d, &w) in weights.iter().enumerate() {
                    if w > 0 {
                        out.push((Action::Defence(d as u8), w));
                    }
                }
            }
            Step::ResourceDraw { .. } => {
                for c in bits(self.acting().resources_left) {
                    if c < DECK_SIZE {
                        out.push((Action::Resources(c as u8), 1));
                    }
                }
            }
            _ => {}
        }
    }
}
