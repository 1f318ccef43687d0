//! The `nile` binary, run as a user runs it: games listed from the registry, commands
//! dispatched by game name, replay finding the game in the log.

use std::io::Write;
use std::process::{Command, Stdio};

fn nile(args: &[&str], input: &str) -> (bool, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nile"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the nile binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .ok();
    let out = child.wait_with_output().expect("it ends");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn games_lists_every_registered_game() {
    let (ok, out, _) = nile(&["games"], "");
    assert!(ok);
    for entry in nile::registry::games() {
        assert!(out.contains(entry.game.name()), "{out}");
    }
    let (ok, json, _) = nile(&["games", "--json"], "");
    assert!(ok);
    let v: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    let games = v.as_array().expect("a list");
    assert_eq!(games.len(), nile::registry::games().len());
    for g in games {
        for key in ["name", "title", "min_players", "max_players", "options"] {
            assert!(g.get(key).is_some(), "missing {key} in {g}");
        }
    }
}

#[test]
fn commands_reach_every_game_by_name_either_way_round() {
    for entry in nile::registry::games() {
        let name = entry.game.name();
        let players = entry.game.players().end().min(&3).to_string();
        let args = ["--players", players.as_str(), "--games", "5", "--json"];
        let (ok, out, err) = nile(&[&["simulate", name], &args[..]].concat(), "");
        assert!(ok, "{name}: {err}");
        let v: serde_json::Value = serde_json::from_str(out.trim()).expect("JSON");
        assert_eq!(v["games"], 5, "{name}");
        let (ok, _, err) = nile(&[&[name, "simulate"], &args[..]].concat(), "");
        assert!(ok, "{name} first: {err}");
    }
}

#[test]
fn replay_finds_the_game_in_the_log() {
    let log = std::env::temp_dir().join(format!("nile-bin-{}.json", std::process::id()));
    let path = log.to_str().expect("utf-8 path");
    let (ok, _, err) = nile(
        &[
            "play",
            "ra",
            "--seats",
            "random,random",
            "--seed",
            "4",
            "--log",
            path,
        ],
        "",
    );
    assert!(ok, "{err}");
    let (ok, out, err) = nile(&["replay", path, "--as", "1"], "");
    assert!(ok, "{err}");
    assert!(out.contains("as seat 1 saw it"), "{out}");
    std::fs::remove_file(&log).ok();
}

#[test]
fn play_seats_each_games_hard_bot_by_default() {
    for entry in nile::registry::games() {
        let name = entry.game.name();
        let (ok, out, err) = nile(&["play", name, "--seed", "3"], "quit\n");
        assert!(ok, "{name}: {err}");
        assert!(out.contains("seat 0: human"), "{name}: {out}");
        assert!(out.contains("seat 1: hard"), "{name}: {out}");
        // The level is measured for this game, not the fallback for unknown games.
        let row = entry.agents.measured_levels();
        assert!(row.is_some(), "{name} has no measured levels");
        assert!(entry.agents.agent("hard", 1).is_ok(), "{name}");
    }
}

#[test]
fn unknown_games_and_commands_are_clear_errors() {
    let (ok, _, err) = nile(&["play", "chess"], "");
    assert!(!ok);
    assert!(err.contains("no game named \"chess\""), "{err}");
    let (ok, _, err) = nile(&["play"], "");
    assert!(!ok);
    assert!(err.contains("needs a game name"), "{err}");
    let (ok, out, _) = nile(&["--help"], "");
    assert!(ok && out.contains("nile games"), "{out}");
}

#[test]
fn a_command_without_its_game_still_has_help() {
    for command in ["play", "replay", "simulate", "arena"] {
        let (ok, out, err) = nile(&[command, "--help"], "");
        assert!(ok, "{command} --help: {err}");
        assert!(
            out.contains(&format!("nile {command} ")) && out.contains("conquistando"),
            "{out}"
        );
        assert!(
            out.contains("Options:"),
            "{command}: the flags are listed: {out}"
        );
    }
}

/// `nile` with the environment's language or `--lang`: the usage, the list of games and
/// its refusals in Portuguese, every game's summary and options in the game's own words.
#[test]
fn nile_speaks_the_readers_language() {
    let pt = |args: &[&str]| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_nile"));
        child
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", "pt_BR.UTF-8")
            .args(args);
        let out = child.output().expect("the nile binary runs");
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (ok, out, _) = pt(&[]);
    assert!(
        ok && out.contains("Uso:") && out.contains("Exemplos:"),
        "{out}"
    );
    let (ok, out, _) = nile(&["--lang", "pt-BR"], "");
    assert!(ok && out.contains("Uso:"), "{out}");
    let (ok, out, _) = pt(&["games"]);
    assert!(ok && out.starts_with("Os jogos"), "{out}");
    for entry in nile::registry::games() {
        let game = entry.game;
        assert!(
            out.contains(&game.summary_in(nile_core::Lang::PtBr)),
            "{out}"
        );
        assert!(!out.contains(game.summary()), "English summary in: {out}");
    }
    assert!(
        out.contains("2 a 5 jogadores") && out.contains("[padrão: "),
        "{out}"
    );
    let (ok, _, err) = pt(&["play", "chess"]);
    assert!(
        !ok && err.starts_with("erro: ") && err.contains("não há jogo chamado \"chess\""),
        "{err}"
    );
    let (ok, _, err) = pt(&["play"]);
    assert!(!ok && err.contains("precisa do nome de um jogo"), "{err}");
    let (ok, _, err) = pt(&["play", "ra", "--players", "9"]);
    assert!(
        !ok && err.contains("Rá se joga com 2 a 5 jogadores, não 9"),
        "{err}"
    );
    let (ok, _, err) = nile(&["play", "ra", "--players", "9", "--lang", "pt-BR"], "");
    assert!(
        !ok && err.starts_with("erro: configuração inválida"),
        "{err}"
    );
    let (ok, _, err) = pt(&["play", "ra", "--seeed", "3"]);
    assert!(
        !ok && err.starts_with("erro: argumento inesperado '--seeed'")
            && err.contains("dica: existe um parecido: '--seed'")
            && err.contains("Uso: ")
            && err.contains("[OPÇÕES]")
            && !err.contains("Usage")
            && !err.contains("OPTIONS"),
        "{err}"
    );
    let (ok, out, _) = pt(&["play", "ra", "--help"]);
    assert!(
        ok && out.contains("[OPÇÕES]") && out.contains("--seats <ASSENTOS>"),
        "{out}"
    );
    let broken = std::env::temp_dir().join(format!("nile-broken-{}.json", std::process::id()));
    std::fs::write(&broken, r#"{"game": "ra", "seed": "x"}"#).unwrap();
    let (ok, _, err) = pt(&["replay", broken.to_str().unwrap()]);
    std::fs::remove_file(&broken).unwrap();
    assert!(
        !ok && err.starts_with("erro: o registro não é um JSON válido para este jogo"),
        "{err}"
    );
    let (ok, _, err) = nile(&["--lang", "xx"], "");
    assert!(
        !ok && err.contains("\"xx\" is not a language nile speaks"),
        "{err}"
    );
}
