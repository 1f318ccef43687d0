//! A readable terminal view of a position.

use nile_core::Viewer;
use std::fmt::Write;

use crate::action::PYRAMID_NAMES;
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
use crate::text::{plural, COLOURS};

/// One-letter colour codes by seat (K = black, B = brown).
pub const LETTERS: [char; 4] = ['K', 'W', 'B', 'G'];

fn letter(code: u8) -> char {
    match code.checked_sub(1) {
        Some(s) => LETTERS.get(usize::from(s)).copied().unwrap_or('?'),
        None => '.',
    }
}

fn seat_name(seat: usize) -> String {
    format!(
        "{} (seat {seat})",
        COLOURS.get(seat).copied().unwrap_or("?")
    )
}

fn card_name(code: u8) -> &'static str {
    if code == HIDDEN {
        return "(face-down card)";
    }
    code.checked_sub(1)
        .and_then(|i| Card::from_index(i.into()))
        .map_or("-", Card::name)
}

/// Renders `g`, already as `viewer` may see it ([`Imhotep::seen_by`]).
pub(crate) fn render(g: &Imhotep, viewer: Viewer) -> String {
    let mut s = String::new();
    let n = g.seat_count();
    let sides: String = g.config.sides.iter().map(|x| x.letter()).collect();
    let _ = writeln!(
        s,
        "Imhotep, {n} players, round {} of {ROUNDS}; sides {sides} (Market, Pyramid, Temple, Burial Chamber, Obelisks){}",
        g.round,
        if g.config.pharaohs_fury { "; Pharaoh's Fury" } else { "" }
    );
    if let Viewer::Seat(v) = viewer {
        let _ = writeln!(s, "You are {}.", seat_name(v));
    }
    let _ = writeln!(s, "{}", whose_turn(g));

    let _ = writeln!(
        s,
        "\nPlayers (start player this round: {}):",
        seat_name(g.start_player.into())
    );
    for (p, b) in g.builders.iter().enumerate().take(n) {
        let mut cards = Vec::new();
        if b.statues > 0 {
            cards.push(plural(usize::from(b.statues), "statue"));
        }
        for (count, card) in b.decorations.iter().zip(DECORATIONS) {
            if *count > 0 {
                cards.push(format!("{count}x {card}"));
            }
        }
        for (i, card) in BLUE_CARDS.iter().enumerate() {
            if b.blue[i] > 0 {
                cards.push(format!("{}x {card}", b.blue[i]));
            }
        }
        let _ = writeln!(
            s,
            "  [{}] {:<16} score {:>3}  sled {}/5  quarry {:>2}  cards: {}",
            LETTERS[p],
            seat_name(p),
            b.score,
            b.sled,
            b.quarry,
            if cards.is_empty() {
                "none".to_string()
            } else {
                cards.join(", ")
            }
        );
    }

    let _ = writeln!(
        s,
        "\nShips (slot 1 is the bow and unloads first; K black, W white, B brown, G gray):"
    );
    for (i, ship) in g.ships.iter().enumerate() {
        if ship.capacity == 0 {
            continue;
        }
        let slots: String = (0..usize::from(ship.capacity))
            .map(|k| format!("[{}]", letter(ship.slots[k])))
            .collect();
        let state = match ship.sailed_to {
            Some(site) => format!("sailed to the {site}"),
            None if ship.can_sail() => format!(
                "in port, can sail (holds {}, needs {})",
                ship.load(),
                ship.min_load()
            ),
            None => format!(
                "in port, needs {} to sail",
                plural(usize::from(ship.min_load()), "stone")
            ),
        };
        let _ = writeln!(s, "  ship {}: {slots:<12} {state}", i + 1);
    }

    render_market(g, &mut s);
    render_sites(g, &mut s);
    s
}

/// What a side-B pyramid's first-level bonus gives, in words.
pub(crate) fn bonus_text(bonus: PyramidBonus) -> &'static str {
    match bonus {
        PyramidBonus::Card => "the top market card",
        PyramidBonus::Stones => "up to 3 stones onto the sled",
        PyramidBonus::Ship => "a stone from the sled onto a ship",
    }
}

