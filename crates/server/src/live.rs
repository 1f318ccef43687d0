//! One match in memory: its stored record, the game state rebuilt from the stored
//! actions, and every step as each viewer reads it.

use nile_core::dynamic::DynGame;
use nile_core::rng::seeded_stream;
use nile_core::{GameError, Turn};
use serde_json::{json, Value};

use crate::catalog::GameKind;
use crate::store::MatchRecord;
use crate::view::{snapshot, step_lines, StepLines, Viewer};

/// Spec of a seat a person takes.
pub const OPEN: &str = "open";

/// A match being played.
pub struct Live {
    /// The stored record (seats, step counter).
    pub record: MatchRecord,
    /// The game.
    pub kind: GameKind,
    /// The current state.
    pub game: Box<dyn DynGame>,
    /// Every action so far, by index (chance draws included).
    pub actions: Vec<usize>,
    /// Every step as each viewer reads it.
    pub steps: Vec<StepLines>,
    /// Counts every change a connection may be told of (steps, seats taken or left), so a
    /// connection sends a `state` only when something changed.
    pub version: u64,
}

impl Live {
    /// Rebuilds a match from its record and stored actions, checking each one.
    pub fn rebuild(
        kind: GameKind,
        record: MatchRecord,
        actions: &[usize],
    ) -> Result<Live, GameError> {
        let game = kind.game.new_game_from_config(&record.config_json)?;
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
            actions: Vec::new(),
            steps: Vec::new(),
            version: 0,
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
        self.game = after;
        self.actions.push(index);
        self.steps.push(lines);
        self.record.step = self.step();
        self.record.over = self.game.turn() == Turn::Over;
        self.version += 1;
        Ok(())
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
        let bound = self.kind.game.step_bound(game.as_ref());
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

    /// The seat to act if it is a bot's: the seat and its spec.
    pub fn bot_to_act(&self) -> Option<(usize, String)> {
        let Turn::Player(p) = self.game.turn() else {
            return None;
        };
        let spec = &self.record.seats.get(p)?.spec;
        (spec != OPEN).then(|| (p, spec.clone()))
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
        let seats: Vec<Value> = record
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                if s.spec == OPEN {
                    json!({"seat": i, "kind": "open", "name": s.name, "held": s.token_hash.is_some()})
                } else {
                    json!({"seat": i, "kind": "bot", "name": s.spec, "held": true})
                }
            })
            .collect();
        Value::from(seats)
    }

    /// The `state` message for `viewer`, with the steps from `since` on.
    pub fn message(&self, viewer: Viewer, since: u64) -> Result<Value, GameError> {
        let mut msg = snapshot(self.game.as_ref(), viewer)?;
        let since = (since as usize).min(self.steps.len());
        let lines: Vec<Value> = self.steps[since..]
            .iter()
            .enumerate()
            .map(|(k, s)| json!({"step": since + k + 1, "actor": s.actor, "lines": s.for_viewer(viewer)}))
            .collect();
        let over = self.game.turn() == Turn::Over;
        if let Value::Object(m) = &mut msg {
            m.insert("type".into(), json!("state"));
            m.insert("match".into(), json!(self.record.id));
            m.insert("game".into(), json!(self.kind.game.name()));
            m.insert("title".into(), json!(self.kind.game.title()));
            m.insert("players".into(), json!(self.game.players()));
            m.insert("seats".into(), Self::seats_json(&self.record));
            m.insert("you".into(), json!(viewer.seat()));
            m.insert("step".into(), json!(self.step()));
            m.insert("over".into(), json!(over));
            m.insert("lines".into(), Value::from(lines));
            if over {
                // The seed decides every chance draw: it is told only once nothing is left
                // to draw, inside the log.
                m.insert("log".into(), json!(self.log_json()?));
            }
        }
        Ok(msg)
    }
}
