//! Rá: a full random game for 2–5 players, and one decision step.

use criterion::{criterion_group, criterion_main, Criterion};
use nile_ra::{Ra, RaConfig};

mod common;

fn benches(c: &mut Criterion) {
    let configs: Vec<(String, RaConfig)> = (2..=5)
        .map(|n| (format!("{n}p"), RaConfig { players: n }))
        .collect();
    common::full_games::<Ra>(c, &configs);
    common::decision_step::<Ra>(c, &RaConfig { players: 4 }, 120);
}

criterion_group!(ra, benches);
criterion_main!(ra);
