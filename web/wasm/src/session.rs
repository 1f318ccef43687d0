//! One game being played or reviewed in the browser, generic over `G: Game`.
//!
//! The page never holds a state: it asks for a *view* for one viewer (the seat at the
//! screen), built only from what that seat may know — its observation, its render, its
//! legal actions, and the log of every step as that seat reads it (`describe` then
//! `narrate` for that viewer). A second person at the same screen gets their own view
//! only after the hand-over, so another seat's hidden cards never reach the DOM.
//!
//! The view itself is the core's [`nile_core::dynamic::board_view`] (the one the game
//! server can send too); a `TypedSession` adds only who sits where, the bots, and the review's
//! cursor.

use nile_core::lang::{Lang, Sentence};
use nile_core::Viewer;
use std::time::Duration;

use nile_bots::{AgentSpec, MctsAgent};
use nile_core::bots::BotHints;
use nile_core::dynamic::board::BoardHistory;
use nile_core::dynamic::board_view::{board_view_with, BoardViewOptions};
use nile_core::dynamic::glossary::without_codes;
use nile_core::dynamic::{DynState, GameType};
use nile_core::rng::seeded;
use nile_core::{
    Agent, BoardTargets, Game, GameConfig, GameError, GameRng, MatchLog, RandomAgent, Turn,
};
use serde_json::{json, Map, Value};

/// What a seat holds: a person at the screen or a bot.
pub const HUMAN: &str = "human";

/// Where the session is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pending {
    /// A person at seat `p` is to act.
    Human(usize),
    /// A bot at seat `p` is to act.
    Bot(usize),
    /// A chance draw is due.
    Chance,
    /// The game is over.
    Over,
    /// A loaded log under review (no one acts).
    Review,
}

impl Pending {
    /// As the page reads it: `{"kind": "human"|"bot"|"chance"|"over"|"review", "player": p}`.
    pub fn json(self) -> Value {
        match self {
            Pending::Human(p) => json!({"kind": "human", "player": p}),
            Pending::Bot(p) => json!({"kind": "bot", "player": p}),
            Pending::Chance => json!({"kind": "chance"}),
            Pending::Over => json!({"kind": "over"}),
            Pending::Review => json!({"kind": "review"}),
        }
    }
}

/// The session behind the page, object-safe so one value serves every game.
pub trait Session {
    /// The game's machine name.
    fn name(&self) -> &'static str;
    /// Who acts now.
    fn pending(&self) -> Pending;
    /// Everything `viewer` may see: a seat's view, a spectator's (the public
    /// observation, [`Game::public_observation`], no legal actions, the log and the
    /// board as someone at no seat reads them, `viewer` and `observed_seat` null), or
    /// everything ([`Viewer::All`], for reviews and all-bot games). A seat the game does
    /// not have sees everything, as a review does.
    fn view(&self, viewer: Viewer) -> Value {
        self.view_since(viewer, None)
    }
    /// [`Session::view`] with `marks` for every step after `since` (the core's
    /// [`nile_core::dynamic::board_view`]), so the page can mark all it has not seen.
    fn view_since(&self, viewer: Viewer, since: Option<usize>) -> Value;
    /// A person's action, given by its index in the game's fixed action index.
    fn act(&mut self, seat: usize, index: usize) -> Result<(), GameError>;
    /// One automatic step: a chance draw or a bot's move. Returns false when a person is
    /// to act or the game is over.
    fn auto_step(&mut self) -> Result<bool, GameError>;
    /// The match log the CLI's `replay` reads.
    fn log_json(&self) -> String;
    /// In a review, moves to the state after `step` actions.
    fn seek(&mut self, step: usize);
    /// Whether the person at `seat` may take back the last step now (the core's
    /// safe-undo rule, [`nile_core::undo`]: their own decision, and it showed nobody
    /// anything hidden); never in a review, never for a bot's seat.
    fn can_undo(&self, seat: usize) -> bool {
        self.undo_refusal(seat).is_none()
    }
    /// Why the person at `seat` may not take back the last step, or `None` if they may.
    fn undo_refusal(&self, seat: usize) -> Option<String>;
    /// Takes back the last step, the person at `seat`'s decision, when
    /// [`Session::can_undo`]; otherwise nothing changes and the error says why.
    fn undo(&mut self, seat: usize) -> Result<(), GameError>;
    /// The rulebook's text for a topic (a card id, a term), as the page shows it: without
    /// the rulebook ids (the page names things in words), in the session's language.
    fn explain(&self, topic: &str) -> Option<String>;
    /// Every text of the views from now on in `lang` (English at the start).
    fn set_lang(&mut self, lang: Lang);
    /// The language of its texts.
    fn lang(&self) -> Lang;
}

