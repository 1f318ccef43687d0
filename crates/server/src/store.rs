//! Where matches live between moves and across restarts: SQLite by default (one file,
//! created on first start), or PostgreSQL so that several server processes share them.
//!
//! Four tables, the same in both: `matches` (one row per match with its step counter),
//! `seats` (who holds each seat, with the credential's hash), `actions` (one row per
//! step: the action's index) and `chat` (each match's messages, in `chat.rs`). A move is committed by one conditional update of the step
//! counter together with the new action rows, so two moves for the same step can never
//! both land, whichever process sends them.
//!
//! Each backend is one file: `sqlite.rs` (the connection, its writer thread committing
//! moves in groups, in `sqlite/group.rs`, and its checkpointer) and `postgres.rs` (the
//! pool, the notifier and the listener), each operation a method of the backend's type.
//! [`Store`] is the one interface: an enum of the two, whose every method converts its
//! arguments once, hands them to its backend, and shapes what comes back. An enum rather
//! than a `Backend` trait because there are two backends, both known here, and their
//! operations are `async`: a trait would need boxed futures (or `async fn` in a trait,
//! which cannot be made into an object, nor promises `Send` futures) to dispatch at
//! run time, where a `match` costs nothing and keeps each operation's signature plain.
//! The statements both backends run, written for PostgreSQL (SQLite's read them through
//! `lite`), are kept here, with the interface.

use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

mod chat;
mod postgres;
mod presence;
mod record;
mod rematch;
mod schema;
mod sqlite;
pub use postgres::{Changes, PgPool};
pub use presence::{PRESENCE_BEAT_MS, PRESENCE_FRESH_MS};
pub use record::{ChatRecord, ClockWrite, Guard, MatchRecord, SeatRecord, OPEN};
#[cfg(test)]
use schema::SCHEMA_V1;
pub use schema::SCHEMA_VERSION;
pub use sqlite::Sqlite;

/// A storage failure, in a sentence.
#[derive(Debug, thiserror::Error)]
#[error("storage: {0}")]
pub struct StoreError(pub String);

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        StoreError(e.to_string())
    }
}

impl From<tokio_postgres::Error> for StoreError {
    fn from(e: tokio_postgres::Error) -> Self {
        StoreError(e.to_string())
    }
}

/// Most matches the lobby lists (the newest).
const LOBBY_LIMIT: i64 = 500;

/// The database behind a server.
#[derive(Clone)]
pub enum Store {
    /// One SQLite file, used by one process.
    Sqlite(Arc<Sqlite>),
    /// A PostgreSQL database, shared by any number of processes.
    Postgres(Arc<PgPool>),
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Store::Sqlite(_) => f.write_str("Store::Sqlite"),
            Store::Postgres(_) => f.write_str("Store::Postgres"),
        }
    }
}

fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

/// Matches, newest first ([`Store::records`]): one by id (`$1`) or all, those not over
/// only if `$2` is not 0, at most `$3`.
const MATCHES: &str = "SELECT id, game, config, seed, step, over, created, seed_public, undos, \
     clock, deadline, deadline_seat FROM matches \
     WHERE ($1::TEXT IS NULL OR id = $1) AND ($2::BIGINT = 0 OR over = 0) ORDER BY created DESC, id LIMIT $3";
/// The seats of one match (`$1`) or of all, in order ([`Store::records`]).
const SEATS: &str = "SELECT match_id, seat, spec, name, token_hash, stand_in, clock_ms FROM seats \
     WHERE ($1::TEXT IS NULL OR match_id = $1) ORDER BY match_id, seat";
/// A row of [`MATCHES`].
type Row = (
    String,
    String,
    String,
    i64,
    i64,
    i64,
    i64,
    i64,
    i64,
    Option<String>,
    Option<i64>,
    Option<i64>,
);
/// A row of [`SEATS`].
type SeatRow = (
    String,
    i64,
    String,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<i64>,
);
/// The steps of match `$1` whose decision a stand-in made ([`Store::stand_in_steps`]).
const STAND_IN_STEPS: &str =
    "SELECT step FROM actions WHERE match_id = $1 AND stand_in <> 0 ORDER BY step";
