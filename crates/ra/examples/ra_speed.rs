//! Measures random Rá games per second on one core (4 players by default) with
//! `nile_core::random_playout`: uniformly random choices, sampled chance, no log.
//!
//! `CARGO_TARGET_DIR=/work/target-ra cargo run --release -p nile-ra --example ra_speed [players] [seconds]`

use std::time::{Duration, Instant};

use nile_core::{random_playout, rng::seeded, Game, GameConfig};
use nile_ra::{Ra, RaConfig};

/// Nanoseconds this thread has run on a CPU (Linux `/proc/self/schedstat`), so the
/// figure is not skewed by other processes sharing the machine.
fn cpu_nanos() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

fn main() {
    let mut args = std::env::args().skip(1);
    let players: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(4);
    let seconds: f64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(3.0);
    let config = RaConfig::for_players(players);
    let budget = Duration::from_secs_f64(seconds);
    let start = Instant::now();
    let cpu_start = cpu_nanos();
    let mut games = 0u64;
    let mut decisions = 0u64;
    let mut rng = seeded(1);
    let (mut legal, mut chance) = (Vec::with_capacity(64), Vec::with_capacity(64));
    // A fixed number of games instead of a time budget (for instruction-count profiling).
    let fixed: Option<u64> = std::env::var("RA_GAMES").ok().and_then(|v| v.parse().ok());
    let batch = fixed.unwrap_or(1000);
    while start.elapsed() < budget {
        for _ in 0..batch {
            let mut game = Ra::new(&config).expect("a valid config");
            let d = random_playout(&mut game, &mut rng, &mut legal, &mut chance)
                .expect("a random game");
            games += 1;
            decisions += d as u64;
        }
        if fixed.is_some() {
            break;
        }
    }
    let wall = start.elapsed().as_secs_f64();
    let secs = match (cpu_start, cpu_nanos()) {
        (Some(a), Some(b)) if b > a => (b - a) as f64 / 1e9,
        _ => wall,
    };
    println!(
        "{players} players: {games} games in {secs:.2} s of CPU ({wall:.2} s wall) = {:.0} games/s, {:.1} decisions/game, {:.2} µs/game",
        games as f64 / secs,
        decisions as f64 / games as f64,
        secs * 1e6 / games as f64
    );
}
