//! Match clocks over the wire, with short clocks: in real-time and turn-based modes the
//! away seat's clock runs out and its stand-in bot moves for it; its person's `hello`
//! takes the seat back and its clock runs again; a decision the stand-in made cannot
//! be undone by the person; creation refuses bad clocks with a sentence. (Deadlines
//! across `kill -9` and a restart: `tests/serve_clocks.rs` at the workspace's root, with
//! the real binary; across two PostgreSQL processes: `tests/postgres.rs`.)

mod common;

use std::time::Duration;

use common::*;
use serde_json::{json, Value};

/// The next `state` or `error`, passing over the rest.
async fn answer(ws: &mut Ws) -> Value {
    loop {
        let m = tokio::time::timeout(Duration::from_secs(20), next(ws))
            .await
            .expect("a message within 20 s")
            .expect("a message");
        if m["type"] == "state" || m["type"] == "error" {
            return m;
        }
    }
}

/// Creates a two-person Rá match with `clock`; returns its id.
async fn create_clocked(addr: std::net::SocketAddr, clock: Value) -> String {
    let (status, body) = http(
        addr,
        "POST",
        "/api/matches",
        Some(&json!({"game": "ra", "seats": ["open", "open"], "seed": 3, "clock": clock})),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    body["id"].as_str().expect("an id").to_string()
}

/// Says hello with `token`; returns the connection and its first state.
async fn hello(addr: std::net::SocketAddr, id: &str, token: &str) -> (Ws, Value) {
    let mut ws = connect(addr, id).await;
    send(
        &mut ws,
        json!({"type": "hello", "token": token, "render": false}),
    )
    .await;
    let state = answer(&mut ws).await;
    assert_eq!(state["type"], "state", "{state}");
    (ws, state)
}

/// Plays seat 0 (first legal action) whenever it is to act, until `done` holds for a
/// state; returns that state.
async fn play_until(ws: &mut Ws, mut state: Value, done: impl Fn(&Value) -> bool) -> Value {
    for _ in 0..400 {
        if done(&state) {
            return state;
        }
        assert_ne!(state["over"], true, "the game ended first: {state}");
        if state["turn"]["player"] == 0 && !state["legal"].as_array().unwrap().is_empty() {
            let action = state["legal"][0]["index"].clone();
            send(
                ws,
                json!({"type": "act", "step": state["step"], "action": action}),
            )
            .await;
        }
        let next = answer(ws).await;
        if next["type"] == "error" && next["code"] == "stale_step" {
            continue;
        }
        assert_eq!(next["type"], "state", "{next}");
        state = next;
    }
    panic!("the awaited state did not come: {state}");
}

/// Whether the state's last line is a decision of seat 1 and seat 0 is to act.
fn seat1_just_moved(state: &Value) -> bool {
    let last = state["lines"].as_array().and_then(|l| l.last().cloned());
    last.is_some_and(|l| l["actor"] == 1) && state["turn"]["player"] == 0
}

/// The scenario both modes share: seat 1's person is away, its clock runs out, the
/// stand-in plays it; its person comes back, may not undo the stand-in's decision, and
/// its clock runs again on its next turn.
async fn away_seat_expires(clock: Value, expected_kind: &str) {
    let server = start(&temp_db(expected_kind)).await;
    let a = server.addr;
    let id = create_clocked(a, clock).await;
    let t0 = join(a, &id, 0, "ana").await;
    let t1 = join(a, &id, 1, "bo").await;
    let (mut ana, state) = hello(a, &id, &t0).await;
    assert_eq!(state["clock"]["kind"], expected_kind, "{state}");
    assert_eq!(state["clock"]["bot"], "medium");
    // Seat 1 comes to act with its clock running (its person never connects), runs
    // out, and the stand-in moves for it.
    let state = play_until(&mut ana, state, |s| {
        s["turn"]["player"] == 1 && s["clock"]["deadline_seat"] == 1
    })
    .await;
    assert!(state["clock"]["deadline"].as_i64().is_some(), "{state}");
    let state = play_until(&mut ana, state, |s| s["seats"][1]["stand_in"] == "medium").await;
    assert_eq!(
        state["clock"]["deadline_seat"],
        Value::Null,
        "stopped: {state}"
    );
    let state = play_until(&mut ana, state, seat1_just_moved).await;
    // Bo comes back: the seat is bo's again, and the stand-in's decision stands.
    let (mut bo, back) = hello(a, &id, &t1).await;
    assert_eq!(back["seats"][1]["stand_in"], Value::Null, "{back}");
    assert_eq!(back["undo"], false, "{back}");
    send(&mut bo, json!({"type": "undo", "step": back["step"]})).await;
    let refused = answer(&mut bo).await;
    assert_eq!(refused["code"], "undo_refused", "{refused}");
    assert!(
        refused["message"].as_str().unwrap().contains("bot"),
        "{refused}"
    );
    // Seat 1's clock runs again when it is to act.
    let state = play_until(&mut ana, state, |s| {
        s["turn"]["player"] == 1 && s["clock"]["deadline_seat"] == 1
    })
    .await;
    assert_eq!(state["seats"][1]["stand_in"], Value::Null, "{state}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_realtime_clock_runs_out_and_the_stand_in_plays_until_its_person_returns() {
    away_seat_expires(
        json!({"kind": "realtime", "minutes": 0.03, "increment_seconds": 0}),
        "realtime",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_clock_runs_out_and_the_stand_in_plays_until_its_person_returns() {
    away_seat_expires(json!({"kind": "turn", "hours": 0.0005}), "turn").await;
}

/// A realtime seat's time goes down while it thinks and comes back with the increment;
/// no clock runs before every person's seat is taken.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn realtime_time_is_counted_per_seat_and_waits_for_every_seat() {
    let server = start(&temp_db("realtime-count")).await;
    let a = server.addr;
    let id = create_clocked(
        a,
        json!({"kind": "realtime", "minutes": 1, "increment_seconds": 2}),
    )
    .await;
    let t0 = join(a, &id, 0, "ana").await;
    let (ana, state) = hello(a, &id, &t0).await;
    assert_eq!(state["clock"]["remaining_ms"], json!([60_000, 60_000]));
    assert_eq!(
        state["clock"]["deadline"],
        Value::Null,
        "seat 1 is not taken"
    );
    let t1 = join(a, &id, 1, "bo").await;
    let (mut bo, mut state) = hello(a, &id, &t1).await;
    // Bo plays first if seat 1 opens; then seat 0's clock runs.
    while state["turn"]["player"] == 1 || state["clock"]["deadline_seat"] != 0 {
        if state["turn"]["player"] == 1 && state["clock"]["deadline_seat"] == 1 {
            let action = state["legal"][0]["index"].clone();
            send(
                &mut bo,
                json!({"type": "act", "step": state["step"], "action": action}),
            )
            .await;
        }
        state = answer(&mut bo).await;
    }
    drop(ana);
    let (mut ana, state) = hello(a, &id, &t0).await;
    let state = play_until(&mut ana, state, |s| s["clock"]["deadline_seat"] == 0).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let before = state["clock"]["remaining_ms"][0].as_i64().unwrap();
    let state = play_until(&mut ana, state, |s| s["clock"]["deadline_seat"] == 1).await;
    let left = state["clock"]["remaining_ms"][0].as_i64().unwrap();
    assert!(
        left > before && left < before + 2_000 - 250,
        "used some time, got 2 s back: {before} then {left}"
    );
    let (status, summary) = http(a, "GET", &format!("/api/matches/{id}"), None).await;
    assert_eq!(status, 200);
    assert_eq!(summary["clock"]["deadline_seat"], 1, "{summary}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_clocks_are_refused_with_a_sentence() {
    let server = start(&temp_db("bad-clocks")).await;
    for clock in [
        json!({"kind": "realtime"}),
        json!({"kind": "realtime", "minutes": -1}),
        json!({"kind": "turn", "hours": 100000}),
        json!({"kind": "turn", "hours": 1, "on_expiry": "forfeit"}),
        json!({"kind": "turn", "hours": 1, "bot": "mcts:1000000"}),
        json!({"kind": "hourglass"}),
        json!({"kind": "turn", "hours": 1, "tick": 1}),
    ] {
        let (status, body) = http(
            server.addr,
            "POST",
            "/api/matches",
            Some(&json!({"game": "ra", "seats": ["open", "open"], "clock": clock})),
        )
        .await;
        assert_eq!(status, 400, "{clock}: {body}");
        assert!(
            body["message"].as_str().is_some_and(|m| m.len() > 10),
            "{body}"
        );
    }
    let id = create(server.addr, "ra", &["open", "open"], 1).await;
    let (_, summary) = http(server.addr, "GET", &format!("/api/matches/{id}"), None).await;
    assert_eq!(summary["clock"], Value::Null, "no clock by default");
}

/// A seat change and the clock it starts are two conditional writes: the seat's, then the
/// clock's (`Hub::sync_clock`). A server stopped between the two leaves a match whose
/// every seat is taken with no clock running; loading it again starts the clock of the
/// seat to act, from the moment it is loaded.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clock_not_yet_stored_when_the_server_stopped_starts_when_the_match_is_loaded() {
    let db = temp_db("clock-unwritten");
    let server = start(&db).await;
    let id = create_clocked(server.addr, json!({"kind": "turn", "hours": 1})).await;
    let t0 = join(server.addr, &id, 0, "ana").await;
    join(server.addr, &id, 1, "bo").await;
    let (ws, state) = hello(server.addr, &id, &t0).await;
    let to_act = state["turn"]["player"].clone();
    assert!(to_act.is_u64(), "{state}");
    drop(ws);
    server.task.abort();
    drop(server);

    // The state of a server stopped after the last seat was taken, before its clock
    // was written: every seat taken, no deadline.
    let store = nile_server::Store::open(&db)
        .await
        .expect("the database opens");
    let record = store.record(&id).await.unwrap().expect("the match");
    let deadline = record.deadline.expect("the clock ran before the stop");
    let none = nile_server::store::ClockWrite::default();
    let step = store.step(&id).await.unwrap().expect("the match");
    assert!(store
        .set_clock(&id, step, Some(deadline), none, None)
        .await
        .unwrap());
    let record = store.record(&id).await.unwrap().expect("the match");
    assert_eq!(record.deadline, None);
    drop(store);

    let before = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    let again = start(&db).await;
    let (mut ws, mut state) = hello(again.addr, &id, &t0).await;
    for _ in 0..20 {
        if state["clock"]["deadline"].is_i64() {
            break;
        }
        state = answer(&mut ws).await;
    }
    assert_eq!(state["clock"]["deadline_seat"], to_act, "{state}");
    let deadline = state["clock"]["deadline"]
        .as_i64()
        .expect("a running clock");
    assert!(
        deadline >= before + 3_600_000,
        "an hour from the load, not from before the stop: {state}"
    );
}
