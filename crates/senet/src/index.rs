//! The fixed action index (`Game::action_to_index` / `action_from_index`), the same for
//! every configuration: the five throws, a forward move from each of the 30 squares, and
//! a move back from squares 2 to 25 (`docs/senet.md`, "Action index").

use crate::action::SenetAction;
use crate::board::SQUARES;
use crate::data::HAPPINESS;

/// The first index of each block.
const MOVES: usize = 5;
const BACKS: usize = MOVES + SQUARES as usize;
/// A pawn goes back from square 2 (to 1) at the lowest, and never from the last houses.
const BACK_FROM: u8 = 2;
const BACK_TO: u8 = HAPPINESS - 1;

/// How many actions the index numbers: 5 + 30 + 24.
pub const NUM_ACTIONS: usize = BACKS + (BACK_TO - BACK_FROM + 1) as usize;

/// The index of `action`, or `None` for a value no game can hold.
pub fn to_index(action: SenetAction) -> Option<usize> {
    match action {
        SenetAction::Throw(n @ 1..=5) => Some(usize::from(n - 1)),
        SenetAction::Move(s @ 1..=SQUARES) => Some(MOVES + usize::from(s - 1)),
        SenetAction::Back(s @ BACK_FROM..=BACK_TO) => Some(BACKS + usize::from(s - BACK_FROM)),
        _ => None,
    }
}

/// The action numbered `index`.
pub fn from_index(index: usize) -> Option<SenetAction> {
    match index {
        i if i < MOVES => Some(SenetAction::Throw(i as u8 + 1)),
        i if i < BACKS => Some(SenetAction::Move((i - MOVES) as u8 + 1)),
        i if i < NUM_ACTIONS => Some(SenetAction::Back((i - BACKS) as u8 + BACK_FROM)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_index_is_a_bijection() {
        assert_eq!(NUM_ACTIONS, 59);
        for i in 0..NUM_ACTIONS {
            let a = from_index(i).unwrap();
            assert_eq!(to_index(a), Some(i), "{a}");
        }
        assert_eq!(from_index(NUM_ACTIONS), None);
        for a in [
            SenetAction::Throw(0),
            SenetAction::Throw(6),
            SenetAction::Move(0),
            SenetAction::Move(31),
            SenetAction::Back(1),
            SenetAction::Back(26),
        ] {
            assert_eq!(to_index(a), None, "{a}");
        }
    }
}
