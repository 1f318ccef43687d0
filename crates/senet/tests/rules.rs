//! One named test per rule of Kendall's reconstruction as nile reads it (`docs/senet.md`,
//! S-n), each on a position built with `Scenario` and played through the public API.

use nile_core::Viewer;
use nile_core::{Game, GameConfig, Turn};
use nile_senet::{Scenario, Senet, SenetAction, SenetConfig};

fn legal(g: &Senet) -> Vec<SenetAction> {
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    out
}

fn chance(g: &Senet) -> Vec<(SenetAction, u32)> {
    let mut out = Vec::new();
    g.chance_outcomes(&mut out);
    out
}

/// S-1, S-2: five pawns each alternate on squares 1 to 10, seat 1's on the even squares;
/// seven pawns fill squares 1 to 14; seat 0 throws first.
#[test]
fn pawns_alternate_on_the_first_squares_and_seat_0_throws_first() {
    let g = Senet::new(&SenetConfig::for_players(2)).unwrap();
    assert_eq!(g.pawns(0).collect::<Vec<_>>(), [1, 3, 5, 7, 9]);
    assert_eq!(g.pawns(1).collect::<Vec<_>>(), [2, 4, 6, 8, 10]);
    assert_eq!((g.turn(), g.to_move()), (Turn::Chance, 0));
    let mut seven = SenetConfig::for_players(2);
    seven.set_option("pawns", "7").unwrap();
    let g = Senet::new(&seven).unwrap();
    assert_eq!(g.pawns(1).collect::<Vec<_>>(), [2, 4, 6, 8, 10, 12, 14]);
    assert!(Senet::new(&SenetConfig::for_players(3)).is_err());
}

/// S-3: four sticks, 1 to 4 white sides move 1 to 4, none moves 5, in 4, 6, 4, 1, 1 of
/// 16 ways.
#[test]
fn the_sticks_give_one_to_five_by_their_white_sides() {
    let g = Senet::new(&SenetConfig::for_players(2)).unwrap();
    let outcomes = chance(&g);
    let ways: Vec<(String, u32)> = outcomes.iter().map(|(a, w)| (a.to_string(), *w)).collect();
    assert_eq!(
        ways,
        [
            ("throw 1", 4),
            ("throw 2", 6),
            ("throw 3", 4),
            ("throw 4", 1),
            ("throw 5", 1)
        ]
        .map(|(a, w)| (a.to_string(), w))
    );
}

/// S-4: a 1, 4 or 5 throws again after the move; a 2 or 3 passes the sticks.
#[test]
fn one_four_and_five_throw_again_two_and_three_do_not() {
    for (n, again) in [(1, true), (2, false), (3, false), (4, true), (5, true)] {
        let mut g = Scenario::new(5)
            .pawns(0, &[11, 13, 16, 18, 20])
            .pawns(1, &[1, 3, 5, 7, 9])
            .throw(n)
            .build()
            .unwrap();
        g.apply(SenetAction::Move(20)).unwrap();
        assert_eq!(g.to_move() == 0, again, "throw {n}");
        assert_eq!(g.turn(), Turn::Chance);
    }
}

/// S-5: a pawn never lands on a pawn of its own seat.
#[test]
fn a_pawn_never_lands_on_its_own_pawn() {
    let mut g = Scenario::new(5)
        .pawns(0, &[1, 3, 12, 14, 17])
        .pawns(1, &[5, 7, 9, 20, 22])
        .throw(2)
        .build()
        .unwrap();
    assert!(!legal(&g).contains(&SenetAction::Move(1)));
    assert!(!legal(&g).contains(&SenetAction::Move(12)));
    let before = g.clone();
    assert!(g.apply(SenetAction::Move(1)).is_err());
    assert_eq!(g, before);
}

