//! Which actions are legal now: the listing behind `Game::legal_actions`, the matching
//! legality test, and why an action is refused, in words a player can act on ("your sled
//! is full", "ship 2 holds 1 stone and needs 2 to sail", "you are still placing the
//! Chisel's second stone").
//!
//! `legal` lists exactly the actions `is_legal` accepts; `refuse` explains the others
//! (only on the error path, out of line).

use nile_core::lang::Sentence;
use nile_core::{sentence, GameError};

use crate::action::ImhotepAction as A;
use crate::cards::{Card, BLUE_CARDS};
use crate::data::{SLED_CAPACITY, TAKE_STONES};
use crate::ships::{BYTE_ONES, FREE, MAX_CAPACITY, SAILABLE, SAIL_CARD, SHIPS_PER_ROUND};
use crate::site::{Side, Site};
use crate::state::{Ctx, Imhotep, Phase};
use crate::text::colour_sentence;
use crate::texts::TEXTS;

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
    /// The legal actions of the acting seat into `out` (nothing at chance nodes): the
    /// listing behind `Game::legal_actions`.
    #[inline]
    pub(crate) fn list_legal(&self, out: &mut Vec<A>) {
        // Fill to the fixed size (one inlined copy), write in place, cut to the length.
        out.clear();
        out.extend_from_slice(&FILLER);
        let len = match <&mut [A; MAX_LEGAL]>::try_from(out.as_mut_slice()) {
            Ok(items) => self.legal(items),
            Err(_) => 0,
        };
        out.truncate(len);
    }

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

    /// Whether seat `p` may play blue card `card` now (docs/imhotep.md GAP-13 for partial effects).
    pub(crate) fn blue_playable(&self, p: usize, card: Card) -> bool {
        let b = &self.builders[p];
        let held = card.blue_index().is_some_and(|i| b.blue[i] > 0);
        held && match card {
            Card::Lever => self.any_sailable(),
            Card::Hammer => b.sled + self.gain(p, TAKE_STONES) >= 1 && self.free_slots() >= 1,
            Card::Sail => b.sled >= 1 && self.any_ship_state() & SAIL_CARD != 0,
            Card::Chisel => b.sled >= 2 && self.free_slots() >= 2,
            _ => false,
        }
    }

    /// Whether seat `p` has a turn action other than passing.
    pub(crate) fn can_act(&self, p: usize) -> bool {
        self.gain(p, TAKE_STONES) > 0
            || (self.builders[p].sled > 0 && self.free_slots() > 0)
            || self.any_sailable()
            || BLUE_CARDS.iter().any(|&c| self.blue_playable(p, c))
    }
}

impl Imhotep {
    /// The error for an action the acting seat may not take now.
    #[cold]
    #[inline(never)]
    pub(crate) fn refuse(&self, action: A) -> GameError {
        GameError::illegal(action, self.why_refused(action))
    }

    /// Why `action` is not legal now.
    fn why_refused(&self, action: A) -> Sentence {
        let place = |why: Sentence| match action {
            A::Place { ship, slot } => match self.place_problem(ship, slot) {
                Some(problem) => {
                    sentence!(TEXTS, "refused-place-and", problem = problem, why = why)
                }
                None => why,
            },
            _ => why,
        };
        match self.phase {
            Phase::Turn => self.turn_problem(action),
            Phase::ChiselPlace(2) => place(sentence!(TEXTS, "refused-chisel-both")),
            Phase::ChiselPlace(_) => place(sentence!(TEXTS, "refused-chisel-second")),
            Phase::HammerPlace => place(sentence!(TEXTS, "refused-hammer-place")),
            Phase::SailCardPlace => place(sentence!(TEXTS, "refused-sail-place")),
            Phase::SailCardSail(s) => {
                sentence!(TEXTS, "refused-sail-sail", ship = u32::from(s) + 1)
            }
            Phase::LeverSail => sentence!(TEXTS, "refused-lever-sail"),
            Phase::LeverUnload => sentence!(TEXTS, "refused-lever-unload"),
            Phase::MarketPick(p) => {
                sentence!(TEXTS, "refused-market-pick", who = colour_sentence(p))
            }
            Phase::PairKeep(p) => sentence!(TEXTS, "refused-pair-keep", who = colour_sentence(p)),
            Phase::PyramidChoice(p) => {
                sentence!(TEXTS, "refused-pyramid", who = colour_sentence(p))
            }
            Phase::CardBonus(p) => {
                sentence!(TEXTS, "refused-card-bonus", who = colour_sentence(p))
            }
            Phase::StonesBonus(p) => {
                sentence!(TEXTS, "refused-stones-bonus", who = colour_sentence(p))
            }
            Phase::ShipBonus(p) => place(sentence!(
                TEXTS,
                "refused-ship-bonus",
                who = colour_sentence(p)
            )),
            Phase::TempleChoice(p) => {
                sentence!(TEXTS, "refused-temple-choice", who = colour_sentence(p))
            }
            Phase::Over => sentence!(TEXTS, "refused-over"),
            _ => sentence!(TEXTS, "refused-chance"),
        }
    }

