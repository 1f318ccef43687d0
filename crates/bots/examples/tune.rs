//! Searches the MCTS knobs of one game with the arena, prints what it chose and can
//! record it.
//!
//! ```sh
//! cargo run --release -p nile-bots --example tune -- ra 2000 40 1
//! cargo run --release -p nile-bots --example tune -- pragas 1000 20 1 --players 2 --record tune.jsonl
//! ```
//!
//! `tune speed <game> <spec>` instead measures a search's speed: the
//! iterations per second of CPU time (read from `/proc/self/stat`, so other programs on
//! the machine do not count) and of wall time, over searches from positions of a seeded
//! random game, which says how many iterations a time budget buys on an idle core.
//!
//! `tune ladder <game> <games> <seed> <spec> <spec> ...` plays each spec against the next
//! (2 seats, seats rotating) and prints an Elo ladder: a Bradley–Terry fit to every
//! result (`nile_bots::stats::bradley_terry_elo`, anchored at the first spec = 0 here),
//! and for each step its win rate with the Wilson 95% interval and the Elo difference
//! that interval allows.
//!
//! `tune choices <game> <spec> <games> [KIND ...]` plays `games` seeded games with
//! `spec` in every seat and prints, for every kind of action (the first word of its
//! `Debug` form; the kinds named on the line in full, e.g. `Build` or `Main`), how often
//! it was listed at a decision of two or more actions, how often the search chose it,
//! how often a uniform draw would have chosen it, and the ratio of the two: where a
//! search and a uniform draw part ways, which is where a rollout policy
//! (`Game::rollout_weights`) has something to put right.
//!
//! Arguments: the game (any of [`GAMES`]), the iteration budget of every search, the
//! games per arena run, the seed; `--players N` (default 2), `--record FILE` and
//! `--knobs h,reward,c` (the knobs to walk, default all) anywhere.
//! Coordinate descent from the game's current defaults (`nile_bots::tuned::mcts_defaults`:
//! its tuned knobs, `BotHints::TUNED_MCTS`, or the classic search): for each knob in turn (horizon `h`, margin
//! weight `margin` together with its `scale`, exploration `c`), every candidate value plays the
//! current best (seats rotating; with more than two seats, the candidate in one seat
//! against the holder in every other) and replaces it when it wins more than its fair
//! share of the games. The chosen settings are printed at the end as a spec and as a
//! `TUNED_MCTS`, to be copied into the game's `src/hints.rs` and `docs/bots.md`; with
//! `--record FILE`, one JSON line with every run and the choice is appended to FILE.

use std::fmt::Write as _;

use nile_bots::arena::{run_arena, ArenaOptions};
use nile_bots::{Budget, Horizon};
use nile_core::bots::BotHints;
use nile_core::GameConfig;

/// The games this tool knows (every engine of the workspace).
const GAMES: &str = "ra, imhotep, tekhenu, pragas, conquistando";

/// Calls `$f::<G>($args)` with `G` the game named `$name`.
macro_rules! for_game {
    ($name:expr, $f:ident($($arg:expr),*)) => {
        match $name {
            "ra" => $f::<nile_ra::Ra>($($arg),*),
            "imhotep" => $f::<nile_imhotep::Imhotep>($($arg),*),
            "tekhenu" => $f::<nile_tekhenu::Tekhenu>($($arg),*),
            "pragas" => $f::<nile_pragas::Pragas>($($arg),*),
            "conquistando" => $f::<nile_conquistando::Conquistando>($($arg),*),
            other => Err(format!("unknown game \"{other}\" (expected one of {GAMES})")),
        }
    };
}

/// Spec keys and the values a candidate gives them.
type Setting = &'static [(&'static str, &'static str)];