/// S-6: landing on a lone pawn of the other seat swaps the two pawns.
#[test]
fn landing_on_a_lone_pawn_swaps_places() {
    let mut g = Scenario::new(5)
        .pawns(0, &[1, 3, 5, 7, 12])
        .pawns(1, &[14, 17, 19, 21, 23])
        .throw(2)
        .build()
        .unwrap();
    g.apply(SenetAction::Move(12)).unwrap();
    assert_eq!((g.at(14), g.at(12)), (Some(0), Some(1)));
}

/// S-7: two pawns side by side protect each other, and a pawn on a safe house cannot be
/// attacked.
#[test]
fn pairs_and_pawns_on_safe_houses_cannot_be_attacked() {
    let g = Scenario::new(5)
        .pawns(0, &[1, 4, 6, 12, 26])
        .pawns(1, &[14, 15, 20, 22, 28])
        .throw(2)
        .build()
        .unwrap();
    assert!(g.protected(14) && g.protected(15) && g.protected(28));
    assert!(
        !legal(&g).contains(&SenetAction::Move(12)),
        "14 is one of a pair"
    );
    assert!(
        !legal(&g).contains(&SenetAction::Move(26)),
        "28 is a safe house"
    );
    assert!(legal(&g).contains(&SenetAction::Move(1)));
}

/// S-8: three pawns in a row cannot be passed.
#[test]
fn three_in_a_row_block_the_way() {
    let g = Scenario::new(5)
        .pawns(0, &[1, 3, 6, 11, 23])
        .pawns(1, &[12, 13, 14, 17, 19])
        .throw(4)
        .build()
        .unwrap();
    // 11 + 4 = 15 would pass 12, 13 and 14.
    assert!(!legal(&g).contains(&SenetAction::Move(11)));
    assert!(legal(&g).contains(&SenetAction::Move(1)));
}

/// S-9: every pawn stops on the House of Happiness: a throw that would carry it past 26
/// cannot move it.
#[test]
fn every_pawn_stops_on_the_house_of_happiness() {
    let g = Scenario::new(5)
        .pawns(0, &[24, 25, 3, 5, 7])
        .pawns(1, &[9, 11, 13, 17, 19])
        .throw(2)
        .build()
        .unwrap();
    assert!(legal(&g).contains(&SenetAction::Move(24)), "24 + 2 = 26");
    assert!(
        !legal(&g).contains(&SenetAction::Move(25)),
        "25 + 2 passes 26"
    );
}

/// S-10: a pawn landing in the House of Water goes back to the House of Rebirth, or the
/// nearest free square before it, and the turn ends although a 1 was thrown.
#[test]
fn the_house_of_water_sends_a_pawn_back_to_rebirth() {
    let mut g = Scenario::new(5)
        .pawns(0, &[26, 2, 4, 6, 8])
        .pawns(1, &[15, 14, 20, 22, 24])
        .throw(1)
        .build()
        .unwrap();
    g.apply(SenetAction::Move(26)).unwrap();
    assert_eq!(g.at(27), None);
    assert_eq!(
        g.at(13),
        Some(0),
        "15 and 14 are taken: the nearest free square is 13"
    );
    assert_eq!(g.to_move(), 1, "drowning ends the turn");
}

/// S-11: from the last houses a pawn leaves the board with an exact throw: 5 from 26,
/// 3 from 28, 2 from 29, 1 from 30.
#[test]
fn the_last_houses_are_left_with_an_exact_throw() {
    for (from, exact) in [(26, 5), (28, 3), (29, 2), (30, 1)] {
        for n in 1..=5u8 {
            let g = Scenario::new(5)
                .pawns(0, &[from, 1, 3, 5, 7])
                .pawns(1, &[9, 11, 13, 17, 19])
                .throw(n)
                .build()
                .unwrap();
            let mut after = g.clone();
            let moved = after.apply(SenetAction::Move(from)).is_ok();
            let off = moved && after.off(0) == 1;
            assert_eq!(off, n == exact, "from {from} with {n}");
            assert!(
                !(moved && from + n > 31),
                "from {from} with {n} moved past the end"
            );
        }
    }
}

