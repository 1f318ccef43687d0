//! One test per own action of "Ações do Jogo" and per turn rule, named after the rulebook.

mod common;

use common::{legal, play, refused, to_act};
use nile_conquistando::{Building, Conquistando, ConquistandoConfig, Scenario, Step, Unit};
use nile_core::Viewer;
use nile_core::{Game, GameConfig};

fn s(v: &[&str]) -> Vec<String> {
    v.iter().map(|x| x.to_string()).collect()
}

/// "Construir Monumento": pays the cost, gives happiness at every Coleta, no VP.
#[test]
fn construir_monumento_great_pyramid() {
    let mut g = Scenario::new(2)
        .round(2)
        .stock(0, [0, 1, 0, 5, 3, 0])
        .build()
        .unwrap();
    play(&mut g, &["build Great Pyramid", "on T7"]);
    assert_eq!(g.empire(0).stock(), [0; 6]);
    assert_eq!(g.empire(0).terrain(7).count(Building::GreatPyramid), 1);
    assert_eq!(g.score(0), 0);
}

/// Monument costs from the table; an unaffordable monument is not offered.
#[test]
fn construir_monumento_needs_its_cost() {
    let g = Scenario::new(2)
        .round(2)
        .stock(0, [0, 0, 0, 2, 1, 0])
        .build()
        .unwrap();
    let l = legal(&g);
    assert!(l.contains(&"build Small Pyramid".into()));
    assert!(l.contains(&"build Obelisk".into()));
    assert!(l.contains(&"build Statue".into()));
    refused(&g, "build Sphinx");
    refused(&g, "build Medium Pyramid");
}

/// "O jogador sempre irá ganhar um Ponto de Vitória toda vez que adquirir uma construção
/// de cidade."
#[test]
fn construir_cidade_gives_one_victory_point() {
    let mut g = Scenario::new(2)
        .round(2)
        .stock(0, [0, 5, 0, 5, 3, 0])
        .build()
        .unwrap();
    play(&mut g, &["build Large Well", "on T7"]);
    assert_eq!(g.score(0), 1);
    assert_eq!(g.empire(0).stock(), [0, 5, 0, 0, 2, 0]);
    play(&mut g, &["build Large Farm", "on T7"]);
    assert_eq!(g.score(0), 2);
    assert_eq!(g.empire(0).ledger().city_buildings, 2);
}

/// "*A Casa da Vida somente pode ser construída a partir da era Império Antigo".
#[test]
fn casa_da_vida_only_from_the_old_kingdom() {
    let pre = Scenario::new(2).round(6).stock(0, [9; 6]).build().unwrap();
    refused(&pre, "build House of Life");
    let mut old = Scenario::new(2).round(7).stock(0, [9; 6]).build().unwrap();
    play(&mut old, &["build House of Life", "on T7"]);
    assert_eq!(old.empire(0).terrain(7).count(Building::HouseOfLife), 1);
}

/// "Cada terreno tem um limite de 10 construções".
#[test]
fn ten_buildings_per_terrain() {
    let mut b = Scenario::new(2)
        .round(3)
        .conquered(0, 4, 1, 0)
        .stock(0, [50; 6]);
    for _ in 0..5 {
        b = b.building(0, 7, Building::Statue);
    }
    let mut g = b.build().unwrap();
    assert_eq!(g.empire(0).terrain(7).built(), 10);
    play(&mut g, &["build Statue"]);
    assert_eq!(legal(&g), s(&["on T4"]));
    refused(&g, "on T7");
}

/// "Treinar Soldado": 1 stone, 1 wood and a worker on the training centre's terrain.
#[test]
fn treinar_soldado_replaces_a_worker() {
    let mut g = Scenario::new(2)
        .round(2)
        .building(0, 7, Building::SmallTrainingCentre)
        .stock(0, [0, 1, 0, 1, 0, 0])
        .build()
        .unwrap();
    play(&mut g, &["train soldier", "on T7"]);
    let home = g.empire(0).terrain(7);
    assert_eq!(
        (home.people(Unit::Worker), home.people(Unit::Soldier)),
        (2, 1)
    );
    assert_eq!(g.empire(0).stock(), [0; 6]);
}

/// Without a training centre, or without a worker, no soldier.
#[test]
fn treinar_soldado_needs_a_training_centre_and_a_worker() {
    let g = Scenario::new(2).round(2).stock(0, [9; 6]).build().unwrap();
    refused(&g, "train soldier");
    let g = Scenario::new(2)
        .round(2)
        .building(0, 7, Building::LargeTrainingCentre)
        .people(0, 7, Unit::Worker, 0)
        .stock(0, [9, 9, 0, 9, 1, 0])
        .build()
        .unwrap();
    refused(&g, "train soldier");
}

