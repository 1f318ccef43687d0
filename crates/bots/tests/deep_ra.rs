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
