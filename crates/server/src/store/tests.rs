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
            stand_in: None,
            clock_ms: None,
        }],
        step: 0,
        over: false,
        created: 0,
        undos: 0,
        clock: None,
        deadline: None,
        deadline_seat: None,
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
        step: StoredStep {
            indices: vec![7, 8],
            over: false,
            clock: Default::default(),
            stand_in: false,
        },
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

/// Whether the SQLite file at `path` has a table `name`.
fn has_table(path: &str, name: &str) -> bool {
    rusqlite::Connection::open(path)
        .unwrap()
        .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?1")
        .unwrap()
        .exists([name])
        .unwrap()
}

/// The version row of the SQLite file at `path`.
fn version_row(path: &str) -> Vec<i64> {
    let c = rusqlite::Connection::open(path).unwrap();
    let mut st = c.prepare("SELECT version FROM nile_schema").unwrap();
    st.query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

/// A database of the release before chat (schema version 2: the seed's column, the
/// version row) gains the chat table, and its version row says so.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_of_the_previous_release_gains_the_chat() {
    let path = temp_db("v2");
    first_release_db(&path);
    rusqlite::Connection::open(&path)
        .unwrap()
        .execute_batch(
            "ALTER TABLE matches ADD COLUMN seed_public BIGINT NOT NULL DEFAULT 0; \
             CREATE TABLE nile_schema (version BIGINT NOT NULL); \
             INSERT INTO nile_schema VALUES (2);",
        )
        .unwrap();
    assert!(!has_table(&path, "chat"));
    let store = Store::open(&path).await.unwrap();
    assert_eq!(SCHEMA_VERSION, 8);
    assert_eq!(store.schema_version().await.unwrap(), 8);
    assert!(has_table(&path, "chat"));
    assert_eq!(version_row(&path), [8], "one version row, the new one");
    let old = store.record("old").await.unwrap().unwrap();
    assert_eq!(old.seed, 7);
    // Versions 4 and 5: no step taken back yet, no seat handed to a bot.
    assert_eq!(old.undos, 0);
    assert!(old.seats.iter().all(|s| s.stand_in.is_none()));
    assert_eq!(
        store
            .chat_post("old", Some(0), "Ana", "hi", 1, 10)
            .await
            .unwrap(),
        1
    );
}

/// A schema-5 database (the release before clocks) gains the clock columns: its matches
/// read back without a clock, no deadline and no seat's clock, and its steps as the
/// people's own (none by a stand-in).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_schema_5_database_gains_the_clocks() {
    let path = temp_db("v5");
    first_release_db(&path);
    rusqlite::Connection::open(&path)
        .unwrap()
        .execute_batch(
            "ALTER TABLE matches ADD COLUMN seed_public BIGINT NOT NULL DEFAULT 0; \
             CREATE TABLE chat (match_id TEXT NOT NULL, id BIGINT NOT NULL, seat BIGINT, \
               name TEXT NOT NULL, text TEXT NOT NULL, at BIGINT NOT NULL, PRIMARY KEY (match_id, id)); \
             ALTER TABLE matches ADD COLUMN undos BIGINT NOT NULL DEFAULT 0; \
             ALTER TABLE seats ADD COLUMN stand_in TEXT; \
             INSERT INTO actions VALUES ('old', 0, 3); \
             UPDATE matches SET step = 1 WHERE id = 'old'; \
             CREATE TABLE nile_schema (version BIGINT NOT NULL); \
             INSERT INTO nile_schema VALUES (5);",
        )
        .unwrap();
    let store = Store::open(&path).await.unwrap();
    assert_eq!(store.schema_version().await.unwrap(), 8);
    assert_eq!(version_row(&path), [8]);
    let old = store.record("old").await.unwrap().unwrap();
    assert_eq!(
        (old.clock, old.deadline, old.deadline_seat),
        (None, None, None)
    );
    assert!(old.seats.iter().all(|s| s.clock_ms.is_none()));
    assert_eq!(store.actions_since("old", 0).await.unwrap(), [3]);
    assert!(store.stand_in_steps("old").await.unwrap().is_empty());
}

/// A schema-6 database (the release before rematches) gains the rematch link: its
/// matches have none, and a link is claimed once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_schema_6_database_gains_the_rematch_link() {
    let path = temp_db("v6");
    first_release_db(&path);
    rusqlite::Connection::open(&path)
        .unwrap()
        .execute_batch(
            "ALTER TABLE matches ADD COLUMN seed_public BIGINT NOT NULL DEFAULT 0; \
             CREATE TABLE chat (match_id TEXT NOT NULL, id BIGINT NOT NULL, seat BIGINT, \
               name TEXT NOT NULL, text TEXT NOT NULL, at BIGINT NOT NULL, PRIMARY KEY (match_id, id)); \
             ALTER TABLE matches ADD COLUMN undos BIGINT NOT NULL DEFAULT 0; \
             ALTER TABLE seats ADD COLUMN stand_in TEXT; \
             ALTER TABLE matches ADD COLUMN clock TEXT; \
             ALTER TABLE matches ADD COLUMN deadline BIGINT; \
             ALTER TABLE matches ADD COLUMN deadline_seat BIGINT; \
             ALTER TABLE seats ADD COLUMN clock_ms BIGINT; \
             ALTER TABLE actions ADD COLUMN stand_in BIGINT NOT NULL DEFAULT 0; \
             CREATE TABLE nile_schema (version BIGINT NOT NULL); \
             INSERT INTO nile_schema VALUES (6);",
        )
        .unwrap();
    let store = Store::open(&path).await.unwrap();
    assert_eq!(store.schema_version().await.unwrap(), 8);
    assert_eq!(version_row(&path), [8]);
    assert_eq!(store.record("old").await.unwrap().unwrap().seed, 7);
    assert_eq!(store.rematch_link("old").await.unwrap(), None);
    assert!(store.claim_rematch("old", "new").await.unwrap());
    assert!(
        !store.claim_rematch("old", "other").await.unwrap(),
        "claimed once"
    );
    assert_eq!(
        store.rematch_link("old").await.unwrap().as_deref(),
        Some("new")
    );
    assert_eq!(store.rematch_link("unknown").await.unwrap(), None);
}

