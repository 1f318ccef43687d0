//! The server's matches: created, joined, left and played here, every change committed
//! to the store before anyone is told of it.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, Weak};

use nile_core::sentence;
use tokio::sync::{broadcast, watch, Semaphore};

mod bot_task;
mod chat_relay;
mod expiry;
mod play;
mod seats;
mod shared;

pub use play::check_move;
pub(crate) use seats::{holds, seat_of};

use crate::catalog::{Catalog, GameKind};
use crate::chat::ChatLine;
use crate::clock;
use crate::error::ServerError;
use crate::limits::{Connections, Limits, PerMinute};
use crate::live::Live;
use crate::lobby::find_kind;
pub use crate::lobby::{check_create, summary, CreateMatch};
use crate::store::{created_now, MatchRecord, Store, OPEN};
use crate::texts::TEXTS;
use crate::token;

/// What a match's channel tells its connections.
#[derive(Debug, Clone)]
pub enum Event {
    /// Something a `state` shows changed (a step, a seat taken or left): each
    /// connection sends its viewer a fresh one.
    Changed,
    /// Which seats have a connection now (by seat), after one came or went.
    Presence(Arc<Vec<bool>>),
    /// A chat message, stored, to be sent as it is.
    Chat(Arc<ChatLine>),
    /// This finished match's rematch was made: the new match's id.
    Rematch(Arc<str>),
}

/// A match in memory, and the channel that tells its connections of each change.
pub struct Slot {
    /// The match.
    pub live: tokio::sync::Mutex<Live>,
    /// Tells the connections of every change and chat message.
    pub tx: broadcast::Sender<Event>,
    /// The number of the last chat message told on `tx` (or stored before the match was
    /// loaded: those are history). Held while a message is stored and told, so that
    /// messages are told in the order of their numbers.
    pub(crate) chat_told: tokio::sync::Mutex<u64>,
    /// Whether a bot task runs for this match in this process.
    bot_running: AtomicBool,
    /// When it was last asked for (the hub's clock), for evicting the least recently
    /// used.
    used: AtomicU64,
    /// Bumped with every change told on `tx`: wakes the match's clock task (which
    /// holds the receiving end, and ends when the slot is dropped).
    pub(crate) tick: watch::Sender<u64>,
}

impl Slot {
    /// Tells the connections that something a `state` shows changed, and the clock task
    /// to look at the deadline again.
    pub fn changed(&self) {
        let _ = self.tx.send(Event::Changed);
        self.tick.send_modify(|t| *t = t.wrapping_add(1));
    }

    /// Whether any connection watches the match.
    pub fn watched(&self) -> bool {
        self.tx.receiver_count() > 0
    }
}

/// How many messages a connection may send: a burst, then so many a second.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RateLimit {
    /// Messages a second, sustained.
    pub per_second: f64,
    /// Messages at once.
    pub burst: f64,
}

impl Default for RateLimit {
    /// Far above what a person sends (a move is a message), far below a flood.
    fn default() -> Self {
        RateLimit {
            per_second: 50.0,
            burst: 100.0,
        }
    }
}

/// The shared state of a server process.
pub struct Hub {
    /// What one connection may send.
    pub rate: RateLimit,
    /// What clients and bots may take.
    pub limits: Limits,
    /// Recent match creations per client.
    pub creations: PerMinute,
    /// Recent replay steps asked per client.
    pub replays: PerMinute,
    /// Open connections, per client and in total.
    pub connections: Arc<Connections>,
    /// The games on offer.
    pub catalog: Catalog,
    /// The database.
    pub store: Store,
    matches: Mutex<HashMap<String, Arc<Slot>>>,
    bot_pool: Arc<Semaphore>,
    /// Counts uses of matches, for [`Slot::used`].
    clock: AtomicU64,
    /// The hub itself, for the tasks it starts (a match's clock task).
    pub(crate) me: Weak<Hub>,
    /// This process's name among the processes sharing a database: its presence rows
    /// ([`Store::presence_mark`]) are told apart by it.
    pub process: String,
}

