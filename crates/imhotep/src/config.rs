//! The configuration: seats, the side of each site, and the Pharaoh's Fury variant.

use nile_core::game::{bad_option_value, unknown_option};
use nile_core::{sentence, GameConfig, GameError, GameOption};
use serde::{Deserialize, Serialize};

use crate::site::{Side, Site};
use crate::texts::TEXTS;

/// How an Imhotep game is set up.
///
/// Seat `i` plays colour `i` (black, white, brown, gray) and seat 0 is the first start
/// player (docs/imhotep.md GAP-28: the rulebook lets the players "decide").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImhotepConfig {
    /// Number of players, 2 to 4.
    pub players: usize,
    /// The side of each site board in the order Market, Pyramid, Temple, Burial Chamber,
    /// Obelisks ([`Site::ALL`]); sides may be mixed freely.
    pub sides: [Side; 5],
    /// The Pharaoh's Fury variant: −5 at game end for missing any of the four monuments.
    pub pharaohs_fury: bool,
}

impl ImhotepConfig {
    /// The side used for `site`.
    pub fn side(&self, site: Site) -> Side {
        self.sides[site.index()]
    }

    /// The sides as five letters in [`Site::ALL`] order ("AABAB").
    pub fn sides_text(&self) -> String {
        self.sides.iter().map(|s| s.letter()).collect()
    }

    /// Reads five letters A/B (case-insensitive) in [`Site::ALL`] order.
    pub fn parse_sides(value: &str) -> Result<[Side; 5], GameError> {
        let letters: Vec<char> = value.trim().chars().collect();
        let bad = || GameError::InvalidConfig(sentence!(TEXTS, "config-bad-sides", value = value));
        if letters.len() != 5 {
            return Err(bad());
        }
        let mut sides = [Side::A; 5];
        for (side, letter) in sides.iter_mut().zip(letters) {
            *side = match letter.to_ascii_uppercase() {
                'A' => Side::A,
                'B' => Side::B,
                _ => return Err(bad()),
            };
        }
        Ok(sides)
    }
}

/// The options [`GameConfig::set_option`] reads (`--opt sides=ABABA`).
pub const OPTIONS: [GameOption; 2] = [
    GameOption {
        key: "sides",
        help: "the side (A or B) of the Market, Pyramid, Temple, Burial Chamber and Obelisks \
               boards, five letters in that order (AAAAA, ABABA, BBBBB...)",
        values: &[],
        default: "AAAAA",
        label:
            "Site boards (A or B for Market, Pyramid, Temple, Burial Chamber, Obelisks, e.g. ABABA)",
        value_names: &[],
        solo_only: false,
    },
    GameOption {
        key: "variant",
        help: "pharaohs-fury: -5 points at the end for each player who never delivered a \
               stone to one of the four monuments",
        values: &["none", "pharaohs-fury"],
        default: "none",
        label: "Variant",
        value_names: &[
            "standard rules",
            "Pharaoh's Fury: -5 points for never delivering to a site",
        ],
        solo_only: false,
    },
];

/// An option key or value as written by hand, in one spelling: lower case, apostrophes
/// dropped, `-` for `_` and spaces ("Pharaoh's Fury" → "pharaohs-fury").
fn normalize(text: &str) -> String {
    text.trim()
        .to_ascii_lowercase()
        .replace('\'', "")
        .replace(['_', ' '], "-")
}

/// Reads the Pharaoh's Fury switch: the variant's names and the usual yes/no words.
fn parse_fury(value: &str) -> Option<bool> {
    match normalize(value).as_str() {
        "pharaohs-fury" | "pharaoh-fury" | "fury" | "pharaoh" | "wrath" | "true" | "yes" | "on"
        | "1" => Some(true),
        "none" | "standard" | "base" | "off" | "false" | "no" | "0" => Some(false),
        _ => None,
    }
}

impl GameConfig for ImhotepConfig {
    fn for_players(players: usize) -> Self {
        ImhotepConfig {
            players,
            sides: [Side::A; 5],
            pharaohs_fury: false,
        }
    }

    fn players(&self) -> usize {
        self.players
    }

    fn options() -> &'static [GameOption] {
        &OPTIONS
    }

    /// `sides=ABABA`; `variant=pharaohs-fury` or `variant=none`. Older spellings still
    /// read: `side`, and `fury`/`pharaohs-fury`/`pharaoh`/`wrath` as a true/false switch.
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), GameError> {
        let [sides, variant] = &OPTIONS;
        match normalize(key).as_str() {
            "sides" | "side" => {
                self.sides =
                    Self::parse_sides(value).map_err(|_| bad_option_value(sides, value))?;
            }
            "variant" | "fury" | "pharaohs-fury" | "pharaoh-fury" | "pharaoh" | "wrath" => {
                self.pharaohs_fury =
                    parse_fury(value).ok_or_else(|| bad_option_value(variant, value))?;
            }
            _ => return Err(unknown_option::<Self>(key)),
        }
        Ok(())
    }
}
