//! Texts for people: how an action reads in a log (`describe`), what then happened by
//! itself (`narrate`), and the help for the houses and the sticks (`explain`). Nothing in
//! Senet is hidden, so every viewer reads the same words.

use crate::action::SenetAction;
use crate::board::{square_name, OFF};
use crate::data::{house, HOUSES, WATER};
use crate::state::Senet;
use crate::sticks::{throw, THROWS};

/// How `action`, about to be applied to `g`, reads.
pub(crate) fn describe(g: &Senet, action: SenetAction) -> String {
    let seat = g.to_move();
    match action {
        SenetAction::Throw(n) => match throw(n) {
            Some(t) if t.whites == 0 => format!("seat {seat} throws {n} (no white side up)"),
            Some(t) => format!(
                "seat {seat} throws {n} ({} white side{} up)",
                t.whites,
                if t.whites == 1 { "" } else { "s" }
            ),
            None => format!("seat {seat} throws {n}"),
        },
        SenetAction::Move(from) => {
            let n = g.pending_throw().unwrap_or(0);
            let to = from.saturating_add(n);
            if to == OFF {
                format!(
                    "seat {seat} moves the pawn on {} off the board",
                    square_name(from)
                )
            } else {
                format!(
                    "seat {seat} moves the pawn on {from} to {}",
                    square_name(to)
                )
            }
        }
        SenetAction::Back(from) => {
            let n = g.pending_throw().unwrap_or(0);
            format!(
                "seat {seat} moves the pawn on {from} back to {} (no pawn can go forward)",
                square_name(from.saturating_sub(n))
            )
        }
    }
}

/// How a legal move reads in the mover's list of options: the pawn, where it goes and
/// what happens there.
pub(crate) fn option_text(g: &Senet, action: SenetAction) -> String {
    let n = g.pending_throw().unwrap_or(0);
    match action {
        SenetAction::Move(from) => {
            let to = from.saturating_add(n);
            let mut text = if to == OFF {
                format!("move the pawn on {from} off the board")
            } else {
                format!("move the pawn on {from} to {}", square_name(to))
            };
            if to == WATER {
                text.push_str(": it drowns and starts again at the House of Rebirth");
            } else if g.at(to).is_some_and(|o| o != g.to_move()) {
                text.push_str(&format!(
                    ": attack seat {}'s pawn, which goes back to {from}",
                    1 - g.to_move()
                ));
            }
            text
        }
        SenetAction::Back(from) => format!(
            "move the pawn on {from} back to {}",
            square_name(from.saturating_sub(n))
        ),
        SenetAction::Throw(n) => format!("throw {n}"),
    }
}

/// What happened by itself when `action` took `before` to `after`.
pub(crate) fn narrate(before: &Senet, after: &Senet, action: SenetAction) -> Vec<String> {
    let seat = before.to_move();
    let other = 1 - seat;
    let mut lines = Vec::new();
    match action {
        SenetAction::Throw(n) if after.pending_throw().is_none() && !after.over => {
            lines.push(format!(
                "seat {seat} has no move with a {n}: the turn passes to seat {other}"
            ));
        }
        SenetAction::Throw(_) => {}
        SenetAction::Move(from) | SenetAction::Back(from) => {
            let n = before.pending_throw().unwrap_or(0);
            let to = if matches!(action, SenetAction::Move(_)) {
                from.saturating_add(n)
            } else {
                from.saturating_sub(n)
            };
            if before.at(to).is_some_and(|o| o != seat) {
                lines.push(format!(
                    "seat {other}'s pawn on {to} is attacked and goes back to {from}"
                ));
            }
            if to == WATER {
                let reborn =
                    (1..=30).find(|&s| after.at(s) == Some(seat) && before.at(s).is_none());
                if let Some(r) = reborn {
                    lines.push(format!(
                        "the pawn falls into the House of Water and starts again on {}; the turn ends",
                        square_name(r)
                    ));
                }
            }
            if to == OFF {
                lines.push(format!(
                    "seat {seat} has {} of {} pawns off the board",
                    after.off(seat),
                    after.config.pawns
                ));
            }
            if !after.over {
                if after.to_move() == seat {
                    lines.push(format!("seat {seat} throws again"));
                } else {
                    lines.push(format!("seat {other} to throw"));
                }
            }
        }
    }
    if after.over && !before.over {
        lines.push(end_line(after));
    }
    lines
}

fn end_line(g: &Senet) -> String {
    if let Some(w) = (0..2).find(|&s| g.home(s)) {
        return format!("seat {w} wins: every pawn is off the board");
    }
    let (a, b) = ((g.off(0), g.progress(0)), (g.off(1), g.progress(1)));
    let verdict = match a.cmp(&b) {
        std::cmp::Ordering::Greater => "seat 0 wins".to_string(),
        std::cmp::Ordering::Less => "seat 1 wins".to_string(),
        std::cmp::Ordering::Equal => "a draw".to_string(),
    };
    format!(
        "the game ends after {} throws: {} off for seat 0, {} for seat 1 (pawns' squares {} and {}): {verdict}",
        g.throws(),
        a.0,
        b.0,
        a.1,
        b.1
    )
}

/// The help for a house (by name or square number) or the sticks.
pub(crate) fn explain(topic: &str) -> Option<String> {
    let t = topic.trim().to_ascii_lowercase();
    if t.contains("stick") || t == "throw" {
        let lines: Vec<String> = THROWS
            .iter()
            .map(|t| {
                format!(
                    "{} white{}: move {}{} ({} in 16)",
                    t.whites,
                    if t.whites == 1 { "" } else { "s" },
                    t.value,
                    if t.again { ", throw again" } else { "" },
                    t.ways
                )
            })
            .collect();
        return Some(format!("The four throwing sticks: {}.", lines.join("; ")));
    }
    let by_number = t
        .trim_start_matches("square")
        .trim()
        .parse::<u8>()
        .ok()
        .and_then(house);
    let h = by_number.or_else(|| HOUSES.iter().find(|h| h.name.to_ascii_lowercase() == t))?;
    Some(format!("{} (square {}): {}.", h.name, h.square, h.rule))
}