fn temple_label(bonus: TempleBonus) -> &'static str {
    match bonus {
        TempleBonus::PointOrStones => "1 point or 2 stones",
        TempleBonus::TwoPoints => "2 points",
        TempleBonus::TopCard => "top card",
    }
}

fn whose_turn(g: &Imhotep) -> String {
    let cur = seat_name(g.current.into());
    match g.phase {
        Phase::Over => {
            let mut best = String::from("Game over. Final scores:");
            for (letter, b) in LETTERS.iter().zip(&g.builders).take(g.seat_count()) {
                let _ = write!(best, " {letter} {}", b.score);
            }
            best
        }
        Phase::Turn => {
            format!("{cur} to act: take stones, place a stone, sail a ship or play a blue card.")
        }
        Phase::MarketPick(p) => format!("{} picks a market card for a stone.", seat_name(p.into())),
        Phase::PairKeep(p) => format!(
            "{} keeps one of the two face-down cards.",
            seat_name(p.into())
        ),
        Phase::PyramidChoice(p) => {
            format!("{} chooses a pyramid for a stone.", seat_name(p.into()))
        }
        Phase::CardBonus(p) => format!("{} may draw the top market card.", seat_name(p.into())),
        Phase::StonesBonus(p) => format!(
            "{} may take up to 3 stones onto the sled.",
            seat_name(p.into())
        ),
        Phase::ShipBonus(p) => format!("{} may load a stone from the sled.", seat_name(p.into())),
        Phase::TempleChoice(p) => format!("{} takes 1 point or 2 stones.", seat_name(p.into())),
        Phase::LeverSail => format!("{cur} plays Lever: choose a ship and a site."),
        Phase::LeverUnload => format!("{cur} plays Lever: choose the next stone to unload."),
        Phase::HammerPlace => format!("{cur} plays Hammer: place a stone."),
        Phase::SailCardPlace => format!("{cur} plays Sail: place a stone on the ship to sail."),
        Phase::SailCardSail(ship) => {
            format!("{cur} plays Sail: sail ship {}.", u32::from(ship) + 1)
        }
        Phase::ChiselPlace(2) => format!("{cur} plays Chisel: place the first of 2 stones."),
        Phase::ChiselPlace(_) => format!("{cur} plays Chisel: place the second stone."),
        _ => "A chance draw is due.".to_string(),
    }
}

fn render_market(g: &Imhotep, s: &mut String) {
    let m = &g.market;
    let side = g.side(Site::Market);
    let slots = g.face_up_slots();
    let shown: Vec<&str> = m.display[..slots].iter().map(|&c| card_name(c)).collect();
    let _ = write!(s, "\nMarket ({}): {}", side.letter(), shown.join(" | "));
    if side == Side::B {
        let _ = write!(s, " | {} face down", plural(usize::from(m.blind), "card"));
    }
    let _ = writeln!(
        s,
        "\n  draw pile {}, discard pile {}; {} to go after this one",
        plural(m.deck_len() as usize, "card"),
        plural(total(&m.discard) as usize, "card"),
        plural(usize::from(ROUNDS.saturating_sub(g.round)), "round")
    );
    let in_play: Vec<String> = Card::ALL
        .iter()
        .filter(|c| m.in_play[c.index()] > 0)
        .map(|c| c.to_string())
        .collect();
    if !in_play.is_empty() {
        let _ = writeln!(s, "  being played: {}", in_play.join(", "));
    }
    if m.revealed_len() > 0 {
        let cards: Vec<&str> = m
            .revealed
            .iter()
            .filter(|&&c| c != 0)
            .map(|&c| card_name(c))
            .collect();
        let _ = writeln!(s, "  face-down pair being looked at: {}", cards.join(", "));
    }
}

