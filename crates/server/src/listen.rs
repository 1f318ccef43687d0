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
use tokio::io::AsyncWriteExt;
use tokio::net::{TcpListener, TcpStream};
use tower::ServiceExt;

use crate::limits::{Connections, Limits, Refusal};

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

/// The sentence a refused connection is sent.
pub fn refusal_text(why: Refusal) -> String {
    match why {
        Refusal::PerClient(n) => {
            format!("too many connections from your address ({n} open): close some and try again")
        }
        Refusal::Total(n) => {
            format!("the server is full ({n} connections open): try again in a minute")
        }
    }
}

/// Answers a refused connection with `503 Service Unavailable` and a sentence, then
/// closes it once the client has had a moment to read it.
async fn refuse(mut tcp: TcpStream, why: Refusal) {
    let body = serde_json::json!({"error": "too_many_connections", "message": refusal_text(why)})
        .to_string();
    let response = format!(
        "HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nRetry-After: 10\r\n\
         Connection: close\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    // Closing a socket with unread bytes resets the connection, and the reset can
    // overtake the answer: read what the client has sent so far first (a flood's
    // refusals must not wait on their clients, so no longer).
    let mut sink = [0u8; 4096];
    while matches!(tcp.try_read(&mut sink), Ok(n) if n > 0) {}
    let answer = async {
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
    fn the_throttle_lets_the_first_lines_of_a_second_through() {
        let t = Throttle::default();
        let epoch = Instant::now();
        let passed = (0..100).filter(|_| t.allow(epoch).is_some()).count();
        assert_eq!(passed as u64, LOG_LINES_A_SECOND);
    }
}
