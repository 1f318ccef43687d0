//! One named test per rule and per contested point (GAP-n of `docs/ra.md`, "Choices").

mod common;

use common::{draw, held, legal, play, refused, scores, to_act};
use nile_core::{Game, GameConfig, Turn};
use nile_ra::discs::PLAYER_COUNTS;
use nile_ra::scoring::{civilization_points, river_points};
use nile_ra::tiles::{Counts, KINDS};
use nile_ra::{Phase, Ra, RaAction, RaConfig, Scenario, Tile};

fn counts(tiles: &[(Tile, u8)]) -> Counts {
    let mut c = [0; KINDS];
    for &(t, n) in tiles {
        c[t.index()] = n;
    }
    c
}

/// Ends the current epoch by drawing its last Ra tile (the scenario must be one short).
fn end_epoch(g: &mut Ra) {
    assert_eq!(g.ra_count() + 1, g.ra_tiles_per_epoch());
    draw(g, Tile::Ra);
}

#[test]
fn setup_deals_one_disc_group_per_seat_by_chance() {
    for n in 2..=5 {
        let mut g = Ra::new(&RaConfig::for_players(n)).unwrap();
        let mut deals = 0;
        while g.turn() == Turn::Chance {
            let mut outcomes = Vec::new();
            g.chance_outcomes(&mut outcomes);
            assert_eq!(outcomes.len(), n - deals);
            assert!(outcomes.iter().all(|&(_, w)| w == 1));
            g.apply(outcomes[outcomes.len() - 1].0).unwrap();
            deals += 1;
        }
        assert_eq!(
            deals,
            n - 1,
            "the last seat gets the last group without a draw"
        );
        // Every seat starts with 10 points; the holder of the highest disc starts.
        assert!(scores(&g).iter().all(|&s| s == 10));
        let top = PLAYER_COUNTS[n - 2].groups[0][0];
        assert_eq!(g.owner_of(top), Some(to_act(&g)));
        assert_eq!(g.centre_disc(), 1);
        assert_eq!(g.bag_len(), 180);
    }
}

#[test]
fn a_draw_is_a_chance_node_weighted_by_the_tiles_left() {
    let mut g = Scenario::new(3).holding(1, Tile::God, 3).build().unwrap();
    play(&mut g, &["draw"]);
    assert_eq!(g.turn(), Turn::Chance);
    let mut outcomes = Vec::new();
    g.chance_outcomes(&mut outcomes);
    assert_eq!(outcomes.len(), 23);
    assert!(outcomes.contains(&(RaAction::Reveal(Tile::Ra), 30)));
    assert!(outcomes.contains(&(RaAction::Reveal(Tile::God), 5)));
    assert_eq!(outcomes.iter().map(|&(_, w)| w).sum::<u32>(), 177);
    // Players cannot act at a chance node.
    refused(&g, "invoke ra");
}

#[test]
fn drawing_is_illegal_when_the_auction_track_is_full() {
    let g = Scenario::new(2)
        .track(&[
            Tile::Gold,
            Tile::Nile,
            Tile::Nile,
            Tile::Nile,
            Tile::Nile,
            Tile::Nile,
            Tile::Nile,
            Tile::Nile,
        ])
        .build()
        .unwrap();
    refused(&g, "draw");
    assert_eq!(legal(&g), ["invoke ra"]);
}

#[test]
fn ra_tiles_per_epoch_by_player_count() {
    for (n, k) in [(2, 6), (3, 8), (4, 9), (5, 10)] {
        let mut g = Scenario::new(n).ra_count(k - 2).build().unwrap();
        draw(&mut g, Tile::Ra);
        assert!(
            matches!(g.phase(), Phase::Bid { .. }),
            "{n} players: Ra #{} starts an auction",
            k - 1
        );
        let mut g = Scenario::new(n).ra_count(k - 1).build().unwrap();
        draw(&mut g, Tile::Ra);
        assert_eq!(g.epoch(), 2, "{n} players: Ra #{k} ends the epoch");
    }
}

