//! The board element each step acted on, as each viewer may know it: what a front end
//! marks on the board so a person sees everything played since they last looked.
//!
//! A step's element is read from the viewer's own observation of the state before the
//! step, and only when the step reads to the viewer as it does to one who sees
//! everything: a card kept into a hidden hand shows no element, so its key cannot tell
//! what the text hides. [`StepMarks`] reads one step for every viewer at once, when the
//! step is played, so a game server keeps one small record per step instead of every
//! state of the game.
//!
//! ```
//! use nile_core::Viewer;
//! use nile_core::dynamic::marks::StepMarks;
//! use nile_core::dynamic::{DynGameType, GameType};
//! use nile_core::testing::Nim;
//!
//! let kind = &GameType::<Nim>::NEW;
//! let mut game = kind.new_game(2, &[])?;
//! let draw = game.chance_outcomes()[0].0;
//! let drawn = StepMarks::read(kind, game.as_ref(), draw, 1)?;
//! game.apply_index(draw)?;
//! let take = game.legal_actions()[0];
//! let taken = StepMarks::read(kind, game.as_ref(), take, 2)?;
//! let mark = taken.get(Viewer::Seat(1)).unwrap();
//! assert_eq!(mark.json()["key"], "pile");
//! assert_eq!(mark.json()["actor"], 0);
//! assert_eq!(drawn.get(Viewer::Spectator).unwrap().json()["step"], 1);
//! # Ok::<(), nile_core::GameError>(())
//! ```

use serde_json::{json, Value};

use super::board::DynBoard;
use super::view::Viewer;
use super::DynGame;
use crate::error::GameError;
use crate::lang::Lang;

/// The element one step acted on, as one viewer may know it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mark {
    /// The step's number (1 for the first).
    pub step: usize,
    /// The seat that played it, `None` for a chance draw.
    pub actor: Option<usize>,
    /// The element's key (`None` inside when the step acted on no element); `None` when
    /// the step hides something from the viewer.
    pub key: Option<Option<String>>,
}

impl Mark {
    /// The mark of the step that played `index` in `before` (step number `step`) for
    /// `viewer`.
    ///
    /// Errors when `board` is not the game of `before` or `index` is no action of it.
    pub fn read(
        board: &dyn DynBoard,
        before: &dyn DynGame,
        index: usize,
        step: usize,
        viewer: Viewer,
    ) -> Result<Mark, GameError> {
        let actor = before.turn().player();
        let hidden = viewer != Viewer::All
            && before.describe(index, viewer)? != before.describe(index, Viewer::All)?;
        let key = if hidden {
            None
        } else {
            let observation = board.observation(before, viewer)?;
            // Only the key is kept, and keys are the same in every language.
            let target = board.target(before, &observation, index, actor, Lang::En)?;
            Some(target.map(|t| t.key))
        };
        Ok(Mark { step, actor, key })
    }

    /// As a board view's `last`: `{actor, key, step}`, `null` for a step that hides
    /// something.
    pub fn last(&self) -> Value {
        match &self.key {
            Some(key) => json!({"actor": self.actor, "key": key, "step": self.step}),
            None => Value::Null,
        }
    }

    /// As an entry of a board view's `marks`: `{step, actor, key}`, the key `null` when
    /// hidden or on no element.
    pub fn json(&self) -> Value {
        json!({"step": self.step, "actor": self.actor, "key": self.key.clone().flatten()})
    }
}

/// One step's [`Mark`] for every seat and for a spectator, read once when it is played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepMarks {
    /// Seat 0's mark, seat 1's, …, then the spectator's.
    marks: Vec<Mark>,
}

impl StepMarks {
    /// The marks of the step that played `index` in `before` (step number `step`).
    ///
    /// Errors when `board` is not the game of `before` or `index` is no action of it.
    pub fn read(
        board: &dyn DynBoard,
        before: &dyn DynGame,
        index: usize,
        step: usize,
    ) -> Result<StepMarks, GameError> {
        let mut marks = Vec::with_capacity(before.players() + 1);
        for seat in 0..before.players() {
            marks.push(Mark::read(board, before, index, step, Viewer::Seat(seat))?);
        }
        marks.push(Mark::read(board, before, index, step, Viewer::Spectator)?);
        Ok(StepMarks { marks })
    }

    /// The step's mark for `viewer`; `None` for a seat it does not know, and for one who
    /// sees everything (not read here).
    pub fn get(&self, viewer: Viewer) -> Option<&Mark> {
        let spectator = self.marks.len().checked_sub(1)?;
        match viewer {
            Viewer::Seat(s) if s < spectator => self.marks.get(s),
            Viewer::Spectator => self.marks.get(spectator),
            _ => None,
        }
    }
}
