//! A builder for positions in the middle of a game (rulebook examples, rule tests, bot
//! tests, a front end teaching one rule). The setup is played as the rules play it (each
//! setup draw and choice takes its first option) up to the first turn's die choice; then
//! every die put on the obelisk comes from the bag in exchange for one already there, and
//! every card given comes from its deck or the market, so components stay conserved, and
//! [`Scenario::build`] checks every invariant.
//!
//! ```
//! use nile_core::{Game, Turn};
//! use nile_tekhenu::pieces::{Colour, God, GRANITE};
//! use nile_tekhenu::{Scenario, TekhenuAction};
//!
//! let scenario = Scenario::new(2).disc(0);
//! let seat = scenario.seat_to_play().expect("a seat chooses its die");
//! let mut game = scenario
//!     .die(Colour::White, 4, God::Horus)
//!     .tokens(seat, GRANITE, 3)
//!     .build()?;
//! assert_eq!(game.turn(), Turn::Player(seat));
//! assert_eq!(game.board().player(seat).map(|p| p.res[GRANITE as usize]), Some(3));
//! game.apply("take white 4 from Horus".parse::<TekhenuAction>()?)?;
//! # Ok::<(), nile_core::GameError>(())
//! ```

use nile_core::{Game, GameConfig, GameError, Turn};

use crate::cards::{Card, CardKind};
use crate::cardset::CardSet;
use crate::config::TekhenuConfig;
use crate::pieces::{Colour, God, Loc, FAITH, SCRIBE};
use crate::standins::POP_MAX;
use crate::state::{Board, Node, Tekhenu};

/// Builds a position: the game at the first seat's first die choice, after a setup that
/// took the first outcome of every draw and the first option of every choice, then each
/// change in the order it was asked for. A change that breaks a rule (a die colour the
/// bag no longer has, a card already in a hand, a seat not at the table, Botankhamun
/// given tokens) makes [`Scenario::build`] fail with a sentence naming it.
#[derive(Debug, Clone)]
pub struct Scenario {
    /// The position so far, or the first change that failed.
    game: Result<Tekhenu, GameError>,
    /// Die ids a change put on the obelisk: a later change never takes them back.
    placed: u32,
}

impl Scenario {
    /// A game with `players` seats (1 is solo against Botankhamun, at easy). An
    /// unsupported count makes [`Scenario::build`] fail.
    pub fn new(players: usize) -> Scenario {
        Scenario::with_config(TekhenuConfig::for_players(players))
    }

    /// A game with the given configuration (difficulty, challenge, printed Horus slots).
    pub fn with_config(config: TekhenuConfig) -> Scenario {
        Scenario {
            game: set_up(&config),
            placed: 0,
        }
    }

    /// Continues from a position of a game in progress (to give a seat what a later
    /// phase needs, e.g. Faith before a Maat phase). Dice put on the obelisk by
    /// [`Scenario::die`] are exchanged for dice already there, as from the start.
    pub fn from_game(game: Tekhenu) -> Scenario {
        Scenario {
            game: Ok(game),
            placed: 0,
        }
    }

    /// The seat deciding now (before the changes that follow), `None` at a draw or if
    /// the setup failed.
    pub fn seat_to_play(&self) -> Option<usize> {
        match self.game.as_ref().map(Game::turn) {
            Ok(Turn::Player(p)) => Some(p),
            _ => None,
        }
    }

    /// Records the first failed change; later changes are skipped.
    fn change(mut self, f: impl FnOnce(&mut Board, &mut u32) -> Result<(), String>) -> Self {
        if let Ok(game) = &mut self.game {
            // The options listed for the position before are no longer the position's.
            game.choices.clear();
            if let Err(reason) = f(&mut game.board, &mut self.placed) {
                self.game = Err(GameError::InvalidState(format!("scenario: {reason}")));
            }
        }
        self
    }

    /// The disc turned so that section `offset` (0..6, `God::ALL` order) holds the first
    /// sunny light (docs/tekhenu.md GAP-2): offset 0 lights Horus and Ra sunny, Hathor
    /// and Osiris shaded, Bastet and Thoth dark.
    pub fn disc(self, offset: u8) -> Self {
        self.change(|b, _| {
            if offset >= 6 {
                return Err(format!("the disc has 6 sections, not offset {offset}"));
            }
            b.disc = offset;
            Ok(())
        })
    }

