//! Behaviour fingerprint for performance work: plays seeded random games for every
//! configuration family and hashes every legal set (in order), every chance outcome list
//! (with weights), every sampled outcome, the final scores and the final rendering. With
//! `--check`, it also applies every action seen so far in the game to a copy of the
//! state at each decision and requires it to succeed exactly for the legal ones (and to
//! leave the state unchanged when refused).
//!
//! `cargo run --release -p nile-tekhenu --example tekhenu_trace [games] [--check]`

use nile_core::Viewer;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use nile_core::rng::{below, seeded};
use nile_core::{Game, GameConfig, Turn};
use nile_tekhenu::{Difficulty, Tekhenu, TekhenuAction, TekhenuConfig};

fn configs() -> Vec<(&'static str, TekhenuConfig)> {
    let solo = |d| TekhenuConfig {
        difficulty: d,
        ..TekhenuConfig::for_players(1)
    };
    let mut printed = TekhenuConfig::for_players(3);
    printed.printed_horus = true;
    let mut challenge = TekhenuConfig::for_players(1);
    challenge.challenge = true;
    challenge.bot_decree_8 = true;
    vec![
        ("4p", TekhenuConfig::for_players(4)),
        ("3p", TekhenuConfig::for_players(3)),
        ("2p", TekhenuConfig::for_players(2)),
        ("solo-easy", solo(Difficulty::Easy)),
        ("solo-medium", solo(Difficulty::Medium)),
        ("solo-hard", solo(Difficulty::Hard)),
        ("3p-printed", printed),
        ("solo-challenge", challenge),
    ]
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(300);
    let check = args.any(|a| a == "--check");
    let mut total = DefaultHasher::new();
    for (name, config) in configs() {
        let mut h = DefaultHasher::new();
        let mut rng = seeded(99);
        let (mut legal, mut chance) = (Vec::new(), Vec::new());
        let (mut steps, mut probes) = (0u64, 0u64);
        for _ in 0..games {
            let mut g = Tekhenu::new(&config).expect("config");
            let mut seen: Vec<TekhenuAction> = Vec::new();
            loop {
                let a = match g.turn() {
                    Turn::Over => break,
                    Turn::Chance => {
                        g.chance_outcomes(&mut chance);
                        chance.hash(&mut h);
                        let a = g.sample_chance(&mut rng, &mut chance).expect("outcome");
                        a.hash(&mut h);
                        a
                    }
                    Turn::Player(p) => {
                        p.hash(&mut h);
                        g.legal_actions(&mut legal);
                        legal.hash(&mut h);
                        if check {
                            // A state read back from JSON has no options listed: it
                            // validates by generating them.
                            let cold = Tekhenu::from_json(&g.to_json()).expect("json");
                            let mut again = Vec::new();
                            cold.legal_actions(&mut again);
                            assert_eq!(again, legal, "{name}: legal set after JSON");
                            for &x in &seen {
                                for base in [&g, &cold] {
                                    let mut c = base.clone();
                                    let ok = c.apply(x).is_ok();
                                    assert_eq!(ok, legal.contains(&x), "{name}: {x} at {steps}");
                                    if !ok {
                                        assert!(c == g, "{name}: refused {x} changed the state");
                                    }
                                }
                                probes += 1;
                            }
                            for &x in &legal {
                                if !seen.contains(&x) {
                                    seen.push(x);
                                }
                            }
                        }
                        legal[below(&mut rng, legal.len() as u64) as usize]
                    }
                };
                g.apply(a).expect("legal");
                steps += 1;
            }
            let np = config.players.max(if config.players == 1 { 2 } else { 0 });
            for p in 0..np {
                g.score(p).hash(&mut h);
            }
            format!("{:?}", g.outcome()).hash(&mut h);
            g.render(Viewer::All).hash(&mut h);
        }
        let d = h.finish();
        d.hash(&mut total);
        println!("{name:15} {games} games {steps:8} steps {probes:9} probes  {d:016x}");
    }
    println!("total {:016x}", total.finish());
}
