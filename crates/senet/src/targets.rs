//! Senet: the thirty squares (each move acts on the pawn's square) and the sticks (each
//! throw); the board view's words (`web/view.js`) in the reader's language.

use nile_core::board::placeholder;
use nile_core::lang::Lang;
use nile_core::{BoardTargets, Target};
use serde_json::{Map, Value};

use crate::action::SenetAction;
use crate::board::house_name;
use crate::data::HOUSES;
use crate::state::Senet;
use crate::texts::tr;

impl BoardTargets for Senet {
    const VIEW: &'static str = include_str!("../web/view.js");

    fn target(
        _observation: &Value,
        action: SenetAction,
        _actor: Option<usize>,
        _lang: Lang,
    ) -> Option<Target> {
        // No menu entries and no `say:` controls: every action is a square or the sticks,
        // so nothing here has words.
        Some(match action {
            SenetAction::Throw(_) => Target::at("sticks"),
            SenetAction::Move(s) | SenetAction::Back(s) => Target::at(format!("square:{s}")),
        })
    }

    /// Every word `web/view.js` shows: the marked houses (`house:27`) and the headings,
    /// labels and hover texts (`view:…`, their numbers as `{placeholders}`; a key ending
    /// in `:one` is the phrase for a count of 1).
    fn names(lang: Lang) -> Value {
        let mut names = Map::new();
        for h in &HOUSES {
            names.insert(format!("house:{}", h.square), house_name(h, lang).into());
        }
        let view = [
            (
                "view:heading",
                tr!(
                    lang,
                    "view-heading",
                    throws = placeholder("throws"),
                    status = placeholder("status")
                ),
            ),
            (
                "view:heading:one",
                tr!(
                    lang,
                    "view-heading",
                    throws = 1,
                    status = placeholder("status")
                ),
            ),
            ("view:seat:0", tr!(lang, "view-seat-0", seat = 0)),
            ("view:seat:1", tr!(lang, "view-seat-1", seat = 1)),
            ("view:pawn:0", tr!(lang, "view-pawn-0", seat = 0)),
            ("view:pawn:1", tr!(lang, "view-pawn-1", seat = 1)),
            ("view:you", tr!(lang, "view-you")),
            (
                "view:off",
                tr!(
                    lang,
                    "view-off",
                    seat = placeholder("seat"),
                    off = placeholder("off"),
                    pawns = placeholder("pawns")
                ),
            ),
            ("view:board", tr!(lang, "view-board")),
            (
                "view:square",
                tr!(
                    lang,
                    "view-square",
                    square = placeholder("square"),
                    what = placeholder("what")
                ),
            ),
            (
                "view:square-house",
                tr!(
                    lang,
                    "view-square-house",
                    square = placeholder("square"),
                    house = placeholder("house"),
                    what = placeholder("what")
                ),
            ),
            ("view:empty", tr!(lang, "view-empty")),
            ("view:sticks", tr!(lang, "view-sticks")),
            ("view:sticks-label", tr!(lang, "view-sticks-label")),
            ("view:sticks-unthrown", tr!(lang, "view-sticks-unthrown")),
            (
                "view:sticks-last",
                tr!(lang, "view-sticks-last", n = placeholder("n")),
            ),
            ("view:over", tr!(lang, "status-over")),
            (
                "view:moves",
                tr!(
                    lang,
                    "view-moves",
                    seat = placeholder("seat"),
                    n = placeholder("n")
                ),
            ),
            (
                "view:moves:one",
                tr!(lang, "view-moves", seat = placeholder("seat"), n = 1),
            ),
            (
                "view:throws",
                tr!(lang, "view-throws", seat = placeholder("seat")),
            ),
        ];
        for (key, words) in view {
            names.insert(key.to_string(), words.into());
        }
        Value::Object(names)
    }
}
