//! The board view: everything a graphical front end draws for one viewer at one step of
//! a game, built from a [`BoardHistory`] and the game's [`DynBoard`], so the browser app
//! and the game server send the same JSON and draw it with the same code.
//!
//! The view is a JSON object with these keys (front ends read them; keys are added,
//! never renamed):
//!
//! | key | value |
//! |---|---|
//! | `game`, `title` | the game's machine name and title |
//! | `players` | the seat count |
//! | `config` | the configuration, as the game saves it |
//! | `viewer` | the seat viewing, `null` for a spectator or one who sees everything |
//! | `observed_seat` | the seat whose observation is shown, `null` for a spectator |
//! | `turn` | `{"kind": "player", "player": p}`, `{"kind": "chance"}` or `{"kind": "over"}` |
//! | `observation` | the seat's observation, the public one for a spectator |
//! | `render` | the board as text as the viewer sees it |
//! | `legal` | the seat's legal actions when it is to act: `{index, text, label, kind, target}` |
//! | `log` | every step shown so far as the viewer reads it: `{actor, lines}` |
//! | `glossary` | the rulebook's words for every term the view shows |
//! | `outcome` | the final outcome, or `null` |
//! | `last` | the element the last step acted on: `{actor, key, step}`, or `null` |
//! | `marks` | the same for every step after [`BoardViewOptions::since`]: `{step, actor, key}` |
//! | `step`, `steps` | the step shown and the number of steps played |
//!
//! A viewer sees only what it may know: a seat's view is built from its observation, its
//! render, and each step as it reads it (`describe`, then `narrate`, for that seat); a
//! spectator's from the public observation, its render and each step as someone at no
//! seat reads it (the same texts for [`Viewer::Spectator`]). A step's element is shown only if the step
//! reads to the viewer as it does to one who sees everything (a card kept into a hidden
//! hand shows no element, so its key cannot tell what the text hides).
//!
//! ```
//! use nile_core::dynamic::board::{BoardHistory, DynBoard};
//! use nile_core::dynamic::board_view::{board_view, BoardViewOptions};
//! use nile_core::Viewer;
//! use nile_core::dynamic::{DynGameType, GameType};
//! use nile_core::testing::Nim;
//!
//! let kind = &GameType::<Nim>::NEW;
//! let mut history = BoardHistory::new(kind.new_game(2, &[])?);
//! history.push(history.current().chance_outcomes()[0].0)?; // chance sets the pile
//! let take = history.current().legal_actions()[0];
//! history.push(take)?; // seat 0 takes
//!
//! let options = BoardViewOptions { since: Some(0), ..BoardViewOptions::default() };
//! let view = board_view(kind, &history, Viewer::Seat(1), &options)?;
//! assert_eq!(view["legal"][0]["target"]["key"], "pile");
//! assert_eq!(view["last"]["step"], 2);
//! assert_eq!(view["marks"].as_array().unwrap().len(), 2); // the draw and the take
//! let spectator = board_view(kind, &history, Viewer::Spectator, &options)?;
//! assert!(spectator["legal"].as_array().unwrap().is_empty());
//! # Ok::<(), nile_core::GameError>(())
//! ```

use serde_json::{json, Map, Value};

use super::board::{BoardHistory, DynBoard};
use super::glossary::glossary;
use super::marks::Mark;
use super::view::{action_kind, LegalEntry, TurnView, Viewer};
use super::DynGame;
use crate::error::GameError;
use crate::game::Turn;
use crate::lang::Lang;

/// What a board view shows besides its viewer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardViewOptions {
    /// The step shown: the state after this many steps (`None`: the last; later steps
    /// are neither logged nor marked).
    pub at: Option<usize>,
    /// Mark every step after this one (`Some(0)`: every step; `None`: `marks` is empty),
    /// so a client marks everything played since it last looked.
    pub since: Option<usize>,
    /// Whether a seat to act is shown its legal actions (false when a bot plays it).
    pub legal: bool,
    /// The language of every text in the view (the board as text, the actions' labels,
    /// the log, the glossary, the title).
    pub lang: Lang,
}

impl Default for BoardViewOptions {
    /// The last step, no marks, legal actions shown.
    fn default() -> Self {
        BoardViewOptions {
            at: None,
            since: None,
            legal: true,
            lang: Lang::En,
        }
    }
}

