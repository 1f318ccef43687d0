//! Scribes, Anubis, and the extra actions of B17-B20.

use super::*;

// ----- TS-15 / TS-16: Scribes, Anubis, extra actions -----

/// TS-15.
#[test]
fn scribes_adjust_the_die_and_pay_for_anubis() {
    let mut g = game(4);
    let p = blank(&mut g) as usize;
    g.board_mut().disc = 0;
    g.board_mut().players[p].scribes = 3;
    g.board_mut().players[p].happy = 3;
    put(&mut g, Colour::Black, 5, God::Horus);
    assert_eq!(
        g.board().status_as(God::Horus.id(), Colour::Black),
        Status::Forbidden
    );
    with_tech(&mut g, p as u8, 23);
    step(&mut g, "take black 5 from Horus by anubis");
    step(&mut g, "perform Osiris");
    step(&mut g, "adjust -2 with scribe");
    step(&mut g, "build in papyrus district");
    let pl = g.board().players[p];
    assert_eq!(pl.scribes, 0);
    assert_eq!(pl.score, 13, "T23: +3 VP");
    assert_eq!(g.board().osiris[2][0], p as u8);
    assert!(g.board().dice.iter().any(|x| x.loc == Loc::Below(p as u8)));
    assert_eq!(g.board().balance(p as u8), 0, "Anubis dice do not count");
}

/// TS-16.
#[test]
fn b17_gives_an_extra_action_of_an_adjacent_god() {
    let mut g = game(4);
    let p = blank(&mut g) as usize;
    g.board_mut().disc = 0;
    with_blessing(&mut g, p as u8, 17);
    g.board_mut().players[p].scribes = 1;
    g.board_mut().players[p].res[BREAD as usize] = 3;
    put(&mut g, Colour::White, 2, God::Ra);
    step(&mut g, "take white 2 from Ra");
    step(&mut g, "play B17");
    step(&mut g, "extra Hathor action");
    step(&mut g, "resolve extra Hathor");
    let space = legal(&g)[0].clone();
    step(&mut g, &space);
    let pl = g.board().players[p];
    assert_eq!(pl.scribes, 0);
    assert_eq!(pl.buildings, 9);
    // 2 produced + 1 from the empty cell (0, 0) along row 0.
    assert_eq!(pl.res[LIMESTONE as usize], 3);
    assert_eq!(
        g.board()
            .dice
            .iter()
            .filter(|x| matches!(x.loc, Loc::Left(q) | Loc::Right(q) if q as usize == p))
            .count(),
        1
    );
}

#[test]
fn b19_opposite_action_costs_happiness_and_population() {
    let mut g = game(4);
    let p = blank(&mut g) as usize;
    g.board_mut().disc = 0;
    with_blessing(&mut g, p as u8, 19);
    g.board_mut().players[p].happy = 3;
    put(&mut g, Colour::White, 2, God::Ra);
    step(&mut g, "take white 2 from Ra");
    step(&mut g, "play B19");
    assert_eq!(
        (g.board().players[p].happy, g.board().players[p].pop),
        (2, 4)
    );
    assert_eq!(g.board().turn.extras[0], God::Thoth.id());
}
