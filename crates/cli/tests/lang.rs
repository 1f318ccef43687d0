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

fn command(args: &[&str]) -> Result<String, String> {
    let mut out = Vec::new();
    let mut all = vec!["senet"];
    all.extend_from_slice(args);
    nile_cli::run::<Senet, _>(all, &mut std::io::empty(), &mut out)
        .map_err(|e| e.text(nile_core::Lang::PtBr))?;
    Ok(String::from_utf8(out).unwrap())
}

/// `simulate`, `arena` and `train` write their tables and refusals in `--lang`, numbers
/// with the language's decimal mark; their JSON is the same in every language.
#[test]
fn the_research_commands_speak_the_readers_language() {
    let sim = ["simulate", "--games", "20", "--seed", "2"];
    let pt = command(&[&sim[..], &["--lang", "pt-BR"]].concat()).unwrap();
    assert!(
        pt.starts_with("20 partidas ao acaso de senet com 2 jogadores (semente 2):"),
        "{pt}"
    );
    assert!(
        pt.contains("decisões por partida") && pt.contains("jogador vitórias"),
        "{pt}"
    );
    let mean_row = pt.lines().last().unwrap();
    assert!(mean_row.contains(','), "a decimal comma in {mean_row:?}");
    let en = command(&sim).unwrap();
    assert!(
        en.contains("  decisions per game  ") && en.contains("  seat   wins      mean score"),
        "{en}"
    );
    let json = |lang: &str| command(&[&sim[..], &["--json", "--lang", lang]].concat()).unwrap();
    let strip = |s: String| s.split("\"seconds\"").next().unwrap_or("").to_string();
    assert_eq!(strip(json("pt-BR")), strip(json("en")));

    let arena = ["arena", "--seats", "random,greedy", "--games", "4"];
    let pt = command(&[&arena[..], &["--lang", "pt-BR"]].concat()).unwrap();
    assert!(
        pt.contains("4 partidas, 2 assentos") && pt.contains("aproveitamento"),
        "{pt}"
    );
    let en = command(&arena).unwrap();
    assert!(
        en.contains("4 games, 2 seats") && en.contains("win rate"),
        "{en}"
    );

    let refused = command(&["train", "--games", "3", "--lang", "pt-BR"]).unwrap_err();
    assert!(
        refused.contains("são precisas ao menos 10 partidas"),
        "{refused}"
    );
    let refused = command(&["arena", "--seats", "human,random", "--lang", "pt-BR"]).unwrap_err();
    assert!(refused.contains("a arena é só para robôs"), "{refused}");
    let refused = command(&["arena", "--seats", "random,mtcs:20", "--lang", "pt-BR"]).unwrap_err();
    assert!(
        refused.starts_with("robô desconhecido \"mtcs:20\""),
        "{refused}"
    );
    let refused = command(&[
        "arena",
        "--seats",
        "random,random",
        "--games",
        "0",
        "--lang",
        "pt-BR",
    ])
    .unwrap_err();
    assert_eq!(refused, "a arena precisa de ao menos uma partida");
}

/// clap's own refusals (an unknown flag, a value it cannot read, an unknown command) and
/// the usage and placeholders of `--help` are in `--lang` too; English stays clap's.
#[test]
fn the_command_lines_refusals_speak_the_readers_language() {
    let refused = command(&["simulate", "--gmaes", "3", "--lang", "pt-BR"]).unwrap_err();
    for words in [
        "erro: argumento inesperado '--gmaes'",
        "dica: existe um parecido: '--games'",
        "Uso: senet simulate [OPÇÕES]",
        "Para mais informações, use '--help'.",
    ] {
        assert!(refused.contains(words), "{words:?} in:\n{refused}");
    }
    let refused = command(&["simulate", "--games", "many", "--lang", "pt-BR"]).unwrap_err();
    assert!(
        refused.starts_with(
            "erro: valor inválido 'many' para '--games <PARTIDAS>': não é um número inteiro"
        ),
        "{refused}"
    );
    let refused = command(&["jogar", "--lang", "pt-BR"]).unwrap_err();
    assert!(
        refused.starts_with("erro: comando desconhecido 'jogar'"),
        "{refused}"
    );
    let english = [
        "Usage",
        "OPTIONS",
        "unexpected",
        "invalid",
        "For more",
        "tip:",
    ];
    for args in [
        &["simulate", "--gmaes", "3", "--lang", "pt-BR"][..],
        &["simulate", "--games", "many", "--lang", "pt-BR"],
        &["play", "--seats", "--lang", "pt-BR"],
        &["replay", "--lang", "pt-BR"],
    ] {
        let refused = command(args).unwrap_err();
        for word in english {
            assert!(!refused.contains(word), "{word:?} in {args:?}:\n{refused}");
        }
    }
    let help = command(&["replay", "--help", "--lang", "pt-BR"]).unwrap_err();
    assert!(
        help.contains("Uso: senet replay [OPÇÕES] <ARQUIVO>")
            && help.contains("--as <ASSENTO|spectator>"),
        "{help}"
    );
    let refused = command(&["simulate", "--gmaes", "3"]).unwrap_err();
    assert!(
        refused.starts_with("error: unexpected argument '--gmaes' found")
            && refused.contains("Usage: senet simulate "),
        "{refused}"
    );
}