/// The knobs the search walks, each with its candidate values. A value may set several
/// spec keys at once: the reward's margin weight is tried together with each scale, since
/// the scale means nothing at weight 0 and the weight is judged badly at a poor scale
/// (0 is the scale-free margin).
const KNOBS: &[(&str, &[Setting])] = &[
    (
        "h",
        &[
            &[("h", "0")],
            &[("h", "8")],
            &[("h", "64")],
            &[("h", "end")],
        ],
    ),
    (
        "reward",
        &[
            &[("margin", "0")],
            &[("margin", "1"), ("scale", "0")],
            &[("margin", "1"), ("scale", "4")],
            &[("margin", "1"), ("scale", "8")],
            &[("margin", "1"), ("scale", "16")],
        ],
    ),
    ("c", &[&[("c", "0.4")], &[("c", "0.7")], &[("c", "1.0")]]),
];

/// The game's current default of `knob` (its tuned knobs, `BotHints::TUNED_MCTS`, or
/// the classic search), as the spec writes it.
fn default_of<G: BotHints>(knob: &str) -> Option<String> {
    let config = nile_bots::tuned::mcts_defaults::<G>(Budget::Iterations(1));
    Some(match knob {
        "h" => match config.horizon {
            Horizon::End => "end".to_string(),
            Horizon::Decisions(d) => d.to_string(),
        },
        "margin" => config.margin_weight.to_string(),
        "scale" => config.margin_scale.to_string(),
        "c" => config.exploration.to_string(),
        _ => return None,
    })
}

/// Whether two knob values are the same setting (`1` and `1.0` are).
fn same(a: &str, b: &str) -> bool {
    match (a.parse::<f64>(), b.parse::<f64>()) {
        (Ok(x), Ok(y)) => x == y,
        _ => a == b,
    }
}

/// The flags that may stand anywhere among the arguments.
struct Flags {
    players: usize,
    record: Option<String>,
    knobs: Vec<String>,
}

/// Takes `--players N`, `--record FILE` and `--knobs a,b` out of `args`.
fn take_flags(args: &mut Vec<String>) -> Result<Flags, String> {
    const NAMES: [&str; 3] = ["--players", "--record", "--knobs"];
    let mut flags = Flags {
        players: 2,
        record: None,
        knobs: KNOBS.iter().map(|(k, _)| k.to_string()).collect(),
    };
    while let Some(i) = args.iter().position(|a| NAMES.contains(&a.as_str())) {
        if i + 1 >= args.len() {
            return Err(format!("{} needs a value", args[i]));
        }
        let value = args.remove(i + 1);
        match args.remove(i).as_str() {
            "--players" => {
                flags.players = value
                    .parse()
                    .map_err(|_| format!("--players: \"{value}\" is not a number"))?;
            }
            "--record" => flags.record = Some(value),
            _ => {
                flags.knobs = value.split(',').map(str::to_string).collect();
                if let Some(k) = flags
                    .knobs
                    .iter()
                    .find(|k| !KNOBS.iter().any(|(n, _)| n == k))
                {
                    return Err(format!(
                        "--knobs: no knob \"{k}\" (the knobs: h, reward, c)"
                    ));
                }
            }
        }
    }
    Ok(flags)
}

fn main() -> Result<(), String> {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let Flags {
        players,
        record,
        knobs,
    } = take_flags(&mut args)?;
    if args.first().map(String::as_str) == Some("speed") {
        let game = args.get(1).map_or("ra", String::as_str);
        let spec = args.get(2).map_or("mcts:20000", String::as_str);
        return for_game!(game, speed(spec, players));
    }
    if args.first().map(String::as_str) == Some("ladder") {
        let game = args.get(1).map_or("ra", String::as_str);
        let games: usize = parse(args.get(2), 20)?;
        let seed: u64 = parse(args.get(3), 1)?;
        let specs: Vec<String> = args.iter().skip(4).cloned().collect();
        return for_game!(game, ladder(&specs, games, seed));
    }
    if args.first().map(String::as_str) == Some("choices") {
        let game = args.get(1).map_or("ra", String::as_str);
        let spec = args.get(2).map_or("mcts:2000", String::as_str);
        let games: u64 = parse(args.get(3), 10)?;
        let detailed: Vec<String> = args.iter().skip(4).cloned().collect();
        return for_game!(game, choices(spec, games, players, &detailed));
    }
    let game = args.first().map_or("ra", String::as_str).to_string();
    let run = Run {
        iterations: parse(args.get(1), 2000)?,
        games: parse(args.get(2), 40)?,
        seed: parse(args.get(3), 1)?,
        players,
        record,
        knobs,
    };
    for_game!(game.as_str(), tune(&run))
}

