//! The store in PostgreSQL, with two servers sharing one database: complete matches of
//! all five games whose seats are connected to different servers, and the same move
//! sent to both servers at once (exactly one lands).
//!
//! The database: `NILE_TEST_POSTGRES` (a URL), or else a throwaway cluster this test
//! starts with `with-postgres.sh` (which installs Debian's postgresql if missing, and
//! fails when it cannot: this test never skips).

mod common;

use std::path::PathBuf;
use std::process::Command;

use common::*;
use serde_json::json;

/// A cluster started by this test, stopped when dropped.
struct Cluster {
    dir: Option<PathBuf>,
    url: String,
}

impl Cluster {
    fn get(name: &str) -> Cluster {
        if let Ok(url) = std::env::var("NILE_TEST_POSTGRES") {
            return Cluster { dir: None, url };
        }
        let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/with-postgres.sh");
        let dir = std::env::temp_dir().join(format!("nile-pg-{}-{name}", std::process::id()));
        let out = Command::new("bash")
            .arg(&script)
            .arg("start")
            .arg(&dir)
            .output()
            .expect("bash runs with-postgres.sh");
        assert!(
            out.status.success(),
            "a PostgreSQL cluster could not be started: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let url = String::from_utf8_lossy(&out.stdout).trim().to_string();
        Cluster {
            dir: Some(dir),
            url,
        }
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        if let Some(dir) = &self.dir {
            let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/with-postgres.sh");
            let _ = Command::new("bash")
                .arg(script)
                .arg("stop")
                .arg(dir)
                .status();
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_share_matches_through_postgres() {
    let cluster = Cluster::get("share");
    let a = start(&cluster.url).await;
    let b = start(&cluster.url).await;
    let catalog = catalog();
    // Every game: created on A, seat 0 plays through A, seat 2 through B, a bot in seat 1.
    let mut tasks = Vec::new();
    for (g, name) in ["ra", "imhotep", "tekhenu", "pragas", "conquistando"]
        .into_iter()
        .enumerate()
    {
        let id = create(a.addr, name, &["open", "random", "open"], 500 + g as u64).await;
        let t0 = join(a.addr, &id, 0, "ana").await;
        let t2 = join(b.addr, &id, 2, "bo").await;
        let (addr_a, addr_b) = (a.addr, b.addr);
        tasks.push(tokio::spawn(async move {
            let x = tokio::spawn(play_seat(addr_a, id.clone(), t0, 3 + g as u64));
            let y = tokio::spawn(play_seat(addr_b, id.clone(), t2, 5 + g as u64));
            (name, x.await.unwrap(), y.await.unwrap())
        }));
    }
    for t in tasks {
        let (name, (end_a, _), (end_b, _)) = t.await.unwrap();
        assert_eq!(
            end_a["log"], end_b["log"],
            "{name}: both servers end with the same log"
        );
        let kind = catalog.find(name).unwrap();
        let log = end_a["log"].as_str().unwrap();
        let replayed = kind.game.replay_log(log).expect("the log replays");
        assert!(replayed.outcome().is_some());
    }
    // The lobby of either server lists every match, over.
    let (_, list) = http(b.addr, "GET", "/api/matches", None).await;
    assert!(
        list.as_array()
            .unwrap()
            .iter()
            .filter(|m| m["status"] == "over")
            .count()
            >= 5
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_move_sent_to_both_servers_lands_once() {
    let cluster = Cluster::get("race");
    let a = start(&cluster.url).await;
    let b = start(&cluster.url).await;
    let id = create(a.addr, "ra", &["open", "open"], 77).await;
    let t0 = join(a.addr, &id, 0, "ana").await;
    let t1 = join(b.addr, &id, 1, "bo").await;
    let tokens = [t0, t1];
    for round in 0..12 {
        // Both servers' views of the match, through a connection each for the mover.
        let mut wa = connect(a.addr, &id).await;
        let mut wb = connect(b.addr, &id).await;
        send(&mut wa, json!({"type": "hello", "token": tokens[0]})).await;
        let sa = next(&mut wa).await.unwrap();
        if sa["over"] == true {
            break;
        }
        let p = sa["turn"]["player"].as_u64().unwrap() as usize;
        send(&mut wa, json!({"type": "hello", "token": tokens[p]})).await;
        let sa = next(&mut wa).await.unwrap();
        send(&mut wb, json!({"type": "hello", "token": tokens[p]})).await;
        let mut sb = next(&mut wb).await.unwrap();
        while sb["step"] != sa["step"] {
            sb = next(&mut wb).await.unwrap();
        }
        let step = sa["step"].as_u64().unwrap();
        let action = sa["legal"][round % sa["legal"].as_array().unwrap().len()]["index"].clone();
        let act = json!({"type": "act", "step": step, "action": action});
        send(&mut wa, act.clone()).await;
        send(&mut wb, act).await;
        // Each connection answers its copy: one lands (its state reaches both), the
        // other is refused as stale. Read each until its refusal or a quiet second.
        let mut stale = 0;
        for w in [&mut wa, &mut wb] {
            while let Ok(Some(m)) =
                tokio::time::timeout(std::time::Duration::from_millis(1500), next(w)).await
            {
                if m["type"] == "error" {
                    assert_eq!(m["code"], "stale_step", "{m}");
                    stale += 1;
                    break;
                }
            }
        }
        // The store holds exactly one action at that step, by that seat.
        let (_, summary) = http(a.addr, "GET", &format!("/api/matches/{id}"), None).await;
        let now = summary["step"].as_u64().unwrap();
        assert!(now > step);
        assert_eq!(stale, 1, "round {round}: one of the two copies is refused");
    }
}

/// Waits (up to a generous bound, for a busy machine) for a `state` on `ws` that `pred`
/// accepts, reading nothing but what the server pushes.
async fn pushed(
    what: &str,
    ws: &mut Ws,
    pred: impl Fn(&serde_json::Value) -> bool,
) -> serde_json::Value {
    let wait = std::time::Duration::from_secs(20);
    loop {
        let m = tokio::time::timeout(wait, next(ws))
            .await
            .unwrap_or_else(|_| panic!("{what}: no message pushed"))
            .expect("the connection stays open");
        if m["type"] == "state" && pred(&m) {
            return m;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn changes_on_one_server_are_pushed_to_the_other_servers_clients() {
    let cluster = Cluster::get("push");
    // No polling to speak of: only the database's notifications can carry the news.
    let rate = nile_server::hub::RateLimit {
        per_second: 1e6,
        burst: 1e6,
    };
    let hour = std::time::Duration::from_secs(3600);
    let a = start_polling(&cluster.url, rate, hour).await;
    let b = start_polling(&cluster.url, rate, hour).await;
    let id = create(a.addr, "ra", &["open", "open", "open"], 91).await;
    let t0 = join(a.addr, &id, 0, "ana").await;
    let t1 = join(a.addr, &id, 1, "bo").await;
    // On B: seat 1 and a spectator, who send nothing after their hello.
    let mut seat_b = connect(b.addr, &id).await;
    send(&mut seat_b, json!({"type": "hello", "token": t1})).await;
    let first = pushed("seat 1's hello", &mut seat_b, |_| true).await;
    let mut watcher_b = connect(b.addr, &id).await;
    send(&mut watcher_b, json!({"type": "hello"})).await;
    pushed("the spectator's hello", &mut watcher_b, |_| true).await;
    // A seat taken on A reaches B's clients.
    let t2 = join(a.addr, &id, 2, "cy").await;
    let held = |m: &serde_json::Value| m["seats"][2]["held"] == true;
    pushed("seat 2 taken, to seat 1 on B", &mut seat_b, held).await;
    pushed("seat 2 taken, to the spectator on B", &mut watcher_b, held).await;
    // Moves made on A reach B's clients.
    let tokens = [t0, t1, t2];
    let mut on_a = connect(a.addr, &id).await;
    let mut step = first["step"].as_u64().unwrap();
    for _ in 0..3 {
        send(&mut on_a, json!({"type": "hello", "token": tokens[0]})).await;
        let s = pushed("a hello on A", &mut on_a, |m| {
            m["step"].as_u64() == Some(step)
        })
        .await;
        let p = s["turn"]["player"].as_u64().unwrap() as usize;
        send(&mut on_a, json!({"type": "hello", "token": tokens[p]})).await;
        let s = pushed("a hello on A", &mut on_a, |m| {
            m["step"].as_u64() == Some(step)
        })
        .await;
        let action = s["legal"][0]["index"].clone();
        send(
            &mut on_a,
            json!({"type": "act", "step": step, "action": action}),
        )
        .await;
        let ack = next(&mut on_a).await.unwrap();
        assert!(
            ack["type"] == "state" && ack["step"].as_u64() > Some(step),
            "{ack}"
        );
        let moved = |m: &serde_json::Value| m["step"].as_u64() > Some(step);
        let seen = pushed("a move on A, to seat 1 on B", &mut seat_b, moved).await;
        pushed("a move on A, to the spectator on B", &mut watcher_b, moved).await;
        step = seen["step"].as_u64().unwrap();
        // B's client sees the lines of the move it did not make.
        assert!(!seen["lines"].as_array().unwrap().is_empty(), "{seen}");
    }
}

/// The next `chat` message on `ws`, pushed by the server (nothing is sent to ask).
async fn pushed_chat(what: &str, ws: &mut Ws) -> serde_json::Value {
    let wait = std::time::Duration::from_secs(20);
    loop {
        let m = tokio::time::timeout(wait, next(ws))
            .await
            .unwrap_or_else(|_| panic!("{what}: no chat pushed"))
            .expect("the connection stays open");
        assert_ne!(m["type"], "error", "{what}: {m}");
        if m["type"] == "chat" {
            return m;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chat_posted_on_one_server_reaches_the_other_servers_clients_in_order() {
    let cluster = Cluster::get("chat");
    let rate = nile_server::hub::RateLimit {
        per_second: 1e6,
        burst: 1e6,
    };
    // No polling: only notifications can carry the messages.
    let hour = std::time::Duration::from_secs(3600);
    let a = start_polling(&cluster.url, rate, hour).await;
    let b = start_polling(&cluster.url, rate, hour).await;
    let id = create(a.addr, "ra", &["open", "open", "random"], 17).await;
    let t0 = join(a.addr, &id, 0, "ana").await;
    let t1 = join(b.addr, &id, 1, "bo").await;
    let mut on_a = connect(a.addr, &id).await;
    send(&mut on_a, json!({"type": "hello", "token": t0})).await;
    let mut on_b = connect(b.addr, &id).await;
    send(&mut on_b, json!({"type": "hello", "token": t1})).await;
    let mut watcher_b = connect(b.addr, &id).await;
    send(&mut watcher_b, json!({"type": "hello"})).await;
    // Both hellos answered (a ping is answered after them).
    for ws in [&mut on_a, &mut on_b, &mut watcher_b] {
        send(ws, json!({"type": "ping"})).await;
        while next(ws).await.unwrap()["type"] != "pong" {}
    }
    for k in 0..3 {
        send(&mut on_a, json!({"type": "chat", "text": format!("a{k}")})).await;
        send(&mut on_b, json!({"type": "chat", "text": format!("b{k}")})).await;
    }
    let mut seen = Vec::new();
    for (what, ws) in [
        ("A's seat", &mut on_a),
        ("B's seat", &mut on_b),
        ("B's spectator", &mut watcher_b),
    ] {
        let mut got = Vec::new();
        for _ in 0..6 {
            got.push(pushed_chat(what, ws).await);
        }
        seen.push(got);
    }
    assert_eq!(seen[0], seen[1], "both servers tell one order");
    assert_eq!(seen[0], seen[2]);
    let ids: Vec<u64> = seen[0].iter().map(|m| m["id"].as_u64().unwrap()).collect();
    assert_eq!(ids, [1, 2, 3, 4, 5, 6]);
    // A later hello on either server gets the same history.
    let mut late = connect(a.addr, &id).await;
    send(&mut late, json!({"type": "hello"})).await;
    let history = loop {
        let m = next_raw(&mut late).await.unwrap();
        if m["type"] == "chat_history" {
            break m;
        }
    };
    let stored: Vec<&serde_json::Value> = history["messages"].as_array().unwrap().iter().collect();
    let told: Vec<serde_json::Value> = seen[0]
        .iter()
        .map(|m| {
            let mut m = m.clone();
            m.as_object_mut().unwrap().remove("type");
            m
        })
        .collect();
    assert_eq!(stored, told.iter().collect::<Vec<_>>());
}

/// A PostgreSQL database as the first release wrote it (the version-1 tables, no version
/// row) is upgraded on open: the chat table appears and the version row is written; a
/// database marked with a newer version is refused with a sentence.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_first_release_postgres_database_is_upgraded_and_a_newer_one_refused() {
    let cluster = Cluster::get("upgrade");
    let (admin, connection) = tokio_postgres::connect(&cluster.url, tokio_postgres::NoTls)
        .await
        .expect("connect");
    tokio::spawn(connection);
    let name = format!("nile_upgrade_{}", std::process::id());
    // One statement a call: several would make a transaction, which these may not run in.
    for sql in [
        format!("DROP DATABASE IF EXISTS {name}"),
        format!("CREATE DATABASE {name}"),
    ] {
        admin.batch_execute(&sql).await.unwrap();
    }
    let (base, _) = cluster.url.rsplit_once('/').expect("a URL with a database");
    let url = format!("{base}/{name}");
    let (old, connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
        .await
        .unwrap();
    tokio::spawn(connection);
    old.batch_execute(
        "CREATE TABLE matches (id TEXT PRIMARY KEY, game TEXT NOT NULL, config TEXT NOT NULL, \
           seed BIGINT NOT NULL, step BIGINT NOT NULL, over BIGINT NOT NULL, created BIGINT NOT NULL);
         CREATE TABLE seats (match_id TEXT NOT NULL, seat BIGINT NOT NULL, spec TEXT NOT NULL, \
           name TEXT, token_hash TEXT, PRIMARY KEY (match_id, seat));
         CREATE TABLE actions (match_id TEXT NOT NULL, step BIGINT NOT NULL, idx BIGINT NOT NULL, \
           PRIMARY KEY (match_id, step));
         INSERT INTO matches VALUES ('old', 'ra', '{}', 7, 0, 0, 5);
         INSERT INTO seats (match_id, seat, spec) VALUES ('old', 0, 'open');",
    )
    .await
    .unwrap();
    let store = nile_server::Store::open(&url).await.expect("upgraded");
    assert_eq!(
        store.schema_version().await.unwrap(),
        nile_server::store::SCHEMA_VERSION
    );
    let row = old
        .query_one(
            "SELECT to_regclass('chat') IS NOT NULL, (SELECT array_agg(version) FROM nile_schema)",
            &[],
        )
        .await
        .unwrap();
    assert!(row.get::<_, bool>(0), "the chat table exists");
    assert_eq!(
        row.get::<_, Vec<i64>>(1),
        [nile_server::store::SCHEMA_VERSION]
    );
    assert_eq!(store.record("old").await.unwrap().unwrap().seed, 7);
    assert_eq!(
        store
            .chat_post("old", Some(0), "ana", "hi", 1, 10)
            .await
            .unwrap(),
        1
    );
    // Version 7: the rematch link, none for an old match, claimed once.
    assert_eq!(store.rematch_link("old").await.unwrap(), None);
    assert!(store.claim_rematch("old", "new").await.unwrap());
    assert!(!store.claim_rematch("old", "other").await.unwrap());
    assert_eq!(
        store.rematch_link("old").await.unwrap().as_deref(),
        Some("new")
    );
    drop(store);
    old.batch_execute("UPDATE nile_schema SET version = version + 1")
        .await
        .unwrap();
    let err = nile_server::Store::open(&url)
        .await
        .expect_err("refused")
        .to_string();
    assert!(err.contains("newer nile"), "{err}");
}

/// A `state` without what depends on the connection's history (`lines`, `reset`) or on
/// which process counts the connections (`seats`).
fn position(m: &serde_json::Value) -> serde_json::Value {
    let mut v = m.clone();
    for key in ["lines", "reset", "seats"] {
        v.as_object_mut().unwrap().remove(key);
    }
    v
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_undo_on_one_server_resets_the_other_servers_clients() {
    let cluster = Cluster::get("undo");
    let rate = nile_server::hub::RateLimit {
        per_second: 1e6,
        burst: 1e6,
    };
    // Only the notifications carry the news.
    let hour = std::time::Duration::from_secs(3600);
    let a = start_polling(&cluster.url, rate, hour).await;
    let b = start_polling(&cluster.url, rate, hour).await;
    let id = create(a.addr, "ra", &["open", "open"], 17).await;
    let tokens = [
        join(a.addr, &id, 0, "ana").await,
        join(a.addr, &id, 1, "bo").await,
    ];
    let mut on_b = connect(b.addr, &id).await;
    send(
        &mut on_b,
        json!({"type": "hello", "token": tokens[1], "render": false}),
    )
    .await;
    let mut last_b = pushed("seat 1's hello on B", &mut on_b, |_| true).await;
    let mut on_a = connect(a.addr, &id).await;
    for _ in 0..200 {
        let step = last_b["step"].as_u64().unwrap();
        let p = last_b["turn"]["player"].as_u64().expect("a seat to act") as usize;
        send(
            &mut on_a,
            json!({"type": "hello", "token": tokens[p], "render": false}),
        )
        .await;
        let before = pushed("a hello on A", &mut on_a, |m| {
            m["step"].as_u64() == Some(step)
        })
        .await;
        let action = before["legal"][0]["index"].clone();
        send(
            &mut on_a,
            json!({"type": "act", "step": step, "action": action}),
        )
        .await;
        let after = pushed("the move on A", &mut on_a, |m| {
            m["step"].as_u64() > Some(step)
        })
        .await;
        let now = after["step"].as_u64().unwrap();
        last_b = pushed("the move, on B", &mut on_b, |m| {
            m["step"].as_u64() == Some(now)
        })
        .await;
        if after["undo"] != true {
            continue;
        }
        // Seat 1 on B saw the position before the move; it sees it again after the undo.
        send(
            &mut on_a,
            json!({"type": "hello", "token": tokens[1], "render": false}),
        )
        .await;
        let seat1_after = pushed("a hello on A", &mut on_a, |m| {
            m["step"].as_u64() == Some(now)
        })
        .await;
        assert_eq!(position(&seat1_after), position(&last_b));
        send(
            &mut on_a,
            json!({"type": "hello", "token": tokens[p], "render": false}),
        )
        .await;
        pushed("a hello on A", &mut on_a, |m| {
            m["step"].as_u64() == Some(now)
        })
        .await;
        send(&mut on_a, json!({"type": "undo", "step": now})).await;
        let undone = pushed("the undo on A", &mut on_a, |m| m["reset"] == true).await;
        assert_eq!(undone["step"].as_u64(), Some(step));
        let reset = pushed("the undo, on B", &mut on_b, |m| m["reset"] == true).await;
        assert_eq!(reset["step"].as_u64(), Some(step), "{reset}");
        assert_eq!(
            reset["lines"].as_array().unwrap().len() as u64,
            step,
            "every line"
        );
        // The same seat moves again: the counter is back where it stood, and B follows.
        let other = before["legal"].as_array().unwrap().len() - 1;
        let action = before["legal"][other]["index"].clone();
        send(
            &mut on_a,
            json!({"type": "act", "step": step, "action": action}),
        )
        .await;
        let again = pushed("the new move on A", &mut on_a, |m| {
            m["step"].as_u64() > Some(step)
        })
        .await;
        send(
            &mut on_a,
            json!({"type": "hello", "token": tokens[1], "render": false}),
        )
        .await;
        let step_again = again["step"].as_u64();
        let seat1 = pushed("a hello on A", &mut on_a, |m| {
            m["step"].as_u64() == step_again
        })
        .await;
        let seen = pushed("the new move, on B", &mut on_b, |m| {
            m["step"].as_u64() == step_again
        })
        .await;
        assert_eq!(position(&seen), position(&seat1), "B follows the new move");
        return;
    }
    panic!("no undo was allowed");
}

/// A match's summary on `addr` once `ok` holds for it (polled for up to 30 s).
async fn summary_when(
    addr: std::net::SocketAddr,
    id: &str,
    ok: impl Fn(&serde_json::Value) -> bool,
) -> serde_json::Value {
    for _ in 0..600 {
        let (_, s) = http(addr, "GET", &format!("/api/matches/{id}"), None).await;
        if ok(&s) {
            return s;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("the awaited summary did not come on {addr}");
}

/// A clocked match held by two servers: both read the same deadline from the store,
/// both timers fire at it, and the expiry is acted on once: the seat is handed to its
/// stand-in (which moves for it) and the deadline it replaced cannot be acted on again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clock_expiry_is_acted_on_once_by_two_servers() {
    let cluster = Cluster::get("clock");
    let a = start(&cluster.url).await;
    let b = start(&cluster.url).await;
    let (status, created) = http(
        a.addr,
        "POST",
        "/api/matches",
        Some(&json!({"game": "ra", "seats": ["open", "open"], "seed": 9,
                     "clock": {"kind": "turn", "hours": 0.0008}})),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    join(a.addr, &id, 0, "ana").await;
    // Joined through b, so b holds the match (and its timer) too.
    join(b.addr, &id, 1, "bo").await;
    let on_a = summary_when(a.addr, &id, |s| s["clock"]["deadline"].is_i64()).await;
    let on_b = summary_when(b.addr, &id, |s| s["clock"]["deadline"].is_i64()).await;
    assert_eq!(on_a["clock"], on_b["clock"], "one deadline for both");
    let deadline = on_a["clock"]["deadline"].as_i64().unwrap();
    let seat = on_a["clock"]["deadline_seat"].as_u64().unwrap() as usize;
    let step = on_a["step"].as_u64().unwrap();
    let after = summary_when(b.addr, &id, |s| s["step"].as_u64() > Some(step)).await;
    assert_eq!(after["seats"][seat]["stand_in"], "medium", "{after}");
    // The expiry that was acted on cannot be acted on again, from any process.
    let store = nile_server::Store::open(&cluster.url).await.unwrap();
    let again = store
        .set_clock(
            &id,
            step,
            Some(deadline),
            nile_server::store::ClockWrite::default(),
            Some((seat, "medium")),
        )
        .await
        .unwrap();
    assert!(!again, "the deadline was already acted on");
    let (_, on_a) = http(a.addr, "GET", &format!("/api/matches/{id}"), None).await;
    assert_eq!(on_a["seats"][seat]["stand_in"], "medium", "{on_a}");
}

/// Rematch and replay across two servers sharing PostgreSQL: a rematch made on one server
/// is told to a connection on the other by notification alone; two rematch requests sent
/// to both servers at once make one rematch; a replay reads the same from either server.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_is_told_across_servers_and_made_once_when_asked_of_both() {
    let cluster = Cluster::get("rematch");
    let rate = nile_server::hub::RateLimit {
        per_second: 1e6,
        burst: 1e6,
    };
    let hour = std::time::Duration::from_secs(3600);
    let a = start_polling(&cluster.url, rate, hour).await;
    let b = start_polling(&cluster.url, rate, hour).await;
    let mut finished = Vec::new();
    for seed in [93, 94] {
        let id = create(a.addr, "ra", &["open", "open"], seed).await;
        let t0 = join(a.addr, &id, 0, "ana").await;
        let t1 = join(a.addr, &id, 1, "bo").await;
        let x = tokio::spawn(play_seat(a.addr, id.clone(), t0.clone(), 7));
        let y = tokio::spawn(play_seat(a.addr, id.clone(), t1.clone(), 8));
        x.await.unwrap();
        y.await.unwrap();
        finished.push((id, t0, t1));
    }
    // Made on A: B's connection is told by the notification.
    let (id, t0, t1) = &finished[0];
    let mut on_b = connect(b.addr, id).await;
    send(&mut on_b, json!({"type": "hello", "token": t1})).await;
    pushed("the finished match on B", &mut on_b, |m| m["over"] == true).await;
    let path = format!("/api/matches/{id}/rematch");
    let (status, made) = http(a.addr, "POST", &path, Some(&json!({"token": t0}))).await;
    assert_eq!(status, 200, "{made}");
    let told = loop {
        let m = tokio::time::timeout(std::time::Duration::from_secs(20), next(&mut on_b))
            .await
            .expect("the rematch is told on B")
            .expect("the connection stays open");
        if m["type"] == "rematch" {
            break m;
        }
    };
    assert_eq!(told["match"], made["id"]);
    let replay = format!("/api/matches/{id}/replay?step=5");
    let (sa, from_a) = http(a.addr, "GET", &replay, None).await;
    let (sb, from_b) = http(b.addr, "GET", &replay, None).await;
    assert_eq!((sa, sb), (200, 200), "{from_a}");
    assert_eq!(from_a["observation"], from_b["observation"]);
    assert_eq!(from_a["lines"], from_b["lines"]);
    // Asked of both servers at once: one rematch, each caller in its own seat.
    let (id, t0, t1) = &finished[1];
    let path = format!("/api/matches/{id}/rematch");
    let (ask_a, ask_b) = (json!({"token": t0}), json!({"token": t1}));
    let (ra, rb) = tokio::join!(
        http(a.addr, "POST", &path, Some(&ask_a)),
        http(b.addr, "POST", &path, Some(&ask_b))
    );
    assert_eq!((ra.0, rb.0), (200, 200), "{} {}", ra.1, rb.1);
    assert_eq!(ra.1["id"], rb.1["id"], "one rematch");
    assert_eq!((&ra.1["seat"], &rb.1["seat"]), (&json!(0), &json!(1)));
}

/// Reads what the server pushes on `ws` until a message shows seat `seat` as `connected`
/// or not (a `presence`, or a `state`'s `seats[].connected`).
async fn presence_of(what: &str, ws: &mut Ws, seat: usize, connected: bool) {
    let wait = std::time::Duration::from_secs(20);
    loop {
        let m = tokio::time::timeout(wait, next_raw(ws))
            .await
            .unwrap_or_else(|_| panic!("{what}: no presence pushed"))
            .expect("the connection stays open");
        let shown = match m["type"].as_str() {
            Some("presence") => m["connected"][seat].as_bool(),
            Some("state") => m["seats"][seat]["connected"].as_bool(),
            _ => None,
        };
        if shown == Some(connected) {
            return;
        }
    }
}

/// The answer to a `hand_to_bot` on `ws`: the error's code, or `None` once a `state`
/// shows the seat played by a stand-in.
async fn hand_to_bot(ws: &mut Ws, seat: usize) -> Option<String> {
    send(ws, json!({"type": "hand_to_bot", "seat": seat})).await;
    loop {
        let m = next_raw(ws).await.expect("the connection stays open");
        if m["type"] == "error" {
            return Some(m["code"].as_str().unwrap_or_default().to_string());
        }
        if m["type"] == "state" && m["seats"][seat]["stand_in"].is_string() {
            return None;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_connected_to_one_server_is_present_on_the_other() {
    let cluster = Cluster::get("presence");
    // No polling to speak of: presence travels by the database's notifications.
    let rate = nile_server::hub::RateLimit {
        per_second: 1e6,
        burst: 1e6,
    };
    let hour = std::time::Duration::from_secs(3600);
    let a = start_polling(&cluster.url, rate, hour).await;
    let b = start_polling(&cluster.url, rate, hour).await;
    let id = create(a.addr, "ra", &["open", "open"], 95).await;
    let t0 = join(a.addr, &id, 0, "ana").await;
    let t1 = join(a.addr, &id, 1, "bo").await;
    let mut ana = connect(a.addr, &id).await;
    send(&mut ana, json!({"type": "hello", "token": t0})).await;
    presence_of("ana's own seat, on A", &mut ana, 0, true).await;
    // Bo connects to B only: A shows seat 1 connected, and will not hand it to a bot.
    let mut bo = connect(b.addr, &id).await;
    send(&mut bo, json!({"type": "hello", "token": t1})).await;
    presence_of("bo's seat, to ana on A", &mut ana, 1, true).await;
    assert_eq!(
        hand_to_bot(&mut ana, 1).await.as_deref(),
        Some("forbidden"),
        "a seat connected to another server is not away"
    );
    // Bo goes: A shows the seat away, and hands it to a bot.
    bo.close(None).await.unwrap();
    drop(bo);
    presence_of("bo gone, to ana on A", &mut ana, 1, false).await;
    assert_eq!(
        hand_to_bot(&mut ana, 1).await,
        None,
        "an away seat is handed over"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dead_processs_presence_stops_counting() {
    use nile_server::store::{Store, PRESENCE_FRESH_MS};
    let cluster = Cluster::get("stale");
    let store = Store::open(&cluster.url).await.unwrap();
    let now = 10_000_000;
    store
        .presence_mark("m", 1, "alive", true, now)
        .await
        .unwrap();
    store
        .presence_mark("m", 2, "dead", true, now - PRESENCE_FRESH_MS - 1)
        .await
        .unwrap();
    // Another process sees the live row and not the one whose process stopped beating.
    assert_eq!(store.present_elsewhere("m", "me", now).await.unwrap(), [1]);
    // Its own rows are not "elsewhere" to a process.
    assert!(store
        .present_elsewhere("m", "alive", now)
        .await
        .unwrap()
        .is_empty());
    // A heartbeat keeps a process's rows; the stale ones are deleted.
    store.presence_beat("alive", now + 20_000).await.unwrap();
    assert_eq!(
        store
            .present_elsewhere("m", "me", now + 20_000)
            .await
            .unwrap(),
        [1]
    );
    // The last connection gone: the row is deleted.
    store
        .presence_mark("m", 1, "alive", false, now)
        .await
        .unwrap();
    assert!(store
        .present_elsewhere("m", "me", now)
        .await
        .unwrap()
        .is_empty());
}
