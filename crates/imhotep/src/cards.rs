//! The 34 market cards: one row per card with its rulebook name, colour and count.

use nile_core::lang::Sentence;
use nile_core::{message, Lang};
use serde::{Deserialize, Serialize};

use crate::site::Site;
use crate::standins::{CHISEL_CARDS, SAIL_CARDS};
use crate::texts::{tr, TEXTS};

/// A market card kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Card {
    /// Entrada (red): place a stone from the quarry on the Pyramid at once.
    Entrance,
    /// Sarcófago (red): place a stone from the quarry in the Burial Chamber at once.
    Sarcophagus,
    /// Caminho Pavimentado (red): place a stone from the quarry on the Obelisks at once.
    PavedPath,
    /// Decoração da Pirâmide (green): 1 point per 3 stones on the Pyramid at game end.
    PyramidDecoration,
    /// Decoração do Templo (green): 1 point per 3 stones in the Temple at game end.
    TempleDecoration,
    /// Decoração da Câmara Mortuária (green): 1 point per 3 stones in the Burial Chamber.
    BurialChamberDecoration,
    /// Decoração do Obelisco (green): 1 point per 3 stones on the Obelisks.
    ObeliskDecoration,
    /// Estátua (purple): statues score 1/3/6/10/15, +2 each after the fifth.
    Statue,
    /// Alavanca (blue): sail a ship and choose the unloading order.
    Lever,
    /// Marreta (blue): take 3 stones, then place 1 stone on a ship.
    Hammer,
    /// Navegar (blue): place 1 stone on a ship, then sail that ship.
    Sail,
    /// Cinzel (blue): place 2 stones on ships.
    Chisel,
}

/// The colour family of a card, which says when it acts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardColour {
    /// Played at once when taken, then discarded.
    Red,
    /// Decoration, scored at game end.
    Green,
    /// Statue, scored at game end.
    Purple,
    /// Kept and played later as a turn action; 1 point if unused.
    Blue,
}

/// One row of the card table.
#[derive(Debug, Clone, Copy)]
pub struct CardRow {
    /// The card.
    pub card: Card,
    /// English name, as used in action texts.
    pub name: &'static str,
    /// The Portuguese rulebook name.
    pub rulebook: &'static str,
    /// Colour family.
    pub colour: CardColour,
    /// Copies in the deck.
    pub count: u8,
    /// What this card does beyond its colour's rule, in the rulebook's words.
    pub text: &'static str,
}

/// Number of card kinds.
pub const CARD_KINDS: usize = 12;

/// The deck, one row per kind, in the canonical order of [`Card`].
pub const CARDS: [CardRow; CARD_KINDS] = [
    CardRow {
        card: Card::Entrance,
        name: "Entrance",
        rulebook: "Entrada",
        colour: CardColour::Red,
        count: 2,
        text: "place 1 of your stones from the quarry on the Pyramid",
    },
    CardRow {
        card: Card::Sarcophagus,
        name: "Sarcophagus",
        rulebook: "Sarcófago",
        colour: CardColour::Red,
        count: 2,
        text: "place 1 of your stones from the quarry in the Burial Chamber",
    },
    CardRow {
        card: Card::PavedPath,
        name: "Paved Path",
        rulebook: "Caminho Pavimentado",
        colour: CardColour::Red,
        count: 2,
        text: "place 1 of your stones from the quarry on the Obelisks",
    },
    CardRow {
        card: Card::PyramidDecoration,
        name: "Pyramid Decoration",
        rulebook: "Decoração da Pirâmide",
        colour: CardColour::Green,
        count: 2,
        text: "1 point for every 3 stones on the Pyramid",
    },
    CardRow {
        card: Card::TempleDecoration,
        name: "Temple Decoration",
        rulebook: "Decoração do Templo",
        colour: CardColour::Green,
        count: 2,
        text: "1 point for every 3 stones in the Temple",
    },
    CardRow {
        card: Card::BurialChamberDecoration,
        name: "Burial Chamber Decoration",
        rulebook: "Decoração da Câmara Mortuária",
        colour: CardColour::Green,
        count: 2,
        text: "1 point for every 3 stones in the Burial Chamber",
    },
    CardRow {
        card: Card::ObeliskDecoration,
        name: "Obelisk Decoration",
        rulebook: "Decoração do Obelisco",
        colour: CardColour::Green,
        count: 2,
        text: "1 point for every 3 stones on the Obelisks",
    },
    CardRow {
        card: Card::Statue,
        name: "Statue",
        rulebook: "Estátua",
        colour: CardColour::Purple,
        count: 10,
        text: "count your statues: 1, 2, 3, 4 and 5 statues score 1, 3, 6, 10 and 15 points, each further statue 2 more",
    },
    CardRow {
        card: Card::Lever,
        name: "Lever",
        rulebook: "Alavanca",
        colour: CardColour::Blue,
        count: 2,
        text: "sail 1 ship to a site (both conditions for sailing must be met); you decide the order in which its stones are unloaded",
    },
    CardRow {
        card: Card::Hammer,
        name: "Hammer",
        rulebook: "Marreta",
        colour: CardColour::Blue,
        count: 2,
        text: "take 3 stones from the quarry onto your sled, then place 1 stone from your sled on 1 ship",
    },
    // docs/imhotep.md GAP-4: Sail and Chisel have 3 copies (see crate::standins).
    CardRow {
        card: Card::Sail,
        name: "Sail",
        rulebook: "Navegar",
        colour: CardColour::Blue,
        count: SAIL_CARDS,
        text: "place 1 stone on a ship and sail that ship to a site (both conditions for sailing must be met)",
    },
    CardRow {
        card: Card::Chisel,
        name: "Chisel",
        rulebook: "Cinzel",
        colour: CardColour::Blue,
        count: CHISEL_CARDS,
        text: "place 2 stones on 1 ship, or 1 stone on each of 2 different ships",
    },
];

