//! What an action does here, as a number ([`nile_core::bots::BotHints::action_key`]): the key MCTS's
//! MAST rollouts pool their statistics under.
//!
//! Most of 10 Pragas' actions name a place whose contents change from round to round: a
//! die takes the tile in central slot 3, whatever tile lies there; a territory card is
//! picked by its position in the display; a tile is placed wherever the pending tile is.
//! Keyed by the fixed action index, what a search learns about "slot 3" mixes every tile
//! that passes through it. Here the key names the contents instead — the kind of tile in
//! the slot, the card in the display position, the value of the hebrew token, the tile
//! being placed — together with the die spent and the Abydos shift, so the mean reward of
//! taking a Province 3 with a 6 carries over to every round that offers one. Actions whose
//! index already says what they do keep it, after the keyed ranges.
//!
//! The keys are arithmetic (no table lookup) for the actions of a dice turn, which are most
//! of a rollout's decisions.

use crate::action::{Action, Area};
use crate::data::{Tile, TILE_TYPES};
use crate::state::{Pending, Pragas};

/// Tile kinds plus "none" (an empty slot).
const KINDS: usize = TILE_TYPES + 1;
/// Dice card values 1..6.
const DICE: usize = 6;
/// Abydos' shift: none, down, up.
const SHIFTS: usize = 3;
/// A die spent one way: its value and the shift.
const SPENT: usize = DICE * SHIFTS;
/// Hebrew token values 1..3 plus "none".
const HEBREWS: usize = 4;
/// Territory cards plus "none".
const TERRITORIES: usize = 31;
/// Spaces of an area.
const SPACES: usize = 6;

/// Where each keyed kind of action starts; each range is as long as its comment says.
const TAKE_TILE: usize = 0; // KINDS × SPENT
const TAKE_FAVOUR: usize = TAKE_TILE + KINDS * SPENT; // 6 cards × 2 (SA2) × SPENT
const FREE_HEBREW: usize = TAKE_FAVOUR + 6 * 2 * SPENT; // HEBREWS × SPENT
const RECOVER: usize = FREE_HEBREW + HEBREWS * SPENT; // KINDS × SPENT
const EDFU: usize = RECOVER + KINDS * SPENT; // SPENT
const FORFEIT: usize = EDFU + SPENT; // DICE
const PICK_TERRITORY: usize = FORFEIT + DICE; // TERRITORIES × 2 (Buto)
const PLACE_TILE: usize = PICK_TERRITORY + TERRITORIES * 2; // KINDS × 2 areas × SPACES
const CENTRAL_TILE: usize = PLACE_TILE + KINDS * 2 * SPACES; // KINDS
const CHOOSE_HEBREW: usize = CENTRAL_TILE + KINDS; // HEBREWS
/// The keyed ranges' end: every other action's key is this plus its fixed index.
pub(crate) const KEYED: usize = CHOOSE_HEBREW + HEBREWS;

/// How many keys [`action_key`] may give.
pub(crate) fn num_action_keys() -> usize {
    KEYED + crate::index::num_distinct_actions()
}

/// The key of `action` in `state` (see the module docs).
pub(crate) fn action_key(state: &Pragas, action: Action) -> Option<usize> {
    let key = match action {
        Action::TakeTile { die, shift, slot } => {
            TAKE_TILE + kind(central(state, slot)) * SPENT + spent(die, shift)?
        }
        Action::TakeFavour {
            die,
            shift,
            card,
            sa2,
        } => {
            let card = usize::from(card).checked_sub(1).filter(|&c| c < 6)?;
            TAKE_FAVOUR + (card * 2 + usize::from(sa2)) * SPENT + spent(die, shift)?
        }
        Action::FreeHebrew { die, shift, token } => {
            let value = hebrew(state, token);
            FREE_HEBREW + value * SPENT + spent(die, shift)?
        }
        Action::Recover { die, shift, slot } => {
            let tile = state
                .turn_seat()
                .and_then(|(seat, _)| state.seats.get(seat))
                .and_then(|s| s.discard.get(usize::from(slot).checked_sub(1)?).copied())
                .flatten();
            RECOVER + kind(tile) * SPENT + spent(die, shift)?
        }
        Action::EdfuSearch { die, shift } => EDFU + spent(die, shift)?,
        Action::Forfeit { die } => {
            FORFEIT + usize::from(die).checked_sub(1).filter(|&d| d < DICE)?
        }
        Action::PickTerritory { index, peek } => {
            let card = state
                .display
                .get(usize::from(index))
                .copied()
                .flatten()
                .map_or(TERRITORIES - 1, |c| usize::from(c).min(TERRITORIES - 2));
            PICK_TERRITORY + card * 2 + usize::from(peek)
        }
        Action::PlaceTile { area, space } => {
            let tile = match state.pending {
                Some(Pending::PlaceTile { tile, .. }) => Some(tile),
                _ => None,
            };
            let area = match area {
                Area::City => 0,
                Area::Field => 1,
            };
            let space = usize::from(space).min(SPACES - 1);
            PLACE_TILE + (kind(tile) * 2 + area) * SPACES + space
        }
        Action::ChooseCentralTile(slot) => CENTRAL_TILE + kind(central(state, slot)),
        Action::ChooseHebrew(token) => CHOOSE_HEBREW + hebrew(state, token),
        other => KEYED + crate::index::action_to_index(other)?,
    };
    Some(key)
}

