//! Actions: chance outcomes, turn actions and the small decisions that follow them.
//!
//! Ships and their spaces are numbered from 1 in texts (`ship 1`, `slot 1` = the bow,
//! which unloads first) and from 0 inside the enum.

use std::fmt;
use std::str::FromStr;

use nile_core::lang::Sentence;
use nile_core::{sentence, GameError, Lang};
use serde::{Deserialize, Serialize};

use crate::cards::Card;
use crate::site::Site;
use crate::texts::{tr, TEXTS};

/// The three side-B pyramids, left to right (docs/imhotep.md GAP-17 gives their bonuses).
pub const PYRAMID_NAMES: [&str; 3] = ["left", "middle", "right"];

/// A side-B pyramid's name in `lang` ("left", "esquerda"), `None` past the third.
pub(crate) fn pyramid_in(p: u8, lang: Lang) -> Option<String> {
    Some(match p {
        0 => tr!(lang, "pyramid-left"),
        1 => tr!(lang, "pyramid-middle"),
        2 => tr!(lang, "pyramid-right"),
        _ => return None,
    })
}

/// One Imhotep action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ImhotepAction {
    /// Chance: the round card revealed this round (`0..7` of the player count's cards).
    /// Text: `round card 3`.
    RoundCard(u8),
    /// Chance: the top card of the market draw pile turns out to be this card.
    /// Text: `draw Statue`.
    Draw(Card),
    /// Turn: take up to 3 stones from the quarry onto the sled. Text: `take stones`.
    TakeStones,
    /// Place 1 stone from the sled on an empty space of a ship that has not sailed (a
    /// turn action, or the placing step of Hammer, Sail, Chisel or the ship pyramid).
    /// Text: `place on ship 2 slot 1`.
    Place {
        /// Ship index `0..4`.
        ship: u8,
        /// Space index, 0 = the bow.
        slot: u8,
    },
    /// Sail a ship to a site (a turn action, or the sailing step of Lever and Sail).
    /// Text: `sail ship 2 to Temple`.
    Sail {
        /// Ship index `0..4`.
        ship: u8,
        /// Destination.
        site: Site,
    },
    /// Turn: play a blue card. Text: `play Lever`.
    Play(Card),
    /// Turn: nothing else is possible (docs/imhotep.md GAP-8). Text: `pass`.
    Pass,
    /// Market: take a face-up card of this kind. Text: `take Statue`.
    TakeCard(Card),
    /// Market side B: take the two face-down cards (then keep one). Text:
    /// `take the face-down cards`.
    TakeFaceDown,
    /// Market: take no card (docs/imhotep.md GAP-10). Text: `take no card`.
    NoCard,
    /// Market side B: keep this one of the two face-down cards, discard the other.
    /// Text: `keep Statue`.
    Keep(Card),
    /// Pyramid side B: put the stone on pyramid `0..3` (left, middle, right).
    /// Text: `build the middle pyramid`.
    ChoosePyramid(u8),
    /// Card pyramid bonus: take the top card of the draw pile. Text: `draw the top card`.
    DrawTopCard,
    /// Decline an optional pyramid bonus. Text: `skip the bonus`.
    SkipBonus,
    /// Temple side B: take 1 point. Text: `score 1 point`.
    OnePoint,
    /// Temple side B: take 2 stones onto the sled instead. Text: `take 2 stones`.
    TwoStones,
    /// Lever: unload the stone on this space next (0 = bow). Text: `unload slot 2`.
    Unload {
        /// Space index.
        slot: u8,
    },
}

