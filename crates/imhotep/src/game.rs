//! The `nile_core::Game` implementation: each method in the trait's order, delegating to
//! the module of its concept (`flow`, `legal`, `apply`, `scoring`, `view`, `narrate`,
//! `index`, `tensor`, `invariants`, `render`).

use std::ops::RangeInclusive;

use nile_core::game::OptionWords;
use nile_core::Lang;
use nile_core::{Game, GameError, GameRng, Outcome, Turn, Viewer};

use crate::action::ImhotepAction;
use crate::cards::Card;
use crate::config::ImhotepConfig;
use crate::state::Imhotep;
use crate::texts::tr;

impl Game for Imhotep {
    type Config = ImhotepConfig;
    type Action = ImhotepAction;
    type Observation = Imhotep;

    const NAME: &'static str = "imhotep";
    const TITLE: &'static str = "Imhotep";
    const SUMMARY: &'static str = "Ship stones to five building sites; every site scores its own way, and rivals decide where your stones sail.";
    const PLAYERS: RangeInclusive<usize> = 2..=4;

    fn setup(config: &ImhotepConfig) -> Result<Self, GameError> {
        Ok(Imhotep::fresh(config))
    }

    fn config(&self) -> &ImhotepConfig {
        &self.config
    }

    fn turn(&self) -> Turn {
        self.whose_turn()
    }

    fn legal_actions(&self, out: &mut Vec<ImhotepAction>) {
        self.list_legal(out);
    }

    fn chance_outcomes(&self, out: &mut Vec<(ImhotepAction, u32)>) {
        self.list_chance(out);
    }

    fn apply(&mut self, action: ImhotepAction) -> Result<(), GameError> {
        self.apply_action(action)
    }

    fn score(&self, player: usize) -> i32 {
        self.seat_score(player)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.final_outcome()
    }

    fn observation(&self, player: usize) -> Imhotep {
        self.observe(player)
    }

    /// The face-down pair (Market side B) is the only hidden item: its taker sees it, a
    /// spectator never does.
    fn public_observation(&self) -> Imhotep {
        self.observe_public()
    }

    fn title_in(lang: Lang) -> String {
        tr!(lang, "title")
    }

    fn summary_in(lang: Lang) -> String {
        tr!(lang, "summary")
    }

    fn option_words_in(key: &str, lang: Lang) -> Option<OptionWords> {
        Some(match key {
            "sides" => OptionWords {
                label: tr!(lang, "option-sides-label"),
                help: tr!(lang, "option-sides-help"),
                value_names: Vec::new(),
            },
            "variant" => OptionWords {
                label: tr!(lang, "option-variant-label"),
                help: tr!(lang, "option-variant-help"),
                value_names: vec![
                    tr!(lang, "option-variant-none"),
                    tr!(lang, "option-variant-fury"),
                ],
            },
            _ => return None,
        })
    }

    fn describe_in(&self, action: ImhotepAction, viewer: Viewer, lang: Lang) -> String {
        self.describe_action(action, viewer, lang)
    }

    fn action_text_in(&self, action: ImhotepAction, lang: Lang) -> String {
        action.text_in(lang)
    }

    fn option_text_in(&self, action: ImhotepAction, lang: Lang) -> String {
        action.text_in(lang)
    }

    fn narrate_in(
        &self,
        before: &Imhotep,
        action: ImhotepAction,
        viewer: Viewer,
        lang: Lang,
    ) -> Vec<String> {
        self.narrate_step(before, action, viewer, lang)
    }

    /// A market card's rulebook text, by name (English or Portuguese) or number 1..12.
    fn explain_in(topic: &str, lang: Lang) -> Option<String> {
        Card::lookup(topic).map(|c| c.explain_in(lang))
    }

    /// The table of index blocks is in `docs/imhotep.md` ("Action index").
    fn num_distinct_actions(_config: &ImhotepConfig) -> usize {
        crate::index::ACTIONS
    }

    fn action_to_index(_config: &ImhotepConfig, action: ImhotepAction) -> Option<usize> {
        crate::index::action_to_index(action)
    }

    fn action_from_index(_config: &ImhotepConfig, index: usize) -> Option<ImhotepAction> {
        crate::index::action_from_index(index)
    }

    /// The layout is in `docs/imhotep.md` ("Observation tensor").
    fn observation_tensor_shape(_config: &ImhotepConfig) -> Vec<usize> {
        vec![crate::tensor::TENSOR_LEN]
    }

    fn observation_tensor(&self, player: usize, out: &mut Vec<f32>) {
        self.write_tensor(player, out);
    }

    fn determinize(&self, observer: usize, rng: &mut GameRng) -> Self {
        self.resample_hidden(observer, rng)
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.check_all()
    }

    fn render_in(&self, viewer: Viewer, lang: Lang) -> String {
        crate::render::render(&self.seen_by(viewer), viewer, lang)
    }

    fn step_bound(config: &ImhotepConfig) -> usize {
        crate::flow::step_bound(config)
    }

    fn sample_chance(
        &self,
        rng: &mut GameRng,
        _buf: &mut Vec<(ImhotepAction, u32)>,
    ) -> Option<ImhotepAction> {
        self.sample_outcome(rng)
    }
}
