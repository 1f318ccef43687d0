//! What a `state` carries for the browser's board views beyond the view itself: the
//! rulebook's words for the terms shown (`glossary`) and the board elements of the steps
//! played since the viewer last looked (`marks`, `last`), all read through the core's
//! viewer boundary so a seat learns nothing its own view does not tell it.

use nile_core::dynamic::board::DynBoard;
use nile_core::dynamic::glossary::view_glossary_in;
use nile_core::dynamic::marks::StepMarks;
use nile_core::dynamic::view::{StepLines, Viewer};
use nile_core::dynamic::DynGame;
use nile_core::{GameError, Lang};
use serde_json::Value;

/// Appends `,"glossary":{…}`: the rulebook's text of every term `viewer`'s board shows
/// (a spectator's from the public log it reads, `steps`).
pub fn write_glossary(
    out: &mut String,
    board: &dyn DynBoard,
    game: &dyn DynGame,
    viewer: Viewer,
    steps: &[StepLines],
    lang: Lang,
) -> Result<(), GameError> {
    let log: Vec<String> = match viewer {
        Viewer::Seat(_) | Viewer::All => Vec::new(),
        Viewer::Spectator => steps
            .iter()
            .flat_map(|s| s.for_viewer_in(Viewer::Spectator, lang).iter().cloned())
            .collect(),
    };
    let glossary = view_glossary_in(board, game, viewer, &log, lang)?;
    out.push_str(",\"glossary\":");
    let json =
        serde_json::to_string(&glossary).map_err(|e| GameError::InvalidState(e.to_string()))?;
    out.push_str(&json);
    Ok(())
}

/// Appends `,"marks":[…],"last":…`: for a seat, every step since its own last decision
/// (bots' and chance draws included: all that happened since it last played); for a
/// spectator, every step after `since` (the last step its connection was sent). `last`
/// is the last step's mark, `null` when it hides something from the viewer.
pub fn write_marks(out: &mut String, marks: &[StepMarks], viewer: Viewer, since: usize) {
    let who = viewer;
    let from = match viewer {
        Viewer::Seat(s) => marks
            .iter()
            .rposition(|m| m.get(who).is_some_and(|m| m.actor == Some(s)))
            .map_or(0, |k| k + 1),
        Viewer::Spectator | Viewer::All => since.min(marks.len()),
    };
    let list: Vec<Value> = marks[from..]
        .iter()
        .filter_map(|m| m.get(who).map(|m| m.json()))
        .collect();
    let last = marks
        .last()
        .and_then(|m| m.get(who))
        .map_or(Value::Null, |m| m.last());
    out.push_str(",\"marks\":");
    out.push_str(&Value::from(list).to_string());
    out.push_str(",\"last\":");
    out.push_str(&last.to_string());
}
