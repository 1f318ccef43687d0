//! The rulebook's worked examples, and the scenarios listed in `docs/ra.md` ("Scenarios"),
//! scripted move by move with exactly the chance outcomes they need.

mod common;

use common::{draw, held, legal, play, refused, scores, to_act};
use nile_core::{Game, Turn};
use nile_ra::{Phase, Scenario, Tile};

/// Rulebook "EXEMPLO DE DESCARTES": Ana wins a lot with an Earthquake, a War and a
/// Drought. She chooses Obelisk and Sphinx for the Earthquake; the War takes her only
/// Agriculture; the Drought takes her Flood first, then one Nile. (scenario T1)
#[test]
fn anas_disasters() {
    let mut g = Scenario::new(3)
        .holding(0, Tile::Obelisk, 1)
        .holding(0, Tile::Pyramid, 1)
        .holding(0, Tile::Sphinx, 1)
        .holding(0, Tile::Agriculture, 1)
        .holding(0, Tile::Flood, 1)
        .holding(0, Tile::Nile, 2)
        .track(&[Tile::Earthquake, Tile::War, Tile::Drought])
        .ra_count(2)
        .turn(0)
        .build()
        .unwrap();
    play(&mut g, &["invoke ra", "pass", "pass"]);
    // Forced: Ra was invoked, the track is not full, everyone passed.
    assert_eq!(
        legal(&g),
        ["bid sun 2", "bid sun 5", "bid sun 8", "bid sun 13"]
    );
    play(&mut g, &["bid sun 2"]);
    assert_eq!(
        g.phase(),
        Phase::Discard {
            player: 0,
            disaster: Tile::Earthquake,
            remaining: 2,
            from_god: false
        }
    );
    assert_eq!(
        legal(&g),
        ["discard Obelisk", "discard Pyramid", "discard Sphinx"]
    );
    play(&mut g, &["discard Obelisk"]);
    assert_eq!(legal(&g), ["discard Pyramid", "discard Sphinx"]);
    play(&mut g, &["discard Sphinx"]);
    // War and Drought need no choice.
    assert_eq!(g.phase(), Phase::Turn { player: 1 });
    let h = g.holdings(0);
    let kept: Vec<(Tile, u8)> = Tile::ALL
        .iter()
        .filter(|t| h[t.index()] > 0)
        .map(|&t| (t, h[t.index()]))
        .collect();
    assert_eq!(kept, [(Tile::Nile, 1), (Tile::Pyramid, 1)]);
    assert_eq!(g.face_up_discs(0), [5, 8, 13]);
    assert_eq!(g.face_down_discs(0), [1]);
    assert_eq!(g.centre_disc(), 2);
    assert_eq!(g.occupied(), 0);
    let d = g.discard_pile();
    for t in [
        Tile::Earthquake,
        Tile::War,
        Tile::Drought,
        Tile::Obelisk,
        Tile::Sphinx,
        Tile::Agriculture,
        Tile::Flood,
        Tile::Nile,
    ] {
        assert_eq!(d[t.index()], 1, "{t}");
    }
    assert_eq!(d.iter().map(|&c| u32::from(c)).sum::<u32>(), 8);
}

/// Rulebook "EXEMPLO DE PONTUAÇÃO DE MONUMENTOS": four Pyramids, three Temples, two
/// Fortresses and a Sphinx are worth 4 + 10 + 5 = 19 at the end of the third epoch.
#[test]
fn anas_monuments_are_worth_19() {
    let mut g = Scenario::new(2)
        .epoch(3)
        .holding(0, Tile::Pyramid, 4)
        .holding(0, Tile::Temple, 3)
        .holding(0, Tile::Fortress, 2)
        .holding(0, Tile::Sphinx, 1)
        .ra_count(5)
        .build()
        .unwrap();
    draw(&mut g, Tile::Ra);
    assert_eq!(g.turn(), Turn::Over);
    // Both: no civilization −5; Pharaohs and sun totals (22 each) tied: 0.
    assert_eq!(scores(&g), [10 - 5 + 19, 10 - 5]);
    assert_eq!(nile_ra::scoring::monument_points(g.holdings(0)), 19);
}

