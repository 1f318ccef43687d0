//! Scenario tests of the Market and the market cards: picks in unloading order, declining a
//! card, side B's face-down pair, and each card's effect (red, green, purple, blue).

use super::*;
use nile_core::Viewer;

#[test]
fn market_a_stones_pick_cards_in_unloading_order_rulebook_example() {
    let mut g = started(
        4,
        "AAAAA",
        0,
        &[
            Card::Sail,
            Card::Statue,
            Card::Lever,
            Card::TempleDecoration,
        ],
    );
    let quarries: Vec<u8> = (0..4).map(|p| g.quarry(p)).collect();
    load(&mut g, 0, &[Some(W), Some(BR), Some(G)]);
    ok(
        &mut g,
        A::Sail {
            ship: 0,
            site: Site::Market,
        },
    );
    assert_eq!(g.turn(), Turn::Player(W));
    assert_eq!(
        legal(&g),
        vec![
            A::TakeCard(Card::TempleDecoration),
            A::TakeCard(Card::Statue),
            A::TakeCard(Card::Lever),
            A::TakeCard(Card::Sail),
            A::NoCard
        ]
    );
    ok(&mut g, A::TakeCard(Card::Sail));
    assert_eq!(g.turn(), Turn::Player(BR));
    ok(&mut g, A::TakeCard(Card::Statue));
    assert_eq!(g.turn(), Turn::Player(G));
    ok(&mut g, A::TakeCard(Card::Lever));
    assert_eq!(g.builders[W].blue, [0, 0, 1, 0]);
    assert_eq!(g.builders[BR].statues, 1);
    assert_eq!(g.builders[G].blue, [1, 0, 0, 0]);
    for p in [W, BR, G] {
        assert_eq!(
            g.quarry(p),
            quarries[p],
            "the stone went back to the quarry"
        );
    }
    assert_eq!(scores(&g), vec![0; 4]);
    assert!(g.market.display_has(Card::TempleDecoration));
    // White's turn comes next, and the Sail card may be played now.
    assert_eq!(g.turn(), Turn::Player(W));
    assert!(legal(&g).contains(&A::Play(Card::Sail)));
}

#[test]
fn market_pick_may_be_declined_and_the_stone_still_returns() {
    let mut g = plain4();
    let q = g.quarry(W);
    load(&mut g, 3, &[Some(W)]);
    ok(
        &mut g,
        A::Sail {
            ship: 3,
            site: Site::Market,
        },
    );
    ok(&mut g, A::NoCard);
    assert_eq!(g.quarry(W), q);
    assert_eq!(g.builders[W].cards_held(), 0);
}

#[test]
fn market_b_face_down_pair_keep_one_rulebook_example() {
    let mut g = started(4, "BAAAA", 0, &[Card::Statue, Card::Lever, Card::Hammer]);
    assert_eq!(g.market.blind, 2);
    assert_eq!(g.market.deck_len(), 34 - 3 - 2);
    load(&mut g, 0, &[Some(W), Some(K), Some(W), Some(G)]);
    ok(
        &mut g,
        A::Sail {
            ship: 0,
            site: Site::Market,
        },
    );
    assert!(legal(&g).contains(&A::TakeFaceDown));
    ok(&mut g, A::TakeFaceDown);
    assert_eq!(g.turn(), Turn::Chance);
    ok(&mut g, A::Draw(Card::Entrance));
    ok(&mut g, A::Draw(Card::Statue));
    assert_eq!(g.turn(), Turn::Player(W));
    // Only white sees the two cards.
    let seen_by_k = g.observation(K);
    assert_eq!(seen_by_k.market.revealed, [crate::market::HIDDEN; 2]);
    assert!(g.render(Viewer::Seat(K)).contains("(face-down card)"));
    assert!(g.render(Viewer::Seat(W)).contains("Entrance"));
    assert_eq!(
        legal(&g),
        vec![A::Keep(Card::Entrance), A::Keep(Card::Statue)]
    );
    ok(&mut g, A::Keep(Card::Statue));
    assert_eq!(
        g.market.discard[Card::Entrance.index()],
        1,
        "discarded without effect"
    );
    ok(&mut g, A::TakeCard(Card::Lever));
    assert!(!legal(&g).contains(&A::TakeFaceDown), "the pair is gone");
    ok(&mut g, A::TakeCard(Card::Statue));
    ok(&mut g, A::TakeCard(Card::Hammer));
    assert_eq!(g.builders[W].statues, 2);
    assert_eq!(g.builders[K].blue, [1, 0, 0, 0]);
    assert_eq!(g.builders[G].blue, [0, 1, 0, 0]);
}

