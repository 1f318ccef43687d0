//! What happens between decisions: whose turn it is, which chance node is pending and
//! its outcomes with their weights, and the automatic steps from one decision to the next
//! (the next seat's turn, a ship's unloading continued, the round card and the market
//! deal at round start, the Temple and the market leftovers at round end, the next round,
//! the end of the game).
//!
//! Every decision or chance node is a [`Phase`]. Whatever must happen after the current
//! chain of effects is over is the continuation [`Ctx`]. A handler either sets a new
//! phase (a node that needs input) or leaves [`Phase::Resume`], and `Imhotep::run` then
//! continues the context until a node needs input again.

use nile_core::rng::below;
use nile_core::{GameRng, Turn};

use crate::action::ImhotepAction as A;
use crate::cards::{kind_at, total, Card, CardColour};
use crate::config::ImhotepConfig;
use crate::data::{ROUNDS, ROUND_CARDS_PER_COUNT};
use crate::market::PAIR_SIZE;
use crate::ships::{Ship, SHIPS_PER_ROUND};
use crate::site::{Side, Site};
use crate::standins::{TempleBonus, ROUND_CARDS, TEMPLE_B_LAYOUT};
use crate::state::{Ctx, Imhotep, Phase, NO_CARD, NO_SEAT};

/// At most this many steps in a game of `config` (`Game::step_bound`).
pub(crate) fn step_bound(config: &ImhotepConfig) -> usize {
    // Per round: takes <= 5n + 14 (each fills the sled by >= 1, ships drain <= 14),
    // 14 places, 4 sails, up to n passes around each other action, plus stone
    // decisions and draws (<= 8 per ship stone and its red-card chain) and the deal.
    let n = config.players.max(1);
    let turns = (5 * n + 14 + 14 + 4 + 10) * (n + 1);
    let effects = 14 * 8 + 5 * 3 + 10;
    usize::from(ROUNDS) * (turns + effects) + 10
}

impl Imhotep {
    /// Who acts now: the seat a decision belongs to, chance, or nobody at the end.
    #[inline]
    pub(crate) fn whose_turn(&self) -> Turn {
        match self.phase {
            Phase::Over => Turn::Over,
            p if p.is_chance() => Turn::Chance,
            p => Turn::Player(usize::from(p.seat().unwrap_or(self.current))),
        }
    }

    /// The outcomes of the pending chance node with their weights: a round card not yet
    /// used (each alike), or a market card by its unseen copies.
    #[inline]
    pub(crate) fn list_chance(&self, out: &mut Vec<(A, u32)>) {
        out.clear();
        match self.phase {
            Phase::RoundCard => {
                for card in 0..ROUND_CARDS_PER_COUNT as u8 {
                    if self.round_cards_used & (1 << card) == 0 {
                        out.push((A::RoundCard(card), 1));
                    }
                }
            }
            p if p.is_chance() => {
                for card in Card::ALL {
                    let n = self.market.unseen[card.index()];
                    if n > 0 {
                        out.push((A::Draw(card), u32::from(n)));
                    }
                }
            }
            _ => {}
        }
    }

    /// One outcome of the pending chance node, drawn with the weights of
    /// [`Imhotep::list_chance`] without listing them.
    #[inline]
    pub(crate) fn sample_outcome(&self, rng: &mut GameRng) -> Option<A> {
        match self.phase {
            Phase::RoundCard => {
                let free = ROUND_CARDS_PER_COUNT as u32 - self.round_cards_used.count_ones();
                let mut k = below(rng, u64::from(free)) as u32;
                (0..ROUND_CARDS_PER_COUNT as u8)
                    .filter(|c| self.round_cards_used & (1 << c) == 0)
                    .find(|_| {
                        let hit = k == 0;
                        k = k.wrapping_sub(1);
                        hit
                    })
                    .map(A::RoundCard)
            }
            p if p.is_chance() => {
                let all = total(&self.market.unseen);
                if all == 0 {
                    return None;
                }
                let k = below(rng, u64::from(all)) as u32;
                // The k-th unseen card, kind by kind: the same order as `list_chance`.
                kind_at(&self.market.unseen, k).map(A::Draw)
            }
            _ => None,
        }
    }

