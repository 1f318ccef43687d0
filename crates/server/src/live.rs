//! One match in memory: its stored record, the game state rebuilt from the stored
//! actions, and every step as each viewer reads it.

use nile_core::dynamic::marks::StepMarks;
use nile_core::dynamic::view::{
    step_lines, write_lines_in, write_str, write_view_on_board_in, StepLines, Viewer,
};
use nile_core::dynamic::DynGame;
use nile_core::rng::seeded_stream;
use nile_core::undo::Refusal;
use nile_core::{GameError, Lang, Turn};
use serde::Serialize;
use serde_json::Value;

use crate::board::{write_glossary, write_marks};
use crate::catalog::GameKind;
use crate::clock::{clock_json, clock_seat, now_ms, Clock};
use crate::store::{ClockWrite, MatchRecord};

// Kept so `nile_server::live::OPEN` still resolves; the value belongs to the stored seat.
pub use crate::store::OPEN;

/// A match being played.
pub struct Live {
    /// The stored record (seats, step counter).
    pub record: MatchRecord,
    /// The game.
    pub kind: GameKind,
    /// The current state.
    pub game: Box<dyn DynGame>,
    /// The state before the last step (`None` before the first): what an undo returns
    /// to, and what tells whether the last step may be undone.
    prev: Option<Box<dyn DynGame>>,
    /// Counts the times the log was cut back (undone steps, or a reload after another
    /// process undid one): a connection that has seen fewer is sent every line again,
    /// with `"reset": true`.
    pub resets: u64,
    /// Which seat may undo the last step, worked out once per version (the check
    /// resamples hidden information, so it is not repeated for every viewer).
    undo_seat: Option<(u64, Option<usize>)>,
    /// Every action so far, by index (chance draws included).
    pub actions: Vec<usize>,
    /// The match's clock, if it has one (read from `record.clock`).
    pub clock: Option<Clock>,
    /// The steps whose decision a stand-in made for an away person: its person may not
    /// take them back.
    pub stand_in_steps: std::collections::BTreeSet<u64>,
    /// Every step as each viewer reads it.
    pub steps: Vec<StepLines>,
    /// Every step's board element as each viewer may know it, read when it was played:
    /// what the board marks (`marks`, `last`), without keeping every state.
    pub marks: Vec<StepMarks>,
    /// Counts every change a connection may be told of (steps, seats taken or left), so a
    /// connection sends a `state` only when something changed. A seat's connections
    /// coming or going is not one: that is told by a `presence` message.
    pub version: u64,
    /// For each seat, the connections of this process that hold its credential now:
    /// `state` shows a seat as `connected` while it has one.
    connected: Vec<u32>,
    /// By seat, whether it has a connection in another process sharing the database
    /// (PostgreSQL; always empty with SQLite).
    elsewhere: Vec<bool>,
    /// Each viewer's `state` without its lines, built once per version for the viewers
    /// that ask (seats by number, then the spectators; each with and without `render`):
    /// every connection of that viewer shares it.
    views: Vec<Option<(u64, String)>>,
    /// The match made as this finished match's rematch, once someone asked for one:
    /// a finished match's `state` names it, so a page opened later offers to join it.
    pub rematch: Option<String>,
}

/// A seat as the lobby and the `state` message show it.
#[derive(Serialize)]
struct SeatView<'a> {
    seat: usize,
    kind: &'static str,
    name: Option<&'a str>,
    held: bool,
    /// The bot's spec, `null` for a person's seat.
    bot: Option<&'a str>,
    /// The bot that plays this person's seat while its person is away, `null` if none.
    stand_in: Option<&'a str>,
    /// Whether a connection holds the seat's credential now (`state` only: the lobby
    /// reads the store, which does not know).
    #[serde(skip_serializing_if = "Option::is_none")]
    connected: Option<bool>,
}

/// The seats as shown; with `connected` (the connection counts) in a `state`.
fn seat_views<'a>(record: &'a MatchRecord, connected: Option<&[u32]>) -> Vec<SeatView<'a>> {
    record
        .seats
        .iter()
        .enumerate()
        .map(|(seat, s)| {
            let person = s.spec == OPEN;
            SeatView {
                seat,
                kind: if person { "open" } else { "bot" },
                name: if person {
                    s.name.as_deref()
                } else {
                    Some(&s.spec)
                },
                held: !person || s.token_hash.is_some(),
                bot: (!person).then_some(s.spec.as_str()),
                stand_in: s.stand_in.as_deref().filter(|_| person),
                connected: connected.map(|c| c.get(seat).is_some_and(|&n| n > 0)),
            }
        })
        .collect()
}

