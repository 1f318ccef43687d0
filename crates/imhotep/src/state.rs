//! The game state: plain fixed-size data (the seats' belongings, the ships, the market,
//! the site boards), the node it is at ([`Phase`]) with what follows it ([`Ctx`]), the
//! accessors front ends read, and the small queries every other module asks.
//!
//! How the state moves from node to node is `flow.rs`; what an action does, `apply.rs`.

use serde::{Deserialize, Serialize};

use crate::config::ImhotepConfig;
use crate::data::{SCORE_MARKERS, SLED_CAPACITY, STARTING_SLED, STONES_PER_COLOUR};
use crate::market::Market;
use crate::ships::{Ship, BYTE_ONES, FREE, SAILABLE, SHIPS_PER_ROUND};
use crate::site::{Side, Site};
use crate::sites::{BurialChamber, Obelisks, Pyramid, Temple, MAX_PLAYERS};

// One starting sled per colour.
const _: () = assert!(STARTING_SLED.len() == MAX_PLAYERS);

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
    /// Blue cards held, in [`crate::cards::BLUE_CARDS`] order.
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

    // ----- what front ends and bots read ---------------------------------------------

    /// Seat `p`'s stones on the sled.
    pub fn sled(&self, p: usize) -> u8 {
        self.builders.get(p).map_or(0, |b| b.sled)
    }

    /// Stones of seat `p`'s colour in the quarry.
    pub fn quarry(&self, p: usize) -> u8 {
        self.builders.get(p).map_or(0, |b| b.quarry)
    }

    /// The current round, 1..=6.
    pub fn round(&self) -> u8 {
        self.round
    }

    /// The seat whose turn it is (decisions of other seats may interrupt it).
    pub fn current_player(&self) -> usize {
        usize::from(self.current)
    }

    /// The start player of this round.
    pub fn start_player(&self) -> usize {
        usize::from(self.start_player)
    }

    /// The four ships of this round.
    pub fn ships(&self) -> &[Ship; SHIPS_PER_ROUND] {
        &self.ships
    }

    /// The node the game is at.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Stones of seat `p` on each site `[Market, Pyramid, Temple, Burial Chamber, Obelisks]`
    /// (the Market keeps none).
    pub fn stones_on_sites(&self, p: usize) -> [u32; 5] {
        if p >= MAX_PLAYERS {
            return [0; 5];
        }
        [
            0,
            self.pyramid.stones_of(p),
            u32::from(self.temple.by_seat[p]),
            self.burial.stones_of(p),
            self.obelisks.stones_of(p),
        ]
    }

    /// Seat `p`'s belongings (quarry, sled, score, cards).
    pub fn builder(&self, p: usize) -> Option<&Builder> {
        self.builders.get(p).filter(|_| p < self.seat_count())
    }

    /// The market (draw pile counts, discard pile, display, face-down pair).
    pub fn market(&self) -> &Market {
        &self.market
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

    /// The kept state of each ship (free spaces, whether it may sail, see
    /// [`crate::ships::SHIP_STATE`]).
    #[inline]
    pub(crate) fn ship_states(&self) -> [u8; SHIPS_PER_ROUND] {
        let [a, b, c, d] = &self.ships;
        [a.state(), b.state(), c.state(), d.state()]
    }

    /// The kept states of all ships OR-ed together (which bits some ship has).
    #[inline]
    pub(crate) fn any_ship_state(&self) -> u8 {
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

    /// The seat that took the face-down pair, while its cards are being revealed.
    pub(crate) fn pair_taker(&self) -> Option<u8> {
        match self.phase {
            Phase::RevealPair(p) | Phase::PairKeep(p) => Some(p),
            _ => None,
        }
    }
}
