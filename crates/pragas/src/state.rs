//! The game state: plain data, fixed arrays and small integers.

use serde::{Deserialize, Serialize};

use crate::action::{Action, Area, Power};
use crate::board::Spaces;
pub use crate::config::{PragasConfig, OPTIONS};
use crate::data::{Tile, TILE_TYPES};

/// Most seats on the table (the solo game uses two: the player and the opponent).
pub const MAX_SEATS: usize = 4;
/// Capacity of the effect stack.
pub const STACK: usize = 32;
/// A card identity hidden from the viewer: an observation (see `view`) puts it in the
/// territory-card slots (`buto`, `pile_bottom`) a seat may not see; a real game never
/// stores it.
pub const HIDDEN_CARD: u8 = u8::MAX;

/// A seat's tribute in the current round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Tribute {
    /// Not yet resolved.
    Due,
    /// Paid.
    Paid,
    /// Could not pay.
    Failed,
    /// Waived by the Commerce card.
    Waived,
}

/// One seat's board, support table and holdings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// City spaces (rows `0 1 2 / 3 4 5`).
    pub city: Spaces,
    /// Field spaces.
    pub field: Spaces,
    /// City development track.
    pub city_track: u8,
    /// Field development track.
    pub field_track: u8,
    /// Nile position.
    pub boat: u8,
    /// Province-card position.
    pub province: u8,
    /// Neutral markers still on spaces 6, 9, 12 (bits 0, 1, 2).
    pub markers: u8,
    /// Bonus tokens still on the board: City, Field, River (bits 0, 1, 2).
    pub tokens: u8,
    /// Tiles kept beside the board, by tile entry (coins, boats, provinces, Pharaohs).
    pub held: [u8; TILE_TYPES],
    /// Pharaoh tiles flipped.
    pub pharaoh_used: u8,
    /// The discard area's two slots.
    pub discard: [Option<Tile>; 2],
    /// Freed hebrew tokens by value 1, 2, 3.
    pub hebrews: [u8; 3],
    /// Penalty cards held (bit i = plague i).
    pub penalties: u16,
    /// Dice cards spent this round (bit v-1 for value v).
    pub dice_used: u8,
    /// The support table (none for the solo opponent).
    pub power: Option<Power>,
    /// Favour cards held (bit n-1 for card n).
    pub favours: u8,
    /// Territory cards kept (bit i = territory i).
    pub territories: u32,
    /// Territory cards rotated: Special Actions this round, single-use Commerce forever.
    pub rotated: u32,
    /// Special Action uses this round.
    pub sa_uses: u8,
    /// The province power was used this round (Abydos, Buto, Edfu).
    pub power_used: bool,
    /// A Pharaoh tile made this seat exempt from this round's plague.
    pub exempt: bool,
    /// SA5 was used for this round's tribute.
    pub sa5: bool,
    /// SA7 added two soldiers this round.
    pub boost: bool,
    /// This round's tribute.
    pub tribute: Tribute,
}

impl Seat {
    /// A fresh seat (setup items 10-15).
    pub const fn new() -> Self {
        Seat {
            city: Spaces::EMPTY,
            field: Spaces::EMPTY,
            city_track: crate::standins::TRACK_MIN,
            field_track: crate::standins::TRACK_MIN,
            boat: 0,
            province: 0,
            markers: 0b111,
            tokens: 0b111,
            held: [0; TILE_TYPES],
            pharaoh_used: 0,
            discard: [None; 2],
            hebrews: [0; 3],
            penalties: 0,
            dice_used: 0,
            power: None,
            favours: 0,
            territories: 0,
            rotated: 0,
            sa_uses: 0,
            power_used: false,
            exempt: false,
            sa5: false,
            boost: false,
            tribute: Tribute::Due,
        }
    }

    /// The spaces of an area.
    #[inline]
    pub fn area(&self, area: Area) -> &Spaces {
        match area {
            Area::City => &self.city,
            Area::Field => &self.field,
        }
    }

