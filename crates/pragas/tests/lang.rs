//! The texts in every language: the catalog is whole and holds what the code asks for,
//! no text reaches a person outside a message (the pseudo-language over complete games
//! of every seat count and option), the English action texts are the logs' `Display`, and
//! one complete solo game narrated in Portuguese is pinned as a snapshot; the board's menu
//! entries, control labels and view words come from the catalog in every language.

use std::path::Path;

use nile_core::harness::{
    check_catalog, check_refusals_in_catalogs, check_targets_in_catalogs, check_texts_in_catalogs,
    check_view_words, narrated_game,
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

/// Every refusal a person can meet reads through the catalog: actions that are not open,
/// actions out of turn, typed texts that are no action (a known verb with a bad number or
/// name) and an action after the end, for every seat count and option, two seeds each.
#[test]
fn every_refusal_goes_through_the_catalog() {
    let typed = [
        "take tile 4 with die 9",
        "take tile",
        "choose support table nobody",
        "draw tile 99",
        "reveal plague P99",
    ];
    for (config, seed) in configs() {
        for seed in [seed, 100 + seed] {
            let read = check_refusals_in_catalogs::<Pragas>(&config, seed, &typed)
                .unwrap_or_else(|e| panic!("{config:?}, seed {seed}: {e}"));
            assert!(read > 50, "{config:?}: only {read} refusals read");
        }
    }
}

/// A configuration the game refuses says why in either language, the English unchanged.
#[test]
fn a_refused_configuration_reads_in_either_language() {
    let mut c = PragasConfig::for_players(2);
    let flag = c.set_option("advanced", "maybe").unwrap_err();
    assert_eq!(
        flag.to_string(),
        "invalid configuration: advanced must be true or false, not \"maybe\""
    );
    assert!(
        flag.text(Lang::PtBr).contains("deve ser true ou false"),
        "{flag:?}"
    );
    let rounds = c.set_option("rounds", "9").unwrap_err();
    assert!(rounds
        .to_string()
        .ends_with("rounds must be 10 or 8, not \"9\""));
    let nine = PragasConfig {
        rounds: 9,
        ..PragasConfig::for_players(3)
    };
    let nine = Pragas::new(&nine).err().unwrap();
    assert!(nine.to_string().ends_with("rounds must be 10 or 8, not 9"));
    assert!(nine.text(Lang::PtBr).ends_with("deve ser 10 ou 8, não 9"));
    // `Game::new` refuses a seat count first; the engine's own setup says it too.
    let five = Pragas::build(&PragasConfig::for_players(5)).err().unwrap();
    assert!(five.to_string().ends_with("is for 1 to 4 players, not 5"));
    assert!(five
        .text(Lang::PtBr)
        .ends_with("é para 1 a 4 jogadores, não 5"));
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
