//! What each connection is sent: built only from what its viewer may know.
//!
//! A seat gets its observation, the position as its seat sees it, its legal actions with
//! their texts when it is to act, and every step as it reads it (`describe`, then
//! `narrate`, for that seat). A spectator gets the public view: whose turn, and each
//! step's lines where every seat reads them alike (otherwise just who acted); at the
//! end, the scores and the log. These functions are pure, so the tests can
//! recompute a message from a determinized state and compare bytes.

use nile_core::dynamic::DynGame;
use nile_core::{GameError, Turn};
use serde_json::{json, Map, Value};

/// Who a message is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer {
    /// The person at a seat.
    Seat(usize),
    /// Someone watching, who may see only what every seat sees.
    Spectator,
}

impl Viewer {
    /// The seat, if any.
    pub fn seat(self) -> Option<usize> {
        match self {
            Viewer::Seat(s) => Some(s),
            Viewer::Spectator => None,
        }
    }
}

/// One step as every viewer reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepLines {
    /// The seat that acted, or `None` for a chance draw.
    pub actor: Option<usize>,
    /// `seats[p]`: the lines seat `p` reads.
    pub seats: Vec<Vec<String>>,
    /// The lines a spectator reads.
    pub public: Vec<String>,
}

impl StepLines {
    /// The lines `viewer` reads.
    pub fn for_viewer(&self, viewer: Viewer) -> &[String] {
        match viewer {
            Viewer::Seat(s) => self.seats.get(s).map_or(&[], Vec::as_slice),
            Viewer::Spectator => &self.public,
        }
    }
}

/// How the action at `index`, which took `before` to `after`, reads to every viewer.
pub fn step_lines(
    before: &dyn DynGame,
    after: &dyn DynGame,
    index: usize,
) -> Result<StepLines, GameError> {
    let actor = before.turn().player();
    let mut seats = Vec::with_capacity(before.players());
    for p in 0..before.players() {
        seats.push(lines_for(before, after, index, Some(p))?);
    }
    // A line is public only if every seat reads it alike; else the spectator learns only
    // who acted (or that chance did), which everyone knows.
    let public = match seats.split_first() {
        Some((first, rest)) if rest.iter().all(|s| s == first) => first.clone(),
        _ => vec![match actor {
            Some(p) => format!("seat {p} acts"),
            None => "a chance draw".to_string(),
        }],
    };
    Ok(StepLines {
        actor,
        seats,
        public,
    })
}

/// `describe` then `narrate` for one viewer.
pub fn lines_for(
    before: &dyn DynGame,
    after: &dyn DynGame,
    index: usize,
    viewer: Option<usize>,
) -> Result<Vec<String>, GameError> {
    let mut lines = vec![before.describe(index, viewer)?];
    lines.extend(after.narrate(before, index, viewer)?);
    Ok(lines)
}

fn turn_json(turn: Turn) -> Value {
    match turn {
        Turn::Player(p) => json!({"kind": "player", "player": p}),
        Turn::Chance => json!({"kind": "chance"}),
        Turn::Over => json!({"kind": "over"}),
    }
}

/// The kind of an action, for grouping controls: its text's first word.
fn kind_of(text: &str) -> String {
    text.split_whitespace()
        .next()
        .unwrap_or("action")
        .trim_end_matches(':')
        .to_lowercase()
}

/// The position as `viewer` may know it: whose turn, the observation (a seat's own, or
/// the public part for a spectator), the position's text for a seat, and the seat's legal
/// actions with their texts when it is to act. At the end, the outcome and scores.
pub fn snapshot(game: &dyn DynGame, viewer: Viewer) -> Result<Value, GameError> {
    let turn = game.turn();
    let mut out = Map::new();
    out.insert("turn".into(), turn_json(turn));
    match viewer {
        Viewer::Seat(s) => {
            let observation: Value = serde_json::from_str(&game.observation_json(s)?)
                .map_err(|e| GameError::InvalidState(e.to_string()))?;
            out.insert("observation".into(), observation);
            out.insert("render".into(), Value::from(game.render(Some(s))?));
            let mut legal = Vec::new();
            if turn == Turn::Player(s) {
                for index in game.legal_actions() {
                    let text = game.action_text(index)?;
                    legal.push(json!({
                        "index": index,
                        "label": game.describe(index, Some(s))?,
                        "kind": kind_of(&text),
                        "text": text,
                    }));
                }
            }
            out.insert("legal".into(), Value::from(legal));
        }
        Viewer::Spectator => {
            // The dynamic layer has no public observation, and the part every seat's
            // observation shares is not one (two seats' private fields can agree by
            // chance: the wire test caught that): a spectator gets the public lines only.
            out.insert("observation".into(), Value::Null);
            out.insert("legal".into(), Value::from(Vec::<Value>::new()));
        }
    }
    if turn == Turn::Over {
        out.insert("scores".into(), json!(game.scores()));
        out.insert("outcome".into(), json!(game.outcome()));
    }
    Ok(Value::Object(out))
}
