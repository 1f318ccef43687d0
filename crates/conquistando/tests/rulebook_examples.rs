//! The rulebook's worked examples, scripted move by move with exactly the chance outcomes
//! they need. A scripted step that is not legal fails the test.

mod common;

use common::{legal, play, refused, to_act};
use nile_conquistando::{Building, Scenario, Step, Unit};
use nile_core::{Game, GameConfig, Turn};

/// "Caso ele tenha apenas um Centro de Treinamento Pequeno, ele poderá escolher o
/// treinamento de soldado em umas das suas ações e depois não poderá mais usar aquele
/// Centro de Treinamento para gerar outros soldados durante essa rodada, sendo obrigado
/// escolher outras ações para as suas duas ações restantes, ou poderá pular para a
/// próxima etapa da rodada que é a Ação para o Adversário".
#[test]
fn small_training_centre_trains_one_soldier_per_round() {
    let config = nile_conquistando::ConquistandoConfig::for_players(2);
    let mut g = nile_conquistando::Conquistando::new(&config).unwrap();
    // Round 1, seat 0 after its first Coleta: (4, 5, 4, 5, 9, 4).
    assert_eq!(g.empire(0).stock(), [4, 5, 4, 5, 9, 4]);
    refused(&g, "end actions"); // "ao menos uma ação ele será obrigado a fazer"
    play(
        &mut g,
        &[
            "build Small Training Centre",
            "on T7",
            "build Statue",
            "on T7",
            "generate worker",
            "on T7",
        ],
    );
    // Three actions end the stage; round 1 has no Opponent Action: seat 1 plays.
    assert_eq!(g.empire(0).stock(), [3, 0, 3, 4, 7, 1]);
    assert_eq!(g.score(0), 1);
    assert_eq!((to_act(&g), g.round()), (1, 1));
    play(&mut g, &["build Statue", "on T7", "end actions"]);
    // Round 2: seat 0 collects (two statues: 2 happiness; 4 workers: 4 coin).
    assert_eq!((to_act(&g), g.round()), (0, 2));
    assert_eq!(g.empire(0).stock(), [5, 2, 5, 6, 14, 3]);
    play(&mut g, &["train soldier", "on T7"]);
    assert_eq!(g.empire(0).stock(), [5, 1, 5, 5, 14, 3]);
    let home = g.empire(0).terrain(7);
    assert_eq!(
        (home.people(Unit::Worker), home.people(Unit::Soldier)),
        (3, 1)
    );
    // The resources would allow a second soldier; the training centre does not.
    refused(&g, "train soldier");
    assert!(legal(&g).contains(&"end actions".to_string()));
    play(&mut g, &["end actions"]);
    assert_eq!(g.step(), Step::ChooseOpponent);
    play(&mut g, &["act for seat 1", "build Obelisk", "on T7"]);
    assert_eq!(g.empire(1).ledger().helps, 1);
    play(
        &mut g,
        &[
            "build Obelisk",
            "on T7",
            "end actions",
            "act for seat 0",
            "build Statue",
            "on T7",
        ],
    );
    // Round 3: the training centre may train again.
    assert_eq!((to_act(&g), g.round()), (0, 3));
    assert!(legal(&g).contains(&"train soldier".to_string()));
    play(&mut g, &["train soldier", "on T7"]);
    assert_eq!(g.empire(0).terrain(7).people(Unit::Soldier), 2);
}

/// "se um jogador possuir um Centro de Treinamento Grande ele poderá treinar até 3
/// soldados por rodada ... em todas as 3 ações, obtendo assim 3 soldados novos nessa
/// rodada e finalizando as suas ações."
#[test]
fn large_training_centre_trains_three_soldiers_in_three_actions() {
    let mut g = Scenario::new(2)
        .round(2)
        .building(0, 7, Building::LargeTrainingCentre)
        .stock(0, [0, 3, 0, 3, 0, 0])
        .build()
        .unwrap();
    play(
        &mut g,
        &[
            "train soldier",
            "on T7",
            "train soldier",
            "on T7",
            "train soldier",
            "on T7",
        ],
    );
    let home = g.empire(0).terrain(7);
    assert_eq!(
        (home.people(Unit::Worker), home.people(Unit::Soldier)),
        (0, 3)
    );
    assert_eq!(g.empire(0).stock(), [0; 6]);
    // "finalizando as suas ações": straight to the Opponent Action.
    assert_eq!(g.step(), Step::ChooseOpponent);
}

/// "se ele tiver 3 Centros de Treinamentos Pequenos em terrenos diversos, ele poderá
/// gerar 1 soldado em cada um deles durante suas 3 ações".
#[test]
fn three_small_training_centres_on_three_terrains_train_three_soldiers() {
    let mut g = Scenario::new(2)
        .round(4)
        .conquered(0, 4, 2, 0)
        .conquered(0, 10, 3, 1)
        .building(0, 7, Building::SmallTrainingCentre)
        .building(0, 4, Building::SmallTrainingCentre)
        .building(0, 10, Building::SmallTrainingCentre)
        .people(0, 4, Unit::Worker, 1)
        .people(0, 10, Unit::Worker, 1)
        .stock(0, [0, 3, 0, 3, 0, 0])
        .build()
        .unwrap();
    play(&mut g, &["train soldier"]);
    assert_eq!(legal(&g), ["on T4", "on T7", "on T10"]);
    play(&mut g, &["on T7", "train soldier", "on T4"]);
    play(&mut g, &["train soldier"]);
    assert_eq!(legal(&g), ["on T10"]);
    play(&mut g, &["on T10"]);
    for t in [4, 7, 10] {
        assert_eq!(g.empire(0).terrain(t).people(Unit::Soldier), 1, "T{t}");
    }
}

/// The battle example: "se o jogador está atacando com 10 soldados e possui 2
/// sacerdotes no terreno de origem do ataque, ele terá um aumento de 10% no número de
/// soldados, ficando então com um exército de 11 soldados." Against 10 defenders it wins,
/// loses ⌊75 % of 10⌋ = 7 (the priests' soldier is not counted), moves the 3 survivors in,
/// gains 1 VP and installs the resource card's buildings.
#[test]
fn ten_soldiers_and_two_priests_make_an_army_of_eleven() {
    let mut g = Scenario::new(3)
        .round(5)
        .people(0, 7, Unit::Worker, 0)
        .people(0, 7, Unit::Soldier, 10)
        .people(0, 7, Unit::Priest, 2)
        .stock(0, [0; 6])
        .build()
        .unwrap();
    play(&mut g, &["attack", "from T7"]);
    assert_eq!(legal(&g), ["to T4", "to T6", "to T8", "to T10"]);
    play(&mut g, &["to T4", "with 10 soldiers"]);
    assert_eq!(g.turn(), Turn::Chance);
    play(&mut g, &["defence card shows 10"]);
    // Victory: the terrain is conquered and its resource card is turned.
    assert!(g.empire(0).owns(4));
    assert_eq!(g.turn(), Turn::Chance);
    play(&mut g, &["resource card RC10"]);
    let t4 = g.empire(0).terrain(4);
    assert_eq!(t4.people(Unit::Soldier), 3);
    assert_eq!(t4.count(Building::SmallQuarry), 1);
    assert_eq!(t4.count(Building::SmallWoodExtractor), 1);
    let home = g.empire(0).terrain(7);
    assert_eq!(
        (home.people(Unit::Soldier), home.people(Unit::Priest)),
        (0, 2)
    );
    let l = g.empire(0).ledger();
    assert_eq!((l.conquests, l.city_buildings), (1, 0));
    assert_eq!(g.score(0), 1);
}
