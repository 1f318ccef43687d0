//! The words every text and the board share: a seat by its colour, counts with their
//! nouns, lists in words.

/// Colour names by seat: the words every text and the board call a seat by.
pub const COLOURS: [&str; 4] = ["Black", "White", "Brown", "Gray"];

/// A seat's colour ("Black"), total for any number.
pub(crate) fn colour(seat: impl Into<usize>) -> &'static str {
    COLOURS
        .get(seat.into())
        .copied()
        .unwrap_or("a missing seat")
}

/// "1 stone", "3 stones".
pub(crate) fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// "4, 3, 2 and 2": a list in words.
pub(crate) fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
