//! Fixed work for instruction counting: `games` random 4-player games exactly as
//! `simulate` plays them (one `random_playout` per game from a fresh clone, a generator per
//! game, the outcome read at the end).
//!
//! `valgrind --tool=callgrind target/release/examples/imhotep_fixed 2000 AAAAA`

use nile_core::rng::seeded_stream;
use nile_core::{random_playout, Game, GameConfig};
use nile_imhotep::{Imhotep, ImhotepConfig};

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(2_000);
    let sides = args.next().unwrap_or_else(|| "AAAAA".to_string());
    let players: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(4);
    let mut config = ImhotepConfig::for_players(players);
    config.set_option("sides", &sides).expect("sides");
    let fresh = Imhotep::new(&config).expect("config");
    let (mut legal, mut chance) = (Vec::with_capacity(256), Vec::with_capacity(256));
    let (mut decisions, mut checksum) = (0u64, 0i64);
    for g in 0..games {
        let mut state = fresh.clone();
        let mut rng = seeded_stream(1, g);
        decisions +=
            random_playout(&mut state, &mut rng, &mut legal, &mut chance).expect("playout") as u64;
        let outcome = state.outcome().expect("over");
        checksum += i64::from(outcome.scores[0]) * 7 + i64::from(outcome.ranks[0]);
        for p in 1..players {
            checksum += i64::from(outcome.scores[p]) * (p as i64 + 1);
        }
    }
    println!("{games} games ({sides}): {decisions} decisions, checksum {checksum}");
}
