//! Auctions (rulebook "LEILÕES", "Lances com discos de Sol", "Ganhando um leilão").

use crate::discs::{self, DiscSet};
use crate::state::{clockwise_from, wrap, Auction, Phase, Ra, AUCTION_SLOTS};
use crate::tiles::Tile;

impl Ra {
    /// Starts an auction with `ra_player` holding the Ra marker.
    pub(crate) fn begin_auction(&mut self, ra_player: u8, invoked: bool) {
        self.auction = Some(Auction {
            ra_player,
            invoked,
            track_full: self.track_full(),
            next: 0,
            high: 0,
            high_bidder: 0,
        });
        self.advance_bidding();
    }

    /// The discs seat `p` may bid now: face-up and above the high bid.
    #[inline]
    pub(crate) fn legal_bids(&self, p: u8, auction: &Auction) -> DiscSet {
        discs::above(self.face_up(usize::from(p)), auction.high)
    }

    /// The Ra player must bid: Ra was invoked, the track was not full and everyone
    /// else passed (rulebook "Importante"). GAP-30: never for a drawn Ra.
    #[inline]
    pub(crate) fn bid_forced(auction: &Auction, bidder: u8) -> bool {
        // Bitwise `&` on purpose: no branches on the hot path.
        (bidder == auction.ra_player) & auction.invoked & !auction.track_full & (auction.high == 0)
    }

    /// Moves to the next seat of the running auction's bidding order that can bid, from
    /// position `next`. Seats with no disc able to beat the high bid pass automatically
    /// (GAP-7); when nobody is left, the auction is resolved. (The auction is updated in
    /// place, field by field: cheaper than copying the record around.)
    #[inline]
    pub(crate) fn advance_bidding(&mut self) {
        let Some(a) = self.auction else { return };
        let n = self.seat_count();
        // Bit i: the seat at position i of the bidding order can beat the high bid.
        let able = self.seats_with_face_up_above(a.high);
        let first = wrap(a.ra_player + 1, n);
        let waiting = clockwise_from(able, first, n) & (u32::MAX << a.next);
        let next = if waiting == 0 {
            n
        } else {
            waiting.trailing_zeros() as u8
        };
        if let Some(a) = self.auction.as_mut() {
            a.next = next;
        }
        if waiting == 0 {
            self.resolve_auction();
        } else {
            self.phase = Phase::Bid {
                player: wrap(first + next, n),
            };
        }
    }

    /// The bidder at the front of the bidding order bids disc `v`.
    #[inline]
    pub(crate) fn bid(&mut self, bidder: u8, v: u8) {
        if let Some(a) = self.auction.as_mut() {
            a.high = v;
            a.high_bidder = bidder;
            a.next += 1;
        }
        self.advance_bidding();
    }

    /// The bidder at the front of the bidding order passes.
    #[inline]
    pub(crate) fn pass(&mut self) {
        if let Some(a) = self.auction.as_mut() {
            a.next += 1;
        }
        self.advance_bidding();
    }

    /// Everyone has acted: the winner takes the lot and swaps discs; otherwise a full
    /// track invoked is discarded, and a drawn Ra leaves the tiles.
    #[inline(never)]
    fn resolve_auction(&mut self) {
        let Some(a) = self.auction else { return };
        if a.high == 0 {
            if a.track_full {
                self.discard_track();
            }
            self.after_auction(a);
            return;
        }
        let w = usize::from(a.high_bidder);
        let mut queued = 0;
        // Visit only the filled slots (random play often wins a short lot).
        let mut filled = self.filled_slots();
        let lot = std::mem::replace(&mut self.track, [None; AUCTION_SLOTS]);
        let held = &mut self.holdings[w];
        while filled != 0 {
            let slot = (filled.trailing_zeros() / 8) as usize;
            filled &= filled - 1;
            let Some(t) = lot[slot & (AUCTION_SLOTS - 1)] else {
                continue;
            };
            if t.is_disaster() {
                // At most eight tiles, so `queued` stays in range.
                self.pending[queued & (AUCTION_SLOTS - 1)] = Some(t);
                queued += 1;
            } else {
                held[t.index()] += 1;
            }
        }
        // The centre disc goes face down in front of the winner; the bid goes to the centre.
        // Disasters come last, so they also hit tiles of this lot (GAP-31).
        self.discs[w] &= !discs::bit(a.high);
        self.discs[w] |= discs::bit(self.centre);
        self.face_down[w] |= discs::bit(self.centre);
        self.centre = a.high;
        self.refresh_face_up_top(w);
        if queued == 0 {
            self.after_auction(a);
        } else {
            self.resolve_pending(a.high_bidder);
        }
    }

    /// Every tile on the auction track goes out of the game.
    pub(crate) fn discard_track(&mut self) {
        let lot = std::mem::replace(&mut self.track, [None; AUCTION_SLOTS]);
        for t in lot.iter().flatten() {
            self.discard[t.index()] += 1;
        }
    }

    /// After auction `a` and its disasters: the epoch ends if nobody has a face-up
    /// disc (GAP-15), else the seat left of the Ra player plays (GAP-16).
    #[inline]
    pub(crate) fn after_auction(&mut self, a: Auction) {
        self.auction = None;
        if self.anyone_face_up() {
            self.start_turn(a.ra_player + 1);
        } else {
            self.end_epoch();
        }
    }

    /// Takes the first disaster still pending from a won lot.
    pub(crate) fn pop_pending(&mut self) -> Option<Tile> {
        let first = self.pending[0].take()?;
        self.pending.copy_within(1.., 0);
        self.pending[AUCTION_SLOTS - 1] = None;
        Some(first)
    }
}
