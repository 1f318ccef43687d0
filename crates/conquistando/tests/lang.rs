//! The texts in every language: the catalog is whole and used, no text reaches a person
//! outside a message (the pseudo-language), refusals included, at every seat count and option
//! value, and one
//! complete game read in Portuguese, pinned as a snapshot.

use std::path::Path;

use nile_conquistando::{Action, Conquistando, ConquistandoConfig, TEXTS};
use nile_core::harness::{
    check_catalog, check_refusals_in_catalogs, check_targets_in_catalogs, check_texts_in_catalogs,
    check_view_words, narrated_game,
};
use nile_core::{Game, GameConfig, Lang};

#[test]
fn the_catalog_is_whole_and_used() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    check_catalog(&TEXTS, &[&src]).unwrap();
}

/// The seat counts, options and seeds both checks run over, each config with its seed.
fn configs() -> Vec<(ConquistandoConfig, u64)> {
    [
        (2, "on", "defenders", 1),
        (3, "off", "attackers", 2),
        (4, "on", "attackers", 3),
        (2, "off", "defenders", 4),
    ]
    .into_iter()
    .map(|(players, achievements, loss_basis, seed)| {
        let mut config = ConquistandoConfig::for_players(players);
        config.set_option("achievements", achievements).unwrap();
        config.set_option("loss_basis", loss_basis).unwrap();
        (config, seed)
    })
    .collect()
}

#[test]
fn every_text_goes_through_the_catalog() {
    let mut read = 0;
    for (config, seed) in configs() {
        read += check_texts_in_catalogs::<Conquistando>(&config, seed)
            .unwrap_or_else(|e| panic!("{config:?}, seed {seed}: {e}"));
    }
    assert!(read > 10_000, "{read}");
}

/// Typed texts that reach each of the reader's refusals: known verbs with bad arguments.
const UNREADABLE: &[&str] = &[
    "build",
    "build a moat",
    "on",
    "on T",
    "to nowhere",
    "with many soldiers",
    "act for seat x",
    "defence card shows",
    "resource card 5",
    "resource card RCx",
    "generate soldier",
];

#[test]
fn every_refusal_goes_through_the_catalog() {
    let mut read = 0;
    for (config, seed) in configs() {
        for seed in [seed, seed + 10] {
            read += check_refusals_in_catalogs::<Conquistando>(&config, seed, UNREADABLE)
                .unwrap_or_else(|e| panic!("{config:?}, seed {seed}: {e}"));
        }
    }
    assert!(read > 1_000, "{read}");
}

#[test]
fn a_refusal_reads_in_the_readers_language() {
    let e = "with many soldiers".parse::<Action>().unwrap_err();
    assert_eq!(e.reason(Lang::En), "\"many\" is not a number");
    assert_eq!(e.reason(Lang::PtBr), "\"many\" não é um número");
    let e = Conquistando::start(&ConquistandoConfig::for_players(5)).unwrap_err();
    assert_eq!(
        e.reason(Lang::En),
        "Conquistando o Egito is played by 2 to 4 players, not 5"
    );
    assert_eq!(
        e.reason(Lang::PtBr),
        "Conquistando o Egito é jogado por 2 a 4 jogadores, não 5"
    );
    let game = Conquistando::new(&ConquistandoConfig::for_players(2)).unwrap();
    let e = game.clone().apply(Action::Soldiers(1)).unwrap_err();
    assert_eq!(e.reason(Lang::En), "choose an action first");
    assert_eq!(e.reason(Lang::PtBr), "escolha uma ação primeiro");
}

#[test]
fn the_board_speaks_every_language() {
    let mut read = 0;
    for (config, seed) in configs() {
        read += check_targets_in_catalogs::<Conquistando>(&config, seed)
            .unwrap_or_else(|e| panic!("{config:?}, seed {seed}: {e}"));
    }
    assert!(read > 1_000, "{read}");
}

#[test]
fn the_board_view_writes_no_word_of_its_own() {
    let found = check_view_words::<Conquistando>().unwrap();
    assert!(found > 10, "{found}");
}

#[test]
fn explanations_read_in_both_languages() {
    for lang in Lang::PLAYABLE {
        for topic in ["Statue", "C13", "RC05", "E2_ARMY", "Royal Army"] {
            assert!(
                Conquistando::explain_in(topic, lang).is_some(),
                "{topic} in {lang}"
            );
        }
    }
    let text = Conquistando::explain_in("Casa da Vida", Lang::PtBr).unwrap();
    assert!(
        text.starts_with("Casa da Vida (C13): construção de cidade"),
        "{text}"
    );
    let text = Conquistando::explain_in("Clero de Amon", Lang::PtBr).unwrap();
    assert!(text.contains("pelo menos 4 sacerdotes"), "{text}");
    assert_eq!(Conquistando::title_in(Lang::PtBr), "Conquistando o Egito");
}

/// One seeded three-seat game, told in Portuguese from the first board to the last.
#[test]
fn a_game_in_portuguese() {
    let config = ConquistandoConfig::for_players(3);
    let told = narrated_game::<Conquistando>(&config, 18, Lang::PtBr).unwrap();
    insta::assert_snapshot!(told);
}
