//! `arena`: bots against bots over many games, with seats rotating.

use std::io::{IsTerminal, Write};

use clap::Args;
use nile_bots::arena::{run_arena, ArenaOptions, ArenaReport, TableWords};
use nile_core::bots::BotHints;
use nile_core::Lang;
use serde::Serialize;

use crate::config::ConfigArgs;
use crate::texts::{decimal, name, tr};
use crate::CliError;

/// Flags of `arena`.
#[derive(Debug, Args)]
pub struct ArenaArgs {
    /// The agents, one per seat, comma-separated: random, greedy, mcts:2000, mcts:500ms.
    #[arg(long, value_delimiter = ',', required = true)]
    seats: Vec<String>,
    /// Number of games (seats rotate from game to game).
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Seed of the whole arena; results do not depend on the thread count.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Worker threads (0 = one per core).
    #[arg(long, default_value_t = 0)]
    threads: usize,
    /// Print exactly one JSON object instead of the table.
    #[arg(long)]
    json: bool,
    /// The language of the texts: en or pt-BR (default: from LC_ALL, LC_MESSAGES or
    /// LANG, else English). The JSON report is the same in every language.
    #[arg(long, value_name = "en|pt-BR")]
    pub(crate) lang: Option<Lang>,
    #[command(flatten)]
    config: ConfigArgs,
}

pub(crate) fn run<G: BotHints>(
    args: &ArenaArgs,
    out: &mut dyn Write,
    lang: Lang,
) -> Result<(), CliError> {
    let lang = args.lang.unwrap_or(lang);
    let seats: Vec<String> = args.seats.iter().map(|s| s.trim().to_string()).collect();
    if seats.iter().any(|s| s.eq_ignore_ascii_case("human")) {
        return Err(CliError::Message(tr!(lang, "arena-bots-only")));
    }
    let config = args.config.build::<G>(Some(seats.len()))?;
    if nile_core::GameConfig::players(&config) != seats.len() {
        return Err(CliError::Message(tr!(
            lang,
            "arena-seats-players",
            agents = seats.len(),
            players = nile_core::GameConfig::players(&config)
        )));
    }
    let options = ArenaOptions {
        seats,
        games: args.games,
        seed: args.seed,
        threads: args.threads,
        progress: std::io::stderr().is_terminal(),
    };
    let report = run_arena::<G>(&config, &options).map_err(|e| CliError::Message(e.text(lang)))?;
    if args.json {
        let record = ArenaJson {
            report: &report,
            command: command_line::<G>(args, &options)?,
            commit: option_env!("NILE_COMMIT"),
            version: env!("CARGO_PKG_VERSION"),
        };
        let text = serde_json::to_string(&record).map_err(|e| CliError::Message(e.to_string()))?;
        writeln!(out, "{text}")?;
    } else {
        writeln!(out, "{}", table(&report, lang))?;
    }
    Ok(())
}

/// What `arena --json` prints: the report's keys, then what it takes to repeat the run
/// (a measurement recorded in `docs/results/` keeps all of it).
#[derive(Serialize)]
struct ArenaJson<'a> {
    #[serde(flatten)]
    report: &'a ArenaReport,
    /// The command that repeats this run, every flag spelled out.
    command: String,
    /// The git commit the binary was built from (`null` outside a git checkout).
    commit: Option<&'static str>,
    /// The crate version of the binary.
    version: &'static str,
}

/// `nile arena <game> …` with every setting of this run, defaults included.
fn command_line<G: BotHints>(args: &ArenaArgs, options: &ArenaOptions) -> Result<String, CliError> {
    let mut words = vec![
        "nile".to_string(),
        "arena".to_string(),
        G::NAME.to_string(),
        "--players".to_string(),
        options.seats.len().to_string(),
    ];
    for (key, value) in args.config.pairs()? {
        words.push("--opt".to_string());
        words.push(quoted(&format!("{key}={value}")));
    }
    words.push("--seats".to_string());
    words.push(quoted(&options.seats.join(",")));
    for (flag, value) in [
        ("--games", options.games.to_string()),
        ("--seed", options.seed.to_string()),
        ("--threads", options.threads.to_string()),
    ] {
        words.push(flag.to_string());
        words.push(value);
    }
    words.push("--json".to_string());
    Ok(words.join(" "))
}

/// `word` as a POSIX shell reads it back: unchanged when it holds only safe characters,
/// otherwise in single quotes.
fn quoted(word: &str) -> String {
    let safe = |c: char| c.is_ascii_alphanumeric() || ":=.,_-+/@%".contains(c);
    if !word.is_empty() && word.chars().all(safe) {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// The report's table in `lang`.
fn table(report: &ArenaReport, lang: Lang) -> String {
    let heading = tr!(
        lang,
        "arena-heading",
        game = name(&report.game),
        games = report.games,
        players = report.players,
        seed = name(report.seed),
        decisions = decimal(report.mean_decisions, 1, lang)
    );
    let columns = [
        tr!(lang, "arena-column-rank"),
        tr!(lang, "arena-column-agent"),
        tr!(lang, "arena-column-games"),
        tr!(lang, "arena-column-wins"),
        tr!(lang, "arena-column-win-rate"),
        tr!(lang, "arena-column-interval"),
        tr!(lang, "arena-column-mean-score"),
        tr!(lang, "arena-column-mean-margin"),
        tr!(lang, "arena-column-elo"),
    ];
    report.table(&TableWords {
        heading,
        columns: columns.each_ref().map(String::as_str),
        decimal_comma: lang == Lang::PtBr,
    })
}
