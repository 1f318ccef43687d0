//! Taking a die, the first step of a player's turn: which dice on the disc the seat may
//! take and in which ways (normally, as Pure or Tainted with T08, by Anubis for 2
//! Scribes or with B23/B24, recoloured with B11/B12), and where the taken die goes. The
//! main action that follows is in `main_action.rs`.

use crate::action::{How, TekhenuAction};
use crate::cards::{BlessingEffect, Tech};
use crate::choices::Out;
use crate::disc::STATUS_BY_DISC;
use crate::pieces::{Colour, Loc, Status, COLOURS, SCRIBE};
use crate::state::{Board, Node};

/// `v.clamp(1, 6) - 1` for every byte `v`, as a table (asked for every die on the disc
/// at every TakeDie decision).
const VALUE_SLOT: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut v = 0;
    while v < 256 {
        t[v] = if v < 1 {
            0
        } else if v > 6 {
            5
        } else {
            v as u8 - 1
        };
        v += 1;
    }
    t
};

/// Identical dice (same section, colour and value) give one action: the bit
/// `colour * 6 + value - 1` of their section's word.
#[inline]
fn same_die_bit(d: &crate::pieces::Die) -> u32 {
    1u32 << (d.colour.index() * 6 + VALUE_SLOT[d.value as usize] as usize)
}

/// The ways other than by purity the seat taking a die has.
struct TakeWays {
    /// Anubis paying 2 Scribes.
    anubis: bool,
    /// Anubis by B23/B24.
    b23: bool,
    /// B11/B12 recolouring.
    b11: bool,
    /// T08: Forbidden dice as Pure or Tainted.
    t08: bool,
}

impl Board {
    /// The die taken this turn.
    pub(crate) fn turn_die(&self) -> Option<&crate::pieces::Die> {
        self.dice.get(self.turn.die as usize)
    }

    pub(crate) fn die_value(&self) -> u8 {
        self.turn_die().map_or(1, |d| d.value)
    }

    /// The TakeDie options, die by die in die order; the fallback when none.
    pub(crate) fn gen_take(&self, out: &mut impl Out) {
        let p = self.turn.p;
        let pl = &self.players[p as usize];
        let ways = TakeWays {
            anubis: self.payable(p, SCRIBE) >= 2,
            b23: self.held_blessing(p, BlessingEffect::FreeAnubis).is_some(),
            b11: self.held_blessing(p, BlessingEffect::Recolour).is_some(),
            t08: pl.has_tech(Tech::TakeForbiddenDice),
        };
        let listed = if ways.anubis || ways.b23 || ways.b11 || ways.t08 {
            self.list_takes(&ways, out)
        } else {
            self.list_normal_takes(out)
        };
        if listed == 0 {
            // docs/tekhenu.md GAP-26 fallback: no die can be taken at all.
            for (d, s, _, first) in self.disc_dice_marked() {
                if first {
                    out.put(TekhenuAction::Take(s, d.colour, d.value, How::Fallback));
                }
            }
        }
    }

    /// The TakeDie options when dice can only be taken normally (the common case): one
    /// option per distinct die, kept or not without a branch. Returns how many.
    fn list_normal_takes(&self, out: &mut impl Out) -> u32 {
        // Nearly every TakeDie has a grey die to check: every section's answer at once.
        let reach = self.grey_reach(self.turn.p);
        // Die values are 1..=6 (`check_invariants`).
        let listed = self.list_distinct_dice(out, |d, su, allowed| {
            let reachable = (reach[su] >> (d.value % 8)) & 1 != 0;
            allowed & ((d.colour != Colour::Grey) | reachable)
        });
        if listed > 0 {
            return listed;
        }
        // Nothing listed: no die leaves an action possible, so (docs/tekhenu.md GAP-26) grey dice are
        // taken all the same: every die whose status allows it (only grey ones can be).
        self.list_distinct_dice(out, |_, _, allowed| allowed)
    }

    /// Lists `Take` (normally) for each distinct die on the disc, in die order, that
    /// `keep(die, its section, its status is not Forbidden)` keeps. Returns how many.
    fn list_distinct_dice(
        &self,
        out: &mut impl Out,
        keep: impl Fn(&crate::pieces::Die, usize, bool) -> bool,
    ) -> u32 {
        let statuses = &STATUS_BY_DISC[self.disc as usize % 6];
        let mut count = 0;
        for (d, s, su, fresh) in self.disc_dice_marked() {
            let allowed = statuses[su][d.colour.index()] != Status::Forbidden;
            // `&`: no branch on the die.
            let kept = fresh & keep(d, su, allowed);
            out.put_if(TekhenuAction::Take(s, d.colour, d.value, How::Normal), kept);
            count += kept as u32;
            if out.satisfied() {
                break;
            }
        }
        count
    }