/// The board view of `history` for `viewer` (see the module's table of keys), as a JSON
/// object a front end may add its own keys to.
///
/// Errors when `board` is not the game of `history` or `viewer` names no seat.
pub fn board_view(
    board: &dyn DynBoard,
    history: &BoardHistory,
    viewer: Viewer,
    options: &BoardViewOptions,
) -> Result<Value, GameError> {
    let at = options.at.map_or(history.len(), |a| a.min(history.len()));
    let state = history
        .state(at)
        .ok_or_else(|| GameError::InvalidState(format!("there is no step {at}")))?;
    if let Viewer::Seat(s) = viewer {
        if s >= state.players() {
            return Err(GameError::InvalidConfig(crate::sentence!(
                crate::lang::CORE_TEXTS,
                "config-no-seat",
                seat = s,
                last = state.players().saturating_sub(1)
            )));
        }
    }
    let lang = options.lang;
    let observation = board.observation(state, viewer)?;
    let (legal, mut texts) = match viewer {
        Viewer::Seat(s) if options.legal => legal_entries(board, state, &observation, s, lang)?,
        _ => (Vec::new(), Vec::new()),
    };
    let log = log(history, at, viewer, lang);
    let render = state.render_in(viewer, lang)?;
    // A seat's words are those of its actions and its render (cards the observation
    // holds only as numbers appear there by name); a spectator's, those of the log too.
    if viewer == Viewer::Spectator {
        texts.extend(log_texts(&log));
    }
    texts.extend(render.lines().map(str::to_string));
    let glossary = glossary(&observation, &texts, |t| board.explain_in(t, lang));
    let last = match at.checked_sub(1) {
        Some(k) => mark(board, history, k, viewer)?.last(),
        None => Value::Null,
    };
    let since = options.since.map_or(at, |s| s.min(at));
    let mut marks = Vec::with_capacity(at - since);
    for k in since..at {
        marks.push(mark(board, history, k, viewer)?.json());
    }
    let config: Value = serde_json::from_str(&state.config_json()).unwrap_or(Value::Null);
    Ok(json!({
        "game": board.name(),
        "title": board.title_in(lang),
        "players": state.players(),
        "config": config,
        "viewer": viewer.seat(),
        "observed_seat": observed_seat(viewer),
        "turn": TurnView::from(state.turn()),
        "observation": observation,
        "render": render,
        "legal": legal,
        "log": log,
        "glossary": glossary,
        "outcome": state.outcome(),
        "last": last,
        "marks": marks,
        "step": at,
        "steps": history.len(),
    }))
}

/// [`board_view`] with the keys a front end adds (`extra`) merged in, which win over the
/// view's own on a clash.
pub fn board_view_with(
    board: &dyn DynBoard,
    history: &BoardHistory,
    viewer: Viewer,
    options: &BoardViewOptions,
    extra: Map<String, Value>,
) -> Result<Value, GameError> {
    let mut view = board_view(board, history, viewer, options)?;
    if let Value::Object(fields) = &mut view {
        fields.extend(extra);
    }
    Ok(view)
}

/// The seat whose observation a viewer's board shows (the view's `observed_seat` key):
/// the viewer's, seat 0's for one who sees everything, none (the public observation) for
/// a spectator.
fn observed_seat(viewer: Viewer) -> Option<usize> {
    match viewer {
        Viewer::Seat(s) => Some(s),
        Viewer::All => Some(0),
        Viewer::Spectator => None,
    }
}

/// Seat `s`'s legal actions if it is to act, each with its board element, and their
/// texts (for the glossary).
fn legal_entries(
    board: &dyn DynBoard,
    state: &dyn DynGame,
    observation: &Value,
    s: usize,
    lang: Lang,
) -> Result<(Vec<Value>, Vec<String>), GameError> {
    let (mut legal, mut texts) = (Vec::new(), Vec::new());
    if state.turn() != Turn::Player(s) {
        return Ok((legal, texts));
    }
    for index in state.legal_actions() {
        let text = state.action_text(index)?;
        let label = state.describe_in(index, Viewer::Seat(s), lang)?;
        let entry = LegalEntry::new(index, &text, label);
        let mut entry =
            serde_json::to_value(entry).map_err(|e| GameError::InvalidState(e.to_string()))?;
        let target = board.target(state, observation, index, Some(s), lang)?;
        let text_in = state.action_text_in(index, lang)?;
        if let Value::Object(fields) = &mut entry {
            fields.insert("target".into(), json!(target.map(|t| t.json())));
            // The heading the action is listed under: `kind` in the reader's language.
            fields.insert("group".into(), json!(action_kind(&text_in)));
        }
        legal.push(entry);
        texts.push(text_in);
    }
    Ok((legal, texts))
}

/// The first `at` steps as `viewer` reads them: `{actor, lines}` each.
fn log(history: &BoardHistory, at: usize, viewer: Viewer, lang: Lang) -> Vec<Value> {
    history.steps()[..at]
        .iter()
        .map(|s| json!({"actor": s.actor(), "lines": s.for_viewer_in(viewer, lang)}))
        .collect()
}

/// Every line of a log built by [`log`].
fn log_texts(log: &[Value]) -> Vec<String> {
    log.iter()
        .filter_map(|s| s["lines"].as_array())
        .flatten()
        .filter_map(|l| l.as_str().map(str::to_string))
        .collect()
}

/// The mark of step `k + 1` (from state `k`) for `viewer`.
fn mark(
    board: &dyn DynBoard,
    history: &BoardHistory,
    k: usize,
    viewer: Viewer,
) -> Result<Mark, GameError> {
    let (Some(before), Some(&index)) = (history.state(k), history.actions().get(k)) else {
        return Err(GameError::InvalidState(format!(
            "there is no step {}",
            k + 1
        )));
    };
    Mark::read(board, before, index, k + 1, viewer)
}
