//! The nile conformance kit for Tekhenu: 2 to 4 players, solo at every difficulty, the
//! printed Horus layout and the solo challenge: the shared harness (action index, tensor,
//! viewer texts and narration, determinism, `random_step`), no allocation on the hot
//! path, tampered states, the dynamic layer, the CLI log round trip and a snapshot.

use nile_core::GameConfig;
use nile_tekhenu::{Difficulty, TekhenuConfig};

fn configs() -> Vec<TekhenuConfig> {
    let mut v: Vec<TekhenuConfig> = (1..=4).map(TekhenuConfig::for_players).collect();
    for difficulty in [Difficulty::Medium, Difficulty::Hard] {
        v.push(TekhenuConfig {
            difficulty,
            ..TekhenuConfig::for_players(1)
        });
    }
    let mut printed = TekhenuConfig::for_players(3);
    printed.printed_horus = true;
    let mut challenge = TekhenuConfig::for_players(1);
    challenge.challenge = true;
    challenge.bot_decree_8 = true;
    v.extend([printed, challenge]);
    v
}

nile_testkit::conformance!(nile_tekhenu::Tekhenu, configs);
