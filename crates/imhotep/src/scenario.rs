//! A builder for positions in the middle of a game (rulebook examples, rule tests, bot
//! tests). The round starts as the rules start it (the round card and the market deal are
//! applied as chance outcomes); every stone put on a ship, a site or a sled is taken from
//! its colour's quarry and every card given is taken from the draw pile, so stones and
//! cards stay conserved, and [`Scenario::build`] checks every invariant.
//!
//! ```
//! use nile_core::{Game, Turn};
//! use nile_imhotep::{Card, Scenario, Site};
//! let game = Scenario::new(3)
//!     .round_card(0)
//!     .display(&[Card::Statue, Card::Lever, Card::Entrance, Card::Statue])
//!     .sled(1, 5)
//!     .on_ship(0, &[Some(0), None, Some(2)])
//!     .delivered(Site::Pyramid, &[1, 1])
//!     .turn(1)
//!     .build()?;
//! assert_eq!(game.turn(), Turn::Player(1));
//! assert_eq!(game.sled(1), 5);
//! # Ok::<(), nile_core::GameError>(())
//! ```

use nile_core::{Game, GameConfig, GameError, Turn};

use crate::action::ImhotepAction;
use crate::cards::Card;
use crate::config::ImhotepConfig;
use crate::data::{ROUNDS, ROUND_CARDS_PER_COUNT, SLED_CAPACITY};
use crate::ships::SHIPS_PER_ROUND;
use crate::site::Site;
use crate::state::{Imhotep, Phase};

/// Builds a position: the configuration's sides, round card `0` of round 1, the market
/// dealt as [`Scenario::display`] says (every face-up space a Statue unless told), and
/// then each change in the order it was asked for, seat 0 to play unless
/// [`Scenario::turn`] names another. Changes that break a rule (a stone the quarry does
/// not have, a taken ship space, a card no longer in the pile) make
/// [`Scenario::build`] fail with a sentence naming the change.
#[derive(Debug, Clone)]
pub struct Scenario {
    config: ImhotepConfig,
    /// A configuration error, reported by `build`.
    error: Option<GameError>,
    round_card: u8,
    display: Option<Vec<Card>>,
    changes: Vec<Change>,
}

/// One change to the position after the deal, applied in order by [`Scenario::build`].
#[derive(Debug, Clone)]
enum Change {
    Sled {
        seat: usize,
        stones: u8,
    },
    OnShip {
        ship: usize,
        stones: Vec<Option<usize>>,
    },
    Delivered {
        site: Site,
        seats: Vec<usize>,
    },
    Holding {
        seat: usize,
        card: Card,
    },
    Score {
        seat: usize,
        points: i32,
    },
    Turn {
        seat: usize,
    },
    Round {
        round: u8,
    },
}

impl Scenario {
    /// A game with `players` seats, every site on side A, no variant. An unsupported
    /// seat count makes [`Scenario::build`] fail.
    pub fn new(players: usize) -> Scenario {
        Scenario::with_config(ImhotepConfig::for_players(players))
    }

    /// A game with the given configuration (sides, Pharaoh's Fury).
    pub fn with_config(config: ImhotepConfig) -> Scenario {
        Scenario {
            config,
            error: None,
            round_card: 0,
            display: None,
            changes: Vec::new(),
        }
    }

    /// The sites' sides as five letters in [`Site::ALL`] order (`"ABABA"`), as the
    /// `sides` option reads them.
    pub fn sides(mut self, sides: &str) -> Self {
        if let Err(e) = self.config.set_option("sides", sides) {
            self.error.get_or_insert(e);
        }
        self
    }

    /// The round card revealed for this round (0-based, as [`ImhotepAction::RoundCard`]):
    /// it decides the four ships and their minimum loads.
    pub fn round_card(mut self, card: u8) -> Self {
        self.round_card = card;
        self
    }

    /// The cards dealt face up to the market, one per face-up space (4 on side A, 3 on
    /// side B), in space order.
    pub fn display(mut self, cards: &[Card]) -> Self {
        self.display = Some(cards.to_vec());
        self
    }

