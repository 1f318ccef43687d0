//! How actions read to each seat (`Game::describe`): the hidden-information boundary of
//! every front end. The only secret in Imhotep is the side-B face-down pair while its
//! taker looks at it: the other seats read "Black turns a face-down card", never which.

use nile_core::Game;
use nile_core::Viewer;

use crate::action::ImhotepAction as A;
use crate::data::{ROUND_CARDS, ROUND_CARDS_PER_COUNT};
use crate::rules::FILLER;
use crate::state::{Imhotep, Phase};

/// Colour names by seat: the words every text and the board call a seat by.
pub const COLOURS: [&str; 4] = ["Black", "White", "Brown", "Gray"];

/// A seat's colour ("Black"), total for any number.
pub(crate) fn colour(seat: impl Into<usize>) -> &'static str {
    COLOURS
        .get(seat.into())
        .copied()
        .unwrap_or("a missing seat")
}

/// "1 stone", "3 stones".
pub(crate) fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// "4, 3, 2 and 2": a list in words.
pub(crate) fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// What a seat does, as the rest of a sentence naming it: "places a stone on ship 2 slot 1".
fn predicate(action: A) -> String {
    match action {
        A::TakeStones => "takes stones from the quarry".into(),
        A::Place { ship, slot } => format!(
            "places a stone on ship {} slot {}",
            u32::from(ship) + 1,
            u32::from(slot) + 1
        ),
        A::Sail { ship, site } => format!("sails ship {} to the {site}", u32::from(ship) + 1),
        A::Play(card) => format!("plays {card}"),
        A::Pass => "passes".into(),
        A::TakeCard(card) => format!("takes {card}"),
        A::TakeFaceDown => "takes the face-down cards".into(),
        A::NoCard => "takes no card".into(),
        A::Keep(card) => format!("keeps {card}"),
        A::ChoosePyramid(p) => match crate::action::PYRAMID_NAMES.get(usize::from(p)) {
            Some(name) => format!("builds the {name} pyramid"),
            None => action.to_string(),
        },
        A::DrawTopCard => "draws the top market card".into(),
        A::SkipBonus => "skips the bonus".into(),
        A::OnePoint => "scores 1 point".into(),
        A::TwoStones => "takes 2 stones".into(),
        A::Unload { slot } => format!("unloads slot {} next", u32::from(slot) + 1),
        A::RoundCard(_) | A::Draw(_) => action.to_string(),
    }
}

impl Imhotep {
    /// This state as `viewer` may see it: whole, as a seat's observation, or as a
    /// spectator's.
    pub(crate) fn seen_by(&self, viewer: Viewer) -> Imhotep {
        match viewer {
            Viewer::All => self.clone(),
            Viewer::Seat(p) => self.observation(p),
            Viewer::Spectator => self.public_observation(),
        }
    }
}

impl Imhotep {
    /// How `action`, about to be applied, reads to `viewer`: a sentence naming who
    /// acts.
    pub(crate) fn describe_action(&self, action: A, viewer: Viewer) -> String {
        let sees_pair = |taker: u8| viewer.sees(usize::from(taker));
        match (self.phase, action) {
            (Phase::RoundCard, A::RoundCard(i)) => self.describe_round_card(i),
            (Phase::DealCard, A::Draw(card)) => format!("{card} is dealt to the market"),
            (Phase::BonusDraw(p), A::Draw(card)) => {
                format!("{} draws the top card of the pile: {card}", colour(p))
            }
            (Phase::RevealPair(p), A::Draw(card)) if sees_pair(p) => {
                format!("{} turns a face-down card: {card}", colour(p))
            }
            (Phase::RevealPair(p), A::Draw(_)) => {
                format!("{} turns a face-down card", colour(p))
            }
            (Phase::RevealLeftover, A::Draw(card)) => {
                format!("a face-down card left in the market is turned and discarded: {card}")
            }
            (Phase::PairKeep(p), A::Keep(_)) if !sees_pair(p) => {
                format!("{} keeps one of the two face-down cards", colour(p))
            }
            _ => {
                let Some(seat) = self.turn().player() else {
                    return action.to_string();
                };
                let what = self
                    .same_result_text(action, viewer)
                    .unwrap_or_else(|| predicate(action));
                format!("{} (seat {seat}) {what}", colour(seat))
            }
        }
    }

    /// When other choices open now lead to exactly what `action` leads to (as `viewer`
    /// sees it), all of them in one text: "build the left pyramid or build the right
    /// pyramid (the same result)". Two choices nobody can tell apart afterwards must read
    /// alike. Only the stone-by-stone decisions of an unloading can coincide: a pyramid
    /// filled by the next stone anyway, a red card that places nothing and leaves the
    /// table as declining would, stones of one colour in another order.
    fn same_result_text(&self, action: A, viewer: Viewer) -> Option<String> {
        if !matches!(
            self.phase,
            Phase::PyramidChoice(_)
                | Phase::MarketPick(_)
                | Phase::PairKeep(_)
                | Phase::LeverUnload
        ) {
            return None;
        }
        let mut items = FILLER;
        let n = self.legal(&mut items);
        let listed = &items[..n];
        let result = |a: A| {
            let mut next = self.clone();
            next.apply(a).ok()?;
            Some(next.seen_by(viewer))
        };
        let mine = result(action)?;
        let same: Vec<String> = listed
            .iter()
            .filter(|&&b| b == action || result(b).as_ref() == Some(&mine))
            .map(|&b| predicate(b))
            .collect();
        (same.len() > 1).then(|| format!("{} (the same result)", same.join(" or ")))
    }

    /// "round card 3: ships of 4, 3, 2 and 2 spaces".
    fn describe_round_card(&self, i: u8) -> String {
        let ships = self
            .n()
            .checked_sub(2)
            .and_then(|row| ROUND_CARDS.get(row))
            .and_then(|cards| cards.get(usize::from(i)));
        match ships {
            Some(caps) if usize::from(i) < ROUND_CARDS_PER_COUNT => {
                let caps: Vec<String> = caps.iter().map(u8::to_string).collect();
                format!(
                    "round card {}: ships of {} spaces",
                    u32::from(i) + 1,
                    and_list(&caps)
                )
            }
            _ => A::RoundCard(i).to_string(),
        }
    }
}
