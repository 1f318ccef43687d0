//! The deep search and the anchor baseline on Rá: fixed seeds, position budgets, no
//! timing.

use nile_bots::deep::{DeepAgent, DeepConfig};
use nile_bots::{agents_from_specs, DynAgents};
use nile_core::dynamic::GameType;
use nile_core::{Agent, Game, GameConfig, Match, Turn};
use nile_ra::{Ra, RaConfig};

/// Plays random moves to reach a mid-game position, then returns it.
fn position(players: usize, seed: u64, steps: usize) -> Ra {
    let mut game = Match::<Ra>::new(RaConfig::for_players(players), seed).unwrap();
    let mut agents = agents_from_specs::<Ra>(&vec!["random"; players], seed).unwrap();
    for _ in 0..steps {
        match game.resolve_chance().unwrap() {
            Turn::Player(p) => {
                let mut legal = Vec::new();
                game.state().legal_actions(&mut legal);
                let a = agents[p].choose(game.state(), p, &legal);
                game.apply(a).unwrap();
            }
            _ => break,
        }
    }
    game.resolve_chance().unwrap();
    game.state().clone()
}

#[test]
fn the_anchor_searches_two_whole_auctions() {
    for seed in 0..6 {
        let state = position(2, seed, 10 + 7 * seed as usize);
        let Turn::Player(p) = state.turn() else {
            continue;
        };
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        let mut agent = DeepAgent::<Ra>::new(DeepConfig::anchor(), 1);
        let action = agent.choose(&state, p, &legal);
        let stats = agent.last_stats();
        eprintln!("seed {seed}: {action}, {stats:?}");
        assert!(legal.contains(&action));
        assert!(stats.complete || legal.len() == 1, "{stats:?}");
    }
}

#[test]
fn a_seeded_pimc_game_is_the_same_twice() {
    let play = || {
        let config = RaConfig::for_players(3);
        let mut agents =
            agents_from_specs::<Ra>(&["pimc:2:nodes=3000", "anchor", "greedy"], 4).unwrap();
        let mut game = Match::<Ra>::new(config, 4).unwrap();
        game.play(&mut agents).unwrap();
        game.log().to_json()
    };
    assert_eq!(play(), play());
}

#[test]
fn pimc_beats_the_anchor_at_two_player_ra() {
    let options = nile_bots::arena::ArenaOptions {
        seats: vec!["pimc:4:nodes=5000".into(), "anchor".into()],
        games: 8,
        seed: 3,
        threads: 0,
        progress: false,
    };
    let report = nile_bots::arena::run_arena::<Ra>(&RaConfig::for_players(2), &options).unwrap();
    assert!(report.agents[0].win_rate >= 0.75, "{report}");
}

#[test]
fn the_specs_reach_the_dynamic_layer() {
    let kind = GameType::<Ra>::NEW;
    for spec in [
        "pimc",
        "pimc:500ms",
        "pimc:8:auctions=2",
        "pimc:2:nodes=100:score",
        "pimc:2:nodes=100:ab",
        "pimc:2:nodes=100:win=8",
        "anchor",
    ] {
        assert!(kind.agent(spec, 1).is_ok(), "{spec}");
    }
    for (spec, words) in [
        ("pimc:0", "positive whole number"),
        ("pimc:auctions=x", "the horizon needs"),
        ("pimc:fast", "unknown pimc option"),
        ("pimc:win=0", "win needs a positive number"),
        ("pimc:win=x", "win needs a positive number"),
        ("anchor:3", "takes no options"),
    ] {
        let err = kind.agent(spec, 1).err().unwrap().to_string();
        assert!(err.contains(words), "{spec}: {err}");
    }
    let imhotep = GameType::<nile_imhotep::Imhotep>::NEW;
    let err = imhotep.agent("anchor", 1).err().unwrap().to_string();
    assert!(err.contains("the anchor is the Rá baseline"), "{err}");
}

