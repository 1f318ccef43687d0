//! `nile serve`: every nile game over HTTP and WebSocket, for players on different
//! machines.
//!
//! - A lobby API (`/api/games`, `/api/matches`): create a match with open seats and bot
//!   seats, list matches, join a seat (receiving its credential), leave, watch.
//! - A WebSocket per match (`/api/matches/{id}/ws`): each connection is a seat (after a
//!   `hello` with its credential) or a spectator, sent only what its viewer may know.
//! - Persistence: every move is committed with the match's step counter before it is
//!   acknowledged; a restart rebuilds unfinished matches from their stored actions.
//!   SQLite by default, PostgreSQL for several processes sharing matches.
//!
//! Like the CLI, the server knows no game: it is handed a [`Catalog`] of the registry's
//! games and speaks to them through the dynamic layer. The protocol is documented
//! message by message in `docs/server.md`.

pub mod board;
pub mod bots;
pub mod catalog;
pub mod chat;
pub mod clock;
pub mod error;
pub mod http;
pub mod hub;
pub mod limits;
pub mod listen;
pub mod live;
pub mod lobby;
pub mod names;
pub mod protocol;
mod rematch;
pub mod replay;
pub mod site;
pub mod stand_in;
pub mod store;
pub mod texts;
pub mod token;
mod undo;
/// The per-viewer views, shared with the browser app: in the core's dynamic layer.
pub use nile_core::dynamic::view;
mod presence;
mod ws;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

pub use catalog::{Catalog, GameKind};
pub use error::ServerError;
pub use hub::Hub;
pub use store::Store;

/// How a server runs.
#[derive(Debug, Clone)]
pub struct Options {
    /// Where to listen (`127.0.0.1:8080` by default).
    pub addr: SocketAddr,
    /// The database: a SQLite file (`nile.db`) or a `postgres://` URL.
    pub db: String,
    /// The browser app's files (`web/dist`), served at `/` when the folder exists;
    /// otherwise the app built into the server ([`site`]) is.
    pub web: Option<PathBuf>,
    /// Origins besides the server's own whose pages may open a WebSocket.
    pub allowed_origins: Vec<String>,
    /// Bots thinking at once (the pool's size).
    pub bot_threads: usize,
    /// What one connection may send before it is refused.
    pub rate: hub::RateLimit,
    /// With PostgreSQL, how often the step counters of watched matches are read, in case
    /// a change notification was lost with its connection (1 s).
    pub poll: std::time::Duration,
    /// What clients and bots may take: connections, timeouts, matches, a bot's think.
    pub limits: limits::Limits,
    /// Whether the server runs behind a reverse proxy on the same machine: connections
    /// from the loopback address carry many clients, told apart by the proxy's
    /// `X-Forwarded-For`.
    pub behind_proxy: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            addr: SocketAddr::from(([127, 0, 0, 1], 8080)),
            db: "nile.db".into(),
            web: Some(PathBuf::from("web/dist")),
            allowed_origins: Vec::new(),
            bot_threads: std::thread::available_parallelism().map_or(2, |n| n.get()),
            rate: hub::RateLimit::default(),
            poll: ws::POLL,
            limits: limits::Limits::default(),
            behind_proxy: false,
        }
    }
}

/// How often finished, unwatched matches are dropped from memory.
const EVICT_EVERY: std::time::Duration = std::time::Duration::from_secs(5);

/// How often the allocator is asked to give its free memory back to the system.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const TRIM_EVERY: std::time::Duration = std::time::Duration::from_secs(5);

