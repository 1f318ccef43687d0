//! Tests of the front-end API: viewer texts, the action index, the observation tensor,
//! declared options, and the choices that collapse because they cannot differ.

use nile_core::Viewer;
use nile_core::{Game, GameConfig, Turn};

use crate::action::ImhotepAction as A;
use crate::cards::Card;
use crate::config::ImhotepConfig;
use crate::site::Site;
use crate::state::{Imhotep, Phase};
use crate::tensor::TENSOR_LEN;
use crate::tests::{give, legal, load, ok, started, G, K, W};

/// A side-B market game where White sailed to the Market and took the face-down pair,
/// whose first card is about to be turned.
fn pair_taken() -> Imhotep {
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
    g
}

#[test]
fn face_down_cards_are_named_only_to_their_taker() {
    let mut g = pair_taken();
    let draw = A::Draw(Card::Entrance);
    assert_eq!(
        g.describe(draw, Viewer::Seat(W)),
        "White turns a face-down card: Entrance"
    );
    assert_eq!(
        g.describe(draw, Viewer::All),
        g.describe(draw, Viewer::Seat(W))
    );
    assert_eq!(
        g.describe(draw, Viewer::Seat(K)),
        "White turns a face-down card"
    );
    ok(&mut g, draw);
    ok(&mut g, A::Draw(Card::Statue));
    assert_eq!(g.phase, Phase::PairKeep(W as u8));
    let keep = A::Keep(Card::Statue);
    assert_eq!(
        g.describe(keep, Viewer::Seat(W)),
        "White (seat 1) keeps Statue"
    );
    assert_eq!(
        g.describe(keep, Viewer::Seat(G)),
        "White keeps one of the two face-down cards"
    );
    // Public draws read the same to everyone.
    let fresh = Imhotep::new(&ImhotepConfig::for_players(2)).unwrap();
    assert_eq!(
        fresh.describe(A::RoundCard(0), Viewer::Seat(1)),
        "round card 1: ships of 4, 3, 2 and 2 spaces"
    );
}

#[test]
fn the_tensor_follows_the_documented_layout() {
    let g = started(3, "ABABA", 2, &[Card::Statue; 4]);
    let mut t = Vec::new();
    g.observation_tensor(1, &mut t);
    assert_eq!(t.len(), TENSOR_LEN);
    assert_eq!(Imhotep::observation_tensor_shape(g.config()), vec![1019]);
    let ones = |range: std::ops::Range<usize>| -> Vec<usize> {
        range
            .clone()
            .filter(|&i| t[i] == 1.0)
            .map(|i| i - range.start)
            .collect()
    };
    assert_eq!(ones(0..4), vec![1], "viewer");
    assert_eq!(ones(4..7), vec![1], "3 seats");
    assert_eq!(ones(7..12), vec![1, 3], "sides ABABA");
    assert_eq!(ones(13..19), vec![0], "round 1");
    assert_eq!(ones(26..33), vec![2], "round card 3");
    assert_eq!(ones(52..73), vec![6], "a turn");
    // Ship 1 of round card 3 for 3 players has 4 spaces, needs 3.
    assert_eq!(t[89], 1.0);
    assert_eq!(t[90], 0.75);
    // Seat 0 (start player): sled 2 of 5.
    assert_eq!(t[185 + 1], 0.4);
    // Four statues on display.
    for slot in 0..4 {
        assert_eq!(ones(249 + 12 * slot..261 + 12 * slot), vec![7]);
    }
    assert!(t.iter().all(|x| x.is_finite()));
}

#[test]
fn the_action_index_round_trips_through_the_trait() {
    let c = ImhotepConfig::for_players(4);
    assert_eq!(Imhotep::num_distinct_actions(&c), 98);
    for i in 0..98 {
        let a = Imhotep::action_from_index(&c, i).unwrap();
        assert_eq!(Imhotep::action_to_index(&c, a), Some(i), "{a}");
    }
}

#[test]
fn declared_options_read_their_values_and_refuse_others() {
    let names: Vec<&str> = ImhotepConfig::options().iter().map(|o| o.key).collect();
    assert_eq!(names, vec!["sides", "variant"]);
    let mut c = ImhotepConfig::for_players(2);
    c.set_option("sides", "ABABA").unwrap();
    c.set_option("variant", "pharaohs-fury").unwrap();
    assert!(c.pharaohs_fury);
    c.set_option("variant", "none").unwrap();
    assert!(!c.pharaohs_fury);
    let err = c.set_option("colour", "red").unwrap_err().to_string();
    assert!(err.contains("sides, variant"), "{err}");
    let err = c.set_option("variant", "chaos").unwrap_err().to_string();
    assert!(err.contains("none, pharaohs-fury"), "{err}");
    assert!(ImhotepConfig::option_help().contains("sides"));
}

