//! Guess: a tiny hidden-information game. Two cards of five are dealt face down, one to
//! each seat (seat 1 first); seat 0 then guesses seat 1's card, then seat 1 guesses seat
//! 0's; a right guess scores a point. An agent that peeked at the true state would always
//! guess right; a fair one gives the same answer in two states that differ only in the
//! card it cannot see.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::bots::BotHints;
use crate::error::GameError;
use crate::game::{Game, GameConfig, Outcome, Turn};
use crate::lang::{Lang, Sentence};
use crate::rng::{below, GameRng};
use crate::viewer::Viewer;

/// The number of distinct cards.
pub const CARDS: u8 = 5;

/// Guess's configuration: always two seats.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GuessConfig {
    /// Number of seats (2).
    pub players: usize,
}

impl Default for GuessConfig {
    fn default() -> Self {
        GuessConfig { players: 2 }
    }
}

impl GameConfig for GuessConfig {
    fn for_players(players: usize) -> Self {
        GuessConfig { players }
    }
    fn players(&self) -> usize {
        self.players
    }
}

/// A Guess action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GuessAction {
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
        let (verb, n) = s.trim().split_once(' ').ok_or_else(|| {
            GameError::parse(
                s,
                Sentence::diagnostic("expected \"deal N\" or \"guess N\""),
            )
        })?;
        let n: u8 = n.trim().parse().map_err(|_| {
            GameError::parse(
                s,
                Sentence::diagnostic("expected a card number after the verb"),
            )
        })?;
        match verb {
            "deal" => Ok(GuessAction::Deal(n)),
            "guess" => Ok(GuessAction::Guess(n)),
            _ => Err(GameError::parse(
                s,
                Sentence::diagnostic("expected \"deal N\" or \"guess N\""),
            )),
        }
    }
}

/// The state: seat 1 is dealt first, then seat 0; then seat 0 guesses, then seat 1.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Guess {
    config: GuessConfig,
    cards: [Option<u8>; 2],
    guesses: [Option<u8>; 2],
}

/// What one seat sees: its own card, which seats are dealt, and both guesses. A
/// spectator's view ([`Game::public_observation`]) has no seat and no card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GuessView {
    /// The viewing seat; `None` for a spectator.
    pub seat: Option<usize>,
    /// The seat's own card, once dealt (always `None` for a spectator).
    pub own: Option<u8>,
    /// Whether each seat has been dealt.
    pub dealt: [bool; 2],
    /// Both seats' guesses so far.
    pub guesses: [Option<u8>; 2],
}

impl Guess {
    /// A game after the deal: seat 0 holds `seat0`, seat 1 holds `seat1`.
    pub fn dealt(seat0: u8, seat1: u8) -> Result<Self, GameError> {
        let mut g = Guess::new(&GuessConfig::default())?;
        g.apply(GuessAction::Deal(seat1))?;
        g.apply(GuessAction::Deal(seat0))?;
        Ok(g)
    }

    /// The seat whose guess is next.
    fn seat_to_guess(&self) -> usize {
        usize::from(self.guesses[0].is_some())
    }

    /// The seat the next deal goes to.
    fn seat_dealt(&self) -> usize {
        if self.cards[1].is_none() {
            1
        } else {
            0
        }
    }
}

impl Game for Guess {
    type Config = GuessConfig;
    type Action = GuessAction;
    type Observation = GuessView;
    const NAME: &'static str = "guess";
    const SUMMARY: &'static str =
        "A test game: a card dealt face down to each seat, and each guesses the other's.";
    const PLAYERS: RangeInclusive<usize> = 2..=2;

