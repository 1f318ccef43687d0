//! What one client, and everyone together, may take of a server: connections, time to
//! send a request, matches created, matches held in memory, and a bot's thinking.
//!
//! Every limit has a default fit for a server on the internet and a `nile serve` flag;
//! `docs/security.md` lists them.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use nile_bots::ThinkCap;

/// The limits a server enforces.
#[derive(Debug, Clone, PartialEq)]
pub struct Limits {
    /// Open connections from one client address (an IPv4 address, or an IPv6 /64).
    pub connections_per_client: usize,
    /// Open connections in total (lowered at start to fit the process's file limit).
    pub connections: usize,
    /// Time a client has to send a request's headers, and to start the next request on
    /// a kept-alive connection.
    pub header_timeout: Duration,
    /// Time a client has to send a request's whole body.
    pub body_timeout: Duration,
    /// A WebSocket from which nothing (not even the answer to the server's ping) has
    /// arrived for this long is closed.
    pub socket_idle: Duration,
    /// Matches one client address may create a minute.
    pub creates_per_minute: u32,
    /// Replay steps (`GET /api/matches/{id}/replay`) one client address may ask for a
    /// minute: each replays the match's log up to the step asked.
    pub replays_per_minute: u32,
    /// Unfinished matches held in memory; past it, the least recently used one nobody
    /// is connected to is dropped from memory (it stays stored, and is read again when
    /// someone asks for it).
    pub live_matches: usize,
    /// What a bot may spend on one move, whatever its spec says.
    pub bot: ThinkCap,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            connections_per_client: 64,
            connections: 4096,
            header_timeout: Duration::from_secs(10),
            body_timeout: Duration::from_secs(10),
            socket_idle: Duration::from_secs(60),
            creates_per_minute: 20,
            replays_per_minute: 3000,
            live_matches: 2000,
            bot: ThinkCap::cpu(Duration::from_secs(1)).with_memory(256 * 1024 * 1024),
        }
    }
}

impl Limits {
    /// Limits far above what tests send (their clients all come from one address),
    /// with the default timeouts and bot cap.
    pub fn relaxed() -> Self {
        Limits {
            connections_per_client: 100_000,
            connections: 100_000,
            creates_per_minute: 1_000_000,
            replays_per_minute: 1_000_000,
            live_matches: 1_000_000,
            ..Limits::default()
        }
    }
}

/// The address a limit counts by: an IPv4 address, or an IPv6 address's /64 network
/// (one host usually holds a whole /64).
pub fn client_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let mut seg = v6.segments();
                for s in &mut seg[4..] {
                    *s = 0;
                }
                IpAddr::V6(std::net::Ipv6Addr::from(seg))
            }
        },
        v4 => v4,
    }
}

/// Open connections, per client and in total.
#[derive(Debug, Default)]
pub struct Connections {
    open: Mutex<(usize, HashMap<IpAddr, usize>)>,
}

/// Why a connection was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The client has this many open already.
    PerClient(usize),
    /// The server has this many open already.
    Total(usize),
}

impl Connections {
    /// Counts a new connection from `ip`, or refuses it.
    pub fn admit(&self, ip: IpAddr, limits: &Limits) -> Result<(), Refusal> {
        let mut open = self.open.lock().unwrap_or_else(|p| p.into_inner());
        if open.0 >= limits.connections {
            return Err(Refusal::Total(open.0));
        }
        let mine = open.1.entry(client_key(ip)).or_insert(0);
        if *mine >= limits.connections_per_client {
            return Err(Refusal::PerClient(*mine));
        }
        *mine += 1;
        open.0 += 1;
        Ok(())
    }

    /// Forgets a connection [`Connections::admit`] counted.
    pub fn release(&self, ip: IpAddr) {
        let mut open = self.open.lock().unwrap_or_else(|p| p.into_inner());
        open.0 = open.0.saturating_sub(1);
        let key = client_key(ip);
        if let Some(n) = open.1.get_mut(&key) {
            *n -= 1;
            if *n == 0 {
                open.1.remove(&key);
            }
        }
    }

    /// Connections open now.
    pub fn total(&self) -> usize {
        self.open.lock().map(|o| o.0).unwrap_or(0)
    }
}

/// Requests of one kind (match creations, replay steps) per client address in the last
/// minute.
#[derive(Debug, Default)]
pub struct PerMinute {
    recent: Mutex<HashMap<IpAddr, Vec<Instant>>>,
}

impl PerMinute {
    /// Counts one request by `ip`, or says how long until it may ask again.
    pub fn admit(&self, ip: IpAddr, per_minute: u32) -> Result<(), Duration> {
        const MINUTE: Duration = Duration::from_secs(60);
        let now = Instant::now();
        let mut recent = self.recent.lock().unwrap_or_else(|p| p.into_inner());
        // Forget every client whose last creation is a minute old (bounded memory).
        if recent.len() > 10_000 {
            recent.retain(|_, times| times.last().is_some_and(|t| now - *t < MINUTE));
        }
        let times = recent.entry(client_key(ip)).or_default();
        times.retain(|t| now - *t < MINUTE);
        if times.len() >= per_minute as usize {
            let wait = times.first().map_or(MINUTE, |t| MINUTE - (now - *t));
            return Err(wait);
        }
        times.push(now);
        Ok(())
    }
}

/// The process's limit on open files (the soft one), where the system says.
pub fn open_file_limit() -> Option<usize> {
    #[cfg(unix)]
    {
        let mut lim = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: `lim` is a valid, writable rlimit; the call only writes to it.
        let rc = unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) };
        if rc == 0 && lim.rlim_cur != libc::RLIM_INFINITY {
            return Some(usize::try_from(lim.rlim_cur).unwrap_or(usize::MAX));
        }
    }
    None
}

/// Files the server keeps for itself besides connections (the database, its log, the
/// runtime's own, the app's files being sent).
pub const RESERVED_FILES: usize = 64;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn connections_are_counted_per_client_and_in_total() {
        let limits = Limits {
            connections_per_client: 2,
            connections: 3,
            ..Limits::default()
        };
        let c = Connections::default();
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        assert!(c.admit(a, &limits).is_ok());
        assert!(c.admit(a, &limits).is_ok());
        assert_eq!(c.admit(a, &limits), Err(Refusal::PerClient(2)));
        assert!(c.admit(b, &limits).is_ok());
        assert_eq!(c.admit(b, &limits), Err(Refusal::Total(3)));
        c.release(a);
        assert!(c.admit(b, &limits).is_ok());
        assert_eq!(c.total(), 3);
    }

    #[test]
    fn an_ipv6_client_is_its_64_network() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        let other: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(client_key(a), client_key(b));
        assert_ne!(client_key(a), client_key(other));
        let mapped: IpAddr = "::ffff:10.0.0.1".parse().unwrap();
        assert_eq!(client_key(mapped), "10.0.0.1".parse::<IpAddr>().unwrap());
    }

    #[test]
    fn creations_are_limited_per_minute() {
        let c = PerMinute::default();
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        for _ in 0..3 {
            assert!(c.admit(a, 3).is_ok());
        }
        let wait = c.admit(a, 3).unwrap_err();
        assert!(wait <= Duration::from_secs(60));
        assert!(c.admit("10.0.0.2".parse().unwrap(), 3).is_ok());
    }
}
