//! `arena`: bots against bots over many games, with seats rotating.

use std::io::{IsTerminal, Write};

use clap::Args;
use nile_bots::arena::{run_arena, ArenaOptions};
use nile_core::Game;

use crate::config::ConfigArgs;
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
    #[command(flatten)]
    config: ConfigArgs,
}

pub(crate) fn run<G: Game>(args: &ArenaArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let seats: Vec<String> = args.seats.iter().map(|s| s.trim().to_string()).collect();
    if seats.iter().any(|s| s.eq_ignore_ascii_case("human")) {
        return Err(CliError::Message(
            "the arena is for bots only: use `play` to sit at a seat yourself".into(),
        ));
    }
    let config = args.config.build::<G>(Some(seats.len()))?;
    if nile_core::GameConfig::players(&config) != seats.len() {
        return Err(CliError::Message(format!(
            "--seats names {} agents but --players is {}",
            seats.len(),
            nile_core::GameConfig::players(&config)
        )));
    }
    let options = ArenaOptions {
        seats,
        games: args.games,
        seed: args.seed,
        threads: args.threads,
        progress: std::io::stderr().is_terminal(),
    };
    let report = run_arena::<G>(&config, &options).map_err(CliError::Message)?;
    if args.json {
        let text = serde_json::to_string(&report).map_err(|e| CliError::Message(e.to_string()))?;
        writeln!(out, "{text}")?;
    } else {
        writeln!(out, "{report}")?;
    }
    Ok(())
}