/// [`Session`] for one game.
pub struct TypedSession<G: Game> {
    config: G::Config,
    seed: u64,
    seats: Vec<String>,
    agents: Vec<Option<Box<dyn Agent<G>>>>,
    rng: GameRng,
    /// Every state and step from the start, as the core's board view reads them.
    history: BoardHistory,
    /// The actions of `history` as the game's values (what the match log stores).
    actions: Vec<G::Action>,
    review: bool,
    cursor: usize,
    legal: Vec<G::Action>,
    /// The language of the views' texts.
    lang: Lang,
}

/// Reads time from the page's clock for MCTS time budgets.
pub type Clock = fn() -> Duration;

/// A bot from a seat spec (`hard`, `random`, `greedy`, `mcts:2000`, `mcts:500ms`), MCTS
/// reading time from `clock` (the browser has no `std::time::Instant`). The spec is read
/// for the game as the CLI reads it ([`AgentSpec::parse_for`]): a level becomes the game's
/// measured spec, and `anchor` outside Rá is refused with the CLI's sentence.
fn bot<G: BotHints>(spec: &str, seed: u64, clock: Clock) -> Result<Box<dyn Agent<G>>, GameError> {
    let parsed = AgentSpec::parse_for::<G>(spec).map_err(GameError::InvalidAgent)?;
    Ok(match parsed {
        AgentSpec::Random => Box::new(RandomAgent::new(seed)),
        AgentSpec::Mcts(config) => Box::new(
            MctsAgent::<G>::new(config.config_for::<G>(), seed)
                .with_clock(clock)
                .named(spec),
        ),
        other => other.build::<G>(spec, seed),
    })
}

impl<G: BoardTargets + BotHints> TypedSession<G> {
    /// A new game: `seats[p]` is `"human"` or a bot spec; bots and chance are seeded from
    /// `seed` as the CLI seeds them.
    pub fn new(
        players: usize,
        options: &[(String, String)],
        seats: Vec<String>,
        seed: u64,
        clock: Clock,
    ) -> Result<Self, GameError> {
        let mut config = G::Config::for_players(players);
        for (key, value) in options {
            config.set_option(key.trim(), value.trim())?;
        }
        let state = G::new(&config)?;
        if seats.len() != state.players() {
            return Err(GameError::InvalidConfig(Sentence::diagnostic(format!(
                "{} seats were given for {} players",
                seats.len(),
                state.players()
            ))));
        }
        let mut agents = Vec::new();
        for (p, spec) in seats.iter().enumerate() {
            agents.push(if spec == HUMAN {
                None
            } else {
                Some(bot::<G>(spec, nile_bots::seat_seed(seed, p), clock)?)
            });
        }
        Ok(TypedSession {
            config,
            seed,
            seats,
            agents,
            rng: seeded(seed),
            history: BoardHistory::new(Box::new(DynState::new(state))),
            actions: Vec::new(),
            review: false,
            cursor: 0,
            legal: Vec::new(),
            lang: Lang::En,
        })
    }