fn parse<T: std::str::FromStr>(arg: Option<&String>, default: T) -> Result<T, String> {
    arg.map_or(Ok(default), |a| {
        a.parse().map_err(|_| format!("\"{a}\" is not a number"))
    })
}

/// What one tuning run was asked for.
struct Run {
    iterations: u64,
    games: usize,
    seed: u64,
    players: usize,
    record: Option<String>,
    knobs: Vec<String>,
}

fn tune<G: BotHints>(run: &Run) -> Result<(), String> {
    let config = G::Config::for_players(run.players);
    G::new(&config).map_err(|e| format!("{} with {} seats: {e}", G::NAME, run.players))?;
    let spec = |knobs: &[(String, String)]| {
        let mut s = format!("mcts:{}", run.iterations);
        for (k, v) in knobs {
            s.push_str(&format!(":{k}={v}"));
        }
        s
    };
    let mut best: Vec<(String, String)> = Vec::new();
    let mut runs = Vec::new();
    println!(
        "tuning {} ({} seats) at {} iterations, {} games per run, seed {}",
        G::NAME,
        run.players,
        run.iterations,
        run.games,
        run.seed
    );
    for (_, values) in KNOBS
        .iter()
        .filter(|(k, _)| run.knobs.iter().any(|w| w == k))
    {
        for value in *values {
            let mut candidate: Vec<(String, String)> = best
                .iter()
                .filter(|(k, _)| !value.iter().any(|(key, _)| key == k))
                .cloned()
                .collect();
            candidate.extend(value.iter().map(|(k, v)| (k.to_string(), v.to_string())));
            let (challenger, holder) = (spec(&candidate), spec(&best));
            let current = |k: &str| {
                best.iter()
                    .find(|(name, _)| name == k)
                    .map(|(_, v)| v.clone())
                    .or_else(|| default_of::<G>(k))
            };
            let same_as_holder = value
                .iter()
                .all(|(k, v)| current(k).is_some_and(|c| same(&c, v)));
            if challenger == holder || same_as_holder {
                continue;
            }
            let mut seats = vec![challenger.clone()];
            seats.resize(run.players, holder.clone());
            let options = ArenaOptions {
                seats,
                games: run.games,
                seed: run.seed,
                threads: 0,
                progress: false,
            };
            let report = run_arena::<G>(&config, &options).map_err(|e| e.to_string())?;
            let a = &report.agents[0];
            println!(
                "{challenger:<40} vs {holder:<40} {:>5.1}% [{:.1}%, {:.1}%] margin {:+.2}",
                100.0 * a.win_rate,
                100.0 * a.win_rate_ci95.0,
                100.0 * a.win_rate_ci95.1,
                a.mean_margin
            );
            runs.push(serde_json::json!({
                "challenger": challenger, "holder": holder, "win_rate": a.win_rate,
                "win_rate_ci95": [a.win_rate_ci95.0, a.win_rate_ci95.1],
                "mean_margin": a.mean_margin,
            }));
            if a.win_rate > 1.0 / run.players as f64 {
                best = candidate;
            }
        }
    }
    let chosen = spec(&best);
    println!("chosen for {} ({} seats): {chosen}", G::NAME, run.players);
    println!(
        "as the game's TUNED_MCTS (in its hints.rs):\n{}",
        tuned_row::<G>(&best)
    );
    if let Some(path) = &run.record {
        let line = serde_json::json!({
            "game": G::NAME, "players": run.players, "iterations": run.iterations,
            "games": run.games, "seed": run.seed, "runs": runs, "chosen": chosen,
        });
        let mut text = std::fs::read_to_string(path).unwrap_or_default();
        let _ = writeln!(text, "{line}");
        std::fs::write(path, text).map_err(|e| format!("cannot write {path}: {e}"))?;
        println!("recorded in {path}");
    }
    Ok(())
}