#[test]
fn lever_offers_one_stone_per_colour_and_only_while_order_matters() {
    // Pyramid A: the order decides who gets which space.
    let mut g = started(4, "AAAAA", 1, &[Card::Statue; 4]);
    load(&mut g, 0, &[Some(W), Some(K), Some(W), Some(G)]);
    give(&mut g, K, Card::Lever);
    ok(&mut g, A::Play(Card::Lever));
    let pyramid = A::Sail {
        ship: 0,
        site: Site::Pyramid,
    };
    ok(&mut g, pyramid);
    assert_eq!(
        legal(&g),
        vec![
            A::Unload { slot: 0 },
            A::Unload { slot: 1 },
            A::Unload { slot: 3 }
        ],
        "the second White stone is the same choice as the first"
    );
    // Obelisks A: heights do not depend on the order, so nothing is asked.
    let mut g = started(4, "AAAAA", 1, &[Card::Statue; 4]);
    load(&mut g, 0, &[Some(W), Some(K), Some(W), Some(G)]);
    give(&mut g, K, Card::Lever);
    ok(&mut g, A::Play(Card::Lever));
    ok(
        &mut g,
        A::Sail {
            ship: 0,
            site: Site::Obelisks,
        },
    );
    assert_eq!(g.turn(), Turn::Player(W));
    assert_eq!(g.obelisks.stones, [1, 2, 0, 1]);
}

#[test]
fn pyramid_b_asks_nothing_when_only_tops_are_left() {
    // Left and middle pyramids have only their tops free, the right one is full: either
    // top gives 4 points and no bonus, and the one left open is like the other.
    let mut g = started(4, "ABAAA", 1, &[Card::Statue; 4]);
    for (p, filled) in [(0, 4), (1, 4), (2, 5)] {
        for k in 0..filled {
            g.builders[K].quarry -= 1;
            g.pyramid.cells[5 * p + k] = K as u8 + 1;
        }
    }
    g.check_invariants().unwrap();
    load(&mut g, 3, &[Some(W), Some(W)]);
    ok(
        &mut g,
        A::Sail {
            ship: 3,
            site: Site::Pyramid,
        },
    );
    assert_eq!(g.turn(), Turn::Player(W), "no pyramid choice");
    assert_eq!(g.pyramid.b_open(), 0);
    assert_eq!(g.score(W), 8);
}

#[test]
fn choices_with_one_result_read_alike() {
    // Black's two stones go to the Pyramid B: the left pyramid has its top left, the
    // right one its last level-1 space and its top; Black's sled is empty, so the ship
    // bonus cannot be used. Left then right, or right then left: the same board.
    let mut g = started(4, "ABAAA", 1, &[Card::Statue; 4]);
    for (p, filled) in [(0, 4), (1, 5), (2, 3)] {
        for k in 0..filled {
            g.builders[W].quarry -= 1;
            g.pyramid.cells[5 * p + k] = W as u8 + 1;
        }
    }
    g.builders[K].quarry += g.builders[K].sled;
    g.builders[K].sled = 0;
    load(&mut g, 3, &[Some(K), Some(K)]);
    g.current = W as u8;
    ok(
        &mut g,
        A::Sail {
            ship: 3,
            site: Site::Pyramid,
        },
    );
    assert_eq!(g.phase, Phase::PyramidChoice(K as u8));
    let both =
        "Black (seat 0) builds the left pyramid or builds the right pyramid (the same result)";
    for viewer in [
        Viewer::All,
        Viewer::Spectator,
        Viewer::Seat(K),
        Viewer::Seat(W),
    ] {
        assert_eq!(g.describe(A::ChoosePyramid(0), viewer), both);
        assert_eq!(g.describe(A::ChoosePyramid(2), viewer), both);
    }
}

/// Applies `a` and returns what `viewer` reads: the action's text, then the narration.
fn play_and_read(g: &mut Imhotep, a: A, viewer: Viewer) -> Vec<String> {
    let before = g.clone();
    let mut lines = vec![g.describe(a, viewer)];
    ok(g, a);
    lines.extend(g.narrate(&before, a, viewer));
    lines
}

