//! `simulate`: many games between random bots; throughput, wins and scores.

use std::io::{IsTerminal, Write};
use std::time::Instant;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use nile_core::rng::seeded_stream;
use nile_core::{random_playout, Game, GameConfig};
use rayon::prelude::*;
use serde::Serialize;

use crate::config::ConfigArgs;
use crate::CliError;

/// Flags of `simulate`.
#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// Number of games to play.
    #[arg(long, default_value_t = 1000)]
    games: usize,
    /// Seed of the whole batch (game `g` uses stream `g` of this seed).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Print exactly one JSON object instead of the table.
    #[arg(long)]
    json: bool,
    /// Worker threads (1 measures single-core speed; results do not depend on it).
    #[arg(long, default_value_t = 1)]
    threads: usize,
    #[command(flatten)]
    config: ConfigArgs,
}

/// Games are played in fixed blocks and the blocks' sums added in order, so the report
/// is the same for any thread count.
const BLOCK: usize = 256;

/// Totals over a block of games.
#[derive(Debug, Clone, Default)]
struct Totals {
    games: usize,
    decisions: u64,
    wins: Vec<f64>,
    scores: Vec<i64>,
}

impl Totals {
    fn new(players: usize) -> Self {
        Totals {
            wins: vec![0.0; players],
            scores: vec![0; players],
            ..Totals::default()
        }
    }

    fn add(&mut self, other: &Totals) {
        self.games += other.games;
        self.decisions += other.decisions;
        for (w, o) in self.wins.iter_mut().zip(&other.wins) {
            *w += o;
        }
        for (s, o) in self.scores.iter_mut().zip(&other.scores) {
            *s += o;
        }
    }
}

/// The `--json` report.
#[derive(Debug, Serialize)]
struct Report {
    game: &'static str,
    players: usize,
    seed: u64,
    threads: usize,
    games: usize,
    decisions: u64,
    decisions_per_game: f64,
    seconds: f64,
    games_per_second: f64,
    wins: Vec<f64>,
    mean_scores: Vec<f64>,
}

fn play_block<G: Game>(
    config: &G::Config,
    seed: u64,
    range: std::ops::Range<usize>,
) -> Result<Totals, CliError> {
    let players = config.players();
    let mut totals = Totals::new(players);
    let fresh = G::new(config)?;
    let (mut legal, mut chance) = (Vec::with_capacity(256), Vec::with_capacity(256));
    for g in range {
        let mut state = fresh.clone();
        let mut rng = seeded_stream(seed, g as u64);
        totals.decisions += random_playout(&mut state, &mut rng, &mut legal, &mut chance)? as u64;
        let outcome = state
            .outcome()
            .ok_or_else(|| CliError::Message("a game ended without an outcome".to_string()))?;
        for p in 0..players {
            totals.wins[p] += outcome.win_share(p);
            totals.scores[p] += i64::from(outcome.scores[p]);
        }
        totals.games += 1;
    }
    Ok(totals)
}

pub(crate) fn run<G: Game>(args: &SimulateArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let config = args.config.build::<G>(None)?;
    let players = config.players();
    if args.games == 0 {
        return Err(CliError::Message("--games must be at least 1".into()));
    }
    let blocks: Vec<std::ops::Range<usize>> = (0..args.games)
        .step_by(BLOCK)
        .map(|start| start..(start + BLOCK).min(args.games))
        .collect();
    let bar = if std::io::stderr().is_terminal() && args.games >= 10_000 {
        ProgressBar::new(args.games as u64)
    } else {
        ProgressBar::hidden()
    };
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, eta {eta}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.threads.max(1))
        .build()
        .map_err(|e| CliError::Message(format!("could not start worker threads: {e}")))?;
    let start = Instant::now();
    let results: Vec<Result<Totals, CliError>> = pool.install(|| {
        blocks
            .par_iter()
            .map(|range| {
                let t = play_block::<G>(&config, args.seed, range.clone());
                bar.inc(range.len() as u64);
                t
            })
            .collect()
    });
    let seconds = start.elapsed().as_secs_f64();
    bar.finish_and_clear();
    let mut totals = Totals::new(players);
    for block in results {
        totals.add(&block?);
    }
    let games = totals.games;
    let report = Report {
        game: G::NAME,
        players,
        seed: args.seed,
        threads: args.threads.max(1),
        games,
        decisions: totals.decisions,
        decisions_per_game: totals.decisions as f64 / games as f64,
        seconds,
        games_per_second: games as f64 / seconds.max(1e-9),
        mean_scores: totals
            .scores
            .iter()
            .map(|&s| s as f64 / games as f64)
            .collect(),
        wins: totals.wins,
    };
    if args.json {
        let text = serde_json::to_string(&report).map_err(|e| CliError::Message(e.to_string()))?;
        writeln!(out, "{text}")?;
        return Ok(());
    }
    writeln!(
        out,
        "{} random games of {} with {players} players (seed {}):",
        report.games,
        G::NAME,
        report.seed
    )?;
    writeln!(
        out,
        "  decisions per game  {:.1}",
        report.decisions_per_game
    )?;
    writeln!(out, "  seconds             {:.3}", report.seconds)?;
    writeln!(
        out,
        "  games per second    {:.0} ({} thread(s))",
        report.games_per_second, report.threads
    )?;
    writeln!(out, "  seat   wins      mean score")?;
    for p in 0..players {
        writeln!(
            out,
            "  {p:<6} {:<9.1} {:.2}",
            report.wins[p], report.mean_scores[p]
        )?;
    }
    Ok(())
}
