//! Shared by the server's tests: every registered game as a catalog, a server on an ephemeral
//! loopback port, a small HTTP client and WebSocket players.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use nile_server::{Catalog, GameKind, Options};
use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

pub type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// How long a test waits for any one message before failing.
pub const PATIENCE: Duration = Duration::from_secs(30);

/// Every registered game, as `nile serve` offers them (`nile::registry`).
pub fn catalog() -> Catalog {
    Catalog::new(
        nile::registry::games()
            .iter()
            .map(|e| GameKind {
                game: e.game,
                board: e.board,
                agents: e.agents,
                summary: e.summary,
            })
            .collect(),
    )
}

/// A fresh SQLite file in a temporary folder.
pub fn temp_db(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("nile-server-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temp folder");
    dir.join("nile.db").to_string_lossy().into_owned()
}

/// A server whose connections may send as fast as the test's players answer (instant
/// random players exceed a person's rate; the flood test uses the default limit).
pub async fn start(db: &str) -> nile_server::Running {
    let rate = nile_server::hub::RateLimit {
        per_second: 1e6,
        burst: 1e6,
    };
    start_with(db, rate).await
}

pub async fn start_with(db: &str, rate: nile_server::hub::RateLimit) -> nile_server::Running {
    start_polling(db, rate, Options::default().poll).await
}

/// A server that reads the shared store's counters only every `poll` (with PostgreSQL).
pub async fn start_polling(
    db: &str,
    rate: nile_server::hub::RateLimit,
    poll: std::time::Duration,
) -> nile_server::Running {
    let options = Options {
        poll,
        rate,
        addr: SocketAddr::from(([127, 0, 0, 1], 0)),
        db: db.to_string(),
        web: None,
        allowed_origins: Vec::new(),
        bot_threads: 2,
        // Every test client comes from 127.0.0.1: the per-client limits are lifted
        // (the limits' own tests set them).
        limits: nile_server::limits::Limits::relaxed(),
        behind_proxy: false,
    };
    nile_server::start(options, catalog())
        .await
        .expect("the server starts")
}

/// One HTTP/1.1 request; returns the status and the body as JSON.
pub async fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&Value>,
) -> (u16, Value) {
    http_as(addr, method, path, body, None).await
}

/// One HTTP/1.1 request with the credential `token` (if any) as `Authorization: Bearer`;
/// returns the status and the body as JSON.
pub async fn http_as(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&Value>,
    token: Option<&str>,
) -> (u16, Value) {
    let body = body.map(Value::to_string).unwrap_or_default();
    let auth = token.map_or(String::new(), |t| format!("Authorization: Bearer {t}\r\n"));
    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\n{auth}Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.expect("send");
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).await.expect("read");
    let text = String::from_utf8_lossy(&raw);
    let status: u16 = text
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let body = text.split("\r\n\r\n").nth(1).unwrap_or("");
    (
        status,
        serde_json::from_str(body).unwrap_or(Value::String(body.to_string())),
    )
}

/// Creates a match; returns its id.
pub async fn create(addr: SocketAddr, game: &str, seats: &[&str], seed: u64) -> String {
    let (status, body) = http(
        addr,
        "POST",
        "/api/matches",
        Some(&json!({"game": game, "seats": seats, "seed": seed})),
    )
    .await;
    assert_eq!(status, 201, "create {game}: {body}");
    body["id"].as_str().expect("an id").to_string()
}

/// Joins seat `seat`; returns the credential.
pub async fn join(addr: SocketAddr, id: &str, seat: usize, name: &str) -> String {
    let (status, body) = http(
        addr,
        "POST",
        &format!("/api/matches/{id}/join"),
        Some(&json!({"name": name, "seat": seat})),
    )
    .await;
    assert_eq!(status, 200, "join: {body}");
    body["token"].as_str().expect("a token").to_string()
}

pub async fn connect(addr: SocketAddr, id: &str) -> Ws {
    let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/api/matches/{id}/ws"))
        .await
        .expect("a WebSocket");
    ws
}

pub async fn send(ws: &mut Ws, v: Value) {
    ws.send(Message::Text(v.to_string().into()))
        .await
        .expect("send");
}

/// The next text message as JSON (`None` when the connection closed), passing over the
/// `chat_history` a `hello` is answered with and the `presence` messages a seat's
/// connection coming or going sends: the tests of moves and refusals read what answers
/// them ([`next_raw`] reads every message).
pub async fn next(ws: &mut Ws) -> Option<Value> {
    loop {
        let m = next_raw(ws).await?;
        if m["type"] != "chat_history" && m["type"] != "presence" {
            return Some(m);
        }
    }
}

/// The next text message as JSON, whatever it is (`None` when the connection closed).
pub async fn next_raw(ws: &mut Ws) -> Option<Value> {
    loop {
        let msg = tokio::time::timeout(PATIENCE, ws.next())
            .await
            .expect("a message in time");
        match msg {
            Some(Ok(Message::Text(t))) => {
                return Some(serde_json::from_str(&t).expect("JSON from the server"))
            }
            Some(Ok(Message::Close(c))) => {
                eprintln!("closed by the server: {c:?}");
                return None;
            }
            None => return None,
            Some(Err(e)) => {
                eprintln!("connection error: {e}");
                return None;
            }
            Some(Ok(_)) => continue,
        }
    }
}

/// A small deterministic generator for the players' choices.
pub struct Pick(pub u64);

impl Pick {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Plays seat `token` to the end with random legal moves; returns the final state
/// message and every line this seat read.
pub async fn play_seat(
    addr: SocketAddr,
    id: String,
    token: String,
    seed: u64,
) -> (Value, Vec<String>) {
    let mut ws = connect(addr, &id).await;
    send(&mut ws, json!({"type": "hello", "token": token})).await;
    let mut pick = Pick(seed | 1);
    let mut lines = Vec::new();
    let mut acted_at = None;
    loop {
        let msg = next(&mut ws).await.expect("the server stays connected");
        assert_ne!(
            msg["type"], "error",
            "the server refused a legal move: {msg}"
        );
        if msg["type"] != "state" {
            continue;
        }
        for step in msg["lines"].as_array().expect("lines") {
            for l in step["lines"].as_array().expect("lines of a step") {
                lines.push(l.as_str().unwrap_or_default().to_string());
            }
        }
        if msg["over"] == true {
            return (msg, lines);
        }
        let legal = msg["legal"].as_array().expect("legal");
        if msg["turn"]["player"] == msg["you"]
            && !legal.is_empty()
            && acted_at != msg["step"].as_u64()
        {
            acted_at = msg["step"].as_u64();
            let choice = &legal[pick.below(legal.len())];
            send(
                &mut ws,
                json!({"type": "act", "step": msg["step"], "action": choice["index"]}),
            )
            .await;
        }
    }
}
