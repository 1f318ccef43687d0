//! Scripted scenarios: the rulebook's worked examples and one test per rule.

use nile_core::{Game, GameConfig, Turn};

use crate::action::TekhenuAction;
use crate::cards::{b, bit, d, t};
use crate::cardset::CardSet;
use crate::pieces::*;
use crate::state::{Node, Placed, Step, Tekhenu};
use crate::TekhenuConfig;

mod bastet_and_extra_actions;
mod cards;
mod dice_and_production;
mod end_of_turn;
mod feasibility;
mod horus;
mod information_and_text;
mod ra_hathor_and_temple;
mod rounds_and_maat;
mod scoring;
mod scribes_anubis_and_blessing_actions;
mod solo;
mod thoth_and_osiris;

/// A game after setup (first listed choices), at the first player's first TakeDie.
fn game(players: usize) -> Tekhenu {
    let mut g = Tekhenu::new(&TekhenuConfig::for_players(players)).unwrap();
    let mut legal = Vec::new();
    let mut ch = Vec::new();
    while g.top() != Some(Node::TakeDie) {
        match g.turn() {
            Turn::Chance => {
                g.chance_outcomes(&mut ch);
                g.apply(ch[0].0).unwrap();
            }
            Turn::Player(_) => {
                g.legal_actions(&mut legal);
                g.apply(legal[0]).unwrap();
            }
            Turn::Over => panic!("over during setup"),
        }
    }
    g
}

/// Empties the disc and every pan, and gives seat `p` a blank board.
fn blank(g: &mut Tekhenu) -> u8 {
    for i in 0..g.dice.len() {
        if g.dice[i].loc != Loc::Out {
            g.dice.set_loc(i, Loc::Bag);
        }
    }
    let p = g.turn.p;
    g.osiris = [[NONE; 4]; 6];
    g.temple_buildings = [NONE; 10];
    g.board_gold = 0b1_1111;
    for q in 0..g.np as usize {
        g.players[q].buildings = 10;
        let pl = &mut g.players[q];
        pl.res = [0; 5];
        pl.scribes = 0;
        pl.faith = 0;
        pl.blessings = CardSet::EMPTY;
        pl.techs = CardSet::EMPTY;
        pl.score = 10;
        pl.pop = 5;
        pl.happy = 2;
        pl.peak = [5, 2];
        pl.prod = [2; 4];
    }
    p
}

/// Puts a bag die of `colour` showing `v` in section `s`; returns its id.
/// Puts a die from the bag on god `s`'s section of the obelisk.
fn put(g: &mut Tekhenu, colour: Colour, v: u8, s: God) -> usize {
    let i = g
        .dice
        .iter()
        .position(|x| x.loc == Loc::Bag && x.colour == colour)
        .expect("a die in the bag");
    g.dice.set_loc(i, Loc::Disc(s.id()));
    g.dice.set_value(i, v);
    i
}

/// The legal actions as text (a state changed by hand has forgotten the options the
/// engine listed, so they are generated afresh).
fn legal(g: &Tekhenu) -> Vec<String> {
    let mut v = Vec::new();
    g.legal_actions(&mut v);
    v.iter().map(|a| a.to_string()).collect()
}

#[track_caller]
fn act(g: &mut Tekhenu, text: &str) {
    let a = text.parse().unwrap_or_else(|e| panic!("{e}"));
    if let Err(e) = g.apply(a) {
        panic!("{text}: {e}; legal now: {:?}", legal(g));
    }
}

/// Applies the scripted step `text`, which must be legal now: a script names only the
/// decisions the player really faces (a decision with a single option is taken by the
/// engine and is not in the script).
#[track_caller]
fn step(g: &mut Tekhenu, text: &str) {
    let now = legal(g);
    assert!(
        now.iter().any(|a| a == text),
        "{text} is not legal: {now:?}"
    );
    act(g, text);
}

/// For a setup shared by several tests, where `text` is one of several options in some
/// of them and the only one (so taken by the engine, never listed) in the others:
/// applies it when it is offered. Scripts use [`step`], which requires it.
#[track_caller]
fn step_if_offered(g: &mut Tekhenu, text: &str) {
    if legal(g).iter().any(|a| a == text) {
        act(g, text);
    }
}

fn with_tech(g: &mut Tekhenu, p: u8, n: u8) {
    g.decks[1].remove(t(n));
    for q in g.players.iter_mut() {
        q.techs.remove(t(n));
    }
    for m in g.market.iter_mut() {
        if *m == t(n) {
            *m = NONE;
        }
    }
    g.players[p as usize].techs.insert(t(n));
}

fn with_blessing(g: &mut Tekhenu, p: u8, n: u8) {
    g.decks[0].remove(b(n));
    for m in g.market.iter_mut() {
        if *m == b(n) {
            *m = NONE;
        }
    }
    g.players[p as usize].blessings.insert(b(n));
}

/// Gives seat `p` Decree `n` in exchange for its lowest Decree, which takes `n`'s place
/// (deck, bottom of the deck, discards, market or another hand).
fn with_decree(g: &mut Tekhenu, p: u8, n: u8) {
    let want = bit(d(n));
    let mine = g.players[p as usize].decrees.bits();
    if mine & want != 0 {
        return;
    }
    let give = mine & mine.wrapping_neg();
    let give_card = crate::cards::DECREE + give.trailing_zeros() as u8;
    let swap = |set: &mut u32| {
        if *set & want != 0 {
            *set = (*set & !want) | give;
        }
    };
    let mut deck = g.decks[2].bits();
    swap(&mut deck);
    g.decks[2] = CardSet::from_bits(deck);
    for c in g.decree_bottom.iter_mut() {
        if *c == d(n) {
            *c = give_card;
        }
    }
    let mut discards = g.discards[2].bits();
    swap(&mut discards);
    g.discards[2] = CardSet::from_bits(discards);
    for q in 0..g.np as usize {
        if q != p as usize {
            let mut hand = g.players[q].decrees.bits();
            swap(&mut hand);
            g.players[q].decrees = CardSet::from_bits(hand);
        }
        if g.players[q].returned == d(n) {
            g.players[q].returned = give_card;
        }
    }
    for m in g.market.iter_mut() {
        if *m == d(n) {
            *m = give_card;
        }
    }
    g.players[p as usize].decrees = CardSet::from_bits((mine & !give) | want);
}
