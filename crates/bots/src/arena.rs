//! The arena: many seeded games between agents given by seat specs, in parallel, with a
//! per-entry report (wins, Wilson interval, scores, margins, Elo).
//!
//! - **Rotation**: game `g` seats the entries rotated by `g mod n` (seat `s` gets entry
//!   `(s + g) mod n`), so over any `n` consecutive games every entry sits in every seat
//!   once and nobody keeps the first-player advantage.
//! - **Seeding**: game `g` is driven by a seed mixed from `(seed, g)` and each agent by a
//!   seed mixed from that and its entry index, so results do not depend on the number
//!   of threads or the order in which games finish.
//! - **Report**: one [`AgentReport`] per entry of the seat list, in order (the same spec
//!   twice gives two entries).

use std::fmt;

#[cfg(feature = "parallel")]
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
#[cfg(feature = "parallel")]
use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use nile_core::bots::BotHints;
use nile_core::{Agent, GameConfig, Match};

use crate::spec::AgentSpec;
use crate::stats::{bradley_terry_elo, wilson95};

mod error;
pub use error::ArenaError;

/// What to play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArenaOptions {
    /// One seat spec per seat (`"mcts:2000"`, `"random"`, ...); see [`crate::spec`].
    pub seats: Vec<String>,
    /// Number of games.
    pub games: usize,
    /// Master seed: every game and agent seed derives from it.
    pub seed: u64,
    /// Worker threads; 0 uses rayon's default (one per core).
    pub threads: usize,
    /// Draw a progress bar on stderr (hidden automatically when stderr is not a terminal).
    pub progress: bool,
}

/// The results of one entry of the seat list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AgentReport {
    /// The seat spec exactly as given.
    pub name: String,
    /// Position of the entry in the seat list (0-based).
    pub entry: usize,
    /// Games played (every entry plays every game).
    pub games: usize,
    /// Games won; a win shared by `k` tied winners counts `1/k`.
    pub wins: f64,
    /// `wins / games`.
    pub win_rate: f64,
    /// Wilson 95% interval of the win rate, `(low, high)`.
    pub win_rate_ci95: (f64, f64),
    /// Mean final score.
    pub mean_score: f64,
    /// Mean of own final score minus the best other seat's final score (in a one-seat
    /// game, the score itself).
    pub mean_margin: f64,
    /// Bradley–Terry rating on the Elo scale fitted to all pairwise finishes, mean 1500
    /// (see [`crate::stats::bradley_terry_elo`]).
    pub elo: f64,
    /// Lowest final score over the games.
    #[serde(default)]
    pub min_score: i32,
    /// Games won from each seat (index = seat, 0 = first to act); the entry sits at each
    /// seat in turn, so every seat gets `games / players` games, give or take one.
    #[serde(default)]
    pub wins_by_seat: Vec<f64>,
    /// Games the entry finished first alone.
    #[serde(default)]
    pub outright_wins: usize,
    /// Games the entry finished first tied with another entry (each counts `1/k` of a
    /// win in [`AgentReport::wins`]).
    #[serde(default)]
    pub draws: usize,
    /// Games the entry did not finish first; `outright_wins + draws + losses == games`.
    #[serde(default)]
    pub losses: usize,
}

/// The results of an arena run.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ArenaReport {
    /// [`nile_core::Game::NAME`].
    pub game: String,
    /// Seats per game.
    pub players: usize,
    /// Games played.
    pub games: usize,
    /// The master seed.
    pub seed: u64,
    /// Mean number of player decisions per game.
    pub mean_decisions: f64,
    /// One report per entry of the seat list, in order.
    pub agents: Vec<AgentReport>,
}

/// One finished game, by entry.
struct GameResult {
    /// Each entry's seat in this game.
    seats: Vec<usize>,
    scores: Vec<i32>,
    ranks: Vec<u8>,
    win_shares: Vec<f64>,
    decisions: usize,
}

/// SplitMix64's finaliser: a good 64-bit mix for deriving seeds.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce5_e9b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The seed driving game `game` (its chance nodes).
pub fn game_seed(seed: u64, game: usize) -> u64 {
    mix(mix(seed) ^ game as u64)
}

/// The seed of entry `entry`'s agent in the game seeded `game_seed`.
pub fn agent_seed(game_seed: u64, entry: usize) -> u64 {
    mix(game_seed ^ mix(entry as u64 + 1))
}

/// The entry sitting at `seat` in game `game` of an `n`-seat arena.
pub fn entry_at_seat(seat: usize, game: usize, n: usize) -> usize {
    (seat + game) % n
}

