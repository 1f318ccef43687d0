//! Viewer texts: how an action reads to each seat (`Game::describe`). Decrees in hand
//! are the only hidden cards, so a Decree dealt to a seat or kept by it reads "seat 1
//! draws a decree" / "seat 1 keeps a decree" to every other seat until the hands are
//! revealed; every other action reads as its own text.

use crate::action::Action;
use crate::cards::card_id_text;
use crate::state::{Board, Node};
use crate::types::NONE;

impl Board {
    /// "seat 2", or "Botankhamun" for the solo bot's seat.
    pub(crate) fn seat_name(&self, q: u8) -> String {
        if self.is_bot(q) {
            "Botankhamun".into()
        } else {
            format!("seat {q}")
        }
    }

    /// Whether `viewer` (`None`: a spectator who sees everything) may see seat `q`'s
    /// Decrees in hand: its own, Botankhamun's, and everyone's once revealed.
    pub(crate) fn sees_hand_of(&self, viewer: Option<usize>, q: u8) -> bool {
        match viewer {
            None => true,
            Some(v) => v == usize::from(q) || self.is_bot(q) || self.revealed,
        }
    }

    /// Records `a`, about to be applied, as the last action (before it changes the node
    /// on top, which says whether it is hidden).
    #[inline]
    pub(crate) fn record(&mut self, a: Action) {
        self.last_owner = match (self.top(), a) {
            (Some(Node::ChDecree(q)), Action::Draw(_))
            | (Some(Node::KeepDecree(q)), Action::Keep(_))
                if !self.is_bot(q) =>
            {
                q
            }
            _ => NONE,
        };
        self.last = Some(a);
    }

    /// How `a`, about to be applied, reads to `viewer`.
    pub(crate) fn describe_action(&self, a: Action, viewer: Option<usize>) -> String {
        let hidden = |q: u8, verb: &str, c: u8| {
            let who = self.seat_name(q);
            if self.sees_hand_of(viewer, q) {
                format!("{who} {verb} {}", card_id_text(c))
            } else {
                format!("{who} {verb} a decree")
            }
        };
        match (self.top(), a) {
            (Some(Node::ChDecree(q)), Action::Draw(c)) => hidden(q, "draws", c),
            (Some(Node::KeepDecree(q)), Action::Keep(c)) => hidden(q, "keeps", c),
            _ => a.to_string(),
        }
    }
}
