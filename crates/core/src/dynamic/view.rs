//! What one viewer may see, built once for every front end that shows a game to people
//! (the server's WebSocket messages, the browser app's views).
//!
//! A seat sees its observation, the position as it sees it ([`DynGame::render`]), its
//! legal actions with their texts when it is to act, and every step as it reads it
//! (`describe`, then `narrate`, for that seat). A spectator sees the public observation
//! (every seat's private information hidden), the position as someone at no seat sees it,
//! whose turn it is, and each step as the game tells it to someone at no seat. One who
//! sees everything ([`Viewer::All`]: the review of a finished game) sees the public
//! observation, the whole position and every step with nothing hidden. Everything here
//! is a pure function of the state and the viewer, so a test can rebuild a view from a
//! determinized state and compare bytes.
//!
//! The views are written straight into a `String` as JSON (no intermediate
//! `serde_json::Value`): the observation is embedded as the game serialized it.
//!
//! ```
//! use nile_core::dynamic::view::{view_json, Viewer};
//! use nile_core::dynamic::{DynGame, DynState};
//! use nile_core::rng::seeded;
//! use nile_core::testing::{Nim, NimConfig};
//! use nile_core::{Game, Turn};
//!
//! let mut game = DynState::new(Nim::new(&NimConfig::default()).unwrap());
//! while game.turn() == Turn::Chance {
//!     game.sample_chance(&mut seeded(1)).unwrap();
//! }
//! let seat: serde_json::Value = serde_json::from_str(&view_json(&game, Viewer::Seat(0)).unwrap()).unwrap();
//! assert_eq!(seat["turn"]["kind"], "player");
//! assert!(!seat["legal"].as_array().unwrap().is_empty());
//! let spectator: serde_json::Value =
//!     serde_json::from_str(&view_json(&game, Viewer::Spectator).unwrap()).unwrap();
//! assert!(spectator["observation"].is_object());
//! assert!(spectator["legal"].as_array().unwrap().is_empty());
//! ```

use std::fmt::Write as _;

use serde::Serialize;

use super::board::DynBoard;
use super::DynGame;
use crate::{Game, GameError, Lang, Turn};

pub use crate::viewer::Viewer;

/// Whose turn it is, as the views write it: `{"kind": "player", "player": 1}`,
/// `{"kind": "chance"}` or `{"kind": "over"}`.
///
/// ```
/// use nile_core::dynamic::view::TurnView;
/// use nile_core::Turn;
/// let json = serde_json::to_string(&TurnView::from(Turn::Player(1))).unwrap();
/// assert_eq!(json, r#"{"kind":"player","player":1}"#);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum TurnView {
    /// A seat is to act.
    Player {
        /// The seat.
        player: usize,
    },
    /// A chance draw is due.
    Chance,
    /// The game is over.
    Over,
}

impl From<Turn> for TurnView {
    fn from(turn: Turn) -> Self {
        match turn {
            Turn::Player(player) => TurnView::Player { player },
            Turn::Chance => TurnView::Chance,
            Turn::Over => TurnView::Over,
        }
    }
}

/// The kind of an action, for grouping controls: its text's first word, lower case.
///
/// ```
/// use nile_core::dynamic::view::action_kind;
/// assert_eq!(action_kind("Bid: sun 9"), "bid");
/// assert_eq!(action_kind(""), "action");
/// ```
pub fn action_kind(text: &str) -> String {
    text.split_whitespace()
        .next()
        .unwrap_or("action")
        .trim_end_matches(':')
        .to_lowercase()
}

/// One legal action as a seat to act is shown it: `{"index", "text", "label", "kind"}`
/// (`label` is how the action reads to that seat, `kind` the text's first word).
///
/// ```
/// use nile_core::dynamic::view::LegalEntry;
/// let e = LegalEntry::new(3, "take 2", "you take 2".into());
/// assert_eq!(
///     serde_json::to_string(&e).unwrap(),
///     r#"{"index":3,"text":"take 2","label":"you take 2","kind":"take"}"#
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LegalEntry<'a> {
    /// The action's index in the game's fixed action index.
    pub index: usize,
    /// The action's text (what `apply_text` reads).
    pub text: &'a str,
    /// How it reads to the seat about to play it.
    pub label: String,
    /// The text's first word.
    pub kind: String,
}

