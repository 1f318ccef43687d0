//! A readable terminal view: the three rows as they lie on the board (the middle one
//! read right to left), seat 0's pawns as `x`, seat 1's as `o`, the houses marked.

use nile_core::{Lang, Viewer};
use std::fmt::Write;

use crate::board::{row_col, SQUARES};
use crate::data::house;
use crate::state::Senet;
use crate::texts::tr;

/// Each seat's mark, in `lang`.
fn mark(seat: usize, lang: Lang) -> String {
    if seat == 0 {
        tr!(lang, "mark-0")
    } else {
        tr!(lang, "mark-1")
    }
}

/// The position as text; everything is public, so the viewer only marks "(you)".
pub(crate) fn render(g: &Senet, viewer: Viewer, lang: Lang) -> String {
    let mut s = String::new();
    let (pawns, throws) = (g.config.pawns, g.throws());
    let _ = writeln!(
        s,
        "{}",
        tr!(lang, "board-head", pawns = pawns, throws = throws)
    );
    for seat in 0..2 {
        let (mark, off) = (mark(seat, lang), g.off(seat));
        let line = if viewer.is_seat(seat) {
            tr!(lang, "board-seat-you", seat = seat, mark = mark, off = off)
        } else {
            tr!(lang, "board-seat", seat = seat, mark = mark, off = off)
        };
        let _ = writeln!(s, "{line}");
    }
    let mut grid = [[0u8; 10]; 3];
    for sq in 1..=SQUARES {
        let (r, c) = row_col(sq);
        grid[usize::from(r)][usize::from(c)] = sq;
    }
    let marks = [mark(0, lang), mark(1, lang)];
    for (r, row) in grid.iter().enumerate() {
        let arrow = if r == 1 { "<-" } else { "->" };
        let numbers: String = row
            .iter()
            .map(|&sq| {
                format!(
                    "{:>4}",
                    if house(sq).is_some() {
                        format!("{sq}*")
                    } else {
                        sq.to_string()
                    }
                )
            })
            .collect();
        let pawns: String = row
            .iter()
            .map(|&sq| {
                let cell = g.at(sq).map_or(".", |p| marks[p.min(1)].as_str());
                format!("{cell:>4}")
            })
            .collect();
        let _ = writeln!(s, "{numbers}  {arrow}");
        let _ = writeln!(s, "{pawns}");
    }
    let _ = writeln!(s, "{}", tr!(lang, "board-legend"));
    let status = match (g.over, g.pending_throw()) {
        (true, _) => tr!(lang, "status-over"),
        (false, Some(n)) => tr!(lang, "status-move", seat = g.to_move(), n = n),
        (false, None) => tr!(lang, "status-throw", seat = g.to_move()),
    };
    let _ = write!(s, "{status}");
    s
}
