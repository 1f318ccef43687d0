//! Chat, presence and default names over a real server: every connection of a match reads
//! the same messages in one order; texts are checked, rate-limited, stored and sent back
//! verbatim; the history survives a restart; a seat's connections coming and going are
//! told; a seat taken without a name is called by its number.

mod common;

use std::time::Duration;

use common::*;
use serde_json::{json, Value};

/// A Rá match with two person seats and a bot; the seats' credentials.
async fn two_seats(addr: std::net::SocketAddr) -> (String, String, String) {
    let id = create(addr, "ra", &["open", "open", "random"], 9).await;
    let t0 = join(addr, &id, 0, "Ana").await;
    let t1 = join(addr, &id, 1, "Bo").await;
    (id, t0, t1)
}

/// A connection that said hello (as `token`'s seat, or a spectator), with its `state` and
/// `chat_history` read.
async fn hello(addr: std::net::SocketAddr, id: &str, token: Option<&str>) -> (Ws, Value, Value) {
    let mut ws = connect(addr, id).await;
    let mut msg = json!({"type": "hello"});
    if let Some(t) = token {
        msg["token"] = json!(t);
    }
    send(&mut ws, msg).await;
    let state = next_raw(&mut ws).await.expect("a state");
    assert_eq!(state["type"], "state", "{state}");
    let history = next_of(&mut ws, "chat_history").await;
    (ws, state, history)
}

/// The next message of type `kind`, passing over the others; fails after [`PATIENCE`]
/// (the server's pings keep the connection alive, so waiting alone would never end).
async fn next_of(ws: &mut Ws, kind: &str) -> Value {
    let wait = async {
        loop {
            let m = next_raw(ws)
                .await
                .unwrap_or_else(|| panic!("closed awaiting {kind}"));
            if m["type"] == kind {
                return m;
            }
            assert_ne!(m["type"], "error", "awaiting {kind}: {m}");
        }
    };
    tokio::time::timeout(PATIENCE, wait)
        .await
        .unwrap_or_else(|_| panic!("no {kind} within {PATIENCE:?}"))
}