    /// A saved log, replayed step by step for review.
    pub fn from_log(json: &str) -> Result<Self, GameError> {
        let log =
            MatchLog::<G>::from_json(json).map_err(|e| GameError::InvalidState(e.to_string()))?;
        let state = G::new(&log.config)?;
        let players = state.players();
        let mut session = TypedSession {
            config: log.config.clone(),
            seed: log.seed,
            seats: if log.seats.len() == players {
                log.seats.clone()
            } else {
                vec![String::from("?"); players]
            },
            agents: (0..players).map(|_| None).collect(),
            rng: seeded(log.seed),
            history: BoardHistory::new(Box::new(DynState::new(state))),
            actions: Vec::new(),
            review: true,
            cursor: 0,
            legal: Vec::new(),
            lang: Lang::En,
        };
        for (i, &action) in log.actions.iter().enumerate() {
            session.record(action).map_err(|e| {
                GameError::InvalidState(format!(
                    "action {} (\"{action}\") could not be applied: {e}",
                    i + 1
                ))
            })?;
        }
        Ok(session)
    }

    /// The state shown (the last one, or the one a review has moved to).
    fn state(&self) -> Result<&G, GameError> {
        self.history.typed::<G>(self.cursor)
    }

    /// Whose turn it is in the state shown.
    fn turn(&self) -> Turn {
        self.history
            .state(self.cursor)
            .map_or(Turn::Over, |s| s.turn())
    }

    /// Applies `action` to the last state and records how every viewer reads it.
    fn record(&mut self, action: G::Action) -> Result<(), GameError> {
        let config = self.history.typed::<G>(self.history.len())?.config();
        let index = G::action_to_index(config, action).ok_or_else(|| {
            GameError::parse(
                action.to_string(),
                Sentence::diagnostic("an action of this configuration"),
            )
        })?;
        self.history.push(index)?;
        self.actions.push(action);
        self.cursor = self.history.len();
        Ok(())
    }

    /// The keys the page reads beyond the core's board view: the session's seed, seats,
    /// configuration, who acts next and whether it is a review.
    fn session_keys(&self, pending: Value) -> Map<String, Value> {
        let mut keys = Map::new();
        keys.insert("seed".into(), json!(self.seed.to_string()));
        keys.insert("seats".into(), json!(self.seats));
        let config = serde_json::to_value(&self.config).unwrap_or(Value::Null);
        keys.insert("config".into(), config);
        keys.insert("pending".into(), pending);
        keys.insert("review".into(), json!(self.review));
        keys
    }

    /// The core's board view of the step shown, with the session's keys; a view that
    /// cannot be built (it cannot happen for a state the game history itself built) says why.
    fn board(&self, viewer: Viewer, options: BoardViewOptions, pending: Value) -> Value {
        let keys = self.session_keys(pending);
        board_view_with(&GameType::<G>::NEW, &self.history, viewer, &options, keys)
            .unwrap_or_else(|e| json!({"game": G::NAME, "error": e.to_string()}))
    }
}

