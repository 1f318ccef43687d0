//! A market card (`Card`: B01-B24, T01-T24, D01-D24) and its deck (`CardKind`): the
//! typed id every rule, action and set of cards uses, saved as its plain number.

use std::num::NonZeroU8;

use serde::{Deserialize, Serialize};

/// The three market decks, in card-number order. Saved as its index (0, 1, 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "u8", try_from = "u8")]
#[repr(u8)]
pub enum CardKind {
    /// Blessings, B01-B24 (single use).
    Blessing = 0,
    /// Technologies, T01-T24 (permanent).
    Technology = 1,
    /// Decrees, D01-D24 (scored at the end, hidden until then).
    Decree = 2,
}

impl CardKind {
    /// The three decks, Blessings first.
    pub const ALL: [CardKind; 3] = [CardKind::Blessing, CardKind::Technology, CardKind::Decree];

    /// The deck's index (0 Blessings, 1 Technologies, 2 Decrees), for tables of three.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }
    /// The letter of its ids ("B07", "T13", "D22").
    pub const fn letter(self) -> char {
        ['B', 'T', 'D'][self as usize]
    }
    /// The card at position `i` (0..24) of this deck: `CardKind::Decree.card(21)` is D22.
    /// (A position past 24 gives a number of another deck or none, never a panic.)
    #[inline(always)]
    pub const fn card(self, i: u8) -> Card {
        Card::with_number((self as u8 * 24).wrapping_add(i))
    }
}

impl From<CardKind> for u8 {
    fn from(k: CardKind) -> u8 {
        k as u8
    }
}

/// A deck number out of range 0..3 (in a JSON state).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BadCardKind(pub u8);

impl std::fmt::Display for BadCardKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "no deck has number {} (decks are 0..3)", self.0)
    }
}

impl std::error::Error for BadCardKind {}

impl TryFrom<u8> for CardKind {
    type Error = BadCardKind;
    fn try_from(i: u8) -> Result<CardKind, BadCardKind> {
        CardKind::ALL
            .get(usize::from(i))
            .copied()
            .ok_or(BadCardKind(i))
    }
}

/// A card of the three market decks, by its number 0..72: Blessings 0..24 (B01 = 0),
/// Technologies 24..48, Decrees 48..72. `Card::blessing(7)` is B07; it reads and
/// writes as "B07".
///
/// Saved (states, logs, JSON actions) as the plain number, the form they have always
/// had. A number from outside may name no card (72 and up): such a card writes as
/// "card #72", is refused by `apply` and by `check_invariants`, and never indexes a table.
/// 255, the saved form of "no card" in a market slot, is not a card number: reading it
/// as one is an error.
///
/// It holds the number's complement, so that 255 is the one value a `Card` cannot hold
/// and `Option<Card>` is one byte, `None` where the number would be 255: a market slot
/// or an offer costs what the plain numbers did.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Card(NonZeroU8);

impl Card {
    /// The card with number `n`; 255 (never a card) becomes 254 (no card either).
    #[inline(always)]
    const fn with_number(n: u8) -> Card {
        match NonZeroU8::new(!n) {
            Some(c) => Card(c),
            None => Card(NonZeroU8::MIN),
        }
    }
    /// Blessing `Bnn`, `n` in 1..=24 (a constant of the rules; out of range fails to build).
    pub const fn blessing(n: u8) -> Card {
        Card::numbered(CardKind::Blessing, n)
    }
    /// Technology `Tnn`, `n` in 1..=24.
    pub const fn technology(n: u8) -> Card {
        Card::numbered(CardKind::Technology, n)
    }
    /// Decree `Dnn`, `n` in 1..=24.
    pub const fn decree(n: u8) -> Card {
        Card::numbered(CardKind::Decree, n)
    }
    const fn numbered(kind: CardKind, n: u8) -> Card {
        assert!(n >= 1 && n <= 24, "cards are numbered 1 to 24 in each deck");
        kind.card(n - 1)
    }
    /// The card with number `n` (0..72), `None` for a number that names no card.
    pub const fn from_number(n: u8) -> Option<Card> {
        if n < 72 {
            Some(Card::with_number(n))
        } else {
            None
        }
    }
    /// The card's number (0..72 for a real card): the saved form.
    #[inline(always)]
    pub const fn number(self) -> u8 {
        !self.0.get()
    }
    /// Does the number name one of the 72 cards? (Only a number from outside does not.)
    pub const fn is_card(self) -> bool {
        self.number() < 72
    }
    /// The card's deck. A number past the 72 cards (from outside, refused wherever it
    /// is checked) reads as a Decree rather than failing.
    #[inline(always)]
    pub const fn kind(self) -> CardKind {
        match self.number() / 24 {
            0 => CardKind::Blessing,
            1 => CardKind::Technology,
            _ => CardKind::Decree,
        }
    }
    /// The card's place in its deck, 0..24 (B07 is 6): its bit in a [`CardSet`](crate::cardset::CardSet).
    #[inline(always)]
    pub const fn position(self) -> u8 {
        self.number() % 24
    }
    /// The rulebook id ("B07", "T13", "D22"); `None` past the 72 cards.
    pub fn id(self) -> Option<&'static str> {
        let text = CARD_IDS.get(usize::from(self.number()))?;
        std::str::from_utf8(text).ok()
    }
}