impl Hub {
    /// A hub over `store`, with at most `bot_threads` bots thinking at once and the
    /// default [`Limits`].
    pub fn new(catalog: Catalog, store: Store, bot_threads: usize, rate: RateLimit) -> Arc<Hub> {
        Hub::with_limits(catalog, store, bot_threads, rate, Limits::default())
    }

    /// A hub with `limits`.
    pub fn with_limits(
        catalog: Catalog,
        store: Store,
        bot_threads: usize,
        rate: RateLimit,
        limits: Limits,
    ) -> Arc<Hub> {
        // A name no other process has; without randomness, one from the clock and the
        // process id (unique enough on one machine, and a second machine has randomness).
        let process = token::new_id()
            .unwrap_or_else(|_| format!("{}-{}", std::process::id(), clock::now_ms()));
        Arc::new_cyclic(|me| Hub {
            me: me.clone(),
            process,
            rate,
            limits,
            creations: PerMinute::default(),
            replays: PerMinute::default(),
            connections: Arc::default(),
            catalog,
            store,
            matches: Mutex::new(HashMap::new()),
            // Tokio's semaphore is fair: bots queue for a thread in the order they
            // asked, so with every think capped one match delays another's bot by at
            // most one move's cap a thread.
            bot_pool: Arc::new(Semaphore::new(bot_threads.max(1))),
            clock: AtomicU64::new(0),
        })
    }

    fn kind(&self, game: &str) -> Result<GameKind, ServerError> {
        find_kind(&self.catalog, game)
    }

    /// The match `id` in memory, rebuilt from the store on first use.
    pub async fn slot(&self, id: &str) -> Result<Arc<Slot>, ServerError> {
        if let Some(slot) = self.cached(id) {
            slot.used.store(
                self.clock.fetch_add(1, Ordering::Relaxed),
                Ordering::Relaxed,
            );
            return Ok(slot);
        }
        if id.is_empty() || id.len() > 64 {
            return Err(ServerError::NoMatch(id.chars().take(64).collect()));
        }
        let Some((record, actions)) = self.store.load(id).await? else {
            return Err(ServerError::NoMatch(id.to_string()));
        };
        let kind = self.kind(&record.game)?;
        let mut live = Live::rebuild(kind, record, &actions)?;
        live.stand_in_steps = self.store.stand_in_steps(id).await?.into_iter().collect();
        if live.record.over {
            live.rematch = self.store.rematch_link(id).await?;
        }
        let timed = live.clock.is_some();
        let chat_told = self.store.chat_last(id).await?;
        let (tx, _) = broadcast::channel(64);
        let (tick, ticks) = watch::channel(0);
        let slot = Arc::new(Slot {
            live: tokio::sync::Mutex::new(live),
            tx,
            chat_told: tokio::sync::Mutex::new(chat_told),
            bot_running: AtomicBool::new(false),
            used: AtomicU64::new(self.clock.fetch_add(1, Ordering::Relaxed)),
            tick,
        });
        let held = {
            let mut map = self.matches.lock().unwrap_or_else(|p| p.into_inner());
            if map.len() >= self.limits.live_matches && !map.contains_key(id) {
                evict_least_used(&mut map, self.limits.live_matches);
            }
            Arc::clone(
                map.entry(id.to_string())
                    .or_insert_with(|| Arc::clone(&slot)),
            )
        };
        if timed && Arc::ptr_eq(&held, &slot) {
            expiry::start(self.me.clone(), &held, ticks, id);
        }
        Ok(held)
    }

    fn cached(&self, id: &str) -> Option<Arc<Slot>> {
        let map = self.matches.lock().unwrap_or_else(|p| p.into_inner());
        map.get(id).cloned()
    }

    /// Matches held in memory now.
    pub fn held(&self) -> usize {
        self.matches.lock().map(|m| m.len()).unwrap_or(0)
    }

