//! Tampered states: every numeric field of a mid-game state set to odd values either is
//! refused by `from_json` or gives a state that plays to the end.

use nile_core::{harness, GameConfig};
use nile_imhotep::{Imhotep, ImhotepConfig};

fn mid_game(sides: &str, steps: usize) -> Imhotep {
    let mut c = ImhotepConfig::for_players(3);
    c.set_option("sides", sides).unwrap();
    harness::random_position(&c, 11, steps).unwrap()
}

#[test]
fn tampered_numbers_are_refused_or_harmless() {
    let states = [
        ("AAAAA", 40),
        ("BBBBB", 70),
        ("BABAB", 25),
        ("BBBBB", 121),
        ("ABBBB", 57),
        ("BABAB", 93),
        ("AAAAA", 152),
        ("BBBBB", 203),
    ];
    for (sides, steps) in states {
        let g = mid_game(sides, steps);
        harness::check_every_number_tampered(&g, &[0, 1, 2, 3, 4, 5, 7, 13, 29, 200, 255], 5)
            .unwrap_or_else(|e| panic!("{sides} after {steps} steps: {e}"));
    }
}