/// Alpha-beta (`ab`) at two seats gives every root action the value max^n gives, over
/// whole two-auction horizons of mid-game positions, and visits fewer positions.
#[test]
fn alpha_beta_gives_max_n_values_with_fewer_positions() {
    let (mut plain_nodes, mut pruned_nodes, mut compared) = (0, 0, 0);
    for seed in 0..8 {
        let state = position(2, seed, 6 + 9 * seed as usize);
        let Turn::Player(p) = state.turn() else {
            continue;
        };
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        let mut config = DeepConfig::pimc(2);
        config.units = Some(2);
        let mut plain = DeepAgent::<Ra>::new(config, seed);
        config.prune = true;
        let mut pruned = DeepAgent::<Ra>::new(config, seed);
        // Iterative deepening to the same horizon: the table's bounds from each
        // shallower iteration are read by the next.
        config.budget = nile_bots::deep::DeepBudget::Nodes(50_000_000);
        config.max_units = Some(2);
        let mut deepening = DeepAgent::<Ra>::new(config, seed);
        let want = plain.action_values(&state, p, &legal);
        for got in [
            pruned.action_values(&state, p, &legal),
            deepening.action_values(&state, p, &legal),
        ] {
            for (a, (w, g)) in legal.iter().zip(want.iter().zip(&got)) {
                assert!(
                    (w - g).abs() < 1e-6,
                    "seed {seed}, {a}: max^n {w}, alpha-beta {g}"
                );
            }
        }
        assert!(plain.last_stats().complete && pruned.last_stats().complete);
        assert!(deepening.last_stats().complete && deepening.last_stats().units == 2);
        plain_nodes += plain.last_stats().nodes;
        pruned_nodes += pruned.last_stats().nodes;
        compared += 1;
    }
    eprintln!("{compared} positions: max^n {plain_nodes} positions, alpha-beta {pruned_nodes}");
    assert!(compared >= 5);
    assert!(
        pruned_nodes * 2 < plain_nodes,
        "{pruned_nodes} vs {plain_nodes}"
    );
}

/// Under a position budget, alpha-beta reaches at least the horizon max^n reaches.
#[test]
fn alpha_beta_sees_as_far_under_the_same_budget() {
    for seed in 0..4 {
        let state = position(2, seed, 20 + 5 * seed as usize);
        let Turn::Player(p) = state.turn() else {
            continue;
        };
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        let mut config = DeepConfig::pimc(2);
        config.budget = nile_bots::deep::DeepBudget::Nodes(20_000);
        let mut plain = DeepAgent::<Ra>::new(config, seed);
        config.prune = true;
        let mut pruned = DeepAgent::<Ra>::new(config, seed);
        plain.action_values(&state, p, &legal);
        pruned.action_values(&state, p, &legal);
        let (a, b) = (plain.last_stats(), pruned.last_stats());
        assert!((b.units, b.depth) >= (a.units, a.depth), "{a:?} vs {b:?}");
    }
}

/// `win=S` combines the worlds by win chance: each world's margin `m` counts as
/// `1 / (1 + exp(-m / S))`, and the action's value is the mean of those over the worlds,
/// not the logistic of the mean margin. Rá's determinization is the state itself, so a
/// one-world agent searches the first world of a two-world agent with the same seed, and
/// the second world's margins follow from the two means.
#[test]
fn win_chance_is_the_mean_over_worlds_of_each_worlds_logistic() {
    let scale = 8.0;
    let logistic = |m: f64| 1.0 / (1.0 + (-m / scale).exp());
    let mut differs = false;
    for seed in 0..6 {
        let state = position(2, seed, 12 + 7 * seed as usize);
        let Turn::Player(p) = state.turn() else {
            continue;
        };
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        let values = |worlds: usize, win: Option<f64>| {
            let mut config = DeepConfig::pimc(worlds);
            config.units = Some(1);
            config.win_scale = win;
            DeepAgent::<Ra>::new(config, seed).action_values(&state, p, &legal)
        };
        let first = values(1, None);
        let both = values(2, None);
        let got = values(2, Some(scale));
        for i in 0..legal.len() {
            let second = 2.0 * both[i] - first[i];
            let want = (logistic(first[i]) + logistic(second)) / 2.0;
            assert!(
                (got[i] - want).abs() < 1e-9,
                "seed {seed}, {}: margins {} and {second}, win chance {} (want {want})",
                legal[i],
                first[i],
                got[i]
            );
            differs |= (got[i] - logistic(both[i])).abs() > 1e-6;
        }
        // The score objective has no margin to turn into a chance: `win` is ignored.
        let mut config = DeepConfig::pimc(2);
        config.units = Some(1);
        config.objective = nile_bots::deep::Objective::Score;
        let plain = DeepAgent::<Ra>::new(config, seed).action_values(&state, p, &legal);
        config.win_scale = Some(scale);
        let win = DeepAgent::<Ra>::new(config, seed).action_values(&state, p, &legal);
        assert_eq!(plain, win);
    }
    assert!(
        differs,
        "the worlds never disagreed: the test shows nothing"
    );
}
