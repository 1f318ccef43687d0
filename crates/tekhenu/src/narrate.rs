//! Viewer texts: how an action reads to each seat (`Game::describe`). Decrees in hand
//! are the only hidden cards, so a Decree dealt to a seat or kept by it reads "seat 1
//! draws a decree" / "seat 1 keeps a decree" to every other seat until the hands are
//! revealed; every other action reads as its own text.

use crate::action::Action;
use crate::cards::{bit, card_id_text, kind, KIND_DECREE};
use crate::state::{Board, Node};

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

    /// Records `a`, about to be applied, as the last action.
    #[inline(always)]
    pub(crate) fn record(&mut self, a: Action) {
        self.last = Some(a);
    }

    /// Whether the last action put a Decree into a hand `viewer` may not see (a Decree
    /// dealt or kept): judged only from what `viewer` sees (its own hand, Botankhamun's,
    /// the market, the reveal), so a determinized copy redacts it alike.
    pub(crate) fn last_hidden_from(&self, viewer: u8) -> bool {
        let c = match self.last {
            Some(Action::Draw(c) | Action::Keep(c)) if kind(c) == KIND_DECREE => c,
            _ => return false,
        };
        let seen = |q: u8| {
            self.players
                .get(usize::from(q))
                .is_some_and(|pl| pl.decrees & bit(c) != 0)
        };
        let in_market = self.market.contains(&c);
        let bot_holds = self.solo && seen(1);
        !(self.revealed || in_market || bot_holds || seen(viewer))
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
