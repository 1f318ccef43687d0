//! The bots and the arena on the core's sample game, Nim (last stone wins).

use nile_bots::arena::{entry_at_seat, run_arena, ArenaError, ArenaOptions};
use nile_bots::{agent_from_spec, MctsAgent, MctsConfig};
use nile_core::testing::{Nim, NimAction, NimConfig};
use nile_core::Lang;
use nile_core::{Agent, Game, Match};

fn nim_with_pile(pile: u8) -> Nim {
    let mut nim = Nim::new(&NimConfig::default()).unwrap();
    nim.apply(NimAction::Pile(pile)).unwrap();
    nim
}

fn options(seats: &[&str], games: usize, seed: u64, threads: usize) -> ArenaOptions {
    ArenaOptions {
        seats: seats.iter().map(|s| s.to_string()).collect(),
        games,
        seed,
        threads,
        progress: false,
    }
}

#[test]
fn mcts_finds_the_winning_move_from_every_winning_pile() {
    // Leaving a multiple of three stones wins.
    for (pile, winning) in [(5, 2), (7, 1), (8, 2)] {
        let nim = nim_with_pile(pile);
        for seed in 0..3 {
            let mut mcts = MctsAgent::<Nim>::new(MctsConfig::iterations(400), seed);
            assert_eq!(
                mcts.search(&nim, 0),
                Some(NimAction::Take(winning)),
                "pile {pile}, seed {seed}"
            );
        }
    }
}

#[test]
fn mcts_beats_random_at_two_player_nim() {
    let report = run_arena::<Nim>(
        &NimConfig::default(),
        &options(&["mcts:300", "random"], 40, 3, 1),
    )
    .unwrap();
    let mcts = &report.agents[0];
    assert!(mcts.win_rate >= 0.8, "{report}");
    assert!(mcts.elo > report.agents[1].elo, "{report}");
}

#[test]
fn mcts_beats_random_at_three_player_nim() {
    let config = NimConfig { players: 3 };
    let report = run_arena::<Nim>(
        &config,
        &options(&["mcts:300", "random", "random"], 30, 5, 1),
    )
    .unwrap();
    assert!(report.agents[0].win_rate >= 0.55, "{report}");
}

#[test]
fn mcts_with_greedy_rollouts_and_margin_reward_still_wins() {
    let report = run_arena::<Nim>(
        &NimConfig::default(),
        &options(&["mcts:300:greedy:margin=0.3", "random"], 30, 4, 1),
    )
    .unwrap();
    assert!(report.agents[0].win_rate >= 0.75, "{report}");
}

#[test]
fn same_seed_same_game() {
    let play = || {
        let mut agents: Vec<Box<dyn Agent<Nim>>> = vec![
            agent_from_spec("mcts:200", 11).unwrap(),
            agent_from_spec("greedy", 12).unwrap(),
        ];
        let mut m = Match::<Nim>::new(NimConfig::default(), 9).unwrap();
        m.play(&mut agents).unwrap();
        m.log().actions.clone()
    };
    assert_eq!(play(), play());
}

#[test]
fn arena_results_do_not_depend_on_the_thread_count() {
    let seats = ["mcts:50", "greedy", "random"];
    let config = NimConfig { players: 3 };
    let one = run_arena::<Nim>(&config, &options(&seats, 12, 8, 1)).unwrap();
    let two = run_arena::<Nim>(&config, &options(&seats, 12, 8, 2)).unwrap();
    assert_eq!(one, two);
    assert_eq!(
        serde_json::to_string(&one).unwrap(),
        serde_json::to_string(&two).unwrap()
    );
}

