//! The game state and the automatic flow between decisions: rounds, gaining cards,
//! round-end temple scoring and final scoring (ships and deliveries: `delivery.rs`).
//!
//! Every decision or chance node is a [`Phase`]. Whatever must happen after the current
//! chain of effects is over (unload the next stone, score the next temple column, start
//! the next turn) is the continuation [`Ctx`]. A handler either sets a new phase (a node
//! that needs input) or leaves [`Phase::Resume`], and `Imhotep::run` then continues the
//! context until a node needs input again.

use serde::{Deserialize, Serialize};

use crate::cards::{Card, CardColour, BLUE_CARDS};
use crate::config::ImhotepConfig;
use crate::data::{TempleBonus, ROUND_CARDS, TEMPLE_B_LAYOUT};
use crate::market::{Market, PAIR_SIZE};
use crate::scoring::{burial_a, burial_b, group_points, obelisks_a, DECORATION_DIVISOR};
use crate::ships::{Ship, BYTE_ONES, FREE, SAILABLE, SAIL_CARD, SHIPS_PER_ROUND};
use crate::site::{Side, Site};
use crate::sites::{BurialChamber, Obelisks, Pyramid, Temple, MAX_PLAYERS};

/// Stones per colour in the box (text: 30 of each colour).
pub const STONES_PER_COLOUR: u32 = 30;
/// One stone of each colour marks the score (text: "1 pedra da sua cor no espaço 0/40";
/// docs/imhotep.md GAP-27: it comes from the quarry, leaving 29 to play).
pub const SCORE_MARKERS: u32 = 1;
/// Sled capacity (text: "no máximo 5 pedras").
pub const SLED_CAPACITY: u8 = 5;
/// Stones taken by the "take stones" action and by Hammer (text: 3).
pub const TAKE_STONES: u8 = 3;
/// Starting sled by seat order from the start player (text: 2, 3, 4, 5).
pub const STARTING_SLED: [u8; MAX_PLAYERS] = [2, 3, 4, 5];
/// Rounds in a game (text: 6).
pub const ROUNDS: u8 = 6;
/// Pharaoh's Fury penalty (text: 5 points).
pub const FURY_PENALTY: i32 = 5;
/// Stones of the temple side-B "1 point or 2 stones" choice.
pub const TEMPLE_B_STONES: u8 = 2;
/// Stones of the side-B middle pyramid bonus (text: 3).
pub const PYRAMID_B_STONES: u8 = 3;
/// The parts of the final scoring, in the rulebook's order.
pub const FINAL_SCORING_PARTS: [&str; 6] = [
    "Burial Chamber",
    "Obelisks",
    "statues",
    "decorations",
    "unused blue cards",
    "Pharaoh's Fury",
];
/// Marks "no seat" in seat fields.
pub const NO_SEAT: u8 = u8::MAX;
/// Marks "no round card revealed yet".
pub const NO_CARD: u8 = u8::MAX;

/// The node the game is at: a chance draw, a decision of a seat, or the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Internal: continue [`Ctx`]; never visible between actions.
    Resume,
    /// Chance: reveal this round's card.
    RoundCard,
    /// Chance: deal a face-up market card (slot in [`Ctx::Deal`]).
    DealCard,
    /// Chance: the top card of the draw pile, gained by this seat (Pyramid B card bonus,
    /// Temple B top card).
    BonusDraw(u8),
    /// Chance: turn a face-down pair card for the seat that took the pair.
    RevealPair(u8),
    /// Chance: turn a leftover face-down card as it goes to the discard pile.
    RevealLeftover,
    /// The current seat's turn action.
    Turn,
    /// A seat picks a market card for its stone.
    MarketPick(u8),
    /// The seat that took the face-down pair keeps one card.
    PairKeep(u8),
    /// A seat chooses one of the side-B pyramids for its stone.
    PyramidChoice(u8),
    /// A seat may draw the top card (left pyramid bonus).
    CardBonus(u8),
    /// A seat may take up to 3 stones onto its sled (middle pyramid bonus: the rulebook's
    /// "pode", may — an English reading made it automatic).
    StonesBonus(u8),
    /// A seat may load a stone from its sled (right pyramid bonus).
    ShipBonus(u8),
    /// A seat chooses 1 point or 2 stones for its visible temple stone.
    TempleChoice(u8),
    /// The current seat, playing Lever, chooses the ship and site.
    LeverSail,
    /// The current seat, having sailed with Lever, chooses the next stone to unload.
    LeverUnload,
    /// The current seat, playing Hammer, places a stone.
    HammerPlace,
    /// The current seat, playing Sail, places a stone on the ship it will sail.
    SailCardPlace,
    /// The current seat, playing Sail, sails this ship.
    SailCardSail(u8),
    /// The current seat, playing Chisel, places this many more stones.
    ChiselPlace(u8),
    /// The game is over.
    Over,
}

