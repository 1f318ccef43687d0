//! The match driver: owns the seeded generator, resolves chance, asks agents, records a log.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::agent::Agent;
use crate::error::GameError;
use crate::game::{Game, Outcome, Turn};
use crate::lang::Lang;
use crate::rng::{seeded, GameRng};

// The allocation-free random game belongs to the trait (its `from_json` guard plays one);
// re-exported here so `nile_core::driver::random_playout` still resolves.
pub use crate::game::random_playout;

/// Everything needed to replay a game: which game, its configuration, the seed that drove
/// its chance nodes, who sat where, and every action in order (chance outcomes included).
///
/// A log replays to the identical state with no generator at all ([`MatchLog::replay`]).
///
/// Its JSON carries the [`LOG_FORMAT`] it was written in (`"format"`); a log without one
/// was written before logs were versioned and reads as format 1.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct MatchLog<G: Game> {
    /// The version of the log format ([`LOG_FORMAT`] for every log this build writes).
    #[serde(default = "first_log_format")]
    pub format: u32,
    /// [`Game::NAME`] of the game played.
    pub game: String,
    /// The configuration the game was created with.
    pub config: G::Config,
    /// The seed of the driver's generator (informational: replay does not need it).
    pub seed: u64,
    /// The agent names by seat, as given (`"human"`, `"random"`, `"mcts:2000"`).
    #[serde(default)]
    pub seats: Vec<String>,
    /// Every action applied, in order.
    pub actions: Vec<G::Action>,
}

/// The version of the log format this build writes and the newest it reads. Logs of an
/// older format keep loading; a newer one is refused with [`ReplayError::NewerFormat`].
pub const LOG_FORMAT: u32 = 1;

/// The format of a log that names none: every log written before formats were numbered.
fn first_log_format() -> u32 {
    1
}

/// Why a log could not be read or replayed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ReplayError {
    /// The file is not a log of this game in JSON.
    #[error("the log is not valid JSON for this game: {0}")]
    Malformed(String),
    /// The log was written by a newer nile, in a format this build does not know.
    #[error(
        "the log is in format {found}, written by a newer nile; this build reads formats up to {supported}: update nile to open it"
    )]
    NewerFormat {
        /// The log's format.
        found: u32,
        /// The newest format this build reads ([`LOG_FORMAT`]).
        supported: u32,
    },
    /// The log names another game.
    #[error("the log is for the game \"{found}\", not \"{expected}\"")]
    WrongGame {
        /// This game's name.
        expected: String,
        /// The name in the log.
        found: String,
    },
    /// The configuration in the log cannot start a game.
    #[error("the log's configuration is invalid: {0}")]
    Config(GameError),
    /// An action in the log could not be applied.
    #[error("action {number} (\"{action}\") could not be applied: {reason}")]
    Action {
        /// 1-based position of the action in the log.
        number: usize,
        /// The action's text.
        action: String,
        /// Why it failed.
        reason: GameError,
    },
}

impl ReplayError {
    /// The sentence in `lang` (`Display` is the English one). A malformed file's reason
    /// is the JSON reader's own words, as the program that wrote the file needs them.
    ///
    /// ```
    /// use nile_core::{Lang, ReplayError};
    /// let e = ReplayError::NewerFormat { found: 3, supported: 1 };
    /// assert_eq!(e.text(Lang::En), e.to_string());
    /// assert!(e.text(Lang::PtBr).starts_with("o registro está no formato 3"));
    /// ```
    pub fn text(&self, lang: Lang) -> String {
        use crate::lang::{Arg, CORE_TEXTS};
        use crate::text;
        match self {
            ReplayError::Malformed(why) => text!(
                CORE_TEXTS,
                lang,
                "replay-malformed",
                error = Arg::Name(why.into())
            ),
            ReplayError::NewerFormat { found, supported } => text!(
                CORE_TEXTS,
                lang,
                "replay-newer-format",
                found = *found,
                supported = *supported
            ),
            ReplayError::WrongGame { expected, found } => text!(
                CORE_TEXTS,
                lang,
                "replay-wrong-game",
                expected = Arg::Name(expected.into()),
                found = Arg::Name(found.into())
            ),
            ReplayError::Config(e) => {
                text!(CORE_TEXTS, lang, "replay-config", error = e.text(lang))
            }
            ReplayError::Action {
                number,
                action,
                reason,
            } => text!(
                CORE_TEXTS,
                lang,
                "replay-action",
                number = *number,
                action = Arg::Name(action.into()),
                reason = reason.text(lang)
            ),
        }
    }
}

impl<G: Game> MatchLog<G> {
    /// An empty log for a game about to start.
    pub fn new(config: G::Config, seed: u64, seats: Vec<String>) -> Self {
        MatchLog {
            format: LOG_FORMAT,
            game: G::NAME.to_string(),
            config,
            seed,
            seats,
            actions: Vec::new(),
        }
    }

