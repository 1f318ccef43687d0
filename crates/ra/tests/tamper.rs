//! Tampered saved states: `from_json` refuses them, or the engine renders, observes and
//! plays them to the end without panicking (issue "Nothing a user types or loads can
//! crash"). `NILE_CASES` raises the number of seeds (`NILE_CASES=200` for the full
//! sweep of 200 seeds × 100 mutations per seat count).

use nile_core::rng::{below, seeded_stream};
use nile_core::{harness, GameConfig};
use nile_ra::{Ra, RaConfig};

/// Mutations of each seed's mid-game state.
const MUTATIONS: usize = 100;

#[test]
fn tampered_states_are_refused_or_play_to_the_end() {
    let seeds = harness::cases(6) as u64;
    for players in 2..=5 {
        for seed in 0..seeds {
            harness::check_tampered_states::<Ra>(&RaConfig::for_players(players), seed, MUTATIONS)
                .unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
        }
    }
}

/// A state `steps` random steps into a game.
fn mid_game(players: usize, seed: u64, steps: usize) -> Ra {
    harness::random_position(&RaConfig::for_players(players), seed, steps).unwrap()
}

/// Every number of mid-game states (bidding, turns, discards, the deal, between epochs)
/// set to edge values: refused, or played to the end with an outcome.
#[test]
fn every_number_set_to_edge_values_is_refused_or_plays_to_the_end() {
    let mut accepted = 0;
    for players in 2..=5 {
        for seed in 0..harness::cases(3) as u64 {
            let steps = 1 + below(&mut seeded_stream(seed, 9), 400) as usize;
            let g = mid_game(players, seed, steps);
            let values = [0, 1, 2, 3, 4, 5, 7, 9, 13, 16, 17, 30, 31, 32, 255, 65_535];
            accepted += harness::check_every_number_tampered(&g, &values, seed)
                .unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
        }
    }
    assert!(accepted > 0);
}
