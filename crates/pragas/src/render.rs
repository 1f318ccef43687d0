//! The position as text for a viewer: the board, every seat's city, fields and cards, and
//! who is awaited.

use std::fmt::Write;

use nile_core::Viewer;

use crate::action::Area;
use crate::cards::TERRITORIES;
use crate::data::*;
use crate::names::{favours_named, loss_name, plague_name, territory_name};
use crate::quantities::{ankh_tiles, nile_coins};
use crate::standins::*;
use crate::state::{Phase, Pragas, Tribute, HIDDEN_CARD};

impl Pragas {
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