#[test]
fn five_players_end_an_epoch_after_ten_ra_tiles() {
    let mut g = Scenario::new(5).ra_count(9).build().unwrap();
    assert_eq!(g.ra_tiles_per_epoch(), 10);
    draw(&mut g, Tile::Ra);
    assert_eq!(g.epoch(), 2);
    assert_eq!(g.discard_pile()[Tile::Ra.index()], 10);
}

#[test]
fn invoking_ra_forces_the_ra_player_to_bid_when_everyone_passes() {
    let mut g = Scenario::new(3).track(&[Tile::Gold]).build().unwrap();
    play(&mut g, &["invoke ra", "pass", "pass"]);
    refused(&g, "pass");
    assert_eq!(
        legal(&g),
        ["bid sun 2", "bid sun 5", "bid sun 8", "bid sun 13"]
    );
}

#[test]
fn no_forced_bid_once_someone_has_bid() {
    let mut g = Scenario::new(3).track(&[Tile::Gold]).build().unwrap();
    play(&mut g, &["invoke ra", "bid sun 3", "pass"]);
    assert_eq!(legal(&g), ["pass", "bid sun 5", "bid sun 8", "bid sun 13"]);
    play(&mut g, &["pass"]);
    assert_eq!(g.held(1, Tile::Gold), 1);
}

#[test]
fn a_drawn_ra_never_forces_a_bid() {
    let mut g = Scenario::new(3).build().unwrap();
    draw(&mut g, Tile::Ra);
    play(&mut g, &["pass", "pass"]);
    assert_eq!(to_act(&g), 0);
    assert_eq!(legal(&g)[0], "pass");
    play(&mut g, &["pass"]);
    assert_eq!(g.phase(), Phase::Turn { player: 1 });
}

#[test]
fn full_track_invoked_and_all_pass_discards_the_track() {
    let tiles = [Tile::Pharaoh; 8];
    let mut g = Scenario::new(2).track(&tiles).build().unwrap();
    play(&mut g, &["invoke ra", "pass", "pass"]);
    assert_eq!(g.occupied(), 0);
    assert_eq!(g.discard_pile()[Tile::Pharaoh.index()], 8);
    assert_eq!(held(&g, Tile::Pharaoh), [0, 0]);
}

#[test]
fn drawn_ra_with_no_bids_leaves_the_tiles_on_the_track() {
    let mut g = Scenario::new(2)
        .track(&[Tile::Gold, Tile::God])
        .build()
        .unwrap();
    draw(&mut g, Tile::Ra);
    play(&mut g, &["pass", "pass"]);
    assert_eq!(g.track()[..2], [Some(Tile::Gold), Some(Tile::God)]);
}

#[test]
fn bids_must_be_strictly_higher_and_each_seat_bids_once() {
    let mut g = Scenario::new(3).track(&[Tile::Gold]).build().unwrap();
    play(&mut g, &["invoke ra", "bid sun 9"]);
    assert_eq!(to_act(&g), 2);
    refused(&g, "bid sun 7");
    refused(&g, "bid sun 9");
    refused(&g, "bid sun 12"); // not seat 2's disc
    assert_eq!(legal(&g), ["pass", "bid sun 10", "bid sun 11"]);
    play(&mut g, &["bid sun 10"]);
    // The Ra player bids last; seat 1 (who bid 9) does not bid again.
    assert_eq!(to_act(&g), 0);
    play(&mut g, &["pass"]);
    assert_eq!(g.held(2, Tile::Gold), 1);
    assert_eq!(
        g.face_up_discs(1),
        [3, 6, 9, 12],
        "a losing bid disc returns face up"
    );
}

