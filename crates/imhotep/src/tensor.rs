//! The observation tensor (`Game::observation_tensor`): one flat vector of
//! [`TENSOR_LEN`] numbers, the same layout for every configuration, written from
//! `observation(player)` only (so a face-down pair card the viewer may not see is never
//! in it). Counts are divided by the largest value they can take, so every number lies
//! in `0..=1` except scores (points / 100, negative after Pharaoh's Fury). The layout
//! table is in `docs/imhotep.md` ("Observation tensor").

use crate::cards::{CardCounts, CARDS, CARD_KINDS, DECK_SIZE};
use crate::data::{ROUNDS, ROUND_CARDS_PER_COUNT, SCORE_MARKERS, SLED_CAPACITY, STONES_PER_COLOUR};
use crate::market::{DISPLAY_SLOTS, HIDDEN, PAIR_SIZE};
use crate::ships::{Ship, MAX_CAPACITY, SHIPS_PER_ROUND};
use crate::site::{Side, Site};
use crate::sites::{BURIAL_CELLS, MAX_PLAYERS, PYRAMID_CELLS, TOWER_SPACES};
use crate::standins::TEMPLE_B_LAYOUT;
use crate::state::{Builder, Ctx, Imhotep, Phase};

/// Kinds of [`Phase`], in declaration order (one-hot in the tensor).
const PHASE_KINDS: usize = 21;
/// Kinds of [`Ctx`], in declaration order.
const CTX_KINDS: usize = 5;
/// Sites.
const SITES: usize = Site::ALL.len();
/// Seat counts 2, 3, 4.
const SEAT_COUNTS: usize = 3;
/// The temple's widest row.
const TEMPLE_COLUMNS: usize = TEMPLE_B_LAYOUT.len();

/// Header: viewer, seat count, sides, variant, round, round cards, seats in charge,
/// passes, sailings, closed harbours.
const HEADER: usize = MAX_PLAYERS
    + SEAT_COUNTS
    + SITES
    + 1
    + ROUNDS as usize
    + 2 * ROUND_CARDS_PER_COUNT
    + 3 * MAX_PLAYERS
    + 2
    + SITES;
/// The pending decision: phase, its seat, its ship, Chisel stones left, continuation.
const PENDING: usize = PHASE_KINDS + MAX_PLAYERS + SHIPS_PER_ROUND + 1 + CTX_KINDS + 2;
/// One ship: capacity, minimum load, stones by space and seat, destination, may sail.
const SHIP: usize = 2 + MAX_CAPACITY * MAX_PLAYERS + SITES + 1;
/// One seat: quarry, sled, score, monuments delivered to, statues, decorations, blue.
const SEAT: usize = 3 + 4 + 1 + 4 + 4;
/// The market: display, face-down cards, the looked-at pair, unseen / known pair /
/// discard counts, draw pile size, cards in play.
const MARKET: usize = DISPLAY_SLOTS * CARD_KINDS + 1 + 2 * (CARD_KINDS + 1) + 4 * CARD_KINDS + 1;
/// The boards: pyramid spaces and overflow, temple, burial chamber, obelisks.
const BOARDS: usize = PYRAMID_CELLS * MAX_PLAYERS
    + MAX_PLAYERS
    + TEMPLE_COLUMNS * MAX_PLAYERS
    + 1
    + MAX_PLAYERS
    + 1
    + BURIAL_CELLS * MAX_PLAYERS
    + MAX_PLAYERS
    + TOWER_SPACES * MAX_PLAYERS;

/// The tensor's length: 1019.
pub const TENSOR_LEN: usize =
    HEADER + PENDING + SHIPS_PER_ROUND * SHIP + MAX_PLAYERS * SEAT + MARKET + BOARDS;

/// Appends values to the tensor.
struct Writer<'a>(&'a mut Vec<f32>);

