//! Scenario tests: the rulebook's worked examples and one test per rule, set up on the
//! real state (stones taken from the quarries so every invariant holds).

mod api;
mod robust;

use nile_core::{Game, GameConfig, Turn};

use crate::action::ImhotepAction as A;
use crate::cards::Card;
use crate::config::ImhotepConfig;
use crate::site::Site;
use crate::state::{Ctx, Imhotep, Phase};

pub(crate) const K: usize = 0;
pub(crate) const W: usize = 1;
pub(crate) const BR: usize = 2;
pub(crate) const G: usize = 3;

pub(crate) fn config(n: usize, sides: &str) -> ImhotepConfig {
    let mut c = ImhotepConfig::for_players(n);
    c.set_option("sides", sides).unwrap();
    c
}

/// A game after round card `card` and a face-up deal of `deal`.
pub(crate) fn started(n: usize, sides: &str, card: u8, deal: &[Card]) -> Imhotep {
    let mut g = Imhotep::new(&config(n, sides)).unwrap();
    ok(&mut g, A::RoundCard(card));
    for &c in deal {
        ok(&mut g, A::Draw(c));
    }
    assert_eq!(g.turn(), Turn::Player(0));
    g
}

/// A 4-player side-A game, round card 1 (ships 4, 4, 2, 1), four statues on display.
pub(crate) fn plain4() -> Imhotep {
    started(4, "AAAAA", 0, &[Card::Statue; 4])
}

pub(crate) fn ok(g: &mut Imhotep, a: A) {
    if let Err(e) = g.apply(a) {
        panic!("{a}: {e}\n{}", g.render(None));
    }
    g.check_invariants().unwrap();
}

pub(crate) fn legal(g: &Imhotep) -> Vec<A> {
    let mut v = Vec::new();
    g.legal_actions(&mut v);
    v
}

/// Puts stones of the given seats straight from their quarries on `ship` (test setup).
pub(crate) fn load(g: &mut Imhotep, ship: usize, stones: &[Option<usize>]) {
    for (slot, s) in stones.iter().enumerate() {
        if let Some(p) = *s {
            g.builders[p].quarry -= 1;
            g.ships[ship].put(slot, p as u8 + 1);
        }
    }
}

/// Delivers stones from the quarries to `site` (test setup; scores like a delivery).
pub(crate) fn deliver_all(g: &mut Imhotep, site: Site, seats: &[usize]) {
    for &p in seats {
        g.builders[p].quarry -= 1;
        g.deliver(site, p);
        assert_eq!(g.phase, Phase::Turn, "setup delivery asked for a decision");
    }
}

/// Takes a card out of the draw pile into seat `p`'s hand (test setup).
pub(crate) fn give(g: &mut Imhotep, p: usize, card: Card) {
    assert!(g.market.take_unseen(card));
    g.phase = Phase::Resume;
    g.gain_card(p, card);
    // A red card's stone is placed: it leaves play as the flow resumes.
    g.market.finish_playing(|c| !c.is_blue());
    g.phase = Phase::Turn;
}

pub(crate) fn scores(g: &Imhotep) -> Vec<i32> {
    (0..g.n()).map(|p| g.score(p)).collect()
}

/// Runs the round-end scoring as if the fourth ship had just been unloaded.
pub(crate) fn end_round_now(g: &mut Imhotep) {
    for (i, s) in g.ships.iter_mut().enumerate() {
        if s.sailed_to.is_none() {
            assert_eq!(s.load(), 0, "ship {i} still holds stones");
        }
    }
    g.ctx = Ctx::Temple { col: 0 };
    g.phase = Phase::Resume;
    g.run();
}

// ----- setup and the round --------------------------------------------------------------

#[test]
fn setup_gives_2_3_4_5_stones_and_keeps_a_score_marker() {
    let g = plain4();
    let sleds: Vec<u8> = (0..4).map(|p| g.sled(p)).collect();
    let quarries: Vec<u8> = (0..4).map(|p| g.quarry(p)).collect();
    assert_eq!(sleds, vec![2, 3, 4, 5]);
    assert_eq!(quarries, vec![27, 26, 25, 24]);
    assert_eq!(g.market.deck_len(), 30);
    let g2 = started(2, "AAAAA", 0, &[Card::Statue; 4]);
    assert_eq!(
        (g2.sled(0), g2.sled(1), g2.quarry(0), g2.quarry(1)),
        (2, 3, 27, 26)
    );
    assert_eq!((g2.builders[2].quarry, g2.builders[3].sled), (0, 0));
}

