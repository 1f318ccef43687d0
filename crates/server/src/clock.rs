//! Match clocks: what a creator may ask for (none, real-time, turn-based), checked into a
//! [`Clock`], and the rules that say whose clock runs and how long it gets.
//!
//! A real-time clock gives each person's seat `minutes` for the whole match plus
//! `increment_seconds` after each of its moves; a turn-based clock gives the seat to
//! act `hours` for each move. Only a person's seat that its person plays has a running
//! clock: a bot's seat and a seat its stand-in plays never do, and no clock runs until
//! every person's seat is taken. When the running clock runs out, the seat is handed
//! to the clock's bot (its stand-in) until its person says `hello` again.

use nile_core::sentence;
use serde::{Deserialize, Serialize};

use crate::bots::check_spec;
use crate::catalog::GameKind;
use crate::error::ServerError;
use crate::store::{ClockWrite, MatchRecord, OPEN};
use crate::texts::TEXTS;

/// The bot that plays a seat whose time ran out, unless the creator names another.
pub const DEFAULT_BOT: &str = "medium";

/// Shortest and longest real-time allowance, in minutes (0.02 min = 1.2 s: short clocks
/// are for tests and lessons; 600 min = 10 h).
const MINUTES: (f64, f64) = (0.02, 600.0);
/// Longest real-time increment, in seconds.
const MAX_INCREMENT_SECONDS: f64 = 600.0;
/// Shortest and longest turn-based allowance, in hours (0.0005 h = 1.8 s; 720 h = 30
/// days).
const HOURS: (f64, f64) = (0.0005, 720.0);

/// A clock as `POST /api/matches` takes it (`"clock"`), and as it is stored and shown.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClockRequest {
    /// `"none"`, `"realtime"` or `"turn"`.
    pub kind: String,
    /// Real-time: each seat's time for the match, in minutes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minutes: Option<f64>,
    /// Real-time: the time added after each of a seat's moves, in seconds (0 if absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub increment_seconds: Option<f64>,
    /// Turn-based: the time for each move, in hours.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hours: Option<f64>,
    /// What happens when a clock runs out: `"bot"` (the only rule offered).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub on_expiry: Option<String>,
    /// The bot that plays a seat whose time ran out (a bot spec; `medium` if absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<String>,
}

/// How a clock counts.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Mode {
    /// Each seat's time for the match, and the time added after each of its moves.
    Realtime { base_ms: i64, increment_ms: i64 },
    /// The time for each move.
    Turn { per_move_ms: i64 },
}

/// A checked clock.
#[derive(Debug, Clone, PartialEq)]
pub struct Clock {
    /// How it counts.
    pub mode: Mode,
    /// The bot that plays a seat whose time ran out.
    pub bot: String,
    /// The clock as stored and shown (normalised: defaults filled in).
    pub json: String,
}

/// A number of the request within `range`, or a sentence saying what is allowed.
fn within(name: &str, value: Option<f64>, range: (f64, f64)) -> Result<f64, ServerError> {
    let Some(v) = value else {
        return Err(ServerError::BadRequest(sentence!(
            TEXTS,
            "clock-needs",
            field = name,
            from = range.0.to_string(),
            to = range.1.to_string()
        )));
    };
    if !v.is_finite() || v < range.0 || v > range.1 {
        return Err(ServerError::BadRequest(sentence!(
            TEXTS,
            "clock-range",
            field = name,
            from = range.0.to_string(),
            to = range.1.to_string(),
            value = v.to_string()
        )));
    }
    Ok(v)
}

/// Refuses a field that the clock's kind does not use, so a typo is not silently lost.
fn unused(name: &str, value: Option<f64>, kind: &str) -> Result<(), ServerError> {
    match value {
        Some(_) => Err(ServerError::BadRequest(sentence!(
            TEXTS,
            "clock-unused",
            kind = kind,
            field = name
        ))),
        None => Ok(()),
    }
}

