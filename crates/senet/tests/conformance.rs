//! The nile conformance kit for five and seven pawns: the harness (with the viewer, index
//! and tensor checks), no allocation on the hot path, tampered states, the dynamic layer,
//! the CLI log round trip and a snapshot of a seeded game.

use nile_core::GameConfig;
use nile_senet::{Senet, SenetConfig};

fn config(pawns: &str) -> SenetConfig {
    let mut c = SenetConfig::for_players(2);
    c.set_option("pawns", pawns).unwrap();
    c
}

nile_testkit::conformance!(Senet, || vec![config("5"), config("7")]);