impl Writer<'_> {
    /// `n` values, 1 at `hot` (none when `hot` is `None` or out of range).
    fn one_hot(&mut self, hot: Option<usize>, n: usize) {
        self.0
            .extend((0..n).map(|i| f32::from(u8::from(hot == Some(i)))));
    }

    /// A count divided by its largest value.
    fn scaled(&mut self, value: impl Into<f64>, max: impl Into<f64>) {
        self.0.push((value.into() / max.into()) as f32);
    }

    fn flag(&mut self, on: bool) {
        self.0.push(f32::from(u8::from(on)));
    }

    /// The bits `0..n` of `bits`.
    fn bits(&mut self, bits: u32, n: usize) {
        self.0.extend((0..n).map(|i| ((bits >> i) & 1) as f32));
    }

    /// A stone's colour code (`seat + 1`, 0 = empty) as a one-hot seat.
    fn stone(&mut self, code: u8) {
        self.one_hot(usize::from(code).checked_sub(1), MAX_PLAYERS);
    }

    /// A seat field that may say "none" ([`crate::state::NO_SEAT`]).
    fn seat(&mut self, seat: u8) {
        self.one_hot(Some(usize::from(seat)), MAX_PLAYERS);
    }

    /// A card code (`index + 1`, 0 = empty, [`HIDDEN`]) as a one-hot kind.
    fn card(&mut self, code: u8) {
        self.one_hot(usize::from(code).checked_sub(1), CARD_KINDS);
    }

    /// Card counts, each divided by its kind's copies in the deck.
    fn counts(&mut self, counts: &CardCounts) {
        for (n, row) in counts.iter().zip(CARDS) {
            self.scaled(*n, row.count);
        }
    }
}

/// The position of `phase` among [`Phase`]'s variants, with its seat and ship.
fn phase_parts(phase: Phase) -> (usize, Option<u8>, Option<u8>) {
    match phase {
        Phase::Resume => (0, None, None),
        Phase::RoundCard => (1, None, None),
        Phase::DealCard => (2, None, None),
        Phase::BonusDraw(p) => (3, Some(p), None),
        Phase::RevealPair(p) => (4, Some(p), None),
        Phase::RevealLeftover => (5, None, None),
        Phase::Turn => (6, None, None),
        Phase::MarketPick(p) => (7, Some(p), None),
        Phase::PairKeep(p) => (8, Some(p), None),
        Phase::PyramidChoice(p) => (9, Some(p), None),
        Phase::CardBonus(p) => (10, Some(p), None),
        Phase::StonesBonus(p) => (11, Some(p), None),
        Phase::ShipBonus(p) => (12, Some(p), None),
        Phase::TempleChoice(p) => (13, Some(p), None),
        Phase::LeverSail => (14, None, None),
        Phase::LeverUnload => (15, None, None),
        Phase::HammerPlace => (16, None, None),
        Phase::SailCardPlace => (17, None, None),
        Phase::SailCardSail(s) => (18, None, Some(s)),
        Phase::ChiselPlace(_) => (19, None, None),
        Phase::Over => (20, None, None),
    }
}

impl Imhotep {
    /// Writes seat `player`'s observation tensor (see the module documentation).
    pub(crate) fn write_tensor(&self, player: usize, out: &mut Vec<f32>) {
        let view = nile_core::Game::observation(self, player);
        out.clear();
        out.reserve(TENSOR_LEN);
        let w = &mut Writer(out);
        view.write_header(player, w);
        view.write_pending(w);
        for ship in &view.ships {
            write_ship(ship, w);
        }
        for b in &view.builders {
            write_seat(b, w);
        }
        view.write_market(w);
        view.write_boards(w);
    }

    fn write_header(&self, player: usize, w: &mut Writer) {
        w.one_hot(Some(player), MAX_PLAYERS);
        w.one_hot(self.seat_count().checked_sub(2), SEAT_COUNTS);
        for side in self.config.sides {
            w.flag(side == Side::B);
        }
        w.flag(self.config.pharaohs_fury);
        w.one_hot(usize::from(self.round).checked_sub(1), ROUNDS.into());
        w.bits(self.round_cards_used.into(), ROUND_CARDS_PER_COUNT);
        w.one_hot(Some(usize::from(self.round_card)), ROUND_CARDS_PER_COUNT);
        w.seat(self.start_player);
        w.seat(self.current);
        w.seat(self.last_sailer);
        w.scaled(self.passes, MAX_PLAYERS as u8);
        w.scaled(self.sails, SHIPS_PER_ROUND as u8);
        w.bits(self.docked.into(), SITES);
    }

