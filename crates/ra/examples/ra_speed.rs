//! Measures random Rá games per second on one core (4 players by default), doing exactly
//! the work of `simulate`'s inner loop: clone a fresh state, seed the game's own stream,
//! `nile_core::random_playout`, read the outcome.
//!
//! `CARGO_TARGET_DIR=/work/target-ra cargo run --release -p nile-ra --example ra_speed [players] [seconds]`
//!
//! With `RA_GAMES=N` it plays exactly N games (seed 1, streams 0..N) instead of a time
//! budget: fixed work for instruction counts, e.g.
//! `RA_GAMES=4000 valgrind --tool=callgrind target/release/examples/ra_speed 4`.

use std::time::{Duration, Instant};

use nile_core::rng::seeded_stream;
use nile_core::{random_playout, Game, GameConfig};
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
    let fresh = Ra::new(&config).expect("a valid config");
    let start = Instant::now();
    let cpu_start = cpu_nanos();
    let mut games = 0u64;
    let mut decisions = 0u64;
    let mut wins = vec![0.0; players];
    let (mut legal, mut chance) = (Vec::with_capacity(256), Vec::with_capacity(256));
    let fixed: Option<u64> = std::env::var("RA_GAMES").ok().and_then(|v| v.parse().ok());
    let batch = fixed.unwrap_or(1000);
    while start.elapsed() < budget {
        for _ in 0..batch {
            let mut game = fresh.clone();
            let mut rng = seeded_stream(1, games);
            let d = random_playout(&mut game, &mut rng, &mut legal, &mut chance)
                .expect("a random game");
            let outcome = game.outcome().expect("a finished game");
            for (p, w) in wins.iter_mut().enumerate() {
                *w += outcome.win_share(p);
            }
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
        "{players} players: {games} games in {secs:.2} s of CPU ({wall:.2} s wall) = {:.0} games/s, {:.1} decisions/game, {:.2} µs/game, wins {wins:?}",
        games as f64 / secs,
        decisions as f64 / games as f64,
        secs * 1e6 / games as f64
    );
}