/// A move starts the next seat's clock in its own transaction, and an expiry is acted on
/// once: the second attempt (as from another process) finds the deadline gone and
/// changes nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deadline_is_committed_with_its_move_and_expires_once() {
    let store = Store::open(&temp_db("deadline")).await.unwrap();
    let mut m = record("c");
    m.clock = Some("{}".into());
    store.create(&m).await.unwrap();
    let clock = ClockWrite {
        deadline: Some(1_000),
        deadline_seat: Some(0),
        seat_ms: Some((0, 60_000)),
    };
    let step = Step {
        indices: &[4],
        over: false,
        clock,
        stand_in: true,
    };
    assert!(store.commit_step("c", 0, step, None).await.unwrap());
    let r = store.record("c").await.unwrap().unwrap();
    assert_eq!((r.deadline, r.deadline_seat), (Some(1_000), Some(0)));
    assert_eq!(r.seats[0].clock_ms, Some(60_000));
    assert_eq!(store.stand_in_steps("c").await.unwrap(), [0]);
    let expire = ClockWrite {
        deadline: None,
        deadline_seat: None,
        seat_ms: Some((0, 90_000)),
    };
    let bot = Some((0, "medium"));
    assert!(
        !store
            .set_clock("c", 0, Some(1_000), expire, bot)
            .await
            .unwrap(),
        "old step"
    );
    assert!(store
        .set_clock("c", 1, Some(1_000), expire, bot)
        .await
        .unwrap());
    assert!(
        !store
            .set_clock("c", 1, Some(1_000), expire, bot)
            .await
            .unwrap(),
        "twice"
    );
    let r = store.record("c").await.unwrap().unwrap();
    assert_eq!((r.deadline, r.deadline_seat), (None, None));
    assert_eq!(r.seats[0].stand_in.as_deref(), Some("medium"));
    assert_eq!(r.seats[0].clock_ms, Some(90_000));
}

/// The committed database of 0.1.0 (schema version 1), copied, is brought to this
/// release's version on open: the chat table appears, the version row is written, and
/// its matches read back as before.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_0_1_0_fixture_is_upgraded_on_open() {
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/fixtures/v0.1.0/nile.db"
    );
    let path = temp_db("fixture");
    std::fs::copy(fixture, &path).unwrap();
    assert!(!has_table(&path, "nile_schema") && !has_table(&path, "chat"));
    let before = rusqlite::Connection::open(&path)
        .unwrap()
        .query_row("SELECT COUNT(*) FROM actions", [], |r| r.get::<_, i64>(0))
        .unwrap();
    let store = Store::open(&path).await.unwrap();
    assert_eq!(store.schema_version().await.unwrap(), SCHEMA_VERSION);
    assert_eq!(version_row(&path), [SCHEMA_VERSION]);
    assert!(has_table(&path, "chat"));
    let records = store.records(None, false).await.unwrap();
    assert_eq!(records.len(), 5);
    let mut actions = 0;
    for r in &records {
        actions += store.actions_since(&r.id, 0).await.unwrap().len() as i64;
        assert!(store.chat_tail(&r.id, 200).await.unwrap().is_empty());
    }
    assert_eq!(actions, before, "every stored action is still there");
}

/// Messages are numbered from 1 per match, the oldest beyond the cap are dropped, and the
/// tail is the newest, oldest first.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chat_is_numbered_per_match_capped_and_read_from_its_tail() {
    let store = Store::open(&temp_db("chat")).await.unwrap();
    store.create(&record("a")).await.unwrap();
    store.create(&record("b")).await.unwrap();
    for k in 1..=30 {
        let n = store
            .chat_post("a", Some(0), "Ana", &format!("m{k}"), k, 25)
            .await
            .unwrap();
        assert_eq!(n, k as u64);
    }
    assert_eq!(
        store
            .chat_post("b", None, "x", "first", 0, 25)
            .await
            .unwrap(),
        1
    );
    let kept = store.chat_after("a", 0, 100).await.unwrap();
    assert_eq!(kept.len(), 25, "the newest 25 are kept");
    assert_eq!((kept[0].id, kept[0].text.as_str()), (6, "m6"));
    let tail = store.chat_tail("a", 3).await.unwrap();
    let ids: Vec<u64> = tail.iter().map(|m| m.id).collect();
    assert_eq!(ids, [28, 29, 30]);
    assert_eq!(tail[2].seat, Some(0));
    assert_eq!(store.chat_last("a").await.unwrap(), 30);
    assert_eq!(store.chat_last("none").await.unwrap(), 0);
    assert_eq!(store.chat_after("b", 0, 10).await.unwrap()[0].seat, None);
}