/// Scenario T3: invoking Ra on an empty track forces a bid once everyone has passed.
#[test]
fn forced_bid_on_an_empty_track_swaps_discs() {
    let mut g = Scenario::new(4).build().unwrap();
    play(&mut g, &["invoke ra", "pass", "pass", "pass"]);
    assert_eq!(legal(&g), ["bid sun 2", "bid sun 6", "bid sun 13"]);
    refused(&g, "pass");
    play(&mut g, &["bid sun 2"]);
    assert_eq!(g.face_up_discs(0), [6, 13]);
    assert_eq!(g.face_down_discs(0), [1]);
    assert_eq!(g.centre_disc(), 2);
    assert_eq!(g.phase(), Phase::Turn { player: 1 });
}

/// Scenario T4: a regular auction with outbidding; play resumes left of the Ra player.
#[test]
fn regular_auction_with_outbidding() {
    let mut g = Scenario::new(4).build().unwrap();
    draw(&mut g, Tile::Pharaoh);
    draw(&mut g, Tile::Gold);
    assert_eq!(to_act(&g), 2);
    play(&mut g, &["invoke ra", "bid sun 5"]);
    assert_eq!(legal(&g), ["pass", "bid sun 6", "bid sun 13"]);
    play(&mut g, &["pass"]);
    assert_eq!(legal(&g), ["pass", "bid sun 7", "bid sun 12"]);
    play(&mut g, &["bid sun 7"]);
    assert_eq!(to_act(&g), 2);
    assert_eq!(legal(&g), ["pass", "bid sun 8", "bid sun 11"]);
    play(&mut g, &["pass"]);
    assert_eq!(held(&g, Tile::Pharaoh), [0, 1, 0, 0]);
    assert_eq!(held(&g, Tile::Gold), [0, 1, 0, 0]);
    assert_eq!(g.face_up_discs(1), [3, 12]);
    assert_eq!(g.face_down_discs(1), [1]);
    assert_eq!(g.centre_disc(), 7);
    assert_eq!(g.face_up_discs(3), [5, 9, 10]);
    assert_eq!(g.phase(), Phase::Turn { player: 3 });
}

/// Scenario T5: a drawn Ra that nobody bids on leaves the tiles on the track.
#[test]
fn drawn_ra_with_no_bids_leaves_the_tiles() {
    let mut g = Scenario::new(3)
        .track(&[Tile::Pharaoh])
        .ra_count(1)
        .turn(1)
        .build()
        .unwrap();
    draw(&mut g, Tile::Ra);
    assert_eq!(g.ra_count(), 2);
    assert_eq!(to_act(&g), 2);
    play(&mut g, &["pass", "pass"]);
    // The Ra player may pass too: the trigger was a draw.
    assert_eq!(to_act(&g), 1);
    assert!(legal(&g).contains(&"pass".to_string()));
    play(&mut g, &["pass"]);
    assert_eq!(g.track()[0], Some(Tile::Pharaoh));
    assert_eq!(g.occupied(), 1);
    assert_eq!(g.centre_disc(), 1);
    assert!((0..3).all(|p| g.face_down_discs(p).is_empty()));
    assert_eq!(g.phase(), Phase::Turn { player: 2 });
}

/// Scenario T6: invoking on a full track, everyone may pass and the track is discarded.
#[test]
fn full_track_is_discarded_when_everyone_passes() {
    let full = [
        Tile::Pharaoh,
        Tile::Nile,
        Tile::Nile,
        Tile::Gold,
        Tile::Art,
        Tile::Temple,
        Tile::Flood,
        Tile::God,
    ];
    let mut g = Scenario::new(3).track(&full).build().unwrap();
    assert_eq!(legal(&g), ["invoke ra"]);
    refused(&g, "draw");
    play(&mut g, &["invoke ra", "pass", "pass"]);
    assert!(legal(&g).contains(&"pass".to_string()));
    play(&mut g, &["pass"]);
    assert_eq!(g.occupied(), 0);
    assert_eq!(
        g.discard_pile().iter().map(|&c| u32::from(c)).sum::<u32>(),
        8
    );
    assert_eq!(g.centre_disc(), 1);
    assert_eq!(g.phase(), Phase::Turn { player: 1 });

    // Variant: holding a God, any non-God kind on the track may be taken.
    let g = Scenario::new(3)
        .holding(0, Tile::God, 1)
        .track(&full)
        .build()
        .unwrap();
    assert_eq!(
        legal(&g),
        [
            "invoke ra",
            "god takes Gold",
            "god takes Pharaoh",
            "god takes Nile",
            "god takes Flood",
            "god takes Art",
            "god takes Temple"
        ]
    );
}

