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
use std::path::{Path, PathBuf};
use std::sync::Arc;

use nile_core::lang::{Sentence, Value};
use nile_core::{sentence, Lang};
use texts::TEXTS;

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

/// Why a server could not start. [`StartError::text`] writes it in a language, `Display`
/// in English.
#[derive(Debug)]
pub enum StartError {
    /// The store could not be opened or read, or a match could not be rebuilt.
    Server(ServerError),
    /// The address could not be listened on: the sentence, with the system's own words.
    Failed(Sentence),
}

impl StartError {
    /// Why, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            StartError::Server(e) => e.text(lang),
            StartError::Failed(s) => s.text(lang),
        }
    }
}

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for StartError {}

impl From<ServerError> for StartError {
    fn from(e: ServerError) -> Self {
        StartError::Server(e)
    }
}

impl From<store::StoreError> for StartError {
    fn from(e: store::StoreError) -> Self {
        StartError::Server(ServerError::Store(e))
    }
}

/// Opens the store, rebuilds unfinished matches, binds and serves in the background.
pub async fn start(mut options: Options, catalog: Catalog) -> Result<Running, StartError> {
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
    let store = Store::open(&options.db).await?;
    let shared = store.shared();
    let hub = Hub::with_limits(
        catalog,
        store,
        options.bot_threads,
        options.rate,
        options.limits.clone(),
    );
    let resumed = hub.resume().await?;
    let listener = tokio::net::TcpListener::bind(options.addr)
        .await
        .map_err(|e| {
            StartError::Failed(sentence!(
                TEXTS,
                "start-listen",
                addr = options.addr.to_string(),
                detail = e.to_string()
            ))
        })?;
    let addr = listener.local_addr().map_err(|e| {
        StartError::Failed(sentence!(TEXTS, "start-address", detail = e.to_string()))
    })?;
    if let Some(mut changes) = hub.store.listen().await? {
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

/// `nile serve --help`, in `lang`.
pub fn usage(lang: Lang) -> String {
    sentence!(TEXTS, "serve-usage").text(lang)
}

/// The line a refused or failed `nile serve` ends with: `error: …` (`erro: …`).
pub fn error_line(message: &str, lang: Lang) -> String {
    sentence!(TEXTS, "error-line", message = message).text(lang)
}

/// The line `nile serve` prints once it listens: where, which database, how many
/// unfinished matches were resumed and which browser app is served.
fn listening_line(
    addr: SocketAddr,
    db: &str,
    resumed: usize,
    web: Option<&Path>,
    lang: Lang,
) -> String {
    let shown_db = if db.contains("://") { "PostgreSQL" } else { db };
    let app = match web {
        Some(w) if w.is_dir() => {
            sentence!(TEXTS, "serve-app-dir", dir = w.display().to_string())
        }
        _ if site::embedded() => sentence!(TEXTS, "serve-app-built-in"),
        _ => sentence!(TEXTS, "serve-app-none"),
    };
    sentence!(
        TEXTS,
        "serve-listening",
        addr = addr.to_string(),
        db = shown_db,
        resumed = resumed,
        app = app
    )
    .text(lang)
}

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

/// `nile serve …` with the arguments after `serve`: parses them, runs until Ctrl-C. Its
/// own texts (the usage, errors, the line saying where it listens) are in the language
/// `--lang` names, else the environment's (`LC_ALL`, `LC_MESSAGES`, `LANG`); the log
/// stays English.
pub fn main_with_args(args: &[String], catalog: Catalog) -> std::process::ExitCode {
    use std::process::ExitCode;
    init_logging();
    let refused = |e: &Sentence, lang: Lang| {
        eprintln!("{}\n\n{}", error_line(&e.text(lang), lang), usage(lang));
        ExitCode::from(2)
    };
    let lang = match lang_of(args) {
        Ok(lang) => lang,
        Err(e) => return refused(&e, Lang::from_env()),
    };
    let options = match parse_args(args) {
        Ok(Some(o)) => o,
        Ok(None) => {
            println!("{}", usage(lang));
            return ExitCode::SUCCESS;
        }
        Err(e) => return refused(&e, lang),
    };
    let failed = |message: &str| {
        eprintln!("{}", error_line(message, lang));
        ExitCode::FAILURE
    };
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            let why = sentence!(TEXTS, "start-runtime", detail = e.to_string());
            return failed(&why.text(lang));
        }
    };
    runtime.block_on(async move {
        let db = options.db.clone();
        let web = options.web.clone();
        let running = match start(options, catalog).await {
            Ok(r) => r,
            Err(e) => return failed(&e.text(lang)),
        };
        let line = listening_line(running.addr, &db, running.resumed, web.as_deref(), lang);
        println!("{line}");
        tokio::select! {
            r = running.task => match r {
                Ok(Ok(())) => ExitCode::SUCCESS,
                // The system's own words.
                Ok(Err(e)) => failed(&e.to_string()),
                Err(e) => failed(&e.to_string()),
            },
            _ = tokio::signal::ctrl_c() => ExitCode::SUCCESS,
        }
    })
}