#[test]
fn arena_report_is_per_entry_with_consistent_totals() {
    let report = run_arena::<Nim>(
        &NimConfig::default(),
        &options(&["random", "random"], 20, 2, 0),
    )
    .unwrap();
    assert_eq!(report.games, 20);
    assert_eq!(report.agents.len(), 2);
    assert_eq!(report.agents[0].name, "random");
    assert_eq!(report.agents[1].entry, 1);
    let total: f64 = report.agents.iter().map(|a| a.wins).sum();
    assert_eq!(total, 20.0);
    let mean_elo: f64 = report.agents.iter().map(|a| a.elo).sum::<f64>() / 2.0;
    assert!((mean_elo - 1500.0).abs() < 1e-6);
    for a in &report.agents {
        let (lo, hi) = a.win_rate_ci95;
        assert!(lo <= a.win_rate && a.win_rate <= hi);
    }
    let json = serde_json::to_value(&report).unwrap();
    assert_eq!(json["agents"][0]["name"], "random");
    assert!(json["agents"][0]["win_rate_ci95"].is_array());
    let table = report.to_string();
    assert!(
        table.contains("win rate") && table.contains("elo"),
        "{table}"
    );
}

#[test]
fn seats_rotate_so_every_entry_sits_everywhere() {
    for n in 1..=5 {
        for seat in 0..n {
            let entries: std::collections::BTreeSet<usize> =
                (0..n).map(|g| entry_at_seat(seat, g, n)).collect();
            assert_eq!(entries.len(), n);
        }
        for g in 0..n {
            let entries: std::collections::BTreeSet<usize> =
                (0..n).map(|seat| entry_at_seat(seat, g, n)).collect();
            assert_eq!(entries.len(), n, "game {g} seats every entry once");
        }
    }
}

#[test]
fn arena_refuses_a_wrong_seat_count_and_bad_specs() {
    let err = run_arena::<Nim>(&NimConfig::default(), &options(&["random"], 5, 1, 1)).unwrap_err();
    assert_eq!(err, ArenaError::SeatCount { given: 1, seats: 2 });
    assert_eq!(
        err.to_string(),
        "1 seat specs were given for a 2-seat game; give one per seat"
    );
    assert_eq!(
        err.text(Lang::PtBr),
        "foi dada 1 especificação de assento para uma partida de 2 assentos; dê uma por assento"
    );
    let err = run_arena::<Nim>(
        &NimConfig::default(),
        &options(&["random", "mtcs:20"], 5, 1, 1),
    )
    .unwrap_err();
    assert!(matches!(err, ArenaError::Spec(_)), "{err:?}");
    assert!(
        err.to_string().starts_with("unknown agent \"mtcs:20\""),
        "{err}"
    );
    assert!(
        err.text(Lang::PtBr)
            .starts_with("robô desconhecido \"mtcs:20\""),
        "{}",
        err.text(Lang::PtBr)
    );
    let err = run_arena::<Nim>(
        &NimConfig::default(),
        &options(&["random", "random"], 0, 1, 1),
    )
    .unwrap_err();
    assert_eq!(err, ArenaError::NoGames);
    assert!(err.to_string().contains("at least one game"), "{err}");
}

