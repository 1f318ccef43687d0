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
            track_full: self.occupied() == AUCTION_SLOTS,
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

    /// Moves to the next seat of the bidding order that can bid. Seats with no disc
    /// able to beat the high bid pass automatically (GAP-7).
    pub(crate) fn advance_bidding(&mut self) {
        let Some(mut a) = self.auction else { return };
        let n = self.n();
        // Bit i: the seat at position i of the bidding order can beat the high bid.
        let able = self.seats_with_face_up_above(a.high);
        let waiting = clockwise_from(able, wrap(a.ra_player + 1, n), n) & !((1u32 << a.next) - 1);
        if waiting == 0 {
            a.next = n;
            self.auction = Some(a);
            self.resolve_auction();
        } else {
            a.next = waiting.trailing_zeros() as u8;
            self.auction = Some(a);
            self.phase = Phase::Bid {
                player: a.bidder(a.next, n),
            };
        }
    }

    /// The bidder at the front of the order bids disc `v`.
    pub(crate) fn bid(&mut self, bidder: u8, v: u8) {
        if let Some(a) = self.auction.as_mut() {
            a.high = v;
            a.high_bidder = bidder;
            a.next += 1;
        }
        self.advance_bidding();
    }

    /// The bidder at the front of the order passes.
    pub(crate) fn pass(&mut self) {
        if let Some(a) = self.auction.as_mut() {
            a.next += 1;
        }
        self.advance_bidding();
    }

    /// Everyone has acted: the winner takes the lot and swaps discs; otherwise a full
    /// track invoked is discarded, and a drawn Ra leaves the tiles.
    fn resolve_auction(&mut self) {
        let Some(a) = self.auction else { return };
        if a.high == 0 {
            if a.track_full {
                for slot in 0..AUCTION_SLOTS {
                    if let Some(t) = self.track[slot].take() {
                        self.discard[t.index()] += 1;
                    }
                }
            }
            self.after_auction();
            return;
        }
        let w = usize::from(a.high_bidder);
        let mut queued = 0;
        for slot in 0..AUCTION_SLOTS {
            if let Some(t) = self.track[slot].take() {
                if t.is_disaster() {
                    self.pending[queued] = Some(t);
                    queued += 1;
                } else {
                    self.holdings[w][t.index()] += 1;
                }
            }
        }
        // The centre disc goes face down in front of the winner; the bid goes to the centre.
        // Disasters come last, so they also hit tiles of this lot (GAP-31).
        self.discs[w] &= !discs::bit(a.high);
        self.discs[w] |= discs::bit(self.centre);
        self.face_down[w] |= discs::bit(self.centre);
        self.centre = a.high;
        self.resolve_pending(a.high_bidder);
    }

    /// After the auction and its disasters: the epoch ends if nobody has a face-up
    /// disc (GAP-15), else the seat left of the Ra player plays (GAP-16).
    pub(crate) fn after_auction(&mut self) {
        let Some(a) = self.auction.take() else { return };
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
