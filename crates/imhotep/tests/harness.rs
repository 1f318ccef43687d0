//! The shared harness over every player count, side family and the variant.

use nile_core::harness::{cases, check_game};
use nile_core::GameConfig;
use nile_imhotep::{Imhotep, ImhotepConfig};

fn config(players: usize, sides: &str, fury: bool) -> ImhotepConfig {
    let mut c = ImhotepConfig::for_players(players);
    c.set_option("sides", sides).unwrap();
    c.pharaohs_fury = fury;
    c
}

fn family(sides: &str, fury: bool) -> Vec<ImhotepConfig> {
    (2..=4).map(|n| config(n, sides, fury)).collect()
}

#[test]
fn harness_side_a() {
    check_game::<Imhotep>(&family("AAAAA", false), cases(20), 1);
}

#[test]
fn harness_side_b() {
    check_game::<Imhotep>(&family("BBBBB", false), cases(20), 2);
}

#[test]
fn harness_mixed_sides() {
    check_game::<Imhotep>(&family("ABABA", false), cases(8), 3);
    check_game::<Imhotep>(&family("BABAB", false), cases(8), 4);
}

#[test]
fn harness_pharaohs_fury() {
    check_game::<Imhotep>(&family("AAAAA", true), cases(8), 5);
    check_game::<Imhotep>(&family("BBBBB", true), cases(8), 6);
}
