//! Fairness: every agent chooses only from what its seat may observe.
//!
//! A tiny hidden-information game: two cards are dealt face down from five distinct
//! cards, one to each seat; seat 0 then guesses seat 1's card, then seat 1 guesses seat
//! 0's card; a correct guess scores a point. An agent that peeked at the true state
//! would always guess right; a fair one must give the same answer in two states that
//! differ only in the card it cannot see.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use nile_bots::agent_from_spec;
use nile_core::rng::below;
use nile_core::{Game, GameConfig, GameError, GameRng, Outcome, Turn};

const CARDS: u8 = 5;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct GuessConfig {
    players: usize,
}

impl GameConfig for GuessConfig {
    fn for_players(players: usize) -> Self {
        GuessConfig { players }
    }
    fn players(&self) -> usize {
        self.players
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
enum GuessAction {
    /// Chance: the next seat to be dealt gets this card.
    Deal(u8),
    /// Guess the other seat's card.
    Guess(u8),
}

impl fmt::Display for GuessAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GuessAction::Deal(c) => write!(f, "deal {c}"),
            GuessAction::Guess(c) => write!(f, "guess {c}"),
        }
    }
}

impl FromStr for GuessAction {
    type Err = GameError;
    fn from_str(s: &str) -> Result<Self, GameError> {
        let (verb, n) = s
            .split_once(' ')
            .ok_or_else(|| GameError::parse(s, "expected a verb and a card"))?;
        let n: u8 = n
            .trim()
            .parse()
            .map_err(|_| GameError::parse(s, "bad card"))?;
        match verb {
            "deal" => Ok(GuessAction::Deal(n)),
            "guess" => Ok(GuessAction::Guess(n)),
            _ => Err(GameError::parse(s, "expected deal or guess")),
        }
    }
}

/// Seat 1 is dealt first, then seat 0; then seat 0 guesses, then seat 1.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct GuessGame {
    config: GuessConfig,
    cards: [Option<u8>; 2],
    guesses: [Option<u8>; 2],
}

/// What one seat sees: its own card, whether the other is dealt, and both guesses.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct GuessView {
    own: Option<u8>,
    other_dealt: bool,
    guesses: [Option<u8>; 2],
}

impl GuessGame {
    fn dealt(seat0: u8, seat1: u8) -> Self {
        let mut g = GuessGame::new(&GuessConfig { players: 2 }).unwrap();
        g.apply(GuessAction::Deal(seat1)).unwrap();
        g.apply(GuessAction::Deal(seat0)).unwrap();
        g
    }
}

impl Game for GuessGame {
    type Config = GuessConfig;
    type Action = GuessAction;
    type Observation = GuessView;
    const NAME: &'static str = "guess";
    const PLAYERS: RangeInclusive<usize> = 2..=2;

    fn new(config: &GuessConfig) -> Result<Self, GameError> {
        if config.players != 2 {
            return Err(GameError::InvalidConfig("two seats only".into()));
        }
        Ok(GuessGame {
            config: config.clone(),
            cards: [None; 2],
            guesses: [None; 2],
        })
    }
    fn config(&self) -> &GuessConfig {
        &self.config
    }
    fn turn(&self) -> Turn {
        match (self.cards, self.guesses) {
            ([_, None], _) | ([None, _], _) => Turn::Chance,
            (_, [None, _]) => Turn::Player(0),
            (_, [_, None]) => Turn::Player(1),
            _ => Turn::Over,
        }
    }
    fn legal_actions(&self, out: &mut Vec<GuessAction>) {
        out.clear();
        if let Turn::Player(_) = self.turn() {
            out.extend((0..CARDS).map(GuessAction::Guess));
        }
    }
    fn chance_outcomes(&self, out: &mut Vec<(GuessAction, u32)>) {
        out.clear();
        if self.turn() == Turn::Chance {
            let taken = self.cards[1];
            out.extend(
                (0..CARDS)
                    .filter(|&c| Some(c) != taken)
                    .map(|c| (GuessAction::Deal(c), 1)),
            );
        }
    }
    fn apply(&mut self, action: GuessAction) -> Result<(), GameError> {
        match (self.turn(), action) {
            (Turn::Chance, GuessAction::Deal(c)) if c < CARDS && Some(c) != self.cards[1] => {
                let seat = if self.cards[1].is_none() { 1 } else { 0 };
                self.cards[seat] = Some(c);
                Ok(())
            }
            (Turn::Player(p), GuessAction::Guess(c)) if c < CARDS => {
                self.guesses[p] = Some(c);
                Ok(())
            }
            (Turn::Over, _) => Err(GameError::GameOver),
            _ => Err(GameError::illegal(action, "not now")),
        }
    }
    fn score(&self, player: usize) -> i32 {
        let other = 1 - player.min(1);
        i32::from(
            self.guesses[player.min(1)].is_some()
                && self.guesses[player.min(1)] == self.cards[other],
        )
    }
    fn outcome(&self) -> Option<Outcome> {
        if self.turn() != Turn::Over {
            return None;
        }
        let scores = vec![self.score(0), self.score(1)];
        Some(Outcome::ranked(scores.clone(), &scores))
    }
    fn observation(&self, player: usize) -> GuessView {
        let p = player.min(1);
        GuessView {
            own: self.cards[p],
            other_dealt: self.cards[1 - p].is_some(),
            guesses: self.guesses,
        }
    }
    /// Resamples the other seat's card from the cards the observer does not hold:
    /// a function of the observation and the generator only.
    fn determinize(&self, observer: usize, rng: &mut GameRng) -> Self {
        let p = observer.min(1);
        let mut world = self.clone();
        if self.cards[1 - p].is_some() {
            let choices: Vec<u8> = (0..CARDS).filter(|&c| Some(c) != self.cards[p]).collect();
            world.cards[1 - p] = Some(choices[below(rng, choices.len() as u64) as usize]);
        }
        world
    }
    fn check_invariants(&self) -> Result<(), String> {
        Ok(())
    }
    fn render(&self, _viewer: Option<usize>) -> String {
        format!("{self:?}")
    }
    fn step_bound(_config: &GuessConfig) -> usize {
        4
    }
}

const SPECS: [&str; 6] = [
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
    assert_same_move(&GuessGame::dealt(2, 3), &GuessGame::dealt(2, 4), 0);
    assert_same_move(&GuessGame::dealt(0, 1), &GuessGame::dealt(0, 4), 0);
}

#[test]
fn second_seat_moves_the_same_whatever_the_hidden_card() {
    let mut a = GuessGame::dealt(1, 3);
    let mut b = GuessGame::dealt(4, 3);
    a.apply(GuessAction::Guess(0)).unwrap();
    b.apply(GuessAction::Guess(0)).unwrap();
    assert_same_move(&a, &b, 1);
}

/// A peeking agent would always guess right; a fair one is right about one time in
/// four (it holds one of the five cards).
#[test]
fn search_agents_do_not_guess_the_hidden_card_better_than_chance() {
    let mut legal = Vec::new();
    for spec in ["greedy", "mcts:100"] {
        let mut right = 0;
        let trials = 60;
        for seed in 0..trials {
            let hidden = 1 + (seed % 4) as u8;
            let state = GuessGame::dealt(0, hidden);
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
