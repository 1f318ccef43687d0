//! `nile`: every registered game behind one command.
//!
//! ```sh
//! nile games [--json]                  # the games, their seats and options
//! nile play ra --seats human,mcts:2000 # any command of a game's CLI, game name second
//! nile ra play --seats human,greedy    # or first
//! nile replay game.json [--as 1]       # a log names its game: no need to say it
//! ```

use std::ffi::OsString;
use std::process::ExitCode;

use nile::registry;

const COMMANDS: [&str; 5] = ["play", "replay", "simulate", "arena", "train"];

const USAGE: &str = "nile: play, replay, simulate and pit bots in every nile game.

Usage:
  nile games [--json]              list the games, their player counts and options
  nile <command> <game> [flags]    run a game's command (play, replay, simulate, arena, train)
  nile <game> <command> [flags]    the same, game first
  nile replay <log.json> [flags]   replay a saved log (the log names its game)
  nile serve [--addr A] [--db D]   play online: lobby, seats, matches (docs/server.md)
  nile <game> --help               every flag of a game's commands and its options

Examples:
  nile play ra --seats human,mcts:2000
  nile simulate imhotep --players 4 --games 10000 --opt sides=BBBBB
  nile play tekhenu --players 1 --opt difficulty=hard";

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    let words: Vec<String> = args
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    match words.get(1).map(String::as_str) {
        None | Some("help" | "--help" | "-h") => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        Some("--version" | "-V") => {
            println!("nile {}", env!("CARGO_PKG_VERSION"));
            ExitCode::SUCCESS
        }
        Some("games") => list_games(words.iter().any(|w| w == "--json")),
        #[cfg(feature = "server")]
        Some("serve") => serve(&words[2..]),
        Some(command)
            if COMMANDS.contains(&command)
                && matches!(words.get(2).map(String::as_str), Some("--help" | "-h")) =>
        {
            command_help(command)
        }
        Some("replay") if words.get(2).is_some_and(|w| registry::find(w).is_err()) => {
            replay_by_log(&args, &words)
        }
        Some(command) if COMMANDS.contains(&command) => match words.get(2) {
            Some(game) => run_game(game, command, &args[3..]),
            None => fail(&format!(
                "nile {command} needs a game name, e.g. nile {command} ra (nile games lists them)"
            )),
        },
        Some(game) => run_game_first(game, &args[2..]),
    }
}

/// `nile arena --help`: the command's usage with the games to choose from, then its
/// flags as the first game has them (every game takes the same flags; only the options
/// listed by `nile <command> <game> --help` differ).
fn command_help(command: &str) -> ExitCode {
    let names: Vec<&str> = registry::games().iter().map(|e| e.game.name()).collect();
    let first = names.first().copied().unwrap_or("ra");
    let usage = if command == "replay" {
        "nile replay [<game>] <log.json> [flags]".to_string()
    } else {
        format!("nile {command} <game> [flags]")
    };
    println!(
        "Usage: {usage}   (the games: {})\n\
         Every game takes the flags below; `nile {command} <game> --help` adds that game's \
         options.\n",
        names.join(", ")
    );
    run_game(first, command, &[OsString::from("--help")])
}

fn list_games(json: bool) -> ExitCode {
    if json {
        let infos: Vec<serde_json::Value> = registry::games()
            .iter()
            .map(|e| {
                let mut v = serde_json::to_value(e.game.info()).unwrap_or_default();
                v["summary"] = serde_json::Value::from(e.summary);
                v
            })
            .collect();
        println!("{}", serde_json::Value::from(infos));
        return ExitCode::SUCCESS;
    }
    println!("The games (nile play <game> --seats human,mcts:2000):");
    for e in registry::games() {
        let g = e.game;
        let players = g.players();
        let seats = if players.start() == players.end() {
            format!("{} players", players.start())
        } else {
            format!("{}–{} players", players.start(), players.end())
        };
        println!("  {:<13} {seats:<12} {}", g.name(), e.summary);
        for o in g.options() {
            println!("                --opt {o}");
        }
    }
    ExitCode::SUCCESS
}

/// `nile <command> <game> rest…` → the game's CLI with `<command> rest…`.
fn run_game(game: &str, command: &str, rest: &[OsString]) -> ExitCode {
    let entry = match registry::find(game) {
        Ok(e) => e,
        Err(e) => return fail(&e.to_string()),
    };
    let mut argv = vec![OsString::from(format!("nile {}", entry.game.name()))];
    argv.push(OsString::from(command));
    argv.extend(rest.iter().cloned());
    (entry.cli)(argv)
}

/// `nile <game> rest…` → the game's CLI with `rest…`.
fn run_game_first(game: &str, rest: &[OsString]) -> ExitCode {
    let entry = match registry::find(game) {
        Ok(e) => e,
        Err(e) => {
            return fail(&format!(
                "{e}; or a command: games, {}",
                COMMANDS.join(", ")
            ))
        }
    };
    let mut argv = vec![OsString::from(format!("nile {}", entry.game.name()))];
    argv.extend(rest.iter().cloned());
    (entry.cli)(argv)
}

/// `nile replay LOG …`: the game is the one the log names.
fn replay_by_log(args: &[OsString], words: &[String]) -> ExitCode {
    let path = &words[2];
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return fail(&format!("{path}: {e}")),
    };
    let game = serde_json::from_str::<serde_json::Value>(&text)
        .ok()
        .and_then(|v| v.get("game")?.as_str().map(str::to_string));
    match game {
        Some(game) => run_game(&game, "replay", &args[2..]),
        None => fail(&format!(
            "{path} is not a nile log (no \"game\" field); give the game: nile replay <game> {path}"
        )),
    }
}

/// `nile serve …`: the server, offering every registered game.
#[cfg(feature = "server")]
fn serve(args: &[String]) -> ExitCode {
    nile_server::main_with_args(args, registry::catalog())
}

fn fail(message: &str) -> ExitCode {
    eprintln!("error: {message}");
    ExitCode::from(2)
}
