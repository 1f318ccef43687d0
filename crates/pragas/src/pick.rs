//! A uniformly random legal action of a dice turn's main stage, picked without listing
//! them all: the speed path behind `random_step` for the commonest decision.
//!
//! Listing a dice turn pushes one action per die, change and use; but the number of
//! actions of a die and change is the number of set bits of its value's `USE_*` set, and
//! those bits are in listing order. So the count is a sum of bit counts, and the `k`-th
//! action is found by walking the same dice and changes. The pick is the listing's `k`-th
//! action for the same `k`, so the same generator draw gives the same action (a test
//! checks every index at every dice turn of random games, and the conformance kit checks
//! `random_step` against the listing path).

use nile_core::rng::below;
use nile_core::{GameError, GameRng, RandomStep, Turn};

use crate::action::Action;
use crate::board::BIT_COUNTS;
use crate::legal::{
    ValueUses, SHIFTS, USE_EDFU, USE_FAVOUR, USE_HEBREW, USE_RECOVER, USE_SA2, USE_TILE,
};
use crate::state::{Phase, Pragas, Stage};

/// The main-stage dice actions of a seat, as counts per die and change.
pub(crate) struct DiceTurn {
    uses: ValueUses,
    abydos: bool,
    dice_used: u8,
}

impl DiceTurn {
    /// Actions of value `v`: the bit count of its `USE_*` set.
    #[inline]
    fn count(&self, v: u8) -> usize {
        usize::from(BIT_COUNTS[usize::from(self.uses.of(v))])
    }

    /// Each unspent die with each change it may take and the value it gives, in listing
    /// order.
    fn each_die_value(&self, f: &mut impl FnMut(u8, i8, u8) -> bool) {
        for die in 1..=6u8 {
            if self.dice_used & (1 << (die - 1)) != 0 {
                continue;
            }
            for shift in SHIFTS {
                if shift != 0 && !self.abydos {
                    break;
                }
                let v = i16::from(die) + i16::from(shift);
                if (1..=6).contains(&v) && !f(die, shift, v as u8) {
                    return;
                }
            }
        }
    }

    /// Without Abydos each unspent die gives its own value, so the dice actions are the
    /// set bits of the unspent dice's lanes, in listing order (die by die, each die's
    /// uses in `USE_*` order): the count is their number and the `k`-th the `k`-th bit.
    fn plain_lanes(&self) -> Option<u64> {
        (!self.abydos).then(|| self.uses.lanes(!self.dice_used & 0b11_1111))
    }

    /// Actions that spend a die (zero when only forfeits are left).
    fn use_count(&self) -> usize {
        if let Some(lanes) = self.plain_lanes() {
            return lanes.count_ones() as usize;
        }
        let mut n = 0;
        self.each_die_value(&mut |_, _, v| {
            n += self.count(v);
            true
        });
        n
    }

    /// The `k`-th dice action (forfeits when nothing else is possible), if there is one.
    fn nth(&self, k: usize) -> Option<Action> {
        if let Some(lanes) = self.plain_lanes().filter(|&l| l != 0) {
            let mut bits = lanes;
            for _ in 0..k {
                bits &= bits.wrapping_sub(1);
            }
            if bits == 0 {
                return None;
            }
            let (v, bit) = ValueUses::lane_bit(bits.trailing_zeros());
            return Some(dice_action(bit, v, 0, v));
        }
        let mut k = k;
        let mut pick = None;
        let mut any = false;
        self.each_die_value(&mut |die, shift, v| {
            let u = self.uses.of(v);
            any |= u != 0;
            let c = usize::from(BIT_COUNTS[usize::from(u)]);
            if k < c {
                let mut bits = u;
                for _ in 0..k {
                    bits &= bits - 1;
                }
                pick = Some(dice_action(1 << bits.trailing_zeros(), die, shift, v));
                return false;
            }
            k -= c;
            true
        });
        if any {
            return pick;
        }
        (1..=6u8)
            .filter(|die| self.dice_used & (1 << (die - 1)) == 0)
            .nth(k)
            .map(|die| Action::Forfeit { die })
    }
}

/// The action of one `USE_*` bit for a die, its change and the value it gives.
fn dice_action(bit: u16, die: u8, shift: i8, v: u8) -> Action {
    match bit {
        USE_TILE => Action::TakeTile {
            die,
            shift,
            slot: v,
        },
        USE_FAVOUR => Action::TakeFavour {
            die,
            shift,
            card: v,
            sa2: false,
        },
        USE_SA2 => Action::TakeFavour {
            die,
            shift,
            card: 6,
            sa2: true,
        },
        USE_EDFU => Action::EdfuSearch { die, shift },
        _ if bit >= USE_RECOVER => Action::Recover {
            die,
            shift,
            slot: if bit == USE_RECOVER { 1 } else { 2 },
        },
        _ => Action::FreeHebrew {
            die,
            shift,
            token: (bit / USE_HEBREW).trailing_zeros() as u8,
        },
    }
}

impl Pragas {
    /// The acting seat's dice turn, when the decision is a human seat's main dice stage
    /// (what `each_legal` lists there is `each_dice`, then `each_free`).
    pub(crate) fn dice_turn(&self) -> Option<(usize, DiceTurn)> {
        if self.draw.is_some() || self.pending.is_some() {
            return None;
        }
        let Phase::Dice {
            stage: Stage::Main, ..
        } = self.phase
        else {
            return None;
        };
        let (seat, _) = self.turn_seat()?;
        if self.is_ai(seat) {
            return None;
        }
        let (uses, abydos) = self.dice_uses(seat);
        let dice_used = self.seats[seat].dice_used;
        Some((
            seat,
            DiceTurn {
                uses,
                abydos,
                dice_used,
            },
        ))
    }

