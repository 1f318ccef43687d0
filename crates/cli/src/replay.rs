//! `replay`: read a log, replay it without any generator, print the result.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use nile_core::{Game, MatchLog, Turn};

use crate::{write_final_standing, CliError};

/// Flags of `replay`.
#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The log file written by `play --log`.
    file: PathBuf,
    /// Print every action as it is replayed.
    #[arg(long)]
    steps: bool,
}

pub(crate) fn run<G: Game>(args: &ReplayArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let text = std::fs::read_to_string(&args.file).map_err(|source| CliError::Io {
        path: args.file.display().to_string(),
        source,
    })?;
    let log = MatchLog::<G>::from_json(&text)?;
    let mut lines = Vec::new();
    let state = log.replay_with(|_, turn, action| {
        if args.steps {
            let who = match turn {
                Turn::Player(p) => format!("seat {p}"),
                _ => "chance".to_string(),
            };
            lines.push(format!("{:>5}. {who}: {action}", lines.len() + 1));
        }
    })?;
    for line in &lines {
        writeln!(out, "{line}")?;
    }
    writeln!(
        out,
        "Replayed {} actions of {} (seed {}).",
        log.actions.len(),
        G::NAME,
        log.seed
    )?;
    writeln!(out, "{}", state.render(None))?;
    write_final_standing(&state, &log.seats, out)?;
    Ok(())
}
