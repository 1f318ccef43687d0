//! The deep search against a plain max^n written out here, on Nim (2 and 3 seats).

use nile_core::testing::{Nim, NimAction, NimConfig};
use nile_core::{Agent, Game, Turn};

use super::*;
use crate::eval::margin_of;

/// A textbook max^n with no table, no ordering and no budget: every seat takes the
/// first action with the best margin, to the end of the game.
fn plain_maxn(state: &Nim) -> Vec<f64> {
    match state.turn() {
        Turn::Over => {
            let o = state.outcome().unwrap();
            o.scores.iter().map(|&s| f64::from(s)).collect()
        }
        Turn::Chance => unreachable!("the pile is set before the search"),
        Turn::Player(seat) => {
            let mut legal = Vec::new();
            state.legal_actions(&mut legal);
            let mut best: Option<(f64, Vec<f64>)> = None;
            for a in legal {
                let mut child = state.clone();
                child.apply(a).unwrap();
                let v = plain_maxn(&child);
                let m = margin_of(&v, seat);
                if best.as_ref().is_none_or(|(b, _)| m > *b + 1e-9) {
                    best = Some((m, v));
                }
            }
            best.unwrap().1
        }
    }
}

fn nim(players: usize, pile: u8) -> Nim {
    let mut game = Nim::new(&NimConfig { players }).unwrap();
    game.apply(NimAction::Pile(pile)).unwrap();
    game
}

fn full(worlds: usize) -> DeepConfig {
    let mut config = DeepConfig::pimc(worlds);
    config.units = Some(MAX_DECISIONS);
    config
}

#[test]
fn full_search_values_match_a_plain_maxn_at_two_and_three_seats() {
    for players in [2, 3] {
        for pile in 5..=9 {
            let state = nim(players, pile);
            let mut legal = Vec::new();
            state.legal_actions(&mut legal);
            let mut agent = DeepAgent::<Nim>::new(full(1), 7);
            let values = agent.action_values(&state, 0, &legal);
            for (i, &a) in legal.iter().enumerate() {
                let mut child = state.clone();
                child.apply(a).unwrap();
                let expected = margin_of(&plain_maxn(&child), 0);
                assert_eq!(values[i], expected, "{players} seats, pile {pile}, {a}");
            }
            assert!(agent.last_stats().complete);
        }
    }
}

#[test]
fn two_seat_nim_is_played_perfectly() {
    for pile in 5..=9u8 {
        if pile % 3 == 0 {
            continue;
        }
        let state = nim(2, pile);
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        let mut agent = DeepAgent::<Nim>::new(full(2), 3);
        assert_eq!(
            agent.choose(&state, 0, &legal),
            NimAction::Take(pile % 3),
            "pile {pile}"
        );
    }
}

#[test]
fn iterative_deepening_reaches_the_full_search_under_a_position_budget() {
    let state = nim(3, 9);
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    let mut deep = full(1);
    deep.budget = DeepBudget::Nodes(1_000_000);
    let mut agent = DeepAgent::<Nim>::new(deep, 1);
    let values = agent.action_values(&state, 0, &legal);
    let mut whole = DeepAgent::<Nim>::new(full(1), 1);
    assert!(agent.last_stats().complete);
    assert!(agent.last_stats().depth < MAX_DECISIONS);
    assert_eq!(values, whole.action_values(&state, 0, &legal));
    // A tiny budget still answers from the first complete depth.
    deep.budget = DeepBudget::Nodes(3);
    let mut hurried = DeepAgent::<Nim>::new(deep, 1);
    hurried.action_values(&state, 0, &legal);
    assert_eq!(hurried.last_stats().depth, 1);
    assert!(!hurried.last_stats().complete);
}

#[test]
fn the_horizon_counts_the_games_units() {
    // Nim names no unit: one unit is one decision, so a one-unit search sees only the
    // next move and cannot tell the winning move from the others at pile 7.
    let state = nim(2, 7);
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    let mut shallow = DeepConfig::pimc(1);
    shallow.units = Some(1);
    let mut agent = DeepAgent::<Nim>::new(shallow, 1);
    let values = agent.action_values(&state, 0, &legal);
    assert_eq!(values[0], values[1]);
    assert!(agent.last_stats().complete);
    let mut deep = DeepAgent::<Nim>::new(full(1), 1);
    let values = deep.action_values(&state, 0, &legal);
    assert_ne!(values[0], values[1]);
}

#[test]
fn alpha_beta_values_match_a_plain_maxn_at_two_seats_and_are_ignored_at_three() {
    for players in [2, 3] {
        for pile in 5..=9 {
            let state = nim(players, pile);
            let mut legal = Vec::new();
            state.legal_actions(&mut legal);
            let mut config = full(1);
            config.prune = true;
            let mut agent = DeepAgent::<Nim>::new(config, 7);
            let values = agent.action_values(&state, 0, &legal);
            for (i, &a) in legal.iter().enumerate() {
                let mut child = state.clone();
                child.apply(a).unwrap();
                let expected = margin_of(&plain_maxn(&child), 0);
                assert_eq!(values[i], expected, "{players} seats, pile {pile}, {a}");
            }
        }
    }
}

#[test]
fn alpha_beta_visits_fewer_positions_than_maxn() {
    let state = nim(2, 9);
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    let mut config = full(1);
    config.table_entries = 0;
    let mut plain = DeepAgent::<Nim>::new(config, 1);
    config.prune = true;
    let mut pruned = DeepAgent::<Nim>::new(config, 1);
    let want = plain.action_values(&state, 0, &legal);
    assert_eq!(pruned.action_values(&state, 0, &legal), want);
    let (p, m) = (pruned.last_stats().nodes, plain.last_stats().nodes);
    assert!(p < m, "alpha-beta {p} positions, max^n {m}");
}
