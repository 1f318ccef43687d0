//! Battles ("As batalhas têm regras específicas"): victory, defeat, tie, priests, doctors,
//! the achievement loss reduction and the `loss_basis` option.

mod common;

use common::{legal, play, refused};
use nile_conquistando::{Building, Conquistando, ConquistandoConfig, Scenario, Step, Unit};
use nile_core::Viewer;
use nile_core::{Game, GameConfig, Turn};

/// Seat 0 of a 2-player game in round 3 with `soldiers`, `priests` and `doctors` on T7.
fn army(config: ConquistandoConfig, soldiers: u8, priests: u8, doctors: u8) -> Scenario {
    Scenario::with_config(config)
        .round(3)
        .people(0, 7, Unit::Worker, 0)
        .people(0, 7, Unit::Soldier, soldiers)
        .people(0, 7, Unit::Priest, priests)
        .people(0, 7, Unit::Doctor, doctors)
        .stock(0, [0; 6])
}

fn two() -> ConquistandoConfig {
    ConquistandoConfig::for_players(2)
}

fn soldiers(g: &Conquistando, t: usize) -> u8 {
    g.empire(0).terrain(t).people(Unit::Soldier)
}

/// "Se o número de soldados de ataque for maior que os soldados no terreno invadido o
/// jogador ganha a batalha, porém perde 75% dos soldados que o terreno invadido possuía,
/// sempre arredondando esse número para baixo." 5 against 3: ⌊2.25⌋ = 2 lost.
#[test]
fn victory_loses_seventy_five_percent_of_the_defenders() {
    let mut g = army(two(), 5, 0, 0).build().unwrap();
    play(&mut g, &["attack", "from T7", "to T8", "with 5 soldiers"]);
    assert_eq!(g.turn(), Turn::Chance);
    play(&mut g, &["defence card shows 3", "resource card RC08"]);
    assert!(g.empire(0).owns(8));
    assert_eq!((soldiers(&g, 7), soldiers(&g, 8)), (0, 3));
    assert_eq!(
        g.empire(0).terrain(8).count(Building::SmallTrainingCentre),
        1
    );
    // "Ele não ganha Pontos de Vitória com as construções já existentes".
    let l = g.empire(0).ledger();
    assert_eq!((l.conquests, l.city_buildings), (1, 0));
}

/// "Caso o terreno invadido tenha mais soldados ... ele automaticamente perde todos
/// aqueles soldados utilizados na invasão, a carta de defesa do terreno fica virada para
/// cima ... e o terreno invadido não perde nenhum soldado."
#[test]
fn defeat_loses_every_soldier_sent_and_the_card_stays_face_up() {
    let mut g = army(two(), 6, 0, 0).build().unwrap();
    play(
        &mut g,
        &[
            "attack",
            "from T7",
            "to T8",
            "with 3 soldiers",
            "defence card shows 4",
        ],
    );
    assert!(!g.empire(0).owns(8));
    assert_eq!(g.empire(0).defence_shown(8), Some(4));
    assert_eq!(soldiers(&g, 7), 3);
    assert_eq!(g.score(0), 0);
    assert!(g
        .render(Viewer::Seat(1))
        .contains("defence card face up: 4 defenders"));
    // A second attack on the face-up card needs no draw: 3 soldiers against 4 lose again.
    play(&mut g, &["attack", "from T7", "to T8", "with 3 soldiers"]);
    assert_eq!(g.turn(), nile_core::Turn::Player(0));
    assert_eq!(soldiers(&g, 7), 0);
    assert_eq!(g.empire(0).defence_shown(8), Some(4));
}

/// GAP-7: attack equal to defence is not "maior": a defeat.
#[test]
fn a_tie_is_a_defeat() {
    let mut g = army(two(), 4, 0, 0).build().unwrap();
    play(
        &mut g,
        &[
            "attack",
            "from T7",
            "to T8",
            "with 4 soldiers",
            "defence card shows 4",
        ],
    );
    assert!(!g.empire(0).owns(8));
    assert_eq!(soldiers(&g, 7), 0);
    assert_eq!(g.empire(0).defence_shown(8), Some(4));
}

/// "Cada sacerdote ... aumenta em 5% o número de soldados de ataque": 10 soldiers tie 10
/// defenders, but 2 priests make 11 and win; only the 10 real soldiers can survive.
#[test]
fn priests_turn_a_tie_into_a_victory() {
    let mut without = army(two(), 10, 0, 0).revealed(0, 10, 10).build().unwrap();
    play(
        &mut without,
        &["attack", "from T7", "to T10", "with 10 soldiers"],
    );
    assert!(!without.empire(0).owns(10));
    let mut with = army(two(), 10, 2, 0).revealed(0, 10, 10).build().unwrap();
    play(
        &mut with,
        &["attack", "from T7", "to T10", "with 10 soldiers"],
    );
    assert!(with.empire(0).owns(10));
    play(&mut with, &["resource card RC00"]);
    assert_eq!(soldiers(&with, 10), 3);
    assert_eq!(with.empire(0).terrain(7).people(Unit::Priest), 2);
}

/// "Cada médico situado no terreno de onde se originou o ataque diminui em 5% a perda de
/// soldados": with 2 doctors 65 % of 5 defenders, ⌊3.25⌋ = 3 lost.
#[test]
fn doctors_reduce_the_loss() {
    let mut g = army(two(), 6, 0, 2).build().unwrap();
    play(
        &mut g,
        &[
            "attack",
            "from T7",
            "to T4",
            "with 6 soldiers",
            "defence card shows 5",
        ],
    );
    play(&mut g, &["resource card RC01"]);
    assert_eq!(soldiers(&g, 4), 3);
    assert_eq!(g.empire(0).terrain(7).people(Unit::Doctor), 2);
}

