//! What each seat may see: observations, determinization, action texts
//! and the rendered position.
//!
//! The state never stores a deck order (every hidden draw is a chance node when the card
//! is revealed), so the piles are multisets any seat can deduce. What a seat cannot know:
//! the tiles Edfu is examining and the cards Buto examines or put under the pile.

use nile_core::Viewer;
use std::fmt::Write;

use nile_core::rng::below;
use nile_core::GameRng;

use crate::action::{Action, Area, Power};
use crate::cards::{PLAGUES, TERRITORIES};
use crate::data::*;
use crate::names::{favour_name, favours_named, loss_name, plague_name, territory_name};
use crate::rules::{ankh_tiles, nile_coins};
use crate::state::{Draw, Pending, Phase, Pragas, Tribute};

pub use crate::state::HIDDEN_CARD;

/// The seat a pending decision belongs to (the solo opponent's are the player's).
pub(crate) fn pending_seat(p: Pending) -> usize {
    let s = match p {
        Pending::ChoosePower | Pending::AiTerritory => 0,
        Pending::PlaceTile { seat, .. }
        | Pending::Track { seat, .. }
        | Pending::FavourOne { seat }
        | Pending::CentralTile { seat }
        | Pending::Hebrew { seat }
        | Pending::DiscardSlot { seat, .. }
        | Pending::Overflow { seat, .. }
        | Pending::EdfuPick { seat }
        | Pending::ButoPick { seat }
        | Pending::LossOption { seat, .. }
        | Pending::LoseTile { seat, .. } => seat,
    };
    usize::from(s)
}

impl Pragas {
    fn power_seat(&self, power: Power) -> Option<usize> {
        (0..self.seat_count()).find(|&s| self.seats[s].power == Some(power))
    }

    /// Whether `viewer` sees Edfu's tiles: Edfu's seat and the omniscient viewer.
    fn sees_edfu(&self, viewer: Viewer) -> bool {
        self.sees_power(Power::Edfu, viewer)
    }

    /// Whether `viewer` sees Buto's cards: Buto's seat and the omniscient viewer.
    fn sees_buto(&self, viewer: Viewer) -> bool {
        self.sees_power(Power::Buto, viewer)
    }

    fn sees_power(&self, power: Power, viewer: Viewer) -> bool {
        viewer.sees_all() || self.power_seat(power).is_some_and(|s| viewer.is_seat(s))
    }

    /// The state as `viewer` may see it (a spectator sees what every seat sees): Edfu's
    /// drawn tiles go back into the reserve count (their number stays in
    /// `edfu_hidden`), Buto's private cards become [`HIDDEN_CARD`] and their identities
    /// join the unseen pile.
    pub(crate) fn observe(&self, viewer: Viewer) -> Pragas {
        let mut v = self.clone();
        let private = match self.last_private {
            1 => !self.sees_edfu(viewer),
            2 => !self.sees_buto(viewer),
            _ => false,
        };
        if private {
            v.last = None;
        }
        if !self.sees_edfu(viewer) {
            for t in v.edfu.iter_mut() {
                if let Some(tile) = t.take() {
                    v.reserve[tile.index()] += 1;
                    v.edfu_hidden += 1;
                }
            }
        }
        if !self.sees_buto(viewer) {
            for c in v.buto.iter_mut().skip(1) {
                if let Some(card) = c.filter(|&c| c != HIDDEN_CARD) {
                    v.territory_pile |= 1 << card;
                    *c = Some(HIDDEN_CARD);
                }
            }
            let public = v.bottom_public;
            for c in v.pile_bottom.iter_mut() {
                if let Some(card) = c.filter(|&c| c != HIDDEN_CARD && public & (1 << c) == 0) {
                    v.territory_pile |= 1 << card;
                    *c = Some(HIDDEN_CARD);
                }
            }
        }
        v
    }

    /// A full state consistent with what `observer` knows (hidden items resampled).
    pub(crate) fn resample(&self, observer: usize, rng: &mut GameRng) -> Pragas {
        let mut s = self.clone();
        if !self.sees_edfu(Viewer::Seat(observer)) {
            let mut n = 0;
            for t in s.edfu.iter_mut() {
                if let Some(tile) = t.take() {
                    s.reserve[tile.index()] += 1;
                    n += 1;
                }
            }
            for i in 0..n {
                if let Some(tile) = s.random_reserve_tile(rng) {
                    s.reserve[tile.index()] -= 1;
                    s.edfu[i] = Some(tile);
                }
            }
        }
        if !self.sees_buto(Viewer::Seat(observer)) {
            let public = s.bottom_public;
            let mut pool = s.territory_pile;
            for c in s.buto.iter().skip(1).chain(s.pile_bottom.iter()).flatten() {
                if public & (1 << c) == 0 {
                    pool |= 1 << c;
                }
            }
            let mut take = |rng: &mut GameRng| {
                let k = below(rng, u64::from(pool.count_ones())) as u32;
                let mut m = pool;
                for _ in 0..k {
                    m &= m - 1;
                }
                let card = m.trailing_zeros() as u8;
                pool &= !(1 << card);
                card
            };
            for c in s.buto.iter_mut().skip(1).chain(s.pile_bottom.iter_mut()) {
                if let Some(card) = *c {
                    if public & (1 << card) == 0 {
                        *c = Some(take(rng));
                    }
                }
            }
            s.territory_pile = pool;
        }
        s
    }

    fn random_reserve_tile(&self, rng: &mut GameRng) -> Option<Tile> {
        let total = u64::from(self.reserve_size());
        if total == 0 {
            return None;
        }
        let mut k = below(rng, total) as u8;
        for t in Tile::ALL {
            let c = self.reserve[t.index()];
            if k < c {
                return Some(t);
            }
            k -= c;
        }
        None
    }

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