    /// A die of `colour` showing `value` in `god`'s section: taken from the bag, while a
    /// die already on the obelisk (one no earlier change put there) goes back to the bag,
    /// so the obelisk keeps its count; with no die of that colour in the bag, one of that
    /// colour already on the obelisk moves and turns instead.
    pub fn die(self, colour: Colour, value: u8, god: God) -> Self {
        self.change(|b, placed| {
            if !(1..=6).contains(&value) {
                return Err(format!("a die shows 1 to 6, not {value}"));
            }
            let of_colour = |d: &crate::pieces::Die| d.colour == colour;
            let free = |id: usize| *placed & (1 << id) == 0;
            let from_bag = (0..b.dice.len()).find(|&i| of_colour(&b.dice[i]) && b.dice[i].in_bag());
            let on_disc = |i: usize| matches!(b.dice[i].loc, Loc::Disc(_)) && free(i);
            let id = match from_bag {
                Some(id) => {
                    let back = (0..b.dice.len()).find(|&i| on_disc(i)).ok_or_else(|| {
                        "every die on the obelisk was placed by the scenario".to_string()
                    })?;
                    b.dice.set_loc(back, Loc::Bag);
                    id
                }
                None => (0..b.dice.len())
                    .find(|&i| of_colour(&b.dice[i]) && on_disc(i))
                    .ok_or_else(|| format!("no {} die is left to place", colour.name()))?,
            };
            b.dice.set_loc(id, Loc::Disc(god.id()));
            b.dice.set_value(id, value);
            *placed |= 1 << id;
            Ok(())
        })
    }

    /// Seat `seat` holds `count` of token `token` (`pieces::PAPYRUS` … `GOLD`, `SCRIBE`,
    /// `FAITH`). Botankhamun holds no tokens.
    pub fn tokens(self, seat: usize, token: u8, count: u8) -> Self {
        self.change(|b, _| {
            let pl = human(b, seat)?;
            match token {
                SCRIBE => pl.scribes = count,
                FAITH => pl.faith = count,
                t => *pl.res.get_mut(usize::from(t)).ok_or("no such token")? = count,
            }
            Ok(())
        })
    }

    /// Seat `seat` has `vp` Victory Points.
    pub fn score(self, seat: usize, vp: u16) -> Self {
        self.change(|b, _| {
            in_play(b, seat)?;
            b.players[seat].score = vp;
            Ok(())
        })
    }

    /// Seat `seat`'s Population and Happiness markers (Happiness never above Population;
    /// the highest positions reached rise with them). A Population that would open a
    /// market section still closed (9 and 13) is refused: its opening is a draw.
    pub fn tracks(self, seat: usize, population: u8, happiness: u8) -> Self {
        self.change(|b, _| {
            in_play(b, seat)?;
            if happiness > population || population > POP_MAX {
                return Err(format!(
                    "happiness {happiness} with population {population} (at most {POP_MAX})"
                ));
            }
            let closed = (population >= 9 && b.market_filled & 4 == 0)
                || (population >= 13 && b.market_filled & 8 == 0);
            if closed {
                return Err(format!("population {population} opens a market section"));
            }
            let pl = &mut b.players[seat];
            pl.pop = population;
            pl.happy = happiness;
            pl.peak = [pl.peak[0].max(population), pl.peak[1].max(happiness)];
            Ok(())
        })
    }

    /// Seat `seat`'s production level (2..=6) of resource `resource` (`pieces::PAPYRUS`
    /// … `GRANITE`).
    pub fn production(self, seat: usize, resource: u8, level: u8) -> Self {
        self.change(|b, _| {
            let pl = human(b, seat)?;
            if !(2..=6).contains(&level) {
                return Err(format!("production runs from 2 to 6, not {level}"));
            }
            *pl.prod
                .get_mut(usize::from(resource))
                .ok_or("no such resource")? = level;
            Ok(())
        })
    }

    /// Seat `seat` holds `card` (a Blessing or Technology), taken from its deck or from
    /// the market (the slot stays empty).
    pub fn card(self, seat: usize, card: Card) -> Self {
        self.change(|b, _| {
            in_play(b, seat)?;
            let kind = card.kind();
            if kind == CardKind::Decree || !card.is_card() {
                return Err(format!("{card} is not a Blessing or a Technology"));
            }
            let deck = &mut b.decks[kind.index()];
            if deck.contains(card) {
                deck.remove(card);
            } else if let Some(slot) = b.market.iter_mut().find(|m| **m == Some(card)) {
                *slot = None;
            } else {
                return Err(format!("{card} is neither in its deck nor in the market"));
            }
            b.players[seat].hand_mut(kind).insert(card);
            Ok(())
        })
    }

