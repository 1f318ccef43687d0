//! Tekhenu: a full random game for 1–4 players (solo against Botankhamun), and one decision step.

use criterion::{criterion_group, criterion_main, Criterion};
use nile_core::GameConfig;
use nile_tekhenu::{Tekhenu, TekhenuConfig};

mod common;

fn benches(c: &mut Criterion) {
    let configs: Vec<(String, TekhenuConfig)> = (1..=4)
        .map(|n| (format!("{n}p"), TekhenuConfig::for_players(n)))
        .collect();
    common::full_games::<Tekhenu>(c, &configs);
    common::decision_step::<Tekhenu>(c, &TekhenuConfig::for_players(4), 200);
}

criterion_group!(tekhenu, benches);
criterion_main!(tekhenu);
