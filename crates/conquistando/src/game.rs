//! The `nile_core::Game` implementation, its methods in the trait's order, each handing
//! over to the module of its concept.

use std::ops::RangeInclusive;

use nile_core::game::OptionWords;
use nile_core::Lang;
use nile_core::{Game, GameError, GameRng, Outcome, RandomStep, Turn, Viewer};

use crate::action::Action;
use crate::config::ConquistandoConfig;
use crate::state::{Conquistando, MAX_PLAYERS};
use crate::texts::tr;

impl Game for Conquistando {
    type Config = ConquistandoConfig;
    type Action = Action;
    type Observation = Conquistando;

    const NAME: &'static str = "conquistando";
    const TITLE: &'static str = "Conquistando o Egito";
    const SUMMARY: &'static str = "Grow an empire over four eras: build, raise workers, soldiers, priests and doctors, and conquer terrains with hidden defences.";
    const PLAYERS: RangeInclusive<usize> = 2..=MAX_PLAYERS;

    fn setup(config: &ConquistandoConfig) -> Result<Self, GameError> {
        Conquistando::start(config)
    }

    fn config(&self) -> &ConquistandoConfig {
        &self.config
    }

    #[inline]
    fn turn(&self) -> Turn {
        crate::flow::turn(self)
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.list_legal(out);
    }

    fn chance_outcomes(&self, out: &mut Vec<(Action, u32)>) {
        self.list_chance(out);
    }

    fn apply(&mut self, action: Action) -> Result<(), GameError> {
        crate::apply::apply(self, action)
    }

    fn score(&self, player: usize) -> i32 {
        crate::scoring::score(self, player)
    }

    fn outcome(&self) -> Option<Outcome> {
        crate::scoring::outcome(self)
    }

    fn observation(&self, player: usize) -> Conquistando {
        crate::view::observation(self, player)
    }

    fn public_observation(&self) -> Conquistando {
        crate::view::public_observation(self)
    }

    fn title_in(lang: Lang) -> String {
        tr!(lang, "game-title")
    }

    fn summary_in(lang: Lang) -> String {
        tr!(lang, "game-summary")
    }

    fn option_words_in(key: &str, lang: Lang) -> Option<OptionWords> {
        crate::config::option_words(key, lang)
    }

    /// Nothing is hidden from anyone, so every viewer reads the same sentence, naming the
    /// seat, the empire acted on (the Opponent Action says whose) and the terrain.
    fn describe_in(&self, action: Action, _viewer: Viewer, lang: Lang) -> String {
        crate::narrate::describe(self, action, lang)
    }

    fn action_text_in(&self, action: Action, lang: Lang) -> String {
        crate::narrate::action_text(action, lang)
    }

    fn option_text_in(&self, action: Action, lang: Lang) -> String {
        crate::narrate::option_text(action, lang)
    }

    /// Battle results, help points, penalties, achievements, Collections, the next round
    /// and the end: the same lines for every viewer.
    fn narrate_in(
        &self,
        before: &Self,
        action: Action,
        _viewer: Viewer,
        lang: Lang,
    ) -> Vec<String> {
        crate::narrate::narrate(before, self, action, lang)
    }

    /// A building (by name in `lang` or English, the rulebook's short name or id), a
    /// resource card (`RC05`) or an achievement (`E1_MONUMENTS`, or its name).
    fn explain_in(topic: &str, lang: Lang) -> Option<String> {
        crate::narrate::explain(topic, lang)
    }

    /// See `docs/conquistando.md`, "Action index" (130 actions for every
    /// configuration).
    fn num_distinct_actions(_config: &ConquistandoConfig) -> usize {
        crate::index::ACTIONS
    }

    fn action_to_index(_config: &ConquistandoConfig, action: Action) -> Option<usize> {
        crate::index::to_index(action)
    }

    fn action_from_index(_config: &ConquistandoConfig, index: usize) -> Option<Action> {
        crate::index::from_index(index)
    }

    /// See `docs/conquistando.md`, "Observation tensor".
    fn observation_tensor_shape(_config: &ConquistandoConfig) -> Vec<usize> {
        vec![crate::tensor::SIZE]
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

    fn step_bound(config: &ConquistandoConfig) -> usize {
        crate::flow::step_bound(config)
    }

    fn apply_listed(&mut self, action: Action) -> Result<(), GameError> {
        crate::apply::apply_listed(self, action)
    }

    fn random_step(
        &mut self,
        rng: &mut GameRng,
        legal: &mut Vec<Action>,
        chance: &mut Vec<(Action, u32)>,
    ) -> Result<RandomStep, GameError> {
        crate::apply::random_step(self, rng, legal, chance)
    }
}
