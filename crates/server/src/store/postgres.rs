//! The PostgreSQL backend: a database shared by any number of server processes. The
//! pool of connections, the notifier that tells the other processes of commits, the
//! listener ([`Changes`]), and each of the store's operations as a method of
//! [`PgPool`], which [`Store`](super::Store) calls.

use std::sync::atomic::{AtomicUsize, Ordering};

use super::schema::{postgres_migrate, postgres_version};
use super::{ClockArgs, MatchRecord, Row, SeatRow, StoreError, StoredStep};

/// How many connections a PostgreSQL store opens (queries on one connection are
/// pipelined; a few let independent matches commit side by side).
const PG_CONNECTIONS: usize = 4;

/// The PostgreSQL channel on which every commit and seat change names its match, so
/// that every process serving it catches up at once.
pub(super) const CHANNEL: &str = "nile_changes";

/// The ids of matches changed by other processes ([`Store::listen`](super::Store::listen)).
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
    pub(super) fn client(&self) -> &tokio_postgres::Client {
        let i = self.next.fetch_add(1, Ordering::Relaxed) % self.clients.len();
        &self.clients[i]
    }

    /// Connects to the database at `url`, creates or upgrades its schema, and starts the
    /// notifier.
    pub(super) async fn open(url: &str) -> Result<PgPool, StoreError> {
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
        Ok(PgPool {
            clients,
            next: AtomicUsize::new(0),
            url: url.to_string(),
            backends,
            committed,
        })
    }

    /// [`Store::schema_version`](super::Store::schema_version).
    pub(super) async fn schema_version(&self) -> Result<i64, StoreError> {
        postgres_version(self.client()).await
    }

    /// [`Store::listen`](super::Store::listen), from a connection of its own.
    pub(super) async fn listen(&self) -> Result<Changes, StoreError> {
        let (client, mut connection) = tokio_postgres::connect(&self.url, tokio_postgres::NoTls)
            .await
            .map_err(|e| StoreError(format!("cannot connect to PostgreSQL: {e}")))?;
        let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
        let own = self.backends.clone();
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
        Ok(Changes {
            _client: client,
            rx,
        })
    }

    /// [`Store::create`](super::Store::create).
    pub(super) async fn create(&self, m: MatchRecord) -> Result<(), StoreError> {
        let specs: Vec<String> = m.seats.iter().map(|s| s.spec.clone()).collect();
        let clocks: Vec<Option<i64>> = m.seats.iter().map(|s| s.clock_ms).collect();
        let seat_numbers: Vec<i64> = (0..m.seats.len() as i64).collect();
        // One statement, so a match never exists without its seats.
        self.client()
            .execute(
                "WITH made AS (INSERT INTO matches (id, game, config, seed, step, over, created, seed_public, clock) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $10, $11) RETURNING id) \
                 INSERT INTO seats (match_id, seat, spec, clock_ms) \
                 SELECT made.id, t.seat, t.spec, t.ms FROM made, \
                 unnest($8::BIGINT[], $9::TEXT[], $12::BIGINT[]) AS t(seat, spec, ms)",
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
                    &m.clock,
                    &clocks,
                ],
            )
            .await?;
        Ok(())
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
        let id = id.to_string();
        let idx = &step.indices;
        let steps: Vec<i64> = (0..idx.len() as i64).map(|k| from as i64 + k).collect();
        let to = from as i64 + idx.len() as i64;
        let flags = step.flags();
        let deadline_seat = step.clock.deadline_seat.map(|s| s as i64);
        let (ms_seat, ms) = step.seat_ms();
        // One statement: the update of the counter (with the clock's deadline), the
        // stopped seat's clock and the inserts commit together; a concurrent update of
        // the same row waits, then finds the counter moved.
        let rows = self
            .client()
            .execute(
                "WITH bumped AS (UPDATE matches SET step = $3, over = $4, deadline = $10, deadline_seat = $11 \
                 WHERE id = $1 AND step = $2 AND \
                 ($5::BIGINT IS NULL OR EXISTS (SELECT 1 FROM seats WHERE match_id = $1 AND seat = $5 AND token_hash = $6)) \
                 RETURNING id), \
                 timed AS (UPDATE seats SET clock_ms = $13 WHERE match_id IN (SELECT id FROM bumped) \
                 AND seat = $12::BIGINT RETURNING 1) \
                 INSERT INTO actions (match_id, step, idx, stand_in) \
                 SELECT bumped.id, t.s, t.i, t.b FROM bumped, \
                 unnest($7::BIGINT[], $8::BIGINT[], $9::BIGINT[]) AS t(s, i, b)",
                &[
                    &id,
                    &(from as i64),
                    &to,
                    &i64::from(step.over),
                    &seat,
                    &hash,
                    &steps,
                    idx,
                    &flags,
                    &step.clock.deadline,
                    &deadline_seat,
                    &ms_seat,
                    &ms,
                ],
            )
            .await?;
        if rows > 0 {
            // Told after the commit, by the notifier, which the move's
            // acknowledgement does not wait for: a NOTIFY inside the commit would
            // hold PostgreSQL's cluster-wide notification lock while committing,
            // serialising every move of every match. The notifier names every
            // match committed meanwhile in one notification.
            let _ = self.committed.send(id);
        }
        Ok(rows > 0)
    }

    /// [`Store::undo`](super::Store::undo), as stored: one statement updates the counter,
    /// removes the action and notifies the other processes, so all of it commits or
    /// none.
    pub(super) async fn undo(
        &self,
        id: String,
        step: i64,
        seat: i64,
        hash: String,
    ) -> Result<bool, StoreError> {
        use super::{UNDO_ACTIONS, UNDO_COUNTER};
        let sql = format!(
            "WITH undone AS ({UNDO_COUNTER} RETURNING id), \
             removed AS ({} AND EXISTS (SELECT 1 FROM undone) RETURNING 1) \
             SELECT pg_notify('{CHANNEL}', undone.id) FROM undone",
            UNDO_ACTIONS
                .replace("$1", "$1::TEXT")
                .replace("$2", "$2::BIGINT")
        );
        let rows = self
            .client()
            .query(&sql, &[&id, &step, &seat, &hash])
            .await?;
        Ok(rows.len() == 1)
    }

    /// [`Store::set_clock`](super::Store::set_clock), as stored: one statement updates the
    /// match's deadline (if it still reads the one expected), its seats, and notifies
    /// the other processes, so all of it commits or none.
    pub(super) async fn set_clock(&self, a: ClockArgs) -> Result<bool, StoreError> {
        use super::{CLOCK_MATCH, CLOCK_SEATS};
        let seats = CLOCK_SEATS
            .replace("$1", "$1::TEXT")
            .replace("$2", "$6::BIGINT")
            .replace("$3", "$7::BIGINT")
            .replace("$4", "$8::BIGINT")
            .replace("$5", "$9::TEXT")
            .replace("match_id = $1::TEXT", "match_id IN (SELECT id FROM timed)");
        let sql = format!(
            "WITH timed AS ({CLOCK_MATCH} RETURNING id), seated AS ({seats} RETURNING 1) \
             SELECT pg_notify('{CHANNEL}', timed.id) FROM timed"
        );
        let rows = self
            .client()
            .query(
                &sql,
                &[
                    &a.id,
                    &a.step,
                    &a.deadline,
                    &a.deadline_seat,
                    &a.expected,
                    &a.ms_seat,
                    &a.ms,
                    &a.stand_in_seat,
                    &a.stand_in,
                ],
            )
            .await?;
        Ok(rows.len() == 1)
    }

    /// The first column of `sql`, for the match `id`.
    pub(super) async fn query_i64(
        &self,
        sql: &'static str,
        id: String,
    ) -> Result<Vec<i64>, StoreError> {
        Ok(self
            .client()
            .query(sql, &[&id])
            .await?
            .iter()
            .map(|r| r.try_get(0))
            .collect::<Result<Vec<i64>, _>>()?)
    }

    /// Runs the seat update `sql`, notifying the change in the same statement; whether it
    /// changed the seat.
    pub(super) async fn update_seat(
        &self,
        sql: &'static str,
        name: Option<String>,
        hash: Option<String>,
        id: String,
        seat: i64,
    ) -> Result<bool, StoreError> {
        let sql = format!(
            "WITH changed AS ({sql} RETURNING match_id) \
             SELECT pg_notify('{CHANNEL}', changed.match_id) FROM changed"
        );
        let rows = self
            .client()
            .query(&sql, &[&name, &hash, &id, &seat])
            .await?;
        Ok(rows.len() == 1)
    }

    /// The rows of [`MATCHES`](super::MATCHES) and [`SEATS`](super::SEATS).
    pub(super) async fn records(
        &self,
        id: Option<String>,
        flag: i64,
        limit: i64,
    ) -> Result<(Vec<Row>, Vec<SeatRow>), StoreError> {
        use super::{MATCHES, SEATS};
        let client = self.client();
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
                    r.try_get(8)?,
                    r.try_get(9)?,
                    r.try_get(10)?,
                    r.try_get(11)?,
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
                    r.try_get(5)?,
                    r.try_get(6)?,
                ))
            })
            .collect::<Result<Vec<SeatRow>, tokio_postgres::Error>>()?;
        Ok((rows, seats))
    }

    /// The stored indices of [`ACTIONS_SINCE`](super::ACTIONS_SINCE).
    pub(super) async fn actions_since(
        &self,
        id: String,
        from: i64,
    ) -> Result<Vec<i64>, StoreError> {
        use super::ACTIONS_SINCE as SQL;
        Ok(self
            .client()
            .query(SQL, &[&id, &from])
            .await?
            .iter()
            .map(|r| r.try_get(0))
            .collect::<Result<Vec<i64>, _>>()?)
    }

    /// [`Store::steps`](super::Store::steps), as stored.
    pub(super) async fn steps(&self, ids: &[String]) -> Result<Vec<(String, i64)>, StoreError> {
        Ok(self
            .client()
            .query("SELECT id, step FROM matches WHERE id = ANY($1)", &[&ids])
            .await?
            .iter()
            .map(|r| Ok((r.try_get(0)?, r.try_get(1)?)))
            .collect::<Result<Vec<_>, tokio_postgres::Error>>()?)
    }

    /// [`Store::step`](super::Store::step), as stored.
    pub(super) async fn step(&self, id: String) -> Result<Option<i64>, StoreError> {
        use super::STEP as SQL;
        Ok(match self.client().query_opt(SQL, &[&id]).await? {
            Some(r) => Some(r.try_get(0)?),
            None => None,
        })
    }
}
