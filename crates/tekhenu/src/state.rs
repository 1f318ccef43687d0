//! The game state: compact, fixed-size, cheap to clone.

use serde::{Deserialize, Serialize};

use crate::action::TekhenuAction;
use crate::cards::{Card, CardKind};
use crate::cardset::CardSet;
use crate::choices::Choices;
use crate::config::TekhenuConfig;
use crate::pieces::{Dice, God, NONE};

/// One seat's (or Botankhamun's) pieces and tracks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Papyrus, Bread, Limestone, Granite, Gold.
    pub res: [u8; 5],
    /// Scribes.
    pub scribes: u8,
    /// Faith.
    pub faith: u8,
    /// Victory points.
    pub score: u16,
    /// Population marker (0..=21).
    pub pop: u8,
    /// Happiness marker (0..=population).
    pub happy: u8,
    /// The highest Population and Happiness the markers have reached: D04 and D05 count
    /// "the highest ▲ your marker reached" (docs/tekhenu.md D04-D05), and both tracks
    /// can go down (Osiris, B19/B20).
    pub peak: [u8; 2],
    /// Production levels (2..=6) of Papyrus, Bread, Limestone, Granite.
    pub prod: [u8; 4],
    /// Buildings left on the building row (built leftmost first).
    pub buildings: u8,
    /// Statues left on the statue row.
    pub statues: u8,
    /// Pillars not yet in the temple.
    pub pillars: u8,
    /// Blessings held (bit i = B(i+1)).
    pub blessings: CardSet,
    /// Technologies held.
    pub techs: CardSet,
    /// Decrees held (hidden).
    pub decrees: CardSet,
    /// Destiny card (0..4) or NONE.
    pub destiny: u8,
    /// Excess production tokens on the right pan.
    pub excess: u8,
    /// Happiness rewards taken: bit 0 = 16, bit 1 = 19, bit 2 = 21.
    pub milestones: u8,
    /// The two drafted starting cards (NONE if not yet drafted).
    pub starting: [u8; 2],
    /// The Decree this seat put at the bottom of the deck at setup (hidden).
    #[serde(with = "crate::card::card_or_none")]
    pub returned: Option<Card>,
    /// Faith placed at this Maat phase (positive = left pan).
    pub faith_placed: i8,
    /// D23's free action was used.
    pub d23_used: bool,
    /// Decrees selected at final scoring.
    pub selected: CardSet,
    /// D03's target, if chosen.
    #[serde(with = "crate::card::card_or_none")]
    pub d03_target: Option<Card>,
}

impl Player {
    /// Raises the highest positions reached ([`Player::peak`]) to the current ones.
    #[inline]
    pub(crate) fn note_peak(&mut self) {
        self.peak[0] = self.peak[0].max(self.pop);
        self.peak[1] = self.peak[1].max(self.happy);
    }

    /// A fresh player board (rulebook).
    pub fn new() -> Self {
        Player {
            res: [0, 0, 0, 0, 1],
            scribes: 1,
            faith: 0,
            score: 10,
            pop: 5,
            happy: 2,
            peak: [5, 2],
            prod: [2; 4],
            buildings: 10,
            statues: 6,
            pillars: 8,
            blessings: CardSet::EMPTY,
            techs: CardSet::EMPTY,
            decrees: CardSet::EMPTY,
            destiny: NONE,
            excess: 0,
            milestones: 0,
            starting: [NONE; 2],
            returned: None,
            faith_placed: 0,
            d23_used: false,
            selected: CardSet::EMPTY,
            d03_target: None,
        }
    }
    /// Holds Technology `tech`.
    pub fn has_tech(&self, tech: crate::cards::Tech) -> bool {
        self.techs.contains(tech.card())
    }
    /// The seat's cards of deck `kind`: its Blessings, Technologies or Decrees.
    pub fn hand(&self, kind: CardKind) -> CardSet {
        match kind {
            CardKind::Blessing => self.blessings,
            CardKind::Technology => self.techs,
            CardKind::Decree => self.decrees,
        }
    }
    /// See [`Player::hand`].
    pub fn hand_mut(&mut self, kind: CardKind) -> &mut CardSet {
        match kind {
            CardKind::Blessing => &mut self.blessings,
            CardKind::Technology => &mut self.techs,
            CardKind::Decree => &mut self.decrees,
        }
    }
    /// Holds Blessing `b`.
    pub fn has_blessing(&self, b: Card) -> bool {
        self.blessings.contains(b)
    }
}

