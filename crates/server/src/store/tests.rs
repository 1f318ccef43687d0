//! The store's own tests: the SQLite group commit, alone and under concurrent moves.

use super::sqlite::group::{commit_group, CommitJob, PAGE_SIZE};
use super::*;

fn temp_db(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("nile-store-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temp folder");
    dir.join("nile.db").to_string_lossy().into_owned()
}

fn record(id: &str) -> MatchRecord {
    MatchRecord {
        id: id.into(),
        game: "ra".into(),
        config_json: "{}".into(),
        seed: 1,
        seed_public: true,
        seats: vec![SeatRecord {
            spec: "open".into(),
            name: Some("ana".into()),
            token_hash: Some("h".into()),
        }],
        step: 0,
        over: false,
        created: 0,
    }
}

fn job(
    id: &str,
    from: i64,
    hash: Option<&str>,
) -> (
    CommitJob,
    tokio::sync::oneshot::Receiver<Result<bool, StoreError>>,
) {
    let (answer, rx) = tokio::sync::oneshot::channel();
    let job = CommitJob {
        id: id.into(),
        from,
        over: false,
        indices: vec![7, 8],
        seat: hash.map(|_| 0),
        hash: hash.map(str::to_string),
        answer,
    };
    (job, rx)
}

/// One group: a good move, a second move for the same step of the same match, a stale
/// one, one with a wrong credential, and one whose action rows cannot be inserted
/// (the step is already stored). Only the first and a good move of another match
/// commit; the failing one is undone alone, its counter untouched.
#[tokio::test]
async fn a_group_commits_the_good_moves_and_nothing_of_the_others() {
    let store = Store::open(&temp_db("group")).await.unwrap();
    for id in ["a", "b", "c", "d"] {
        store.create(&record(id)).await.unwrap();
    }
    let Store::Sqlite(db) = &store else {
        panic!("a SQLite store")
    };
    {
        let mut c = db.conn.lock().unwrap();
        // Match c already has a row for step 1: its move's inserts fail.
        c.execute(
            "INSERT INTO actions (match_id, step, idx) VALUES ('c', 1, 3)",
            [],
        )
        .unwrap();
        let group: Vec<_> = [
            job("a", 0, Some("h")),
            job("a", 0, Some("h")),
            job("b", 5, None),
            job("b", 0, Some("wrong")),
            job("c", 0, None),
            job("d", 0, None),
        ]
        .into_iter()
        .map(|(j, _)| j)
        .collect();
        let answers: Vec<Option<bool>> = commit_group(&mut c, &group)
            .unwrap()
            .into_iter()
            .map(|a| a.ok())
            .collect();
        assert_eq!(
            answers,
            [
                Some(true),
                Some(false),
                Some(false),
                Some(false),
                None,
                Some(true)
            ]
        );
    }
    assert_eq!(store.step("a").await.unwrap(), Some(2));
    assert_eq!(store.step("b").await.unwrap(), Some(0));
    assert_eq!(
        store.step("c").await.unwrap(),
        Some(0),
        "the failed move is undone"
    );
    assert_eq!(store.step("d").await.unwrap(), Some(2));
    assert_eq!(store.actions_since("a", 0).await.unwrap(), [7, 8]);
    assert_eq!(
        store.actions_since("b", 0).await.unwrap(),
        Vec::<usize>::new()
    );
    assert_eq!(store.actions_since("c", 0).await.unwrap(), [3]);
}

/// Moves sent at once through the writer thread: each answered, every good one stored,
/// and of two for the same step only one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_commits_are_each_answered_once_committed() {
    let store = Store::open(&temp_db("concurrent")).await.unwrap();
    let ids: Vec<String> = (0..40).map(|k| format!("m{k}")).collect();
    for id in &ids {
        store.create(&record(id)).await.unwrap();
    }
    let mut tasks = Vec::new();
    for id in ids.iter().chain(ids.iter()) {
        let (store, id) = (store.clone(), id.clone());
        tasks.push(tokio::spawn(async move {
            store.commit(&id, 0, &[1], false, None).await.unwrap()
        }));
    }
    let mut won = 0;
    for t in tasks {
        won += usize::from(t.await.unwrap());
    }
    assert_eq!(won, ids.len(), "one move per match and step");
    for id in &ids {
        assert_eq!(store.step(id).await.unwrap(), Some(1));
        assert_eq!(store.actions_since(id, 0).await.unwrap(), [1]);
    }
}

