//! A player's turn: taking a die (Scribes, Anubis, Blessings), the main action choice,
//! die adjustments and the order of the turn's actions.

use crate::action::{How, TekhenuAction};
use crate::cards::{blessing_effect, BlessingEffect, Tech};
use crate::disc::STATUS_BY_DISC;
use crate::pieces::{Colour, God, Loc, Status, COLOURS, GOLD, NONE, SCRIBE};
use crate::run::Out;
use crate::state::{Act, Board, Node, Origin, Prod, Step};

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
struct MainReach {
    /// Values 1..6 (bit w) at which the main action is possible now.
    now: u8,
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
    fn turn_die(&self) -> Option<&crate::pieces::Die> {
        self.dice.get(self.turn.die as usize)
    }

    fn die_value(&self) -> u8 {
        self.turn_die().map_or(1, |d| d.value)
    }

    /// Free die moves this turn: an unused T14 (god actions only).
    fn free_moves(&self, p: u8, god_action: bool) -> u8 {
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
    fn completable_all(&self, p: u8, pending: u8, free: u8, b09: bool) -> [u8; 6] {
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
    fn main_values(&self) -> u8 {
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
    fn main_reach(&self) -> MainReach {
        let p = self.turn.p;
        MainReach {
            now: self.main_values(),
            t10: self.players[p as usize].has_tech(Tech::GoldAndScribesSwap),
            b09: self.held_blessing(p, BlessingEffect::AnyValue).is_some(),
        }
    }

    /// [`Self::main_completable`] from a look already taken (`r`).
    fn main_completable_with(&self, r: &MainReach, pending: u8, free: u8) -> u8 {
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

    fn effective_colour(&self) -> Colour {
        COLOURS[self.turn.colour as usize % 5]
    }

    pub(crate) fn gen_main(&self, out: &mut impl Out) {
        if self.turn.resolved & 1 != 0 {
            return self.gen_other_action(out);
        }
        let p = self.turn.p;
        let v = self.die_value();
        let free = self.free_moves(p, true);
        let b09 = self.held_blessing(p, BlessingEffect::AnyValue).is_some();
        let mut any = false;
        if self.turn.anubis {
            let from = self.completable_all(p, 0, free, b09);
            for g in 0..6 {
                if from[g as usize] & (1 << v) != 0 {
                    out.put(TekhenuAction::Main(g));
                    any = true;
                }
            }
            for r in 0..4 {
                out.put(TekhenuAction::Main(6 + r));
                any = true;
            }
        } else {
            let g = self.turn.section;
            if self.completable_values(p, g, 0, free, b09) & (1 << v) != 0 {
                out.put(TekhenuAction::Main(g));
                any = true;
            }
            if let Some(r) = self.effective_colour().resource() {
                out.put(TekhenuAction::Main(6 + r));
                any = true;
            }
        }
        if !any {
            out.put(TekhenuAction::Main(NO_ACTION));
        }
    }

    /// "Must choose another action" (rulebook, docs/tekhenu.md OTHER-ACTION): the main
    /// action chosen became impossible once the turn's extra action (B17-B20), resolved
    /// first, used what it needed. The die's other actions as they stand now (its value
    /// is final): the production of its colour, the god of its section, or with Anubis
    /// any god and any production; `take no action` only if none is possible.
    fn gen_other_action(&self, out: &mut impl Out) {
        let p = self.turn.p;
        let v = self.die_value();
        let gods: u8 = if self.turn.anubis {
            0b11_1111
        } else {
            1 << self.turn.section
        };
        let mut any = false;
        for g in 0..6u8 {
            if (gods >> g) & 1 != 0 && self.god_values(p, g, Origin::Main) & (1 << v) != 0 {
                out.put(TekhenuAction::Main(g));
                any = true;
            }
        }
        if self.turn.anubis {
            (0..4).for_each(|r| out.put(TekhenuAction::Main(6 + r)));
            any = true;
        } else if let Some(r) = self.effective_colour().resource() {
            out.put(TekhenuAction::Main(6 + r));
            any = true;
        }
        if !any {
            out.put(TekhenuAction::Main(NO_ACTION));
        }
    }

    pub(crate) fn exec_main(&mut self, a: TekhenuAction) {
        let again = self.turn.resolved & 1 != 0;
        match a {
            // Nothing else is possible with the die: the main action is lost, the rest
            // of the turn (an extra action still pending, its end) goes on.
            TekhenuAction::Main(NO_ACTION) if again => {}
            TekhenuAction::Main(k) if again => {
                self.turn.main = k;
                self.start_main();
            }
            TekhenuAction::Main(NO_ACTION) => self.end_turn(),
            TekhenuAction::Main(k) => {
                self.turn.main = k;
                self.push(Node::Modify);
            }
            _ => {}
        }
    }

    fn main_is_god(&self) -> bool {
        self.turn.main < 6
    }

    fn any_god_action(&self) -> bool {
        self.main_is_god() || self.turn.extras.iter().any(|&x| x != NONE)
    }

    pub(crate) fn gen_modify(&self, out: &mut impl Out) {
        let p = self.turn.p;
        let pl = &self.players[p as usize];
        let v = self.die_value();
        let scribes = self.payable(p, SCRIBE);
        let t14 = pl.has_tech(Tech::GodActionAdjust) && !self.turn.t14 && self.any_god_action();
        let t13 = pl.has_tech(Tech::ProductionAdjust) && !self.turn.t13 && !self.main_is_god();
        let main = self.main_reach();
        if main.now & (1 << v) != 0 {
            out.put(TekhenuAction::Done);
        }
        // docs/tekhenu.md GAP-26: adjustments must leave the main action possible, counting what they
        // cost (a paid move owes one unit; T14's move is free but used up).
        let after_paid = if scribes >= 1 {
            self.main_completable_with(&main, 1, t14 as u8)
        } else {
            0
        };
        let after_t14 = if t14 {
            self.main_completable_with(&main, 0, 0)
        } else {
            0
        };
        // Most seats have nothing to adjust with: the loop below would list nothing.
        let can_adjust = after_paid != 0 || t13 || after_t14 != 0;
        for delta in [-2i8, -1, 1, 2].into_iter().filter(|_| can_adjust) {
            let w = v as i8 + delta;
            if !(1..=6).contains(&w) {
                continue;
            }
            if after_paid & (1 << w) != 0 {
                out.put(TekhenuAction::Adjust(0, delta));
            }
            if t13 {
                out.put(TekhenuAction::Adjust(1, delta));
            }
            if after_t14 & (1 << w) != 0 {
                out.put(TekhenuAction::Adjust(2, delta));
            }
        }
        if let Some(c) = self.held_blessing(p, BlessingEffect::AnyValue) {
            out.put(TekhenuAction::Bless(c));
        }
        let free_extra = self.turn.extras.contains(&NONE);
        // Extra-action blessings must leave the main action possible (docs/tekhenu.md GAP-26).
        if free_extra && after_paid & (1 << v) != 0 {
            if let Some(c) = self.held_blessing(p, BlessingEffect::ExtraAdjacent) {
                out.put(TekhenuAction::Bless(c));
            }
        }
        if free_extra && pl.happy >= 1 && pl.pop >= 1 {
            // docs/tekhenu.md GAP-46: both tracks must be at least 1.
            if let Some(c) = self.held_blessing(p, BlessingEffect::ExtraOpposite) {
                let mut probe = self.clone();
                probe.lose_happy(p, 1);
                probe.lose_pop(p, 1);
                if probe.main_completable(0, t14 as u8) & (1 << v) != 0 {
                    out.put(TekhenuAction::Bless(c));
                }
            }
        }
        if self.main_completable_with(&main, 0, t14 as u8) & (1 << v) == 0 {
            // Unreachable while every earlier option keeps the main action possible (the
            // checks above and on Scribe payments): kept so a decision is never empty.
            out.put(TekhenuAction::Main(NO_ACTION));
        }
    }

    fn set_die(&mut self, w: u8) {
        self.dice.set_value(self.turn.die as usize, w.clamp(1, 6));
    }

    pub(crate) fn exec_modify(&mut self, a: TekhenuAction) {
        let p = self.turn.p;
        let v = self.die_value();
        match a {
            TekhenuAction::Done => self.after_modify(),
            TekhenuAction::Main(NO_ACTION) => self.end_turn(),
            TekhenuAction::Adjust(src, delta) => {
                self.set_die((v as i8 + delta) as u8);
                self.push(Node::Modify);
                match src {
                    0 => self.charge(p, SCRIBE, 1),
                    1 => self.turn.t13 = true,
                    _ => self.turn.t14 = true,
                }
            }
            TekhenuAction::Bless(c) => {
                self.use_blessing(p, c);
                self.push(Node::Modify);
                match blessing_effect(c) {
                    Some(BlessingEffect::AnyValue) => self.push(Node::SetValue),
                    Some(BlessingEffect::ExtraAdjacent) => {
                        self.push(Node::ExtraAdjacent);
                        self.charge(p, SCRIBE, 1);
                    }
                    Some(BlessingEffect::ExtraOpposite) => {
                        self.lose_happy(p, 1);
                        self.lose_pop(p, 1);
                        self.add_extra((self.turn.section + 3) % 6);
                    }
                    _ => {}
                }
            }
            _ => {}
        }
    }

    fn add_extra(&mut self, g: u8) {
        if let Some(slot) = self.turn.extras.iter_mut().find(|x| **x == NONE) {
            *slot = g;
        }
    }

    pub(crate) fn gen_small_turn(&self, n: Node, out: &mut impl Out) {
        let p = self.turn.p;
        let v = self.die_value();
        match n {
            Node::RecolourValue => {
                for w in v.saturating_sub(1).max(1)..=(v + 1).min(6) {
                    out.put(TekhenuAction::Value(w));
                }
            }
            Node::SetValue => {
                let t14 = self.players[p as usize].has_tech(Tech::GodActionAdjust)
                    && !self.turn.t14
                    && self.any_god_action();
                let from = self.main_completable(0, t14 as u8);
                for w in 1..=6 {
                    if from == 0 || from & (1 << w) != 0 {
                        out.put(TekhenuAction::Value(w));
                    }
                }
            }
            Node::ExtraAdjacent => {
                let s = self.turn.section;
                out.put(TekhenuAction::Extra((s + 5) % 6));
                out.put(TekhenuAction::Extra((s + 1) % 6));
            }
            Node::T19 => {
                out.put(TekhenuAction::UseT19);
                out.put(TekhenuAction::Decline);
            }
            Node::TurnEnd => out.put(TekhenuAction::EndTurn),
            Node::ResolveNext => {
                if self.turn.resolved & 1 == 0 {
                    out.put(TekhenuAction::Resolve(0));
                }
                for i in 0..2 {
                    let g = self.turn.extras[i];
                    let dup = i == 1 && self.turn.extras[0] == g && self.turn.resolved & 2 == 0;
                    if g != NONE && self.turn.resolved & (2 << i) == 0 && !dup {
                        out.put(TekhenuAction::Resolve(g + 1));
                    }
                }
            }
            _ => {}
        }
    }

    pub(crate) fn exec_small_turn(&mut self, n: Node, a: TekhenuAction) {
        let p = self.turn.p;
        match (n, a) {
            (Node::RecolourValue | Node::SetValue, TekhenuAction::Value(w)) => self.set_die(w),
            (Node::ExtraAdjacent, TekhenuAction::Extra(g)) => self.add_extra(g),
            (Node::T19, TekhenuAction::UseT19) => {
                let v = self.die_value();
                if let Some(r) = self.effective_colour().resource() {
                    self.push(Node::ProdWindow(Prod {
                        p,
                        r,
                        v,
                        twice: false,
                        origin: Origin::T19,
                        die1: v == 1,
                    }));
                }
                self.charge(p, SCRIBE, 1);
            }
            (Node::ResolveNext, TekhenuAction::Resolve(w)) => {
                self.step(Step::ResolveActions);
                self.resolve_one(w);
            }
            (Node::TurnEnd, TekhenuAction::EndTurn) => self.finish_turn(),
            _ => {}
        }
    }

    /// After Done: T19's window (rulebook), then the actions.
    ///
    /// Steps that would run at once are called directly here and below (the same order
    /// as through the stack, without a push, a pop and a dispatch each).
    pub(crate) fn after_modify(&mut self) {
        let p = self.turn.p;
        let tainted = matches!(self.turn_die().map(|d| d.loc), Some(Loc::Right(_)));
        // `&`: one branch on the rare T19 rather than on each test.
        if self.players[p as usize].has_tech(Tech::TaintedDieAlsoProduces)
            & tainted
            & self.main_is_god()
            & self.effective_colour().resource().is_some()
            && self.payable(p, SCRIBE) >= 1
            && self.t19_keeps_main()
        {
            self.step(Step::ResolveActions);
            self.push(Node::T19);
        } else {
            self.resolve_actions();
        }
    }

    /// docs/tekhenu.md GAP-26: T19's Scribe (T10: a Gold) may be spent only if the main action stays
    /// possible after it and the production it buys (without the production window's
    /// Blessings, which only add).
    fn t19_keeps_main(&self) -> bool {
        let p = self.turn.p;
        let Some(r) = self.effective_colour().resource() else {
            return false;
        };
        let v = self.die_value();
        let mut probe = self.clone();
        let q = &mut probe.players[p as usize];
        if q.scribes > 0 {
            q.scribes -= 1;
        } else {
            q.res[GOLD as usize] = q.res[GOLD as usize].saturating_sub(1);
        }
        probe.produce(Prod {
            p,
            r,
            v,
            twice: false,
            origin: Origin::T19,
            die1: v == 1,
        });
        probe.main_values() & (1 << v) != 0
    }

    pub(crate) fn resolve_actions(&mut self) {
        let mut pending = 0;
        let mut last = 0;
        if self.turn.resolved & 1 == 0 {
            pending += 1;
            last = 0;
        }
        for i in 0..2 {
            if self.turn.extras[i] != NONE && self.turn.resolved & (2 << i) == 0 {
                pending += 1;
                last = self.turn.extras[i] + 1;
            }
        }
        match pending {
            0 => self.end_turn(),
            1 => {
                self.step(Step::ResolveActions);
                self.resolve_one(last);
            }
            _ => self.push(Node::ResolveNext),
        }
    }

    /// Starts the turn's main action; a god action that became impossible (an extra
    /// action resolved first used what it needed) asks for another action instead
    /// ([`Self::gen_other_action`]).
    fn start_main(&mut self) {
        let p = self.turn.p;
        let v = self.die_value();
        let k = self.turn.main;
        if let Some(god) = God::from_index(k) {
            let a = Act {
                p,
                god,
                v,
                origin: Origin::Main,
                waived: false,
                no_loss: false,
                filter: 0,
                die1: v == 1,
            };
            if self.act_ok(&a, true) {
                self.begin_god(a);
            } else {
                self.push(Node::Main);
            }
        } else {
            self.push(Node::ProdWindow(Prod {
                p,
                r: k - 6,
                v,
                twice: false,
                origin: Origin::Main,
                die1: v == 1,
            }));
        }
    }

    /// Starts the main action (`w == 0`) or the extra action of god `w - 1`.
    fn resolve_one(&mut self, w: u8) {
        let p = self.turn.p;
        let v = self.die_value();
        if w == 0 {
            self.turn.resolved |= 1;
            self.start_main();
        } else {
            let g = w - 1;
            let i = if self.turn.extras[0] == g && self.turn.resolved & 2 == 0 {
                0
            } else {
                1
            };
            self.turn.resolved |= 2 << i;
            self.start_god(Act {
                p,
                god: God::of_section(g),
                v,
                origin: Origin::Extra,
                waived: false,
                no_loss: false,
                filter: 0,
                die1: v == 1,
            });
        }
    }
}
