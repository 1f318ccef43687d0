//! The texts in every language: the catalog is whole and holds what the code asks for,
//! no text reaches a person outside a message (the pseudo-language over complete games
//! of every seat count and option), the English action texts are the logs' `Display`, and
//! one complete solo game narrated in Portuguese is pinned as a snapshot; the board's menu
//! entries, control labels and view words come from the catalog in every language.

use std::path::Path;

use nile_core::harness::{
    check_catalog, check_targets_in_catalogs, check_texts_in_catalogs, check_view_words,
    narrated_game,
};
use nile_core::{Game, GameConfig, Lang};
use nile_pragas::{Pragas, PragasConfig, TEXTS};

fn config(players: usize, options: &[(&str, &str)]) -> PragasConfig {
    let mut c = PragasConfig::for_players(players);
    for (key, value) in options {
        c.set_option(key, value).unwrap();
    }
    c
}

#[test]
fn the_catalog_is_whole_and_used() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let used = check_catalog(&TEXTS, &[&src]).unwrap_or_else(|e| panic!("{e}"));
    assert!(used.messages > 100, "{used:?}");
}

/// Every seat count and option, each with its own seed.
fn configs() -> [(PragasConfig, u64); 5] {
    [
        (config(1, &[]), 1),
        (config(2, &[("advanced", "true")]), 2),
        (config(3, &[("rounds", "8")]), 3),
        (config(4, &[]), 4),
        (config(1, &[("advanced", "true"), ("rounds", "8")]), 5),
    ]
}

#[test]
fn every_text_goes_through_the_catalog() {
    for (config, seed) in configs() {
        check_texts_in_catalogs::<Pragas>(&config, seed)
            .unwrap_or_else(|e| panic!("{config:?}, seed {seed}: {e}"));
    }
}

/// The board's words: every menu entry and control label from the catalog, the same keys
/// in every language.
#[test]
fn the_board_speaks_every_language() {
    for (config, seed) in configs() {
        let read = check_targets_in_catalogs::<Pragas>(&config, seed)
            .unwrap_or_else(|e| panic!("{config:?}, seed {seed}: {e}"));
        assert!(read > 100, "{config:?}: only {read} words read");
    }
}

/// Every word the board view asks for by name is one of the game's names.
#[test]
fn the_view_asks_only_for_names_it_has() {
    let found = check_view_words::<Pragas>().unwrap_or_else(|e| panic!("{e}"));
    assert!(found > 50, "only {found} words found in the view");
}

/// `action_text_in` in English is the action's `Display`, which logs and scripts read.
#[test]
fn the_english_action_texts_are_the_display() {
    let config = PragasConfig::for_players(2);
    let game = Pragas::new(&config).unwrap();
    for i in 0..Pragas::num_distinct_actions(&config) {
        let action = Pragas::action_from_index(&config, i).unwrap();
        assert_eq!(game.action_text_in(action, Lang::En), action.to_string());
        let pt = game.action_text_in(action, Lang::PtBr);
        assert_ne!(pt, action.to_string(), "{action} has no Portuguese text");
    }
}

/// One seeded solo game, told in Portuguese from the first board to the last.
#[test]
fn a_solo_game_in_portuguese() {
    let told = narrated_game::<Pragas>(&PragasConfig::for_players(1), 2026, Lang::PtBr).unwrap();
    insta::assert_snapshot!(told);
}
