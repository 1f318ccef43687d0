//! Imhotep's site sides: a full random 4-player game with every site on side B and with the
//! sides mixed, next to the all-A figures of `benches/games.rs`. The sides change which
//! rules run (side B's sites score and act differently), so they are measured apart; every
//! other game's figures come from the generic bench over the registry.

use criterion::{criterion_group, criterion_main, Criterion};
use nile_core::GameConfig;
use nile_imhotep::{Imhotep, ImhotepConfig};

#[allow(dead_code)]
mod common;

fn config(players: usize, sides: &str) -> ImhotepConfig {
    let mut c = ImhotepConfig::for_players(players);
    c.set_option("sides", sides).expect("valid sides");
    c
}

fn benches(c: &mut Criterion) {
    let configs: Vec<(String, ImhotepConfig)> = ["BBBBB", "ABABA"]
        .into_iter()
        .map(|sides| (format!("4p_{sides}"), config(4, sides)))
        .collect();
    common::full_games::<Imhotep>(c, &configs);
}

criterion_group!(imhotep, benches);
criterion_main!(imhotep);
