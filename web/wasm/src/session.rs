//! One game being played or reviewed in the browser, generic over `G: Game`.
//!
//! The page never holds a state: it asks for a *view* for one viewer (the seat at the
//! screen), built only from what that seat may know — its observation, its render, its
//! legal actions, and the log of every step as that seat reads it (`describe` then
//! `narrate` for that viewer). A second person at the same screen gets their own view
//! only after the hand-over, so another seat's hidden cards never reach the DOM.

use std::collections::BTreeMap;
use std::time::Duration;

use nile_bots::{AgentSpec, MctsAgent};
use nile_core::bots::BotHints;
use nile_core::dynamic::view::{
    typed_lines_for, typed_step_lines, LegalEntry, StepLines, TurnView, Viewer,
};
use nile_core::rng::seeded;
use nile_core::{Agent, Game, GameConfig, GameError, GameRng, MatchLog, RandomAgent, Turn};
use serde_json::{json, Value};

use crate::targets::Targets;

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

/// One step of the game, as each seat reads it (the core's shared [`StepLines`]), and
/// as the omniscient viewer of a review reads it.
struct Step {
    lines: StepLines,
    all: Vec<String>,
}

/// The session behind the page, object-safe so one value serves every game.
pub trait Session {
    /// The game's machine name.
    fn name(&self) -> &'static str;
    /// Who acts now.
    fn pending(&self) -> Pending;
    /// Everything `viewer` may see (`None`: everything, for reviews and all-bot games).
    fn view(&self, viewer: Option<usize>) -> Value;
    /// What a spectator at no seat may see, in the same shape as [`Session::view`]:
    /// the public observation ([`Game::public_observation`]), no legal actions, the log
    /// as a spectator reads it, `viewer` and `observed_seat` null, no text render (the
    /// game's render has no spectator's view).
    fn public_view(&self) -> Value;
    /// A person's action, given by its index in the game's fixed action index.
    fn act(&mut self, seat: usize, index: usize) -> Result<(), GameError>;
    /// One automatic step: a chance draw or a bot's move. Returns false when a person is
    /// to act or the game is over.
    fn auto_step(&mut self) -> Result<bool, GameError>;
    /// The match log the CLI's `replay` reads.
    fn log_json(&self) -> String;
    /// In a review, moves to the state after `step` actions.
    fn seek(&mut self, step: usize);
    /// The rulebook's text for a topic (a card id, a term), as the page shows it: without
    /// the rulebook ids (the page names things in words).
    fn explain(&self, topic: &str) -> Option<String>;
}

/// [`Session`] for one game.
pub struct TypedSession<G: Game> {
    config: G::Config,
    seed: u64,
    seats: Vec<String>,
    agents: Vec<Option<Box<dyn Agent<G>>>>,
    rng: GameRng,
    /// `states[k]` is the state after `k` actions.
    states: Vec<G>,
    actions: Vec<G::Action>,
    steps: Vec<Step>,
    review: bool,
    cursor: usize,
    legal: Vec<G::Action>,
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

impl<G: Targets> TypedSession<G> {
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
            return Err(GameError::InvalidConfig(format!(
                "{} seats were given for {} players",
                seats.len(),
                state.players()
            )));
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
            states: vec![state],
            actions: Vec::new(),
            steps: Vec::new(),
            review: false,
            cursor: 0,
            legal: Vec::new(),
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
            states: vec![state],
            actions: Vec::new(),
            steps: Vec::new(),
            review: true,
            cursor: 0,
            legal: Vec::new(),
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

    fn state(&self) -> &G {
        &self.states[self.cursor]
    }

    /// Applies `action` to the last state and records how every viewer reads it.
    fn record(&mut self, action: G::Action) -> Result<(), GameError> {
        let Some(before) = self.states.last() else {
            return Err(GameError::InvalidState("a session without a state".into()));
        };
        let mut after = before.clone();
        after.apply(action)?;
        self.steps.push(Step {
            lines: typed_step_lines(before, &after, action),
            all: typed_lines_for(before, &after, action, None),
        });
        self.states.push(after);
        self.actions.push(action);
        self.cursor = self.states.len() - 1;
        Ok(())
    }