    /// Seat `seat` has `stones` on its sled: stones move between its quarry and its sled.
    pub fn sled(mut self, seat: usize, stones: u8) -> Self {
        self.changes.push(Change::Sled { seat, stones });
        self
    }

    /// Stones on `ship` (0-based) from slot 0 on, `Some(seat)` a stone of that seat's
    /// colour (taken from its quarry), `None` an empty space.
    pub fn on_ship(mut self, ship: usize, stones: &[Option<usize>]) -> Self {
        let stones = stones.to_vec();
        self.changes.push(Change::OnShip { ship, stones });
        self
    }

    /// Stones delivered to `site` in this order, one of each listed seat's colour (taken
    /// from its quarry), scoring as a delivery scores (a Pyramid space's points, an
    /// Obelisk tower). A site whose delivery asks a seat to choose (the Market, side B's
    /// Pyramid) cannot be set up this way.
    pub fn delivered(mut self, site: Site, seats: &[usize]) -> Self {
        let seats = seats.to_vec();
        self.changes.push(Change::Delivered { site, seats });
        self
    }

    /// Seat `seat` holds `card`, taken from the draw pile. A red card places its stone
    /// as gaining it does.
    pub fn holding(mut self, seat: usize, card: Card) -> Self {
        self.changes.push(Change::Holding { seat, card });
        self
    }

    /// Seat `seat`'s score is `points`.
    pub fn score(mut self, seat: usize, points: i32) -> Self {
        self.changes.push(Change::Score { seat, points });
        self
    }

    /// Seat `seat` is to take its turn action.
    pub fn turn(mut self, seat: usize) -> Self {
        self.changes.push(Change::Turn { seat });
        self
    }

    /// The round is `round` (1..=6): the round cards of the earlier rounds count as
    /// used (the lowest numbers other than this round's).
    pub fn round(mut self, round: u8) -> Self {
        self.changes.push(Change::Round { round });
        self
    }

    /// The position, or [`GameError::InvalidConfig`] for a configuration the game
    /// refuses and [`GameError::InvalidState`] for a change the rules do not allow.
    pub fn build(self) -> Result<Imhotep, GameError> {
        if let Some(e) = self.error {
            return Err(e);
        }
        let mut game = Imhotep::new(&self.config)?;
        deal(&mut game, self.round_card, self.display.as_deref())?;
        for change in &self.changes {
            apply_change(&mut game, change)
                .map_err(|reason| GameError::InvalidState(format!("scenario: {reason}")))?;
        }
        game.check_invariants()
            .map_err(|reason| GameError::InvalidState(format!("scenario: {reason}")))?;
        Ok(game)
    }
}

/// Reveals `card` and deals `display` (a Statue on every space when `None`), as the
/// chance outcomes of the round's start.
fn deal(game: &mut Imhotep, card: u8, display: Option<&[Card]>) -> Result<(), GameError> {
    let state = |reason: String| GameError::InvalidState(format!("scenario: {reason}"));
    game.apply(ImhotepAction::RoundCard(card))
        .map_err(|e| state(format!("round card {card}: {e}")))?;
    let spaces = game.face_up_slots();
    let statues = vec![Card::Statue; spaces];
    let cards = display.unwrap_or(&statues);
    if cards.len() != spaces {
        let n = cards.len();
        return Err(state(format!(
            "the market has {spaces} face-up spaces, not {n}"
        )));
    }
    for &c in cards {
        game.apply(ImhotepAction::Draw(c))
            .map_err(|e| state(format!("dealing {c}: {e}")))?;
    }
    match game.turn() {
        Turn::Player(_) => Ok(()),
        _ => Err(state("the deal did not end at a seat's turn".into())),
    }
}

