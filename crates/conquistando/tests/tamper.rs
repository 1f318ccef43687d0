//! Tampered states: numbers of a mid-game state changed (by the harness, and every
//! numeric field set to odd values here) are refused by `from_json` or give a state that
//! plays on to the end without panicking.

use nile_conquistando::{Conquistando, ConquistandoConfig};
use nile_core::{harness, GameConfig};

#[test]
fn the_harness_tampers_with_mid_game_states() {
    for players in 2..=4 {
        for seed in 0..harness::cases(6) as u64 {
            harness::check_tampered_states::<Conquistando>(
                &ConquistandoConfig::for_players(players),
                seed,
                40,
            )
            .unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
        }
    }
}

fn mid_game(players: usize, steps: usize) -> Conquistando {
    harness::random_position(&ConquistandoConfig::for_players(players), 11, steps).unwrap()
}

#[test]
fn every_number_set_to_odd_values_is_refused_or_harmless() {
    for (players, steps) in [(2, 300), (4, 900)] {
        let g = mid_game(players, steps);
        harness::check_every_number_tampered(&g, &[0, 2, 15, 31, 65535], 5)
            .unwrap_or_else(|e| panic!("{players} players after {steps} steps: {e}"));
    }
}
