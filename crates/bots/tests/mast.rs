//! MAST rollouts in every engine: the dense statistics table (the engines' fixed action
//! index) and `Game::apply_listed` (their unchecked path) keep a seeded search exactly
//! repeatable, and each search plays a legal move.

use nile_bots::{MctsAgent, MctsConfig};
use nile_conquistando::Conquistando;
use nile_core::bots::BotHints;
use nile_core::harness::random_position;
use nile_core::{GameConfig, Turn};
use nile_imhotep::Imhotep;
use nile_pragas::Pragas;
use nile_ra::Ra;
use nile_tekhenu::Tekhenu;

/// A few mid-game positions of `G` at two and three seats, each searched twice with the
/// same seed and an iteration budget: the same move, a legal one.
fn repeats_for_a_seed<G: BotHints>() {
    for players in [2, 3] {
        let config = G::Config::for_players(players);
        for seed in 1..=3u64 {
            let state = random_position::<G>(&config, seed, 30 * seed as usize)
                .unwrap_or_else(|e| panic!("{}: {e}", G::NAME));
            let Turn::Player(seat) = state.turn() else {
                continue;
            };
            let search = || {
                let mut agent = MctsAgent::<G>::new(MctsConfig::iterations(300).mast(0.2), seed);
                let action = agent.search(&state, seat);
                (action, agent.last_search_stats().nodes)
            };
            let (first, nodes) = search();
            assert_eq!(
                (first, nodes),
                search(),
                "{} {players} seats seed {seed}",
                G::NAME
            );
            let mut legal = Vec::new();
            state.legal_actions(&mut legal);
            let first = first.unwrap_or_else(|| panic!("{}: no move", G::NAME));
            assert!(legal.contains(&first), "{}: {first} is not legal", G::NAME);
        }
    }
}

#[test]
fn mast_searches_repeat_for_a_seed_in_every_engine() {
    repeats_for_a_seed::<Ra>();
    repeats_for_a_seed::<Imhotep>();
    repeats_for_a_seed::<Tekhenu>();
    repeats_for_a_seed::<Pragas>();
    repeats_for_a_seed::<Conquistando>();
}