/// A change of the clock of match `$1` at step `$2`, only if its deadline is still `$5`
/// ([`Store::set_clock`]): the new deadline `$3` for seat `$4`.
const CLOCK_MATCH: &str = "UPDATE matches SET deadline = $3, deadline_seat = $4 \
     WHERE id = $1 AND step = $2 AND deadline IS NOT DISTINCT FROM $5";
/// The seats' side of a clock change of match `$1`: seat `$2`'s real-time clock set to
/// `$3`, seat `$4` handed to the stand-in `$5` ([`Store::set_clock`]).
const CLOCK_SEATS: &str = "UPDATE seats SET \
     clock_ms = CASE WHEN seat = $2 THEN $3 ELSE clock_ms END, \
     stand_in = CASE WHEN seat = $4 AND spec = 'open' THEN $5 ELSE stand_in END \
     WHERE match_id = $1 AND (seat = $2 OR seat = $4)";
/// The actions of match `$1` from step `$2` on ([`Store::actions_since`]).
const ACTIONS_SINCE: &str =
    "SELECT idx FROM actions WHERE match_id = $1 AND step >= $2 ORDER BY step";
/// An undo's update of the counter of match `$1` from `$2` to `$2 - 1`, if the seat `$3`
/// still holds the credential hashed as `$4` ([`Store::undo`]).
const UNDO_COUNTER: &str = "UPDATE matches SET step = step - 1, over = 0, undos = undos + 1 \
     WHERE id = $1 AND step = $2 AND EXISTS \
     (SELECT 1 FROM seats WHERE match_id = $1 AND seat = $3 AND token_hash = $4)";
/// An undo's removal of the last action (step `$2 - 1`) of match `$1`.
const UNDO_ACTIONS: &str = "DELETE FROM actions WHERE match_id = $1 AND step >= $2 - 1";
/// The step counter of match `$1` ([`Store::step`]).
const STEP: &str = "SELECT step FROM matches WHERE id = $1";

impl Store {
    /// Opens the database named by `db`: a `postgres://` or `postgresql://` URL, or a
    /// SQLite file path (created with its tables if missing).
    pub async fn open(db: &str) -> Result<Store, StoreError> {
        if db.starts_with("postgres://") || db.starts_with("postgresql://") {
            return Ok(Store::Postgres(Arc::new(PgPool::open(db).await?)));
        }
        Ok(Store::Sqlite(Arc::new(Sqlite::open(db).await?)))
    }

    /// The schema version of the database (see [`SCHEMA_VERSION`]).
    pub async fn schema_version(&self) -> Result<i64, StoreError> {
        match self {
            Store::Sqlite(db) => db.schema_version().await,
            Store::Postgres(pool) => pool.schema_version().await,
        }
    }

    /// With PostgreSQL: a stream of the ids of matches that other processes changed (a
    /// move committed, a seat taken or left), from a connection that `LISTEN`s on the
    /// channel every change notifies in the same transaction. `None` for SQLite, which one
    /// process owns. The stream ends if that connection is lost.
    pub async fn listen(&self) -> Result<Option<Changes>, StoreError> {
        let Store::Postgres(pool) = self else {
            return Ok(None);
        };
        Ok(Some(pool.listen().await?))
    }

    /// Whether other processes may change matches behind this one's back (PostgreSQL).
    pub fn shared(&self) -> bool {
        matches!(self, Store::Postgres(_))
    }

    /// Stores a new match (its seats, no actions yet).
    pub async fn create(&self, m: &MatchRecord) -> Result<(), StoreError> {
        let m = m.clone();
        match self {
            Store::Sqlite(db) => db.create(m).await,
            Store::Postgres(pool) => pool.create(m).await,
        }
    }

    /// Appends `indices` as the steps from `from` on and sets the step counter past them,
    /// only if the counter still reads `from` (and, with a guard, the seat still holds
    /// that credential). Returns false, changing nothing, when it does not.
    pub async fn commit(
        &self,
        id: &str,
        from: u64,
        indices: &[usize],
        over: bool,
        guard: Option<Guard<'_>>,
    ) -> Result<bool, StoreError> {
        let step = Step {
            indices,
            over,
            clock: ClockWrite::default(),
            stand_in: false,
        };
        self.commit_step(id, from, step, guard).await
    }

