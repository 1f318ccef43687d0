//! Nim: a chance node picks the pile size, then players take one or two stones in turn; whoever takes the last stone wins.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::bots::BotHints;
use crate::error::GameError;
use crate::game::{Game, GameConfig, Outcome, Turn};
use crate::lang::{Lang, Sentence};
use crate::rng::GameRng;
use crate::viewer::Viewer;

/// Nim's configuration: the seat count.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NimConfig {
    /// Number of seats (2 or 3).
    pub players: usize,
}

impl Default for NimConfig {
    fn default() -> Self {
        NimConfig { players: 2 }
    }
}

impl GameConfig for NimConfig {
    fn for_players(players: usize) -> Self {
        NimConfig { players }
    }
    fn players(&self) -> usize {
        self.players
    }
}

/// A Nim action: a chance outcome setting the pile, or a player taking stones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NimAction {
    /// Chance: the pile starts with this many stones.
    Pile(u8),
    /// Take this many stones (1 or 2).
    Take(u8),
}

impl fmt::Display for NimAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NimAction::Pile(n) => write!(f, "pile {n}"),
            NimAction::Take(n) => write!(f, "take {n}"),
        }
    }
}

impl FromStr for NimAction {
    type Err = GameError;
    fn from_str(s: &str) -> Result<Self, GameError> {
        let mut words = s.split_whitespace();
        let verb = words.next().unwrap_or_default().to_ascii_lowercase();
        let n: u8 = words.next().and_then(|w| w.parse().ok()).ok_or_else(|| {
            GameError::parse(s, Sentence::diagnostic("expected a number after the verb"))
        })?;
        match verb.as_str() {
            "pile" => Ok(NimAction::Pile(n)),
            "take" => Ok(NimAction::Take(n)),
            _ => Err(GameError::parse(
                s,
                Sentence::diagnostic("expected \"take N\" or \"pile N\""),
            )),
        }
    }
}

/// The smallest and largest starting pile.
const PILE_SIZES: RangeInclusive<u8> = 5..=9;

/// A game of Nim.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Nim {
    config: NimConfig,
    /// `None` until the chance node has set the pile.
    pile: Option<u8>,
    to_move: usize,
    winner: Option<usize>,
}

impl Game for Nim {
    type Config = NimConfig;
    type Action = NimAction;
    type Observation = Nim;
    const NAME: &'static str = "nim";
    const SUMMARY: &'static str = "A test game: a pile of chance size; take one or two stones in turn, and whoever takes the last one wins.";
    const PLAYERS: RangeInclusive<usize> = 2..=3;

    fn setup(config: &NimConfig) -> Result<Self, GameError> {
        Ok(Nim {
            config: config.clone(),
            ..Nim::default()
        })
    }

    fn config(&self) -> &NimConfig {
        &self.config
    }

    fn turn(&self) -> Turn {
        match (self.pile, self.winner) {
            (_, Some(_)) => Turn::Over,
            (None, _) => Turn::Chance,
            (Some(_), None) => Turn::Player(self.to_move),
        }
    }