/// The Royal Army achievement (E2_ARMY, row 4 of the stand-in table) takes 10 points off
/// the loss: 10 soldiers against 8 lose ⌊65 % of 8⌋ = 5 instead of 6.
#[test]
fn an_achievement_reduces_the_loss() {
    let mut plain = army(two(), 10, 0, 0).round(13).build().unwrap();
    play(
        &mut plain,
        &[
            "attack",
            "from T7",
            "to T6",
            "with 10 soldiers",
            "defence card shows 8",
            "resource card RC00",
        ],
    );
    assert_eq!(soldiers(&plain, 6), 4);
    let mut royal = army(two(), 10, 0, 0)
        .round(13)
        .achievements(0, 1 << 4)
        .build()
        .unwrap();
    play(
        &mut royal,
        &[
            "attack",
            "from T7",
            "to T6",
            "with 10 soldiers",
            "defence card shows 8",
            "resource card RC00",
        ],
    );
    assert_eq!(soldiers(&royal, 6), 5);
    // With achievements off the bonus does not exist.
    let mut off = two();
    off.set_option("achievements", "off").unwrap();
    assert!(army(off, 10, 0, 0)
        .round(13)
        .achievements(0, 1 << 4)
        .build()
        .is_err());
}

/// GAP-6 option `loss_basis=attackers`: 75 % of the real soldiers sent.
#[test]
fn loss_basis_attackers_counts_the_soldiers_sent() {
    let mut defenders = army(two(), 10, 0, 0).build().unwrap();
    play(
        &mut defenders,
        &[
            "attack",
            "from T7",
            "to T4",
            "with 10 soldiers",
            "defence card shows 2",
            "resource card RC00",
        ],
    );
    assert_eq!(soldiers(&defenders, 4), 9);
    let mut c = two();
    c.set_option("loss_basis", "attackers").unwrap();
    let mut attackers = army(c, 10, 0, 0).build().unwrap();
    play(
        &mut attackers,
        &[
            "attack",
            "from T7",
            "to T4",
            "with 10 soldiers",
            "defence card shows 2",
            "resource card RC00",
        ],
    );
    assert_eq!(soldiers(&attackers, 4), 3);
}

/// GAP-22: 4 soldiers and 20 priests beat 7 defenders but ⌊75 % of 7⌋ = 5 > 4: all 4
/// are lost, and the terrain is conquered all the same.
#[test]
fn a_victory_without_survivors_still_conquers() {
    let mut g = army(two(), 4, 20, 0).build().unwrap();
    play(
        &mut g,
        &[
            "attack",
            "from T7",
            "to T6",
            "with 4 soldiers",
            "defence card shows 7",
            "resource card RC03",
        ],
    );
    assert!(g.empire(0).owns(6));
    assert_eq!(soldiers(&g, 6), 0);
    assert_eq!(g.score(0), 1);
}

/// GAP-10, GAP-35: only bordering unconquered terrains, with at least one soldier and at
/// most those on the origin; the Opponent Action never attacks.
#[test]
fn attack_targets_and_counts() {
    let mut g = army(two(), 2, 0, 0).conquered(0, 4, 0, 0).build().unwrap();
    play(&mut g, &["attack", "from T7"]);
    assert_eq!(legal(&g), ["to T6", "to T8", "to T10"]);
    refused(&g, "to T4");
    refused(&g, "to T0");
    play(&mut g, &["to T6"]);
    assert_eq!(legal(&g), ["with 1 soldier", "with 2 soldiers"]);
    refused(&g, "with 0 soldiers");
    refused(&g, "with 3 soldiers");
    assert!(matches!(g.step(), Step::AttackCount { from: 7, to: 6 }));
}

/// Each face-down defence value weighs the number of its cards still face down.
#[test]
fn the_defence_draw_weighs_the_face_down_cards() {
    let mut g = army(two(), 3, 0, 0).conquered(0, 4, 1, 0).build().unwrap();
    play(&mut g, &["attack", "from T7", "to T8", "with 1 soldier"]);
    let mut chance = Vec::new();
    g.chance_outcomes(&mut chance);
    let weights: Vec<(String, u32)> = chance.iter().map(|(a, w)| (a.to_string(), *w)).collect();
    assert_eq!(weights[0], ("defence card shows 0".to_string(), 1));
    assert_eq!(weights[1], ("defence card shows 1".to_string(), 1));
    assert_eq!(weights[2], ("defence card shows 2".to_string(), 2));
    assert_eq!(weights.iter().map(|(_, w)| w).sum::<u32>(), 13);
}

/// The battle's result is told after the action that resolves it.
#[test]
fn the_battle_result_is_narrated() {
    let mut g = army(two(), 6, 0, 0).build().unwrap();
    play(&mut g, &["attack", "from T7", "to T8", "with 3 soldiers"]);
    let before = g.clone();
    let draw: nile_conquistando::Action = "defence card shows 4".parse().unwrap();
    assert_eq!(
        before.describe_action(draw),
        "the defence card of seat 0's Eastern Desert is turned: 4 defenders"
    );
    g.apply(draw).unwrap();
    assert_eq!(
        g.narrate_events(&before, draw),
        ["seat 0 loses the battle for Eastern Desert (3 soldiers, against 4): all 3 lost; the defence card stays face up"]
    );
    play(&mut g, &["attack", "from T7", "to T4", "with 3 soldiers"]);
    let before = g.clone();
    let draw: nile_conquistando::Action = "defence card shows 1".parse().unwrap();
    g.apply(draw).unwrap();
    assert_eq!(
        g.narrate_events(&before, draw),
        ["seat 0 wins the battle for Memphis (3 soldiers, against 1): 0 lost, 3 move in, +1 VP"]
    );
}