/// Scenario T7: the last Ra tile ends the epoch with no auction; tracks are cleared,
/// scoring happens and the highest disc starts epoch 2.
#[test]
fn last_ra_tile_ends_the_epoch_without_an_auction() {
    let mut g = Scenario::new(4)
        .ra_count(8)
        .track(&[Tile::Pharaoh, Tile::Gold, Tile::Art])
        .turn(2)
        .build()
        .unwrap();
    draw(&mut g, Tile::Ra);
    assert_eq!(g.epoch(), 2);
    assert_eq!(g.ra_count(), 0);
    assert_eq!(g.occupied(), 0);
    let d = g.discard_pile();
    assert_eq!(d[Tile::Ra.index()], 9);
    assert_eq!(
        d[Tile::Pharaoh.index()] + d[Tile::Gold.index()] + d[Tile::Art.index()],
        3
    );
    assert_eq!(scores(&g), [5, 5, 5, 5]);
    assert_eq!(g.phase(), Phase::Turn { player: 0 });
}

/// Scenario T8: two Gods in one turn, with a War in between that needs choices.
#[test]
fn spending_two_gods_with_a_war_in_between() {
    let mut g = Scenario::new(3)
        .holding(0, Tile::God, 2)
        .holding(0, Tile::Art, 1)
        .holding(0, Tile::Writing, 1)
        .track(&[Tile::War, Tile::Astronomy, Tile::God, Tile::Pharaoh])
        .build()
        .unwrap();
    let l = legal(&g);
    assert!(l.contains(&"god takes War".to_string()));
    assert!(l.contains(&"god takes Astronomy".to_string()));
    assert!(l.contains(&"god takes Pharaoh".to_string()));
    assert!(!l.contains(&"god takes God".to_string()));
    play(&mut g, &["god takes Astronomy"]);
    assert_eq!(g.phase(), Phase::Gods { player: 0 });
    assert_eq!(
        legal(&g),
        ["end turn", "god takes Pharaoh", "god takes War"]
    );
    play(&mut g, &["god takes War"]);
    assert_eq!(
        g.phase(),
        Phase::Discard {
            player: 0,
            disaster: Tile::War,
            remaining: 2,
            from_god: true
        }
    );
    assert_eq!(
        legal(&g),
        ["discard Art", "discard Astronomy", "discard Writing"]
    );
    play(&mut g, &["discard Art"]);
    assert_eq!(legal(&g), ["discard Astronomy", "discard Writing"]);
    play(&mut g, &["discard Writing"]);
    assert_eq!(g.phase(), Phase::Turn { player: 1 });
    assert_eq!(g.held(0, Tile::Astronomy), 1);
    assert_eq!(g.held(0, Tile::God), 0);
    assert_eq!(
        g.track()[..4],
        [None, None, Some(Tile::God), Some(Tile::Pharaoh)]
    );
    let d = g.discard_pile();
    assert_eq!(
        [
            d[Tile::God.index()],
            d[Tile::War.index()],
            d[Tile::Art.index()],
            d[Tile::Writing.index()]
        ],
        [2, 1, 1, 1]
    );
    // The next drawn tile fills the lowest empty slot (GAP-11).
    draw(&mut g, Tile::Nile);
    assert_eq!(g.track()[0], Some(Tile::Nile));
}

/// Scenario T10: a Funeral destroys the Pharaohs won in the same lot.
#[test]
fn a_disaster_destroys_tiles_of_its_own_lot() {
    let mut g = Scenario::new(3)
        .track(&[Tile::Funeral, Tile::Pharaoh, Tile::Pharaoh])
        .turn(1)
        .build()
        .unwrap();
    play(&mut g, &["invoke ra", "pass", "pass", "bid sun 3"]);
    assert_eq!(g.held(1, Tile::Pharaoh), 0);
    let d = g.discard_pile();
    assert_eq!((d[Tile::Funeral.index()], d[Tile::Pharaoh.index()]), (1, 2));
    assert_eq!(g.face_up_discs(1), [6, 9, 12]);
    assert_eq!(g.face_down_discs(1), [1]);
}

