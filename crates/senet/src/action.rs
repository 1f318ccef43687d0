//! Actions: a throw of the sticks (chance), and moving one pawn forward, or back when no
//! pawn can go forward, with their text form (`throw 4`, `move 12`, `back 12`).

use std::fmt;
use std::str::FromStr;

use nile_core::{sentence, GameError};
use serde::{Deserialize, Serialize};

use crate::texts::TEXTS;

/// One step of a game of Senet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SenetAction {
    /// Chance: the sticks show this value (1 to 5).
    Throw(u8),
    /// The pawn on this square moves forward by the throw (off the board when the throw
    /// carries it exactly past square 30).
    Move(u8),
    /// The pawn on this square moves back by the throw: allowed only when no pawn of the
    /// seat can move forward (`docs/senet.md` S-12).
    Back(u8),
}

impl fmt::Display for SenetAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SenetAction::Throw(n) => write!(f, "throw {n}"),
            SenetAction::Move(s) => write!(f, "move {s}"),
            SenetAction::Back(s) => write!(f, "back {s}"),
        }
    }
}

impl FromStr for SenetAction {
    type Err = GameError;

    /// Reads what `Display` writes, in any case: `throw N`, `move S`, `back S`.
    fn from_str(s: &str) -> Result<Self, GameError> {
        let expected = || sentence!(TEXTS, "parse-expected");
        let mut words = s.split_whitespace();
        let verb = words.next().unwrap_or_default().to_ascii_lowercase();
        let n: u8 = words
            .next()
            .and_then(|w| w.parse().ok())
            .ok_or_else(|| GameError::parse(s, expected()))?;
        if words.next().is_some() {
            return Err(GameError::parse(s, expected()));
        }
        match verb.as_str() {
            "throw" => Ok(SenetAction::Throw(n)),
            "move" => Ok(SenetAction::Move(n)),
            "back" => Ok(SenetAction::Back(n)),
            _ => Err(GameError::parse(s, expected())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_read_back() {
        for a in [
            SenetAction::Throw(4),
            SenetAction::Move(26),
            SenetAction::Back(9),
        ] {
            assert_eq!(a.to_string().parse::<SenetAction>().unwrap(), a);
        }
        assert_eq!(
            "MOVE 3".parse::<SenetAction>().unwrap(),
            SenetAction::Move(3)
        );
        assert!("move".parse::<SenetAction>().is_err());
        assert!("move 3 4".parse::<SenetAction>().is_err());
        assert!("jump 3".parse::<SenetAction>().is_err());
        assert!("move 300".parse::<SenetAction>().is_err());
    }
}
