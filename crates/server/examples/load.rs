//! A load generator for `nile serve`, on loopback only, bounded in count and time.
//!
//! Starts the real server binary (`--nile`, default `target/release/nile`) on an ephemeral
//! loopback port with a fresh database (`--db`: a SQLite file in a temporary folder, or a
//! PostgreSQL URL), then keeps `--matches` matches (500) of all five games going, four
//! seats each, every seat a WebSocket client (2,000) playing random legal moves after
//! `--think` ms (100); a finished match is replaced by a new one. Runs `--seconds` (30).
//! Reports moves per second, the latency from a move sent to the update received (p50,
//! p99, max), the server's memory (resident now, at its peak and every 10 s) and the CPU time the
//! server and the generator spent per move, as one JSON line. The clients ask for no
//! `render` (the board as text) unless `--render true`.
//!
//! ```sh
//! cargo build --release --bin nile
//! cargo run --release -p nile-server --example load
//! bash crates/server/tests/with-postgres.sh run sh -c \
//!   'cargo run --release -p nile-server --example load -- --db "$NILE_TEST_POSTGRES"'
//! ```

use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::stream::{SelectAll, StreamExt};
use futures_util::SinkExt;
use serde::Deserialize;
use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

const GAMES: [&str; 5] = ["ra", "imhotep", "tekhenu", "pragas", "conquistando"];
const SEATS: usize = 4;

struct Args {
    nile: String,
    db: Option<String>,
    matches: usize,
    seconds: u64,
    think_ms: u64,
    /// Whether the clients ask for `render` (the browser app's default) or not.
    render: bool,
    /// Moves sent in the first this many seconds are also reported apart
    /// (`after_warmup` leaves them out): the opening burst of 2,000 connections.
    warmup_s: u64,
    /// The matches start spread over this many milliseconds instead of all at once.
    stagger_ms: u64,
}

fn args() -> Args {
    let mut a = Args {
        nile: "target/release/nile".into(),
        db: None,
        matches: 500,
        seconds: 30,
        think_ms: 100,
        render: false,
        warmup_s: 0,
        stagger_ms: 0,
    };
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let mut it = argv.iter();
    while let Some(flag) = it.next() {
        let v = it.next().cloned().unwrap_or_default();
        match flag.as_str() {
            "--nile" => a.nile = v,
            "--db" => a.db = Some(v),
            "--matches" => a.matches = v.parse::<usize>().expect("--matches N").clamp(1, 2000),
            "--seconds" => a.seconds = v.parse::<u64>().expect("--seconds N").clamp(1, 600),
            "--think" => a.think_ms = v.parse::<u64>().expect("--think MS").min(10_000),
            "--render" => a.render = v.parse::<bool>().expect("--render true|false"),
            "--warmup" => a.warmup_s = v.parse::<u64>().expect("--warmup S").min(600),
            "--stagger" => a.stagger_ms = v.parse::<u64>().expect("--stagger MS").min(60_000),
            other => {
                eprintln!(
                    "unknown flag {other} (--nile, --db, --matches, --seconds, --think, \
                     --render, --warmup, --stagger)"
                );
                std::process::exit(2);
            }
        }
    }
    a
}

/// CPU time (user + system) used so far by process `pid` (or this one), in seconds.
fn cpu_seconds(pid: Option<u32>) -> f64 {
    let path = pid.map_or("/proc/self/stat".to_string(), |p| format!("/proc/{p}/stat"));
    let stat = std::fs::read_to_string(path).unwrap_or_default();
    // Fields after the command name (which is in parentheses and may hold spaces).
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|v| v.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    (ticks(11) + ticks(12)) / 100.0
}

/// Resident memory of `pid` in KiB: now and at its peak.
fn memory(pid: u32) -> (u64, u64) {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|n| n.parse().ok())
            .unwrap_or(0)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

async fn http(addr: &str, method: &str, path: &str, body: &Value) -> Value {
    let body = body.to_string();
    let mut s = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.expect("send");
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).await.expect("read");
    let text = String::from_utf8_lossy(&raw);
    serde_json::from_str(text.split("\r\n\r\n").nth(1).unwrap_or("")).unwrap_or(Value::Null)
}

