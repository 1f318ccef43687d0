//! The texts in every language: the catalog is whole and used, no text reaches a person
//! outside a message (the pseudo-language over complete games at every seat count, side
//! set and variant), the board's menu entries, control labels and view words from the
//! catalog in every language, and a complete narrated game in Portuguese pinned as a
//! snapshot.

use std::path::Path;

use nile_core::harness::{
    check_catalog, check_refusals_in_catalogs, check_targets_in_catalogs, check_texts_in_catalogs,
    check_view_words, narrated_game,
};
use nile_core::{Game, GameConfig, Lang};
use nile_imhotep::{Imhotep, ImhotepAction, ImhotepConfig, TEXTS};

fn config(players: usize, sides: &str, fury: bool) -> ImhotepConfig {
    let mut c = ImhotepConfig::for_players(players);
    c.set_option("sides", sides).expect("sides");
    if fury {
        c.set_option("variant", "pharaohs-fury").expect("variant");
    }
    c
}

#[test]
fn the_catalog_is_whole_and_used() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let used = check_catalog(&TEXTS, &[&src]).unwrap_or_else(|e| panic!("{e}"));
    assert!(used.messages > 100, "{used:?}");
}

#[test]
fn every_text_goes_through_the_catalog() {
    let mut seed = 1;
    for sides in ["AAAAA", "BBBBB", "ABABA", "BABAB"] {
        for players in 2..=4 {
            for fury in [false, true] {
                let c = config(players, sides, fury);
                check_texts_in_catalogs::<Imhotep>(&c, seed)
                    .unwrap_or_else(|e| panic!("{players} players, {sides}, fury {fury}: {e}"));
                seed += 1;
            }
        }
    }
}

/// Texts that reach each of the action reader's refusals: every verb with a bad argument.
const BAD_TEXTS: [&str; 11] = [
    "round card 9",
    "draw the moon",
    "take stone",
    "keep nothing",
    "play Statue",
    "place on ship 5 slot 1",
    "sail ship 1 to the Nile",
    "build the top pyramid",
    "unload slot 9",
    "pass the bonus",
    "fly",
];

/// Every refusal over the same games (illegal actions, actions out of turn and after the
/// end, unreadable texts) is written from the catalog.
#[test]
fn every_refusal_goes_through_the_catalog() {
    let mut seed = 1;
    for sides in ["AAAAA", "BBBBB", "ABABA", "BABAB"] {
        for players in 2..=4 {
            for fury in [false, true] {
                let c = config(players, sides, fury);
                let read = check_refusals_in_catalogs::<Imhotep>(&c, seed, &BAD_TEXTS)
                    .unwrap_or_else(|e| panic!("{players} players, {sides}, fury {fury}: {e}"));
                assert!(read > BAD_TEXTS.len(), "{players} players, {sides}: {read}");
                seed += 1;
            }
        }
    }
}

/// A refusal reads in the reader's language, with the rulebook's names.
#[test]
fn refusals_read_in_portuguese() {
    let e = "sail ship 9 to Temple"
        .parse::<ImhotepAction>()
        .unwrap_err();
    assert_eq!(
        e.text(Lang::PtBr),
        "\"sail ship 9 to Temple\" não é uma ação: esperava \"sail ship N to <local>\""
    );
    let e = ImhotepConfig::parse_sides("ABC").unwrap_err();
    assert!(e.text(Lang::PtBr).contains("Câmara Mortuária"), "{e}");
    assert!(e.to_string().ends_with("not \"ABC\""), "{e}");
}

/// The board's words over the same games: every menu entry and control label from the
/// catalog, the same keys in every language.
#[test]
fn the_board_speaks_every_language() {
    let mut seed = 1;
    for sides in ["AAAAA", "BBBBB", "ABABA", "BABAB"] {
        for players in 2..=4 {
            for fury in [false, true] {
                let c = config(players, sides, fury);
                let read = check_targets_in_catalogs::<Imhotep>(&c, seed)
                    .unwrap_or_else(|e| panic!("{players} players, {sides}, fury {fury}: {e}"));
                assert!(
                    read > 0,
                    "{players} players, {sides}, fury {fury}: no words read"
                );
                seed += 1;
            }
        }
    }
}

/// Every word the board view asks for by name is one of the game's names.
#[test]
fn the_view_asks_only_for_names_it_has() {
    let found = check_view_words::<Imhotep>().unwrap_or_else(|e| panic!("{e}"));
    assert!(found > 15, "only {found} words found in the view");
}

#[test]
fn explain_reads_in_both_languages() {
    let pt = Imhotep::explain_in("Alavanca", Lang::PtBr).expect("a card");
    assert!(pt.starts_with("Alavanca (carta de mercado azul"), "{pt}");
    assert_eq!(Imhotep::explain_in("lever", Lang::PtBr), Some(pt));
    assert_eq!(
        Imhotep::explain_in("Lever", Lang::En),
        Imhotep::explain("Lever")
    );
}

/// One seeded three-seat game (sides ABABA, the Pharaoh's Fury), told in Portuguese from
/// the first board to the last.
#[test]
fn a_narrated_game_in_portuguese() {
    let told = narrated_game::<Imhotep>(&config(3, "ABABA", true), 5, Lang::PtBr).unwrap();
    insta::assert_snapshot!(told);
}
