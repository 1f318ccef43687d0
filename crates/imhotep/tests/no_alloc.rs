//! No heap allocation in legal_actions / chance / apply once a game is under way.

use nile_core::alloc::CountingAllocator;
use nile_core::harness::check_no_alloc;
use nile_core::GameConfig;
use nile_imhotep::{Imhotep, ImhotepConfig};

#[global_allocator]
static ALLOC: CountingAllocator = CountingAllocator;

#[test]
fn no_allocation_on_the_hot_path() {
    for n in 2..=4 {
        for sides in ["AAAAA", "BBBBB", "ABABA"] {
            let mut c = ImhotepConfig::for_players(n);
            c.set_option("sides", sides).unwrap();
            c.pharaohs_fury = true;
            for seed in 0..5 {
                check_no_alloc::<Imhotep>(&c, seed, 1).unwrap_or_else(|e| panic!("{c:?}: {e}"));
            }
        }
    }
}
