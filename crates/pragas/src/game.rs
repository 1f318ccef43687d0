//! The [`Game`] implementation, in the trait's order: each method hands the question to the
//! module that answers it (`flow`, `legal`, `apply`, `scoring`, `view`, `narrate`,
//! `index`, `tensor`, `invariants`, `render`, `pick`).

use nile_core::game::OptionWords;
use nile_core::Lang;
use nile_core::Viewer;
use nile_core::{Game, GameError, GameRng, Outcome, RandomStep, Turn};

use crate::action::Action;
use crate::state::{Pragas, PragasConfig};

/// A generous bound on actions (chance included) in one game.
pub const STEP_BOUND: usize = 20_000;

impl Game for Pragas {
    type Config = PragasConfig;
    type Action = Action;
    type Observation = Pragas;

    const NAME: &'static str = "pragas";
    const TITLE: &'static str = "10 Pragas do Egito";
    const SUMMARY: &'static str = "Spend dice on tiles for your city and fields, pay the Pharaoh's tribute and survive the ten plagues of Egypt; solo against an automated opponent.";
    const PLAYERS: std::ops::RangeInclusive<usize> = 1..=4;

    fn setup(config: &PragasConfig) -> Result<Self, GameError> {
        Pragas::build(config)
    }

    fn config(&self) -> &PragasConfig {
        &self.config
    }

    fn turn(&self) -> Turn {
        self.actor()
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        self.each_legal(&mut |a| out.push(a));
    }

    fn chance_outcomes(&self, out: &mut Vec<(Action, u32)>) {
        out.clear();
        self.each_outcome(&mut |a, w| out.push((a, w)));
    }

    fn apply(&mut self, action: Action) -> Result<(), GameError> {
        self.apply_checked(action)
    }

    fn score(&self, player: usize) -> i32 {
        self.score_of(player)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.final_outcome()
    }

    fn observation(&self, player: usize) -> Pragas {
        self.observe(Viewer::Seat(player))
    }

    /// Edfu's tiles and Buto's cards hidden, whoever holds those powers.
    fn public_observation(&self) -> Pragas {
        self.observe(Viewer::Spectator)
    }

    fn title_in(lang: Lang) -> String {
        crate::texts::tr!(lang, "game-title")
    }

    fn summary_in(lang: Lang) -> String {
        crate::texts::tr!(lang, "game-summary")
    }

    fn option_words_in(key: &str, lang: Lang) -> Option<OptionWords> {
        crate::config::option_words(key, lang)
    }

    fn describe_in(&self, action: Action, viewer: Viewer, lang: Lang) -> String {
        self.with_actor(action, self.describe_for_in(action, viewer, lang), lang)
    }

    /// In English exactly the action's `Display`.
    fn action_text_in(&self, action: Action, lang: Lang) -> String {
        action.text_in(lang)
    }

    fn option_text_in(&self, action: Action, lang: Lang) -> String {
        self.named_option(action, lang)
    }

    /// The narration reads only public changes, the same for every viewer.
    fn narrate_in(
        &self,
        before: &Self,
        _action: Action,
        _viewer: Viewer,
        lang: Lang,
    ) -> Vec<String> {
        self.narrate_from(before, lang)
    }

    /// A card by its code, a Favour card by its number, a plague by its name in either
    /// language.
    fn explain_in(topic: &str, lang: Lang) -> Option<String> {
        crate::cards::explain_in(topic, lang)
    }

    /// See `docs/pragas.md`, "Action index".
    fn num_distinct_actions(_config: &PragasConfig) -> usize {
        crate::index::num_distinct_actions()
    }

    fn action_to_index(_config: &PragasConfig, action: Action) -> Option<usize> {
        crate::index::action_to_index(action)
    }

    fn action_from_index(_config: &PragasConfig, index: usize) -> Option<Action> {
        crate::index::action_from_index(index)
    }

    /// See `docs/pragas.md`, "Observation tensor".
    fn observation_tensor_shape(_config: &PragasConfig) -> Vec<usize> {
        vec![crate::tensor::TENSOR_LEN]
    }

    fn observation_tensor(&self, player: usize, out: &mut Vec<f32>) {
        self.write_tensor(player, out);
    }

    fn determinize(&self, observer: usize, rng: &mut GameRng) -> Self {
        self.resample(observer, rng)
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }

    fn render_in(&self, viewer: Viewer, lang: Lang) -> String {
        self.render_text(viewer, lang)
    }

    fn step_bound(_config: &PragasConfig) -> usize {
        STEP_BOUND
    }

    /// A decision just listed is performed without searching the legal set for it again.
    fn apply_listed(&mut self, action: Action) -> Result<(), GameError> {
        self.apply_listed_decision(action)
    }

    /// The same distribution as listing the outcomes, drawn without a buffer.
    fn sample_chance(&self, rng: &mut GameRng, _buf: &mut Vec<(Action, u32)>) -> Option<Action> {
        self.sample_outcome(rng)
    }

    /// Draws exactly what the listing default draws, without validating again.
    fn random_step(
        &mut self,
        rng: &mut GameRng,
        legal: &mut Vec<Action>,
        _chance: &mut Vec<(Action, u32)>,
    ) -> Result<RandomStep, GameError> {
        self.random_step_fast(rng, legal)
    }
}
