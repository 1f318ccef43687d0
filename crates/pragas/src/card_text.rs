//! The effects of the territory and loss cards in the rulebook's words, for `help`, the
//! browser's hover texts and the rendered board (one sentence per variant of each effect
//! kind of `cards.rs`).

use crate::cards::{Commerce, Immediate, Loss, LossCard, Scoring, Special};

impl Loss {
    /// The loss in words ("Field development −1").
    pub fn text(self) -> String {
        match self {
            Loss::Boat(n) => format!("boat back {n} space{}", plural(n)),
            Loss::CityTrack => "City development −1".to_string(),
            Loss::FieldTrack => "Field development −1".to_string(),
            Loss::Province => "province card back 3 spaces".to_string(),
            Loss::Remove(t) => format!(
                "one {} tile from your City or Field to the discard area",
                t.name()
            ),
            Loss::Both(a, b) => format!(
                "one {} and one {} tile from your City or Field to the discard area",
                a.name(),
                b.name()
            ),
        }
    }
}

impl LossCard {
    /// The card in words: each loss it inflicts, with its alternatives.
    pub fn text(&self) -> String {
        let slots = usize::from(self.slots).min(self.alternatives.len());
        let losses: Vec<String> = self.alternatives[..slots]
            .iter()
            .map(|alts| {
                let words: Vec<String> = alts.iter().flatten().map(|l| l.text()).collect();
                words.join(", or ")
            })
            .collect();
        let count = match slots {
            1 => "one loss".to_string(),
            n => format!("{n} losses"),
        };
        if slots == 1 {
            format!("loss card of group {}, {count}: {}", self.group, losses[0])
        } else {
            let listed: Vec<String> = losses
                .iter()
                .enumerate()
                .map(|(i, l)| format!("({}) {l}", i + 1))
                .collect();
            format!(
                "loss card of group {}, {count}: {}",
                self.group,
                listed.join("; ")
            )
        }
    }
}

impl Immediate {
    /// The bonus in words.
    pub fn text(self) -> String {
        match self {
            Immediate::City => "City development +1".to_string(),
            Immediate::Field => "Field development +1".to_string(),
            Immediate::Both => "City and Field development +1 each".to_string(),
            Immediate::Province(n) => format!("province card +{n}"),
            Immediate::Boat(n) => format!("boat +{n}"),
        }
    }
}

impl Special {
    /// The Special Action in words, with its condition.
    pub fn text(self) -> &'static str {
        match self {
            Special::EgyptianBoat => "SA1: with 2 Egyptians on your board, boat +1",
            Special::FavourSix => "SA2: a die 4 or 5 may take Favour card 6",
            Special::DiamondProvince => {
                "SA3: with the boat on the diamond space or beyond, province card +2"
            }
            Special::SwapTiles => "SA4: with 1 Ankh, swap two tiles of the central board",
            Special::HebrewIncome => "SA5: with 4 hebrews, +2 income for this round's tribute",
            Special::FreeRecovery => {
                "SA6: with 2 Ankh, recover a tile from the discard area without a die"
            }
            Special::SoldierBoost => {
                "SA7: with the province card on 10 or more, +2 soldiers in Phase 2"
            }
            Special::AnyTile => "SA8: with 3 Ankh, take any tile of the central board",
        }
    }
}

impl Scoring {
    /// The end-of-game scoring in words.
    pub fn text(self) -> &'static str {
        match self {
            Scoring::Flat => "4 VP",
            Scoring::Rows => "3 VP per row of three different tiles on your board (at most 2 rows)",
            Scoring::Egyptians => "2 VP per Egyptian on your board (at most 3)",
            Scoring::Spread => "5 VP with 3 or more tiles in your City and 3 or more in your Field",
            Scoring::HebrewPairs => "1 VP per pair of hebrews (at most 12 tokens count)",
            Scoring::CleanDiscard => "5 VP with an empty discard area",
            Scoring::Spots => "5 VP with the Coin, Soldiers and Hebrew bonus spots active",
            Scoring::Ankhs => "1 VP per Ankh symbol",
        }
    }
}

impl Commerce {
    /// The Commerce card's use in words.
    pub fn text(self) -> &'static str {
        match self {
            Commerce::Coin => "permanent: +1 coin for the tribute",
            Commerce::Soldier => "permanent: +1 soldier",
            Commerce::Development => "single use: +2 on one development track, or +1 on each",
            Commerce::Tile => "single use: take any tile of the central board",
            Commerce::Tribute => "single use: skip this round's tribute",
            Commerce::Penalty => "single use: remove a penalty card",
        }
    }
}

fn plural(n: u8) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
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
