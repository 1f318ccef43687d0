//! Legal actions at each node, the matching legality test, and what each action does.
//!
//! `legal` lists exactly the actions `is_legal` accepts; `perform` assumes a legal action.

use nile_core::GameError;

use crate::action::ImhotepAction as A;
use crate::cards::{Card, BLUE_CARDS};
use crate::ships::{Ship, BYTE_ONES, FREE, MAX_CAPACITY, SAILABLE, SAIL_CARD, SHIPS_PER_ROUND};
use crate::site::{Side, Site};
use crate::state::{
    Ctx, Imhotep, Phase, PYRAMID_B_STONES, SLED_CAPACITY, TAKE_STONES, TEMPLE_B_STONES,
};

/// Room for the legal actions at any node. At a turn: 1 take, at most `14 - s` places
/// and `5 s` sails when `s` ships may sail (each holds a stone), 4 cards: at most 35, and a
/// table row written past the end (8 places of a ship pair from index 9 at most, 5 sails)
/// never reaches 40. Kept at 120 bytes so the fill is a few inlined moves.
pub(crate) const MAX_LEGAL: usize = 40;

/// `Place` rows for a pair of ships (`2 * pair` and `2 * pair + 1`), by their free spaces
/// `free_first | free_second << 4`: the first ship's spaces in slot order, then the second's.
const fn place_pair_table() -> [[[A; 8]; 256]; 2] {
    let mut t = [[[A::Pass; 8]; 256]; 2];
    let mut pair = 0;
    while pair < 2 {
        let mut mask = 0;
        while mask < 256 {
            let (mut bit, mut k) = (0, 0);
            while bit < 8 {
                if mask & (1 << bit) != 0 {
                    t[pair][mask][k] = A::Place {
                        ship: (2 * pair + bit / 4) as u8,
                        slot: (bit % 4) as u8,
                    };
                    k += 1;
                }
                bit += 1;
            }
            mask += 1;
        }
        pair += 1;
    }
    t
}

const fn sail_table() -> [[[A; 5]; 32]; 4] {
    let mut t = [[[A::Pass; 5]; 32]; 4];
    let mut ship = 0;
    while ship < 4 {
        let mut mask = 0;
        while mask < 32 {
            let (mut site, mut k) = (0, 0);
            while site < 5 {
                if mask & (1 << site) != 0 {
                    t[ship][mask][k] = A::Sail {
                        ship: ship as u8,
                        site: Site::ALL[site],
                    };
                    k += 1;
                }
                site += 1;
            }
            mask += 1;
        }
        ship += 1;
    }
    t
}

/// `Place` actions of two ships for each set of their free spaces, in ship and slot order.
static PLACE_PAIRS: [[[A; 8]; 256]; 2] = place_pair_table();
/// `Sail` actions of a ship for each set of open sites (bit per site), in site order.
static SAILS: [[[A; 5]; 32]; 4] = sail_table();

/// What the caller's vector is filled with before the legal actions overwrite it.
pub(crate) const FILLER: [A; MAX_LEGAL] = [A::Pass; MAX_LEGAL];

/// The legal actions being written straight into the caller's vector (filled to
/// [`MAX_LEGAL`] first, cut to [`ActionBuf::len`] after): whole table rows are copied
/// without branches, which beats pushing onto the vector one by one.
pub(crate) struct ActionBuf<'a> {
    items: &'a mut [A; MAX_LEGAL],
    len: usize,
}

impl<'a> ActionBuf<'a> {
    pub(crate) fn new(items: &'a mut [A; MAX_LEGAL]) -> Self {
        ActionBuf { items, len: 0 }
    }

    #[inline]
    fn push(&mut self, a: A) {
        debug_assert!(self.len < MAX_LEGAL, "legal action buffer overflow");
        if let Some(slot) = self.items.get_mut(self.len) {
            *slot = a;
            self.len += 1;
        }
    }

    /// Copies a whole table row and keeps its first `count` actions (no branches).
    #[inline]
    fn push_chunk<const N: usize>(&mut self, chunk: &[A; N], count: u8) {
        debug_assert!(self.len + N <= MAX_LEGAL, "legal action buffer overflow");
        if let Some(dst) = self.items.get_mut(self.len..self.len + N) {
            dst.copy_from_slice(chunk);
            self.len += count as usize;
        }
    }

    fn extend<const N: usize>(&mut self, actions: [A; N]) {
        for a in actions {
            self.push(a);
        }
    }

    fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Number of collected actions.
    pub(crate) fn len(&self) -> usize {
        self.len
    }
}

