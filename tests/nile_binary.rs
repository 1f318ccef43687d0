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
