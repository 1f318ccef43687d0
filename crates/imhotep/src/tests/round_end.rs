//! Scenario tests of a round's end and the game's end (the fourth ship, the next start
//! player, passes and stalls, tie-breaks, Pharaoh's Fury, scores past 40), and of what a
//! whole round shows: turn order, the market refilled, options, refusals, tampered JSON,
//! the reshuffle under the face-down pair, side-B bonuses, Obelisk ranks, the board.

use super::*;
use nile_core::Viewer;

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
    let view = g.render(Viewer::Seat(W));
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
    assert!(g.render(Viewer::Seat(K)).contains("Entrance"));
}