impl Default for Player {
    fn default() -> Self {
        Player::new()
    }
}

/// A pillar tile in the temple.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    /// Tile index (P01 = 0).
    pub tile: u8,
    /// Rotation in clockwise quarter turns.
    pub rot: u8,
    /// Owner seat.
    pub owner: u8,
}

/// Where a granted or main action comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Origin {
    /// The turn's main action.
    Main,
    /// A B17-B20 extra action.
    Extra,
    /// A pillar tile ability (P10-P12, P15).
    Pillar,
    /// The Happiness-21 reward.
    Happy21,
    /// D23 before final scoring (no resource costs).
    D23,
    /// A starting card (no statue bonuses).
    Setup,
    /// T19's production.
    T19,
}

/// Context of one god action being resolved (aligned: copied as one 8-byte word).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[repr(align(4))]
pub struct Act {
    /// Performer.
    pub p: u8,
    /// God.
    pub god: God,
    /// Value 1..6.
    pub v: u8,
    /// Origin.
    pub origin: Origin,
    /// The cost was waived by a Blessing (B13-B16).
    pub waived: bool,
    /// S01-S03: no Happiness loss.
    pub no_loss: bool,
    /// Osiris district filter: 0 any, 1 quarries only, 2 workshops only.
    pub filter: u8,
    /// Performed with a real die of value 1 (T11).
    pub die1: bool,
}

impl Act {
    /// No resource costs (D23).
    pub fn free(&self) -> bool {
        self.origin == Origin::D23
    }
}

/// Context of one production.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Prod {
    /// Producer.
    pub p: u8,
    /// Resource 0..4.
    pub r: u8,
    /// Value.
    pub v: u8,
    /// B21/B22 played: produce twice.
    pub twice: bool,
    /// Origin (D23 discards excess).
    pub origin: Origin,
    /// Real die of value 1 (T11).
    pub die1: bool,
}

/// Pseudo-resource for payments: any of Papyrus, Bread, Limestone, Granite, Gold (D04).
pub const ANY_RESOURCE: u8 = 7;

