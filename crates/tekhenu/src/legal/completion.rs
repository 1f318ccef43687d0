//! The completion rule (docs/tekhenu.md GAP-26): the die values from which a god
//! action, or the turn's main action, can still be completed with the die moves the seat
//! can make (paid moves with Scribes, or Gold with T10; T14's free move; any value with
//! B09/B10), each move up to 2 pips. Every decision of a turn that changes the die or
//! spends what the action needs asks it.

use crate::cards::{BlessingEffect, Tech};
use crate::pieces::GOLD;
use crate::state::{Board, Origin};

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

impl Board {
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
    pub(crate) fn grey_reach(&self, p: u8) -> [u8; 6] {
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
}
