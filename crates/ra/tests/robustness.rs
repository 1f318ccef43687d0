//! Nothing a user types or loads can crash the engine or hand it an impossible game:
//! out-of-range numbers in actions are refused, and each tampered state below (one per
//! defect found) is refused by `from_json`.

mod common;

use common::play;
use nile_core::Viewer;
use nile_core::{Game, GameConfig, GameError};
use nile_ra::{Ra, RaAction, RaConfig, Scenario, Tile};
use serde_json::Value;

/// The state as a JSON value, to tamper with.
fn value(g: &Ra) -> Value {
    serde_json::from_str(&g.to_json()).unwrap()
}

/// `from_json` refuses the tampered state with a typed error.
fn refused_state(v: &Value, why: &str) {
    match Ra::from_json(&v.to_string()) {
        Err(GameError::InvalidState(_)) => {}
        other => panic!("{why}: accepted or wrong error: {other:?}"),
    }
}

/// A 3-player auction: seat 0 invoked Ra on a Gold, seat 1 bid 9; seat 2 is to bid.
fn auction_with_a_bid() -> Ra {
    let mut g = Scenario::new(3)
        .track(&[Tile::Gold])
        .turn(0)
        .build()
        .unwrap();
    play(&mut g, &["invoke ra", "bid sun 9"]);
    g
}

#[test]
fn actions_with_out_of_range_numbers_are_refused_and_printable() {
    let games = [
        Ra::new(&RaConfig::for_players(5)).unwrap(),
        auction_with_a_bid(),
    ];
    for g in games {
        for a in [
            RaAction::Deal(5),
            RaAction::Deal(255),
            RaAction::Bid(0),
            RaAction::Bid(31),
            RaAction::Bid(32),
            RaAction::Bid(255),
        ] {
            let mut probe = g.clone();
            assert!(probe.apply(a).is_err(), "{a} accepted");
            assert_eq!(probe, g);
            let _ = (
                a.to_string(),
                g.describe(a, Viewer::All),
                g.describe(a, Viewer::Seat(0)),
            );
            assert_eq!(Ra::action_to_index(g.config(), a), None, "{a}");
        }
    }
    // From JSON: a number too big for the field is a parse error, not a panic.
    assert!(serde_json::from_str::<RaAction>("{\"Bid\":300}").is_err());
    let deal: RaAction = serde_json::from_str("{\"Deal\":200}").unwrap();
    assert!(Ra::new(&RaConfig::for_players(2))
        .unwrap()
        .apply(deal)
        .is_err());
}

/// Defect: a high bidder was accepted with no bid (two JSON texts for one game).
#[test]
fn a_high_bidder_without_a_bid_is_refused() {
    let mut g = Scenario::new(3)
        .track(&[Tile::Gold])
        .turn(0)
        .build()
        .unwrap();
    play(&mut g, &["invoke ra"]);
    let mut v = value(&g);
    v["auction"]["high_bidder"] = 2.into();
    refused_state(&v, "high bidder without a bid");
}

/// Defect: a seat could hold the high bid before its place in the bidding order came,
/// so it would bid twice in one auction.
#[test]
fn a_high_bid_before_its_turn_is_refused() {
    let g = auction_with_a_bid();
    let mut v = value(&g);
    // Back to seat 1's place in the order, with its bid still standing.
    v["auction"]["next"] = 0.into();
    v["phase"] = serde_json::json!({"Bid": {"player": 1}});
    refused_state(&v, "seat 1 to bid over its own bid");
}

/// Defect: the full-track flag of an auction was not tied to the track, so a tampered
/// flag turned a forced bid into a free pass (or discarded a track that is not full).
#[test]
fn a_full_track_flag_that_does_not_match_the_track_is_refused() {
    let g = auction_with_a_bid();
    let mut v = value(&g);
    v["auction"]["track_full"] = true.into();
    refused_state(&v, "full-track flag on a one-tile track");
}

/// Defect: an auction for a drawn Ra was accepted with no Ra tile on the Ra track.
#[test]
fn a_drawn_ra_auction_with_no_ra_on_the_track_is_refused() {
    let g = auction_with_a_bid();
    let mut v = value(&g);
    v["auction"]["invoked"] = false.into();
    refused_state(&v, "drawn Ra without a Ra");
}

