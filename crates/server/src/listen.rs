//! Accepting connections: each counted against the per-client and total limits (and
//! refused with a sentence past them, never left hanging), then served as HTTP/1.1 with
//! a deadline for the request's headers, so a client cannot hold a connection by
//! sending half a request or nothing at all.

use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::Router;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use nile_core::lang::Sentence;
use nile_core::{sentence, Lang};
use tokio::io::AsyncWriteExt;
use tokio::net::{TcpListener, TcpStream};
use tower::ServiceExt;

use crate::limits::{Connections, Limits, Refusal};
use crate::texts::TEXTS;

/// Who is on the other end of a request's connection, and which of the server's
/// addresses it reached: in every request's extensions.
#[derive(Debug, Clone)]
pub struct Conn {
    /// The client's address.
    pub peer: SocketAddr,
    /// The server's address the client connected to.
    pub local: SocketAddr,
    /// Holds the connection's place in the count while any clone lives (a WebSocket
    /// keeps one after its HTTP upgrade).
    pub held: Arc<Held>,
}

/// A counted connection; released from the count when dropped.
#[derive(Debug)]
pub struct Held {
    ip: IpAddr,
    connections: Arc<Connections>,
}

impl Drop for Held {
    fn drop(&mut self) {
        self.connections.release(self.ip);
    }
}

/// Log lines about refusals a second, past which they are summed up.
const LOG_LINES_A_SECOND: u64 = 20;

/// Keeps a flood of refusals from flooding the log: the first lines of each second are
/// written, the rest counted and told in one line the next second.
#[derive(Debug, Default)]
pub struct Throttle {
    second: AtomicU64,
    lines: AtomicU64,
    dropped: AtomicU64,
}

impl Throttle {
    /// Whether a line may be written now; with it, how many were held back before.
    pub fn allow(&self, epoch: Instant) -> Option<u64> {
        let now = epoch.elapsed().as_secs();
        if self.second.swap(now, Ordering::Relaxed) != now {
            self.lines.store(0, Ordering::Relaxed);
        }
        if self.lines.fetch_add(1, Ordering::Relaxed) < LOG_LINES_A_SECOND {
            Some(self.dropped.swap(0, Ordering::Relaxed))
        } else {
            self.dropped.fetch_add(1, Ordering::Relaxed);
            None
        }
    }
}

/// Refusals being written at once; past it a refused connection is closed at once.
const MAX_REFUSING: usize = 256;
/// How long a refusal may take to write (a client that reads nothing gets no more).
const REFUSAL_GRACE: Duration = Duration::from_millis(500);

