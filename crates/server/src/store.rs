//! Where matches live between moves and across restarts: SQLite by default (one file,
//! created on first start), or PostgreSQL so that several server processes share them.
//!
//! Three tables, the same in both: `matches` (one row per match with its step counter),
//! `seats` (who holds each seat, with the credential's hash) and `actions` (one row per
//! step: the action's index). A move is committed by one conditional update of the step
//! counter together with the new action rows, so two moves for the same step can never
//! both land, whichever process sends them.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{SystemTime, UNIX_EPOCH};

mod group;
mod schema;
use group::{brief_wait, checkpoints, group_commits, CommitJob, PAGE_SIZE};
#[cfg(test)]
use schema::SCHEMA_V1;
pub use schema::SCHEMA_VERSION;
mod record;
pub use record::{Guard, MatchRecord, SeatRecord};
use schema::{create_private, migration, postgres_migrate, postgres_version, sqlite_version};

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

/// How many connections a PostgreSQL store opens (queries on one connection are
/// pipelined; a few let independent matches commit side by side).
const PG_CONNECTIONS: usize = 4;

/// One SQLite file: the connection, and the thread that commits moves on it.
pub struct Sqlite {
    conn: Arc<Mutex<rusqlite::Connection>>,
    commits: std::sync::mpsc::Sender<CommitJob>,
    /// Wakes the checkpointer thread after a write (it never blocks the writer).
    written: std::sync::mpsc::SyncSender<()>,
}

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

/// The PostgreSQL channel on which every commit and seat change names its match, so
/// that every process serving it catches up at once.
const CHANNEL: &str = "nile_changes";

/// The ids of matches changed by other processes ([`Store::listen`]).
pub struct Changes {
    /// Keeps the listening connection open.
    _client: tokio_postgres::Client,
    rx: tokio::sync::mpsc::UnboundedReceiver<String>,
}

impl Changes {
    /// The next match changed elsewhere; `None` once the listening connection is lost.
    pub async fn next(&mut self) -> Option<String> {
        self.rx.recv().await
    }
}

/// A few PostgreSQL connections, used in turn.
pub struct PgPool {
    clients: Vec<tokio_postgres::Client>,
    next: AtomicUsize,
    url: String,
    /// The server processes (backends) behind `clients` and the notifier: changes this
    /// process made itself are not news to it.
    backends: Vec<i32>,
    /// The ids of matches just committed, for the notifier ([`notify_commits`]).
    committed: tokio::sync::mpsc::UnboundedSender<String>,
}

/// Longest payload of one notification: PostgreSQL takes up to 8,000 bytes.
const MAX_PAYLOAD: usize = 7_900;

/// Announces committed moves on [`CHANNEL`] from a connection of its own: takes every id
/// waiting and sends them in one `pg_notify` (ids separated by spaces), so a busy server
/// sends one notification a round rather than one a move. Ends when the pool is dropped.
async fn notify_commits(
    client: tokio_postgres::Client,
    mut ids: tokio::sync::mpsc::UnboundedReceiver<String>,
) {
    while let Some(first) = ids.recv().await {
        let mut payload = first;
        while payload.len() < MAX_PAYLOAD {
            match ids.try_recv() {
                Ok(id) if !payload.split(' ').any(|p| p == id) => {
                    payload.push(' ');
                    payload.push_str(&id);
                }
                Ok(_) => {}
                Err(_) => break,
            }
        }
        if let Err(e) = client
            .execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &payload])
            .await
        {
            tracing::warn!("cannot notify the other processes: {e}");
        }
    }
}

impl PgPool {
    fn client(&self) -> &tokio_postgres::Client {
        let i = self.next.fetch_add(1, Ordering::Relaxed) % self.clients.len();
        &self.clients[i]
    }
}

fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

/// Runs `f` on the SQLite connection on a blocking thread, so a disk write never holds
/// up the async workers that serve other matches.
/// Then wakes the checkpointer, which copies what was written into the database file.
async fn sqlite<T: Send + 'static>(
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

impl Store {
    /// Opens the database named by `db`: a `postgres://` or `postgresql://` URL, or a
    /// SQLite file path (created with its tables if missing).
    pub async fn open(db: &str) -> Result<Store, StoreError> {
        if db.starts_with("postgres://") || db.starts_with("postgresql://") {
            return Self::open_postgres(db).await;
        }
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
        Ok(Store::Sqlite(Arc::new(Sqlite {
            conn,
            commits,
            written,
        })))
    }

    /// The schema version of the database (see [`SCHEMA_VERSION`]).
    pub async fn schema_version(&self) -> Result<i64, StoreError> {
        match self {
            Store::Sqlite(db) => sqlite(db, |c| sqlite_version(c)).await,
            Store::Postgres(pool) => postgres_version(pool.client()).await,
        }
    }