/// "Ordenar Sacerdote": 8 coins and a worker; a small temple ordains 1 per round, a large
/// one 2.
#[test]
fn ordenar_sacerdote_respects_the_temple_limit() {
    let mut g = Scenario::new(2)
        .round(2)
        .building(0, 7, Building::LargeTemple)
        .stock(0, [0, 0, 0, 0, 24, 0])
        .build()
        .unwrap();
    play(
        &mut g,
        &["ordain priest", "on T7", "ordain priest", "on T7"],
    );
    assert_eq!(g.empire(0).terrain(7).people(Unit::Priest), 2);
    assert_eq!(g.empire(0).stock()[4], 8);
    refused(&g, "ordain priest");
}

/// "Formar Médico": 5 coins and a worker, one per House of Life per round.
#[test]
fn formar_medico_one_per_house_of_life_per_round() {
    let mut g = Scenario::new(2)
        .round(8)
        .building(0, 7, Building::HouseOfLife)
        .stock(0, [0, 0, 0, 0, 10, 0])
        .build()
        .unwrap();
    play(&mut g, &["form doctor", "on T7"]);
    assert_eq!(g.empire(0).terrain(7).people(Unit::Doctor), 1);
    assert_eq!(g.empire(0).stock()[4], 5);
    refused(&g, "form doctor");
}

/// "Gerar Trabalhador": 3 happiness, 1 food, 1 water and a free space; several per round.
#[test]
fn gerar_trabalhador_three_in_one_round() {
    let mut g = Scenario::new(2)
        .round(2)
        .stock(0, [3, 0, 3, 0, 0, 9])
        .build()
        .unwrap();
    play(
        &mut g,
        &[
            "generate worker",
            "on T7",
            "generate worker",
            "on T7",
            "generate worker",
            "on T7",
        ],
    );
    assert_eq!(g.empire(0).terrain(7).people(Unit::Worker), 6);
    assert_eq!(g.empire(0).stock(), [0; 6]);
}

/// "população total máxima de 30 habitantes".
#[test]
fn gerar_trabalhador_stops_at_thirty_inhabitants() {
    let mut g = Scenario::new(2)
        .round(3)
        .conquered(0, 4, 0, 0)
        .people(0, 7, Unit::Worker, 29)
        .stock(0, [2, 0, 2, 0, 0, 6])
        .build()
        .unwrap();
    play(&mut g, &["generate worker", "on T7"]);
    assert_eq!(g.empire(0).terrain(7).population(), 30);
    play(&mut g, &["generate worker"]);
    assert_eq!(legal(&g), s(&["on T4"]));
}

/// "Mover Exército" between owned terrains: one border, any number of soldiers, room at
/// the destination (GAP-11, GAP-28).
#[test]
fn mover_exercito_to_a_bordering_owned_terrain() {
    let mut g = Scenario::new(2)
        .round(3)
        .conquered(0, 4, 0, 0)
        .conquered(0, 1, 1, 1)
        .people(0, 7, Unit::Soldier, 5)
        .people(0, 4, Unit::Worker, 27)
        .stock(0, [0; 6])
        .build()
        .unwrap();
    play(&mut g, &["move army"]);
    assert_eq!(legal(&g), s(&["from T7"]));
    play(&mut g, &["from T7"]);
    // T1 is owned but does not border T7.
    assert_eq!(legal(&g), s(&["to T4"]));
    play(&mut g, &["to T4"]);
    assert_eq!(
        legal(&g),
        s(&["with 1 soldier", "with 2 soldiers", "with 3 soldiers"])
    );
    play(&mut g, &["with 3 soldiers"]);
    assert_eq!(g.empire(0).terrain(4).people(Unit::Soldier), 3);
    assert_eq!(g.empire(0).terrain(7).people(Unit::Soldier), 2);
    assert_eq!(g.empire(0).terrain(4).population(), 30);
}

/// "ao menos uma ação ele será obrigado a fazer"; `end actions` after the first.
#[test]
fn at_least_one_and_at_most_three_own_actions() {
    let mut g = Scenario::new(2)
        .round(2)
        .stock(0, [0, 0, 0, 9, 9, 0])
        .build()
        .unwrap();
    refused(&g, "end actions");
    play(&mut g, &["build Statue", "on T7"]);
    assert!(legal(&g).contains(&"end actions".into()));
    play(&mut g, &["build Statue", "on T7", "build Statue", "on T7"]);
    assert_eq!(g.step(), Step::ChooseOpponent);
    assert_eq!(g.empire(0).terrain(7).count(Building::Statue), 4);
}

/// "Caso não tenha recursos suficientes para realizar o mínimo de ações, perderá 1 (um)
/// ponto de vitória. Mesmo se o jogador não puder efetuar nenhuma ação própria, ele ainda
/// precisará efetuar a próxima etapa". Here the only terrain is full (10 buildings, 30
/// workers) and there is no training centre, temple or army.
#[test]
fn no_own_action_costs_a_point_and_the_opponent_action_still_follows() {
    let mut b = Scenario::new(2).round(5).people(0, 7, Unit::Worker, 30);
    for _ in 0..5 {
        b = b.building(0, 7, Building::Obelisk);
    }
    let g = b.stock(0, [0; 6]).build_at_turn_start().unwrap();
    assert_eq!(g.empire(0).ledger().penalties, 1);
    assert_eq!(g.score(0), -1);
    assert_eq!(g.step(), Step::ChooseOpponent);
    assert_eq!(to_act(&g), 0);
}

