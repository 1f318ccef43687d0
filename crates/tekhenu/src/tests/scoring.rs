//! Scoring phases, Decrees at final scoring, the tracks and the tie-break.

use super::*;

// ----- TS-17: scoring phase -----

/// TS-17.
#[test]
fn scoring_phase_scores_districts_temple_statues_happiness_production_and_feeding_placeholder_data()
{
    let mut g = game(4);
    let p = blank(&mut g);
    for q in 0..4 {
        g.board_mut().players[q].happy = 0;
    }
    let pl = &mut g.board_mut().players[p as usize];
    pl.buildings = 6;
    pl.statues = 3;
    pl.pop = 14;
    pl.happy = 14;
    pl.prod = [6, 6, 3, 2];
    pl.res[BREAD as usize] = 1;
    g.board_mut().osiris[0][0] = p;
    g.board_mut().osiris[0][1] = p;
    g.board_mut().osiris[0][2] = p;
    g.board_mut().osiris[0][3] = p;
    for s in 0..3 {
        g.board_mut().god_statues[s][p as usize] = 1;
    }
    g.board_mut().depth = 0;
    g.board_mut().step(Step::Scoring(0));
    g.run();
    // Districts 4 x 3, statues 6, happiness 6, production 4, building row 1 + 2.
    assert_eq!(g.board().players[p as usize].score, 10 + 12 + 6 + 6 + 4 + 3);
    assert_eq!(g.board().top(), Some(Node::Feed(p, 2)));
    step(&mut g, "pay with bread");
    assert_eq!(g.board().players[p as usize].score, 10 + 31 - 3);
}

// ----- TS-18: decrees -----

#[test]
fn d24_scores_the_temple_again_without_the_people_statues() {
    // Rulebook: "somente seus próprios Edifícios e Colunas" (docs/tekhenu.md GAP-29
    // counted the statues too).
    let mut g = game(4);
    let p = blank(&mut g);
    let line = crate::standins::PEOPLE_STATUE_LINE;
    g.board_mut().temple[line][0] = Some(Placed {
        tile: 0,
        rot: 0,
        owner: p,
    });
    g.board_mut().people[PEOPLE_TEMPLE_ROW as usize] = p;
    g.board_mut().temple_buildings[0] = p;
    let pl = &mut g.board_mut().players[p as usize];
    (pl.pillars, pl.statues, pl.buildings) = (pl.pillars - 1, pl.statues - 1, pl.buildings - 1);
    let full = g.board().temple_score(p);
    assert_eq!(
        g.board().temple_statue_score(p),
        2,
        "the statue and its aligned pillar"
    );
    assert_eq!(g.board().decree_vp(p, Card::decree(24)), full - 2);
}

/// TS-18.
#[test]
fn decrees_selected_at_final_scoring_by_symbol_and_their_values() {
    let mut g = game(4);
    let p = blank(&mut g);
    g.board_mut().players[p as usize].decrees = CardSet::of(Card::decree(12))
        | CardSet::of(Card::decree(7))
        | CardSet::of(Card::decree(15));
    g.board_mut().revealed = true;
    g.board_mut().depth = 0;
    g.board_mut().push(Node::SelectDecree(p));
    step(&mut g, "score D12");
    assert!(
        !legal(&g).contains(&"score D15".to_string()),
        "one per symbol"
    );
    step(&mut g, "score D07");
    g.board_mut().players[p as usize].scribes = 5;
    assert_eq!(g.board().decree_vp(p, Card::decree(7)), 15);
    g.board_mut().players[p as usize].res = [1, 0, 0, 0, 2];
    assert_eq!(g.board().decree_vp(p, Card::decree(8)), 5);
}

/// TS-18.
#[test]
fn d03_doubles_a_decree_and_d04_pays_per_triangle() {
    let mut g = game(4);
    let p = blank(&mut g);
    g.board_mut().players[p as usize].decrees =
        CardSet::of(Card::decree(3)) | CardSet::of(Card::decree(7)) | CardSet::of(Card::decree(4));
    g.board_mut().players[p as usize].res = [3, 0, 0, 0, 4];
    g.board_mut().players[p as usize].scribes = 5;
    g.board_mut().players[p as usize].pop = 14;
    g.board_mut().players[p as usize].peak[0] = 14;
    g.board_mut().revealed = true;
    g.board_mut().depth = 0;
    g.board_mut().push(Node::SelectDecree(p));
    step(&mut g, "score D03");
    step(&mut g, "score D07");
    step(&mut g, "score D04");
    step(&mut g, "double D07");
    step(&mut g, "pay for 2 triangles");
    step(&mut g, "pay with papyrus");
    step(&mut g, "pay with papyrus");
    assert_eq!(g.board().players[p as usize].score, 10 + 6 + 30);
}

