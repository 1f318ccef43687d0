//! Measures random Conquistando games per second on one core (4 players by default),
//! doing exactly the work of `simulate`'s inner loop: clone a fresh state, seed the
//! game's own stream, `nile_core::random_playout`, read the outcome. CPU time is read
//! from `/proc/self/schedstat`, so other load on the machine skews it less.
//!
//! `cargo run --release -p nile-conquistando --example conquistando_speed [players] [seconds]`
//!
//! `CQ_GAMES=N` plays exactly N games (fixed work for callgrind). `CQ_FINGERPRINT=1`
//! also prints a hash of every final state of 300 seeded games per player count: a speed
//! change must leave it unchanged.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::time::{Duration, Instant};

use nile_conquistando::{Conquistando, ConquistandoConfig};
use nile_core::rng::seeded_stream;
use nile_core::{random_playout, Game, GameConfig};

fn cpu_nanos() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

fn fingerprint() {
    for players in 2..=4 {
        let fresh = Conquistando::new(&ConquistandoConfig::for_players(players)).unwrap();
        let mut h = DefaultHasher::new();
        let (mut legal, mut chance) = (Vec::new(), Vec::new());
        for g in 0..300 {
            let mut game = fresh.clone();
            let mut rng = seeded_stream(9, g);
            random_playout(&mut game, &mut rng, &mut legal, &mut chance).unwrap();
            game.to_json().hash(&mut h);
        }
        println!("fingerprint {players} players: {:016x}", h.finish());
    }
}

fn main() {
    if std::env::var("CQ_FINGERPRINT").is_ok() {
        fingerprint();
    }
    let mut args = std::env::args().skip(1);
    let players: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(4);
    let seconds: f64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(3.0);
    let fresh = Conquistando::new(&ConquistandoConfig::for_players(players)).unwrap();
    let budget = Duration::from_secs_f64(seconds);
    let start = Instant::now();
    let cpu_start = cpu_nanos();
    let (mut games, mut decisions) = (0u64, 0u64);
    let (mut legal, mut chance) = (Vec::with_capacity(256), Vec::with_capacity(256));
    let fixed: Option<u64> = std::env::var("CQ_GAMES").ok().and_then(|v| v.parse().ok());
    let batch = fixed.unwrap_or(500);
    while start.elapsed() < budget {
        for _ in 0..batch {
            let mut game = fresh.clone();
            let mut rng = seeded_stream(1, games);
            let d = random_playout(&mut game, &mut rng, &mut legal, &mut chance).unwrap();
            std::hint::black_box(game.outcome());
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
