//! One game seen from one seat (the learner's): the other seats are played by bots
//! inside Rust between the learner's turns, chance is resolved inside, and every bot
//! chooses on a determinization for its own seat, so it never sees what its seat may
//! not (the learner's hidden cards among them).

use nile::core::lang::Sentence;
use std::time::Duration;

use nile::bots::{seat_seed, DynAgent, ThinkCap};
use nile::core::dynamic::DynGame;
use nile::core::rng::{below, seeded_stream, GameRng};
use nile::core::{GameError, Turn};
use nile::registry::Entry;

/// How many fresh episode seeds `Setup::start` tries when a game ends before the
/// learner's first decision.
const START_TRIES: u64 = 64;

/// A think cap from seconds of CPU per move, refused unless finite and positive.
pub fn think_cap(seconds: Option<f64>) -> Result<Option<ThinkCap>, GameError> {
    match seconds {
        None => Ok(None),
        Some(s) => match Duration::try_from_secs_f64(s) {
            Ok(d) if s > 0.0 => Ok(Some(ThinkCap::cpu(d))),
            _ => Err(GameError::InvalidAgent(Sentence::diagnostic(format!(
                "think_cap is {s} seconds: it must be a positive, finite number of seconds"
            )))),
        },
    }
}

/// Asks `agent` for seat `seat`'s move in `game`, handing it a copy of the state
/// determinized for that seat (everything the seat cannot see resampled from `worlds`):
/// the agent never holds the hidden truth. A turn that is not `seat`'s decision is
/// refused with a sentence saying whose it is.
pub fn choose_fair(
    agent: &mut dyn DynAgent,
    game: &dyn DynGame,
    seat: usize,
    worlds: &mut GameRng,
) -> Result<usize, GameError> {
    match game.turn() {
        Turn::Over => Err(GameError::GameOver),
        Turn::Chance => Err(GameError::NotYourTurn {
            expected: Sentence::diagnostic(
                "chance (no seat decides at a chance node: resolve chance first)",
            ),
            got: seat,
        }),
        Turn::Player(p) if p != seat => Err(GameError::NotYourTurn {
            expected: Turn::Player(p).sentence(),
            got: seat,
        }),
        Turn::Player(_) => {
            let world = game.determinize(seat, worlds)?;
            agent.choose(world.as_ref(), seat)
        }
    }
}

/// An agent held where Python needs `Sync` (a `#[pyclass]`): only ever used through
/// `&mut`, so the lock is never taken.
pub struct Held(pub std::sync::Mutex<Box<dyn DynAgent>>);

impl Held {
    /// Holds `agent`.
    pub fn new(agent: Box<dyn DynAgent>) -> Self {
        Held(std::sync::Mutex::new(agent))
    }

    /// The agent (a lock poisoned by a panic elsewhere still gives it).
    pub fn get(&mut self) -> &mut dyn DynAgent {
        match self.0.get_mut() {
            Ok(a) => a.as_mut(),
            Err(poisoned) => poisoned.into_inner().as_mut(),
        }
    }
}

/// Samples chance until a seat is to act or the game is over.
pub fn resolve(game: &mut dyn DynGame, rng: &mut GameRng) -> Result<(), GameError> {
    while game.turn() == Turn::Chance {
        game.sample_chance(rng)?;
    }
    Ok(())
}

/// What every episode of a seated game shares: the game, the opponents' specs, the
/// learner's seat (or `None`: drawn per episode) and the cap on the opponents' moves.
pub struct Setup {
    pub entry: &'static Entry,
    pub fresh: Box<dyn DynGame>,
    /// One spec for every other seat, or one per other seat in seat order.
    pub specs: Vec<String>,
    pub seat: Option<usize>,
    pub cap: Option<ThinkCap>,
}