    /// Creates a match and draws its opening chance, if any; bots start if they move first.
    pub async fn create(self: &Arc<Self>, req: CreateMatch) -> Result<String, ServerError> {
        let (kind, config_json, mut seats) = check_create(&self.catalog, &req)?;
        let clock = match &req.clock {
            Some(c) => c.check(Some(&kind))?,
            None => None,
        };
        if let Some(ms) = clock.as_ref().and_then(|c| c.initial_ms()) {
            for seat in seats.iter_mut().filter(|s| s.spec == OPEN) {
                seat.clock_ms = Some(ms);
            }
        }
        let (seed, seed_public) = match req.seed {
            Some(s) => (s, true),
            None => (random_u64()?, false),
        };
        let id = token::new_id().map_err(no_random)?;
        let record = MatchRecord {
            id: id.clone(),
            game: kind.game.name().to_string(),
            config_json,
            seed,
            seed_public,
            seats,
            step: 0,
            over: false,
            created: created_now(),
            undos: 0,
            clock: clock.map(|c| c.json),
            deadline: None,
            deadline_seat: None,
        };
        self.open_new(kind, &record).await?;
        tracing::info!(match_id = %id, game = kind.game.name(), seed_public, "match created");
        Ok(id)
    }

    /// Stores the new match `record` with its opening chance draws, loads it, and starts
    /// its bots if one moves first.
    pub(crate) async fn open_new(
        self: &Arc<Self>,
        kind: GameKind,
        record: &MatchRecord,
    ) -> Result<(), ServerError> {
        let live = Live::rebuild(kind, record.clone(), &[])?;
        let (draws, over) = live.with_chance(None)?;
        self.store.create(record).await?;
        if !draws.is_empty() {
            self.store.commit(&record.id, 0, &draws, over, None).await?;
        }
        let slot = self.slot(&record.id).await?;
        let bot = slot.live.lock().await.bot_to_act().is_some();
        if bot {
            self.schedule_bot(&record.id);
        }
        Ok(())
    }

    /// On start: the unfinished matches (the newest, as many as memory may hold) are
    /// rebuilt from their stored logs, and their bots resume. Returns how many.
    pub async fn resume(self: &Arc<Self>) -> Result<usize, ServerError> {
        let records = self.store.records(None, true).await?;
        let mut n = 0;
        for r in records.into_iter().take(self.limits.live_matches) {
            match self.slot(&r.id).await {
                Ok(slot) => {
                    let bot = slot.live.lock().await.bot_to_act().is_some();
                    if bot {
                        self.schedule_bot(&r.id);
                    }
                    n += 1;
                }
                Err(e) => tracing::error!(match_id = %r.id, "cannot rebuild: {e}"),
            }
        }
        Ok(n)
    }

    /// Drops from memory the finished matches nobody is connected to (they stay in the
    /// store, and are rebuilt if asked for again), so a long-running server does not
    /// grow with every match ever played.
    pub fn evict_finished(&self) -> usize {
        let mut map = self.matches.lock().unwrap_or_else(|p| p.into_inner());
        let before = map.len();
        map.retain(|_, slot| {
            let idle = slot.tx.receiver_count() == 0;
            let over = slot.live.try_lock().map(|l| l.record.over).unwrap_or(false);
            !(idle && over)
        });
        before - map.len()
    }
}

/// Drops from `map` the least recently used matches nobody is connected to and no bot
/// thinks for, until it holds fewer than `cap` (they stay stored, and are rebuilt when
/// asked for).
fn evict_least_used(map: &mut HashMap<String, Arc<Slot>>, cap: usize) {
    let mut idle: Vec<(u64, String)> = map
        .iter()
        .filter(|(_, s)| !s.watched() && !s.bot_running.load(Ordering::Acquire))
        .map(|(id, s)| (s.used.load(Ordering::Relaxed), id.clone()))
        .collect();
    idle.sort_unstable();
    let excess = (map.len() + 1).saturating_sub(cap);
    for (_, id) in idle.into_iter().take(excess) {
        map.remove(&id);
    }
    if map.len() >= cap {
        tracing::warn!(
            held = map.len(),
            "every match in memory is in use: holding more than the limit"
        );
    }
}
/// A random 64-bit seed from the operating system.
fn random_u64() -> Result<u64, ServerError> {
    let mut b = [0u8; 8];
    getrandom::fill(&mut b).map_err(no_random)?;
    Ok(u64::from_le_bytes(b))
}

/// The operating system gave no random bytes: its own words, in a translated frame.
pub(crate) fn no_random(e: getrandom::Error) -> ServerError {
    ServerError::BadRequest(sentence!(TEXTS, "no-random", detail = e.to_string()))
}
