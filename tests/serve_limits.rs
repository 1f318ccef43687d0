//! Connection floods against the real `nile serve` under a 1024-file limit, as an
//! attacker on the network would send them: 1,100 half-sent requests and 200 silent
//! WebSockets from one address, idle sockets from another. The flood gets clear
//! refusals (`503` with a sentence) past its address's share, the held half-requests
//! and idle sockets are closed at their timeouts, and a person at another address is
//! served at once throughout.
#![cfg(all(target_os = "linux", feature = "server"))]

use std::io::{ErrorKind, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use socket2::{Domain, Socket, Type};

/// The file limit the server runs under (the limit the flood was first tried at).
const FILES: u64 = 1024;
/// `--header-timeout` and `--idle-timeout` given to the server, in seconds.
const HEADER_TIMEOUT: u64 = 2;
const IDLE_TIMEOUT: u64 = 3;

struct Server {
    child: Child,
    addr: SocketAddr,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start(db: &std::path::Path) -> Server {
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let addr = SocketAddr::from(([127, 0, 0, 1], port));
    let mut command = Command::new(env!("CARGO_BIN_EXE_nile"));
    command
        .args(["serve", "--addr", &addr.to_string(), "--db"])
        .arg(db)
        .args(["--web", "/nonexistent"])
        .args(["--header-timeout", &HEADER_TIMEOUT.to_string()])
        .args(["--idle-timeout", &IDLE_TIMEOUT.to_string()])
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    // SAFETY: between fork and exec only setrlimit runs, which is async-signal-safe.
    unsafe {
        command.pre_exec(|| {
            let lim = libc::rlimit {
                rlim_cur: FILES,
                rlim_max: FILES,
            };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &lim) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let child = command.spawn().expect("nile serve starts");
    let deadline = Instant::now() + Duration::from_secs(30);
    while TcpStream::connect(addr).is_err() {
        assert!(Instant::now() < deadline, "the server listens within 30 s");
        std::thread::sleep(Duration::from_millis(20));
    }
    Server { child, addr }
}

/// A connection to `to` from the loopback address `from` (127.0.0.x: Linux routes the
/// whole 127/8 block to the loopback interface).
fn connect_from(from: [u8; 4], to: SocketAddr) -> std::io::Result<TcpStream> {
    let socket = Socket::new(Domain::IPV4, Type::STREAM, None)?;
    socket.bind(&SocketAddr::from((from, 0)).into())?;
    socket.connect(&to.into())?;
    Ok(socket.into())
}

/// What the server does with a connection within `wait`: answers (the first bytes),
/// closes it without a word (`Some("")`), or nothing yet (`None`).
fn outcome(stream: &mut TcpStream, wait: Duration) -> Option<String> {
    stream.set_read_timeout(Some(wait)).expect("a timeout");
    let mut buf = [0u8; 512];
    match stream.read(&mut buf) {
        Ok(n) => Some(String::from_utf8_lossy(&buf[..n]).into_owned()),
        Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => None,
        Err(_) => Some(String::new()),
    }
}

/// A person's request from 127.0.0.1: answered, and how long it took.
fn person_lists_games(addr: SocketAddr) -> (u16, Duration) {
    let start = Instant::now();
    let mut s = TcpStream::connect(addr).expect("the person connects");
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    write!(
        s,
        "GET /api/games HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    let text = String::from_utf8_lossy(&out);
    let status = text
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, start.elapsed())
}

/// Reads until the server closes the connection (past `within`: still open).
fn closed_within(stream: &mut TcpStream, within: Duration) -> bool {
    let deadline = Instant::now() + within;
    let mut buf = [0u8; 4096];
    while Instant::now() < deadline {
        stream
            .set_read_timeout(Some(Duration::from_millis(200)))
            .unwrap();
        match stream.read(&mut buf) {
            Ok(0) => return true,
            Ok(_) => continue,
            Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => continue,
            Err(_) => return true,
        }
    }
    false
}

#[test]
fn floods_get_refusals_and_timeouts_while_a_person_is_served() {
    let dir = std::env::temp_dir().join(format!("nile-serve-limits-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let server = start(&dir.join("nile.db"));
    let addr = server.addr;

    // 1,100 half-sent requests from one address.
    let mut flood = Vec::new();
    for _ in 0..1100 {
        let Ok(mut s) = connect_from([127, 0, 0, 2], addr) else {
            continue;
        };
        if s.write_all(b"GET /api/games HTTP/1.1\r\nHost: x\r\n")
            .is_ok()
        {
            flood.push(s);
        }
    }
    assert!(flood.len() > 1000, "the flood connected: {}", flood.len());
    let (status, took) = person_lists_games(addr);
    assert_eq!(status, 200, "the person is served during the flood");
    assert!(took < Duration::from_secs(2), "at once: {took:?}");
    let (mut refused, mut dropped) = (0, 0);
    let mut held = Vec::new();
    for mut s in flood {
        match outcome(&mut s, Duration::from_millis(20)) {
            Some(text) if text.starts_with("HTTP/1.1 503") => {
                assert!(text.contains("too many connections"), "{text}");
                refused += 1;
            }
            // Past the refusals the server writes at once, a connection is closed.
            Some(text) if text.is_empty() => dropped += 1,
            Some(text) => panic!("a half-sent request got {text:?} at once"),
            None => held.push(s),
        }
    }
    assert!(
        refused >= 900,
        "the flood past its share is refused with a sentence: {refused} refused, {dropped} closed"
    );
    assert!(
        held.len() <= 64,
        "one address holds at most 64: {}",
        held.len()
    );
    // The held half-requests are closed at the header timeout.
    for s in &mut held {
        assert!(
            closed_within(s, Duration::from_secs(HEADER_TIMEOUT + 3)),
            "a half-sent request is closed at the header timeout"
        );
    }
    drop(held);

    // Idle sockets: a TCP connection that sends nothing, and a WebSocket that never
    // answers the server's pings.
    let mut silent = connect_from([127, 0, 0, 3], addr).expect("connects");
    let body = r#"{"game":"ra","seats":["open","open"]}"#;
    let create = format!(
        "POST /api/matches HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let mut c = TcpStream::connect(addr).unwrap();
    c.write_all(create.as_bytes()).unwrap();
    let mut reply = String::new();
    let _ = c.read_to_string(&mut reply);
    let id = reply
        .split("\"id\":\"")
        .nth(1)
        .and_then(|r| r.split('"').next())
        .expect("a match id")
        .to_string();
    let upgrade = format!(
        "GET /api/matches/{id}/ws HTTP/1.1\r\nHost: {addr}\r\nUpgrade: websocket\r\n\
         Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\
         Sec-WebSocket-Version: 13\r\n\r\n"
    );
    let mut deaf = connect_from([127, 0, 0, 3], addr).expect("connects");
    deaf.write_all(upgrade.as_bytes()).unwrap();
    let switched = outcome(&mut deaf, Duration::from_secs(5)).expect("an answer");
    assert!(switched.starts_with("HTTP/1.1 101"), "{switched}");
    assert!(
        closed_within(&mut silent, Duration::from_secs(HEADER_TIMEOUT + 3)),
        "a silent TCP connection is closed"
    );
    assert!(
        closed_within(&mut deaf, Duration::from_secs(IDLE_TIMEOUT + 6)),
        "a WebSocket that answers no ping is closed"
    );

    // 200 WebSockets from one address: past its share, refused.
    let mut sockets = Vec::new();
    let mut refused = 0;
    for _ in 0..200 {
        let mut s = connect_from([127, 0, 0, 4], addr).expect("connects");
        s.write_all(upgrade.as_bytes()).unwrap();
        match outcome(&mut s, Duration::from_secs(5)) {
            Some(t) if t.starts_with("HTTP/1.1 101") => sockets.push(s),
            Some(t) if t.starts_with("HTTP/1.1 503") => refused += 1,
            other => panic!("a WebSocket got {other:?}"),
        }
    }
    assert_eq!(sockets.len(), 64, "one address holds 64 sockets");
    assert_eq!(refused, 136);
    let (status, _) = person_lists_games(addr);
    assert_eq!(status, 200);
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
}
