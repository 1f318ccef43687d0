//! Ra's pillars (cells, corners, abilities), Hathor's buildings and the temple scoring.

use super::*;

// ----- TS-9: Ra -----

/// TS-9.
#[test]
fn ra_action_at_a_corner_counts_each_matching_edge_twice_placeholder_data() {
    let mut g = game(4);
    let p = blank(&mut g);
    g.board_mut().disc = 2; // Ra section (1) is shaded: (1 + 6 - 2) % 6 = 5 -> Shaded.
    assert_eq!(g.board().light(God::Ra.id()), Light::Shaded);
    // P07 in the middle slot.
    let p07 = 6;
    for slot in 0..3 {
        if g.board().display[slot] != NONE {
            g.board_mut().pillar_stack |= 1 << g.board().display[slot];
        }
    }
    g.board_mut().pillar_stack &= !(1 << p07);
    g.board_mut().display = [NONE, p07, NONE];
    g.board_mut().players[p as usize].res[LIMESTONE as usize] = 1;
    put(&mut g, Colour::Grey, 3, God::Ra);
    step(&mut g, "take grey 3 from Ra");
    step(&mut g, "pillar at row 0 column 0");
    step(&mut g, "rotate 2");
    let pl = g.board().players[p as usize];
    assert_eq!(
        pl.score,
        10 + 4 + 2,
        "two border matches at a corner, middle slot"
    );
    assert_eq!(pl.res[LIMESTONE as usize], 2, "paid 1, the cell gives 2");
    assert_eq!(pl.pillars, 7);
    assert!(matches!(g.board().temple[0][0], Some(x) if x.tile == p07 && x.owner == p));
}

// ----- TS-10: temple scoring -----

/// TS-10.
#[test]
fn temple_scoring_counts_pillars_aligned_with_ones_buildings_placeholder_data() {
    let mut g = game(4);
    let p = blank(&mut g);
    g.board_mut().temple_buildings[2] = p;
    g.board_mut().temple_buildings[5 + 1] = p;
    g.board_mut().people[PEOPLE_TEMPLE_ROW as usize] = p;
    g.board_mut().temple[2][1] = Some(Placed {
        tile: 0,
        rot: 0,
        owner: p,
    });
    g.board_mut().temple[2][3] = Some(Placed {
        tile: 1,
        rot: 0,
        owner: p,
    });
    assert_eq!(g.board().temple_score(p), 8);
    let mut g = game(4);
    let p = blank(&mut g);
    g.board_mut().temple_buildings[0] = p;
    g.board_mut().temple[1][1] = Some(Placed {
        tile: 0,
        rot: 0,
        owner: p,
    });
    g.board_mut().temple[3][3] = Some(Placed {
        tile: 1,
        rot: 0,
        owner: p,
    });
    assert_eq!(g.board().temple_score(p), 1);
}

// ----- TS-11: Hathor -----

/// TS-11.
#[test]
fn hathor_building_collects_the_rewards_along_its_column_placeholder_data() {
    let mut g = game(4);
    let p = blank(&mut g);
    let other = (p + 1) % 4;
    g.board_mut().temple[1][2] = Some(Placed {
        tile: 0,
        rot: 0,
        owner: p,
    });
    g.board_mut().temple[2][2] = Some(Placed {
        tile: 1,
        rot: 0,
        owner: other,
    });
    g.board_mut().pillar_stack &= !3;
    for t in g.board_mut().display.iter_mut() {
        if *t < 2 {
            *t = NONE;
        }
    }
    g.board_mut().players[p as usize].pillars -= 1;
    g.board_mut().players[other as usize].pillars -= 1;
    g.board_mut().players[p as usize].pop = 6;
    g.board_mut().players[p as usize].res[BREAD as usize] = 4;
    put(&mut g, Colour::Grey, 5, God::Hathor);
    step(&mut g, "take grey 5 from Hathor");
    step(&mut g, "building at column 2");
    let pl = g.board().players[p as usize];
    assert_eq!(pl.score, 13);
    assert_eq!((pl.faith, pl.res[GRANITE as usize]), (2, 1));
    assert_eq!(pl.pop, 11);
    assert_eq!(pl.res[BREAD as usize], 0);
    assert!(
        g.board().market_filled & 4 != 0,
        "population 9 opens section 3"
    );
}

// ----- pillar abilities, hidden information, rendering -----

fn ra_with_tile(tile: u8, disc: u8, tech9: bool) -> (Tekhenu, u8) {
    let mut g = game(4);
    let p = blank(&mut g);
    g.board_mut().disc = disc;
    for slot in 0..3 {
        if g.board().display[slot] != NONE {
            g.board_mut().pillar_stack |= 1 << g.board().display[slot];
        }
    }
    g.board_mut().pillar_stack &= !(1 << tile);
    g.board_mut().display = [NONE, tile, NONE];
    g.board_mut().players[p as usize].res[LIMESTONE as usize] = 3;
    if tech9 {
        with_tech(&mut g, p, 9);
    }
    put(&mut g, Colour::Grey, 3, God::Ra);
    step(&mut g, "take grey 3 from Ra");
    step(&mut g, "pillar at row 2 column 2");
    step(&mut g, "rotate 0");
    (g, p)
}

#[test]
fn pillar_ability_needs_the_ra_light_or_t09() {
    // P01 (sunny): +3 Population. disc 0: Ra is sunny.
    let (g, p) = ra_with_tile(0, 0, false);
    assert_eq!(g.board().players[p as usize].pop, 8);
    // disc 2: Ra is shaded, no ability.
    let (g, p) = ra_with_tile(0, 2, false);
    assert_eq!(g.board().players[p as usize].pop, 5);
    // T09: always.
    let (g, p) = ra_with_tile(0, 2, true);
    assert_eq!(g.board().players[p as usize].pop, 8);
}

#[test]
fn pillar_ability_p16_gold_and_p19_cell_again() {
    // P16 (shaded) 2 Gold; disc 2 makes Ra shaded. Cell (2,2) gives 1 Gold.
    let (g, p) = ra_with_tile(15, 2, false);
    assert_eq!(g.board().players[p as usize].res[GOLD as usize], 3);
    // P20 (shaded): the cell's reward twice.
    let (g, p) = ra_with_tile(19, 2, false);
    assert_eq!(g.board().players[p as usize].res[GOLD as usize], 2);
}