/// The flags of `nile serve` that take no value.
const BARE_FLAGS: [&str; 3] = ["--help", "-h", "--behind-proxy"];

/// The language `--lang VALUE` (or `--lang=VALUE`) names among `nile serve`'s arguments,
/// else the environment's. It sets the language of `nile serve`'s own texts only.
pub fn lang_of(args: &[String]) -> Result<Lang, Sentence> {
    let mut given = None;
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        if let Some(v) = flag.strip_prefix("--lang=") {
            given = Some(v);
        } else if flag == "--lang" {
            given = it.next().map(String::as_str);
        } else if flag.starts_with("--") && !BARE_FLAGS.contains(&flag.as_str()) {
            // Another flag's value, even one that reads "--lang".
            it.next();
        }
    }
    given.map_or_else(|| Ok(Lang::from_env()), parse_lang)
}

/// `--lang`'s value: `en` or `pt-BR` (a locale such as `pt_BR.UTF-8` too).
fn parse_lang(v: &str) -> Result<Lang, Sentence> {
    v.parse()
        .map_err(|_| sentence!(TEXTS, "flag-lang", value = v))
}

/// A positive whole number for `flag`, or a sentence saying what it takes.
fn positive(v: &str, flag: &str, unit: Sentence) -> Result<u64, Sentence> {
    v.parse::<u64>()
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| sentence!(TEXTS, "flag-whole", flag = flag, unit = unit, value = v))
}

/// A positive number of seconds (fractions allowed) for `flag`.
fn seconds(v: &str, flag: &str) -> Result<std::time::Duration, Sentence> {
    v.parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s > 0.0 && *s < 1e9)
        .map(std::time::Duration::from_secs_f64)
        .ok_or_else(|| sentence!(TEXTS, "flag-seconds", flag = flag, value = v))
}

/// The options from `nile serve`'s arguments; `None` for `--help`. A refusal is a
/// sentence, written in the reader's language ([`Sentence::text`]; `Display` is English).
/// `--lang` is checked here and read by [`lang_of`].
pub fn parse_args(args: &[String]) -> Result<Option<Options>, Sentence> {
    let mut o = Options::default();
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| sentence!(TEXTS, "flag-needs-value", flag = name))
        };
        match flag.as_str() {
            "--help" | "-h" => return Ok(None),
            "--addr" => {
                let v = value("--addr")?;
                o.addr = v
                    .parse()
                    .map_err(|_| sentence!(TEXTS, "flag-addr", value = &v))?;
            }
            "--db" => o.db = value("--db")?,
            "--web" => o.web = Some(PathBuf::from(value("--web")?)),
            "--allow-origin" => o.allowed_origins.push(value("--allow-origin")?),
            "--bot-threads" => {
                let v = value("--bot-threads")?;
                o.bot_threads = v.parse().ok().filter(|&n| n > 0).ok_or_else(|| {
                    sentence!(
                        TEXTS,
                        "flag-positive",
                        flag = Value::Name("--bot-threads".into()),
                        value = &v
                    )
                })?;
            }
            "--max-rate" => {
                let v = value("--max-rate")?;
                let n: f64 = v
                    .parse()
                    .ok()
                    .filter(|n: &f64| n.is_finite() && *n > 0.0)
                    .ok_or_else(|| {
                        sentence!(
                            TEXTS,
                            "flag-positive",
                            flag = Value::Name("--max-rate".into()),
                            value = &v
                        )
                    })?;
                o.rate = hub::RateLimit {
                    per_second: n,
                    burst: 2.0 * n,
                };
            }
            "--bot-cpu" => {
                let ms = positive(
                    &value("--bot-cpu")?,
                    "--bot-cpu",
                    sentence!(TEXTS, "unit-ms"),
                )?;
                o.limits.bot.cpu = std::time::Duration::from_millis(ms);
            }
            "--bot-memory" => {
                let mb = positive(
                    &value("--bot-memory")?,
                    "--bot-memory",
                    sentence!(TEXTS, "unit-mb"),
                )?;
                o.limits.bot.memory =
                    usize::try_from(mb.saturating_mul(1024 * 1024)).unwrap_or(usize::MAX);
            }
            "--max-connections" => {
                o.limits.connections = positive(
                    &value("--max-connections")?,
                    "--max-connections",
                    sentence!(TEXTS, "unit-connections"),
                )? as usize;
            }
            "--max-connections-per-client" => {
                o.limits.connections_per_client = positive(
                    &value("--max-connections-per-client")?,
                    "--max-connections-per-client",
                    sentence!(TEXTS, "unit-connections"),
                )? as usize;
            }
            "--max-creates" => {
                o.limits.creates_per_minute = u32::try_from(positive(
                    &value("--max-creates")?,
                    "--max-creates",
                    sentence!(TEXTS, "unit-matches"),
                )?)
                .unwrap_or(u32::MAX);
            }
            "--max-replays" => {
                o.limits.replays_per_minute = u32::try_from(positive(
                    &value("--max-replays")?,
                    "--max-replays",
                    sentence!(TEXTS, "unit-replay-steps"),
                )?)
                .unwrap_or(u32::MAX);
            }
            "--max-live" => {
                o.limits.live_matches = positive(
                    &value("--max-live")?,
                    "--max-live",
                    sentence!(TEXTS, "unit-matches"),
                )? as usize;
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
            "--lang" => {
                parse_lang(&value("--lang")?)?;
            }
            other if other.starts_with("--lang=") => {
                parse_lang(&other["--lang=".len()..])?;
            }
            other => return Err(sentence!(TEXTS, "flag-unknown", flag = other)),
        }
    }
    Ok(Some(o))
}

