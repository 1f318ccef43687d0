//! `legal_actions`, `chance_outcomes`, `sample_chance` and `apply` never allocate once a
//! game is under way.

use nile_conquistando::{Conquistando, ConquistandoConfig};
use nile_core::alloc::CountingAllocator;
use nile_core::{harness, GameConfig};

#[global_allocator]
static ALLOC: CountingAllocator = CountingAllocator;

#[test]
fn the_hot_path_does_not_allocate() {
    for players in 2..=4 {
        for (seed, basis) in [(0, "defenders"), (1, "attackers"), (2, "defenders")] {
            let mut c = ConquistandoConfig::for_players(players);
            c.set_option("loss_basis", basis).unwrap();
            c.set_option("achievements", if seed == 2 { "off" } else { "on" })
                .unwrap();
            harness::check_no_alloc::<Conquistando>(&c, seed, 0)
                .unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
        }
    }
}