    /// How many legal actions a dice turn has, and the `k`-th of them (`pick(k)` for `k`
    /// below the count is `legal_actions()[k]`).
    pub(crate) fn dice_turn_count(&self, seat: usize, turn: &DiceTurn) -> (usize, usize) {
        let uses = turn.use_count();
        let main = if uses > 0 {
            uses
        } else {
            (!turn.dice_used & 0b11_1111).count_ones() as usize
        };
        let mut free = 0;
        self.each_free(seat, &mut |_| free += 1);
        (main, free)
    }

    /// The `k`-th legal action of a dice turn whose main actions number `main`.
    pub(crate) fn dice_turn_nth(
        &self,
        seat: usize,
        turn: &DiceTurn,
        main: usize,
        k: usize,
    ) -> Option<Action> {
        if k < main {
            return turn.nth(k);
        }
        let mut k = k - main;
        let mut pick = None;
        self.each_free(seat, &mut |a| {
            if k == 0 && pick.is_none() {
                pick = Some(a);
            }
            k = k.wrapping_sub(1);
        });
        pick
    }
}

/// Room for a decision's actions on the stack; a longer listing (a rare turn with many
/// free actions) goes to the caller's buffer instead.
const SHORT_LIST: usize = 16;

impl Pragas {
    /// A uniformly random legal action of a decision other than a dice turn: the listing
    /// path's draw (`below` the number of actions, the action at that index), with the
    /// actions listed into a short array on the stack rather than the buffer.
    pub(crate) fn random_listed(
        &self,
        rng: &mut GameRng,
        legal: &mut Vec<Action>,
    ) -> Option<Action> {
        let mut short = [Action::EndTurn; SHORT_LIST];
        let mut n = 0;
        self.each_legal(&mut |a| {
            if let Some(slot) = short.get_mut(n) {
                *slot = a;
            }
            n += 1;
        });
        if n == 0 {
            return None;
        }
        if n <= SHORT_LIST {
            return Some(short[below(rng, n as u64) as usize]);
        }
        legal.clear();
        self.each_legal(&mut |a| legal.push(a));
        legal.get(below(rng, legal.len() as u64) as usize).copied()
    }
}

impl Pragas {
    /// `Game::random_step`: draws exactly what the listing default draws, but applies the
    /// action it just listed without validating it again, and picks a dice turn's main
    /// action without listing (above).
    pub(crate) fn random_step_fast(
        &mut self,
        rng: &mut GameRng,
        legal: &mut Vec<Action>,
    ) -> Result<RandomStep, GameError> {
        match self.actor() {
            Turn::Over => Err(GameError::GameOver),
            Turn::Chance => {
                let a = self.sample_outcome(rng).ok_or_else(|| {
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
}

#[cfg(test)]
mod tests {
    use nile_core::rng::{below, seeded};
    use nile_core::{Game, GameConfig, Turn};

    use crate::state::{Pragas, PragasConfig};

    /// At every decision of random games that is not a dice turn, the short-list pick
    /// draws what the listing path draws from the same generator.
    #[test]
    fn the_short_list_pick_is_the_listing_s_pick() {
        let (mut legal, mut chance) = (Vec::new(), Vec::new());
        let mut checked = 0;
        for (players, seed) in [(1, 31), (2, 32), (3, 33), (4, 34), (4, 35)] {
            let mut g = Pragas::new(&PragasConfig::for_players(players)).unwrap();
            let mut rng = seeded(seed);
            while g.turn() != Turn::Over {
                if matches!(g.turn(), Turn::Player(_)) && g.dice_turn().is_none() {
                    for probe in 0..3 {
                        let (mut a, mut b) = (seeded(probe), seeded(probe));
                        let fast = g.random_listed(&mut a, &mut legal);
                        g.legal_actions(&mut legal);
                        let listed = legal[below(&mut b, legal.len() as u64) as usize];
                        assert_eq!(fast, Some(listed));
                    }
                    checked += 1;
                }
                g.random_step(&mut rng, &mut legal, &mut chance).unwrap();
            }
        }
        assert!(checked > 100);
    }

    /// At every main dice stage of random games, the count is the listing's length and
    /// the `k`-th pick the listing's `k`-th action, for every `k`.
    #[test]
    fn the_dice_pick_is_the_listing_s_kth_action() {
        let (mut legal, mut chance) = (Vec::new(), Vec::new());
        let mut checked = 0;
        for (players, seed) in [(1, 21), (2, 22), (3, 23), (4, 24), (4, 25), (4, 26)] {
            let mut g = Pragas::new(&PragasConfig::for_players(players)).unwrap();
            let mut rng = seeded(seed);
            while g.turn() != Turn::Over {
                if let Some((seat, turn)) = g.dice_turn() {
                    g.legal_actions(&mut legal);
                    let (main, free) = g.dice_turn_count(seat, &turn);
                    assert_eq!(main + free, legal.len());
                    for (k, &a) in legal.iter().enumerate() {
                        assert_eq!(g.dice_turn_nth(seat, &turn, main, k), Some(a));
                    }
                    assert_eq!(g.dice_turn_nth(seat, &turn, main, legal.len()), None);
                    checked += 1;
                }
                g.random_step(&mut rng, &mut legal, &mut chance).unwrap();
            }
        }
        assert!(checked > 100);
    }
}