    fn setup(config: &GuessConfig) -> Result<Self, GameError> {
        Ok(Guess {
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
                let seat = self.seat_dealt();
                self.cards[seat] = Some(c);
                Ok(())
            }
            (Turn::Player(p), GuessAction::Guess(c)) if c < CARDS => {
                self.guesses[p] = Some(c);
                Ok(())
            }
            (Turn::Over, _) => Err(GameError::GameOver),
            _ => Err(GameError::illegal(
                action,
                Sentence::diagnostic("not an action for this moment"),
            )),
        }
    }
    fn score(&self, player: usize) -> i32 {
        let p = player.min(1);
        i32::from(self.guesses[p].is_some() && self.guesses[p] == self.cards[1 - p])
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
            seat: Some(p),
            own: self.cards[p],
            dealt: self.cards.map(|c| c.is_some()),
            guesses: self.guesses,
        }
    }
    fn public_observation(&self) -> GuessView {
        GuessView {
            seat: None,
            own: None,
            dealt: self.cards.map(|c| c.is_some()),
            guesses: self.guesses,
        }
    }
    /// Every deal is face down to a spectator.
    /// A deal reads "deal a card to seat s" to the other seat and a spectator, the card
    /// to `s` itself.
    fn describe_in(&self, action: GuessAction, viewer: Viewer, _lang: Lang) -> String {
        match action {
            GuessAction::Deal(c) => {
                let seat = self.seat_dealt();
                if viewer.sees(seat) {
                    format!("deal {c} to seat {seat}")
                } else {
                    format!("deal a card to seat {seat}")
                }
            }
            GuessAction::Guess(c) => format!("seat {} guesses {c}", self.seat_to_guess()),
        }
    }
    /// Index 0..5 deal cards 0..5, 5..10 guess them.
    fn num_distinct_actions(_config: &GuessConfig) -> usize {
        2 * usize::from(CARDS)
    }
    fn action_to_index(_config: &GuessConfig, action: GuessAction) -> Option<usize> {
        match action {
            GuessAction::Deal(c) if c < CARDS => Some(usize::from(c)),
            GuessAction::Guess(c) if c < CARDS => Some(usize::from(CARDS + c)),
            _ => None,
        }
    }
    fn action_from_index(_config: &GuessConfig, index: usize) -> Option<GuessAction> {
        let c = u8::try_from(index).ok()?;
        match c {
            c if c < CARDS => Some(GuessAction::Deal(c)),
            c if c < 2 * CARDS => Some(GuessAction::Guess(c - CARDS)),
            _ => None,
        }
    }
    /// One-hot own card (5), other seat dealt (1), one-hot guesses of seats 0 and 1 (10).
    fn observation_tensor_shape(_config: &GuessConfig) -> Vec<usize> {
        vec![16]
    }
    fn observation_tensor(&self, player: usize, out: &mut Vec<f32>) {
        let view = self.observation(player);
        out.clear();
        let one_hot = |out: &mut Vec<f32>, card: Option<u8>| {
            out.extend((0..CARDS).map(|c| f32::from(u8::from(card == Some(c)))));
        };
        one_hot(out, view.own);
        out.push(f32::from(u8::from(view.dealt[1 - player.min(1)])));
        one_hot(out, view.guesses[0]);
        one_hot(out, view.guesses[1]);
    }
    /// Resamples the other seat's card from the cards the observer does not hold: a
    /// function of the observation and the generator only.
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
        if self
            .cards
            .iter()
            .chain(&self.guesses)
            .flatten()
            .any(|&c| c >= CARDS)
        {
            return Err("a card number is out of range".into());
        }
        if self.cards[0].is_some() && self.cards[0] == self.cards[1] {
            return Err("both seats hold the same card".into());
        }
        if self.cards[1].is_none() && self.cards[0].is_some() {
            return Err("seat 0 was dealt before seat 1".into());
        }
        if self.guesses[0].is_none() && self.guesses[1].is_some() {
            return Err("seat 1 guessed before seat 0".into());
        }
        if self.cards[0].is_none() && self.guesses[0].is_some() {
            return Err("a guess before the deal".into());
        }
        Ok(())
    }
    fn render_in(&self, viewer: Viewer, _lang: Lang) -> String {
        let card = |seat: usize| match self.cards[seat] {
            None => "not dealt".to_string(),
            Some(c) if viewer.sees(seat) => c.to_string(),
            Some(_) => "face down".to_string(),
        };
        format!(
            "seat 0: {}, guessed {:?}; seat 1: {}, guessed {:?}",
            card(0),
            self.guesses[0],
            card(1),
            self.guesses[1]
        )
    }
    fn step_bound(_config: &GuessConfig) -> usize {
        4
    }
}

/// Each card a seat may guess is an element (`card:3`); the deal shows nothing (the card
/// dealt is hidden).
impl crate::board::BoardTargets for Guess {
    fn target(
        _observation: &serde_json::Value,
        action: GuessAction,
        _actor: Option<usize>,
        _lang: crate::lang::Lang,
    ) -> Option<crate::board::Target> {
        match action {
            GuessAction::Deal(_) => None,
            GuessAction::Guess(c) => Some(crate::board::Target::at(format!("card:{c}"))),
        }
    }
}
/// The neutral defaults: bots play Guess by its score alone.
impl BotHints for Guess {}
