//! The position as text for a viewer: the board, every seat's city, fields and cards, and
//! who is awaited.

use nile_core::{Lang, Viewer};

use crate::action::Area;
use crate::cards::TERRITORIES;
use crate::data::*;
use crate::names::{favours_named_in, loss_name_in, plague_name_in, territory_name_in};
use crate::quantities::{ankh_tiles, nile_coins};
use crate::standins::*;
use crate::state::{Phase, Pragas, Tribute, HIDDEN_CARD};
use crate::texts::tr;

impl Pragas {
    /// The position as text, in `lang`.
    pub(crate) fn render_text(&self, viewer: Viewer, lang: Lang) -> String {
        let g = self.observe(viewer);
        let mut out = String::new();
        let mut line = |text: String| {
            out.push_str(&text);
            out.push('\n');
        };
        let tile = |t: Option<Tile>| t.map_or("-".to_string(), |t| t.name_in(lang));
        let r = usize::from(g.round.clamp(1, 10) - 1);
        let (tribute, ankh) = if g.config.advanced {
            (TRIBUTE_ADVANCED[r], ANKH_ADVANCED[r])
        } else {
            (TRIBUTE_NORMAL[r], ANKH_NORMAL[r])
        };
        line(tr!(
            lang,
            "board-round",
            round = g.round,
            phase = g.phase.text_in(lang),
            tribute = tribute,
            ankh = ankh
        ));
        let slots: Vec<String> = g.slots.iter().map(|&t| tile(t)).collect();
        line(tr!(
            lang,
            "board-central",
            slots = slots.join(" | "),
            reserve = g.reserve_size()
        ));
        let hebrews: Vec<String> = g
            .hebrew_area
            .iter()
            .map(|h| h.map_or("-".into(), |v| v.to_string()))
            .collect();
        line(tr!(
            lang,
            "board-hebrews",
            tokens = hebrews.join(" "),
            reserve = g.hebrew_reserve.iter().map(|&n| u32::from(n)).sum::<u32>()
        ));
        let card = |c: Option<u8>| match c {
            Some(HIDDEN_CARD) => "?".to_string(),
            Some(c) => territory_name_in(c, lang),
            None => "-".to_string(),
        };
        let display: Vec<String> = g.display.iter().map(|&c| card(c)).collect();
        line(tr!(
            lang,
            "board-territories",
            cards = display.join(" | "),
            pile = g.pile_size()
        ));
        let plague = g.plague.map_or("-".into(), |p| plague_name_in(p, lang));
        let loss = g.loss.map_or("-".into(), |l| loss_name_in(l, lang));
        line(tr!(lang, "board-plague", plague = plague, loss = loss));
        line(tr!(
            lang,
            "board-favours",
            favours = favours_named_in(!g.favours_taken & 0b11_1111, lang)
        ));
        if g.edfu.iter().any(|t| t.is_some()) || g.edfu_hidden > 0 {
            let seen: Vec<String> = g.edfu.iter().flatten().map(|t| t.name_in(lang)).collect();
            line(tr!(
                lang,
                "board-edfu",
                seen = seen.join(" "),
                hidden = g.edfu_hidden
            ));
        }
        if g.buto.iter().any(|c| c.is_some()) {
            let seen: Vec<String> = g.buto.iter().map(|&c| card(c)).collect();
            line(tr!(lang, "board-buto", seen = seen.join(" | ")));
        }
        // The area names padded to the longest, so the rows line up.
        let width = Area::ALL
            .iter()
            .map(|a| a.name_in(lang).chars().count())
            .max()
            .unwrap_or(0);
        for pos in 0..g.seat_count() {
            let seat = g.at(pos as u8);
            let s = &g.seats[seat];
            let who = if g.is_ai(seat) {
                tr!(lang, "board-who-opponent")
            } else {
                tr!(lang, "who-seat", seat = seat)
            };
            let power = s.power.map_or("-".to_string(), |p| p.name_in(lang));
            let head = tr!(
                lang,
                "board-seat",
                who = who,
                power = power,
                city = s.city_track,
                field = s.field_track,
                nile = s.boat,
                coins = nile_coins(s.boat),
                province = s.province,
                ankh = ankh_tiles(s),
                soldiers = g.soldiers(seat),
                score = g.breakdown(seat).total()
            );
            line(format!("{}. {head}", pos + 1));
            for area in Area::ALL {
                let row = |k: usize| {
                    (0..3)
                        .map(|i| tile(s.area(area)[3 * k + i]))
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                line(format!(
                    "   {:width$}: {} / {}",
                    area.name_in(lang),
                    row(0),
                    row(1)
                ));
            }
            let held: Vec<String> = Tile::ALL
                .iter()
                .filter(|t| s.held[t.index()] > 0)
                .map(|t| {
                    tr!(
                        lang,
                        "board-held",
                        tile = t.name_in(lang),
                        count = s.held[t.index()]
                    )
                })
                .collect();
            let cards: Vec<String> = (0..TERRITORIES.len() as u8)
                .filter(|&i| s.territories & (1 << i) != 0)
                .map(|i| territory_name_in(i, lang))
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
                Tribute::Due => tr!(lang, "tribute-due"),
                Tribute::Paid => tr!(lang, "tribute-paid"),
                Tribute::Failed => tr!(lang, "tribute-failed"),
                Tribute::Waived => tr!(lang, "tribute-waived"),
            };
            let detail = tr!(
                lang,
                "board-seat-detail",
                dice = dice,
                held = if held.is_empty() {
                    "-".into()
                } else {
                    held.join(" ")
                },
                first = tile(s.discard[0]),
                second = tile(s.discard[1]),
                hebrews = s.hebrew_count(),
                sum = s.hebrew_sum(),
                favours = favours_named_in(s.favours, lang),
                cards = if cards.is_empty() {
                    "-".into()
                } else {
                    cards.join(", ")
                },
                penalties = s.penalty_count(),
                tribute = tribute
            );
            line(format!("   {detail}"));
        }
        if g.phase == Phase::Over {
            line(tr!(lang, "board-over"));
        } else if let Some(p) = g.pending {
            line(tr!(
                lang,
                "board-waiting",
                what = g.pending_text_in(p, lang)
            ));
        }
        out
    }
}
