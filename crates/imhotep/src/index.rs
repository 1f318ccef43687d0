//! The fixed action index (`Game::action_to_index` / `action_from_index`): every action
//! value, chance outcomes included, numbered `0..ACTIONS` in blocks, one block per action
//! kind in the order of [`ImhotepAction`]'s variants. The same for every configuration.
//! The table is in `docs/imhotep.md` ("Action index"); it is computed, not looked up.

use crate::action::ImhotepAction as A;
use crate::cards::{Card, BLUE_CARDS, CARD_KINDS};
use crate::data::ROUND_CARDS_PER_COUNT;
use crate::ships::{MAX_CAPACITY, SHIPS_PER_ROUND};
use crate::site::Site;

/// Side-B pyramids (`ChoosePyramid(0..3)`).
const PYRAMIDS: usize = 3;
/// Sites a ship can sail to.
const SITES: usize = Site::ALL.len();

/// How many values each kind has: one block of the index per kind, in this order.
const BLOCKS: [(Kind, usize); 17] = [
    (Kind::RoundCard, ROUND_CARDS_PER_COUNT),
    (Kind::Draw, CARD_KINDS),
    (Kind::TakeStones, 1),
    (Kind::Place, SHIPS_PER_ROUND * MAX_CAPACITY),
    (Kind::Sail, SHIPS_PER_ROUND * SITES),
    (Kind::Play, BLUE_CARDS.len()),
    (Kind::Pass, 1),
    (Kind::TakeCard, CARD_KINDS),
    (Kind::TakeFaceDown, 1),
    (Kind::NoCard, 1),
    (Kind::Keep, CARD_KINDS),
    (Kind::ChoosePyramid, PYRAMIDS),
    (Kind::DrawTopCard, 1),
    (Kind::SkipBonus, 1),
    (Kind::OnePoint, 1),
    (Kind::TwoStones, 1),
    (Kind::Unload, MAX_CAPACITY),
];

/// The number of distinct actions: 98.
pub const ACTIONS: usize = {
    let mut n = 0;
    let mut i = 0;
    while i < BLOCKS.len() {
        n += BLOCKS[i].1;
        i += 1;
    }
    n
};

/// An action kind: one block of the index.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    RoundCard,
    Draw,
    TakeStones,
    Place,
    Sail,
    Play,
    Pass,
    TakeCard,
    TakeFaceDown,
    NoCard,
    Keep,
    ChoosePyramid,
    DrawTopCard,
    SkipBonus,
    OnePoint,
    TwoStones,
    Unload,
}

/// The first index of `kind`'s block.
fn block_start(kind: Kind) -> usize {
    BLOCKS
        .iter()
        .take_while(|(k, _)| *k != kind)
        .map(|(_, n)| n)
        .sum()
}

/// `value` if it is below `size`.
fn below(value: impl Into<usize>, size: usize) -> Option<usize> {
    let v = value.into();
    (v < size).then_some(v)
}

/// The action's kind and its offset inside the kind's block, or `None` for a value no
/// game can contain (a ship 7, a `play Statue` read from JSON).
fn kind_and_offset(action: A) -> Option<(Kind, usize)> {
    Some(match action {
        A::RoundCard(i) => (Kind::RoundCard, below(i, ROUND_CARDS_PER_COUNT)?),
        A::Draw(c) => (Kind::Draw, c.index()),
        A::TakeStones => (Kind::TakeStones, 0),
        A::Place { ship, slot } => (
            Kind::Place,
            below(ship, SHIPS_PER_ROUND)? * MAX_CAPACITY + below(slot, MAX_CAPACITY)?,
        ),
        A::Sail { ship, site } => (
            Kind::Sail,
            below(ship, SHIPS_PER_ROUND)? * SITES + site.index(),
        ),
        A::Play(c) => (Kind::Play, c.blue_index()?),
        A::Pass => (Kind::Pass, 0),
        A::TakeCard(c) => (Kind::TakeCard, c.index()),
        A::TakeFaceDown => (Kind::TakeFaceDown, 0),
        A::NoCard => (Kind::NoCard, 0),
        A::Keep(c) => (Kind::Keep, c.index()),
        A::ChoosePyramid(p) => (Kind::ChoosePyramid, below(p, PYRAMIDS)?),
        A::DrawTopCard => (Kind::DrawTopCard, 0),
        A::SkipBonus => (Kind::SkipBonus, 0),
        A::OnePoint => (Kind::OnePoint, 0),
        A::TwoStones => (Kind::TwoStones, 0),
        A::Unload { slot } => (Kind::Unload, below(slot, MAX_CAPACITY)?),
    })
}

