//! Random 4-player playouts through `Game::random_step` (what `simulate` and rollouts
//! call): the best of five rounds, in games per second.
//!
//! `cargo run --release -p nile-tekhenu --example tekhenu_playout [games]`
use nile_core::{random_playout, rng::seeded, Game, GameConfig};
use nile_tekhenu::{Tekhenu, TekhenuConfig};
fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(5000);
    let config = TekhenuConfig::for_players(4);
    let mut rng = seeded(1);
    let (mut legal, mut chance) = (Vec::with_capacity(256), Vec::with_capacity(256));
    let mut best = 0.0f64;
    for _ in 0..5 {
        let t = std::time::Instant::now();
        for _ in 0..games {
            let mut g = Tekhenu::new(&config).unwrap();
            random_playout(&mut g, &mut rng, &mut legal, &mut chance).unwrap();
        }
        best = best.max(games as f64 / t.elapsed().as_secs_f64());
    }
    println!("{best:.0} games/s");
}
