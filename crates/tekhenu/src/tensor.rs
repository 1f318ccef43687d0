//! The observation tensor (`Game::observation_tensor`): seat p's [`TekhenuView`] as a
//! flat vector of numbers, in the sections documented in `docs/tekhenu.md`
//! ("Observation tensor"). Everything is read from the view, so nothing hidden from the
//! seat can reach it. One-hot groups are all zero for an empty value (`NONE`); counts
//! are divided by a typical maximum so most values fall in 0..1.

use crate::pieces::{Loc, NONE};
use crate::state::{Board, Node, Placed};
use crate::view::TekhenuView;

/// Viewer, whose turn, flags, disc, rotation/Maat counters, first player, turn order.
pub const META: usize = 4 + 1 + 4 + 1 + 1 + 1 + 6 + 3 + 4 + 4 + 16;
/// 26 dice: location (bag, out, 6 sections, left/right/below of 4 seats) and face.
pub const DICE: usize = 26 * (20 + 1);
/// One seat's board, cards and tracks.
pub const SEAT: usize =
    5 + 1 + 1 + 1 + 1 + 1 + 4 + 1 + 1 + 1 + 24 * 3 + 4 + 1 + 3 + 12 + 24 + 1 + 1 + 24 + 24 + 1 + 1;
/// Horus slots, god statues, people statues, board Gold.
pub const GODS: usize = 36 + 24 + 16 + 5;
/// Temple cells, temple building spaces, Osiris districts.
pub const TEMPLE: usize = 25 * (1 + 4 + 4 + 27) + 10 * 4 + 24 * 4;
/// Market, S05/S06 offer, Blessing and Technology decks, discards, removed cards,
/// unknown Decrees, the Decrees under the deck.
pub const CARDS: usize = 15 * 24 + 2 * 72 + 2 * 24 + 3 * 24 + 3 * 24 + 24 + 1 + 4 * 24;
/// Pillar stack and display.
pub const PILLARS: usize = 27 + 3 * 27;
/// Starting-card pool, reveal count, free Destiny cards.
pub const SETUP: usize = 12 + 1 + 4;
/// The turn in progress.
pub const TURN: usize = 4 + 26 + 6 + 1 + 5 + 11 + 2 * 6 + 3 + 5;
/// Botankhamun: pyramid, progress, tile, die and its value.
pub const BOT: usize = 10 * 10 + 10 + 10 + 26 + 1;
/// The pending step: kind of the top node, stack depth, god and value of its action.
pub const PENDING: usize = NODE_KINDS + 1 + 6 + 1;
/// The whole tensor.
pub const LEN: usize =
    META + DICE + 4 * SEAT + GODS + TEMPLE + CARDS + PILLARS + SETUP + TURN + BOT + PENDING;

/// Node kinds told apart in the pending section.
const NODE_KINDS: usize = 51;

struct Enc<'a> {
    out: &'a mut Vec<f32>,
}

impl Enc<'_> {
    fn num(&mut self, x: impl Into<f64>, scale: f64) {
        self.out.push((x.into() / scale) as f32);
    }
    fn flag(&mut self, b: bool) {
        self.out.push(f32::from(u8::from(b)));
    }
    /// `n` slots, a 1 at `i` (none if `i >= n`, e.g. `NONE`).
    fn one_hot(&mut self, i: usize, n: usize) {
        self.out.extend((0..n).map(|j| f32::from(u8::from(j == i))));
    }
    fn bits(&mut self, mask: u32, n: usize) {
        self.out
            .extend((0..n).map(|j| f32::from(u8::from(mask >> j & 1 != 0))));
    }
}

fn loc_code(loc: Loc) -> usize {
    let (kind, x) = loc.parts();
    let x = usize::from(x);
    match kind {
        0 => 0,
        1 => 1,
        2 => 2 + x.min(6),
        3 => 8 + x.min(4),
        4 => 12 + x.min(4),
        _ => 16 + x.min(4),
    }
}