impl ClockRequest {
    /// Checks the request for the game `kind`: `None` for no clock, the clock, or a
    /// sentence saying what is wrong.
    pub fn check(&self, kind: Option<&GameKind>) -> Result<Option<Clock>, ServerError> {
        let mode = match self.kind.as_str() {
            "none" => {
                unused("minutes", self.minutes, "none")?;
                unused("hours", self.hours, "none")?;
                return Ok(None);
            }
            "realtime" => {
                unused("hours", self.hours, "realtime")?;
                let minutes = within("minutes", self.minutes, MINUTES)?;
                let inc = within(
                    "increment_seconds",
                    Some(self.increment_seconds.unwrap_or(0.0)),
                    (0.0, MAX_INCREMENT_SECONDS),
                )?;
                Mode::Realtime {
                    base_ms: (minutes * 60_000.0).round() as i64,
                    increment_ms: (inc * 1000.0).round() as i64,
                }
            }
            "turn" => {
                unused("minutes", self.minutes, "turn")?;
                unused("increment_seconds", self.increment_seconds, "turn")?;
                let hours = within("hours", self.hours, HOURS)?;
                Mode::Turn {
                    per_move_ms: (hours * 3_600_000.0).round() as i64,
                }
            }
            other => {
                return Err(ServerError::BadRequest(sentence!(
                    TEXTS,
                    "clock-kind",
                    kind = other.chars().take(32).collect::<String>()
                )))
            }
        };
        match self.on_expiry.as_deref() {
            None | Some("bot") => {}
            Some(other) => {
                return Err(ServerError::BadRequest(sentence!(
                    TEXTS,
                    "clock-on-expiry",
                    asked = other.chars().take(32).collect::<String>()
                )))
            }
        }
        let bot = self
            .bot
            .as_deref()
            .unwrap_or(DEFAULT_BOT)
            .trim()
            .to_ascii_lowercase();
        if bot == OPEN {
            return Err(ServerError::BadRequest(sentence!(TEXTS, "clock-bot-open")));
        }
        check_spec(&bot)?;
        if let Some(kind) = kind {
            kind.agents.agent(&bot, 0)?;
        }
        let normal = ClockRequest {
            kind: self.kind.clone(),
            minutes: self.minutes,
            increment_seconds: match mode {
                Mode::Realtime { .. } => Some(self.increment_seconds.unwrap_or(0.0)),
                Mode::Turn { .. } => None,
            },
            hours: self.hours,
            on_expiry: Some("bot".into()),
            bot: Some(bot.clone()),
        };
        let json = serde_json::to_string(&normal).map_err(|e| {
            ServerError::BadRequest(sentence!(TEXTS, "clock-unwritten", detail = e.to_string()))
        })?;
        Ok(Some(Clock { mode, bot, json }))
    }
}

impl Clock {
    /// The clock stored as `json` (checked again: the store holds what a check wrote).
    pub fn parse(json: &str) -> Result<Clock, String> {
        let req: ClockRequest =
            serde_json::from_str(json).map_err(|e| format!("a stored clock does not read: {e}"))?;
        match req.check(None) {
            Ok(Some(clock)) => Ok(clock),
            Ok(None) => Err("a stored clock says \"none\"".into()),
            Err(e) => Err(format!("a stored clock is refused: {e}")),
        }
    }

    /// A person's seat's real-time clock at the start of the match (`None` otherwise).
    pub fn initial_ms(&self) -> Option<i64> {
        match self.mode {
            Mode::Realtime { base_ms, .. } => Some(base_ms),
            Mode::Turn { .. } => None,
        }
    }

    /// How long a seat's turn may last from its start, given its real-time clock.
    fn allowance(&self, left: Option<i64>) -> i64 {
        match self.mode {
            Mode::Realtime { base_ms, .. } => left.unwrap_or(base_ms).max(0),
            Mode::Turn { per_move_ms } => per_move_ms,
        }
    }

    /// The real-time clock of a seat whose turn ends at `now` with the deadline
    /// `deadline`: what was left, plus the increment if the seat moved.
    fn stopped(&self, deadline: i64, now: i64, moved: bool) -> Option<i64> {
        match self.mode {
            Mode::Realtime { increment_ms, .. } => {
                Some((deadline - now).max(0) + if moved { increment_ms } else { 0 })
            }
            Mode::Turn { .. } => None,
        }
    }

    /// The clock change when `record`'s running clock should run for `want` instead, at
    /// `now`: the stopped seat keeps what it had left (`moved`: plus the increment), the
    /// started one gets its allowance. `None` when nothing changes.
    pub fn change(
        &self,
        record: &MatchRecord,
        want: Option<usize>,
        now: i64,
        moved: bool,
    ) -> Option<ClockWrite> {
        let running = record.deadline_seat.zip(record.deadline);
        if running.map(|(s, _)| s) == want && !moved {
            return None;
        }
        let seat_ms = running
            .and_then(|(seat, deadline)| self.stopped(deadline, now, moved).map(|ms| (seat, ms)));
        let started = want.map(|seat| {
            let left = match seat_ms {
                Some((s, ms)) if s == seat => Some(ms),
                _ => record.seats.get(seat).and_then(|s| s.clock_ms),
            };
            (seat, now + self.allowance(left))
        });
        Some(ClockWrite {
            deadline: started.map(|(_, d)| d),
            deadline_seat: started.map(|(s, _)| s),
            seat_ms,
        })
    }