    /// Reads a log from JSON, checking that it is a log of `G`.
    pub fn from_json(json: &str) -> Result<Self, ReplayError> {
        // The format and the game's name first: a log of a newer nile or of another game
        // says so, not "missing field".
        #[derive(Deserialize)]
        struct Header {
            #[serde(default = "first_log_format")]
            format: u32,
            game: String,
        }
        let header: Header =
            serde_json::from_str(json).map_err(|e| ReplayError::Malformed(e.to_string()))?;
        check_format(header.format)?;
        if header.game != G::NAME {
            return Err(ReplayError::WrongGame {
                expected: G::NAME.to_string(),
                found: header.game,
            });
        }
        serde_json::from_str(json).map_err(|e| ReplayError::Malformed(e.to_string()))
    }

    /// The log as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// Replays every action from a fresh game and returns the final state.
    pub fn replay(&self) -> Result<G, ReplayError> {
        self.replay_with(|_, _, _| {})
    }

    /// Replays like [`MatchLog::replay`], calling `visit(state_before, turn, action)`
    /// before each action (for printing a replay step by step).
    pub fn replay_with(
        &self,
        mut visit: impl FnMut(&G, Turn, G::Action),
    ) -> Result<G, ReplayError> {
        check_format(self.format)?;
        if self.game != G::NAME {
            return Err(ReplayError::WrongGame {
                expected: G::NAME.to_string(),
                found: self.game.clone(),
            });
        }
        let mut state = G::new(&self.config).map_err(ReplayError::Config)?;
        for (i, &action) in self.actions.iter().enumerate() {
            visit(&state, state.turn(), action);
            state.apply(action).map_err(|reason| ReplayError::Action {
                number: i + 1,
                action: action.to_string(),
                reason,
            })?;
        }
        Ok(state)
    }
}

/// Refuses a log format newer than this build's.
fn check_format(found: u32) -> Result<(), ReplayError> {
    if found > LOG_FORMAT {
        return Err(ReplayError::NewerFormat {
            found,
            supported: LOG_FORMAT,
        });
    }
    Ok(())
}

/// A game in progress under a seeded driver.
///
/// ```
/// use nile_core::{Agent, Match, RandomAgent};
/// use nile_core::testing::{Nim, NimConfig};
/// let mut agents: Vec<Box<dyn Agent<Nim>>> =
///     vec![Box::new(RandomAgent::new(1)), Box::new(RandomAgent::new(2))];
/// let mut m = Match::<Nim>::new(NimConfig::default(), 42).unwrap();
/// let outcome = m.play(&mut agents).unwrap();
/// assert_eq!(outcome.ranks.len(), 2);
/// // The log replays to the same state without any generator.
/// assert_eq!(&m.log().replay().unwrap(), m.state());
/// ```
#[derive(Debug, Clone)]
pub struct Match<G: Game> {
    state: G,
    rng: GameRng,
    log: MatchLog<G>,
    record: bool,
    decisions: usize,
    legal: Vec<G::Action>,
    chance: Vec<(G::Action, u32)>,
}

impl<G: Game> Match<G> {
    /// Starts a game; the driver's generator is seeded with `seed`. Takes the
    /// configuration by reference or by value (`Match::new(&config, 7)`, like
    /// [`Game::new`], or `Match::new(config, 7)`).
    pub fn new(config: impl std::borrow::Borrow<G::Config>, seed: u64) -> Result<Self, GameError> {
        let config = config.borrow().clone();
        let state = G::new(&config)?;
        Ok(Match {
            state,
            rng: seeded(seed),
            log: MatchLog::new(config, seed, Vec::new()),
            record: true,
            decisions: 0,
            legal: Vec::with_capacity(64),
            chance: Vec::with_capacity(64),
        })
    }

    /// Turns action recording off (for bulk simulation, where logs are not kept).
    pub fn without_log(mut self) -> Self {
        self.record = false;
        self
    }

    /// Records the seat names in the log.
    pub fn set_seats(&mut self, seats: Vec<String>) {
        self.log.seats = seats;
    }

    /// The current state.
    pub fn state(&self) -> &G {
        &self.state
    }

    /// The log so far.
    pub fn log(&self) -> &MatchLog<G> {
        &self.log
    }

    /// Player decisions taken so far (chance outcomes not counted).
    pub fn decisions(&self) -> usize {
        self.decisions
    }

    /// The driver's generator (bots seeded from the match may fork it).
    pub fn rng_mut(&mut self) -> &mut GameRng {
        &mut self.rng
    }

    /// Resolves chance nodes by sampling until a player is to act or the game is over.
    /// Returns the turn that follows.
    pub fn resolve_chance(&mut self) -> Result<Turn, GameError> {
        while self.chance_step()?.is_some() {}
        Ok(self.state.turn())
    }

    /// At a chance node, samples one outcome from the driver's generator, applies and
    /// records it, and returns it; `None` when no chance draw is due. (What
    /// [`Match::resolve_chance`] repeats; a front end that prints each draw calls it.)
    pub fn chance_step(&mut self) -> Result<Option<G::Action>, GameError> {
        if self.state.turn() != Turn::Chance {
            return Ok(None);
        }
        let Some(action) = self.state.sample_chance(&mut self.rng, &mut self.chance) else {
            return Err(GameError::InvalidState(
                "a chance node listed no outcome with positive weight".to_string(),
            ));
        };
        self.state.apply(action)?;
        if self.record {
            self.log.actions.push(action);
        }
        Ok(Some(action))
    }

