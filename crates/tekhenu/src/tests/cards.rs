//! Card families: Blessings, Technologies, Starting and Destiny cards, Decrees.

use super::*;

// ----- card families -----

#[test]
fn blessing_b23_gives_a_free_anubis_action() {
    let mut g = game(2);
    let p = blank(&mut g);
    g.disc = 0;
    with_blessing(&mut g, p, 23);
    put(&mut g, Colour::Black, 5, God::Horus);
    step(&mut g, "take black 5 from Horus by anubis with blessing");
    assert!(g.players[p as usize].blessings.is_empty());
    assert!(g.discards[0].contains(b(23)));
}

#[test]
fn technology_t08_takes_forbidden_dice() {
    let mut g = game(2);
    let p = blank(&mut g);
    g.disc = 0;
    with_tech(&mut g, p, 8);
    put(&mut g, Colour::Black, 5, God::Horus);
    step(&mut g, "take black 5 from Horus as pure");
    assert!(g.dice.iter().any(|x| x.loc == Loc::Left(p)));
}

#[test]
fn blessing_b11_recolours_a_die() {
    let mut g = game(2);
    let p = blank(&mut g);
    g.disc = 0;
    with_blessing(&mut g, p, 11);
    put(&mut g, Colour::Black, 5, God::Horus);
    step(&mut g, "take black 5 from Horus as white");
    step(&mut g, "value 6");
    assert!(g.dice.iter().any(|x| x.loc == Loc::Left(p) && x.value == 6));
    assert_eq!(g.turn.colour, Colour::White.index() as u8);
}

#[test]
fn starting_cards_and_destiny_cards_rewards() {
    let mut g = game(2);
    let p = blank(&mut g);
    g.depth = 0;
    g.players[p as usize].destiny = 1;
    g.players[p as usize].starting = [6, 11];
    g.push(Node::RewardOrder(p, 0));
    step(&mut g, "reward S07");
    step(&mut g, "reward A02");
    let pl = g.players[p as usize];
    assert_eq!((pl.res[GOLD as usize], pl.scribes), (1 + 1 + 2, 2));
}

#[test]
fn decree_families_score_their_counts() {
    let mut g = game(2);
    let p = blank(&mut g);
    g.players[p as usize].statues = 3;
    g.people[0] = p;
    assert_eq!(g.decree_vp(p, d(18)), 9);
    assert_eq!(g.decree_vp(p, d(19)), 5);
    assert_eq!(g.decree_vp(p, d(16)), 8);
    g.players[p as usize].buildings = 7;
    assert_eq!(g.decree_vp(p, d(21)), 3);
}
