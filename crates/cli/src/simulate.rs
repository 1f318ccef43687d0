//! `simulate`: many games between random bots; throughput, wins and scores.

use std::io::{IsTerminal, Write};
use std::time::Instant;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use nile_core::rng::seeded_stream;
use nile_core::{random_playout, Game, GameConfig, Lang};
use rayon::prelude::*;
use serde::Serialize;

use crate::config::ConfigArgs;
use crate::texts::{decimal, name, tr};
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
    /// Worker threads (1 measures single-core speed; results do not depend on it). At
    /// most the machine's parallelism: more is refused down to that, and said.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Also report games per second of CPU time (the process's threads' CPU time, so the
    /// figure is not skewed by other programs sharing the machine).
    #[arg(long)]
    cpu_time: bool,
    /// A soak test: check the game's invariants after every step and catch any panic,
    /// reporting the game's seed stream and the step at which it happened.
    #[arg(long)]
    check: bool,
    /// The language of the texts: en or pt-BR (default: from LC_ALL, LC_MESSAGES or
    /// LANG, else English). The JSON report is the same in every language.
    #[arg(long, value_name = "en|pt-BR")]
    pub(crate) lang: Option<Lang>,
    #[command(flatten)]
    config: ConfigArgs,
}

/// CPU time in nanoseconds used so far by every thread of this process (Linux
/// `/proc/self/task/*/schedstat`); `None` elsewhere.
fn process_cpu_nanos() -> Option<u64> {
    let mut total = 0u64;
    for task in std::fs::read_dir("/proc/self/task").ok()? {
        let path = task.ok()?.path().join("schedstat");
        let text = std::fs::read_to_string(path).ok()?;
        total += text.split_whitespace().next()?.parse::<u64>().ok()?;
    }
    Some(total)
}

/// Plays game `g` step by step, checking invariants after each step and catching
/// panics; `Err` names the seed stream, the step and what went wrong.
fn checked_playout<G: Game>(
    fresh: &G,
    seed: u64,
    g: usize,
    legal: &mut Vec<G::Action>,
    chance: &mut Vec<(G::Action, u32)>,
) -> Result<(G, u64), CliError> {
    let mut state = fresh.clone();
    let mut rng = seeded_stream(seed, g as u64);
    let mut decisions = 0u64;
    let bound = G::step_bound(state.config());
    let fail = |step: usize, what: String| {
        CliError::Message(format!(
            "game {g} (--seed {seed}, stream {g}) failed at step {step}: {what}"
        ))
    };
    for step in 0..=bound {
        if state.turn() == nile_core::Turn::Over {
            return Ok((state, decisions));
        }
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            state.random_step(&mut rng, legal, chance)
        }));
        match result {
            Ok(Ok(nile_core::RandomStep::Decision)) => decisions += 1,
            Ok(Ok(nile_core::RandomStep::Chance)) => {}
            Ok(Err(e)) => return Err(fail(step, e.to_string())),
            Err(panic) => {
                let message = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "a panic".to_string());
                return Err(fail(step, format!("the engine panicked: {message}")));
            }
        }
        state
            .check_invariants()
            .map_err(|e| fail(step + 1, format!("invariant broken: {e}")))?;
    }
    Err(fail(
        bound,
        "the game did not end within its step bound".into(),
    ))
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
    #[serde(skip_serializing_if = "Option::is_none")]
    cpu_seconds: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    games_per_cpu_second: Option<f64>,
    checked: bool,
    wins: Vec<f64>,
    mean_scores: Vec<f64>,
}