#[test]
fn narration_tells_each_stone_and_the_temple_decisions() {
    // Temple B, visible stones Gray, Brown, White, White, Black after this ship.
    let mut g = started(4, "AABAA", 0, &[Card::Statue; 4]);
    crate::tests::deliver_all(&mut g, Site::Temple, &[G, crate::tests::BR, W]);
    load(&mut g, 2, &[Some(W), Some(K)]);
    // Three ships have sailed already: this is the fourth.
    for (i, site) in [(0, Site::Market), (1, Site::Pyramid), (3, Site::Obelisks)] {
        g.ships[i].sail_to(site);
        g.docked |= 1 << site.index();
    }
    g.sails = 3;
    g.check_invariants().unwrap();
    let read = play_and_read(
        &mut g,
        A::Sail {
            ship: 2,
            site: Site::Temple,
        },
        Viewer::Seat(G),
    );
    assert_eq!(
        read,
        vec![
            "Black (seat 0) sails ship 3 to the Temple",
            "Ship 3 unloads 2 stones at the Temple (White, Black).",
            "Temple: White's stone on column 4.",
            "Temple: Black's stone on column 5.",
            "Round 1 ends.",
            "Temple column 1: Gray takes 1 point or 2 stones.",
        ]
    );
    let read = play_and_read(&mut g, A::OnePoint, Viewer::All);
    assert_eq!(
        read,
        vec![
            "Gray (seat 3) scores 1 point",
            "Temple column 2: Brown scores 2 points.",
            "Temple column 3: White takes 1 point or 2 stones.",
            "Points: Brown +2 (2) and Gray +1 (1).",
        ]
    );
}

#[test]
fn narration_of_the_pyramid_names_each_space_value() {
    let mut g = started(4, "AAAAA", 1, &[Card::Statue; 4]);
    load(&mut g, 3, &[Some(W), Some(K)]);
    let read = play_and_read(
        &mut g,
        A::Sail {
            ship: 3,
            site: Site::Pyramid,
        },
        Viewer::Seat(W),
    );
    assert_eq!(
        read,
        vec![
            "Black (seat 0) sails ship 4 to the Pyramid",
            "Ship 4 unloads 2 stones at the Pyramid (White, Black).",
            "Pyramid: White's stone on a space worth 2 points.",
            "Pyramid: Black's stone on a space worth 1 point.",
            "Points: Black +1 (1) and White +2 (2).",
        ]
    );
}

#[test]
fn explain_gives_a_market_card_its_rulebook_text() {
    let statue = Imhotep::explain("statue").unwrap();
    assert!(statue.starts_with("Statue (Estátua; purple market card, 10 in the deck)."));
    assert!(statue.contains("1, 3, 6, 10 and 15 points"), "{statue}");
    assert_eq!(Imhotep::explain("Estátua"), Some(statue));
    let lever = Imhotep::explain("9").unwrap();
    assert!(lever.starts_with("Lever (Alavanca; blue"), "{lever}");
    assert!(lever.contains("worth 1 point"));
    let entrance = Imhotep::explain("Entrance").unwrap();
    assert!(entrance.contains("on the Pyramid"), "{entrance}");
    assert_eq!(Imhotep::explain("13"), None);
    assert_eq!(Imhotep::explain("Nile"), None);
    assert_eq!(Imhotep::explain("0"), None);
}

#[test]
fn a_refused_entry_says_why_now() {
    let mut g = started(4, "AAAAA", 1, &[Card::Statue; 4]);
    let why = |g: &Imhotep, a: A| g.clone().apply(a).unwrap_err().to_string();
    // Ship 1 (4 spaces) needs 3 stones.
    let sail = A::Sail {
        ship: 0,
        site: Site::Temple,
    };
    assert!(why(&g, sail).ends_with("ship 1 holds 0 stones and needs 3 to sail"));
    give(&mut g, K, Card::Chisel);
    ok(&mut g, A::Play(Card::Chisel));
    ok(&mut g, A::Place { ship: 0, slot: 0 });
    assert!(why(&g, A::TakeStones).ends_with(
        "you are still placing the Chisel's second stone: put it on a free space of a ship in \
         port"
    ));
    assert!(why(&g, A::Place { ship: 0, slot: 0 })
        .contains("slot 1 of ship 1 is taken; you are still placing"));
    ok(&mut g, A::Place { ship: 0, slot: 1 });
    // White's sled holds 3 of 5: taking is fine; Black's is now empty.
    assert_eq!(g.turn(), Turn::Player(W));
    g.builders[W].quarry -= 2;
    g.builders[W].sled += 2;
    assert!(why(&g, A::TakeStones).ends_with("your sled is full (5 stones)"));
    assert!(why(&g, A::Play(Card::Lever)).ends_with("you hold no Lever"));
    let rendered = g.render(Viewer::All);
    assert!(rendered.contains("1 statue") || !rendered.contains("statue(s)"));
    assert!(!rendered.contains("(s)"), "{rendered}");
}
