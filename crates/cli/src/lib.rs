//! # nile-cli
//!
//! The command-line driver every nile game shares. A game's example is one line:
//!
//! ```no_run
//! # use nile_core::testing::Nim;
//! fn main() {
//!     nile_cli::main::<Nim>();
//! }
//! ```
//!
//! Commands (run any of them with `--help` for every flag):
//! - `play --seats human,random,mcts:2000 [--seed S] [--log FILE]`: a person plays against
//!   bots (or other people at the same terminal); without `--seats`, against the game's
//!   `hard` bot in every other seat;
//! - `replay FILE [--steps]`: replays a saved log and prints the final position and scores;
//! - `simulate --players N --games G --seed S [--json]`: random games, throughput and wins;
//! - `arena --seats mcts:2000,greedy,random --games 400 --seed 1 [--json]`: measures bots;
//! - `train --games 200 --epochs 20 --seed 1 --out ra.bin [--resume]`: learns an evaluation
//!   from self-play (`nile_bots::learned`).
//!
//! Game options (`--opt key=value`; `--sides ABABA`, `--difficulty 2` and `--variant V`
//! are aliases of `--opt sides=ABABA` and so on) go to the game's own
//! [`nile_core::GameConfig::set_option`]; `--help` lists the options the game declares.
//!
//! Everything shown to a person goes through the game's viewer boundary
//! ([`nile_core::Game::describe`], [`nile_core::Game::narrate`], `render`): see `play`.

#![warn(missing_docs)]

mod arena;
mod arg_errors;
mod config;
pub mod facade;
mod help;
mod options;
mod play;
mod replay;
mod simulate;
mod style;
mod texts;
mod train;

use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use nile_core::bots::BotHints;
use nile_core::{Game, GameError, Lang, ReplayError};

use crate::texts::tr;
use thiserror::Error;

pub use config::ConfigArgs;
pub use texts::TEXTS;

/// The keys `simulate --json` always prints: a contract other tools rely on (more may
/// be added, these are never renamed).
pub const SIMULATE_JSON_KEYS: [&str; 6] = [
    "games",
    "decisions",
    "seconds",
    "games_per_second",
    "wins",
    "mean_scores",
];

/// What can go wrong in a command, as a sentence for the person at the terminal.
#[derive(Debug, Error)]
pub enum CliError {
    /// The game refused a configuration or an action.
    #[error("{0}")]
    Game(#[from] GameError),
    /// A log could not be read or replayed.
    #[error("{0}")]
    Replay(#[from] ReplayError),
    /// A file could not be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// The system's reason.
        source: std::io::Error,
    },
    /// Anything else, already a sentence.
    #[error("{0}")]
    Message(String),
}

impl From<std::io::Error> for CliError {
    fn from(source: std::io::Error) -> Self {
        CliError::Io {
            path: "terminal".into(),
            source,
        }
    }
}

#[derive(Debug, Parser)]
#[command(version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Play a game in the terminal: people and bots, one seat each.
    Play(play::PlayArgs),
    /// Replay a saved log and print the final position and scores.
    Replay(replay::ReplayArgs),
    /// Play many games between random bots and report speed, wins and scores.
    Simulate(simulate::SimulateArgs),
    /// Pit bots against each other over many games and rate them.
    Arena(arena::ArenaArgs),
    /// Learn an evaluation (or, with --policy, a move prior) from self-play: a small
    /// network over the observation tensor.
    Train(train::TrainArgs),
}

impl Command {
    /// The language its `--lang` asks for, if it takes one and was given it.
    fn lang(&self) -> Option<Lang> {
        match self {
            Command::Play(args) => args.lang,
            Command::Replay(args) => args.lang,
            Command::Simulate(args) => args.lang,
            Command::Arena(args) => args.lang,
            Command::Train(args) => args.lang,
        }
    }
}

impl CliError {
    /// The error in `lang` (a file's or the system's own words stay as they are).
    pub fn text(&self, lang: Lang) -> String {
        match self {
            CliError::Game(e) => e.text(lang),
            CliError::Replay(e) => e.text(lang),
            other => other.to_string(),
        }
    }
}

/// Runs the CLI for game `G` with the process's arguments, standard input and output,
/// and exits with status 0 on success, 1 on a runtime error and 2 on a usage error.
pub fn main<G: BotHints>() -> ExitCode {
    main_with_args::<G>(std::env::args_os().collect())
}

