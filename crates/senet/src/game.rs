//! The `nile_core::Game` implementation, its methods in the trait's order, each handing
//! over to the module of its concept.

use std::ops::RangeInclusive;

use nile_core::{Game, GameError, GameRng, Lang, OptionWords, Outcome, Turn, Viewer};

use crate::action::SenetAction;
use crate::config::SenetConfig;
use crate::state::Senet;
use crate::texts::tr;

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

    fn title_in(lang: Lang) -> String {
        tr!(lang, "title")
    }

    fn summary_in(lang: Lang) -> String {
        tr!(lang, "summary")
    }

    fn option_words_in(key: &str, lang: Lang) -> Option<OptionWords> {
        crate::config::option_words(key, lang)
    }

    fn describe_in(&self, action: SenetAction, _viewer: Viewer, lang: Lang) -> String {
        crate::narrate::describe(self, action, lang)
    }

    fn action_text_in(&self, action: SenetAction, lang: Lang) -> String {
        crate::narrate::action_text(action, lang)
    }

    fn option_text_in(&self, action: SenetAction, lang: Lang) -> String {
        crate::narrate::option_text(self, action, lang)
    }

    fn narrate_in(
        &self,
        before: &Self,
        action: SenetAction,
        _viewer: Viewer,
        lang: Lang,
    ) -> Vec<String> {
        crate::narrate::narrate(before, self, action, lang)
    }

    fn explain_in(topic: &str, lang: Lang) -> Option<String> {
        crate::narrate::explain(topic, lang)
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

    fn render_in(&self, viewer: Viewer, lang: Lang) -> String {
        crate::render::render(self, viewer, lang)
    }

    fn step_bound(_config: &SenetConfig) -> usize {
        crate::flow::step_bound()
    }
}
