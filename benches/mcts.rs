//! MCTS iterations per second on mid-game Rá positions (2 players).

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use nile_bots::{MctsAgent, MctsConfig};
use nile_core::{Game, Turn};
use nile_ra::{Ra, RaConfig};

#[allow(dead_code)]
mod common;

const ITERATIONS: u64 = 200;

fn benches(c: &mut Criterion) {
    let positions: Vec<Ra> = common::mid_game_positions::<Ra>(&RaConfig { players: 2 }, 60, 16)
        .into_iter()
        .filter(|s| matches!(s.turn(), Turn::Player(_)))
        .collect();
    let mut group = c.benchmark_group("mcts/ra_2p_mid_game");
    group.throughput(Throughput::Elements(ITERATIONS));
    group.sample_size(20);
    let mut i = 0;
    group.bench_function(format!("{ITERATIONS}_iterations"), |b| {
        b.iter(|| {
            i = (i + 1) % positions.len();
            let state = &positions[i];
            let Turn::Player(p) = state.turn() else {
                return;
            };
            let mut agent = MctsAgent::<Ra>::new(MctsConfig::iterations(ITERATIONS), i as u64);
            black_box(agent.search(state, p));
        })
    });
    group.finish();
}

criterion_group!(mcts, benches);
criterion_main!(mcts);