impl<'a> LegalEntry<'a> {
    /// The entry for `index` with its text and label; the kind is read from the text.
    pub fn new(index: usize, text: &'a str, label: String) -> Self {
        LegalEntry {
            index,
            text,
            label,
            kind: action_kind(text),
        }
    }
}

/// One step as every viewer reads it, in every language nile speaks. When every viewer
/// reads it alike (most steps), the lines are held once per language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepLines {
    actor: Option<usize>,
    /// The lines in each language of [`Lang::PLAYABLE`], in its order; a step read in one
    /// language only ([`StepLines::read`]) holds one.
    langs: Vec<Lines>,
}

/// One step as every viewer reads it in one language.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Lines {
    /// Empty when every seat reads `public`; else `seats[p]` is what seat `p` reads.
    seats: Vec<Vec<String>>,
    /// What a spectator reads.
    public: Vec<String>,
    /// What the omniscient viewer reads, when it is not `public`.
    all: Option<Vec<String>>,
}

impl Lines {
    fn read<E>(
        players: usize,
        mut read: impl FnMut(Viewer) -> Result<Vec<String>, E>,
    ) -> Result<Lines, E> {
        let public = read(Viewer::Spectator)?;
        let mut seats = Vec::with_capacity(players);
        for p in 0..players {
            seats.push(read(Viewer::Seat(p))?);
        }
        if seats.iter().all(|s| *s == public) {
            seats.clear();
        }
        let all = Some(read(Viewer::All)?).filter(|all| *all != public);
        Ok(Lines { seats, public, all })
    }

    fn for_viewer(&self, viewer: Viewer) -> &[String] {
        match viewer {
            Viewer::Seat(s) => self.seats.get(s).unwrap_or(&self.public),
            Viewer::Spectator => &self.public,
            Viewer::All => self.all.as_ref().unwrap_or(&self.public),
        }
    }
}

impl StepLines {
    /// Collects what every viewer reads (`read(viewer)`: each of `players` seats, a
    /// spectator and [`Viewer::All`]) for a step taken by `actor` (`None`: chance), in one
    /// language (every language reads these lines). The lines are held once when they
    /// read alike.
    ///
    /// ```
    /// use nile_core::dynamic::view::{StepLines, Viewer};
    /// let step = StepLines::read(2, Some(1), |viewer| {
    ///     Ok::<_, ()>(vec![match viewer {
    ///         Viewer::Seat(1) => "you draw the 7".into(),
    ///         Viewer::All => "seat 1 draws the 7".into(),
    ///         _ => "seat 1 draws".into(),
    ///     }])
    /// })
    /// .unwrap();
    /// assert_eq!(step.for_viewer(Viewer::Seat(0)), ["seat 1 draws"]);
    /// assert_eq!(step.for_viewer(Viewer::Seat(1)), ["you draw the 7"]);
    /// assert_eq!(step.for_viewer(Viewer::Spectator), ["seat 1 draws"]);
    /// assert_eq!(step.for_viewer(Viewer::All), ["seat 1 draws the 7"]);
    /// ```
    pub fn read<E>(
        players: usize,
        actor: Option<usize>,
        read: impl FnMut(Viewer) -> Result<Vec<String>, E>,
    ) -> Result<StepLines, E> {
        Ok(StepLines {
            actor,
            langs: vec![Lines::read(players, read)?],
        })
    }

    /// [`StepLines::read`] in every language of [`Lang::PLAYABLE`]: `read(viewer, lang)`.
    ///
    /// ```
    /// use nile_core::dynamic::view::{StepLines, Viewer};
    /// use nile_core::Lang;
    /// let step = StepLines::read_in(2, None, |_, lang| {
    ///     Ok::<_, ()>(vec![if lang == Lang::PtBr { "sai o 7" } else { "the 7 is drawn" }.into()])
    /// })
    /// .unwrap();
    /// assert_eq!(step.for_viewer_in(Viewer::Seat(0), Lang::PtBr), ["sai o 7"]);
    /// assert_eq!(step.for_viewer(Viewer::Seat(0)), ["the 7 is drawn"]);
    /// ```
    pub fn read_in<E>(
        players: usize,
        actor: Option<usize>,
        mut read: impl FnMut(Viewer, Lang) -> Result<Vec<String>, E>,
    ) -> Result<StepLines, E> {
        let mut langs = Vec::with_capacity(Lang::PLAYABLE.len());
        for lang in Lang::PLAYABLE {
            langs.push(Lines::read(players, |viewer| read(viewer, lang))?);
        }
        Ok(StepLines { actor, langs })
    }

