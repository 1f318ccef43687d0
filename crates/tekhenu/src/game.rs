//! The [`Game`] implementation: the engine's entry points in the trait's order, each a
//! thin call into the module that holds the rule (`flow`, `legal`, `apply`, `scoring`,
//! `view`, `narrate`…).

use std::ops::RangeInclusive;

use nile_core::{Game, GameError, GameRng, Lang, OptionWords, Outcome, RandomStep, Turn, Viewer};

use crate::action::TekhenuAction;
use crate::config::TekhenuConfig;
use crate::state::{Board, Tekhenu};
use crate::texts::tr;
use crate::view::TekhenuView;
use crate::{help, index, tensor};

impl Game for Tekhenu {
    type Config = TekhenuConfig;
    type Action = TekhenuAction;
    type Observation = TekhenuView;
    const NAME: &'static str = "tekhenu";
    const TITLE: &'static str = "Tekhenu: Obelisk of the Sun";
    const SUMMARY: &'static str = "Draft dice around the obelisk as the sun turns it: build the temple, produce, keep the scales of Maat balanced; solo against Botankhamun.";
    const PLAYERS: RangeInclusive<usize> = 1..=4;

    fn setup(config: &TekhenuConfig) -> Result<Self, GameError> {
        Board::create(config)
    }

    fn config(&self) -> &TekhenuConfig {
        &self.board.config
    }

    fn turn(&self) -> Turn {
        self.whose_turn()
    }

    fn legal_actions(&self, out: &mut Vec<TekhenuAction>) {
        self.legal_into(out);
    }

    fn chance_outcomes(&self, out: &mut Vec<(TekhenuAction, u32)>) {
        self.chance_outcomes_into(out);
    }

    fn apply(&mut self, action: TekhenuAction) -> Result<(), GameError> {
        self.apply_checked(action)
    }

    fn score(&self, player: usize) -> i32 {
        self.score_of(player)
    }

    /// Most VP, then most Scribes, then earlier in turn order (rulebook).
    fn outcome(&self) -> Option<Outcome> {
        self.result()
    }

    fn observation(&self, player: usize) -> TekhenuView {
        self.view(player as u8)
    }

    /// Every seat's Decrees in hand as counts (Botankhamun's and revealed ones shown),
    /// the deck and the Decrees under it as counts; `viewer` is `None`.
    fn public_observation(&self) -> TekhenuView {
        self.public_view()
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

    /// A Decree dealt to or kept by another seat (any seat, to a spectator) reads "seat 1
    /// draws a decree" / "seat 1 keeps a decree" until the hands are revealed.
    fn describe_in(&self, action: TekhenuAction, viewer: Viewer, lang: Lang) -> String {
        self.board.describe_action(action, viewer, lang)
    }

    /// In English exactly the action's `Display` ("take white 4 from Horus").
    fn action_text_in(&self, action: TekhenuAction, lang: Lang) -> String {
        crate::words::action_text(action, lang)
    }

    /// The action in words, cards by name, kind and id ("keep VP per Technology (Decree
    /// D01)"), starting and Destiny cards by number and reward.
    fn option_text_in(&self, action: TekhenuAction, lang: Lang) -> String {
        crate::words::words(action, lang).unwrap_or_else(|| crate::words::action_text(action, lang))
    }

    /// Botankhamun's turns, Rotations, Maat phases (balances, penalties, the new
    /// order), scoring phases part by part, the Decrees scored and the final scores,
    /// read from what `viewer` sees before and after.
    fn narrate_in(
        &self,
        before: &Self,
        action: TekhenuAction,
        viewer: Viewer,
        lang: Lang,
    ) -> Vec<String> {
        self.narrate_for(before, action, viewer, lang)
    }

    /// A card's or tile's printed text by its id (`B07`, `T13`, `D05`, `S04`, `A02`,
    /// `P12`), Botankhamun's resource tiles (`R1`-`R4`), a god's action (named in either
    /// language), `botankhamun`.
    fn explain_in(topic: &str, lang: Lang) -> Option<String> {
        help::explain(topic, lang)
    }

    /// The ranges of each action kind are in [`index::KINDS`] and `docs/tekhenu.md`.
    fn num_distinct_actions(_config: &TekhenuConfig) -> usize {
        index::NUM_ACTIONS
    }

    fn action_to_index(_config: &TekhenuConfig, action: TekhenuAction) -> Option<usize> {
        index::to_index(action)
    }

    fn action_from_index(_config: &TekhenuConfig, index: usize) -> Option<TekhenuAction> {
        index::from_index(index)
    }

    /// One flat vector, laid out in [`tensor`] and `docs/tekhenu.md`.
    fn observation_tensor_shape(_config: &TekhenuConfig) -> Vec<usize> {
        vec![tensor::LEN]
    }

    fn observation_tensor(&self, player: usize, out: &mut Vec<f32>) {
        tensor::encode(&self.view(player as u8), out);
    }

    fn determinize(&self, observer: usize, rng: &mut GameRng) -> Self {
        self.resample(observer as u8, rng)
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }

    fn render_in(&self, viewer: Viewer, lang: Lang) -> String {
        self.board.text(viewer, lang)
    }

    fn step_bound(config: &TekhenuConfig) -> usize {
        20_000 * config.players.max(1)
    }

    /// A decision just listed is executed without looking it up again among the
    /// choices (what `apply` checks first); anything else goes through `apply`.
    fn apply_listed(&mut self, action: TekhenuAction) -> Result<(), GameError> {
        self.apply_listed_decision(action)
    }

    fn sample_chance(
        &self,
        rng: &mut GameRng,
        buf: &mut Vec<(TekhenuAction, u32)>,
    ) -> Option<TekhenuAction> {
        self.sample_outcome(rng, buf)
    }

    /// Draws from the options the engine listed when it stopped (no copy, and no
    /// validation of an action taken from that very list); the same draws as the
    /// default, so seeded playouts do not change.
    fn random_step(
        &mut self,
        rng: &mut GameRng,
        legal: &mut Vec<TekhenuAction>,
        chance: &mut Vec<(TekhenuAction, u32)>,
    ) -> Result<RandomStep, GameError> {
        self.random_step_fast(rng, legal, chance)
    }
}
