//! The dynamic layer's apply-by-index with arbitrary indices.
#![no_main]

use nile::core::Game;
use nile_fuzz::{on_game, Check};

struct DynamicIndex;
impl Check for DynamicIndex {
    fn run<G: Game>(&self, players: usize, data: &[u8]) {
        nile_testkit::fuzz::dynamic_index::<G>(players, data);
    }
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| on_game(data, &DynamicIndex));
