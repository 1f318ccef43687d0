//! Conquistando o Egito: a full random game for 2–4 players, and one decision step.

use criterion::{criterion_group, criterion_main, Criterion};
use nile_conquistando::{Conquistando, ConquistandoConfig};
use nile_core::GameConfig;

mod common;

fn benches(c: &mut Criterion) {
    let configs: Vec<(String, ConquistandoConfig)> = (2..=4)
        .map(|n| (format!("{n}p"), ConquistandoConfig::for_players(n)))
        .collect();
    common::full_games::<Conquistando>(c, &configs);
    common::decision_step::<Conquistando>(c, &ConquistandoConfig::for_players(4), 400);
}

criterion_group!(conquistando, benches);
criterion_main!(conquistando);
