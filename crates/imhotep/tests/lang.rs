//! The texts in every language: the catalog is whole and used, no text reaches a person
//! outside a message (the pseudo-language over complete games at every seat count, side
//! set and variant), and a complete narrated game in Portuguese pinned as a snapshot.

use std::path::Path;

use nile_core::harness::{check_catalog, check_texts_in_catalogs};
use nile_core::rng::seeded;
use nile_core::{Game, GameConfig, Lang, Turn, Viewer};
use nile_imhotep::{Imhotep, ImhotepConfig, TEXTS};

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

/// One complete seeded game in Portuguese: every step's description and narration as
/// one who sees all reads it, and the final board.
fn narrated_game_in_portuguese(c: &ImhotepConfig, seed: u64) -> String {
    let mut rng = seeded(seed);
    let mut game = Imhotep::new(c).expect("a game");
    let mut out = Vec::new();
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    while game.turn() != Turn::Over {
        let action = match game.turn() {
            Turn::Chance => {
                game.chance_outcomes(&mut chance);
                let pick = nile_core::rng::below(&mut rng, chance.len() as u64) as usize;
                chance[pick].0
            }
            _ => {
                game.legal_actions(&mut legal);
                let pick = nile_core::rng::below(&mut rng, legal.len() as u64) as usize;
                legal[pick]
            }
        };
        let before = game.clone();
        out.push(before.describe_in(action, Viewer::All, Lang::PtBr));
        game.apply(action).expect("a legal action");
        for line in game.narrate_in(&before, action, Viewer::All, Lang::PtBr) {
            out.push(format!("  {line}"));
        }
    }
    out.push(String::new());
    out.push(game.render_in(Viewer::All, Lang::PtBr));
    out.join("\n")
}

#[test]
fn a_narrated_game_in_portuguese() {
    insta::assert_snapshot!(narrated_game_in_portuguese(&config(3, "ABABA", true), 5));
}