impl Phase {
    /// The seat deciding at this node, if it belongs to a seat other than "current".
    pub(crate) fn seat(self) -> Option<u8> {
        match self {
            Phase::MarketPick(p)
            | Phase::PairKeep(p)
            | Phase::PyramidChoice(p)
            | Phase::CardBonus(p)
            | Phase::StonesBonus(p)
            | Phase::ShipBonus(p)
            | Phase::TempleChoice(p)
            | Phase::BonusDraw(p)
            | Phase::RevealPair(p) => Some(p),
            _ => None,
        }
    }

    /// Whether this is a chance node.
    pub(crate) fn is_chance(self) -> bool {
        matches!(
            self,
            Phase::RoundCard
                | Phase::DealCard
                | Phase::BonusDraw(_)
                | Phase::RevealPair(_)
                | Phase::RevealLeftover
        )
    }

    /// Whether this is part of the current seat's turn action.
    pub(crate) fn in_turn(self) -> bool {
        matches!(
            self,
            Phase::Turn
                | Phase::LeverSail
                | Phase::HammerPlace
                | Phase::SailCardPlace
                | Phase::SailCardSail(_)
                | Phase::ChiselPlace(_)
        )
    }
}

/// What to continue once the current chain of effects is resolved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ctx {
    /// The turn action is complete: the next seat's turn.
    EndTurn,
    /// A ship is unloading at its site (with Lever, its sailer picks the order).
    Unload {
        /// The sailing ship.
        ship: u8,
        /// Whether the sailer chooses the order (Lever).
        lever: bool,
    },
    /// Round end: score the temple from this column.
    Temple {
        /// Next column to score (side B).
        col: u8,
    },
    /// Round end: clear the market display, then start the next round.
    Leftovers,
    /// Round start: deal the market from this display slot.
    Deal {
        /// Next display slot to fill.
        slot: u8,
    },
}

/// One player's belongings: stones in quarry and sled, score, cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Builder {
    /// Stones of this colour in the quarry.
    pub quarry: u8,
    /// Stones on the sled (0..=5).
    pub sled: u8,
    /// Score.
    pub score: i32,
    /// Sites this colour delivered a stone to (bit per [`Site`]), for Pharaoh's Fury.
    pub delivered: u8,
    /// Statues held.
    pub statues: u8,
    /// Decorations held, by site (Pyramid, Temple, Burial Chamber, Obelisks).
    pub decorations: [u8; 4],
    /// Blue cards held, in [`BLUE_CARDS`] order.
    pub blue: [u8; 4],
}

impl Builder {
    /// Cards in front of this player (statues, decorations, unplayed blue cards).
    pub fn cards_held(&self) -> u32 {
        u32::from(self.statues)
            + self.decorations.iter().map(|&n| u32::from(n)).sum::<u32>()
            + self.blue.iter().map(|&n| u32::from(n)).sum::<u32>()
    }
}

/// A game of Imhotep.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Imhotep {
    pub(crate) config: ImhotepConfig,
    pub(crate) phase: Phase,
    pub(crate) ctx: Ctx,
    /// Round 1..=6.
    pub(crate) round: u8,
    /// This round's card (index into the player count's cards), or [`NO_CARD`].
    pub(crate) round_card: u8,
    /// Round cards revealed so far (bit per card).
    pub(crate) round_cards_used: u8,
    pub(crate) start_player: u8,
    /// The seat whose turn it is.
    pub(crate) current: u8,
    /// The seat that sailed the last ship this round, or [`NO_SEAT`].
    pub(crate) last_sailer: u8,
    /// Consecutive passes (docs/imhotep.md GAP-8).
    pub(crate) passes: u8,
    /// Ships sailed this round.
    pub(crate) sails: u8,
    /// Sites a ship sailed to this round (bit per [`Site`]): their harbours are closed.
    pub(crate) docked: u8,
    pub(crate) ships: [Ship; SHIPS_PER_ROUND],
    pub(crate) builders: [Builder; MAX_PLAYERS],
    pub(crate) market: Market,
    pub(crate) pyramid: Pyramid,
    pub(crate) temple: Temple,
    pub(crate) burial: BurialChamber,
    pub(crate) obelisks: Obelisks,
}

impl Imhotep {
    /// A new game at its first chance node (round 1's card).
    pub(crate) fn fresh(config: &ImhotepConfig) -> Self {
        let mut builders = [Builder::default(); MAX_PLAYERS];
        for (seat, b) in builders.iter_mut().enumerate().take(config.players) {
            b.sled = STARTING_SLED[seat];
            b.quarry = (STONES_PER_COLOUR - SCORE_MARKERS) as u8 - b.sled;
        }
        let mut game = Imhotep {
            config: *config,
            phase: Phase::RoundCard,
            ctx: Ctx::EndTurn,
            round: 0,
            round_card: NO_CARD,
            round_cards_used: 0,
            start_player: 0,
            current: 0,
            last_sailer: NO_SEAT,
            passes: 0,
            sails: 0,
            docked: 0,
            ships: [Ship::default(); SHIPS_PER_ROUND],
            builders,
            market: Market::new(),
            pyramid: Pyramid::default(),
            temple: Temple::default(),
            burial: BurialChamber::default(),
            obelisks: Obelisks::default(),
        };
        game.start_round();
        game
    }

    // ----- small queries -------------------------------------------------------------

