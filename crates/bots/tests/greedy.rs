//! The greedy agent weighs chance outcomes by their exact weights, through chained
//! chance nodes.
//!
//! A one-decision game: seat 0 picks a lottery, then one or two chance nodes pay out.
//! - `safe`: 10 points, no chance.
//! - `gamble`: one draw, weight 3 → 0 points, weight 1 → 44 points (expected 11).
//! - `trap`: one draw, weight 1 → 0 points, weight 1 → 18 points (expected 9).
//! - `double`: two chained draws, each weight 1 → 0 or weight 1 → 12 (expected 12),
//!   which only a chance depth of 2 sees.

use nile_core::lang::Sentence;
use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use nile_bots::{agent_from_spec, GreedyAgent};
use nile_core::bots::BotHints;
use nile_core::testing::{Nim, NimAction, NimConfig};
use nile_core::{Agent, Game, GameConfig, GameError, GameRng, Outcome, Turn};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct LotteryConfig;

impl GameConfig for LotteryConfig {
    fn for_players(_players: usize) -> Self {
        LotteryConfig
    }
    fn players(&self) -> usize {
        1
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
enum Pick {
    Safe,
    Gamble,
    Trap,
    Double,
    /// Chance: add this many points.
    Pay(u8),
}

impl fmt::Display for Pick {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl FromStr for Pick {
    type Err = GameError;
    fn from_str(s: &str) -> Result<Self, GameError> {
        Err(GameError::parse(
            s,
            Sentence::diagnostic("not used in this test"),
        ))
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Lottery {
    picked: Option<Pick>,
    draws_left: u8,
    points: i32,
}

impl Game for Lottery {
    type Config = LotteryConfig;
    type Action = Pick;
    type Observation = Lottery;
    const NAME: &'static str = "lottery";
    const PLAYERS: RangeInclusive<usize> = 1..=1;

    fn setup(_config: &LotteryConfig) -> Result<Self, GameError> {
        Ok(Lottery {
            picked: None,
            draws_left: 0,
            points: 0,
        })
    }
    fn config(&self) -> &LotteryConfig {
        &LotteryConfig
    }
    fn turn(&self) -> Turn {
        match (self.picked, self.draws_left) {
            (None, _) => Turn::Player(0),
            (Some(_), 0) => Turn::Over,
            _ => Turn::Chance,
        }
    }
    fn legal_actions(&self, out: &mut Vec<Pick>) {
        out.clear();
        if self.picked.is_none() {
            out.extend([Pick::Safe, Pick::Gamble, Pick::Trap, Pick::Double]);
        }
    }
    fn chance_outcomes(&self, out: &mut Vec<(Pick, u32)>) {
        out.clear();
        if self.turn() == Turn::Chance {
            match self.picked {
                Some(Pick::Gamble) => out.extend([(Pick::Pay(0), 3), (Pick::Pay(44), 1)]),
                Some(Pick::Trap) => out.extend([(Pick::Pay(0), 1), (Pick::Pay(18), 1)]),
                _ => out.extend([(Pick::Pay(0), 1), (Pick::Pay(12), 1)]),
            }
        }
    }
    fn apply(&mut self, action: Pick) -> Result<(), GameError> {
        match (self.turn(), action) {
            (Turn::Player(_), Pick::Safe) => {
                self.points = 10;
                self.picked = Some(action);
            }
            (Turn::Player(_), Pick::Gamble | Pick::Trap) => {
                self.picked = Some(action);
                self.draws_left = 1;
            }
            (Turn::Player(_), Pick::Double) => {
                self.picked = Some(action);
                self.draws_left = 2;
            }
            (Turn::Chance, Pick::Pay(n)) => {
                let mut outcomes = Vec::new();
                self.chance_outcomes(&mut outcomes);
                if !outcomes.iter().any(|&(a, _)| a == action) {
                    return Err(GameError::illegal(
                        action,
                        Sentence::diagnostic("not an outcome now"),
                    ));
                }
                self.points += i32::from(n);
                self.draws_left -= 1;
            }
            _ => return Err(GameError::illegal(action, Sentence::diagnostic("not now"))),
        }
        Ok(())
    }
    fn score(&self, _player: usize) -> i32 {
        self.points
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.turn() == Turn::Over).then(|| Outcome::solo(self.points, self.points > 0))
    }
    fn observation(&self, _player: usize) -> Lottery {
        self.clone()
    }
    fn public_observation(&self) -> Lottery {
        self.clone()
    }
    /// Indices 0..4: the four picks; 4 + n: a payout of n.
    fn num_distinct_actions(_config: &LotteryConfig) -> usize {
        4 + 256
    }
    fn action_to_index(_config: &LotteryConfig, action: Pick) -> Option<usize> {
        Some(match action {
            Pick::Safe => 0,
            Pick::Gamble => 1,
            Pick::Trap => 2,
            Pick::Double => 3,
            Pick::Pay(n) => 4 + usize::from(n),
        })
    }
    fn action_from_index(_config: &LotteryConfig, index: usize) -> Option<Pick> {
        match index {
            0 => Some(Pick::Safe),
            1 => Some(Pick::Gamble),
            2 => Some(Pick::Trap),
            3 => Some(Pick::Double),
            i => u8::try_from(i - 4).ok().map(Pick::Pay),
        }
    }
    fn observation_tensor_shape(_config: &LotteryConfig) -> Vec<usize> {
        vec![2]
    }
    fn observation_tensor(&self, _player: usize, out: &mut Vec<f32>) {
        out.clear();
        out.extend([self.points as f32, f32::from(self.draws_left)]);
    }
    fn determinize(&self, _observer: usize, _rng: &mut GameRng) -> Self {
        self.clone()
    }
    fn check_invariants(&self) -> Result<(), String> {
        Ok(())
    }
    fn render_in(&self, _viewer: nile_core::Viewer, _lang: nile_core::Lang) -> String {
        format!("{self:?}")
    }
    fn step_bound(_config: &LotteryConfig) -> usize {
        3
    }
}

fn choose(agent: &mut dyn Agent<Lottery>) -> Pick {
    let state = Lottery::new(&LotteryConfig).unwrap();
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    agent.choose(&state, 0, &legal)
}

#[test]
fn greedy_weighs_chance_outcomes_by_their_weights_through_chained_draws() {
    for seed in 0..5 {
        let mut greedy = agent_from_spec::<Lottery>("greedy", seed).unwrap();
        assert_eq!(choose(greedy.as_mut()), Pick::Double, "seed {seed}");
    }
}

#[test]
fn greedy_with_chance_depth_one_cannot_see_the_second_draw() {
    // With one draw resolved, `double` looks worth 6 and `gamble` (11) is best.
    let mut greedy = GreedyAgent::<Lottery>::with_chance_depth(1, 1);
    assert_eq!(choose(&mut greedy), Pick::Gamble);
    let mut spec = agent_from_spec::<Lottery>("greedy:depth=1", 1).unwrap();
    assert_eq!(choose(spec.as_mut()), Pick::Gamble);
}

#[test]
fn greedy_with_chance_depth_zero_takes_the_sure_points() {
    let mut greedy = GreedyAgent::<Lottery>::with_chance_depth(1, 0);
    assert_eq!(choose(&mut greedy), Pick::Safe);
}

#[test]
fn greedy_takes_the_last_stones_at_nim() {
    let mut nim = Nim::new(&NimConfig::default()).unwrap();
    for a in [NimAction::Pile(5), NimAction::Take(2), NimAction::Take(1)] {
        nim.apply(a).unwrap();
    }
    let mut legal = Vec::new();
    nim.legal_actions(&mut legal);
    for seed in 0..5 {
        let mut greedy = GreedyAgent::<Nim>::new(seed);
        assert_eq!(greedy.choose(&nim, 0, &legal), NimAction::Take(2));
    }
}

#[test]
fn greedy_breaks_ties_at_random_but_reproducibly() {
    // At pile 9 both moves score nothing: over seeds both get picked.
    let mut nim = Nim::new(&NimConfig::default()).unwrap();
    nim.apply(NimAction::Pile(9)).unwrap();
    let mut legal = Vec::new();
    nim.legal_actions(&mut legal);
    let picks: Vec<NimAction> = (0..20)
        .map(|seed| GreedyAgent::<Nim>::new(seed).choose(&nim, 0, &legal))
        .collect();
    assert!(picks.contains(&NimAction::Take(1)) && picks.contains(&NimAction::Take(2)));
    let again: Vec<NimAction> = (0..20)
        .map(|seed| GreedyAgent::<Nim>::new(seed).choose(&nim, 0, &legal))
        .collect();
    assert_eq!(picks, again);
}

#[test]
fn mcts_plays_a_one_seat_game_for_the_win() {
    // Solo reward is 1 for any positive score: every pick but `safe` risks 0.
    let mut mcts = agent_from_spec::<Lottery>("mcts:400", 3).unwrap();
    assert_eq!(choose(mcts.as_mut()), Pick::Safe);
    // With the margin term the expected points matter too; `safe` still never loses.
    let mut margin = agent_from_spec::<Lottery>("mcts:400:margin=0.2", 3).unwrap();
    assert_eq!(choose(margin.as_mut()), Pick::Safe);
}

/// The neutral defaults: bots score a lottery by its points so far.
impl BotHints for Lottery {}
