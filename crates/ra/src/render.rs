//! A readable terminal view of the position. Everything in Ra is public, so every
//! viewer sees the same board; the viewer's own seat is marked.

use nile_core::{Lang, Viewer};
use std::fmt::Write;

use crate::discs;
use crate::state::{Phase, Ra, MAX_PLAYERS};
use crate::texts::tr;
use crate::tiles::{disaster_ref, tile_name};
use crate::tiles::{Counts, Tile};

/// Tiles of a count array as "Pharaoh ×2, Gold" (in English).
pub fn describe_counts(c: &Counts) -> String {
    describe_counts_in(c, Lang::En)
}

/// Tiles of a count array in `lang`: "Pharaoh ×2, Gold", "Faraó ×2, Ouro".
pub fn describe_counts_in(c: &Counts, lang: Lang) -> String {
    let parts: Vec<String> = Tile::ALL
        .iter()
        .filter(|t| c[t.index()] > 0)
        .map(|&t| match c[t.index()] {
            1 => tile_name(t, lang),
            n => tr!(lang, "count-item", tile = tile_name(t, lang), n = n),
        })
        .collect();
    if parts.is_empty() {
        tr!(lang, "nothing")
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

/// The position as text in English (see [`nile_core::Game::render`]).
pub fn render(s: &Ra, viewer: Viewer) -> String {
    render_in(s, viewer, Lang::En)
}

/// The position as text in `lang` (see [`nile_core::Game::render_in`]).
pub fn render_in(s: &Ra, viewer: Viewer, lang: Lang) -> String {
    let mut out = String::new();
    // Clamped so that even a state read around `from_json` renders.
    let n = s.config.players.min(MAX_PLAYERS);
    let k = s.ra_tiles_per_epoch();
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "render-head",
            players = n,
            epoch = s.epoch,
            count = s.ra_count,
            k = k
        )
    );
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "render-bag",
            n = s.bag_total,
            tiles = describe_counts_in(&s.bag, lang)
        )
    );
    let track: Vec<String> = s
        .track
        .iter()
        .map(|t| t.map_or_else(|| "·".to_string(), |t| tile_name(t, lang)))
        .collect();
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "render-track",
            filled = s.occupied(),
            tiles = track.join(" | ")
        )
    );
    let _ = writeln!(out, "{}", tr!(lang, "render-centre", disc = s.centre));
    if let Some(a) = s.auction {
        let high = if a.high == 0 {
            tr!(lang, "render-no-bid")
        } else {
            tr!(
                lang,
                "render-high-bid",
                value = a.high,
                seat = a.high_bidder
            )
        };
        let line = if a.invoked {
            tr!(
                lang,
                "render-auction-invoked",
                seat = a.ra_player,
                high = high
            )
        } else {
            tr!(
                lang,
                "render-auction-drawn",
                seat = a.ra_player,
                high = high
            )
        };
        if a.invoked && !a.track_full {
            let _ = writeln!(out, "{line} {}", tr!(lang, "render-forced"));
        } else {
            let _ = writeln!(out, "{line}");
        }
    }
    for p in 0..n {
        let (up, down) = (list(&s.face_up_discs(p)), list(&s.face_down_discs(p)));
        let line = if viewer.is_seat(p) {
            tr!(
                lang,
                "render-seat-you",
                seat = p,
                score = s.scores[p],
                up = up,
                down = down
            )
        } else {
            tr!(
                lang,
                "render-seat",
                seat = p,
                score = s.scores[p],
                up = up,
                down = down
            )
        };
        let _ = writeln!(out, "{line}");
        if matches!(s.phase, Phase::Deal { .. }) && s.discs[p] == 0 {
            let _ = writeln!(out, "    {}", tr!(lang, "render-not-dealt"));
        }
        let _ = writeln!(
            out,
            "    {}",
            tr!(
                lang,
                "render-tiles",
                tiles = describe_counts_in(&s.holdings[p], lang)
            )
        );
    }
    let line = match s.phase {
        Phase::Deal { seat } => tr!(lang, "render-deal", seat = seat),
        Phase::Turn { player } => tr!(lang, "render-turn", seat = player),
        Phase::Draw { player } => tr!(lang, "render-draw", seat = player),
        Phase::Bid { player } => tr!(lang, "render-bid", seat = player),
        Phase::Gods { player } => tr!(lang, "render-gods", seat = player),
        Phase::Discard {
            player,
            disaster,
            remaining,
            ..
        } => tr!(
            lang,
            "render-discard",
            seat = player,
            n = remaining,
            disaster = disaster_ref(disaster, lang)
        ),
        Phase::Over => {
            let best = (0..n)
                .max_by_key(|&p| (s.scores[p], discs::highest(s.discs[p])))
                .unwrap_or(0);
            tr!(lang, "render-over", seat = best)
        }
    };
    let _ = writeln!(out, "{line}");
    out
}