fn invalid(e: serde_json::Error) -> GameError {
    GameError::InvalidState(e.to_string())
}

impl Live {
    /// Rebuilds a match from its record and stored actions, checking each one.
    pub fn rebuild(
        kind: GameKind,
        record: MatchRecord,
        actions: &[usize],
    ) -> Result<Live, GameError> {
        let game = kind.game.new_game_from_config(&record.config_json)?;
        let clock = record
            .clock
            .as_deref()
            .map(Clock::parse)
            .transpose()
            .map_err(GameError::InvalidState)?;
        if record.seats.len() != game.players() {
            return Err(GameError::InvalidState(format!(
                "match {} stores {} seats for a {}-player game",
                record.id,
                record.seats.len(),
                game.players()
            )));
        }
        let mut live = Live {
            record,
            kind,
            game,
            prev: None,
            resets: 0,
            undo_seat: None,
            actions: Vec::new(),
            clock,
            stand_in_steps: Default::default(),
            steps: Vec::new(),
            marks: Vec::new(),
            version: 0,
            views: Vec::new(),
            connected: Vec::new(),
            elsewhere: Vec::new(),
            rematch: None,
        };
        for (k, &index) in actions.iter().enumerate() {
            live.apply(index).map_err(|e| {
                GameError::InvalidState(format!(
                    "stored action {} (index {index}) does not apply: {e}",
                    k + 1
                ))
            })?;
        }
        live.record.step = live.actions.len() as u64;
        live.record.over = live.game.turn() == Turn::Over;
        Ok(live)
    }

    /// Counts a connection holding `seat`'s credential; true when the seat was not
    /// connected before (the views, which show it, are built again).
    pub fn connect(&mut self, seat: usize) -> bool {
        if self.connected.len() <= seat {
            self.connected.resize(seat + 1, 0);
        }
        self.connected[seat] += 1;
        let changed = self.connected[seat] == 1;
        if changed {
            self.views.clear();
        }
        changed
    }

    /// Counts a connection of `seat` gone; true when it was the seat's last (the views
    /// are built again).
    pub fn disconnect(&mut self, seat: usize) -> bool {
        let Some(n) = self.connected.get_mut(seat).filter(|n| **n > 0) else {
            return false;
        };
        *n -= 1;
        let changed = *n == 0;
        if changed {
            self.views.clear();
        }
        changed
    }

    /// Whether each seat has a connection now, here or in another process sharing the
    /// database, by seat.
    pub fn presence(&self) -> Vec<bool> {
        (0..self.record.seats.len())
            .map(|seat| {
                self.connected.get(seat).is_some_and(|&n| n > 0)
                    || self.elsewhere.get(seat).is_some_and(|&here| here)
            })
            .collect()
    }

    /// Whether seat `seat` has a connection in this process.
    pub fn connected_here(&self, seat: usize) -> bool {
        self.connected.get(seat).is_some_and(|&n| n > 0)
    }

    /// Sets the seats connected to other processes (read from the store); true when
    /// that changes what [`Live::presence`] shows (the views are built again).
    pub fn set_elsewhere(&mut self, seats: &[usize]) -> bool {
        let before = self.presence();
        self.elsewhere = (0..self.record.seats.len())
            .map(|seat| seats.contains(&seat))
            .collect();
        let changed = self.presence() != before;
        if changed {
            self.views.clear();
        }
        changed
    }

    /// Steps taken so far.
    pub fn step(&self) -> u64 {
        self.actions.len() as u64
    }

    /// Applies one action (legal or refused, state unchanged) and records its lines.
    pub fn apply(&mut self, index: usize) -> Result<(), GameError> {
        let mut after = self.game.clone_box();
        if self.game.turn() == Turn::Chance {
            if !self.game.chance_outcomes().iter().any(|&(i, _)| i == index) {
                return Err(GameError::InvalidState(format!(
                    "{index} is not a chance outcome now"
                )));
            }
        } else if !self.game.legal_actions().contains(&index) {
            return Err(GameError::InvalidState(format!(
                "{index} is not a legal action now"
            )));
        }
        after.apply_index(index)?;
        let lines = step_lines(self.game.as_ref(), after.as_ref(), index)?;
        let marks = StepMarks::read(
            self.kind.board,
            self.game.as_ref(),
            index,
            self.actions.len() + 1,
        )?;
        self.prev = Some(std::mem::replace(&mut self.game, after));
        self.actions.push(index);
        self.steps.push(lines);
        self.marks.push(marks);
        self.record.step = self.step();
        self.record.over = self.game.turn() == Turn::Over;
        self.version += 1;
        self.views.clear();
        Ok(())
    }

