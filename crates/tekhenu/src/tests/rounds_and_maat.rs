//! The round cadence (Rotation, Maat) and the Maat phase: balance, Faith, penalty, turn order.

use super::*;

// ----- TS-2: cadence -----

/// TS-2.
#[test]
fn rotations_and_maat_phases_follow_the_round_cadence_with_new_dice() {
    let mut g = Tekhenu::new(&TekhenuConfig::for_players(4)).unwrap();
    let mut rng = nile_core::rng::seeded(3);
    let mut legal_v = Vec::new();
    let mut ch = Vec::new();
    let mut last_rot = 0;
    while g.turn() != Turn::Over {
        if g.board().top() == Some(Node::TakeDie) {
            let disc = g
                .board()
                .dice
                .iter()
                .filter(|x| matches!(x.loc, Loc::Disc(_)))
                .count();
            assert_eq!(disc, 18 - g.board().turns_since_rotation as usize);
            if g.board().rotations != last_rot {
                last_rot = g.board().rotations;
                assert_eq!(
                    g.board().maat,
                    g.board().rotations / 2,
                    "a Maat phase every 2nd rotation"
                );
                let bag = g.board().dice.iter().filter(|x| x.loc == Loc::Bag).count();
                assert_eq!(bag, if g.board().rotations % 2 == 0 { 8 } else { 0 });
            }
        }
        match g.turn() {
            Turn::Chance => {
                let a = g.sample_chance(&mut rng, &mut ch).unwrap();
                g.apply(a).unwrap();
            }
            _ => {
                g.legal_actions(&mut legal_v);
                let a = legal_v[nile_core::rng::below(&mut rng, legal_v.len() as u64) as usize];
                g.apply(a).unwrap();
            }
        }
    }
    assert_eq!((g.board().rotations, g.board().maat), (8, 4));
}

// ----- TS-3 / TS-4: Maat -----

/// TS-3.
#[test]
fn maat_balance_with_faith_and_the_penalty_for_an_unbalanced_scale() {
    let mut g = game(2);
    let p = blank(&mut g);
    for (c, v, left) in [
        (Colour::White, 2, true),
        (Colour::Yellow, 3, true),
        (Colour::Brown, 4, false),
        (Colour::Black, 5, false),
    ] {
        let i = put(&mut g, c, v, God::Horus);
        g.board_mut()
            .dice
            .set_loc(i, if left { Loc::Left(p) } else { Loc::Right(p) });
    }
    g.board_mut().players[p as usize].excess = 2;
    assert_eq!(g.board().balance(p), -6);
    g.board_mut().players[p as usize].faith_placed = 1;
    assert_eq!(g.board().balance(p), -5);
    assert_eq!(crate::scoring::maat_penalty(-5), 1);
    assert_eq!(crate::scoring::maat_penalty(-6), 2);
    assert_eq!(crate::scoring::maat_penalty(-9), 3);
    assert_eq!(crate::scoring::maat_penalty(-2), 0);
    // Floor at 0.
    g.board_mut().players[p as usize].score = 1;
    g.board_mut().lose_vp(p, 3);
    assert_eq!(g.board().players[p as usize].score, 0);
}

/// TS-4.
#[test]
fn new_turn_order_by_balance_then_ankh() {
    let mut g = game(4);
    for q in 0..4 {
        blank(&mut g);
        g.board_mut().players[q].faith_placed = 0;
    }
    let bal = [1i8, -1, 0, -4];
    let destiny = [0u8, 3, 1, 2];
    for q in 0..4 {
        g.board_mut().players[q].faith_placed = bal[q];
        g.board_mut().players[q].destiny = destiny[q];
    }
    let order = |g: &mut Tekhenu| {
        for q in 0..4 {
            g.board_mut().players[q].faith_placed = bal[q];
            g.board_mut().players[q].destiny = destiny[q];
        }
        g.board_mut().maat = 1;
        g.board_mut().depth = 0;
        g.board_mut().stack = [Node::Empty; crate::state::STACK];
        g.board_mut().step(Step::Maat(1));
        g.run();
        g.board().order
    };
    assert_eq!(order(&mut g), [2, 1, 0, 3]);
    with_tech(&mut g, 0, 15);
    assert_eq!(order(&mut g), [2, 0, 1, 3]);
}
