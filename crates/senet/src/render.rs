//! A readable terminal view: the three rows as they lie on the board (the middle one
//! read right to left), seat 0's pawns as `x`, seat 1's as `o`, the houses marked.

use nile_core::Viewer;
use std::fmt::Write;

use crate::board::{row_col, SQUARES};
use crate::data::house;
use crate::state::Senet;

const MARKS: [char; 2] = ['x', 'o'];

/// The position as text; everything is public, so the viewer only marks "(you)".
pub(crate) fn render(g: &Senet, viewer: Viewer) -> String {
    let mut s = String::new();
    let you = |seat: usize| if viewer.is_seat(seat) { " (you)" } else { "" };
    let _ = writeln!(
        s,
        "Senet, {} pawns each, {} throws so far",
        g.config.pawns,
        g.throws()
    );
    for (seat, mark) in MARKS.iter().enumerate() {
        let _ = writeln!(
            s,
            "seat {seat}{} plays {mark}: {} off the board",
            you(seat),
            g.off(seat)
        );
    }
    let mut grid = [[0u8; 10]; 3];
    for sq in 1..=SQUARES {
        let (r, c) = row_col(sq);
        grid[usize::from(r)][usize::from(c)] = sq;
    }
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
            .map(|&sq| format!("{:>4}", g.at(sq).map_or('.', |p| MARKS[p.min(1)])))
            .collect();
        let _ = writeln!(s, "{numbers}  {arrow}");
        let _ = writeln!(s, "{pawns}");
    }
    let _ = writeln!(
        s,
        "* 15 Rebirth, 26 Happiness, 27 Water, 28 Three Truths, 29 Re-Atoum, 30 Horus"
    );
    let status = match (g.over, g.pending_throw()) {
        (true, _) => "the game is over".to_string(),
        (false, Some(n)) => format!("seat {} moves a pawn {n}", g.to_move()),
        (false, None) => format!("seat {} throws the sticks", g.to_move()),
    };
    let _ = write!(s, "{status}");
    s
}
