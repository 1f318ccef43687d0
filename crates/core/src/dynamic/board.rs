//! A game's board behind a trait object ([`DynBoard`]), and the history a board view is
//! built from ([`BoardHistory`]).
//!
//! [`DynBoard`] is what a front end needs of a game to draw its board and let people
//! click it, beyond [`DynGame`]: the element each action acts on ([`BoardTargets`]), the
//! observations as JSON values, the names of numbered elements and the rulebook's texts.
//! It is implemented once, for [`GameType<G>`] of every `G: BoardTargets`, so a registry
//! lists `&GameType::<G>::NEW` as a `&'static dyn DynBoard` and a front end knows no game.
//!
//! ```
//! use nile_core::dynamic::board::{BoardHistory, DynBoard};
//! use nile_core::dynamic::{DynGameType, GameType};
//! use nile_core::lang::Lang;
//! use nile_core::testing::Nim;
//!
//! let kind = &GameType::<Nim>::NEW;
//! let board: &dyn DynBoard = kind;
//! let mut history = BoardHistory::new(kind.new_game(2, &[])?);
//! let pile = history.current().chance_outcomes()[0].0;
//! history.push(pile)?;
//! let take = history.current().legal_actions()[0];
//! let obs = board.observation(history.current(), nile_core::Viewer::Seat(0))?;
//! let target = board.target(history.current(), &obs, take, Some(0), Lang::En)?;
//! assert_eq!(target.unwrap().key, "pile");
//! assert_eq!(history.len(), 1);
//! # Ok::<(), nile_core::GameError>(())
//! ```

use serde_json::Value;

use super::view::{step_lines, StepLines, Viewer};
use super::{typed, DynGame, GameType};
use crate::board::{BoardTargets, Target};
use crate::error::GameError;
use crate::game::Game;
use crate::lang::Lang;

/// What a graphical front end needs of a game beyond [`DynGame`], object-safe.
pub trait DynBoard: Send + Sync {
    /// The machine name ([`Game::NAME`]).
    fn name(&self) -> &'static str;
    /// The name people write ([`Game::TITLE`]).
    fn title(&self) -> &'static str;
    /// The observation `viewer`'s board shows in `game`, as a JSON value: a seat's own
    /// ([`Game::observation`]), the public observation for a spectator
    /// ([`Game::public_observation`]), seat 0's for [`Viewer::All`] (whose render and
    /// steps show the rest). Errors for a seat the game does not have.
    fn observation(&self, game: &dyn DynGame, viewer: Viewer) -> Result<Value, GameError>;
    /// The element the action at `index` acts on in `game` when `actor` plays it (`None`:
    /// chance), read from `observation`, its words in `lang` ([`BoardTargets::target`]).
    fn target(
        &self,
        game: &dyn DynGame,
        observation: &Value,
        index: usize,
        actor: Option<usize>,
        lang: Lang,
    ) -> Result<Option<Target>, GameError>;
    /// The words of the board view in `lang` ([`BoardTargets::names`]).
    fn names(&self, lang: Lang) -> Value;
    /// The rulebook's text on `topic` ([`Game::explain`]).
    fn explain(&self, topic: &str) -> Option<String> {
        self.explain_in(topic, Lang::En)
    }
    /// [`DynBoard::explain`] in `lang` ([`Game::explain_in`]).
    fn explain_in(&self, topic: &str, lang: Lang) -> Option<String>;
    /// The title in `lang` ([`Game::title_in`]).
    fn title_in(&self, lang: Lang) -> String;
    /// The browser app's board view of the game ([`BoardTargets::VIEW`]).
    fn view(&self) -> &'static str;
}

impl<G: BoardTargets> DynBoard for GameType<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }
    fn title(&self) -> &'static str {
        G::TITLE
    }
    fn observation(&self, game: &dyn DynGame, viewer: Viewer) -> Result<Value, GameError> {
        let state = &typed::<G>(game)?.state;
        let seat = match viewer {
            Viewer::Seat(p) => Some(p),
            Viewer::All => Some(0),
            Viewer::Spectator => None,
        };
        let value = match seat {
            Some(p) if p < state.players() => serde_json::to_value(state.observation(p)),
            Some(p) => {
                return Err(GameError::InvalidConfig(crate::sentence!(
                    crate::lang::CORE_TEXTS,
                    "config-no-seat",
                    seat = p,
                    last = state.players().saturating_sub(1)
                )))
            }
            None => serde_json::to_value(state.public_observation()),
        };
        value.map_err(|e| GameError::InvalidState(e.to_string()))
    }
    fn target(
        &self,
        game: &dyn DynGame,
        observation: &Value,
        index: usize,
        actor: Option<usize>,
        lang: Lang,
    ) -> Result<Option<Target>, GameError> {
        let state = &typed::<G>(game)?.state;
        let action = G::action_from_index(state.config(), index).ok_or_else(|| {
            GameError::parse(
                index.to_string(),
                crate::sentence!(
                    crate::lang::CORE_TEXTS,
                    "parse-not-an-index-of",
                    game = G::NAME
                ),
            )
        })?;
        Ok(G::target(observation, action, actor, lang))
    }
    fn names(&self, lang: Lang) -> Value {
        G::names(lang)
    }
    fn explain_in(&self, topic: &str, lang: Lang) -> Option<String> {
        G::explain_in(topic, lang)
    }
    fn title_in(&self, lang: Lang) -> String {
        G::title_in(lang)
    }
    fn view(&self) -> &'static str {
        G::VIEW
    }
}

