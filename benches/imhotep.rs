//! Imhotep: a full random game for 2–4 players (side A, side B, mixed), and one decision step.

use criterion::{criterion_group, criterion_main, Criterion};
use nile_core::GameConfig;
use nile_imhotep::{Imhotep, ImhotepConfig};

mod common;

fn config(players: usize, sides: &str) -> ImhotepConfig {
    let mut c = ImhotepConfig::for_players(players);
    c.set_option("sides", sides).expect("valid sides");
    c
}

fn benches(c: &mut Criterion) {
    let mut configs: Vec<(String, ImhotepConfig)> = (2..=4)
        .map(|n| (format!("{n}p_AAAAA"), config(n, "AAAAA")))
        .collect();
    configs.push(("4p_BBBBB".into(), config(4, "BBBBB")));
    configs.push(("4p_ABABA".into(), config(4, "ABABA")));
    common::full_games::<Imhotep>(c, &configs);
    common::decision_step::<Imhotep>(c, &config(4, "AAAAA"), 80);
}

criterion_group!(imhotep, benches);
criterion_main!(imhotep);
