//! The terminal in every language: its catalog is whole and used, `--lang` and the
//! environment choose the language, and a person may type options in Portuguese.

use std::path::Path;

use nile_core::harness::check_catalog;
use nile_senet::Senet;

#[test]
fn the_terminal_catalog_is_whole_in_both_languages_and_every_message_is_used() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    check_catalog(&nile_cli::TEXTS, &[&src]).unwrap();
}

fn play(args: &[&str], input: &str) -> String {
    let mut out = Vec::new();
    let mut all = vec!["senet", "play"];
    all.extend_from_slice(args);
    nile_cli::run::<Senet, _>(all, &mut input.as_bytes(), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn lang_pt_br_speaks_portuguese_and_reads_portuguese_options() {
    let out = play(
        &[
            "--seats",
            "humano,aleatório",
            "--seed",
            "3",
            "--lang",
            "pt-BR",
            "--plain",
        ],
        "ajuda\najuda casa 27\ntabuleiro\nsair\n",
    );
    assert!(out.contains("Senet com 2 jogadores, semente 3:"), "{out}");
    assert!(
        out.contains("jogador 0: pessoa\n  jogador 1: aleatório"),
        "{out}"
    );
    assert!(out.contains("Suas opções"), "{out}");
    assert!(out.contains("sua jogada>"), "{out}");
    assert!(out.contains("Casa da Água (casa 27): "), "{out}");
    assert!(out.contains("Partida deixada sem terminar."), "{out}");
    assert!(!out.contains("Your options"), "{out}");
}

#[test]
fn an_option_typed_in_portuguese_or_english_is_played() {
    // Seed 3: seat 0 throws first and has a move to choose.
    let shown = play(
        &["--seats", "human,random", "--seed", "3", "--lang", "pt-BR"],
        "sair\n",
    );
    let option = shown
        .lines()
        .find_map(|l| l.trim().strip_prefix("[1] "))
        .expect("a first option")
        .to_string();
    let out = play(
        &[
            "--seats",
            "human,random",
            "--seed",
            "3",
            "--lang",
            "pt-BR",
            "--plain",
        ],
        &format!("{option}\nsair\n"),
    );
    assert!(out.contains(&format!("Você escolheu: {option}")), "{out}");
    let out = play(
        &[
            "--seats",
            "human,random",
            "--seed",
            "3",
            "--lang",
            "pt-BR",
            "--plain",
        ],
        "move the pawn\nsair\n",
    );
    // English words narrow the list too: the one option that holds them is offered.
    assert!(out.contains(&format!("jogar {option}? [S/n]")), "{out}");
}

#[test]
fn an_unknown_language_is_refused_with_a_sentence() {
    let mut out = Vec::new();
    let err = nile_cli::run::<Senet, _>(
        ["senet", "play", "--lang", "klingon"],
        &mut std::io::empty(),
        &mut out,
    )
    .unwrap_err();
    assert!(
        err.to_string().contains("not a language nile speaks"),
        "{err}"
    );
}
