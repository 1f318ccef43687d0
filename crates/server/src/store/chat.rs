//! Each match's chat in the store: posting a message (numbered after the match's last,
//! the oldest beyond a cap dropped) and reading them back, in SQLite and PostgreSQL.
//!
//! A message's number is the match's largest plus one, computed in the insert itself;
//! `(match_id, id)` is the primary key, so two processes posting at once (PostgreSQL)
//! cannot both take a number: the second insert fails and is tried again. A number is
//! therefore only ever taken once the one before it is committed, and a reader that
//! asks for the messages after the last it saw misses none.

use super::postgres::CHANNEL;
use super::sqlite::{lite, sqlite};
use super::{ChatRecord, PgPool, Sqlite, Store, StoreError};

/// Appends a message to match `$1`, numbered after its last; returns the number.
const INSERT: &str = "INSERT INTO chat (match_id, id, seat, name, text, at) \
     SELECT $1::TEXT, COALESCE(MAX(id), 0) + 1, $2::BIGINT, $3::TEXT, $4::TEXT, $5::BIGINT \
     FROM chat WHERE match_id = $1 RETURNING id";
/// Drops the messages of match `$1` numbered `$2` or lower (beyond the stored cap).
const TRIM: &str = "DELETE FROM chat WHERE match_id = $1 AND id <= $2";
/// The messages of match `$1` numbered above `$2`, oldest first, at most `$3`.
const AFTER: &str = "SELECT id, seat, name, text, at FROM chat \
     WHERE match_id = $1 AND id > $2 ORDER BY id LIMIT $3";
/// The largest message number of match `$1` (0 without messages).
const LAST: &str = "SELECT COALESCE(MAX(id), 0) FROM chat WHERE match_id = $1";
/// A row of [`AFTER`].
type ChatRow = (i64, Option<i64>, String, String, i64);

/// How many times a PostgreSQL insert is tried when another process took its number.
const PG_TRIES: usize = 8;

impl Store {
    /// Stores a message from `seat` (called `name`) in match `id`, keeping only the
    /// newest `keep` of the match; returns its number.
    pub async fn chat_post(
        &self,
        id: &str,
        seat: Option<usize>,
        name: &str,
        text: &str,
        at: i64,
        keep: u64,
    ) -> Result<u64, StoreError> {
        let row = (
            id.to_string(),
            seat.map(|s| s as i64),
            name.to_string(),
            text.to_string(),
            at,
        );
        let keep = keep.min(i64::MAX as u64) as i64;
        let n = match self {
            Store::Sqlite(db) => db.chat_post(row, keep).await?,
            Store::Postgres(pool) => pool.chat_post(row, keep).await?,
        };
        Ok(n.max(0) as u64)
    }

    /// The messages of match `id` numbered above `after`, oldest first, at most `limit`.
    pub async fn chat_after(
        &self,
        id: &str,
        after: u64,
        limit: usize,
    ) -> Result<Vec<ChatRecord>, StoreError> {
        let (id, after, limit) = (id.to_string(), after as i64, limit as i64);
        let rows = match self {
            Store::Sqlite(db) => db.chat_after(id, after, limit).await?,
            Store::Postgres(pool) => pool.chat_after(id, after, limit).await?,
        };
        Ok(rows
            .into_iter()
            .map(|(id, seat, name, text, at)| ChatRecord {
                id: id.max(0) as u64,
                seat: seat.and_then(|s| usize::try_from(s).ok()),
                name,
                text,
                at,
            })
            .collect())
    }

    /// The newest `n` messages of match `id` (or fewer), oldest first.
    pub async fn chat_tail(&self, id: &str, n: usize) -> Result<Vec<ChatRecord>, StoreError> {
        let last = self.chat_last(id).await?;
        self.chat_after(id, last.saturating_sub(n as u64), n).await
    }

    /// The largest message number of match `id`: 0 before its first message.
    pub async fn chat_last(&self, id: &str) -> Result<u64, StoreError> {
        let id = id.to_string();
        let last: i64 = match self {
            Store::Sqlite(db) => {
                sqlite(db, move |c| {
                    Ok(c.prepare_cached(&lite(LAST))?
                        .query_row(rusqlite::params![id], |r| r.get(0))?)
                })
                .await?
            }
            Store::Postgres(pool) => pool.client().query_one(LAST, &[&id]).await?.try_get(0)?,
        };
        Ok(last.max(0) as u64)
    }
}

/// A message as its columns: match, seat, name, text, time.
type NewChat = (String, Option<i64>, String, String, i64);

impl Sqlite {
    /// [`Store::chat_post`]: the insert and the trim in one transaction (one process
    /// owns the file, so the number is never contended).
    async fn chat_post(&self, row: NewChat, keep: i64) -> Result<i64, StoreError> {
        sqlite(self, move |c| {
            let (id, seat, name, text, at) = row;
            let tx = c.transaction()?;
            let n: i64 = tx
                .prepare_cached(&lite(INSERT))?
                .query_row(rusqlite::params![id, seat, name, text, at], |r| r.get(0))?;
            tx.prepare_cached(&lite(TRIM))?
                .execute(rusqlite::params![id, n.saturating_sub(keep)])?;
            tx.commit()?;
            Ok(n)
        })
        .await
    }

    /// The rows of [`AFTER`].
    async fn chat_after(
        &self,
        id: String,
        after: i64,
        limit: i64,
    ) -> Result<Vec<ChatRow>, StoreError> {
        sqlite(self, move |c| {
            let mut st = c.prepare_cached(&lite(AFTER))?;
            let rows = st
                .query_map(rusqlite::params![id, after, limit], |r| {
                    Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
                })?
                .collect::<Result<Vec<ChatRow>, _>>()?;
            Ok(rows)
        })
        .await
    }
}

impl PgPool {
    /// [`Store::chat_post`]: the insert notifies the other processes in the same
    /// statement; tried again when another process took the number first.
    async fn chat_post(&self, row: NewChat, keep: i64) -> Result<i64, StoreError> {
        let (id, seat, name, text, at) = row;
        let sql = format!(
            "WITH added AS ({INSERT}) \
             SELECT added.id, pg_notify('{CHANNEL}', $1) FROM added"
        );
        let mut tries = 0;
        let n: i64 = loop {
            match self
                .client()
                .query_one(&sql, &[&id, &seat, &name, &text, &at])
                .await
            {
                Ok(r) => break r.try_get(0)?,
                Err(e)
                    if tries + 1 < PG_TRIES
                        && e.code() == Some(&tokio_postgres::error::SqlState::UNIQUE_VIOLATION) =>
                {
                    tries += 1;
                }
                Err(e) => return Err(e.into()),
            }
        };
        self.client()
            .execute(TRIM, &[&id, &n.saturating_sub(keep)])
            .await?;
        Ok(n)
    }

    /// The rows of [`AFTER`].
    async fn chat_after(
        &self,
        id: String,
        after: i64,
        limit: i64,
    ) -> Result<Vec<ChatRow>, StoreError> {
        Ok(self
            .client()
            .query(AFTER, &[&id, &after, &limit])
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
            .collect::<Result<Vec<ChatRow>, tokio_postgres::Error>>()?)
    }
}