#[test]
fn determinize_resamples_the_pair_only_for_other_seats() {
    let mut g = started(4, "BAAAA", 0, &[Card::Statue, Card::Lever, Card::Hammer]);
    load(&mut g, 3, &[Some(W)]);
    ok(
        &mut g,
        A::Sail {
            ship: 3,
            site: Site::Market,
        },
    );
    ok(&mut g, A::TakeFaceDown);
    ok(&mut g, A::Draw(Card::Entrance));
    ok(&mut g, A::Draw(Card::Chisel));
    let mut rng = nile_core::rng::seeded(3);
    assert_eq!(g.determinize(W, &mut rng), g);
    let mut differs = false;
    for _ in 0..20 {
        let d = g.determinize(K, &mut rng);
        d.check_invariants().unwrap();
        assert_eq!(d.observation(K), g.observation(K));
        differs |= d.market.revealed != g.market.revealed;
    }
    assert!(differs);
}

#[test]
fn statues_score_1_3_6_10_15_then_2_more_each() {
    let mut g = plain4();
    for _ in 0..3 {
        give(&mut g, W, Card::Statue);
    }
    g.final_scoring();
    assert_eq!(g.score(W), 6, "rulebook: 3 statues give 6 points");
    assert_eq!(crate::scoring::group_points(7), 19);
}

#[test]
fn decorations_score_one_per_three_stones_on_their_site() {
    let mut g = plain4();
    deliver_all(&mut g, Site::Temple, &[K, W, BR, G, K, W, BR]);
    give(&mut g, G, Card::TempleDecoration);
    give(&mut g, G, Card::TempleDecoration);
    deliver_all(&mut g, Site::Obelisks, &[K, K, K, K, W, W, W, BR, BR, BR]);
    give(&mut g, BR, Card::ObeliskDecoration);
    let before = scores(&g);
    g.final_scoring();
    let obelisk = crate::scoring::obelisks_a(&g.obelisks.stones, 4);
    assert_eq!(g.score(G) - before[G] - obelisk[G], 2 + 2);
    assert_eq!(g.score(BR) - before[BR] - obelisk[BR], 3);
}

#[test]
fn unused_blue_cards_score_one_each() {
    let mut g = plain4();
    give(&mut g, W, Card::Lever);
    give(&mut g, W, Card::Chisel);
    g.final_scoring();
    assert_eq!(g.score(W), 2);
}

#[test]
fn lever_lets_the_player_choose_the_unloading_order() {
    let mut g = started(4, "AAAAA", 1, &[Card::Statue; 4]);
    load(&mut g, 1, &[Some(W), Some(K), Some(G)]);
    give(&mut g, BR, Card::Lever);
    g.current = BR as u8;
    assert!(legal(&g).contains(&A::Play(Card::Lever)));
    ok(&mut g, A::Play(Card::Lever));
    assert_eq!(g.phase, Phase::LeverSail);
    ok(
        &mut g,
        A::Sail {
            ship: 1,
            site: Site::Pyramid,
        },
    );
    assert_eq!(
        legal(&g),
        vec![
            A::Unload { slot: 0 },
            A::Unload { slot: 1 },
            A::Unload { slot: 2 }
        ]
    );
    ok(&mut g, A::Unload { slot: 2 });
    ok(&mut g, A::Unload { slot: 0 });
    // The last stone unloads by itself.
    assert_eq!(scores(&g), vec![3, 1, 0, 2]);
    assert_eq!(g.market.discard[Card::Lever.index()], 1);
    assert_eq!(g.last_sailer, BR as u8);
    assert_eq!(g.turn(), Turn::Player(G));
}