/// The kind of a pending node (0..[`NODE_KINDS`]), with the god and value of the action
/// it belongs to when it has one.
fn node_kind(n: Node) -> (usize, Option<(u8, u8)>) {
    use Node::*;
    let act = |a: crate::state::Act| Some((a.god.id(), a.v));
    match n {
        Empty => (0, None),
        ChDisc => (1, None),
        ChPillar(_) => (2, None),
        ChHorus(_) => (3, None),
        ChCard(_) => (4, None),
        ChDie(_) => (5, None),
        ChDecree(_) => (6, None),
        ChOffer(..) => (7, None),
        ChStart => (8, None),
        ChFirst => (9, None),
        ChBotDestiny => (10, None),
        ChPyramid(_) => (11, None),
        ChCoin => (12, None),
        ChTie(_) => (13, None),
        ChMediumPillar => (14, None),
        KeepDecree(_) => (15, None),
        Draft(_) => (16, None),
        Destiny(_) => (17, None),
        GainPick(..) => (18, None),
        KeepOffer(_) => (19, None),
        PopHappy(..) => (20, None),
        RewardOrder(..) => (21, None),
        TakeDie => (22, None),
        RecolourValue => (23, None),
        Main => (24, None),
        Modify => (25, None),
        SetValue => (26, None),
        ExtraAdjacent => (27, None),
        T19 => (28, None),
        ResolveNext => (29, None),
        TurnEnd => (30, None),
        Horus(a) => (31, act(a)),
        RaCell(a) => (32, act(a)),
        RaRot(a, _) => (33, act(a)),
        HathorSpace(a) => (34, act(a)),
        HathorPick(a, _) => (35, act(a)),
        Bastet(a) => (36, act(a)),
        Thoth(a, _) => (37, act(a)),
        ThothPick(a, _, _) => (38, act(a)),
        Osiris(a) => (39, act(a)),
        Row6(_) => (40, None),
        P12Value(_) => (41, None),
        ProdWindow(pr) => (42, Some((NONE, pr.v))),
        Pay(..) => (43, None),
        FreeAction(..) => (44, None),
        Faith(_) => (45, None),
        Feed(..) => (46, None),
        SelectDecree(_) => (47, None),
        D03Target(_) => (48, None),
        D04Count(..) => (49, None),
        Step(_) => (50, None),
    }
}

