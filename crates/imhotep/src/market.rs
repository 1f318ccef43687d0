//! The market: the draw pile as a multiset, the public discard pile, the display of
//! face-up cards and side B's face-down pair.
//!
//! Nobody knows the order of the draw pile, so the state keeps only how many cards of each
//! kind are unseen; every draw is a chance node weighted by those counts (deferred
//! sampling). The face-down pair of Market side B is dealt as a *number* of unseen cards:
//! the cards stay in the unseen multiset until someone looks at them. Because every unseen
//! card is exchangeable with every other, drawing the top card later from the same multiset
//! has the same distribution as the physical deal. The one exception is a reshuffle while
//! the pair lies face down: the pair then came from the old pile, so its cards (all that is
//! left of the old pile) move to `pair_known`, a multiset anyone can count.

use serde::{Deserialize, Serialize};

use crate::cards::{total, Card, CardCounts, CARD_KINDS, FULL_DECK};

/// Display slots: side A shows 4 face-up cards, side B 3 face-up cards plus the pair.
pub const DISPLAY_SLOTS: usize = 4;
/// Face-down cards in the side-B pair.
pub const PAIR_SIZE: u8 = 2;
/// Marks a revealed pair card that the viewer may not see (in observations).
pub const HIDDEN: u8 = u8::MAX;

/// The market cards that are not in players' hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Market {
    /// Unseen cards: the draw pile plus the face-down pair cards dealt from it.
    pub unseen: CardCounts,
    /// Face-down pair cards whose pile was reshuffled away (known as a multiset).
    pub pair_known: CardCounts,
    /// The discard pile (public, docs/imhotep.md GAP-32).
    pub discard: CardCounts,
    /// Face-up display, `card index + 1`, 0 = empty.
    pub display: [u8; DISPLAY_SLOTS],
    /// Face-down pair cards still lying in the market (0..=2).
    pub blind: u8,
    /// The pair being looked at by its taker, `card index + 1` (0 = none,
    /// [`HIDDEN`] = not visible to this viewer).
    pub revealed: [u8; 2],
    /// How many of the `revealed` cards (the last ones) came from the unseen multiset.
    pub revealed_drawn: u8,
    /// Cards being played: a blue card until its action is over, a red card until its
    /// stone is placed; then they go to the discard pile ("Depois de usada, a carta é
    /// mandada para a pilha de descarte"; docs/imhotep.md, "Discard timing").
    #[serde(default)]
    pub in_play: CardCounts,
}

impl Market {
    /// A shuffled full deck, nothing dealt.
    pub fn new() -> Self {
        Market {
            unseen: FULL_DECK,
            pair_known: [0; CARD_KINDS],
            discard: [0; CARD_KINDS],
            display: [0; DISPLAY_SLOTS],
            blind: 0,
            revealed: [0; 2],
            revealed_drawn: 0,
            in_play: [0; CARD_KINDS],
        }
    }

    /// Unrevealed face-down pair cards that are still part of the unseen multiset.
    fn blind_in_unseen(&self) -> u32 {
        u32::from(self.blind).saturating_sub(total(&self.pair_known))
    }

    /// Cards in the draw pile.
    #[inline]
    pub fn deck_len(&self) -> u32 {
        let unseen = total(&self.unseen);
        if self.blind == 0 {
            return unseen;
        }
        unseen.saturating_sub(self.blind_in_unseen())
    }

    /// Whether a card could be drawn now (possibly after a reshuffle).
    pub fn card_available(&self) -> bool {
        self.deck_len() > 0 || total(&self.discard) > 0
    }

    /// Makes sure the draw pile has a card, shuffling the discard pile into a new pile when
    /// it is empty (text: "Se a pilha estiver vazia, embaralhe a pilha de descarte").
    /// Returns false when both piles are empty (docs/imhotep.md GAP-31: nothing is drawn).
    #[inline]
    pub fn ensure_deck(&mut self) -> bool {
        self.deck_len() > 0 || self.reshuffle()
    }

    /// The draw pile is empty: the discard pile becomes the new one (false if it is
    /// empty too).
    #[cold]
    fn reshuffle(&mut self) -> bool {
        if total(&self.discard) == 0 {
            return false;
        }
        // Every unseen card left is a face-down pair card of the old pile.
        for k in 0..CARD_KINDS {
            self.pair_known[k] += self.unseen[k];
        }
        self.unseen = self.discard;
        self.discard = [0; CARD_KINDS];
        true
    }

