//! `train`: a learned evaluation from self-play (`nile train <game>`).

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use nile_bots::train::{loss_svg, self_play, self_play_visits, Dataset, TrainConfig, Trainer};
use nile_core::bots::BotHints;
use nile_core::{GameConfig, Lang};

use crate::config::ConfigArgs;
use crate::texts::{decimal, name, tr};
use crate::CliError;

/// Flags of `train`.
#[derive(Debug, Args)]
pub struct TrainArgs {
    /// Self-play games to learn from (every tenth is held out for validation).
    #[arg(long, default_value_t = 200)]
    games: usize,
    /// Record every N-th decision of a game (positions of one game share a label, so
    /// many games sampled sparsely generalise better).
    #[arg(long, default_value_t = 4)]
    stride: usize,
    /// Passes over the training positions (in all, counting those already in a
    /// checkpoint when resuming).
    #[arg(long, default_value_t = 20)]
    epochs: usize,
    /// Seed of the self-play games, the initial weights and every epoch's order.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The weights file to write: the epoch with the lowest validation loss. The
    /// checkpoint (the last epoch), the loss CSV and the loss plot go beside it
    /// (`.ckpt`, `.csv`, `.svg`).
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// The self-play positions: read from this file when it holds the positions of the
    /// same game, seats, agent, games, stride and seed, else played and written there
    /// (default: beside --out, `.positions`), so a resumed or repeated run skips the
    /// self-play.
    #[arg(long, value_name = "FILE")]
    data: Option<PathBuf>,
    /// Continue from the checkpoint beside --out (same seed, games and agent).
    #[arg(long)]
    resume: bool,
    /// The self-play agent at every seat (a seat spec: strong but cheap); default
    /// `greedy`, or `mcts:800` with --policy (which needs an mcts search).
    #[arg(long)]
    agent: Option<String>,
    /// Train a policy prior (one output per action, learned from the search's root
    /// visit shares; the MCTS reads it with `prior=W`) instead of a value.
    #[arg(long)]
    policy: bool,
    /// Hidden layer widths, comma-separated.
    #[arg(long, value_delimiter = ',', default_value = "64")]
    hidden: Vec<usize>,
    /// Positions per Adam step.
    #[arg(long, default_value_t = 64)]
    batch: usize,
    /// Adam's step size.
    #[arg(long, default_value_t = 1e-3)]
    lr: f32,
    /// The language of the texts: en or pt-BR (default: from LC_ALL, LC_MESSAGES or
    /// LANG, else English). The files written are the same in every language.
    #[arg(long, value_name = "en|pt-BR")]
    pub(crate) lang: Option<Lang>,
    #[command(flatten)]
    config: ConfigArgs,
}

/// The self-play agent of `--policy` without `--agent`: a search whose root visits are
/// the targets, on an iteration budget so the data repeats from the seed.
const DEFAULT_POLICY_AGENT: &str = "mcts:800";

fn beside(out: &Path, ext: &str) -> PathBuf {
    out.with_extension(ext)
}

fn write_file(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    std::fs::write(path, bytes).map_err(|source| CliError::Io {
        path: path.display().to_string(),
        source,
    })
}

fn bar(len: u64, what: &str) -> ProgressBar {
    if !std::io::stderr().is_terminal() && std::env::var_os("NILE_PROGRESS").is_none() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(len);
    let style =
        ProgressStyle::with_template("{msg:>12} [{bar:30}] {pos}/{len} {elapsed} (eta {eta})")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> ");
    bar.set_style(style);
    bar.set_message(what.to_string());
    bar
}