/// Pushes `Place` for the free spaces `free[ship]` (bit per space), ship by ship.
#[inline]
fn push_place_rows(out: &mut ActionBuf, free: [u8; SHIPS_PER_ROUND]) {
    for (pair, rows) in PLACE_PAIRS.iter().enumerate() {
        let mask = usize::from(free[2 * pair] | free[2 * pair + 1] << 4);
        out.push_chunk(&rows[mask], BYTE_ONES[mask]);
    }
}

impl Imhotep {
    /// Writes the legal actions of the acting seat (nothing at chance nodes).
    /// Returns how many were written.
    #[inline]
    pub(crate) fn legal(&self, items: &mut [A; MAX_LEGAL]) -> usize {
        // Most nodes are turns: keep their path short and the rest out of line.
        if self.phase == Phase::Turn {
            self.turn_actions(usize::from(self.current), items)
        } else {
            self.legal_other(items)
        }
    }

    /// The legal actions at any node but a turn; returns how many were written.
    #[inline(never)]
    fn legal_other(&self, items: &mut [A; MAX_LEGAL]) -> usize {
        let out = &mut ActionBuf::new(items);
        match self.phase {
            Phase::Turn => return self.turn_actions(usize::from(self.current), out.items),
            Phase::MarketPick(_) => {
                // Face-up kinds as a bit set (identical cards give one action), in card order.
                let mut shown = 0u16;
                for &code in &self.market.display {
                    shown |= 1u16.checked_shl(u32::from(code)).unwrap_or(0) >> 1;
                }
                while shown != 0 {
                    if let Some(card) = Card::from_index(shown.trailing_zeros() as usize) {
                        out.push(A::TakeCard(card));
                    }
                    shown &= shown - 1;
                }
                if self.side(Site::Market) == Side::B && self.market.blind > 0 {
                    out.push(A::TakeFaceDown);
                }
                out.push(A::NoCard);
            }
            Phase::PairKeep(_) => {
                for card in Card::ALL {
                    if self.market.revealed_cards().any(|c| c == card) {
                        out.push(A::Keep(card));
                    }
                }
            }
            Phase::PyramidChoice(_) => {
                let open = self.pyramid.b_open();
                for p in 0..3u8 {
                    if open & (1 << p) != 0 {
                        out.push(A::ChoosePyramid(p));
                    }
                }
            }
            Phase::CardBonus(_) => out.extend([A::DrawTopCard, A::SkipBonus]),
            Phase::StonesBonus(_) => out.extend([A::TakeStones, A::SkipBonus]),
            Phase::ShipBonus(p) => {
                if self.builders[usize::from(p)].sled > 0 {
                    self.push_places(out, None);
                }
                out.push(A::SkipBonus);
            }
            Phase::TempleChoice(_) => out.extend([A::OnePoint, A::TwoStones]),
            Phase::LeverSail => self.push_sails(out, None),
            Phase::LeverUnload => {
                if let Ctx::Unload { ship, .. } = self.ctx {
                    let choices = self.ships[usize::from(ship)].lever_choices();
                    for slot in 0..MAX_CAPACITY as u8 {
                        if choices & (1 << slot) != 0 {
                            out.push(A::Unload { slot });
                        }
                    }
                }
            }
            Phase::HammerPlace | Phase::ChiselPlace(_) => self.push_places(out, None),
            Phase::SailCardPlace => self.push_places(out, Some(SAIL_CARD)),
            Phase::SailCardSail(ship) => self.push_sails(out, Some(usize::from(ship))),
            Phase::Resume
            | Phase::RoundCard
            | Phase::DealCard
            | Phase::BonusDraw(_)
            | Phase::RevealPair(_)
            | Phase::RevealLeftover
            | Phase::Over => {}
        }
        out.len()
    }

    /// The turn actions of seat `cur`: take stones, every place, every sail, every
    /// playable blue card, in that order; `pass` only when nothing else is legal.
    /// Returns how many were written.
    #[inline(never)]
    fn turn_actions(&self, cur: usize, items: &mut [A; MAX_LEGAL]) -> usize {
        let out = &mut ActionBuf::new(items);
        let b = &self.builders[cur];
        // docs/imhotep.md GAP-7: taking stones needs room on the sled and a stone in the quarry.
        if b.sled < SLED_CAPACITY && b.quarry > 0 {
            out.push(A::TakeStones);
        }
        let states = self.ship_states();
        if b.sled > 0 {
            // A sailed ship has no free space: its part of the row adds nothing.
            push_place_rows(out, states.map(|s| s & FREE));
        }
        let open = usize::from(self.open_sites());
        for (i, &state) in states.iter().enumerate() {
            if state & SAILABLE != 0 {
                out.push_chunk(&SAILS[i][open], BYTE_ONES[open]);
            }
        }
        if b.blue != [0; 4] {
            for card in BLUE_CARDS {
                if self.blue_playable(cur, card) {
                    out.push(A::Play(card));
                }
            }
        }
        if out.is_empty() {
            out.push(A::Pass);
        }
        out.len()
    }

