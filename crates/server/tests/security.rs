//! What an attacker on the network tried against `nile serve`, each as a test: a seat's
//! view after its credential is given up, bots that would burn the server, bot-only
//! matches that would starve a person's, cross-site requests, a rebound `Host`, a ping
//! flood, match and name abuse, and the live-match cap. (Connection floods under a low
//! file limit, with the real binary: `tests/serve_limits.rs` at the workspace root.)

mod common;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use common::*;
use futures_util::{SinkExt, StreamExt};
use nile_server::limits::Limits;
use nile_server::Options;
use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;

/// A server with `limits` (and no limit on messages a second).
async fn start_limited(name: &str, limits: Limits, bot_threads: usize) -> nile_server::Running {
    let options = Options {
        addr: SocketAddr::from(([127, 0, 0, 1], 0)),
        db: temp_db(name),
        web: None,
        bot_threads,
        rate: nile_server::hub::RateLimit {
            per_second: 1e6,
            burst: 1e6,
        },
        limits,
        ..Options::default()
    };
    nile_server::start(options, catalog())
        .await
        .expect("the server starts")
}

/// A raw HTTP/1.1 request with the given head lines (after the request line, before the
/// body); returns the status and the body.
async fn raw(addr: SocketAddr, method: &str, path: &str, head: &str, body: &str) -> (u16, Value) {
    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\n{head}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.expect("send");
    let mut out = Vec::new();
    stream.read_to_end(&mut out).await.expect("read");
    let text = String::from_utf8_lossy(&out);
    let status = text
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let body = text.split("\r\n\r\n").nth(1).unwrap_or("");
    (
        status,
        serde_json::from_str(body).unwrap_or(Value::String(body.into())),
    )
}

/// The next `state` (skipping other messages), with the errors met on the way.
async fn next_state(ws: &mut Ws) -> (Value, Vec<Value>) {
    let mut errors = Vec::new();
    loop {
        let m = next(ws).await.expect("connected");
        if m["type"] == "state" {
            return (m, errors);
        }
        errors.push(m);
    }
}

/// A state without the parts that depend on the connection's history (its lines).
fn view(state: &Value) -> Value {
    let mut v = state.clone();
    if let Some(o) = v.as_object_mut() {
        o.remove("lines");
    }
    v
}

/// F1: a connection that said hello with a seat's credential, and keeps its socket
/// after the seat is left, sees from then on what a spectator sees, whoever takes the
/// seat next, in every game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_loses_its_seat_view_when_the_seat_changes_hands() {
    let server = start(&temp_db("seat-hands")).await;
    let a = server.addr;
    for game in ["ra", "imhotep", "tekhenu", "pragas", "conquistando"] {
        let id = create(a, game, &["open", "open"], 5).await;
        let first = join(a, &id, 0, "ana").await;
        let mut old = connect(a, &id).await;
        send(&mut old, json!({"type": "hello", "token": first})).await;
        let (hello, _) = next_state(&mut old).await;
        assert_eq!(hello["you"], 0, "{game}");
        let mut watcher = connect(a, &id).await;
        send(&mut watcher, json!({"type": "hello"})).await;
        next_state(&mut watcher).await;
        // The first person leaves; a second takes the seat, a third the other one.
        let (status, _) = raw(
            a,
            "POST",
            &format!("/api/matches/{id}/leave"),
            "Content-Type: application/json\r\n",
            &json!({"token": first}).to_string(),
        )
        .await;
        assert_eq!(status, 200);
        let (after_leave, errors) = next_state(&mut old).await;
        assert!(
            errors.iter().any(|e| e["code"] == "seat_ended"),
            "{game}: the old connection is told its seat ended: {errors:?}"
        );
        assert_eq!(after_leave["you"], Value::Null, "{game}");
        let second = join(a, &id, 0, "bo").await;
        let third = join(a, &id, 1, "cy").await;
        let mut players = [connect(a, &id).await, connect(a, &id).await];
        send(&mut players[0], json!({"type": "hello", "token": second})).await;
        send(&mut players[1], json!({"type": "hello", "token": third})).await;
        let mut states = [
            next_state(&mut players[0]).await.0,
            next_state(&mut players[1]).await.0,
        ];
        // A few moves by the new holders; the old connection reads each as a spectator.
        let mut pick = Pick(11);
        for _ in 0..6 {
            let Some(mover) = states[0]["turn"]["player"].as_u64() else {
                break;
            };
            let s = &states[mover as usize];
            let legal = s["legal"].as_array().unwrap();
            let choice = &legal[pick.below(legal.len())];
            send(
                &mut players[mover as usize],
                json!({"type": "act", "step": s["step"], "action": choice["index"]}),
            )
            .await;
            let step = loop {
                let (m, _) = next_state(&mut players[mover as usize]).await;
                if m["step"] != s["step"] {
                    states[mover as usize] = m.clone();
                    break m["step"].clone();
                }
            };
            let other = 1 - mover as usize;
            loop {
                let (m, _) = next_state(&mut players[other]).await;
                states[other] = m.clone();
                if m["step"] == step {
                    break;
                }
            }
            let seen = loop {
                let (m, _) = next_state(&mut old).await;
                if m["step"] == step {
                    break m;
                }
                assert_eq!(m["you"], Value::Null, "{game}");
            };
            let public = loop {
                let (m, _) = next_state(&mut watcher).await;
                if m["step"] == step {
                    break m;
                }
            };
            assert_eq!(
                view(&seen),
                view(&public),
                "{game}: the old connection reads exactly the spectator's view"
            );
            for line in seen["lines"].as_array().unwrap() {
                assert_eq!(
                    line,
                    public["lines"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .find(|l| l["step"] == line["step"])
                        .unwrap_or(line),
                    "{game}: and the spectator's lines"
                );
            }
        }
        // The old credential acts for nobody.
        send(&mut old, json!({"type": "act", "step": 0, "action": 0})).await;
        let refusal = next(&mut old).await.unwrap();
        assert_eq!(refusal["code"], "forbidden", "{game}: {refusal}");
    }
}