    /// The seat that acted, or `None` for a chance draw.
    pub fn actor(&self) -> Option<usize> {
        self.actor
    }

    /// The lines `viewer` reads in English (a seat out of range reads the spectator's
    /// lines).
    pub fn for_viewer(&self, viewer: Viewer) -> &[String] {
        self.for_viewer_in(viewer, Lang::En)
    }

    /// The lines `viewer` reads in `lang` (in the one language held, for a step read in
    /// one; [`Lang::Pseudo`] reads English).
    pub fn for_viewer_in(&self, viewer: Viewer, lang: Lang) -> &[String] {
        let k = Lang::PLAYABLE.iter().position(|&l| l == lang).unwrap_or(0);
        match self.langs.get(k).or_else(|| self.langs.first()) {
            Some(lines) => lines.for_viewer(viewer),
            None => &[],
        }
    }
}

/// `describe` then `narrate` of the action at `index`, which took `before` to `after`,
/// for one viewer.
pub fn lines_for(
    before: &dyn DynGame,
    after: &dyn DynGame,
    index: usize,
    viewer: Viewer,
) -> Result<Vec<String>, GameError> {
    lines_for_in(before, after, index, viewer, Lang::En)
}

/// [`lines_for`] in `lang`.
pub fn lines_for_in(
    before: &dyn DynGame,
    after: &dyn DynGame,
    index: usize,
    viewer: Viewer,
    lang: Lang,
) -> Result<Vec<String>, GameError> {
    let mut lines = vec![before.describe_in(index, viewer, lang)?];
    lines.extend(after.narrate_in(before, index, viewer, lang)?);
    Ok(lines)
}

/// [`lines_for`] for a typed game.
pub fn typed_lines_for<G: Game>(
    before: &G,
    after: &G,
    action: G::Action,
    viewer: Viewer,
) -> Vec<String> {
    typed_lines_for_in(before, after, action, viewer, Lang::En)
}

/// [`typed_lines_for`] in `lang`.
pub fn typed_lines_for_in<G: Game>(
    before: &G,
    after: &G,
    action: G::Action,
    viewer: Viewer,
    lang: Lang,
) -> Vec<String> {
    let mut lines = vec![before.describe_in(action, viewer, lang)];
    lines.extend(after.narrate_in(before, action, viewer, lang));
    lines
}

/// How the action at `index`, which took `before` to `after`, reads to every viewer in
/// every language.
pub fn step_lines(
    before: &dyn DynGame,
    after: &dyn DynGame,
    index: usize,
) -> Result<StepLines, GameError> {
    StepLines::read_in(before.players(), before.turn().player(), |viewer, lang| {
        lines_for_in(before, after, index, viewer, lang)
    })
}

/// [`step_lines`] for a typed game.
pub fn typed_step_lines<G: Game>(before: &G, after: &G, action: G::Action) -> StepLines {
    let lines = StepLines::read_in(before.players(), before.turn().player(), |viewer, lang| {
        Ok::<_, std::convert::Infallible>(typed_lines_for_in(before, after, action, viewer, lang))
    });
    match lines {
        Ok(l) => l,
        Err(never) => match never {},
    }
}

/// What a spectator is shown as the observation: the game's public observation
/// ([`DynGame::public_observation_json`], every seat's private information hidden; the
/// same shape as a seat's, so every board view draws it). The part every seat's
/// observation shares would not do: two seats' private fields can agree by chance.
pub fn spectator_observation(game: &dyn DynGame) -> Result<Option<String>, GameError> {
    game.public_observation_json().map(Some)
}

fn write_json<T: Serialize + ?Sized>(out: &mut String, value: &T) -> Result<(), GameError> {
    let text = serde_json::to_string(value).map_err(|e| GameError::InvalidState(e.to_string()))?;
    out.push_str(&text);
    Ok(())
}

