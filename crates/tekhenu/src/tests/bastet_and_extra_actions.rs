//! Bastet's festival and the order of the main and extra (B17) actions.

use super::*;

// ----- TS-6: Bastet -----

/// TS-6.
#[test]
fn bastet_festival_raises_happiness_up_to_population() {
    let mut g = game(2);
    let p = blank(&mut g) as usize;
    g.board_mut().players[p].pop = 9;
    g.board_mut().players[p].happy = 5;
    g.board_mut().players[p].res[PAPYRUS as usize] = 3;
    put(&mut g, Colour::Grey, 6, God::Bastet);
    step(&mut g, "take grey 6 from Bastet");
    assert_eq!(g.board().players[p].res[PAPYRUS as usize], 1);
    assert_eq!(g.board().players[p].happy, 9);
    assert_eq!(g.board().players[p].scribes, 0);
    assert!(g
        .board()
        .dice
        .iter()
        .any(|x| x.loc == Loc::Right(p as u8) && x.value == 6));
}

/// TS-6.
#[test]
fn bastet_with_a_low_die_gives_scribes() {
    let mut g = game(2);
    let p = blank(&mut g) as usize;
    g.board_mut().players[p].pop = 9;
    g.board_mut().players[p].happy = 5;
    g.board_mut().players[p].res[PAPYRUS as usize] = 2;
    g.board_mut().players[p].scribes = 2;
    put(&mut g, Colour::Grey, 6, God::Bastet);
    step(&mut g, "take grey 6 from Bastet");
    step(&mut g, "adjust -2 with scribe");
    step(&mut g, "adjust -2 with scribe");
    assert_eq!(
        (g.board().players[p].happy, g.board().players[p].scribes),
        (7, 2)
    );
}

/// Seat `p` with T10 about to perform Bastet (2 Papyrus) with a grey 3, holding
/// `papyrus`, `gold` and `scribes`.
fn bastet_with_t10(papyrus: u8, gold: u8, scribes: u8) -> (Tekhenu, usize) {
    let mut g = game(2);
    let p = blank(&mut g) as usize;
    with_tech(&mut g, p as u8, 10);
    g.board_mut().players[p].pop = 9;
    g.board_mut().players[p].happy = 5;
    g.board_mut().players[p].res[PAPYRUS as usize] = papyrus;
    g.board_mut().players[p].res[GOLD as usize] = gold;
    g.board_mut().players[p].scribes = scribes;
    put(&mut g, Colour::Grey, 3, God::Bastet);
    step(&mut g, "take grey 3 from Bastet");
    (g, p)
}

/// GAP-26.
#[test]
fn a_die_move_paid_with_t10_gold_must_leave_the_main_action_possible() {
    // The only Gold is Bastet's second Papyrus: no move is offered, so the festival
    // (the only option left) runs at once.
    let (mut g, p) = bastet_with_t10(1, 1, 0);
    assert_eq!(legal(&g), vec!["pay with papyrus", "pay with gold"]);
    step(&mut g, "pay with papyrus");
    assert_eq!(g.board().players[p].happy, 5 + 3);
    assert_eq!(g.board().players[p].res[GOLD as usize], 0);
    // With a second Gold a move is possible.
    let (g, _) = bastet_with_t10(1, 2, 0);
    assert!(legal(&g).contains(&"adjust +1 with scribe".to_string()));
    assert!(!legal(&g).contains(&"take no action".to_string()));
}

/// Seat `p` with B17 has taken a grey 3 from Bastet (2 Papyrus) for Bastet (`by`:
/// how, e.g. " by anubis"), with an extra Thoth action (2 Papyrus at value 3),
/// holding `papyrus`.
fn bastet_then_extra_thoth(papyrus: u8, by: &str) -> (Tekhenu, usize) {
    let mut g = game(2);
    let p = blank(&mut g) as usize;
    with_blessing(&mut g, p as u8, 17);
    g.board_mut().players[p].pop = 12;
    g.board_mut().players[p].happy = 9;
    g.board_mut().players[p].peak = [12, 9];
    g.board_mut().players[p].res[PAPYRUS as usize] = papyrus;
    g.board_mut().players[p].scribes = 3;
    put(&mut g, Colour::Grey, 3, God::Bastet);
    step(&mut g, &format!("take grey 3 from Bastet{by}"));
    if by.is_empty() {
        step(&mut g, "play B17");
    } else {
        step(&mut g, "perform Bastet");
        step(&mut g, "play B17");
    }
    step(&mut g, "extra Thoth action");
    // With Anubis the Scribe left allows no adjustment that keeps both actions.
    step_if_offered(&mut g, "done");
    (g, p)
}

/// Resolves the extra Thoth action first: it draws (2 Papyrus at value 3) and picks,
/// spending the Papyrus Bastet, the main action, needed.
fn resolve_extra_thoth_first(g: &mut Tekhenu, p: usize) {
    assert_eq!(legal(g), vec!["resolve main action", "resolve extra Thoth"]);
    step(g, "resolve extra Thoth");
    assert!(legal(g)
        .iter()
        .all(|a| a.starts_with("draw from") || a.starts_with("refresh")));
    let draw = legal(g)
        .into_iter()
        .find(|a| a.starts_with("draw from"))
        .expect("a section to draw from");
    step(g, &draw);
    while g
        .board()
        .top()
        .is_some_and(|n| matches!(n, Node::ThothPick(..) | Node::Pay(..)))
    {
        let first = legal(g)[0].clone();
        step(g, &first);
    }
    assert_eq!(g.board().players[p].res[PAPYRUS as usize], 0);
}

#[test]
fn b17_the_extra_action_may_go_first_and_a_grey_die_then_has_no_other_action() {
    // Rulebook: "em qualquer ordem". Thoth first spends Bastet's Papyrus; the player
    // "must choose another action" (docs/tekhenu.md OTHER-ACTION), but a grey die from
    // Bastet has none: nothing happens.
    let (mut g, p) = bastet_then_extra_thoth(2, "");
    resolve_extra_thoth_first(&mut g, p);
    assert_eq!(g.board().players[p].happy, 9, "no festival");
    assert!(
        g.board().turn.resolved & 1 != 0,
        "the main action's turn came and went"
    );
}

#[test]
fn a_main_action_that_cannot_be_paid_any_more_makes_the_player_choose_another_action() {
    // With Anubis the die may do any action: once Thoth has spent Bastet's Papyrus,
    // the player chooses another one (Osiris, or a production), not Bastet.
    let (mut g, p) = bastet_then_extra_thoth(2, " by anubis");
    resolve_extra_thoth_first(&mut g, p);
    assert_eq!(g.board().top(), Some(Node::Main));
    let options = legal(&g);
    assert!(
        !options.contains(&"perform Bastet".to_string()),
        "{options:?}"
    );
    assert!(
        options.contains(&"perform Osiris".to_string()),
        "{options:?}"
    );
    assert!(
        options.contains(&"produce papyrus".to_string()),
        "{options:?}"
    );
    step(&mut g, "produce papyrus");
    while g
        .board()
        .top()
        .is_some_and(|n| matches!(n, Node::ProdWindow(_)))
    {
        step(&mut g, "produce");
    }
    assert!(g.board().players[p].res[PAPYRUS as usize] > 0, "produced");
    assert_eq!(g.board().players[p].happy, 9, "no festival");
}
