//! The nile conformance kit for Imhotep: 2 to 4 players on side A, side B and two mixed
//! side sets, the Pharaoh's Fury variant with 3 players: the shared harness (action index,
//! tensor, viewer texts and narration, determinism, `random_step`), no allocation on the
//! hot path, tampered states, the dynamic layer, the CLI log round trip and a snapshot.

use nile_core::GameConfig;
use nile_imhotep::ImhotepConfig;

fn configs() -> Vec<ImhotepConfig> {
    let mut out = Vec::new();
    for sides in ["AAAAA", "BBBBB", "ABABA", "BABAB"] {
        for players in 2..=4 {
            let mut c = ImhotepConfig::for_players(players);
            c.set_option("sides", sides).expect("sides");
            if players == 3 {
                c.set_option("variant", "pharaohs-fury").expect("variant");
            }
            out.push(c);
        }
    }
    out
}

nile_testkit::conformance!(nile_imhotep::Imhotep, configs);
