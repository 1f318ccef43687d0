//! The board as the controller: for every action, the board element it acts on.
//!
//! A graphical front end draws a game's board from an observation and lets a person play
//! by clicking it. For that it needs, for every legal action, the element the action acts
//! on, and for every step already played, the element to mark as changed. A game says
//! this once, in its own crate (`src/targets.rs`), by implementing [`BoardTargets`]; the
//! dynamic layer ([`crate::dynamic::board_view`]) turns it into the per-viewer board view
//! every front end sends, so no front end knows a game.
//!
//! Each action gets a [`Target`]: a stable element key (`"ship:2:slot:1"`, `"track:5"`,
//! `"market:3"`) that the game's board view draws as a `data-target` attribute, and an
//! optional `choice`, the words of a small menu when one element carries several actions
//! (which die, which payment). An action with no element of its own (pass, end the turn)
//! gets a `say:` key: the page draws it as a labelled control on the board. Keys are the
//! same in every language (the view draws them from the observation); the words a person
//! reads (`choice`, and a `say:` control's `label`) are in the language asked for. The mapping
//! reads the action value and the viewer's observation (never the action's text), so it
//! can name only what the viewer may see.
//!
//! ```
//! use nile_core::board::{BoardTargets, Target};
//! use nile_core::lang::Lang;
//! use nile_core::testing::{Nim, NimAction};
//!
//! let take = Nim::target(&serde_json::json!({}), NimAction::Take(2), Some(0), Lang::En);
//! assert_eq!(take, Some(Target::with("pile", "take 2")));
//! assert_eq!(
//!     take.unwrap().json(),
//!     serde_json::json!({"key": "pile", "choice": "take 2", "label": null})
//! );
//! let pass = Target::say("Pass").labelled("Passar");
//! assert_eq!((pass.key.as_str(), pass.label.as_deref()), ("say:Pass", Some("Passar")));
//! ```

use serde_json::{json, Value};

use crate::game::Game;
use crate::lang::{Arg, Catalog, Lang};

/// Where an action is played on the board.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Target {
    /// The element's key (`data-target` in the view).
    pub key: String,
    /// The menu entry when the element offers several actions.
    pub choice: Option<String>,
    /// A `say:` control's words in the language asked for ([`Target::labelled`]); the
    /// page shows the key's English words when there are none.
    pub label: Option<String>,
}

impl Target {
    /// An element of the board.
    pub fn at(key: impl Into<String>) -> Self {
        Target {
            key: key.into(),
            choice: None,
            label: None,
        }
    }

    /// An element of the board with a menu entry.
    pub fn with(key: impl Into<String>, choice: impl Into<String>) -> Self {
        Target {
            key: key.into(),
            choice: Some(choice.into()),
            label: None,
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

    /// The words a `say:` control shows, in the reader's language (its key stays the
    /// same in every language).
    pub fn labelled(mut self, words: impl Into<String>) -> Self {
        self.label = Some(words.into());
        self
    }

    /// As the board view writes it: `{"key": …, "choice": … or null, "label": … or null}`.
    pub fn json(&self) -> Value {
        json!({"key": self.key, "choice": self.choice, "label": self.label})
    }
}

/// A game whose board can be clicked: the element each action acts on.
///
/// Every game the registry lists implements it (in its crate's `src/targets.rs`); the
/// harness check [`crate::harness::check_targets`] plays random games and requires an
/// element for every legal action and a distinct menu entry wherever one element carries
/// several.
pub trait BoardTargets: Game {
    /// The element `action` acts on when `actor` (a seat, or `None` for chance) plays it,
    /// read from `observation` (the viewer's observation as JSON, the public one for a
    /// spectator), its words in `lang`. `None` only for a chance outcome with nothing on
    /// the board to show. The key must not depend on `lang`
    /// ([`crate::harness::check_targets_in_catalogs`] checks it).
    fn target(
        observation: &Value,
        action: Self::Action,
        actor: Option<usize>,
        lang: Lang,
    ) -> Option<Target>;

    /// The words the board view shows in `lang` for what the observation holds only as
    /// numbers or keys (`{"card:30": "Forbidden dice allowed"}`) and for the view's own
    /// headings, so no view writes a word of its own; none by default. The keys are the
    /// same in every language.
    fn names(_lang: Lang) -> Value {
        Value::Object(serde_json::Map::new())
    }

    /// The board view for the browser app: a script that registers
    /// `NILE_VIEWS.<name>`, a function drawing an observation as the board with the
    /// element keys [`BoardTargets::target`] gives (`data-target`). It ships with the game
    /// (`include_str!("../web/view.js")` in its `src/targets.rs`), and every front end that
    /// serves the app collects it from the registry, so adding a game touches no front end.
    /// Empty by default: the app then draws its generic view (the text rendering and the
    /// observation as a tree) in place of a board.
    const VIEW: &'static str = "";
}

/// The number at `path` in an observation (`num(obs, &["empire"])`), `None` when a step
/// of the path is missing or the value is not a whole number.
///
/// ```
/// use nile_core::board::num;
/// let obs = serde_json::json!({"round": {"number": 3}});
/// assert_eq!(num(&obs, &["round", "number"]), Some(3));
/// assert_eq!(num(&obs, &["round", "phase"]), None);
/// ```
pub fn num(observation: &Value, path: &[&str]) -> Option<u64> {
    let mut v = observation;
    for p in path {
        v = v.get(p)?;
    }
    v.as_u64()
}

/// The name a value serializes to (`"StepPyramid"` for a unit enum variant), as the
/// observation writes it; empty when it is not a string.
///
/// ```
/// use nile_core::board::saved_name;
/// assert_eq!(saved_name("Pharaoh"), "Pharaoh");
/// assert_eq!(saved_name(3), "");
/// ```
pub fn saved_name(value: impl serde::Serialize) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// One word of a board view ([`BoardTargets::names`]): its key, the catalog's message, and
/// the placeholders the view fills in itself (`{n}` in "{n} soldiers").
pub type ViewWord = (&'static str, &'static str, &'static [&'static str]);

/// A placeholder the board view fills: the message gets `{name}` as it is, so the script
/// receives it (`nileWord(v, key, { name: … })`).
///
/// ```
/// use nile_core::board::placeholder;
/// use nile_core::lang::Arg;
/// assert!(matches!(placeholder("n"), Arg::Name(n) if n == "{n}"));
/// ```
pub fn placeholder(name: &str) -> Arg<'static> {
    Arg::Name(format!("{{{name}}}").into())
}

/// The words of `table` in `lang`, from `catalog`, keyed as the view asks for them, each
/// placeholder left for the view to fill ([`placeholder`]).
pub fn view_words(
    catalog: &Catalog,
    lang: Lang,
    table: &[ViewWord],
) -> serde_json::Map<String, Value> {
    table
        .iter()
        .map(|&(key, id, holes)| {
            let args: Vec<(&str, Arg<'_>)> = holes.iter().map(|&h| (h, placeholder(h))).collect();
            (key.to_string(), Value::from(catalog.text(lang, id, &args)))
        })
        .collect()
}
