//! Horus: god and people statues, their bonuses by player count, T10/T22 points.

use super::*;

// ----- TS-7 / TS-8: Horus -----

fn horus_game(players: usize) -> (Tekhenu, u8) {
    horus_statue(players, 4)
}

/// The active seat builds a god statue with a grey die of value `v` from Horus (Horus
/// tiles: 1 Horus, 2 Ra, 3 Bastet, 4 Hathor, 5 Thoth, 6 Osiris).
fn horus_statue(players: usize, v: u8) -> (Tekhenu, u8) {
    let mut g = game(players);
    let p = blank(&mut g);
    g.board_mut().horus = [
        God::Horus,
        God::Ra,
        God::Bastet,
        God::Hathor,
        God::Thoth,
        God::Osiris,
    ]
    .map(God::id);
    g.board_mut().players[p as usize].res[GRANITE as usize] = 1;
    put(&mut g, Colour::Grey, v, God::Horus);
    step(&mut g, &format!("take grey {v} from Horus"));
    step(&mut g, "build god statue");
    (g, p)
}

#[test]
fn two_seats_a_first_statue_on_horus_pays_nothing_to_the_action_that_built_it() {
    // Rulebook: at 2 players the builder gets its bonus when performing that god's
    // action, "but not after building the statue".
    let (mut g, p) = horus_statue(2, 1);
    assert_eq!(g.board().god_statues[God::Horus as usize][p as usize], 1);
    assert_eq!(g.board().players[p as usize].res[PAPYRUS as usize], 0);
    g.board_mut().statue_bonuses(God::Horus, p);
    assert_eq!(
        g.board().players[p as usize].res[PAPYRUS as usize],
        1,
        "the next one does"
    );
}

#[test]
fn three_players_a_second_statue_for_the_same_god_gives_no_new_bonus() {
    // Rulebook.
    let (mut g, p) = horus_game(3);
    assert_eq!(g.board().players[p as usize].res[GOLD as usize], 1);
    g.board_mut().build_god_statue(p, God::Hathor as usize, 3);
    assert_eq!(g.board().god_statues[God::Hathor as usize][p as usize], 2);
    assert_eq!(g.board().players[p as usize].res[GOLD as usize], 1);
}

#[test]
fn t10_and_t22_points_come_only_during_the_holders_own_turn() {
    // Rulebook: "durante seu turno".
    let mut g = game(3);
    let p = blank(&mut g);
    with_tech(&mut g, p, 10);
    g.board_mut().players[p as usize].scribes = 2;
    let other = (p + 1) % 3;
    with_tech(&mut g, other, 10);
    g.board_mut().players[other as usize].scribes = 1;
    g.board_mut().pay_one(other, BREAD, SCRIBE);
    assert_eq!(
        g.board().players[other as usize].score,
        10,
        "not on another seat's turn"
    );
    g.board_mut().pay_one(p, BREAD, SCRIBE);
    g.board_mut().pay_one(p, BREAD, SCRIBE);
    assert_eq!(g.board().players[p as usize].score, 11, "once per own turn");
    g.board_mut().turn.active = false;
    g.board_mut().turn.t10 = false;
    g.board_mut().players[p as usize].scribes = 1;
    g.board_mut().pay_one(p, BREAD, SCRIBE);
    assert_eq!(
        g.board().players[p as usize].score,
        11,
        "not at a scoring phase"
    );
}

/// TS-7.
#[test]
fn horus_action_builds_a_god_statue_whose_bonus_other_seats_take_at_four_players_placeholder_data()
{
    let (mut g, p) = horus_game(4);
    assert_eq!(g.board().god_statues[God::Hathor as usize][p as usize], 1);
    assert_eq!(g.board().players[p as usize].statues, 5);
    assert_eq!(g.board().players[p as usize].res[GRANITE as usize], 0);
    let gold = g.board().players[p as usize].res[GOLD as usize];
    assert_eq!(gold, 0, "nothing when built at 4 players");
    let other = (p + 1) % 4;
    g.board_mut().statue_bonuses(God::Hathor, other);
    assert_eq!(
        g.board().players[p as usize].res[GOLD as usize],
        1,
        "slot 4 bonus: 1 Gold"
    );
    g.board_mut().statue_bonuses(God::Hathor, p);
    assert_eq!(
        g.board().players[p as usize].res[GOLD as usize],
        1,
        "not for one's own action"
    );
    with_tech(&mut g, p, 7);
    g.board_mut().statue_bonuses(God::Hathor, other);
    assert_eq!(
        g.board().players[p as usize].res[GRANITE as usize],
        1,
        "T07: +1 Granite"
    );
}

/// TS-7.
#[test]
fn statue_bonus_for_the_builder_at_three_players_and_for_own_actions_at_two() {
    let (g, p) = horus_game(3);
    assert_eq!(g.board().players[p as usize].res[GOLD as usize], 1);
    let (mut g, p) = horus_game(2);
    assert_eq!(g.board().players[p as usize].res[GOLD as usize], 0);
    g.board_mut().statue_bonuses(God::Hathor, p);
    assert_eq!(g.board().players[p as usize].res[GOLD as usize], 1);
}

/// TS-8.
#[test]
fn horus_action_builds_a_people_statue_beside_the_temple_placeholder_data() {
    let mut g = game(4);
    let p = blank(&mut g);
    for (r, c, tile) in [(2, 0, 21), (2, 4, 22), (0, 2, 23)] {
        g.board_mut().pillar_stack &= !(1 << tile);
        g.board_mut().temple[r][c] = Some(Placed {
            tile,
            rot: 0,
            owner: p,
        });
        g.board_mut().players[p as usize].pillars -= 1;
    }
    g.board_mut().players[p as usize].res[GRANITE as usize] = 1;
    put(&mut g, Colour::Grey, 4, God::Horus);
    step(&mut g, "take grey 4 from Horus");
    step(&mut g, "build people statue at temple row");
    assert_eq!(g.board().players[p as usize].res[GOLD as usize], 1);
    assert_eq!(g.board().players[p as usize].score, 16);
}