    /// What is wrong with a turn action of the current seat.
    fn turn_problem(&self, action: A) -> Sentence {
        let cur = usize::from(self.current);
        let Some(b) = self.builder(cur) else {
            return sentence!(TEXTS, "refused-no-seat");
        };
        match action {
            A::TakeStones if b.sled >= SLED_CAPACITY => {
                sentence!(TEXTS, "refused-sled-full", n = SLED_CAPACITY)
            }
            A::TakeStones => sentence!(TEXTS, "refused-quarry-empty"),
            A::Place { ship, slot } => self
                .place_problem(ship, slot)
                .unwrap_or_else(|| sentence!(TEXTS, "refused-sled-empty")),
            A::Sail { ship, site } => match self.ships.get(usize::from(ship)) {
                None => sentence!(TEXTS, "refused-ships", n = SHIPS_PER_ROUND),
                Some(s) if s.sailed_to.is_some() => {
                    sentence!(TEXTS, "refused-ship-sailed", ship = u32::from(ship) + 1)
                }
                Some(s) if !s.can_sail() => sentence!(
                    TEXTS,
                    "refused-ship-load",
                    ship = u32::from(ship) + 1,
                    load = s.load(),
                    need = s.min_load()
                ),
                Some(_) => sentence!(TEXTS, "refused-site-taken", site = site.dest_sentence()),
            },
            A::Play(card) if !card.is_blue() => sentence!(TEXTS, "refused-not-blue"),
            A::Play(card) if card.blue_index().is_some_and(|i| b.blue[i] == 0) => {
                sentence!(TEXTS, "refused-no-card", card = card.name_sentence())
            }
            A::Play(card) => match card {
                Card::Lever => sentence!(TEXTS, "refused-lever-play"),
                Card::Hammer => sentence!(TEXTS, "refused-hammer-play"),
                Card::Sail => sentence!(TEXTS, "refused-sail-play"),
                _ => sentence!(TEXTS, "refused-chisel-play"),
            },
            A::Pass => sentence!(TEXTS, "refused-pass"),
            _ => sentence!(TEXTS, "refused-turn", who = colour_sentence(cur)),
        }
    }

    /// What is wrong with putting a stone on `slot` of `ship`, if anything is.
    fn place_problem(&self, ship: u8, slot: u8) -> Option<Sentence> {
        let Some(s) = self.ships.get(usize::from(ship)) else {
            return Some(sentence!(TEXTS, "refused-ships", n = SHIPS_PER_ROUND));
        };
        let n = u32::from(ship) + 1;
        if s.sailed_to.is_some() {
            Some(sentence!(TEXTS, "refused-ship-sailed", ship = n))
        } else if slot >= s.capacity {
            Some(sentence!(
                TEXTS,
                "refused-ship-spaces",
                ship = n,
                spaces = s.capacity
            ))
        } else if s.slots[usize::from(slot)] != 0 {
            Some(sentence!(
                TEXTS,
                "refused-slot-taken",
                slot = u32::from(slot) + 1,
                ship = n
            ))
        } else {
            None
        }
    }
}