/// Gives the allocator's free memory back to the system every [`TRIM_EVERY`], from a
/// thread of its own (a trim walks every arena: not on an async worker). glibc keeps an
/// arena per thread that allocates, and memory freed inside an arena stays the
/// process's: with messages built on one thread and dropped on another, and the blocking
/// pool's threads coming and going, the resident size grew in steps for as long as the
/// server was loaded (142 to 292 MB over 90 s of the load example) while what it holds
/// stayed the same. Elsewhere (another C library, another system) it does nothing.
/// One thread for the process, however many servers it starts (the tests start many).
fn trim_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        static STARTED: std::sync::Once = std::sync::Once::new();
        STARTED.call_once(start_trimming);
    }
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn start_trimming() {
    {
        let spawned = std::thread::Builder::new()
            .name("nile-trim".into())
            .spawn(|| loop {
                std::thread::sleep(TRIM_EVERY);
                // SAFETY: malloc_trim only releases free memory of the allocator's own
                // and may be called from any thread at any time.
                unsafe {
                    libc::malloc_trim(0);
                }
            });
        if let Err(e) = spawned {
            tracing::warn!("cannot start the memory trim thread: {e}");
        }
    }
}

/// A server listening, with the address it got.
pub struct Running {
    /// Where it listens (the real port when `:0` was asked).
    pub addr: SocketAddr,
    /// The shared state.
    pub hub: Arc<Hub>,
    /// The serving task.
    pub task: tokio::task::JoinHandle<std::io::Result<()>>,
    /// How many unfinished matches were rebuilt at start.
    pub resumed: usize,
}

/// Opens the store, rebuilds unfinished matches, binds and serves in the background.
pub async fn start(mut options: Options, catalog: Catalog) -> Result<Running, String> {
    // Connections beyond the file limit would fail to be accepted rather than be refused.
    if let Some(files) = limits::open_file_limit() {
        let fit = files.saturating_sub(limits::RESERVED_FILES).max(1);
        if options.limits.connections > fit {
            tracing::info!(
                connections = fit,
                "at most {fit} connections: the process may open {files} files"
            );
            options.limits.connections = fit;
        }
    }
    let store = Store::open(&options.db).await.map_err(|e| e.to_string())?;
    let shared = store.shared();
    let hub = Hub::with_limits(
        catalog,
        store,
        options.bot_threads,
        options.rate,
        options.limits.clone(),
    );
    let resumed = hub.resume().await.map_err(|e| e.to_string())?;
    let listener = tokio::net::TcpListener::bind(options.addr)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", options.addr))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    if let Some(mut changes) = hub.store.listen().await.map_err(|e| e.to_string())? {
        // Other processes' moves and seat changes arrive as notifications, each pushed to
        // this process's connections at once.
        let hub = Arc::clone(&hub);
        tokio::spawn(async move {
            while let Some(id) = changes.next().await {
                hub.catch_up(&id).await;
            }
            tracing::error!("no more notifications from PostgreSQL: polling only");
        });
    }
    if shared {
        // This process's presence rows stay fresh while it runs (the other processes
        // stop counting them once it is gone).
        let hub = Arc::clone(&hub);
        tokio::spawn(async move {
            loop {
                hub.presence_beat().await;
                tokio::time::sleep(std::time::Duration::from_millis(store::PRESENCE_BEAT_MS)).await;
            }
        });
    }
    if shared {
        // A safety net: a notification lost with its connection is made up within `poll`.
        let hub = Arc::clone(&hub);
        let every = options.poll;
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(every).await;
                hub.poll_shared().await;
            }
        });
    }
    {
        let hub = Arc::clone(&hub);
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(EVICT_EVERY).await;
                hub.evict_finished();
            }
        });
    }
    trim_memory();
    let app = http::router(Arc::clone(&hub), &options);
    let task = tokio::spawn(listen::serve(
        listener,
        app,
        Arc::new(options.limits.clone()),
        Arc::clone(&hub.connections),
        options.behind_proxy,
    ));
    Ok(Running {
        addr,
        hub,
        task,
        resumed,
    })
}

const USAGE: &str = "nile serve: play every nile game online.

