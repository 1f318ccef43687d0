//! Refusals: a wrong credential, another seat's move, a stale or repeated step, a
//! spectator acting, oversize and flood messages, invalid UTF-8 and JSON, a bad Origin.
//! Every refusal leaves the match unchanged, and (but for size and flood) the
//! connection usable.

mod common;

use common::*;
use futures_util::SinkExt;
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;

/// A two-person Rá match with both seats connected; returns the sockets and first states.
async fn two_seats(addr: std::net::SocketAddr) -> (String, [Ws; 2], [Value; 2]) {
    let id = create(addr, "ra", &["open", "open"], 11).await;
    let t0 = join(addr, &id, 0, "ana").await;
    let t1 = join(addr, &id, 1, "bo").await;
    let mut ws = [connect(addr, &id).await, connect(addr, &id).await];
    send(&mut ws[0], json!({"type": "hello", "token": t0})).await;
    send(&mut ws[1], json!({"type": "hello", "token": t1})).await;
    let states = [
        next(&mut ws[0]).await.unwrap(),
        next(&mut ws[1]).await.unwrap(),
    ];
    (id, ws, states)
}

async fn ping_works(ws: &mut Ws) {
    send(ws, json!({"type": "ping"})).await;
    assert_eq!(next(ws).await.expect("still connected")["type"], "pong");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_out_of_turn_stale_or_repeated_are_refused_and_never_applied_twice() {
    let server = start(&temp_db("turns")).await;
    let (_id, mut ws, states) = two_seats(server.addr).await;
    let p = states[0]["turn"]["player"].as_u64().unwrap() as usize;
    let other = 1 - p;
    let step = states[p]["step"].as_u64().unwrap();
    let action = states[p]["legal"][0]["index"].clone();
    // The other seat tries the mover's action.
    send(
        &mut ws[other],
        json!({"type": "act", "step": step, "action": action}),
    )
    .await;
    assert_eq!(next(&mut ws[other]).await.unwrap()["code"], "not_your_turn");
    // An index that is no legal action.
    send(
        &mut ws[p],
        json!({"type": "act", "step": step, "action": 999_999}),
    )
    .await;
    assert_eq!(next(&mut ws[p]).await.unwrap()["code"], "illegal");
    // A step from the past.
    if step > 0 {
        send(
            &mut ws[p],
            json!({"type": "act", "step": step - 1, "action": action}),
        )
        .await;
        assert_eq!(next(&mut ws[p]).await.unwrap()["code"], "stale_step");
    }
    // The same move sent twice: applied once, the repeat refused as stale.
    send(
        &mut ws[p],
        json!({"type": "act", "step": step, "action": action}),
    )
    .await;
    send(
        &mut ws[p],
        json!({"type": "act", "step": step, "action": action}),
    )
    .await;
    let mut after = None;
    let mut stale = 0;
    for _ in 0..2 {
        let m = next(&mut ws[p]).await.unwrap();
        match m["type"].as_str() {
            Some("state") => after = Some(m),
            _ => {
                assert_eq!(m["code"], "stale_step", "{m}");
                stale += 1;
            }
        }
    }
    let after = after.expect("the first was applied");
    assert_eq!(stale, 1);
    // The move plus the chance draws it led to, nothing more.
    let new_steps = after["lines"].as_array().unwrap();
    assert_eq!(new_steps[0]["step"], step + 1);
    assert_eq!(new_steps.iter().filter(|l| l["actor"] == p).count(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_credential_and_a_spectator_cannot_act() {
    let server = start(&temp_db("creds")).await;
    let (id, _ws, states) = two_seats(server.addr).await;
    let p = states[0]["turn"]["player"].as_u64().unwrap();
    let step = states[0]["step"].clone();
    let action = states[p as usize]["legal"][0]["index"].clone();
    let mut intruder = connect(server.addr, &id).await;
    send(
        &mut intruder,
        json!({"type": "hello", "token": "0".repeat(64)}),
    )
    .await;
    assert_eq!(next(&mut intruder).await.unwrap()["code"], "forbidden");
    send(
        &mut intruder,
        json!({"type": "act", "step": step, "action": action}),
    )
    .await;
    assert_eq!(next(&mut intruder).await.unwrap()["code"], "forbidden");
    // The same socket, now a spectator, still may not act.
    send(&mut intruder, json!({"type": "hello"})).await;
    assert_eq!(next(&mut intruder).await.unwrap()["you"], Value::Null);
    send(
        &mut intruder,
        json!({"type": "act", "step": step, "action": action}),
    )
    .await;
    assert_eq!(next(&mut intruder).await.unwrap()["code"], "forbidden");
    let (_, summary) = http(server.addr, "GET", &format!("/api/matches/{id}"), None).await;
    assert_eq!(summary["step"], step, "nothing was applied");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn malformed_messages_get_an_error_and_the_connection_stays_usable() {
    let server = start(&temp_db("malformed")).await;
    let (_id, mut ws, _) = two_seats(server.addr).await;
    let w = &mut ws[0];
    for bad in [
        Message::Binary(vec![0xff, 0xfe, 0x00].into()),
        Message::Text("{".into()),
        Message::Text("[]".into()),
        Message::Text(r#"{"type":"teleport"}"#.into()),
        Message::Text(r#"{"type":"act","step":"x","action":1}"#.into()),
        Message::Text(r#"{"type":"act","step":0,"action":-3}"#.into()),
    ] {
        w.send(bad).await.unwrap();
        let m = next(w).await.expect("an error, not a closed connection");
        assert_eq!(m["type"], "error");
        assert_eq!(m["code"], "bad_message", "{m}");
        ping_works(w).await;
    }
}

/// The close frame the server ends with (code, reason).
async fn closed_with(ws: &mut Ws) -> (u16, String) {
    use futures_util::StreamExt;
    loop {
        match tokio::time::timeout(PATIENCE, ws.next())
            .await
            .expect("in time")
        {
            Some(Ok(Message::Close(Some(f)))) => return (f.code.into(), f.reason.to_string()),
            Some(Ok(_)) => continue,
            other => panic!("expected a close frame, got {other:?}"),
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn oversize_and_flooding_connections_are_refused_with_a_reason() {
    let server = start_with(&temp_db("flood"), nile_server::hub::RateLimit::default()).await;
    let id = create(server.addr, "ra", &["open", "random"], 1).await;
    let mut big = connect(server.addr, &id).await;
    let padding = "x".repeat(10_000);
    big.send(Message::Text(
        json!({"type": "ping", "pad": padding}).to_string().into(),
    ))
    .await
    .unwrap();
    let (code, reason) = closed_with(&mut big).await;
    assert_eq!(code, 1009);
    assert!(reason.contains("too large"), "{reason}");
    let mut flood = connect(server.addr, &id).await;
    for _ in 0..300 {
        if flood
            .send(Message::Text(r#"{"type":"ping"}"#.into()))
            .await
            .is_err()
        {
            break;
        }
    }
    let (code, reason) = closed_with(&mut flood).await;
    assert_eq!(code, 1008);
    assert!(reason.contains("too many messages"), "{reason}");
    // Others are unaffected.
    let mut calm = connect(server.addr, &id).await;
    ping_works(&mut calm).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_from_another_origin_cannot_open_a_socket() {
    let server = start(&temp_db("origin")).await;
    let id = create(server.addr, "ra", &["open", "random"], 1).await;
    let url = format!("ws://{}/api/matches/{id}/ws", server.addr);
    let mut req = url.clone().into_client_request().unwrap();
    req.headers_mut()
        .insert("Origin", "http://evil.example".parse().unwrap());
    let err = tokio_tungstenite::connect_async(req)
        .await
        .expect_err("refused");
    assert!(err.to_string().contains("403"), "{err}");
    let mut own = url.into_client_request().unwrap();
    own.headers_mut()
        .insert("Origin", format!("http://{}", server.addr).parse().unwrap());
    assert!(
        tokio_tungstenite::connect_async(own).await.is_ok(),
        "the server's own pages connect"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_refuses_bad_requests_with_a_reason() {
    let server = start(&temp_db("lobby")).await;
    let a = server.addr;
    let cases = [
        json!({"game": "chess", "seats": ["open", "open"]}),
        json!({"game": "ra", "seats": ["open"]}),
        json!({"game": "ra", "seats": ["open", "mcts:600s"]}),
        json!({"game": "ra", "seats": ["open", "wizard"]}),
        json!({"game": "ra", "players": 3, "seats": ["open", "open"]}),
        json!({"game": "imhotep", "seats": ["open", "open"], "options": {"sides": "ZZZZZ"}}),
        json!({"game": "ra", "seats": ["open", "open"], "extra": 1}),
    ];
    for body in cases {
        let (status, reply) = http(a, "POST", "/api/matches", Some(&body)).await;
        assert_eq!(status, 400, "{body} -> {reply}");
        assert!(
            !reply["message"].as_str().unwrap_or_default().is_empty(),
            "{reply}"
        );
    }
    let (status, _) = http(a, "GET", "/api/matches/nope", None).await;
    assert_eq!(status, 404);
    let (status, _) = http(
        a,
        "POST",
        "/api/matches/nope/join",
        Some(&json!({"name": "x"})),
    )
    .await;
    assert_eq!(status, 404);
    let id = create(a, "ra", &["open", "random"], 2).await;
    for body in [
        json!({"name": ""}),
        json!({"name": "x", "seat": 1}),
        json!({"name": "x", "seat": 9}),
        json!({"nom": "x"}),
    ] {
        let (status, reply) =
            http(a, "POST", &format!("/api/matches/{id}/join"), Some(&body)).await;
        assert!(status == 400 || status == 403, "{body} -> {status} {reply}");
    }
    let (status, _) = http(
        a,
        "POST",
        &format!("/api/matches/{id}/leave"),
        Some(&json!({"token": "abc"})),
    )
    .await;
    assert_eq!(status, 403);
}
