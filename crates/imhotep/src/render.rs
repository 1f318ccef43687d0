//! A readable terminal view of a position.

use nile_core::{Lang, Viewer};
use std::fmt::Write;

use crate::action::pyramid_in;
use crate::cards::{total, Card, BLUE_CARDS, DECORATIONS};
use crate::data::{PYRAMID_B_LEVEL2_POINTS, ROUNDS};
use crate::market::HIDDEN;
use crate::site::{Side, Site};
use crate::sites::BURIAL_ROWS;
use crate::standins::{
    PyramidBonus, TempleBonus, OBELISK_B_TOWER_POINTS, PYRAMID_A_POINTS, PYRAMID_B_BONUSES,
    PYRAMID_B_LEVEL1, PYRAMID_B_LEVEL1_POINTS, PYRAMID_B_SPACES, TEMPLE_B_LAYOUT,
};
use crate::state::{Imhotep, Phase};
use crate::text::{code, colour_in, letter_in};
use crate::texts::tr;

/// One-letter colour codes by seat in English texts (K = black, B = brown).
pub const LETTERS: [char; 4] = ['K', 'W', 'B', 'G'];

/// The letter of a stone's seat code (`seat + 1`) in `lang`, `.` for an empty space.
fn letter(code: u8, lang: Lang) -> String {
    match code.checked_sub(1) {
        Some(s) => letter_in(usize::from(s), lang),
        None => ".".to_string(),
    }
}

fn seat_name(seat: usize, lang: Lang) -> String {
    tr!(
        lang,
        "seat-name",
        colour = colour_in(seat, lang),
        seat = seat
    )
}

fn card_name(code: u8, lang: Lang) -> String {
    if code == HIDDEN {
        return tr!(lang, "render-face-down-card");
    }
    code.checked_sub(1)
        .and_then(|i| Card::from_index(i.into()))
        .map_or("-".to_string(), |c| c.name_in(lang))
}

/// Renders `g`, already as `viewer` may see it ([`Imhotep::seen_by`]), in `lang`.
pub(crate) fn render(g: &Imhotep, viewer: Viewer, lang: Lang) -> String {
    let mut s = String::new();
    let n = g.seat_count();
    let sides: String = g.config.sides.iter().map(|x| x.letter()).collect();
    let fury = if g.config.pharaohs_fury {
        tr!(lang, "render-fury")
    } else {
        String::new()
    };
    let _ = writeln!(
        s,
        "{}",
        tr!(
            lang,
            "render-header",
            players = n,
            round = g.round,
            rounds = ROUNDS,
            sides = code(&sides),
            fury = fury
        )
    );
    if let Viewer::Seat(v) = viewer {
        let _ = writeln!(
            s,
            "{}",
            tr!(lang, "render-you-are", who = seat_name(v, lang))
        );
    }
    let _ = writeln!(s, "{}", whose_turn(g, lang));

    let _ = writeln!(
        s,
        "\n{}",
        tr!(
            lang,
            "render-players",
            who = seat_name(g.start_player.into(), lang)
        )
    );
    // The names' column is as wide as the longest name in this language (16 at least).
    let width = (0..n)
        .map(|p| seat_name(p, lang).chars().count())
        .max()
        .unwrap_or(0)
        .max(16);
    for (p, b) in g.builders.iter().enumerate().take(n) {
        let mut cards = Vec::new();
        if b.statues > 0 {
            cards.push(tr!(lang, "render-statues", n = b.statues));
        }
        for (count, card) in b.decorations.iter().zip(DECORATIONS) {
            if *count > 0 {
                cards.push(tr!(
                    lang,
                    "render-card-count",
                    n = *count,
                    card = card.name_in(lang)
                ));
            }
        }
        for (i, card) in BLUE_CARDS.iter().enumerate() {
            if b.blue[i] > 0 {
                cards.push(tr!(
                    lang,
                    "render-card-count",
                    n = b.blue[i],
                    card = card.name_in(lang)
                ));
            }
        }
        let cards = if cards.is_empty() {
            tr!(lang, "render-no-cards")
        } else {
            cards.join(", ")
        };
        let _ = writeln!(
            s,
            "  [{}] {:<width$} {}",
            letter_in(p, lang),
            seat_name(p, lang),
            tr!(
                lang,
                "render-player",
                score = format!("{:>3}", b.score),
                sled = b.sled,
                quarry = format!("{:>2}", b.quarry),
                cards = cards
            )
        );
    }

    let _ = writeln!(s, "\n{}", tr!(lang, "render-ships"));
    for (i, ship) in g.ships.iter().enumerate() {
        if ship.capacity == 0 {
            continue;
        }
        let slots: String = (0..usize::from(ship.capacity))
            .map(|k| format!("[{}]", letter(ship.slots[k], lang)))
            .collect();
        let state = match ship.sailed_to {
            Some(site) => tr!(lang, "render-ship-sailed", site = site.dest_in(lang)),
            None if ship.can_sail() => tr!(
                lang,
                "render-ship-can-sail",
                load = ship.load(),
                needs = ship.min_load()
            ),
            None => tr!(lang, "render-ship-needs", n = ship.min_load()),
        };
        let _ = writeln!(
            s,
            "  {}",
            tr!(
                lang,
                "render-ship",
                ship = i + 1,
                slots = format!("{slots:<12}"),
                state = state
            )
        );
    }

    render_market(g, &mut s, lang);
    render_sites(g, &mut s, lang);
    s
}

