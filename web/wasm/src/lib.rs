//! nile in the browser: every registered game and its bots compiled to WebAssembly, driven
//! from a Web Worker (`web/site/worker.js`) so the page never freezes while a bot thinks.
//!
//! The page talks to one [`App`]: start a game (or load a log), ask for a viewer's view,
//! send a person's action, let the worker run chance draws and bots one step at a time,
//! save the log the CLI's `nile replay` reads. Everything crosses as JSON text.

mod session;
pub mod setup;

use std::sync::OnceLock;
use std::time::Duration;

use nile_core::lang::Lang;
use nile_core::{BoardTargets, BotHints, GameError, Viewer};
use serde_json::{json, Value};
use wasm_bindgen::prelude::*;

pub use session::{Pending, Session, TypedSession, HUMAN};

#[wasm_bindgen]
extern "C" {
    /// `performance.now()`: milliseconds, monotonic, in a window and in a worker.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

/// The page's clock, injected into MCTS for time budgets (`mcts:500ms`).
fn clock() -> Duration {
    Duration::from_secs_f64(performance_now().max(0.0) / 1000.0)
}

/// A session factory: seat count, options, seat specs, seed.
type NewSession =
    fn(usize, &[(String, String)], Vec<String>, u64) -> Result<Box<dyn Session>, GameError>;

/// One registered game: its summary and the factories of its sessions, all generic.
struct Kind {
    info: fn(Lang) -> Value,
    new: NewSession,
    load: fn(&str) -> Result<Box<dyn Session>, GameError>,
    name: &'static str,
}

fn info<G: BoardTargets + BotHints>(lang: Lang) -> Value {
    setup::describe::<G>(lang)
}

fn new_session<G: BoardTargets + BotHints>(
    players: usize,
    options: &[(String, String)],
    seats: Vec<String>,
    seed: u64,
) -> Result<Box<dyn Session>, GameError> {
    Ok(Box::new(TypedSession::<G>::new(
        players, options, seats, seed, clock,
    )?))
}

fn load_session<G: BoardTargets + BotHints>(json: &str) -> Result<Box<dyn Session>, GameError> {
    Ok(Box::new(TypedSession::<G>::from_log(json)?))
}

/// Builds the [`Kind`] of each game the registry hands over, typed.
struct MakeKind;

impl nile::registry::Visit for MakeKind {
    type Output = Kind;
    fn visit<G: BoardTargets + BotHints>(self) -> Kind {
        Kind {
            info: info::<G>,
            new: new_session::<G>,
            load: load_session::<G>,
            name: G::NAME,
        }
    }
}

/// The registry's games (`nile::registry`, the one list of games), each instantiated
/// once: a game joining the registry joins the page with no line here.
fn kinds() -> &'static [Kind] {
    static KINDS: OnceLock<Vec<Kind>> = OnceLock::new();
    KINDS.get_or_init(|| {
        nile::registry::games()
            .iter()
            .filter_map(|entry| nile::registry::visit(entry.game.name(), MakeKind).ok())
            .collect()
    })
}

/// The games and the bots the page offers, as JSON, their words in the language `lang`
/// tags (`en`, `pt-BR`; English for a tag nile does not speak).
#[wasm_bindgen]
pub fn games_json(lang: &str) -> String {
    let lang = Lang::from_locale(lang).unwrap_or(Lang::En);
    let games: Vec<Value> = kinds().iter().map(|k| (k.info)(lang)).collect();
    json!({
        "games": games,
        "bots": ["hard", "medium", "easy", "random", "greedy", "mcts:250ms", "mcts:1s", "mcts:3s"],
    })
    .to_string()
}

fn find(name: &str) -> Result<&'static Kind, JsError> {
    kinds()
        .iter()
        .find(|k| k.name == name)
        .ok_or_else(|| JsError::new(&format!("there is no game named \"{name}\"")))
}

fn js(e: GameError) -> JsError {
    JsError::new(&e.to_string())
}

/// A refusal of a person's move, in the page's language.
fn js_in(e: GameError, lang: Lang) -> JsError {
    JsError::new(&e.text(lang))
}

/// A game in progress or under review.
#[wasm_bindgen]
pub struct App {
    session: Box<dyn Session>,
}

