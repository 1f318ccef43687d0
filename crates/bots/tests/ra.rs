//! The search pinned on Rá: fixed seeds, small budgets, no timing, so a regression that
//! breaks MCTS fails CI.

use nile_bots::arena::{run_arena, ArenaOptions};
use nile_bots::{MctsAgent, MctsConfig};
use nile_core::{Game, GameConfig, Match, Turn};
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

#[test]
fn tuned_mcts_beats_classic_mcts_at_equal_iterations() {
    let report = arena(&["mcts:200", "mcts:200:classic"], 6, 4);
    assert!(report.agents[0].win_rate >= 0.8, "{report}");
}

#[test]
fn the_lookahead_baseline_beats_random() {
    let report = arena(&["lookahead:2", "random"], 4, 5);
    assert!(report.agents[0].win_rate >= 0.75, "{report}");
}

#[test]
fn several_trees_give_the_same_report_on_any_thread_count() {
    let seats = ["mcts:120:trees=3", "greedy"];
    let run = |threads| {
        let options = ArenaOptions {
            seats: seats.iter().map(|s| s.to_string()).collect(),
            games: 2,
            seed: 6,
            threads,
            progress: false,
        };
        let report = run_arena::<Ra>(&RaConfig::for_players(2), &options).unwrap();
        serde_json::to_string(&report).unwrap()
    };
    assert_eq!(run(1), run(2));
}

#[test]
fn a_search_with_several_trees_is_reproducible_and_counts_every_tree() {
    let mut game = Match::<Ra>::new(RaConfig::for_players(2), 8).unwrap();
    let Turn::Player(p) = game.resolve_chance().unwrap() else {
        panic!("Ra starts with a player decision after setup");
    };
    let state = game.state().clone();
    let config = MctsConfig::iterations(301)
        .horizon(0)
        .margin_weight(1.0)
        .margin_scale(8.0)
        .trees(3);
    let mut a = MctsAgent::<Ra>::new(config, 5);
    let mut b = MctsAgent::<Ra>::new(config, 5);
    assert_eq!(a.search(&state, p), b.search(&state, p));
    assert_eq!(a.last_search_stats().iterations, 301);
}

#[test]
fn a_kept_tree_carries_its_statistics_to_the_next_move() {
    let mut game = Match::<Ra>::new(RaConfig::for_players(2), 11).unwrap();
    let Turn::Player(p) = game.resolve_chance().unwrap() else {
        panic!("Ra starts with a player decision after setup");
    };
    let mut state = game.state().clone();
    let config = MctsConfig::iterations(3000)
        .horizon(0)
        .margin_weight(1.0)
        .margin_scale(8.0);
    let mut kept = MctsAgent::<Ra>::new(config.reuse(true), 2);
    let mut fresh = MctsAgent::<Ra>::new(config, 2);
    let action = kept.search(&state, p).unwrap();
    assert_eq!(Some(action), fresh.search(&state, p));
    // Play on along the kept tree's own best line until seat p is to act again.
    state.apply(action).unwrap();
    let mut rng = nile_core::rng::seeded(3);
    let mut chance = Vec::new();
    let mut steps = 0;
    while state.turn() != Turn::Player(p) && state.turn() != Turn::Over && steps < 20 {
        match state.turn() {
            Turn::Chance => {
                let outcome = state.sample_chance(&mut rng, &mut chance).unwrap();
                state.apply(outcome).unwrap();
            }
            Turn::Player(q) => {
                let reply = fresh.search(&state, q).unwrap();
                state.apply(reply).unwrap();
            }
            Turn::Over => {}
        }
        steps += 1;
    }
    assert_eq!(state.turn(), Turn::Player(p), "seat {p} is to act again");
    kept.search(&state, p).unwrap();
    fresh.search(&state, p).unwrap();
    // The same 3000 iterations, on top of the subtree kept from the first search.
    assert!(kept.last_search_stats().nodes > fresh.last_search_stats().nodes);
}
