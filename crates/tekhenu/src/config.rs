//! Game configuration and its command-line options.

use nile_core::{GameConfig, GameError};
use serde::{Deserialize, Serialize};

/// Botankhamun's difficulty level (seed L926-940).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Difficulty {
    /// "Fácil": the basic bot setup.
    #[default]
    Easy,
    /// "Médio": the bot starts with two Osiris buildings and the central pillar.
    Medium,
    /// "Difícil": medium plus a second god statue.
    Hard,
}

impl Difficulty {
    /// All levels.
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];
    /// Reads "easy"/"medium"/"hard" (also 1/2/3 and the Portuguese names).
    pub fn parse(s: &str) -> Option<Difficulty> {
        match s.trim().to_lowercase().as_str() {
            "easy" | "1" | "facil" | "fácil" => Some(Difficulty::Easy),
            "medium" | "2" | "medio" | "médio" => Some(Difficulty::Medium),
            "hard" | "3" | "dificil" | "difícil" => Some(Difficulty::Hard),
            _ => None,
        }
    }
}

/// Tekhenu's configuration.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TekhenuConfig {
    /// Human seats: 1 (solo against Botankhamun) to 4.
    pub players: usize,
    /// Solo difficulty.
    pub difficulty: Difficulty,
    /// Solo challenge: the two starting cards are random instead of chosen (seed L942).
    pub challenge: bool,
    /// Solo challenge: Botankhamun's Decrees score 8 VP instead of 4 (seed L1143).
    pub bot_decree_8: bool,
    /// Use the printed Horus layout instead of shuffling the god tiles (seed L205).
    pub printed_horus: bool,
}

impl GameConfig for TekhenuConfig {
    fn for_players(players: usize) -> Self {
        TekhenuConfig {
            players,
            difficulty: Difficulty::Easy,
            challenge: false,
            bot_decree_8: false,
            printed_horus: false,
        }
    }
    fn players(&self) -> usize {
        self.players
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), GameError> {
        let flag = |v: &str| match v.trim().to_ascii_lowercase().as_str() {
            "1" | "true" | "yes" | "on" => Ok(true),
            "0" | "false" | "no" | "off" => Ok(false),
            _ => Err(GameError::InvalidConfig(format!(
                "option \"{key}\" expects true or false, not \"{v}\""
            ))),
        };
        match key.trim().to_ascii_lowercase().as_str() {
            "difficulty" => {
                self.difficulty = Difficulty::parse(value).ok_or_else(|| {
                    GameError::InvalidConfig(format!(
                        "difficulty must be easy, medium or hard (1, 2, 3), not \"{value}\""
                    ))
                })?;
            }
            "challenge" => self.challenge = flag(value)?,
            "bot-decrees-8" | "bot_decrees_8" => self.bot_decree_8 = flag(value)?,
            "printed-horus" | "printed_horus" => self.printed_horus = flag(value)?,
            _ => {
                return Err(GameError::InvalidConfig(format!(
                    "Tekhenu has no option named \"{key}\" (try difficulty, challenge, bot-decrees-8, printed-horus)"
                )))
            }
        }
        Ok(())
    }
    fn option_help() -> &'static str {
        "difficulty=easy|medium|hard   solo: Botankhamun's level (seed p.22)\n\
         challenge=true|false          solo: random starting cards\n\
         bot-decrees-8=true|false      solo: Botankhamun's Decrees score 8 VP\n\
         printed-horus=true|false      use the printed Horus layout instead of shuffling"
    }
}
