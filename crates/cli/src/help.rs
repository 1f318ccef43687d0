//! `--help` in the reader's language. The flags' English help is their doc comment (clap's
//! derive); in another language every command's about line, every flag's help, the
//! headings and the game's options come from the catalog, one row per flag below.

use clap::{Arg, ArgAction, Command};
use nile_core::message;
use nile_core::Lang;

use crate::texts::{tr, TEXTS};

/// The about line of each command, by name.
const ABOUT: [(&str, &str); 5] = [
    ("play", message!("about-play")),
    ("replay", message!("about-replay")),
    ("simulate", message!("about-simulate")),
    ("arena", message!("about-arena")),
    ("train", message!("about-train")),
];

/// The help of each visible flag: command (`*` for the game options every command but
/// `replay` takes), flag id, message.
const FLAGS: [(&str, &str, &str); 39] = [
    ("play", "seats", message!("flag-play-seats")),
    ("play", "seed", message!("flag-play-seed")),
    ("play", "log", message!("flag-play-log")),
    ("play", "plain", message!("flag-play-plain")),
    ("play", "lang", message!("flag-play-lang")),
    ("replay", "file", message!("flag-replay-file")),
    ("replay", "steps", message!("flag-replay-steps")),
    ("replay", "seat", message!("flag-replay-seat")),
    ("replay", "lang", message!("flag-replay-lang")),
    ("simulate", "games", message!("flag-simulate-games")),
    ("simulate", "seed", message!("flag-simulate-seed")),
    ("simulate", "json", message!("flag-json")),
    ("simulate", "threads", message!("flag-simulate-threads")),
    ("simulate", "cpu_time", message!("flag-simulate-cpu-time")),
    ("simulate", "check", message!("flag-simulate-check")),
    ("arena", "seats", message!("flag-arena-seats")),
    ("arena", "games", message!("flag-arena-games")),
    ("arena", "seed", message!("flag-arena-seed")),
    ("arena", "threads", message!("flag-arena-threads")),
    ("arena", "json", message!("flag-json")),
    ("train", "games", message!("flag-train-games")),
    ("train", "stride", message!("flag-train-stride")),
    ("train", "epochs", message!("flag-train-epochs")),
    ("train", "seed", message!("flag-train-seed")),
    ("train", "out", message!("flag-train-out")),
    ("train", "data", message!("flag-train-data")),
    ("train", "resume", message!("flag-train-resume")),
    ("train", "agent", message!("flag-train-agent")),
    ("train", "policy", message!("flag-train-policy")),
    ("train", "hidden", message!("flag-train-hidden")),
    ("train", "batch", message!("flag-train-batch")),
    ("train", "lr", message!("flag-train-lr")),
    ("simulate", "lang", message!("flag-simulate-lang")),
    ("arena", "lang", message!("flag-simulate-lang")),
    ("train", "lang", message!("flag-train-lang")),
    ("*", "players", message!("flag-players")),
    ("*", "options", message!("flag-opt")),
    ("*", "help", message!("flag-help")),
    ("*", "version", message!("flag-version")),
];

/// The placeholder of each flag's value as clap writes it in English (`--games <GAMES>`),
/// and its message; a placeholder that is itself what a person types (`N`, `en|pt-BR`)
/// has no row.
const VALUE_NAMES: [(&str, &str); 14] = [
    ("SEATS", message!("value-seats")),
    ("SEED", message!("value-seed")),
    ("LOG", message!("value-log")),
    ("FILE", message!("value-file")),
    ("SEAT|spectator", message!("value-seat-or-spectator")),
    ("GAMES", message!("value-games")),
    ("THREADS", message!("value-threads")),
    ("STRIDE", message!("value-stride")),
    ("EPOCHS", message!("value-epochs")),
    ("AGENT", message!("value-agent")),
    ("HIDDEN", message!("value-hidden")),
    ("BATCH", message!("value-batch")),
    ("LR", message!("value-lr")),
    ("KEY=VALUE", message!("value-key-value")),
];

/// Placeholders that are what a person types, the same in every language.
#[cfg(test)]
const TYPED_VALUE_NAMES: [&str; 2] = ["N", "en|pt-BR"];

/// The placeholders of `arg`'s value as clap writes them in English.
fn value_names(arg: &Arg) -> Vec<String> {
    if !arg.get_action().takes_values() {
        // A switch (`--json`): clap's derive names a value it never shows.
        return Vec::new();
    }
    match arg.get_value_names() {
        Some(names) => names.iter().map(|n| n.to_string()).collect(),
        None => vec![arg.get_id().as_str().to_uppercase()],
    }
}

/// Placeholder `english` in `lang`, if the table has it.
fn value_name_in(english: &str, lang: Lang) -> Option<String> {
    VALUE_NAMES
        .iter()
        .find(|(e, _)| *e == english)
        .map(|(_, m)| TEXTS.text(lang, m, &[]))
}

/// `arg` with its placeholders in `lang`.
fn with_value_names(arg: Arg, lang: Lang) -> Arg {
    let names = value_names(&arg);
    if names.is_empty() {
        return arg;
    }
    let names: Vec<String> = names
        .iter()
        .map(|n| value_name_in(n, lang).unwrap_or_else(|| n.clone()))
        .collect();
    arg.value_names(names)
}

