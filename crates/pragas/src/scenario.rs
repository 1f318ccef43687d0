//! A builder for positions in the middle of a game (rulebook examples, rule tests, bot
//! tests). The setup is played as the rules play it (each setup draw and choice takes its
//! first option), then every tile placed comes from the reserve, every Hebrew from the
//! Hebrew reserve and every card from its pile, so components stay conserved, and
//! [`Scenario::build`] checks every invariant.
//!
//! ```
//! use nile_core::{Game, Turn};
//! use nile_pragas::{Scenario, Tile};
//! let game = Scenario::new(4)
//!     .no_plague()
//!     .slots([Some(Tile::Sphinx), Some(Tile::Herd), Some(Tile::Egyptian),
//!             Some(Tile::Boat), Some(Tile::Herd), Some(Tile::Coin)])
//!     .dice_turn(2)
//!     .build()?;
//! assert_eq!(game.turn(), Turn::Player(2));
//! assert_eq!(game.slots()[3], Some(Tile::Boat));
//! # Ok::<(), nile_core::GameError>(())
//! ```

use nile_core::{Game, GameConfig, GameError, Turn};

use crate::action::Area;
use crate::cards::{PLAGUES, TERRITORIES};
use crate::data::Tile;
use crate::state::{Phase, Pragas, PragasConfig, Stage};

/// Builds a position: the game just after its setup, at the first dice turn, then each
/// change in the order it was asked for. A change that breaks a rule (a tile the reserve
/// no longer has, a card already taken, a seat not at the table) makes
/// [`Scenario::build`] fail with a sentence naming it.
#[derive(Debug, Clone)]
pub struct Scenario {
    /// The position so far, or the first change that failed.
    game: Result<Pragas, GameError>,
}

impl Scenario {
    /// A game with `players` seats (1 is solo against the automated opponent), the
    /// normal papyrus and 10 rounds. An unsupported count makes [`Scenario::build`] fail.
    pub fn new(players: usize) -> Scenario {
        Scenario::with_config(PragasConfig::for_players(players))
    }

    /// A game with the given configuration (papyrus side, length).
    pub fn with_config(config: PragasConfig) -> Scenario {
        Scenario {
            game: set_up(&config),
        }
    }

    /// Records the first failed change; later changes are skipped.
    fn change(mut self, f: impl FnOnce(&mut Pragas) -> Result<(), String>) -> Self {
        if let Ok(game) = &mut self.game {
            if let Err(reason) = f(game) {
                self.game = Err(GameError::InvalidState(format!("scenario: {reason}")));
            }
        }
        self
    }

    /// Seat `seat` keeps `count` tiles of `tile` beside its board (from the reserve).
    pub fn holding(self, seat: usize, tile: Tile, count: u8) -> Self {
        self.change(|g| {
            in_play(g, seat)?;
            for _ in 0..count {
                from_reserve(g, tile)?;
                g.seats[seat].held[tile.index()] += 1;
            }
            Ok(())
        })
    }

    /// A tile (from the reserve) on space `space` (0-based) of seat `seat`'s `area`.
    pub fn tile(self, seat: usize, area: Area, space: usize, tile: Tile) -> Self {
        self.change(|g| {
            in_play(g, seat)?;
            if space >= 6 || g.seats[seat].area(area)[space].is_some() {
                return Err(format!(
                    "space {space} of seat {seat}'s {area:?} is not free"
                ));
            }
            from_reserve(g, tile)?;
            g.seats[seat].area_mut(area).set(space, Some(tile));
            Ok(())
        })
    }

    /// The six central slots (the tiles there go back to the reserve first).
    pub fn slots(self, tiles: [Option<Tile>; 6]) -> Self {
        self.change(|g| {
            for t in g.slots.iter_mut() {
                if let Some(t) = t.take() {
                    g.reserve[t.index()] += 1;
                }
            }
            for (k, t) in tiles.into_iter().enumerate() {
                if let Some(t) = t {
                    from_reserve(g, t)?;
                }
                g.slots[k] = t;
            }
            Ok(())
        })
    }

    /// The Hebrew area's three spaces, each a Hebrew's value 1..=3 or empty (the tokens
    /// there go back to the Hebrew reserve first).
    pub fn hebrews(self, values: [Option<u8>; 3]) -> Self {
        self.change(|g| {
            for h in g.hebrew_area.iter_mut() {
                if let Some(v) = h.take() {
                    g.hebrew_reserve[usize::from(v - 1)] += 1;
                }
            }
            for (k, v) in values.into_iter().enumerate() {
                if let Some(v) = v {
                    from_hebrew_reserve(g, v)?;
                }
                g.hebrew_area[k] = v;
            }
            Ok(())
        })
    }