/// The messages of the card names, in the order of [`Card::ALL`].
const NAME_IDS: [&str; CARD_KINDS] = [
    message!("card-entrance"),
    message!("card-sarcophagus"),
    message!("card-paved-path"),
    message!("card-pyramid-decoration"),
    message!("card-temple-decoration"),
    message!("card-burial-chamber-decoration"),
    message!("card-obelisk-decoration"),
    message!("card-statue"),
    message!("card-lever"),
    message!("card-hammer"),
    message!("card-sail"),
    message!("card-chisel"),
];

/// The messages of what each card does beyond its colour's rule (the rulebook's words),
/// in the order of [`Card::ALL`].
const TEXT_IDS: [&str; CARD_KINDS] = [
    message!("card-entrance-text"),
    message!("card-sarcophagus-text"),
    message!("card-paved-path-text"),
    message!("card-pyramid-decoration-text"),
    message!("card-temple-decoration-text"),
    message!("card-burial-chamber-decoration-text"),
    message!("card-obelisk-decoration-text"),
    message!("card-statue-text"),
    message!("card-lever-text"),
    message!("card-hammer-text"),
    message!("card-sail-text"),
    message!("card-chisel-text"),
];

/// Cards in the deck (the text: 34).
pub const DECK_SIZE: u8 = {
    let mut total = 0;
    let mut i = 0;
    while i < CARD_KINDS {
        total += CARDS[i].count;
        i += 1;
    }
    total
};

const _: () = assert!(DECK_SIZE == 34);

/// Count of cards per kind, indexed by [`Card::index`].
pub type CardCounts = [u8; CARD_KINDS];

/// The full deck as counts.
pub const FULL_DECK: CardCounts = {
    let mut counts = [0; CARD_KINDS];
    let mut i = 0;
    while i < CARD_KINDS {
        counts[i] = CARDS[i].count;
        i += 1;
    }
    counts
};

/// The four decorations in the order of a player's decoration counts (the order of
/// [`Site::MONUMENTS`]).
pub const DECORATIONS: [Card; 4] = [
    Card::PyramidDecoration,
    Card::TempleDecoration,
    Card::BurialChamberDecoration,
    Card::ObeliskDecoration,
];

/// The four blue cards in the order of a player's held-card array.
pub const BLUE_CARDS: [Card; 4] = [Card::Lever, Card::Hammer, Card::Sail, Card::Chisel];

