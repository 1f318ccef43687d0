//! An epoch's scoring as each seat's line, in the rulebook's categories: Pharaoh, gold,
//! gods, the Nile, civilization, monuments, the total.

use nile_core::Lang;

use crate::scoring::Breakdown;
use crate::texts::tr;
use crate::tiles::{tile_name, Counts, MONUMENTS};

/// A signed number of points: "+5", "−2", "0".
fn points(v: i32) -> String {
    match v {
        0 => "0".to_string(),
        v if v > 0 => format!("+{v}"),
        v => format!("−{}", -v),
    }
}

/// One seat's scoring line in the rulebook's categories.
pub(super) fn score_line(
    p: usize,
    b: &Breakdown,
    held: &Counts,
    old: u16,
    new: u16,
    lang: Lang,
) -> String {
    let mut parts = Vec::new();
    let pts = points(b.pharaoh_points);
    parts.push(match b.pharaoh_points {
        v if v > 0 => tr!(lang, "score-pharaohs-most", n = b.pharaohs, points = pts),
        v if v < 0 => tr!(lang, "score-pharaohs-fewest", n = b.pharaohs, points = pts),
        _ => tr!(lang, "score-pharaohs", n = b.pharaohs, points = pts),
    });
    if b.gold > 0 {
        parts.push(tr!(
            lang,
            "score-gold",
            n = b.gold,
            points = points(b.gold_points())
        ));
    }
    if b.gods > 0 {
        parts.push(tr!(
            lang,
            "score-gods",
            n = b.gods,
            points = points(b.god_points())
        ));
    }
    if b.nile + b.flood > 0 {
        let pts = points(b.river_points);
        parts.push(if b.flood == 0 {
            tr!(
                lang,
                "score-river-no-flood",
                nile = b.nile,
                flood = b.flood,
                points = pts
            )
        } else {
            tr!(
                lang,
                "score-river",
                nile = b.nile,
                flood = b.flood,
                points = pts
            )
        });
    }
    parts.push(tr!(
        lang,
        "score-civilizations",
        kinds = kinds(usize::from(b.civilization_kinds), lang),
        points = points(b.civilization_points)
    ));
    if let Some((total, pts)) = b.sun {
        let shown = points(pts);
        parts.push(match pts {
            v if v > 0 => tr!(lang, "score-sun-highest", total = total, points = shown),
            v if v < 0 => tr!(lang, "score-sun-lowest", total = total, points = shown),
            _ => tr!(lang, "score-sun", total = total, points = shown),
        });
    }
    if let Some(pts) = b.monument_points {
        parts.push(tr!(
            lang,
            "score-monuments",
            monuments = monument_text(held, lang),
            points = points(pts)
        ));
    }
    let line = tr!(
        lang,
        "score-line",
        seat = p,
        points = points(b.total),
        parts = parts.join(", "),
        old = old,
        new = new
    );
    if i32::from(old) + b.total < 0 {
        format!("{line}, {}", tr!(lang, "score-floor"))
    } else {
        line
    }
}

/// Monuments held as "4 kinds, sets of 4 Pyramid and 3 Temple".
fn monument_text(held: &Counts, lang: Lang) -> String {
    let variety = kinds(
        MONUMENTS.iter().filter(|m| held[m.index()] > 0).count(),
        lang,
    );
    let sets = MONUMENTS
        .iter()
        .filter(|m| held[m.index()] >= 3)
        .map(|&m| {
            tr!(
                lang,
                "monument-set",
                n = held[m.index()],
                tile = tile_name(m, lang)
            )
        })
        .reduce(|a, b| tr!(lang, "and-join", a = a, b = b));
    match sets {
        None => variety,
        Some(sets) => tr!(lang, "monument-sets", variety = variety, sets = sets),
    }
}

/// "1 kind", "3 kinds".
fn kinds(n: usize, lang: Lang) -> String {
    tr!(lang, "kinds", n = n)
}