    /// [`Store::commit`] with the clock's change (in the same transaction: a restart,
    /// or another process, reads the deadline the move started) and whether the step's
    /// decision was a stand-in's.
    pub async fn commit_step(
        &self,
        id: &str,
        from: u64,
        step: Step<'_>,
        guard: Option<Guard<'_>>,
    ) -> Result<bool, StoreError> {
        let seat = guard.map(|g| g.seat as i64);
        let hash = guard.map(|g| g.token_hash.to_string());
        let job = StoredStep {
            indices: step.indices.iter().map(|&i| i as i64).collect(),
            over: step.over,
            clock: step.clock,
            stand_in: step.stand_in,
        };
        match self {
            Store::Sqlite(db) => db.commit(id, from, job, seat, hash).await,
            Store::Postgres(pool) => pool.commit(id, from, job, seat, hash).await,
        }
    }

    /// Changes the clock of match `id` (and, for an expiry, hands `stand_in`'s seat to
    /// its bot) in one transaction, only if the match is still at `step` with the
    /// deadline `expected`: of two processes acting on one expiry, the second changes
    /// nothing. Returns whether it changed.
    pub async fn set_clock(
        &self,
        id: &str,
        step: u64,
        expected: Option<i64>,
        write: ClockWrite,
        stand_in: Option<(usize, &str)>,
    ) -> Result<bool, StoreError> {
        let args = ClockArgs {
            id: id.to_string(),
            step: step as i64,
            expected,
            deadline: write.deadline,
            deadline_seat: write.deadline_seat.map(|s| s as i64),
            ms_seat: write.seat_ms.map(|(s, _)| s as i64),
            ms: write.seat_ms.map(|(_, ms)| ms),
            stand_in_seat: stand_in.map(|(s, _)| s as i64),
            stand_in: stand_in.map(|(_, b)| b.to_string()),
        };
        match self {
            Store::Sqlite(db) => db.set_clock(args).await,
            Store::Postgres(pool) => pool.set_clock(args).await,
        }
    }

    /// The steps of match `id` whose decision a stand-in made, in order.
    pub async fn stand_in_steps(&self, id: &str) -> Result<Vec<u64>, StoreError> {
        let raw: Vec<i64> = match self {
            Store::Sqlite(db) => db.query_i64(STAND_IN_STEPS, id.to_string()).await?,
            Store::Postgres(pool) => pool.query_i64(STAND_IN_STEPS, id.to_string()).await?,
        };
        Ok(raw.into_iter().map(|s| s.max(0) as u64).collect())
    }

    /// Takes back the last step of match `id`: removes its action and sets the step
    /// counter to `step - 1` (counting the undo), in one transaction, only if the counter
    /// still reads `step` and `seat` still holds the credential hashed as `token_hash`.
    /// Returns false, changing nothing, when it does not: a repeated or late undo finds
    /// the counter moved.
    pub async fn undo(
        &self,
        id: &str,
        step: u64,
        seat: usize,
        token_hash: &str,
    ) -> Result<bool, StoreError> {
        if step == 0 {
            return Ok(false);
        }
        let (id, hash) = (id.to_string(), token_hash.to_string());
        let (step, seat) = (step as i64, seat as i64);
        match self {
            Store::Sqlite(db) => db.undo(id, step, seat, hash).await,
            Store::Postgres(pool) => pool.undo(id, step, seat, hash).await,
        }
    }

    /// Gives an open, unheld seat to `name` with the credential hashed as `token_hash`;
    /// false if the seat is a bot's or already held.
    pub async fn take_seat(
        &self,
        id: &str,
        seat: usize,
        name: &str,
        token_hash: &str,
    ) -> Result<bool, StoreError> {
        const SQL: &str =
            "UPDATE seats SET name = $1, token_hash = $2 WHERE match_id = $3 AND seat = $4 \
                           AND spec = 'open' AND token_hash IS NULL";
        self.update_seat(SQL, Some(name), Some(token_hash), id, seat)
            .await
    }