    /// Whether `seat` may take back the last step now, or why not: the game is not over,
    /// the last step was `seat`'s own decision, a person's seat, and it showed no viewer
    /// anything hidden ([`DynGame::reveals_nothing`] on the state before it).
    pub fn check_undo(&self, seat: usize) -> Result<(), Refusal> {
        let (Some(before), Some(&index)) = (self.prev.as_ref(), self.actions.last()) else {
            return Err(Refusal::Nothing);
        };
        match before.turn() {
            Turn::Player(p) if p != seat => Err(Refusal::OtherSeat(p)),
            Turn::Player(_) if before.reveals_nothing(index) => Ok(()),
            Turn::Player(_) => Err(Refusal::Reveals),
            _ => Err(Refusal::Chance),
        }
    }

    /// Whether the last step was a decision a stand-in made for an away person (which
    /// its person may not take back: undo takes back only one's own decisions).
    pub fn last_by_stand_in(&self) -> bool {
        self.step() > 0 && self.stand_in_steps.contains(&(self.step() - 1))
    }

    /// The seat whose clock should run now ([`clock_seat`]).
    pub fn clock_seat(&self) -> Option<usize> {
        let to_act = match self.game.turn() {
            Turn::Player(p) => Some(p),
            _ => None,
        };
        clock_seat(&self.record, to_act, self.record.over)
    }

    /// The seat that may undo now, if any: a person's seat (bots never undo) whose last
    /// decision, its own and not its stand-in's, passes [`Live::check_undo`], in a game
    /// not over. Worked out once per version.
    pub fn undo_seat(&mut self) -> Option<usize> {
        if let Some((v, seat)) = self.undo_seat {
            if v == self.version {
                return seat;
            }
        }
        let seat = match self.prev.as_ref().map(|g| g.turn()) {
            Some(Turn::Player(p))
                if !self.record.over
                    && self
                        .record
                        .seats
                        .get(p)
                        .is_some_and(|s| s.spec == OPEN && s.stand_in.is_none())
                    && !self.last_by_stand_in()
                    && self.check_undo(p).is_ok() =>
            {
                Some(p)
            }
            _ => None,
        };
        self.undo_seat = Some((self.version, seat));
        seat
    }

    /// Takes back the last step (already removed from the store): the state before it
    /// is the current one, and the state before that is replayed from the start, so a
    /// seat's earlier decision may be undone next. Every connection is sent its lines
    /// again ([`Live::resets`]).
    pub fn undo(&mut self) -> Result<(), GameError> {
        let Some(before) = self.prev.take() else {
            return Err(GameError::InvalidState("there is no step to undo".into()));
        };
        self.game = before;
        self.actions.pop();
        self.steps.pop();
        self.marks.pop();
        let step = self.actions.len() as u64;
        self.stand_in_steps.retain(|&s| s < step);
        self.prev = match self.actions.split_last() {
            Some((_, earlier)) => {
                let mut game = self
                    .kind
                    .game
                    .new_game_from_config(&self.record.config_json)?;
                for &index in earlier {
                    game.apply_index(index)?;
                }
                Some(game)
            }
            None => None,
        };
        self.record.step = self.step();
        self.record.over = self.game.turn() == Turn::Over;
        self.reset();
        Ok(())
    }

    /// Replaces the match with `record` and `actions` as another process left them (an
    /// undo there cut the log back), keeping who is connected here; every connection is
    /// sent every line again.
    pub fn reload(&mut self, record: MatchRecord, actions: &[usize]) -> Result<(), GameError> {
        let mut fresh = Live::rebuild(self.kind, record, actions)?;
        fresh.connected = std::mem::take(&mut self.connected);
        fresh.elsewhere = std::mem::take(&mut self.elsewhere);
        fresh.rematch = self.rematch.take();
        fresh.resets = self.resets;
        fresh.version = self.version;
        *self = fresh;
        self.reset();
        Ok(())
    }

    /// Records the rematch of this finished match: a new version, so every connection
    /// is sent a `state` that names it.
    pub fn set_rematch(&mut self, id: &str) {
        self.rematch = Some(id.to_string());
        self.version += 1;
        self.views.clear();
    }