    /// The spaces of an area, mutably.
    pub fn area_mut(&mut self, area: Area) -> &mut Spaces {
        match area {
            Area::City => &mut self.city,
            Area::Field => &mut self.field,
        }
    }

    /// Freed hebrew tokens.
    #[inline]
    pub fn hebrew_count(&self) -> u8 {
        self.hebrews[0] + self.hebrews[1] + self.hebrews[2]
    }

    /// Sum of the freed hebrews' values.
    pub fn hebrew_sum(&self) -> u8 {
        self.hebrews[0] + 2 * self.hebrews[1] + 3 * self.hebrews[2]
    }

    /// Tiles on City and Field.
    pub fn board_tiles(&self) -> u8 {
        self.city.tile_count() + self.field.tile_count()
    }

    /// Does the seat hold Favour card `n`?
    #[inline]
    pub const fn has_favour(&self, n: u8) -> bool {
        self.favours & (1 << (n - 1)) != 0
    }

    /// Unused Pharaoh tiles.
    #[inline]
    pub fn pharaohs_unused(&self) -> u8 {
        self.held[Tile::Pharaoh.index()].saturating_sub(self.pharaoh_used)
    }

    /// Coin tokens held.
    #[inline]
    pub const fn coins(&self) -> u8 {
        self.held[Tile::Coin as usize]
    }

    /// Penalty cards held.
    pub const fn penalty_count(&self) -> u32 {
        self.penalties.count_ones()
    }
}

impl Default for Seat {
    fn default() -> Self {
        Seat::new()
    }
}

/// A turn's stage (docs/pragas.md GAP-19): before or after its main action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    /// The main action is still to come.
    Main,
    /// Only free actions and "end turn".
    WrapUp,
}

/// Where the game is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Setup: deal support tables, fill the board, starting advantages, reveal cards.
    Setup,
    /// Phase 1: dice turn of turn-order position `pos` in pass 0..2.
    Dice {
        /// Pass 0, 1, 2.
        pass: u8,
        /// Turn-order position.
        pos: u8,
        /// Stage.
        stage: Stage,
    },
    /// Phase 2a: SA7 window for turn-order position `pos`.
    Boost {
        /// Turn-order position.
        pos: u8,
    },
    /// Phase 2c: territory turn.
    Territory {
        /// Turn-order position (new order).
        pos: u8,
        /// Stage.
        stage: Stage,
    },
    /// Phase 3a: tribute turn.
    Tribute {
        /// Turn-order position.
        pos: u8,
        /// Stage.
        stage: Stage,
    },
    /// Phase 3c: loss turn.
    Losses {
        /// Turn-order position.
        pos: u8,
        /// Stage.
        stage: Stage,
    },
    /// End of round step `step` (Moses is step 0).
    EndOfRound {
        /// 0 Moses, 1 end check and favours, 2 territories, 3 plague and loss, 4 immediate
        /// plague window, 5 hebrews, 6 tiles, 7 next round.
        step: u8,
        /// Turn-order position inside a window.
        pos: u8,
    },
    /// The game is over.
    Over,
}

