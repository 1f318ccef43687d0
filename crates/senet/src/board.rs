//! The board: thirty squares ("houses") in three rows of ten, walked as a reversed S, and
//! the marked houses of Kendall's reconstruction (`docs/senet.md` S-8 to S-11).

/// The number of squares; they are numbered 1 to 30 along the path.
pub const SQUARES: u8 = 30;
/// The square after the last: a pawn moved exactly here leaves the board (S-11).
pub const OFF: u8 = 31;
/// The House of Rebirth, where a drowned pawn starts again (S-10).
pub const REBIRTH: u8 = 15;
/// The House of Happiness: every pawn must stop here before going on (S-9).
pub const HAPPINESS: u8 = 26;
/// The House of Water: a pawn that lands here drowns and goes back to rebirth (S-10).
pub const WATER: u8 = 27;

/// One marked house: its square, its name and the rule it carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct House {
    /// The square (1 to 30).
    pub square: u8,
    /// Its name in Kendall's reconstruction.
    pub name: &'static str,
    /// What it does, in a sentence.
    pub rule: &'static str,
    /// Whether a pawn standing on it is safe from attack (S-7).
    pub safe: bool,
}

/// The marked houses, one row each.
pub const HOUSES: [House; 6] = [
    House {
        square: REBIRTH,
        name: "House of Rebirth",
        rule: "a pawn drowned in the House of Water starts again here, or on the nearest \
               free square before it",
        safe: false,
    },
    House {
        square: HAPPINESS,
        name: "House of Happiness",
        rule: "every pawn must stop here with an exact throw before it goes on",
        safe: true,
    },
    House {
        square: WATER,
        name: "House of Water",
        rule: "a pawn that lands here drowns and goes back to the House of Rebirth; the turn ends",
        safe: false,
    },
    House {
        square: 28,
        name: "House of Three Truths",
        rule: "a pawn here leaves the board with a throw of exactly 3",
        safe: true,
    },
    House {
        square: 29,
        name: "House of Re-Atoum",
        rule: "a pawn here leaves the board with a throw of exactly 2",
        safe: true,
    },
    House {
        square: 30,
        name: "House of Horus",
        rule: "a pawn here leaves the board with a throw of exactly 1",
        safe: true,
    },
];

/// The marked house on `square`, if it is one.
pub fn house(square: u8) -> Option<&'static House> {
    HOUSES.iter().find(|h| h.square == square)
}

/// Whether a pawn on `square` is safe from attack whatever stands beside it (S-7).
pub fn is_safe(square: u8) -> bool {
    house(square).is_some_and(|h| h.safe)
}

/// The row (0 to 2) and column (0 to 9, left to right) of `square` on the printed board:
/// the middle row runs right to left, so the path is a reversed S.
pub fn row_col(square: u8) -> (u8, u8) {
    let i = square.saturating_sub(1).min(SQUARES - 1);
    let (row, k) = (i / 10, i % 10);
    (row, if row == 1 { 9 - k } else { k })
}

/// A square as people read it: `square 12`, or `square 26 (House of Happiness)`.
pub fn square_name(square: u8) -> String {
    match (square, house(square)) {
        (OFF, _) => "off the board".to_string(),
        (_, Some(h)) => format!("square {square} ({})", h.name),
        _ => format!("square {square}"),
    }
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
    fn houses_are_named_and_the_safe_ones_marked() {
        assert_eq!(square_name(26), "square 26 (House of Happiness)");
        assert_eq!(square_name(31), "off the board");
        assert!(is_safe(28) && !is_safe(27) && !is_safe(15) && !is_safe(3));
    }
}
