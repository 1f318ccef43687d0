//! The words of `nile`, the command that puts every registered game behind one name: its
//! usage, the list of games, and its own refusals, in the reader's language. The command
//! itself (in the `nile` crate) knows the registry; this module knows only the dynamic
//! layer.

use nile_core::dynamic::DynGameType;
use nile_core::{GameError, Lang};

use crate::texts::{name, tr};

/// `nile`'s usage: its commands and a few examples.
pub fn usage(lang: Lang) -> String {
    tr!(lang, "facade-usage")
}

/// The games, their seat counts and options, a paragraph each (`nile games`).
pub fn games_listing(games: &[&dyn DynGameType], lang: Lang) -> String {
    let mut text = tr!(lang, "facade-games-heading");
    text.push('\n');
    let seats: Vec<String> = games
        .iter()
        .map(|game| {
            let (lo, hi) = (*game.players().start(), *game.players().end());
            if lo == hi {
                tr!(lang, "facade-players-exactly", n = lo)
            } else {
                tr!(lang, "facade-players", lo = lo, hi = hi)
            }
        })
        .collect();
    // The summaries start in one column, whatever the language's words for the seats.
    let width = seats
        .iter()
        .map(|s| s.chars().count())
        .max()
        .unwrap_or(0)
        .max(12);
    for (game, seats) in games.iter().zip(&seats) {
        let summary = game.summary_in(lang);
        text.push_str(&format!(
            "  {:<13} {seats:<width$} {summary}\n",
            game.name()
        ));
        for o in game.options_in(lang) {
            let line = option_line(o.key, o.help, &o.values, o.default, lang);
            text.push_str(&format!("                --opt {line}\n"));
        }
    }
    text
}

/// One option as `nile games` and `--help` list it: its key, its help (in `lang`), the
/// values it takes and its default.
pub(crate) fn option_line(
    key: &str,
    help: String,
    values: &[&str],
    default: &str,
    lang: Lang,
) -> String {
    if values.is_empty() {
        tr!(
            lang,
            "facade-option",
            key = name(key),
            help = help,
            default = name(default)
        )
    } else {
        tr!(
            lang,
            "facade-option-values",
            key = name(key),
            help = help,
            values = name(values.join(", ")),
            default = name(default)
        )
    }
}

/// The first lines of `nile <command> --help`: the command's usage and the games.
pub fn command_usage(command: &str, games: &[&str], lang: Lang) -> String {
    let usage = if command == "replay" {
        "nile replay [<game>] <log.json> [flags]".to_string()
    } else {
        format!("nile {command} <game> [flags]")
    };
    tr!(
        lang,
        "facade-command-usage",
        usage = name(usage),
        games = name(games.join(", ")),
        command = name(command)
    )
}

/// A command given with no game.
pub fn needs_game(command: &str, lang: Lang) -> String {
    tr!(lang, "facade-needs-game", command = name(command))
}

/// A first word that is neither a game nor a command.
pub fn no_game_or_command(error: &GameError, commands: &[&str], lang: Lang) -> String {
    tr!(
        lang,
        "facade-no-game-or-command",
        error = error.text(lang),
        commands = name(commands.join(", "))
    )
}

/// `nile replay FILE` where the file names no game.
pub fn not_a_log(path: &str, lang: Lang) -> String {
    tr!(lang, "facade-not-a-log", path = name(path))
}

/// A file that could not be read.
pub fn unreadable(path: &str, error: &std::io::Error, lang: Lang) -> String {
    tr!(
        lang,
        "facade-unreadable",
        path = name(path),
        error = name(error)
    )
}

/// The line a refused command ends with.
pub fn error_line(message: &str, lang: Lang) -> String {
    tr!(lang, "error-line", message = name(message))
}

/// The language asked for by `--lang VALUE` or `--lang=VALUE` among `words`, else the
/// environment's (`LC_ALL`, `LC_MESSAGES`, `LANG`).
pub fn lang_of(words: &[String]) -> Result<Lang, GameError> {
    let mut given = None;
    for (i, w) in words.iter().enumerate() {
        if let Some(v) = w.strip_prefix("--lang=") {
            given = Some(v.to_string());
        } else if w == "--lang" {
            given = words.get(i + 1).cloned();
        }
    }
    match given {
        Some(v) => v.parse(),
        None => Ok(Lang::from_env()),
    }
}