/// Applies one change, or says why the rules do not allow it.
fn apply_change(game: &mut Imhotep, change: &Change) -> Result<(), String> {
    match *change {
        Change::Sled { seat, stones } => set_sled(game, seat, stones),
        Change::OnShip { ship, ref stones } => load_ship(game, ship, stones),
        Change::Delivered { site, ref seats } => deliver(game, site, seats),
        Change::Holding { seat, card } => give(game, seat, card),
        Change::Score { seat, points } => {
            seat_in_play(game, seat)?;
            game.builders[seat].score = points;
            Ok(())
        }
        Change::Turn { seat } => {
            seat_in_play(game, seat)?;
            game.current = seat as u8;
            Ok(())
        }
        Change::Round { round } => set_round(game, round),
    }
}

fn seat_in_play(game: &Imhotep, seat: usize) -> Result<(), String> {
    if seat < game.seat_count() {
        Ok(())
    } else {
        Err(format!(
            "there is no seat {seat} with {} players",
            game.seat_count()
        ))
    }
}

/// Takes one stone of `seat`'s colour from its quarry.
fn from_quarry(game: &mut Imhotep, seat: usize) -> Result<(), String> {
    seat_in_play(game, seat)?;
    let b = &mut game.builders[seat];
    if b.quarry == 0 {
        return Err(format!("seat {seat}'s quarry is empty"));
    }
    b.quarry -= 1;
    Ok(())
}

fn set_sled(game: &mut Imhotep, seat: usize, stones: u8) -> Result<(), String> {
    seat_in_play(game, seat)?;
    if stones > SLED_CAPACITY {
        return Err(format!("a sled holds at most {SLED_CAPACITY} stones"));
    }
    let b = &mut game.builders[seat];
    let both = b.quarry + b.sled;
    if stones > both {
        return Err(format!(
            "seat {seat} has only {both} stones in quarry and sled"
        ));
    }
    b.quarry = both - stones;
    b.sled = stones;
    Ok(())
}

fn load_ship(game: &mut Imhotep, ship: usize, stones: &[Option<usize>]) -> Result<(), String> {
    if ship >= SHIPS_PER_ROUND {
        return Err(format!("there are {SHIPS_PER_ROUND} ships"));
    }
    let capacity = usize::from(game.ships[ship].capacity);
    if stones.len() > capacity {
        return Err(format!("ship {ship} has {capacity} spaces"));
    }
    for (slot, stone) in stones.iter().enumerate() {
        let Some(seat) = *stone else { continue };
        if !game.ships[ship].slot_free(slot as u8) {
            return Err(format!("space {slot} of ship {ship} is taken"));
        }
        from_quarry(game, seat)?;
        game.ships[ship].put(slot, seat as u8 + 1);
    }
    Ok(())
}

fn deliver(game: &mut Imhotep, site: Site, seats: &[usize]) -> Result<(), String> {
    for &seat in seats {
        from_quarry(game, seat)?;
        game.deliver(site, seat);
        if game.phase != Phase::Turn {
            return Err(format!("a delivery to the {site} asks for a choice"));
        }
    }
    Ok(())
}

fn give(game: &mut Imhotep, seat: usize, card: Card) -> Result<(), String> {
    seat_in_play(game, seat)?;
    if !game.market.take_unseen(card) {
        return Err(format!("no {card} is left in the draw pile"));
    }
    game.phase = Phase::Resume;
    game.gain_card(seat, card);
    // A red card's stone is placed: the card leaves play as the flow would resume.
    game.market.finish_playing(|c| !c.is_blue());
    if game.phase != Phase::Resume {
        return Err(format!("gaining {card} asks for a choice"));
    }
    game.phase = Phase::Turn;
    Ok(())
}

fn set_round(game: &mut Imhotep, round: u8) -> Result<(), String> {
    if !(1..=ROUNDS).contains(&round) {
        return Err(format!("the rounds are 1 to {ROUNDS}"));
    }
    let mut used = 1u8 << game.round_card;
    let earlier = (0..ROUND_CARDS_PER_COUNT as u8).filter(|&c| c != game.round_card);
    for card in earlier.take(usize::from(round) - 1) {
        used |= 1 << card;
    }
    game.round = round;
    game.round_cards_used = used;
    Ok(())
}