#[test]
fn a_seat_with_no_disc_above_the_high_bid_is_passed_automatically() {
    let mut g = Scenario::new(3)
        .track(&[Tile::Gold])
        .turn(1)
        .build()
        .unwrap();
    // Order: seat 2, seat 0, seat 1. Seat 2 bids 11; seat 0 has 13 so may still bid.
    play(&mut g, &["invoke ra", "bid sun 11", "pass"]);
    // Seat 1 (Ra player) holds 12: still a legal bid.
    assert_eq!(legal(&g), ["pass", "bid sun 12"]);
    let mut g = Scenario::new(3)
        .track(&[Tile::Gold])
        .turn(1)
        .build()
        .unwrap();
    play(&mut g, &["invoke ra", "pass", "bid sun 13"]);
    // Seat 1 cannot beat 13: the auction resolves without asking.
    assert_eq!(g.held(0, Tile::Gold), 1);
    assert_eq!(g.phase(), Phase::Turn { player: 2 });
}

#[test]
fn the_winner_takes_the_centre_disc_face_down_and_leaves_the_bid_in_the_centre() {
    let mut g = Scenario::new(2).track(&[Tile::Gold]).build().unwrap();
    play(&mut g, &["invoke ra", "bid sun 8", "pass"]);
    assert_eq!(g.centre_disc(), 8);
    assert_eq!(g.face_down_discs(1), [1]);
    assert_eq!(g.face_up_discs(1), [3, 4, 7]);
    // The face-down disc cannot be bid this epoch.
    play(&mut g, &["invoke ra", "pass"]);
    refused(&g, "bid sun 1");
    assert_eq!(legal(&g), ["bid sun 3", "bid sun 4", "bid sun 7"]);
    // It comes back face up next epoch.
    let mut g = Scenario::new(2)
        .discs(1, &[1, 3, 4, 7])
        .face_down(1, &[1])
        .centre(8)
        .ra_count(5)
        .build()
        .unwrap();
    end_epoch(&mut g);
    assert_eq!(g.face_up_discs(1), [1, 3, 4, 7]);
    assert!(g.face_down_discs(1).is_empty());
}

#[test]
fn play_continues_left_of_the_ra_player_after_an_auction() {
    let mut g = Scenario::new(4)
        .track(&[Tile::Gold])
        .turn(2)
        .build()
        .unwrap();
    play(&mut g, &["invoke ra", "bid sun 5", "pass", "pass", "pass"]);
    assert_eq!(g.phase(), Phase::Turn { player: 3 });
}

#[test]
fn a_god_cannot_take_a_god() {
    let g = Scenario::new(2)
        .holding(0, Tile::God, 1)
        .track(&[Tile::God, Tile::Gold])
        .build()
        .unwrap();
    refused(&g, "god takes God");
    assert_eq!(legal(&g), ["draw", "invoke ra", "god takes Gold"]);
    // With only Gods on the track, no God may be spent.
    let g = Scenario::new(2)
        .holding(0, Tile::God, 2)
        .track(&[Tile::God])
        .build()
        .unwrap();
    assert_eq!(legal(&g), ["draw", "invoke ra"]);
}

#[test]
fn a_spent_god_leaves_the_game_and_the_turn_passes() {
    let mut g = Scenario::new(2)
        .holding(0, Tile::God, 1)
        .track(&[Tile::Gold, Tile::Nile])
        .build()
        .unwrap();
    play(&mut g, &["god takes Nile"]);
    assert_eq!(g.held(0, Tile::Nile), 1);
    assert_eq!(g.held(0, Tile::God), 0);
    assert_eq!(g.discard_pile()[Tile::God.index()], 1);
    assert_eq!(g.phase(), Phase::Turn { player: 1 });
}

#[test]
fn a_god_may_take_a_disaster_which_is_resolved_at_once() {
    let mut g = Scenario::new(2)
        .holding(0, Tile::God, 1)
        .holding(0, Tile::Pharaoh, 3)
        .track(&[Tile::Funeral])
        .build()
        .unwrap();
    play(&mut g, &["god takes Funeral"]);
    assert_eq!(g.held(0, Tile::Pharaoh), 1);
    assert_eq!(g.phase(), Phase::Turn { player: 1 });
}

