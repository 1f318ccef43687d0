//! The dynamic game layer: every [`Game`] behind two object-safe traits, so one front
//! end (the `nile` binary, Python, WebAssembly, a game server) serves every game by name.
//!
//! - [`DynGameType`] is a game's kind: its name, seat range and declared options, and the
//!   factory for states (from options, a configuration's JSON, a saved state, a log).
//! - [`DynGame`] is one state: whose turn, legal actions as indices into the game's
//!   fixed action index (see [`Game::action_to_index`]) and as text, legal-action masks,
//!   chance outcomes with probabilities, apply by index or text, observations as JSON and
//!   as a flat tensor, the texts of [`Game::describe`], [`Game::narrate`] and
//!   [`Game::render`] for any [`Viewer`] (a seat, a spectator, everything), a
//!   spectator's observation ([`DynGame::public_observation_json`]), scores, the
//!   outcome, and a JSON round trip.
//!
//! A graphical front end builds what it draws with [`board_view::board_view`], from a
//! [`board::BoardHistory`] and the game's [`board::DynBoard`] (every `G:`
//! [`crate::BoardTargets`]).
//!
//! Both are implemented once here for every `G: Game` ([`GameType`] and [`DynState`]);
//! an engine writes nothing for them.
//!
//! ```
//! use nile_core::dynamic::{DynGameType, GameType};
//! use nile_core::testing::Nim;
//! use nile_core::{rng, Turn};
//!
//! let kind: &dyn DynGameType = &GameType::<Nim>::NEW;
//! let mut game = kind.new_game(2, &[])?;
//! let mut rng = rng::seeded(1);
//! while game.turn() != Turn::Over {
//!     if game.turn() == Turn::Chance {
//!         game.sample_chance(&mut rng)?;
//!     } else {
//!         let legal = game.legal_actions();
//!         game.apply_index(legal[0])?;
//!     }
//! }
//! assert_eq!(game.outcome().unwrap().ranks.len(), 2);
//! # Ok::<(), nile_core::GameError>(())
//! ```

use std::any::Any;
use std::fmt::Debug;
use std::marker::PhantomData;
use std::ops::RangeInclusive;

use serde::Serialize;

use crate::driver::MatchLog;
use crate::error::GameError;
use crate::game::{Game, GameConfig, GameOption, Outcome, Turn};
use crate::lang::Lang;
use crate::rng::GameRng;
pub use crate::viewer::Viewer;

pub mod board;
pub mod board_view;
pub mod glossary;
mod info;
pub mod marks;
pub mod view;

pub use info::{GameInfo, OptionInfo};

/// Appends `value` as JSON to `out`, serialised straight into its bytes (no string of its
/// own, no copy); `out` is unchanged on error.
fn append_json<T: Serialize + ?Sized>(out: &mut String, value: &T) -> Result<(), GameError> {
    let mut bytes = std::mem::take(out).into_bytes();
    let len = bytes.len();
    let written = serde_json::to_writer(&mut bytes, value);
    if written.is_err() {
        bytes.truncate(len);
    }
    // serde_json writes UTF-8 (every string it writes comes from a `str`), and the bytes
    // before `len` were a `String`: this cannot fail, but must not panic if it did.
    *out = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => {
            let mut bytes = e.into_bytes();
            bytes.truncate(len);
            String::from_utf8(bytes).unwrap_or_default()
        }
    };
    written.map_err(|e| GameError::InvalidState(e.to_string()))
}

