//! No heap allocation in legal_actions, chance_outcomes, sample_chance, apply or the
//! `random_step` override.

use nile_core::alloc::CountingAllocator;
use nile_core::harness::check_no_alloc;
use nile_core::GameConfig;
use nile_tekhenu::{Difficulty, Tekhenu, TekhenuConfig};

#[global_allocator]
static ALLOC: CountingAllocator = CountingAllocator;

#[test]
fn no_allocation_on_the_hot_path() {
    for players in 1..=4 {
        let mut config = TekhenuConfig::for_players(players);
        if players == 1 {
            config.difficulty = Difficulty::Medium;
        }
        for seed in 0..3 {
            check_no_alloc::<Tekhenu>(&config, seed, 0)
                .unwrap_or_else(|e| panic!("{players}p seed {seed}: {e}"));
        }
    }
}