    /// Pushes `Place` for every free space on ships in port; with `need` only on ships
    /// whose state has one of those bits.
    fn push_places(&self, out: &mut ActionBuf, need: Option<u8>) {
        let free = self.ship_states().map(|s| match need {
            Some(bits) if s & bits == 0 => 0,
            _ => s & FREE,
        });
        push_place_rows(out, free);
    }

    /// Pushes `Sail` for every ship that may sail (or only `only`) to every open site.
    fn push_sails(&self, out: &mut ActionBuf, only: Option<usize>) {
        let open = usize::from(self.open_sites());
        for (i, s) in self.ships.iter().enumerate() {
            let ok = match only {
                Some(j) => i == j && s.in_port(),
                None => s.can_sail(),
            };
            if ok {
                out.push_chunk(&SAILS[i][open], BYTE_ONES[open]);
            }
        }
    }

    /// Whether side-B pyramid `p` has a free space.
    fn pyramid_b_open(&self, p: u8) -> bool {
        p < 3 && self.pyramid.b_open() & (1 << p) != 0
    }

    /// Whether `Place { ship, slot }` names a free space of a ship in port.
    fn place_ok(&self, ship: u8, slot: u8) -> bool {
        usize::from(slot) < MAX_CAPACITY
            && self
                .ships
                .get(usize::from(ship))
                .is_some_and(|s| s.slot_free(slot))
    }

    /// Applies a turn action: validated first (exactly what `turn_actions` lists), then
    /// applied; the frequent actions skip the general dispatch of `is_legal`/`perform`.
    #[inline]
    pub(crate) fn apply_turn(&mut self, action: A) -> Result<(), GameError> {
        let cur = usize::from(self.current);
        match action {
            A::Place { ship, slot } => {
                let (Some(s), Some(b)) = (
                    self.ships.get_mut(usize::from(ship)),
                    self.builders.get_mut(cur),
                ) else {
                    return Err(self.refuse(action));
                };
                if b.sled == 0 || !s.is_free(slot) {
                    return Err(self.refuse(action));
                }
                b.sled -= 1;
                s.load_stone(slot, self.current + 1);
                self.passes = 0;
                self.end_turn();
            }
            A::TakeStones => {
                if cur >= self.builders.len() || self.gain(cur, TAKE_STONES) == 0 {
                    return Err(self.refuse(action));
                }
                self.passes = 0;
                self.take_stones(cur, TAKE_STONES);
                self.end_turn();
            }
            A::Sail { ship, site } => {
                let state = self.ships.get(usize::from(ship)).map_or(0, Ship::state);
                if state & SAILABLE == 0 || !self.site_open(site) {
                    return Err(self.refuse(action));
                }
                self.passes = 0;
                self.sail(usize::from(ship), site, false);
                // Unload at once; `run` only if a stone's effect left something to continue.
                self.continue_unload(usize::from(ship), false);
                self.run();
            }
            _ => return self.apply_other(action),
        }
        Ok(())
    }

