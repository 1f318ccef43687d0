//! The rulebook's worked examples of Phases 1 and 2 (Ana, Bia, Léo, Rui) as scripted
//! scenarios: dice turns, bonus spots, Hebrews, the discard, Favours, soldiers, turn order.

use super::*;
use crate::action::Power;
use crate::data::*;
use Tile::*;

/// Ana spends her die 4 on the Boat: the Herd and Coin slide left, slot 6 is refilled.
#[test]
fn ana_takes_the_boat_and_the_row_slides() {
    let mut g = start(4);
    no_plague(&mut g);
    set_slots(
        &mut g,
        [
            Some(Sphinx),
            Some(Herd),
            Some(Egyptian),
            Some(Boat),
            Some(Herd),
            Some(Coin),
        ],
    );
    dice_turn(&mut g, 0);
    ok(&g);
    let reserve = g.reserve_size();
    play(&mut g, &["take tile 4 with die 4", "draw tile Obelisk"]);
    assert_eq!(
        g.slots,
        [
            Some(Sphinx),
            Some(Herd),
            Some(Egyptian),
            Some(Herd),
            Some(Coin),
            Some(Obelisk)
        ]
    );
    assert_eq!(g.reserve_size(), reserve - 1);
    assert_eq!(g.seats[0].boat, 1);
    assert_eq!(g.seats[0].held[Boat.index()], 1);
    assert_eq!(g.seats[0].dice_used, 1 << 3);
}

/// Taking from slot 6 slides nothing; a Coin is kept as a coin token.
#[test]
fn taking_from_slot_six_does_not_slide() {
    let mut g = start(4);
    no_plague(&mut g);
    set_slots(
        &mut g,
        [
            Some(Sphinx),
            Some(Herd),
            Some(Egyptian),
            Some(Boat),
            Some(Herd),
            Some(Coin),
        ],
    );
    dice_turn(&mut g, 1);
    play(&mut g, &["take tile 6 with die 6", "draw tile Pharaoh"]);
    assert_eq!(
        g.slots[..5],
        [
            Some(Sphinx),
            Some(Herd),
            Some(Egyptian),
            Some(Boat),
            Some(Herd)
        ]
    );
    assert_eq!(g.slots[5], Some(Pharaoh));
    assert_eq!(g.seats[1].coins(), 1);
}

/// Léo surrounds the development spot with his 2nd Sphinx (+1), loses it (-1) and
/// surrounds it again (+1 again).
#[test]
fn leo_surrounds_loses_and_regains_a_bonus_spot() {
    let mut g = start(4);
    no_plague(&mut g);
    put(&mut g, 2, Area::City, 0, Sphinx);
    g.seats[2].city_track = 3;
    set_slots(
        &mut g,
        [
            Some(Sphinx),
            Some(Herd),
            Some(Egyptian),
            Some(Boat),
            Some(Herd),
            Some(Coin),
        ],
    );
    dice_turn(&mut g, 2);
    ok(&g);
    play(
        &mut g,
        &[
            "take tile 1 with die 1",
            "draw tile Boat",
            "place on City 2",
        ],
    );
    assert_eq!(g.seats[2].city_track, 4, "B0 (DevCity) activated");
    // The spot breaks when a tile leaves, and is re-formed by putting it back.
    let t = g.unplace(2, Area::City, 0).unwrap();
    assert_eq!(g.seats[2].city_track, 3);
    g.place(2, Area::City, 0, t);
    while let Some(e) = g.pop() {
        g.run_effect(e);
    }
    assert_eq!(g.seats[2].city_track, 4);
}

