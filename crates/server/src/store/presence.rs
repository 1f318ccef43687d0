//! Which seats have a connection in another server process, for processes sharing one
//! PostgreSQL database: each process keeps one row per seat it holds a connection of
//! (`presence`: match, seat, process, last seen), written when the seat's first
//! connection here comes and deleted when its last goes, both announced to the other
//! processes like a move. A heartbeat keeps the rows of a running process fresh; the
//! rows of a process that died unannounced (`kill -9`) stop counting once they are
//! older than [`PRESENCE_FRESH_MS`], and are deleted by the next heartbeat of any
//! process.
//!
//! With SQLite one process owns the file: its own connection counts are the whole
//! truth, and these calls do nothing.

use super::postgres::CHANNEL;
use super::{PgPool, Store, StoreError};

/// How often a process refreshes its presence rows (ms).
pub const PRESENCE_BEAT_MS: u64 = 10_000;
/// How old a presence row may be and still count (ms): three heartbeats, so one late
/// heartbeat does not make a seat look away.
pub const PRESENCE_FRESH_MS: i64 = 3 * PRESENCE_BEAT_MS as i64;

/// Seat `$2` of match `$1` has a connection in process `$3`, seen at `$4`; announced.
const MARK: &str = "WITH marked AS (INSERT INTO presence (match_id, seat, process, seen) \
     VALUES ($1, $2, $3, $4) ON CONFLICT (match_id, seat, process) \
     DO UPDATE SET seen = EXCLUDED.seen RETURNING match_id) \
     SELECT pg_notify('{CHANNEL}', match_id) FROM marked";
/// Seat `$2` of match `$1` has no connection left in process `$3`; announced.
const UNMARK: &str = "WITH gone AS (DELETE FROM presence \
     WHERE match_id = $1 AND seat = $2 AND process = $3 RETURNING match_id) \
     SELECT pg_notify('{CHANNEL}', match_id) FROM gone";
/// Process `$1` is alive at `$2`.
const BEAT: &str = "UPDATE presence SET seen = $2 WHERE process = $1";
/// Rows last seen before `$1`: their process died without deleting them.
const FORGET_STALE: &str = "DELETE FROM presence WHERE seen < $1";
/// The seats of match `$1` with a connection in a process other than `$2`, seen at `$3`
/// or later.
const ELSEWHERE: &str = "SELECT DISTINCT seat FROM presence \
     WHERE match_id = $1 AND process <> $2 AND seen >= $3";

impl Store {
    /// Records whether process `process` holds a connection of seat `seat` of match `id`
    /// (`here`), at `now` (ms since the epoch), and tells the other processes.
    pub async fn presence_mark(
        &self,
        id: &str,
        seat: usize,
        process: &str,
        here: bool,
        now: i64,
    ) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(_) => Ok(()),
            Store::Postgres(pool) => {
                pool.presence_mark(id, seat as i64, process, here, now)
                    .await
            }
        }
    }

    /// Keeps process `process`'s presence rows fresh at `now`, and deletes every row
    /// older than [`PRESENCE_FRESH_MS`] (left by a process that died).
    pub async fn presence_beat(&self, process: &str, now: i64) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(_) => Ok(()),
            Store::Postgres(pool) => {
                let client = pool.client();
                client.execute(BEAT, &[&process, &now]).await?;
                client
                    .execute(FORGET_STALE, &[&(now - PRESENCE_FRESH_MS)])
                    .await?;
                Ok(())
            }
        }
    }

    /// The seats of match `id` connected to a process other than `process`, as of `now`.
    pub async fn present_elsewhere(
        &self,
        id: &str,
        process: &str,
        now: i64,
    ) -> Result<Vec<usize>, StoreError> {
        match self {
            Store::Sqlite(_) => Ok(Vec::new()),
            Store::Postgres(pool) => {
                let rows = pool
                    .client()
                    .query(ELSEWHERE, &[&id, &process, &(now - PRESENCE_FRESH_MS)])
                    .await?;
                let mut seats = Vec::with_capacity(rows.len());
                for row in rows {
                    let seat: i64 = row.try_get(0)?;
                    seats.extend(usize::try_from(seat).ok());
                }
                Ok(seats)
            }
        }
    }
}

impl PgPool {
    /// [`Store::presence_mark`]: the row written or deleted, and the notification, in
    /// one statement.
    async fn presence_mark(
        &self,
        id: &str,
        seat: i64,
        process: &str,
        here: bool,
        now: i64,
    ) -> Result<(), StoreError> {
        let client = self.client();
        if here {
            let sql = MARK.replace("{CHANNEL}", CHANNEL);
            client.query(&sql, &[&id, &seat, &process, &now]).await?;
        } else {
            let sql = UNMARK.replace("{CHANNEL}", CHANNEL);
            client.query(&sql, &[&id, &seat, &process]).await?;
        }
        Ok(())
    }
}