    async fn open_postgres(url: &str) -> Result<Store, StoreError> {
        let mut clients = Vec::new();
        // The last one is the notifier's.
        for _ in 0..=PG_CONNECTIONS {
            let (client, connection) = tokio_postgres::connect(url, tokio_postgres::NoTls)
                .await
                .map_err(|e| StoreError(format!("cannot connect to PostgreSQL: {e}")))?;
            tokio::spawn(async move {
                if let Err(e) = connection.await {
                    tracing::error!("PostgreSQL connection closed: {e}");
                }
            });
            clients.push(client);
        }
        let mut backends = Vec::new();
        for c in &clients {
            backends.push(
                c.query_one("SELECT pg_backend_pid()", &[])
                    .await?
                    .try_get(0)?,
            );
        }
        // Several processes may start at once: the schema is created or upgraded under
        // a lock, in one transaction.
        let first = &clients[0];
        first.batch_execute("SELECT pg_advisory_lock(7410)").await?;
        let upgraded = postgres_migrate(first).await;
        first
            .batch_execute("SELECT pg_advisory_unlock(7410)")
            .await?;
        upgraded?;
        let (committed, ids) = tokio::sync::mpsc::unbounded_channel();
        if let Some(notifier) = clients.pop() {
            tokio::spawn(notify_commits(notifier, ids));
        }
        Ok(Store::Postgres(Arc::new(PgPool {
            clients,
            next: AtomicUsize::new(0),
            url: url.to_string(),
            backends,
            committed,
        })))
    }

    /// With PostgreSQL: a stream of the ids of matches that other processes changed (a
    /// move committed, a seat taken or left), from a connection that `LISTEN`s on the
    /// channel every change notifies in the same transaction. `None` for SQLite, which one
    /// process owns. The stream ends if that connection is lost.
    pub async fn listen(&self) -> Result<Option<Changes>, StoreError> {
        let Store::Postgres(pool) = self else {
            return Ok(None);
        };
        let (client, mut connection) = tokio_postgres::connect(&pool.url, tokio_postgres::NoTls)
            .await
            .map_err(|e| StoreError(format!("cannot connect to PostgreSQL: {e}")))?;
        let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
        let own = pool.backends.clone();
        tokio::spawn(async move {
            loop {
                match std::future::poll_fn(|cx| connection.poll_message(cx)).await {
                    Some(Ok(tokio_postgres::AsyncMessage::Notification(n))) => {
                        // A payload names one match or several, separated by spaces.
                        if !own.contains(&n.process_id())
                            && n.payload()
                                .split(' ')
                                .filter(|id| !id.is_empty())
                                .any(|id| tx.send(id.to_string()).is_err())
                        {
                            break;
                        }
                    }
                    Some(Ok(_)) => {}
                    Some(Err(e)) => {
                        tracing::error!("the PostgreSQL listener closed: {e}");
                        break;
                    }
                    None => break,
                }
            }
        });
        // The connection is driven by the task above; LISTEN goes through it.
        client.batch_execute(&format!("LISTEN {CHANNEL}")).await?;
        Ok(Some(Changes {
            _client: client,
            rx,
        }))
    }

    /// Whether other processes may change matches behind this one's back (PostgreSQL).
    pub fn shared(&self) -> bool {
        matches!(self, Store::Postgres(_))
    }