impl Setup {
    /// Checks the specs (with the bots' own sentence), their count and the seat.
    pub fn new(
        entry: &'static Entry,
        fresh: Box<dyn DynGame>,
        specs: Vec<String>,
        seat: Option<usize>,
        cap: Option<ThinkCap>,
    ) -> Result<Self, GameError> {
        let players = fresh.players();
        if players < 2 {
            return Err(GameError::InvalidConfig(Sentence::diagnostic(format!(
                "a game of {players} seat has no opponents to play"
            ))));
        }
        if specs.len() != 1 && specs.len() != players - 1 {
            return Err(GameError::InvalidConfig(Sentence::diagnostic(format!(
                "{} opponent specs for {} other seats: give one spec for all of them or \
                 one per other seat",
                specs.len(),
                players - 1
            ))));
        }
        for spec in &specs {
            entry.agents.agent_capped(spec, 0, cap)?;
        }
        if let Some(s) = seat {
            if s >= players {
                return Err(GameError::InvalidConfig(Sentence::diagnostic(format!(
                    "seat {s} does not exist: a game of {players} seats has seats 0 to {}",
                    players - 1
                ))));
            }
        }
        Ok(Setup {
            entry,
            fresh,
            specs,
            seat,
            cap,
        })
    }

    /// The spec of seat `p` when the learner sits at `learner`.
    fn spec_for(&self, p: usize, learner: usize) -> &str {
        if self.specs.len() == 1 {
            &self.specs[0]
        } else {
            &self.specs[if p < learner { p } else { p - 1 }]
        }
    }

    /// A new episode fixed by `episode` (seat drawn, chance, opponents' seeds), advanced
    /// to the learner's first decision. A game that ends before it is started again
    /// with the next seed.
    pub fn start(&self, episode: u64) -> Result<Seated, GameError> {
        for k in 0..START_TRIES {
            let seed = episode.wrapping_add(k);
            let players = self.fresh.players();
            let seat = match self.seat {
                Some(s) => s,
                None => below(&mut seeded_stream(seed, 2), players as u64) as usize,
            };
            let agents = (0..players)
                .map(|p| {
                    if p == seat {
                        Ok(None)
                    } else {
                        self.entry
                            .agents
                            .agent_capped(self.spec_for(p, seat), seat_seed(seed, p), self.cap)
                            .map(|a| Some(Held::new(a)))
                    }
                })
                .collect::<Result<Vec<_>, _>>()?;
            let mut seated = Seated {
                game: self.fresh.clone_box(),
                seat,
                chance: seeded_stream(seed, 0),
                worlds: seeded_stream(seed, 1),
                agents,
            };
            seated.advance()?;
            if seated.game.turn() != Turn::Over {
                return Ok(seated);
            }
        }
        Err(GameError::InvalidState(format!(
            "{START_TRIES} games in a row ended before the learner's first decision"
        )))
    }
}

/// One episode seen from the learner's seat.
pub struct Seated {
    pub game: Box<dyn DynGame>,
    pub seat: usize,
    chance: GameRng,
    worlds: GameRng,
    agents: Vec<Option<Held>>,
}

impl Seated {
    /// Resolves chance and plays the opponents until the learner is to act or the game
    /// is over.
    pub fn advance(&mut self) -> Result<(), GameError> {
        loop {
            match self.game.turn() {
                Turn::Over => return Ok(()),
                Turn::Chance => {
                    self.game.sample_chance(&mut self.chance)?;
                }
                Turn::Player(p) if p == self.seat => return Ok(()),
                Turn::Player(p) => {
                    let agent =
                        self.agents
                            .get_mut(p)
                            .and_then(Option::as_mut)
                            .ok_or_else(|| {
                                GameError::InvalidConfig(Sentence::diagnostic(format!(
                                    "no opponent sits at seat {p}"
                                )))
                            })?;
                    let index = choose_fair(agent.get(), self.game.as_ref(), p, &mut self.worlds)?;
                    self.game.apply_index(index)?;
                }
            }
        }
    }

    /// Applies the learner's action `index` (refused, the state unchanged, when it is
    /// not legal) and advances to the learner's next decision or the end.
    pub fn act(&mut self, index: usize) -> Result<(), GameError> {
        if self.game.turn() == Turn::Over {
            return Err(GameError::GameOver);
        }
        self.game.apply_index(index)?;
        self.advance()
    }

    /// The learner's return once over (as `Game.returns`), else `None`.
    pub fn learner_return(&self) -> Option<f64> {
        self.game.outcome().map(|o| o.reward(self.seat))
    }
}

/// The next episode seed from an episode generator.
pub fn next_episode(rng: &mut GameRng) -> u64 {
    below(rng, u64::MAX)
}