    /// The position as text.
    pub(crate) fn render_text(&self, viewer: Viewer) -> String {
        let g = self.observe(viewer);
        let mut out = String::new();
        let tile = |t: Option<Tile>| t.map_or("-".to_string(), |t| t.name().to_string());
        let r = usize::from(g.round.clamp(1, 10) - 1);
        let (tribute, ankh) = if g.config.advanced {
            (TRIBUTE_ADVANCED[r], ANKH_ADVANCED[r])
        } else {
            (TRIBUTE_NORMAL[r], ANKH_NORMAL[r])
        };
        let _ = writeln!(
            out,
            "Round {}: {}; papyrus: tribute {tribute}, Ankh needed {ankh}",
            g.round,
            g.phase.text()
        );
        let slots: Vec<String> = g.slots.iter().map(|&t| tile(t)).collect();
        let _ = writeln!(
            out,
            "Central board: {}  (reserve {} tiles)",
            slots.join(" | "),
            g.reserve_size()
        );
        let hebrews: Vec<String> = g
            .hebrew_area
            .iter()
            .map(|h| h.map_or("-".into(), |v| v.to_string()))
            .collect();
        let _ = writeln!(
            out,
            "Hebrews: {}  (reserve {})",
            hebrews.join(" "),
            g.hebrew_reserve.iter().sum::<u8>()
        );
        let card = |c: Option<u8>| match c {
            Some(HIDDEN_CARD) => "?".to_string(),
            Some(c) => territory_name(c),
            None => "-".to_string(),
        };
        let display: Vec<String> = g.display.iter().map(|&c| card(c)).collect();
        let _ = writeln!(
            out,
            "Territories: {}  (pile {})",
            display.join(" | "),
            g.pile_size()
        );
        let plague = g.plague.map_or("-".into(), plague_name);
        let loss = g.loss.map_or("-".into(), loss_name);
        let _ = writeln!(out, "Plague: {plague}; loss card: {loss}");
        let _ = writeln!(
            out,
            "Favours available: {}",
            favours_named(!g.favours_taken & 0b11_1111)
        );
        if g.edfu.iter().any(|t| t.is_some()) || g.edfu_hidden > 0 {
            let seen: Vec<String> = g
                .edfu
                .iter()
                .flatten()
                .map(|t| t.name().to_string())
                .collect();
            let _ = writeln!(
                out,
                "Edfu examines: {} ({} hidden)",
                seen.join(" "),
                g.edfu_hidden
            );
        }
        if g.buto.iter().any(|c| c.is_some()) {
            let seen: Vec<String> = g.buto.iter().map(|&c| card(c)).collect();
            let _ = writeln!(out, "Buto examines: {}", seen.join(" | "));
        }
        for pos in 0..g.seat_count() {
            let seat = g.at(pos as u8);
            let s = &g.seats[seat];
            let who = if g.is_ai(seat) {
                "opponent".to_string()
            } else {
                format!("seat {seat}")
            };
            let power = s.power.map_or("-", |p| p.name());
            let _ = writeln!(
                out,
                "{}. {who} [{power}] City track {}, Field track {}, Nile {} ({} coins), province {}, Ankh {}, soldiers {}, score {}",
                pos + 1,
                s.city_track,
                s.field_track,
                s.boat,
                nile_coins(s.boat),
                s.province,
                ankh_tiles(s),
                g.soldiers(seat),
                g.breakdown(seat).total()
            );
            for area in Area::ALL {
                let row = |k: usize| {
                    (0..3)
                        .map(|i| tile(s.area(area)[3 * k + i]))
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                let _ = writeln!(out, "   {:5}: {} / {}", area.name(), row(0), row(1));
            }
            let held: Vec<String> = Tile::ALL
                .iter()
                .filter(|t| s.held[t.index()] > 0)
                .map(|t| format!("{}x{}", t.name(), s.held[t.index()]))
                .collect();
            let cards: Vec<String> = (0..TERRITORIES.len() as u8)
                .filter(|&i| s.territories & (1 << i) != 0)
                .map(territory_name)
                .collect();
            let dice: String = if g.is_ai(seat) {
                // The opponent's row: revealed cards in order, '?' for the rest.
                let k = usize::from(g.ai_revealed.min(6));
                (0..6)
                    .map(|i| {
                        if i < k {
                            char::from(b'0' + g.ai_row[i].min(9))
                        } else {
                            '?'
                        }
                    })
                    .collect()
            } else {
                (1..=6u8)
                    .map(|v| {
                        if s.dice_used & (1 << (v - 1)) == 0 {
                            char::from(b'0' + v)
                        } else {
                            '.'
                        }
                    })
                    .collect()
            };
            let tribute = match s.tribute {
                Tribute::Due => "due",
                Tribute::Paid => "paid",
                Tribute::Failed => "failed",
                Tribute::Waived => "waived",
            };
            let _ = writeln!(
                out,
                "   dice {dice}; beside: {}; discard {} {}; hebrews {} (sum {}); favours: {}; cards: {}; penalties {}; tribute {tribute}",
                if held.is_empty() { "-".into() } else { held.join(" ") },
                tile(s.discard[0]),
                tile(s.discard[1]),
                s.hebrew_count(),
                s.hebrew_sum(),
                favours_named(s.favours),
                if cards.is_empty() { "-".into() } else { cards.join(", ") },
                s.penalty_count()
            );
        }
        if g.phase == Phase::Over {
            let _ = writeln!(out, "Game over.");
        } else if let Some(p) = g.pending {
            let _ = writeln!(out, "Waiting for: {}", g.pending_text(p));
        }
        out
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