Usage: nile serve [--addr HOST:PORT] [--db nile.db | postgres://…] [--web DIR]
                  [--allow-origin ORIGIN]… [--bot-threads N] [--max-rate N]
                  [--bot-cpu MS] [--bot-memory MB] [--max-connections N]
                  [--max-connections-per-client N] [--max-creates N] [--max-replays N]
                  [--max-live N]
                  [--header-timeout S] [--body-timeout S] [--idle-timeout S]
                  [--behind-proxy]

  --addr          where to listen (127.0.0.1:8080)
  --db            a SQLite file, created on first start (nile.db, readable by its
                  owner only), or a PostgreSQL URL shared by several server processes
  --web           the browser app's folder (web/dist; built by web/build.sh, with the
                  in-browser engine); without it the app built into the server is served
  --allow-origin  another origin whose pages may use the server (repeatable), e.g.
                  https://nile.example behind a TLS proxy
  --bot-threads   bots thinking at once (the number of cores)
  --max-rate      messages a second one connection may send before it is refused (50,
                  in bursts of twice that; pings count)
  --bot-cpu       CPU time a bot may think a move, whatever its spec (1000 ms)
  --bot-memory    memory a bot's search may hold (256 MB)
  --max-connections             open connections in all (4096, less if the
                                process may open fewer files)
  --max-connections-per-client  open connections from one address (64)
  --max-creates   matches one address may create a minute (20)
  --max-replays   replay steps one address may ask for a minute (3000)
  --max-live      unfinished matches held in memory; the least recently used idle
                  one is dropped from memory past it, and read again when asked for (2000)
  --header-timeout  seconds a client has to send a request's headers (10)
  --body-timeout    seconds a client has to send a request's body (10)
  --idle-timeout    seconds a WebSocket may stay silent, pings unanswered (60)
  --behind-proxy  a reverse proxy on this machine forwards the clients: connections
                  from 127.0.0.1 are not held to the per-client limit, and a client
                  is known by the last address of X-Forwarded-For

Logs go to standard error; RUST_LOG sets their level (info by default, e.g.
RUST_LOG=nile_server=debug).";

/// Writes the server's log lines to standard error at the level `RUST_LOG` names
/// (`info` by default). Once per process; a program that installed its own subscriber
/// keeps it.
pub fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .try_init();
}

/// `nile serve …` with the arguments after `serve`: parses them, runs until Ctrl-C.
pub fn main_with_args(args: &[String], catalog: Catalog) -> std::process::ExitCode {
    use std::process::ExitCode;
    init_logging();
    let options = match parse_args(args) {
        Ok(Some(o)) => o,
        Ok(None) => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("error: {e}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: cannot start the runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    runtime.block_on(async move {
        let db = options.db.clone();
        let web = options.web.clone();
        let running = match start(options, catalog).await {
            Ok(r) => r,
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::FAILURE;
            }
        };
        let shown_db = if db.contains("://") {
            "PostgreSQL"
        } else {
            db.as_str()
        };
        println!(
            "nile serve: http://{} (database {shown_db}; {} unfinished match(es) resumed{})",
            running.addr,
            running.resumed,
            match web {
                Some(w) if w.is_dir() => format!("; app from {}", w.display()),
                _ if site::embedded() =>
                    "; the built-in app, no in-browser engine (bash web/build.sh builds it)".into(),
                _ => "; no browser app, API only".into(),
            }
        );
        tokio::select! {
            r = running.task => match r {
                Ok(Ok(())) => ExitCode::SUCCESS,
                Ok(Err(e)) => { eprintln!("error: {e}"); ExitCode::FAILURE }
                Err(e) => { eprintln!("error: {e}"); ExitCode::FAILURE }
            },
            _ = tokio::signal::ctrl_c() => ExitCode::SUCCESS,
        }
    })
}

/// A positive whole number for `flag`, or a sentence saying what it takes.
fn positive(v: &str, flag: &str, unit: &str) -> Result<u64, String> {
    v.parse::<u64>()
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| format!("{flag} takes a positive whole number of {unit}, not \"{v}\""))
}