impl<G: BoardTargets + BotHints> Session for TypedSession<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }

    fn pending(&self) -> Pending {
        if self.review {
            return Pending::Review;
        }
        match self.turn() {
            Turn::Over => Pending::Over,
            Turn::Chance => Pending::Chance,
            Turn::Player(p) => match self.agents.get(p) {
                Some(Some(_)) => Pending::Bot(p),
                _ => Pending::Human(p),
            },
        }
    }

    fn view_since(&self, viewer: Viewer, since: Option<usize>) -> Value {
        let players = self.history.current().players();
        let viewer = match viewer {
            Viewer::Seat(v) if v >= players => Viewer::All,
            v => v,
        };
        let pending = self.pending();
        let options = BoardViewOptions {
            at: Some(self.cursor),
            since,
            // A seat is shown its actions only when the person there is to act.
            legal: matches!((pending, viewer), (Pending::Human(p), Viewer::Seat(v)) if p == v),
            lang: self.lang,
        };
        let mut view = match viewer {
            Viewer::Spectator => {
                let mut view = self.board(viewer, options, json!({"kind": "spectator"}));
                if let Value::Object(fields) = &mut view {
                    fields.insert("review".into(), json!(false));
                }
                return view;
            }
            _ => self.board(viewer, options, pending.json()),
        };
        if let Value::Object(fields) = &mut view {
            let undo = viewer.seat().is_some_and(|v| self.can_undo(v));
            fields.insert("undo".into(), json!(undo));
        }
        view
    }

    fn act(&mut self, seat: usize, index: usize) -> Result<(), GameError> {
        if self.review {
            return Err(GameError::InvalidState("a review takes no actions".into()));
        }
        match self.pending() {
            Pending::Human(p) if p == seat => {}
            _ => {
                return Err(GameError::NotYourTurn {
                    expected: self.turn().sentence(),
                    got: seat,
                })
            }
        }
        let state = self.history.typed::<G>(self.cursor)?;
        let action = G::action_from_index(state.config(), index).ok_or_else(|| {
            GameError::parse(
                index.to_string(),
                Sentence::diagnostic("an index of this game's actions"),
            )
        })?;
        state.legal_actions(&mut self.legal);
        if !self.legal.contains(&action) {
            return Err(GameError::not_legal_now(action));
        }
        self.record(action)
    }

    fn auto_step(&mut self) -> Result<bool, GameError> {
        match self.pending() {
            Pending::Chance => {
                let mut buf = Vec::new();
                let action = self
                    .history
                    .typed::<G>(self.cursor)?
                    .sample_chance(&mut self.rng, &mut buf)
                    .ok_or_else(|| {
                        GameError::InvalidState("a chance node has no outcome".into())
                    })?;
                self.record(action)?;
                Ok(true)
            }
            Pending::Bot(p) => {
                let state = self.state()?.clone();
                state.legal_actions(&mut self.legal);
                let agent = self.agents[p]
                    .as_mut()
                    .ok_or_else(|| GameError::InvalidState("no bot at this seat".into()))?;
                let action = agent.choose(&state, p, &self.legal);
                self.record(action)?;
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    fn log_json(&self) -> String {
        let mut log = MatchLog::<G>::new(self.config.clone(), self.seed, self.seats.clone());
        log.actions = self.actions.clone();
        log.to_json()
    }

    fn seek(&mut self, step: usize) {
        if self.review {
            self.cursor = step.min(self.history.len());
        }
    }

    fn explain(&self, topic: &str) -> Option<String> {
        G::explain_in(topic, self.lang).map(|text| without_codes(&text))
    }

    fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    fn lang(&self) -> Lang {
        self.lang
    }

    fn undo_refusal(&self, seat: usize) -> Option<String> {
        if self.review {
            return Some("a review takes nothing back".into());
        }
        if matches!(self.agents.get(seat), Some(Some(_)) | None) {
            return Some(format!("seat {seat} is not a person's"));
        }
        let last = self.history.len().checked_sub(1);
        let (Some(Ok(before)), Some(&action)) = (
            last.map(|k| self.history.typed::<G>(k)),
            self.actions.last(),
        ) else {
            return Some("nothing has been played yet".into());
        };
        nile_core::undo::check_last(std::slice::from_ref(before), &[action], seat)
            .err()
            .map(|why| why.to_string())
    }

    fn undo(&mut self, seat: usize) -> Result<(), GameError> {
        if let Some(why) = self.undo_refusal(seat) {
            return Err(GameError::InvalidState(format!("cannot take back: {why}")));
        }
        // Replayed without the last step: the chance generator is untouched (a decision
        // draws nothing from it), so the same move again gives the same game.
        let start = self
            .history
            .state(0)
            .ok_or_else(|| GameError::InvalidState("the game has no start".into()))?
            .clone_box();
        let indices = &self.history.actions()[..self.history.len() - 1];
        self.history = BoardHistory::replay(start, indices)?;
        self.actions.pop();
        self.cursor = self.history.len();
        Ok(())
    }
}
