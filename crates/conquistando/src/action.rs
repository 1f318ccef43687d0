//! Actions: the players' choices and the chance outcomes, with their text form.

use std::fmt;
use std::str::FromStr;

use nile_core::{sentence, GameError};
use serde::{Deserialize, Serialize};

use crate::data::{Building, Unit};
use crate::texts::TEXTS;

/// One atomic choice or chance outcome.
///
/// An own action (or the Opponent Action) is a short sequence of these: first what to do,
/// then where. Building and making people take two steps (`build Statue`, `on T7`); moving
/// and attacking take four (`move army`, `from T7`, `to T4`, `with 3 soldiers`).
///
/// | Variant | Text | When |
/// |---|---|---|
/// | `Build(b)` | `build Great Pyramid` | first step of "construir monumento" / "construir cidade" |
/// | `Make(u)` | `generate worker`, `train soldier`, `ordain priest`, `form doctor` | first step |
/// | `MoveArmy` | `move army` | own actions only: move soldiers to an owned bordering terrain |
/// | `Attack` | `attack` | own actions only: move soldiers into an unconquered bordering terrain |
/// | `EndActions` | `end actions` | after at least one own action |
/// | `On(t)` | `on T7` | where to build or make the person |
/// | `From(t)` | `from T7` | the army's terrain |
/// | `To(t)` | `to T4` | the destination or the attacked terrain |
/// | `Soldiers(n)` | `with 5 soldiers` | how many soldiers go |
/// | `Help(p)` | `act for seat 2` | the Opponent Action: the opponent chosen |
/// | `Defence(d)` | `defence card shows 4` | chance: the attacked terrain's defence card |
/// | `Resources(c)` | `resource card RC05` | chance: the conquered terrain's resource card |
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Build a monument or a city building (the terrain follows).
    Build(Building),
    /// Make a person: a worker, or a soldier, priest or doctor from a worker.
    Make(Unit),
    /// "Mover exército" between owned terrains.
    MoveArmy,
    /// "Mover exército" into an unconquered terrain: a battle.
    Attack,
    /// Stop taking own actions (legal after the first).
    EndActions,
    /// The terrain to build on or make the person on.
    On(u8),
    /// The terrain the army leaves.
    From(u8),
    /// The terrain the army enters.
    To(u8),
    /// How many soldiers go (1 or more).
    Soldiers(u8),
    /// Perform the Opponent Action for this seat.
    Help(u8),
    /// Chance: the defence card turned shows this many defenders.
    Defence(u8),
    /// Chance: the resource card turned (index in the resource deck).
    Resources(u8),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::Build(b) => write!(f, "build {b}"),
            Action::Make(u) => f.write_str(u.verb()),
            Action::MoveArmy => f.write_str("move army"),
            Action::Attack => f.write_str("attack"),
            Action::EndActions => f.write_str("end actions"),
            Action::On(t) => write!(f, "on T{t}"),
            Action::From(t) => write!(f, "from T{t}"),
            Action::To(t) => write!(f, "to T{t}"),
            Action::Soldiers(1) => f.write_str("with 1 soldier"),
            Action::Soldiers(n) => write!(f, "with {n} soldiers"),
            Action::Help(p) => write!(f, "act for seat {p}"),
            Action::Defence(d) => write!(f, "defence card shows {d}"),
            Action::Resources(c) => write!(f, "resource card RC{c:02}"),
        }
    }
}

/// Reads `T7` (or `7`, or the terrain's name, "thinis") as a terrain number.
fn terrain(words: &[&str]) -> Option<u8> {
    match words {
        [word] => word.strip_prefix('t').unwrap_or(word).parse().ok(),
        _ => None,
    }
    .or_else(|| {
        let name = words.join(" ");
        crate::standins::MAP
            .iter()
            .position(|row| row.name.eq_ignore_ascii_case(&name))
            .and_then(|t| u8::try_from(t).ok())
    })
}