/// A node of the pending-work stack: a chance draw, a decision, or an automatic step.
///
/// Aligned to 4 bytes (16 in all with the aligned [`Act`], rather than 11): the run loop
/// reads and writes nodes in whole words rather than in byte pieces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[repr(align(4))]
pub enum Node {
    /// Unused stack slot.
    Empty,
    // ----- chance -----
    /// Setup: disc offset.
    ChDisc,
    /// A pillar tile into display slot.
    ChPillar(u8),
    /// Setup: god tile into Horus slot.
    ChHorus(u8),
    /// A card into market slot.
    ChCard(u8),
    /// A die from the bag into a section.
    ChDie(u8),
    /// A Decree to a seat's hand (setup deal, P13/P14).
    ChDecree(u8),
    /// S05/S06: a card of kind into offer slot i.
    ChOffer(CardKind, u8),
    /// Setup: a starting card revealed.
    ChStart,
    /// Setup: first player.
    ChFirst,
    /// Solo: Botankhamun's Destiny coin.
    ChBotDestiny,
    /// Solo: pyramid position filled.
    ChPyramid(u8),
    /// Solo: deben flip.
    ChCoin,
    /// Solo: tie among n options.
    ChTie(u8),
    /// Solo medium: the pillar tile under the bot's central pillar.
    ChMediumPillar,
    // ----- decisions -----
    /// Keep one of two dealt Decrees.
    KeepDecree(u8),
    /// Draft a starting card.
    Draft(u8),
    /// Choose a Destiny card.
    Destiny(u8),
    /// Gain tokens one at a time: seat, allowed token mask, count left.
    GainPick(u8, u8, u8),
    /// S05/S06: keep one of the two offered cards.
    KeepOffer(u8),
    /// Choose +n Population or +n Happiness.
    PopHappy(u8, u8),
    /// Setup: the seat picks which of its Destiny / Starting rewards resolves next
    /// (bits of the resolved ones: 0 Destiny, 1-2 Starting cards; docs/tekhenu.md GAP-41).
    RewardOrder(u8, u8),
    /// Take a die.
    TakeDie,
    /// B11/B12: choose the value change.
    RecolourValue,
    /// Choose the main action.
    Main,
    /// Adjust the die, play die blessings, then done.
    Modify,
    /// B09/B10: set the value.
    SetValue,
    /// B17/B18: choose the adjacent god.
    ExtraAdjacent,
    /// T19 window.
    T19,
    /// Choose which pending action to resolve next.
    ResolveNext,
    /// The turn's actions are resolved: `end turn`, or first play B07/B08 (rulebook).
    /// Pushed only while the active seat holds one of them.
    TurnEnd,
    /// Horus target.
    Horus(Act),
    /// Ra: choose the cell.
    RaCell(Act),
    /// Ra: choose the rotation for a cell (packed r*5+c).
    RaRot(Act, u8),
    /// Hathor: choose the space.
    HathorSpace(Act),
    /// Hathor: choose the token of a multi-type cell (packed r*5+c).
    HathorPick(Act, u8),
    /// Bastet: pay or waive.
    Bastet(Act),
    /// Thoth: refresh or draw; bit mask of refreshed sections.
    Thoth(Act, u8),
    /// Thoth: pick cards from section; cards left.
    ThothPick(Act, u8, u8),
    /// Osiris: choose the district.
    Osiris(Act),
    /// Osiris row 6: choose the extra production.
    Row6(u8),
    /// P12: choose the Horus value.
    P12Value(u8),
    /// Production window (B01-B06, B21/B22, produce).
    ProdWindow(Prod),
    /// Pay: seat, resource, units left, T10/T22 substitutions allowed.
    Pay(u8, u8, u8),
    /// A free action (Happiness 21 or D23).
    FreeAction(u8, Origin),
    /// Maat: place faith.
    Faith(u8),
    /// Scoring: feed the people (seat, Bread left).
    Feed(u8, u8),
    /// Final: select Decrees.
    SelectDecree(u8),
    /// Final: D03 target.
    D03Target(u8),
    /// Final: D04 triangles to pay (second time when doubled).
    D04Count(u8, bool),
    // ----- automatic -----
    /// Automatic step.
    Step(Step),
}

/// Automatic steps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    /// Setup stage n.
    Setup(u8),
    /// Setup: deal initial dice, section g, dice left in it.
    SetupDice(u8, u8),
    /// Refill empty market slots in the sections of the mask.
    Refill(u8),
    /// Start the turn of the seat at the current turn position.
    BeginTurn,
    /// After the main action choice and die adjustments.
    AfterModify,
    /// Resolve the turn's pending actions.
    ResolveActions,
    /// Begin a god action.
    StartGod(Act),
    /// Common after-effects of a god action.
    AfterGod(Act),
    /// Horus: build at target after paying.
    HorusDo(Act, u8),
    /// Ra: place tile from slot at cell with rotation.
    RaDo(Act, u8, u8),
    /// Hathor: build at space.
    HathorDo(Act, u8),
    /// Hathor: take cell tokens along the space from cell index.
    HathorCells(Act, u8),
    /// Bastet: the festival itself.
    BastetDo(Act),
    /// Osiris: build in district.
    OsirisDo(Act, u8),
    /// End of a player's turn.
    EndTurn,
    /// Next turn / round end.
    NextTurn,
    /// Rotation after the round.
    Rotation,
    /// Add dice to the shaded sections: index (0..2*np) of the die being added.
    AddDice(u8),
    /// Maat phase stage.
    Maat(u8),
    /// Scoring phase stage.
    Scoring(u8),
    /// Final scoring stage.
    Final(u8),
    /// Final: score the selected Decrees of seat p.
    ScoreDecrees(u8),
    /// Solo: Botankhamun's turn, stage.
    BotTurn(u8),
    /// Solo: apply the tied candidate chosen.
    BotPick(u8),
}

