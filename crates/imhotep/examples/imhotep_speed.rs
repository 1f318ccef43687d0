//! Random 4-player games per second on one core.
//!
//! `CARGO_TARGET_DIR=/work/target-imhotep cargo run --release -p nile-imhotep --example imhotep_speed [games] [sides]`

use std::time::Instant;

use nile_core::rng::{below, seeded};
use nile_core::{Game, GameConfig, Turn};
use nile_imhotep::{Imhotep, ImhotepConfig};

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(200_000);
    let sides = args.next().unwrap_or_else(|| "AAAAA".to_string());
    let mut config = ImhotepConfig::for_players(4);
    config.set_option("sides", &sides).expect("sides");
    let mut rng = seeded(2026);
    let mut legal = Vec::with_capacity(64);
    let mut chance = Vec::with_capacity(64);
    let (mut steps, mut decisions, mut checksum) = (0u64, 0u64, 0i64);
    let start = Instant::now();
    let cpu_start = cpu_ns();
    for _ in 0..games {
        let mut g = Imhotep::new(&config).expect("config");
        loop {
            let action = match g.turn() {
                Turn::Over => break,
                Turn::Chance => g.sample_chance(&mut rng, &mut chance).expect("outcome"),
                Turn::Player(_) => {
                    g.legal_actions(&mut legal);
                    decisions += 1;
                    legal[below(&mut rng, legal.len() as u64) as usize]
                }
            };
            g.apply(action).expect("legal");
            steps += 1;
        }
        checksum += i64::from(g.score(0));
    }
    let wall = start.elapsed().as_secs_f64();
    // CPU time of this process (Linux), so a busy machine does not hide the engine's speed.
    let secs = match (cpu_start, cpu_ns()) {
        (Some(a), Some(b)) => (b - a) as f64 / 1e9,
        _ => wall,
    };
    println!("wall time {wall:.2} s, CPU time {secs:.2} s");
    println!(
        "{games} random 4-player games (sides {sides}) in {secs:.2} s of CPU: {:.0} games/s, {:.1} steps/game ({:.1} decisions), {:.1} ns/step (checksum {checksum})",
        games as f64 / secs,
        steps as f64 / games as f64,
        decisions as f64 / games as f64,
        secs * 1e9 / steps as f64
    );
}

/// Nanoseconds this process has run on a CPU (from /proc/self/schedstat), if available.
fn cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}