/// A legal action as the generator reads it: its index only.
#[derive(Deserialize)]
struct Legal {
    index: usize,
}

/// What the generator reads of a `state` message: the step, whether the game is over, and
/// the legal indices when the seat is to act.
struct State {
    step: u64,
    over: bool,
    legal: Vec<usize>,
}

/// Reads a `state` message by looking for the few members the generator needs rather
/// than parsing the whole of it (the generator shares the machine with the server, so it
/// must be cheap): the server writes `step` and `over` before the observation, and
/// `legal` after it, with only the lines behind (a quote inside a JSON string is escaped,
/// so a member name cannot be matched inside one). `None` for any other message.
fn read_state(text: &str) -> Option<State> {
    let body = text.strip_prefix(r#"{"type":"state","#)?;
    let number = |at: usize| -> Option<u64> {
        let digits = &body[at..];
        let end = digits
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(digits.len());
        digits[..end].parse().ok()
    };
    let step = number(body.find(r#""step":"#)? + r#""step":"#.len())?;
    let over_at = body.find(r#""over":"#)? + r#""over":"#.len();
    let over = body[over_at..].starts_with("true");
    let legal_at = body.rfind(r#""legal":"#)? + r#""legal":"#.len();
    let rest = &body[legal_at..];
    let legal = if rest.starts_with("[]") {
        Vec::new()
    } else {
        serde_json::Deserializer::from_str(rest)
            .into_iter::<Vec<Legal>>()
            .next()?
            .ok()?
            .into_iter()
            .map(|l| l.index)
            .collect()
    };
    Some(State { step, over, legal })
}

#[derive(Default)]
struct Stats {
    moves: AtomicU64,
    games: AtomicU64,
    errors: AtomicU64,
    /// (when the move was sent, in ms since the start; how long its update took, in µs)
    latencies_us: Mutex<Vec<(u32, u64)>>,
    /// Per second of the run: the moves whose update took longer than 50 ms, to see
    /// whether the tail is spread out (queueing) or comes in bursts (a stall).
    slow_by_second: Mutex<Vec<u32>>,
    start: Mutex<Option<Instant>>,
}

/// One match after another, four WebSocket clients each, until `deadline`.
async fn run_matches(
    addr: String,
    k: usize,
    think: Duration,
    render: bool,
    (delay, deadline): (Duration, Instant),
    stats: Arc<Stats>,
) {
    tokio::time::sleep(delay).await;
    let mut rng = 0x9E37_79B9u64 ^ (k as u64) << 20 | 1;
    let mut round = 0;
    while Instant::now() < deadline {
        let game = GAMES[(k + round) % GAMES.len()];
        round += 1;
        let created = http(
            &addr,
            "POST",
            "/api/matches",
            &json!({"game": game, "seats": vec!["open"; SEATS]}),
        )
        .await;
        let Some(id) = created["id"].as_str().map(str::to_string) else {
            stats.errors.fetch_add(1, Ordering::Relaxed);
            tokio::time::sleep(Duration::from_millis(200)).await;
            continue;
        };
        let mut sinks = Vec::new();
        let mut streams = SelectAll::new();
        for seat in 0..SEATS {
            let joined = http(
                &addr,
                "POST",
                &format!("/api/matches/{id}/join"),
                &json!({"name": format!("c{k}"), "seat": seat}),
            )
            .await;
            let token = joined["token"].as_str().unwrap_or_default().to_string();
            let (ws, _) =
                tokio_tungstenite::connect_async(format!("ws://{addr}/api/matches/{id}/ws"))
                    .await
                    .expect("a socket");
            let (mut sink, stream) = ws.split();
            sink.send(Message::Text(
                // It draws nothing: unless told, the board as text is left out.
                json!({"type": "hello", "token": token, "render": render})
                    .to_string()
                    .into(),
            ))
            .await
            .expect("hello");
            sinks.push(sink);
            streams.push(stream.map(move |m| (seat, m)));
        }
        // Per seat: the step it last moved at and when.
        let mut pending: Vec<Option<(u64, Instant)>> = vec![None; SEATS];
        while Instant::now() < deadline {
            let Ok(Some((seat, msg))) =
                tokio::time::timeout(Duration::from_secs(10), streams.next()).await
            else {
                stats.errors.fetch_add(1, Ordering::Relaxed);
                break;
            };
            let Ok(Message::Text(text)) = msg else {
                continue;
            };
            let Some(v) = read_state(&text) else {
                if text.contains(r#""type":"error""#) {
                    stats.errors.fetch_add(1, Ordering::Relaxed);
                    pending[seat] = None;
                }
                continue;
            };
            let step = v.step;
            if let Some((at, sent)) = pending[seat] {
                if step > at {
                    let took = sent.elapsed();
                    let start = stats.start.lock().unwrap().unwrap_or(sent);
                    let since = sent.saturating_duration_since(start);
                    stats
                        .latencies_us
                        .lock()
                        .unwrap()
                        .push((since.as_millis() as u32, took.as_micros() as u64));
                    if took > Duration::from_millis(50) {
                        let second = since.as_secs() as usize;
                        let mut slow = stats.slow_by_second.lock().unwrap();
                        if slow.len() <= second {
                            slow.resize(second + 1, 0);
                        }
                        slow[second] += 1;
                    }
                    stats.moves.fetch_add(1, Ordering::Relaxed);
                    pending[seat] = None;
                }
            }
            if v.over {
                stats.games.fetch_add(1, Ordering::Relaxed);
                break;
            }
            let legal = &v.legal;
            if legal.is_empty() || pending[seat].is_some() {
                continue;
            }
            tokio::time::sleep(think).await;
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            let choice = legal[(rng % legal.len() as u64) as usize];
            let act = format!(r#"{{"type":"act","step":{step},"action":{choice}}}"#);
            pending[seat] = Some((step, Instant::now()));
            if sinks[seat].send(Message::Text(act.into())).await.is_err() {
                break;
            }
        }
        for mut s in sinks {
            let _ = s.close().await;
        }
    }
}

struct Server(Child);
impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let a = args();
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let addr = format!("127.0.0.1:{port}");
    let dir = std::env::temp_dir().join(format!("nile-load-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db =
        a.db.clone()
            .unwrap_or_else(|| dir.join("nile.db").to_string_lossy().into_owned());
    let backend = if db.contains("://") {
        "postgresql"
    } else {
        "sqlite"
    };
    let child = Command::new(&a.nile)
        .args([
            "serve",
            "--addr",
            &addr,
            "--db",
            &db,
            "--web",
            "/nonexistent",
            "--max-rate",
            "1000",
            // Every client of the generator comes from 127.0.0.1: lift the per-client
            // limits meant for the internet.
            "--max-connections-per-client",
            "100000",
            "--max-creates",
            "1000000",
            "--max-live",
            "100000",
        ])
        .stdout(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| {
            panic!(
                "cannot start {} ({e}); build it: cargo build --release --bin nile",
                a.nile
            )
        });
    let pid = child.id();
    let _server = Server(child);
    while tokio::net::TcpStream::connect(&addr).await.is_err() {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let stats = Arc::new(Stats::default());
    let (server_cpu0, load_cpu0) = (cpu_seconds(Some(pid)), cpu_seconds(None));
    let start = Instant::now();
    *stats.start.lock().unwrap() = Some(start);
    let deadline = start + Duration::from_secs(a.seconds);
    let think = Duration::from_millis(a.think_ms);
    let tasks: Vec<_> = (0..a.matches)
        .map(|k| {
            tokio::spawn(run_matches(
                addr.clone(),
                k,
                think,
                a.render,
                // Spread evenly over the stagger, in the order of `k`.
                (
                    Duration::from_millis(a.stagger_ms * k as u64 / a.matches as u64),
                    deadline,
                ),
                Arc::clone(&stats),
            ))
        })
        .collect();
    let mut peak_rss = 0;
    // The resident size every 10 s, to see whether it creeps.
    let mut rss_samples = Vec::new();
    let mut next_sample = start + Duration::from_secs(10);
    while Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(500)).await;
        let rss = memory(pid).0;
        peak_rss = peak_rss.max(rss);
        if Instant::now() >= next_sample {
            rss_samples.push(rss / 1024);
            next_sample += Duration::from_secs(10);
        }
    }
    for t in tasks {
        let _ = t.await;
    }
    let elapsed = start.elapsed().as_secs_f64();
    let server_cpu = cpu_seconds(Some(pid)) - server_cpu0;
    let load_cpu = cpu_seconds(None) - load_cpu0;
    let (rss, hwm) = memory(pid);
    let loadavg = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let all = stats.latencies_us.lock().unwrap().clone();
    let sorted = |after_ms: u32| {
        let mut v: Vec<u64> = all
            .iter()
            .filter(|&&(at, _)| at >= after_ms)
            .map(|&(_, l)| l)
            .collect();
        v.sort_unstable();
        v
    };
    let lat = sorted(0);
    let pct_of = |lat: &[u64], p: f64| {
        lat.get(((lat.len() as f64 * p) as usize).min(lat.len().saturating_sub(1)))
            .copied()
            .unwrap_or(0) as f64
            / 1000.0
    };
    let pct = |p: f64| pct_of(&lat, p);
    let warm = sorted(a.warmup_s as u32 * 1000);
    let measured = (elapsed - a.warmup_s as f64).max(1e-9);
    let after_warmup = json!({
        "seconds": a.warmup_s,
        "moves_per_second": (warm.len() as f64 / measured).round(),
        "latency_ms": {"p50": pct_of(&warm, 0.5), "p90": pct_of(&warm, 0.9), "p99": pct_of(&warm, 0.99), "max": pct_of(&warm, 1.0)},
    });
    let moves = stats.moves.load(Ordering::Relaxed);
    // The seconds with the most moves over 50 ms: [second of the run, how many].
    let slow = stats.slow_by_second.lock().unwrap().clone();
    let mut worst: Vec<(usize, u32)> = slow
        .into_iter()
        .enumerate()
        .filter(|&(_, n)| n > 0)
        .collect();
    worst.sort_by_key(|&(second, n)| (std::cmp::Reverse(n), second));
    worst.truncate(12);
    println!(
        "{}",
        json!({
            "backend": backend,
            "matches": a.matches,
            "clients": a.matches * SEATS,
            "think_ms": a.think_ms,
            "render": a.render,
            "seconds": (elapsed * 10.0).round() / 10.0,
            "moves": moves,
            "moves_per_second": (moves as f64 / elapsed).round(),
            "games_finished": stats.games.load(Ordering::Relaxed),
            "errors": stats.errors.load(Ordering::Relaxed),
            "latency_ms": {"p50": pct(0.5), "p90": pct(0.9), "p99": pct(0.99), "max": pct(1.0)},
            "stagger_ms": a.stagger_ms,
            "after_warmup": after_warmup,
            "over_50ms": {"moves": lat.iter().filter(|&&l| l > 50_000).count(), "worst_seconds": worst},
            "server_rss_mb": {"end": rss / 1024, "peak": hwm.max(peak_rss) / 1024, "every_10s": rss_samples},
            // CPU seconds used during the run, and the server's cost per move: the
            // figures that do not depend on what else the machine was doing.
            "cpu_seconds": {"server": (server_cpu * 10.0).round() / 10.0, "generator": (load_cpu * 10.0).round() / 10.0},
            "server_cpu_us_per_move": (server_cpu * 1e6 / moves.max(1) as f64).round(),
            "generator_cpu_us_per_move": (load_cpu * 1e6 / moves.max(1) as f64).round(),
            "loadavg": loadavg.split_whitespace().take(3).collect::<Vec<_>>().join(" "),
        })
    );
    let _ = std::fs::remove_dir_all(&dir);
}
