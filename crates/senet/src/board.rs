//! The board's geometry: thirty squares ("houses") in three rows of ten, walked as a
//! reversed S, and how a square reads (the marked houses themselves are the rulebook table
//! in `data.rs`).

use nile_core::Lang;

use crate::data::{house, House};
use crate::texts::{tr, TEXTS};

/// The number of squares; they are numbered 1 to 30 along the path.
pub const SQUARES: u8 = 30;
/// The square after the last: a pawn moved exactly here leaves the board (S-11).
pub const OFF: u8 = 31;

/// The row (0 to 2) and column (0 to 9, left to right) of `square` on the printed board:
/// the middle row runs right to left, so the path is a reversed S.
pub fn row_col(square: u8) -> (u8, u8) {
    let i = square.saturating_sub(1).min(SQUARES - 1);
    let (row, k) = (i / 10, i % 10);
    (row, if row == 1 { 9 - k } else { k })
}

/// A square as people read it: `square 12`, or `square 26 (House of Happiness)`.
pub fn square_name(square: u8) -> String {
    square_name_in(square, Lang::En)
}

/// [`square_name`] in `lang`.
pub fn square_name_in(square: u8, lang: Lang) -> String {
    match (square, house(square)) {
        (OFF, _) => tr!(lang, "off-board"),
        (_, Some(h)) => tr!(
            lang,
            "square-house",
            square = square,
            house = house_name(h, lang)
        ),
        _ => tr!(lang, "square", square = square),
    }
}

/// A marked house's name in `lang`.
pub fn house_name(h: &House, lang: Lang) -> String {
    TEXTS.text(lang, h.name_id, &[])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_path_is_a_reversed_s() {
        assert_eq!(row_col(1), (0, 0));
        assert_eq!(row_col(10), (0, 9));
        assert_eq!(row_col(11), (1, 9));
        assert_eq!(row_col(20), (1, 0));
        assert_eq!(row_col(21), (2, 0));
        assert_eq!(row_col(30), (2, 9));
    }

    #[test]
    fn houses_are_named() {
        assert_eq!(square_name(26), "square 26 (House of Happiness)");
        assert_eq!(square_name(31), "off the board");
    }
}