#[test]
fn several_gods_in_one_turn_and_end_turn() {
    let mut g = Scenario::new(2)
        .holding(0, Tile::God, 3)
        .track(&[Tile::Gold, Tile::Nile, Tile::Art])
        .build()
        .unwrap();
    play(&mut g, &["god takes Gold", "god takes Art"]);
    assert_eq!(legal(&g), ["end turn", "god takes Nile"]);
    play(&mut g, &["end turn"]);
    assert_eq!(g.held(0, Tile::God), 1);
    assert_eq!(g.phase(), Phase::Turn { player: 1 });
}

#[test]
fn drought_takes_floods_first() {
    for (flood, nile, after) in [
        (3, 2, (1, 2)),
        (0, 3, (0, 1)),
        (1, 0, (0, 0)),
        (1, 2, (0, 1)),
    ] {
        let mut g = Scenario::new(2)
            .holding(0, Tile::God, 1)
            .holding(0, Tile::Flood, flood)
            .holding(0, Tile::Nile, nile)
            .track(&[Tile::Drought])
            .build()
            .unwrap();
        play(&mut g, &["god takes Drought"]);
        assert_eq!(
            (g.held(0, Tile::Flood), g.held(0, Tile::Nile)),
            after,
            "{flood} Floods, {nile} Niles"
        );
        assert_eq!(to_act(&g), 1, "a Drought never asks");
    }
}

#[test]
fn funeral_takes_two_pharaohs_and_two_funerals_take_four() {
    let mut g = Scenario::new(2)
        .track(&[
            Tile::Funeral,
            Tile::Funeral,
            Tile::Pharaoh,
            Tile::Pharaoh,
            Tile::Pharaoh,
        ])
        .holding(0, Tile::Pharaoh, 2)
        .build()
        .unwrap();
    play(&mut g, &["invoke ra", "pass", "bid sun 2"]);
    assert_eq!(g.held(0, Tile::Pharaoh), 1);
}

#[test]
fn war_and_earthquake_ask_only_when_there_is_a_real_choice() {
    // One kind only: automatic.
    let mut g = Scenario::new(2)
        .holding(0, Tile::God, 1)
        .holding(0, Tile::Pyramid, 5)
        .track(&[Tile::Earthquake])
        .build()
        .unwrap();
    play(&mut g, &["god takes Earthquake"]);
    assert_eq!(g.held(0, Tile::Pyramid), 3);
    // Two tiles of two kinds, two owed: automatic.
    let mut g = Scenario::new(2)
        .holding(0, Tile::God, 1)
        .holding(0, Tile::Art, 1)
        .holding(0, Tile::Writing, 1)
        .track(&[Tile::War])
        .build()
        .unwrap();
    play(&mut g, &["god takes War"]);
    assert_eq!((g.held(0, Tile::Art), g.held(0, Tile::Writing)), (0, 0));
    // Nothing to lose: only the disaster is discarded.
    let mut g = Scenario::new(2)
        .holding(0, Tile::God, 1)
        .track(&[Tile::Earthquake])
        .build()
        .unwrap();
    play(&mut g, &["god takes Earthquake"]);
    assert_eq!(g.discard_pile()[Tile::Earthquake.index()], 1);
    // Real choice: Art ×2 and Religion ×1.
    let mut g = Scenario::new(2)
        .holding(0, Tile::God, 1)
        .holding(0, Tile::Art, 2)
        .holding(0, Tile::Religion, 1)
        .track(&[Tile::War])
        .build()
        .unwrap();
    play(&mut g, &["god takes War"]);
    assert_eq!(legal(&g), ["discard Art", "discard Religion"]);
    refused(&g, "discard Writing");
    play(&mut g, &["discard Religion"]);
    // One left to discard and only Art remains: automatic.
    assert_eq!(g.held(0, Tile::Art), 1);
    assert_eq!(to_act(&g), 1);
}