pub(crate) fn run<G: BotHints>(
    args: &TrainArgs,
    out: &mut dyn Write,
    lang: Lang,
) -> Result<(), CliError> {
    let lang = args.lang.unwrap_or(lang);
    let players = args.config.players()?.unwrap_or(2);
    let config = args.config.build::<G>(Some(players))?;
    let players = config.players();
    if args.games < 10 {
        return Err(CliError::Message(tr!(
            lang,
            "train-too-few-games",
            games = args.games
        )));
    }
    if args.hidden.is_empty() || args.hidden.iter().any(|&h| h == 0 || h > 4096) {
        return Err(CliError::Message(tr!(lang, "train-bad-hidden")));
    }
    if !(args.lr.is_finite() && args.lr > 0.0) {
        return Err(CliError::Message(tr!(
            lang,
            "train-bad-lr",
            lr = name(args.lr)
        )));
    }
    let agent = args.agent.clone().unwrap_or_else(|| {
        if args.policy {
            DEFAULT_POLICY_AGENT
        } else {
            "greedy"
        }
        .to_string()
    });
    let weights = args.out.clone().unwrap_or_else(|| {
        PathBuf::from(if args.policy {
            format!("{}-policy.bin", G::NAME)
        } else {
            format!("{}.bin", G::NAME)
        })
    });
    let checkpoint = beside(&weights, "ckpt");
    let train = TrainConfig {
        hidden: args.hidden.clone(),
        batch: args.batch.max(1),
        learning_rate: args.lr,
        seed: args.seed,
        policy: args.policy,
    };
    let started = std::time::Instant::now();
    let positions = args
        .data
        .clone()
        .unwrap_or_else(|| beside(&weights, "positions"));
    let label = format!(
        "{} {config:?}; {} {agent}; {} games, stride {}, seed {}",
        G::NAME,
        if args.policy {
            "visits of"
        } else {
            "margins of"
        },
        args.games,
        args.stride,
        args.seed
    );
    let saved = std::fs::read(&positions)
        .ok()
        .and_then(|bytes| Dataset::from_bytes(&bytes).ok())
        .filter(|(l, _)| *l == label)
        .map(|(_, data)| data);
    let reused = saved.is_some();
    let data = match saved {
        Some(data) => data,
        None => {
            let progress = bar(args.games as u64, &tr!(lang, "train-bar-self-play"));
            let mut tell = |g: usize| progress.set_position(g as u64);
            // Visit shares for a policy, final margins for a value: the same signature.
            let play = if args.policy {
                self_play_visits::<G>
            } else {
                self_play::<G>
            };
            let data = play(
                &config,
                &agent,
                args.games,
                args.stride,
                args.seed,
                &mut tell,
            )?;
            progress.finish_and_clear();
            write_file(&positions, &data.to_bytes(&label))?;
            data
        }
    };
    let play_seconds = started.elapsed().as_secs_f64();
    let file = name(positions.display());
    let whence = if reused {
        tr!(lang, "train-positions-read", file = file)
    } else {
        tr!(lang, "train-positions-played", file = file)
    };
    writeln!(
        out,
        "{}",
        tr!(
            lang,
            "train-self-play",
            game = name(G::NAME),
            games = args.games,
            agent = name(&agent),
            players = players,
            stride = args.stride,
            positions = data.len(),
            features = data.width,
            whence = whence,
            seconds = decimal(play_seconds, 1, lang)
        )
    )?;
    let shape: Vec<u32> = G::observation_tensor_shape(&config)
        .iter()
        .map(|&d| u32::try_from(d).unwrap_or(u32::MAX))
        .collect();
    let mut trainer = if args.resume {
        let bytes = std::fs::read(&checkpoint).map_err(|source| CliError::Io {
            path: checkpoint.display().to_string(),
            source,
        })?;
        let t = Trainer::from_checkpoint(&bytes)
            .map_err(|e| CliError::Message(format!("{}: {e}", checkpoint.display())))?;
        if t.network.game() != G::NAME || t.network.players() != players {
            return Err(CliError::Message(tr!(
                lang,
                "train-checkpoint-other-game",
                file = name(checkpoint.display()),
                game = name(t.network.game()),
                players = t.network.players()
            )));
        }
        if t.network.is_policy() != args.policy {
            let file = name(checkpoint.display());
            return Err(CliError::Message(if t.network.is_policy() {
                tr!(lang, "train-checkpoint-policy", file = file)
            } else {
                tr!(lang, "train-checkpoint-value", file = file)
            }));
        }
        writeln!(
            out,
            "{}",
            tr!(lang, "train-resuming", epoch = t.epochs_done())
        )?;
        t
    } else {
        Trainer::new(G::NAME, players as u8, shape, &data, &train)
    };
    let train_started = std::time::Instant::now();
    // --out holds the epoch with the lowest validation loss (on resume, the best
    // epoch before the checkpoint is already there).
    let mut best = trainer
        .history
        .iter()
        .map(|e| e.validation)
        .fold(f64::INFINITY, f64::min);
    let mut best_epoch = trainer
        .history
        .iter()
        .position(|e| e.validation == best)
        .map_or(0, |i| i + 1);
    if !weights.exists() && trainer.epochs_done() > 0 {
        // Nothing kept yet (a fresh --out): the checkpoint's weights stand in.
        best = f64::INFINITY;
    }
    while trainer.epochs_done() < args.epochs {
        let epoch = trainer.epochs_done() + 1;
        let progress = bar(
            0,
            &tr!(lang, "train-bar-epoch", epoch = epoch, epochs = args.epochs),
        );
        let result = trainer
            .train_epoch(&data, &train, &mut |b, n| {
                progress.set_length(n as u64);
                progress.set_position(b as u64);
            })
            .map_err(|e| CliError::Message(format!("{}: {e}", checkpoint.display())))?;
        progress.finish_and_clear();
        writeln!(
            out,
            "{}",
            tr!(
                lang,
                "train-epoch",
                epoch = epoch,
                epochs = args.epochs,
                train = decimal(result.train, 4, lang),
                validation = decimal(result.validation, 4, lang)
            )
        )?;
        write_file(&checkpoint, &trainer.to_checkpoint())?;
        if result.validation < best {
            best = result.validation;
            best_epoch = epoch;
            write_file(&weights, &trainer.network.to_bytes())?;
        }
    }
    if !weights.exists() {
        write_file(&weights, &trainer.network.to_bytes())?;
        best_epoch = trainer.epochs_done();
    }
    let mut csv = String::from("epoch,train_loss,validation_loss\n");
    for e in &trainer.history {
        csv += &format!("{},{},{}\n", e.epoch, e.train, e.validation);
    }
    write_file(&beside(&weights, "csv"), csv.as_bytes())?;
    let title = format!(
        "{}: {} games of {} self-play, {} positions, hidden {:?}",
        G::TITLE,
        args.games,
        agent,
        data.len(),
        args.hidden
    );
    write_file(
        &beside(&weights, "svg"),
        loss_svg(&title, &trainer.history).as_bytes(),
    )?;
    let bytes = std::fs::read(&weights).map_err(|source| CliError::Io {
        path: weights.display().to_string(),
        source,
    })?;
    writeln!(
        out,
        "{}",
        tr!(
            lang,
            "train-wrote",
            file = name(weights.display()),
            epoch = best_epoch,
            bytes = bytes.len(),
            parameters = trainer.network.parameter_count(),
            scale = decimal(trainer.network.target_scale().into(), 2, lang),
            training = decimal(train_started.elapsed().as_secs_f64(), 1, lang),
            total = decimal(started.elapsed().as_secs_f64(), 1, lang)
        )
    )?;
    Ok(())
}
