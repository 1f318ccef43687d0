//! The effects of the territory and loss cards in the rulebook's words, for `help`, the
//! browser's hover texts and the rendered board (one sentence per variant of each effect
//! kind of `cards.rs`).

use nile_core::Lang;

use crate::cards::{Commerce, Immediate, Loss, LossCard, Scoring, Special};
use crate::texts::tr;

impl Loss {
    /// The loss in words ("Field development −1").
    pub fn text(self) -> String {
        self.text_in(Lang::En)
    }

    /// [`Loss::text`] in `lang`.
    pub fn text_in(self, lang: Lang) -> String {
        match self {
            Loss::Boat(n) => tr!(lang, "loss-boat", n = n),
            Loss::CityTrack => tr!(lang, "loss-city-track"),
            Loss::FieldTrack => tr!(lang, "loss-field-track"),
            Loss::Province => tr!(lang, "loss-province"),
            Loss::Remove(t) => tr!(lang, "loss-remove", tile = t.name_in(lang)),
            Loss::Both(a, b) => tr!(lang, "loss-both", a = a.name_in(lang), b = b.name_in(lang)),
        }
    }

    /// A loss slot's alternatives in words, joined by "or".
    pub(crate) fn either_in(alternatives: &[Option<Loss>], lang: Lang) -> String {
        let mut words = alternatives.iter().flatten().map(|l| l.text_in(lang));
        let first = words.next().unwrap_or_default();
        words.fold(first, |a, b| tr!(lang, "loss-or", a = a, b = b))
    }
}

impl LossCard {
    /// The card in words: each loss it inflicts, with its alternatives.
    pub fn text(&self) -> String {
        self.text_in(Lang::En)
    }

    /// [`LossCard::text`] in `lang`.
    pub fn text_in(&self, lang: Lang) -> String {
        tr!(
            lang,
            "loss-card",
            group = self.group,
            body = self.body_in(lang)
        )
    }

    /// The card's losses in words without its group: "2 losses: (1) …; (2) …".
    pub(crate) fn body_in(&self, lang: Lang) -> String {
        let slots = usize::from(self.slots).min(self.alternatives.len());
        let losses: Vec<String> = self.alternatives[..slots]
            .iter()
            .map(|alts| Loss::either_in(alts, lang))
            .collect();
        let listed = if slots == 1 {
            losses.first().cloned().unwrap_or_default()
        } else {
            losses
                .iter()
                .enumerate()
                .map(|(i, l)| format!("({}) {l}", i + 1))
                .collect::<Vec<_>>()
                .join("; ")
        };
        tr!(
            lang,
            "loss-body",
            count = tr!(lang, "loss-count", n = slots),
            losses = listed
        )
    }
}

impl Immediate {
    /// The bonus in words.
    pub fn text(self) -> String {
        self.text_in(Lang::En)
    }

    /// [`Immediate::text`] in `lang`.
    pub fn text_in(self, lang: Lang) -> String {
        match self {
            Immediate::City => tr!(lang, "imm-city"),
            Immediate::Field => tr!(lang, "imm-field"),
            Immediate::Both => tr!(lang, "imm-both"),
            Immediate::Province(n) => tr!(lang, "imm-province", n = n),
            Immediate::Boat(n) => tr!(lang, "imm-boat", n = n),
        }
    }
}

impl Special {
    /// The Special Action in words, with its condition.
    pub fn text(self) -> String {
        self.text_in(Lang::En)
    }

    /// [`Special::text`] in `lang`.
    pub fn text_in(self, lang: Lang) -> String {
        match self {
            Special::EgyptianBoat => tr!(lang, "sa-text-egyptian-boat"),
            Special::FavourSix => tr!(lang, "sa-text-favour-six"),
            Special::DiamondProvince => tr!(lang, "sa-text-diamond-province"),
            Special::SwapTiles => tr!(lang, "sa-text-swap-tiles"),
            Special::HebrewIncome => tr!(lang, "sa-text-hebrew-income"),
            Special::FreeRecovery => tr!(lang, "sa-text-free-recovery"),
            Special::SoldierBoost => tr!(lang, "sa-text-soldier-boost"),
            Special::AnyTile => tr!(lang, "sa-text-any-tile"),
        }
    }
}

impl Scoring {
    /// The end-of-game scoring in words.
    pub fn text(self) -> String {
        self.text_in(Lang::En)
    }

    /// [`Scoring::text`] in `lang`.
    pub fn text_in(self, lang: Lang) -> String {
        match self {
            Scoring::Flat => tr!(lang, "scoring-text-flat"),
            Scoring::Rows => tr!(lang, "scoring-text-rows"),
            Scoring::Egyptians => tr!(lang, "scoring-text-egyptians"),
            Scoring::Spread => tr!(lang, "scoring-text-spread"),
            Scoring::HebrewPairs => tr!(lang, "scoring-text-hebrew-pairs"),
            Scoring::CleanDiscard => tr!(lang, "scoring-text-clean-discard"),
            Scoring::Spots => tr!(lang, "scoring-text-spots"),
            Scoring::Ankhs => tr!(lang, "scoring-text-ankhs"),
        }
    }
}

impl Commerce {
    /// The Commerce card's use in words.
    pub fn text(self) -> String {
        self.text_in(Lang::En)
    }

    /// [`Commerce::text`] in `lang`.
    pub fn text_in(self, lang: Lang) -> String {
        match self {
            Commerce::Coin => tr!(lang, "commerce-text-coin"),
            Commerce::Soldier => tr!(lang, "commerce-text-soldier"),
            Commerce::Development => tr!(lang, "commerce-text-development"),
            Commerce::Tile => tr!(lang, "commerce-text-tile"),
            Commerce::Tribute => tr!(lang, "commerce-text-tribute"),
            Commerce::Penalty => tr!(lang, "commerce-text-penalty"),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::cards::{explain, LOSSES, TERRITORIES};

    /// Every territory and loss card reads in words, never as a Rust value
    /// (`Some(FieldTrack)`, `[[…]]`).
    #[test]
    fn every_card_reads_in_words() {
        let ids = TERRITORIES
            .iter()
            .map(|c| c.id)
            .chain(LOSSES.iter().map(|l| l.id));
        for id in ids {
            let text = explain(id).expect("every card is explained");
            assert!(
                !["Some(", "None", "[", "]", "{", "}"]
                    .iter()
                    .any(|d| text.contains(d)),
                "{id}: {text}"
            );
            let camel = text
                .as_bytes()
                .windows(2)
                .any(|w| w[0].is_ascii_lowercase() && w[1].is_ascii_uppercase());
            assert!(!camel, "{id}: {text}");
        }
    }

    /// The rulebook's words for a loss card with two alternatives and for a Scoring card.
    #[test]
    fn loss_and_scoring_texts() {
        assert_eq!(
            explain("K02").unwrap(),
            "K02: loss card of group 1, one loss: Field development −1, or province card back 3 spaces"
        );
        assert_eq!(
            explain("T19").unwrap(),
            "T19: final scoring: 5 VP with 3 or more tiles in your City and 3 or more in your Field"
        );
    }
}
