//! Every game in the registry, each on its typed engine (as `simulate` and the bots run it):
//! a full random game for every seat count it allows, and one decision step from mid-game
//! positions. The games come from `nile::registry`, so a new game is measured as soon as it
//! is listed there; `cargo bench --bench games -- ra/` runs one game's figures.

use criterion::{criterion_group, criterion_main, Criterion};
use nile::registry::{self, Visit};
use nile_core::{Game, GameConfig};

mod common;

/// The seat count the decision-step figure is taken at: four, or the nearest the game allows.
const STEP_SEATS: usize = 4;

/// The figures of one game, run with its type by `registry::visit`.
struct Measure<'a> {
    criterion: &'a mut Criterion,
}

impl Visit for Measure<'_> {
    type Output = ();

    fn visit<G: Game>(self) {
        let configs: Vec<(String, G::Config)> = G::PLAYERS
            .map(|n| (format!("{n}p"), G::Config::for_players(n)))
            .collect();
        common::full_games::<G>(self.criterion, &configs);
        let seats = STEP_SEATS.clamp(*G::PLAYERS.start(), *G::PLAYERS.end());
        let config = G::Config::for_players(seats);
        // Halfway through a typical game, whatever its length: the middle of play.
        let depth = common::typical_length::<G>(&config) / 2;
        common::decision_step::<G>(self.criterion, &config, depth);
    }
}

fn benches(c: &mut Criterion) {
    for entry in registry::games() {
        registry::visit(entry.game.name(), Measure { criterion: c })
            .expect("a registered game visits by its own name");
    }
}

criterion_group!(games, benches);
criterion_main!(games);