#[test]
fn all_tied_on_pharaohs_nobody_scores() {
    let mut g = Scenario::new(3)
        .holding(0, Tile::Pharaoh, 2)
        .holding(1, Tile::Pharaoh, 2)
        .holding(2, Tile::Pharaoh, 2)
        .ra_count(7)
        .build()
        .unwrap();
    end_epoch(&mut g);
    assert_eq!(scores(&g), [5, 5, 5], "only the −5 for no civilization");
}

#[test]
fn pharaoh_most_gain_five_fewest_lose_two_ties_share() {
    let mut g = Scenario::new(3)
        .holding(0, Tile::Pharaoh, 4)
        .holding(1, Tile::Pharaoh, 4)
        .holding(2, Tile::Pharaoh, 1)
        .ra_count(7)
        .build()
        .unwrap();
    end_epoch(&mut g);
    assert_eq!(scores(&g), [10, 10, 3]);
    // Zero Pharaohs counts as fewest (GAP-24).
    let mut g = Scenario::new(3)
        .holding(2, Tile::Pharaoh, 3)
        .ra_count(7)
        .build()
        .unwrap();
    end_epoch(&mut g);
    assert_eq!(scores(&g), [3, 3, 10]);
}

#[test]
fn gold_scores_three_and_unspent_gods_two() {
    let mut g = Scenario::new(2)
        .holding(0, Tile::Gold, 2)
        .holding(1, Tile::God, 3)
        .ra_count(5)
        .build()
        .unwrap();
    end_epoch(&mut g);
    assert_eq!(scores(&g), [10 + 6 - 5, 10 + 6 - 5]);
}

#[test]
fn nile_scores_only_with_a_flood() {
    assert_eq!(river_points(&counts(&[(Tile::Nile, 5)])), 0);
    assert_eq!(
        river_points(&counts(&[(Tile::Nile, 5), (Tile::Flood, 1)])),
        6
    );
    assert_eq!(river_points(&counts(&[(Tile::Flood, 2)])), 2);
    let mut g = Scenario::new(2)
        .holding(0, Tile::Nile, 5)
        .holding(1, Tile::Nile, 2)
        .holding(1, Tile::Flood, 1)
        .ra_count(5)
        .build()
        .unwrap();
    end_epoch(&mut g);
    assert_eq!(scores(&g), [5, 8]);
}

#[test]
fn civilization_scoring() {
    let cases: [(&[(Tile, u8)], i32); 6] = [
        (&[], -5),
        (&[(Tile::Art, 1)], 0),
        (&[(Tile::Art, 3), (Tile::Writing, 2)], 0),
        (
            &[(Tile::Art, 1), (Tile::Writing, 1), (Tile::Religion, 1)],
            5,
        ),
        (
            &[
                (Tile::Art, 1),
                (Tile::Writing, 1),
                (Tile::Religion, 1),
                (Tile::Astronomy, 2),
            ],
            10,
        ),
        (
            &[
                (Tile::Art, 1),
                (Tile::Writing, 1),
                (Tile::Religion, 1),
                (Tile::Astronomy, 1),
                (Tile::Agriculture, 1),
            ],
            15,
        ),
    ];
    for (held, points) in cases {
        assert_eq!(civilization_points(&counts(held)), points, "{held:?}");
    }
}