/// The chosen knobs over the game's defaults, written as the game's
/// `BotHints::TUNED_MCTS` (the options of an `mcts` seat spec).
fn tuned_row<G: BotHints>(best: &[(String, String)]) -> String {
    let knob = |k: &str| {
        best.iter()
            .find(|(name, _)| name == k)
            .map(|(_, v)| v.clone())
            .or_else(|| default_of::<G>(k))
            .unwrap_or_default()
    };
    format!(
        "    const TUNED_MCTS: Option<&'static str> = Some(\"h={}:c={}:margin={}:scale={}\");",
        knob("h"),
        knob("c"),
        knob("margin"),
        knob("scale")
    )
}

/// CPU time of this process so far (user + system), from `/proc/self/stat`.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or("", |(_, rest)| rest)
        .split_whitespace()
        .collect();
    // Fields 14 and 15 of the file (utime, stime), in clock ticks of 1/100 s.
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (ticks(11) + ticks(12)) / 100.0
}

fn speed<G: BotHints>(spec: &str, players: usize) -> Result<(), String> {
    let Some(nile_bots::AgentSpec::Mcts(mcts)) = nile_bots::AgentSpec::parse(spec).ok() else {
        return Err(format!("\"{spec}\" is not an mcts spec"));
    };
    let config = mcts.config_for::<G>().trees(1);
    let mut state = G::new(&G::Config::for_players(players)).map_err(|e| e.to_string())?;
    let mut rng = nile_core::rng::seeded(1);
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    let (mut iterations, mut wall, mut cpu) = (0u64, 0.0, 0.0);
    let mut searches = 0;
    let mut step = 0;
    while state.turn() != nile_core::Turn::Over && searches < 8 {
        if let nile_core::Turn::Player(p) = state.turn() {
            state.legal_actions(&mut legal);
            if step % 15 == 0 && legal.len() > 1 {
                let mut agent = nile_bots::MctsAgent::<G>::new(config, 1);
                let before = cpu_seconds();
                agent.search(&state, p);
                cpu += cpu_seconds() - before;
                let stats = agent.last_search_stats();
                iterations += stats.iterations;
                wall += stats.elapsed.as_secs_f64();
                searches += 1;
            }
        }
        state
            .random_step(&mut rng, &mut legal, &mut chance)
            .map_err(|e| e.to_string())?;
        step += 1;
    }
    println!(
        "{} {spec}: {searches} searches, {iterations} iterations, {:.0} per CPU second, {:.0} per wall second",
        G::NAME,
        iterations as f64 / cpu.max(1e-9),
        iterations as f64 / wall.max(1e-9)
    );
    Ok(())
}

/// The Elo difference of a win rate `p` (clamped half a game away from 0 and 1).
fn elo_of(p: f64, games: usize) -> f64 {
    let edge = 0.5 / games.max(1) as f64;
    let p = p.clamp(edge, 1.0 - edge);
    400.0 * (p / (1.0 - p)).log10()
}

