//! A readable terminal view of the position. Everything in Ra is public, so every
//! viewer sees the same board; the viewer's own seat is marked.

use nile_core::Viewer;
use std::fmt::Write;

use crate::data::TILES;
use crate::discs;
use crate::state::{Phase, Ra, MAX_PLAYERS};
use crate::tiles::{Counts, KINDS};

/// Tiles of a count array as "Pharaoh ×2, Gold".
pub fn describe_counts(c: &Counts) -> String {
    let parts: Vec<String> = (0..KINDS)
        .filter(|&k| c[k] > 0)
        .map(|k| match c[k] {
            1 => TILES[k].name.to_string(),
            n => format!("{} ×{n}", TILES[k].name),
        })
        .collect();
    if parts.is_empty() {
        "nothing".into()
    } else {
        parts.join(", ")
    }
}

fn list(values: &[u8]) -> String {
    let v: Vec<String> = values.iter().map(u8::to_string).collect();
    if v.is_empty() {
        "-".into()
    } else {
        v.join(" ")
    }
}

/// The position as text (see [`nile_core::Game::render`]).
pub fn render(s: &Ra, viewer: Viewer) -> String {
    let mut out = String::new();
    // Clamped so that even a state read around `from_json` renders.
    let n = s.config.players.min(MAX_PLAYERS);
    let k = s.ra_tiles_per_epoch();
    let _ = writeln!(
        out,
        "Ra, {n} players: epoch {}/3. Ra track {}/{k} (the {k}th Ra tile ends the epoch).",
        s.epoch, s.ra_count
    );
    let _ = writeln!(
        out,
        "Bag ({} tiles): {}",
        s.bag_total,
        describe_counts(&s.bag)
    );
    let track: Vec<String> = s
        .track
        .iter()
        .map(|t| t.map_or_else(|| "·".to_string(), |t| t.to_string()))
        .collect();
    let _ = writeln!(
        out,
        "Auction track ({}/8): [{}]",
        s.occupied(),
        track.join(" | ")
    );
    let _ = writeln!(out, "Sun disc in the centre: {}", s.centre);
    if let Some(a) = s.auction {
        let how = if a.invoked { "invoked" } else { "drawn" };
        let high = if a.high == 0 {
            "no bid yet".to_string()
        } else {
            format!("high bid sun {} by seat {}", a.high, a.high_bidder)
        };
        let forced = if a.invoked && !a.track_full {
            " The Ra player must bid if everyone else passes."
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "Auction: Ra {how} by seat {}; {high}.{forced}",
            a.ra_player
        );
    }
    for p in 0..n {
        let you = if viewer.is_seat(p) { " (you)" } else { "" };
        let _ = writeln!(
            out,
            "Seat {p}{you}: score {}; sun up [{}] down [{}]",
            s.scores[p],
            list(&s.face_up_discs(p)),
            list(&s.face_down_discs(p))
        );
        if matches!(s.phase, Phase::Deal { .. }) && s.discs[p] == 0 {
            let _ = writeln!(out, "    (not dealt yet)");
        }
        let _ = writeln!(out, "    tiles: {}", describe_counts(&s.holdings[p]));
    }
    let line = match s.phase {
        Phase::Deal { seat } => format!("Dealing sun-disc groups: seat {seat} is next."),
        Phase::Turn { player } => {
            format!("Seat {player} to play: draw a tile, invoke Ra or spend a God.")
        }
        Phase::Draw { player } => format!("Seat {player} draws a tile from the bag."),
        Phase::Bid { player } => format!("Seat {player} to bid or pass."),
        Phase::Gods { player } => {
            format!("Seat {player} may spend another God or end the turn.")
        }
        Phase::Discard {
            player,
            disaster,
            remaining,
            ..
        } => format!("Seat {player} must discard {remaining} more to the {disaster}."),
        Phase::Over => {
            let best = (0..n)
                .max_by_key(|&p| (s.scores[p], discs::highest(s.discs[p])))
                .unwrap_or(0);
            format!("Game over: seat {best} wins.")
        }
    };
    let _ = writeln!(out, "{line}");
    out
}