/// The rulebook ids by card number, "B01" to "D24": the deck's letter and the place in
/// the deck counted from 1, in two digits. Written out here, so that the card type needs
/// none of the card tables (`cards.rs`, `decrees.rs`), whose rows carry the same ids
/// (the test `ids_are_the_tables_ids` compares them).
static CARD_IDS: [[u8; 3]; 72] = {
    let mut ids = [[0u8; 3]; 72];
    let mut n = 0;
    while n < 72 {
        let number = (n % 24) as u8 + 1;
        let letter = CardKind::ALL[n / 24].letter() as u8;
        ids[n] = [letter, b'0' + number / 10, b'0' + number % 10];
        n += 1;
    }
    ids
};

/// "B07", or "card #72" for a number that names no card (texts are total, whatever
/// number they are given).
impl std::fmt::Display for Card {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.id() {
            Some(id) => f.write_str(id),
            None => write!(f, "card #{}", self.number()),
        }
    }
}

/// As its number, the form states and logs print it in.
impl std::fmt::Debug for Card {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&self.number(), f)
    }
}

/// Hashed as its number (the form the behaviour fingerprints have always hashed).
impl std::hash::Hash for Card {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.number().hash(state);
    }
}

/// In number order: Blessings, Technologies, Decrees.
impl Ord for Card {
    fn cmp(&self, o: &Card) -> std::cmp::Ordering {
        self.number().cmp(&o.number())
    }
}

impl PartialOrd for Card {
    fn partial_cmp(&self, o: &Card) -> Option<std::cmp::Ordering> {
        Some(self.cmp(o))
    }
}

impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.number())
    }
}

/// Any number but 255 reads (one past the decks is refused later, with the action or
/// the state that holds it); 255 is an error here.
impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let n = u8::deserialize(d)?;
        match NonZeroU8::new(!n) {
            Some(c) => Ok(Card(c)),
            None => Err(serde::de::Error::custom("255 is no card number")),
        }
    }
}

/// A text that names no card ("B25", "X01", "7").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadCard(pub String);

impl std::fmt::Display for BadCard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "no card is called {:?} (B01-B24, T01-T24, D01-D24)",
            self.0
        )
    }
}

impl std::error::Error for BadCard {}

/// Reads "B07", "T13", "D22" (any case, surrounding spaces ignored).
impl std::str::FromStr for Card {
    type Err = BadCard;
    fn from_str(s: &str) -> Result<Card, BadCard> {
        let bad = || BadCard(s.to_string());
        let t = s.trim();
        let (head, num) = t.split_at_checked(1).ok_or_else(bad)?;
        let n: u8 = num.parse().map_err(|_| bad())?;
        let kind = CardKind::ALL
            .into_iter()
            .find(|k| head.eq_ignore_ascii_case(k.letter().encode_utf8(&mut [0; 4])))
            .ok_or_else(bad)?;
        if !(1..=24).contains(&n) {
            return Err(bad());
        }
        Ok(kind.card(n - 1))
    }
}

/// The saved form of a place that holds a card or nothing (a market slot, an offer, the
/// cards under the Decree deck, a seat's returned Decree or D03 target): the card's
/// number, 255 for nothing, as saved states have always had it. Used with
/// `#[serde(with = "crate::card::card_or_none")]` on an `Option<Card>` or an array of them.
pub(crate) mod card_or_none {
    use serde::de::DeserializeOwned;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::Card;

    const NOTHING: u8 = crate::pieces::NONE;

    /// A place (or row of places) saved as numbers.
    pub trait Places: Sized {
        /// The saved form.
        type Saved: Serialize + DeserializeOwned;
        /// To the saved form.
        fn saved(&self) -> Self::Saved;
        /// From the saved form.
        fn from_saved(n: Self::Saved) -> Self;
    }

    impl Places for Option<Card> {
        type Saved = u8;
        fn saved(&self) -> u8 {
            self.map_or(NOTHING, Card::number)
        }
        fn from_saved(n: u8) -> Self {
            (n != NOTHING).then_some(Card::with_number(n))
        }
    }

    impl<const N: usize> Places for [Option<Card>; N]
    where
        [u8; N]: Serialize + DeserializeOwned,
    {
        type Saved = [u8; N];
        fn saved(&self) -> [u8; N] {
            self.map(|c| c.saved())
        }
        fn from_saved(n: [u8; N]) -> Self {
            n.map(Option::from_saved)
        }
    }

    pub fn serialize<P: Places, S: Serializer>(p: &P, s: S) -> Result<S::Ok, S::Error> {
        p.saved().serialize(s)
    }

    pub fn deserialize<'de, P: Places, D: Deserializer<'de>>(d: D) -> Result<P, D::Error> {
        P::Saved::deserialize(d).map(P::from_saved)
    }
}

#[cfg(test)]
mod tests {
    use super::{Card, CardKind};
    use crate::cards::{BLESSINGS, DECREES, TECHNOLOGIES};

    #[test]
    fn ids_are_the_tables_ids() {
        for i in 0..24u8 {
            let row = usize::from(i);
            assert_eq!(CardKind::Blessing.card(i).id(), Some(BLESSINGS[row].0));
            assert_eq!(CardKind::Technology.card(i).id(), Some(TECHNOLOGIES[row].0));
            assert_eq!(CardKind::Decree.card(i).id(), Some(DECREES[row].0));
        }
        assert_eq!(Card::decree(22).to_string(), "D22");
        assert_eq!(Card::from_number(72), None);
    }
}
