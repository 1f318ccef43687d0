//! The four eras ("Pré-dinástica (6 rodadas), Império Antigo (6 rodadas), Império Médio
//! (8 rodadas), Império Novo (5 rodadas)"), their achievements, the end of the game and
//! the final ranking.

mod common;

use common::{play, play_first_until, to_act};
use nile_conquistando::{Building, Conquistando, ConquistandoConfig, Scenario, Step, Unit};
use nile_core::{Game, GameConfig, Turn};

/// Seat 1 (the last of two) finishing round `round`: seat 0 is helped with a Statue.
fn last_turn_of(round: u8) -> Scenario {
    Scenario::new(2).round(round).turn(1).taken(1)
}

fn finish_round(g: &mut Conquistando) {
    play(
        g,
        &["end actions", "act for seat 0", "build Statue", "on T7"],
    );
}

/// Round 6 ends the Pré-dinástica: seat 0 has 4 monuments and takes Sacred Builders
/// (+1 happiness per Coleta); seat 1 owns two terrains and takes Unification (+2 coin).
#[test]
fn pre_dinastica_ends_after_round_six_with_its_achievements() {
    let mut g = last_turn_of(6)
        .building(0, 7, Building::Obelisk)
        .building(0, 7, Building::SmallPyramid)
        .conquered(1, 4, 0, 0)
        .stock(0, [0, 0, 0, 1, 1, 0])
        .build()
        .unwrap();
    assert_eq!(g.era(), 1);
    finish_round(&mut g); // the Statue makes seat 0's fourth monument
    assert_eq!((g.round(), g.era(), to_act(&g)), (7, 2, 0));
    assert_eq!(g.empire(0).achievements(), 0b001);
    assert_eq!(g.empire(1).achievements(), 0b010);
    // Seat 0's round-7 Coleta: 4 monuments (4 happiness) + 1 from the achievement.
    assert_eq!(g.empire(0).stock()[5], 5);
    // Achievements give no VP: seat 0 has only the help.
    assert_eq!(g.score(0), 1);
}

/// Round 12 ends the Império Antigo: a Great Pyramid takes Age of the Pyramids.
#[test]
fn imperio_antigo_ends_after_round_twelve() {
    let mut g = last_turn_of(12)
        .building(0, 7, Building::GreatPyramid)
        .stock(0, [0, 0, 0, 1, 1, 0])
        .build()
        .unwrap();
    finish_round(&mut g);
    assert_eq!((g.round(), g.era()), (13, 3));
    assert_eq!(g.empire(0).achievements(), 1 << 3);
    assert_eq!(g.empire(1).achievements(), 0);
}

/// Round 20 ends the Império Médio: 4 priests take Clergy of Amun.
#[test]
fn imperio_medio_ends_after_round_twenty() {
    let mut g = last_turn_of(20)
        .people(1, 7, Unit::Priest, 4)
        .stock(0, [0, 0, 0, 1, 1, 0])
        .build()
        .unwrap();
    finish_round(&mut g);
    assert_eq!((g.round(), g.era()), (21, 4));
    assert_eq!(g.empire(1).achievements(), 1 << 7);
}

/// Round 25 ends the Império Novo and the game; no achievement is checked.
#[test]
fn imperio_novo_ends_the_game_after_round_twenty_five() {
    let mut g = last_turn_of(25)
        .people(1, 7, Unit::Priest, 4)
        .conquered(1, 4, 0, 0)
        .conquered(1, 8, 1, 1)
        .conquered(1, 10, 1, 2)
        .conquered(1, 6, 2, 3)
        .conquered(1, 3, 2, 4)
        .stock(0, [0, 0, 0, 1, 1, 0])
        .build()
        .unwrap();
    finish_round(&mut g);
    assert_eq!(g.turn(), Turn::Over);
    assert_eq!(g.step(), Step::Over);
    assert_eq!(g.empire(1).achievements(), 0);
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, [1, 5]);
    assert_eq!(o.ranks, [1, 0]);
}

/// `achievements=off`: nothing is taken at the end of an era.
#[test]
fn achievements_off_takes_none() {
    let mut c = ConquistandoConfig::for_players(2);
    c.set_option("achievements", "off").unwrap();
    let mut g = Scenario::with_config(c)
        .round(6)
        .turn(1)
        .taken(1)
        .conquered(1, 4, 0, 0)
        .build()
        .unwrap();
    finish_round(&mut g);
    assert_eq!(g.round(), 7);
    assert_eq!(g.empire(1).achievements(), 0);
}

/// A whole game has exactly 25 rounds, the eras change after rounds 6, 12 and 20, and
/// every seat plays every round.
#[test]
fn a_game_has_exactly_twenty_five_rounds() {
    for players in 2..=4 {
        let mut g = Conquistando::new(&ConquistandoConfig::for_players(players)).unwrap();
        let mut rounds = vec![1u8];
        let mut turns = 1;
        let mut last = (g.round(), g.current());
        play_first_until(&mut g, |_| false);
        // The same game again, with bookkeeping (the first legal action every time).
        let mut h = Conquistando::new(&ConquistandoConfig::for_players(players)).unwrap();
        let (mut out, mut chance) = (Vec::new(), Vec::new());
        while h.turn() != Turn::Over {
            h.legal_actions(&mut out);
            h.chance_outcomes(&mut chance);
            let a = out
                .first()
                .copied()
                .or(chance.first().map(|&(a, _)| a))
                .unwrap();
            h.apply(a).unwrap();
            let era = h.era();
            let want = match h.round() {
                1..=6 => 1,
                7..=12 => 2,
                13..=20 => 3,
                _ => 4,
            };
            assert_eq!(era, want);
            if (h.round(), h.current()) != last && h.turn() != Turn::Over {
                last = (h.round(), h.current());
                turns += 1;
                if rounds.last() != Some(&h.round()) {
                    rounds.push(h.round());
                }
            }
        }
        assert_eq!(h, g);
        assert_eq!(rounds, (1..=25).collect::<Vec<u8>>());
        assert_eq!(turns, 25 * players);
        assert_eq!(h.round(), 25);
    }
}

/// GAP-20: equal VP go to more terrains, then more buildings, then more people.
#[test]
fn ties_go_to_more_terrains_then_buildings_then_people() {
    // Seat 0: 1 bought city building + the final help = 2 VP, one terrain.
    // Seat 1: a conquest and a bought city building = 2 VP, two terrains.
    let mut g = last_turn_of(25)
        .building(0, 7, Building::SmallTemple)
        .conquered(1, 4, 0, 0)
        .building(1, 7, Building::SmallTemple)
        .stock(0, [0, 0, 0, 1, 1, 0])
        .build()
        .unwrap();
    finish_round(&mut g);
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, [2, 2]);
    assert_eq!(o.ranks, [1, 0]);
    // Same terrains: more buildings wins (seat 0 got the Statue).
    let mut g = last_turn_of(25)
        .building(0, 7, Building::SmallTemple)
        .building(1, 7, Building::SmallTemple)
        .building(1, 7, Building::SmallWell)
        .stock(0, [0, 0, 0, 1, 1, 0])
        .build()
        .unwrap();
    finish_round(&mut g);
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, [2, 2]);
    // 7 buildings and 3 people each: the place is shared.
    assert_eq!(o.ranks, [0, 0]);
}