/// The tile in central slot `slot` (1..6), if any.
fn central(state: &Pragas, slot: u8) -> Option<Tile> {
    let i = usize::from(slot).checked_sub(1)?;
    state.slots.get(i).copied().flatten()
}

/// A tile's kind, `TILE_TYPES` for none.
fn kind(tile: Option<Tile>) -> usize {
    tile.map_or(TILE_TYPES, Tile::index)
}

/// The value (1..3) of the hebrew token at `token` of the central board, 0 for none.
fn hebrew(state: &Pragas, token: u8) -> usize {
    state
        .hebrew_area
        .get(usize::from(token))
        .copied()
        .flatten()
        .map_or(0, |v| usize::from(v).min(HEBREWS - 1))
}

/// A die of value `die` (1..6) spent with Abydos' `shift`, as `0..SPENT`.
fn spent(die: u8, shift: i8) -> Option<usize> {
    let die = usize::from(die).checked_sub(1).filter(|&d| d < DICE)?;
    let shift = match shift {
        0 => 0,
        s if s < 0 => 1,
        _ => 2,
    };
    Some(die * SHIFTS + shift)
}

#[cfg(test)]
mod tests {
    use super::*;
    use nile_core::harness::random_position;
    use nile_core::{Game, GameConfig, Turn};

    use crate::state::PragasConfig;

    #[test]
    fn keyed_ranges_do_not_overlap_and_keys_stay_below_the_count() {
        assert_eq!(TAKE_FAVOUR - TAKE_TILE, KINDS * SPENT);
        assert_eq!(KEYED - CHOOSE_HEBREW, HEBREWS);
        let config = PragasConfig::for_players(2);
        let mut legal = Vec::new();
        let mut keyed = 0;
        for seed in 1..=40u64 {
            let state = random_position::<Pragas>(&config, seed, 5 * seed as usize).unwrap();
            let Turn::Player(_) = state.turn() else {
                continue;
            };
            state.legal_actions(&mut legal);
            let keys: Vec<usize> = legal
                .iter()
                .map(|&a| action_key(&state, a).expect("every legal action has a key"))
                .collect();
            for (&a, &k) in legal.iter().zip(&keys) {
                assert!(k < num_action_keys(), "{a:?}: {k}");
                keyed += usize::from(k < KEYED);
            }
        }
        assert!(keyed > 0, "no position offered a keyed action");
    }

    #[test]
    fn taking_a_tile_is_keyed_by_what_lies_in_the_slot() {
        let config = PragasConfig::for_players(2);
        let mut state = Pragas::new(&config).unwrap();
        let take = Action::TakeTile {
            die: 3,
            shift: 0,
            slot: 3,
        };
        state.slots[2] = Some(Tile::Province3);
        let province = action_key(&state, take);
        state.slots[2] = Some(Tile::Herd);
        let herd = action_key(&state, take);
        assert_ne!(province, herd);
        // The key names the tile, the die and the shift, not the slot.
        state.slots[3] = Some(Tile::Herd);
        let elsewhere = Action::TakeTile {
            die: 3,
            shift: 1,
            slot: 4,
        };
        let die_3_shifted_up = 2 * SHIFTS + 2;
        assert_eq!(
            action_key(&state, elsewhere),
            Some(TAKE_TILE + Tile::Herd.index() * SPENT + die_3_shifted_up)
        );
        assert_ne!(
            action_key(&state, elsewhere),
            herd,
            "the shift is part of the key"
        );
    }
}