#[test]
fn specs_parse_and_bad_specs_are_clear_sentences() {
    for good in [
        "random",
        "greedy",
        "greedy:random",
        "greedy:depth=1",
        "mcts:2000",
        "MCTS:2000",
        "mcts:500ms",
        "mcts:500ms:cpu",
        "mcts:1.5s",
        "mcts:2000:greedy",
        "mcts:2000:random:c=1.2:margin",
        "mcts:100:margin=0.25:nodes=1000",
        "mcts:2000:classic",
        "mcts:100:h=4:scale=8:trees=2",
        "mcts:100:h=end",
        "mcts:100:mast",
        "mcts:100:mast=0.35:h=8",
        "mcts:100:imm=0.3",
        "mcts:100:imm=1:mast:trees=2",
        "mcts:100:pb=1",
        "mcts:100:pb=0.5:pbafter=0:imm=0.3",
        "mcts:100:policy",
        "mcts:100:policy:h=8:pb=1",
        "mcts:100:policy:pexp",
        "mcts:100:ol:policy",
        "lookahead",
        "lookahead:2",
    ] {
        let agent = agent_from_spec::<Nim>(good, 1).unwrap_or_else(|e| panic!("{good}: {e}"));
        assert_eq!(agent.name(), good);
    }
    let cases = [
        (
            "mtcs:20",
            "unknown agent \"mtcs:20\": expected random, greedy, lookahead:D, mcts:N",
        ),
        ("human", "human seat"),
        ("mcts", "mcts needs a budget"),
        ("mcts:0", "is not a budget"),
        ("mcts:abc", "is not a budget"),
        ("mcts:100:fast", "unknown mcts option \"fast\""),
        ("mcts:100:c=x", "c needs a non-negative number"),
        ("mcts:100:margin=2", "between 0 and 1"),
        ("random:5", "takes no options"),
        ("greedy:depth=x", "depth must be a whole number"),
        ("lookahead:0", "a depth from 1 to"),
        ("lookahead:2:3", "takes one depth"),
        ("mcts:100:trees=0", "trees needs a whole number"),
        ("mcts:100:h=x", "h needs a number of decisions"),
        ("mcts:100:cpu", "cpu needs a time budget"),
        (
            "mcts:100:mast=1.5",
            "mast needs an exploration share between 0 and 1",
        ),
        (
            "mcts:100:mast=x",
            "mast needs an exploration share between 0 and 1",
        ),
        ("mcts:100:imm=2", "imm needs a weight above 0 and at most 1"),
        ("mcts:100:imm=x", "imm needs a weight above 0 and at most 1"),
        ("mcts:100:imm=0", "imm needs a weight above 0 and at most 1"),
        ("mcts:100:imm", "unknown mcts option \"imm\""),
        ("mcts:100:pb=0", "pb needs a weight above 0"),
        ("mcts:100:pb=x", "pb needs a weight above 0"),
        (
            "mcts:100:pb=1:pbafter=-1",
            "pbafter needs a whole number of visits",
        ),
        ("mcts:100:pbafter=4", "pbafter needs pb=W or prior=W too"),
        ("mcts:100:prior=0", "prior needs a weight above 0"),
        ("mcts:100:pb=1:prior=1", "pb and prior both set"),
        ("mcts:100:pexp=1", "unknown mcts option \"pexp=1\""),
        ("mcts:100:ol=1", "unknown mcts option \"ol=1\""),
        ("", "unknown agent"),
    ];
    for (spec, message) in cases {
        let err = agent_from_spec::<Nim>(spec, 1).err().unwrap().to_string();
        assert!(err.contains(message), "{spec}: {err}");
    }
}

#[test]
fn time_budget_runs_and_reports_its_speed() {
    let nim = nim_with_pile(9);
    let mut mcts = MctsAgent::<Nim>::new(MctsConfig::time(std::time::Duration::from_millis(20)), 1);
    assert!(mcts.search(&nim, 0).is_some());
    let stats = mcts.last_search_stats();
    assert!(stats.iterations >= 1);
    assert!(stats.nodes >= 2);
    assert!(stats.iterations_per_second() > 0.0);
}

#[test]
fn cpu_time_budget_stops_on_the_threads_cpu_clock() {
    use nile_bots::{thread_cpu_time, Budget};
    let nim = nim_with_pile(9);
    let limit = std::time::Duration::from_millis(30);
    let config = MctsConfig {
        budget: Budget::CpuTime(limit),
        ..MctsConfig::iterations(1)
    };
    let before = thread_cpu_time();
    let mut mcts = MctsAgent::<Nim>::new(config, 1);
    assert!(mcts.search(&nim, 0).is_some());
    assert!(mcts.last_search_stats().iterations >= 1);
    if let (Some(before), Some(after)) = (before, thread_cpu_time()) {
        // The search itself burnt at least the limit of this thread's CPU time.
        assert!(after - before >= limit, "{:?}", after - before);
    }
}

