//! The words every text and the board share: a seat by its colour and letter, lists in
//! words, in every language.

use nile_core::lang::{Arg, Sentence};
use nile_core::{message, sentence, Lang};

use crate::texts::{tr, TEXTS};

/// Colour names by seat: the words every English text and the board call a seat by.
pub const COLOURS: [&str; 4] = ["Black", "White", "Brown", "Gray"];

/// The messages of the colour names by seat.
const COLOUR_IDS: [&str; 4] = [
    message!("colour-black"),
    message!("colour-white"),
    message!("colour-brown"),
    message!("colour-gray"),
];

/// The messages of the one-letter colour codes by seat (the board's).
const LETTER_IDS: [&str; 4] = [
    message!("letter-black"),
    message!("letter-white"),
    message!("letter-brown"),
    message!("letter-gray"),
];

/// A seat's colour as a sentence read in any language ("Black", "Preto"), total for any
/// number: how refusals name a seat.
pub(crate) fn colour_sentence(seat: impl Into<usize>) -> Sentence {
    match COLOUR_IDS.get(seat.into()) {
        Some(id) => Sentence::new(&TEXTS, id),
        None => sentence!(TEXTS, "colour-missing"),
    }
}

/// A seat's colour in `lang` ("Black", "Preto"), total for any number.
pub(crate) fn colour_in(seat: impl Into<usize>, lang: Lang) -> String {
    match COLOUR_IDS.get(seat.into()) {
        Some(id) => TEXTS.text(lang, id, &[]),
        None => tr!(lang, "colour-missing"),
    }
}

/// A seat's one-letter code in `lang` ("K" for black in English, "P" for preto).
pub(crate) fn letter_in(seat: usize, lang: Lang) -> String {
    match LETTER_IDS.get(seat) {
        Some(id) => TEXTS.text(lang, id, &[]),
        None => "?".to_string(),
    }
}

/// "4, 3, 2 and 2": a list in words, in `lang`.
pub(crate) fn and_list_in(items: &[String], lang: Lang) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => tr!(lang, "list-and", rest = rest.join(", "), last = last),
    }
}

/// "a or b or c": alternatives in words, in `lang`.
pub(crate) fn or_list_in(items: &[String], lang: Lang) -> String {
    let mut iter = items.iter();
    let first = iter.next().cloned().unwrap_or_default();
    iter.fold(first, |acc, next| {
        tr!(lang, "list-or", first = acc, second = next)
    })
}

/// A code no catalog translates (side letters "ABABA"), let through as it is.
pub(crate) fn code(text: &str) -> Arg<'_> {
    Arg::Name(text.into())
}
