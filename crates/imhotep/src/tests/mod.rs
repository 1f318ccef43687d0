//! Scenario tests: the rulebook's worked examples and one test per rule, set up on the
//! real state (stones taken from the quarries so every invariant holds).

mod api;
mod market;
mod robust;
mod round_end;

use nile_core::Viewer;
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
        panic!("{a}: {e}\n{}", g.render(Viewer::All));
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
    (0..g.seat_count()).map(|p| g.score(p)).collect()
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