/// A pending sub-decision (docs/pragas.md, "State machine and decisions").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// Solo setup: choose a support table.
    ChoosePower,
    /// Place `tile` on `seat`'s board (for the opponent the player chooses).
    PlaceTile {
        /// Whose board.
        seat: u8,
        /// The tile.
        tile: Tile,
        /// The tile was recovered from the discard area.
        recovered: bool,
    },
    /// A development advance for `seat` (double or single).
    Track {
        /// Whose tracks.
        seat: u8,
        /// +2 / +1 each, or +1.
        double: bool,
    },
    /// Favour card 1's mode.
    FavourOne {
        /// The taker.
        seat: u8,
    },
    /// Take any tile from the central board.
    CentralTile {
        /// The taker.
        seat: u8,
    },
    /// Take a hebrew token (province space 6).
    Hebrew {
        /// The taker.
        seat: u8,
    },
    /// Choose a discard slot for `tile`.
    DiscardSlot {
        /// The loser.
        seat: u8,
        /// The lost tile.
        tile: Tile,
    },
    /// The discard area is full: which of three tiles leaves the game.
    Overflow {
        /// The loser.
        seat: u8,
        /// The incoming tile.
        tile: Tile,
    },
    /// Edfu keeps one drawn tile.
    EdfuPick {
        /// The Edfu seat.
        seat: u8,
    },
    /// Buto keeps one examined card.
    ButoPick {
        /// The Buto seat.
        seat: u8,
    },
    /// Which alternative of loss slot `slot` to suffer.
    LossOption {
        /// The loser.
        seat: u8,
        /// Loss-card slot.
        slot: u8,
    },
    /// Which tile of kind `tile` to lose.
    LoseTile {
        /// The loser.
        seat: u8,
        /// The kind lost.
        tile: Tile,
    },
    /// Solo: the player picks the opponent's territory card.
    AiTerritory,
}

/// Effects waiting to be resolved, depth first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    /// Province marker forward.
    Province {
        /// Seat.
        seat: u8,
        /// Spaces.
        n: u8,
    },
    /// Boat forward.
    Boat {
        /// Seat.
        seat: u8,
        /// Spaces.
        n: u8,
    },
    /// A development track +1 (city or field).
    Track {
        /// Seat.
        seat: u8,
        /// City track.
        city: bool,
    },
    /// A development advance of choice.
    TrackChoice {
        /// Seat.
        seat: u8,
        /// Double.
        double: bool,
    },
    /// A one-time province bonus (space 6, 9, 12).
    ProvinceBonus {
        /// Seat.
        seat: u8,
        /// Space.
        space: u8,
    },
    /// Province space 6: take a hebrew token from the central board.
    CentralHebrew {
        /// Seat.
        seat: u8,
    },
    /// A bonus token: double advance, then province +2.
    BonusToken {
        /// Seat.
        seat: u8,
    },
    /// Place a hebrew token of this value in the column, with its row bonus.
    Hebrew {
        /// Seat.
        seat: u8,
        /// Value 1..3.
        value: u8,
    },
    /// Take any tile from the central board.
    CentralTile {
        /// Seat.
        seat: u8,
    },
    /// Refill the central board's first empty slot from the reserve.
    Refill,
    /// Use a gained tile.
    Gain {
        /// Seat.
        seat: u8,
        /// Tile.
        tile: Tile,
    },
    /// Favour card 1 was taken.
    FavourOne {
        /// Seat.
        seat: u8,
    },
    /// Remove one held penalty card.
    DiscardPenalty {
        /// Seat.
        seat: u8,
    },
    /// Apply loss-card slot `slot`.
    LossSlot {
        /// Seat.
        seat: u8,
        /// Slot.
        slot: u8,
    },
    /// Lose one tile of this kind from City or Field.
    LoseKind {
        /// Seat.
        seat: u8,
        /// Kind.
        tile: Tile,
    },
    /// A lost tile goes to the discard area.
    ToDiscard {
        /// Seat.
        seat: u8,
        /// Tile.
        tile: Tile,
    },
    /// Edfu draws tiles until it holds `n`.
    EdfuDraw {
        /// Tiles to hold.
        n: u8,
    },
    /// Edfu chooses among the drawn tiles.
    EdfuChoose {
        /// The Edfu seat.
        seat: u8,
    },
    /// Buto chooses among the examined cards.
    ButoChoose {
        /// The Buto seat.
        seat: u8,
    },
    /// Buto examines up to `n` more cards.
    ButoDraw {
        /// Cards to hold in total (display card included).
        n: u8,
    },
}

/// What the next chance node draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Draw {
    /// A support table for the next seat.
    Power,
    /// A tile from the reserve into the first empty central slot.
    Slot,
    /// A tile from the reserve for Edfu.
    Edfu,
    /// A hebrew token into the first empty hebrew position.
    Hebrew,
    /// The round's plague card.
    Plague,
    /// The round's loss card.
    Loss,
    /// A territory card into the first empty display position.
    Display,
    /// A territory card Buto examines.
    Buto,
    /// The solo opponent's next dice card.
    AiDie,
}

