//! Thoth's cards and Osiris's districts.

use super::*;

// ----- TS-12: Thoth -----

/// TS-12.
#[test]
fn thoth_refreshes_a_section_then_draws_from_one_section() {
    let mut g = game(4);
    let p = blank(&mut g) as usize;
    g.board_mut().players[p].happy = 6;
    g.board_mut().players[p].pop = 6;
    g.board_mut().players[p].res[PAPYRUS as usize] = 3;
    put(&mut g, Colour::Grey, 4, God::Thoth);
    step(&mut g, "take grey 4 from Thoth");
    let l = legal(&g);
    assert!(
        !l.iter().any(|a| a == "draw from section 3"),
        "no access to section 3"
    );
    step(&mut g, "refresh section 2");
    while g.turn() == Turn::Chance {
        let mut ch = Vec::new();
        g.chance_outcomes(&mut ch);
        g.apply(ch[0].0).unwrap();
    }
    assert_eq!(g.board().players[p].res[PAPYRUS as usize], 2);
    step(&mut g, "draw from section 2");
    let first = legal(&g)[0].clone();
    step(&mut g, &first);
    let second = legal(&g)[0].clone();
    step(&mut g, &second);
    let pl = g.board().players[p];
    assert_eq!(pl.res[PAPYRUS as usize], 0);
    assert_eq!(pl.blessings.len() + pl.techs.len(), 2);
}

#[test]
fn thoth_needs_happiness() {
    let mut g = game(2);
    let p = blank(&mut g) as usize;
    g.board_mut().players[p].happy = 0;
    assert!(!g
        .board()
        .god_ok(p as u8, God::Thoth, 1, crate::state::Origin::Main));
    g.board_mut().players[p].happy = 1;
    assert!(g
        .board()
        .god_ok(p as u8, God::Thoth, 1, crate::state::Origin::Main));
}

// ----- TS-13 / TS-14: Osiris -----

/// TS-13.
#[test]
fn osiris_action_in_row_four_raises_two_productions_placeholder_data() {
    let mut g = game(4);
    let p = blank(&mut g) as usize;
    g.board_mut().players[p].happy = 3;
    g.board_mut().disc = 0;
    put(&mut g, Colour::Grey, 4, God::Osiris);
    step(&mut g, "take grey 4 from Osiris");
    step(&mut g, "build in bread district");
    let pl = g.board().players[p];
    assert_eq!(pl.happy, 2);
    assert_eq!(pl.prod[BREAD as usize], 3);
    assert_eq!(pl.prod[GRANITE as usize], 3, "S4(Bread) = Granite");
    assert_eq!((pl.res[BREAD as usize], pl.res[GOLD as usize]), (1, 1));
    assert_eq!(g.board().osiris[3][BREAD as usize], p as u8);
}

#[test]
fn osiris_row_two_gold_goes_to_the_first_builder_only() {
    let mut g = game(4);
    let p = blank(&mut g);
    let a = |v| crate::state::Act {
        p,
        god: God::Osiris,
        v,
        origin: crate::state::Origin::Main,
        waived: false,
        no_loss: false,
        filter: 0,
        die1: false,
    };
    g.board_mut().players[p as usize].happy = 3;
    g.board_mut().osiris_do(a(2), 0);
    assert_eq!(g.board().players[p as usize].res[GOLD as usize], 1);
    g.board_mut().osiris_do(a(2), 1);
    assert_eq!(g.board().players[p as usize].res[GOLD as usize], 1);
}

/// TS-14.
#[test]
fn district_majority_ties_go_to_the_topmost_piece() {
    let mut g = game(4);
    let (a, bb) = (0u8, 1u8);
    g.board_mut().osiris[1][0] = a;
    g.board_mut().osiris[4][0] = a;
    g.board_mut().osiris[2][0] = bb;
    g.board_mut().osiris[3][0] = bb;
    assert_eq!(g.board().district_winner(0), Some(a));
    g.board_mut().people[PEOPLE_WORKSHOPS as usize] = bb;
    assert_eq!(g.board().district_winner(0), Some(bb));
    assert_eq!(
        g.board().district_winner(1),
        Some(bb),
        "the statue counts for both districts"
    );
}