#[cfg(test)]
mod tests {
    use nile_core::lang::unwrapped;

    use super::*;

    /// `nile serve --help` as it read before it had a catalog, with `--lang` added: the
    /// English usage reads the same, byte for byte (other tools parse it).
    const USAGE_BEFORE: &str = "nile serve: play every nile game online.

Usage: nile serve [--addr HOST:PORT] [--db nile.db | postgres://…] [--web DIR]
                  [--allow-origin ORIGIN]… [--bot-threads N] [--max-rate N]
                  [--bot-cpu MS] [--bot-memory MB] [--max-connections N]
                  [--max-connections-per-client N] [--max-creates N] [--max-replays N]
                  [--max-live N]
                  [--header-timeout S] [--body-timeout S] [--idle-timeout S]
                  [--behind-proxy] [--lang en|pt-BR]

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
  --lang          the language of these texts and of the start-up errors (from
                  LC_ALL, LC_MESSAGES or LANG, else English); each browser and client
                  is answered in its own

Logs go to standard error; RUST_LOG sets their level (info by default, e.g.
RUST_LOG=nile_server=debug).";

    fn args(words: &[&str]) -> Vec<String> {
        words.iter().map(|w| w.to_string()).collect()
    }

    fn refusal(words: &[&str]) -> Sentence {
        parse_args(&args(words)).expect_err("refused")
    }

    #[test]
    fn the_usage_reads_as_before_in_english_and_whole_in_portuguese() {
        assert_eq!(usage(Lang::En), USAGE_BEFORE);
        let pt = usage(Lang::PtBr);
        assert!(pt.starts_with("nile serve: jogue online todos os jogos do nile.\n\nUso: nile serve [--addr HOST:PORTA]"), "{pt}");
        assert_eq!(unwrapped(&usage(Lang::Pseudo)), None);
        // Every flag of the English usage is in the Portuguese one.
        for flag in USAGE_BEFORE
            .split_whitespace()
            .filter(|w| w.starts_with("--"))
        {
            let flag = flag.trim_matches(|c: char| !c.is_ascii_alphanumeric() && c != '-');
            assert!(pt.contains(flag), "{flag} is missing in Portuguese");
        }
    }

    #[test]
    fn a_refused_flag_is_said_in_either_language_and_in_english_as_before() {
        let cases: [(&[&str], &str, &str); 8] = [
            (
                &["--addr", "x"],
                "--addr takes HOST:PORT, e.g. 127.0.0.1:8080, not \"x\"",
                "--addr recebe HOST:PORTA, por exemplo 127.0.0.1:8080, não \"x\"",
            ),
            (&["--db"], "--db needs a value", "--db precisa de um valor"),
            (
                &["--bot-threads", "0"],
                "--bot-threads takes a positive number, not \"0\"",
                "--bot-threads recebe um número positivo, não \"0\"",
            ),
            (
                &["--max-rate", "-1"],
                "--max-rate takes a positive number, not \"-1\"",
                "--max-rate recebe um número positivo, não \"-1\"",
            ),
            (
                &["--bot-cpu", "fast"],
                "--bot-cpu takes a positive whole number of milliseconds, not \"fast\"",
                "--bot-cpu recebe um número inteiro positivo de milissegundos, não \"fast\"",
            ),
            (
                &["--max-replays", "0"],
                "--max-replays takes a positive whole number of replay steps, not \"0\"",
                "--max-replays recebe um número inteiro positivo de passos de replay, não \"0\"",
            ),
            (
                &["--idle-timeout", "never"],
                "--idle-timeout takes a positive number of seconds, not \"never\"",
                "--idle-timeout recebe um número positivo de segundos, não \"never\"",
            ),
            (
                &["--port", "80"],
                "unknown flag \"--port\"",
                "opção desconhecida \"--port\"",
            ),
        ];
        for (words, en, pt) in cases {
            let why = refusal(words);
            assert_eq!(why.to_string(), en);
            assert_eq!(why.text(Lang::PtBr), pt);
            assert_eq!(unwrapped(&why.text(Lang::Pseudo)), None, "{en}");
        }
        assert_eq!(error_line("x", Lang::En), "error: x");
        assert_eq!(error_line("x", Lang::PtBr), "erro: x");
    }

    #[test]
    fn lang_sets_the_language_of_nile_serves_own_texts() {
        assert_eq!(lang_of(&args(&["--lang", "pt-BR"])), Ok(Lang::PtBr));
        assert_eq!(lang_of(&args(&["--db", "x.db", "--lang=en"])), Ok(Lang::En));
        let bad = lang_of(&args(&["--lang", "xx"])).expect_err("refused");
        assert_eq!(bad.to_string(), "--lang takes en or pt-BR, not \"xx\"");
        assert_eq!(
            bad.text(Lang::PtBr),
            "--lang recebe en ou pt-BR, não \"xx\""
        );
        // A flag's value that reads "--lang" is that flag's.
        let db = lang_of(&args(&["--db", "--lang", "--lang", "pt-BR"]));
        assert_eq!(db, Ok(Lang::PtBr));
        let options = parse_args(&args(&["--lang", "pt-BR", "--db", "x.db"]))
            .expect("read")
            .expect("options");
        assert_eq!(options.db, "x.db");
        assert_eq!(refusal(&["--lang", "xx"]), bad);
    }

    #[test]
    fn the_listening_line_reads_as_before_in_english() {
        let addr = SocketAddr::from(([127, 0, 0, 1], 8080));
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
        assert_eq!(
            listening_line(addr, "nile.db", 2, Some(dir), Lang::En),
            format!(
                "nile serve: http://127.0.0.1:8080 (database nile.db; 2 unfinished match(es) \
                 resumed; app from {})",
                dir.display()
            )
        );
        let pg = "postgres://nile@127.0.0.1/nile";
        for (n, resumed) in [
            (0, "nenhuma partida inacabada retomada"),
            (1, "1 partida inacabada retomada"),
            (3, "3 partidas inacabadas retomadas"),
        ] {
            assert_eq!(
                listening_line(addr, pg, n, Some(dir), Lang::PtBr),
                format!(
                    "nile serve: http://127.0.0.1:8080 (banco de dados PostgreSQL; {resumed}; \
                     aplicativo de {})",
                    dir.display()
                )
            );
        }
        let none = Path::new("/no/such/folder");
        let en = listening_line(addr, "nile.db", 0, Some(none), Lang::En);
        let pt = listening_line(addr, "nile.db", 0, Some(none), Lang::PtBr);
        if site::embedded() {
            assert!(
                en.ends_with(
                    "; the built-in app, no in-browser engine (bash web/build.sh builds it))"
                ),
                "{en}"
            );
            assert!(pt.ends_with("; o aplicativo embutido, sem o motor no navegador (bash web/build.sh o constrói))"), "{pt}");
        } else {
            assert!(en.ends_with("; no browser app, API only)"), "{en}");
            assert!(
                pt.ends_with("; sem aplicativo para o navegador, só a API)"),
                "{pt}"
            );
        }
    }
}