#[test]
fn d05_scores_the_highest_happiness_triangle_reached_not_the_current_one() {
    let mut g = game(4);
    let p = blank(&mut g);
    g.board_mut().gain_pop(p, 9); // population 14
    g.board_mut().gain_happy(p, 12); // happiness 14: two triangles (9, 13)
    assert_eq!(g.board().players[p as usize].peak, [14, 14]);
    g.board_mut().lose_happy(p, 6); // back to 8, below every triangle
    g.board_mut().lose_pop(p, 6); // population 8
    assert_eq!(
        g.board().decree_vp(p, Card::decree(5)),
        4 * 2,
        "the highest reached counts"
    );
    g.board_mut().gain_happy(p, 3); // back up to 8 (capped by population): no new triangle
    assert_eq!(g.board().players[p as usize].peak, [14, 14]);
    assert_eq!(g.board().decree_vp(p, Card::decree(5)), 8);
}

#[test]
fn d04_pays_for_the_highest_population_triangle_reached() {
    let mut g = game(4);
    let p = blank(&mut g);
    g.board_mut().players[p as usize].decrees = CardSet::of(Card::decree(4));
    g.board_mut().players[p as usize].res = [3, 0, 0, 0, 0];
    g.board_mut().gain_pop(p, 9); // population 14: two triangles (9, 13)
    g.board_mut().lose_pop(p, 7); // population 7, below every triangle
    g.board_mut().revealed = true;
    g.board_mut().depth = 0;
    g.board_mut().push(Node::SelectDecree(p));
    step(&mut g, "score D04");
    assert!(legal(&g).contains(&"pay for 2 triangles".to_string()));
    step(&mut g, "pay for 2 triangles");
    assert_eq!(g.board().players[p as usize].score, 10 + 6);
}

// ----- TS-19 / TS-20: tracks -----

/// TS-19.
#[test]
fn market_sections_open_at_population_9_and_13() {
    let mut g = game(4);
    let p = blank(&mut g);
    g.board_mut().market_filled = 0b11;
    for i in 7..15 {
        g.board_mut().market[i] = None;
    }
    g.board_mut().players[p as usize].pop = 7;
    g.board_mut().gain_pop(p, 2);
    assert_eq!(g.board().market_filled, 0b111);
    g.board_mut().gain_pop(p, 4);
    assert_eq!(g.board().market_filled, 0b1111);
}

/// TS-20.
#[test]
fn happiness_rewards_at_16_19_21_come_once() {
    let mut g = game(4);
    let p = blank(&mut g);
    g.board_mut().players[p as usize].pop = 21;
    g.board_mut().players[p as usize].happy = 14;
    g.board_mut().gain_happy(p, 6);
    let pl = g.board().players[p as usize];
    assert_eq!((pl.happy, pl.res[GOLD as usize], pl.scribes), (20, 1, 1));
    g.board_mut().gain_happy(p, 1);
    assert_eq!(
        g.board().top(),
        Some(Node::FreeAction(p, crate::state::Origin::Happy21))
    );
    g.board_mut().lose_happy(p, 5);
    g.board_mut().gain_happy(p, 5);
    assert_eq!(g.board().players[p as usize].res[GOLD as usize], 1);
}

// ----- TS-21: tie-break -----

/// TS-21.
#[test]
fn ties_go_to_more_scribes_then_turn_order() {
    let mut g = game(2);
    g.board_mut().over = true;
    g.board_mut().players[0].score = 80;
    g.board_mut().players[1].score = 80;
    g.board_mut().players[0].scribes = 3;
    g.board_mut().players[1].scribes = 5;
    assert_eq!(g.outcome().unwrap().ranks, vec![1, 0]);
    g.board_mut().players[0].scribes = 5;
    g.board_mut().order = [0, 1, 2, 3];
    assert_eq!(g.outcome().unwrap().ranks, vec![0, 1]);
}