#[test]
fn round_card_chooses_the_four_ships_and_their_minimum_loads() {
    let g = started(2, "AAAAA", 0, &[Card::Statue; 4]);
    let caps: Vec<u8> = g.ships.iter().map(|s| s.capacity).collect();
    let mins: Vec<u8> = g.ships.iter().map(|s| s.min_load()).collect();
    assert_eq!(caps, vec![4, 3, 2, 2]);
    assert_eq!(mins, vec![3, 2, 1, 1]);
}

#[test]
fn six_of_the_seven_round_cards_are_played_and_none_twice() {
    let mut g = Imhotep::new(&config(3, "AAAAA")).unwrap();
    let mut out = Vec::new();
    g.chance_outcomes(&mut out);
    assert_eq!(out.len(), 7);
    ok(&mut g, A::RoundCard(4));
    g.round_cards_used |= 0b1;
    g.phase = Phase::RoundCard;
    g.round_card = crate::state::NO_CARD;
    g.ships = Default::default();
    g.round = 2;
    g.chance_outcomes(&mut out);
    assert_eq!(out.len(), 5);
    assert!(g.apply(A::RoundCard(4)).is_err());
}

#[test]
fn market_deal_draws_from_the_remaining_cards() {
    let mut g = Imhotep::new(&config(2, "AAAAA")).unwrap();
    ok(&mut g, A::RoundCard(0));
    let mut out = Vec::new();
    g.chance_outcomes(&mut out);
    assert!(out.contains(&(A::Draw(Card::Statue), 10)));
    assert!(out.contains(&(A::Draw(Card::Sail), 3)));
    ok(&mut g, A::Draw(Card::Lever));
    ok(&mut g, A::Draw(Card::Lever));
    g.chance_outcomes(&mut out);
    assert!(!out.iter().any(|(a, _)| *a == A::Draw(Card::Lever)));
    assert!(g.apply(A::Draw(Card::Lever)).is_err());
}

#[test]
fn empty_draw_pile_is_refilled_from_the_discard_pile() {
    let mut g = plain4();
    // Empty the pile into the discard pile.
    g.market.discard = g.market.unseen;
    g.market.unseen = [0; 12];
    assert!(g.market.card_available());
    assert!(g.market.ensure_deck());
    assert_eq!(g.market.deck_len(), 30);
    assert_eq!(crate::cards::total(&g.market.discard), 0);
}

#[test]
fn take_stones_is_capped_by_the_sled_and_the_quarry() {
    let mut g = plain4();
    g.builders[K].sled = 3;
    g.builders[K].quarry = 26;
    ok(&mut g, A::TakeStones);
    assert_eq!((g.sled(K), g.quarry(K)), (5, 24));
    // White: empty sled, 2 stones left in the quarry (the rest in the burial chamber).
    let stones = g.builders[W].quarry + g.builders[W].sled;
    g.builders[W].sled = 0;
    g.builders[W].quarry = 2;
    for _ in 0..stones - 2 {
        g.burial.place(W);
    }
    ok(&mut g, A::TakeStones);
    assert_eq!((g.sled(W), g.quarry(W)), (2, 0));
    // Brown with a full sled may not take stones.
    g.builders[BR].quarry -= 1;
    g.builders[BR].sled = 5;
    assert!(!legal(&g).contains(&A::TakeStones));
    assert!(g.apply(A::TakeStones).is_err());
}

#[test]
fn taking_stones_from_an_empty_quarry_is_not_allowed() {
    let mut g = plain4();
    let q = g.builders[K].quarry;
    g.builders[K].quarry = 0;
    for _ in 0..q {
        g.burial.place(K);
    }
    assert!(!legal(&g).contains(&A::TakeStones));
}

#[test]
fn place_stone_needs_a_sled_stone_and_a_free_space_on_a_ship_in_port() {
    let mut g = plain4();
    ok(&mut g, A::Place { ship: 0, slot: 2 });
    assert_eq!(g.ships[0].slots[2], K as u8 + 1);
    assert_eq!(g.sled(K), 1);
    // White: that space is taken; slot 5 of a 4-ship does not exist.
    assert!(g.apply(A::Place { ship: 0, slot: 2 }).is_err());
    assert!(!legal(&g).contains(&A::Place { ship: 3, slot: 1 }));
    assert!(legal(&g).contains(&A::Place { ship: 0, slot: 0 }));
    // A sailed ship takes no more stones.
    g.ships[3].sail_to(Site::Temple);
    g.docked |= Site::Temple.bit();
    g.sails = 1;
    assert!(!legal(&g).contains(&A::Place { ship: 3, slot: 0 }));
}

