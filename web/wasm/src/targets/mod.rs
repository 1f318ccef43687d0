//! The board as the controller: for every legal action, the board element it acts on.
//!
//! Each game gives every action a [`Target`]: a stable element key (`"ship:2:slot:1"`,
//! `"track:5"`, `"market:3"`) that its board view (`web/site/view-GAME.js`) draws as a
//! `data-target` attribute, and an optional `choice` label, the words of a small menu
//! when one element carries several actions (which die, which payment). An action with
//! no element of its own (pass, end the turn) gets a `say:` key: the page draws it as a
//! labelled control on the board. The mapping is data per game, from the action value
//! and the viewer's observation (never from the action's text), so it can name only
//! what the viewer may see.

mod conquistando;
mod imhotep;
mod pragas;
mod ra;
mod tekhenu;

use nile_core::bots::BotHints;
use serde_json::{json, Value};

/// Where an action is played on the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    /// The element's key (`data-target` in the view).
    pub key: String,
    /// The menu entry when the element offers several actions.
    pub choice: Option<String>,
}

impl Target {
    /// An element of the board.
    pub fn at(key: impl Into<String>) -> Self {
        Target {
            key: key.into(),
            choice: None,
        }
    }

    /// An element of the board with a menu entry.
    pub fn with(key: impl Into<String>, choice: impl Into<String>) -> Self {
        Target {
            key: key.into(),
            choice: Some(choice.into()),
        }
    }

    /// A decision no element stands for: a labelled control (`say:Pass`).
    pub fn say(label: &str) -> Self {
        Target::at(format!("say:{label}"))
    }

    /// A labelled control with a menu entry (`say:Build` → "Small Well").
    pub fn say_with(label: &str, choice: impl Into<String>) -> Self {
        Target::with(format!("say:{label}"), choice)
    }

    /// As JSON for the page.
    pub fn json(&self) -> Value {
        json!({"key": self.key, "choice": self.choice})
    }
}

/// A game whose board can be clicked: the element each action acts on.
pub trait Targets: BotHints {
    /// The element `action` acts on when `actor` (a seat, or `None` for chance) plays it,
    /// read from `observation` (the viewer's observation JSON). `None` only for a chance
    /// outcome with nothing on the board to show.
    fn target(observation: &Value, action: Self::Action, actor: Option<usize>) -> Option<Target>;

    /// The names the board view shows for elements the observation holds only as numbers
    /// (`{"card:30": "Forbidden dice allowed"}`), so no view shows a code; none by default.
    fn names() -> Value {
        Value::Object(serde_json::Map::new())
    }
}

/// `obs[key]` as a number.
pub(crate) fn num(obs: &Value, path: &[&str]) -> Option<u64> {
    let mut v = obs;
    for p in path {
        v = v.get(p)?;
    }
    v.as_u64()
}

#[cfg(test)]
mod tests;