fn play_block<G: Game>(
    config: &G::Config,
    seed: u64,
    range: std::ops::Range<usize>,
    check: bool,
) -> Result<Totals, CliError> {
    let players = config.players();
    let mut totals = Totals::new(players);
    let fresh = G::new(config)?;
    let (mut legal, mut chance) = (Vec::with_capacity(256), Vec::with_capacity(256));
    for g in range {
        let state = if check {
            let (state, decisions) = checked_playout(&fresh, seed, g, &mut legal, &mut chance)?;
            totals.decisions += decisions;
            state
        } else {
            let mut state = fresh.clone();
            let mut rng = seeded_stream(seed, g as u64);
            totals.decisions +=
                random_playout(&mut state, &mut rng, &mut legal, &mut chance)? as u64;
            state
        };
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

pub(crate) fn run<G: Game>(
    args: &SimulateArgs,
    out: &mut dyn Write,
    lang: Lang,
) -> Result<(), CliError> {
    let lang = args.lang.unwrap_or(lang);
    let config = args.config.build::<G>(None)?;
    let players = config.players();
    if args.games == 0 {
        return Err(CliError::Message(tr!(lang, "simulate-no-games")));
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
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads = args.threads.clamp(1, cores);
    if threads < args.threads && !args.json {
        writeln!(
            out,
            "{}",
            tr!(
                lang,
                "simulate-threads-capped",
                asked = args.threads,
                cores = cores,
                threads = threads
            )
        )?;
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| CliError::Message(format!("could not start worker threads: {e}")))?;
    let start = Instant::now();
    let cpu_start = process_cpu_nanos();
    let results: Vec<Result<Totals, CliError>> = pool.install(|| {
        blocks
            .par_iter()
            .map(|range| {
                let t = play_block::<G>(&config, args.seed, range.clone(), args.check);
                bar.inc(range.len() as u64);
                t
            })
            .collect()
    });
    let seconds = start.elapsed().as_secs_f64();
    let cpu_seconds = match (cpu_start, process_cpu_nanos()) {
        (Some(a), Some(b)) if args.cpu_time => Some(b.saturating_sub(a) as f64 / 1e9),
        (_, _) if args.cpu_time => {
            return Err(CliError::Message(
                "--cpu-time needs Linux's /proc/self/task/*/schedstat, which is not here".into(),
            ))
        }
        _ => None,
    };
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
        threads,
        games,
        decisions: totals.decisions,
        decisions_per_game: totals.decisions as f64 / games as f64,
        seconds,
        games_per_second: games as f64 / seconds.max(1e-9),
        cpu_seconds,
        games_per_cpu_second: cpu_seconds.map(|c| games as f64 / c.max(1e-9)),
        checked: args.check,
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
    write_table(&report, lang, out)
}

/// The report as a person reads it: a line per figure, a row per seat.
fn write_table(report: &Report, lang: Lang, out: &mut dyn Write) -> Result<(), CliError> {
    writeln!(
        out,
        "{}",
        tr!(
            lang,
            "simulate-heading",
            games = report.games,
            game = name(report.game),
            players = report.players,
            seed = name(report.seed)
        )
    )?;
    let mut rows = vec![
        (
            tr!(lang, "simulate-decisions"),
            tr!(
                lang,
                "simulate-value",
                value = decimal(report.decisions_per_game, 1, lang)
            ),
        ),
        (
            tr!(lang, "simulate-seconds"),
            tr!(
                lang,
                "simulate-value",
                value = decimal(report.seconds, 3, lang)
            ),
        ),
        (
            tr!(lang, "simulate-rate"),
            tr!(
                lang,
                "simulate-rate-value",
                rate = decimal(report.games_per_second, 0, lang),
                threads = report.threads
            ),
        ),
    ];
    if let (Some(cpu), Some(rate)) = (report.cpu_seconds, report.games_per_cpu_second) {
        rows.push((
            tr!(lang, "simulate-cpu-seconds"),
            tr!(lang, "simulate-value", value = decimal(cpu, 3, lang)),
        ));
        rows.push((
            tr!(lang, "simulate-cpu-rate"),
            tr!(lang, "simulate-value", value = decimal(rate, 0, lang)),
        ));
    }
    if report.checked {
        rows.push((
            tr!(lang, "simulate-checked"),
            tr!(lang, "simulate-checked-value"),
        ));
    }
    // The figures start in one column, whatever the language's labels.
    let width = rows
        .iter()
        .map(|(label, _)| label.chars().count())
        .max()
        .unwrap_or(0)
        .max(18);
    for (label, value) in rows {
        writeln!(out, "  {label:<width$}  {value}")?;
    }
    let (seat, wins, mean) = (
        tr!(lang, "simulate-seat"),
        tr!(lang, "simulate-wins"),
        tr!(lang, "simulate-mean-score"),
    );
    let seat_width = seat.chars().count().max(6);
    let wins_width = wins.chars().count().max(9);
    writeln!(out, "  {seat:<seat_width$} {wins:<wins_width$} {mean}")?;
    for p in 0..report.players {
        let wins = tr!(
            lang,
            "simulate-value",
            value = decimal(report.wins[p], 1, lang)
        );
        let mean = tr!(
            lang,
            "simulate-value",
            value = decimal(report.mean_scores[p], 2, lang)
        );
        writeln!(out, "  {p:<seat_width$} {wins:<wins_width$} {mean}")?;
    }
    Ok(())
}