#[test]
fn sailing_needs_the_minimum_load_and_a_free_harbour() {
    let mut g = plain4();
    load(&mut g, 0, &[Some(W), Some(W)]);
    assert!(!legal(&g)
        .iter()
        .any(|a| matches!(a, A::Sail { ship: 0, .. })));
    load(&mut g, 0, &[None, None, Some(BR)]);
    let sails: Vec<A> = legal(&g)
        .into_iter()
        .filter(|a| matches!(a, A::Sail { ship: 0, .. }))
        .collect();
    assert_eq!(sails.len(), 5, "every open site");
    // Black has no stone on the ship and may still sail it.
    ok(
        &mut g,
        A::Sail {
            ship: 0,
            site: Site::Pyramid,
        },
    );
    assert_eq!(g.turn(), Turn::Player(W));
    load(&mut g, 3, &[Some(G)]);
    assert!(
        g.apply(A::Sail {
            ship: 3,
            site: Site::Pyramid
        })
        .is_err(),
        "harbour closed"
    );
    ok(
        &mut g,
        A::Sail {
            ship: 3,
            site: Site::Temple,
        },
    );
}

// ----- Pyramid --------------------------------------------------------------------------

#[test]
fn pyramid_a_fills_in_order_with_printed_points() {
    // Rulebook example: a 4-ship sails to the pyramid; each stone scores its space.
    let mut g = plain4();
    load(&mut g, 0, &[Some(W), Some(BR), Some(W), Some(G)]);
    ok(
        &mut g,
        A::Sail {
            ship: 0,
            site: Site::Pyramid,
        },
    );
    assert_eq!(scores(&g), vec![0, 2 + 3, 1, 2]);
    assert_eq!(&g.pyramid.cells[..4], &[2, 3, 2, 4]);
    // Empty spaces on the ship are skipped.
    let mut g = plain4();
    load(&mut g, 0, &[Some(W), None, Some(BR), Some(G)]);
    ok(
        &mut g,
        A::Sail {
            ship: 0,
            site: Site::Pyramid,
        },
    );
    assert_eq!(scores(&g), vec![0, 2, 1, 3]);
}

#[test]
fn pyramid_a_top_space_then_overflow_scores_one() {
    let mut g = plain4();
    deliver_all(&mut g, Site::Pyramid, &[G; 13]);
    let before = scores(&g);
    load(&mut g, 2, &[Some(K), Some(W)]);
    ok(
        &mut g,
        A::Sail {
            ship: 2,
            site: Site::Pyramid,
        },
    );
    assert_eq!(g.score(K) - before[K], 4);
    assert_eq!(g.score(W) - before[W], 1);
    assert_eq!(g.pyramid.overflow[W], 1);
}

#[test]
fn pyramid_b_owner_chooses_the_pyramid_and_gets_its_bonus() {
    // Rulebook example: brown, black, brown in the middle pyramid, white on the left.
    let mut g = started(4, "ABAAA", 0, &[Card::Statue; 4]);
    load(&mut g, 0, &[Some(BR), Some(K), Some(BR), Some(W)]);
    ok(
        &mut g,
        A::Sail {
            ship: 0,
            site: Site::Pyramid,
        },
    );
    assert_eq!(g.turn(), Turn::Player(BR));
    assert_eq!(
        legal(&g),
        vec![
            A::ChoosePyramid(0),
            A::ChoosePyramid(1),
            A::ChoosePyramid(2)
        ]
    );
    let br_sled = g.sled(BR);
    ok(&mut g, A::ChoosePyramid(1));
    // The middle pyramid's stones are optional (rulebook: the owner "pode", may, take them).
    assert_eq!(g.turn(), Turn::Player(BR));
    assert_eq!(legal(&g), vec![A::TakeStones, A::SkipBonus]);
    ok(&mut g, A::TakeStones);
    assert_eq!(g.sled(BR), 5.min(br_sled + 3), "middle pyramid: 3 stones");
    assert_eq!(g.turn(), Turn::Player(K));
    ok(&mut g, A::ChoosePyramid(1));
    let k_sled = g.sled(K);
    assert_eq!(g.phase, Phase::StonesBonus(K as u8));
    ok(&mut g, A::SkipBonus);
    assert_eq!(g.sled(K), k_sled, "a declined bonus takes no stones");
    ok(&mut g, A::ChoosePyramid(1));
    if g.phase == Phase::StonesBonus(BR as u8) {
        ok(&mut g, A::TakeStones);
    }
    ok(&mut g, A::ChoosePyramid(0));
    // Left pyramid: white may draw the top card.
    assert_eq!(g.turn(), Turn::Player(W));
    assert_eq!(legal(&g), vec![A::DrawTopCard, A::SkipBonus]);
    ok(&mut g, A::DrawTopCard);
    assert_eq!(g.turn(), Turn::Chance);
    ok(&mut g, A::Draw(Card::Statue));
    assert_eq!(g.builders[W].statues, 1);
    assert_eq!(scores(&g), vec![1, 1, 2, 0]);
    assert_eq!(&g.pyramid.cells[5..8], &[3, 1, 3]);
    assert_eq!(g.pyramid.cells[0], 2);
    assert_eq!(g.turn(), Turn::Player(W), "the turn passes on");
}

