//! Scripted scenarios: the rulebook's worked examples and one test per rule family.
//!
//! A scenario starts from a real game (setup played with the first chance outcome each
//! time), moves components with conservation-keeping helpers, checks the invariants, then
//! applies scripted actions by their text: a step that is not legal fails the test.

mod examples;
mod families;
mod late_examples;

use nile_core::Viewer;
use nile_core::{Game, GameConfig, Turn};

use crate::action::{Action, Area};
use crate::cards::{LOSSES, PLAGUES};
use crate::data::Tile;
use crate::state::{Phase, Pragas, PragasConfig, Stage};

/// A game after setup: every chance draw takes its first outcome, every decision its first
/// legal action, until the first dice turn.
pub(crate) fn start(players: usize) -> Pragas {
    start_with(PragasConfig::for_players(players))
}

pub(crate) fn start_with(config: PragasConfig) -> Pragas {
    let mut g = Pragas::new(&config).unwrap();
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    while !matches!(g.phase, Phase::Dice { .. }) || g.turn() == Turn::Chance {
        let a = match g.turn() {
            Turn::Chance => {
                g.chance_outcomes(&mut chance);
                chance[0].0
            }
            Turn::Player(_) => {
                g.legal_actions(&mut legal);
                legal[0]
            }
            Turn::Over => unreachable!(),
        };
        g.apply(a).unwrap();
    }
    g
}

/// Applies actions by their text; fails the test on an illegal one.
pub(crate) fn play(g: &mut Pragas, steps: &[&str]) {
    for step in steps {
        let a: Action = step.parse().unwrap_or_else(|e| panic!("{e}"));
        if let Err(e) = g.apply(a) {
            panic!(
                "{step}: {e}\nlegal now: {:?}\n{}",
                legal(g),
                g.render(Viewer::All)
            );
        }
        g.check_invariants().unwrap();
    }
}

/// The legal actions (or chance outcomes) as text.
pub(crate) fn legal(g: &Pragas) -> Vec<String> {
    let mut out = Vec::new();
    if g.turn() == Turn::Chance {
        let mut c = Vec::new();
        g.chance_outcomes(&mut c);
        out.extend(c.iter().map(|(a, _)| a.to_string()));
    } else {
        let mut l = Vec::new();
        g.legal_actions(&mut l);
        out.extend(l.iter().map(|a| a.to_string()));
    }
    out
}

pub(crate) fn is_legal(g: &Pragas, text: &str) -> bool {
    legal(g).iter().any(|a| a == text)
}

/// Takes a tile out of the reserve.
pub(crate) fn from_reserve(g: &mut Pragas, t: Tile) {
    assert!(g.reserve[t.index()] > 0, "no {t} left in the reserve");
    g.reserve[t.index()] -= 1;
}

/// Puts a tile from the reserve on a seat's board.
pub(crate) fn put(g: &mut Pragas, seat: usize, area: Area, space: usize, t: Tile) {
    from_reserve(g, t);
    g.seats[seat].area_mut(area).set(space, Some(t));
}

/// Gives a seat `n` tiles from the reserve to keep beside its board.
pub(crate) fn hold(g: &mut Pragas, seat: usize, t: Tile, n: u8) {
    for _ in 0..n {
        from_reserve(g, t);
        g.seats[seat].held[t.index()] += 1;
    }
}

/// Replaces the central slots (the old tiles go back to the reserve).
pub(crate) fn set_slots(g: &mut Pragas, tiles: [Option<Tile>; 6]) {
    for t in g.slots.iter_mut() {
        if let Some(t) = t.take() {
            g.reserve[t.index()] += 1;
        }
    }
    for (k, t) in tiles.into_iter().enumerate() {
        if let Some(t) = t {
            from_reserve(g, t);
        }
        g.slots[k] = t;
    }
}

/// Sets the hebrew area (old tokens back to the reserve).
pub(crate) fn set_hebrews(g: &mut Pragas, values: [Option<u8>; 3]) {
    for h in g.hebrew_area.iter_mut() {
        if let Some(v) = h.take() {
            g.hebrew_reserve[usize::from(v - 1)] += 1;
        }
    }
    for (k, v) in values.into_iter().enumerate() {
        if let Some(v) = v {
            g.hebrew_reserve[usize::from(v - 1)] -= 1;
        }
        g.hebrew_area[k] = v;
    }
}

