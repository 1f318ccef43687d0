//! Senet in every language: the catalog is whole and used, no text reaches a person
//! outside it, and a complete narrated game reads in Portuguese.

use std::path::Path;

use nile_core::harness::{
    check_catalog, check_refusals_in_catalogs, check_targets_in_catalogs, check_texts_in_catalogs,
    check_view_words, narrated_game,
};
use nile_core::{Game, GameConfig, Lang};
use nile_senet::{Senet, SenetAction, SenetConfig, TEXTS};

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

/// Every refusal (illegal moves, out of turn, after the end, unreadable texts: a verb
/// with no square, a square too large, an extra word, an unknown verb) is a message.
#[test]
fn every_refusal_goes_through_the_catalog() {
    let typed = ["move", "move 300", "back 3 4", "throw x", "jump 3"];
    for pawns in ["5", "7"] {
        let mut config = SenetConfig::for_players(2);
        config.set_option("pawns", pawns).unwrap();
        for seed in 0..3 {
            let read = check_refusals_in_catalogs::<Senet>(&config, seed, &typed)
                .unwrap_or_else(|e| panic!("pawns={pawns} seed {seed}: {e}"));
            assert!(
                read > typed.len(),
                "pawns={pawns} seed {seed}: only {read} refusals read"
            );
        }
    }
}

/// A refusal reads in the reader's language; its English is the engine's `Display`.
#[test]
fn refusals_read_in_portuguese() {
    let e = "jump 3".parse::<SenetAction>().unwrap_err();
    assert_eq!(
        e.text(Lang::PtBr),
        "\"jump 3\" não é uma ação: esperava \"throw N\", \"move S\" ou \"back S\" (S: a casa do peão)"
    );
    let e = Senet::new(&SenetConfig {
        players: 2,
        pawns: 6,
    })
    .unwrap_err();
    assert_eq!(
        e.to_string(),
        "invalid configuration: Senet is played with 5 or 7 pawns each, not 6"
    );
    assert_eq!(
        e.text(Lang::PtBr),
        "configuração inválida: o Senet se joga com 5 ou 7 peões para cada jogador, não 6"
    );
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
