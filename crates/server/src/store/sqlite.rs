//! The SQLite backend: one file, used by one process. The connection, the writer thread
//! that commits moves in groups ([`group`]), the checkpointer thread, and each of the
//! store's operations as a method of [`Sqlite`], which [`Store`](super::Store) calls.

use std::sync::{Arc, Mutex};

pub(super) mod group;
use group::{brief_wait, checkpoints, group_commits, CommitJob, PAGE_SIZE};

use super::schema::{create_private, migration, sqlite_version, SCHEMA_VERSION};
use super::{ClockArgs, MatchRecord, Row, SeatRow, StoreError, StoredStep};

/// One SQLite file: the connection, and the thread that commits moves on it.
pub struct Sqlite {
    pub(super) conn: Arc<Mutex<rusqlite::Connection>>,
    commits: std::sync::mpsc::Sender<CommitJob>,
    /// Wakes the checkpointer thread after a write (it never blocks the writer).
    written: std::sync::mpsc::SyncSender<()>,
}

/// Runs `f` on the SQLite connection on a blocking thread, so a disk write never holds
/// up the async workers that serve other matches.
/// Then wakes the checkpointer, which copies what was written into the database file.
pub(super) async fn sqlite<T: Send + 'static>(
    db: &Sqlite,
    f: impl FnOnce(&mut rusqlite::Connection) -> Result<T, StoreError> + Send + 'static,
) -> Result<T, StoreError> {
    let conn = Arc::clone(&db.conn);
    let written = db.written.clone();
    tokio::task::spawn_blocking(move || {
        let mut guard = conn
            .lock()
            .map_err(|_| StoreError("the database connection was poisoned".into()))?;
        let result = f(&mut guard);
        // A full channel means a wake-up is already waiting.
        let _ = written.try_send(());
        result
    })
    .await
    .map_err(|e| StoreError(format!("a database task failed: {e}")))?
}

/// A statement written for PostgreSQL (`$1`, casts) as SQLite reads it: `?1` is the
/// first parameter by number wherever it appears, and casts are dropped.
pub(super) fn lite(sql: &str) -> String {
    sql.replace("::TEXT", "")
        .replace("::BIGINT", "")
        .replace('$', "?")
}

impl Sqlite {
    /// Opens the SQLite file at `db` (created with its tables if missing) and starts its
    /// writer and checkpointer threads.
    pub(super) async fn open(db: &str) -> Result<Sqlite, StoreError> {
        let path = db.to_string();
        let (conn, checkpointer) = tokio::task::spawn_blocking(move || -> Result<_, StoreError> {
            create_private(&path)?;
            let mut conn = rusqlite::Connection::open(&path)
                .map_err(|e| StoreError(format!("cannot open {path}: {e}")))?;
            // Only a new, empty file takes it (a database made earlier keeps its pages).
            conn.pragma_update(None, "page_size", PAGE_SIZE)?;
            // WAL with synchronous=NORMAL: a committed transaction survives the process
            // being killed (it is in the OS's cache), at a fraction of a full sync's cost.
            conn.pragma_update(None, "journal_mode", "WAL")?;
            conn.pragma_update(None, "synchronous", "NORMAL")?;
            conn.busy_handler(Some(brief_wait))?;
            // The schema is created, or brought to this release's version, in one
            // transaction: a crash midway leaves the database as it was.
            let version = sqlite_version(&conn)?;
            if version != SCHEMA_VERSION {
                let sql = migration(version)?;
                let tx = conn.transaction()?;
                tx.execute_batch(&sql)?;
                tx.commit()?;
                if version > 0 {
                    tracing::info!(from = version, to = SCHEMA_VERSION, "database upgraded");
                }
            }
            // Checkpoints are the checkpointer thread's, on a connection of its own, off
            // the commits' path (see `checkpoints`).
            let mut checkpointer = rusqlite::Connection::open(&path)
                .map_err(|e| StoreError(format!("cannot open {path}: {e}")))?;
            checkpointer.busy_handler(Some(brief_wait))?;
            conn.pragma_update(None, "wal_autocheckpoint", 0)?;
            // The log's file is cut back to this size when it starts again from its
            // beginning, so a burst does not leave a large file behind.
            for c in [&conn, &checkpointer] {
                c.pragma_update(None, "journal_size_limit", 32 * 1024 * 1024)?;
            }
            Ok((conn, checkpointer))
        })
        .await
        .map_err(|e| StoreError(e.to_string()))??;
        let conn = Arc::new(Mutex::new(conn));
        let (commits, jobs) = std::sync::mpsc::channel();
        let writer = Arc::clone(&conn);
        let (written, nudges) = std::sync::mpsc::sync_channel(1);
        let nudge = written.clone();
        // Ends when the store (every sender) is dropped.
        std::thread::Builder::new()
            .name("nile-sqlite-commits".into())
            .spawn(move || group_commits(writer, jobs, nudge))
            .map_err(|e| StoreError(format!("cannot start the SQLite writer thread: {e}")))?;
        // Ends with the store and the writer thread.
        std::thread::Builder::new()
            .name("nile-sqlite-checkpoints".into())
            .spawn(move || checkpoints(checkpointer, nudges))
            .map_err(|e| StoreError(format!("cannot start the SQLite checkpoint thread: {e}")))?;
        Ok(Sqlite {
            conn,
            commits,
            written,
        })
    }

