//! Clock deadlines of `nile serve` across `kill -9`, with the real binary: a Rá match
//! with a turn-based clock whose seat to act is away; the server is killed with SIGKILL
//! and restarted on the same database. The deadline read after the restart is the one
//! stored before it, and when it has passed while the server was down, it fires at once
//! after the restart: the stand-in bot moves for the away seat.
#![cfg(all(unix, feature = "server"))]

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

struct Server {
    child: Child,
    addr: String,
}

impl Server {
    fn start(db: &Path) -> Server {
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let addr = format!("127.0.0.1:{port}");
        let child = Command::new(env!("CARGO_BIN_EXE_nile"))
            .args(["serve", "--addr", &addr, "--db"])
            .arg(db)
            .args(["--web", "/nonexistent"])
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

/// The match's summary once `ok` holds for it (polled for up to 20 s).
fn summary_when(addr: &str, id: &str, ok: impl Fn(&Value) -> bool) -> Value {
    let until = Instant::now() + Duration::from_secs(20);
    loop {
        let s = http(addr, "GET", &format!("/api/matches/{id}"), &Value::Null);
        if ok(&s) {
            return s;
        }
        assert!(
            Instant::now() < until,
            "the awaited summary did not come: {s}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_deadline_survives_kill_9_and_an_overdue_one_fires_after_the_restart() {
    let dir = std::env::temp_dir().join(format!("nile-serve-clocks-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("nile.db");
    let server = Server::start(&db);
    let addr = server.addr.clone();
    // 0.001 h = 3.6 s for each move; nobody connects, so the seat to act is away.
    let created = http(
        &addr,
        "POST",
        "/api/matches",
        &json!({"game": "ra", "seats": ["open", "open"], "seed": 5,
                "clock": {"kind": "turn", "hours": 0.001}}),
    );
    let id = created["id"].as_str().expect("an id").to_string();
    for seat in 0..2 {
        let joined = http(
            &addr,
            "POST",
            &format!("/api/matches/{id}/join"),
            &json!({"seat": seat}),
        );
        assert!(joined["token"].is_string(), "{joined}");
    }
    let running = summary_when(&addr, &id, |s| s["clock"]["deadline"].is_i64());
    let deadline = running["clock"]["deadline"].clone();
    let seat = running["clock"]["deadline_seat"].as_u64().unwrap() as usize;
    server.kill();

    // Restarted at once: the same deadline, still running.
    let server = Server::start(&db);
    let after = http(
        &server.addr,
        "GET",
        &format!("/api/matches/{id}"),
        &Value::Null,
    );
    assert_eq!(after["clock"]["deadline"], deadline, "{after}");
    assert_eq!(after["seats"][seat]["stand_in"], Value::Null, "{after}");
    server.kill();

    // Down past the deadline: the restart finds it overdue and hands the seat over.
    let wait = deadline.as_i64().unwrap() + 300 - now_ms();
    std::thread::sleep(Duration::from_millis(wait.max(0) as u64));
    let started = Instant::now();
    let server = Server::start(&db);
    let handed = summary_when(&server.addr, &id, |s| {
        s["step"].as_u64() > running["step"].as_u64()
    });
    assert_eq!(handed["seats"][seat]["stand_in"], "medium", "{handed}");
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "the overdue deadline fired at once, not a whole move later"
    );
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64
}