#[test]
fn search_refuses_a_seat_not_to_act() {
    let nim = nim_with_pile(9);
    let mut mcts = MctsAgent::<Nim>::new(MctsConfig::iterations(10), 1);
    assert_eq!(mcts.search(&nim, 1), None);
    let fresh = Nim::new(&NimConfig::default()).unwrap();
    assert_eq!(
        mcts.search(&fresh, 0),
        None,
        "a chance node is nobody's turn"
    );
}

#[test]
fn tiny_tree_cap_still_returns_a_legal_move() {
    let nim = nim_with_pile(9);
    let mut config = MctsConfig::iterations(200);
    config.max_nodes = 2;
    let mut mcts = MctsAgent::<Nim>::new(config, 1);
    let action = mcts.search(&nim, 0).unwrap();
    assert!(matches!(action, NimAction::Take(1 | 2)));
    assert!(mcts.last_search_stats().nodes <= 2);
}

#[test]
fn arena_with_progress_and_time_budgets_runs_off_a_terminal() {
    let mut opts = options(&["mcts:5ms", "random"], 4, 6, 2);
    opts.progress = true;
    let report = run_arena::<Nim>(&NimConfig::default(), &opts).unwrap();
    assert_eq!(report.games, 4);
    assert_eq!(report.agents[0].name, "mcts:5ms");
}

#[test]
fn arena_reports_wins_by_seat_and_the_lowest_score() {
    let config = NimConfig { players: 2 };
    let report =
        run_arena::<Nim>(&config, &options(&["pimc:1:units=8", "random"], 10, 4, 1)).unwrap();
    for a in &report.agents {
        assert_eq!(a.wins_by_seat.len(), 2);
        assert!(
            (a.wins_by_seat.iter().sum::<f64>() - a.wins).abs() < 1e-9,
            "{a:?}"
        );
        assert!(f64::from(a.min_score) <= a.mean_score, "{a:?}");
    }
    // Perfect play wins every game from the seat with a winning pile, and Nim's loser
    // scores 0.
    assert_eq!(report.agents[1].min_score, 0);
}

#[test]
fn arena_counts_wins_draws_and_losses_per_entry() {
    let config = NimConfig { players: 2 };
    let report = run_arena::<Nim>(&config, &options(&["greedy", "random"], 12, 3, 1)).unwrap();
    for a in &report.agents {
        assert_eq!(a.outright_wins + a.draws + a.losses, a.games, "{a:?}");
        // Two seats: a tie for first is half a win.
        let wins = a.outright_wins as f64 + 0.5 * a.draws as f64;
        assert!((wins - a.wins).abs() < 1e-9, "{a:?}");
    }
    let (a, b) = (&report.agents[0], &report.agents[1]);
    assert_eq!(a.outright_wins, b.losses);
    assert_eq!(a.draws, b.draws);
    let json = serde_json::to_value(&report).unwrap();
    for key in ["outright_wins", "draws", "losses"] {
        assert!(json["agents"][0].get(key).is_some(), "missing {key}");
    }
}

#[test]
fn mast_spec_sets_the_exploration_share_and_its_search_repeats_for_a_seed() {
    use nile_bots::{AgentSpec, DEFAULT_MAST_EPSILON};
    let mast = |spec: &str| match AgentSpec::parse(spec) {
        Ok(AgentSpec::Mcts(m)) => m.config_for::<Nim>().mast,
        other => panic!("{spec}: {other:?}"),
    };
    assert_eq!(mast("mcts:100"), None);
    assert_eq!(mast("mcts:100:mast"), Some(DEFAULT_MAST_EPSILON));
    assert_eq!(mast("mcts:100:mast=0.35"), Some(0.35));
    assert_eq!(MctsConfig::iterations(1).mast(3.0).mast, Some(1.0));
    // With MAST rollouts the search still finds Nim's winning moves, and one seed gives
    // one line of moves.
    solves_nim_repeatably(MctsConfig::iterations(400).mast(0.2));
}

