//! The link from a finished match to its rematch, in SQLite and PostgreSQL: claimed once
//! (a conditional update of `matches.rematch`, schema version 7), so two requests, or two
//! processes sharing PostgreSQL, asking at once make one rematch between them.

use super::postgres::CHANNEL;
use super::sqlite::{lite, sqlite};
use super::{Store, StoreError};

/// The rematch of match `$1` (`NULL`: none yet).
const LINK: &str = "SELECT rematch FROM matches WHERE id = $1";
/// Links match `$1` to the rematch `$2`, if it has none yet.
const CLAIM: &str =
    "UPDATE matches SET rematch = $2 WHERE id = $1 AND rematch IS NULL RETURNING id";

impl Store {
    /// The id of match `id`'s rematch, if one was made (`None` also for an unknown
    /// match).
    pub async fn rematch_link(&self, id: &str) -> Result<Option<String>, StoreError> {
        let id = id.to_string();
        match self {
            Store::Sqlite(db) => {
                sqlite(db, move |c| {
                    let mut st = c.prepare_cached(&lite(LINK))?;
                    let mut rows = st.query(rusqlite::params![id])?;
                    Ok(match rows.next()? {
                        Some(row) => row.get(0)?,
                        None => None,
                    })
                })
                .await
            }
            Store::Postgres(pool) => {
                let rows = pool.client().query(LINK, &[&id]).await?;
                Ok(match rows.first() {
                    Some(row) => row.try_get(0)?,
                    None => None,
                })
            }
        }
    }

    /// Links match `id` to its rematch `rematch` unless it already has one; true when
    /// this call made the link. With PostgreSQL the other processes are told in the same
    /// statement.
    pub async fn claim_rematch(&self, id: &str, rematch: &str) -> Result<bool, StoreError> {
        let (id, rematch) = (id.to_string(), rematch.to_string());
        match self {
            Store::Sqlite(db) => {
                sqlite(db, move |c| {
                    let n = c
                        .prepare_cached(&lite(CLAIM))?
                        .query_map(rusqlite::params![id, rematch], |_| Ok(()))?
                        .count();
                    Ok(n == 1)
                })
                .await
            }
            Store::Postgres(pool) => {
                let sql = format!(
                    "WITH claimed AS ({CLAIM}) \
                     SELECT pg_notify('{CHANNEL}', claimed.id) FROM claimed"
                );
                let rows = pool.client().query(&sql, &[&id, &rematch]).await?;
                Ok(rows.len() == 1)
            }
        }
    }
}
