//! Disasters (rulebook "DESASTRES"): each costs its taker two matching tiles.

use crate::state::{Phase, Ra};
use crate::tiles::{Tile, CIVILIZATIONS, MONUMENTS};

/// Tiles each disaster destroys (fewer if the player has fewer).
pub const TILES_PER_DISASTER: u8 = 2;

/// The kinds `disaster` may destroy for a player holding `flood` Floods: War takes
/// civilizations, Earthquake monuments, Funeral Pharaohs, and Drought Floods first,
/// then Nile (rulebook: "precisa primeiro descartar suas peças de inundação").
pub fn eligible_kinds(disaster: Tile, flood: u8) -> &'static [Tile] {
    match disaster {
        Tile::War => &CIVILIZATIONS,
        Tile::Earthquake => &MONUMENTS,
        Tile::Funeral => &[Tile::Pharaoh],
        Tile::Drought if flood > 0 => &[Tile::Flood],
        Tile::Drought => &[Tile::Nile],
        _ => &[],
    }
}

impl Ra {
    /// The kinds seat `p` could discard to `disaster` now.
    #[inline]
    pub(crate) fn eligible(&self, p: u8, disaster: Tile) -> &'static [Tile] {
        let h = &self.holdings[usize::from(p)];
        eligible_kinds(disaster, h[Tile::Flood.index()])
    }

    /// Discards what needs no choice (GAP-9): one kind eligible, or no more tiles
    /// than still owed. Returns the number still owed when the player must choose.
    pub(crate) fn discard_automatically(
        &mut self,
        p: u8,
        disaster: Tile,
        mut remaining: u8,
    ) -> Option<u8> {
        let pi = usize::from(p);
        while remaining > 0 {
            let kinds = self.eligible(p, disaster);
            let mut total = 0u8;
            let mut distinct = 0u8;
            let mut first = None;
            for &k in kinds {
                let c = self.holdings[pi][k.index()];
                if c > 0 {
                    total += c;
                    distinct += 1;
                    first.get_or_insert(k);
                }
            }
            let k = first?;
            if distinct > 1 && total > remaining {
                return Some(remaining);
            }
            self.holdings[pi][k.index()] -= 1;
            self.discard[k.index()] += 1;
            remaining -= 1;
        }
        None
    }

    /// `p` chose to discard one `kind` in the pending `Discard` decision.
    pub(crate) fn discard_chosen(
        &mut self,
        p: u8,
        disaster: Tile,
        remaining: u8,
        from_god: bool,
        kind: Tile,
    ) {
        let pi = usize::from(p);
        self.holdings[pi][kind.index()] -= 1;
        self.discard[kind.index()] += 1;
        if let Some(remaining) = self.discard_automatically(p, disaster, remaining - 1) {
            self.phase = Phase::Discard {
                player: p,
                disaster,
                remaining,
                from_god,
            };
        } else if from_god {
            self.after_god(p);
        } else {
            self.resolve_pending(p);
        }
    }

    /// Resolves the disasters of a lot won by `winner`, in slot order (GAP-8), then ends
    /// the auction. Stops at the first real choice.
    #[cold]
    #[inline(never)]
    pub(crate) fn resolve_pending(&mut self, winner: u8) {
        while let Some(d) = self.pop_pending() {
            self.discard[d.index()] += 1;
            if let Some(remaining) = self.discard_automatically(winner, d, TILES_PER_DISASTER) {
                self.phase = Phase::Discard {
                    player: winner,
                    disaster: d,
                    remaining,
                    from_god: false,
                };
                return;
            }
        }
        if let Some(a) = self.auction {
            self.after_auction(a);
        }
    }
}
