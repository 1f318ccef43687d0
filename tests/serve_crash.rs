//! Crash safety of `nile serve`, with the real binary: a Rá match (two people over
//! WebSocket, one server-side bot) is played while the server is killed with SIGKILL at
//! random moments, some while a move is in flight, and restarted on the same database.
//! No acknowledged move is lost, none is applied twice, and the final log equals the log
//! of the same match played without a crash.
#![cfg(all(unix, feature = "server"))]

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tungstenite::{stream::MaybeTlsStream, Message, WebSocket};

type Ws = WebSocket<MaybeTlsStream<TcpStream>>;

const SEED: u64 = 42;
const SEATS: [&str; 3] = ["open", "random", "open"];

struct Server {
    child: Child,
    addr: String,
}

impl Server {
    fn start(db: &Path, port: u16) -> Server {
        let addr = format!("127.0.0.1:{port}");
        let child = Command::new(env!("CARGO_BIN_EXE_nile"))
            .args(["serve", "--addr", &addr, "--db"])
            .arg(db)
            .args(["--web", "/nonexistent", "--max-rate", "100000"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("nile serve starts");
        let deadline = Instant::now() + Duration::from_secs(30);
        while TcpStream::connect(&addr).is_err() {
            assert!(Instant::now() < deadline, "the server listens within 30 s");
            std::thread::sleep(Duration::from_millis(20));
        }
        Server { child, addr }
    }

    /// SIGKILL: no chance to flush or close anything.
    fn kill(mut self) {
        self.child.kill().expect("kill -9");
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn http(addr: &str, method: &str, path: &str, body: &Value) -> Value {
    let body = body.to_string();
    let mut s = TcpStream::connect(addr).expect("connect");
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut raw = String::new();
    s.read_to_string(&mut raw).unwrap();
    serde_json::from_str(raw.split("\r\n\r\n").nth(1).unwrap_or("")).expect("a JSON reply")
}

fn connect(addr: &str, id: &str, token: &str) -> Ws {
    let (mut ws, _) =
        tungstenite::connect(format!("ws://{addr}/api/matches/{id}/ws")).expect("a socket");
    if let MaybeTlsStream::Plain(s) = ws.get_ref() {
        s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    }
    ws.send(Message::text(
        json!({"type": "hello", "token": token, "since": 1_000_000}).to_string(),
    ))
    .unwrap();
    ws
}

fn read(ws: &mut Ws) -> Option<Value> {
    loop {
        match ws.read() {
            Ok(Message::Text(t)) => return Some(serde_json::from_str(&t).unwrap()),
            Ok(Message::Close(_)) | Err(_) => return None,
            Ok(_) => {}
        }
    }
}

/// The newest state this connection can get: a ping is the barrier after a hello.
fn current(ws: &mut Ws, token: &str) -> Option<Value> {
    ws.send(Message::text(
        json!({"type": "hello", "token": token, "since": 1_000_000}).to_string(),
    ))
    .ok()?;
    ws.send(Message::text(r#"{"type":"ping"}"#)).ok()?;
    let mut last = None;
    loop {
        let m = read(ws)?;
        match m["type"].as_str() {
            Some("pong") => return last,
            Some("state") => last = Some(m),
            _ => {}
        }
    }
}

/// The move a person makes: a function of the position only (its step and legal
/// actions), so a replay after a crash chooses exactly as the first run did.
fn choose(state: &Value) -> Value {
    let legal = state["legal"].as_array().unwrap();
    let step = state["step"].as_u64().unwrap();
    let k = (step.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 33) as usize % legal.len();
    legal[k]["index"].clone()
}

/// Plays the match to the end; `kills` lists the numbers of moves after which the server
/// is killed (odd ones while the move is in flight, even ones after its acknowledgement).
fn play(db: &Path, kills: &[usize]) -> String {
    let port = free_port();
    let mut server = Server::start(db, port);
    let addr = server.addr.clone();
    let created = http(
        &addr,
        "POST",
        "/api/matches",
        &json!({"game": "ra", "seats": SEATS, "seed": SEED}),
    );
    let id = created["id"].as_str().expect("a match").to_string();
    let tokens: Vec<String> = [0, 2]
        .iter()
        .map(|&s| {
            let r = http(
                &addr,
                "POST",
                &format!("/api/matches/{id}/join"),
                &json!({"name": format!("p{s}"), "seat": s}),
            );
            r["token"].as_str().unwrap().to_string()
        })
        .collect();
    let token_of = |seat: u64| &tokens[if seat == 0 { 0 } else { 1 }];
    let mut ws: Vec<Ws> = [0u64, 2]
        .iter()
        .map(|&s| connect(&addr, &id, token_of(s)))
        .collect();
    let mut acked = 0u64;
    let mut moves = 0usize;
    loop {
        let Some(state) = current(&mut ws[0], token_of(0)) else {
            panic!("the server went away outside a planned kill");
        };
        let step = state["step"].as_u64().unwrap();
        assert!(
            step >= acked,
            "an acknowledged move was lost: at step {step}, {acked} were acknowledged"
        );
        if state["over"] == true {
            return state["log"].as_str().unwrap().to_string();
        }
        let p = state["turn"]["player"].as_u64();
        let Some(p @ (0 | 2)) = p else {
            std::thread::sleep(Duration::from_millis(2));
            continue;
        };
        let w = if p == 0 { 0 } else { 1 };
        let Some(mine) = current(&mut ws[w], token_of(p)) else {
            panic!("lost seat {p}")
        };
        if mine["step"] != state["step"] || mine["turn"]["player"] != p {
            continue;
        }
        let action = choose(&mine);
        ws[w]
            .send(Message::text(
                json!({"type": "act", "step": step, "action": action}).to_string(),
            ))
            .unwrap();
        moves += 1;
        let crash_now = kills.contains(&moves);
        if crash_now && moves % 2 == 1 {
            // In flight: the move may or may not have been committed.
            server.kill();
        } else {
            loop {
                let m = read(&mut ws[w]).expect("an answer");
                if m["type"] == "state" && m["step"].as_u64().unwrap() > step {
                    acked = m["step"].as_u64().unwrap();
                    break;
                }
                assert_ne!(m["type"], "error", "refused: {m}");
            }
            if !crash_now {
                continue;
            }
            server.kill();
        }
        server = Server::start(db, port);
        ws = [0u64, 2]
            .iter()
            .map(|&s| connect(&addr, &id, token_of(s)))
            .collect();
    }
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("nile-crash-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("nile.db")
}

#[test]
fn killed_and_restarted_the_server_finishes_the_match_as_if_nothing_happened() {
    let reference = play(&temp("calm"), &[]);
    // Kill points from a fixed generator: early, mid-game, and in quick succession.
    let mut x = 0x5EED_u64;
    let mut kills: Vec<usize> = (0..6)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            1 + (x % 40) as usize
        })
        .collect();
    kills.extend([41, 42]);
    kills.sort_unstable();
    kills.dedup();
    let crashed = play(&temp("crashed"), &kills);
    assert_eq!(
        crashed, reference,
        "the log with crashes equals the log without"
    );
    let log: Value = serde_json::from_str(&crashed).unwrap();
    assert_eq!(log["seed"], SEED);
}
