//! The front-end API: the fixed action index and the tensor layout of `docs/ra.md`,
//! viewer texts (`describe`), narration of automatic steps (`narrate`) and the
//! rulebook's help texts (`explain`).

mod common;

use common::{draw, play};
use nile_core::Viewer;
use nile_core::{harness, Game, GameConfig, Turn};
use nile_ra::{Ra, RaAction, RaConfig, Scenario, Tile};

fn index(players: usize, a: RaAction) -> Option<usize> {
    Ra::action_to_index(&RaConfig::for_players(players), a)
}

#[test]
fn the_action_index_follows_the_documented_table() {
    for (players, size) in [(2, 72), (3, 77), (4, 78), (5, 82)] {
        let config = RaConfig::for_players(players);
        assert_eq!(Ra::num_distinct_actions(&config), size);
        harness::check_action_index::<Ra>(&config).unwrap();
    }
    assert_eq!(index(2, RaAction::Pass), Some(0));
    assert_eq!(index(2, RaAction::Draw), Some(1));
    assert_eq!(index(2, RaAction::InvokeRa), Some(2));
    assert_eq!(index(2, RaAction::EndTurn), Some(3));
    assert_eq!(index(2, RaAction::UseGod(Tile::Gold)), Some(4));
    assert_eq!(index(2, RaAction::UseGod(Tile::Earthquake)), Some(24));
    assert_eq!(index(2, RaAction::Discard(Tile::Agriculture)), Some(25));
    assert_eq!(index(2, RaAction::Discard(Tile::Temple)), Some(37));
    assert_eq!(index(2, RaAction::Reveal(Tile::Ra)), Some(38));
    assert_eq!(index(2, RaAction::Reveal(Tile::Earthquake)), Some(60));
    assert_eq!(index(2, RaAction::Bid(1)), Some(61));
    assert_eq!(index(2, RaAction::Bid(9)), Some(69));
    assert_eq!(index(2, RaAction::Deal(0)), Some(70));
    assert_eq!(index(5, RaAction::Bid(16)), Some(76));
    assert_eq!(index(5, RaAction::Deal(4)), Some(81));
    assert_eq!(index(2, RaAction::Bid(10)), None);
    assert_eq!(index(4, RaAction::Deal(4)), None);
}

#[test]
fn the_tensor_follows_the_documented_layout() {
    // 3 players, D = 13: global block of 228 values, seat blocks of 50.
    let g = Scenario::new(3)
        .epoch(2)
        .discarded(Tile::Ra, 8)
        .ra_count(2)
        .track(&[Tile::Gold, Tile::War])
        .holding(1, Tile::Pharaoh, 3)
        .score(1, 17)
        .face_down(0, &[13])
        .turn(2)
        .build()
        .unwrap();
    let shape = Ra::observation_tensor_shape(g.config());
    assert_eq!(shape, vec![417]);
    let mut t = Vec::new();
    g.observation_tensor(1, &mut t);
    assert_eq!(t.len(), 417);
    assert_eq!(&t[0..3], &[0.0, 1.0, 0.0], "epoch 2");
    assert_eq!(t[3], 2.0, "Ra tiles on the Ra track");
    assert_eq!(t[4 + Tile::Gold.index()], 1.0, "slot 1 holds Gold");
    assert_eq!(t[4 + 23 + Tile::War.index()], 1.0, "slot 2 holds a War");
    assert!(
        t[4 + 2 * 23..4 + 8 * 23].iter().all(|&x| x == 0.0),
        "empty slots"
    );
    assert_eq!(t[188], 1.0, "centre disc 1");
    assert_eq!(
        t[201 + Tile::Ra.index()],
        30.0 - 8.0 - 2.0,
        "Ra tiles in the bag"
    );
    // Seat blocks from seat 1's view: seat 1, seat 2, seat 0.
    let seat = |r: usize| 228 + 50 * r;
    assert_eq!(t[seat(0) + 49], 17.0, "the viewer's score comes first");
    assert_eq!(t[seat(0) + 26 + Tile::Pharaoh.index()], 3.0);
    assert_eq!(t[seat(2) + 12], 0.0, "seat 0's 13 is not face up");
    assert_eq!(t[seat(2) + 13 + 12], 1.0, "seat 0's 13 is face down");
    // Decision block: phase "turn", acting seat 2 = relative seat 1.
    let decision = 228 + 3 * 50;
    assert_eq!(
        &t[decision..decision + 7],
        &[0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0]
    );
    assert_eq!(&t[decision + 7..decision + 10], &[0.0, 1.0, 0.0]);
    assert_eq!(t[416], 0.0);
}

