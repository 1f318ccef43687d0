//! One named test per rule, black-box: positions come from [`Scenario`], and the tests
//! use only the engine's public API (legal actions, `apply`, scores, sleds, ships). Each
//! test says the rule it checks in the rulebook's words; the numbers the rulebook lost
//! (minimum loads, space values) are the choices of `docs/imhotep.md`.

use nile_core::Viewer;
use nile_core::{Game, GameError, Turn};
use nile_imhotep::{Card, Imhotep, ImhotepAction as A, Scenario, Site};

const BLACK: usize = 0;
const WHITE: usize = 1;
const BROWN: usize = 2;
const GRAY: usize = 3;

fn legal(g: &Imhotep) -> Vec<A> {
    let mut v = Vec::new();
    g.legal_actions(&mut v);
    v
}

/// Applies `a`, failing the test (with the board) if the rules refuse it.
fn play(g: &mut Imhotep, a: A) {
    if let Err(e) = g.apply(a) {
        panic!("{a}: {e}\n{}", g.render(Viewer::All));
    }
}

/// `a` is not listed and is refused, leaving the game as it was.
fn refused(g: &mut Imhotep, a: A) {
    assert!(!legal(g).contains(&a), "{a} is listed");
    let before = g.clone();
    assert!(g.apply(a).is_err(), "{a} was applied");
    assert_eq!(*g, before, "a refused {a} changed the game");
}

fn scores(g: &Imhotep) -> Vec<i32> {
    (0..g.config().players).map(|p| g.score(p)).collect()
}

fn sail(ship: u8, site: Site) -> A {
    A::Sail { ship, site }
}

/// A 4-player game in round 1 with round card 1 (ships of 4, 4, 2 and 1 spaces).
fn four_players() -> Scenario {
    Scenario::new(4).round_card(0)
}

#[test]
fn each_seat_starts_with_2_3_4_5_stones_and_a_score_marker_out_of_its_30() {
    // "Going round the table from the start player, the players put 2, 3, 4 and 5 stones
    // of their colour on their sleds"; one stone of each colour marks its score.
    let g = four_players().build().unwrap();
    for (seat, sled) in [2, 3, 4, 5].into_iter().enumerate() {
        assert_eq!(g.sled(seat), sled);
        assert_eq!(u32::from(g.quarry(seat)) + u32::from(sled), 29);
        assert_eq!(g.score(seat), 0);
    }
    assert_eq!(g.turn(), Turn::Player(0), "the start player acts first");
}

#[test]
fn taking_stones_takes_three_but_never_more_than_the_sled_holds() {
    // "Take 3 stones from the quarry onto your sled; a sled holds at most 5 stones."
    let mut g = four_players().sled(BLACK, 3).build().unwrap();
    let quarry = g.quarry(BLACK);
    play(&mut g, A::TakeStones);
    assert_eq!((g.sled(BLACK), g.quarry(BLACK)), (5, quarry - 2));
    // White with an empty sled takes the full three.
    let mut g = four_players().sled(WHITE, 0).turn(WHITE).build().unwrap();
    let quarry = g.quarry(WHITE);
    play(&mut g, A::TakeStones);
    assert_eq!((g.sled(WHITE), g.quarry(WHITE)), (3, quarry - 3));
}

#[test]
fn a_full_sled_may_not_take_stones() {
    // Taking stones must gain a stone (docs/imhotep.md GAP-7): a full sled cannot.
    let mut g = four_players().sled(BLACK, 5).build().unwrap();
    refused(&mut g, A::TakeStones);
}

#[test]
fn a_stone_is_placed_from_the_sled_on_a_free_space_of_a_ship_in_port() {
    // "Place 1 stone from your sled on a free space of a ship."
    let mut g = four_players().build().unwrap();
    play(&mut g, A::Place { ship: 0, slot: 2 });
    assert_eq!(g.sled(BLACK), 1);
    assert!(!g.ships()[0].slot_free(2));
    // White: the space is taken now, and ship 4 has a single space.
    refused(&mut g, A::Place { ship: 0, slot: 2 });
    refused(&mut g, A::Place { ship: 3, slot: 1 });
    // An empty sled places nothing.
    let mut g = four_players().sled(BLACK, 0).build().unwrap();
    refused(&mut g, A::Place { ship: 0, slot: 0 });
}

#[test]
fn a_ship_sails_only_with_its_minimum_load_whoever_owns_the_stones() {
    // "A ship may sail only when it carries at least the stones shown on its bow", and a
    // player may sail a ship that carries none of their stones.
    let two = four_players().on_ship(0, &[Some(WHITE), Some(WHITE)]);
    let mut g = two.build().unwrap();
    refused(&mut g, sail(0, Site::Pyramid));
    let three = four_players().on_ship(0, &[Some(WHITE), Some(WHITE), Some(BROWN)]);
    let mut g = three.build().unwrap();
    let sails = legal(&g)
        .into_iter()
        .filter(|a| matches!(a, A::Sail { ship: 0, .. }))
        .count();
    assert_eq!(sails, 5, "every site's harbour is open");
    play(&mut g, sail(0, Site::BurialChamber));
    assert!(g.ships()[0].sailed_to.is_some());
    assert_eq!(g.turn(), Turn::Player(WHITE), "the turn passes on");
}

#[test]
fn each_site_takes_one_ship_a_round() {
    // "Only one ship may dock at each site each round."
    let mut g = four_players()
        .on_ship(2, &[Some(GRAY)])
        .on_ship(3, &[Some(BROWN)])
        .build()
        .unwrap();
    play(&mut g, sail(2, Site::Pyramid));
    refused(&mut g, sail(3, Site::Pyramid));
    play(&mut g, sail(3, Site::Temple));
}

