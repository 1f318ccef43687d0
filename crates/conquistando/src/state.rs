//! The game state: plain fixed-size data, cheap to clone.

use nile_core::GameError;
use serde::{Deserialize, Serialize};

use crate::config::ConquistandoConfig;
use crate::data::{Building, Unit, BUILDING_KINDS, TERRAINS};
use crate::standins::{DECK_SIZE, START};

/// Most seats a game can have (docs/conquistando.md GAP-9).
pub const MAX_PLAYERS: usize = 4;
/// Marks a terrain without a card.
pub const NO_CARD: u8 = u8::MAX;
/// Every card of a deck, one bit each.
pub const FULL_DECK: u16 = ((1u32 << DECK_SIZE) - 1) as u16;

/// One terrain of an empire's map: its buildings and people.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Terrain {
    /// Buildings by kind ([`Building::index`]).
    pub(crate) buildings: [u8; BUILDING_KINDS],
    /// The number of buildings (the sum of `buildings`, kept for speed).
    pub(crate) built: u8,
    /// People by [`Unit::index`].
    pub(crate) people: [u8; 4],
    /// People made here this round, by [`Unit::index`] (workers are not limited and not
    /// counted): the per-round generation limits (GAP-16).
    pub(crate) made: [u8; 4],
}

impl Terrain {
    /// Buildings of `kind` here.
    pub fn count(&self, kind: Building) -> u8 {
        self.buildings[kind.index()]
    }

    /// The number of buildings.
    pub fn built(&self) -> u8 {
        self.built
    }

    /// People of `unit` here.
    pub fn people(&self, unit: Unit) -> u8 {
        self.people[unit.index()]
    }

    /// Everyone living here: workers, soldiers, priests and doctors (GAP-11).
    pub fn population(&self) -> u8 {
        self.people.iter().fold(0u8, |a, &p| a.saturating_add(p))
    }

    /// `unit`s made here this round.
    pub fn made(&self, unit: Unit) -> u8 {
        self.made[unit.index()]
    }

    pub(crate) fn add_building(&mut self, kind: Building) {
        self.buildings[kind.index()] += 1;
        self.built += 1;
    }
}

/// An empire's victory points, by source ("construções, terras conquistadas e ajudas").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Ledger {
    /// +1 for each city building acquired with "construir cidade" (GAP-14, GAP-15).
    pub city_buildings: u16,
    /// +1 for each terrain conquered.
    pub conquests: u16,
    /// +1 for each Opponent Action received.
    pub helps: u16,
    /// −1 each: no own action possible, or chosen for an Opponent Action with none.
    pub penalties: u16,
}

impl Ledger {
    /// The victory points: the sum of the parts (GAP-21: may be negative).
    pub fn total(&self) -> i32 {
        i32::from(self.city_buildings) + i32::from(self.conquests) + i32::from(self.helps)
            - i32::from(self.penalties)
    }
}

/// One player's empire: stock, map, the cards on the neutral terrains, achievements, VP.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Empire {
    /// Water, wood, food, stone, coin, happiness.
    pub(crate) stock: [u16; 6],
    /// Terrains owned, one bit per terrain id.
    pub(crate) owned: u16,
    pub(crate) terrains: [Terrain; TERRAINS],
    /// The defence card turned on each terrain (deck index), or [`NO_CARD`] while face
    /// down. On an unowned terrain a card means it is face up after a failed attack; on a
    /// conquered terrain it is the card that was discarded.
    pub(crate) defence: [u8; TERRAINS],
    /// The resource card installed on each conquered terrain (deck index), or [`NO_CARD`].
    pub(crate) resources: [u8; TERRAINS],
    /// Defence cards still face down (a multiset: each draw is a chance node).
    pub(crate) defence_left: u16,
    /// Resource cards still face down.
    pub(crate) resources_left: u16,
    /// Achievements taken, one bit per row of the achievement table.
    pub(crate) achievements: u16,
    /// Victory points by source.
    pub(crate) ledger: Ledger,
}

impl Empire {
    /// The starting empire (GAP-5).
    pub(crate) fn start() -> Empire {
        let mut terrains = [Terrain::default(); TERRAINS];
        let home = &mut terrains[usize::from(START.terrain)];
        for &b in START.buildings {
            home.add_building(b);
        }
        home.people = START.people;
        Empire {
            stock: START.stock.map(u16::from),
            owned: 1 << START.terrain,
            terrains,
            defence: [NO_CARD; TERRAINS],
            resources: [NO_CARD; TERRAINS],
            defence_left: FULL_DECK,
            resources_left: FULL_DECK,
            achievements: 0,
            ledger: Ledger::default(),
        }
    }

    /// The stock of each resource (water, wood, food, stone, coin, happiness).
    pub fn stock(&self) -> [u16; 6] {
        self.stock
    }

    /// Owned terrains, one bit per terrain id.
    pub fn owned(&self) -> u16 {
        self.owned
    }

    /// Whether terrain `t` is owned.
    pub fn owns(&self, t: usize) -> bool {
        t < TERRAINS && self.owned >> t & 1 == 1
    }

    /// Terrain `t` (panics if `t >= 15`).
    pub fn terrain(&self, t: usize) -> &Terrain {
        &self.terrains[t]
    }

    /// The defenders shown on terrain `t`'s defence card, if it has been turned.
    pub fn defence_shown(&self, t: usize) -> Option<u8> {
        let card = *self.defence.get(t)?;
        crate::standins::DEFENCE_DECK
            .get(usize::from(card))
            .map(|c| c.defenders)
    }