#[test]
fn actions_read_as_log_lines_naming_the_seat() {
    let mut g = Scenario::new(3)
        .track(&[Tile::Gold])
        .turn(1)
        .build()
        .unwrap();
    assert_eq!(
        g.describe(RaAction::Draw, Viewer::All),
        "seat 1 draws a tile from the bag"
    );
    assert_eq!(
        g.describe(RaAction::InvokeRa, Viewer::Seat(0)),
        "seat 1 invokes Ra"
    );
    play(&mut g, &["invoke ra"]);
    assert_eq!(
        g.describe(RaAction::Bid(13), Viewer::Seat(2)),
        "seat 2 bids sun 13"
    );
    assert_eq!(g.describe(RaAction::Pass, Viewer::All), "seat 2 passes");
    let fresh = Ra::new(&RaConfig::for_players(4)).unwrap();
    assert_eq!(
        fresh.describe(RaAction::Deal(1), Viewer::All),
        "seat 0 is dealt sun-disc group B (12 7 3)"
    );
}

#[test]
fn the_deal_narrates_the_last_group_and_the_first_player() {
    let mut g = Ra::new(&RaConfig::for_players(3)).unwrap();
    g.apply(RaAction::Deal(1)).unwrap();
    let before = g.clone();
    g.apply(RaAction::Deal(2)).unwrap();
    assert_eq!(
        g.narrate(&before, RaAction::Deal(2), Viewer::All),
        [
            "seat 2 is dealt the last group, A (13 8 5 2)",
            "seat 2 holds the highest sun disc, 13, and starts epoch 1"
        ]
    );
}

/// Applies `text` and returns what the narration tells after it.
fn step(g: &mut Ra, text: &str) -> Vec<String> {
    let before = g.clone();
    let action: RaAction = text.parse().unwrap();
    g.apply(action).unwrap();
    let lines = g.narrate(&before, action, Viewer::Seat(0));
    assert_eq!(
        lines,
        g.narrate(&before, action, Viewer::All),
        "public texts"
    );
    lines
}

/// Rulebook "EXEMPLO DE DESCARTES", narrated: the auction's result, the Earthquake's
/// choices, then the War and the Drought resolved by themselves.
#[test]
fn anas_disasters_are_narrated() {
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
    assert_eq!(
        step(&mut g, "invoke ra"),
        [
            "an auction begins for Earthquake, War, Drought and sun disc 1 \
          (if everyone else passes, the Ra player must bid)"
        ]
    );
    play(&mut g, &["pass", "pass"]);
    assert_eq!(
        step(&mut g, "bid sun 13"),
        [
            "seat 0 wins the auction with sun 13: takes Earthquake, War, Drought and sun \
             disc 1 from the centre (face down); sun 13 goes to the centre",
            "seat 0 must choose 2 monument tiles to discard to the Earthquake"
        ]
    );
    assert_eq!(
        step(&mut g, "discard Obelisk"),
        ["seat 0 must choose 1 more monument tile to discard to the Earthquake"]
    );
    assert_eq!(
        step(&mut g, "discard Sphinx"),
        [
            "the War costs seat 0 Agriculture",
            "the Drought costs seat 0 Nile, Flood"
        ]
    );
}

#[test]
fn automatic_passes_and_skipped_seats_are_narrated() {
    let mut g = Scenario::new(3)
        .discs(1, &[12, 9, 6, 1])
        .face_down(1, &[12, 9, 6, 1])
        .centre(3)
        .build()
        .unwrap();
    assert_eq!(g.turn(), Turn::Player(0));
    play(&mut g, &["draw"]);
    assert_eq!(
        step(&mut g, "draw Nile"),
        [
            "Nile goes on the auction track (slot 1, 1 of 8 filled)",
            "seat 1 has no face-up sun disc: seat 2 plays"
        ]
    );
    play(&mut g, &["invoke ra"]);
    // Seat 0 bids 13: seat 1 (no face-up disc) and seat 2 (none above 13) pass by
    // themselves and the auction ends.
    assert_eq!(
        step(&mut g, "bid sun 13"),
        [
            "seat 1 passes (no face-up sun disc)",
            "seat 2 passes (no face-up sun disc above 13)",
            "seat 0 wins the auction with sun 13: takes Nile and sun disc 3 from the \
             centre (face down); sun 13 goes to the centre"
        ]
    );
}

#[test]
fn a_god_taking_a_disaster_and_ending_the_turn_is_narrated() {
    let mut g = Scenario::new(2)
        .holding(0, Tile::God, 1)
        .holding(0, Tile::Pharaoh, 3)
        .track(&[Tile::Funeral, Tile::Gold])
        .turn(0)
        .build()
        .unwrap();
    assert_eq!(
        step(&mut g, "god takes Funeral"),
        [
            "the Funeral costs seat 0 Pharaoh ×2",
            "seat 0's turn ends (no God left)"
        ]
    );
}