/// F3: matches of bots alone, with nobody watching, do not hold the bot threads a
/// person's match needs: they pause until someone watches.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bot_only_matches_nobody_watches_do_not_delay_a_persons_match() {
    let limits = Limits {
        bot: nile_bots::ThinkCap::cpu(Duration::from_millis(300)),
        ..Limits::relaxed()
    };
    let server = start_limited("bot-only", limits, 1).await;
    let a = server.addr;
    let mut idle = Vec::new();
    for k in 0..6 {
        idle.push(create(a, "ra", &["mcts:3s", "mcts:3s"], 100 + k).await);
    }
    let id = create(a, "ra", &["open", "random"], 9).await;
    let token = join(a, &id, 0, "ana").await;
    let mut ws = connect(a, &id).await;
    send(&mut ws, json!({"type": "hello", "token": token})).await;
    let (mut state, _) = next_state(&mut ws).await;
    let mut pick = Pick(3);
    let mut slowest = Duration::ZERO;
    for _ in 0..12 {
        if state["over"] == true {
            break;
        }
        if state["turn"]["player"] != 0 {
            state = next_state(&mut ws).await.0;
            continue;
        }
        let legal = state["legal"].as_array().unwrap();
        let choice = &legal[pick.below(legal.len())];
        send(
            &mut ws,
            json!({"type": "act", "step": state["step"], "action": choice["index"]}),
        )
        .await;
        let start = Instant::now();
        // Wait until it is our turn again (or the game ends): the random bot's reply.
        loop {
            state = next_state(&mut ws).await.0;
            if state["turn"]["player"] == 0 || state["over"] == true {
                break;
            }
        }
        slowest = slowest.max(start.elapsed());
    }
    assert!(
        slowest < Duration::from_millis(1500),
        "the random bot's reply waited {} ms behind bot-only matches",
        slowest.as_millis()
    );
    for m in &idle {
        let (_, s) = http(a, "GET", &format!("/api/matches/{m}"), None).await;
        assert!(
            s["step"].as_u64().unwrap() <= 1,
            "an unwatched bot-only match stayed paused: {s}"
        );
    }
    // Someone watches one: its bots play.
    let mut watcher = connect(a, &idle[0]).await;
    send(&mut watcher, json!({"type": "hello"})).await;
    let (first, _) = next_state(&mut watcher).await;
    let (later, _) = next_state(&mut watcher).await;
    assert!(later["step"].as_u64() > first["step"].as_u64());
}