    /// The resource card (deck index) installed on terrain `t`, if conquered.
    pub fn resource_card(&self, t: usize) -> Option<u8> {
        self.resources
            .get(t)
            .copied()
            .filter(|&c| usize::from(c) < DECK_SIZE)
    }

    /// Defence cards still face down, one bit per row of the defence deck.
    pub fn defence_face_down(&self) -> u16 {
        self.defence_left
    }

    /// Resource cards still face down, one bit per row of the resource deck.
    pub fn resources_face_down(&self) -> u16 {
        self.resources_left
    }

    /// Achievements taken, one bit per row of [`crate::standins::ACHIEVEMENTS`].
    pub fn achievements(&self) -> u16 {
        self.achievements
    }

    /// Victory points by source.
    pub fn ledger(&self) -> Ledger {
        self.ledger
    }

    /// People of `unit` over all terrains.
    pub fn total_people(&self, unit: Unit) -> u32 {
        self.terrains
            .iter()
            .map(|t| u32::from(t.people[unit.index()]))
            .sum()
    }

    /// Buildings of `kind` over all terrains.
    pub fn total_buildings(&self, kind: Building) -> u32 {
        self.terrains
            .iter()
            .map(|t| u32::from(t.buildings[kind.index()]))
            .sum()
    }
}

/// The pending decision (or chance node) and what it carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    /// The actor picks what to do in `empire` (an own action when `empire` is the actor's,
    /// else the Opponent Action).
    Choose,
    /// The actor picks the opponent for the Opponent Action.
    ChooseOpponent,
    /// The terrain for a building.
    PlaceBuilding(Building),
    /// The terrain for a new person.
    PlaceUnit(Unit),
    /// The terrain the army moves from.
    MoveFrom,
    /// The owned terrain it moves to.
    MoveTo {
        /// Origin.
        from: u8,
    },
    /// How many soldiers move.
    MoveCount {
        /// Origin.
        from: u8,
        /// Destination.
        to: u8,
    },
    /// The terrain the attack starts from.
    AttackFrom,
    /// The unconquered terrain attacked.
    AttackTarget {
        /// Origin.
        from: u8,
    },
    /// How many soldiers attack.
    AttackCount {
        /// Origin.
        from: u8,
        /// Target.
        to: u8,
    },
    /// Chance: the target's defence card is turned.
    DefenceDraw {
        /// Origin.
        from: u8,
        /// Target.
        to: u8,
        /// Soldiers sent (still on the origin until the battle is resolved).
        soldiers: u8,
    },
    /// Chance: the conquered terrain's resource card is turned.
    ResourceDraw {
        /// The conquered terrain.
        to: u8,
    },
    /// The 25th round is over.
    Over,
}

/// A game of Conquistando o Egito.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Conquistando {
    pub(crate) config: ConquistandoConfig,
    /// 1..=25.
    pub(crate) round: u8,
    /// The seat whose turn it is.
    pub(crate) current: u8,
    /// The empire acted on: the current seat's in its own actions, the chosen opponent's
    /// in the Opponent Action.
    pub(crate) empire: u8,
    /// Own actions taken this turn (0..=3).
    pub(crate) taken: u8,
    pub(crate) step: Step,
    pub(crate) empires: [Empire; MAX_PLAYERS],
}

impl Conquistando {
    /// A fresh game: round 1, seat 0 has collected and chooses its first own action.
    /// (`Game::new` checks the seat count first; this checks it again for direct calls.)
    pub fn start(config: &ConquistandoConfig) -> Result<Conquistando, GameError> {
        if !(2..=MAX_PLAYERS).contains(&config.players) {
            return Err(GameError::InvalidConfig(nile_core::sentence!(
                crate::texts::TEXTS,
                "config-players",
                players = config.players
            )));
        }
        let mut game = Conquistando {
            config: *config,
            round: 1,
            current: 0,
            empire: 0,
            taken: 0,
            step: Step::Choose,
            empires: [Empire::start(); MAX_PLAYERS],
        };
        game.begin_round();
        Ok(game)
    }

    /// Number of seats.
    pub fn seat_count(&self) -> usize {
        self.config.players
    }

    /// The global round, 1..=25.
    pub fn round(&self) -> u8 {
        self.round
    }

    /// The era, 1..=4.
    pub fn era(&self) -> u8 {
        crate::data::era_of(self.round)
    }

    /// The seat whose turn it is.
    pub fn current(&self) -> usize {
        usize::from(self.current)
    }

    /// The empire the pending decision acts on.
    pub fn acting_on(&self) -> usize {
        usize::from(self.empire)
    }

    /// Own actions taken this turn.
    pub fn taken(&self) -> u8 {
        self.taken
    }

    /// The pending step.
    pub fn step(&self) -> Step {
        self.step
    }

    /// Seat `p`'s empire (panics if `p >= 4`).
    pub fn empire(&self, p: usize) -> &Empire {
        &self.empires[p]
    }

    /// The empire the pending decision acts on (the seat's own, or an opponent's in the
    /// Opponent Action).
    pub(crate) fn acting(&self) -> &Empire {
        &self.empires[usize::from(self.empire)]
    }

    /// The empire the pending decision acts on, to change it.
    pub(crate) fn acting_mut(&mut self) -> &mut Empire {
        &mut self.empires[usize::from(self.empire)]
    }

    /// Whether the pending decision is part of the Opponent Action.
    pub fn in_opponent_action(&self) -> bool {
        self.empire != self.current
    }
}