impl FromStr for Action {
    type Err = GameError;

    fn from_str(s: &str) -> Result<Self, GameError> {
        let lower = s.trim().to_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let number = |w: &str| {
            w.parse::<u8>()
                .map_err(|_| GameError::parse(s, sentence!(TEXTS, "parse-not-a-number", text = w)))
        };
        let place = |w: &[&str]| {
            terrain(w).ok_or_else(|| GameError::parse(s, sentence!(TEXTS, "parse-no-terrain")))
        };
        match words.as_slice() {
            ["build", rest @ ..] => Building::from_name(&rest.join(" "))
                .map(Action::Build)
                .ok_or_else(|| GameError::parse(s, sentence!(TEXTS, "parse-not-a-building"))),
            ["generate", "worker"] => Ok(Action::Make(Unit::Worker)),
            ["train", "soldier"] => Ok(Action::Make(Unit::Soldier)),
            ["ordain", "priest"] => Ok(Action::Make(Unit::Priest)),
            ["form", "doctor"] => Ok(Action::Make(Unit::Doctor)),
            ["move", "army"] => Ok(Action::MoveArmy),
            ["attack"] => Ok(Action::Attack),
            ["end", "actions"] => Ok(Action::EndActions),
            ["on", t @ ..] => place(t).map(Action::On),
            ["from", t @ ..] => place(t).map(Action::From),
            ["to", t @ ..] => place(t).map(Action::To),
            ["with", n, "soldier" | "soldiers"] => number(n).map(Action::Soldiers),
            ["act", "for", "seat", p] => number(p).map(Action::Help),
            ["defence", "card", "shows", d] => number(d).map(Action::Defence),
            ["resource", "card", c] => c
                .strip_prefix("rc")
                .and_then(|n| n.parse().ok())
                .map(Action::Resources)
                .ok_or_else(|| GameError::parse(s, sentence!(TEXTS, "parse-no-card-id"))),
            _ => Err(GameError::parse(s, sentence!(TEXTS, "parse-expected"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_round_trips() {
        let mut all = vec![Action::MoveArmy, Action::Attack, Action::EndActions];
        all.extend(Building::ALL.map(Action::Build));
        all.extend(Unit::ALL.map(Action::Make));
        for n in [0, 1, 7, 14, 30, 255] {
            all.extend([
                Action::On(n),
                Action::From(n),
                Action::To(n),
                Action::Soldiers(n),
                Action::Help(n),
                Action::Defence(n),
                Action::Resources(n),
            ]);
        }
        for a in all {
            assert_eq!(a.to_string().parse::<Action>(), Ok(a), "{a}");
            assert_eq!(a.to_string().to_uppercase().parse::<Action>(), Ok(a), "{a}");
        }
    }

    #[test]
    fn a_terrain_is_read_by_its_name_too() {
        assert_eq!("on Thinis".parse::<Action>(), Ok(Action::On(7)));
        assert_eq!("to eastern delta".parse::<Action>(), Ok(Action::To(2)));
        assert_eq!("from T14".parse::<Action>(), Ok(Action::From(14)));
        assert!("on Atlantis".parse::<Action>().is_err());
    }

    #[test]
    fn texts_read_like_the_rulebook() {
        assert_eq!(
            Action::Build(Building::GreatPyramid).to_string(),
            "build Great Pyramid"
        );
        assert_eq!(Action::Make(Unit::Priest).to_string(), "ordain priest");
        assert_eq!(Action::Soldiers(1).to_string(), "with 1 soldier");
        assert_eq!(Action::Resources(5).to_string(), "resource card RC05");
        assert_eq!(
            "build casa da vida".parse(),
            Ok(Action::Build(Building::HouseOfLife))
        );
        assert!("build a castle".parse::<Action>().is_err());
        assert!("with many soldiers".parse::<Action>().is_err());
    }
}
