//! The `nile_core::Game` implementation, its methods in the trait's order, each handing
//! over to the module of its concept.

use std::ops::RangeInclusive;

use nile_core::Lang;
use nile_core::{Game, GameError, GameRng, Outcome, Turn, Viewer};

use crate::action::SenetAction;
use crate::config::SenetConfig;
use crate::state::Senet;

impl Game for Senet {
    type Config = SenetConfig;
    type Action = SenetAction;
    type Observation = Senet;
    const NAME: &'static str = "senet";
    const TITLE: &'static str = "Senet";
    const SUMMARY: &'static str = "The ancient Egyptian race game: throw the sticks and bring your pawns along the thirty houses and off the board before your opponent does.";
    const PLAYERS: RangeInclusive<usize> = 2..=2;

    fn setup(config: &SenetConfig) -> Result<Self, GameError> {
        Senet::start(config)
    }

    fn config(&self) -> &SenetConfig {
        &self.config
    }

    fn turn(&self) -> Turn {
        crate::flow::turn(self)
    }

    fn legal_actions(&self, out: &mut Vec<SenetAction>) {
        crate::legal::legal_actions(self, out);
    }

    fn chance_outcomes(&self, out: &mut Vec<(SenetAction, u32)>) {
        crate::flow::chance_outcomes(self, out);
    }

    /// Validates before it changes anything: a refused action leaves the state as it was.
    fn apply(&mut self, action: SenetAction) -> Result<(), GameError> {
        crate::apply::apply(self, action)
    }

    fn score(&self, player: usize) -> i32 {
        crate::scoring::score(self, player)
    }

    fn outcome(&self) -> Option<Outcome> {
        crate::scoring::outcome(self)
    }

    fn observation(&self, player: usize) -> Senet {
        crate::view::observation(self, player)
    }

    fn public_observation(&self) -> Senet {
        crate::view::public_observation(self)
    }

    fn describe_in(&self, action: SenetAction, _viewer: Viewer, _lang: Lang) -> String {
        crate::narrate::describe(self, action)
    }

    fn option_text_in(&self, action: SenetAction, _lang: Lang) -> String {
        crate::narrate::option_text(self, action)
    }

    fn narrate_in(&self, before: &Self, action: SenetAction, _viewer: Viewer, _lang: Lang) -> Vec<String> {
        crate::narrate::narrate(before, self, action)
    }

    fn explain_in(topic: &str, _lang: Lang) -> Option<String> {
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

    fn determinize(&self, observer: usize, rng: &mut GameRng) -> Self {
        crate::view::determinize(self, observer, rng)
    }

    fn check_invariants(&self) -> Result<(), String> {
        crate::invariants::check(self)
    }

    fn render_in(&self, viewer: Viewer, _lang: Lang) -> String {
        crate::render::render(self, viewer)
    }

    fn step_bound(_config: &SenetConfig) -> usize {
        crate::flow::step_bound()
    }
}