#[test]
fn hammer_takes_three_stones_then_places_one() {
    let mut g = plain4();
    give(&mut g, K, Card::Hammer);
    g.builders[K].quarry -= 2;
    g.builders[K].sled += 2; // sled 4
    let q = g.quarry(K);
    ok(&mut g, A::Play(Card::Hammer));
    assert_eq!(g.sled(K), 5, "only 1 stone fits");
    ok(&mut g, A::Place { ship: 1, slot: 0 });
    assert_eq!((g.sled(K), g.quarry(K)), (4, q - 1));
    assert_eq!(g.ships[1].slots[0], K as u8 + 1);
    assert_eq!(g.turn(), Turn::Player(W));
}

#[test]
fn hammer_is_not_playable_without_a_free_ship_space() {
    let mut g = plain4();
    give(&mut g, G, Card::Hammer);
    load(&mut g, 0, &[Some(K), Some(K), Some(K), Some(K)]);
    load(&mut g, 1, &[Some(W), Some(W), Some(W), Some(W)]);
    load(&mut g, 2, &[Some(BR), Some(BR)]);
    load(&mut g, 3, &[Some(BR)]);
    g.current = G as u8;
    assert!(!legal(&g).contains(&A::Play(Card::Hammer)));
}

#[test]
fn sail_card_places_a_stone_then_sails_that_ship() {
    let mut g = plain4();
    give(&mut g, K, Card::Sail);
    load(&mut g, 0, &[Some(W)]);
    ok(&mut g, A::Play(Card::Sail));
    // The 4-ship with 1 stone cannot reach its minimum of 3 with one more.
    assert!(!legal(&g)
        .iter()
        .any(|a| matches!(a, A::Place { ship: 0, .. })));
    ok(&mut g, A::Place { ship: 2, slot: 0 });
    assert_eq!(legal(&g).len(), 5);
    ok(
        &mut g,
        A::Sail {
            ship: 2,
            site: Site::Temple,
        },
    );
    assert_eq!(g.temple.top[0], K as u8 + 1);
    assert_eq!(g.turn(), Turn::Player(W));
}

#[test]
fn chisel_places_two_stones_on_one_or_two_ships() {
    let mut g = plain4();
    give(&mut g, K, Card::Chisel);
    ok(&mut g, A::Play(Card::Chisel));
    ok(&mut g, A::Place { ship: 0, slot: 0 });
    assert_eq!(g.phase, Phase::ChiselPlace(1));
    ok(&mut g, A::Place { ship: 1, slot: 0 });
    assert_eq!(g.sled(K), 0);
    assert_eq!(g.turn(), Turn::Player(W));
    // With one stone on the sled Chisel cannot be played.
    let mut g = plain4();
    give(&mut g, K, Card::Chisel);
    ok(&mut g, A::Place { ship: 0, slot: 0 });
    for slot in 1..4 {
        ok(&mut g, A::Place { ship: 0, slot });
    }
    assert_eq!(g.sled(K), 1);
    assert!(!legal(&g).contains(&A::Play(Card::Chisel)));
}

#[test]
fn blue_card_is_usable_from_the_next_turn_one_per_turn() {
    let mut g = started(
        4,
        "AAAAA",
        0,
        &[Card::Hammer, Card::Statue, Card::Statue, Card::Statue],
    );
    load(&mut g, 3, &[Some(K)]);
    ok(
        &mut g,
        A::Sail {
            ship: 3,
            site: Site::Market,
        },
    );
    ok(&mut g, A::TakeCard(Card::Hammer));
    // Taken during black's own turn: the turn is over.
    assert_eq!(g.turn(), Turn::Player(W));
    for slot in 0..3 {
        ok(&mut g, A::Place { ship: 1, slot });
    }
    assert_eq!(g.turn(), Turn::Player(K));
    assert!(legal(&g).contains(&A::Play(Card::Hammer)));
    ok(&mut g, A::Play(Card::Hammer));
    // Playing it was the whole turn action: no second card or action follows.
    ok(&mut g, A::Place { ship: 0, slot: 0 });
    assert_eq!(g.turn(), Turn::Player(W));
}