    /// [`Store::schema_version`](super::Store::schema_version).
    pub(super) async fn schema_version(&self) -> Result<i64, StoreError> {
        sqlite(self, |c| sqlite_version(c)).await
    }

    /// [`Store::create`](super::Store::create).
    pub(super) async fn create(&self, m: MatchRecord) -> Result<(), StoreError> {
        sqlite(self, move |c| {
            let tx = c.transaction()?;
            tx.prepare_cached(
                "INSERT INTO matches (id, game, config, seed, step, over, created, seed_public, clock) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            )?
            .execute(rusqlite::params![
                m.id,
                m.game,
                m.config_json,
                m.seed as i64,
                m.step as i64,
                i64::from(m.over),
                m.created,
                i64::from(m.seed_public),
                m.clock
            ])?;
            let mut insert = tx.prepare_cached(
                "INSERT INTO seats (match_id, seat, spec, name, token_hash, clock_ms) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?;
            for (i, s) in m.seats.iter().enumerate() {
                insert.execute(rusqlite::params![
                    m.id,
                    i as i64,
                    s.spec,
                    s.name,
                    s.token_hash,
                    s.clock_ms
                ])?;
            }
            drop(insert);
            tx.commit()?;
            Ok(())
        })
        .await
    }

    /// [`Store::commit`](super::Store::commit), with its arguments as stored.
    pub(super) async fn commit(
        &self,
        id: &str,
        from: u64,
        step: StoredStep,
        seat: Option<i64>,
        hash: Option<String>,
    ) -> Result<bool, StoreError> {
        // The writer thread commits it, with the moves of other matches waiting
        // at the same moment, and answers once the transaction is committed.
        let (answer, answered) = tokio::sync::oneshot::channel();
        let job = CommitJob {
            id: id.to_string(),
            from: from as i64,
            step,
            seat,
            hash,
            answer,
        };
        self.commits
            .send(job)
            .map_err(|_| StoreError("the SQLite writer thread has stopped".into()))?;
        answered
            .await
            .map_err(|_| StoreError("the SQLite writer thread has stopped".into()))?
    }

    /// [`Store::undo`](super::Store::undo), as stored: the counter's conditional update
    /// and the action's removal in one transaction.
    pub(super) async fn undo(
        &self,
        id: String,
        step: i64,
        seat: i64,
        hash: String,
    ) -> Result<bool, StoreError> {
        sqlite(self, move |c| {
            let tx = c.transaction()?;
            let changed = tx
                .prepare_cached(&lite(super::UNDO_COUNTER))?
                .execute(rusqlite::params![id, step, seat, hash])?;
            if changed != 1 {
                return Ok(false);
            }
            tx.prepare_cached(&lite(super::UNDO_ACTIONS))?
                .execute(rusqlite::params![id, step])?;
            tx.commit()?;
            Ok(true)
        })
        .await
    }

    /// [`Store::set_clock`](super::Store::set_clock), as stored: the conditional update
    /// of the match's deadline, then its seats', in one transaction.
    pub(super) async fn set_clock(&self, a: ClockArgs) -> Result<bool, StoreError> {
        use super::{CLOCK_MATCH, CLOCK_SEATS};
        sqlite(self, move |c| {
            let tx = c.transaction()?;
            let changed = tx
                .prepare_cached(&lite(CLOCK_MATCH).replace("IS NOT DISTINCT FROM", "IS"))?
                .execute(rusqlite::params![
                    a.id,
                    a.step,
                    a.deadline,
                    a.deadline_seat,
                    a.expected
                ])?;
            if changed != 1 {
                return Ok(false);
            }
            tx.prepare_cached(&lite(CLOCK_SEATS))?
                .execute(rusqlite::params![
                    a.id,
                    a.ms_seat,
                    a.ms,
                    a.stand_in_seat,
                    a.stand_in
                ])?;
            tx.commit()?;
            Ok(true)
        })
        .await
    }

    /// The first column of `sql` (written for PostgreSQL), for the match `id`.
    pub(super) async fn query_i64(
        &self,
        sql: &'static str,
        id: String,
    ) -> Result<Vec<i64>, StoreError> {
        sqlite(self, move |c| {
            let mut st = c.prepare_cached(&lite(sql))?;
            let v = st
                .query_map(rusqlite::params![id], |r| r.get(0))?
                .collect::<Result<Vec<i64>, _>>()?;
            Ok(v)
        })
        .await
    }

    /// Runs the seat update `sql` (written for PostgreSQL); whether it changed the seat.
    pub(super) async fn update_seat(
        &self,
        sql: &'static str,
        name: Option<String>,
        hash: Option<String>,
        id: String,
        seat: i64,
    ) -> Result<bool, StoreError> {
        sqlite(self, move |c| {
            let n = c
                .prepare_cached(&lite(sql))?
                .execute(rusqlite::params![name, hash, id, seat])?;
            Ok(n == 1)
        })
        .await
    }

    /// The rows of [`MATCHES`](super::MATCHES) and [`SEATS`](super::SEATS).
    pub(super) async fn records(
        &self,
        id: Option<String>,
        flag: i64,
        limit: i64,
    ) -> Result<(Vec<Row>, Vec<SeatRow>), StoreError> {
        use super::{MATCHES, SEATS};
        sqlite(self, move |c| {
            let mut st = c.prepare_cached(&lite(MATCHES))?;
            let rows = st
                .query_map(rusqlite::params![id, flag, limit], |r| {
                    Ok((
                        r.get(0)?,
                        r.get(1)?,
                        r.get(2)?,
                        r.get(3)?,
                        r.get(4)?,
                        r.get(5)?,
                        r.get(6)?,
                        r.get(7)?,
                        r.get(8)?,
                        r.get(9)?,
                        r.get(10)?,
                        r.get(11)?,
                    ))
                })?
                .collect::<Result<Vec<Row>, _>>()?;
            let mut st = c.prepare_cached(&lite(SEATS))?;
            let seats = st
                .query_map(rusqlite::params![id], |r| {
                    Ok((
                        r.get(0)?,
                        r.get(1)?,
                        r.get(2)?,
                        r.get(3)?,
                        r.get(4)?,
                        r.get(5)?,
                        r.get(6)?,
                    ))
                })?
                .collect::<Result<Vec<SeatRow>, _>>()?;
            Ok((rows, seats))
        })
        .await
    }

    /// The stored indices of [`ACTIONS_SINCE`](super::ACTIONS_SINCE).
    pub(super) async fn actions_since(
        &self,
        id: String,
        from: i64,
    ) -> Result<Vec<i64>, StoreError> {
        use super::ACTIONS_SINCE as SQL;
        sqlite(self, move |c| {
            let mut st = c.prepare_cached(&lite(SQL))?;
            let v = st
                .query_map(rusqlite::params![id, from], |r| r.get(0))?
                .collect::<Result<Vec<i64>, _>>()?;
            Ok(v)
        })
        .await
    }

    /// [`Store::steps`](super::Store::steps), as stored.
    pub(super) async fn steps(&self, ids: &[String]) -> Result<Vec<(String, i64)>, StoreError> {
        let ids = ids.to_vec();
        sqlite(self, move |c| {
            let mut st = c.prepare_cached("SELECT id, step FROM matches WHERE id = ?1")?;
            let mut out = Vec::new();
            for id in &ids {
                let mut rows = st.query(rusqlite::params![id])?;
                if let Some(r) = rows.next()? {
                    out.push((r.get(0)?, r.get(1)?));
                }
            }
            Ok(out)
        })
        .await
    }

    /// [`Store::step`](super::Store::step), as stored.
    pub(super) async fn step(&self, id: String) -> Result<Option<i64>, StoreError> {
        use super::STEP as SQL;
        sqlite(self, move |c| {
            use rusqlite::OptionalExtension;
            Ok(c.prepare_cached(&lite(SQL))?
                .query_row(rusqlite::params![id], |r| r.get(0))
                .optional()?)
        })
        .await
    }
}