#[test]
fn scores_are_floored_at_zero_once_per_epoch() {
    // (a) 3 points, −7 in epoch 2: 0, not −4; later gains count from 0.
    let mut g = Scenario::new(2)
        .epoch(2)
        .score(0, 3)
        .holding(1, Tile::Pharaoh, 1)
        .ra_count(5)
        .build()
        .unwrap();
    end_epoch(&mut g);
    assert_eq!(g.score(0), 0);
    // (b) Epoch 3, score 2: Pharaohs −2, civilization −5, sun −5, monuments +6: net −6 → 0
    // (a floor per category would give 6).
    let mut g = Scenario::new(2)
        .epoch(3)
        .score(0, 2)
        .holding(1, Tile::Pharaoh, 1)
        .holding(1, Tile::Art, 1)
        .holding(1, Tile::Writing, 1)
        .holding(1, Tile::Religion, 1)
        .discs(0, &[9, 6, 5, 1])
        .discs(1, &[8, 7, 4, 3])
        .centre(2)
        .holding(0, Tile::Fortress, 1)
        .holding(0, Tile::Obelisk, 1)
        .holding(0, Tile::Palace, 1)
        .holding(0, Tile::Pyramid, 1)
        .holding(0, Tile::Sphinx, 1)
        .holding(0, Tile::Statue, 1)
        .ra_count(5)
        .build()
        .unwrap();
    end_epoch(&mut g);
    assert_eq!(g.score(0), 0);
}

#[test]
fn sun_disc_totals_score_at_the_end_of_the_third_epoch_only() {
    let build = |epoch| {
        Scenario::new(3)
            .epoch(epoch)
            .discs(0, &[13, 7, 3, 2])
            .discs(1, &[12, 9, 6, 1])
            .discs(2, &[11, 10, 8, 5])
            .face_down(1, &[1])
            .centre(4)
            .ra_count(7)
            .build()
            .unwrap()
    };
    let mut g = build(3);
    end_epoch(&mut g);
    assert_eq!(g.turn(), Turn::Over);
    // 25, 28, 34: lowest −5, highest +5, and −5 each for no civilization.
    assert_eq!(scores(&g), [0, 5, 10]);
    let mut g = build(2);
    end_epoch(&mut g);
    assert_eq!(scores(&g), [5, 5, 5]);
    // Equal totals: nobody scores (2 players, 21 each).
    let mut g = Scenario::new(2)
        .epoch(3)
        .discs(0, &[9, 6, 5, 1])
        .discs(1, &[8, 7, 4, 2])
        .centre(3)
        .ra_count(5)
        .build()
        .unwrap();
    end_epoch(&mut g);
    assert_eq!(scores(&g), [5, 5]);
}

#[test]
fn monuments_score_only_at_the_end_of_the_third_epoch() {
    let mut g = Scenario::new(2)
        .holding(0, Tile::Temple, 3)
        .ra_count(5)
        .build()
        .unwrap();
    end_epoch(&mut g);
    assert_eq!(scores(&g), [5, 5]);
    assert_eq!(g.held(0, Tile::Temple), 3, "monuments are kept");
}

#[test]
fn tie_break_goes_to_the_highest_sun_disc() {
    let mut g = Scenario::new(3)
        .epoch(3)
        .score(0, 50)
        .score(1, 45)
        .score(2, 35)
        .ra_count(7)
        .build()
        .unwrap();
    end_epoch(&mut g);
    assert_eq!(scores(&g), [40, 40, 35]);
    let o = g.outcome().unwrap();
    assert_eq!(o.ranks, [0, 1, 2]);
    // The other way round: seat 1 holds 13.
    let mut g = Scenario::new(3)
        .epoch(3)
        .discs(0, &[12, 9, 6, 3])
        .discs(1, &[13, 8, 5, 2])
        .score(0, 45)
        .score(1, 50)
        .score(2, 35)
        .ra_count(7)
        .build()
        .unwrap();
    end_epoch(&mut g);
    assert_eq!(scores(&g), [40, 40, 35]);
    assert_eq!(g.outcome().unwrap().ranks, [1, 0, 2]);
}