/// Runs one command given as arguments (the first is the program name), reading a
/// person's input from `input` and writing to `output`. For tests and embedding: the
/// texts are English unless the arguments say `--lang` (the process's locale is not
/// read).
///
/// ```
/// use nile_core::testing::Nim;
/// let mut out = Vec::new();
/// nile_cli::run::<Nim, _>(
///     ["nim", "simulate", "--players", "2", "--games", "10", "--seed", "1", "--json"],
///     &mut std::io::empty(),
///     &mut out,
/// )
/// .unwrap();
/// let report: serde_json::Value = serde_json::from_slice(&out).unwrap();
/// assert_eq!(report["games"], 10);
/// ```
pub fn run<G: BotHints, S: Into<std::ffi::OsString> + Clone>(
    args: impl IntoIterator<Item = S>,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> Result<(), CliError> {
    let args: Vec<std::ffi::OsString> = args.into_iter().map(Into::into).collect();
    let words: Vec<String> = args
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    // Only `--lang` sets the language here; one clap cannot read is refused by clap
    // itself below, in English.
    let asked = words
        .iter()
        .any(|w| w == "--lang" || w.starts_with("--lang="));
    let lang = match facade::lang_of(&words) {
        Ok(lang) if asked => lang,
        _ => Lang::En,
    };
    let refused = |e: clap::Error| CliError::Message(arg_errors::text(&e, lang));
    let matches = command_for_in::<G>(lang)
        .try_get_matches_from(args)
        .map_err(refused)?;
    let cli = Cli::from_arg_matches(&matches).map_err(refused)?;
    dispatch::<G>(cli, input, output, false, lang)
}

/// The clap command, named after the game, with the game's options in every help text.
pub fn command_for<G: Game>() -> clap::Command {
    command_for_in::<G>(Lang::En)
}

/// [`command_for`] with every help text in `lang`.
pub fn command_for_in<G: Game>(lang: Lang) -> clap::Command {
    let options = config::options_help_in::<G>(lang);
    let mut command = Cli::command()
        .name(G::NAME)
        .bin_name(G::NAME)
        .about(format!(
            "{}: play in the terminal, replay logs, simulate random games, run bot arenas",
            G::TITLE
        ))
        .after_help(options.clone());
    for name in ["play", "simulate", "arena", "train"] {
        command = command.mut_subcommand(name, |sub| sub.after_help(options.clone()));
    }
    help::in_lang(command, &G::title_in(lang), options, lang)
}

/// Runs the CLI for `G` with these arguments (the first is the program name) on the
/// process's standard input and output; what `nile <game> …` calls.
pub fn main_with_args<G: BotHints>(args: Vec<std::ffi::OsString>) -> ExitCode {
    let words: Vec<String> = args
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    // A `--lang` clap cannot read is refused by clap itself below, in the environment's.
    let help_lang = facade::lang_of(&words).unwrap_or_else(|_| Lang::from_env());
    let cli = match command_for_in::<G>(help_lang).try_get_matches_from(args) {
        Ok(matches) => Cli::from_arg_matches(&matches),
        Err(e) => Err(e),
    };
    let cli = match cli {
        Ok(cli) => cli,
        Err(e) if help_lang == Lang::En || arg_errors::is_asked_for(&e) => e.exit(),
        Err(e) => {
            eprint!("{}", arg_errors::text(&e, help_lang));
            return ExitCode::from(2);
        }
    };
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let terminal = std::io::stdout().is_terminal();
    let mut output = std::io::stdout().lock();
    let lang = cli.command.lang().unwrap_or_else(Lang::from_env);
    match dispatch::<G>(cli, &mut input, &mut output, terminal, lang) {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError::Io { source, .. }) if source.kind() == std::io::ErrorKind::BrokenPipe => {
            ExitCode::SUCCESS
        }
        Err(e) => {
            let _ = output.flush();
            eprintln!("{}", facade::error_line(&e.text(lang), lang));
            ExitCode::FAILURE
        }
    }
}

/// Runs one command; `terminal` says whether `output` is a terminal (for colour), `lang`
/// is the language when no `--lang` is given (the environment's for the process's own
/// command line, English for [`run`]).
fn dispatch<G: BotHints>(
    cli: Cli,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
    terminal: bool,
    lang: Lang,
) -> Result<(), CliError> {
    match cli.command {
        Command::Play(args) => play::run::<G>(&args, input, output, terminal, lang),
        Command::Replay(args) => replay::run::<G>(&args, output, lang),
        Command::Simulate(args) => simulate::run::<G>(&args, output, lang),
        Command::Arena(args) => arena::run::<G>(&args, output, lang),
        Command::Train(args) => train::run::<G>(&args, output, lang),
    }
}

/// Seat results as a short table line per seat, in `lang`: used by replay and play.
fn write_final_standing<G: Game>(
    state: &G,
    names: &[String],
    lang: Lang,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    match state.outcome() {
        Some(outcome) => {
            writeln!(out, "{}", tr!(lang, "final-scores"))?;
            for p in 0..state.players() {
                let name = names.get(p).map(String::as_str).unwrap_or("");
                let place = outcome.ranks[p] + 1;
                let score = format!("{:>5}", outcome.scores[p]);
                let row = tr!(
                    lang,
                    "final-row",
                    seat = p,
                    name = texts::name(format!("{name:<12}")),
                    score = texts::name(score),
                    place = place
                );
                if outcome.ranks[p] == 0 {
                    writeln!(out, "  {row}  {}", tr!(lang, "winner-mark"))?;
                } else {
                    writeln!(out, "  {row}")?;
                }
            }
        }
        None => {
            writeln!(out, "{}", tr!(lang, "not-over"))?;
            for p in 0..state.players() {
                writeln!(
                    out,
                    "  {}",
                    tr!(lang, "score-so-far", seat = p, score = state.score(p))
                )?;
            }
        }
    }
    Ok(())
}