/// The whole game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pragas {
    pub(crate) config: PragasConfig,
    /// Round 1..10.
    pub(crate) round: u8,
    pub(crate) seats: [Seat; MAX_SEATS],
    /// Turn order: seat at each position.
    pub(crate) order: [u8; MAX_SEATS],
    pub(crate) reserve: [u8; TILE_TYPES],
    /// Tiles out of the game (setup removal, spent coins, overflow, the opponent's misfits).
    pub(crate) removed: [u8; TILE_TYPES],
    /// Central slots 1..6.
    pub(crate) slots: [Option<Tile>; 6],
    /// Slots 1 and 2 on their way back to the reserve (end of round step 5).
    pub(crate) returning: [Option<Tile>; 2],
    pub(crate) hebrew_reserve: [u8; 3],
    pub(crate) hebrew_area: [Option<u8>; 3],
    pub(crate) hebrews_removed: [u8; 3],
    /// Plague cards in the pile (bit per card).
    pub(crate) plague_pile: u16,
    pub(crate) plague: Option<u8>,
    pub(crate) plagues_removed: u16,
    pub(crate) loss_pile: u16,
    pub(crate) loss: Option<u8>,
    pub(crate) losses_removed: u16,
    /// Territory cards in the shuffled part of the pile.
    pub(crate) territory_pile: u32,
    /// Cards Buto put under the pile, in order (first = next to come up).
    pub(crate) pile_bottom: [Option<u8>; 30],
    /// Cards under the pile whose identity everyone saw (the displayed card Buto returned).
    pub(crate) bottom_public: u32,
    pub(crate) display: [Option<u8>; 3],
    pub(crate) territories_removed: u32,
    /// Favour cards taken this round (unavailable even if returned).
    pub(crate) favours_taken: u8,
    /// Solo opponent's dice cards revealed this round, in row order.
    pub(crate) ai_row: [u8; 6],
    pub(crate) ai_revealed: u8,
    /// Tiles Edfu is looking at.
    pub(crate) edfu: [Option<Tile>; 6],
    /// In an observation: how many tiles Edfu examines that the viewer cannot see.
    pub(crate) edfu_hidden: u8,
    /// Cards Buto is examining (0 = the displayed card).
    pub(crate) buto: [Option<u8>; 3],
    /// Loss turn: the slot annulled.
    pub(crate) annulled: Option<u8>,
    pub(crate) phase: Phase,
    pub(crate) pending: Option<Pending>,
    pub(crate) draw: Option<Draw>,
    pub(crate) stack: [Option<Effect>; STACK],
    pub(crate) stack_len: u8,
    /// The last action applied (public, so that a seat's view changes with every
    /// action), and whose secret it was (1 Edfu's draw, 2 Buto's draw, 0 nobody's).
    pub(crate) last: Option<crate::action::Action>,
    pub(crate) last_private: u8,
    /// Final scores, once over.
    pub(crate) final_scores: [i32; MAX_SEATS],
}

impl Pragas {
    /// The round (1..10; 0 during setup).
    pub fn round(&self) -> u8 {
        self.round
    }

    /// Where the game is.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The last action applied, as everyone saw it.
    pub fn last_action(&self) -> Option<Action> {
        self.last
    }

    /// A seat's board and holdings.
    pub fn seat(&self, seat: usize) -> &Seat {
        &self.seats[seat.min(MAX_SEATS - 1)]
    }

    /// The central board's six slots.
    pub fn slots(&self) -> [Option<Tile>; 6] {
        self.slots
    }

    /// Turn order (seat per position).
    pub fn turn_order(&self) -> &[u8] {
        &self.order[..self.seat_count()]
    }

    /// The pending sub-decision, if any.
    pub fn pending(&self) -> Option<crate::state::Pending> {
        self.pending
    }
}