    /// The TakeDie options die by die, every way to take each (Anubis, B23/B24, B11/B12,
    /// T08). Returns how many.
    fn list_takes(&self, ways: &TakeWays, out: &mut impl Out) -> u32 {
        let statuses = &STATUS_BY_DISC[self.disc as usize % 6];
        let reach = self.grey_reach(self.turn.p);
        // Does a grey die showing `v` in section `su` leave its god action possible? Die
        // values are 1..=6 (`check_invariants`).
        let grey_ok = |su: usize, v: u8| (reach[su] >> (v % 8)) & 1 != 0;
        let normal_ok = |d: &crate::pieces::Die, su: usize| {
            let allowed = statuses[su][d.colour.index()] != Status::Forbidden;
            allowed & ((d.colour != Colour::Grey) | grey_ok(su, d.value))
        };
        // docs/tekhenu.md GAP-26: when no die can be taken normally with an action then possible, grey
        // dice are taken normally all the same.
        let any_action = self.disc_dice().fold(false, |any, d| {
            let Loc::Disc(s) = d.loc else { return any };
            any | normal_ok(d, (s as usize).min(5))
        });
        let mut count = 0;
        for (d, s, su, first) in self.disc_dice_marked() {
            if !first {
                continue;
            }
            let st = statuses[su][d.colour.index()];
            let take = |how| TekhenuAction::Take(s, d.colour, d.value, how);
            // `put_if` where the answer depends on the die: no branch on it.
            let mut put_if = |a, keep: bool| {
                count += keep as u32;
                out.put_if(a, keep);
            };
            let grey_fallback = (st != Status::Forbidden) & !any_action;
            put_if(take(How::Normal), normal_ok(d, su) | grey_fallback);
            let t08 = (st == Status::Forbidden) & ways.t08;
            put_if(take(How::AsPure), t08);
            put_if(take(How::AsTainted), t08);
            if ways.anubis {
                put_if(take(How::Anubis), true);
            }
            if ways.b23 {
                put_if(take(How::AnubisBlessing), true);
            }
            if ways.b11 {
                // docs/tekhenu.md GAP-38: any other colour whose status here is not Forbidden.
                // A die turned grey must still allow its god action (docs/tekhenu.md GAP-26).
                for c in COLOURS {
                    let allowed = statuses[su][c.index()] != Status::Forbidden;
                    let reachable = (c != Colour::Grey) | grey_ok(su, d.value);
                    put_if(
                        take(How::Recolour(c)),
                        (c != d.colour) & allowed & reachable,
                    );
                }
            }
            if out.satisfied() {
                break;
            }
        }
        count
    }

    /// The dice on the disc, in die order (from the set kept of them, so the caller's
    /// loop does not test every die).
    fn disc_dice(&self) -> impl Iterator<Item = &crate::pieces::Die> {
        let mut on_disc = self.dice.on_disc();
        std::iter::from_fn(move || {
            let i = on_disc.trailing_zeros() as usize;
            on_disc &= on_disc.wrapping_sub(1);
            self.dice.get(i)
        })
    }

    /// The dice on the disc in die order, each with its section (as read and as an index
    /// below 6) and whether it is the first of its kind there: identical dice (same
    /// section, colour and value) give one option.
    fn disc_dice_marked(&self) -> impl Iterator<Item = (&crate::pieces::Die, u8, usize, bool)> {
        // Per section, bit colour * 6 + value - 1 once a die of that kind was met.
        let mut seen = [0u32; 6];
        self.disc_dice().filter_map(move |d| {
            let Loc::Disc(s) = d.loc else { return None };
            let su = (s as usize).min(5);
            let key = same_die_bit(d);
            let first = seen[su] & key == 0;
            seen[su] |= key;
            Some((d, s, su, first))
        })
    }

    pub(crate) fn exec_take(&mut self, a: TekhenuAction) {
        let p = self.turn.p;
        let TekhenuAction::Take(s, colour, v, how) = a else {
            return;
        };
        let Some(id) = self.first_die_of(colour, |d| d.on_disc_at(s) & (d.value == v)) else {
            return;
        };
        self.turn.die = id as u8;
        self.turn.section = s;
        self.turn.colour = colour.index() as u8;
        self.push(Node::Main);
        let pure = |g: &Board, c: Colour| g.status_as(s, c) == Status::Pure;
        let loc = match how {
            How::Normal if pure(self, colour) => Loc::Left(p),
            How::Normal | How::Fallback | How::AsTainted => Loc::Right(p),
            How::AsPure => Loc::Left(p),
            How::Anubis | How::AnubisBlessing => Loc::Below(p),
            How::Recolour(c) => {
                self.turn.colour = c.index() as u8;
                if let Some(card) = self.held_blessing(p, BlessingEffect::Recolour) {
                    self.use_blessing(p, card);
                }
                self.push(Node::RecolourValue);
                if pure(self, c) {
                    Loc::Left(p)
                } else {
                    Loc::Right(p)
                }
            }
        };
        self.dice.set_loc(id, loc);
        if matches!(loc, Loc::Left(_)) && self.players[p as usize].has_tech(Tech::PureDieVp) {
            self.add_vp(p, 1);
        }
        if matches!(loc, Loc::Below(_)) {
            self.turn.anubis = true;
            if self.players[p as usize].has_tech(Tech::AnubisVp) {
                self.add_vp(p, 3);
            }
            if how == How::Anubis {
                self.charge(p, SCRIBE, 2);
            } else if let Some(card) = self.held_blessing(p, BlessingEffect::FreeAnubis) {
                self.use_blessing(p, card);
            }
        }
    }
}