/// Plays `options.games` games of `config` between the seat specs of `options.seats`
/// and reports per entry. `config.players()` must equal the number of seats.
///
/// ```
/// use nile_core::testing::NimConfig;
/// use nile_bots::arena::{run_arena, ArenaOptions};
/// let options = ArenaOptions {
///     seats: vec!["mcts:100".into(), "random".into()],
///     games: 10, seed: 1, threads: 1, progress: false,
/// };
/// let report = run_arena::<nile_core::testing::Nim>(&NimConfig::default(), &options).unwrap();
/// assert_eq!(report.agents[0].name, "mcts:100");
/// assert_eq!(report.agents[0].wins + report.agents[1].wins, 10.0);
/// ```
pub fn run_arena<G: BotHints>(
    config: &G::Config,
    options: &ArenaOptions,
) -> Result<ArenaReport, ArenaError> {
    let n = options.seats.len();
    if n != config.players() {
        return Err(ArenaError::SeatCount {
            given: n,
            seats: config.players(),
        });
    }
    if options.games == 0 {
        return Err(ArenaError::NoGames);
    }
    G::new(config).map_err(|error| ArenaError::Config {
        game: G::NAME,
        error,
    })?;
    let specs = options
        .seats
        .iter()
        .map(|s| AgentSpec::parse_for::<G>(s))
        .collect::<Result<Vec<_>, _>>()
        .map_err(ArenaError::Spec)?;

    let results = play_games::<G>(config, options, &specs)?;
    Ok(summarise::<G>(options, &results))
}

/// Plays every game on `options.threads` threads with a progress bar (the `parallel`
/// feature, on by default).
#[cfg(feature = "parallel")]
fn play_games<G: BotHints>(
    config: &G::Config,
    options: &ArenaOptions,
    specs: &[AgentSpec],
) -> Result<Vec<GameResult>, ArenaError> {
    let progress = progress_bar(options);
    let play = |g: usize| {
        let result = play_game::<G>(config, options, specs, g);
        progress.inc(1);
        result
    };
    let results = if options.threads == 1 {
        (0..options.games).map(play).collect()
    } else {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(options.threads)
            .build()
            .map_err(|e| ArenaError::Threads(e.to_string()))?;
        pool.install(|| (0..options.games).into_par_iter().map(play).collect())
    };
    progress.finish_and_clear();
    results
}

/// Plays every game on this thread (built without the `parallel` feature: no threads, no
/// terminal; results are the same, since each game's seeds depend only on its number).
#[cfg(not(feature = "parallel"))]
fn play_games<G: BotHints>(
    config: &G::Config,
    options: &ArenaOptions,
    specs: &[AgentSpec],
) -> Result<Vec<GameResult>, ArenaError> {
    (0..options.games)
        .map(|g| play_game::<G>(config, options, specs, g))
        .collect()
}

#[cfg(feature = "parallel")]
fn progress_bar(options: &ArenaOptions) -> ProgressBar {
    if !options.progress {
        return ProgressBar::hidden();
    }
    let bar =
        ProgressBar::with_draw_target(Some(options.games as u64), ProgressDrawTarget::stderr());
    if let Ok(style) =
        ProgressStyle::with_template("{elapsed_precise} [{bar:40}] {pos}/{len} ~{eta}")
    {
        bar.set_style(style.progress_chars("=> "));
    }
    bar
}

/// Plays game `g` and returns its results by entry.
fn play_game<G: BotHints>(
    config: &G::Config,
    options: &ArenaOptions,
    specs: &[AgentSpec],
    g: usize,
) -> Result<GameResult, ArenaError> {
    let n = specs.len();
    let seed = game_seed(options.seed, g);
    let mut agents: Vec<Box<dyn Agent<G>>> = (0..n)
        .map(|seat| {
            let e = entry_at_seat(seat, g, n);
            specs[e].build::<G>(options.seats[e].trim(), agent_seed(seed, e))
        })
        .collect();
    let failed = |error| ArenaError::Game {
        game: g,
        seed,
        error,
    };
    let mut game = Match::<G>::new(config.clone(), seed)
        .map_err(failed)?
        .without_log();
    let outcome = game.play(&mut agents).map_err(failed)?;
    let mut result = GameResult {
        seats: vec![0; n],
        scores: vec![0; n],
        ranks: vec![0; n],
        win_shares: vec![0.0; n],
        decisions: game.decisions(),
    };
    for seat in 0..n {
        let e = entry_at_seat(seat, g, n);
        result.seats[e] = seat;
        result.scores[e] = outcome.scores.get(seat).copied().unwrap_or(0);
        result.ranks[e] = outcome.ranks.get(seat).copied().unwrap_or(u8::MAX);
        result.win_shares[e] = outcome.win_share(seat);
    }
    Ok(result)
}