    fn legal_actions(&self, out: &mut Vec<NimAction>) {
        out.clear();
        if let (Some(pile), None) = (self.pile, self.winner) {
            out.extend((1..=pile.min(2)).map(NimAction::Take));
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<(NimAction, u32)>) {
        out.clear();
        if self.pile.is_none() {
            out.extend(PILE_SIZES.map(|n| (NimAction::Pile(n), 1)));
        }
    }

    fn apply(&mut self, action: NimAction) -> Result<(), GameError> {
        match (self.turn(), action) {
            (Turn::Over, _) => Err(GameError::GameOver),
            (Turn::Chance, NimAction::Pile(n)) if PILE_SIZES.contains(&n) => {
                self.pile = Some(n);
                Ok(())
            }
            (Turn::Player(p), NimAction::Take(n)) if (1..=2).contains(&n) => {
                let pile = self.pile.unwrap_or(0);
                if n > pile {
                    return Err(GameError::illegal(
                        action,
                        Sentence::diagnostic("the pile is smaller than that"),
                    ));
                }
                self.pile = Some(pile - n);
                if pile == n {
                    self.winner = Some(p);
                } else {
                    self.to_move = (p + 1) % self.config.players;
                }
                Ok(())
            }
            _ => Err(GameError::illegal(
                action,
                Sentence::diagnostic("not an action for this moment"),
            )),
        }
    }

    fn score(&self, player: usize) -> i32 {
        i32::from(self.winner == Some(player))
    }

    fn outcome(&self) -> Option<Outcome> {
        self.winner?;
        let scores: Vec<i32> = (0..self.config.players).map(|p| self.score(p)).collect();
        Some(Outcome::ranked(scores.clone(), &scores))
    }

    fn observation(&self, _player: usize) -> Nim {
        self.clone()
    }

    /// Nothing is hidden: a spectator sees the state.
    fn public_observation(&self) -> Nim {
        self.clone()
    }

    /// Index 0..5 are the piles 5..=9 (chance), 5 and 6 take one and two stones.
    fn num_distinct_actions(_config: &NimConfig) -> usize {
        PILE_SIZES.len() + 2
    }

    fn action_to_index(_config: &NimConfig, action: NimAction) -> Option<usize> {
        match action {
            NimAction::Pile(n) if PILE_SIZES.contains(&n) => {
                Some(usize::from(n - PILE_SIZES.start()))
            }
            NimAction::Take(n @ 1..=2) => Some(PILE_SIZES.len() + usize::from(n) - 1),
            _ => None,
        }
    }

    fn action_from_index(_config: &NimConfig, index: usize) -> Option<NimAction> {
        let piles = PILE_SIZES.len();
        match index {
            i if i < piles => Some(NimAction::Pile(PILE_SIZES.start() + i as u8)),
            i if i < piles + 2 => Some(NimAction::Take((i - piles + 1) as u8)),
            _ => None,
        }
    }

    /// `[stones left, seat to move is me, game over]`.
    fn observation_tensor_shape(_config: &NimConfig) -> Vec<usize> {
        vec![3]
    }

    fn observation_tensor(&self, player: usize, out: &mut Vec<f32>) {
        out.clear();
        out.push(f32::from(self.pile.unwrap_or(0)));
        out.push(f32::from(u8::from(self.to_move == player)));
        out.push(f32::from(u8::from(self.winner.is_some())));
    }

    fn determinize(&self, _observer: usize, _rng: &mut GameRng) -> Self {
        self.clone()
    }

    fn check_invariants(&self) -> Result<(), String> {
        if self.to_move >= self.config.players {
            return Err(format!("seat {} does not exist", self.to_move));
        }
        if self.pile.is_some_and(|p| p > *PILE_SIZES.end()) {
            return Err("the pile is larger than it can start".into());
        }
        if self.winner.is_some_and(|w| w >= self.config.players) {
            return Err("the winner is not a seat".into());
        }
        // Whoever takes the last stone wins: an empty pile and a winner go together.
        if (self.pile == Some(0)) != self.winner.is_some() {
            return Err("the pile is empty without a winner, or a winner with stones left".into());
        }
        Ok(())
    }

    fn render_in(&self, _viewer: Viewer, _lang: Lang) -> String {
        match self.pile {
            Some(p) => format!("{p} stones left; seat {} to move", self.to_move),
            None => "the pile is not set yet".into(),
        }
    }

    fn step_bound(_config: &NimConfig) -> usize {
        1 + usize::from(*PILE_SIZES.end())
    }
}

/// The board has one element, the pile: a chance draw sets it, and each take is a menu
/// entry on it.
impl crate::board::BoardTargets for Nim {
    fn target(
        _observation: &serde_json::Value,
        action: NimAction,
        _actor: Option<usize>,
        _lang: crate::lang::Lang,
    ) -> Option<crate::board::Target> {
        use crate::board::Target;
        Some(match action {
            NimAction::Pile(_) => Target::at("pile"),
            NimAction::Take(n) => Target::with("pile", format!("take {n}")),
        })
    }
}

/// Nim's bot hints: the neutral defaults but for a rollout policy.
impl BotHints for Nim {
    /// Rollouts follow the two-seat winning rule: leave a multiple of three stones
    /// where one can (uniform where one cannot), so tests can watch a rollout policy
    /// steer a search.
    fn rollout_weights(&self, legal: &[NimAction], out: &mut Vec<u32>) {
        out.clear();
        let Some(pile) = self.pile.filter(|p| p % 3 != 0) else {
            return;
        };
        out.extend(legal.iter().map(|a| match *a {
            NimAction::Take(n) if n <= pile && (pile - n) % 3 == 0 => 1,
            _ => 0,
        }));
    }
}