/// Cross-site requests: a form or text post from any page, and a JSON post from a page
/// of another origin, are refused; a rebound `Host` does not make a page same-origin.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cross_site_requests_and_a_rebound_host_are_refused() {
    let server = start(&temp_db("cross-site")).await;
    let a = server.addr;
    let create_body = json!({"game": "ra", "seats": ["open", "random"]}).to_string();
    for head in [
        "Content-Type: text/plain\r\n",
        "Content-Type: application/x-www-form-urlencoded\r\n",
        "",
    ] {
        let (status, reply) = raw(a, "POST", "/api/matches", head, &create_body).await;
        assert_eq!(status, 415, "{head:?}: {reply}");
    }
    let (status, reply) = raw(
        a,
        "POST",
        "/api/matches",
        "Content-Type: application/json\r\nOrigin: http://evil.example\r\n",
        &create_body,
    )
    .await;
    assert_eq!(status, 403, "{reply}");
    assert_eq!(reply["error"], "bad_origin");
    let (status, reply) = raw(
        a,
        "POST",
        "/api/matches",
        &format!("Content-Type: application/json; charset=utf-8\r\nOrigin: http://{a}\r\n"),
        &create_body,
    )
    .await;
    assert_eq!(status, 201, "the server's own page creates: {reply}");
    let id = reply["id"].as_str().unwrap().to_string();
    let (status, _) = raw(
        a,
        "POST",
        &format!("/api/matches/{id}/join"),
        "Content-Type: text/plain\r\n",
        &json!({"name": "x"}).to_string(),
    )
    .await;
    assert_eq!(status, 415, "a text/plain join is refused");
    // DNS rebinding: the page's own name in both Host and Origin.
    let mut req = format!("ws://{a}/api/matches/{id}/ws")
        .into_client_request()
        .unwrap();
    req.headers_mut()
        .insert("Host", "evil.example".parse().unwrap());
    req.headers_mut()
        .insert("Origin", "http://evil.example".parse().unwrap());
    let err = tokio_tungstenite::connect_async(req)
        .await
        .expect_err("refused");
    assert!(err.to_string().contains("403"), "{err}");
    // localhost names the loopback address the server listens on.
    let mut local = format!("ws://{a}/api/matches/{id}/ws")
        .into_client_request()
        .unwrap();
    local.headers_mut().insert(
        "Origin",
        format!("http://localhost:{}", a.port()).parse().unwrap(),
    );
    assert!(tokio_tungstenite::connect_async(local).await.is_ok());
}

/// A flood of WebSocket pings is a flood like any other: the connection is closed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ping_flood_is_refused_like_a_message_flood() {
    let server = start_with(
        &temp_db("ping-flood"),
        nile_server::hub::RateLimit::default(),
    )
    .await;
    let id = create(server.addr, "ra", &["open", "random"], 1).await;
    let mut ws = connect(server.addr, &id).await;
    for _ in 0..500 {
        if ws.send(Message::Ping(vec![1].into())).await.is_err() {
            break;
        }
    }
    let closed = loop {
        match tokio::time::timeout(PATIENCE, ws.next())
            .await
            .expect("in time")
        {
            Some(Ok(Message::Close(Some(f)))) => break Some((u16::from(f.code), f.reason)),
            Some(Ok(_)) => continue,
            _ => break None,
        }
    };
    let (code, reason) = closed.expect("a close frame");
    assert_eq!(code, 1008);
    assert!(reason.contains("too many messages"), "{reason}");
    // An unknown field in a ping is refused like in any other message.
    let mut calm = connect(server.addr, &id).await;
    send(&mut calm, json!({"type": "ping", "pad": 1})).await;
    assert_eq!(next(&mut calm).await.unwrap()["code"], "bad_message");
}

/// One address may create only so many matches a minute.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn match_creation_is_limited_per_client() {
    let limits = Limits {
        creates_per_minute: 3,
        ..Limits::relaxed()
    };
    let server = start_limited("creates", limits, 1).await;
    for _ in 0..3 {
        create(server.addr, "ra", &["open", "open"], 1).await;
    }
    let (status, reply) = http(
        server.addr,
        "POST",
        "/api/matches",
        Some(&json!({"game": "ra", "seats": ["open", "open"]})),
    )
    .await;
    assert_eq!(status, 429, "{reply}");
    assert_eq!(reply["error"], "too_many_matches");
}