/// "Ao terminar a ação, o adversário escolhido para a ação ganha um Ponto de Vitória";
/// a city building built for them also gives its own point (GAP-15).
#[test]
fn acao_para_o_adversario_gives_the_opponent_a_point() {
    let mut g = Scenario::new(3)
        .round(2)
        .taken(1)
        .stock(2, [0, 3, 0, 0, 1, 0])
        .build()
        .unwrap();
    play(&mut g, &["end actions"]);
    assert_eq!(legal(&g), s(&["act for seat 1", "act for seat 2"]));
    play(&mut g, &["act for seat 2"]);
    // Moves and attacks are not offered; the opponent pays.
    refused(&g, "move army");
    refused(&g, "end actions");
    play(&mut g, &["build Small Farm"]);
    // Every text says whose empire the Opponent Action acts on.
    assert_eq!(
        g.describe(nile_conquistando::Action::On(7), Viewer::Seat(1)),
        "seat 0 builds a Small Farm on Thinis in seat 2's empire (Opponent Action)"
    );
    assert!(g
        .render(Viewer::All)
        .contains("Opponent Action on seat 2's empire"));
    play(&mut g, &["on T7"]);
    assert_eq!(g.empire(2).stock(), [0; 6]);
    let l = g.empire(2).ledger();
    assert_eq!((l.helps, l.city_buildings), (1, 1));
    assert_eq!(g.score(2), 2);
    assert_eq!(to_act(&g), 1);
}

/// The Opponent Action uses the opponent's per-round limits (GAP-16).
#[test]
fn acao_para_o_adversario_uses_the_opponents_limit() {
    let mut g = Scenario::new(2)
        .round(3)
        .taken(1)
        .building(1, 7, Building::SmallTemple)
        .stock(1, [0, 0, 0, 0, 20, 0])
        .build()
        .unwrap();
    play(
        &mut g,
        &["end actions", "act for seat 1", "ordain priest", "on T7"],
    );
    assert_eq!(g.empire(1).terrain(7).people(Unit::Priest), 1);
    assert_eq!(to_act(&g), 1);
    // Seat 1 collected; its temple has ordained this round already.
    refused(&g, "ordain priest");
}

/// "Caso o adversário escolhido pelo jogador não tenha recursos suficientes para executar
/// nenhuma ação, ele então perderá um Ponto de Vitória e a etapa do jogador da vez
/// termina." Soldiers do not help: moves are not Opponent Actions.
#[test]
fn chosen_opponent_without_an_action_loses_a_point() {
    let mut g = Scenario::new(3)
        .round(2)
        .taken(1)
        .stock(1, [0; 6])
        .people(1, 7, Unit::Soldier, 3)
        .people(1, 7, Unit::Worker, 2)
        .build()
        .unwrap();
    play(&mut g, &["end actions", "act for seat 1"]);
    assert_eq!(g.empire(1).ledger().penalties, 1);
    assert_eq!(g.score(1), -1);
    assert_eq!(to_act(&g), 1);
}

/// "Somente na primeira rodada da era Pré-Dinástica a Ação para o Adversário não é feita".
#[test]
fn no_opponent_action_in_the_first_round() {
    let mut g = Conquistando::new(&ConquistandoConfig::for_players(2)).unwrap();
    play(&mut g, &["build Statue", "on T7", "end actions"]);
    assert_eq!((to_act(&g), g.round(), g.step()), (1, 1, Step::Choose));
    play(&mut g, &["build Statue", "on T7", "end actions"]);
    assert_eq!((to_act(&g), g.round()), (0, 2));
    play(&mut g, &["build Statue", "on T7", "end actions"]);
    assert_eq!(g.step(), Step::ChooseOpponent);
}

/// "Coleta": every building's yield and 1 coin of tax per worker.
#[test]
fn coleta_yields_and_worker_tax() {
    let g = Scenario::new(2)
        .round(9)
        .conquered(0, 4, 1, 12)
        .building(0, 4, Building::LargeWell)
        .building(0, 4, Building::Sphinx)
        .people(0, 4, Unit::Worker, 2)
        .people(0, 4, Unit::Soldier, 4)
        .stock(0, [0; 6])
        .build_at_turn_start()
        .unwrap();
    // Start: well 2 water, farm 2 food + 1, quarry 2 stone + 1, extractor 2 wood + 1,
    // statue 1; T4: large quarry 4 stone + 1, large well 4 water, sphinx 2; 5 workers.
    assert_eq!(g.empire(0).stock(), [6, 2, 2, 6, 3 + 1 + 5, 3]);
}
