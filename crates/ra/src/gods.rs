//! Gods (rulebook "Gastando uma ou mais peças de deus"): a God spent takes one tile that
//! is not a God from the auction track; a disaster taken this way is resolved at once
//! (GAP-10, GAP-18). Callers have validated the take; these only mutate.

use crate::state::{Phase, Ra};
use crate::tiles::Tile;

impl Ra {
    /// `player` spends a God to take one `tile` from the auction track (GAP-10, GAP-18).
    pub(crate) fn use_god(&mut self, player: u8, tile: Tile) {
        let p = usize::from(player);
        self.holdings[p][Tile::God.index()] -= 1;
        self.discard[Tile::God.index()] += 1;
        if let Some(slot) = self.track.iter().position(|&t| t == Some(tile)) {
            self.track[slot] = None;
        }
        if tile.is_disaster() {
            // Resolved at once (rulebook "Gastando uma ou mais peças de deus").
            self.discard[tile.index()] += 1;
            if let Some(remaining) =
                self.discard_automatically(player, tile, crate::disaster::TILES_PER_DISASTER)
            {
                self.phase = Phase::Discard {
                    player,
                    disaster: tile,
                    remaining,
                    from_god: true,
                };
                return;
            }
        } else {
            self.holdings[p][tile.index()] += 1;
        }
        self.after_god(player);
    }

    /// After a God's take is fully resolved: offer another God, or end the turn.
    pub(crate) fn after_god(&mut self, player: u8) {
        if self.holdings[usize::from(player)][Tile::God.index()] > 0 && self.track_has_non_god() {
            self.phase = Phase::Gods { player };
        } else {
            self.start_turn(player + 1);
        }
    }
}