/// Serves `app` on `listener` under `limits` until the listener fails for good.
/// `behind_proxy`: connections from the loopback address are a reverse proxy's, which
/// carries many clients, so they are not held to the per-client limit.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    limits: Arc<Limits>,
    connections: Arc<Connections>,
    behind_proxy: bool,
) -> std::io::Result<()> {
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout)
        .keep_alive(true);
    let epoch = Instant::now();
    let throttle = Arc::new(Throttle::default());
    let refusing = Arc::new(AtomicUsize::new(0));
    loop {
        let (tcp, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                // Out of file descriptors, mostly: wait for some to close.
                if let Some(held_back) = throttle.allow(epoch) {
                    tracing::error!(held_back, "cannot accept a connection: {e}");
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        // Every `state` is one write, to be sent at once: without TCP_NODELAY the
        // kernel holds a write back while an earlier one waits for its
        // acknowledgement (Nagle's algorithm).
        if let Err(e) = tcp.set_nodelay(true) {
            tracing::debug!("cannot set TCP_NODELAY on a connection: {e}");
        }
        let proxied = behind_proxy && peer.ip().is_loopback();
        let mut own = (*limits).clone();
        if proxied {
            own.connections_per_client = usize::MAX;
        }
        if let Err(why) = connections.admit(peer.ip(), &own) {
            if let Some(held_back) = throttle.allow(epoch) {
                tracing::warn!(client = %peer.ip(), held_back, "connection refused: {}", refusal_text(why));
            }
            if refusing.load(Ordering::Relaxed) < MAX_REFUSING {
                refusing.fetch_add(1, Ordering::Relaxed);
                let refusing = Arc::clone(&refusing);
                tokio::spawn(async move {
                    refuse(tcp, why).await;
                    refusing.fetch_sub(1, Ordering::Relaxed);
                });
            }
            continue;
        }
        let local = tcp.local_addr().unwrap_or(peer);
        let conn = Conn {
            peer,
            local,
            held: Arc::new(Held {
                ip: peer.ip(),
                connections: Arc::clone(&connections),
            }),
        };
        let service = app
            .clone()
            .map_request(move |req: hyper::Request<hyper::body::Incoming>| {
                let mut req = req.map(axum::body::Body::new);
                req.extensions_mut().insert(conn.clone());
                req
            });
        let http = http.clone();
        tokio::spawn(async move {
            let io = TokioIo::new(tcp);
            let service = TowerToHyperService::new(service);
            if let Err(e) = http.serve_connection(io, service).with_upgrades().await {
                tracing::debug!(client = %peer.ip(), "connection ended: {e}");
            }
        });
    }
}

/// The sentence a refused connection is sent, in English (the log's language).
pub fn refusal_text(why: Refusal) -> String {
    refusal_sentence(why).text(Lang::En)
}

/// The sentence a refused connection is sent, to be written in its reader's language.
pub fn refusal_sentence(why: Refusal) -> Sentence {
    match why {
        Refusal::PerClient(n) => sentence!(TEXTS, "refused-per-client", open = n),
        Refusal::Total(n) => sentence!(TEXTS, "refused-full", open = n),
    }
}

/// How long a refusal waits for the request's first bytes, to read its language; within
/// [`REFUSAL_GRACE`], which bounds the whole refusal as before.
const REQUEST_WAIT: Duration = Duration::from_millis(20);

/// The language of a request from the bytes of it already read (at most one buffer):
/// `lang=` in the request line's query, else `Accept-Language`, else English
/// ([`crate::texts::lang_asked`], as the HTTP API reads it). Nothing more is waited for.
pub fn raw_request_lang(bytes: &[u8]) -> Lang {
    let text = String::from_utf8_lossy(bytes);
    let mut lines = text.split("\r\n");
    let target = lines
        .next()
        .and_then(|line| line.split(' ').nth(1))
        .unwrap_or("");
    let asked = target
        .split_once('?')
        .map_or("", |(_, query)| query)
        .split('&')
        .find_map(|pair| pair.strip_prefix("lang="));
    let accept = lines
        .take_while(|line| !line.is_empty())
        .filter_map(|line| line.split_once(':'))
        .find(|(name, _)| name.trim().eq_ignore_ascii_case("accept-language"))
        .map(|(_, value)| value.trim());
    crate::texts::lang_asked(asked, accept)
}

/// Answers a refused connection with `503 Service Unavailable` and a sentence, then
/// closes it once the client has had a moment to read it. The sentence is in the
/// request's language when its first bytes came within [`REQUEST_WAIT`]; the whole
/// refusal still ends within [`REFUSAL_GRACE`], so a flood holds a refusal no longer.
async fn refuse(mut tcp: TcpStream, why: Refusal) {
    let mut sink = [0u8; 4096];
    let answer = async {
        // Closing a socket with unread bytes resets the connection, and the reset can
        // overtake the answer: read what the client has sent so far first (a flood's
        // refusals must not wait on their clients, so hardly at all).
        let mut head = Vec::new();
        let wait = tokio::time::sleep(REQUEST_WAIT);
        tokio::pin!(wait);
        loop {
            tokio::select! {
                ready = tcp.readable() => if ready.is_err() { break },
                () = &mut wait => break,
            }
            // Readiness may be spurious: nothing to read yet is waited for again.
            match tcp.try_read(&mut sink) {
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => continue,
                Ok(0) | Err(_) => break,
                Ok(n) => head.extend_from_slice(&sink[..n]),
            }
            while let Ok(n @ 1..) = tcp.try_read(&mut sink) {
                let room = sink.len().saturating_sub(head.len());
                head.extend_from_slice(&sink[..n.min(room)]);
            }
            break;
        }
        let message = refusal_sentence(why).text(raw_request_lang(&head));
        let body =
            serde_json::json!({"error": "too_many_connections", "message": message}).to_string();
        let response = format!(
            "HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nRetry-After: 10\r\n\
             Connection: close\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        );
        tcp.write_all(response.as_bytes()).await?;
        tcp.shutdown().await
    };
    let _ = tokio::time::timeout(REFUSAL_GRACE, answer).await;
    while matches!(tcp.try_read(&mut sink), Ok(n) if n > 0) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_request_is_read_for_its_language_from_the_bytes_already_there() {
        let read = |raw: &str| raw_request_lang(raw.as_bytes());
        assert_eq!(read("GET /api/games HTTP/1.1\r\nHost: x\r\n\r\n"), Lang::En);
        assert_eq!(
            read("GET /api/games?x=1&lang=pt-BR HTTP/1.1\r\n"),
            Lang::PtBr
        );
        assert_eq!(
            read("GET / HTTP/1.1\r\nHost: x\r\naccept-language: pt-BR,pt;q=0.9\r\n\r\n"),
            Lang::PtBr
        );
        // `lang=` wins; a `lang` the server does not speak leaves the header's.
        assert_eq!(
            read("GET /?lang=en HTTP/1.1\r\nAccept-Language: pt\r\n\r\n"),
            Lang::En
        );
        assert_eq!(
            read("GET /?lang=xx HTTP/1.1\r\nAccept-Language: pt\r\n\r\n"),
            Lang::PtBr
        );
        // A header after the head's end is the body's, and half a request is English.
        assert_eq!(
            read("GET / HTTP/1.1\r\n\r\nAccept-Language: pt\r\n"),
            Lang::En
        );
        assert_eq!(read("GE"), Lang::En);
        assert_eq!(read(""), Lang::En);
        assert_eq!(
            refusal_text(Refusal::Total(9)),
            "the server is full (9 connections open): try again in a minute"
        );
        assert_eq!(
            refusal_sentence(Refusal::Total(9)).text(Lang::PtBr),
            "o servidor está cheio (9 conexões abertas): tente de novo em um minuto"
        );
    }

    #[test]
    fn the_throttle_lets_the_first_lines_of_a_second_through() {
        let t = Throttle::default();
        let epoch = Instant::now();
        let passed = (0..100).filter(|_| t.allow(epoch).is_some()).count();
        assert_eq!(passed as u64, LOG_LINES_A_SECOND);
    }
}