    /// Seat `seat` has freed Hebrews of these values (from the Hebrew reserve), without
    /// the bonuses freeing them brings.
    pub fn freed(self, seat: usize, values: &[u8]) -> Self {
        self.change(|g| {
            in_play(g, seat)?;
            for &v in values {
                from_hebrew_reserve(g, v)?;
                g.seats[seat].hebrews[usize::from(v - 1)] += 1;
            }
            Ok(())
        })
    }

    /// No plague this round (the round's plague card goes back to the pile).
    pub fn no_plague(self) -> Self {
        self.change(|g| {
            if let Some(p) = g.plague.take() {
                g.plague_pile |= 1 << p;
            }
            Ok(())
        })
    }

    /// The round's plague is the card with this id (`"P8"`).
    pub fn plague(self, id: &str) -> Self {
        self.change(|g| {
            let Some(plague) = PLAGUES.iter().position(|p| p.id == id) else {
                return Err(format!("there is no plague card {id}"));
            };
            if let Some(p) = g.plague.take() {
                g.plague_pile |= 1 << p;
            }
            if g.plague_pile & (1 << plague) == 0 {
                return Err(format!("the plague card {id} is not in the pile"));
            }
            g.plague_pile &= !(1 << plague);
            g.plague = Some(plague as u8);
            Ok(())
        })
    }

    /// Seat `seat` holds the territory card with this id (`"T01"`), from the pile or the
    /// display.
    pub fn territory(self, seat: usize, id: &str) -> Self {
        self.change(|g| {
            in_play(g, seat)?;
            let Some(card) = TERRITORIES.iter().position(|t| t.id == id) else {
                return Err(format!("there is no territory card {id}"));
            };
            if g.territory_pile & (1 << card) != 0 {
                g.territory_pile &= !(1 << card);
            } else if let Some(d) = g.display.iter_mut().find(|d| **d == Some(card as u8)) {
                *d = None;
            } else {
                return Err(format!(
                    "the territory card {id} is neither in the pile nor shown"
                ));
            }
            g.seats[seat].territories |= 1 << card;
            Ok(())
        })
    }

    /// Seat `seat` is first in turn order and takes its dice turn, no die spent yet by
    /// anyone this round (the first pass).
    pub fn dice_turn(self, seat: usize) -> Self {
        self.change(|g| {
            in_play(g, seat)?;
            let n = g.seat_count();
            for s in &mut g.seats[..n] {
                s.dice_used = 0;
            }
            let others = (0..n as u8).filter(|&s| usize::from(s) != seat);
            for (pos, s) in std::iter::once(seat as u8).chain(others).enumerate() {
                g.order[pos] = s;
            }
            g.phase = Phase::Dice {
                pass: 0,
                pos: 0,
                stage: Stage::Main,
            };
            Ok(())
        })
    }

    /// The position, or [`GameError::InvalidConfig`] for a configuration the game
    /// refuses and [`GameError::InvalidState`] for a change the rules do not allow.
    pub fn build(self) -> Result<Pragas, GameError> {
        let game = self.game?;
        game.check_invariants()
            .map_err(|reason| GameError::InvalidState(format!("scenario: {reason}")))?;
        Ok(game)
    }
}

/// The game after its setup, at the first dice turn: each setup draw takes its first
/// outcome and each setup choice its first legal action.
fn set_up(config: &PragasConfig) -> Result<Pragas, GameError> {
    let mut g = Pragas::new(config)?;
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    while !matches!(g.phase, Phase::Dice { .. }) || g.turn() == Turn::Chance {
        let first = match g.turn() {
            Turn::Chance => {
                g.chance_outcomes(&mut chance);
                chance.first().map(|&(a, _)| a)
            }
            Turn::Player(_) => {
                g.legal_actions(&mut legal);
                legal.first().copied()
            }
            Turn::Over => None,
        };
        let Some(a) = first else {
            return Err(GameError::InvalidState(
                "scenario: the setup ended before the first dice turn".into(),
            ));
        };
        g.apply(a)?;
    }
    Ok(g)
}

fn in_play(g: &Pragas, seat: usize) -> Result<(), String> {
    if seat < g.seat_count() {
        Ok(())
    } else {
        Err(format!("there is no seat {seat} at this table"))
    }
}

fn from_reserve(g: &mut Pragas, tile: Tile) -> Result<(), String> {
    let left = &mut g.reserve[tile.index()];
    if *left == 0 {
        return Err(format!("no {tile} is left in the reserve"));
    }
    *left -= 1;
    Ok(())
}

fn from_hebrew_reserve(g: &mut Pragas, value: u8) -> Result<(), String> {
    let Some(left) = g.hebrew_reserve.get_mut(usize::from(value).wrapping_sub(1)) else {
        return Err(format!("a Hebrew is worth 1, 2 or 3, not {value}"));
    };
    if *left == 0 {
        return Err(format!("no Hebrew of value {value} is left in the reserve"));
    }
    *left -= 1;
    Ok(())
}