/// Aggregates game results in game order (so sums do not depend on scheduling).
fn summarise<G: BotHints>(options: &ArenaOptions, results: &[GameResult]) -> ArenaReport {
    let n = options.seats.len();
    let games = results.len();
    let mut wins = vec![0.0; n];
    let mut score_sum = vec![0.0; n];
    let mut margin_sum = vec![0.0; n];
    let mut pair_score = vec![vec![0.0; n]; n];
    let mut pair_games = vec![vec![0usize; n]; n];
    let mut decisions = 0usize;
    let mut min_score = vec![i32::MAX; n];
    let mut wins_by_seat = vec![vec![0.0; n]; n];
    // Per entry: games won alone, won tied, lost.
    let mut counts = vec![[0usize; 3]; n];
    for r in results {
        decisions += r.decisions;
        for e in 0..n {
            wins[e] += r.win_shares[e];
            let share = r.win_shares[e];
            counts[e][if share >= 1.0 {
                0
            } else if share > 0.0 {
                1
            } else {
                2
            }] += 1;
            min_score[e] = min_score[e].min(r.scores[e]);
            wins_by_seat[e][r.seats[e].min(n - 1)] += r.win_shares[e];
            score_sum[e] += f64::from(r.scores[e]);
            let best_other = (0..n).filter(|&o| o != e).map(|o| r.scores[o]).max();
            margin_sum[e] += f64::from(r.scores[e]) - f64::from(best_other.unwrap_or(0));
            for o in 0..n {
                if o != e {
                    pair_games[e][o] += 1;
                    pair_score[e][o] += match r.ranks[e].cmp(&r.ranks[o]) {
                        std::cmp::Ordering::Less => 1.0,
                        std::cmp::Ordering::Equal => 0.5,
                        std::cmp::Ordering::Greater => 0.0,
                    };
                }
            }
        }
    }
    let elo = bradley_terry_elo(&pair_score, &pair_games);
    let per_game = |x: f64| if games > 0 { x / games as f64 } else { 0.0 };
    let agents = (0..n)
        .map(|e| AgentReport {
            name: options.seats[e].trim().to_string(),
            entry: e,
            games,
            wins: wins[e],
            win_rate: per_game(wins[e]),
            win_rate_ci95: wilson95(wins[e], games),
            mean_score: per_game(score_sum[e]),
            mean_margin: per_game(margin_sum[e]),
            elo: elo[e],
            min_score: if games > 0 { min_score[e] } else { 0 },
            wins_by_seat: wins_by_seat[e].clone(),
            outright_wins: counts[e][0],
            draws: counts[e][1],
            losses: counts[e][2],
        })
        .collect();
    ArenaReport {
        game: G::NAME.to_string(),
        players: n,
        games,
        seed: options.seed,
        mean_decisions: per_game(decisions as f64),
        agents,
    }
}

/// The words of [`ArenaReport::table`]: its first line and its column headings, in the
/// reader's language.
#[derive(Debug, Clone)]
pub struct TableWords<'a> {
    /// The first line (the game, games, seats, seed, decisions per game).
    pub heading: String,
    /// The column headings: `#`, agent, games, wins, win rate, 95% interval, mean score,
    /// mean margin, elo.
    pub columns: [&'a str; 9],
    /// Whether numbers are written with a decimal comma (`50,0%`).
    pub decimal_comma: bool,
}

impl ArenaReport {
    /// A table for the terminal with `words`: the heading, the column headings, then one
    /// row per entry (no trailing newline). `Display` is this table in English.
    pub fn table(&self, words: &TableWords<'_>) -> String {
        use std::fmt::Write as _;
        let number = |text: String| {
            if words.decimal_comma {
                text.replace('.', ",")
            } else {
                text
            }
        };
        let c = &words.columns;
        let width = self
            .agents
            .iter()
            .map(|a| a.name.chars().count())
            .max()
            .unwrap_or(0)
            .max(c[1].chars().count());
        // Each column is as wide as its heading, and at least as wide as its figures.
        let least = [2, width, 6, 7, 8, 15, 10, 11, 6];
        let widths: Vec<usize> = (0..9).map(|i| c[i].chars().count().max(least[i])).collect();
        let row = |cells: [String; 9]| {
            let mut line = String::new();
            for (i, cell) in cells.iter().enumerate() {
                let gap = if i == 0 { "" } else { "  " };
                let w = widths[i];
                // The agent's name reads from the left, every figure from the right.
                if i == 1 {
                    let _ = write!(line, "{gap}{cell:<w$}");
                } else {
                    let _ = write!(line, "{gap}{cell:>w$}");
                }
            }
            line
        };
        let mut out = format!("{}\n", words.heading);
        out.push_str(&row(c.map(str::to_string)));
        for a in &self.agents {
            let interval = number(format!(
                "{:.1}%–{:.1}%",
                100.0 * a.win_rate_ci95.0,
                100.0 * a.win_rate_ci95.1
            ));
            out.push('\n');
            out.push_str(&row([
                (a.entry + 1).to_string(),
                a.name.clone(),
                a.games.to_string(),
                number(format!("{:.1}", a.wins)),
                number(format!("{:.1}%", 100.0 * a.win_rate)),
                interval,
                number(format!("{:.2}", a.mean_score)),
                number(format!("{:.2}", a.mean_margin)),
                format!("{:.0}", a.elo),
            ]));
        }
        out
    }
}

/// A table for the terminal: a header line, then one row per entry (no trailing newline).
impl fmt::Display for ArenaReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = TableWords {
            heading: format!(
                "{}: {} games, {} seats, seed {}, {:.1} decisions per game (seats rotate every game)",
                self.game, self.games, self.players, self.seed, self.mean_decisions
            ),
            columns: [
                "#",
                "agent",
                "games",
                "wins",
                "win rate",
                "95% interval",
                "mean score",
                "mean margin",
                "elo",
            ],
            decimal_comma: false,
        };
        f.write_str(&self.table(&words))
    }
}