    /// Whether `action` is one of the chance outcomes now.
    pub(crate) fn is_chance_outcome(&self, action: A) -> bool {
        match (self.phase, action) {
            (Phase::RoundCard, A::RoundCard(card)) => {
                usize::from(card) < ROUND_CARDS_PER_COUNT
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

    /// The turn action is complete: the next seat's turn.
    pub(crate) fn end_turn(&mut self) {
        let next = self.current + 1;
        self.current = if usize::from(next) == self.seat_count() {
            0
        } else {
            next
        };
        self.ctx = Ctx::EndTurn;
        self.phase = Phase::Turn;
    }

    /// Continues the context until a node needs input (nothing to do unless the last
    /// step left [`Phase::Resume`]).
    #[inline]
    pub(crate) fn run(&mut self) {
        if self.phase == Phase::Resume {
            self.resume();
        }
    }

    /// The loop of [`Imhotep::run`], out of line.
    #[inline(never)]
    fn resume(&mut self) {
        // A red card's stone has been placed (with everything it brought): discard it.
        if self.market.playing() {
            self.market
                .finish_playing(|c| c.colour() == CardColour::Red);
        }
        while self.phase == Phase::Resume {
            match self.ctx {
                Ctx::EndTurn => self.end_turn(),
                Ctx::Unload { ship, lever } => self.continue_unload(usize::from(ship), lever),
                Ctx::Temple { col } => self.continue_temple(usize::from(col)),
                Ctx::Leftovers => self.continue_leftovers(),
                Ctx::Deal { slot } => self.continue_deal(usize::from(slot)),
            }
        }
    }

    /// Starts the next round: its card is a chance draw.
    pub(crate) fn start_round(&mut self) {
        self.round += 1;
        self.round_card = NO_CARD;
        self.ships = [Ship::default(); SHIPS_PER_ROUND];
        self.sails = 0;
        self.docked = 0;
        self.passes = 0;
        self.last_sailer = NO_SEAT;
        self.current = self.start_player;
        self.phase = Phase::RoundCard;
    }

    /// Round card revealed: make the four ships, then deal the market.
    pub(crate) fn reveal_round_card(&mut self, card: u8) {
        self.round_card = card;
        self.round_cards_used |= 1 << card;
        let caps = ROUND_CARDS[self.seat_count() - 2][usize::from(card)];
        for (ship, cap) in self.ships.iter_mut().zip(caps) {
            *ship = Ship::new(cap);
        }
        self.ctx = Ctx::Deal { slot: 0 };
        self.phase = Phase::Resume;
    }

    /// Deals the display from `slot` on, then side B's face-down pair, then the first turn.
    fn continue_deal(&mut self, slot: usize) {
        if slot < self.face_up_slots() {
            if self.market.ensure_deck() {
                self.phase = Phase::DealCard;
            } else {
                self.ctx = Ctx::Deal {
                    slot: slot as u8 + 1,
                };
            }
            return;
        }
        if self.side(Site::Market) == Side::B {
            for _ in 0..PAIR_SIZE {
                if self.market.ensure_deck() {
                    self.market.blind += 1;
                }
            }
        }
        self.ctx = Ctx::EndTurn;
        self.current = self.start_player;
        self.phase = Phase::Turn;
    }

    /// Starts a draw of the top card for `seat` (reshuffling if needed); false if there
    /// is no card at all (docs/imhotep.md GAP-31).
    pub(crate) fn begin_bonus_draw(&mut self, seat: usize) -> bool {
        if self.market.ensure_deck() {
            self.phase = Phase::BonusDraw(seat as u8);
            true
        } else {
            false
        }
    }

    /// Round end, temple scoring from column `col` (side A: all at once).
    fn continue_temple(&mut self, col: usize) {
        let width = self.temple_width();
        if self.side(Site::Temple) == Side::A {
            for c in 0..width {
                if let Some(seat) = self.temple.top[c].checked_sub(1) {
                    self.builders[usize::from(seat)].score += 1;
                }
            }
            self.ctx = Ctx::Leftovers;
            return;
        }
        // docs/imhotep.md GAP-19/20: side B columns left to right, each its own bonus.
        let cols = TEMPLE_B_LAYOUT
            .get(col..width.min(TEMPLE_B_LAYOUT.len()))
            .unwrap_or(&[]);
        for (c, bonus) in (col..).zip(cols) {
            let Some(seat) = self.temple.top[c].checked_sub(1) else {
                continue;
            };
            let seat = usize::from(seat);
            self.ctx = Ctx::Temple { col: c as u8 + 1 };
            match bonus {
                TempleBonus::PointOrStones => {
                    self.phase = Phase::TempleChoice(seat as u8);
                    return;
                }
                TempleBonus::TwoPoints => self.builders[seat].score += 2,
                TempleBonus::TopCard => {
                    if self.begin_bonus_draw(seat) {
                        return;
                    }
                }
            }
        }
        self.ctx = Ctx::Leftovers;
    }

    /// Round end: the display goes to the discard pile (leftover face-down cards are
    /// turned as they go, since the discard pile is public, docs/imhotep.md GAP-32), then the next round.
    fn continue_leftovers(&mut self) {
        self.market.discard_display();
        if self.round < ROUNDS {
            while let Some(card) = self.market.take_pair_known() {
                self.market.discard(card);
            }
            if self.market.blind > 0 {
                self.phase = Phase::RevealLeftover;
                return;
            }
        }
        self.end_round();
    }

    /// After the round: the next start player sits left of the last sailer (docs/imhotep.md GAP-29 when
    /// nobody sailed); after round 6 the final scoring.
    fn end_round(&mut self) {
        let last = if self.last_sailer == NO_SEAT {
            self.start_player
        } else {
            self.last_sailer
        };
        if self.round >= ROUNDS {
            self.final_scoring();
            self.phase = Phase::Over;
            return;
        }
        self.start_player = ((usize::from(last) + 1) % self.seat_count()) as u8;
        self.start_round();
    }
}
