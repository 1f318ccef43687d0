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
use nile_cli::facade;
use nile_core::Lang;

const COMMANDS: [&str; 5] = ["play", "replay", "simulate", "arena", "train"];

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    let words: Vec<String> = args
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let lang = match facade::lang_of(&words) {
        Ok(lang) => lang,
        Err(e) => return fail(&e.text(Lang::from_env()), Lang::from_env()),
    };
    match words.get(1).map(String::as_str) {
        None | Some("help" | "--help" | "-h" | "--lang") => {
            println!("{}", facade::usage(lang));
            ExitCode::SUCCESS
        }
        Some("--version" | "-V") => {
            println!("nile {}", env!("CARGO_PKG_VERSION"));
            ExitCode::SUCCESS
        }
        Some("games") => list_games(words.iter().any(|w| w == "--json"), lang),
        #[cfg(feature = "server")]
        Some("serve") => serve(&words[2..]),
        Some(command)
            if COMMANDS.contains(&command)
                && matches!(words.get(2).map(String::as_str), Some("--help" | "-h")) =>
        {
            command_help(command, lang)
        }
        Some("replay") if words.get(2).is_some_and(|w| registry::find(w).is_err()) => {
            replay_by_log(&args, &words, lang)
        }
        Some(command) if COMMANDS.contains(&command) => match words.get(2) {
            Some(game) => run_game(game, command, &args[3..], lang),
            None => fail(&facade::needs_game(command, lang), lang),
        },
        Some(game) => run_game_first(game, &args[2..], lang),
    }
}

/// `nile arena --help`: the command's usage with the games to choose from, then its
/// flags as the first game has them (every game takes the same flags; only the options
/// listed by `nile <command> <game> --help` differ).
fn command_help(command: &str, lang: Lang) -> ExitCode {
    let names: Vec<&str> = registry::games().iter().map(|e| e.game.name()).collect();
    let first = names.first().copied().unwrap_or("ra");
    println!("{}\n", facade::command_usage(command, &names, lang));
    run_game(first, command, &[OsString::from("--help")], lang)
}

fn list_games(json: bool, lang: Lang) -> ExitCode {
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
    let games: Vec<&dyn nile_core::DynGameType> =
        registry::games().iter().map(|e| e.game).collect();
    print!("{}", facade::games_listing(&games, lang));
    ExitCode::SUCCESS
}

/// `nile <command> <game> rest…` → the game's CLI with `<command> rest…`.
fn run_game(game: &str, command: &str, rest: &[OsString], lang: Lang) -> ExitCode {
    let entry = match registry::find(game) {
        Ok(e) => e,
        Err(e) => return fail(&e.text(lang), lang),
    };
    let mut argv = vec![OsString::from(format!("nile {}", entry.game.name()))];
    argv.push(OsString::from(command));
    argv.extend(rest.iter().cloned());
    (entry.cli)(argv)
}

/// `nile <game> rest…` → the game's CLI with `rest…`.
fn run_game_first(game: &str, rest: &[OsString], lang: Lang) -> ExitCode {
    let entry = match registry::find(game) {
        Ok(e) => e,
        Err(e) => return fail(&facade::no_game_or_command(&e, &COMMANDS, lang), lang),
    };
    let mut argv = vec![OsString::from(format!("nile {}", entry.game.name()))];
    argv.extend(rest.iter().cloned());
    (entry.cli)(argv)
}

/// `nile replay LOG …`: the game is the one the log names.
fn replay_by_log(args: &[OsString], words: &[String], lang: Lang) -> ExitCode {
    let path = &words[2];
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return fail(&facade::unreadable(path, &e, lang), lang),
    };
    let game = serde_json::from_str::<serde_json::Value>(&text)
        .ok()
        .and_then(|v| v.get("game")?.as_str().map(str::to_string));
    match game {
        Some(game) => run_game(&game, "replay", &args[2..], lang),
        None => fail(&facade::not_a_log(path, lang), lang),
    }
}

/// `nile serve …`: the server, offering every registered game.
#[cfg(feature = "server")]
fn serve(args: &[String]) -> ExitCode {
    nile_server::main_with_args(args, registry::catalog())
}

fn fail(message: &str, lang: Lang) -> ExitCode {
    eprintln!("{}", facade::error_line(message, lang));
    ExitCode::from(2)
}