    /// Whether the acting seat may take `action` now (exactly the listed actions).
    pub(crate) fn is_legal(&self, action: A) -> bool {
        let cur = usize::from(self.current);
        match (self.phase, action) {
            (Phase::Turn, A::TakeStones) => self.gain(cur, TAKE_STONES) > 0,
            (Phase::Turn, A::Place { ship, slot }) => {
                self.builders[cur].sled > 0 && self.place_ok(ship, slot)
            }
            (Phase::Turn | Phase::LeverSail, A::Sail { ship, site }) => {
                self.ships
                    .get(usize::from(ship))
                    .is_some_and(|s| s.can_sail())
                    && self.site_open(site)
            }
            (Phase::Turn, A::Play(card)) => self.blue_playable(cur, card),
            (Phase::Turn, A::Pass) => !self.can_act(cur),
            (Phase::MarketPick(_), A::TakeCard(card)) => self.market.display_has(card),
            (Phase::MarketPick(_), A::TakeFaceDown) => {
                self.side(Site::Market) == Side::B && self.market.blind > 0
            }
            (Phase::MarketPick(_), A::NoCard) => true,
            (Phase::PairKeep(_), A::Keep(card)) => self.market.revealed_cards().any(|c| c == card),
            (Phase::PyramidChoice(_), A::ChoosePyramid(p)) => self.pyramid_b_open(p),
            (Phase::CardBonus(_), A::DrawTopCard | A::SkipBonus) => true,
            (Phase::StonesBonus(_), A::TakeStones | A::SkipBonus) => true,
            (Phase::ShipBonus(p), A::Place { ship, slot }) => {
                self.builders[usize::from(p)].sled > 0 && self.place_ok(ship, slot)
            }
            (Phase::ShipBonus(_), A::SkipBonus) => true,
            (Phase::TempleChoice(_), A::OnePoint | A::TwoStones) => true,
            (Phase::LeverUnload, A::Unload { slot }) => match self.ctx {
                Ctx::Unload { ship, .. } => {
                    slot < 8 && self.ships[usize::from(ship)].lever_choices() & (1 << slot) != 0
                }
                _ => false,
            },
            (Phase::HammerPlace | Phase::ChiselPlace(_), A::Place { ship, slot }) => {
                self.builders[cur].sled > 0 && self.place_ok(ship, slot)
            }
            (Phase::SailCardPlace, A::Place { ship, slot }) => {
                self.builders[cur].sled > 0
                    && self.place_ok(ship, slot)
                    && self.ships[usize::from(ship)].state() & SAIL_CARD != 0
            }
            (Phase::SailCardSail(s), A::Sail { ship, site }) => {
                ship == s
                    && self
                        .ships
                        .get(usize::from(ship))
                        .is_some_and(|s| s.in_port())
                    && self.site_open(site)
            }
            _ => false,
        }
    }

    /// Applies a legal player action (no validation), leaving the next node set.
    pub(crate) fn perform(&mut self, action: A) {
        let cur = usize::from(self.current);
        match (self.phase, action) {
            (Phase::Turn, a) => {
                if a == A::Pass {
                    self.passes += 1;
                    if usize::from(self.passes) >= self.seat_count() {
                        self.stall();
                    } else {
                        self.end_turn();
                    }
                    return;
                }
                self.passes = 0;
                self.turn_action(cur, a);
            }
            (Phase::MarketPick(p), a) => {
                let p = usize::from(p);
                self.phase = Phase::Resume;
                match a {
                    A::TakeCard(card) => {
                        self.market.take_from_display(card);
                        self.gain_card(p, card);
                    }
                    A::TakeFaceDown => {
                        while let Some(card) = self.market.take_pair_known() {
                            self.market.push_revealed(card, false);
                        }
                        if self.market.blind > 0 {
                            self.phase = Phase::RevealPair(p as u8);
                        } else {
                            self.finish_pair(p);
                        }
                    }
                    _ => {}
                }
            }
            (Phase::PairKeep(p), A::Keep(card)) => {
                let mut kept = false;
                for other in [self.market.revealed[0], self.market.revealed[1]] {
                    let Some(c) = other
                        .checked_sub(1)
                        .and_then(|i| Card::from_index(i.into()))
                    else {
                        continue;
                    };
                    if c == card && !kept {
                        kept = true;
                    } else {
                        self.market.discard(c);
                    }
                }
                self.market.clear_revealed();
                self.phase = Phase::Resume;
                self.gain_card(usize::from(p), card);
            }
            (Phase::PyramidChoice(p), A::ChoosePyramid(pyr)) => {
                self.phase = Phase::Resume;
                self.place_pyramid_b(usize::from(p), usize::from(pyr));
            }
            (Phase::CardBonus(p), a) => {
                self.phase = Phase::Resume;
                if a == A::DrawTopCard {
                    self.begin_bonus_draw(usize::from(p));
                }
            }
            (Phase::StonesBonus(p), a) => {
                self.phase = Phase::Resume;
                if a == A::TakeStones {
                    self.take_stones(usize::from(p), PYRAMID_B_STONES);
                }
            }
            (Phase::ShipBonus(p), a) => {
                self.phase = Phase::Resume;
                if let A::Place { ship, slot } = a {
                    self.place_stone(usize::from(p), usize::from(ship), usize::from(slot));
                }
            }
            (Phase::TempleChoice(p), a) => {
                let p = usize::from(p);
                self.phase = Phase::Resume;
                if a == A::OnePoint {
                    self.builders[p].score += 1;
                } else {
                    // docs/imhotep.md GAP-34: gains what fits, possibly nothing.
                    self.take_stones(p, TEMPLE_B_STONES);
                }
            }
            (Phase::LeverSail | Phase::SailCardSail(_), A::Sail { ship, site }) => {
                self.sail(usize::from(ship), site, self.phase == Phase::LeverSail);
            }
            (Phase::LeverUnload, A::Unload { slot }) => {
                if let Ctx::Unload { ship, .. } = self.ctx {
                    self.phase = Phase::Resume;
                    self.unload(usize::from(ship), usize::from(slot));
                }
            }
            (Phase::HammerPlace, A::Place { ship, slot }) => {
                self.place_stone(cur, usize::from(ship), usize::from(slot));
                self.finish_blue_card();
                self.end_turn();
            }
            (Phase::SailCardPlace, A::Place { ship, slot }) => {
                self.place_stone(cur, usize::from(ship), usize::from(slot));
                self.phase = Phase::SailCardSail(ship);
            }
            (Phase::ChiselPlace(left), A::Place { ship, slot }) => {
                self.place_stone(cur, usize::from(ship), usize::from(slot));
                if left > 1 {
                    self.phase = Phase::ChiselPlace(left - 1);
                } else {
                    self.finish_blue_card();
                    self.end_turn();
                }
            }
            _ => {}
        }
    }

