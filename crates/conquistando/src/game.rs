//! The `nile_core::Game` implementation: dispatch, chance, outcome.

use nile_core::Viewer;
use std::ops::RangeInclusive;

use nile_core::game::random_step_by_listing;
use nile_core::rng::below;
use nile_core::{Game, GameError, GameRng, Outcome, RandomStep, Turn};

use crate::action::Action;
use crate::config::ConquistandoConfig;
use crate::data::bits;
use crate::data::{Unit, ROUNDS};
use crate::state::{Conquistando, Step, MAX_PLAYERS};
use crate::turn::Refusal;

/// Most steps a turn can take: three own actions of at most six steps (choose, from, to,
/// count, two chance draws), `end actions`, and the Opponent Action's three.
const TURN_STEPS: usize = 3 * 6 + 1 + 3;

impl Conquistando {
    /// Checks `action` against the pending step and applies it only if legal. With
    /// `listed`, the action was just read from the legal list, and the two costly checks
    /// (the task mask, the terrain masks) are skipped.
    fn try_apply(&mut self, action: Action, listed: bool) -> Result<(), Refusal> {
        match self.step {
            Step::Choose => self.choose(action, listed),
            Step::ChooseOpponent => self.choose_opponent(action),
            Step::PlaceBuilding(_) | Step::PlaceUnit(_) => self.place(action, listed),
            Step::MoveFrom => self.origin(action, false),
            Step::AttackFrom => self.origin(action, true),
            Step::MoveTo { from } | Step::AttackTarget { from } => self.destination(action, from),
            Step::MoveCount { .. } | Step::AttackCount { .. } => self.count(action),
            Step::DefenceDraw { .. } => self.reveal_defence(action),
            Step::ResourceDraw { .. } => self.reveal_resources(action),
            Step::Over => Err("the game is over"),
        }
    }

    /// How `action`, about to be applied, reads (the same for every viewer: nothing is
    /// hidden from anyone).
    pub fn describe_action(&self, action: Action) -> String {
        crate::narrate::describe(self, action)
    }

    /// What happened by itself when `action` took `before` to this state (battle
    /// results, help points, penalties, achievements, Collections, the next round).
    pub fn narrate_events(&self, before: &Conquistando, action: Action) -> Vec<String> {
        crate::narrate::narrate(before, self, action)
    }

    /// Clears `out` and writes seat `player`'s observation as
    /// [`crate::tensor::SIZE`] numbers (layout in [`crate::tensor`]).
    pub fn write_observation_tensor(&self, player: usize, out: &mut Vec<f32>) {
        crate::tensor::write(self, player, out);
    }