/// A game's kind behind a trait object: what the registry lists and front ends create
/// games from.
pub trait DynGameType: Send + Sync {
    /// The machine name ([`Game::NAME`], `"ra"`).
    fn name(&self) -> &'static str;
    /// The name people write ([`Game::TITLE`], `"Rá"`).
    fn title(&self) -> &'static str;
    /// One line saying what the game is ([`Game::SUMMARY`]).
    fn summary(&self) -> &'static str;
    /// The seat counts the game supports.
    fn players(&self) -> RangeInclusive<usize>;
    /// The options its configuration declares.
    fn options(&self) -> &'static [GameOption];
    /// A configuration as JSON, built from a seat count and `key=value` options, checked
    /// by [`Game::new`].
    fn config_json(&self, players: usize, options: &[(&str, &str)]) -> Result<String, GameError>;
    /// A fresh game from a seat count and options.
    fn new_game(
        &self,
        players: usize,
        options: &[(&str, &str)],
    ) -> Result<Box<dyn DynGame>, GameError>;
    /// A fresh game from a configuration's JSON (as [`DynGame::config_json`] writes it).
    fn new_game_from_config(&self, config_json: &str) -> Result<Box<dyn DynGame>, GameError>;
    /// A state read from JSON (as [`DynGame::to_json`] writes it), checked by
    /// [`Game::from_json`].
    fn state_from_json(&self, json: &str) -> Result<Box<dyn DynGame>, GameError>;
    /// Replays a saved match log (the CLI's `--log` file) and returns its final state.
    fn replay_log(&self, json: &str) -> Result<Box<dyn DynGame>, GameError>;
    /// Whether `game` is a state of this game kind.
    fn is_for(&self, game: &dyn DynGame) -> bool;
    /// The serde JSON of the action at `index` in `game` (what a match log stores).
    fn action_json(&self, game: &dyn DynGame, index: usize) -> Result<String, GameError>;
    /// The match log (`{game, config, seed, seats, actions}`) of a game started from
    /// `config_json` and played through `actions` (indices), as the CLI writes it.
    fn log_json(
        &self,
        config_json: &str,
        seed: u64,
        seats: &[String],
        actions: &[usize],
    ) -> Result<String, GameError>;
    /// Reads a match log into its parts, with the actions as indices.
    fn read_log(&self, json: &str) -> Result<ReadLog, GameError>;
    /// The title in `lang` ([`Game::title_in`]).
    fn title_in(&self, lang: Lang) -> String;
    /// The one-line summary in `lang` ([`Game::summary_in`]).
    fn summary_in(&self, lang: Lang) -> String;
    /// The options with their words in `lang` ([`Game::option_words_in`]; an option the
    /// game gives no words for keeps the declared ones).
    fn options_in(&self, lang: Lang) -> Vec<OptionInfo>;
    /// The summary front ends list (`nile games --json`).
    fn info(&self) -> GameInfo {
        self.info_in(Lang::En)
    }
    /// [`DynGameType::info`] in `lang`: the title, summary and option words a setup page
    /// shows in that language.
    fn info_in(&self, lang: Lang) -> GameInfo {
        GameInfo {
            name: self.name(),
            title: self.title_in(lang),
            summary: self.summary_in(lang),
            min_players: *self.players().start(),
            max_players: *self.players().end(),
            options: self.options_in(lang),
        }
    }
}

/// A match log read back by [`DynGameType::read_log`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadLog {
    /// The configuration as JSON.
    pub config_json: String,
    /// The driver's seed.
    pub seed: u64,
    /// The seat names.
    pub seats: Vec<String>,
    /// Every action, as an index.
    pub actions: Vec<usize>,
}

/// [`DynGameType`] for `G`; a zero-sized value (`&GameType::<Ra>::NEW` is a
/// `&'static dyn DynGameType`).
pub struct GameType<G: Game>(PhantomData<fn() -> G>);

impl<G: Game> GameType<G> {
    /// The value.
    pub const NEW: Self = GameType(PhantomData);

    /// `G`'s configuration for `players` seats with `options` applied, checked.
    pub fn config(players: usize, options: &[(&str, &str)]) -> Result<G::Config, GameError> {
        let mut config = G::Config::for_players(players);
        for (key, value) in options {
            config.set_option(key.trim(), value.trim())?;
        }
        G::new(&config)?;
        Ok(config)
    }
}

