//! State JSON → `from_json` → render, observe, play to the end.
#![no_main]

use nile::core::Game;
use nile_fuzz::{on_game, Check};

struct StateJson;
impl Check for StateJson {
    fn run<G: Game>(&self, _players: usize, data: &[u8]) {
        nile_testkit::fuzz::state_json::<G>(data);
    }
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| on_game(data, &StateJson));