/// Defect: a lot's disasters could be resolved by a seat that did not win it.
#[test]
fn a_disaster_resolved_by_a_seat_that_did_not_win_the_lot_is_refused() {
    let mut g = Scenario::new(3)
        .holding(1, Tile::Art, 2)
        .holding(1, Tile::Religion, 1)
        .track(&[Tile::War])
        .turn(0)
        .build()
        .unwrap();
    // Seat 2 cannot beat 12 and passes by itself; seat 0 passes.
    play(&mut g, &["invoke ra", "bid sun 12", "pass"]);
    assert_eq!(g.turn(), nile_core::Turn::Player(1));
    let mut v = value(&g);
    v["auction"]["high_bidder"] = 2.into();
    refused_state(&v, "lot resolved by another seat");
}

/// Defect: Ra tiles out of the game in the first epoch were accepted (they leave only
/// when an epoch ends), so a tampered epoch number could replay a finished epoch.
#[test]
fn ra_tiles_discarded_before_any_epoch_ended_are_refused() {
    let g = Scenario::new(2).discarded(Tile::Ra, 1).build();
    assert!(g.is_err(), "{g:?}");
    let g = Scenario::new(2).epoch(2).discarded(Tile::Ra, 6).build();
    assert!(g.is_ok(), "{g:?}");
}

/// Defect: during the deal, scores and face-down discs were not checked.
#[test]
fn a_deal_with_changed_scores_or_face_down_discs_is_refused() {
    let mut g = Ra::new(&RaConfig::for_players(3)).unwrap();
    g.apply(RaAction::Deal(1)).unwrap();
    let mut v = value(&g);
    v["scores"][0] = 12.into();
    refused_state(&v, "score changed in the deal");
    let mut v = value(&g);
    v["face_down"][0] = v["discs"][0].clone();
    refused_state(&v, "face-down disc in the deal");
}

/// Defect: a seat with every disc face down could be left spending Gods.
#[test]
fn spending_gods_with_no_face_up_disc_is_refused() {
    let mut g = Scenario::new(2)
        .holding(0, Tile::God, 2)
        .track(&[Tile::Gold, Tile::Pharaoh])
        .turn(0)
        .build()
        .unwrap();
    play(&mut g, &["god takes Gold"]);
    let mut v = value(&g);
    v["face_down"][0] = v["discs"][0].clone();
    let top = v["top_face_up"].as_u64().unwrap();
    v["top_face_up"] = (top & !0xff).into();
    refused_state(&v, "Gods without a face-up disc");
}

/// Defect: `Scenario::turn` cut the seat to a byte, so seat 256 became seat 0.
#[test]
fn scenario_turn_refuses_a_seat_that_does_not_exist() {
    assert!(Scenario::new(2).turn(256).build().is_err());
    assert!(Scenario::new(2).turn(2).build().is_err());
}

/// Defect: a finished game with tiles left on the auction track was accepted.
#[test]
fn a_finished_game_with_tiles_on_the_track_is_refused() {
    let mut g = Scenario::new(2).epoch(3).ra_count(5).build().unwrap();
    common::draw(&mut g, Tile::Ra);
    assert_eq!(g.turn(), nile_core::Turn::Over);
    let mut v = value(&g);
    // Move a Gold from the discard pile onto the auction track.
    let gold = Tile::Gold.index();
    let d = v["discard"][gold].as_u64().unwrap();
    v["discard"][gold] = (d.max(1) - 1).into();
    if d == 0 {
        let b = v["bag"][gold].as_u64().unwrap();
        v["bag"][gold] = (b - 1).into();
        let t = v["bag_total"].as_u64().unwrap();
        v["bag_total"] = (t - 1).into();
    }
    v["track"][0] = "Gold".into();
    refused_state(&v, "tiles on the track at the end");
}

/// Rendering, observing and scoring never panic on a state with a bad seat count that
/// was read around `from_json`.
#[test]
fn render_and_outcome_are_total() {
    let g = Scenario::new(5).build().unwrap();
    let mut v = value(&g);
    v["config"]["players"] = 9.into();
    let raw: Ra = serde_json::from_str(&v.to_string()).unwrap();
    assert!(raw.check_invariants().is_err());
    assert!(Ra::from_json(&v.to_string()).is_err());
    let _ = raw.render(Viewer::All);
    let _ = raw.render(Viewer::Seat(7));
    let _ = raw.outcome();
    for p in 0..10 {
        let _ = raw.score(p);
    }
}

/// Defect: a high bid of 31 passed the bounds check and made `discs::above` overflow
/// (a panic in debug builds) while checking the bidder's legal bids.
#[test]
fn a_high_bid_that_is_no_disc_in_play_is_refused_without_a_panic() {
    let g = auction_with_a_bid();
    for high in [17u64, 30, 31, 32, 255] {
        let mut v = value(&g);
        v["auction"]["high"] = high.into();
        refused_state(&v, "high bid past the discs in play");
    }
    assert_eq!(nile_ra::discs::above(u32::MAX, 31), 0);
}