    /// Frees a seat held with the credential hashed as `token_hash`; false if it is not.
    pub async fn free_seat(
        &self,
        id: &str,
        seat: usize,
        token_hash: &str,
    ) -> Result<bool, StoreError> {
        const SQL: &str =
            "UPDATE seats SET name = NULL, token_hash = NULL WHERE match_id = $3 AND seat = $4 \
                           AND token_hash = $2 AND ($1::TEXT IS NULL OR TRUE)";
        self.update_seat(SQL, None, Some(token_hash), id, seat)
            .await
    }

    /// Hands a person's seat to the bot `spec` while its person is away; false if the
    /// seat is a bot's or already has a stand-in.
    pub async fn hand_to_bot(&self, id: &str, seat: usize, spec: &str) -> Result<bool, StoreError> {
        const SQL: &str = "UPDATE seats SET stand_in = $1 WHERE match_id = $3 AND seat = $4 \
                           AND spec = 'open' AND stand_in IS NULL AND ($2::TEXT IS NULL OR TRUE)";
        self.update_seat(SQL, Some(spec), None, id, seat).await
    }

    /// Gives a seat back to its person (the credential hashed as `token_hash`): its
    /// stand-in stops; false if it had none or the credential does not hold it.
    pub async fn reclaim_seat(
        &self,
        id: &str,
        seat: usize,
        token_hash: &str,
    ) -> Result<bool, StoreError> {
        const SQL: &str = "UPDATE seats SET stand_in = NULL WHERE match_id = $3 AND seat = $4 \
                           AND token_hash = $2 AND stand_in IS NOT NULL AND ($1::TEXT IS NULL OR TRUE)";
        self.update_seat(SQL, None, Some(token_hash), id, seat)
            .await
    }

    async fn update_seat(
        &self,
        sql: &'static str,
        name: Option<&str>,
        hash: Option<&str>,
        id: &str,
        seat: usize,
    ) -> Result<bool, StoreError> {
        let (name, hash, id) = (
            name.map(str::to_string),
            hash.map(str::to_string),
            id.to_string(),
        );
        let seat = seat as i64;
        match self {
            Store::Sqlite(db) => db.update_seat(sql, name, hash, id, seat).await,
            Store::Postgres(pool) => pool.update_seat(sql, name, hash, id, seat).await,
        }
    }

    /// The match `id` and every action committed to it, in order; `None` if unknown.
    pub async fn load(&self, id: &str) -> Result<Option<(MatchRecord, Vec<usize>)>, StoreError> {
        let Some(record) = self.record(id).await? else {
            return Ok(None);
        };
        let actions = self.actions_since(id, 0).await?;
        Ok(Some((record, actions)))
    }

    /// The match `id` with its seats, without actions.
    pub async fn record(&self, id: &str) -> Result<Option<MatchRecord>, StoreError> {
        let mut list = self.records(Some(id.to_string()), false).await?;
        Ok(list.pop())
    }

    /// Matches, newest first: one by id, or all (`unfinished` keeps those not over).
    pub async fn records(
        &self,
        id: Option<String>,
        unfinished: bool,
    ) -> Result<Vec<MatchRecord>, StoreError> {
        // The lobby lists the newest; a restart resumes every unfinished match.
        let limit: i64 = if unfinished { i64::MAX } else { LOBBY_LIMIT };
        let flag = i64::from(unfinished);
        let (rows, seat_rows): (Vec<Row>, Vec<SeatRow>) = match self {
            Store::Sqlite(db) => db.records(id, flag, limit).await?,
            Store::Postgres(pool) => pool.records(id, flag, limit).await?,
        };
        let mut out: Vec<MatchRecord> = rows
            .into_iter()
            .map(
                |(
                    id,
                    game,
                    config_json,
                    seed,
                    step,
                    over,
                    created,
                    seed_public,
                    undos,
                    clock,
                    deadline,
                    deadline_seat,
                )| {
                    MatchRecord {
                        id,
                        game,
                        config_json,
                        seed: seed as u64,
                        seed_public: seed_public != 0,
                        seats: Vec::new(),
                        step: step.max(0) as u64,
                        over: over != 0,
                        created,
                        undos: undos.max(0) as u64,
                        clock,
                        deadline,
                        deadline_seat: deadline_seat.and_then(|s| usize::try_from(s).ok()),
                    }
                },
            )
            .collect();
        for (match_id, _seat, spec, name, token_hash, stand_in, clock_ms) in seat_rows {
            if let Some(m) = out.iter_mut().find(|m| m.id == match_id) {
                m.seats.push(SeatRecord {
                    spec,
                    name,
                    token_hash,
                    stand_in,
                    clock_ms,
                });
            }
        }
        Ok(out)
    }

