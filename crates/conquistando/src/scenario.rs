//! A builder for positions in the middle of a game (rulebook examples, tests, puzzles).
//! Cards placed on terrains are taken from the decks and city buildings placed count as
//! bought, so [`Scenario::build`] gives a state that passes every invariant.
//!
//! ```
//! use nile_core::{Game, Turn};
//! use nile_conquistando::{Building, Scenario, Unit};
//! let game = Scenario::new(2)
//!     .round(3)
//!     .building(0, 7, Building::SmallTrainingCentre)
//!     .stock(0, [0, 5, 0, 5, 5, 0])
//!     .build()?;
//! assert_eq!(game.turn(), Turn::Player(0));
//! assert_eq!(game.empire(0).terrain(7).people(Unit::Worker), 3);
//! # Ok::<(), String>(())
//! ```

use nile_core::Game;

use crate::config::ConquistandoConfig;
use crate::data::{Building, Class, Unit, TERRAINS};
use crate::flow::defence_card_showing;
use crate::standins::RESOURCE_DECK;
use crate::state::{Conquistando, Empire, Step, MAX_PLAYERS};

/// Builds a position: every empire at its start position (before any Collection),
/// round 1, seat 0 to choose its first own action.
#[derive(Debug, Clone)]
pub struct Scenario {
    game: Conquistando,
    error: Option<String>,
}

impl Scenario {
    /// A game with `players` seats and the default options.
    pub fn new(players: usize) -> Scenario {
        Scenario::with_config(nile_core::GameConfig::for_players(players))
    }

    /// A game with the given configuration.
    pub fn with_config(config: ConquistandoConfig) -> Scenario {
        let error = (!(2..=MAX_PLAYERS).contains(&config.players))
            .then(|| format!("{} players", config.players));
        Scenario {
            game: Conquistando {
                config,
                round: 1,
                current: 0,
                empire: 0,
                taken: 0,
                step: Step::Choose,
                empires: [Empire::start(); MAX_PLAYERS],
            },
            error,
        }
    }

    fn fail(mut self, e: String) -> Self {
        self.error.get_or_insert(e);
        self
    }

    fn empire(&mut self, p: usize) -> Option<&mut Empire> {
        (p < self.game.config.players).then(|| &mut self.game.empires[p])
    }

    /// The global round (1..=25).
    pub fn round(mut self, round: u8) -> Self {
        self.game.round = round;
        self
    }

    /// Seat `p` is to act (its own actions, none taken yet).
    pub fn turn(mut self, p: u8) -> Self {
        self.game.current = p;
        self.game.empire = p;
        self
    }

    /// Own actions already taken this turn.
    pub fn taken(mut self, taken: u8) -> Self {
        self.game.taken = taken;
        self
    }

    /// Seat `p`'s stock: water, wood, food, stone, coin, happiness.
    pub fn stock(mut self, p: usize, stock: [u16; 6]) -> Self {
        match self.empire(p) {
            Some(e) => {
                e.stock = stock;
                self
            }
            None => self.fail(format!("no seat {p}")),
        }
    }

    /// Adds a building on seat `p`'s owned terrain `t` (a city building counts as bought).
    pub fn building(mut self, p: usize, t: usize, kind: Building) -> Self {
        match self.empire(p) {
            Some(e) if e.owns(t) => {
                e.terrains[t].add_building(kind);
                if kind.row().class == Class::City {
                    e.ledger.city_buildings += 1;
                }
                self
            }
            _ => self.fail(format!("seat {p} does not own T{t}")),
        }
    }

    /// Sets the number of `unit` on seat `p`'s owned terrain `t`.
    pub fn people(mut self, p: usize, t: usize, unit: Unit, n: u8) -> Self {
        match self.empire(p) {
            Some(e) if e.owns(t) => {
                e.terrains[t].people[unit.index()] = n;
                self
            }
            _ => self.fail(format!("seat {p} does not own T{t}")),
        }
    }

    /// Seat `p` has conquered `t`: its defence card showed `defenders` and its resource
    /// card `card` (deck index) was installed.
    pub fn conquered(mut self, p: usize, t: usize, defenders: u8, card: u8) -> Self {
        let Some(e) = self.empire(p) else {
            return self.fail(format!("no seat {p}"));
        };
        let Some(d) = defence_card_showing(e.defence_left, defenders) else {
            return self.fail(format!("no face-down defence card shows {defenders}"));
        };
        if t >= TERRAINS || e.owns(t) || usize::from(card) >= RESOURCE_DECK.len() {
            return self.fail(format!("T{t} cannot be conquered with card {card}"));
        }
        if e.resources_left >> card & 1 == 0 {
            return self.fail(format!("resource card {card} is not face down"));
        }
        e.defence_left &= !(1 << d);
        e.defence[t] = d;
        e.resources_left &= !(1 << card);
        e.resources[t] = card;
        e.owned |= 1 << t;
        e.ledger.conquests += 1;
        for &b in RESOURCE_DECK[usize::from(card)].buildings {
            e.terrains[t].add_building(b);
        }
        self
    }

    /// Seat `p`'s unowned terrain `t` shows a face-up defence card of `defenders`.
    pub fn revealed(mut self, p: usize, t: usize, defenders: u8) -> Self {
        let Some(e) = self.empire(p) else {
            return self.fail(format!("no seat {p}"));
        };
        let Some(d) = defence_card_showing(e.defence_left, defenders) else {
            return self.fail(format!("no face-down defence card shows {defenders}"));
        };
        if t >= TERRAINS || e.owns(t) {
            return self.fail(format!("T{t} is owned"));
        }
        e.defence_left &= !(1 << d);
        e.defence[t] = d;
        self
    }

    /// Seat `p` holds the achievements whose bits are set in `mask`.
    pub fn achievements(mut self, p: usize, mask: u16) -> Self {
        match self.empire(p) {
            Some(e) => {
                e.achievements = mask;
                self
            }
            None => self.fail(format!("no seat {p}")),
        }
    }

    /// The position with the acting seat choosing its next own action (no Collection).
    pub fn build(self) -> Result<Conquistando, String> {
        if let Some(e) = self.error {
            return Err(e);
        }
        let g = self.game;
        g.check_invariants()?;
        Ok(g)
    }

    /// The position at the start of the acting seat's turn: Collection, then its own
    /// actions (or the penalty if it has none), as the rules run it.
    pub fn build_at_turn_start(self) -> Result<Conquistando, String> {
        if let Some(e) = self.error {
            return Err(e);
        }
        let mut g = self.game;
        g.begin_turn();
        g.check_invariants()?;
        Ok(g)
    }
}