    /// Seat `seat` holds Decree `decree` instead of its lowest Decree, which takes
    /// `decree`'s place (the deck, under it, the discards, the market or another hand),
    /// so every hand keeps its size.
    pub fn decree(self, seat: usize, decree: Card) -> Self {
        self.change(|b, _| swap_decree(b, seat, decree))
    }

    /// The Horus slots' gods, slot `v - 1` for die value `v`: the six tiles, each once.
    pub fn horus(self, slots: [God; 6]) -> Self {
        self.change(|b, _| {
            if God::ALL.iter().any(|g| !slots.contains(g)) {
                return Err("the Horus slots take each god's tile once".into());
            }
            b.horus = slots.map(God::id);
            Ok(())
        })
    }

    /// The position, or [`GameError::InvalidConfig`] for a configuration the game
    /// refuses and [`GameError::InvalidState`] for a change the rules do not allow.
    pub fn build(self) -> Result<Tekhenu, GameError> {
        let game = self.game?;
        game.check_invariants()
            .map_err(|reason| GameError::InvalidState(format!("scenario: {reason}")))?;
        Ok(game)
    }
}

/// Plays the setup, first outcome and first option each time, to the first die choice.
fn set_up(config: &TekhenuConfig) -> Result<Tekhenu, GameError> {
    let mut game = Tekhenu::new(config)?;
    let (mut chance, mut legal) = (Vec::new(), Vec::new());
    // The setup is a few dozen steps; the bound only guards against a flow that loops.
    for _ in 0..1000 {
        if game.board.top() == Some(Node::TakeDie) {
            return Ok(game);
        }
        let next = match game.turn() {
            Turn::Chance => {
                game.chance_outcomes(&mut chance);
                chance.first().map(|c| c.0)
            }
            Turn::Player(_) => {
                game.legal_actions(&mut legal);
                legal.first().copied()
            }
            Turn::Over => None,
        };
        let next = next.ok_or_else(|| setup_error("it stopped before the first turn"))?;
        game.apply(next)?;
    }
    Err(setup_error("it did not reach the first turn"))
}

fn setup_error(what: &str) -> GameError {
    GameError::InvalidState(format!("scenario: setup failed: {what}"))
}

fn in_play(b: &Board, seat: usize) -> Result<(), String> {
    if seat < usize::from(b.np) {
        Ok(())
    } else {
        Err(format!("there is no seat {seat} with {} seats", b.np))
    }
}

/// Seat `seat`'s tableau, if it is a player's (Botankhamun keeps no tokens).
fn human(b: &mut Board, seat: usize) -> Result<&mut crate::state::Player, String> {
    in_play(b, seat)?;
    if b.is_bot(seat as u8) {
        return Err("Botankhamun holds no tokens and has no production".into());
    }
    Ok(&mut b.players[seat])
}

fn swap_decree(b: &mut Board, seat: usize, want: Card) -> Result<(), String> {
    in_play(b, seat)?;
    if want.kind() != CardKind::Decree || !want.is_card() {
        return Err(format!("{want} is not a Decree"));
    }
    let mine = b.players[seat].decrees;
    if mine.contains(want) {
        return Ok(());
    }
    let give = mine
        .first(CardKind::Decree)
        .ok_or_else(|| format!("seat {seat} holds no Decree to give for {want}"))?;
    let swap = |set: &mut CardSet| {
        if set.contains(want) {
            set.remove(want);
            set.insert(give);
        }
    };
    swap(&mut b.decks[2]);
    swap(&mut b.discards[2]);
    for (q, pl) in b.players.iter_mut().enumerate() {
        if q != seat {
            swap(&mut pl.decrees);
        }
    }
    let places = b.decree_bottom.iter_mut().chain(b.market.iter_mut());
    let returned = b.players.iter_mut().map(|pl| &mut pl.returned);
    for c in places.chain(returned) {
        if *c == Some(want) {
            *c = Some(give);
        }
    }
    let hand = &mut b.players[seat].decrees;
    hand.remove(give);
    hand.insert(want);
    Ok(())
}
