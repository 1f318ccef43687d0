//! The chance nodes: which draw is pending, its outcomes and their weights, and drawing
//! one without a buffer.

use nile_core::rng::below;
use nile_core::GameRng;

use crate::action::{Action, Power};
use crate::cards::LOSSES;
use crate::data::*;
use crate::state::{Draw, Phase, Pragas};

impl Pragas {
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

    /// The same distribution as listing the outcomes, drawn without a buffer: the same
    /// generator state gives the same outcome as `sample_weighted` over the list.
    pub(crate) fn sample_outcome(&self, rng: &mut GameRng) -> Option<Action> {
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