/// Writes seat `view.viewer`'s tensor (exactly [`LEN`] values) into `out`.
pub(crate) fn encode(view: &TekhenuView, out: &mut Vec<f32>) {
    out.clear();
    let s: &Board = &view.state.board;
    let mut e = Enc { out };
    let u = usize::from;
    let np = u(s.np).min(4);
    // Meta.
    e.one_hot(view.viewer.map_or(4, u), 4);
    e.flag(s.solo);
    let turn = if s.over { None } else { s.top() };
    let actor = match turn {
        Some(n) if !n.is_chance() => u(s.actor(n)),
        _ => 4,
    };
    e.one_hot(actor, 4);
    e.flag(turn.is_some_and(|n| n.is_chance()));
    e.flag(s.over);
    e.flag(s.revealed);
    e.one_hot(u(s.disc), 6);
    e.num(s.rotations, 8.0);
    e.num(s.maat, 4.0);
    e.num(s.turns_since_rotation, 20.0);
    e.one_hot(u(s.first), 4);
    e.one_hot(u(s.turn_pos), 4);
    for pos in 0..4 {
        e.one_hot(if pos < np { u(s.order[pos]) } else { 4 }, 4);
    }
    // Dice.
    for d in s.dice.iter() {
        e.one_hot(loc_code(d.loc), 20);
        e.num(d.value, 6.0);
    }
    // Seats.
    for (q, pl) in s.players.iter().enumerate() {
        for &r in &pl.res {
            e.num(r, 10.0);
        }
        e.num(pl.scribes, 10.0);
        e.num(pl.faith, 10.0);
        e.num(pl.score, 100.0);
        e.num(pl.pop, 21.0);
        e.num(pl.happy, 21.0);
        for &x in &pl.prod {
            e.num(x, 6.0);
        }
        e.num(pl.buildings, 10.0);
        e.num(pl.statues, 6.0);
        e.num(pl.pillars, 8.0);
        e.bits(pl.blessings.bits(), 24);
        e.bits(pl.techs.bits(), 24);
        e.bits(pl.decrees.bits(), 24);
        e.one_hot(u(pl.destiny), 4);
        e.num(pl.excess, 10.0);
        e.bits(u32::from(pl.milestones), 3);
        let starting = pl
            .starting
            .iter()
            .filter(|&&c| c < 12)
            .fold(0u32, |m, &c| m | 1 << c);
        e.bits(starting, 12);
        e.one_hot(decree_place(pl.returned), 24);
        e.num(pl.faith_placed, 10.0);
        e.flag(pl.d23_used);
        e.bits(pl.selected.bits(), 24);
        e.one_hot(decree_place(pl.d03_target), 24);
        e.num(view.hand_sizes[q], 24.0);
        e.num(s.balances[q], 10.0);
    }
    // Gods: Horus slots, statues, people statues, board Gold.
    for &g in &s.horus {
        e.one_hot(u(g), 6);
    }
    for g in &s.god_statues {
        for &n in g {
            e.num(n, 3.0);
        }
    }
    for &o in &s.people {
        e.one_hot(u(o), 4);
    }
    e.bits(u32::from(s.board_gold), 5);
    // Temple and Osiris.
    for cell in s.temple.iter().flatten() {
        let Placed { tile, rot, owner } = cell.unwrap_or(Placed {
            tile: NONE,
            rot: NONE,
            owner: NONE,
        });
        e.flag(cell.is_some());
        e.one_hot(u(owner), 4);
        e.one_hot(u(rot), 4);
        e.one_hot(u(tile), 27);
    }
    for &o in &s.temple_buildings {
        e.one_hot(u(o), 4);
    }
    for &o in s.osiris.iter().flatten() {
        e.one_hot(u(o), 4);
    }
    // Cards.
    for &c in &s.market {
        e.one_hot(c.map_or(24, |c| u(c.position())), 24);
    }
    for &c in &s.offer {
        e.one_hot(c.map_or(usize::MAX, |c| u(c.number())), 72);
    }
    e.bits(s.decks[0].bits(), 24);
    e.bits(s.decks[1].bits(), 24);
    for k in 0..3 {
        e.bits(s.discards[k].bits(), 24);
    }
    for k in 0..3 {
        e.bits(s.removed[k].bits(), 24);
    }
    e.bits(view.unknown_decrees.bits(), 24);
    e.num(view.bottom_count, 4.0);
    for &c in &s.decree_bottom {
        e.one_hot(decree_place(c), 24);
    }
    // Pillars.
    e.bits(s.pillar_stack, 27);
    for &t in &s.display {
        e.one_hot(u(t), 27);
    }
    // Setup.
    e.bits(u32::from(s.start_pool), 12);
    e.num(s.start_revealed, 12.0);
    e.bits(u32::from(s.destiny_free), 4);
    // The turn in progress.
    let t = &s.turn;
    e.one_hot(u(t.p), 4);
    e.one_hot(u(t.die), 26);
    e.one_hot(u(t.section), 6);
    e.flag(t.anubis);
    e.one_hot(if t.die == NONE { 5 } else { u(t.colour) }, 5);
    e.one_hot(u(t.main), 11);
    for &g in &t.extras {
        e.one_hot(u(g), 6);
    }
    e.bits(u32::from(t.resolved), 3);
    for f in [t.t13, t.t14, t.t10, t.t22, t.active] {
        e.flag(f);
    }
    // Botankhamun.
    for &tile in &s.bot.pyramid {
        e.one_hot(u(tile), 10);
    }
    e.one_hot(u(s.bot.progress), 10);
    e.one_hot(u(s.bot.tile), 10);
    e.one_hot(u(s.bot.die), 26);
    e.num(s.bot.value, 6.0);
    // The pending step.
    let (kind, act) = turn.map_or((NODE_KINDS, None), node_kind);
    e.one_hot(kind, NODE_KINDS);
    e.num(s.depth, 32.0);
    let (god, v) = act.unwrap_or((NONE, 0));
    e.one_hot(u(god), 6);
    e.num(v, 6.0);
}

/// A Decree's place in its deck (D01 = 0) for a one-hot row; past the row for no card
/// or another kind.
fn decree_place(c: Option<crate::cards::Card>) -> usize {
    c.map_or(usize::MAX, |c| usize::from(c.number()).wrapping_sub(48))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Tekhenu, TekhenuConfig};
    use nile_core::{Game, GameConfig};

    #[test]
    fn the_tensor_has_the_length_its_shape_says() {
        for players in 1..=4 {
            let g = Tekhenu::new(&TekhenuConfig::for_players(players)).unwrap();
            let mut out = Vec::new();
            g.observation_tensor(0, &mut out);
            assert_eq!(out.len(), LEN);
        }
    }
}
