//! Card families: Blessings, Technologies, Starting and Destiny cards, Decrees.

use super::*;

// ----- card families -----

#[test]
fn blessing_b23_gives_a_free_anubis_action() {
    let mut g = game(2);
    let p = blank(&mut g);
    g.board_mut().disc = 0;
    with_blessing(&mut g, p, 23);
    put(&mut g, Colour::Black, 5, God::Horus);
    step(&mut g, "take black 5 from Horus by anubis with blessing");
    assert!(g.board().players[p as usize].blessings.is_empty());
    assert!(g.board().discards[0].contains(Card::blessing(23)));
}

#[test]
fn technology_t08_takes_forbidden_dice() {
    let mut g = game(2);
    let p = blank(&mut g);
    g.board_mut().disc = 0;
    with_tech(&mut g, p, 8);
    put(&mut g, Colour::Black, 5, God::Horus);
    step(&mut g, "take black 5 from Horus as pure");
    assert!(g.board().dice.iter().any(|x| x.loc == Loc::Left(p)));
}

#[test]
fn blessing_b11_recolours_a_die() {
    let mut g = game(2);
    let p = blank(&mut g);
    g.board_mut().disc = 0;
    with_blessing(&mut g, p, 11);
    put(&mut g, Colour::Black, 5, God::Horus);
    step(&mut g, "take black 5 from Horus as white");
    step(&mut g, "value 6");
    assert!(g
        .board()
        .dice
        .iter()
        .any(|x| x.loc == Loc::Left(p) && x.value == 6));
    assert_eq!(g.board().turn.colour, Colour::White.index() as u8);
}

#[test]
fn starting_cards_and_destiny_cards_rewards() {
    let mut g = game(2);
    let p = blank(&mut g);
    g.board_mut().depth = 0;
    g.board_mut().players[p as usize].destiny = 1;
    g.board_mut().players[p as usize].starting = [6, 11];
    g.board_mut().push(Node::RewardOrder(p, 0));
    step(&mut g, "reward S07");
    step(&mut g, "reward A02");
    let pl = g.board().players[p as usize];
    assert_eq!((pl.res[GOLD as usize], pl.scribes), (1 + 1 + 2, 2));
}

#[test]
fn decree_families_score_their_counts() {
    let mut g = game(2);
    let p = blank(&mut g);
    g.board_mut().players[p as usize].statues = 3;
    g.board_mut().people[0] = p;
    assert_eq!(g.board().decree_vp(p, Card::decree(18)), 9);
    assert_eq!(g.board().decree_vp(p, Card::decree(19)), 5);
    assert_eq!(g.board().decree_vp(p, Card::decree(16)), 8);
    g.board_mut().players[p as usize].buildings = 7;
    assert_eq!(g.board().decree_vp(p, Card::decree(21)), 3);
}

// ----- card ids -----

#[test]
fn a_card_reads_and_writes_as_its_rulebook_id() {
    for c in (0..72).filter_map(Card::from_number) {
        let id = c.to_string();
        assert_eq!(Some(id.as_str()), c.id());
        assert_eq!(id.parse::<Card>(), Ok(c));
        assert_eq!(id.to_ascii_lowercase().parse::<Card>(), Ok(c));
    }
    assert_eq!(Card::blessing(7).to_string(), "B07");
    assert_eq!(Card::technology(13).to_string(), "T13");
    assert_eq!(Card::decree(22).to_string(), "D22");
    assert_eq!(Card::decree(22).kind(), CardKind::Decree);
    assert_eq!(Card::decree(22).position(), 21);
    for bad in ["B00", "B25", "X01", "7", "", "D", "T1x"] {
        assert!(bad.parse::<Card>().is_err(), "{bad}");
    }
}

#[test]
fn a_card_is_saved_as_its_number_and_a_number_past_the_decks_names_no_card() {
    assert_eq!(serde_json::to_string(&Card::decree(1)).unwrap(), "48");
    let c: Card = serde_json::from_str("72").unwrap();
    assert!(!c.is_card() && c.id().is_none());
    assert_eq!(c.to_string(), "card #72");
    assert_eq!(Card::from_number(72), None);
    assert_eq!(crate::cards::decree_effect(c), None);
    assert_eq!(crate::cards::blessing_effect(c), None);
    assert!(serde_json::from_str::<Card>("255").is_err());
    assert_eq!(std::mem::size_of::<Option<Card>>(), 1);
    let mut sorted = [Card::decree(1), Card::blessing(2), Card::technology(3)];
    sorted.sort();
    assert_eq!(sorted.map(Card::number), [1, 26, 48]);
}

#[test]
fn each_decree_effect_is_found_from_its_card_and_back() {
    use crate::cards::{decree_effect, DECREES};
    for (i, row) in DECREES.iter().enumerate() {
        let c = Card::decree(i as u8 + 1);
        assert_eq!(c.id(), Some(row.0));
        assert_eq!(decree_effect(c), Some(row.3));
        assert_eq!(row.3.card(), c);
    }
    assert_eq!(decree_effect(Card::technology(1)), None);
}