    /// The tie-break keys after VP (docs/conquistando.md GAP-20): terrains, buildings, people.
    fn rank_key(&self, p: usize) -> (i32, u32, u32, u32) {
        let e = &self.empires[p];
        let terrains = bits(e.owned).count() as u32;
        let buildings = e.terrains.iter().map(|t| u32::from(t.built)).sum();
        let people = Unit::ALL.iter().map(|&u| e.total_people(u)).sum();
        (e.ledger.total(), terrains, buildings, people)
    }
}

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
        match self.step {
            Step::DefenceDraw { .. } | Step::ResourceDraw { .. } => Turn::Chance,
            Step::Over => Turn::Over,
            _ => Turn::Player(usize::from(self.current)),
        }
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.list_legal(out);
    }

    fn chance_outcomes(&self, out: &mut Vec<(Action, u32)>) {
        self.list_chance(out);
    }

    fn apply(&mut self, action: Action) -> Result<(), GameError> {
        match self.try_apply(action, false) {
            Ok(()) => Ok(()),
            Err(_) if self.step == Step::Over => Err(GameError::GameOver),
            Err(reason) => Err(GameError::illegal(action, reason)),
        }
    }

    /// A decision of the seat to act, just listed, is applied as `random_step` applies
    /// its pick: without checking again what the list established.
    fn apply_listed(&mut self, action: Action) -> Result<(), GameError> {
        if self.turn() != Turn::Player(usize::from(self.current)) {
            return self.apply(action);
        }
        match self.try_apply(action, true) {
            Ok(()) => Ok(()),
            Err(reason) => Err(GameError::illegal(action, reason)),
        }
    }

    /// Lists the legal actions and picks `legal[below(n)]` exactly as the default does,
    /// then applies it without checking again what the list just established.
    fn random_step(
        &mut self,
        rng: &mut GameRng,
        legal: &mut Vec<Action>,
        chance: &mut Vec<(Action, u32)>,
    ) -> Result<RandomStep, GameError> {
        if self.turn() != Turn::Player(usize::from(self.current)) {
            return random_step_by_listing(self, rng, legal, chance);
        }
        self.list_legal(legal);
        if legal.is_empty() {
            return random_step_by_listing(self, rng, legal, chance);
        }
        let action = legal[below(rng, legal.len() as u64) as usize];
        match self.try_apply(action, true) {
            Ok(()) => Ok(RandomStep::Decision),
            Err(reason) => Err(GameError::illegal(action, reason)),
        }
    }

    fn score(&self, player: usize) -> i32 {
        self.empires
            .get(player)
            .filter(|_| player < self.seat_count())
            .map_or(0, |e| e.ledger.total())
    }

    /// Most VP wins; ties go to more terrains, then more buildings, then more people;
    /// still tied, the place is shared (GAP-20).
    fn outcome(&self) -> Option<Outcome> {
        if self.step != Step::Over {
            return None;
        }
        let n = self.seat_count();
        let scores = (0..n).map(|p| self.score(p)).collect();
        let keys: Vec<_> = (0..n).map(|p| self.rank_key(p)).collect();
        Some(Outcome::ranked(scores, &keys))
    }

    /// Nothing in the state is hidden: face-down cards are not in it (each is drawn from
    /// its deck's public multiset when turned), so the observation is the state.
    fn observation(&self, _player: usize) -> Conquistando {
        self.clone()
    }

    /// Nothing is hidden from any seat, so a spectator sees the state too.
    fn public_observation(&self) -> Conquistando {
        self.clone()
    }

    /// Nothing is hidden from anyone, so every viewer reads the same sentence, naming the
    /// seat, the empire acted on (the Opponent Action says whose) and the terrain.
    fn describe(&self, action: Action, _viewer: Viewer) -> String {
        crate::narrate::describe(self, action)
    }

    /// The action's text with a terrain by its name ("on Thinis" for "on T7").
    fn option_text(&self, action: Action) -> String {
        use crate::narrate::terrain_name;
        match action {
            Action::On(t) => format!("on {}", terrain_name(t)),
            Action::From(t) => format!("from {}", terrain_name(t)),
            Action::To(t) => format!("to {}", terrain_name(t)),
            _ => action.to_string(),
        }
    }

    /// Battle results, help points, penalties, achievements, Collections, the next round
    /// and the end: the same lines for every viewer.
    fn narrate(&self, before: &Self, action: Action, _viewer: Viewer) -> Vec<String> {
        crate::narrate::narrate(before, self, action)
    }

    /// A building (by name, Portuguese name or id), a resource card (`RC05`) or an
    /// achievement (`E1_MONUMENTS`).
    fn explain(topic: &str) -> Option<String> {
        crate::narrate::explain(topic)
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

    /// Nothing to resample (deferred sampling keeps no hidden order).
    fn determinize(&self, _observer: usize, _rng: &mut GameRng) -> Self {
        self.clone()
    }

    fn check_invariants(&self) -> Result<(), String> {
        crate::invariants::check(self)
    }

    fn render(&self, viewer: Viewer) -> String {
        crate::render::render(self, viewer)
    }

    fn step_bound(config: &ConquistandoConfig) -> usize {
        usize::from(ROUNDS) * config.players.max(1) * TURN_STEPS
    }
}