    /// The element the last step acted on, as `viewer` may know it: `{actor, key}` (the
    /// actor `null` for chance). A step that reads differently to `viewer` than to an
    /// onlooker who sees everything (a Decree kept into a hidden hand) shows no element,
    /// so its key cannot tell what the text hides.
    fn last_move(&self, viewer: Option<usize>) -> Value {
        let Some(k) = self.cursor.checked_sub(1) else {
            return Value::Null;
        };
        let (Some(before), Some(&action)) = (self.states.get(k), self.actions.get(k)) else {
            return Value::Null;
        };
        if viewer.is_some() && before.describe(action, viewer) != before.describe(action, None) {
            return Value::Null;
        }
        let actor = before.turn().player();
        let observation =
            serde_json::to_value(before.observation(viewer.unwrap_or(0))).unwrap_or(Value::Null);
        match G::target(&observation, action, actor) {
            Some(t) => json!({"actor": actor, "key": t.key, "step": k + 1}),
            None => json!({"actor": actor, "key": null, "step": k + 1}),
        }
    }

    /// Words of the rulebook for every term the view shows that the game explains.
    fn glossary(&self, observation: &Value, texts: &[String]) -> BTreeMap<String, String> {
        let mut out = BTreeMap::new();
        let try_term = |term: &str, out: &mut BTreeMap<String, String>| {
            let term = term.trim();
            // A bare number is not a term (some games explain card numbers, and "take 2"
            // must not show card 2's text).
            if term.is_empty()
                || term.len() > 40
                || term.bytes().all(|b| b.is_ascii_digit())
                || out.contains_key(term)
            {
                return;
            }
            if let Some(text) = G::explain(term) {
                out.insert(term.to_string(), without_codes(&text));
            }
        };
        fn strings<'a>(v: &'a Value, acc: &mut Vec<&'a str>) {
            match v {
                Value::String(s) => acc.push(s),
                Value::Array(a) => a.iter().for_each(|x| strings(x, acc)),
                Value::Object(o) => o.iter().for_each(|(k, x)| {
                    acc.push(k);
                    strings(x, acc)
                }),
                _ => {}
            }
        }
        let mut words = Vec::new();
        strings(observation, &mut words);
        for w in words {
            try_term(w, &mut out);
        }
        for text in texts {
            try_term(text, &mut out);
            let words: Vec<&str> = text
                .split(|c: char| !c.is_alphanumeric() && c != '-' && c != '\'')
                .filter(|w| !w.is_empty())
                .collect();
            // Single words and names of two or three words ("Small Well", "Pyramid
            // Decoration"), which the board views show as cards.
            for n in 1..=3 {
                for window in words.windows(n) {
                    try_term(&window.join(" "), &mut out);
                }
            }
        }
        out
    }
}

