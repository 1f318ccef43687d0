//! The configuration: seats, the side of each site, and the Pharaoh's Fury variant.

use nile_core::{GameConfig, GameError};
use serde::{Deserialize, Serialize};

use crate::site::{Side, Site};

/// How an Imhotep game is set up.
///
/// Seat `i` plays colour `i` (black, white, brown, gray) and seat 0 is the first start
/// player (GAP-28: the rulebook lets the players "decide").
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
        let bad = || {
            GameError::InvalidConfig(format!(
                "sides must be 5 letters A or B for Market, Pyramid, Temple, Burial Chamber \
                 and Obelisks (like AAAAA or ABABA), not \"{value}\""
            ))
        };
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

fn parse_bool(key: &str, value: &str) -> Result<bool, GameError> {
    match value.trim().to_ascii_lowercase().as_str() {
        "true" | "yes" | "on" | "1" => Ok(true),
        "false" | "no" | "off" | "0" => Ok(false),
        _ => Err(GameError::InvalidConfig(format!(
            "{key} must be true or false, not \"{value}\""
        ))),
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

    fn set_option(&mut self, key: &str, value: &str) -> Result<(), GameError> {
        let key = key
            .trim()
            .to_ascii_lowercase()
            .replace(['_', ' ', '\''], "-");
        match key.as_str() {
            "sides" | "side" => {
                self.sides = Self::parse_sides(value)?;
                Ok(())
            }
            "fury" | "pharaohs-fury" | "pharaoh-fury" | "pharaoh" | "wrath" => {
                self.pharaohs_fury = parse_bool(&key, value)?;
                Ok(())
            }
            "variant" => {
                let v = value
                    .trim()
                    .to_ascii_lowercase()
                    .replace(['_', ' ', '\''], "-");
                self.pharaohs_fury = match v.as_str() {
                    "pharaohs-fury" | "pharaoh-fury" | "fury" | "pharaoh" | "wrath" => true,
                    "none" | "standard" | "base" | "off" => false,
                    _ => {
                        return Err(GameError::InvalidConfig(format!(
                            "unknown variant \"{value}\": use pharaohs-fury or none"
                        )))
                    }
                };
                Ok(())
            }
            _ => Err(GameError::InvalidConfig(format!(
                "Imhotep has no option named \"{key}\" (options: sides, variant, fury)"
            ))),
        }
    }

    fn option_help() -> &'static str {
        "sides=AAAAA   side A or B of Market, Pyramid, Temple, Burial Chamber, Obelisks (e.g. ABABA)\n\
         variant=pharaohs-fury | none   the Pharaoh's Fury variant (-5 for missing a monument)\n\
         fury=true|false   the same variant as a switch"
    }
}