    /// Number of seats.
    pub(crate) fn seat_count(&self) -> usize {
        self.config.players
    }

    /// The side used for `site`.
    pub(crate) fn side(&self, site: Site) -> Side {
        self.config.side(site)
    }

    /// Temple columns: 4 with 2 players, 5 with 3 or 4 (text).
    pub(crate) fn temple_width(&self) -> usize {
        if self.seat_count() == 2 {
            4
        } else {
            5
        }
    }

    /// Face-up display slots: 4 on side A, 3 on side B (plus the face-down pair, docs/imhotep.md GAP-15).
    pub(crate) fn face_up_slots(&self) -> usize {
        match self.side(Site::Market) {
            Side::A => 4,
            Side::B => 3,
        }
    }

    /// Stones seat `p` would gain taking up to `max`: limited by sled room and quarry.
    pub(crate) fn gain(&self, p: usize, max: u8) -> u8 {
        let b = &self.builders[p];
        max.min(SLED_CAPACITY.saturating_sub(b.sled)).min(b.quarry)
    }

    /// Moves up to `max` stones from the quarry to seat `p`'s sled.
    pub(crate) fn take_stones(&mut self, p: usize, max: u8) {
        let g = self.gain(p, max);
        let b = &mut self.builders[p];
        b.sled += g;
        b.quarry -= g;
    }

    /// The kept state of each ship (free spaces, whether it may sail, see
    /// [`crate::ships::SHIP_STATE`]).
    #[inline]
    pub(crate) fn ship_states(&self) -> [u8; SHIPS_PER_ROUND] {
        let [a, b, c, d] = &self.ships;
        [a.state(), b.state(), c.state(), d.state()]
    }

    /// The kept states of all ships OR-ed together (which bits some ship has).
    #[inline]
    fn any_ship_state(&self) -> u8 {
        let [a, b, c, d] = self.ship_states();
        a | b | c | d
    }

    /// Free spaces on ships that have not sailed.
    pub(crate) fn free_slots(&self) -> u8 {
        let [a, b, c, d] = self.ship_states().map(|s| s & FREE);
        BYTE_ONES[usize::from(a | b << 4)] + BYTE_ONES[usize::from(c | d << 4)]
    }

    /// Whether some ship may sail now.
    pub(crate) fn any_sailable(&self) -> bool {
        self.any_ship_state() & SAILABLE != 0
    }

    /// Whether no ship has sailed to `site` this round.
    pub(crate) fn site_open(&self, site: Site) -> bool {
        self.open_sites() & site.bit() != 0
    }

    /// The sites no ship has sailed to this round, as a bit set.
    pub(crate) fn open_sites(&self) -> u8 {
        !self.docked & ((1u8 << Site::ALL.len()) - 1)
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

    /// The seat that took the face-down pair, while its cards are being revealed.
    pub(crate) fn pair_taker(&self) -> Option<u8> {
        match self.phase {
            Phase::RevealPair(p) | Phase::PairKeep(p) => Some(p),
            _ => None,
        }
    }

    // ----- the flow ------------------------------------------------------------------

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
    fn start_round(&mut self) {
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

    /// Seat `p` gains a market card: red acts at once, the others are kept.
    pub(crate) fn gain_card(&mut self, p: usize, card: Card) {
        if card.colour() == CardColour::Red {
            // Discarded once its stone is placed ("A carta então é mandada para a pilha
            // de descarte"): in play until then (docs/imhotep.md, "Discard timing").
            self.market.start_playing(card);
            // docs/imhotep.md GAP-9: with an empty quarry nothing is placed.
            if self.builders[p].quarry > 0 {
                self.builders[p].quarry -= 1;
                if let Some(site) = card.red_target() {
                    self.deliver(site, p);
                }
            }
            return;
        }
        let b = &mut self.builders[p];
        match card.colour() {
            CardColour::Red => {}
            CardColour::Green => {
                if let Some(site) = card.decoration_site() {
                    b.decorations[site.index() - 1] += 1;
                }
            }
            CardColour::Purple => b.statues += 1,
            CardColour::Blue => {
                if let Some(i) = card.blue_index() {
                    b.blue[i] += 1;
                }
            }
        }
    }

    /// The blue card of this turn's action (if one was played) has been used: it goes
    /// to the discard pile.
    pub(crate) fn finish_blue_card(&mut self) {
        if self.market.playing() {
            self.market.finish_playing(Card::is_blue);
        }
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

    /// The face-down pair is turned: keep the only card, or ask which one to keep.
    pub(crate) fn finish_pair(&mut self, p: usize) {
        let mut cards = [None; 2];
        for (slot, card) in cards.iter_mut().zip(self.market.revealed_cards()) {
            *slot = Some(card);
        }
        match cards {
            [Some(a), Some(b)] if a != b => self.phase = Phase::PairKeep(p as u8),
            [Some(a), other] => {
                if let Some(b) = other {
                    self.market.discard(b);
                }
                self.market.clear_revealed();
                self.phase = Phase::Resume;
                self.gain_card(p, a);
            }
            _ => {
                self.market.clear_revealed();
                self.phase = Phase::Resume;
            }
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