/// The usage line of `command` (its whole path, `bin` and its name) in `lang`: clap would
/// write `[OPTIONS]` and `<FILE>` in English.
fn usage_in(path: &str, command: &Command, lang: Lang) -> String {
    let mut line = format!("{path} [{}]", tr!(lang, "value-options"));
    for arg in command.get_positionals() {
        let names = value_names(arg)
            .iter()
            .map(|n| value_name_in(n, lang).unwrap_or_else(|| n.clone()))
            .collect::<Vec<_>>()
            .join(" ");
        if arg.is_required_set() {
            line.push_str(&format!(" <{names}>"));
        } else {
            line.push_str(&format!(" [{names}]"));
        }
    }
    line
}

/// The help of flag `id` of `command` in `lang`, if the table has it.
fn flag_help(command: &str, id: &str, lang: Lang) -> Option<String> {
    FLAGS
        .iter()
        .find(|(c, f, _)| (*c == command || *c == "*") && *f == id)
        .map(|(_, _, m)| TEXTS.text(lang, m, &[]))
}

/// `command` (the game's whole CLI) with its help in `lang`; English is the flags' own
/// doc comments, left as they are.
pub(crate) fn in_lang(command: Command, title: &str, options: String, lang: Lang) -> Command {
    if lang == Lang::En {
        return command;
    }
    let bin = command
        .get_bin_name()
        .unwrap_or(command.get_name())
        .to_string();
    let mut command = translated(command, "", lang)
        .override_usage(format!("{bin} <{}>", tr!(lang, "value-command")))
        .about(tr!(lang, "about-game", title = crate::texts::name(title)))
        .after_help(options.clone())
        .disable_help_subcommand(true)
        .disable_version_flag(true)
        .arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(tr!(lang, "flag-version")),
        )
        .help_template(tr!(lang, "help-template-game"));
    for (name, about) in ABOUT {
        let options = options.clone();
        command = command.mut_subcommand(name, |sub| {
            let usage = usage_in(&format!("{bin} {name}"), &sub, lang);
            translated(sub, name, lang)
                .override_usage(usage)
                .about(TEXTS.text(lang, about, &[]))
                .after_help(options)
        });
    }
    command
}

/// `command`'s flags, help flag and headings in `lang`.
fn translated(command: Command, name: &str, lang: Lang) -> Command {
    let has_positionals = command.get_positionals().next().is_some();
    let template = if has_positionals {
        tr!(lang, "help-template-with-arguments")
    } else {
        tr!(lang, "help-template")
    };
    command
        .mut_args(|arg| {
            let arg = with_value_names(arg, lang);
            match flag_help(name, arg.get_id().as_str(), lang) {
                Some(help) => with_default(arg, help, lang),
                None => arg,
            }
        })
        .disable_help_flag(true)
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .help(tr!(lang, "flag-help")),
        )
        .help_template(template)
}

/// `arg` with `help`, and its default value said in `lang` (clap says it in English).
fn with_default(arg: Arg, help: String, lang: Lang) -> Arg {
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    if defaults.is_empty() || arg.is_hide_default_value_set() {
        return arg.help(help);
    }
    let default = tr!(
        lang,
        "default-value",
        value = crate::texts::name(defaults.join(","))
    );
    arg.hide_default_value(true)
        .help(format!("{help} {default}"))
}

/// The flags of `command` (a game's whole CLI) that the table lacks, as `command flag`.
#[cfg(test)]
fn untranslated(command: &Command) -> Vec<String> {
    let mut missing = Vec::new();
    for sub in command.get_subcommands() {
        let name = sub.get_name();
        if !ABOUT.iter().any(|(c, _)| *c == name) {
            missing.push(format!("{name} (about)"));
        }
        for arg in sub.get_arguments().filter(|a| !a.is_hide_set()) {
            let id = arg.get_id().as_str();
            if !FLAGS
                .iter()
                .any(|(c, f, _)| (*c == name || *c == "*") && *f == id)
            {
                missing.push(format!("{name} {id}"));
            }
            for value in value_names(arg) {
                let known = VALUE_NAMES.iter().any(|(e, _)| *e == value)
                    || TYPED_VALUE_NAMES.contains(&value.as_str());
                if !known {
                    missing.push(format!("{name} {id} <{value}>"));
                }
            }
        }
    }
    missing
}

#[cfg(test)]
mod tests {
    use super::*;
    use nile_core::testing::Nim;

    #[test]
    fn every_command_and_visible_flag_has_its_words() {
        assert_eq!(
            untranslated(&crate::command_for::<Nim>()),
            Vec::<String>::new()
        );
    }

    #[test]
    fn help_reads_in_portuguese_and_english_is_claps_own() {
        let help = |lang, args: &[&str]| match crate::command_for_in::<Nim>(lang)
            .try_get_matches_from(args)
        {
            Err(e) => e.render().to_string(),
            Ok(_) => panic!("--help ends the parse"),
        };
        let pt = help(Lang::PtBr, &["nim", "simulate", "--help"]);
        for words in [
            "Uso:",
            "Opções:",
            "Número de partidas a jogar [padrão: 1000]",
            "Mostra a ajuda",
        ] {
            assert!(pt.contains(words), "{words:?} in:\n{pt}");
        }
        for english in [
            "Usage:",
            "Options:",
            "Print help",
            "[default:",
            "Number of games",
        ] {
            assert!(!pt.contains(english), "{english:?} in:\n{pt}");
        }
        let pt = help(Lang::PtBr, &["nim", "--help"]);
        assert!(
            pt.contains("Comandos:") && pt.contains("Jogue uma partida no terminal"),
            "{pt}"
        );
        let en = help(Lang::En, &["nim", "simulate", "--help"]);
        assert!(
            en.contains("Usage:") && en.contains("Number of games to play [default: 1000]"),
            "{en}"
        );
    }
}