impl<G: Targets> Session for TypedSession<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }

    fn pending(&self) -> Pending {
        if self.review {
            return Pending::Review;
        }
        match self.state().turn() {
            Turn::Over => Pending::Over,
            Turn::Chance => Pending::Chance,
            Turn::Player(p) => match self.agents.get(p) {
                Some(Some(_)) => Pending::Bot(p),
                _ => Pending::Human(p),
            },
        }
    }

    fn view(&self, viewer: Option<usize>) -> Value {
        let state = self.state();
        let players = state.players();
        let viewer = viewer.filter(|&v| v < players);
        let seat_for_observation = viewer.unwrap_or(0);
        let observation: Value =
            serde_json::to_value(state.observation(seat_for_observation)).unwrap_or(Value::Null);
        let mut legal = Vec::new();
        let mut texts = Vec::new();
        if let (Pending::Human(p), Some(v)) = (self.pending(), viewer) {
            if p == v {
                let mut buf = Vec::new();
                state.legal_actions(&mut buf);
                for action in buf {
                    let Some(index) = G::action_to_index(state.config(), action) else {
                        continue;
                    };
                    let text = action.to_string();
                    let entry = LegalEntry::new(index, &text, state.describe(action, Some(p)));
                    let mut entry = serde_json::to_value(entry).unwrap_or(Value::Null);
                    if let Value::Object(fields) = &mut entry {
                        let target = G::target(&observation, action, Some(p));
                        fields.insert("target".into(), json!(target.map(|t| t.json())));
                    }
                    legal.push(entry);
                    texts.push(text);
                }
            }
        }
        let log: Vec<Value> = self.steps[..self.cursor]
            .iter()
            .map(|s| {
                let lines = match viewer {
                    Some(v) => s.lines.for_viewer(Viewer::Seat(v)),
                    None => &s.all,
                };
                json!({"actor": s.lines.actor(), "lines": lines})
            })
            .collect();
        // The render's words too: cards the observation holds only as numbers (bit sets,
        // indices) appear there by name (`T12`, `P6`), and the board views show them.
        let render = state.render(viewer);
        texts.extend(render.lines().map(str::to_string));
        let glossary = self.glossary(&observation, &texts);
        let pending = match self.pending() {
            Pending::Human(p) => json!({"kind": "human", "player": p}),
            Pending::Bot(p) => json!({"kind": "bot", "player": p}),
            Pending::Chance => json!({"kind": "chance"}),
            Pending::Over => json!({"kind": "over"}),
            Pending::Review => json!({"kind": "review"}),
        };
        let last = self.last_move(viewer);
        json!({
            "game": G::NAME,
            "last": last,
            "title": G::TITLE,
            "players": players,
            "seed": self.seed.to_string(),
            "seats": self.seats,
            "config": serde_json::to_value(&self.config).unwrap_or(Value::Null),
            "viewer": viewer,
            "observed_seat": seat_for_observation,
            "turn": TurnView::from(state.turn()),
            "pending": pending,
            "observation": observation,
            "render": render,
            "legal": legal,
            "log": log,
            "glossary": glossary,
            "outcome": state.outcome(),
            "review": self.review,
            "step": self.cursor,
            "steps": self.actions.len(),
        })
    }

    fn public_view(&self) -> Value {
        let state = self.state();
        let observation: Value =
            serde_json::to_value(state.public_observation()).unwrap_or(Value::Null);
        let log: Vec<Value> = (0..self.cursor)
            .filter_map(|k| {
                let (before, after) = (self.states.get(k)?, self.states.get(k + 1)?);
                let action = *self.actions.get(k)?;
                let mut lines = vec![before.public_describe(action)];
                lines.extend(after.public_narrate(before, action));
                Some(json!({"actor": before.turn().player(), "lines": lines}))
            })
            .collect();
        let texts: Vec<String> = log
            .iter()
            .filter_map(|s| s["lines"].as_array())
            .flatten()
            .filter_map(|l| l.as_str().map(str::to_string))
            .collect();
        let glossary = self.glossary(&observation, &texts);
        json!({
            "game": G::NAME,
            "last": Value::Null,
            "title": G::TITLE,
            "players": state.players(),
            "seed": self.seed.to_string(),
            "seats": self.seats,
            "config": serde_json::to_value(&self.config).unwrap_or(Value::Null),
            "viewer": Value::Null,
            "observed_seat": Value::Null,
            "turn": TurnView::from(state.turn()),
            "pending": json!({"kind": "spectator"}),
            "observation": observation,
            "render": "",
            "legal": [],
            "log": log,
            "glossary": glossary,
            "outcome": state.outcome(),
            "review": false,
            "step": self.cursor,
            "steps": self.actions.len(),
        })
    }

    fn act(&mut self, seat: usize, index: usize) -> Result<(), GameError> {
        if self.review {
            return Err(GameError::InvalidState("a review takes no actions".into()));
        }
        match self.pending() {
            Pending::Human(p) if p == seat => {}
            _ => {
                return Err(GameError::NotYourTurn {
                    expected: self.state().turn().to_string(),
                    got: seat,
                })
            }
        }
        let state = &self.states[self.cursor];
        let action = G::action_from_index(state.config(), index).ok_or_else(|| {
            GameError::parse(index.to_string(), "an index of this game's actions")
        })?;
        state.legal_actions(&mut self.legal);
        if !self.legal.contains(&action) {
            return Err(GameError::illegal(
                action,
                "it is not among the legal actions now",
            ));
        }
        self.record(action)
    }

    fn auto_step(&mut self) -> Result<bool, GameError> {
        match self.pending() {
            Pending::Chance => {
                let mut buf = Vec::new();
                let action = self.states[self.cursor]
                    .sample_chance(&mut self.rng, &mut buf)
                    .ok_or_else(|| {
                        GameError::InvalidState("a chance node has no outcome".into())
                    })?;
                self.record(action)?;
                Ok(true)
            }
            Pending::Bot(p) => {
                let state = self.states[self.cursor].clone();
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
            self.cursor = step.min(self.states.len() - 1);
        }
    }

    fn explain(&self, topic: &str) -> Option<String> {
        G::explain(topic).map(|text| without_codes(&text))
    }
}