    /// One of the four turn actions (not Pass).
    fn turn_action(&mut self, cur: usize, action: A) {
        match action {
            A::TakeStones => {
                self.take_stones(cur, TAKE_STONES);
                self.end_turn();
            }
            A::Place { ship, slot } => {
                self.place_stone(cur, usize::from(ship), usize::from(slot));
                self.end_turn();
            }
            A::Sail { ship, site } => self.sail(usize::from(ship), site, false),
            A::Play(card) => {
                if let Some(i) = card.blue_index() {
                    self.builders[cur].blue[i] -= 1;
                }
                // It goes to the discard pile once used ("Depois de usada").
                self.market.start_playing(card);
                self.phase = match card {
                    Card::Lever => Phase::LeverSail,
                    Card::Hammer => {
                        // docs/imhotep.md GAP-13: take what fits (maybe nothing), then place 1 stone.
                        self.take_stones(cur, TAKE_STONES);
                        Phase::HammerPlace
                    }
                    Card::Sail => Phase::SailCardPlace,
                    _ => Phase::ChiselPlace(2),
                };
            }
            _ => {}
        }
    }

    /// Applies a chance outcome (assumed listed).
    pub(crate) fn perform_chance(&mut self, action: A) {
        match (self.phase, action) {
            (Phase::RoundCard, A::RoundCard(card)) => self.reveal_round_card(card),
            (Phase::DealCard, A::Draw(card)) => {
                self.market.take_unseen(card);
                if let Ctx::Deal { slot } = self.ctx {
                    if let Some(s) = self.market.display.get_mut(usize::from(slot)) {
                        *s = card.index() as u8 + 1;
                    }
                    self.ctx = Ctx::Deal { slot: slot + 1 };
                }
                self.phase = Phase::Resume;
            }
            (Phase::BonusDraw(p), A::Draw(card)) => {
                self.market.take_unseen(card);
                self.phase = Phase::Resume;
                self.gain_card(usize::from(p), card);
            }
            (Phase::RevealPair(p), A::Draw(card)) => {
                self.market.take_unseen(card);
                self.market.blind -= 1;
                self.market.push_revealed(card, true);
                if self.market.blind == 0 {
                    self.finish_pair(usize::from(p));
                }
            }
            (Phase::RevealLeftover, A::Draw(card)) => {
                self.market.take_unseen(card);
                self.market.blind -= 1;
                self.market.discard(card);
                self.phase = Phase::Resume;
            }
            _ => {}
        }
    }

    /// Whether `action` is one of the chance outcomes now.
    pub(crate) fn is_chance_outcome(&self, action: A) -> bool {
        match (self.phase, action) {
            (Phase::RoundCard, A::RoundCard(card)) => {
                usize::from(card) < crate::data::ROUND_CARDS_PER_COUNT
                    && self.round_cards_used & (1 << card) == 0
            }
            (
                Phase::DealCard
                | Phase::BonusDraw(_)
                | Phase::RevealPair(_)
                | Phase::RevealLeftover,
                A::Draw(card),
            ) => self.market.unseen[card.index()] > 0,
            _ => false,
        }
    }
}