#[test]
fn pyramid_b_second_level_scores_four_and_ship_bonus_loads_a_stone() {
    let mut g = started(4, "ABAAA", 0, &[Card::Statue; 4]);
    // Fill the right pyramid's first level.
    for _ in 0..4 {
        g.builders[G].quarry -= 1;
        g.place_pyramid_b(G, 2);
        if g.phase == Phase::ShipBonus(G as u8) {
            g.phase = Phase::Turn;
        }
    }
    let before = g.score(K);
    load(&mut g, 3, &[Some(K)]);
    ok(
        &mut g,
        A::Sail {
            ship: 3,
            site: Site::Pyramid,
        },
    );
    ok(&mut g, A::ChoosePyramid(2));
    assert_eq!(g.score(K) - before, 4);
    assert_eq!(g.pyramid.b_filled(2), 5);
    // A first-level stone on the right pyramid: load from the sled.
    let mut g = started(4, "ABAAA", 0, &[Card::Statue; 4]);
    load(&mut g, 3, &[Some(W)]);
    ok(
        &mut g,
        A::Sail {
            ship: 3,
            site: Site::Pyramid,
        },
    );
    ok(&mut g, A::ChoosePyramid(2));
    assert_eq!(g.turn(), Turn::Player(W));
    assert!(legal(&g).contains(&A::SkipBonus));
    let sled = g.sled(W);
    ok(&mut g, A::Place { ship: 0, slot: 0 });
    assert_eq!(g.sled(W), sled - 1);
    assert_eq!(g.ships[0].slots[0], W as u8 + 1);
}

#[test]
fn red_entrance_places_a_stone_from_the_quarry_on_the_pyramid() {
    let mut g = started(
        4,
        "AAAAA",
        0,
        &[Card::Entrance, Card::Statue, Card::Statue, Card::Statue],
    );
    deliver_all(&mut g, Site::Pyramid, &[G; 4]);
    let q = g.quarry(K);
    load(&mut g, 3, &[Some(K)]);
    ok(
        &mut g,
        A::Sail {
            ship: 3,
            site: Site::Market,
        },
    );
    assert_eq!(g.turn(), Turn::Player(K));
    ok(&mut g, A::TakeCard(Card::Entrance));
    assert_eq!(g.score(K), 4, "position 4 is worth 4");
    assert_eq!(
        g.quarry(K),
        q - 1,
        "net: the market stone came back, one went up"
    );
    assert_eq!(g.market.discard[Card::Entrance.index()], 1);
}

#[test]
fn red_card_with_an_empty_quarry_places_nothing() {
    let mut g = plain4();
    let q = g.builders[K].quarry;
    g.builders[K].quarry = 0;
    for _ in 0..q {
        g.burial.place(K);
    }
    let len = g.burial.len;
    assert!(g.market.take_unseen(Card::Sarcophagus));
    g.phase = Phase::Resume;
    g.gain_card(K, Card::Sarcophagus);
    g.market.finish_playing(|c| !c.is_blue());
    g.phase = Phase::Turn;
    assert_eq!(g.burial.len, len);
    assert_eq!(g.market.discard[Card::Sarcophagus.index()], 1);
    g.check_invariants().unwrap();
}

// ----- Temple ---------------------------------------------------------------------------

#[test]
fn temple_a_scores_each_visible_stone_at_round_end() {
    // Rulebook picture: gray 2 visible, black, brown and white 1 each.
    let mut g = plain4();
    deliver_all(&mut g, Site::Temple, &[W, BR, K, W, G, G, BR]);
    end_round_now(&mut g);
    assert_eq!(scores(&g), vec![1, 1, 1, 2]);
    // The stones stay and score again next round.
    ok(&mut g, A::RoundCard(1));
    for _ in 0..4 {
        ok(&mut g, A::Draw(Card::Statue));
    }
    end_round_now(&mut g);
    assert_eq!(scores(&g), vec![2, 2, 2, 4]);
}

#[test]
fn temple_fill_with_three_stones_rulebook_example() {
    let mut g = started(4, "AAAAA", 1, &[Card::Statue; 4]); // ships 4, 3, 3, 2
    deliver_all(&mut g, Site::Temple, &[K, G, W, K]);
    load(&mut g, 1, &[Some(BR), Some(BR), Some(W)]);
    ok(
        &mut g,
        A::Sail {
            ship: 1,
            site: Site::Temple,
        },
    );
    assert_eq!(
        g.temple.top,
        [
            BR as u8 + 1,
            W as u8 + 1,
            W as u8 + 1,
            K as u8 + 1,
            BR as u8 + 1
        ]
    );
    end_round_now(&mut g);
    assert_eq!(scores(&g), vec![1, 2, 2, 0]);
}

