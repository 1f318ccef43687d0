//! Fixed work for instruction counts: `RA_GAMES` (default 2000) seeded random playouts
//! of a `players`-seat game (default 4), as `simulate` plays them.
//!
//! `cargo build --release -p nile-ra --example ra_playouts` then
//! `valgrind --tool=callgrind target/release/examples/ra_playouts 4`.

use nile_core::rng::seeded_stream;
use nile_core::{random_playout, Game, GameConfig};
use nile_ra::{Ra, RaConfig};

fn main() {
    let players = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(4);
    let games: u64 = std::env::var("RA_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2000);
    let fresh = Ra::new(&RaConfig::for_players(players)).expect("2 to 5 players");
    let (mut legal, mut chance) = (Vec::with_capacity(64), Vec::with_capacity(64));
    let mut total = 0i64;
    for g in 0..games {
        let mut state = fresh.clone();
        let mut rng = seeded_stream(1, g);
        random_playout(&mut state, &mut rng, &mut legal, &mut chance).expect("a playout");
        total += state.outcome().map_or(0, |o| i64::from(o.scores[0]));
    }
    println!("{games} games, seat 0 scored {total} in all");
}
