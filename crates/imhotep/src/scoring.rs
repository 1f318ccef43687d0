//! Scores (`Game::score`), the final scoring in the rulebook's order and the outcome
//! with its tie-break (`Game::outcome`), with the scoring tables and rules from the text:
//! connected groups and statues (1/3/6/10/15/+2), rank points with split ties, Obelisks
//! side A by player count. (What a stone scores as it is delivered: `delivery.rs`.)

use nile_core::Outcome;

use crate::data::{DECORATION_DIVISOR, FURY_PENALTY, GROUP_EXTRA, GROUP_POINTS, OBELISK_A_POINTS};
use crate::site::{Side, Site};
use crate::sites::{BurialChamber, BURIAL_CELLS, BURIAL_ROWS, MAX_PLAYERS};
use crate::standins::BURIAL_B_ROW_POINTS;
use crate::state::{Imhotep, Phase};

/// Points of a group of `n` stones or of `n` statues: 1, 3, 6, 10, 15, then +2 each.
pub fn group_points(n: u32) -> i32 {
    match GROUP_POINTS.get(n as usize) {
        Some(&p) => p,
        None => GROUP_POINTS[5] + GROUP_EXTRA * (n as i32 - 5),
    }
}

/// Ranks the seats with a count of at least 1 and gives each rank's points, splitting ties:
/// tied seats share the sum of the ranks they occupy, each rounded down (text: "divida ...
/// arredondada para baixo"). Ranks past the end of `points` are worth 0.
pub fn rank_points(
    counts: &[u32; MAX_PLAYERS],
    players: usize,
    points: &[i32],
) -> [i32; MAX_PLAYERS] {
    let mut out = [0; MAX_PLAYERS];
    let seated = &counts[..players.min(MAX_PLAYERS)];
    for (p, &mine) in seated.iter().enumerate() {
        if mine == 0 {
            continue;
        }
        let (mut better, mut tied) = (0, 0);
        for &other in seated {
            better += usize::from(other > mine);
            tied += usize::from(other == mine);
        }
        let sum: i32 = points.iter().skip(better).take(tied).sum();
        out[p] = sum / tied as i32;
    }
    out
}

/// Burial Chamber side A: every orthogonally connected area of one colour scores
/// [`group_points`] of its size for that colour (diagonals do not connect).
pub fn burial_a(chamber: &BurialChamber) -> [i32; MAX_PLAYERS] {
    let len = usize::from(chamber.len).min(BURIAL_CELLS);
    let mut seen = [false; BURIAL_CELLS];
    let mut stack = [0u8; BURIAL_CELLS];
    let mut out = [0; MAX_PLAYERS];
    for start in 0..len {
        if seen[start] {
            continue;
        }
        let seat = chamber.seat_at(start);
        seen[start] = true;
        stack[0] = start as u8;
        let mut top = 1;
        let mut size = 0;
        while top > 0 {
            top -= 1;
            let k = usize::from(stack[top]);
            size += 1;
            let row = k % BURIAL_ROWS;
            let mut visit = |n: usize| {
                if n < len && !seen[n] && chamber.seat_at(n) == seat {
                    seen[n] = true;
                    stack[top] = n as u8;
                    top += 1;
                }
            };
            if row > 0 {
                visit(k - 1);
            }
            if row + 1 < BURIAL_ROWS {
                visit(k + 1);
            }
            if k >= BURIAL_ROWS {
                visit(k - BURIAL_ROWS);
            }
            visit(k + BURIAL_ROWS);
        }
        out[seat] += group_points(size);
    }
    out
}

/// Burial Chamber side B: each row ranks the seats with stones in it (docs/imhotep.md GAP-22 points).
pub fn burial_b(chamber: &BurialChamber, players: usize) -> [i32; MAX_PLAYERS] {
    let mut out = [0; MAX_PLAYERS];
    for row in 0..BURIAL_ROWS {
        let mut counts = [0u32; MAX_PLAYERS];
        for k in (row..usize::from(chamber.len)).step_by(BURIAL_ROWS) {
            counts[chamber.seat_at(k)] += 1;
        }
        let pts = rank_points(&counts, players, &BURIAL_B_ROW_POINTS);
        for p in 0..MAX_PLAYERS {
            out[p] += pts[p];
        }
    }
    out
}