    /// Removes one unseen card of kind `card` (a chance outcome); false if none is left.
    #[inline]
    pub fn take_unseen(&mut self, card: Card) -> bool {
        let n = &mut self.unseen[card.index()];
        if *n == 0 {
            return false;
        }
        *n -= 1;
        true
    }

    /// Whether the face-up display holds a card of this kind.
    pub fn display_has(&self, card: Card) -> bool {
        self.display.contains(&(card.index() as u8 + 1))
    }

    /// Removes the first face-up card of this kind.
    pub fn take_from_display(&mut self, card: Card) -> bool {
        let code = card.index() as u8 + 1;
        match self.display.iter_mut().find(|c| **c == code) {
            Some(slot) => {
                *slot = 0;
                true
            }
            None => false,
        }
    }

    /// Whether the display holds any face-up card.
    pub fn display_any(&self) -> bool {
        self.display.iter().any(|&c| c != 0)
    }

    /// Moves the face-up display to the discard pile.
    pub fn discard_display(&mut self) {
        for slot in &mut self.display {
            if let Some(card) = slot.checked_sub(1).and_then(|i| Card::from_index(i.into())) {
                self.discard[card.index()] += 1;
            }
            *slot = 0;
        }
    }

    /// Puts a card on the discard pile.
    pub fn discard(&mut self, card: Card) {
        self.discard[card.index()] += 1;
    }

    /// A card starts being played: it leaves its holder but is not discarded yet.
    pub fn start_playing(&mut self, card: Card) {
        self.in_play[card.index()] += 1;
    }

    /// The cards being played whose effect is over (`done` says which kinds) go to the
    /// discard pile.
    pub fn finish_playing(&mut self, done: impl Fn(Card) -> bool) {
        for card in Card::ALL {
            if done(card) {
                let n = std::mem::take(&mut self.in_play[card.index()]);
                self.discard[card.index()] += n;
            }
        }
    }

    /// Whether a card is being played.
    #[inline]
    pub fn playing(&self) -> bool {
        self.in_play != [0; CARD_KINDS]
    }

    /// Takes one known face-down pair card (after a reshuffle), if any.
    pub fn take_pair_known(&mut self) -> Option<Card> {
        let k = self.pair_known.iter().position(|&n| n > 0)?;
        self.pair_known[k] -= 1;
        self.blind -= 1;
        Card::from_index(k)
    }

    /// Revealed pair cards (in the order they were turned).
    pub fn revealed_cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.revealed
            .iter()
            .filter_map(|&c| c.checked_sub(1).and_then(|i| Card::from_index(i.into())))
    }

    /// Number of revealed pair cards (hidden ones included).
    pub fn revealed_len(&self) -> usize {
        self.revealed.iter().filter(|&&c| c != 0).count()
    }

    /// Appends a revealed pair card.
    pub fn push_revealed(&mut self, card: Card, drawn: bool) {
        if let Some(slot) = self.revealed.iter_mut().find(|c| **c == 0) {
            *slot = card.index() as u8 + 1;
            self.revealed_drawn += u8::from(drawn);
        }
    }

    /// Forgets the revealed pair.
    pub fn clear_revealed(&mut self) {
        self.revealed = [0; 2];
        self.revealed_drawn = 0;
    }

    /// All cards the market accounts for: unseen, pair known, discard, in play, display,
    /// revealed.
    pub fn card_count(&self) -> u32 {
        total(&self.unseen)
            + total(&self.pair_known)
            + total(&self.discard)
            + total(&self.in_play)
            + self.display.iter().filter(|&&c| c != 0).count() as u32
            + self.revealed.iter().filter(|&&c| c != 0).count() as u32
    }

    /// Checks indices and counts; `Err` names the first problem.
    pub fn check(&self) -> Result<(), String> {
        if self
            .display
            .iter()
            .chain(self.revealed.iter())
            .any(|&c| c as usize > CARD_KINDS && c != HIDDEN)
        {
            return Err("a market slot holds an unknown card".into());
        }
        if self.blind > PAIR_SIZE {
            return Err(format!("{} face-down cards in the market", self.blind));
        }
        if total(&self.pair_known) > u32::from(self.blind) {
            return Err("more known pair cards than face-down cards".into());
        }
        if self.blind_in_unseen() > total(&self.unseen) {
            return Err("face-down cards missing from the unseen cards".into());
        }
        if u32::from(self.revealed_drawn) > self.revealed_len() as u32 {
            return Err("more drawn pair cards than revealed ones".into());
        }
        Ok(())
    }
}

impl Default for Market {
    fn default() -> Self {
        Market::new()
    }
}