    /// The match as it stood after its first `step` steps, for a replay: the state
    /// replayed from the stored actions, with each step's lines and marks as they were
    /// read when it was played (so every viewer gets what its live `state` showed at that
    /// step). It has no connection, no running clock and nothing to undo. `None` past the
    /// match's last step.
    pub fn at_step(&self, step: usize) -> Result<Option<Live>, GameError> {
        let Some(actions) = self.actions.get(..step) else {
            return Ok(None);
        };
        let mut game = self
            .kind
            .game
            .new_game_from_config(&self.record.config_json)?;
        for &index in actions {
            game.apply_index(index)?;
        }
        let mut record = self.record.clone();
        record.step = step as u64;
        record.over = game.turn() == Turn::Over;
        (record.deadline, record.deadline_seat) = (None, None);
        Ok(Some(Live {
            record,
            kind: self.kind,
            game,
            prev: None,
            resets: 0,
            undo_seat: None,
            actions: actions.to_vec(),
            clock: self.clock.clone(),
            stand_in_steps: Default::default(),
            steps: self.steps[..step].to_vec(),
            marks: self.marks[..step].to_vec(),
            version: 0,
            connected: Vec::new(),
            elsewhere: Vec::new(),
            views: Vec::new(),
            rematch: self.rematch.clone(),
        }))
    }

    /// Marks the log as cut back: a new version, and every connection sent every line.
    pub fn reset(&mut self) {
        self.resets += 1;
        self.version += 1;
        self.views.clear();
    }

    /// The chance draws due from the current position, if `first` (a player's action) is
    /// applied first: each drawn from the match's seed and its step, so any process that
    /// computes them draws the same, and a restart changes nothing.
    pub fn with_chance(&self, first: Option<usize>) -> Result<(Vec<usize>, bool), GameError> {
        let mut game = self.game.clone_box();
        let mut out = Vec::new();
        if let Some(index) = first {
            game.apply_index(index)?;
            out.push(index);
        }
        let bound = game.step_bound();
        while game.turn() == Turn::Chance {
            let step = self.step() + out.len() as u64;
            if step as usize > bound {
                return Err(GameError::InvalidState(
                    "the game ran past its step bound".into(),
                ));
            }
            let mut rng = seeded_stream(self.record.seed, step);
            out.push(game.sample_chance(&mut rng)?);
        }
        Ok((out, game.turn() == Turn::Over))
    }

    /// The seat to act if a bot plays it (a bot's seat, or a person's seat handed to its
    /// stand-in): the seat and the bot's spec.
    pub fn bot_to_act(&self) -> Option<(usize, String)> {
        let Turn::Player(p) = self.game.turn() else {
            return None;
        };
        let seat = self.record.seats.get(p)?;
        match (&seat.stand_in, seat.spec.as_str()) {
            (Some(stand_in), OPEN) => Some((p, stand_in.clone())),
            (None, OPEN) => None,
            (_, spec) => Some((p, spec.to_string())),
        }
    }

    /// The match log, as the CLI's `replay` reads it.
    pub fn log_json(&self) -> Result<String, GameError> {
        let seats: Vec<String> = self
            .record
            .seats
            .iter()
            .map(|s| {
                if s.spec == OPEN {
                    s.name.clone().unwrap_or_else(|| "human".into())
                } else {
                    s.spec.clone()
                }
            })
            .collect();
        self.kind.game.log_json(
            &self.record.config_json,
            self.record.seed,
            &seats,
            &self.actions,
        )
    }

    /// The lobby's summary of the seats: kind, bot spec, name, whether held.
    pub fn seats_json(record: &MatchRecord) -> Value {
        serde_json::to_value(seat_views(record, None)).unwrap_or(Value::Null)
    }

    /// The `state` message for `viewer`, with the lines of the steps from `since` on, and
    /// with the seat's `render` if `render` is true. The part that does not depend on
    /// `since` is built once per change, viewer and choice of `render`.
    pub fn message(
        &mut self,
        viewer: Viewer,
        since: u64,
        render: bool,
        reset: bool,
        lang: Lang,
    ) -> Result<String, GameError> {
        let players = self.game.players();
        let slot = match viewer {
            Viewer::Seat(s) if s < players => s,
            Viewer::Seat(s) => {
                return Err(GameError::InvalidState(format!(
                    "there is no seat {s} in a {players}-player game"
                )))
            }
            Viewer::Spectator => players,
            // A live match shows no one everything: its seats' secrets are still kept.
            Viewer::All => {
                return Err(GameError::InvalidState(
                    "a live match is shown to a seat or a spectator only".into(),
                ))
            }
        };
        // A spectator's view has no render: one entry serves both choices.
        let render = render && viewer != Viewer::Spectator;
        // One body per viewer, choice of `render` and language.
        let langs = Lang::PLAYABLE.len();
        let lang_slot = Lang::PLAYABLE.iter().position(|&l| l == lang).unwrap_or(0);
        let slot = (2 * slot + usize::from(render)) * langs + lang_slot;
        if self.views.len() < 2 * (players + 1) * langs {
            self.views.resize(2 * (players + 1) * langs, None);
        }
        let undo = self.undo_seat();
        let fresh = matches!(&self.views[slot], Some((v, _)) if *v == self.version);
        if !fresh {
            // The last body's length is a good guess at this one's: no regrowing.
            let capacity = self.views[slot]
                .as_ref()
                .map_or(1024, |(_, b)| b.len() + 256);
            let body = self.view(viewer, render, capacity, undo, lang)?;
            self.views[slot] = Some((self.version, body));
        }
        let body = self.views[slot].as_ref().map_or("", |(_, b)| b.as_str());
        let since = (since as usize).min(self.steps.len());
        let mut out = String::with_capacity(body.len() + 64 + 64 * (self.steps.len() - since));
        out.push_str("{\"type\":\"state\",");
        if reset {
            out.push_str("\"reset\":true,");
        }
        out.push_str(body);
        write_marks(&mut out, &self.marks, viewer, since);
        out.push_str(",\"lines\":");
        write_lines_in(&mut out, &self.steps[since..], since + 1, viewer, lang);
        out.push('}');
        Ok(out)
    }

