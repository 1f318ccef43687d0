//! The fixed action index (docs/pragas.md, "Action index"): every action value, chance
//! outcomes included, in one order, built once; the action texts read back through it
//! (`FromStr for Action`).

use std::collections::HashMap;
use std::str::FromStr;
use std::sync::OnceLock;

use nile_core::hash::FoldBuildHasher;
use nile_core::GameError;

use crate::action::{Action, Area, Pay, PharaohUse, Power, TrackChoice};
use crate::data::Tile;

const SHIFTS: [i8; 5] = [0, -2, -1, 1, 2];

fn dice_shifts(mut f: impl FnMut(u8, i8)) {
    for die in 1..=6u8 {
        for shift in SHIFTS {
            let v = i16::from(die) + i16::from(shift);
            if (1..=6).contains(&v) {
                f(die, shift);
            }
        }
    }
}

/// Every action value, chance outcomes included, in the fixed index order.
pub fn universe() -> Vec<Action> {
    let mut all = Vec::with_capacity(1400);
    all.extend(Power::ALL.map(Action::DealPower));
    all.extend(Tile::ALL.map(Action::DrawTile));
    all.extend((1..=3).map(Action::DrawHebrew));
    all.extend((0..10).map(Action::RevealPlague));
    all.extend((0..10).map(Action::RevealLoss));
    all.extend((0..30).map(Action::DrawTerritory));
    all.extend((1..=6).map(Action::RevealAiDie));
    all.extend(Power::ALL.map(Action::ChoosePower));
    dice_shifts(|die, shift| all.extend((1..=6).map(|slot| Action::TakeTile { die, shift, slot })));
    dice_shifts(|die, shift| {
        for card in 1..=6 {
            for sa2 in [false, true] {
                all.push(Action::TakeFavour {
                    die,
                    shift,
                    card,
                    sa2,
                });
            }
        }
    });
    dice_shifts(|die, shift| {
        all.extend((0..3).map(|token| Action::FreeHebrew { die, shift, token }))
    });
    dice_shifts(|die, shift| all.extend((1..=2).map(|slot| Action::Recover { die, shift, slot })));
    dice_shifts(|die, shift| all.push(Action::EdfuSearch { die, shift }));
    all.extend((1..=6).map(|die| Action::Forfeit { die }));
    for index in 0..3 {
        for peek in [false, true] {
            all.push(Action::PickTerritory { index, peek });
        }
    }
    all.extend([false, true].map(|favour| Action::PayTribute { favour }));
    all.push(Action::FailTribute);
    all.push(Action::Annul(None));
    all.extend((0..3).map(|i| Action::Annul(Some(i))));
    all.push(Action::UsePharaoh(PharaohUse::IgnorePlague));
    all.push(Action::UsePharaoh(PharaohUse::DiscardPenalty));
    for sa in [0u8, 2, 4, 7] {
        all.push(Action::Special { sa, a: 0, b: 0 });
    }
    for a in 1..=6 {
        for b in a + 1..=6 {
            all.push(Action::Special { sa: 3, a, b });
        }
    }
    all.extend((1..=2).map(|a| Action::Special { sa: 5, a, b: 0 }));
    for card in 0..4 {
        for pay in [Pay::Coin, Pay::Favour] {
            all.push(Action::Commerce { card, pay });
        }
    }
    all.push(Action::EndTurn);
    all.extend([false, true].map(Action::RespondToPlague));
    all.extend([false, true].map(Action::SoldierBoost));
    for area in Area::ALL {
        all.extend((0..6).map(|space| Action::PlaceTile { area, space }));
    }
    all.extend(TrackChoice::ALL.map(Action::ChooseTrack));
    all.extend([None, Some(Pay::Coin), Some(Pay::Favour)].map(Action::FavourOne));
    all.extend((1..=6).map(Action::ChooseCentralTile));
    all.extend((0..3).map(Action::ChooseHebrew));
    all.extend((1..=2).map(Action::ChooseDiscardSlot));
    all.extend((0..3).map(Action::Overflow));
    all.push(Action::EdfuPick(None));
    all.extend((0..6).map(|i| Action::EdfuPick(Some(i))));
    all.extend((0..3).map(Action::ButoPick));
    all.extend((0..2).map(Action::LossOption));
    for area in Area::ALL {
        all.extend((0..6).map(|space| Action::LoseTile { area, space }));
    }
    all
}

struct Index {
    all: Vec<Action>,
    by_action: HashMap<Action, usize, FoldBuildHasher>,
    by_text: HashMap<String, Action>,
}

fn index() -> &'static Index {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(|| {
        let all = universe();
        let by_action = all.iter().enumerate().map(|(i, &a)| (a, i)).collect();
        let by_text = all.iter().map(|&a| (a.to_string(), a)).collect();
        Index {
            all,
            by_action,
            by_text,
        }
    })
}

/// Number of distinct actions (the size of the fixed index).
pub fn num_distinct_actions() -> usize {
    index().all.len()
}

/// The fixed index of an action, if it is one of [`universe`].
pub fn action_to_index(action: Action) -> Option<usize> {
    index().by_action.get(&action).copied()
}

/// The action at a fixed index.
pub fn action_from_index(i: usize) -> Option<Action> {
    index().all.get(i).copied()
}

/// Reads an action's text ([`std::fmt::Display`]) back, whitespace aside.
impl FromStr for Action {
    type Err = GameError;
    fn from_str(s: &str) -> Result<Self, GameError> {
        let key = s.split_whitespace().collect::<Vec<_>>().join(" ");
        index().by_text.get(&key).copied().ok_or_else(|| {
            GameError::parse(
                s,
                nile_core::sentence!(crate::texts::TEXTS, "parse-expected-action"),
            )
        })
    }
}