/// Writes `text` as a JSON string.
pub fn write_str(out: &mut String, text: &str) {
    out.push('"');
    let mut start = 0;
    for (i, b) in text.bytes().enumerate() {
        let escape: Option<&str> = match b {
            b'"' => Some("\\\""),
            b'\\' => Some("\\\\"),
            b'\n' => Some("\\n"),
            b'\r' => Some("\\r"),
            b'\t' => Some("\\t"),
            0..=0x1f => None,
            _ => continue,
        };
        out.push_str(&text[start..i]);
        match escape {
            Some(e) => out.push_str(e),
            None => {
                let _ = write!(out, "\\u{b:04x}");
            }
        }
        start = i + 1;
    }
    out.push_str(&text[start..]);
    out.push('"');
}

/// Writes the view of `game` for `viewer` as the members of a JSON object (no braces, so
/// a caller adds its own): `"turn"`, `"observation"` (the seat's, or a spectator's
/// [`spectator_observation`], `null` without one), `"render"` (the position as text for
/// the viewer, [`DynGame::render`]), `"legal"`
/// (the seat's legal actions as [`LegalEntry`]s when it is to act, else empty), and at the
/// end `"scores"` and `"outcome"`.
pub fn write_view(out: &mut String, game: &dyn DynGame, viewer: Viewer) -> Result<(), GameError> {
    write_view_with(out, game, viewer, true)
}

/// [`write_view`], with the seat's `"render"` (the board as text, [`DynGame::render`])
/// only if `render` is true: a client that draws from the observation alone need not pay
/// for the text it would not read.
///
/// ```
/// use nile_core::dynamic::view::{write_view_with, Viewer};
/// use nile_core::dynamic::{DynGame, DynState};
/// use nile_core::rng::seeded;
/// use nile_core::testing::{Nim, NimConfig};
/// use nile_core::{Game, Turn};
///
/// let mut game = DynState::new(Nim::new(&NimConfig::default()).unwrap());
/// while game.turn() == Turn::Chance {
///     game.sample_chance(&mut seeded(1)).unwrap();
/// }
/// let (mut with, mut without) = (String::from("{"), String::from("{"));
/// write_view_with(&mut with, &game, Viewer::Seat(0), true).unwrap();
/// write_view_with(&mut without, &game, Viewer::Seat(0), false).unwrap();
/// let with: serde_json::Value = serde_json::from_str(&(with + "}")).unwrap();
/// let without: serde_json::Value = serde_json::from_str(&(without + "}")).unwrap();
/// assert!(with["render"].is_string());
/// assert!(without.get("render").is_none());
/// assert_eq!(with["observation"], without["observation"]);
/// ```
pub fn write_view_with(
    out: &mut String,
    game: &dyn DynGame,
    viewer: Viewer,
    render: bool,
) -> Result<(), GameError> {
    write_view_inner(out, game, None, viewer, render, Lang::En)
}

/// [`write_view_with`] for a front end that draws the board and lets people click it:
/// each legal action also names the board element it acts on (`"target"`: `{key,
/// choice}` or `null`, as [`DynBoard::target`] reads it from the seat's observation), as
/// in the browser app's board view.
///
/// Errors when `board` is not the game of `game`.
pub fn write_view_on_board(
    out: &mut String,
    game: &dyn DynGame,
    board: &dyn DynBoard,
    viewer: Viewer,
    render: bool,
) -> Result<(), GameError> {
    write_view_inner(out, game, Some(board), viewer, render, Lang::En)
}

/// [`write_view_on_board`] in `lang`: the render and the legal actions' labels in that
/// language (each action's `text`, what `apply_text` reads, stays the same).
pub fn write_view_on_board_in(
    out: &mut String,
    game: &dyn DynGame,
    board: &dyn DynBoard,
    viewer: Viewer,
    render: bool,
    lang: Lang,
) -> Result<(), GameError> {
    write_view_inner(out, game, Some(board), viewer, render, lang)
}