impl<G: Game> DynGameType for GameType<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }
    fn title(&self) -> &'static str {
        G::TITLE
    }
    fn summary(&self) -> &'static str {
        G::SUMMARY
    }
    fn players(&self) -> RangeInclusive<usize> {
        G::PLAYERS
    }
    fn options(&self) -> &'static [GameOption] {
        G::Config::options()
    }
    fn title_in(&self, lang: Lang) -> String {
        G::title_in(lang)
    }
    fn summary_in(&self, lang: Lang) -> String {
        G::summary_in(lang)
    }
    fn options_in(&self, lang: Lang) -> Vec<OptionInfo> {
        G::Config::options()
            .iter()
            .map(|o| OptionInfo::new(o, G::option_words_in(o.key, lang)))
            .collect()
    }
    fn config_json(&self, players: usize, options: &[(&str, &str)]) -> Result<String, GameError> {
        let config = Self::config(players, options)?;
        serde_json::to_string(&config)
            .map_err(|e| GameError::InvalidConfig(crate::lang::Sentence::diagnostic(e.to_string())))
    }
    fn new_game(
        &self,
        players: usize,
        options: &[(&str, &str)],
    ) -> Result<Box<dyn DynGame>, GameError> {
        let config = Self::config(players, options)?;
        Ok(Box::new(DynState::new(G::new(&config)?)))
    }
    fn new_game_from_config(&self, config_json: &str) -> Result<Box<dyn DynGame>, GameError> {
        let config: G::Config = serde_json::from_str(config_json).map_err(|e| {
            GameError::InvalidConfig(crate::sentence!(
                crate::lang::CORE_TEXTS,
                "config-not-json",
                game = G::NAME,
                error = e.to_string()
            ))
        })?;
        Ok(Box::new(DynState::new(G::new(&config)?)))
    }
    fn state_from_json(&self, json: &str) -> Result<Box<dyn DynGame>, GameError> {
        Ok(Box::new(DynState::new(G::from_json(json)?)))
    }
    fn replay_log(&self, json: &str) -> Result<Box<dyn DynGame>, GameError> {
        let log =
            MatchLog::<G>::from_json(json).map_err(|e| GameError::InvalidState(e.to_string()))?;
        let state = log
            .replay()
            .map_err(|e| GameError::InvalidState(e.to_string()))?;
        Ok(Box::new(DynState::new(state)))
    }
    fn is_for(&self, game: &dyn DynGame) -> bool {
        game.as_any().is::<DynState<G>>()
    }
    fn action_json(&self, game: &dyn DynGame, index: usize) -> Result<String, GameError> {
        let action = typed::<G>(game)?.action(index)?;
        serde_json::to_string(&action).map_err(|e| GameError::InvalidState(e.to_string()))
    }
    fn log_json(
        &self,
        config_json: &str,
        seed: u64,
        seats: &[String],
        actions: &[usize],
    ) -> Result<String, GameError> {
        let config: G::Config = serde_json::from_str(config_json).map_err(|e| {
            GameError::InvalidConfig(crate::sentence!(
                crate::lang::CORE_TEXTS,
                "config-not-json",
                game = G::NAME,
                error = e.to_string()
            ))
        })?;
        let mut log = MatchLog::<G>::new(config.clone(), seed, seats.to_vec());
        for &i in actions {
            let action = G::action_from_index(&config, i).ok_or_else(|| {
                GameError::parse(
                    i.to_string(),
                    crate::sentence!(crate::lang::CORE_TEXTS, "parse-not-an-index"),
                )
            })?;
            log.actions.push(action);
        }
        Ok(log.to_json())
    }
    fn read_log(&self, json: &str) -> Result<ReadLog, GameError> {
        let log =
            MatchLog::<G>::from_json(json).map_err(|e| GameError::InvalidState(e.to_string()))?;
        let actions = log
            .actions
            .iter()
            .map(|&a| {
                G::action_to_index(&log.config, a).ok_or_else(|| {
                    GameError::parse(
                        a.to_string(),
                        crate::sentence!(crate::lang::CORE_TEXTS, "parse-no-such-index"),
                    )
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ReadLog {
            config_json: serde_json::to_string(&log.config).map_err(|e| {
                GameError::InvalidConfig(crate::lang::Sentence::diagnostic(e.to_string()))
            })?,
            seed: log.seed,
            seats: log.seats,
            actions,
        })
    }
}

/// `game` as a state of `G`, or an error naming both games.
/// Lower case, words separated by single spaces: how typed entries are compared.
fn normalized(text: &str) -> String {
    text.split_whitespace()
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join(" ")
}

fn typed<G: Game>(game: &dyn DynGame) -> Result<&DynState<G>, GameError> {
    game.as_any()
        .downcast_ref::<DynState<G>>()
        .ok_or_else(|| not_this_game::<G>(game.name()))
}

fn not_this_game<G: Game>(found: &str) -> GameError {
    GameError::InvalidState(format!("a state of {found} is not a state of {}", G::NAME))
}

/// Runs `f` with this thread's reusable action buffers for `G`, so a batch of random
/// playouts allocates them once per thread and game kind, as `simulate` does.
fn thread_local_buffers<G: Game, R>(
    f: impl FnOnce(&mut Vec<G::Action>, &mut Vec<(G::Action, u32)>) -> R,
) -> R {
    use std::any::TypeId;
    use std::cell::RefCell;
    use std::collections::HashMap;
    type Buffers<G> = (Vec<<G as Game>::Action>, Vec<(<G as Game>::Action, u32)>);
    thread_local! {
        static BUFFERS: RefCell<HashMap<TypeId, Box<dyn Any>>> = RefCell::new(HashMap::new());
    }
    BUFFERS.with(|cell| {
        let mut map = cell.borrow_mut();
        let entry = map.entry(TypeId::of::<Buffers<G>>()).or_insert_with(|| {
            Box::new((Vec::with_capacity(256), Vec::with_capacity(256)) as Buffers<G>)
        });
        match entry.downcast_mut::<Buffers<G>>() {
            Some((legal, chance)) => f(legal, chance),
            None => f(&mut Vec::new(), &mut Vec::new()),
        }
    })
}

/// One game state behind a trait object. Actions are indices into the game's fixed action
/// index; every method that takes one from outside checks it.
pub trait DynGame: Send + Sync + Debug {
    /// The game's machine name.
    fn name(&self) -> &'static str;
    /// Number of seats.
    fn players(&self) -> usize;
    /// The configuration as JSON.
    fn config_json(&self) -> String;
    /// Who acts next.
    fn turn(&self) -> Turn;
    /// The size of the fixed action index for this configuration.
    fn num_distinct_actions(&self) -> usize;
    /// The acting seat's legal actions as indices, in the engine's listing order (empty
    /// unless a player is to act).
    fn legal_actions(&self) -> Vec<usize>;
    /// Writes the legal-action mask: `num_distinct_actions` entries, `true` where legal.
    fn legal_mask(&self, out: &mut Vec<bool>);
    /// The chance outcomes as (index, probability), empty unless [`Turn::Chance`].
    fn chance_outcomes(&self) -> Vec<(usize, f64)>;
    /// The action text of `index` ([`std::fmt::Display`], what `apply_text` reads).
    fn action_text(&self, index: usize) -> Result<String, GameError>;
    /// The action text of `index` in `lang` ([`Game::action_text_in`]).
    fn action_text_in(&self, index: usize, lang: Lang) -> Result<String, GameError>;
    /// How the legal action `index` reads in the acting seat's list of options, in `lang`
    /// ([`Game::option_text_in`]).
    fn option_text_in(&self, index: usize, lang: Lang) -> Result<String, GameError>;
    /// How `index`, applied now, reads to `viewer` ([`Game::describe`]). Errors for a
    /// seat the game does not have.
    fn describe(&self, index: usize, viewer: Viewer) -> Result<String, GameError> {
        self.describe_in(index, viewer, Lang::En)
    }
    /// [`DynGame::describe`] in `lang` ([`Game::describe_in`]).
    fn describe_in(&self, index: usize, viewer: Viewer, lang: Lang) -> Result<String, GameError>;
    /// What happened by itself when the action at `index` took `before` to this state
    /// ([`Game::narrate`]), as `viewer` may read it: one line per event. `before` must be
    /// a state of the same game.
    fn narrate(
        &self,
        before: &dyn DynGame,
        index: usize,
        viewer: Viewer,
    ) -> Result<Vec<String>, GameError> {
        self.narrate_in(before, index, viewer, Lang::En)
    }
    /// [`DynGame::narrate`] in `lang` ([`Game::narrate_in`]).
    fn narrate_in(
        &self,
        before: &dyn DynGame,
        index: usize,
        viewer: Viewer,
        lang: Lang,
    ) -> Result<Vec<String>, GameError>;
    /// Reads an action's text and returns its index (whether or not it is legal now).
    fn parse_action(&self, text: &str) -> Result<usize, GameError>;
    /// Reads an action as a person types it in `lang`: the action's own text
    /// ([`DynGame::parse_action`]), or the whole text of one of the legal actions as
    /// listed in `lang` or in English (option text or action text, case and spacing
    /// ignored). The error names the entry.
    fn parse_action_in(&self, text: &str, lang: Lang) -> Result<usize, GameError> {
        if let Ok(index) = self.parse_action(text) {
            return Ok(index);
        }
        let wanted = normalized(text);
        let langs = [lang, Lang::En];
        for index in self.legal_actions() {
            for l in langs {
                let texts = [
                    self.option_text_in(index, l)?,
                    self.action_text_in(index, l)?,
                ];
                if texts.iter().any(|t| normalized(t) == wanted) {
                    return Ok(index);
                }
            }
        }
        Err(GameError::ParseAction {
            input: text.trim().to_string(),
            reason: crate::sentence!(crate::lang::CORE_TEXTS, "no-such-action"),
        })
    }
    /// Applies the action at `index` (a player's or a chance outcome); on error the state
    /// is unchanged.
    fn apply_index(&mut self, index: usize) -> Result<(), GameError>;
    /// Applies an action given as text; returns its index.
    fn apply_text(&mut self, text: &str) -> Result<usize, GameError>;
    /// Samples a chance outcome by weight from `rng`, applies it and returns its index.
    fn sample_chance(&mut self, rng: &mut GameRng) -> Result<usize, GameError>;
    /// An upper bound on the steps (chance included) any game of this configuration
    /// takes ([`Game::step_bound`]).
    fn step_bound(&self) -> usize;
    /// Plays on to the end with random choices and chance, all from `rng`, on the typed
    /// fast path (what `simulate` runs, [`crate::random_playout`]); returns the number of
    /// player decisions.
    ///
    /// ```
    /// use nile_core::dynamic::{DynGameType, GameType};
    /// use nile_core::testing::Nim;
    ///
    /// let mut game = GameType::<Nim>::NEW.new_game(2, &[])?;
    /// let decisions = game.random_playout(&mut nile_core::rng::seeded(7))?;
    /// assert!(decisions <= game.step_bound());
    /// assert_eq!(game.turn(), nile_core::Turn::Over);
    /// # Ok::<(), nile_core::GameError>(())
    /// ```
    fn random_playout(&mut self, rng: &mut GameRng) -> Result<usize, GameError>;
    /// Whether the decision with action index `index`, legal here, shows no viewer
    /// anything hidden ([`crate::undo::reveals_nothing`]): what a front end asks of each
    /// trailing step before it lets a seat take its decisions back. `false` at a chance
    /// node and for an index that is not a legal action here.
    ///
    /// ```
    /// use nile_core::dynamic::{DynGameType, GameType};
    /// use nile_core::testing::Nim;
    ///
    /// let mut game = GameType::<Nim>::NEW.new_game(2, &[])?;
    /// let pile = game.legal_actions().first().copied();
    /// assert!(pile.is_none(), "a chance node first");
    /// game.sample_chance(&mut nile_core::rng::seeded(1))?;
    /// let take = game.legal_actions()[0];
    /// assert!(game.reveals_nothing(take));
    /// assert!(!game.reveals_nothing(usize::MAX));
    /// # Ok::<(), nile_core::GameError>(())
    /// ```
    fn reveals_nothing(&self, index: usize) -> bool;
    /// Seat `player`'s observation as JSON.
    fn observation_json(&self, player: usize) -> Result<String, GameError>;
    /// [`DynGame::observation_json`] appended to `out` (unchanged on error), written in
    /// place rather than into a string of its own: what a server does after every step
    /// for every seat.
    ///
    /// ```
    /// use nile_core::dynamic::{DynGameType, GameType};
    /// use nile_core::testing::Guess;
    ///
    /// let kind: &dyn DynGameType = &GameType::<Guess>::NEW;
    /// let game = kind.new_game(2, &[])?;
    /// let mut out = String::from("[");
    /// game.write_observation_json(1, &mut out)?;
    /// assert_eq!(out, format!("[{}", game.observation_json(1)?));
    /// assert!(game.write_observation_json(5, &mut out).is_err());
    /// assert_eq!(out, format!("[{}", game.observation_json(1)?));
    /// # Ok::<(), nile_core::GameError>(())
    /// ```
    fn write_observation_json(&self, player: usize, out: &mut String) -> Result<(), GameError> {
        out.push_str(&self.observation_json(player)?);
        Ok(())
    }
    /// What a spectator at no seat may see, as JSON ([`Game::public_observation`]): the
    /// same shape as a seat's [`DynGame::observation_json`], with every seat's private
    /// information hidden, so a board view that draws a seat's observation draws it too.
    /// With [`DynGame::describe`] and [`DynGame::narrate`] for [`Viewer::Spectator`], all
    /// a server sends a spectator.
    ///
    /// ```
    /// use nile_core::dynamic::{DynGameType, GameType};
    /// use nile_core::testing::Guess;
    /// use nile_core::Viewer;
    ///
    /// let kind: &dyn DynGameType = &GameType::<Guess>::NEW;
    /// let mut game = kind.new_game(2, &[])?;
    /// let before = game.clone();
    /// let index = game.apply_text("deal 3")?; // seat 1's card, face down
    /// assert_eq!(
    ///     game.public_observation_json()?,
    ///     r#"{"seat":null,"own":null,"dealt":[false,true],"guesses":[null,null]}"#
    /// );
    /// assert_eq!(before.describe(index, Viewer::Spectator)?, "deal a card to seat 1");
    /// assert_eq!(before.describe(index, Viewer::Seat(1))?, "deal 3 to seat 1");
    /// assert!(game.narrate(before.as_ref(), index, Viewer::Spectator)?.is_empty());
    /// # Ok::<(), nile_core::GameError>(())
    /// ```
    fn public_observation_json(&self) -> Result<String, GameError>;
    /// The shape of the observation tensor.
    fn observation_tensor_shape(&self) -> Vec<usize>;
    /// Seat `player`'s observation as a flat tensor (cleared and filled).
    fn observation_tensor(&self, player: usize, out: &mut Vec<f32>) -> Result<(), GameError>;
    /// The position as text for `viewer` ([`Game::render`]). Errors for a seat the game
    /// does not have.
    fn render(&self, viewer: Viewer) -> Result<String, GameError> {
        self.render_in(viewer, Lang::En)
    }
    /// [`DynGame::render`] in `lang` ([`Game::render_in`]).
    fn render_in(&self, viewer: Viewer, lang: Lang) -> Result<String, GameError>;
    /// Every seat's score as the game stands.
    fn scores(&self) -> Vec<i32>;
    /// The final standing, once over.
    fn outcome(&self) -> Option<Outcome>;
    /// The state as JSON ([`DynGameType::state_from_json`] reads it back).
    fn to_json(&self) -> String;
    /// A copy.
    fn clone_box(&self) -> Box<dyn DynGame>;
    /// A copy consistent with what `observer` knows, hidden information resampled.
    fn determinize(
        &self,
        observer: usize,
        rng: &mut GameRng,
    ) -> Result<Box<dyn DynGame>, GameError>;
    /// The game's invariants.
    fn check_invariants(&self) -> Result<(), String>;
    /// The typed state, for downcasting (`as_any().downcast_ref::<DynState<Ra>>()`).
    fn as_any(&self) -> &dyn Any;
    /// The typed state, mutably.
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

impl Clone for Box<dyn DynGame> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

/// [`DynGame`] for `G`: the typed state, with the index conversions checked.
#[derive(Debug, Clone, PartialEq)]
pub struct DynState<G: Game> {
    /// The typed state.
    pub state: G,
}

impl<G: Game> DynState<G> {
    /// Wraps a typed state.
    pub fn new(state: G) -> Self {
        DynState { state }
    }

    fn action(&self, index: usize) -> Result<G::Action, GameError> {
        G::action_from_index(self.state.config(), index).ok_or_else(|| {
            GameError::parse(
                index.to_string(),
                crate::sentence!(
                    crate::lang::CORE_TEXTS,
                    "parse-index-below",
                    game = G::NAME,
                    count = G::num_distinct_actions(self.state.config())
                ),
            )
        })
    }

    fn index(&self, action: G::Action) -> Result<usize, GameError> {
        G::action_to_index(self.state.config(), action).ok_or_else(|| {
            GameError::parse(
                action.to_string(),
                crate::sentence!(crate::lang::CORE_TEXTS, "parse-no-such-index"),
            )
        })
    }

    fn check_seat(&self, player: usize) -> Result<(), GameError> {
        if player < self.state.players() {
            Ok(())
        } else {
            Err(GameError::InvalidConfig(crate::sentence!(
                crate::lang::CORE_TEXTS,
                "config-no-seat",
                seat = player,
                last = self.state.players().saturating_sub(1)
            )))
        }
    }

    fn check_viewer(&self, viewer: Viewer) -> Result<(), GameError> {
        viewer.seat().map_or(Ok(()), |p| self.check_seat(p))
    }
}

impl<G: Game> DynGame for DynState<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }
    fn players(&self) -> usize {
        self.state.players()
    }
    fn config_json(&self) -> String {
        serde_json::to_string(self.state.config()).unwrap_or_default()
    }
    fn turn(&self) -> Turn {
        self.state.turn()
    }
    fn num_distinct_actions(&self) -> usize {
        G::num_distinct_actions(self.state.config())
    }
    fn legal_actions(&self) -> Vec<usize> {
        let mut legal = Vec::new();
        self.state.legal_actions(&mut legal);
        legal
            .into_iter()
            .filter_map(|a| G::action_to_index(self.state.config(), a))
            .collect()
    }
    fn legal_mask(&self, out: &mut Vec<bool>) {
        out.clear();
        out.resize(self.num_distinct_actions(), false);
        for i in self.legal_actions() {
            if let Some(slot) = out.get_mut(i) {
                *slot = true;
            }
        }
    }
    fn chance_outcomes(&self) -> Vec<(usize, f64)> {
        let mut outcomes = Vec::new();
        self.state.chance_outcomes(&mut outcomes);
        let total: f64 = outcomes.iter().map(|&(_, w)| f64::from(w)).sum();
        outcomes
            .into_iter()
            .filter_map(|(a, w)| {
                let i = G::action_to_index(self.state.config(), a)?;
                Some((i, f64::from(w) / total))
            })
            .collect()
    }
    fn action_text(&self, index: usize) -> Result<String, GameError> {
        Ok(self.action(index)?.to_string())
    }
    fn action_text_in(&self, index: usize, lang: Lang) -> Result<String, GameError> {
        Ok(self.state.action_text_in(self.action(index)?, lang))
    }
    fn option_text_in(&self, index: usize, lang: Lang) -> Result<String, GameError> {
        Ok(self.state.option_text_in(self.action(index)?, lang))
    }
    fn describe_in(&self, index: usize, viewer: Viewer, lang: Lang) -> Result<String, GameError> {
        self.check_viewer(viewer)?;
        Ok(self.state.describe_in(self.action(index)?, viewer, lang))
    }
    fn narrate_in(
        &self,
        before: &dyn DynGame,
        index: usize,
        viewer: Viewer,
        lang: Lang,
    ) -> Result<Vec<String>, GameError> {
        self.check_viewer(viewer)?;
        let before = typed::<G>(before)?;
        let action = before.action(index)?;
        Ok(self.state.narrate_in(&before.state, action, viewer, lang))
    }
    fn parse_action(&self, text: &str) -> Result<usize, GameError> {
        let action: G::Action = text.parse()?;
        self.index(action)
    }
    fn apply_index(&mut self, index: usize) -> Result<(), GameError> {
        let action = self.action(index)?;
        self.state.apply(action)
    }
    fn apply_text(&mut self, text: &str) -> Result<usize, GameError> {
        let index = self.parse_action(text)?;
        self.apply_index(index)?;
        Ok(index)
    }
    fn step_bound(&self) -> usize {
        G::step_bound(self.state.config())
    }
    fn random_playout(&mut self, rng: &mut GameRng) -> Result<usize, GameError> {
        let state = &mut self.state;
        thread_local_buffers::<G, _>(|legal, chance| {
            crate::game::random_playout(state, rng, legal, chance)
        })
    }
    fn reveals_nothing(&self, index: usize) -> bool {
        self.action(index)
            .is_ok_and(|action| crate::undo::reveals_nothing(&self.state, action))
    }
    fn sample_chance(&mut self, rng: &mut GameRng) -> Result<usize, GameError> {
        if self.state.turn() != Turn::Chance {
            return Err(GameError::InvalidState(format!(
                "no chance draw is due: it is {}",
                self.state.turn()
            )));
        }
        let mut buf = Vec::new();
        let action = self
            .state
            .sample_chance(rng, &mut buf)
            .ok_or_else(|| GameError::InvalidState("a chance node has no outcome".into()))?;
        let index = self.index(action)?;
        self.state.apply(action)?;
        Ok(index)
    }
    fn observation_json(&self, player: usize) -> Result<String, GameError> {
        self.check_seat(player)?;
        serde_json::to_string(&self.state.observation(player))
            .map_err(|e| GameError::InvalidState(e.to_string()))
    }
    fn write_observation_json(&self, player: usize, out: &mut String) -> Result<(), GameError> {
        self.check_seat(player)?;
        append_json(out, &self.state.observation(player))
    }
    fn public_observation_json(&self) -> Result<String, GameError> {
        serde_json::to_string(&self.state.public_observation())
            .map_err(|e| GameError::InvalidState(e.to_string()))
    }
    fn observation_tensor_shape(&self) -> Vec<usize> {
        G::observation_tensor_shape(self.state.config())
    }
    fn observation_tensor(&self, player: usize, out: &mut Vec<f32>) -> Result<(), GameError> {
        self.check_seat(player)?;
        self.state.observation_tensor(player, out);
        Ok(())
    }
    fn render_in(&self, viewer: Viewer, lang: Lang) -> Result<String, GameError> {
        self.check_viewer(viewer)?;
        Ok(self.state.render_in(viewer, lang))
    }
    fn scores(&self) -> Vec<i32> {
        (0..self.state.players())
            .map(|p| self.state.score(p))
            .collect()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.state.outcome()
    }
    fn to_json(&self) -> String {
        self.state.to_json()
    }
    fn clone_box(&self) -> Box<dyn DynGame> {
        Box::new(self.clone())
    }
    fn determinize(
        &self,
        observer: usize,
        rng: &mut GameRng,
    ) -> Result<Box<dyn DynGame>, GameError> {
        self.check_seat(observer)?;
        Ok(Box::new(DynState::new(
            self.state.determinize(observer, rng),
        )))
    }
    fn check_invariants(&self) -> Result<(), String> {
        self.state.check_invariants()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}
