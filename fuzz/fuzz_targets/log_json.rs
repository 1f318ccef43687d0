//! Log JSON → `MatchLog::from_json` → replay → play to the end.
#![no_main]

use nile::core::Game;
use nile_fuzz::{on_game, Check};

struct LogJson;
impl Check for LogJson {
    fn run<G: Game>(&self, _players: usize, data: &[u8]) {
        nile_testkit::fuzz::log_json::<G>(data);
    }
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| on_game(data, &LogJson));