    /// The acting seat's legal actions (after resolving any chance first).
    pub fn legal_actions(&mut self) -> Result<&[G::Action], GameError> {
        self.resolve_chance()?;
        self.state.legal_actions(&mut self.legal);
        Ok(&self.legal)
    }

    /// Applies a player's action on behalf of whoever is to act, and records it.
    pub fn apply(&mut self, action: G::Action) -> Result<(), GameError> {
        if self.state.turn() == Turn::Chance {
            return Err(GameError::illegal(
                action,
                crate::sentence!(crate::lang::CORE_TEXTS, "refused-chance-first"),
            ));
        }
        self.state.apply(action)?;
        self.decisions += 1;
        if self.record {
            self.log.actions.push(action);
        }
        Ok(())
    }

    /// Takes back seat `seat`'s last decision, when the safe-undo rule allows it
    /// ([`crate::undo`]: the last step is that seat's own decision and it showed no
    /// viewer anything hidden), and returns it. The state is the one before that
    /// decision and the log loses its last action; the driver's generator is untouched
    /// (a decision draws nothing from it), so playing the same action again gives the
    /// same state and log as if it had never been taken back. On refusal nothing
    /// changes. Needs the log (a match made [`Match::without_log`] refuses).
    ///
    /// ```
    /// use nile_core::testing::{Nim, NimAction, NimConfig};
    /// use nile_core::{Match, Turn};
    ///
    /// let mut m = Match::<Nim>::new(NimConfig::default(), 3)?;
    /// m.resolve_chance()?; // the pile is drawn
    /// let before = m.state().clone();
    /// m.apply(NimAction::Take(1))?;
    /// assert!(m.undo(1).is_err(), "seat 1 did not take");
    /// assert_eq!(m.undo(0), Ok(NimAction::Take(1)));
    /// assert_eq!(m.state(), &before);
    /// assert!(m.undo(0).is_err(), "before it lies the draw");
    /// # Ok::<(), nile_core::GameError>(())
    /// ```
    pub fn undo(&mut self, seat: usize) -> Result<G::Action, crate::undo::Refusal> {
        use crate::undo::Refusal;
        if !self.record {
            return Err(Refusal::NoLog);
        }
        let states = self.states_before_each_action().map_err(Refusal::Replay)?;
        crate::undo::check_last(&states, &self.log.actions, seat)?;
        let (Some(before), Some(action)) = (states.into_iter().last(), self.log.actions.pop())
        else {
            return Err(Refusal::Nothing);
        };
        self.state = before;
        self.decisions = self.decisions.saturating_sub(1);
        Ok(action)
    }

    /// The position before each logged action, replayed from the start.
    fn states_before_each_action(&self) -> Result<Vec<G>, GameError> {
        let mut states = Vec::with_capacity(self.log.actions.len());
        let mut state = G::new(&self.log.config)?;
        for &action in &self.log.actions {
            states.push(state.clone());
            state.apply(action)?;
        }
        Ok(states)
    }

    /// Resolves chance, then lets the acting seat's agent choose and applies its choice.
    /// Returns the turn that follows, or `Over` when the game has ended.
    pub fn step(&mut self, agents: &mut [Box<dyn Agent<G>>]) -> Result<Turn, GameError> {
        let turn = self.resolve_chance()?;
        let Turn::Player(p) = turn else {
            return Ok(turn);
        };
        let agent = agents.get_mut(p).ok_or_else(|| {
            GameError::InvalidConfig(crate::sentence!(
                crate::lang::CORE_TEXTS,
                "config-no-agent",
                seat = p
            ))
        })?;
        self.state.legal_actions(&mut self.legal);
        let action = agent.choose(&self.state, p, &self.legal);
        self.apply(action)?;
        Ok(self.state.turn())
    }

    /// Plays to the end with one agent per seat and returns the outcome.
    pub fn play(&mut self, agents: &mut [Box<dyn Agent<G>>]) -> Result<Outcome, GameError> {
        if agents.len() != self.state.players() {
            return Err(GameError::InvalidConfig(crate::sentence!(
                crate::lang::CORE_TEXTS,
                "config-agents-for-seats",
                agents = agents.len(),
                seats = self.state.players()
            )));
        }
        let bound = G::step_bound(self.state.config());
        let mut steps = 0usize;
        while self.step(agents)? != Turn::Over {
            steps += 1;
            if steps > bound {
                return Err(GameError::InvalidState(format!(
                    "the game did not end within its bound of {bound} steps"
                )));
            }
        }
        self.state
            .outcome()
            .ok_or_else(|| GameError::InvalidState("the game is over without an outcome".into()))
    }

    /// Gives up the driver and returns the final state and the log.
    pub fn into_parts(self) -> (G, MatchLog<G>) {
        (self.state, self.log)
    }
}
