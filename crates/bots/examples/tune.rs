//! Searches the MCTS knobs of one game with the arena and prints what it chose.
//!
//! ```sh
//! cargo run --release -p nile-bots --example tune -- ra 2000 40 1
//! cargo run --release -p nile-bots --example tune -- imhotep 1000 20 1
//! ```
//!
//! `tune speed <game> <spec> [iterations]` instead measures a search's speed: the
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
//! Arguments: the game (`ra`, `imhotep`), the iteration budget of every search, the games
//! per arena run, the seed. Coordinate descent from the game's current defaults
//! (`nile_bots::tuned::TUNED`): for each knob in turn (horizon `h`, margin `scale`,
//! exploration `c`), every candidate value plays the current best (2 seats, seats
//! rotating) and replaces it when it wins more than half of the games; the chosen row
//! is printed at the end, to be copied into `crates/bots/src/tuned.rs` and
//! `docs/bots.md`.

use nile_bots::arena::{run_arena, ArenaOptions};
use nile_core::{Game, GameConfig};

/// The knobs the search walks, each with its candidate values.
const KNOBS: &[(&str, &[&str])] = &[
    ("h", &["0", "2", "6", "end"]),
    ("scale", &["4", "8", "16"]),
    ("c", &["0.4", "0.7", "1.0"]),
];

/// The game's current default of `knob`, as the spec writes it.
fn default_of(game: &str, knob: &str) -> Option<String> {
    let row = nile_bots::tuned::TUNED.iter().find(|t| t.game == game)?;
    Some(match knob {
        "h" => match row.horizon {
            nile_bots::Horizon::End => "end".to_string(),
            nile_bots::Horizon::Decisions(d) => d.to_string(),
        },
        "scale" => row.margin_scale.to_string(),
        "c" => row.exploration.to_string(),
        _ => return None,
    })
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("speed") {
        let game = args.get(1).map_or("ra", String::as_str);
        let spec = args.get(2).map_or("mcts:20000", String::as_str);
        return match game {
            "ra" => speed::<nile_ra::Ra>(spec),
            "imhotep" => speed::<nile_imhotep::Imhotep>(spec),
            other => Err(format!("unknown game \"{other}\" (expected ra or imhotep)")),
        };
    }
    if args.first().map(String::as_str) == Some("ladder") {
        let game = args.get(1).map_or("ra", String::as_str);
        let games: usize = parse(args.get(2), 20)?;
        let seed: u64 = parse(args.get(3), 1)?;
        let specs: Vec<String> = args.iter().skip(4).cloned().collect();
        return match game {
            "ra" => ladder::<nile_ra::Ra>(&specs, games, seed),
            "imhotep" => ladder::<nile_imhotep::Imhotep>(&specs, games, seed),
            other => Err(format!("unknown game \"{other}\" (expected ra or imhotep)")),
        };
    }
    let game = args.first().map_or("ra", String::as_str).to_string();
    let iterations: u64 = parse(args.get(1), 2000)?;
    let games: usize = parse(args.get(2), 40)?;
    let seed: u64 = parse(args.get(3), 1)?;
    match game.as_str() {
        "ra" => tune::<nile_ra::Ra>(iterations, games, seed),
        "imhotep" => tune::<nile_imhotep::Imhotep>(iterations, games, seed),
        other => Err(format!("unknown game \"{other}\" (expected ra or imhotep)")),
    }
}

fn parse<T: std::str::FromStr>(arg: Option<&String>, default: T) -> Result<T, String> {
    arg.map_or(Ok(default), |a| {
        a.parse().map_err(|_| format!("\"{a}\" is not a number"))
    })
}

fn tune<G: Game>(iterations: u64, games: usize, seed: u64) -> Result<(), String> {
    let config = G::Config::for_players(2);
    let mut best: Vec<(String, String)> = Vec::new();
    println!(
        "tuning {} at {iterations} iterations, {games} games per run, seed {seed}",
        G::NAME
    );
    for (knob, values) in KNOBS {
        for value in *values {
            let spec = |knobs: &[(String, String)]| {
                let mut s = format!("mcts:{iterations}");
                for (k, v) in knobs {
                    s.push_str(&format!(":{k}={v}"));
                }
                s
            };
            let mut candidate: Vec<(String, String)> =
                best.iter().filter(|(k, _)| k != knob).cloned().collect();
            candidate.push((knob.to_string(), value.to_string()));
            let (challenger, holder) = (spec(&candidate), spec(&best));
            let is_default = !best.iter().any(|(k, _)| k == knob)
                && default_of(G::NAME, knob).as_deref() == Some(*value);
            if challenger == holder || is_default {
                continue;
            }
            let options = ArenaOptions {
                seats: vec![challenger.clone(), holder.clone()],
                games,
                seed,
                threads: 0,
                progress: false,
            };
            let report = run_arena::<G>(&config, &options)?;
            let a = &report.agents[0];
            println!(
                "{challenger:<40} vs {holder:<40} {:>5.1}% [{:.1}%, {:.1}%] margin {:+.2}",
                100.0 * a.win_rate,
                100.0 * a.win_rate_ci95.0,
                100.0 * a.win_rate_ci95.1,
                a.mean_margin
            );
            if a.win_rate > 0.5 {
                best = candidate;
            }
        }
    }
    let chosen: Vec<String> = best.iter().map(|(k, v)| format!("{k}={v}")).collect();
    println!(
        "chosen for {}: mcts:{iterations}:{}",
        G::NAME,
        chosen.join(":")
    );
    Ok(())
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

fn speed<G: Game>(spec: &str) -> Result<(), String> {
    let Some(nile_bots::AgentSpec::Mcts(mcts)) = nile_bots::AgentSpec::parse(spec).ok() else {
        return Err(format!("\"{spec}\" is not an mcts spec"));
    };
    let config = mcts.config_for(G::NAME).trees(1);
    let mut state = G::new(&G::Config::for_players(2)).map_err(|e| e.to_string())?;
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

fn ladder<G: Game>(specs: &[String], games: usize, seed: u64) -> Result<(), String> {
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
        let report = run_arena::<G>(&config, &options)?;
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