    /// The actions of match `id` from step `from` on, in order.
    pub async fn actions_since(&self, id: &str, from: u64) -> Result<Vec<usize>, StoreError> {
        let id = id.to_string();
        let from = from as i64;
        let raw: Vec<i64> = match self {
            Store::Sqlite(db) => db.actions_since(id, from).await?,
            Store::Postgres(pool) => pool.actions_since(id, from).await?,
        };
        raw.into_iter()
            .map(|i| {
                usize::try_from(i)
                    .map_err(|_| StoreError(format!("a stored action index {i} is negative")))
            })
            .collect()
    }

    /// The step counters of the matches `ids` that exist, in one query.
    pub async fn steps(&self, ids: &[String]) -> Result<Vec<(String, u64)>, StoreError> {
        let rows: Vec<(String, i64)> = match self {
            Store::Sqlite(db) => db.steps(ids).await?,
            Store::Postgres(pool) => pool.steps(ids).await?,
        };
        Ok(rows
            .into_iter()
            .map(|(id, s)| (id, s.max(0) as u64))
            .collect())
    }

    /// The current step counter of match `id` (`None` if unknown).
    pub async fn step(&self, id: &str) -> Result<Option<u64>, StoreError> {
        let id = id.to_string();
        let v: Option<i64> = match self {
            Store::Sqlite(db) => db.step(id).await?,
            Store::Postgres(pool) => pool.step(id).await?,
        };
        Ok(v.map(|s| s.max(0) as u64))
    }
}

/// A step as the store commits it ([`Store::commit_step`]).
#[derive(Debug, Clone, Copy)]
pub struct Step<'a> {
    /// The action indices: the decision (if any) and the chance draws after it.
    pub indices: &'a [usize],
    /// Whether the game is over after them.
    pub over: bool,
    /// The clock's change.
    pub clock: ClockWrite,
    /// Whether the first index is a stand-in's decision for an away person.
    pub stand_in: bool,
}

/// A step as the backends write it.
#[derive(Debug)]
pub(crate) struct StoredStep {
    pub(crate) indices: Vec<i64>,
    pub(crate) over: bool,
    pub(crate) clock: ClockWrite,
    pub(crate) stand_in: bool,
}

impl StoredStep {
    /// The `actions.stand_in` flag of each index: the decision's, then the draws' (0).
    pub(crate) fn flags(&self) -> Vec<i64> {
        (0..self.indices.len())
            .map(|k| i64::from(k == 0 && self.stand_in))
            .collect()
    }

    /// The seat and time of a seat's real-time clock that stopped, as stored.
    pub(crate) fn seat_ms(&self) -> (Option<i64>, Option<i64>) {
        match self.clock.seat_ms {
            Some((seat, ms)) => (Some(seat as i64), Some(ms)),
            None => (None, None),
        }
    }
}

/// The arguments of [`Store::set_clock`], as stored ([`CLOCK_MATCH`], [`CLOCK_SEATS`]).
#[derive(Debug, Clone)]
pub(crate) struct ClockArgs {
    pub(crate) id: String,
    pub(crate) step: i64,
    pub(crate) expected: Option<i64>,
    pub(crate) deadline: Option<i64>,
    pub(crate) deadline_seat: Option<i64>,
    pub(crate) ms_seat: Option<i64>,
    pub(crate) ms: Option<i64>,
    pub(crate) stand_in_seat: Option<i64>,
    pub(crate) stand_in: Option<String>,
}

/// A new record's creation time.
pub fn created_now() -> i64 {
    now()
}

#[cfg(test)]
mod tests;
