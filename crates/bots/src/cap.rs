//! One limit on a move's thinking, whatever the seat spec asks for.
//!
//! A seat spec names a search by its own knobs: iterations, trees, depth, a horizon, a
//! time. Each knob bounds the search in its own unit, and none of them bounds the CPU
//! time or the memory one move takes: `mcts:1s:cpu:trees=64` spends a second per tree,
//! `lookahead:3` as long as the game's branching makes it. A program that runs bots for
//! others (a game server, a tournament) sets a [`ThinkCap`] instead, and every agent
//! built with it ([`crate::AgentSpec::build_capped`],
//! [`crate::DynAgents::agent_capped`]) stops at the cap and plays the best move it has
//! found so far:
//!
//! - the CPU time is the calling thread's: a capped agent thinks on that thread alone
//!   (MCTS runs its trees one after another, not on the thread pool), so the move's CPU
//!   time is what that thread spends;
//! - the memory is what its search may hold at once (an MCTS tree's nodes, a deep
//!   search's transposition tables), enforced by shrinking those tables;
//! - a search stopped early plays what its last complete pass chose (an MCTS's most
//!   visited root action, a deep search's or lookahead's last complete depth, the best
//!   action a one-step search has scored so far); one stopped before any pass completed
//!   plays a legal action chosen by its seeded generator.
//!
//! A capped agent that finishes within the cap chooses exactly the move the uncapped
//! one would, but for MCTS, whose trees then run one after another rather than side by
//! side (the same search, on fewer threads).
//!
//! ```
//! use std::time::Duration;
//! use nile_bots::{AgentSpec, ThinkCap};
//! use nile_core::testing::{Nim, NimConfig, NimAction};
//! use nile_core::Game;
//!
//! let cap = ThinkCap::cpu(Duration::from_millis(50));
//! let mut agent = AgentSpec::parse("mcts:100000000").unwrap().build_capped::<Nim>("mcts", 1, Some(cap));
//! let mut nim = Nim::new(&NimConfig::default()).unwrap();
//! nim.apply(NimAction::Pile(5)).unwrap();
//! let mut legal = Vec::new();
//! nim.legal_actions(&mut legal);
//! // Far fewer than 10^8 iterations: the search stops after 50 ms of CPU.
//! assert!(legal.contains(&agent.choose(&nim, 0, &legal)));
//! ```

use std::time::Duration;

/// The CPU time the calling thread has used, where the platform can tell (Unix:
/// `clock_gettime(CLOCK_THREAD_CPUTIME_ID)`); `None` elsewhere.
pub fn thread_cpu_time() -> Option<Duration> {
    #[cfg(unix)]
    {
        let mut ts = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: `ts` is a valid, writable timespec; the call only writes to it.
        let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
        (rc == 0).then(|| Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32))
    }
    #[cfg(not(unix))]
    None
}

/// The most a capped agent may spend on one move; see the module docs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ThinkCap {
    /// CPU time of the calling thread for one move.
    pub cpu: Duration,
    /// Bytes the search's tables may hold at once.
    pub memory: usize,
}

/// The memory a cap built with [`ThinkCap::cpu`] allows: 256 MiB.
pub const DEFAULT_CAP_MEMORY: usize = 256 * 1024 * 1024;

impl ThinkCap {
    /// A cap of `cpu` per move, with [`DEFAULT_CAP_MEMORY`].
    pub fn cpu(cpu: Duration) -> Self {
        ThinkCap {
            cpu,
            memory: DEFAULT_CAP_MEMORY,
        }
    }

    /// The same cap with `bytes` of memory.
    pub fn with_memory(mut self, bytes: usize) -> Self {
        self.memory = bytes;
        self
    }

    /// How many items of `bytes_each` fit the memory cap (at least one).
    pub(crate) fn items(&self, bytes_each: usize) -> usize {
        (self.memory / bytes_each.max(1)).max(1)
    }
}

/// A running cap: the calling thread's CPU clock against a deadline, read once every
/// few calls (the clock is a system call).
#[derive(Debug, Clone, Copy)]
pub(crate) struct CapClock {
    deadline: Option<Duration>,
    /// Where there is no CPU clock: the wall clock's deadline.
    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    wall: Option<std::time::Instant>,
    calls: u32,
    every: u32,
    expired: bool,
}

impl CapClock {
    /// No cap: never expires.
    pub(crate) const NONE: CapClock = CapClock {
        deadline: None,
        #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
        wall: None,
        calls: 0,
        every: 1,
        expired: false,
    };

    /// Starts `cap`'s clock now (of `share` of its CPU time), reading it every `every`
    /// calls to [`CapClock::expired`].
    pub(crate) fn start(cap: Option<ThinkCap>, share: f64, every: u32) -> CapClock {
        let Some(cap) = cap else {
            return CapClock::NONE;
        };
        let limit = cap.cpu.mul_f64(share.clamp(0.0, 1.0));
        let mut clock = CapClock {
            every: every.max(1),
            ..CapClock::NONE
        };
        match thread_cpu_time() {
            Some(now) => clock.deadline = Some(now + limit),
            None => {
                #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
                {
                    clock.wall = Some(std::time::Instant::now() + limit);
                }
            }
        }
        clock
    }

    /// Whether this clock has a cap at all.
    pub(crate) fn capped(&self) -> bool {
        #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
        if self.wall.is_some() {
            return true;
        }
        self.deadline.is_some()
    }

    /// Whether the cap's time has run out (sticky once it has).
    pub(crate) fn expired(&mut self) -> bool {
        if self.expired || !self.capped() {
            return self.expired;
        }
        self.calls += 1;
        if self.calls % self.every != 0 {
            return false;
        }
        if let Some(deadline) = self.deadline {
            self.expired = thread_cpu_time().is_some_and(|t| t >= deadline);
        }
        #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
        if let Some(wall) = self.wall {
            self.expired = std::time::Instant::now() >= wall;
        }
        self.expired
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_cap_never_expires_and_a_spent_cap_stays_expired() {
        let mut none = CapClock::start(None, 1.0, 1);
        assert!(!none.capped());
        assert!(!none.expired());
        let mut zero = CapClock::start(Some(ThinkCap::cpu(Duration::ZERO)), 1.0, 1);
        assert!(zero.capped());
        // Any CPU spent passes a zero deadline.
        let mut x = 0u64;
        for i in 0..10_000u64 {
            x = x.wrapping_mul(31).wrapping_add(i);
        }
        std::hint::black_box(x);
        assert!(zero.expired());
        assert!(zero.expired());
    }

    #[test]
    fn items_fit_the_memory() {
        let cap = ThinkCap::cpu(Duration::from_secs(1)).with_memory(1000);
        assert_eq!(cap.items(10), 100);
        assert_eq!(cap.items(5000), 1);
    }
}