/// A rulebook id such as `D06`, `M6`, `SA5`: one to three capital letters, then one or two
/// digits.
fn is_code(word: &str) -> bool {
    let letters = word.bytes().take_while(u8::is_ascii_uppercase).count();
    let digits = word.len() - letters;
    (1..=3).contains(&letters)
        && (1..=2).contains(&digits)
        && word[letters..].bytes().all(|b| b.is_ascii_digit())
}

/// A rulebook text as the page shows it on hover: the card is drawn with its name, so the
/// ids the terminal's `help` reads by (`D06 (Decree, …): …`, `Statue (M6, Estátua)`,
/// `SA5: …`) are left out: `Decree, …: …`, `Statue (Estátua)`, `…`.
fn without_codes(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    // "D06 (Decree, symbol B): text" -> "Decree, symbol B: text"
    if let Some((first, tail)) = rest.split_once(' ') {
        if is_code(first) {
            if let Some(inner) = tail.strip_prefix('(') {
                if let Some((head, after)) = inner.split_once("): ") {
                    out.push_str(head);
                    out.push_str(": ");
                    rest = after;
                } else {
                    rest = tail;
                }
            } else {
                rest = tail.trim_start_matches(": ");
            }
        }
    }
    let mut word = String::new();
    let mut chars = rest.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_ascii_alphanumeric() {
            word.push(c);
            continue;
        }
        if is_code(&word) && (c == ',' || c == ':') && chars.peek() == Some(&' ') {
            // "(M6, Estátua)" -> "(Estátua)", "SA5: with" -> "with"
            chars.next();
            word.clear();
            continue;
        }
        out.push_str(&word);
        word.clear();
        out.push(c);
    }
    out.push_str(&word);
    out
}

#[cfg(test)]
mod words_tests {
    use super::without_codes;

    #[test]
    fn rulebook_ids_are_left_out_of_hover_texts() {
        assert_eq!(
            without_codes("D06 (Decree, symbol B, scored at the end): Your Happiness."),
            "Decree, symbol B, scored at the end: Your Happiness."
        );
        assert_eq!(
            without_codes("Statue (M6, Estátua): monument; costs 1 stone"),
            "Statue (Estátua): monument; costs 1 stone"
        );
        assert_eq!(
            without_codes("Special Action, once per round: SA5: with 4 hebrews, +2 income"),
            "Special Action, once per round: with 4 hebrews, +2 income"
        );
        assert_eq!(
            without_codes("K02: loss card of group 1"),
            "loss card of group 1"
        );
        assert_eq!(
            without_codes("P5 Low Nile: boat back 1"),
            "Low Nile: boat back 1"
        );
        assert_eq!(without_codes("A plain text, 3 VP."), "A plain text, 3 VP.");
    }
}
