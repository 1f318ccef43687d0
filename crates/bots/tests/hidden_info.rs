//! Fairness: every agent chooses only from what its seat may observe, tested on the
//! core's hidden-information sample game (`nile_core::testing::Guess`).

use nile_bots::agent_from_spec;
use nile_core::testing::{Guess as GuessGame, GuessAction};
use nile_core::Game;

const SPECS: [&str; 8] = [
    "pimc:3:units=2",
    "pimc:2:nodes=200",
    "random",
    "greedy",
    "mcts:200",
    "mcts:200:greedy",
    "mcts:150:margin",
    "mcts:100:c=1.5",
];

/// Two states that differ only in what `seat` cannot see get the same move.
fn assert_same_move(a: &GuessGame, b: &GuessGame, seat: usize) {
    assert_eq!(a.observation(seat), b.observation(seat));
    assert_ne!(a, b);
    let mut legal = Vec::new();
    a.legal_actions(&mut legal);
    for spec in SPECS {
        for seed in 0..8 {
            let mut first = agent_from_spec::<GuessGame>(spec, seed).unwrap();
            let mut second = agent_from_spec::<GuessGame>(spec, seed).unwrap();
            let move_a = first.choose(a, seat, &legal);
            let move_b = second.choose(b, seat, &legal);
            assert_eq!(move_a, move_b, "{spec}, seed {seed}, seat {seat}");
        }
    }
}

#[test]
fn first_seat_moves_the_same_whatever_the_hidden_card() {
    assert_same_move(
        &GuessGame::dealt(2, 3).unwrap(),
        &GuessGame::dealt(2, 4).unwrap(),
        0,
    );
    assert_same_move(
        &GuessGame::dealt(0, 1).unwrap(),
        &GuessGame::dealt(0, 4).unwrap(),
        0,
    );
}

#[test]
fn second_seat_moves_the_same_whatever_the_hidden_card() {
    let mut a = GuessGame::dealt(1, 3).unwrap();
    let mut b = GuessGame::dealt(4, 3).unwrap();
    a.apply(GuessAction::Guess(0)).unwrap();
    b.apply(GuessAction::Guess(0)).unwrap();
    assert_same_move(&a, &b, 1);
}

/// A peeking agent would always guess right; a fair one is right about one time in
/// four (it holds one of the five cards).
#[test]
fn search_agents_do_not_guess_the_hidden_card_better_than_chance() {
    let mut legal = Vec::new();
    for spec in ["greedy", "mcts:100", "pimc:4:units=2"] {
        let mut right = 0;
        let trials = 60;
        for seed in 0..trials {
            let hidden = 1 + (seed % 4) as u8;
            let state = GuessGame::dealt(0, hidden).unwrap();
            state.legal_actions(&mut legal);
            let mut agent = agent_from_spec::<GuessGame>(spec, seed).unwrap();
            if agent.choose(&state, 0, &legal) == GuessAction::Guess(hidden) {
                right += 1;
            }
        }
        assert!(
            right < trials / 2,
            "{spec} guessed {right} of {trials} hidden cards"
        );
    }
}