impl Card {
    /// All kinds in canonical order.
    pub const ALL: [Card; CARD_KINDS] = [
        Card::Entrance,
        Card::Sarcophagus,
        Card::PavedPath,
        Card::PyramidDecoration,
        Card::TempleDecoration,
        Card::BurialChamberDecoration,
        Card::ObeliskDecoration,
        Card::Statue,
        Card::Lever,
        Card::Hammer,
        Card::Sail,
        Card::Chisel,
    ];

    /// Position in [`Card::ALL`] and [`CARDS`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The card at `i` in [`Card::ALL`].
    pub fn from_index(i: usize) -> Option<Card> {
        Card::ALL.get(i).copied()
    }

    /// The English name.
    pub const fn name(self) -> &'static str {
        CARDS[self as usize].name
    }

    /// The colour family.
    pub const fn colour(self) -> CardColour {
        CARDS[self as usize].colour
    }

    /// Whether the card is a blue (action) card.
    pub const fn is_blue(self) -> bool {
        matches!(self.colour(), CardColour::Blue)
    }

    /// Position of a blue card in [`BLUE_CARDS`].
    pub const fn blue_index(self) -> Option<usize> {
        match self {
            Card::Lever => Some(0),
            Card::Hammer => Some(1),
            Card::Sail => Some(2),
            Card::Chisel => Some(3),
            _ => None,
        }
    }

    /// The site a red card places its stone on (docs/imhotep.md GAP-5: Entrance → Pyramid,
    /// Sarcophagus → Burial Chamber, Paved Path → Obelisks).
    pub const fn red_target(self) -> Option<Site> {
        match self {
            Card::Entrance => Some(Site::Pyramid),
            Card::Sarcophagus => Some(Site::BurialChamber),
            Card::PavedPath => Some(Site::Obelisks),
            _ => None,
        }
    }

    /// The site a decoration counts stones on.
    pub const fn decoration_site(self) -> Option<Site> {
        match self {
            Card::PyramidDecoration => Some(Site::Pyramid),
            Card::TempleDecoration => Some(Site::Temple),
            Card::BurialChamberDecoration => Some(Site::BurialChamber),
            Card::ObeliskDecoration => Some(Site::Obelisks),
            _ => None,
        }
    }

    /// The card's name in `lang` ("Statue", "Estátua").
    pub fn name_in(self, lang: Lang) -> String {
        TEXTS.text(lang, NAME_IDS[self.index()], &[])
    }

    /// The card's name as a sentence read in any language: how refusals name a card.
    pub(crate) fn name_sentence(self) -> Sentence {
        Sentence::new(&TEXTS, NAME_IDS[self.index()])
    }

    /// The card's rulebook text: name, Portuguese name, colour, copies, and what it does.
    pub fn explain(self) -> String {
        self.explain_in(Lang::En)
    }

    /// [`Card::explain`] in `lang`.
    pub fn explain_in(self, lang: Lang) -> String {
        let row = &CARDS[self.index()];
        let text = TEXTS.text(lang, TEXT_IDS[self.index()], &[]);
        let (rule, colour) = match row.colour {
            CardColour::Red => (tr!(lang, "explain-red", text = text), tr!(lang, "card-red")),
            CardColour::Green => (
                tr!(lang, "explain-green", text = text),
                tr!(lang, "card-green"),
            ),
            CardColour::Purple => (
                tr!(lang, "explain-purple", text = text),
                tr!(lang, "card-purple"),
            ),
            CardColour::Blue => (
                tr!(lang, "explain-blue", text = text),
                tr!(lang, "card-blue"),
            ),
        };
        // The rulebook's own name is a name in every language.
        let rulebook = nile_core::lang::Arg::Name(row.rulebook.into());
        tr!(
            lang,
            "explain-card",
            name = self.name_in(lang),
            rulebook = rulebook,
            colour = colour,
            count = row.count,
            rule = rule
        )
    }

    /// Reads a card: its English or Portuguese name (case-insensitive) or its number
    /// 1..=12 in [`Card::ALL`].
    pub fn lookup(text: &str) -> Option<Card> {
        let t = text.trim();
        let number = t.strip_prefix('#').unwrap_or(t);
        if let Ok(n) = number.parse::<usize>() {
            return n.checked_sub(1).and_then(Card::from_index);
        }
        Card::parse(t).or_else(|| {
            let lower = t.to_lowercase();
            Card::ALL
                .into_iter()
                .find(|c| CARDS[c.index()].rulebook.to_lowercase() == lower)
        })
    }

    /// Reads a card name, case-insensitive.
    pub fn parse(text: &str) -> Option<Card> {
        let t = text.trim();
        Card::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(t))
    }
}