/// The turn in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct TurnCtx {
    /// Active seat.
    pub p: u8,
    /// Die taken (id), NONE before.
    pub die: u8,
    /// Section the die came from.
    pub section: u8,
    /// Taken by Anubis.
    pub anubis: bool,
    /// Effective colour index (B11/B12 may change it).
    pub colour: u8,
    /// Main action (as in `TekhenuAction::Main`), NONE before chosen.
    pub main: u8,
    /// Extra god actions (B17-B20), NONE = unused.
    pub extras: [u8; 2],
    /// Resolved bits: 0 main, 1 extra 0, 2 extra 1.
    pub resolved: u8,
    /// T13 adjustment used.
    pub t13: bool,
    /// T14 adjustment used.
    pub t14: bool,
    /// T10 substitution VP taken this turn.
    pub t10: bool,
    /// T22 substitution VP taken this turn.
    pub t22: bool,
    /// A human seat's turn is in progress (B07/B08 may be played).
    pub active: bool,
}

/// Solo opponent state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct BotState {
    /// Pyramid tiles by position (0-5 gods, 6-9 resource tiles), NONE until drawn.
    pub pyramid: [u8; 10],
    /// Progress marker position, NONE at the start.
    pub progress: u8,
    /// Tile chosen this turn.
    pub tile: u8,
    /// Candidates for a random tie-break (meaning depends on the stage).
    pub cands: [u8; 25],
    /// Number of candidates.
    pub ncand: u8,
    /// Die taken this turn.
    pub die: u8,
    /// Value of that die.
    pub value: u8,
}

/// Maximum depth of the pending-work stack.
pub const STACK: usize = 32;

/// A game of Tekhenu: the [`Board`] (the whole game state) and the legal actions of
/// its pending decision as the engine listed them when it stopped there.
///
/// The two are apart so the engine lists a decision's options straight into the kept
/// list while it reads the board (a staging copy per decision cost about 2% of a random
/// playout). The JSON form is the board's; the kept list is derived data, not
/// serialized and ignored by `==`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "Board", into = "Board")]
pub struct Tekhenu {
    pub(crate) board: Board,
    /// The legal actions of the decision on top, listed by `run` when it stopped there
    /// (checked by `check_invariants`; forgotten by every change through
    /// [`Tekhenu::board_mut`]).
    pub(crate) choices: Choices,
}

impl From<Board> for Tekhenu {
    fn from(board: Board) -> Tekhenu {
        Tekhenu {
            board,
            choices: Choices::UNKNOWN,
        }
    }
}

impl From<Tekhenu> for Board {
    fn from(game: Tekhenu) -> Board {
        game.board
    }
}

impl Tekhenu {
    /// The board: the whole game state, to read (the rules' own readings of it, such as
    /// a seat's Temple score, are its public methods).
    ///
    /// ```
    /// use nile_core::{Game, GameConfig};
    /// use nile_tekhenu::cards::Card;
    /// use nile_tekhenu::{Tekhenu, TekhenuConfig};
    ///
    /// let g = Tekhenu::new(&TekhenuConfig::for_players(2))?;
    /// let board = g.board();
    /// assert_eq!(board.temple_score(0), 0);
    /// assert_eq!(board.decree_vp(0, Card::decree(21)), 0); // no building built yet
    /// # Ok::<(), nile_core::GameError>(())
    /// ```
    #[inline(always)]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The board, to change by hand (a test): the options kept for the pending decision
    /// are forgotten, so nobody sees options listed for the state before; the engine
    /// lists them again on demand, and `check_invariants` judges the changed state. The
    /// engine itself changes `self.board` directly and lists the options again when it
    /// stops (`run`). Only the tests change a game by hand.
    #[cfg(test)]
    pub(crate) fn board_mut(&mut self) -> &mut Board {
        self.choices.clear();
        &mut self.board
    }
}