/// S-12: when no pawn can go forward, a pawn must go back by the throw to a free square.
#[test]
fn with_no_forward_move_a_pawn_goes_back() {
    let mut g = Scenario::new(5)
        .pawns(0, &[25])
        .off(0, 4)
        .pawns(1, &[1, 3, 5, 7, 9])
        .throw(3)
        .build()
        .unwrap();
    assert_eq!(legal(&g), [SenetAction::Back(25)]);
    g.apply(SenetAction::Back(25)).unwrap();
    assert_eq!(g.at(22), Some(0));
    let mut h = Scenario::new(5)
        .pawns(0, &[25, 1, 3, 5, 7])
        .pawns(1, &[9, 11, 13, 17, 19])
        .throw(3)
        .build()
        .unwrap();
    let before = h.clone();
    assert!(
        h.apply(SenetAction::Back(25)).is_err(),
        "a forward move exists"
    );
    assert_eq!(h, before);
}

/// S-13: a throw with no move at all passes the turn, without a throw again.
#[test]
fn a_throw_with_no_move_passes_the_turn() {
    let before = Scenario::new(5)
        .pawns(0, &[25])
        .off(0, 4)
        .pawns(1, &[22, 23, 24, 1, 3])
        .build()
        .unwrap();
    // A 4 cannot pass 26, and back by 4 lands on 21 over the blockade 22-24.
    let mut g = before.clone();
    g.apply(SenetAction::Throw(4)).unwrap();
    assert_eq!((g.turn(), g.to_move()), (Turn::Chance, 1));
    let lines = g.narrate(&before, SenetAction::Throw(4), Viewer::All);
    assert_eq!(
        lines,
        ["seat 0 has no move with a 4: the turn passes to seat 1"]
    );
}

/// S-14: the seat that bears off its last pawn wins; when the throws run out, more pawns
/// off wins, then the pawns further along.
#[test]
fn the_last_pawn_off_wins_and_the_throw_limit_ranks_by_pawns_off() {
    let mut g = Scenario::new(5)
        .pawns(0, &[30])
        .off(0, 4)
        .pawns(1, &[1, 3, 5, 7, 9])
        .throw(1)
        .build()
        .unwrap();
    g.apply(SenetAction::Move(30)).unwrap();
    assert_eq!(g.turn(), Turn::Over);
    assert_eq!(g.outcome().unwrap().ranks, [0, 1]);

    let mut h = Scenario::new(5)
        .pawns(0, &[20, 11, 13, 15, 17])
        .pawns(1, &[21, 1, 3, 5, 7])
        .throw(2)
        .throws(nile_senet::MAX_THROWS)
        .build()
        .unwrap();
    h.apply(SenetAction::Move(20)).unwrap(); // to 22: further along than seat 1
    assert_eq!(h.turn(), Turn::Over);
    assert_eq!(h.outcome().unwrap().ranks, [0, 1]);
}

/// A position no game could hold is refused with the broken rule.
#[test]
fn impossible_positions_are_refused() {
    let two_on_one = Scenario::new(5)
        .pawns(0, &[1, 1, 3, 5, 7])
        .pawns(1, &[2, 4, 6, 8, 10])
        .build();
    assert!(two_on_one.is_err());
    let missing = Scenario::new(5)
        .pawns(0, &[1])
        .pawns(1, &[2, 4, 6, 8, 10])
        .build();
    assert!(missing.unwrap_err().to_string().contains("not 5 in all"));
    let water = Scenario::new(5)
        .pawns(0, &[27, 1, 3, 5, 7])
        .pawns(1, &[2, 4, 6, 8, 10])
        .build();
    assert!(water.is_err());
    let json = Senet::new(&SenetConfig::for_players(2))
        .unwrap()
        .to_json()
        .replace("\"to_move\":0", "\"to_move\":7");
    assert!(Senet::from_json(&json).is_err());
}
