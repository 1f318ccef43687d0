//! 10 Pragas do Egito: a full random game for 1–4 players, and one decision step.

use criterion::{criterion_group, criterion_main, Criterion};
use nile_core::GameConfig;
use nile_pragas::PragasConfig;

mod common;

fn benches(c: &mut Criterion) {
    let configs: Vec<(String, PragasConfig)> = (1..=4)
        .map(|n| (format!("{n}p"), PragasConfig::for_players(n)))
        .collect();
    common::full_games::<nile_pragas::Pragas>(c, &configs);
    common::decision_step::<nile_pragas::Pragas>(c, &PragasConfig::for_players(4), 120);
}

criterion_group!(pragas, benches);
criterion_main!(pragas);
