//! What the benchmarks share, generic over any game: a full random game per configuration,
//! one decision step (legal actions + apply) from mid-game positions, and those positions.

use std::hint::black_box;

use criterion::{BatchSize, BenchmarkId, Criterion, Throughput};
use nile_core::rng::{below, seeded, seeded_stream};
use nile_core::{random_playout, Game, GameConfig, Turn};

/// One full random game (random seats, chance sampled) for each config.
pub fn full_games<G: Game>(c: &mut Criterion, configs: &[(String, G::Config)]) {
    let mut group = c.benchmark_group(format!("{}/full_random_game", G::NAME));
    group.throughput(Throughput::Elements(1));
    for (label, config) in configs {
        let fresh = G::new(config).expect("benchmark config");
        let mut seed = 0u64;
        let (mut legal, mut chance) = (Vec::with_capacity(256), Vec::with_capacity(256));
        group.bench_with_input(BenchmarkId::from_parameter(label), &fresh, |b, fresh| {
            b.iter(|| {
                seed += 1;
                let mut state = fresh.clone();
                let mut rng = seeded_stream(1, seed);
                black_box(random_playout(&mut state, &mut rng, &mut legal, &mut chance).ok());
                black_box(state.score(0))
            })
        });
    }
    group.finish();
}

/// The median number of steps (decisions and chance outcomes) of a few seeded random games,
/// so a benchmark can pick positions in the middle of play without a number per game.
pub fn typical_length<G: Game>(config: &G::Config) -> usize {
    const GAMES: u64 = 9;
    let mut lengths: Vec<usize> = (0..GAMES)
        .map(|g| {
            let mut state = G::new(config).expect("benchmark config");
            let mut rng = seeded(g);
            let mut steps = 0;
            while random_step(&mut state, &mut rng) {
                steps += 1;
            }
            steps
        })
        .collect();
    lengths.sort_unstable();
    lengths[lengths.len() / 2]
}

/// Applies one random step (a uniform legal action, or a sampled chance outcome); false
/// once the game is over.
fn random_step<G: Game>(state: &mut G, rng: &mut nile_core::GameRng) -> bool {
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    let action = match state.turn() {
        Turn::Over => return false,
        Turn::Chance => state.sample_chance(rng, &mut chance),
        Turn::Player(_) => {
            state.legal_actions(&mut legal);
            Some(legal[below(rng, legal.len() as u64) as usize])
        }
    };
    if let Some(a) = action {
        state.apply(a).expect("legal action");
    }
    true
}

/// Random positions `depth` steps into seeded games, for step benchmarks.
pub fn mid_game_positions<G: Game>(config: &G::Config, depth: usize, count: usize) -> Vec<G> {
    let mut positions = Vec::with_capacity(count);
    for g in 0..count as u64 {
        let mut state = G::new(config).expect("benchmark config");
        let mut rng = seeded(g);
        for _ in 0..depth {
            if !random_step(&mut state, &mut rng) {
                break;
            }
        }
        if state.turn() != Turn::Over {
            positions.push(state);
        }
    }
    positions
}

/// One decision step: list the legal actions (or sample chance) and apply one.
pub fn decision_step<G: Game>(c: &mut Criterion, config: &G::Config, depth: usize) {
    let positions = mid_game_positions::<G>(config, depth, 64);
    let mut rng = seeded(99);
    let (mut legal, mut chance) = (Vec::with_capacity(256), Vec::with_capacity(256));
    let mut i = 0;
    c.bench_function(
        &format!("{}/decision_step/{}p", G::NAME, config.players()),
        |b| {
            b.iter_batched(
                || {
                    i = (i + 1) % positions.len();
                    positions[i].clone()
                },
                |mut state| {
                    let action = match state.turn() {
                        Turn::Chance => state.sample_chance(&mut rng, &mut chance),
                        _ => {
                            state.legal_actions(&mut legal);
                            legal.first().copied()
                        }
                    };
                    if let Some(a) = action {
                        black_box(state.apply(a).is_ok());
                    }
                    state
                },
                BatchSize::SmallInput,
            )
        },
    );
}