/// One address may ask for only so many replay steps a minute (each replays the log):
/// past the limit the answer is 429 with a sentence, whatever the match.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replay_steps_are_limited_per_client() {
    let limits = Limits {
        replays_per_minute: 3,
        ..Limits::relaxed()
    };
    let server = start_limited("replays", limits, 1).await;
    let id = create(server.addr, "ra", &["open", "open"], 1).await;
    let path = format!("/api/matches/{id}/replay?step=0");
    for _ in 0..3 {
        let (status, reply) = http(server.addr, "GET", &path, None).await;
        assert_ne!(status, 429, "{reply}");
    }
    let (status, reply) = http(server.addr, "GET", &path, None).await;
    assert_eq!(status, 429, "{reply}");
    assert_eq!(reply["error"], "too_many_replays");
    assert!(reply["message"]
        .as_str()
        .unwrap_or("")
        .contains("replay steps a minute"));
}

/// Names are normalised, may not hide or reorder text, and are unique at a table (a
/// taken one gets a number).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_that_spoof_another_are_refused() {
    let server = start(&temp_db("names")).await;
    let a = server.addr;
    let id = create(a, "ra", &["open", "open", "open"], 1).await;
    let path = format!("/api/matches/{id}/join");
    for bad in ["ana\u{202e}", "\u{200b}ana", "a\u{2066}b", "   "] {
        let (status, reply) = http(a, "POST", &path, Some(&json!({"name": bad}))).await;
        assert_eq!(status, 400, "{bad:?}: {reply}");
    }
    join(a, &id, 0, "Jose\u{301}").await;
    let (status, reply) = http(a, "POST", &path, Some(&json!({"name": "JOSÉ", "seat": 1}))).await;
    assert_eq!(status, 200, "{reply}");
    assert_eq!(
        reply["name"], "JOSÉ (2)",
        "the same name up to case and composition gets a number"
    );
    join(a, &id, 2, "  Ana   Bo ").await;
    let (_, summary) = http(a, "GET", &format!("/api/matches/{id}"), None).await;
    assert_eq!(summary["seats"][0]["name"], "José");
    assert_eq!(summary["seats"][1]["name"], "JOSÉ (2)");
    assert_eq!(summary["seats"][2]["name"], "Ana Bo");
}

/// A seed the creator chose is told to every seat; a random one is not.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_chosen_seed_is_shown_to_every_seat() {
    let server = start(&temp_db("seeds")).await;
    let a = server.addr;
    let chosen = create(a, "tekhenu", &["open", "open"], 77).await;
    let (_, summary) = http(a, "GET", &format!("/api/matches/{chosen}"), None).await;
    assert_eq!(summary["seed"], 77);
    let token = join(a, &chosen, 1, "bo").await;
    let mut ws = connect(a, &chosen).await;
    send(&mut ws, json!({"type": "hello", "token": token})).await;
    assert_eq!(next_state(&mut ws).await.0["seed"], 77);
    let (status, reply) = http(
        a,
        "POST",
        "/api/matches",
        Some(&json!({"game": "tekhenu", "seats": ["open", "open"]})),
    )
    .await;
    assert_eq!(status, 201);
    assert_eq!(reply["seed"], Value::Null, "a random seed stays secret");
}

/// Past the cap on matches in memory, the least recently used idle one is dropped
/// from memory, and read back from the store when asked for.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_matches_past_the_cap_leave_memory_and_come_back() {
    let limits = Limits {
        live_matches: 3,
        ..Limits::relaxed()
    };
    let server = start_limited("live-cap", limits, 1).await;
    let a = server.addr;
    let mut ids = Vec::new();
    for k in 0..6 {
        ids.push(create(a, "ra", &["open", "open"], k).await);
    }
    assert!(server.hub.held() <= 3, "held {}", server.hub.held());
    // The oldest comes back: joined, watched and played.
    let token = join(a, &ids[0], 0, "ana").await;
    let mut ws = connect(a, &ids[0]).await;
    send(&mut ws, json!({"type": "hello", "token": token})).await;
    let (state, _) = next_state(&mut ws).await;
    assert_eq!(state["you"], 0);
    assert!(server.hub.held() <= 3);
}
