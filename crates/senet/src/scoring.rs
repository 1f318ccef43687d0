//! Scores and the outcome: each seat scores its pawns borne off; the seat with every pawn
//! off wins, and when the throws run out more pawns off wins, then the pawns further
//! along, else a draw (`docs/senet.md` S-14).

use nile_core::Outcome;

use crate::state::Senet;

/// `Game::score`: the pawns `player` has borne off.
pub(crate) fn score(g: &Senet, player: usize) -> i32 {
    i32::from(g.off(player))
}

/// `Game::outcome`: the ranking once the game is over, by pawns off, then progress.
pub(crate) fn outcome(g: &Senet) -> Option<Outcome> {
    if !g.over {
        return None;
    }
    let scores = vec![score(g, 0), score(g, 1)];
    let keys = [(g.off(0), g.progress(0)), (g.off(1), g.progress(1))];
    Some(Outcome::ranked(scores, &keys))
}

impl Senet {
    /// How far `seat`'s pawns have come: the sum of their squares, a pawn borne off
    /// counting 31 (the tie-break when the throws run out, S-14).
    pub fn progress(&self, seat: usize) -> u32 {
        let on_board: u32 = self.pawns(seat).map(u32::from).sum();
        on_board + 31 * u32::from(self.off(seat))
    }

    /// Whether `seat` has borne off every pawn: it has won.
    pub(crate) fn home(&self, seat: usize) -> bool {
        self.off(seat) == self.config.pawns
    }
}
