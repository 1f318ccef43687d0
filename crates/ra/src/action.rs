//! Actions: the players' choices and the chance outcomes, with their text form.

use std::fmt;
use std::str::FromStr;

use nile_core::GameError;
use serde::{Deserialize, Serialize};

use crate::texts::TEXTS;
use crate::tiles::Tile;

/// One atomic choice or chance outcome.
///
/// | Variant | Text | Who |
/// |---|---|---|
/// | `Deal(g)` | `deal group A` | chance: the seat being dealt gets disc group `g` |
/// | `Draw` | `draw` | player: draw a tile from the bag |
/// | `Reveal(t)` | `draw Flood` | chance: the drawn tile is `t` |
/// | `InvokeRa` | `invoke ra` | player |
/// | `UseGod(t)` | `god takes Pharaoh` | player: spend a God to take a `t` from the auction track |
/// | `EndTurn` | `end turn` | player: stop spending Gods |
/// | `Bid(v)` | `bid sun 9` | player |
/// | `Pass` | `pass` | player |
/// | `Discard(t)` | `discard Obelisk` | player: a tile lost to War or Earthquake |
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RaAction {
    /// Chance (setup): the next seat receives disc group `0 = A`, `1 = B`, …
    Deal(u8),
    /// Draw a tile from the bag (a chance `Reveal` follows).
    Draw,
    /// Chance: the tile drawn from the bag.
    Reveal(Tile),
    /// Invoke Ra: start an auction.
    InvokeRa,
    /// Spend one God to take one tile of this kind from the auction track.
    UseGod(Tile),
    /// Stop spending Gods; the turn ends.
    EndTurn,
    /// Bid the sun disc with this value.
    Bid(u8),
    /// Pass in an auction.
    Pass,
    /// Discard one tile of this kind to a War or an Earthquake.
    Discard(Tile),
}

/// The letter of disc group `g`.
pub fn group_letter(g: u8) -> char {
    char::from(b'A'.saturating_add(g))
}

impl fmt::Display for RaAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RaAction::Deal(g) => write!(f, "deal group {}", group_letter(*g)),
            RaAction::Draw => f.write_str("draw"),
            RaAction::Reveal(t) => write!(f, "draw {t}"),
            RaAction::InvokeRa => f.write_str("invoke ra"),
            RaAction::UseGod(t) => write!(f, "god takes {t}"),
            RaAction::EndTurn => f.write_str("end turn"),
            RaAction::Bid(v) => write!(f, "bid sun {v}"),
            RaAction::Pass => f.write_str("pass"),
            RaAction::Discard(t) => write!(f, "discard {t}"),
        }
    }
}

impl FromStr for RaAction {
    type Err = GameError;

    fn from_str(s: &str) -> Result<Self, GameError> {
        let lower = s.trim().to_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let tile = |rest: &[&str]| {
            Tile::from_name(&rest.join(" ")).ok_or_else(|| {
                GameError::parse(
                    s,
                    nile_core::sentence!(TEXTS, "parse-not-a-tile", text = rest.join(" ")),
                )
            })
        };
        match words.as_slice() {
            ["draw"] => Ok(RaAction::Draw),
            ["invoke", "ra"] | ["invoke", "rá"] => Ok(RaAction::InvokeRa),
            ["end", "turn"] => Ok(RaAction::EndTurn),
            ["pass"] => Ok(RaAction::Pass),
            ["bid", "sun", v] => v.parse().map(RaAction::Bid).map_err(|_| {
                GameError::parse(s, nile_core::sentence!(TEXTS, "parse-no-disc-number"))
            }),
            ["deal", "group", g] => {
                let mut chars = g.chars();
                match (chars.next(), chars.next()) {
                    (Some(c @ 'a'..='e'), None) => Ok(RaAction::Deal(c as u8 - b'a')),
                    _ => Err(GameError::parse(
                        s,
                        nile_core::sentence!(TEXTS, "parse-no-group-letter"),
                    )),
                }
            }
            ["draw", rest @ ..] => tile(rest).map(RaAction::Reveal),
            ["god", "takes", rest @ ..] => tile(rest).map(RaAction::UseGod),
            ["discard", rest @ ..] => tile(rest).map(RaAction::Discard),
            _ => Err(GameError::parse(
                s,
                nile_core::sentence!(TEXTS, "parse-expected"),
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_round_trips() {
        let mut all = vec![
            RaAction::Draw,
            RaAction::InvokeRa,
            RaAction::EndTurn,
            RaAction::Pass,
            RaAction::Bid(9),
            RaAction::Bid(16),
            RaAction::Deal(0),
            RaAction::Deal(4),
        ];
        for t in Tile::ALL {
            all.extend([
                RaAction::Reveal(t),
                RaAction::UseGod(t),
                RaAction::Discard(t),
            ]);
        }
        for a in all {
            assert_eq!(a.to_string().parse::<RaAction>(), Ok(a), "{a}");
            assert_eq!(
                a.to_string().to_uppercase().parse::<RaAction>(),
                Ok(a),
                "{a}"
            );
        }
    }

    #[test]
    fn texts_read_like_the_rulebook() {
        assert_eq!(RaAction::Bid(9).to_string(), "bid sun 9");
        assert_eq!(
            RaAction::UseGod(Tile::Pharaoh).to_string(),
            "god takes Pharaoh"
        );
        assert_eq!(RaAction::Reveal(Tile::Flood).to_string(), "draw Flood");
        assert_eq!(RaAction::Deal(2).to_string(), "deal group C");
        assert_eq!(
            "discard step pyramid".parse(),
            Ok(RaAction::Discard(Tile::StepPyramid))
        );
        assert!("bid sun".parse::<RaAction>().is_err());
        assert!("god takes nothing".parse::<RaAction>().is_err());
        assert!("deal group z".parse::<RaAction>().is_err());
    }
}
