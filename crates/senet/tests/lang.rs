//! Senet in every language: the catalog is whole and used, no text reaches a person
//! outside it, and a complete narrated game reads in Portuguese.

use std::path::Path;

use nile_core::harness::{
    check_catalog, check_targets_in_catalogs, check_texts_in_catalogs, check_view_words,
    narrated_game,
};
use nile_core::{Game, GameConfig, Lang};
use nile_senet::{Senet, SenetConfig, TEXTS};

#[test]
fn the_catalog_is_whole_in_both_languages_and_every_message_is_used() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let found = check_catalog(&TEXTS, &[&src]).unwrap();
    assert!(found.messages > 40 && found.uses > 40, "{found:?}");
}

#[test]
fn no_text_reaches_a_person_outside_the_catalog() {
    for pawns in ["5", "7"] {
        let mut config = SenetConfig::for_players(2);
        config.set_option("pawns", pawns).unwrap();
        for seed in 0..3 {
            let read = check_texts_in_catalogs::<Senet>(&config, seed).unwrap();
            assert!(
                read > 100,
                "pawns={pawns} seed {seed}: only {read} texts read"
            );
        }
    }
}

#[test]
fn the_board_speaks_every_language() {
    for pawns in ["5", "7"] {
        let mut config = SenetConfig::for_players(2);
        config.set_option("pawns", pawns).unwrap();
        for seed in 0..3 {
            let read = check_targets_in_catalogs::<Senet>(&config, seed)
                .unwrap_or_else(|e| panic!("pawns={pawns} seed {seed}: {e}"));
            assert!(
                read > 20,
                "pawns={pawns} seed {seed}: only {read} words read"
            );
        }
    }
}

#[test]
fn the_board_view_writes_no_word_of_its_own() {
    let found = check_view_words::<Senet>().unwrap();
    assert!(found > 10, "only {found} words found");
}

#[test]
fn a_house_is_explained_by_its_name_in_either_language_or_its_square() {
    let water = Senet::explain_in("Casa da Água", Lang::PtBr).unwrap();
    assert!(water.starts_with("Casa da Água (casa 27): "), "{water}");
    assert_eq!(
        Senet::explain_in("house of water", Lang::PtBr),
        Some(water.clone())
    );
    assert_eq!(Senet::explain_in("casa 27", Lang::PtBr), Some(water));
    assert!(Senet::explain_in("bastões", Lang::PtBr)
        .unwrap()
        .starts_with("Os quatro bastões"));
    assert!(Senet::explain_in("casa 31", Lang::PtBr).is_none());
}

/// One seeded game, told in Portuguese from the first board to the last.
#[test]
fn a_whole_game_reads_in_portuguese() {
    let told = narrated_game::<Senet>(&SenetConfig::for_players(2), 11, Lang::PtBr).unwrap();
    insta::assert_snapshot!(told);
}
