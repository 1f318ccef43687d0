//! The rulebook's table: the marked houses of Kendall's reconstruction, one row each with
//! its name and the rule it carries (`docs/senet.md` S-7 to S-11). The board's geometry
//! is in `board.rs`.

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
    /// Its name's message in the catalog (`locales/*/senet.ftl`).
    pub name_id: &'static str,
    /// Its rule's message in the catalog.
    pub rule_id: &'static str,
    /// Whether a pawn standing on it is safe from attack (S-7).
    pub safe: bool,
}

/// The marked houses, one row each.
pub const HOUSES: [House; 6] = [
    House {
        square: REBIRTH,
        name_id: nile_core::message!("house-15"),
        rule_id: nile_core::message!("house-15-rule"),
        name: "House of Rebirth",
        rule: "a pawn drowned in the House of Water starts again here, or on the nearest \
               free square before it",
        safe: false,
    },
    House {
        square: HAPPINESS,
        name_id: nile_core::message!("house-26"),
        rule_id: nile_core::message!("house-26-rule"),
        name: "House of Happiness",
        rule: "every pawn must stop here with an exact throw before it goes on",
        safe: true,
    },
    House {
        square: WATER,
        name_id: nile_core::message!("house-27"),
        rule_id: nile_core::message!("house-27-rule"),
        name: "House of Water",
        rule: "a pawn that lands here drowns and goes back to the House of Rebirth; the turn ends",
        safe: false,
    },
    House {
        square: 28,
        name_id: nile_core::message!("house-28"),
        rule_id: nile_core::message!("house-28-rule"),
        name: "House of Three Truths",
        rule: "a pawn here leaves the board with a throw of exactly 3",
        safe: true,
    },
    House {
        square: 29,
        name_id: nile_core::message!("house-29"),
        rule_id: nile_core::message!("house-29-rule"),
        name: "House of Re-Atoum",
        rule: "a pawn here leaves the board with a throw of exactly 2",
        safe: true,
    },
    House {
        square: 30,
        name_id: nile_core::message!("house-30"),
        rule_id: nile_core::message!("house-30-rule"),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_safe_houses_are_marked() {
        assert!(is_safe(28) && !is_safe(27) && !is_safe(15) && !is_safe(3));
    }
}