/// The last Ra space ends the epoch with no auction; every seat's scoring is told.
#[test]
fn the_end_of_an_epoch_is_narrated_with_each_seats_scoring() {
    let mut g = Scenario::new(2)
        .holding(0, Tile::Pharaoh, 2)
        .holding(0, Tile::Gold, 1)
        .holding(1, Tile::Nile, 2)
        .holding(1, Tile::Flood, 1)
        .holding(1, Tile::Art, 1)
        .holding(1, Tile::Writing, 1)
        .holding(1, Tile::Religion, 1)
        .track(&[Tile::Gold])
        .ra_count(5)
        .build()
        .unwrap();
    play(&mut g, &["draw"]);
    assert_eq!(
        step(&mut g, "draw Ra"),
        [
            "the Ra fills the last space of the Ra track (6 of 6): no auction",
            "epoch 1 ends: the Ra track is full; 1 tile of the auction track is discarded",
            "seat 0 scores +3: Pharaohs 2 (most, +5), Gold 1 (+3), civilizations 0 kinds \
             (−5); 10 → 13",
            "seat 1 scores +6: Pharaohs 0 (fewest, −2), Nile 2 and Flood 1 (+3), \
             civilizations 3 kinds (+5); 10 → 16",
            "sun discs are turned face up; tiles without the scarab are discarded",
            "seat 0 holds the highest sun disc, 9, and starts epoch 2"
        ]
    );
}

#[test]
fn the_end_of_the_game_names_the_winner_and_final_categories() {
    let mut g = Scenario::new(2)
        .epoch(3)
        .discarded(Tile::Ra, 12)
        .holding(1, Tile::Pyramid, 3)
        .ra_count(5)
        .build()
        .unwrap();
    draw(&mut g, Tile::Gold);
    play(&mut g, &["draw"]);
    let lines = step(&mut g, "draw Ra");
    assert_eq!(g.turn(), Turn::Over);
    assert!(
        lines.contains(
            &"seat 1 scores +1: Pharaohs 0 (0), civilizations 0 kinds (−5), sun discs 22 \
              (0), monuments 1 kind, sets of 3 Pyramid (+6); 10 → 11"
                .to_string()
        ),
        "{lines:#?}"
    );
    assert_eq!(
        lines.last().unwrap(),
        "the game is over: seat 1 wins with 11 points"
    );
}

#[test]
fn explain_gives_the_rulebook_text_of_tiles_and_terms() {
    let drought = Ra::explain("Seca").unwrap();
    assert!(
        drought.starts_with("Drought (Seca), 2 in the bag."),
        "{drought}"
    );
    assert!(drought.contains("Floods before any Nile"), "{drought}");
    assert_eq!(Ra::explain("drought"), Some(drought));
    let pharaoh = Ra::explain("pharaoh").unwrap();
    assert!(pharaoh.contains("most Pharaoh tiles gains 5 points"));
    assert!(pharaoh.contains("Carries the scarab"));
    assert!(Ra::explain("Gold").unwrap().contains("No scarab"));
    assert!(Ra::explain("sun disc").unwrap().contains("face down"));
    assert!(Ra::explain("Escaravelho").unwrap().contains("scarab"));
    for t in Tile::ALL {
        assert!(Ra::explain(t.info().name).is_some(), "{t}");
        assert!(Ra::explain(t.info().rulebook).is_some(), "{t}");
    }
    assert_eq!(Ra::explain("meeple"), None);
}

#[test]
fn an_auction_without_bids_is_narrated() {
    let tiles = [
        Tile::Gold,
        Tile::Nile,
        Tile::Art,
        Tile::Pharaoh,
        Tile::Flood,
        Tile::Temple,
        Tile::Statue,
        Tile::Writing,
    ];
    let mut g = Scenario::new(2).track(&tiles).turn(0).build().unwrap();
    assert_eq!(
        step(&mut g, "invoke ra"),
        [
            "an auction begins for Gold, Nile, Art, Pharaoh, Flood, Temple, Statue, Writing \
          and sun disc 1 (the track is full: if everyone passes, its tiles are discarded)"
        ]
    );
    play(&mut g, &["pass"]);
    assert_eq!(
        step(&mut g, "pass"),
        ["nobody bids: the 8 tiles of the full auction track are discarded"]
    );
    // A drawn Ra that nobody bids on.
    let mut g = Scenario::new(2)
        .track(&[Tile::Gold])
        .ra_count(1)
        .turn(1)
        .build()
        .unwrap();
    play(&mut g, &["draw"]);
    assert_eq!(
        step(&mut g, "draw Ra"),
        [
            "the Ra goes on the Ra track (2 of 6); seat 1 is the Ra player",
            "an auction begins for Gold and sun disc 1 (everyone may pass, and then the \
             tiles stay)"
        ]
    );
    play(&mut g, &["pass"]);
    assert_eq!(
        step(&mut g, "pass"),
        ["nobody bids: the tiles stay on the auction track"]
    );
}

#[test]
fn a_turn_that_ends_for_want_of_a_tile_is_narrated() {
    let mut g = Scenario::new(2)
        .holding(0, Tile::God, 2)
        .track(&[Tile::Gold])
        .turn(0)
        .build()
        .unwrap();
    assert_eq!(
        step(&mut g, "god takes Gold"),
        ["seat 0's turn ends (no tile left for a God to take)"]
    );
}
