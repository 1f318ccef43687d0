//! The Maat phase (rulebook), after a Rotation once every seat holds four dice: Faith
//! placed in turn order, each seat's balance on the scales of Maat (its pans, excess and
//! Faith; Botankhamun's fixed balance), the penalty, the new turn order by balance (ties
//! by Ankh), then a scoring phase or the game's end, the dice back to the bag, new
//! Destiny cards and, in solo, a new pyramid.

use crate::cards::Tech;
use crate::pieces::{Loc, FAITH, GOLD, NONE};
use crate::scoring::{maat_penalty, BOT_BALANCE};
use crate::state::{Board, Node, Step};

impl Board {
    /// Ankh value for Maat ties: T15 = 5, bot = 4, else the Destiny card (A01 = 0).
    pub(crate) fn ankh(&self, p: u8) -> u8 {
        let pl = &self.players[p as usize];
        if self.is_bot(p) {
            4
        } else if pl.has_tech(Tech::MaatFaithAndAnkh) {
            5
        } else if pl.destiny < 4 {
            crate::cards::DESTINY[pl.destiny as usize].1
        } else {
            0
        }
    }

    /// Seat `p`'s balance as it stands (rulebook).
    pub fn balance(&self, p: u8) -> i32 {
        self.balance_with(p, &self.pans())
    }

    /// Seat `p`'s balance given every seat's [`Self::pans`].
    fn balance_with(&self, p: u8, pans: &[i32; 4]) -> i32 {
        if self.is_bot(p) {
            return BOT_BALANCE[(self.maat.max(1) - 1) as usize % 4] as i32;
        }
        let pl = &self.players[p as usize];
        pans[p as usize % 4] - pl.excess as i32 + pl.faith_placed as i32
    }

    /// Each seat's left pan minus its right pan (die values), in one pass over the dice.
    fn pans(&self) -> [i32; 4] {
        let mut pans = [0i32; 4];
        for die in &self.dice {
            // Added with sign 0 when on no pan: no branch on the location.
            let (kind, q) = die.loc.parts();
            let sign = (kind == 3) as i32 - (kind == 4) as i32;
            pans[q as usize % 4] += sign * die.value as i32;
        }
        pans
    }

    pub(crate) fn maat_stage(&mut self, stage: u8) {
        match stage {
            0 => {
                self.maat += 1;
                for p in 0..self.humans() {
                    if self.players[p as usize].has_tech(Tech::MaatFaithAndAnkh) {
                        self.gain(p, FAITH, 2);
                    }
                }
                self.step(Step::Maat(1));
                // docs/tekhenu.md GAP-27: faith is placed in turn order, openly.
                for i in (0..self.np).rev() {
                    let p = self.order[i as usize];
                    if !self.is_bot(p) {
                        self.push(Node::Faith(p));
                    }
                }
            }
            1 => {
                let np = self.np as usize;
                let pans = self.pans();
                for p in 0..self.np {
                    let b = self.balance_with(p, &pans);
                    self.balances[p as usize] = b.clamp(-127, 127) as i8;
                    if !self.is_bot(p) {
                        self.lose_vp(p, maat_penalty(b));
                    }
                }
                let mut seats = [0u8, 1, 2, 3];
                seats[..np].sort_by_key(|&p| {
                    (
                        self.balances[p as usize].unsigned_abs(),
                        u8::MAX - self.ankh(p),
                    )
                });
                self.order = seats;
                if np >= 3 {
                    // T16 (docs/tekhenu.md GAP-28): after the new order is set.
                    let first = self.order[0];
                    let last = self.order[np - 1];
                    if self.players[first as usize].has_tech(Tech::MaatTurnOrderRewards) {
                        self.add_vp(first, 2);
                    }
                    if self.players[last as usize].has_tech(Tech::MaatTurnOrderRewards) {
                        self.gain(last, GOLD, 1);
                    }
                }
                self.step(Step::Maat(2));
            }
            2 => match self.maat {
                2 => {
                    self.step(Step::Maat(3));
                    self.step(Step::Scoring(0));
                }
                4 => {
                    // The game ends in Maat phase 4: D23, Scoring 2, final scoring.
                    self.step(Step::Final(1));
                    self.step(Step::Scoring(0));
                    self.step(Step::Final(0));
                }
                _ => self.step(Step::Maat(3)),
            },
            3 => {
                let mut held = self.dice.held().iter().fold(0, |all, h| all | h);
                while held != 0 {
                    self.dice.set_loc(held.trailing_zeros() as usize, Loc::Bag);
                    held &= held - 1;
                }
                for pl in self.players.iter_mut() {
                    pl.excess = 0;
                    pl.faith = 0;
                    pl.faith_placed = 0;
                    pl.destiny = NONE;
                }
                self.destiny_free = 0b1111;
                self.step(Step::Maat(4));
            }
            4 => {
                self.step(Step::Maat(5));
                if self.solo {
                    self.push(Node::Destiny(0));
                    if self.order[0] == 1 {
                        // Rulebook: the bot, if first, takes A01 or A02 at random.
                        self.push(Node::ChBotDestiny);
                    }
                } else {
                    for i in (0..self.np).rev() {
                        self.push(Node::Destiny(self.order[i as usize]));
                    }
                }
            }
            _ => {
                if self.solo {
                    // Rulebook: a new pyramid for the next period.
                    self.bot.pyramid = [NONE; 10];
                    self.bot.progress = NONE;
                    for pos in (0..10).rev() {
                        self.push(Node::ChPyramid(pos));
                    }
                }
            }
        }
    }
}