impl std::fmt::Display for Card {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The twelve counts as two little-endian words: kinds 0..8 in the first, 8..12 in the
/// low half of the second.
#[inline]
fn count_words(counts: &CardCounts) -> (u64, u64) {
    let lo = counts
        .first_chunk::<8>()
        .map_or(0, |b| u64::from_le_bytes(*b));
    let hi = counts
        .last_chunk::<4>()
        .map_or(0, |b| u64::from(u32::from_le_bytes(*b)));
    (lo, hi)
}

/// Sum of a count array.
#[inline]
pub(crate) fn total(counts: &CardCounts) -> u32 {
    // Two words, bytes added pairwise into 16-bit lanes (exact for any counts), then the
    // four lanes added by one multiplication: no loop over the twelve kinds.
    let (lo, hi) = count_words(counts);
    const LANES: u64 = 0x00ff_00ff_00ff_00ff;
    let pairs = |v: u64| (v & LANES) + ((v >> 8) & LANES);
    let sum = pairs(lo) + pairs(hi);
    (sum.wrapping_mul(0x0001_0001_0001_0001) >> 48) as u32
}

/// The kind at position `k` when the cards of `counts` are listed kind by kind (the first
/// kind whose running total exceeds `k`), or `None` when `k` is not below the total.
/// `counts` must hold fewer than 128 cards (a full deck has 34).
#[inline]
pub(crate) fn kind_at(counts: &CardCounts, k: u32) -> Option<Card> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let (lo, hi) = count_words(counts);
    // Byte i of the products: the running total up to kind i (no carries below 128).
    let run_lo = lo.wrapping_mul(ONES);
    let run_hi = hi
        .wrapping_mul(ONES)
        .wrapping_add((run_lo >> 56).wrapping_mul(ONES));
    // A byte's high bit survives when its running total is at most `k`; those bytes
    // form a prefix, and its length is the kind sought.
    let k = u64::from(k.min(127));
    let at_most_k = |run: u64| ((k * ONES) | HIGH).wrapping_sub(run) & HIGH;
    let first_above = |run: u64| ((!at_most_k(run) & HIGH).trailing_zeros() / 8) as usize;
    let i = match first_above(run_lo) {
        8 => 8 + first_above(run_hi),
        i => i,
    };
    Card::from_index(i)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plain scan `kind_at` replaces.
    fn scan(counts: &CardCounts, mut k: u32) -> Option<Card> {
        for card in Card::ALL {
            let n = u32::from(counts[card.index()]);
            if k < n {
                return Some(card);
            }
            k -= n;
        }
        None
    }

    #[test]
    fn kind_at_matches_the_scan_of_the_counts() {
        // Every sub-multiset shape the deck can leave: walk a few thousand of them.
        let mut seed = 12345u64;
        for _ in 0..5000 {
            let mut counts = [0u8; CARD_KINDS];
            for (c, full) in counts.iter_mut().zip(FULL_DECK) {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                *c = ((seed >> 33) % (u64::from(full) + 1)) as u8;
            }
            let all = total(&counts);
            for k in 0..=all + 1 {
                assert_eq!(kind_at(&counts, k), scan(&counts, k), "{counts:?} k {k}");
            }
        }
        assert_eq!(kind_at(&FULL_DECK, 33), Some(Card::Chisel));
        assert_eq!(kind_at(&[0; CARD_KINDS], 0), None);
    }

    #[test]
    fn total_adds_every_kind_even_at_extreme_counts() {
        assert_eq!(total(&FULL_DECK), u32::from(DECK_SIZE));
        assert_eq!(total(&[255; CARD_KINDS]), 255 * CARD_KINDS as u32);
        for k in 0..CARD_KINDS {
            let mut counts = [0; CARD_KINDS];
            counts[k] = 200;
            counts[(k + 5) % CARD_KINDS] += 7;
            assert_eq!(total(&counts), 207, "kind {k}");
        }
    }
}