fn render_sites(g: &Imhotep, s: &mut String) {
    let n = g.seat_count();
    // Pyramid
    let _ = write!(s, "\nPyramid ({}): ", g.side(Site::Pyramid).letter());
    match g.side(Site::Pyramid) {
        Side::A => {
            let cells = &g.pyramid.cells;
            let level =
                |r: std::ops::Range<usize>| -> String { r.map(|k| letter(cells[k])).collect() };
            let _ = write!(
                s,
                "level 1 {} {} {} | level 2 {} {} | top {}  (next space worth {})",
                level(0..3),
                level(3..6),
                level(6..9),
                level(9..11),
                level(11..13),
                level(13..14),
                PYRAMID_A_POINTS
                    .get(g.pyramid.a_filled())
                    .copied()
                    .unwrap_or(1)
            );
        }
        Side::B => {
            for p in 0..3 {
                let cell = |k: usize| letter(g.pyramid.cells[p * PYRAMID_B_SPACES + k]);
                let level1: String = (0..PYRAMID_B_LEVEL1).map(cell).collect();
                let _ = write!(
                    s,
                    "\n  {}: level 1 {level1} ({} and {} each), top {} ({})",
                    PYRAMID_NAMES[p],
                    plural(PYRAMID_B_LEVEL1_POINTS as usize, "point"),
                    bonus_text(PYRAMID_B_BONUSES[p]),
                    cell(PYRAMID_B_LEVEL1),
                    plural(PYRAMID_B_LEVEL2_POINTS as usize, "point"),
                );
            }
        }
    }
    let over: Vec<String> = (0..n)
        .filter(|&p| g.pyramid.overflow[p] > 0)
        .map(|p| format!("{}x{}", LETTERS[p], g.pyramid.overflow[p]))
        .collect();
    if !over.is_empty() {
        let _ = write!(s, " beside: {}", over.join(" "));
    }
    // Temple
    let width = g.temple_width();
    let tops: Vec<String> = (0..width)
        .map(|c| match g.side(Site::Temple) {
            Side::A => letter(g.temple.top[c]).to_string(),
            Side::B => format!(
                "{}({})",
                letter(g.temple.top[c]),
                temple_label(TEMPLE_B_LAYOUT[c])
            ),
        })
        .collect();
    let _ = writeln!(
        s,
        "\nTemple ({}): visible {}  ({} in all)",
        g.side(Site::Temple).letter(),
        tops.join(" "),
        plural(usize::from(g.temple.placed), "stone")
    );
    // Burial chamber, row by row
    let _ = writeln!(
        s,
        "Burial Chamber ({}):",
        g.side(Site::BurialChamber).letter()
    );
    let len = usize::from(g.burial.len);
    for row in 0..BURIAL_ROWS {
        let line: String = (row..len.max(row))
            .step_by(BURIAL_ROWS)
            .map(|k| LETTERS[g.burial.seat_at(k)])
            .collect();
        let _ = writeln!(
            s,
            "  row {}: {}",
            row + 1,
            if line.is_empty() { "-" } else { &line }
        );
    }
    // Obelisks
    let _ = write!(s, "Obelisks ({}): ", g.side(Site::Obelisks).letter());
    let stones: Vec<String> = (0..n)
        .map(|p| format!("{} {}", LETTERS[p], g.obelisks.stones[p]))
        .collect();
    match g.side(Site::Obelisks) {
        Side::A => {
            let _ = writeln!(s, "heights {}", stones.join(", "));
        }
        Side::B => {
            let towers: Vec<String> = g
                .obelisks
                .towers
                .iter()
                .zip(OBELISK_B_TOWER_POINTS)
                .filter(|(t, _)| **t != 0)
                .map(|(&t, v)| format!("{}={v}", letter(t)))
                .collect();
            let free: Vec<String> = g
                .obelisks
                .towers
                .iter()
                .zip(OBELISK_B_TOWER_POINTS)
                .filter(|(t, _)| **t == 0)
                .map(|(_, v)| v.to_string())
                .collect();
            let _ = writeln!(
                s,
                "single stones {}; towers {}; free tower spaces worth {}",
                stones.join(", "),
                if towers.is_empty() {
                    "none".into()
                } else {
                    towers.join(" ")
                },
                if free.is_empty() {
                    "none".into()
                } else {
                    free.join(", ")
                }
            );
        }
    }
}