    fn write_pending(&self, w: &mut Writer) {
        let (kind, seat, ship) = phase_parts(self.phase);
        w.one_hot(Some(kind), PHASE_KINDS);
        w.one_hot(seat.map(usize::from), MAX_PLAYERS);
        let ship = ship.or(match self.ctx {
            Ctx::Unload { ship, .. } => Some(ship),
            _ => None,
        });
        w.one_hot(ship.map(usize::from), SHIPS_PER_ROUND);
        let chisel = match self.phase {
            Phase::ChiselPlace(k) => k,
            _ => 0,
        };
        w.scaled(chisel, 2);
        let (ctx, lever, number) = match self.ctx {
            Ctx::EndTurn => (0, false, 0),
            Ctx::Unload { lever, .. } => (1, lever, 0),
            Ctx::Temple { col } => (2, false, col),
            Ctx::Leftovers => (3, false, 0),
            Ctx::Deal { slot } => (4, false, slot),
        };
        w.one_hot(Some(ctx), CTX_KINDS);
        w.flag(lever);
        w.scaled(number, TEMPLE_COLUMNS as u8);
    }

    fn write_market(&self, w: &mut Writer) {
        let m = &self.market;
        for &code in &m.display {
            w.card(code);
        }
        w.scaled(m.blind, PAIR_SIZE);
        for &code in &m.revealed {
            w.card(code);
            w.flag(code == HIDDEN);
        }
        w.counts(&m.unseen);
        w.counts(&m.pair_known);
        w.counts(&m.discard);
        w.scaled(m.deck_len(), DECK_SIZE);
        w.counts(&m.in_play);
    }

    fn write_boards(&self, w: &mut Writer) {
        let stones = f64::from(STONES_PER_COLOUR - SCORE_MARKERS);
        for &code in &self.pyramid.cells {
            w.stone(code);
        }
        for &n in &self.pyramid.overflow {
            w.scaled(n, stones);
        }
        for &code in &self.temple.top {
            w.stone(code);
        }
        let all_stones = stones * MAX_PLAYERS as f64;
        w.scaled(self.temple.placed, all_stones);
        for &n in &self.temple.by_seat {
            w.scaled(n, stones);
        }
        w.scaled(self.burial.len, BURIAL_CELLS as f64);
        for k in 0..BURIAL_CELLS {
            let seat = (k < usize::from(self.burial.len)).then(|| self.burial.seat_at(k));
            w.one_hot(seat, MAX_PLAYERS);
        }
        for &n in &self.obelisks.stones {
            w.scaled(n, stones);
        }
        for &code in &self.obelisks.towers {
            w.stone(code);
        }
    }
}

fn write_ship(ship: &Ship, w: &mut Writer) {
    let max = MAX_CAPACITY as u8;
    w.scaled(ship.capacity, max);
    w.scaled(
        if ship.capacity == 0 {
            0
        } else {
            ship.min_load()
        },
        max,
    );
    for &code in &ship.slots {
        w.stone(code);
    }
    w.one_hot(ship.sailed_to.map(Site::index), SITES);
    w.flag(ship.can_sail());
}

fn write_seat(b: &Builder, w: &mut Writer) {
    w.scaled(b.quarry, (STONES_PER_COLOUR - SCORE_MARKERS) as u8);
    w.scaled(b.sled, SLED_CAPACITY);
    w.scaled(b.score, 100);
    for site in Site::MONUMENTS {
        w.flag(b.delivered & site.bit() != 0);
    }
    w.scaled(b.statues, CARDS[crate::cards::Card::Statue.index()].count);
    for &n in &b.decorations {
        w.scaled(n, 2);
    }
    for &n in &b.blue {
        w.scaled(n, 3);
    }
}
