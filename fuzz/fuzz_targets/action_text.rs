//! A random position, then an action as text and as JSON: applied, or refused with the
//! state byte-identical.
#![no_main]

use nile::core::Game;
use nile_fuzz::{config, on_game, Check};

struct ActionText;
impl Check for ActionText {
    fn run<G: Game>(&self, players: usize, data: &[u8]) {
        nile_testkit::fuzz::action_text::<G>(&config::<G>(players), data);
    }
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| on_game(data, &ActionText));