#[test]
fn temple_has_four_columns_with_two_players() {
    let mut g = started(2, "AAAAA", 0, &[Card::Statue; 4]);
    deliver_all(&mut g, Site::Temple, &[W, K, W, K, W]);
    assert_eq!(
        g.temple.top,
        [W as u8 + 1, K as u8 + 1, W as u8 + 1, K as u8 + 1, 0]
    );
    end_round_now(&mut g);
    assert_eq!(scores(&g), vec![2, 2]);
}

#[test]
fn temple_b_column_bonuses_rulebook_example() {
    // Visible: gray, brown, white, white, black over the columns.
    let mut g = started(4, "AABAA", 0, &[Card::Statue; 4]);
    deliver_all(&mut g, Site::Temple, &[G, BR, W, W, K]);
    end_round_now(&mut g);
    // Column 1: gray chooses 1 point or 2 stones.
    assert_eq!(g.turn(), Turn::Player(G));
    assert_eq!(legal(&g), vec![A::OnePoint, A::TwoStones]);
    ok(&mut g, A::OnePoint);
    // Column 2 gave brown 2 points; column 3: white chooses.
    assert_eq!(g.score(BR), 2);
    assert_eq!(g.turn(), Turn::Player(W));
    let sled = g.sled(W);
    ok(&mut g, A::TwoStones);
    assert_eq!(g.sled(W), sled + 2);
    // Column 4: white takes the top card.
    assert_eq!(g.turn(), Turn::Chance);
    ok(&mut g, A::Draw(Card::Statue));
    assert_eq!(g.builders[W].statues, 1);
    // Column 5: black chooses.
    assert_eq!(g.turn(), Turn::Player(K));
    ok(&mut g, A::OnePoint);
    assert_eq!(scores(&g), vec![1, 0, 2, 1]);
    assert_eq!(g.turn(), Turn::Chance, "next round card");
    assert_eq!(g.round, 2);
}

// ----- Burial Chamber ---------------------------------------------------------------------

#[test]
fn burial_chamber_a_worked_example_17_7_3_1() {
    let mut g = plain4();
    deliver_all(
        &mut g,
        Site::BurialChamber,
        &[W, W, K, BR, BR, G, BR, G, G, G, G, G, BR],
    );
    assert_eq!(crate::scoring::burial_a(&g.burial), [1, 3, 6 + 1, 17]);
    // A Burial Chamber Decoration adds floor(13 / 3) = 4.
    give(&mut g, BR, Card::BurialChamberDecoration);
    g.final_scoring();
    assert_eq!(scores(&g), vec![1, 3, 7 + 4, 17]);
}

#[test]
fn burial_chamber_fills_column_by_column() {
    let mut g = plain4();
    deliver_all(&mut g, Site::BurialChamber, &[G, G, G, G]);
    load(&mut g, 0, &[Some(BR), Some(W), Some(K), Some(BR)]);
    ok(
        &mut g,
        A::Sail {
            ship: 0,
            site: Site::BurialChamber,
        },
    );
    // Positions 4..8: (c1 r1), (c1 r2), (c2 r0), (c2 r1).
    let seats: Vec<usize> = (4..8).map(|k| g.burial.seat_at(k)).collect();
    assert_eq!(seats, vec![BR, W, K, BR]);
}

#[test]
fn burial_chamber_diagonals_do_not_connect() {
    let mut g = plain4();
    deliver_all(&mut g, Site::BurialChamber, &[W, K, K, K, W]);
    assert_eq!(crate::scoring::burial_a(&g.burial), [3 + 1, 1 + 1, 0, 0]);
}

#[test]
fn burial_chamber_b_rows_rulebook_example() {
    let mut g = started(4, "AAABA", 0, &[Card::Statue; 4]);
    deliver_all(
        &mut g,
        Site::BurialChamber,
        &[W, K, G, W, K, G, BR, W, G, W, K, G, G],
    );
    assert_eq!(crate::scoring::burial_b(&g.burial, 4), [8, 12, 3, 11]);
}

// ----- Obelisks -------------------------------------------------------------------------

#[test]
fn obelisks_a_tie_is_split_and_rounded_down() {
    use crate::scoring::obelisks_a;
    // Rulebook example: white 4, black 3, gray 3, brown none → 15, 7, 7, 0.
    assert_eq!(obelisks_a(&[3, 4, 0, 3], 4), [7, 15, 0, 7]);
    assert_eq!(obelisks_a(&[5, 5, 2, 0], 3), [9, 9, 1, 0]);
    assert_eq!(obelisks_a(&[3, 3, 0, 0], 2), [5, 5, 0, 0]);
    assert_eq!(obelisks_a(&[1, 2, 0, 0], 4), [10, 15, 0, 0]);
}