    /// Everything in `viewer`'s `state` but its lines, as members of a JSON object.
    fn view(
        &self,
        viewer: Viewer,
        render: bool,
        capacity: usize,
        undo: Option<usize>,
        lang: Lang,
    ) -> Result<String, GameError> {
        let over = self.game.turn() == Turn::Over;
        let mut out = String::with_capacity(capacity);
        out.push_str("\"match\":");
        write_str(&mut out, &self.record.id);
        out.push_str(",\"game\":");
        write_str(&mut out, self.kind.game.name());
        out.push_str(",\"title\":");
        write_str(&mut out, &self.kind.game.title_in(lang));
        out.push_str(",\"players\":");
        out.push_str(&self.game.players().to_string());
        out.push_str(",\"seats\":");
        let seats = seat_views(&self.record, Some(&self.connected));
        out.push_str(&serde_json::to_string(&seats).map_err(invalid)?);
        out.push_str(",\"you\":");
        match viewer.seat() {
            Some(s) => out.push_str(&s.to_string()),
            None => out.push_str("null"),
        }
        if self.record.seed_public {
            // Chosen by the creator: every seat may foresee the draws as well as the
            // creator can.
            out.push_str(",\"seed\":");
            out.push_str(&self.record.seed.to_string());
        }
        out.push_str(",\"clock\":");
        out.push_str(&clock_json(&self.record).to_string());
        out.push_str(",\"step\":");
        out.push_str(&self.step().to_string());
        out.push_str(",\"over\":");
        out.push_str(if over { "true" } else { "false" });
        out.push_str(",\"undo\":");
        let may = viewer.seat().is_some_and(|s| undo == Some(s));
        out.push_str(if may { "true" } else { "false" });
        out.push(',');
        write_view_on_board_in(
            &mut out,
            self.game.as_ref(),
            self.kind.board,
            viewer,
            render,
            lang,
        )?;
        write_glossary(
            &mut out,
            self.kind.board,
            self.game.as_ref(),
            viewer,
            &self.steps,
            lang,
        )?;
        if over {
            // The seed decides every chance draw: it is told only once nothing is left
            // to draw, inside the log.
            out.push_str(",\"log\":");
            write_str(&mut out, &self.log_json()?);
            out.push_str(",\"rematch\":");
            match &self.rematch {
                Some(id) => write_str(&mut out, id),
                None => out.push_str("null"),
            }
        }
        Ok(out)
    }

    /// The clock after `indices` are applied (`mover`: the seat whose decision comes
    /// first): the mover's clock stops (with the increment), and the next seat's starts,
    /// if it should run. Unchanged for a match without a clock.
    pub(crate) fn clock_after_move(
        &self,
        mover: Option<usize>,
        indices: &[usize],
        over: bool,
    ) -> Result<ClockWrite, GameError> {
        let unchanged = ClockWrite {
            deadline: self.record.deadline,
            deadline_seat: self.record.deadline_seat,
            seat_ms: None,
        };
        let Some(c) = &self.clock else {
            return Ok(unchanged);
        };
        let mut next = self.game.clone_box();
        for &i in indices {
            next.apply_index(i)?;
        }
        let to_act = match next.turn() {
            Turn::Player(p) => Some(p),
            _ => None,
        };
        let want = clock_seat(&self.record, to_act, over);
        let moved = mover.is_some() && mover == self.record.deadline_seat;
        Ok(c.change(&self.record, want, now_ms(), moved)
            .unwrap_or(unchanged))
    }
}
