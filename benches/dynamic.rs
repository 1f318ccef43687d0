//! What the dynamic layer costs: for every game in the registry, one random 4-player game
//! (or the nearest seat count the game allows) played through `Box<dyn DynGame>` by action
//! index (legal indices, then `apply_index`; chance by `sample_chance`), next to the same
//! game through the typed API.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use nile::registry::{self, Visit};
use nile_core::dynamic::{DynGame, DynGameType, GameType};
use nile_core::rng::{below, seeded_stream};
use nile_core::{random_playout, Game, GameConfig, Turn};

/// Plays `game` to the end by index; returns the number of steps.
fn dynamic_playout(game: &mut dyn DynGame, seed: u64) -> usize {
    let mut rng = seeded_stream(1, seed);
    let mut steps = 0;
    loop {
        match game.turn() {
            Turn::Over => return steps,
            Turn::Chance => {
                game.sample_chance(&mut rng).expect("a chance outcome");
            }
            Turn::Player(_) => {
                let legal = game.legal_actions();
                let pick = legal[below(&mut rng, legal.len() as u64) as usize];
                game.apply_index(pick).expect("a legal index");
            }
        }
        steps += 1;
    }
}

fn compare<G: Game>(c: &mut Criterion, players: usize) {
    let config = G::Config::for_players(players);
    let mut group = c.benchmark_group(format!("dynamic/{}_{players}p", G::NAME));
    group.throughput(Throughput::Elements(1));
    let fresh = G::new(&config).expect("config");
    let mut seed = 0u64;
    let (mut legal, mut chance) = (Vec::with_capacity(256), Vec::with_capacity(256));
    group.bench_function("typed_game", |b| {
        b.iter(|| {
            seed += 1;
            let mut state = fresh.clone();
            let mut rng = seeded_stream(1, seed);
            black_box(random_playout(&mut state, &mut rng, &mut legal, &mut chance).ok())
        })
    });
    let kind: &dyn DynGameType = &GameType::<G>::NEW;
    let fresh_dyn = kind.new_game(players, &[]).expect("config");
    let mut seed = 0u64;
    group.bench_function("dynamic_game_by_index", |b| {
        b.iter(|| {
            seed += 1;
            let mut game = fresh_dyn.clone();
            black_box(dynamic_playout(game.as_mut(), seed))
        })
    });
    group.finish();
}

/// The seat count compared: four, or the nearest the game allows.
const SEATS: usize = 4;

/// The comparison for one game, run with its type by `registry::visit`.
struct Compare<'a> {
    criterion: &'a mut Criterion,
}

impl Visit for Compare<'_> {
    type Output = ();

    fn visit<G: Game>(self) {
        compare::<G>(
            self.criterion,
            SEATS.clamp(*G::PLAYERS.start(), *G::PLAYERS.end()),
        );
    }
}

fn benches(c: &mut Criterion) {
    for entry in registry::games() {
        registry::visit(entry.game.name(), Compare { criterion: c })
            .expect("a registered game visits by its own name");
    }
}

criterion_group!(dynamic, benches);
criterion_main!(dynamic);
