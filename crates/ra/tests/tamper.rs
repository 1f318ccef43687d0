//! Tampered saved states: `from_json` refuses them, or the engine renders, observes and
//! plays them to the end without panicking (issue "Nothing a user types or loads can
//! crash"). `NILE_CASES` raises the number of seeds (e.g. `NILE_CASES=200`).

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
