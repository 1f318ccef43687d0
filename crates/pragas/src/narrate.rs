//! The texts of the steps: how an action reads to each viewer (Edfu's and Buto's private
//! draws hidden from the others) and what happened by itself after it.

use nile_core::{Lang, Viewer};

use crate::action::Action;
use crate::cards::{PLAGUES, TERRITORIES};
use crate::data::*;
use crate::names::{favour_name_in, loss_name_in, plague_title_in, territory_name_in};
use crate::state::{Draw, Phase, Pragas};
use crate::texts::tr;

impl Pragas {
    /// How `action`, about to be applied, reads to `viewer`: Edfu's and Buto's private
    /// draws read as draws to every seat but theirs and to a spectator.
    pub fn describe_for(&self, action: Action, viewer: Viewer) -> String {
        self.describe_for_in(action, viewer, Lang::En)
    }

    /// [`Pragas::describe_for`] in `lang`.
    pub fn describe_for_in(&self, action: Action, viewer: Viewer, lang: Lang) -> String {
        self.describe_seeing(action, self.sees_edfu(viewer), self.sees_buto(viewer), lang)
    }

    /// The text of `action` for a reader who sees Edfu's tiles or not, Buto's cards or
    /// not.
    fn describe_seeing(&self, action: Action, edfu: bool, buto: bool, lang: Lang) -> String {
        match (self.draw, action) {
            (Some(Draw::Edfu), Action::DrawTile(_)) if !edfu => tr!(lang, "draw-edfu-hidden"),
            (Some(Draw::Buto), Action::DrawTerritory(_)) if !buto => {
                tr!(lang, "draw-buto-hidden")
            }
            // Cards by the names the board shows, not by their ids.
            (_, Action::DrawTerritory(i)) => {
                tr!(
                    lang,
                    "draw-territory-card",
                    card = territory_name_in(i, lang)
                )
            }
            (_, Action::RevealLoss(i)) => {
                tr!(lang, "reveal-loss-card", card = loss_name_in(i, lang))
            }
            (_, Action::RevealPlague(i)) => match PLAGUES.get(usize::from(i)) {
                Some(_) => tr!(lang, "reveal-plague-card", name = plague_title_in(i, lang)),
                None => tr!(lang, "reveal-plague-unknown"),
            },
            _ => action.text_in(lang),
        }
    }
}

impl Pragas {
    /// What happened by itself between `before` and this state, from public information
    /// only: the opponent's automatic steps, penalty cards, Moses, the final scores.
    pub(crate) fn narrate_from(&self, before: &Pragas, lang: Lang) -> Vec<String> {
        let mut lines = Vec::new();
        let n = self.seat_count();
        let who = |s: usize| {
            if self.is_ai(s) {
                tr!(lang, "who-opponent")
            } else {
                tr!(lang, "who-seat", seat = s)
            }
        };
        for s in 0..n {
            let (a, b) = (&before.seats[s], &self.seats[s]);
            if self.is_ai(s) {
                let new_favours = b.favours & !a.favours;
                for k in 0..6 {
                    if new_favours & (1 << k) != 0 {
                        lines.push(tr!(
                            lang,
                            "nar-ai-favour",
                            card = favour_name_in(k + 1, lang)
                        ));
                    }
                }
                let new_cards = b.territories & !a.territories;
                for i in 0..TERRITORIES.len() {
                    if new_cards & (1 << i) != 0 {
                        lines.push(tr!(
                            lang,
                            "nar-ai-territory",
                            card = territory_name_in(i as u8, lang)
                        ));
                    }
                }
                if b.hebrew_count() > a.hebrew_count() {
                    lines.push(tr!(
                        lang,
                        "nar-ai-hebrews",
                        n = b.hebrew_count() - a.hebrew_count()
                    ));
                }
                for t in Tile::ALL {
                    let gained = b.held[t.index()].saturating_sub(a.held[t.index()]);
                    if gained > 0 {
                        lines.push(tr!(lang, "nar-ai-keeps", tile = t.name_in(lang)));
                    }
                }
                for (x, y) in a
                    .city
                    .iter()
                    .chain(&a.field)
                    .zip(b.city.iter().chain(&b.field))
                {
                    if let (None, Some(t)) = (x, y) {
                        lines.push(tr!(lang, "nar-ai-places", tile = t.name_in(lang)));
                    }
                }
            }
            let new_penalties = b.penalties & !a.penalties;
            for i in 0..PLAGUES.len() {
                if new_penalties & (1 << i) != 0 {
                    lines.push(tr!(
                        lang,
                        "nar-penalty",
                        who = who(s),
                        name = plague_title_in(i as u8, lang)
                    ));
                }
            }
        }
        if matches!(before.phase, Phase::EndOfRound { step: 0, .. })
            && self.phase != before.phase
            && self.moses_now_for(before.round)
        {
            lines.push(tr!(lang, "nar-moses", round = before.round));
        }
        if self.phase == Phase::Over && before.phase != Phase::Over {
            for s in 0..n {
                let b = self.breakdown(s);
                lines.push(tr!(
                    lang,
                    "nar-score",
                    who = who(s),
                    total = b.total(),
                    development = b.development,
                    nile = b.nile,
                    tiles = b.tiles,
                    pharaohs = b.pharaohs,
                    territories = b.territories,
                    province = b.province,
                    hebrews = b.hebrews,
                    penalties = b.penalties,
                    discard = b.discard
                ));
            }
        }
        lines
    }
}