/// The board views of `boards` as one script, the browser app's `game-views.js`: each
/// game's [`DynBoard::view`] under a comment naming it, in the order given (a game
/// without a view adds nothing). A server serves it from the games it offers, so the page
/// draws exactly those.
///
/// ```
/// use nile_core::dynamic::board::{views_script, DynBoard};
/// use nile_core::dynamic::GameType;
/// use nile_core::testing::Nim;
///
/// let nim: &dyn DynBoard = &GameType::<Nim>::NEW;
/// assert_eq!(views_script([nim]), "'use strict';\n");
/// ```
pub fn views_script<'a>(boards: impl IntoIterator<Item = &'a dyn DynBoard>) -> String {
    let mut script = String::from("'use strict';\n");
    for board in boards {
        let view = board.view();
        if view.is_empty() {
            continue;
        }
        script.push_str(&format!("// The board view of {}.\n", board.name()));
        script.push_str(view);
        if !view.ends_with('\n') {
            script.push('\n');
        }
    }
    script
}

/// A game from its start: `states[k]` is the state after `k` actions, with each step as
/// every viewer reads it, read once when the step is played (a view then only picks the
/// lines of its viewer).
#[derive(Debug)]
pub struct BoardHistory {
    states: Vec<Box<dyn DynGame>>,
    actions: Vec<usize>,
    steps: Vec<StepLines>,
}

impl Clone for BoardHistory {
    fn clone(&self) -> Self {
        BoardHistory {
            states: self.states.iter().map(|s| s.clone_box()).collect(),
            actions: self.actions.clone(),
            steps: self.steps.clone(),
        }
    }
}

impl BoardHistory {
    /// A history with no step yet, starting at `start`.
    pub fn new(start: Box<dyn DynGame>) -> Self {
        BoardHistory {
            states: vec![start],
            actions: Vec::new(),
            steps: Vec::new(),
        }
    }

    /// `start` followed by `actions` (indices, chance draws included), each checked.
    pub fn replay(start: Box<dyn DynGame>, actions: &[usize]) -> Result<Self, GameError> {
        let mut history = BoardHistory::new(start);
        for (k, &index) in actions.iter().enumerate() {
            history.push(index).map_err(|e| {
                GameError::InvalidState(format!("action {} could not be applied: {e}", k + 1))
            })?;
        }
        Ok(history)
    }

    /// Applies the action at `index` to the current state and records how every viewer
    /// reads it; on error nothing changes.
    pub fn push(&mut self, index: usize) -> Result<(), GameError> {
        let before = self.current();
        let mut after = before.clone_box();
        after.apply_index(index)?;
        let step = step_lines(before, after.as_ref(), index)?;
        self.states.push(after);
        self.actions.push(index);
        self.steps.push(step);
        Ok(())
    }

    /// The number of steps played.
    pub fn len(&self) -> usize {
        self.actions.len()
    }

    /// Whether no step has been played.
    pub fn is_empty(&self) -> bool {
        self.actions.is_empty()
    }

    /// The state after the last step.
    pub fn current(&self) -> &dyn DynGame {
        // `states` is never empty: `new` holds the start and nothing removes it.
        self.states[self.states.len() - 1].as_ref()
    }

    /// The state after `k` steps (`k` at most [`BoardHistory::len`]).
    pub fn state(&self, k: usize) -> Option<&dyn DynGame> {
        self.states.get(k).map(|s| s.as_ref())
    }

    /// The state after `k` steps as the typed game `G`.
    pub fn typed<G: Game>(&self, k: usize) -> Result<&G, GameError> {
        let state = self.state(k).ok_or_else(|| {
            GameError::InvalidState(format!("there is no step {k}: {} were played", self.len()))
        })?;
        Ok(&typed::<G>(state)?.state)
    }

    /// The actions played, by index.
    pub fn actions(&self) -> &[usize] {
        &self.actions
    }

    /// The steps as every viewer reads them (`steps()[k]` took state `k` to `k + 1`).
    pub fn steps(&self) -> &[StepLines] {
        &self.steps
    }

    /// The same history with every state replaced by `f(state)` (the steps' lines and
    /// actions kept): for checking that a viewer's board view does not change when the
    /// states are replaced by others the viewer cannot tell apart (determinizations).
    pub fn map_states(
        &self,
        mut f: impl FnMut(&dyn DynGame) -> Result<Box<dyn DynGame>, GameError>,
    ) -> Result<Self, GameError> {
        let mut states = Vec::with_capacity(self.states.len());
        for s in &self.states {
            states.push(f(s.as_ref())?);
        }
        Ok(BoardHistory {
            states,
            actions: self.actions.clone(),
            steps: self.steps.clone(),
        })
    }
}