impl fmt::Display for ImhotepAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ImhotepAction::*;
        match *self {
            RoundCard(i) => write!(f, "round card {}", u32::from(i) + 1),
            Draw(c) => write!(f, "draw {c}"),
            TakeStones => f.write_str("take stones"),
            Place { ship, slot } => write!(
                f,
                "place on ship {} slot {}",
                u32::from(ship) + 1,
                u32::from(slot) + 1
            ),
            Sail { ship, site } => write!(f, "sail ship {} to {site}", u32::from(ship) + 1),
            Play(c) => write!(f, "play {c}"),
            Pass => f.write_str("pass"),
            TakeCard(c) => write!(f, "take {c}"),
            TakeFaceDown => f.write_str("take the face-down cards"),
            NoCard => f.write_str("take no card"),
            Keep(c) => write!(f, "keep {c}"),
            ChoosePyramid(p) => match PYRAMID_NAMES.get(usize::from(p)) {
                Some(name) => write!(f, "build the {name} pyramid"),
                None => write!(f, "build pyramid {p}"),
            },
            DrawTopCard => f.write_str("draw the top card"),
            SkipBonus => f.write_str("skip the bonus"),
            OnePoint => f.write_str("score 1 point"),
            TwoStones => f.write_str("take 2 stones"),
            Unload { slot } => write!(f, "unload slot {}", u32::from(slot) + 1),
        }
    }
}

impl ImhotepAction {
    /// The action's text in `lang`: in English exactly its `Display` (which `FromStr`
    /// reads back), in Portuguese the rulebook's verbs and names.
    pub fn text_in(self, lang: Lang) -> String {
        use ImhotepAction::*;
        match self {
            RoundCard(i) => tr!(lang, "action-round-card", n = u32::from(i) + 1),
            Draw(c) => tr!(lang, "action-draw", card = c.name_in(lang)),
            TakeStones => tr!(lang, "action-take-stones"),
            Place { ship, slot } => tr!(
                lang,
                "action-place",
                ship = u32::from(ship) + 1,
                slot = u32::from(slot) + 1
            ),
            Sail { ship, site } => tr!(
                lang,
                "action-sail",
                ship = u32::from(ship) + 1,
                site = site.dest_in(lang)
            ),
            Play(c) => tr!(lang, "action-play", card = c.name_in(lang)),
            Pass => tr!(lang, "action-pass"),
            TakeCard(c) => tr!(lang, "action-take-card", card = c.name_in(lang)),
            TakeFaceDown => tr!(lang, "action-take-face-down"),
            NoCard => tr!(lang, "action-no-card"),
            Keep(c) => tr!(lang, "action-keep", card = c.name_in(lang)),
            ChoosePyramid(p) => match pyramid_in(p, lang) {
                Some(name) => tr!(lang, "action-build", pyramid = name),
                None => tr!(lang, "action-build-number", n = p),
            },
            DrawTopCard => tr!(lang, "action-draw-top-card"),
            SkipBonus => tr!(lang, "action-skip-bonus"),
            OnePoint => tr!(lang, "action-one-point"),
            TwoStones => tr!(lang, "action-two-stones"),
            Unload { slot } => tr!(lang, "action-unload", slot = u32::from(slot) + 1),
        }
    }
}

/// Reads a 1-based number after `word` ("ship 2" → 1).
fn numbered(words: &[&str], word: &str, at: usize, max: u8) -> Option<u8> {
    if words.get(at)? != &word {
        return None;
    }
    let n: u8 = words.get(at + 1)?.parse().ok()?;
    (1..=max).contains(&n).then(|| n - 1)
}

impl FromStr for ImhotepAction {
    type Err = GameError;