/// The next `chat` message or error; fails after [`PATIENCE`].
async fn next_chat_or_error(ws: &mut Ws) -> Value {
    let wait = async {
        loop {
            let m = next_raw(ws).await.expect("a message");
            if m["type"] == "chat" || m["type"] == "error" {
                return m;
            }
        }
    };
    tokio::time::timeout(PATIENCE, wait)
        .await
        .expect("a chat message or an error in time")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chat_reaches_every_connection_in_one_order_and_verbatim() {
    let server = start(&temp_db("chat-order")).await;
    let a = server.addr;
    let (id, t0, t1) = two_seats(a).await;
    let (mut ana, _, history) = hello(a, &id, Some(&t0)).await;
    assert_eq!(history["messages"], json!([]), "no chat yet");
    let (mut bo, _, _) = hello(a, &id, Some(&t1)).await;
    let (mut watcher, _, _) = hello(a, &id, None).await;
    let script = "<script>alert('x')</script> & \"quotes\"";
    // Both seats post at once, from two connections.
    for k in 0..4 {
        send(
            &mut ana,
            json!({"type": "chat", "text": format!("ana {k}")}),
        )
        .await;
        send(
            &mut bo,
            json!({"type": "chat", "text": format!("  bo {k}  ")}),
        )
        .await;
    }
    send(&mut ana, json!({"type": "chat", "text": script})).await;
    let mut seen: Vec<Vec<Value>> = Vec::new();
    for ws in [&mut ana, &mut bo, &mut watcher] {
        let mut got = Vec::new();
        while got.len() < 9 {
            let m = next_chat_or_error(ws).await;
            assert_eq!(m["type"], "chat", "{m}");
            got.push(m);
        }
        seen.push(got);
    }
    assert_eq!(seen[0], seen[1], "both seats read one order");
    assert_eq!(seen[0], seen[2], "the spectator reads the same");
    let ids: Vec<u64> = seen[0].iter().map(|m| m["id"].as_u64().unwrap()).collect();
    assert_eq!(ids, (1..=9).collect::<Vec<_>>(), "numbered in order");
    let texts: Vec<&str> = seen[0]
        .iter()
        .map(|m| m["text"].as_str().unwrap())
        .collect();
    // Each seat's own messages keep their order, trimmed.
    let of = |p: &str| {
        texts
            .iter()
            .filter(|t| t.starts_with(p))
            .cloned()
            .collect::<Vec<_>>()
    };
    assert_eq!(of("ana "), ["ana 0", "ana 1", "ana 2", "ana 3"]);
    assert_eq!(of("bo "), ["bo 0", "bo 1", "bo 2", "bo 3"]);
    // Ana's script comes after her own messages; Bo's, sent on another connection at
    // the same time, may come on either side of it.
    let at = texts
        .iter()
        .position(|t| *t == script)
        .expect("stored and sent back verbatim");
    let ana_last = texts.iter().position(|t| *t == "ana 3").unwrap();
    assert!(at > ana_last, "one connection's messages keep their order");
    let last = &seen[0][at];
    assert_eq!(
        (last["seat"].clone(), last["name"].clone()),
        (json!(0), json!("Ana"))
    );
    assert!(
        last["at"].as_u64().unwrap() > 1_700_000_000_000,
        "milliseconds"
    );
    // A later hello gets the same messages as its history, after its state.
    let (_late, _, history) = hello(a, &id, None).await;
    assert_eq!(history["messages"].as_array().unwrap().len(), 9);
    assert_eq!(history["messages"][at]["text"], script);
    assert_eq!(history["messages"][at]["id"], at as u64 + 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_texts_spectators_and_floods_are_refused() {
    let server = start(&temp_db("chat-limits")).await;
    let a = server.addr;
    let (id, t0, _) = two_seats(a).await;
    let (mut ana, _, _) = hello(a, &id, Some(&t0)).await;
    for bad in [
        "   ",
        &"x".repeat(501),
        "two\nlines",
        "bell\u{7}",
        "a\u{202e}b",
    ] {
        send(&mut ana, json!({"type": "chat", "text": bad})).await;
        let m = next_chat_or_error(&mut ana).await;
        assert_eq!(m["code"], "bad_chat", "{bad:?}: {m}");
        assert!(m["message"].as_str().unwrap().len() > 20, "a sentence: {m}");
    }
    // 500 characters of two bytes each fit: characters are counted, not bytes.
    send(&mut ana, json!({"type": "chat", "text": "é".repeat(500)})).await;
    assert_eq!(next_chat_or_error(&mut ana).await["type"], "chat");
    // The spectator reads but may not post.
    let (mut watcher, _, history) = hello(a, &id, None).await;
    assert_eq!(history["messages"].as_array().unwrap().len(), 1);
    send(&mut watcher, json!({"type": "chat", "text": "hi"})).await;
    assert_eq!(next_chat_or_error(&mut watcher).await["code"], "forbidden");
    // Four more make five in a burst; the sixth is refused, and saying hello again
    // does not refill the allowance.
    for k in 0..4 {
        send(&mut ana, json!({"type": "chat", "text": format!("m{k}")})).await;
        assert_eq!(next_chat_or_error(&mut ana).await["type"], "chat");
    }
    send(&mut ana, json!({"type": "hello", "token": t0})).await;
    send(&mut ana, json!({"type": "chat", "text": "one too many"})).await;
    let m = next_chat_or_error(&mut ana).await;
    assert_eq!(m["code"], "chat_rate", "{m}");
    // After two seconds, one more.
    tokio::time::sleep(Duration::from_millis(2100)).await;
    send(&mut ana, json!({"type": "chat", "text": "later"})).await;
    assert_eq!(next_chat_or_error(&mut ana).await["text"], "later");
    // Nothing refused was stored.
    let (_w, _, history) = hello(a, &id, None).await;
    let texts: Vec<&str> = history["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["text"].as_str().unwrap())
        .collect();
    assert_eq!(texts.len(), 6, "{texts:?}");
    assert_eq!(texts[5], "later");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_chat_survives_a_restart() {
    let db = temp_db("chat-restart");
    let server = start(&db).await;
    let (id, t0, _) = two_seats(server.addr).await;
    let (mut ana, _, _) = hello(server.addr, &id, Some(&t0)).await;
    for text in ["before", "the restart"] {
        send(&mut ana, json!({"type": "chat", "text": text})).await;
        assert_eq!(next_chat_or_error(&mut ana).await["text"], text);
    }
    drop(ana);
    server.task.abort();
    drop(server);
    let again = start(&db).await;
    let (mut ana, _, history) = hello(again.addr, &id, Some(&t0)).await;
    let texts: Vec<&Value> = history["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| &m["text"])
        .collect();
    assert_eq!(texts, [&json!("before"), &json!("the restart")]);
    // Numbering goes on after the stored messages.
    send(&mut ana, json!({"type": "chat", "text": "after"})).await;
    assert_eq!(next_chat_or_error(&mut ana).await["id"], 3);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seats_connections_coming_and_going_are_told() {
    let server = start(&temp_db("presence")).await;
    let a = server.addr;
    let (id, t0, t1) = two_seats(a).await;
    let (mut ana, state, _) = hello(a, &id, Some(&t0)).await;
    let connected = |s: &Value| -> Vec<Value> {
        s["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x["connected"].clone())
            .collect()
    };
    assert_eq!(connected(&state), [json!(true), json!(false), json!(false)]);
    assert_eq!(state["seats"][2]["bot"], "random");
    assert_eq!(state["seats"][0]["bot"], Value::Null);
    let (bo, state, _) = hello(a, &id, Some(&t1)).await;
    assert_eq!(connected(&state), [json!(true), json!(true), json!(false)]);
    let m = next_of(&mut ana, "presence").await;
    assert_eq!(m["connected"], json!([true, true, false]));
    // A spectator changes nothing; a second connection of a connected seat neither.
    let (_w, _, _) = hello(a, &id, None).await;
    let (bo2, _, _) = hello(a, &id, Some(&t1)).await;
    drop(bo);
    drop(bo2);
    let m = next_of(&mut ana, "presence").await;
    assert_eq!(
        m["connected"],
        json!([true, false, false]),
        "told once, when the seat's last connection went"
    );
    // A fresh state shows it too.
    send(&mut ana, json!({"type": "hello", "token": t0})).await;
    let state = next_of(&mut ana, "state").await;
    assert_eq!(connected(&state), [json!(true), json!(false), json!(false)]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_taken_without_a_name_is_called_by_its_number() {
    let server = start(&temp_db("default-names")).await;
    let a = server.addr;
    let id = create(a, "ra", &["open", "open", "random"], 3).await;
    let path = format!("/api/matches/{id}/join");
    let (status, reply) = http(a, "POST", &path, Some(&json!({"seat": 1}))).await;
    assert_eq!(status, 200, "{reply}");
    assert_eq!(reply["name"], "Player 2", "seat 1 is the second player");
    // Someone who calls themselves that gets a number after it, like any name.
    let (_, reply) = http(a, "POST", &path, Some(&json!({"name": " player  2 "}))).await;
    assert_eq!(
        (reply["seat"].clone(), reply["name"].clone()),
        (json!(0), json!("player 2 (2)"))
    );
    let (_, summary) = http(a, "GET", &format!("/api/matches/{id}"), None).await;
    assert_eq!(summary["seats"][1]["name"], "Player 2");
    assert_eq!(summary["seats"][2]["bot"], "random");
    let (_ws, state, _) = hello(a, &id, None).await;
    assert_eq!(state["seats"][0]["name"], "player 2 (2)");
    assert_eq!(state["seats"][1]["name"], "Player 2");
}