fn ladder<G: BotHints>(specs: &[String], games: usize, seed: u64) -> Result<(), String> {
    if specs.len() < 2 {
        return Err("a ladder needs at least two specs".to_string());
    }
    let n = specs.len();
    let config = G::Config::for_players(2);
    let mut score = vec![vec![0.0; n]; n];
    let mut met = vec![vec![0usize; n]; n];
    let mut steps = Vec::new();
    for i in 0..n - 1 {
        let options = ArenaOptions {
            seats: vec![specs[i + 1].clone(), specs[i].clone()],
            games,
            seed,
            threads: 0,
            progress: false,
        };
        let report = run_arena::<G>(&config, &options).map_err(|e| e.to_string())?;
        let (up, down) = (&report.agents[0], &report.agents[1]);
        score[i + 1][i] += up.wins;
        score[i][i + 1] += down.wins;
        met[i + 1][i] += games;
        met[i][i + 1] += games;
        steps.push((up.win_rate, up.win_rate_ci95, up.mean_margin));
        eprintln!(
            "{} vs {}: {:.1}% [{:.1}%, {:.1}%]",
            specs[i + 1],
            specs[i],
            100.0 * up.win_rate,
            100.0 * up.win_rate_ci95.0,
            100.0 * up.win_rate_ci95.1
        );
    }
    let elo = nile_bots::stats::bradley_terry_elo(&score, &met);
    println!(
        "{} ladder, 2 seats, {games} games per step, seed {seed}",
        G::NAME
    );
    println!("| agent | Elo (first = 0) | step: win rate vs the row above | 95% interval | Elo step (95% interval) | mean margin |");
    println!("|---|---|---|---|---|---|");
    println!("| `{}` | 0 | | | | |", specs[0]);
    for i in 1..n {
        let (rate, (lo, hi), margin) = steps[i - 1];
        println!(
            "| `{}` | {:+.0} | {:.1}% | {:.1}%–{:.1}% | {:+.0} ({:+.0} to {:+.0}) | {:+.2} |",
            specs[i],
            elo[i] - elo[0],
            100.0 * rate,
            100.0 * lo,
            100.0 * hi,
            elo_of(rate, games),
            elo_of(lo, games),
            elo_of(hi, games),
            margin
        );
    }
    Ok(())
}

/// How often one kind of action was listed and chosen (see `tune choices`).
#[derive(Default)]
struct Choice {
    listed: u64,
    chosen: u64,
    /// The times a uniform draw would have chosen it: the sum of `1/n` over the
    /// decisions of `n` actions that listed it.
    uniform: f64,
}

/// The kind of `action`: its `Debug` form up to the first `(`, ` ` or `{`, or the
/// whole form for a kind in `detailed`.
fn kind_of<A: std::fmt::Debug>(action: &A, detailed: &[String]) -> String {
    let full = format!("{action:?}");
    let head = full.split(['(', ' ', '{']).next().unwrap_or("").to_string();
    if detailed.contains(&head) {
        full
    } else {
        head
    }
}

fn choices<G: BotHints>(
    spec: &str,
    games: u64,
    players: usize,
    detailed: &[String],
) -> Result<(), String> {
    let config = G::Config::for_players(players);
    let mut rng = nile_core::rng::seeded(1);
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    let mut table: std::collections::BTreeMap<String, Choice> = Default::default();
    let mut decisions = 0u64;
    for game in 0..games {
        let mut agents = (0..players)
            .map(|seat| nile_bots::agent_from_spec::<G>(spec, nile_bots::seat_seed(game, seat)))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| e.to_string())?;
        let mut state = G::new(&config).map_err(|e| e.to_string())?;
        loop {
            let seat = match state.turn() {
                nile_core::Turn::Over => break,
                nile_core::Turn::Player(seat) => seat,
                nile_core::Turn::Chance => {
                    let outcome = state
                        .sample_chance(&mut rng, &mut chance)
                        .ok_or("a chance node without outcomes")?;
                    state.apply(outcome).map_err(|e| e.to_string())?;
                    continue;
                }
            };
            state.legal_actions(&mut legal);
            let action = match legal.as_slice() {
                [only] => *only,
                _ => agents[seat].choose(&state, seat, &legal),
            };
            if legal.len() > 1 {
                decisions += 1;
                for listed in &legal {
                    let row = table.entry(kind_of(listed, detailed)).or_default();
                    row.listed += 1;
                    row.uniform += 1.0 / legal.len() as f64;
                }
                table.entry(kind_of(&action, detailed)).or_default().chosen += 1;
            }
            state.apply(action).map_err(|e| e.to_string())?;
        }
        eprint!(".");
    }
    eprintln!();
    println!(
        "{} {spec}: {games} games, {decisions} decisions of two or more actions",
        G::NAME
    );
    println!("| kind | listed | chosen | a uniform draw's | chosen / uniform |");
    println!("|---|---|---|---|---|");
    for (kind, row) in &table {
        println!(
            "| `{kind}` | {} | {} | {:.1} | {:.2} |",
            row.listed,
            row.chosen,
            row.uniform,
            row.chosen as f64 / row.uniform.max(1e-9)
        );
    }
    Ok(())
}
