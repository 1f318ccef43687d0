//! An away seat handed to a bot: `hand_to_bot` from a seat at the table, refused for a
//! connected, own, unknown or bot seat; the stand-in moves for the seat until its person
//! says `hello` again, and then the seat waits for its person.

mod common;

use std::time::Duration;

use common::*;
use serde_json::{json, Value};

/// The next `state` or `error`, passing over the rest.
async fn answer(ws: &mut Ws) -> Value {
    loop {
        let m = next(ws).await.expect("a message");
        if m["type"] == "state" || m["type"] == "error" {
            return m;
        }
    }
}

/// Says hello with `token` on a fresh connection; returns it with its first state.
async fn seat(addr: std::net::SocketAddr, id: &str, token: Option<&str>) -> (Ws, Value) {
    let mut ws = connect(addr, id).await;
    let mut hello = json!({"type": "hello", "render": false});
    if let Some(t) = token {
        hello["token"] = json!(t);
    }
    send(&mut ws, hello).await;
    let state = answer(&mut ws).await;
    assert_eq!(state["type"], "state", "{state}");
    (ws, state)
}

/// Sends `hand_to_bot` for `away`; the error code, or `None` when a state follows.
async fn hand(ws: &mut Ws, away: usize) -> Option<String> {
    send(ws, json!({"type": "hand_to_bot", "seat": away})).await;
    let m = answer(ws).await;
    (m["type"] == "error").then(|| m["code"].as_str().unwrap().to_string())
}

/// Whether any of a state's lines is a step seat `seat` took.
fn moved(state: &Value, seat: u64) -> bool {
    state["lines"]
        .as_array()
        .is_some_and(|l| l.iter().any(|line| line["actor"] == seat))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_away_seat_is_played_by_a_bot_until_its_person_comes_back() {
    let server = start(&temp_db("stand-in")).await;
    let a = server.addr;
    let id = create(a, "ra", &["open", "open", "random"], 12).await;
    let t0 = join(a, &id, 0, "ana").await;
    let t1 = join(a, &id, 1, "bo").await;
    let (mut ana, _) = seat(a, &id, Some(&t0)).await;
    let (mut watcher, _) = seat(a, &id, None).await;
    assert_eq!(hand(&mut watcher, 1).await.as_deref(), Some("forbidden"));
    assert_eq!(hand(&mut ana, 0).await.as_deref(), Some("forbidden"), "own");
    assert_eq!(hand(&mut ana, 2).await.as_deref(), Some("forbidden"), "bot");
    assert_eq!(hand(&mut ana, 9).await.as_deref(), Some("bad_message"));
    let (bo, _) = seat(a, &id, Some(&t1)).await;
    assert_eq!(
        hand(&mut ana, 1).await.as_deref(),
        Some("forbidden"),
        "here"
    );
    drop(bo);
    // Once bo's connection is gone, seat 1 is away.
    let mut handed = None;
    for _ in 0..100 {
        tokio::time::sleep(Duration::from_millis(50)).await;
        if hand(&mut ana, 1).await.is_none() {
            handed = Some(());
            break;
        }
    }
    assert!(handed.is_some(), "seat 1 was handed to a bot once away");
    assert_eq!(
        hand(&mut ana, 1).await.as_deref(),
        Some("forbidden"),
        "twice"
    );
    // Ana plays; the stand-in moves for seat 1.
    let mut state = {
        send(
            &mut ana,
            json!({"type": "hello", "token": t0, "render": false}),
        )
        .await;
        answer(&mut ana).await
    };
    assert_eq!(state["seats"][1]["stand_in"], "medium", "{state}");
    let mut seat1_moved = false;
    for _ in 0..300 {
        seat1_moved |= moved(&state, 1);
        if seat1_moved || state["over"] == true {
            break;
        }
        if state["turn"]["player"] == 0 {
            let step = state["step"].clone();
            let action = state["legal"][0]["index"].clone();
            send(
                &mut ana,
                json!({"type": "act", "step": step, "action": action}),
            )
            .await;
        }
        // The server's pings keep the connection open: a move that never comes fails here.
        state = tokio::time::timeout(Duration::from_secs(20), answer(&mut ana))
            .await
            .expect("a move by someone within 20 s");
        assert_eq!(state["type"], "state", "{state}");
    }
    assert!(seat1_moved, "the stand-in moved for seat 1");
    // Bo comes back: the seat is bo's again, and it waits for bo.
    let (mut bo, back) = seat(a, &id, Some(&t1)).await;
    assert_eq!(back["seats"][1]["stand_in"], Value::Null, "{back}");
    let mut state = back;
    for _ in 0..300 {
        if state["turn"]["player"] == 1 {
            break;
        }
        if state["turn"]["player"] == 0 {
            let step = state["step"].clone();
            let action = {
                send(
                    &mut ana,
                    json!({"type": "hello", "token": t0, "render": false}),
                )
                .await;
                answer(&mut ana).await["legal"][0]["index"].clone()
            };
            send(
                &mut ana,
                json!({"type": "act", "step": step, "action": action}),
            )
            .await;
        }
        state = answer(&mut bo).await;
    }
    assert_eq!(state["turn"]["player"], 1, "seat 1 comes to act");
    let waiting = tokio::time::timeout(Duration::from_millis(1500), answer(&mut bo)).await;
    assert!(waiting.is_err(), "nobody moves for bo: {waiting:?}");
    let action = state["legal"][0]["index"].clone();
    send(
        &mut bo,
        json!({"type": "act", "step": state["step"], "action": action}),
    )
    .await;
    let after = answer(&mut bo).await;
    assert!(after["step"].as_u64() > state["step"].as_u64(), "{after}");
}
