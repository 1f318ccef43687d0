//! The hover texts of a board view: the rulebook's words ([`Game::explain`]) for every
//! term the view shows, written as a page shows them next to a card drawn with its name.
//!
//! [`Game::explain`]: crate::Game::explain

use std::collections::BTreeMap;

use serde_json::Value;

use super::board::DynBoard;
use super::view::Viewer;
use super::DynGame;
use crate::error::GameError;
use crate::game::Turn;
use crate::lang::Lang;

/// The longest term looked up, in bytes: longer strings are sentences, not names.
const MAX_TERM: usize = 40;

/// The glossary of a live view (a game server's `state`): the terms of the viewer's
/// observation and render, for a seat to act those of its legal actions, for a spectator
/// those of `log` (the lines it has read), as a board view finds them for the same
/// viewer.
///
/// Errors when `board` is not the game of `game` or `viewer` names no seat.
pub fn view_glossary(
    board: &dyn DynBoard,
    game: &dyn DynGame,
    viewer: Viewer,
    log: &[String],
) -> Result<BTreeMap<String, String>, GameError> {
    view_glossary_in(board, game, viewer, log, Lang::En)
}

/// [`view_glossary`] in `lang`: the terms as that language names them (`log` in that
/// language too), each with its rulebook text in it.
pub fn view_glossary_in(
    board: &dyn DynBoard,
    game: &dyn DynGame,
    viewer: Viewer,
    log: &[String],
    lang: Lang,
) -> Result<BTreeMap<String, String>, GameError> {
    let observation = board.observation(game, viewer)?;
    let mut texts = Vec::new();
    match viewer {
        Viewer::Seat(s) if game.turn() == Turn::Player(s) => {
            for index in game.legal_actions() {
                texts.push(game.action_text_in(index, lang)?);
            }
        }
        Viewer::Spectator => texts.extend(log.iter().cloned()),
        Viewer::Seat(_) | Viewer::All => {}
    }
    texts.extend(game.render_in(viewer, lang)?.lines().map(str::to_string));
    Ok(glossary(&observation, &texts, |t| {
        board.explain_in(t, lang)
    }))
}

/// The rulebook's text (`explain`, already without ids) for every term found in
/// `observation` (its strings and keys) and in `texts` (whole, and every run of one to
/// three words: "Small Well", "Pyramid Decoration"). A bare number is never a term (some
/// games explain card numbers, and "take 2" must not show card 2's text).
///
/// ```
/// use nile_core::dynamic::glossary::glossary;
/// let explain = |t: &str| (t == "Small Well").then(|| "M1 (Small Well): 1 VP".to_string());
/// let g = glossary(&serde_json::json!({"built": ["Small Well"]}), &["take 2".into()], explain);
/// assert_eq!(g["Small Well"], "Small Well: 1 VP");
/// assert_eq!(g.len(), 1);
/// ```
pub fn glossary(
    observation: &Value,
    texts: &[String],
    explain: impl Fn(&str) -> Option<String>,
) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut try_term = |term: &str| {
        let term = term.trim();
        if term.is_empty()
            || term.len() > MAX_TERM
            || term.bytes().all(|b| b.is_ascii_digit())
            || out.contains_key(term)
        {
            return;
        }
        if let Some(text) = explain(term) {
            out.insert(term.to_string(), without_codes(&text));
        }
    };
    let mut words = Vec::new();
    strings(observation, &mut words);
    for w in words {
        try_term(w);
    }
    for text in texts {
        try_term(text);
        let words: Vec<&str> = text
            .split(|c: char| !c.is_alphanumeric() && c != '-' && c != '\'')
            .filter(|w| !w.is_empty())
            .collect();
        for n in 1..=3 {
            for window in words.windows(n) {
                try_term(&window.join(" "));
            }
        }
    }
    out
}

/// Every string and object key in `v`, in document order.
fn strings<'a>(v: &'a Value, acc: &mut Vec<&'a str>) {
    match v {
        Value::String(s) => acc.push(s),
        Value::Array(a) => a.iter().for_each(|x| strings(x, acc)),
        Value::Object(o) => o.iter().for_each(|(k, x)| {
            acc.push(k);
            strings(x, acc)
        }),
        _ => {}
    }
}

/// A rulebook id such as `D06`, `M6`, `SA5`: one to three capital letters, then one or two
/// digits.
fn is_code(word: &str) -> bool {
    let letters = word.bytes().take_while(u8::is_ascii_uppercase).count();
    let digits = word.len() - letters;
    (1..=3).contains(&letters)
        && (1..=2).contains(&digits)
        && word[letters..].bytes().all(|b| b.is_ascii_digit())
}

/// A rulebook text as a page shows it on hover: the card is drawn with its name, so the
/// ids the terminal's `help` reads by (`D06 (Decree, …): …`, `Statue (M6, Estátua)`,
/// `SA5: …`) are left out: `Decree, …: …`, `Statue (Estátua)`, `…`.
///
/// ```
/// use nile_core::dynamic::glossary::without_codes;
/// assert_eq!(without_codes("Statue (M6, Estátua): monument"), "Statue (Estátua): monument");
/// ```
pub fn without_codes(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    // "D06 (Decree, symbol B): text" -> "Decree, symbol B: text"
    if let Some((first, tail)) = rest.split_once(' ') {
        if is_code(first) {
            if let Some(inner) = tail.strip_prefix('(') {
                if let Some((head, after)) = inner.split_once("): ") {
                    out.push_str(head);
                    out.push_str(": ");
                    rest = after;
                } else {
                    rest = tail;
                }
            } else {
                rest = tail.trim_start_matches(": ");
            }
        }
    }
    let mut word = String::new();
    let mut chars = rest.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_ascii_alphanumeric() {
            word.push(c);
            continue;
        }
        if is_code(&word) && (c == ',' || c == ':') && chars.peek() == Some(&' ') {
            // "(M6, Estátua)" -> "(Estátua)", "SA5: with" -> "with"
            chars.next();
            word.clear();
            continue;
        }
        out.push_str(&word);
        word.clear();
        out.push(c);
    }
    out.push_str(&word);
    out
}

#[cfg(test)]
mod tests {
    use super::without_codes;

    #[test]
    fn rulebook_ids_are_left_out_of_hover_texts() {
        assert_eq!(
            without_codes("D06 (Decree, symbol B, scored at the end): Your Happiness."),
            "Decree, symbol B, scored at the end: Your Happiness."
        );
        assert_eq!(
            without_codes("Statue (M6, Estátua): monument; costs 1 stone"),
            "Statue (Estátua): monument; costs 1 stone"
        );
        assert_eq!(
            without_codes("Special Action, once per round: SA5: with 4 hebrews, +2 income"),
            "Special Action, once per round: with 4 hebrews, +2 income"
        );
        assert_eq!(
            without_codes("K02: loss card of group 1"),
            "loss card of group 1"
        );
        assert_eq!(
            without_codes("P5 Low Nile: boat back 1"),
            "Low Nile: boat back 1"
        );
        assert_eq!(without_codes("A plain text, 3 VP."), "A plain text, 3 VP.");
    }
}
