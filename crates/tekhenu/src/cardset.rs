//! A set of cards of one deck (Blessings, Technologies or Decrees): the bit handling in
//! one place, as a chess engine's bitboard keeps it, instead of `u32` masks at each rule.

use std::ops::{BitAnd, BitOr, BitOrAssign, Sub};

use serde::{Deserialize, Serialize};

use crate::card::{Card, CardKind};

/// Cards of one deck of 24, bit `c.position()` for card `c`. The set does not know its
/// deck: the place that keeps it does (a hand's Blessings, the Decree deck), and names
/// it when it lists the cards ([`CardSet::cards`]).
///
/// Serialized as the plain number it wraps, the form saved states have always had.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardSet(u32);

impl CardSet {
    /// No card.
    pub const EMPTY: CardSet = CardSet(0);
    /// The whole deck of 24.
    pub const ALL: CardSet = CardSet((1 << 24) - 1);

    /// The set of the given bits (position `i` of the deck is bit `i`).
    pub const fn from_bits(bits: u32) -> CardSet {
        CardSet(bits)
    }
    /// The set as bits (position `i` of the deck is bit `i`).
    pub const fn bits(self) -> u32 {
        self.0
    }
    /// The set holding card `c` only.
    pub const fn of(c: Card) -> CardSet {
        CardSet(1 << c.position())
    }
    /// Does the set hold card `c`?
    pub const fn contains(self, c: Card) -> bool {
        self.0 & (1 << c.position()) != 0
    }
    /// Does the set hold the card at deck position `i` (0..24)?
    pub const fn has_position(self, i: u8) -> bool {
        self.0 & (1 << (i % 24)) != 0
    }
    /// Adds card `c`.
    pub fn insert(&mut self, c: Card) {
        self.0 |= 1 << c.position();
    }
    /// Removes card `c`.
    pub fn remove(&mut self, c: Card) {
        self.0 &= !(1 << c.position());
    }
    /// How many cards.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }
    /// No card at all?
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The lowest deck position (0..24) held, if any.
    pub const fn first_position(self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as u8)
        }
    }
    /// The lowest card held, taking the set as one of deck `kind`.
    pub const fn first(self, kind: CardKind) -> Option<Card> {
        match self.first_position() {
            Some(i) => Some(kind.card(i)),
            None => None,
        }
    }
    /// The cards held, lowest first, taking the set as one of deck `kind` (bits past
    /// the deck's 24, which only a JSON state could set, name no card and are skipped).
    pub fn cards(self, kind: CardKind) -> impl Iterator<Item = Card> {
        CardSet(self.0 & CardSet::ALL.0)
            .positions()
            .map(move |i| kind.card(i))
    }
    /// The deck positions (0..24) held, lowest first.
    pub fn positions(self) -> impl Iterator<Item = u8> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let i = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                i
            })
        })
    }
}

impl BitOr for CardSet {
    type Output = CardSet;
    fn bitor(self, o: CardSet) -> CardSet {
        CardSet(self.0 | o.0)
    }
}

impl BitOrAssign for CardSet {
    fn bitor_assign(&mut self, o: CardSet) {
        self.0 |= o.0;
    }
}

impl BitAnd for CardSet {
    type Output = CardSet;
    fn bitand(self, o: CardSet) -> CardSet {
        CardSet(self.0 & o.0)
    }
}

/// The cards of `self` not in `o`.
impl Sub for CardSet {
    type Output = CardSet;
    fn sub(self, o: CardSet) -> CardSet {
        CardSet(self.0 & !o.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::{Card, CardKind};

    #[test]
    fn insert_remove_and_count() {
        let mut s = CardSet::EMPTY;
        assert!(s.is_empty());
        s.insert(Card::decree(3));
        s.insert(Card::decree(23));
        s.insert(Card::decree(3));
        assert_eq!(s.len(), 2);
        assert!(
            s.contains(Card::decree(3))
                && s.contains(Card::decree(23))
                && !s.contains(Card::decree(4))
        );
        assert!(s.has_position(2) && s.has_position(22));
        s.remove(Card::decree(3));
        assert_eq!(s, CardSet::of(Card::decree(23)));
        assert_eq!(s.positions().collect::<Vec<_>>(), vec![22]);
        assert_eq!(s.first_position(), Some(22));
        assert_eq!(CardSet::EMPTY.first_position(), None);
    }

    #[test]
    fn union_and_difference() {
        let a = CardSet::of(Card::decree(1)) | CardSet::of(Card::decree(2));
        let b = CardSet::of(Card::decree(2)) | CardSet::of(Card::decree(24));
        assert_eq!((a | b).len(), 3);
        assert_eq!(a & b, CardSet::of(Card::decree(2)));
        assert_eq!(a - b, CardSet::of(Card::decree(1)));
        let all: Vec<Card> = (a | b).cards(CardKind::Decree).collect();
        assert_eq!(
            all,
            vec![Card::decree(1), Card::decree(2), Card::decree(24)]
        );
    }

    #[test]
    fn saved_as_the_plain_number() {
        let s = CardSet::of(Card::decree(1)) | CardSet::of(Card::decree(3));
        assert_eq!(serde_json::to_string(&s).unwrap(), "5");
        assert_eq!(serde_json::from_str::<CardSet>("5").unwrap(), s);
        assert_eq!(s.bits(), 5);
        assert_eq!(CardSet::from_bits(5), s);
    }
}