/// Gives a seat freed hebrews (from the reserve) without their row bonuses.
pub(crate) fn freed(g: &mut Pragas, seat: usize, values: &[u8]) {
    for &v in values {
        g.hebrew_reserve[usize::from(v - 1)] -= 1;
        g.seats[seat].hebrews[usize::from(v - 1)] += 1;
    }
}

/// No plague this round (its card goes back to the pile).
pub(crate) fn no_plague(g: &mut Pragas) {
    if let Some(p) = g.plague.take() {
        g.plague_pile |= 1 << p;
    }
}

/// Makes `plague` (P1 = 0) the round's plague.
pub(crate) fn set_plague(g: &mut Pragas, plague: u8) {
    if let Some(p) = g.plague {
        g.plague_pile |= 1 << p;
    }
    g.plague_pile &= !(1 << plague);
    g.plague = Some(plague);
}

/// Makes loss card `loss` (K01 = 0) the round's card, in a round of its group.
pub(crate) fn set_loss(g: &mut Pragas, loss: u8) {
    if let Some(l) = g.loss {
        g.loss_pile |= 1 << l;
    }
    g.loss_pile &= !(1 << loss);
    g.loss = Some(loss);
    let group = LOSSES[usize::from(loss)].group;
    if crate::data::LOSS_GROUP_BY_ROUND[usize::from(g.round - 1)] != group {
        g.round = match group {
            1 => 1,
            2 => 3,
            _ => 6,
        };
    }
}

/// Gives a seat a territory card from the pile or display.
pub(crate) fn give_card(g: &mut Pragas, seat: usize, card: u8) {
    take_card(g, card);
    g.seats[seat].territories |= 1 << card;
}

/// Removes a territory card from wherever it is (pile or display).
pub(crate) fn take_card(g: &mut Pragas, card: u8) {
    if g.territory_pile & (1 << card) != 0 {
        g.territory_pile &= !(1 << card);
    } else if let Some(d) = g.display.iter_mut().find(|d| **d == Some(card)) {
        *d = None;
    } else {
        panic!("territory card {card} is not available");
    }
}

/// Sets the display to these cards (old ones back to the pile).
pub(crate) fn set_display(g: &mut Pragas, cards: [Option<u8>; 3]) {
    for d in g.display.iter_mut() {
        if let Some(c) = d.take() {
            g.territory_pile |= 1 << c;
        }
    }
    for (k, c) in cards.into_iter().enumerate() {
        if let Some(c) = c {
            take_card(g, c);
        }
        g.display[k] = c;
    }
}

/// Turn order (seats by position) and the phase.
pub(crate) fn at_phase(g: &mut Pragas, order: &[u8], phase: Phase) {
    g.order[..order.len()].copy_from_slice(order);
    g.phase = phase;
}

/// A dice turn of `seat` (first in turn order, the first pass: no dice card used yet).
pub(crate) fn dice_turn(g: &mut Pragas, seat: u8) {
    let n = g.seat_count();
    for s in &mut g.seats[..n] {
        s.dice_used = 0;
    }
    let mut order: Vec<u8> = vec![seat];
    order.extend((0..n as u8).filter(|&s| s != seat));
    at_phase(
        g,
        &order,
        Phase::Dice {
            pass: 0,
            pos: 0,
            stage: Stage::Main,
        },
    );
}

pub(crate) fn plague_id(id: &str) -> u8 {
    PLAGUES.iter().position(|p| p.id == id).unwrap() as u8
}

pub(crate) fn loss_id(id: &str) -> u8 {
    LOSSES.iter().position(|p| p.id == id).unwrap() as u8
}

pub(crate) fn card_id(id: &str) -> u8 {
    crate::cards::TERRITORIES
        .iter()
        .position(|p| p.id == id)
        .unwrap() as u8
}

pub(crate) fn ok(g: &Pragas) {
    if let Err(e) = g.check_invariants() {
        panic!(
            "scenario broke an invariant: {e}\n{}",
            g.render(Viewer::All)
        );
    }
}
