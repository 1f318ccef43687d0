//! The nile conformance kit for 2, 3 and 4 players and both options: the harness (with the
//! viewer, index and tensor checks), no allocation on the hot path, tampered states, the
//! dynamic layer, the CLI log round trip and a snapshot of a seeded game.

use nile_conquistando::{Conquistando, ConquistandoConfig};
use nile_core::GameConfig;

fn config(players: usize, achievements: &str, loss_basis: &str) -> ConquistandoConfig {
    let mut c = ConquistandoConfig::for_players(players);
    c.set_option("achievements", achievements).unwrap();
    c.set_option("loss_basis", loss_basis).unwrap();
    c
}

nile_testkit::conformance!(Conquistando, || {
    vec![
        config(4, "on", "defenders"),
        config(2, "on", "attackers"),
        config(3, "off", "defenders"),
    ]
});
