//! The search pinned on Rá: fixed seeds, small budgets, no timing, so a regression that
//! breaks MCTS fails CI.

use nile_bots::arena::{run_arena, ArenaOptions};
use nile_bots::{MctsAgent, MctsConfig};
use nile_core::{GameConfig, Match, Turn};
use nile_ra::{Ra, RaConfig};

fn arena(seats: &[&str], games: usize, seed: u64) -> nile_bots::arena::ArenaReport {
    let options = ArenaOptions {
        seats: seats.iter().map(|s| s.to_string()).collect(),
        games,
        seed,
        threads: 0,
        progress: false,
    };
    run_arena::<Ra>(&RaConfig::for_players(seats.len()), &options).unwrap()
}

#[test]
fn mcts_beats_random_at_two_player_ra() {
    let report = arena(&["mcts:150", "random"], 12, 1);
    assert!(report.agents[0].win_rate >= 0.85, "{report}");
    assert!(report.agents[0].mean_margin > 0.0, "{report}");
}

#[test]
fn mcts_beats_greedy_at_two_player_ra() {
    let report = arena(&["mcts:150", "greedy"], 10, 2);
    assert!(report.agents[0].win_rate >= 0.8, "{report}");
}

#[test]
fn mcts_beats_two_randoms_at_three_player_ra() {
    let report = arena(&["mcts:100", "random", "random"], 6, 3);
    assert!(report.agents[0].win_rate >= 0.6, "{report}");
}

#[test]
fn mcts_search_on_ra_is_deterministic_for_a_seed() {
    let mut game = Match::<Ra>::new(RaConfig::for_players(3), 5).unwrap();
    let Turn::Player(p) = game.resolve_chance().unwrap() else {
        panic!("Ra starts with a player decision after setup");
    };
    let search = || {
        let mut agent = MctsAgent::<Ra>::new(MctsConfig::iterations(300), 9);
        let action = agent.search(game.state(), p);
        (
            action,
            agent.last_search_stats().iterations,
            agent.last_search_stats().nodes,
        )
    };
    let first = search();
    assert!(first.0.is_some());
    assert_eq!(first.1, 300);
    assert_eq!(first, search());
}
