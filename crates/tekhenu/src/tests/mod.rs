//! Scripted scenarios: the rulebook's worked examples and one test per rule.

use nile_core::{Game, GameConfig, Turn};

use crate::action::TekhenuAction;
use crate::cards::{Card, CardKind};
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
    while g.board().top() != Some(Node::TakeDie) {
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
    for i in 0..g.board().dice.len() {
        if g.board().dice[i].loc != Loc::Out {
            g.board_mut().dice.set_loc(i, Loc::Bag);
        }
    }
    let p = g.board().turn.p;
    g.board_mut().osiris = [[NONE; 4]; 6];
    g.board_mut().temple_buildings = [NONE; 10];
    g.board_mut().board_gold = 0b1_1111;
    for q in 0..g.board().np as usize {
        g.board_mut().players[q].buildings = 10;
        let pl = &mut g.board_mut().players[q];
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
        .board()
        .dice
        .iter()
        .position(|x| x.loc == Loc::Bag && x.colour == colour)
        .expect("a die in the bag");
    g.board_mut().dice.set_loc(i, Loc::Disc(s.id()));
    g.board_mut().dice.set_value(i, v);
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
    let c = Card::technology(n);
    g.board_mut().decks[1].remove(c);
    for q in g.board_mut().players.iter_mut() {
        q.techs.remove(c);
    }
    for m in g.board_mut().market.iter_mut() {
        if *m == Some(c) {
            *m = None;
        }
    }
    g.board_mut().players[p as usize].techs.insert(c);
}

fn with_blessing(g: &mut Tekhenu, p: u8, n: u8) {
    let c = Card::blessing(n);
    g.board_mut().decks[0].remove(c);
    for m in g.board_mut().market.iter_mut() {
        if *m == Some(c) {
            *m = None;
        }
    }
    g.board_mut().players[p as usize].blessings.insert(c);
}

/// Gives seat `p` Decree `n` in exchange for its lowest Decree, which takes `n`'s place
/// (deck, bottom of the deck, discards, market or another hand).
fn with_decree(g: &mut Tekhenu, p: u8, n: u8) {
    let want = Card::decree(n);
    let mine = g.board().players[p as usize].decrees;
    if mine.contains(want) {
        return;
    }
    let give = mine.first(CardKind::Decree).expect("a Decree to give");
    let swap = |set: &mut CardSet| {
        if set.contains(want) {
            set.remove(want);
            set.insert(give);
        }
    };
    swap(&mut g.board_mut().decks[2]);
    swap(&mut g.board_mut().discards[2]);
    for q in 0..g.board().np as usize {
        if q != p as usize {
            swap(&mut g.board_mut().players[q].decrees);
        }
    }
    let b = g.board_mut();
    let places = b.decree_bottom.iter_mut().chain(b.market.iter_mut());
    let returned = b.players.iter_mut().map(|pl| &mut pl.returned);
    for c in places.chain(returned) {
        if *c == Some(want) {
            *c = Some(give);
        }
    }
    let hand = &mut g.board_mut().players[p as usize].decrees;
    hand.remove(give);
    hand.insert(want);
}
