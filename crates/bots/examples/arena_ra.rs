//! Measures the bots in Rá until the lead's CLI lands:
//!
//! ```text
//! cargo run --release -p nile-bots --example arena_ra -- \
//!     --seats mcts:2000,random --games 200 --seed 1 [--threads 0] [--json] [--progress]
//! ```
//!
//! The seat count is the number of seats given. Prints the arena table (or its JSON) and
//! the MCTS search speed measured on the opening position.

use std::time::Instant;

use nile_bots::arena::{run_arena, ArenaOptions};
use nile_bots::{AgentSpec, MctsAgent};
use nile_core::{GameConfig, Match, Turn};
use nile_ra::{Ra, RaConfig};

fn main() {
    if let Err(e) = run() {
        eprintln!("error: {e}");
        std::process::exit(2);
    }
}

fn run() -> Result<(), String> {
    let mut options = ArenaOptions {
        seats: vec!["mcts:2000".into(), "random".into()],
        games: 200,
        seed: 1,
        threads: 0,
        progress: false,
    };
    let mut json = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        match arg.as_str() {
            "--seats" => options.seats = value("--seats")?.split(',').map(str::to_string).collect(),
            "--games" => options.games = value("--games")?.parse().map_err(|e| format!("{e}"))?,
            "--seed" => options.seed = value("--seed")?.parse().map_err(|e| format!("{e}"))?,
            "--threads" => {
                options.threads = value("--threads")?.parse().map_err(|e| format!("{e}"))?
            }
            "--json" => json = true,
            "--progress" => options.progress = true,
            other => return Err(format!("unknown argument \"{other}\"")),
        }
    }
    let config = RaConfig::for_players(options.seats.len());
    let start = Instant::now();
    let report = run_arena::<Ra>(&config, &options)?;
    let elapsed = start.elapsed();
    if json {
        println!(
            "{}",
            serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?
        );
    } else {
        println!("{report}");
        println!("wall time: {:.1} s", elapsed.as_secs_f64());
        for spec in &options.seats {
            if let Ok(AgentSpec::Mcts(mcts)) = AgentSpec::parse(spec) {
                print_speed(&config, spec, mcts, options.seed)?;
            }
        }
    }
    Ok(())
}

/// Searches run from the first player decision of a seeded game to measure speed.
const SPEED_SEARCHES: u64 = 10;

/// Runs [`SPEED_SEARCHES`] searches from the first player decision of a seeded game and
/// prints the median and best speed.
fn print_speed(
    config: &RaConfig,
    spec: &str,
    mcts: nile_bots::MctsConfig,
    seed: u64,
) -> Result<(), String> {
    let mut game = Match::<Ra>::new(*config, seed).map_err(|e| e.to_string())?;
    let Turn::Player(p) = game.resolve_chance().map_err(|e| e.to_string())? else {
        return Ok(());
    };
    let mut speeds = Vec::new();
    let mut last = None;
    for s in 0..SPEED_SEARCHES {
        let mut agent = MctsAgent::<Ra>::new(mcts, seed ^ s);
        agent.search(game.state(), p);
        let stats = agent.last_search_stats();
        speeds.push(stats.iterations_per_second());
        last = Some(stats);
    }
    speeds.sort_by(f64::total_cmp);
    if let Some(stats) = last {
        println!(
            "{spec}: {} searches of {} iterations ({} nodes) at the first decision: \
             median {:.0} iterations/s, best {:.0}",
            SPEED_SEARCHES,
            stats.iterations,
            stats.nodes,
            speeds[speeds.len() / 2],
            speeds[speeds.len() - 1],
        );
    }
    Ok(())
}