/// [`write_view_with`], with targets when `board` is given.
fn write_view_inner(
    out: &mut String,
    game: &dyn DynGame,
    board: Option<&dyn DynBoard>,
    viewer: Viewer,
    render: bool,
    lang: Lang,
) -> Result<(), GameError> {
    let turn = game.turn();
    out.push_str("\"turn\":");
    write_json(out, &TurnView::from(turn))?;
    match viewer {
        Viewer::Seat(s) => {
            out.push_str(",\"observation\":");
            game.write_observation_json(s, out)?;
            if render {
                out.push_str(",\"render\":");
                write_str(out, &game.render_in(Viewer::Seat(s), lang)?);
            }
            out.push_str(",\"legal\":[");
            if turn == Turn::Player(s) {
                // Read once: every action's element is found in the seat's observation.
                let observation = match board {
                    Some(b) => Some((b, b.observation(game, Viewer::Seat(s))?)),
                    None => None,
                };
                for (k, index) in game.legal_actions().into_iter().enumerate() {
                    if k > 0 {
                        out.push(',');
                    }
                    // As serde writes a [`LegalEntry`], without building one.
                    let text = game.action_text(index)?;
                    let _ = write!(out, "{{\"index\":{index},\"text\":");
                    write_str(out, &text);
                    out.push_str(",\"label\":");
                    write_str(out, &game.describe_in(index, Viewer::Seat(s), lang)?);
                    out.push_str(",\"kind\":");
                    write_str(out, &action_kind(&text));
                    if let Some((b, observation)) = &observation {
                        let target = b.target(game, observation, index, Some(s), lang)?;
                        out.push_str(",\"target\":");
                        write_json(out, &target.map(|t| t.json()))?;
                    }
                    out.push('}');
                }
            }
            out.push(']');
        }
        Viewer::Spectator | Viewer::All => {
            out.push_str(",\"observation\":");
            match spectator_observation(game)? {
                Some(json) => out.push_str(&json),
                None => out.push_str("null"),
            }
            if render {
                out.push_str(",\"render\":");
                write_str(out, &game.render_in(viewer, lang)?);
            }
            out.push_str(",\"legal\":[]");
        }
    }
    if turn == Turn::Over {
        out.push_str(",\"scores\":");
        write_json(out, &game.scores())?;
        out.push_str(",\"outcome\":");
        write_json(out, &game.outcome())?;
    }
    Ok(())
}

/// [`write_view`] as one JSON object.
pub fn view_json(game: &dyn DynGame, viewer: Viewer) -> Result<String, GameError> {
    let mut out = String::from("{");
    write_view(&mut out, game, viewer)?;
    out.push('}');
    Ok(out)
}

/// Writes the steps `steps` as `viewer` reads them, as a JSON array of
/// `{"step", "actor", "lines"}`; `first` is the number of the first one (steps count
/// from 1).
///
/// ```
/// use nile_core::dynamic::view::{write_lines, StepLines, Viewer};
/// let step = StepLines::read(2, None, |_| Ok::<_, ()>(vec!["the 7 is drawn".into()])).unwrap();
/// let mut out = String::new();
/// write_lines(&mut out, std::slice::from_ref(&step), 4, Viewer::Seat(1));
/// assert_eq!(out, r#"[{"step":4,"actor":null,"lines":["the 7 is drawn"]}]"#);
/// ```
pub fn write_lines(out: &mut String, steps: &[StepLines], first: usize, viewer: Viewer) {
    write_lines_in(out, steps, first, viewer, Lang::En);
}

/// [`write_lines`] in `lang`.
pub fn write_lines_in(
    out: &mut String,
    steps: &[StepLines],
    first: usize,
    viewer: Viewer,
    lang: Lang,
) {
    out.push('[');
    for (k, s) in steps.iter().enumerate() {
        if k > 0 {
            out.push(',');
        }
        let _ = write!(out, "{{\"step\":{},\"actor\":", first + k);
        match s.actor {
            Some(a) => {
                let _ = write!(out, "{a}");
            }
            None => out.push_str("null"),
        }
        out.push_str(",\"lines\":[");
        for (i, line) in s.for_viewer_in(viewer, lang).iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            write_str(out, line);
        }
        out.push_str("]}");
    }
    out.push(']');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_written_as_serde_json_writes_them() {
        for text in [
            "plain",
            "a \"quote\" \\ back",
            "line\nbreak\ttab\r",
            "\u{1}\u{1f}é→",
        ] {
            let mut out = String::new();
            write_str(&mut out, text);
            assert_eq!(out, serde_json::to_string(text).unwrap());
        }
    }
}