#[test]
fn pyramid_stones_score_their_space_at_once_in_unloading_order() {
    // "The stones are unloaded from the front of the ship"; on the Pyramid each stone
    // takes the next space and scores its points at once (spaces 2, 1, 3, 2, ...).
    let mut g = four_players()
        .on_ship(0, &[Some(WHITE), Some(BROWN), Some(WHITE), Some(GRAY)])
        .build()
        .unwrap();
    play(&mut g, sail(0, Site::Pyramid));
    assert_eq!(scores(&g), vec![0, 2 + 3, 1, 2]);
    // An empty space on the ship is skipped.
    let mut g = four_players()
        .on_ship(0, &[Some(WHITE), None, Some(BROWN), Some(GRAY)])
        .build()
        .unwrap();
    play(&mut g, sail(0, Site::Pyramid));
    assert_eq!(scores(&g), vec![0, 2, 1, 3]);
}

#[test]
fn a_finished_pyramid_scores_one_point_a_stone() {
    // Once the 14 spaces are built, "each further stone scores 1 point".
    let mut g = four_players()
        .delivered(Site::Pyramid, &[GRAY; 14])
        .on_ship(2, &[Some(BLACK), Some(WHITE)])
        .build()
        .unwrap();
    let before = scores(&g);
    play(&mut g, sail(2, Site::Pyramid));
    assert_eq!(g.score(BLACK) - before[BLACK], 1);
    assert_eq!(g.score(WHITE) - before[WHITE], 1);
}

#[test]
fn the_round_ends_with_the_fourth_ship_and_the_temple_scores_each_visible_stone() {
    // "The round ends as soon as all four ships have sailed"; then "each stone visible on
    // the Temple scores 1 point for its owner".
    let mut g = four_players()
        .on_ship(0, &[Some(WHITE), Some(BROWN), Some(GRAY)])
        .on_ship(1, &[Some(WHITE), Some(WHITE), Some(WHITE)])
        .on_ship(2, &[Some(BROWN)])
        .on_ship(3, &[Some(BLACK)])
        .build()
        .unwrap();
    play(&mut g, sail(0, Site::Temple));
    play(&mut g, sail(1, Site::BurialChamber));
    play(&mut g, sail(2, Site::Obelisks));
    assert_eq!(
        scores(&g),
        vec![0, 0, 0, 0],
        "the Temple scores only at round end"
    );
    play(&mut g, sail(3, Site::Pyramid));
    // Black's Pyramid stone: 2; one visible Temple stone each for White, Brown and Gray.
    assert_eq!(scores(&g), vec![2, 1, 1, 1]);
    assert_eq!(g.round(), 2);
    assert_eq!(
        g.turn(),
        Turn::Chance,
        "the next round starts with its round card"
    );
}

#[test]
fn the_game_ends_after_the_sixth_round_with_the_final_scoring() {
    // "The game ends after the sixth round": the Temple scores once more, then the Burial
    // Chamber (a group of 3 stones scores 6), the Obelisks (the only tower ranks first:
    // 15 with 4 players) and the cards (1 Statue scores 1). Scores go on past 40.
    let mut g = four_players()
        .round(6)
        .score(BLACK, 45)
        .holding(WHITE, Card::Statue)
        .on_ship(0, &[Some(WHITE), Some(BROWN), Some(GRAY)])
        .on_ship(1, &[Some(WHITE), Some(WHITE), Some(WHITE)])
        .on_ship(2, &[Some(BROWN)])
        .on_ship(3, &[Some(BLACK)])
        .build()
        .unwrap();
    assert_eq!(g.round(), 6);
    play(&mut g, sail(0, Site::Temple));
    play(&mut g, sail(1, Site::BurialChamber));
    play(&mut g, sail(2, Site::Obelisks));
    play(&mut g, sail(3, Site::Pyramid));
    assert_eq!(g.turn(), Turn::Over);
    assert_eq!(scores(&g), vec![45 + 2, 1 + 6 + 1, 1 + 15, 1]);
}

#[test]
fn a_market_stone_lets_its_owner_pick_a_card() {
    // "For each stone unloaded at the Market, its owner takes one of the cards on display."
    let mut g = four_players()
        .display(&[Card::Statue, Card::Lever, Card::Entrance, Card::Statue])
        .on_ship(3, &[Some(BROWN)])
        .build()
        .unwrap();
    play(&mut g, sail(3, Site::Market));
    assert_eq!(g.turn(), Turn::Player(BROWN), "the stone's owner chooses");
    play(&mut g, A::TakeCard(Card::Lever));
    assert_eq!(g.builder(BROWN).unwrap().cards_held(), 1);
    assert_eq!(
        g.turn(),
        Turn::Player(WHITE),
        "then the turn after the sailer's"
    );
}

#[test]
fn the_scenario_refuses_a_position_the_rules_cannot_reach() {
    let state = |r: Result<Imhotep, GameError>| matches!(r, Err(GameError::InvalidState(_)));
    assert!(state(four_players().sled(BLACK, 6).build()), "a sled of 6");
    let taken = four_players()
        .on_ship(0, &[Some(BLACK)])
        .on_ship(0, &[Some(WHITE)]);
    assert!(state(taken.build()), "a ship space taken twice");
    assert!(state(four_players().turn(4).build()), "a fifth seat");
    assert!(
        state(four_players().display(&[Card::Statue]).build()),
        "one card on display"
    );
    let config = Scenario::new(5).build();
    assert!(
        matches!(config, Err(GameError::InvalidConfig(_))),
        "five players"
    );
}
