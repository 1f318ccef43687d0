//! The fixed action index: a bijection between every action value a game can contain
//! (chance outcomes included) and `0..ACTIONS`, the same for every configuration.
//!
//! | range | action |
//! |---|---|
//! | 0–18 | `build <building>` in building-table order (M1–M6, C01–C13) |
//! | 19–22 | `generate worker`, `train soldier`, `ordain priest`, `form doctor` |
//! | 23 | `move army` |
//! | 24 | `attack` |
//! | 25 | `end actions` |
//! | 26–40 | `on T0` … `on T14` |
//! | 41–55 | `from T0` … `from T14` |
//! | 56–70 | `to T0` … `to T14` |
//! | 71–100 | `with 1 soldier` … `with 30 soldiers` |
//! | 101–104 | `act for seat 0` … `act for seat 3` |
//! | 105–115 | chance: `defence card shows 0` … `defence card shows 10` |
//! | 116–129 | chance: `resource card RC00` … `resource card RC13` |

use crate::action::Action;
use crate::data::{Building, Unit, BUILDING_KINDS, MAX_POPULATION, TERRAINS};
use crate::standins::{DECK_SIZE, MAX_DEFENDERS};
use crate::state::MAX_PLAYERS;

const BUILD: usize = 0;
const MAKE: usize = BUILD + BUILDING_KINDS;
const MOVE: usize = MAKE + 4;
const ATTACK: usize = MOVE + 1;
const END: usize = ATTACK + 1;
const ON: usize = END + 1;
const FROM: usize = ON + TERRAINS;
const TO: usize = FROM + TERRAINS;
const SOLDIERS: usize = TO + TERRAINS;
const HELP: usize = SOLDIERS + MAX_POPULATION as usize;
const DEFENCE: usize = HELP + MAX_PLAYERS;
const RESOURCES: usize = DEFENCE + MAX_DEFENDERS as usize + 1;
/// The size of the index.
pub const ACTIONS: usize = RESOURCES + DECK_SIZE;

/// `value` as an offset below `len`, if it is one.
fn within(value: u8, len: usize) -> Option<usize> {
    let v = usize::from(value);
    (v < len).then_some(v)
}

/// The action's index, or `None` for a value no game can contain.
pub fn to_index(action: Action) -> Option<usize> {
    Some(match action {
        Action::Build(b) => BUILD + b.index(),
        Action::Make(u) => MAKE + u.index(),
        Action::MoveArmy => MOVE,
        Action::Attack => ATTACK,
        Action::EndActions => END,
        Action::On(t) => ON + within(t, TERRAINS)?,
        Action::From(t) => FROM + within(t, TERRAINS)?,
        Action::To(t) => TO + within(t, TERRAINS)?,
        Action::Soldiers(n) => SOLDIERS + within(n.checked_sub(1)?, MAX_POPULATION.into())?,
        Action::Help(p) => HELP + within(p, MAX_PLAYERS)?,
        Action::Defence(d) => DEFENCE + within(d, usize::from(MAX_DEFENDERS) + 1)?,
        Action::Resources(c) => RESOURCES + within(c, DECK_SIZE)?,
    })
}

/// The action at `index`, the inverse of [`to_index`].
pub fn from_index(index: usize) -> Option<Action> {
    let small = |i: usize| i as u8;
    Some(match index {
        i if i < MAKE => Action::Build(Building::from_index(i - BUILD)?),
        i if i < MOVE => Action::Make(Unit::ALL[i - MAKE]),
        MOVE => Action::MoveArmy,
        ATTACK => Action::Attack,
        END => Action::EndActions,
        i if i < FROM => Action::On(small(i - ON)),
        i if i < TO => Action::From(small(i - FROM)),
        i if i < SOLDIERS => Action::To(small(i - TO)),
        i if i < HELP => Action::Soldiers(small(i - SOLDIERS + 1)),
        i if i < DEFENCE => Action::Help(small(i - HELP)),
        i if i < RESOURCES => Action::Defence(small(i - DEFENCE)),
        i if i < ACTIONS => Action::Resources(small(i - RESOURCES)),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_index_is_a_bijection() {
        assert_eq!(ACTIONS, 130);
        for i in 0..ACTIONS {
            let a = from_index(i).unwrap();
            assert_eq!(to_index(a), Some(i), "{a}");
        }
        assert_eq!(from_index(ACTIONS), None);
        assert_eq!(to_index(Action::Soldiers(0)), None);
        assert_eq!(to_index(Action::Soldiers(31)), None);
        assert_eq!(to_index(Action::On(15)), None);
        assert_eq!(to_index(Action::Help(4)), None);
        assert_eq!(to_index(Action::Resources(14)), None);
        assert_eq!(to_index(Action::Defence(11)), None);
    }
}
