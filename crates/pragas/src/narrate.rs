//! The texts of the steps: how an action reads to each viewer (Edfu's and Buto's private
//! draws hidden from the others) and what happened by itself after it.

use nile_core::Viewer;

use crate::action::Action;
use crate::cards::{PLAGUES, TERRITORIES};
use crate::data::*;
use crate::names::{favour_name, loss_name, territory_name};
use crate::state::{Draw, Phase, Pragas};

impl Pragas {
    /// How `action`, about to be applied, reads to `viewer`: Edfu's and Buto's private
    /// draws read as draws to every seat but theirs and to a spectator.
    pub fn describe_for(&self, action: Action, viewer: Viewer) -> String {
        self.describe_seeing(action, self.sees_edfu(viewer), self.sees_buto(viewer))
    }

    /// The text of `action` for a reader who sees Edfu's tiles or not, Buto's cards or
    /// not.
    fn describe_seeing(&self, action: Action, edfu: bool, buto: bool) -> String {
        match (self.draw, action) {
            (Some(Draw::Edfu), Action::DrawTile(_)) if !edfu => {
                "Edfu draws a tile from the reserve".to_string()
            }
            (Some(Draw::Buto), Action::DrawTerritory(_)) if !buto => {
                "Buto draws a territory card".to_string()
            }
            // Cards by the names the board shows, not by their ids.
            (_, Action::DrawTerritory(i)) => {
                format!("draw the territory card {}", territory_name(i))
            }
            (_, Action::RevealLoss(i)) => format!("reveal the loss card {}", loss_name(i)),
            (_, Action::RevealPlague(i)) => match crate::cards::PLAGUES.get(usize::from(i)) {
                Some(c) => format!("reveal the plague {}", c.name),
                None => "reveal a plague".to_string(),
            },
            _ => action.to_string(),
        }
    }
}

impl Pragas {
    /// What happened by itself between `before` and this state, from public information
    /// only: the opponent's automatic steps, penalty cards, Moses, the final scores.
    pub(crate) fn narrate_from(&self, before: &Pragas) -> Vec<String> {
        let mut lines = Vec::new();
        let n = self.seat_count();
        let who = |s: usize| {
            if self.is_ai(s) {
                "the opponent".to_string()
            } else {
                format!("seat {s}")
            }
        };
        for s in 0..n {
            let (a, b) = (&before.seats[s], &self.seats[s]);
            if self.is_ai(s) {
                let new_favours = b.favours & !a.favours;
                for k in 0..6 {
                    if new_favours & (1 << k) != 0 {
                        lines.push(format!("the opponent takes {}", favour_name(k + 1)));
                    }
                }
                let new_cards = b.territories & !a.territories;
                for i in 0..TERRITORIES.len() {
                    if new_cards & (1 << i) != 0 {
                        lines.push(format!("the opponent takes {}", territory_name(i as u8)));
                    }
                }
                if b.hebrew_count() > a.hebrew_count() {
                    lines.push(format!(
                        "the opponent frees {} hebrew(s)",
                        b.hebrew_count() - a.hebrew_count()
                    ));
                }
                for t in Tile::ALL {
                    let gained = b.held[t.index()].saturating_sub(a.held[t.index()]);
                    if gained > 0 {
                        lines.push(format!("the opponent keeps a {t} tile"));
                    }
                }
                for (x, y) in a
                    .city
                    .iter()
                    .chain(&a.field)
                    .zip(b.city.iter().chain(&b.field))
                {
                    if let (None, Some(t)) = (x, y) {
                        lines.push(format!("the opponent places a {t} tile"));
                    }
                }
            }
            let new_penalties = b.penalties & !a.penalties;
            for (i, p) in PLAGUES.iter().enumerate() {
                if new_penalties & (1 << i) != 0 {
                    lines.push(format!(
                        "{} receives the plague {} as a penalty card (-3 VP)",
                        who(s),
                        p.name
                    ));
                }
            }
        }
        if matches!(before.phase, Phase::EndOfRound { step: 0, .. })
            && self.phase != before.phase
            && self.moses_now_for(before.round)
        {
            lines.push(format!("Moses helps at the end of round {}", before.round));
        }
        if self.phase == Phase::Over && before.phase != Phase::Over {
            for s in 0..n {
                let b = self.breakdown(s);
                lines.push(format!(
                    "{} scores {}: development {}, Nile {}, tiles {}, Pharaoh tiles {}, territories {}, province {}, hebrews {}, penalties {}, discard {}",
                    who(s),
                    b.total(),
                    b.development,
                    b.nile,
                    b.tiles,
                    b.pharaohs,
                    b.territories,
                    b.province,
                    b.hebrews,
                    b.penalties,
                    b.discard
                ));
            }
        }
        lines
    }
}