/// The state of a game of Tekhenu: board, players, cards, dice, the pending-work stack.
/// Reached through a [`Tekhenu`] ([`Tekhenu::board`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub(crate) config: TekhenuConfig,
    /// Seats on the board, Botankhamun included (solo = 2).
    pub(crate) np: u8,
    /// Solo game: seat 1 is Botankhamun.
    pub(crate) solo: bool,
    pub(crate) players: [Player; 4],
    pub(crate) dice: Dice,
    /// Disc offset: the section holding the first sunny light.
    pub(crate) disc: u8,
    pub(crate) rotations: u8,
    pub(crate) maat: u8,
    /// Turns taken since the last Rotation.
    pub(crate) turns_since_rotation: u8,
    /// Turn order (seats), first = index 0.
    pub(crate) order: [u8; 4],
    pub(crate) turn_pos: u8,
    /// God on each Horus slot (slot v-1 for die value v).
    pub(crate) horus: [u8; 6],
    /// God statues: count per god per seat.
    pub(crate) god_statues: [[u8; 4]; 6],
    /// People statue spaces: owner or NONE.
    pub(crate) people: [u8; 4],
    /// Gold still on the board: bits 0-3 people spaces, bit 4 Osiris row 2.
    pub(crate) board_gold: u8,
    pub(crate) temple: [[Option<Placed>; 5]; 5],
    /// Temple building spaces: Row(0..5), Col(0..5) owners.
    pub(crate) temple_buildings: [u8; 10],
    /// Osiris area: [row 0..6][district] owner.
    pub(crate) osiris: [[u8; 4]; 6],
    /// Market slots.
    #[serde(with = "crate::card::card_or_none")]
    pub(crate) market: [Option<Card>; 15],
    /// Market sections filled (bits).
    pub(crate) market_filled: u8,
    /// Decks (bit sets per kind: blessings, technologies, decrees).
    pub(crate) decks: [CardSet; 3],
    /// Discard piles.
    pub(crate) discards: [CardSet; 3],
    /// Decrees put under the deck at setup, in the order they went there: the first
    /// is drawn first once the deck is empty (rulebook). Cards fill a prefix; the rest
    /// is empty.
    #[serde(with = "crate::card::card_or_none")]
    pub(crate) decree_bottom: [Option<Card>; 4],
    /// Cards out of the game (T16, D20 at 2 players), per deck.
    pub(crate) removed: [CardSet; 3],
    /// Pillar tiles in the stack (bits).
    pub(crate) pillar_stack: u32,
    /// Pillar display Left, Middle, Right (tile or NONE).
    pub(crate) display: [u8; 3],
    /// Revealed starting cards not yet drafted (bits).
    pub(crate) start_pool: u16,
    /// Starting cards revealed so far.
    pub(crate) start_revealed: u8,
    /// First player of the draft.
    pub(crate) first: u8,
    /// Destiny cards in the centre (bits).
    pub(crate) destiny_free: u8,
    /// Cards offered by S05/S06.
    #[serde(with = "crate::card::card_or_none")]
    pub(crate) offer: [Option<Card>; 2],
    pub(crate) turn: TurnCtx,
    pub(crate) bot: BotState,
    pub(crate) stack: [Node; STACK],
    pub(crate) depth: u8,
    /// Balances computed at the last Maat phase.
    pub(crate) balances: [i8; 4],
    /// Decrees are revealed (final scoring has begun).
    pub(crate) revealed: bool,
    /// The seat whose first Horus statue the Horus action in progress built (NONE
    /// otherwise): at 2 seats that action pays it no bonus (rulebook).
    pub(crate) new_horus_statue: u8,
    pub(crate) over: bool,
    /// The last action given to `Game::apply` (a chance outcome or a decision; `None`
    /// before the first). Every seat sees it, as it sees the table, except a Decree that
    /// went into another seat's hidden hand (`last_hidden_owner`).
    #[serde(default)]
    pub(crate) last: Option<TekhenuAction>,
    /// What each seat scored at the last scoring phase, part by part
    /// (`scoring::SCORING_PARTS`), for the narration.
    #[serde(default)]
    pub(crate) scored: [[u16; 7]; 4],
}
