//! The texts in every language: the catalog is whole and used, no text reaches a person
//! outside a message (the pseudo-language) at every seat count and option value, and one
//! complete game read in Portuguese, pinned as a snapshot.

use std::path::Path;

use nile_conquistando::{Conquistando, ConquistandoConfig, TEXTS};
use nile_core::bots::BotHints;
use nile_core::harness::{check_catalog, check_texts_in_catalogs};
use nile_core::rng::{below, seeded};
use nile_core::{Game, GameConfig, Lang, Turn, Viewer};

#[test]
fn the_catalog_is_whole_and_used() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    check_catalog(&TEXTS, &[&src]).unwrap();
}

#[test]
fn every_text_goes_through_the_catalog() {
    let mut read = 0;
    for (players, achievements, loss_basis, seed) in [
        (2, "on", "defenders", 1),
        (3, "off", "attackers", 2),
        (4, "on", "attackers", 3),
        (2, "off", "defenders", 4),
    ] {
        let mut config = ConquistandoConfig::for_players(players);
        config.set_option("achievements", achievements).unwrap();
        config.set_option("loss_basis", loss_basis).unwrap();
        read += check_texts_in_catalogs::<Conquistando>(&config, seed)
            .unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
    }
    assert!(read > 10_000, "{read}");
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

/// A three-player game played by the rollout policy (seed 18 has battles won and lost,
/// moves, priests and doctors), every step as a Portuguese player reads it, and the
/// final board.
#[test]
fn a_game_in_portuguese() {
    insta::assert_snapshot!(game_text(18));
}

/// Every step of the game from `seed` in Portuguese, then the final board.
fn game_text(seed: u64) -> String {
    let config = ConquistandoConfig::for_players(3);
    let mut g = Conquistando::new(&config).unwrap();
    let mut rng = seeded(seed);
    let (mut legal, mut chance, mut weights) = (Vec::new(), Vec::new(), Vec::new());
    let mut out = String::new();
    for _ in 0..=Conquistando::step_bound(&config) {
        let action = match g.turn() {
            Turn::Over => break,
            Turn::Chance => {
                g.chance_outcomes(&mut chance);
                pick(&mut rng, chance.iter().map(|&(a, w)| (a, w)))
            }
            Turn::Player(_) => {
                g.legal_actions(&mut legal);
                g.rollout_weights(&legal, &mut weights);
                if weights.len() != legal.len() {
                    // An empty list of weights means uniform.
                    weights = vec![1; legal.len()];
                }
                pick(&mut rng, legal.iter().copied().zip(weights.iter().copied()))
            }
        };
        out.push_str(&g.describe_in(action, Viewer::All, Lang::PtBr));
        out.push('\n');
        let before = g.clone();
        g.apply(action).unwrap();
        for line in g.narrate_in(&before, action, Viewer::All, Lang::PtBr) {
            out.push_str("  ");
            out.push_str(&line);
            out.push('\n');
        }
    }
    assert_eq!(g.turn(), Turn::Over);
    out.push('\n');
    out.push_str(&g.render_in(Viewer::All, Lang::PtBr));
    out
}

/// One of `items` with probability proportional to its weight.
fn pick<A: Copy>(rng: &mut nile_core::GameRng, items: impl Iterator<Item = (A, u32)>) -> A {
    let items: Vec<(A, u32)> = items.collect();
    let total: u64 = items.iter().map(|&(_, w)| u64::from(w)).sum();
    let mut at = below(rng, total.max(1));
    for &(a, w) in &items {
        if at < u64::from(w) {
            return a;
        }
        at -= u64::from(w);
    }
    items[items.len() - 1].0
}
