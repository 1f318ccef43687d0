//! The `nile_core::Game` implementation: turns, the throw as a chance node, transactional
//! apply, the outcome.

use nile_core::Viewer;
use std::ops::RangeInclusive;

use nile_core::{Game, GameError, GameRng, Outcome, Turn};

use crate::action::SenetAction;
use crate::config::SenetConfig;
use crate::state::{Senet, MAX_THROWS};
use crate::sticks::{throw, THROWS};

impl Senet {
    /// The sticks fall: the seat to move plays the throw, or, with no move at all, the
    /// turn passes (S-13).
    fn apply_throw(&mut self, n: u8) {
        self.throws += 1;
        self.last_throw = Some(n);
        if self.can_move(n) {
            self.throw = Some(n);
        } else {
            self.to_move = 1 - self.to_move;
            self.end_if_out_of_throws();
        }
    }

    /// One pawn moves by the pending throw; the seat throws again after a 1, 4 or 5
    /// unless its pawn drowned (S-4, S-10), and a seat with every pawn off wins.
    fn apply_move(&mut self, action: SenetAction) -> Result<(), GameError> {
        let n = self.throw.unwrap_or(0);
        let (from, landing) = match action {
            SenetAction::Move(from) => (from, self.forward(from, n)),
            SenetAction::Back(from) if !self.can_advance(n) => (from, self.backward(from, n)),
            SenetAction::Back(_) => {
                return Err(GameError::illegal(
                    action,
                    "a pawn may go back only when none can go forward",
                ))
            }
            SenetAction::Throw(_) => {
                return Err(GameError::illegal(
                    action,
                    "the sticks are thrown already: move a pawn",
                ))
            }
        };
        if self.at(from) != Some(self.to_move()) {
            return Err(GameError::illegal(
                action,
                format!("you have no pawn on square {from}"),
            ));
        }
        let landing = landing.ok_or_else(|| {
            GameError::illegal(action, format!("the pawn on square {from} cannot move {n}"))
        })?;
        self.land(from, landing);
        self.throw = None;
        if self.home(self.to_move()) {
            self.over = true;
            return Ok(());
        }
        let again = throw(n).is_some_and(|t| t.again) && landing.reborn.is_none();
        if !again {
            self.to_move = 1 - self.to_move;
        }
        self.end_if_out_of_throws();
        Ok(())
    }

    fn end_if_out_of_throws(&mut self) {
        if self.throws >= MAX_THROWS {
            self.over = true;
        }
    }
}

impl Game for Senet {
    type Config = SenetConfig;
    type Action = SenetAction;
    type Observation = Senet;
    const NAME: &'static str = "senet";
    const TITLE: &'static str = "Senet";
    const SUMMARY: &'static str = "The ancient Egyptian race game: throw the sticks and bring your pawns along the thirty houses and off the board before your opponent does.";
    const PLAYERS: RangeInclusive<usize> = 2..=2;

    fn setup(config: &SenetConfig) -> Result<Self, GameError> {
        if ![5, 7].contains(&config.pawns) {
            return Err(GameError::InvalidConfig(format!(
                "Senet is played with 5 or 7 pawns each, not {}",
                config.pawns
            )));
        }
        Ok(Senet::start(config))
    }

    fn config(&self) -> &SenetConfig {
        &self.config
    }

    fn turn(&self) -> Turn {
        match (self.over, self.throw) {
            (true, _) => Turn::Over,
            (false, None) => Turn::Chance,
            (false, Some(_)) => Turn::Player(self.to_move()),
        }
    }

    fn legal_actions(&self, out: &mut Vec<SenetAction>) {
        out.clear();
        if let (false, Some(n)) = (self.over, self.throw) {
            self.moves(n, out);
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<(SenetAction, u32)>) {
        out.clear();
        if self.turn() == Turn::Chance {
            out.extend(THROWS.iter().map(|t| (SenetAction::Throw(t.value), t.ways)));
        }
    }

    /// Validates before it changes anything: a refused action leaves the state as it was.
    fn apply(&mut self, action: SenetAction) -> Result<(), GameError> {
        match (self.turn(), action) {
            (Turn::Over, _) => Err(GameError::GameOver),
            (Turn::Chance, SenetAction::Throw(n)) if throw(n).is_some() => {
                self.apply_throw(n);
                Ok(())
            }
            (Turn::Chance, _) => Err(GameError::illegal(
                action,
                "the sticks are to be thrown first",
            )),
            (Turn::Player(_), _) => self.apply_move(action),
        }
    }

    fn score(&self, player: usize) -> i32 {
        i32::from(self.off(player))
    }

    /// The seat with every pawn off wins; when the throws run out, more pawns off wins,
    /// then the pawns further along, else a draw (S-14).
    fn outcome(&self) -> Option<Outcome> {
        if !self.over {
            return None;
        }
        let scores = vec![self.score(0), self.score(1)];
        let keys = [
            (self.off(0), self.progress(0)),
            (self.off(1), self.progress(1)),
        ];
        Some(Outcome::ranked(scores, &keys))
    }

    /// Nothing in Senet is hidden: every seat sees the board.
    fn observation(&self, _player: usize) -> Senet {
        self.clone()
    }

    fn public_observation(&self) -> Senet {
        self.clone()
    }

    fn describe(&self, action: SenetAction, _viewer: Viewer) -> String {
        crate::narrate::describe(self, action)
    }

    fn option_text(&self, action: SenetAction) -> String {
        crate::narrate::option_text(self, action)
    }

    fn narrate(&self, before: &Self, action: SenetAction, _viewer: Viewer) -> Vec<String> {
        crate::narrate::narrate(before, self, action)
    }

    fn explain(topic: &str) -> Option<String> {
        crate::narrate::explain(topic)
    }

    fn num_distinct_actions(_config: &SenetConfig) -> usize {
        crate::index::NUM_ACTIONS
    }

    fn action_to_index(_config: &SenetConfig, action: SenetAction) -> Option<usize> {
        crate::index::to_index(action)
    }

    fn action_from_index(_config: &SenetConfig, index: usize) -> Option<SenetAction> {
        crate::index::from_index(index)
    }

    fn observation_tensor_shape(_config: &SenetConfig) -> Vec<usize> {
        vec![crate::tensor::LEN]
    }

    fn observation_tensor(&self, player: usize, out: &mut Vec<f32>) {
        crate::tensor::write(self, player, out);
    }

    fn determinize(&self, _observer: usize, _rng: &mut GameRng) -> Self {
        self.clone()
    }

    fn check_invariants(&self) -> Result<(), String> {
        crate::invariants::check(self)
    }

    fn render(&self, viewer: Viewer) -> String {
        crate::render::render(self, viewer)
    }

    /// Every throw is one chance step and at most one move.
    fn step_bound(_config: &SenetConfig) -> usize {
        2 * usize::from(MAX_THROWS)
    }
}