/// What a side-B pyramid's first-level bonus gives, in words.
pub(crate) fn bonus_text(bonus: PyramidBonus, lang: Lang) -> String {
    match bonus {
        PyramidBonus::Card => tr!(lang, "bonus-card"),
        PyramidBonus::Stones => tr!(lang, "bonus-stones"),
        PyramidBonus::Ship => tr!(lang, "bonus-ship"),
    }
}

fn temple_label(bonus: TempleBonus, lang: Lang) -> String {
    match bonus {
        TempleBonus::PointOrStones => tr!(lang, "temple-point-or-stones"),
        TempleBonus::TwoPoints => tr!(lang, "temple-two-points"),
        TempleBonus::TopCard => tr!(lang, "temple-top-card"),
    }
}

fn whose_turn(g: &Imhotep, lang: Lang) -> String {
    let cur = seat_name(g.current.into(), lang);
    let seat = |p: u8| seat_name(p.into(), lang);
    match g.phase {
        Phase::Over => {
            let mut best = tr!(lang, "turn-over");
            for (p, b) in g.builders.iter().enumerate().take(g.seat_count()) {
                let _ = write!(best, " {} {}", letter_in(p, lang), b.score);
            }
            best
        }
        Phase::Turn => tr!(lang, "turn-act", who = cur),
        Phase::MarketPick(p) => tr!(lang, "turn-market-pick", who = seat(p)),
        Phase::PairKeep(p) => tr!(lang, "turn-pair-keep", who = seat(p)),
        Phase::PyramidChoice(p) => tr!(lang, "turn-pyramid", who = seat(p)),
        Phase::CardBonus(p) => tr!(lang, "turn-card-bonus", who = seat(p)),
        Phase::StonesBonus(p) => tr!(lang, "turn-stones-bonus", who = seat(p)),
        Phase::ShipBonus(p) => tr!(lang, "turn-ship-bonus", who = seat(p)),
        Phase::TempleChoice(p) => tr!(lang, "turn-temple-choice", who = seat(p)),
        Phase::LeverSail => tr!(lang, "turn-lever-sail", who = cur),
        Phase::LeverUnload => tr!(lang, "turn-lever-unload", who = cur),
        Phase::HammerPlace => tr!(lang, "turn-hammer", who = cur),
        Phase::SailCardPlace => tr!(lang, "turn-sail-place", who = cur),
        Phase::SailCardSail(ship) => tr!(
            lang,
            "turn-sail-sail",
            who = cur,
            ship = u32::from(ship) + 1
        ),
        Phase::ChiselPlace(2) => tr!(lang, "turn-chisel-first", who = cur),
        Phase::ChiselPlace(_) => tr!(lang, "turn-chisel-second", who = cur),
        _ => tr!(lang, "turn-chance"),
    }
}

fn render_market(g: &Imhotep, s: &mut String, lang: Lang) {
    let m = &g.market;
    let side = g.side(Site::Market);
    let slots = g.face_up_slots();
    let shown: Vec<String> = m.display[..slots]
        .iter()
        .map(|&c| card_name(c, lang))
        .collect();
    let letter = side.letter().to_string();
    let _ = write!(
        s,
        "\n{}",
        tr!(
            lang,
            "render-market",
            side = code(&letter),
            cards = shown.join(" | ")
        )
    );
    if side == Side::B {
        let _ = write!(s, " | {}", tr!(lang, "render-face-down", n = m.blind));
    }
    let _ = writeln!(
        s,
        "\n  {}",
        tr!(
            lang,
            "render-piles",
            deck = m.deck_len(),
            discard = total(&m.discard),
            rounds = ROUNDS.saturating_sub(g.round)
        )
    );
    let in_play: Vec<String> = Card::ALL
        .iter()
        .filter(|c| m.in_play[c.index()] > 0)
        .map(|c| c.name_in(lang))
        .collect();
    if !in_play.is_empty() {
        let _ = writeln!(
            s,
            "  {}",
            tr!(lang, "render-in-play", cards = in_play.join(", "))
        );
    }
    if m.revealed_len() > 0 {
        let cards: Vec<String> = m
            .revealed
            .iter()
            .filter(|&&c| c != 0)
            .map(|&c| card_name(c, lang))
            .collect();
        let _ = writeln!(
            s,
            "  {}",
            tr!(lang, "render-pair", cards = cards.join(", "))
        );
    }
}