#[wasm_bindgen]
impl App {
    /// Starts `game` for `players` seats; `options` is a JSON object of option values,
    /// `seats` a JSON array of `"human"` or bot specs, `seed` a decimal u64.
    #[wasm_bindgen(constructor)]
    pub fn new(
        game: &str,
        players: usize,
        options: &str,
        seats: &str,
        seed: &str,
    ) -> Result<App, JsError> {
        let kind = find(game)?;
        let options: serde_json::Map<String, Value> =
            serde_json::from_str(options).map_err(|e| JsError::new(&format!("options: {e}")))?;
        let options: Vec<(String, String)> = options
            .into_iter()
            .map(|(k, v)| (k, v.as_str().map(str::to_string).unwrap_or(v.to_string())))
            .collect();
        let seats: Vec<String> =
            serde_json::from_str(seats).map_err(|e| JsError::new(&format!("seats: {e}")))?;
        let seed: u64 = seed
            .trim()
            .parse()
            .map_err(|_| JsError::new("the seed is a whole number from 0 to 2^64-1"))?;
        Ok(App {
            session: (kind.new)(players, &options, seats, seed).map_err(js)?,
        })
    }

    /// Reads a saved match log (the CLI's format) for review, step by step.
    pub fn load(json: &str) -> Result<App, JsError> {
        #[derive(serde::Deserialize)]
        struct Header {
            game: String,
        }
        let header: Header = serde_json::from_str(json)
            .map_err(|e| JsError::new(&format!("not a nile match log: {e}")))?;
        let kind = find(&header.game)?;
        Ok(App {
            session: (kind.load)(json).map_err(js)?,
        })
    }

    /// The view of seat `viewer` (-1: everything) as JSON.
    pub fn view(&self, viewer: i32) -> String {
        self.session.view(seat_or_all(viewer)).to_string()
    }

    /// [`App::view`] with `marks`: the board element of every step after step `since`
    /// (bots' and chance draws included) as the viewer may know it, for marking all that
    /// happened since the page last looked.
    pub fn view_since(&self, viewer: i32, since: usize) -> String {
        self.session
            .view_since(seat_or_all(viewer), Some(since))
            .to_string()
    }

    /// What a spectator at no seat may see, as JSON: the shape of [`App::view`] with the
    /// public observation, no legal actions, the log and the board as a spectator reads
    /// them.
    pub fn public_view(&self) -> String {
        self.session.view(Viewer::Spectator).to_string()
    }

    /// What comes next: `{"kind": "human"|"bot"|"chance"|"over"|"review", "player": p}`.
    pub fn pending(&self) -> String {
        self.session.pending().json().to_string()
    }

    /// A person at `seat` plays the action at `index`.
    pub fn act(&mut self, seat: usize, index: usize) -> Result<(), JsError> {
        let lang = self.session.lang();
        self.session.act(seat, index).map_err(|e| js_in(e, lang))
    }

    /// One chance draw or bot move; false when a person is to act or the game is over.
    pub fn step(&mut self) -> Result<bool, JsError> {
        let lang = self.session.lang();
        self.session.auto_step().map_err(|e| js_in(e, lang))
    }

    /// The person at `seat` takes back their last decision (the view's `undo` says when
    /// they may: their own last step, and it showed nobody anything hidden).
    pub fn undo(&mut self, seat: usize) -> Result<(), JsError> {
        let lang = self.session.lang();
        self.session.undo(seat).map_err(|e| js_in(e, lang))
    }

    /// The match log (`nile replay LOG` reads it).
    pub fn log(&self) -> String {
        self.session.log_json()
    }

    /// In a review, shows the state after `step` actions.
    pub fn seek(&mut self, step: usize) {
        self.session.seek(step);
    }

    /// Every text of the views from now on in the language `lang` tags (`en`, `pt-BR`);
    /// an unknown tag is refused and the language stays.
    pub fn set_lang(&mut self, lang: &str) -> Result<(), JsError> {
        let lang = Lang::from_locale(lang)
            .filter(|l| Lang::PLAYABLE.contains(l))
            .ok_or_else(|| JsError::new(&format!("nile does not speak \"{lang}\"")))?;
        self.session.set_lang(lang);
        Ok(())
    }

    /// The rulebook's text on `topic`, or an empty string.
    pub fn explain(&self, topic: &str) -> String {
        self.session.explain(topic).unwrap_or_default()
    }

    /// The game's machine name.
    pub fn game(&self) -> String {
        self.session.name().to_string()
    }
}

/// The viewer the page names by number: a seat, or everything for -1 (a review, a game
/// of bots only).
fn seat_or_all(viewer: i32) -> Viewer {
    usize::try_from(viewer).map_or(Viewer::All, Viewer::Seat)
}