#[test]
fn obelisks_a_unload_raises_each_colour_tower() {
    let mut g = started(4, "AAAAA", 1, &[Card::Statue; 4]);
    load(&mut g, 1, &[Some(K), Some(W), Some(G)]);
    ok(
        &mut g,
        A::Sail {
            ship: 1,
            site: Site::Obelisks,
        },
    );
    assert_eq!(g.obelisks.stones, [1, 1, 0, 1]);
    assert_eq!(scores(&g), vec![0; 4]);
}

#[test]
fn obelisks_b_third_stone_makes_a_tower_worth_9() {
    let mut g = started(4, "AAAAB", 1, &[Card::Statue; 4]);
    deliver_all(&mut g, Site::Obelisks, &[BR, BR, BR, W, W]);
    assert_eq!(g.score(BR), 10, "first tower on the 10 space");
    load(&mut g, 1, &[Some(K), Some(W), Some(G)]);
    ok(
        &mut g,
        A::Sail {
            ship: 1,
            site: Site::Obelisks,
        },
    );
    assert_eq!(g.score(W), 9);
    assert_eq!(g.obelisks.stones, [1, 0, 0, 1]);
    assert_eq!(g.obelisks.towers[1], W as u8 + 1);
    // At game end the singles score 1 each.
    g.final_scoring();
    assert_eq!(scores(&g), vec![1, 9, 10, 1]);
}

// ----- Market and cards -------------------------------------------------------------------

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
    assert!(g.render(Some(K)).contains("(face-down card)"));
    assert!(g.render(Some(W)).contains("Entrance"));
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

// ----- round end, game end --------------------------------------------------------------

#[test]
fn round_ends_the_moment_the_fourth_ship_is_unloaded() {
    let mut g = plain4();
    load(&mut g, 0, &[Some(K), Some(K), Some(K)]);
    load(&mut g, 1, &[Some(W), Some(W), Some(W)]);
    load(&mut g, 2, &[Some(BR)]);
    load(&mut g, 3, &[Some(G)]);
    deliver_all(&mut g, Site::Temple, &[G]);
    ok(
        &mut g,
        A::Sail {
            ship: 0,
            site: Site::Pyramid,
        },
    );
    ok(
        &mut g,
        A::Sail {
            ship: 1,
            site: Site::BurialChamber,
        },
    );
    ok(
        &mut g,
        A::Sail {
            ship: 2,
            site: Site::Obelisks,
        },
    );
    // Gray sails the last ship to the market: its pick resolves, then the round ends.
    ok(
        &mut g,
        A::Sail {
            ship: 3,
            site: Site::Market,
        },
    );
    assert_eq!(g.turn(), Turn::Player(G));
    ok(&mut g, A::TakeCard(Card::Statue));
    assert_eq!(g.turn(), Turn::Chance);
    assert_eq!(g.round, 2);
    assert_eq!(g.start_player, K as u8, "left of gray, the last sailer");
    assert_eq!(g.score(G), 1, "temple scored");
    assert_eq!(
        crate::cards::total(&g.market.discard),
        3,
        "display leftovers discarded"
    );
}

#[test]
fn next_start_player_sits_left_of_the_last_sailer() {
    let mut g = plain4();
    g.last_sailer = BR as u8;
    end_round_now(&mut g);
    assert_eq!(g.start_player, G as u8);
    ok(&mut g, A::RoundCard(3));
    for _ in 0..4 {
        ok(&mut g, A::Draw(Card::Statue));
    }
    assert_eq!(g.turn(), Turn::Player(G));
}

#[test]
fn pass_only_when_nothing_else_is_possible_and_a_full_round_of_passes_ends_the_round() {
    let mut g = started(2, "AAAAA", 0, &[Card::Statue; 4]);
    // Both players: all stones placed on the burial chamber, sleds and quarries empty.
    for p in 0..2 {
        let stones = g.builders[p].quarry + g.builders[p].sled;
        g.builders[p].quarry = 0;
        g.builders[p].sled = 0;
        for _ in 0..stones {
            g.burial.place(p);
        }
    }
    assert_eq!(legal(&g), vec![A::Pass]);
    ok(&mut g, A::Pass);
    assert_eq!(g.turn(), Turn::Player(1));
    ok(&mut g, A::Pass);
    assert_eq!(g.turn(), Turn::Chance, "the stalled round ended");
    assert_eq!(g.round, 2);
    assert_eq!(
        g.start_player, 1,
        "left of the start player when nobody sailed"
    );
}

