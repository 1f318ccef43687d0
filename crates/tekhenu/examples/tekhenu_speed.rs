//! Random 4-player playouts per second on one core:
//! `cargo run --release -p nile-tekhenu --example tekhenu_speed [games] [players]`.

use std::time::Instant;

use nile_core::rng::{below, seeded};
use nile_core::{Game, GameConfig, Turn};
use nile_tekhenu::{Tekhenu, TekhenuConfig};

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(2000);
    let players: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(4);
    let config = TekhenuConfig::for_players(players);
    let mut rng = seeded(2026);
    let mut legal = Vec::with_capacity(512);
    let mut chance = Vec::with_capacity(512);
    let mut steps = 0u64;
    let start = Instant::now();
    for _ in 0..games {
        let mut g = Tekhenu::new(&config).expect("config");
        loop {
            let a = match g.turn() {
                Turn::Over => break,
                Turn::Chance => g.sample_chance(&mut rng, &mut chance).expect("outcome"),
                Turn::Player(_) => {
                    g.legal_actions(&mut legal);
                    legal[below(&mut rng, legal.len() as u64) as usize]
                }
            };
            g.apply(a).expect("legal");
            steps += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{games} random {players}-player games in {secs:.2} s: {:.0} games/s, {:.0} steps/s, {:.0} steps/game",
        games as f64 / secs,
        steps as f64 / secs,
        steps as f64 / games as f64
    );
}