/// Léo's Egyptian completes a Field row of three different tiles (an Ankh tile) and
/// fills the Field: the Field bonus token gives +1 each and province +2.
#[test]
fn leo_forms_a_row_and_fills_the_field() {
    let mut g = start(4);
    no_plague(&mut g);
    for (space, t) in [
        (0, Plantation),
        (1, Plantation),
        (2, Herd),
        (3, Plantation),
        (4, Herd),
    ] {
        put(&mut g, 2, Area::Field, space, t);
    }
    g.seats[2].city_track = 3;
    g.seats[2].field_track = 2;
    g.seats[2].province = 2;
    set_slots(
        &mut g,
        [
            Some(Sphinx),
            Some(Herd),
            Some(Egyptian),
            Some(Boat),
            Some(Herd),
            Some(Coin),
        ],
    );
    dice_turn(&mut g, 2);
    ok(&g);
    assert_eq!(crate::quantities::ankh_tiles(&g.seats[2]), 0);
    play(&mut g, &["take tile 3 with die 3", "draw tile Boat"]);
    // Only space 6 of the Field is free, so the placement is automatic.
    assert!(is_legal(&g, "place on Field 6"));
    play(
        &mut g,
        &["place on Field 6", "develop City +1 and Field +1"],
    );
    assert_eq!(
        crate::quantities::ankh_tiles(&g.seats[2]),
        1,
        "the bottom row qualifies, the top row does not"
    );
    assert_eq!(
        g.seats[2].city_track,
        3 + 1 + 1,
        "B3 (DevCity) and the token"
    );
    assert_eq!(g.seats[2].field_track, 2 + 1);
    assert_eq!(g.seats[2].province, 4);
    assert_eq!(g.seats[2].tokens & 2, 0, "the Field token is gone");
    assert_eq!(
        crate::quantities::active_spots(&g.seats[2], SpotKind::Soldiers),
        1
    );
    assert_eq!(
        crate::quantities::active_spots(&g.seats[2], SpotKind::Coin),
        1
    );
}

/// Hebrew liberation: a die of twice the value, or with Léo's Hebrew spot the value
/// itself; plague P2 forbids the spot.
#[test]
fn leo_frees_hebrews_with_and_without_the_hebrew_spot() {
    let mut g = start(4);
    no_plague(&mut g);
    set_hebrews(&mut g, [Some(2), Some(3), Some(1)]);
    dice_turn(&mut g, 2);
    let frees = |g: &Pragas, token: u8| -> Vec<u8> {
        (1..=6)
            .filter(|d| is_legal(g, &format!("free hebrew {token} with die {d}")))
            .collect()
    };
    assert_eq!(frees(&g, 1), [4, 5, 6]);
    assert_eq!(frees(&g, 2), [6]);
    assert_eq!(frees(&g, 3), [2, 3, 4, 5, 6]);
    put(&mut g, 2, Area::City, 3, Sphinx);
    put(&mut g, 2, Area::City, 4, Obelisk);
    ok(&g);
    assert_eq!(frees(&g, 1), [2, 3, 4, 5, 6]);
    assert_eq!(frees(&g, 2), [3, 4, 5, 6]);
    set_plague(&mut g, plague_id("P2"));
    assert_eq!(frees(&g, 1), [4, 5, 6]);
}

/// Ana's discard: the Plantation (slot 1) comes back with a 1 or 2, the Egyptian (slot
/// 2) with a 3 or 4; a full Field refuses the Plantation.
#[test]
fn ana_recovers_tiles_from_her_discard() {
    let mut g = start(4);
    no_plague(&mut g);
    from_reserve(&mut g, Plantation);
    from_reserve(&mut g, Egyptian);
    g.seats[2].discard = [Some(Plantation), Some(Egyptian)];
    dice_turn(&mut g, 2);
    ok(&g);
    let dice = |g: &Pragas, slot: u8| -> Vec<u8> {
        (1..=6)
            .filter(|d| is_legal(g, &format!("recover discard {slot} with die {d}")))
            .collect()
    };
    assert_eq!(dice(&g, 1), [1, 2]);
    assert_eq!(dice(&g, 2), [3, 4]);
    for space in 0..6 {
        put(&mut g, 2, Area::Field, space, Herd);
    }
    g.seats[2].tokens &= !2;
    ok(&g);
    assert_eq!(dice(&g, 1), Vec::<u8>::new());
    g.seats[2].field.set(0, None);
    g.reserve[Herd.index()] += 1;
    // One free Field space: the placement is automatic.
    play(&mut g, &["recover discard 1 with die 2"]);
    assert_eq!(g.seats[2].field[0], Some(Plantation));
    assert_eq!(g.seats[2].discard, [None, Some(Egyptian)]);
}