/// The action's place in the fixed index.
pub(crate) fn action_to_index(action: A) -> Option<usize> {
    let (kind, offset) = kind_and_offset(action)?;
    Some(block_start(kind) + offset)
}

/// The action at `index`, or `None` past [`ACTIONS`].
pub(crate) fn action_from_index(index: usize) -> Option<A> {
    let mut i = index;
    let (kind, _) = BLOCKS.iter().copied().find(|&(_, n)| {
        let inside = i < n;
        if !inside {
            i -= n;
        }
        inside
    })?;
    // Offsets are below the block sizes, so every narrowing below is exact.
    let card = || Card::from_index(i);
    Some(match kind {
        Kind::RoundCard => A::RoundCard(i as u8),
        Kind::Draw => A::Draw(card()?),
        Kind::TakeStones => A::TakeStones,
        Kind::Place => A::Place {
            ship: (i / MAX_CAPACITY) as u8,
            slot: (i % MAX_CAPACITY) as u8,
        },
        Kind::Sail => A::Sail {
            ship: (i / SITES) as u8,
            site: Site::from_index(i % SITES)?,
        },
        Kind::Play => A::Play(*BLUE_CARDS.get(i)?),
        Kind::Pass => A::Pass,
        Kind::TakeCard => A::TakeCard(card()?),
        Kind::TakeFaceDown => A::TakeFaceDown,
        Kind::NoCard => A::NoCard,
        Kind::Keep => A::Keep(card()?),
        Kind::ChoosePyramid => A::ChoosePyramid(i as u8),
        Kind::DrawTopCard => A::DrawTopCard,
        Kind::SkipBonus => A::SkipBonus,
        Kind::OnePoint => A::OnePoint,
        Kind::TwoStones => A::TwoStones,
        Kind::Unload => A::Unload { slot: i as u8 },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_index_has_98_actions_in_documented_blocks() {
        assert_eq!(ACTIONS, 98);
        assert_eq!(action_to_index(A::RoundCard(0)), Some(0));
        assert_eq!(action_to_index(A::Draw(Card::Entrance)), Some(7));
        assert_eq!(action_to_index(A::TakeStones), Some(19));
        assert_eq!(action_to_index(A::Place { ship: 0, slot: 0 }), Some(20));
        assert_eq!(
            action_to_index(A::Sail {
                ship: 0,
                site: Site::Market
            }),
            Some(36)
        );
        assert_eq!(action_to_index(A::Play(Card::Lever)), Some(56));
        assert_eq!(action_to_index(A::Pass), Some(60));
        assert_eq!(action_to_index(A::TakeCard(Card::Entrance)), Some(61));
        assert_eq!(action_to_index(A::TakeFaceDown), Some(73));
        assert_eq!(action_to_index(A::NoCard), Some(74));
        assert_eq!(action_to_index(A::Keep(Card::Entrance)), Some(75));
        assert_eq!(action_to_index(A::ChoosePyramid(0)), Some(87));
        assert_eq!(action_to_index(A::DrawTopCard), Some(90));
        assert_eq!(action_to_index(A::SkipBonus), Some(91));
        assert_eq!(action_to_index(A::OnePoint), Some(92));
        assert_eq!(action_to_index(A::TwoStones), Some(93));
        assert_eq!(action_to_index(A::Unload { slot: 3 }), Some(97));
        assert_eq!(action_from_index(98), None);
    }

    #[test]
    fn values_no_game_holds_have_no_index() {
        for a in [
            A::RoundCard(7),
            A::Place { ship: 4, slot: 0 },
            A::Place { ship: 0, slot: 4 },
            A::Sail {
                ship: 9,
                site: Site::Temple,
            },
            A::Play(Card::Statue),
            A::ChoosePyramid(3),
            A::Unload { slot: 200 },
        ] {
            assert_eq!(action_to_index(a), None, "{a:?}");
        }
    }
}
