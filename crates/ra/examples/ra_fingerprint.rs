//! A behaviour fingerprint for performance work: plays seeded random games for 2 to 5
//! players and hashes every legal set, chance-outcome list, choice, intermediate phase
//! and final position. Any change to the rules' behaviour (legal order, chance weights,
//! the sampler's number-to-outcome mapping, scores) changes the printed hashes, so an
//! optimisation must leave them identical.
//!
//! `cargo run --release -p nile-ra --example ra_fingerprint [games]`

use nile_core::Viewer;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use nile_core::rng::{below, seeded_stream};
use nile_core::{Game, GameConfig, Turn};
use nile_ra::{Ra, RaConfig};

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(3000);
    for n in 2..=5 {
        let config = RaConfig::for_players(n);
        let mut h = DefaultHasher::new();
        let (mut legal, mut chance) = (Vec::new(), Vec::new());
        for g in 0..games {
            let mut rng = seeded_stream(99, g);
            let mut s = Ra::new(&config).expect("a valid config");
            loop {
                let a = match s.turn() {
                    Turn::Over => break,
                    Turn::Chance => {
                        s.chance_outcomes(&mut chance);
                        chance.hash(&mut h);
                        s.sample_chance(&mut rng, &mut chance)
                            .expect("a chance outcome")
                    }
                    Turn::Player(p) => {
                        p.hash(&mut h);
                        s.legal_actions(&mut legal);
                        legal.hash(&mut h);
                        legal[below(&mut rng, legal.len() as u64) as usize]
                    }
                };
                a.hash(&mut h);
                s.apply(a).expect("a legal action");
                // Debug text, not `Hash`: the fingerprint must not depend on layout.
                (
                    format!("{:?} {:?}", s.phase(), s.auction()),
                    s.track(),
                    s.bag_len(),
                    s.ra_count(),
                    s.centre_disc(),
                )
                    .hash(&mut h);
            }
            s.render(Viewer::All).hash(&mut h);
            (s.bag(), s.discard_pile(), s.epoch()).hash(&mut h);
            for p in 0..n {
                (
                    s.holdings(p),
                    s.face_up_discs(p),
                    s.face_down_discs(p),
                    s.score(p),
                )
                    .hash(&mut h);
            }
            s.outcome().expect("a finished game").ranks.hash(&mut h);
        }
        println!("{n} players: {:016x}", h.finish());
    }
}
