//! Rá's texts in every language: the catalog is whole and used, no text reaches a person
//! outside it (the pseudo-language over complete games at every seat count, refusals
//! included), and one
//! complete game told in Portuguese, pinned as a snapshot.

use std::path::Path;

use nile_core::harness::{
    check_catalog, check_refusals_in_catalogs, check_targets_in_catalogs, check_texts_in_catalogs,
    check_view_words, narrated_game,
};
use nile_core::{Game, GameConfig, Lang};
use nile_ra::{Ra, RaAction, RaConfig, TEXTS};

#[test]
fn the_catalog_is_whole_and_used() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let used = check_catalog(&TEXTS, &[&src]).unwrap();
    assert!(used.messages > 100, "{used:?}");
}

#[test]
fn every_text_goes_through_the_catalog_at_every_seat_count() {
    for players in 2..=5 {
        for seed in 0..2 {
            check_texts_in_catalogs::<Ra>(&RaConfig::for_players(players), seed)
                .unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
        }
    }
}

/// Typed texts that reach each of the reader's refusals: a known verb with a bad argument.
const UNREADABLE: &[&str] = &[
    "bid sun",
    "bid sun nine",
    "deal group z",
    "god takes nothing",
    "discard",
    "draw banana",
    "invoke set",
];

#[test]
fn every_refusal_goes_through_the_catalog_at_every_seat_count() {
    for players in 2..=5 {
        for seed in 0..3 {
            let read =
                check_refusals_in_catalogs::<Ra>(&RaConfig::for_players(players), seed, UNREADABLE)
                    .unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
            assert!(
                read > 20,
                "{players} players, seed {seed}: only {read} refusals read"
            );
        }
    }
}

#[test]
fn a_refusal_reads_in_the_readers_language() {
    let e = "bid sun x".parse::<RaAction>().unwrap_err();
    assert_eq!(
        e.reason(Lang::En),
        "expected a sun disc number after \"bid sun\""
    );
    assert_eq!(
        e.reason(Lang::PtBr),
        "esperava o número de um disco de Sol depois de \"bid sun\""
    );
    let mut game = Ra::new(&RaConfig::for_players(3)).unwrap();
    while game.turn() == nile_core::Turn::Chance {
        let mut outcomes = Vec::new();
        game.chance_outcomes(&mut outcomes);
        game.apply(outcomes[0].0).unwrap();
    }
    let e = game.clone().apply(RaAction::Bid(1)).unwrap_err();
    assert_eq!(e.reason(Lang::En), "that is not an action for this moment");
    assert_eq!(
        e.reason(Lang::PtBr),
        "essa não é uma ação para este momento"
    );
}

#[test]
fn the_boards_words_come_from_the_catalog_at_every_seat_count() {
    for players in 2..=5 {
        for seed in 0..2 {
            let read = check_targets_in_catalogs::<Ra>(&RaConfig::for_players(players), seed)
                .unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
            assert!(
                read > 10,
                "{players} players, seed {seed}: only {read} words read"
            );
        }
    }
}

#[test]
fn every_word_of_the_board_view_is_named() {
    let found = check_view_words::<Ra>().unwrap_or_else(|e| panic!("{e}"));
    assert!(found > 15, "only {found} words found in the view");
}

#[test]
fn explain_answers_in_the_readers_language() {
    let seca = Ra::explain_in("drought", Lang::PtBr).unwrap();
    assert!(seca.starts_with("Seca: 2 na bolsa."), "{seca}");
    assert!(
        seca.contains("Inundação antes de qualquer peça de Nilo"),
        "{seca}"
    );
    assert_eq!(Ra::explain_in("Seca", Lang::PtBr), Some(seca));
    let leilao = Ra::explain_in("leilão", Lang::PtBr).unwrap();
    assert!(leilao.contains("Jogador Rá"), "{leilao}");
    assert!(Ra::explain_in("Faraó", Lang::PtBr)
        .unwrap()
        .contains("Tem o escaravelho"));
    assert_eq!(
        Ra::explain_in("Seca", Lang::En),
        Ra::explain("drought"),
        "English by either name"
    );
}

/// One seeded four-seat game, told in Portuguese from the first board to the last.
#[test]
fn a_game_told_in_portuguese() {
    let told = narrated_game::<Ra>(&RaConfig::for_players(4), 2026, Lang::PtBr).unwrap();
    insta::assert_snapshot!(told);
}
