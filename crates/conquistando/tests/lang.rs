//! The texts in every language: the catalog is whole and used, no text reaches a person
//! outside a message (the pseudo-language) at every seat count and option value, and one
//! complete game read in Portuguese, pinned as a snapshot.

use std::path::Path;

use nile_conquistando::{Conquistando, ConquistandoConfig, TEXTS};
use nile_core::harness::{
    check_catalog, check_targets_in_catalogs, check_texts_in_catalogs, check_view_words,
    narrated_game,
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
