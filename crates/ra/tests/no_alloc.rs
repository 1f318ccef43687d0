//! `legal_actions`, `chance_outcomes`, `sample_chance` and `apply` never allocate once a
//! game is under way.

use nile_core::alloc::CountingAllocator;
use nile_core::{harness, GameConfig};
use nile_ra::{Ra, RaConfig};

#[global_allocator]
static ALLOC: CountingAllocator = CountingAllocator;

#[test]
fn the_hot_path_does_not_allocate() {
    for players in 2..=5 {
        for seed in 0..4 {
            harness::check_no_alloc::<Ra>(&RaConfig::for_players(players), seed, 0)
                .unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
        }
    }
}