/// The commits never checkpoint (`wal_autocheckpoint` is 0 on their connection), and the
/// checkpointer thread copies the log into the database file soon after they are made:
/// the file, which holds nothing of the commits until a checkpoint, grows.
#[tokio::test]
async fn the_checkpointer_copies_the_log_into_the_database_file() {
    let path = temp_db("checkpoint");
    let store = Store::open(&path).await.unwrap();
    let Store::Sqlite(db) = &store else {
        panic!("a SQLite store")
    };
    let auto: i64 = db
        .conn
        .lock()
        .unwrap()
        .pragma_query_value(None, "wal_autocheckpoint", |r| r.get(0))
        .unwrap();
    assert_eq!(auto, 0, "the commits' connection never checkpoints");
    let size = || std::fs::metadata(&path).map_or(0, |m| m.len());
    let before = size();
    for k in 0..40 {
        let id = format!("m{k}");
        store.create(&record(&id)).await.unwrap();
        assert!(store.commit(&id, 0, &[1, 2, 3], false, None).await.unwrap());
    }
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while size() <= before && std::time::Instant::now() < deadline {
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert!(
        size() > before,
        "the database file is still {before} bytes: the log was never checkpointed"
    );
    // What was copied reads back, from the store and from a connection of its own.
    assert_eq!(store.actions_since("m39", 0).await.unwrap(), [1, 2, 3]);
    let other = rusqlite::Connection::open(&path).unwrap();
    let rows: i64 = other
        .query_row("SELECT COUNT(*) FROM actions", [], |r| r.get(0))
        .unwrap();
    assert_eq!(rows, 120);
}

/// A database the server creates has 1 KiB pages (a move's changed pages are what the
/// log takes); one made earlier with SQLite's default pages keeps them and still works.
#[tokio::test]
async fn new_databases_get_small_pages_and_old_ones_keep_theirs() {
    let page_size = |store: &Store| -> i64 {
        let Store::Sqlite(db) = store else {
            panic!("a SQLite store")
        };
        db.conn
            .lock()
            .unwrap()
            .pragma_query_value(None, "page_size", |r| r.get(0))
            .unwrap()
    };
    let fresh = temp_db("pages-new");
    let store = Store::open(&fresh).await.unwrap();
    assert_eq!(page_size(&store), PAGE_SIZE);
    let old = temp_db("pages-old");
    rusqlite::Connection::open(&old)
        .unwrap()
        .execute_batch("PRAGMA page_size = 4096; CREATE TABLE t (x); DROP TABLE t;")
        .unwrap();
    let store = Store::open(&old).await.unwrap();
    assert_eq!(page_size(&store), 4096);
    store.create(&record("m")).await.unwrap();
    assert!(store.commit("m", 0, &[4, 5], false, None).await.unwrap());
    assert_eq!(store.actions_since("m", 0).await.unwrap(), [4, 5]);
}

/// A database as the first release wrote it: the version-1 tables, no version record.
fn first_release_db(path: &str) {
    let conn = rusqlite::Connection::open(path).unwrap();
    conn.execute_batch(SCHEMA_V1).unwrap();
    conn.execute(
        "INSERT INTO matches (id, game, config, seed, step, over, created) \
         VALUES ('old', 'ra', '{}', 7, 0, 0, 5)",
        [],
    )
    .unwrap();
    conn.execute(
        "INSERT INTO seats (match_id, seat, spec) VALUES ('old', 0, 'open')",
        [],
    )
    .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_first_release_database_is_upgraded_on_open_and_keeps_its_matches() {
    let path = temp_db("upgrade");
    first_release_db(&path);
    let store = Store::open(&path).await.unwrap();
    assert_eq!(store.schema_version().await.unwrap(), SCHEMA_VERSION);
    let old = store.record("old").await.unwrap().expect("the old match");
    assert_eq!(old.seed, 7);
    assert!(
        !old.seed_public,
        "a match from before the column kept its seed secret"
    );
    // A new match writes and reads the new column.
    store.create(&record("new")).await.unwrap();
    assert!(store.record("new").await.unwrap().unwrap().seed_public);
    drop(store);
    // Opening again changes nothing.
    let again = Store::open(&path).await.unwrap();
    assert_eq!(again.schema_version().await.unwrap(), SCHEMA_VERSION);
    assert_eq!(again.records(None, false).await.unwrap().len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_from_a_newer_release_is_refused_with_a_sentence() {
    let path = temp_db("newer");
    {
        let conn = rusqlite::Connection::open(&path).unwrap();
        conn.execute_batch(&format!(
            "{SCHEMA_V1} CREATE TABLE nile_schema (version BIGINT NOT NULL); \
             INSERT INTO nile_schema VALUES ({});",
            SCHEMA_VERSION + 1
        ))
        .unwrap();
    }
    let err = Store::open(&path).await.expect_err("refused").to_string();
    assert!(err.contains("newer nile"), "{err}");
}

#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_database_is_readable_by_its_owner_only() {
    use std::os::unix::fs::PermissionsExt;
    let path = temp_db("private");
    let store = Store::open(&path).await.unwrap();
    store.create(&record("m")).await.unwrap();
    for file in [path.clone(), format!("{path}-wal")] {
        let mode = std::fs::metadata(&file).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "{file}");
    }
}