/// A search with `config` finds the winning move from every winning pile (5 to 9), and
/// one seed gives one line of moves.
fn solves_nim_repeatably(config: MctsConfig) {
    let moves = |seed: u64| -> Vec<NimAction> {
        (5..=9)
            .map(|pile| {
                let mut mcts = MctsAgent::<Nim>::new(config, seed);
                mcts.search(&nim_with_pile(pile), 0).unwrap()
            })
            .collect()
    };
    let first = moves(11);
    assert_eq!(first, moves(11));
    for (pile, action) in (5..=9).zip(&first) {
        if pile % 3 != 0 {
            assert_eq!(*action, NimAction::Take(pile % 3), "pile {pile}");
        }
    }
}

#[test]
fn imm_spec_sets_the_weight_and_the_search_still_solves_nim() {
    use nile_bots::AgentSpec;
    let imm = |spec: &str| match AgentSpec::parse(spec) {
        Ok(AgentSpec::Mcts(m)) => m.config_for::<Nim>().implicit_minimax,
        other => panic!("{spec}: {other:?}"),
    };
    assert_eq!(imm("mcts:100"), None);
    assert_eq!(imm("mcts:100:imm=0.3"), Some(0.3));
    assert_eq!(imm("mcts:100:imm=1"), Some(1.0));
    assert_eq!(
        MctsConfig::iterations(1)
            .implicit_minimax(3.0)
            .implicit_minimax,
        Some(1.0)
    );
    assert_eq!(
        MctsConfig::iterations(1)
            .implicit_minimax(f64::NAN)
            .implicit_minimax,
        None
    );
    // With implicit values the search still finds Nim's winning moves, one seed one line.
    solves_nim_repeatably(MctsConfig::iterations(400).implicit_minimax(0.3));
}

#[test]
fn pexp_spec_sets_policy_expansion_and_the_search_still_solves_nim() {
    use nile_bots::AgentSpec;
    let pexp = |spec: &str| match AgentSpec::parse(spec) {
        Ok(AgentSpec::Mcts(m)) => m.config_for::<Nim>().policy_expansion,
        other => panic!("{spec}: {other:?}"),
    };
    assert!(!pexp("mcts:100"));
    assert!(pexp("mcts:100:pexp"));
    assert!(pexp("mcts:100:policy:pexp:trees=2"));
    solves_nim_repeatably(MctsConfig::iterations(400).policy_expansion());
}

#[test]
fn ol_spec_sets_open_loop_and_the_search_still_solves_nim() {
    use nile_bots::AgentSpec;
    let ol = |spec: &str| match AgentSpec::parse(spec) {
        Ok(AgentSpec::Mcts(m)) => m.config_for::<Nim>().open_loop,
        other => panic!("{spec}: {other:?}"),
    };
    assert!(!ol("mcts:100"));
    assert!(ol("mcts:100:ol"));
    assert!(ol("mcts:100:policy:ol:trees=2"));
    solves_nim_repeatably(MctsConfig::iterations(400).open_loop());
}

/// Nim's rollout policy plays the winning rule, so rollouts under `policy` score each
/// move by perfect play, and a tiny search finds the winning move where random rollouts
/// often miss it.
#[test]
fn policy_rollouts_steer_a_small_search_to_the_winning_move() {
    let found = |spec: &str| {
        let mut hits = 0;
        for seed in 0..40 {
            for (pile, winning) in [(7, 1), (8, 2)] {
                let mut agent = agent_from_spec::<Nim>(spec, seed).unwrap();
                let nim = nim_with_pile(pile);
                let mut legal = Vec::new();
                nim.legal_actions(&mut legal);
                hits += usize::from(agent.choose(&nim, 0, &legal) == NimAction::Take(winning));
            }
        }
        hits
    };
    let (policy, random) = (found("mcts:6:policy"), found("mcts:6:random"));
    assert_eq!(policy, 80, "policy rollouts: {policy} of 80");
    assert!(random < 75, "random rollouts: {random} of 80");
}