/// A positive number of seconds (fractions allowed) for `flag`.
fn seconds(v: &str, flag: &str) -> Result<std::time::Duration, String> {
    v.parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s > 0.0 && *s < 1e9)
        .map(std::time::Duration::from_secs_f64)
        .ok_or_else(|| format!("{flag} takes a positive number of seconds, not \"{v}\""))
}

/// The options from `nile serve`'s arguments; `None` for `--help`.
pub fn parse_args(args: &[String]) -> Result<Option<Options>, String> {
    let mut o = Options::default();
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match flag.as_str() {
            "--help" | "-h" => return Ok(None),
            "--addr" => {
                let v = value("--addr")?;
                o.addr = v.parse().map_err(|_| {
                    format!("--addr takes HOST:PORT, e.g. 127.0.0.1:8080, not \"{v}\"")
                })?;
            }
            "--db" => o.db = value("--db")?,
            "--web" => o.web = Some(PathBuf::from(value("--web")?)),
            "--allow-origin" => o.allowed_origins.push(value("--allow-origin")?),
            "--bot-threads" => {
                let v = value("--bot-threads")?;
                o.bot_threads =
                    v.parse().ok().filter(|&n| n > 0).ok_or_else(|| {
                        format!("--bot-threads takes a positive number, not \"{v}\"")
                    })?;
            }
            "--max-rate" => {
                let v = value("--max-rate")?;
                let n: f64 = v
                    .parse()
                    .ok()
                    .filter(|n: &f64| n.is_finite() && *n > 0.0)
                    .ok_or_else(|| format!("--max-rate takes a positive number, not \"{v}\""))?;
                o.rate = hub::RateLimit {
                    per_second: n,
                    burst: 2.0 * n,
                };
            }
            "--bot-cpu" => {
                let ms = positive(&value("--bot-cpu")?, "--bot-cpu", "milliseconds")?;
                o.limits.bot.cpu = std::time::Duration::from_millis(ms);
            }
            "--bot-memory" => {
                let mb = positive(&value("--bot-memory")?, "--bot-memory", "megabytes")?;
                o.limits.bot.memory =
                    usize::try_from(mb.saturating_mul(1024 * 1024)).unwrap_or(usize::MAX);
            }
            "--max-connections" => {
                o.limits.connections = positive(
                    &value("--max-connections")?,
                    "--max-connections",
                    "connections",
                )? as usize;
            }
            "--max-connections-per-client" => {
                o.limits.connections_per_client = positive(
                    &value("--max-connections-per-client")?,
                    "--max-connections-per-client",
                    "connections",
                )? as usize;
            }
            "--max-creates" => {
                o.limits.creates_per_minute = u32::try_from(positive(
                    &value("--max-creates")?,
                    "--max-creates",
                    "matches",
                )?)
                .unwrap_or(u32::MAX);
            }
            "--max-replays" => {
                o.limits.replays_per_minute = u32::try_from(positive(
                    &value("--max-replays")?,
                    "--max-replays",
                    "replay steps",
                )?)
                .unwrap_or(u32::MAX);
            }
            "--max-live" => {
                o.limits.live_matches =
                    positive(&value("--max-live")?, "--max-live", "matches")? as usize;
            }
            "--header-timeout" => {
                o.limits.header_timeout = seconds(&value("--header-timeout")?, "--header-timeout")?;
            }
            "--body-timeout" => {
                o.limits.body_timeout = seconds(&value("--body-timeout")?, "--body-timeout")?;
            }
            "--idle-timeout" => {
                o.limits.socket_idle = seconds(&value("--idle-timeout")?, "--idle-timeout")?;
            }
            "--behind-proxy" => o.behind_proxy = true,
            other => return Err(format!("unknown flag \"{other}\"")),
        }
    }
    Ok(Some(o))
}