    fn from_str(s: &str) -> Result<Self, GameError> {
        use ImhotepAction::*;
        let lower = s.trim().to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let text = words.join(" ");
        let fail = |why: Sentence| GameError::parse(s, why);
        let card_after = |prefix: &str| text.strip_prefix(prefix).and_then(Card::parse);
        let exact = match text.as_str() {
            "take stones" => Some(TakeStones),
            "pass" => Some(Pass),
            "take the face-down cards" => Some(TakeFaceDown),
            "take no card" => Some(NoCard),
            "draw the top card" => Some(DrawTopCard),
            "skip the bonus" => Some(SkipBonus),
            "score 1 point" => Some(OnePoint),
            "take 2 stones" => Some(TwoStones),
            _ => None,
        };
        if let Some(a) = exact {
            return Ok(a);
        }
        match words.first().copied() {
            Some("round") => match (
                words.get(1),
                words.get(2).and_then(|w| w.parse::<u8>().ok()),
            ) {
                (Some(&"card"), Some(n)) if (1..=7).contains(&n) && words.len() == 3 => {
                    Ok(RoundCard(n - 1))
                }
                _ => Err(fail(sentence!(TEXTS, "parse-round-card"))),
            },
            Some("draw") => card_after("draw ")
                .map(Draw)
                .ok_or_else(|| fail(sentence!(TEXTS, "parse-draw"))),
            Some("take") => card_after("take ")
                .map(TakeCard)
                .ok_or_else(|| fail(sentence!(TEXTS, "parse-take"))),
            Some("keep") => card_after("keep ")
                .map(Keep)
                .ok_or_else(|| fail(sentence!(TEXTS, "parse-keep"))),
            Some("play") => match card_after("play ") {
                Some(c) if c.is_blue() => Ok(Play(c)),
                _ => Err(fail(sentence!(TEXTS, "parse-play"))),
            },
            Some("place") => {
                let ship = numbered(&words, "ship", 2, 4);
                let slot = numbered(&words, "slot", 4, 4);
                match (words.get(1), ship, slot) {
                    (Some(&"on"), Some(ship), Some(slot)) if words.len() == 6 => {
                        Ok(Place { ship, slot })
                    }
                    _ => Err(fail(sentence!(TEXTS, "parse-place"))),
                }
            }
            Some("sail") => {
                let ship = numbered(&words, "ship", 1, 4);
                let site = (words.get(3) == Some(&"to"))
                    .then(|| Site::parse(&words[4.min(words.len())..].join(" ")))
                    .flatten();
                match (ship, site) {
                    (Some(ship), Some(site)) => Ok(Sail { ship, site }),
                    _ => Err(fail(sentence!(TEXTS, "parse-sail"))),
                }
            }
            Some("build") => {
                let name = match (words.get(1), words.get(3), words.len()) {
                    (Some(&"the"), Some(&"pyramid"), 4) => words[2],
                    _ => "",
                };
                PYRAMID_NAMES
                    .iter()
                    .position(|&n| n == name)
                    .map(|p| ChoosePyramid(p as u8))
                    .ok_or_else(|| fail(sentence!(TEXTS, "parse-build")))
            }
            Some("unload") => match numbered(&words, "slot", 1, 4) {
                Some(slot) if words.len() == 3 => Ok(Unload { slot }),
                _ => Err(fail(sentence!(TEXTS, "parse-unload"))),
            },
            _ => Err(fail(sentence!(TEXTS, "parse-unknown"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_round_trip() {
        let mut all = vec![
            ImhotepAction::TakeStones,
            ImhotepAction::Pass,
            ImhotepAction::TakeFaceDown,
            ImhotepAction::NoCard,
            ImhotepAction::DrawTopCard,
            ImhotepAction::SkipBonus,
            ImhotepAction::OnePoint,
            ImhotepAction::TwoStones,
        ];
        for c in Card::ALL {
            all.extend([
                ImhotepAction::Draw(c),
                ImhotepAction::TakeCard(c),
                ImhotepAction::Keep(c),
            ]);
            if c.is_blue() {
                all.push(ImhotepAction::Play(c));
            }
        }
        for i in 0..7 {
            all.push(ImhotepAction::RoundCard(i));
        }
        for ship in 0..4 {
            for slot in 0..4 {
                all.push(ImhotepAction::Place { ship, slot });
            }
            for site in Site::ALL {
                all.push(ImhotepAction::Sail { ship, site });
            }
            all.push(ImhotepAction::Unload { slot: ship });
        }
        for p in 0..3 {
            all.push(ImhotepAction::ChoosePyramid(p));
        }
        for a in all {
            let text = a.to_string();
            assert_eq!(a.text_in(Lang::En), text);
            assert_ne!(a.text_in(Lang::PtBr), text, "{text}");
            assert_eq!(text.parse::<ImhotepAction>(), Ok(a), "{text}");
            assert_eq!(
                text.to_uppercase().parse::<ImhotepAction>(),
                Ok(a),
                "{text}"
            );
        }
    }

    #[test]
    fn bad_texts_are_errors() {
        for t in [
            "",
            "play Statue",
            "place on ship 5 slot 1",
            "sail ship 1 to Nile",
            "round card 8",
            "take stone",
        ] {
            assert!(t.parse::<ImhotepAction>().is_err(), "{t}");
        }
    }
}