    /// Stores a new match (its seats, no actions yet).
    pub async fn create(&self, m: &MatchRecord) -> Result<(), StoreError> {
        let m = m.clone();
        match self {
            Store::Sqlite(db) => {
                sqlite(db, move |c| {
                    let tx = c.transaction()?;
                    tx.prepare_cached(
                        "INSERT INTO matches (id, game, config, seed, step, over, created, seed_public) \
                         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                    )?
                    .execute(rusqlite::params![
                        m.id,
                        m.game,
                        m.config_json,
                        m.seed as i64,
                        m.step as i64,
                        i64::from(m.over),
                        m.created,
                        i64::from(m.seed_public)
                    ])?;
                    let mut insert = tx.prepare_cached(
                        "INSERT INTO seats (match_id, seat, spec, name, token_hash) \
                         VALUES (?1, ?2, ?3, ?4, ?5)",
                    )?;
                    for (i, s) in m.seats.iter().enumerate() {
                        insert.execute(rusqlite::params![
                            m.id,
                            i as i64,
                            s.spec,
                            s.name,
                            s.token_hash
                        ])?;
                    }
                    drop(insert);
                    tx.commit()?;
                    Ok(())
                })
                .await
            }
            Store::Postgres(pool) => {
                let specs: Vec<String> = m.seats.iter().map(|s| s.spec.clone()).collect();
                let seat_numbers: Vec<i64> = (0..m.seats.len() as i64).collect();
                // One statement, so a match never exists without its seats.
                pool.client()
                    .execute(
                        "WITH made AS (INSERT INTO matches (id, game, config, seed, step, over, created, seed_public) \
                         VALUES ($1, $2, $3, $4, $5, $6, $7, $10) RETURNING id) \
                         INSERT INTO seats (match_id, seat, spec) \
                         SELECT made.id, t.seat, t.spec FROM made, unnest($8::BIGINT[], $9::TEXT[]) AS t(seat, spec)",
                        &[
                            &m.id,
                            &m.game,
                            &m.config_json,
                            &(m.seed as i64),
                            &(m.step as i64),
                            &i64::from(m.over),
                            &m.created,
                            &seat_numbers,
                            &specs,
                            &i64::from(m.seed_public),
                        ],
                    )
                    .await?;
                Ok(())
            }
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
        let seat = guard.map(|g| g.seat as i64);
        let hash = guard.map(|g| g.token_hash.to_string());
        let idx: Vec<i64> = indices.iter().map(|&i| i as i64).collect();
        match self {
            Store::Sqlite(db) => {
                // The writer thread commits it, with the moves of other matches waiting
                // at the same moment, and answers once the transaction is committed.
                let (answer, answered) = tokio::sync::oneshot::channel();
                let job = CommitJob {
                    id: id.to_string(),
                    from: from as i64,
                    over,
                    indices: idx,
                    seat,
                    hash,
                    answer,
                };
                db.commits
                    .send(job)
                    .map_err(|_| StoreError("the SQLite writer thread has stopped".into()))?;
                answered
                    .await
                    .map_err(|_| StoreError("the SQLite writer thread has stopped".into()))?
            }
            Store::Postgres(pool) => {
                let id = id.to_string();
                let steps: Vec<i64> = (0..idx.len() as i64).map(|k| from as i64 + k).collect();
                let to = from as i64 + idx.len() as i64;
                // One statement: the update of the counter and the inserts commit together;
                // a concurrent update of the same row waits, then finds the counter moved.
                let rows = pool
                    .client()
                    .execute(
                        "WITH bumped AS (UPDATE matches SET step = $3, over = $4 WHERE id = $1 AND step = $2 AND \
                         ($5::BIGINT IS NULL OR EXISTS (SELECT 1 FROM seats WHERE match_id = $1 AND seat = $5 AND token_hash = $6)) \
                         RETURNING id) \
                         INSERT INTO actions (match_id, step, idx) \
                         SELECT bumped.id, t.s, t.i FROM bumped, unnest($7::BIGINT[], $8::BIGINT[]) AS t(s, i)",
                        &[&id, &(from as i64), &to, &i64::from(over), &seat, &hash, &steps, &idx],
                    )
                    .await?;
                if rows > 0 {
                    // Told after the commit, by the notifier, which the move's
                    // acknowledgement does not wait for: a NOTIFY inside the commit would
                    // hold PostgreSQL's cluster-wide notification lock while committing,
                    // serialising every move of every match. The notifier names every
                    // match committed meanwhile in one notification.
                    let _ = pool.committed.send(id);
                }
                Ok(rows > 0)
            }
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
            Store::Sqlite(db) => {
                sqlite(db, move |c| {
                    let n = c
                        .prepare_cached(&lite(sql))?
                        .execute(rusqlite::params![name, hash, id, seat])?;
                    Ok(n == 1)
                })
                .await
            }
            Store::Postgres(pool) => {
                let sql = format!(
                    "WITH changed AS ({sql} RETURNING match_id) \
                     SELECT pg_notify('{CHANNEL}', changed.match_id) FROM changed"
                );
                let rows = pool
                    .client()
                    .query(&sql, &[&name, &hash, &id, &seat])
                    .await?;
                Ok(rows.len() == 1)
            }
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
        const MATCHES: &str = "SELECT id, game, config, seed, step, over, created, seed_public FROM matches \
             WHERE ($1::TEXT IS NULL OR id = $1) AND ($2::BIGINT = 0 OR over = 0) ORDER BY created DESC, id LIMIT $3";
        const SEATS: &str = "SELECT match_id, seat, spec, name, token_hash FROM seats \
             WHERE ($1::TEXT IS NULL OR match_id = $1) ORDER BY match_id, seat";
        type Row = (String, String, String, i64, i64, i64, i64, i64);
        type SeatRow = (String, i64, String, Option<String>, Option<String>);
        let flag = i64::from(unfinished);
        let (rows, seat_rows): (Vec<Row>, Vec<SeatRow>) = match self {
            Store::Sqlite(db) => {
                sqlite(db, move |c| {
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
                            ))
                        })?
                        .collect::<Result<Vec<Row>, _>>()?;
                    let mut st = c.prepare_cached(&lite(SEATS))?;
                    let seats = st
                        .query_map(rusqlite::params![id], |r| {
                            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
                        })?
                        .collect::<Result<Vec<SeatRow>, _>>()?;
                    Ok((rows, seats))
                })
                .await?
            }
            Store::Postgres(pool) => {
                let client = pool.client();
                let rows = client
                    .query(MATCHES, &[&id, &flag, &limit])
                    .await?
                    .iter()
                    .map(|r| {
                        Ok((
                            r.try_get(0)?,
                            r.try_get(1)?,
                            r.try_get(2)?,
                            r.try_get(3)?,
                            r.try_get(4)?,
                            r.try_get(5)?,
                            r.try_get(6)?,
                            r.try_get(7)?,
                        ))
                    })
                    .collect::<Result<Vec<Row>, tokio_postgres::Error>>()?;
                let seats = client
                    .query(SEATS, &[&id])
                    .await?
                    .iter()
                    .map(|r| {
                        Ok((
                            r.try_get(0)?,
                            r.try_get(1)?,
                            r.try_get(2)?,
                            r.try_get(3)?,
                            r.try_get(4)?,
                        ))
                    })
                    .collect::<Result<Vec<SeatRow>, tokio_postgres::Error>>()?;
                (rows, seats)
            }
        };
        let mut out: Vec<MatchRecord> = rows
            .into_iter()
            .map(
                |(id, game, config_json, seed, step, over, created, seed_public)| MatchRecord {
                    id,
                    game,
                    config_json,
                    seed: seed as u64,
                    seed_public: seed_public != 0,
                    seats: Vec::new(),
                    step: step.max(0) as u64,
                    over: over != 0,
                    created,
                },
            )
            .collect();
        for (match_id, _seat, spec, name, token_hash) in seat_rows {
            if let Some(m) = out.iter_mut().find(|m| m.id == match_id) {
                m.seats.push(SeatRecord {
                    spec,
                    name,
                    token_hash,
                });
            }
        }
        Ok(out)
    }

    /// The actions of match `id` from step `from` on, in order.
    pub async fn actions_since(&self, id: &str, from: u64) -> Result<Vec<usize>, StoreError> {
        const SQL: &str =
            "SELECT idx FROM actions WHERE match_id = $1 AND step >= $2 ORDER BY step";
        let id = id.to_string();
        let from = from as i64;
        let raw: Vec<i64> = match self {
            Store::Sqlite(db) => {
                sqlite(db, move |c| {
                    let mut st = c.prepare_cached(&lite(SQL))?;
                    let v = st
                        .query_map(rusqlite::params![id, from], |r| r.get(0))?
                        .collect::<Result<Vec<i64>, _>>()?;
                    Ok(v)
                })
                .await?
            }
            Store::Postgres(pool) => pool
                .client()
                .query(SQL, &[&id, &from])
                .await?
                .iter()
                .map(|r| r.try_get(0))
                .collect::<Result<Vec<i64>, _>>()?,
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
            Store::Sqlite(db) => {
                let ids = ids.to_vec();
                sqlite(db, move |c| {
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
                .await?
            }
            Store::Postgres(pool) => pool
                .client()
                .query("SELECT id, step FROM matches WHERE id = ANY($1)", &[&ids])
                .await?
                .iter()
                .map(|r| Ok((r.try_get(0)?, r.try_get(1)?)))
                .collect::<Result<Vec<_>, tokio_postgres::Error>>()?,
        };
        Ok(rows
            .into_iter()
            .map(|(id, s)| (id, s.max(0) as u64))
            .collect())
    }

    /// The current step counter of match `id` (`None` if unknown).
    pub async fn step(&self, id: &str) -> Result<Option<u64>, StoreError> {
        const SQL: &str = "SELECT step FROM matches WHERE id = $1";
        let id = id.to_string();
        let v: Option<i64> = match self {
            Store::Sqlite(db) => {
                sqlite(db, move |c| {
                    use rusqlite::OptionalExtension;
                    Ok(c.prepare_cached(&lite(SQL))?
                        .query_row(rusqlite::params![id], |r| r.get(0))
                        .optional()?)
                })
                .await?
            }
            Store::Postgres(pool) => match pool.client().query_opt(SQL, &[&id]).await? {
                Some(r) => Some(r.try_get(0)?),
                None => None,
            },
        };
        Ok(v.map(|s| s.max(0) as u64))
    }
}

/// A statement written for PostgreSQL (`$1`, casts) as SQLite reads it: `?1` is the
/// first parameter by number wherever it appears, and casts are dropped.
fn lite(sql: &str) -> String {
    sql.replace("::TEXT", "")
        .replace("::BIGINT", "")
        .replace('$', "?")
}

/// A new record's creation time.
pub fn created_now() -> i64 {
    now()
}

#[cfg(test)]
mod tests;