fn render_sites(g: &Imhotep, s: &mut String, lang: Lang) {
    let n = g.seat_count();
    let side_of = |site: Site| g.side(site).letter().to_string();
    // Pyramid
    let side = side_of(Site::Pyramid);
    let _ = write!(s, "\n{} ", tr!(lang, "render-pyramid", side = code(&side)));
    match g.side(Site::Pyramid) {
        Side::A => {
            let cells = &g.pyramid.cells;
            let level = |r: std::ops::Range<usize>| -> String {
                r.map(|k| letter(cells[k], lang)).collect()
            };
            let _ = write!(
                s,
                "{}",
                tr!(
                    lang,
                    "render-pyramid-a",
                    first = level(0..3),
                    second = level(3..6),
                    third = level(6..9),
                    fourth = level(9..11),
                    fifth = level(11..13),
                    top = level(13..14),
                    next = PYRAMID_A_POINTS
                        .get(g.pyramid.a_filled())
                        .copied()
                        .unwrap_or(1)
                )
            );
        }
        Side::B => {
            for (p, &bonus) in PYRAMID_B_BONUSES.iter().enumerate() {
                let cell = |k: usize| letter(g.pyramid.cells[p * PYRAMID_B_SPACES + k], lang);
                let level1: String = (0..PYRAMID_B_LEVEL1).map(cell).collect();
                let _ = write!(
                    s,
                    "\n  {}",
                    tr!(
                        lang,
                        "render-pyramid-b",
                        pyramid = pyramid_in(p as u8, lang).unwrap_or_default(),
                        level = level1,
                        points = PYRAMID_B_LEVEL1_POINTS,
                        bonus = bonus_text(bonus, lang),
                        top = cell(PYRAMID_B_LEVEL1),
                        top_points = PYRAMID_B_LEVEL2_POINTS
                    )
                );
            }
        }
    }
    let over: Vec<String> = (0..n)
        .filter(|&p| g.pyramid.overflow[p] > 0)
        .map(|p| {
            tr!(
                lang,
                "render-stone-count",
                letter = letter_in(p, lang),
                n = g.pyramid.overflow[p]
            )
        })
        .collect();
    if !over.is_empty() {
        let _ = write!(
            s,
            " {}",
            tr!(lang, "render-beside", stones = over.join(" "))
        );
    }
    // Temple
    let width = g.temple_width();
    let tops: Vec<String> = (0..width)
        .map(|c| match g.side(Site::Temple) {
            Side::A => letter(g.temple.top[c], lang),
            Side::B => format!(
                "{}({})",
                letter(g.temple.top[c], lang),
                temple_label(TEMPLE_B_LAYOUT[c], lang)
            ),
        })
        .collect();
    let side = side_of(Site::Temple);
    let _ = writeln!(
        s,
        "\n{}",
        tr!(
            lang,
            "render-temple",
            side = code(&side),
            tops = tops.join(" "),
            n = g.temple.placed
        )
    );
    // Burial chamber, row by row
    let side = side_of(Site::BurialChamber);
    let _ = writeln!(s, "{}", tr!(lang, "render-burial", side = code(&side)));
    let len = usize::from(g.burial.len);
    for row in 0..BURIAL_ROWS {
        let line: String = (row..len.max(row))
            .step_by(BURIAL_ROWS)
            .map(|k| letter_in(g.burial.seat_at(k), lang))
            .collect();
        let line = if line.is_empty() {
            "-".to_string()
        } else {
            line
        };
        let _ = writeln!(
            s,
            "  {}",
            tr!(lang, "render-burial-row", row = row + 1, stones = line)
        );
    }
    // Obelisks
    let side = side_of(Site::Obelisks);
    let _ = write!(s, "{} ", tr!(lang, "render-obelisks", side = code(&side)));
    let stones: Vec<String> = (0..n)
        .map(|p| format!("{} {}", letter_in(p, lang), g.obelisks.stones[p]))
        .collect();
    match g.side(Site::Obelisks) {
        Side::A => {
            let _ = writeln!(
                s,
                "{}",
                tr!(lang, "render-obelisks-a", heights = stones.join(", "))
            );
        }
        Side::B => {
            let towers: Vec<String> = g
                .obelisks
                .towers
                .iter()
                .zip(OBELISK_B_TOWER_POINTS)
                .filter(|(t, _)| **t != 0)
                .map(|(&t, v)| format!("{}={v}", letter(t, lang)))
                .collect();
            let free: Vec<String> = g
                .obelisks
                .towers
                .iter()
                .zip(OBELISK_B_TOWER_POINTS)
                .filter(|(t, _)| **t == 0)
                .map(|(_, v)| v.to_string())
                .collect();
            let none = || tr!(lang, "render-none");
            let _ = writeln!(
                s,
                "{}",
                tr!(
                    lang,
                    "render-obelisks-b",
                    stones = stones.join(", "),
                    towers = if towers.is_empty() {
                        none()
                    } else {
                        towers.join(" ")
                    },
                    free = if free.is_empty() {
                        none()
                    } else {
                        free.join(", ")
                    }
                )
            );
        }
    }
}