/// Obelisks side A: rank tower heights of the seats that delivered at least one stone.
pub fn obelisks_a(heights: &[u8; MAX_PLAYERS], players: usize) -> [i32; MAX_PLAYERS] {
    let counts = heights.map(u32::from);
    let table = OBELISK_A_POINTS[players.clamp(2, 4) - 2];
    rank_points(&counts, players, table)
}

/// The parts of the final scoring, in the rulebook's order.
pub const FINAL_SCORING_PARTS: [&str; 6] = [
    "Burial Chamber",
    "Obelisks",
    "statues",
    "decorations",
    "unused blue cards",
    "Pharaoh's Fury",
];

impl Imhotep {
    /// Seat `player`'s score so far (0 for a seat not in the game).
    #[inline]
    pub(crate) fn seat_score(&self, player: usize) -> i32 {
        self.builders.get(player).map_or(0, |b| b.score)
    }

    /// The final ranking once the game is over: by score, tie-break most stones on the
    /// sled; still tied, a shared win.
    pub(crate) fn final_outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let n = self.seat_count();
        let scores: Vec<i32> = (0..n).map(|p| self.builders[p].score).collect();
        let keys = self.builders.map(|b| (b.score, b.sled));
        Some(Outcome::ranked(scores, &keys[..n]))
    }

    /// Final scoring in the rulebook's order: Burial Chamber, Obelisks, statues,
    /// decorations, unused blue cards, then Pharaoh's Fury.
    pub(crate) fn final_scoring(&mut self) {
        let (parts, n) = (self.final_scoring_parts(), self.seat_count());
        for (b, part) in self.builders.iter_mut().zip(parts).take(n) {
            b.score += part.iter().sum::<i32>();
        }
    }

    /// What the final scoring gives each seat, in the rulebook's order: Burial Chamber,
    /// Obelisks, statues, decorations, unused blue cards, Pharaoh's Fury (see
    /// [`FINAL_SCORING_PARTS`]). A function of the public position only.
    pub(crate) fn final_scoring_parts(&self) -> [[i32; 6]; MAX_PLAYERS] {
        let n = self.seat_count();
        let burial = match self.side(Site::BurialChamber) {
            Side::A => burial_a(&self.burial),
            Side::B => burial_b(&self.burial, n),
        };
        let obelisks = match self.side(Site::Obelisks) {
            Side::A => obelisks_a(&self.obelisks.stones, n),
            // Side B: each single stone left is worth 1 point (towers scored already).
            Side::B => self.obelisks.stones.map(i32::from),
        };
        let site_stones = [
            self.pyramid.total(),
            u32::from(self.temple.placed),
            u32::from(self.burial.len),
            self.obelisks.total(),
        ];
        let monuments: u8 = Site::MONUMENTS.iter().map(|s| s.bit()).sum();
        let mut parts = [[0; 6]; MAX_PLAYERS];
        for (p, b) in self.builders.iter().enumerate().take(n) {
            let decorations = b
                .decorations
                .iter()
                .zip(site_stones)
                .map(|(&count, stones)| i32::from(count) * (stones / DECORATION_DIVISOR) as i32)
                .sum();
            let fury = self.config.pharaohs_fury && b.delivered & monuments != monuments;
            parts[p] = [
                burial[p],
                obelisks[p],
                group_points(u32::from(b.statues)),
                decorations,
                b.blue.iter().map(|&c| i32::from(c)).sum(),
                if fury { -FURY_PENALTY } else { 0 },
            ];
        }
        parts
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn group_points_table() {
        let got: Vec<i32> = (1..=8).map(group_points).collect();
        assert_eq!(got, vec![1, 3, 6, 10, 15, 17, 19, 21]);
    }

    #[test]
    fn tie_split_rounds_down() {
        // 4 players: W 4, K 3, G 3, Br 0 → 15, 7, 7, 0 (the rulebook's example).
        assert_eq!(
            rank_points(&[3, 4, 0, 3], 4, &[15, 10, 5, 1]),
            [7, 15, 0, 7]
        );
    }
}
