//! The `nile_core::Game` implementation, its methods in the trait's order, each handing
//! over to the module of its concept: `flow` (turns, chance), `legal`, `apply`,
//! `scoring`, `view`, `narrate`, `index`, `tensor`, `invariants`, `render`.

use std::ops::RangeInclusive;

use nile_core::Lang;
use nile_core::Viewer;
use nile_core::{Game, GameError, GameRng, OptionWords, Outcome, Turn};

use crate::action::RaAction;
use crate::flow::STEP_BOUND;
use crate::state::{Ra, RaConfig};
use crate::texts::tr;

impl Game for Ra {
    type Config = RaConfig;
    type Action = RaAction;
    type Observation = Ra;

    const NAME: &'static str = "ra";
    const TITLE: &'static str = "Rá";
    const SUMMARY: &'static str = "Reiner Knizia's auction game: bid sun discs for rows of tiles across three epochs of Egyptian history.";
    const PLAYERS: RangeInclusive<usize> = 2..=5;

    fn setup(config: &RaConfig) -> Result<Self, GameError> {
        Ok(Ra::blank(*config))
    }

    fn config(&self) -> &RaConfig {
        &self.config
    }

    #[inline]
    fn turn(&self) -> Turn {
        crate::flow::turn(self)
    }

    fn legal_actions(&self, out: &mut Vec<RaAction>) {
        crate::legal::legal_actions(self, out);
    }

    fn chance_outcomes(&self, out: &mut Vec<(RaAction, u32)>) {
        crate::flow::chance_outcomes(self, out);
    }

    fn apply(&mut self, action: RaAction) -> Result<(), GameError> {
        crate::apply::apply(self, action)
    }

    fn score(&self, player: usize) -> i32 {
        crate::scoring::score(self, player)
    }

    /// Highest score wins; ties go to the highest sun disc owned, face up or down (GAP-4).
    fn outcome(&self) -> Option<Outcome> {
        crate::scoring::outcome(self)
    }

    /// Everything is public (`docs/ra.md` GAP-26, GAP-27), so the observation is the
    /// state itself.
    fn observation(&self, player: usize) -> Ra {
        crate::view::observation(self, player)
    }

    /// Nothing is hidden from any seat, so a spectator sees the state too.
    fn public_observation(&self) -> Ra {
        crate::view::public_observation(self)
    }

    fn title_in(lang: Lang) -> String {
        tr!(lang, "game-title")
    }

    fn summary_in(lang: Lang) -> String {
        tr!(lang, "game-summary")
    }

    /// Rá has no options (`docs/ra.md` GAP-19), so no option has words.
    fn option_words_in(_key: &str, _lang: Lang) -> Option<OptionWords> {
        None
    }

    /// Everything is public, so every viewer reads the same sentence, naming the seat.
    fn describe_in(&self, action: RaAction, _viewer: Viewer, lang: Lang) -> String {
        crate::narrate::describe(self, action, lang)
    }

    /// In English exactly the action's `Display`; the rulebook's verbs and tile names
    /// in Portuguese.
    fn action_text_in(&self, action: RaAction, lang: Lang) -> String {
        crate::narrate::action_text(action, lang)
    }

    /// The action's text: everything is public, so the option names what it takes.
    fn option_text_in(&self, action: RaAction, lang: Lang) -> String {
        crate::narrate::action_text(action, lang)
    }

    /// What happened by itself: an auction's result, automatic passes and discards,
    /// skipped seats, the end of an epoch with each seat's scoring (`docs/ra.md`,
    /// "Narration"). The same for every viewer: nothing in Rá is hidden.
    fn narrate_in(
        &self,
        before: &Self,
        action: RaAction,
        _viewer: Viewer,
        lang: Lang,
    ) -> Vec<String> {
        crate::narrate::narrate(before, self, action, lang)
    }

    /// The rulebook's text for a tile kind (English or Portuguese name) or for one of the
    /// terms sun disc, scarab, epoch, auction, in `lang`.
    fn explain_in(topic: &str, lang: Lang) -> Option<String> {
        crate::narrate::explain(topic, lang)
    }

    /// See `docs/ra.md`, "Action index": the four single actions, God takes, discards,
    /// draws, then bids and deals (the last two sized by the seat count).
    fn num_distinct_actions(config: &RaConfig) -> usize {
        crate::index::num_distinct_actions(config)
    }

    fn action_to_index(config: &RaConfig, action: RaAction) -> Option<usize> {
        crate::index::action_to_index(config, action)
    }

    fn action_from_index(config: &RaConfig, index: usize) -> Option<RaAction> {
        crate::index::action_from_index(config, index)
    }

    /// See `docs/ra.md`, "Observation tensor".
    fn observation_tensor_shape(config: &RaConfig) -> Vec<usize> {
        crate::tensor::observation_tensor_shape(config)
    }

    fn observation_tensor(&self, player: usize, out: &mut Vec<f32>) {
        self.write_tensor(player, out);
    }

    /// Nothing is hidden (the bag order does not exist under deferred sampling), so the
    /// state is its own determinization.
    fn determinize(&self, observer: usize, rng: &mut GameRng) -> Self {
        crate::view::determinize(self, observer, rng)
    }

    fn check_invariants(&self) -> Result<(), String> {
        crate::invariants::check(self)
    }

    fn render_in(&self, viewer: Viewer, lang: Lang) -> String {
        crate::render::render_in(self, viewer, lang)
    }

    fn step_bound(_config: &RaConfig) -> usize {
        STEP_BOUND
    }

    /// Picks a tile by cumulative bag counts (or a group uniformly) without listing the
    /// outcomes; the same distribution as [`Game::chance_outcomes`].
    fn sample_chance(
        &self,
        rng: &mut GameRng,
        _buf: &mut Vec<(RaAction, u32)>,
    ) -> Option<RaAction> {
        crate::flow::sample_chance(self, rng)
    }
}
