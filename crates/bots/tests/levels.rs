//! The levels (`easy`, `medium`, `hard`) through the dynamic layer in every game, and the
//! specs every front end must refuse alike.

use nile_bots::arena::{run_arena, ArenaOptions};
use nile_bots::levels::{level_spec, levels_of, LEVELS};
use nile_bots::{AgentSpec, DynAgents};
use nile_conquistando::Conquistando;
use nile_core::bots::BotHints;
use nile_core::dynamic::{DynGameType, GameType};
use nile_core::testing::{Nim, NimConfig};
use nile_core::Turn;
use nile_imhotep::Imhotep;
use nile_pragas::Pragas;
use nile_ra::Ra;
use nile_tekhenu::Tekhenu;

/// Every level of `G` builds through the dynamic layer under its level's name, and
/// parses for `G` to exactly the spec the game declares.
fn levels_resolve<G: BotHints>() {
    let kind = GameType::<G>::NEW;
    let row = G::LEVELS.unwrap_or_else(|| panic!("{} has no measured levels", G::NAME));
    assert_eq!(levels_of::<G>(), row);
    assert_eq!(kind.measured_levels(), Some(row));
    assert_eq!(level_spec::<G>("hard"), Some(row.hard));
    assert_eq!(kind.level_spec("Hard"), Some(row.hard));
    for (level, spec) in LEVELS.into_iter().zip([row.easy, row.medium, row.hard]) {
        let agent = kind.agent(level, 1).unwrap();
        assert_eq!(agent.name(), level);
        assert_eq!(
            AgentSpec::parse_for::<G>(level).unwrap(),
            AgentSpec::parse(spec).unwrap(),
            "{} {level}",
            G::NAME
        );
    }
    let upper = kind.agent("HARD", 1).unwrap();
    assert_eq!(upper.name(), "HARD");
    let err = kind.agent("hard:2", 1).err().unwrap().to_string();
    assert!(err.contains("takes no options"), "{err}");
}

#[test]
fn every_level_resolves_in_every_game() {
    levels_resolve::<Ra>();
    levels_resolve::<Imhotep>();
    levels_resolve::<Tekhenu>();
    levels_resolve::<Pragas>();
    levels_resolve::<Conquistando>();
}

#[test]
fn hard_plays_legal_moves_through_the_dynamic_layer() {
    // Rá's hard bot thinks on a CPU-time budget, so its moves depend on the machine's
    // speed and are not compared with another agent's; `every_level_resolves_in_every_game`
    // pins the spec it is built from. Here it plays: four of its decisions, each one of
    // the legal actions, from a seeded game.
    let kind = GameType::<Ra>::NEW;
    let mut game = kind.new_game(2, &[]).unwrap();
    let mut hard = kind.agent("hard", 7).unwrap();
    assert_eq!(hard.name(), "hard");
    let mut rng = nile_core::rng::seeded(9);
    let mut moves = 0;
    while moves < 4 {
        match game.turn() {
            Turn::Player(p) => {
                let legal = game.legal_actions();
                let i = hard.choose(game.as_ref(), p).unwrap();
                assert!(legal.contains(&i), "action {i} is not one of {legal:?}");
                game.apply_index(i).unwrap();
                moves += 1;
            }
            Turn::Chance => {
                game.sample_chance(&mut rng).unwrap();
            }
            Turn::Over => break,
        }
    }
    assert_eq!(moves, 4);
}

#[test]
fn an_unknown_spec_lists_the_choices_with_the_levels() {
    let err = GameType::<Tekhenu>::NEW
        .agent("wizard", 1)
        .err()
        .unwrap()
        .to_string();
    assert!(err.starts_with("unknown agent \"wizard\": expected random, greedy"));
    for choice in ["mcts:N", "pimc", "anchor", "easy, medium or hard"] {
        assert!(err.contains(choice), "{choice}: {err}");
    }
}

#[test]
fn the_arena_refuses_the_anchor_outside_ra_with_the_cli_sentence() {
    // Nim, whose whole game the anchor would search in a moment: an arena that let the
    // anchor through would return results here, not hang as it would in Imhotep.
    let config = NimConfig::default();
    let options = ArenaOptions {
        seats: vec!["anchor".into(), "random".into()],
        games: 1,
        seed: 1,
        threads: 1,
        progress: false,
    };
    let err = run_arena::<Nim>(&config, &options)
        .err()
        .unwrap()
        .to_string();
    let cli = GameType::<Nim>::NEW
        .agent("anchor", 1)
        .err()
        .unwrap()
        .to_string();
    assert_eq!(err, cli);
    assert!(err.contains("the anchor is the Rá baseline"), "{err}");
}

#[test]
fn a_budget_too_long_or_too_short_for_a_duration_is_refused_with_a_sentence() {
    // Found by the `http_body` fuzz target: `mcts:0055111111111111111111090ms` is over
    // 5 × 10^19 seconds, more than a `Duration` holds, and once panicked in the parser.
    for spec in [
        "mcts:0055111111111111111111090ms",
        "mcts:1e300s",
        "pimc:1e30s",
        "mcts:0.0000000001ms",
        "mcts:1e-300s",
        "mcts:-5ms",
        "mcts:NaNs",
        "mcts:infs",
    ] {
        let err = GameType::<Ra>::NEW
            .agent(spec, 1)
            .err()
            .unwrap_or_else(|| panic!("{spec} accepted"));
        assert!(err.to_string().contains(spec), "{spec}: {err}");
    }
    assert!(
        GameType::<Ra>::NEW.agent("mcts:1e9s", 1).is_ok(),
        "a long but representable time still builds"
    );
}
