//! `replay`: read a log, replay it without any generator, print the result — as an
//! omniscient spectator, with `--as SEAT` as that seat saw the game, or with
//! `--as spectator` as someone at no seat saw it.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use nile_core::{Game, Lang, MatchLog, Viewer};

use crate::texts::{self, tr};
use crate::{write_final_standing, CliError};

/// Flags of `replay`.
#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The log file written by `play --log`.
    file: PathBuf,
    /// Print every action as it is replayed, and what followed from it.
    #[arg(long)]
    steps: bool,
    /// Show the game as this seat saw it (its view of every action and of the final
    /// position), or as a spectator at no seat (`spectator`); implies --steps.
    #[arg(long = "as", value_name = "SEAT|spectator")]
    seat: Option<Viewer>,
    /// The language of the texts: en or pt-BR (default: from LC_ALL, LC_MESSAGES or
    /// LANG, else English).
    #[arg(long, value_name = "en|pt-BR")]
    pub(crate) lang: Option<Lang>,
}

pub(crate) fn run<G: Game>(
    args: &ReplayArgs,
    out: &mut dyn Write,
    lang: Lang,
) -> Result<(), CliError> {
    let text = std::fs::read_to_string(&args.file).map_err(|source| CliError::Io {
        path: args.file.display().to_string(),
        source,
    })?;
    let log = MatchLog::<G>::from_json(&text)?;
    let fresh = G::new(&log.config).map_err(nile_core::ReplayError::Config)?;
    if let Some(Viewer::Seat(seat)) = args.seat {
        if seat >= fresh.players() {
            return Err(CliError::Message(format!(
                "--as {seat}: this game has seats 0 to {}",
                fresh.players() - 1
            )));
        }
    }
    let lang = args.lang.unwrap_or(lang);
    let viewer = args.seat.unwrap_or(Viewer::All);
    let steps = args.steps || viewer != Viewer::All;
    let mut lines = Vec::new();
    let mut previous: Option<(usize, G, G::Action)> = None;
    let flush =
        |previous: &mut Option<(usize, G, G::Action)>, after: &G, lines: &mut Vec<String>| {
            if let Some((number, before, action)) = previous.take() {
                let text = before.describe_in(action, viewer, lang);
                lines.push(format!("{number:>5}. {text}"));
                for line in after.narrate_in(&before, action, viewer, lang) {
                    lines.push(format!("         {line}"));
                }
            }
        };
    let mut number = 0;
    let state = log.replay_with(|before, _turn, action| {
        if steps {
            flush(&mut previous, before, &mut lines);
            number += 1;
            previous = Some((number, before.clone(), action));
        }
    })?;
    flush(&mut previous, &state, &mut lines);
    for line in &lines {
        writeln!(out, "{line}")?;
    }
    let (count, title, seed) = (log.actions.len(), G::title_in(lang), log.seed);
    let seed = texts::name(seed);
    let replayed = match viewer {
        Viewer::All => tr!(lang, "replayed", count = count, title = title, seed = seed),
        Viewer::Seat(p) => tr!(
            lang,
            "replayed-as-seat",
            count = count,
            title = title,
            seed = seed,
            seat = p
        ),
        Viewer::Spectator => tr!(
            lang,
            "replayed-as-spectator",
            count = count,
            title = title,
            seed = seed
        ),
    };
    writeln!(out, "{replayed}")?;
    writeln!(out, "{}", state.render_in(viewer, lang))?;
    write_final_standing(&state, &log.seats, lang, out)?;
    Ok(())
}
