//! A player's turn: taking a die (Scribes, Anubis, Blessings) and which die values let
//! the turn's main action be completed; the main action itself, the die adjustments and
//! the order of the turn's actions are in `main_action.rs`.

use crate::action::{How, TekhenuAction};
use crate::cards::{BlessingEffect, Tech};
use crate::disc::STATUS_BY_DISC;
use crate::pieces::{Colour, Loc, Status, COLOURS, GOLD, SCRIBE};
use crate::run::Out;
use crate::state::{Board, Node, Origin};

/// Main action code for "no action".
pub const NO_ACTION: u8 = 10;

/// Every die value 1..6 (bit v).
const ALL_VALUES: u8 = 0b111_1110;

/// Paid die moves that matter: three moves of up to 2 pips reach any value.
const MOVES: usize = 3;

/// `SPREAD[m][mask]`: the values 1..6 (bit v) within `m` moves of 2 pips of a value in
/// `mask`.
const SPREAD: [[u8; 128]; MOVES + 2] = {
    let mut table = [[0u8; 128]; MOVES + 2];
    let mut m = 0;
    while m < MOVES + 2 {
        let mut mask = 0;
        while mask < 128 {
            let mut from = 0u16;
            let mut step = 0;
            while step <= 2 * m {
                from |= ((mask as u16) << step) | ((mask as u16) >> step);
                step += 1;
            }
            table[m][mask] = from as u8 & ALL_VALUES;
            mask += 1;
        }
        m += 1;
    }
    table
};

/// Values reachable from `ok` (bits 1..6) with `moves` moves of up to 2 pips.
fn spread(ok: u8, moves: u8) -> u8 {
    SPREAD[(moves as usize).min(MOVES + 1)][ok as usize & 127]
}

// `MOVES + 1` moves reach every value from any value: B09/B10 uses that row.
const _: () = {
    let mut v = 1;
    while v <= 6 {
        assert!(SPREAD[MOVES + 1][1 << v] == ALL_VALUES);
        v += 1;
    }
};

/// Without T10: `row[ok]` is the die values (bit v) from which a god action possible
/// at values `ok` is reached with `moves` paid moves (Scribes) and `free` free ones, or
/// from any value with B09/B10 (`b09`) in hand. One row serves every god.
fn reach_row(moves: u8, free: u8, b09: bool) -> &'static [u8; 128] {
    let m = if b09 {
        MOVES + 1
    } else {
        moves.min(MOVES as u8) as usize + free as usize
    };
    &SPREAD[m.min(MOVES + 1)]
}

/// [`reach_row`] for one god's values `ok`.
fn reach(ok: u8, moves: u8, free: u8, b09: bool) -> u8 {
    reach_row(moves, free, b09)[ok as usize & 127]
}

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

/// What a decision knows of the turn's main action after one look (see
/// [`Board::main_reach`]): without T10 every completion question follows from `now`.
pub(crate) struct MainReach {
    /// Values 1..6 (bit w) at which the main action is possible now.
    pub(crate) now: u8,
    /// The seat has T10: paid moves change what it can pay, so each question looks again.
    t10: bool,
    /// B09/B10 in hand.
    b09: bool,
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

    /// Free die moves this turn: an unused T14 (god actions only).
    pub(crate) fn free_moves(&self, p: u8, god_action: bool) -> u8 {
        let pl = &self.players[p as usize];
        (god_action && pl.has_tech(Tech::GodActionAdjust) && !self.turn.t14) as u8
    }

    /// Die values (bit v) from which seat `p` can still perform god `g`'s action, with
    /// `pending` die moves already owed and `free` free moves (T14), each move up to 2
    /// pips (any value with B09/B10 in hand, `b09`): the completion rule (docs/tekhenu.md GAP-26). A paid
    /// move takes a Scribe, which no action costs; with T10 it may take a Gold, and
    /// Scribes may pay for resources, so each paid move lowers what the action can pay.
    pub(crate) fn completable_values(&self, p: u8, g: u8, pending: u8, free: u8, b09: bool) -> u8 {
        let pl = &self.players[p as usize];
        if !pl.has_tech(Tech::GoldAndScribesSwap) {
            let Some(moves) = pl.scribes.checked_sub(pending) else {
                return 0;
            };
            return reach(self.god_values(p, g, Origin::Main), moves, free, b09);
        }
        let units = pl.scribes as u16 + pl.res[GOLD as usize] as u16;
        let mut from = 0;
        for k in pending as u16..=(pending as u16 + MOVES as u16).min(units) {
            let ok = self.god_values_after(p, g, Origin::Main, k);
            if ok == 0 {
                break;
            }
            if b09 {
                return ALL_VALUES;
            }
            from |= spread(ok, (k - pending as u16) as u8 + free);
        }
        from
    }

    /// For seat `p` taking a die: the die values (bit v) from which each section's god
    /// action is reachable (index = section = god), for the grey dice (docs/tekhenu.md GAP-26).
    fn grey_reach(&self, p: u8) -> [u8; 6] {
        let (free, b09) = (
            self.free_moves(p, true),
            self.held_blessing(p, BlessingEffect::AnyValue).is_some(),
        );
        self.completable_all(p, 0, free, b09)
    }

    /// [`Self::completable_values`] for the six gods at once (index = god).
    pub(crate) fn completable_all(&self, p: u8, pending: u8, free: u8, b09: bool) -> [u8; 6] {
        let pl = &self.players[p as usize];
        if pl.has_tech(Tech::GoldAndScribesSwap) {
            // Rare: each god on its own.
            return [0, 1, 2, 3, 4, 5].map(|g| self.completable_values(p, g, pending, free, b09));
        }
        let Some(moves) = pl.scribes.checked_sub(pending) else {
            return [0; 6];
        };
        let row = reach_row(moves, free, b09);
        self.god_masks_after(p, Origin::Main, 0)
            .map(|ok| row[ok as usize & 127])
    }

    /// Values 1..6 (bit w) at which the main action is possible now.
    pub(crate) fn main_values(&self) -> u8 {
        if !self.main_is_god() {
            return ALL_VALUES;
        }
        self.god_values(self.turn.p, self.turn.main, Origin::Main)
    }

    /// Die values (bit v) from which the turn's main action stays possible, with
    /// `pending` adjustment units owed and `free` free moves (a production always is).
    pub(crate) fn main_completable(&self, pending: u8, free: u8) -> u8 {
        self.main_completable_with(&self.main_reach(), pending, free)
    }

    /// One look at the turn's main action, for the several questions a decision asks.
    pub(crate) fn main_reach(&self) -> MainReach {
        let p = self.turn.p;
        MainReach {
            now: self.main_values(),
            t10: self.players[p as usize].has_tech(Tech::GoldAndScribesSwap),
            b09: self.held_blessing(p, BlessingEffect::AnyValue).is_some(),
        }
    }

    /// [`Self::main_completable`] from a look already taken (`r`).
    pub(crate) fn main_completable_with(&self, r: &MainReach, pending: u8, free: u8) -> u8 {
        if !self.main_is_god() {
            return ALL_VALUES;
        }
        let p = self.turn.p;
        if r.t10 {
            return self.completable_values(p, self.turn.main, pending, free, r.b09);
        }
        let Some(moves) = self.players[p as usize].scribes.checked_sub(pending) else {
            return 0;
        };
        reach(r.now, moves, free, r.b09)
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