#[test]
fn tie_is_broken_by_sled_stones_then_shared() {
    let mut g = started(2, "AAAAA", 0, &[Card::Statue; 4]);
    g.phase = Phase::Over;
    g.builders[0].score = 50;
    g.builders[1].score = 50;
    assert_eq!(g.outcome().unwrap().ranks, vec![1, 0], "sleds 2 and 3");
    g.builders[0].quarry -= 1;
    g.builders[0].sled += 1;
    assert_eq!(g.outcome().unwrap().ranks, vec![0, 0], "shared win");
}

#[test]
fn pharaohs_fury_costs_5_for_a_missing_monument() {
    let mut c = config(2, "AAAAA");
    c.set_option("variant", "pharaohs-fury").unwrap();
    let mut g = Imhotep::new(&c).unwrap();
    ok(&mut g, A::RoundCard(0));
    for _ in 0..4 {
        ok(&mut g, A::Draw(Card::Statue));
    }
    for site in [
        Site::Pyramid,
        Site::Temple,
        Site::BurialChamber,
        Site::Obelisks,
    ] {
        deliver_all(&mut g, site, &[0]);
    }
    deliver_all(&mut g, Site::Pyramid, &[1]);
    deliver_all(&mut g, Site::BurialChamber, &[1]);
    deliver_all(&mut g, Site::Obelisks, &[1]);
    let before = scores(&g);
    g.final_scoring();
    let burial = crate::scoring::burial_a(&g.burial);
    let obel = crate::scoring::obelisks_a(&g.obelisks.stones, 2);
    assert_eq!(g.score(0), before[0] + burial[0] + obel[0]);
    assert_eq!(
        g.score(1),
        before[1] + burial[1] + obel[1] - 5,
        "never in the temple"
    );
}

#[test]
fn score_above_40_keeps_counting() {
    let mut g = plain4();
    g.builders[K].score = 39;
    deliver_all(&mut g, Site::Pyramid, &[G; 4]);
    deliver_all(&mut g, Site::Pyramid, &[K]);
    assert_eq!(g.score(K), 43);
}

#[test]
fn config_options_parse_sides_and_variant() {
    let mut c = ImhotepConfig::for_players(3);
    c.set_option("sides", "abABa").unwrap();
    assert_eq!(c.sides_text(), "ABABA");
    assert!(c.set_option("sides", "ABAB").is_err());
    assert!(c.set_option("sides", "ABABC").is_err());
    c.set_option("fury", "true").unwrap();
    assert!(c.pharaohs_fury);
    c.set_option("variant", "none").unwrap();
    assert!(!c.pharaohs_fury);
    assert!(c.set_option("variant", "chaos").is_err());
    assert!(c.set_option("colour", "red").is_err());
}

#[test]
fn illegal_actions_leave_the_state_unchanged() {
    let mut g = plain4();
    let before = g.clone();
    for a in [
        A::Pass,
        A::Unload { slot: 0 },
        A::Draw(Card::Statue),
        A::Keep(Card::Lever),
        A::Place { ship: 9, slot: 0 },
    ] {
        assert!(g.apply(a).is_err(), "{a}");
        assert_eq!(g, before);
    }
}

#[test]
fn tampered_state_is_rejected_by_from_json() {
    let g = plain4();
    let mut json: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
    json["current"] = serde_json::json!(9);
    assert!(Imhotep::from_json(&json.to_string()).is_err());
    let mut json: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
    json["builders"][0]["quarry"] = serde_json::json!(3);
    assert!(Imhotep::from_json(&json.to_string()).is_err());
    assert!(Imhotep::from_json(&g.to_json()).is_ok());
}

#[test]
fn reshuffle_while_the_pair_lies_face_down_keeps_the_pair_from_the_old_pile() {
    let mut g = started(4, "BBAAA", 0, &[Card::Statue, Card::Lever, Card::Hammer]);
    // Leave only the two face-down cards (an Entrance and a Chisel) unseen.
    let mut old = g.market.unseen;
    old[Card::Entrance.index()] -= 1;
    old[Card::Chisel.index()] -= 1;
    for (k, n) in old.iter().enumerate() {
        g.market.discard[k] += n;
        g.market.unseen[k] -= n;
    }
    assert_eq!(g.market.deck_len(), 0);
    g.check_invariants().unwrap();
    // White's stone on the left pyramid draws a card: the discard pile is reshuffled.
    load(&mut g, 0, &[Some(W), Some(K), Some(G)]);
    ok(
        &mut g,
        A::Sail {
            ship: 0,
            site: Site::Pyramid,
        },
    );
    ok(&mut g, A::ChoosePyramid(0));
    ok(&mut g, A::DrawTopCard);
    assert_eq!(crate::cards::total(&g.market.pair_known), 2);
    let mut out = Vec::new();
    g.chance_outcomes(&mut out);
    // The new pile holds only the old discard pile: 1 Entrance and 2 Chisels.
    assert!(out.contains(&(A::Draw(Card::Entrance), 1)));
    assert!(out.contains(&(A::Draw(Card::Chisel), 2)));
    ok(&mut g, A::Draw(Card::Statue));
    ok(&mut g, A::ChoosePyramid(1));
    ok(&mut g, A::SkipBonus);
    // Gray's sled is full: no stones fit, so no bonus decision.
    ok(&mut g, A::ChoosePyramid(1));
    // Black sails a ship to the market; the face-down pair is known to be Entrance + Chisel.
    load(&mut g, 3, &[Some(BR)]);
    ok(
        &mut g,
        A::Sail {
            ship: 3,
            site: Site::Market,
        },
    );
    ok(&mut g, A::TakeFaceDown);
    assert_eq!(
        g.turn(),
        Turn::Player(BR),
        "no chance: the pair's cards are known"
    );
    assert_eq!(
        legal(&g),
        vec![A::Keep(Card::Entrance), A::Keep(Card::Chisel)]
    );
    ok(&mut g, A::Keep(Card::Chisel));
    assert_eq!(g.builders[BR].blue, [0, 0, 0, 1]);
}