#[test]
fn the_highest_disc_starts_each_epoch() {
    let mut g = Scenario::new(3)
        .discs(0, &[12, 9, 6, 3])
        .discs(1, &[1, 8, 5, 2])
        .centre(13)
        .ra_count(7)
        .turn(1)
        .build()
        .unwrap();
    end_epoch(&mut g);
    // Disc 13 is in the centre: the highest owned disc is 12.
    assert_eq!(g.phase(), Phase::Turn { player: 0 });
}

#[test]
fn the_game_lasts_three_epochs() {
    let mut g = Scenario::new(2).ra_count(5).build().unwrap();
    end_epoch(&mut g);
    assert_eq!(g.epoch(), 2);
    let mut g = Scenario::from_game(g).ra_count(5).build().unwrap();
    end_epoch(&mut g);
    assert_eq!(g.epoch(), 3);
    let mut g = Scenario::from_game(g).ra_count(5).build().unwrap();
    end_epoch(&mut g);
    assert_eq!(g.turn(), Turn::Over);
    assert!(g.outcome().is_some());
    refused(&g, "invoke ra");
}

#[test]
fn an_illegal_action_leaves_the_state_unchanged() {
    let g = Scenario::new(3).build().unwrap();
    for text in [
        "pass",
        "bid sun 13",
        "end turn",
        "discard Art",
        "god takes Gold",
        "draw Ra",
        "deal group A",
    ] {
        refused(&g, text);
    }
}

#[test]
fn a_malformed_state_is_a_typed_error() {
    let g = Scenario::new(3).build().unwrap();
    let json = g.to_json();
    assert_eq!(Ra::from_json(&json).unwrap(), g);
    assert!(Ra::from_json("{").is_err());
    // A seat beyond the table.
    let bad = json.replacen("\"Turn\":{\"player\":0}", "\"Turn\":{\"player\":7}", 1);
    assert_ne!(bad, json);
    assert!(matches!(
        Ra::from_json(&bad),
        Err(nile_core::GameError::InvalidState(_))
    ));
    // A tile that does not exist: 31 Ra tiles.
    let bad = json.replacen("\"bag\":[30,", "\"bag\":[31,", 1);
    assert_ne!(bad, json);
    assert!(Ra::from_json(&bad).is_err());
}

/// `docs/ra.md` GAP-35: "No início de cada era, o jogador com o disco de Sol de número
/// mais alto é o primeiro a jogar": a scenario whose discs were changed gives the turn
/// to the new holder of the highest (face-up) disc, unless `.turn(p)` names the seat.
#[test]
fn scenario_gives_the_turn_to_the_highest_disc_as_built() {
    // Default groups: seat 0 holds 9 and plays.
    let g = Scenario::new(2).build().unwrap();
    assert_eq!(g.turn(), Turn::Player(0));
    // Swapped groups: seat 1 holds 9 and plays.
    let g = Scenario::new(2)
        .discs(0, &[8, 7, 4, 3])
        .discs(1, &[9, 6, 5, 2])
        .build()
        .unwrap();
    assert_eq!(g.turn(), Turn::Player(1));
    // Mid-epoch: seat 1's 9 is face down, so seat 0's 8 is the highest face-up disc.
    let g = Scenario::new(2)
        .discs(0, &[8, 7, 4, 3])
        .discs(1, &[9, 6, 5, 2])
        .face_down(1, &[9])
        .build()
        .unwrap();
    assert_eq!(g.turn(), Turn::Player(0));
    // An explicit turn wins.
    let g = Scenario::new(2)
        .discs(0, &[8, 7, 4, 3])
        .discs(1, &[9, 6, 5, 2])
        .turn(0)
        .build()
        .unwrap();
    assert_eq!(g.turn(), Turn::Player(0));
    // Continuing a game keeps its seat to act.
    let g = Scenario::from_game(Scenario::new(3).turn(2).build().unwrap())
        .holding(0, Tile::Gold, 1)
        .build()
        .unwrap();
    assert_eq!(g.turn(), Turn::Player(2));
}