/// Favour #1 with no coin token: Favour #3 pays the double advance and is returned, and
/// stays unavailable this round.
#[test]
fn favour_one_upgrade_paid_with_favour_three() {
    let mut g = start(3);
    no_plague(&mut g);
    dice_turn(&mut g, 1);
    play(&mut g, &["take favour 3 with die 3"]);
    dice_turn(&mut g, 1);
    play(&mut g, &["take favour 1 with die 1"]);
    assert_eq!(
        legal(&g),
        ["favour 1 without paying", "favour 1 paying favour 3"]
    );
    play(
        &mut g,
        &["favour 1 paying favour 3", "develop City +1 and Field +1"],
    );
    assert!(!g.seats[1].has_favour(3));
    assert_eq!((g.seats[1].city_track, g.seats[1].field_track), (2, 2));
    dice_turn(&mut g, 0);
    assert!(!is_legal(&g, "take favour 3 with die 3"));
}

/// Rui keeps dice 2, 3, 6 (11), has the 3-soldier spot and Favour #2: 19 soldiers.
#[test]
fn rui_counts_nineteen_soldiers() {
    let mut g = start(4);
    no_plague(&mut g);
    g.seats[3].dice_used = 0b011001; // 1, 4, 5 spent
    put(&mut g, 3, Area::Field, 3, Herd);
    put(&mut g, 3, Area::Field, 4, Plantation);
    g.favours_taken |= 2;
    g.seats[3].favours |= 2;
    assert_eq!(g.soldiers(3), 19);
}

/// Rui 19, Ana 14, Léo 14, Bia 9: Ana and Léo tie on the province card (5) and Ana's boat
/// is ahead. Rui, Ana and Léo pick; Bia gets no card but province +2.
#[test]
fn the_new_turn_order_with_tie_breaks() {
    let mut g = start(4);
    no_plague(&mut g);
    let (rui, ana, leo, bia) = (3usize, 0usize, 1usize, 2usize);
    for s in [ana, leo] {
        g.seats[s].province = 5;
    }
    g.seats[ana].boat = 2;
    g.seats[leo].boat = 1;
    g.seats[bia].boat = 0;
    g.seats[bia].province = 3;
    g.seats[rui].dice_used = 0b011001; // 2 + 3 + 6 = 11
    put(&mut g, rui, Area::Field, 3, Herd);
    put(&mut g, rui, Area::Field, 4, Plantation);
    g.favours_taken |= 2;
    g.seats[rui].favours |= 2;
    g.seats[ana].dice_used = 0b000111; // 4 + 5 + 6 = 15 ... -1 below
    g.seats[ana].dice_used = 0b001011; // 3 + 5 + 6 = 14
    g.seats[leo].dice_used = 0b001011;
    g.seats[bia].dice_used = 0b111000; // 1 + 2 + 3 = 6, +3 below
    put(&mut g, bia, Area::City, 3, Sphinx);
    put(&mut g, bia, Area::City, 4, Obelisk);
    for s in [ana, leo] {
        g.seats[s].power = if s == ana {
            Some(Power::Abydos)
        } else {
            Some(Power::Buto)
        };
    }
    g.phase = Phase::Boost { pos: 4 };
    g.advance();
    assert_eq!(g.soldiers(bia), 6, "the Hebrew spot gives no soldiers");
    assert_eq!(g.turn_order(), [rui as u8, ana as u8, leo as u8, bia as u8]);
    let before = g.seats[bia].province;
    for _ in 0..3 {
        let mut l = Vec::new();
        g.legal_actions(&mut l);
        let pick = l
            .iter()
            .find(|a| matches!(a, Action::PickTerritory { peek: false, .. }))
            .copied()
            .unwrap();
        g.apply(pick).unwrap();
        while g.turn() != Turn::Over
            && matches!(
                g.phase,
                Phase::Territory {
                    stage: Stage::WrapUp,
                    ..
                }
            )
        {
            play(&mut g, &["end turn"]);
        }
        while let Some(a) = super::legal(&g)
            .first()
            .filter(|_| g.pending.is_some())
            .cloned()
        {
            play(&mut g, &[&a]);
        }
    }
    assert_eq!(g.seats[bia].province, before + 2);
}