/// Scenario T11: seats without face-up discs are skipped for turns and bids; a lone
/// player takes consecutive turns, and the epoch ends when all discs are down.
#[test]
fn players_without_face_up_discs_are_skipped() {
    let mut g = Scenario::new(3)
        .discs(1, &[12, 9, 6, 1])
        .face_down(1, &[12, 9, 6, 1])
        .centre(3)
        .build()
        .unwrap();
    draw(&mut g, Tile::Nile);
    assert_eq!(to_act(&g), 2);
    play(&mut g, &["invoke ra", "bid sun 2"]);
    // Seat 1 is passed automatically: seat 2 (the Ra player) bids next.
    assert_eq!(to_act(&g), 2);
    play(&mut g, &["pass"]);
    assert_eq!(to_act(&g), 0);

    // Alone: only seat 2 has a face-up disc.
    let mut g = Scenario::new(3)
        .discs(1, &[12, 9, 6, 1])
        .face_down(0, &[13, 8, 5, 2])
        .face_down(1, &[12, 9, 6, 1])
        .face_down(2, &[11, 10, 7])
        .centre(3)
        .track(&[Tile::Gold, Tile::Gold])
        .turn(2)
        .build()
        .unwrap();
    draw(&mut g, Tile::Pharaoh);
    assert_eq!(to_act(&g), 2);
    play(&mut g, &["invoke ra"]);
    assert_eq!(legal(&g), ["bid sun 4"]);
    play(&mut g, &["bid sun 4"]);
    // Nobody has a face-up disc: the epoch ended and was scored.
    assert_eq!(g.epoch(), 2);
    assert_eq!(scores(&g), [10 - 2 - 5, 10 - 2 - 5, 10 + 5 + 6 - 5]);
}

/// Scenario T12: full scoring at the end of epoch 1, then the scarab cleanup.
#[test]
fn full_scoring_at_the_end_of_epoch_one() {
    let mut g = Scenario::new(3)
        .holding(0, Tile::Pharaoh, 3)
        .holding(0, Tile::God, 1)
        .holding(0, Tile::Gold, 1)
        .holding(0, Tile::Nile, 2)
        .holding(0, Tile::Flood, 1)
        .holding(0, Tile::Art, 2)
        .holding(0, Tile::Writing, 1)
        .holding(0, Tile::Religion, 1)
        .holding(0, Tile::Pyramid, 1)
        .holding(1, Tile::Pharaoh, 1)
        .holding(1, Tile::Nile, 4)
        .holding(2, Tile::Pharaoh, 3)
        .holding(2, Tile::Flood, 2)
        .holding(2, Tile::Astronomy, 1)
        .holding(2, Tile::Agriculture, 1)
        .holding(2, Tile::Art, 1)
        .holding(2, Tile::Writing, 1)
        .ra_count(7)
        .build()
        .unwrap();
    draw(&mut g, Tile::Ra);
    assert_eq!(scores(&g), [28, 3, 27]);
    assert_eq!(held(&g, Tile::Pharaoh), [3, 1, 3]);
    assert_eq!(held(&g, Tile::Nile), [2, 4, 0]);
    assert_eq!(held(&g, Tile::Pyramid), [1, 0, 0]);
    for t in [
        Tile::God,
        Tile::Gold,
        Tile::Flood,
        Tile::Art,
        Tile::Writing,
        Tile::Religion,
    ] {
        assert_eq!(held(&g, t), [0, 0, 0], "{t} should be discarded");
    }
    let d = g.discard_pile();
    assert_eq!(d[Tile::Flood.index()], 3);
    assert_eq!(d[Tile::Art.index()], 3);
}

/// Scenario T17: a 2-player epoch that ends on the sixth Ra tile alone.
#[test]
fn two_player_epoch_of_ra_tiles_only() {
    let mut g = Scenario::new(2).build().unwrap();
    for i in 0..6 {
        assert_eq!(to_act(&g), i % 2);
        draw(&mut g, Tile::Ra);
        if i < 5 {
            play(&mut g, &["pass", "pass"]);
        }
    }
    assert_eq!(scores(&g), [5, 5]);
    assert_eq!(g.epoch(), 2);
    assert_eq!(g.phase(), Phase::Turn { player: 0 });
    assert_eq!(g.discard_pile()[Tile::Ra.index()], 6);
    assert_eq!(g.bag_len(), 174);
}