    /// The real-time clock a seat whose time ran out gets for when its person comes
    /// back: the match's starting time (so the person is not handed back a seat that
    /// runs out at once).
    pub fn after_expiry(&self) -> Option<i64> {
        self.initial_ms()
    }
}

/// The seat whose clock should run in `record` when `to_act` is to act: a person's seat
/// its person plays (no stand-in), once every person's seat is taken, in a game not
/// over. Bots' seats never have a running clock.
pub fn clock_seat(record: &MatchRecord, to_act: Option<usize>, over: bool) -> Option<usize> {
    if over || record.clock.is_none() {
        return None;
    }
    let all_taken = record
        .seats
        .iter()
        .all(|s| s.spec != OPEN || s.token_hash.is_some());
    let seat = record.seats.get(to_act?)?;
    (all_taken && seat.spec == OPEN && seat.stand_in.is_none()).then_some(to_act?)
}

/// Milliseconds since the Unix epoch, the clocks' time.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// Applies a committed clock change to the record held in memory.
pub fn apply(record: &mut MatchRecord, write: ClockWrite) {
    record.deadline = write.deadline;
    record.deadline_seat = write.deadline_seat;
    if let Some((seat, ms)) = write.seat_ms {
        if let Some(s) = record.seats.get_mut(seat) {
            s.clock_ms = Some(ms);
        }
    }
}

/// The `clock` member of a summary and a `state`: the clock as chosen, each seat's
/// real-time clock at the start of its turn (`null` for bots' seats and turn-based
/// clocks), and the running deadline with its seat; `null` for a match without a clock.
pub fn clock_json(record: &MatchRecord) -> serde_json::Value {
    let Some(json) = record.clock.as_deref() else {
        return serde_json::Value::Null;
    };
    let mut value: serde_json::Value =
        serde_json::from_str(json).unwrap_or(serde_json::Value::Null);
    if let Some(obj) = value.as_object_mut() {
        let remaining: Vec<Option<i64>> = record.seats.iter().map(|s| s.clock_ms).collect();
        obj.insert("remaining_ms".into(), serde_json::json!(remaining));
        obj.insert("deadline".into(), serde_json::json!(record.deadline));
        obj.insert(
            "deadline_seat".into(),
            serde_json::json!(record.deadline_seat),
        );
    }
    value
}

#[cfg(test)]
mod tests {
    use super::*;

    fn req(json: &str) -> Result<Option<Clock>, ServerError> {
        serde_json::from_str::<ClockRequest>(json)
            .map_err(|e| crate::http::unreadable_body(&e))?
            .check(None)
    }

    #[test]
    fn kinds_and_ranges() {
        assert!(req(r#"{"kind":"none"}"#).unwrap().is_none());
        let c = req(r#"{"kind":"realtime","minutes":10,"increment_seconds":5}"#)
            .unwrap()
            .unwrap();
        assert_eq!(
            c.mode,
            Mode::Realtime {
                base_ms: 600_000,
                increment_ms: 5_000
            }
        );
        assert_eq!(c.bot, "medium");
        let t = req(r#"{"kind":"turn","hours":24,"bot":"easy"}"#)
            .unwrap()
            .unwrap();
        assert_eq!(
            t.mode,
            Mode::Turn {
                per_move_ms: 86_400_000
            }
        );
        assert_eq!(Clock::parse(&t.json).unwrap(), t);
        for bad in [
            r#"{"kind":"realtime"}"#,
            r#"{"kind":"realtime","minutes":0}"#,
            r#"{"kind":"realtime","minutes":1,"increment_seconds":-1}"#,
            r#"{"kind":"turn","hours":1000}"#,
            r#"{"kind":"turn","hours":1,"minutes":3}"#,
            r#"{"kind":"turn","hours":1,"on_expiry":"forfeit"}"#,
            r#"{"kind":"turn","hours":1,"bot":"open"}"#,
            r#"{"kind":"sandglass"}"#,
        ] {
            let e = req(bad).unwrap_err();
            assert_eq!(e.code(), "bad_request", "{bad}");
        }
    }
}
