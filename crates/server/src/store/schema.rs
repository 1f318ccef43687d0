//! The schema's versions: the tables as the first release wrote them, the migrations
//! since, and how a database (SQLite or PostgreSQL) finds and reaches its version.

use super::StoreError;

/// The tables as the first release wrote them (schema version 1).
pub(super) const SCHEMA_V1: &str = "
CREATE TABLE IF NOT EXISTS matches (
    id TEXT PRIMARY KEY, game TEXT NOT NULL, config TEXT NOT NULL, seed BIGINT NOT NULL,
    step BIGINT NOT NULL, over BIGINT NOT NULL, created BIGINT NOT NULL);
CREATE TABLE IF NOT EXISTS seats (
    match_id TEXT NOT NULL, seat BIGINT NOT NULL, spec TEXT NOT NULL, name TEXT,
    token_hash TEXT, PRIMARY KEY (match_id, seat));
CREATE TABLE IF NOT EXISTS actions (
    match_id TEXT NOT NULL, step BIGINT NOT NULL, idx BIGINT NOT NULL,
    PRIMARY KEY (match_id, step));
";

/// Each schema version after the first, as the statements that bring the version before
/// it there: `MIGRATIONS[k]` makes version `k + 2`. A database records its version in
/// `nile_schema`; one from the first release has no such table and is version 1.
const MIGRATIONS: &[&str] = &[
    // 2: whether the creator chose the seed (then it is shown to every seat).
    "ALTER TABLE matches ADD COLUMN seed_public BIGINT NOT NULL DEFAULT 0;",
    // 3: each match's chat, numbered from 1 in the order it was posted.
    "CREATE TABLE IF NOT EXISTS chat (
        match_id TEXT NOT NULL, id BIGINT NOT NULL, seat BIGINT, name TEXT NOT NULL,
        text TEXT NOT NULL, at BIGINT NOT NULL, PRIMARY KEY (match_id, id));",
    // 4: how many steps were taken back (undone), so that a process sharing the
    // database tells a match whose counter went down and up again from one that stood.
    "ALTER TABLE matches ADD COLUMN undos BIGINT NOT NULL DEFAULT 0;",
    // 5: the bot that plays a person's seat while its person is away (`NULL`: none).
    "ALTER TABLE seats ADD COLUMN stand_in TEXT;",
    // 6: clocks. The match's clock (JSON, `NULL`: none), the running deadline (ms since
    // the epoch) and its seat; each seat's real-time clock; and whether a step's
    // decision was made by a stand-in (which its person may not undo).
    "ALTER TABLE matches ADD COLUMN clock TEXT;
     ALTER TABLE matches ADD COLUMN deadline BIGINT;
     ALTER TABLE matches ADD COLUMN deadline_seat BIGINT;
     ALTER TABLE seats ADD COLUMN clock_ms BIGINT;
     ALTER TABLE actions ADD COLUMN stand_in BIGINT NOT NULL DEFAULT 0;",
    // 7: the rematch of a finished match (its id; `NULL`: none yet), claimed once.
    "ALTER TABLE matches ADD COLUMN rematch TEXT;",
    // 8: which seats have a connection in which server process (processes sharing a
    // PostgreSQL database; a row per seat and process, refreshed by a heartbeat).
    "CREATE TABLE IF NOT EXISTS presence (
        match_id TEXT NOT NULL, seat BIGINT NOT NULL, process TEXT NOT NULL,
        seen BIGINT NOT NULL, PRIMARY KEY (match_id, seat, process));",
];

/// The schema version this build writes.
pub const SCHEMA_VERSION: i64 = 1 + MIGRATIONS.len() as i64;

/// The statements that bring a database at `version` to [`SCHEMA_VERSION`] (a new one
/// is at version 0), ending with the record of the new version; an error sentence for
/// a database written by a newer release.
pub(super) fn migration(version: i64) -> Result<String, StoreError> {
    if version > SCHEMA_VERSION {
        return Err(StoreError(format!(
            "the database was written by a newer nile (schema version {version}; this nile \
             reads versions up to {SCHEMA_VERSION}): run a newer nile, or another database"
        )));
    }
    let mut sql =
        String::from("CREATE TABLE IF NOT EXISTS nile_schema (version BIGINT NOT NULL);\n");
    if version < 1 {
        sql.push_str(SCHEMA_V1);
    }
    for step in MIGRATIONS.iter().skip((version.max(1) - 1) as usize) {
        sql.push_str(step);
        sql.push('\n');
    }
    sql.push_str(&format!(
        "DELETE FROM nile_schema; INSERT INTO nile_schema (version) VALUES ({SCHEMA_VERSION});"
    ));
    Ok(sql)
}

/// The schema version of an SQLite database: 0 if it has no tables yet.
pub(super) fn sqlite_version(conn: &rusqlite::Connection) -> Result<i64, StoreError> {
    let exists = |table: &str| -> Result<bool, StoreError> {
        Ok(conn
            .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?1")?
            .exists([table])?)
    };
    if exists("nile_schema")? {
        Ok(conn.query_row(
            "SELECT COALESCE(MAX(version), 1) FROM nile_schema",
            [],
            |r| r.get(0),
        )?)
    } else if exists("matches")? {
        Ok(1)
    } else {
        Ok(0)
    }
}

/// Creates the SQLite file at `path` readable and writable by its owner only, if it does
/// not exist yet (its journal files take the same permissions): the database holds the
/// seeds of unfinished matches.
pub(super) fn create_private(path: &str) -> Result<(), StoreError> {
    if path == ":memory:" || std::path::Path::new(path).exists() {
        return Ok(());
    }
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    match options.open(path) {
        Ok(_) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(()),
        Err(e) => Err(StoreError(format!("cannot create {path}: {e}"))),
    }
}

/// The schema version of a PostgreSQL database: 0 if it has no tables yet.
pub(super) async fn postgres_version(client: &tokio_postgres::Client) -> Result<i64, StoreError> {
    let row = client
        .query_one(
            "SELECT to_regclass('nile_schema') IS NOT NULL, to_regclass('matches') IS NOT NULL",
            &[],
        )
        .await?;
    let (schema, matches): (bool, bool) = (row.try_get(0)?, row.try_get(1)?);
    if schema {
        let row = client
            .query_one("SELECT COALESCE(MAX(version), 1) FROM nile_schema", &[])
            .await?;
        Ok(row.try_get(0)?)
    } else {
        Ok(i64::from(matches))
    }
}

/// Brings a PostgreSQL database to [`SCHEMA_VERSION`] in one transaction.
pub(super) async fn postgres_migrate(client: &tokio_postgres::Client) -> Result<(), StoreError> {
    let version = postgres_version(client).await?;
    if version == SCHEMA_VERSION {
        return Ok(());
    }
    let sql = migration(version)?;
    client
        .batch_execute(&format!("BEGIN; {sql} COMMIT;"))
        .await
        .map_err(|e| StoreError(format!("cannot upgrade the database: {e}")))?;
    if version > 0 {
        tracing::info!(from = version, to = SCHEMA_VERSION, "database upgraded");
    }
    Ok(())
}