#[test]
fn turns_go_round_the_table_from_the_start_player() {
    let mut g = plain4();
    for expected in [0, 1, 2, 3, 0, 1] {
        assert_eq!(g.turn(), Turn::Player(expected));
        let a = legal(&g)[0];
        ok(&mut g, a);
    }
}

#[test]
fn market_display_is_discarded_and_refilled_each_round() {
    let mut g = plain4();
    end_round_now(&mut g);
    assert_eq!(g.market.discard[Card::Statue.index()], 4);
    assert!(!g.market.display_any());
    ok(&mut g, A::RoundCard(2));
    for c in [Card::Lever, Card::Hammer, Card::Sail, Card::Chisel] {
        assert_eq!(g.turn(), Turn::Chance);
        ok(&mut g, A::Draw(c));
    }
    assert!(g.market.display_has(Card::Chisel));
    assert_eq!(g.market.deck_len(), 34 - 8);
}

#[test]
fn pyramid_b_card_bonus_may_be_skipped() {
    let mut g = started(4, "ABAAA", 0, &[Card::Statue; 4]);
    load(&mut g, 3, &[Some(W)]);
    ok(
        &mut g,
        A::Sail {
            ship: 3,
            site: Site::Pyramid,
        },
    );
    ok(&mut g, A::ChoosePyramid(0));
    let deck = g.market.deck_len();
    ok(&mut g, A::SkipBonus);
    assert_eq!(g.market.deck_len(), deck);
    assert_eq!(g.score(W), 1);
    assert_eq!(g.turn(), Turn::Player(W));
}

#[test]
fn temple_b_two_stones_stays_legal_when_nothing_fits() {
    let mut g = started(4, "AABAA", 0, &[Card::Statue; 4]);
    deliver_all(&mut g, Site::Temple, &[G]);
    assert_eq!(g.sled(G), 5);
    end_round_now(&mut g);
    assert_eq!(legal(&g), vec![A::OnePoint, A::TwoStones]);
    ok(&mut g, A::TwoStones);
    assert_eq!((g.sled(G), g.score(G)), (5, 0));
}

#[test]
fn obelisks_a_players_without_a_stone_take_no_rank() {
    let mut g = started(3, "AAAAA", 0, &[Card::Statue; 4]);
    deliver_all(&mut g, Site::Obelisks, &[W]);
    g.final_scoring();
    assert_eq!(scores(&g), vec![0, 12, 0]);
}

#[test]
fn render_shows_the_position_for_a_terminal_player() {
    let mut g = started(3, "BBBBB", 1, &[Card::Statue, Card::Lever, Card::Hammer]);
    load(&mut g, 0, &[Some(K), Some(W), Some(BR)]);
    ok(
        &mut g,
        A::Sail {
            ship: 0,
            site: Site::Market,
        },
    );
    ok(&mut g, A::TakeFaceDown);
    ok(&mut g, A::Draw(Card::Entrance));
    ok(&mut g, A::Draw(Card::Chisel));
    let view = g.render(Some(W));
    for part in [
        "round 1 of 6",
        "Black (seat 0) keeps one",
        "ship 1",
        "Market (B)",
        "Pyramid (B)",
        "Temple (B)",
        "Burial Chamber (B)",
        "Obelisks (B)",
        "score",
        "quarry",
    ] {
        assert!(view.contains(part), "{part} missing in\n{view}");
    }
    assert!(
        !view.contains("Entrance"),
        "white may not see black's face-down cards"
    );
    assert!(g.render(Some(K)).contains("Entrance"));
}
