//! The server's matches: created, joined, left and played here, every change committed
//! to the store before anyone is told of it.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, Weak};

use nile_core::{sentence, Turn};
use tokio::sync::{broadcast, watch, Semaphore};

mod chat_relay;
mod expiry;

use crate::catalog::{Catalog, GameKind};
use crate::chat::ChatLine;
use crate::clock;
use crate::error::ServerError;
use crate::limits::{Connections, Limits, PerMinute};
use crate::live::Live;
use crate::lobby::find_kind;
pub use crate::lobby::{check_create, summary, CreateMatch};
use crate::names;
use crate::store::{created_now, Guard, MatchRecord, SeatRecord, Step, Store, OPEN};
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

    /// Brings `live` up to the store (other processes may have moved), telling this
    /// process's connections if anything changed.
    pub async fn refresh(&self, slot: &Slot, live: &mut Live) -> Result<(), ServerError> {
        let Some(record) = self.store.record(&live.record.id).await? else {
            return Err(ServerError::NoMatch(live.record.id.clone()));
        };
        if record.undos != live.record.undos || record.step < live.step() {
            // Another process took a step back: the log is read again from the start.
            let actions = self.store.actions_since(&live.record.id, 0).await?;
            live.reload(record, &actions)?;
            live.stand_in_steps = self.stand_in_steps(&live.record.id).await?;
            slot.changed();
            return Ok(());
        }
        let timing = (record.deadline, record.deadline_seat);
        if live.record.seats != record.seats
            || (live.record.deadline, live.record.deadline_seat) != timing
        {
            live.record.seats = record.seats;
            (live.record.deadline, live.record.deadline_seat) = timing;
            live.version += 1;
            slot.changed();
        }
        if record.step > live.step() {
            for index in self
                .store
                .actions_since(&live.record.id, live.step())
                .await?
            {
                live.apply(index)?;
            }
            live.stand_in_steps = self.stand_in_steps(&live.record.id).await?;
            slot.changed();
        }
        self.presence_catch_up(slot, live).await?;
        self.rematch_catch_up(slot, live).await
    }

    /// Reads which seats of `live` have a connection in another process (PostgreSQL),
    /// telling this process's connections if what they show changes.
    pub(crate) async fn presence_catch_up(
        &self,
        slot: &Slot,
        live: &mut Live,
    ) -> Result<(), ServerError> {
        if !self.store.shared() {
            return Ok(());
        }
        let elsewhere = self
            .store
            .present_elsewhere(&live.record.id, &self.process, clock::now_ms())
            .await?;
        if live.set_elsewhere(&elsewhere) {
            let _ = slot.tx.send(Event::Presence(Arc::new(live.presence())));
        }
        Ok(())
    }

    /// Keeps this process's presence rows fresh (PostgreSQL), so that the other
    /// processes count its connections; forgets the rows of processes that died, and
    /// reads the presence of every watched match again (a process that died told
    /// nobody that its seats are gone).
    pub async fn presence_beat(&self) {
        if let Err(e) = self
            .store
            .presence_beat(&self.process, clock::now_ms())
            .await
        {
            tracing::warn!("cannot refresh this process's presence: {e}");
        }
        let slots: Vec<Arc<Slot>> = {
            let map = self.matches.lock().unwrap_or_else(|p| p.into_inner());
            map.values()
                .filter(|s| s.tx.receiver_count() > 0)
                .cloned()
                .collect()
        };
        for slot in slots {
            let mut live = slot.live.lock().await;
            if let Err(e) = self.presence_catch_up(&slot, &mut live).await {
                tracing::warn!(match_id = %live.record.id, "cannot read the presence: {e}");
            }
        }
    }

    /// The steps of match `id` whose decision a stand-in made.
    async fn stand_in_steps(
        &self,
        id: &str,
    ) -> Result<std::collections::BTreeSet<u64>, ServerError> {
        Ok(self.store.stand_in_steps(id).await?.into_iter().collect())
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

    /// Gives seat `seat` (or the first open one) to `name`; returns the seat, its
    /// credential (which is told only here) and the name as the table shows it:
    /// normalised, and made unique at the table (`"Ana (2)"` when a seat is already
    /// called "ana"). Without a name the seat is called by its number
    /// ([`names::default_name`]: "Player 1" for seat 0).
    pub async fn join(
        &self,
        id: &str,
        seat: Option<usize>,
        name: Option<&str>,
    ) -> Result<(usize, String, String), ServerError> {
        let given = name.map(names::normalise).transpose()?;
        let slot = self.slot(id).await?;
        let mut live = slot.live.lock().await;
        self.refresh(&slot, &mut live).await?;
        if live.record.over {
            return Err(ServerError::Over);
        }
        let taken: Vec<&str> = live
            .record
            .seats
            .iter()
            .filter(|s| s.token_hash.is_some())
            .filter_map(|s| s.name.as_deref())
            .collect();
        let free = |s: &SeatRecord| s.spec == OPEN && s.token_hash.is_none();
        let seat = match seat {
            Some(s) if s >= live.record.seats.len() => {
                return Err(ServerError::BadRequest(sentence!(
                    TEXTS,
                    "join-no-seat",
                    seat = s.to_string()
                )))
            }
            Some(s) if !free(&live.record.seats[s]) => {
                return Err(ServerError::Forbidden(sentence!(
                    TEXTS,
                    "join-seat-not-open",
                    seat = s
                )))
            }
            Some(s) => s,
            None => live
                .record
                .seats
                .iter()
                .position(free)
                .ok_or_else(|| ServerError::Forbidden(sentence!(TEXTS, "join-no-seat-open")))?,
        };
        let wanted = given.unwrap_or_else(|| names::default_name(seat));
        let name = names::unique(&wanted, &taken);
        let name = name.as_str();
        let token = token::new_token().map_err(no_random)?;
        let hash = token::hash(&token);
        if !self.store.take_seat(id, seat, name, &hash).await? {
            return Err(ServerError::Forbidden(sentence!(
                TEXTS,
                "join-seat-just-taken",
                seat = seat
            )));
        }
        live.record.seats[seat].name = Some(name.to_string());
        live.record.seats[seat].token_hash = Some(hash);
        live.version += 1;
        slot.changed();
        tracing::info!(match_id = %id, seat, "seat taken");
        Ok((seat, token, name.to_string()))
    }

    /// Frees the seat held with `token`; returns it.
    pub async fn leave(&self, id: &str, token: &str) -> Result<usize, ServerError> {
        let slot = self.slot(id).await?;
        let mut live = slot.live.lock().await;
        self.refresh(&slot, &mut live).await?;
        let seat = seat_of(&live, &token::hash(token))?;
        if !self.store.free_seat(id, seat, &token::hash(token)).await? {
            return Err(ServerError::Forbidden(sentence!(TEXTS, "leave-not-held")));
        }
        live.record.seats[seat].name = None;
        live.record.seats[seat].token_hash = None;
        live.version += 1;
        slot.changed();
        tracing::info!(match_id = %id, seat, "seat left");
        Ok(seat)
    }

    /// The seat a credential holds in match `id` (checked against the store).
    pub async fn authenticate(&self, id: &str, token: &str) -> Result<usize, ServerError> {
        let slot = self.slot(id).await?;
        let mut live = slot.live.lock().await;
        self.refresh(&slot, &mut live).await?;
        seat_of(&live, &token::hash(token))
    }

    /// A person's move: action `index` at step `step` for `seat`, whose credential hashes
    /// to `token_hash`. Committed (with the chance draws it leads to) before it is applied
    /// here and announced; refused, changing nothing, if anything is off.
    pub async fn act(
        self: &Arc<Self>,
        id: &str,
        seat: usize,
        token_hash: &str,
        step: u64,
        index: usize,
    ) -> Result<u64, ServerError> {
        let slot = self.slot(id).await?;
        let mut live = slot.live.lock().await;
        if step > live.step() && self.store.shared() {
            self.refresh(&slot, &mut live).await?;
        }
        holds(&live, seat, token_hash)?;
        check_move(&live, seat, step, index)?;
        let guard = Guard { seat, token_hash };
        let done = self
            .commit(&slot, &mut live, Some(index), Some(guard))
            .await?;
        drop(live);
        if !done {
            return Err(self.after_conflict(&slot, step).await);
        }
        self.after_commit(id, &slot).await
    }

    /// Commits `first` (a player's action, if any) and the chance draws after it at the
    /// live step; on success applies them here and tells the connections.
    async fn commit(
        &self,
        slot: &Slot,
        live: &mut Live,
        first: Option<usize>,
        guard: Option<Guard<'_>>,
    ) -> Result<bool, ServerError> {
        let (indices, over) = live.with_chance(first)?;
        if indices.is_empty() {
            return Ok(true);
        }
        let from = live.step();
        let mover = match live.game.turn() {
            Turn::Player(p) if first.is_some() => Some(p),
            _ => None,
        };
        // A person's seat moved by no credential: its stand-in's decision.
        let stand_in = guard.is_none()
            && mover
                .and_then(|p| live.record.seats.get(p))
                .is_some_and(|s| s.spec == OPEN);
        let clock = live.clock_after_move(mover, &indices, over)?;
        let step = Step {
            indices: &indices,
            over,
            clock,
            stand_in,
        };
        if !self
            .store
            .commit_step(&live.record.id, from, step, guard)
            .await?
        {
            return Ok(false);
        }
        for i in indices {
            live.apply(i)?;
        }
        if stand_in {
            live.stand_in_steps.insert(from);
        }
        clock::apply(&mut live.record, clock);
        slot.changed();
        Ok(true)
    }

    /// Why a commit found the counter moved: the match moved elsewhere, or the seat was
    /// left. Catches up with the store either way.
    pub(crate) async fn after_conflict(&self, slot: &Slot, sent: u64) -> ServerError {
        let mut live = slot.live.lock().await;
        if let Err(e) = self.refresh(slot, &mut live).await {
            return e;
        }
        if live.step() != sent {
            ServerError::StaleStep {
                sent,
                current: live.step(),
            }
        } else {
            ServerError::Forbidden(sentence!(TEXTS, "seat-not-held"))
        }
    }

    /// After a commit: a bot to move starts thinking. Returns the new step.
    async fn after_commit(self: &Arc<Self>, id: &str, slot: &Slot) -> Result<u64, ServerError> {
        let (step, bot) = {
            let live = slot.live.lock().await;
            (live.step(), live.bot_to_act().is_some())
        };
        if bot {
            self.schedule_bot(id);
        }
        Ok(step)
    }

    /// Starts the bot task of match `id` unless one runs: it moves for every bot seat in
    /// turn, one think at a time on the bounded pool, each move committed like a person's.
    pub fn schedule_bot(self: &Arc<Self>, id: &str) {
        let Some(slot) = self.cached(id) else { return };
        if slot.bot_running.swap(true, Ordering::AcqRel) {
            return;
        }
        let hub = Arc::clone(self);
        let id = id.to_string();
        tokio::spawn(async move {
            loop {
                if let Err(e) = hub.bot_moves(&slot).await {
                    tracing::warn!(match_id = %id, "a bot could not move: {e}");
                }
                slot.bot_running.store(false, Ordering::Release);
                // A move committed while this task was finishing may have handed the turn
                // to a bot; take the task back up rather than leave that bot waiting.
                let again = slot.live.lock().await.bot_to_act().is_some();
                if !again || slot.bot_running.swap(true, Ordering::AcqRel) {
                    break;
                }
            }
        });
    }

    /// Moves for bots while a bot is to act, and someone watches or plays the match: a
    /// match of bots alone that nobody watches pauses (a connection starts it again).
    async fn bot_moves(&self, slot: &Slot) -> Result<(), ServerError> {
        loop {
            let (game, seat, spec, seed, step, kind) = {
                let live = slot.live.lock().await;
                let Some((seat, spec)) = live.bot_to_act() else {
                    return Ok(());
                };
                if !slot.watched() && live.record.seats.iter().all(|s| s.spec != OPEN) {
                    return Ok(());
                }
                (
                    live.game.clone_box(),
                    seat,
                    spec,
                    live.record.seed,
                    live.step(),
                    live.kind,
                )
            };
            let permit = Arc::clone(&self.bot_pool)
                .acquire_owned()
                .await
                .map_err(|_| ServerError::BadRequest(sentence!(TEXTS, "bot-pool-closed")))?;
            // Seeded by the match, the seat and the step: a restart thinks the same.
            let bot_seed =
                nile_bots::seat_seed(seed, seat) ^ step.wrapping_mul(0x2545_F491_4F6C_DD1D);
            // Whatever the spec's knobs, the move stops at the server's cap.
            let cap = self.limits.bot;
            let chosen = tokio::task::spawn_blocking(move || {
                let _permit = permit;
                let mut agent = kind.agents.agent_capped(&spec, bot_seed, Some(cap))?;
                agent.choose(game.as_ref(), seat)
            })
            .await
            .map_err(|e| {
                ServerError::BadRequest(sentence!(TEXTS, "bot-task-failed", detail = e.to_string()))
            })??;
            let mut live = slot.live.lock().await;
            if live.step() != step {
                continue;
            }
            if !self.commit(slot, &mut live, Some(chosen), None).await? {
                self.refresh(slot, &mut live).await?;
            }
        }
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

    /// Catches up match `id`, changed by another process, if this process holds it: its
    /// connections get their `state` at once.
    pub async fn catch_up(&self, id: &str) {
        let Some(slot) = self.cached(id) else { return };
        {
            let mut live = slot.live.lock().await;
            if let Err(e) = self.refresh(&slot, &mut live).await {
                tracing::warn!(match_id = %id, "cannot catch up: {e}");
            }
        }
        if let Err(e) = self.chat_catch_up(id, &slot).await {
            tracing::warn!(match_id = %id, "cannot catch up with the chat: {e}");
        }
    }

    /// Catches up every match this process serves with the store, telling connections
    /// of moves made by other processes (a no-op for SQLite, which one process owns).
    pub async fn poll_shared(&self) {
        let slots: Vec<(String, Arc<Slot>)> = {
            let map = self.matches.lock().unwrap_or_else(|p| p.into_inner());
            map.iter()
                .filter(|(_, s)| s.tx.receiver_count() > 0)
                .map(|(id, s)| (id.clone(), Arc::clone(s)))
                .collect()
        };
        if slots.is_empty() {
            return;
        }
        let ids: Vec<String> = slots.iter().map(|(id, _)| id.clone()).collect();
        let stored = match self.store.steps(&ids).await {
            Ok(s) => s,
            Err(e) => {
                tracing::warn!("cannot poll the shared store: {e}");
                return;
            }
        };
        for (id, step) in stored {
            let Some((_, slot)) = slots.iter().find(|(i, _)| *i == id) else {
                continue;
            };
            let mut live = slot.live.lock().await;
            // A lower counter: another process took a step back.
            if step != live.step() {
                if let Err(e) = self.refresh(slot, &mut live).await {
                    tracing::warn!(match_id = %id, "cannot catch up: {e}");
                }
            }
        }
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

/// Whether `seat` is still held with the credential hashed as `token_hash`.
pub(crate) fn holds(live: &Live, seat: usize, token_hash: &str) -> Result<(), ServerError> {
    match live
        .record
        .seats
        .get(seat)
        .and_then(|s| s.token_hash.as_deref())
    {
        Some(h) if token::same_hash(h, token_hash) => Ok(()),
        _ => Err(ServerError::Forbidden(sentence!(TEXTS, "seat-not-held"))),
    }
}

/// The seat whose credential hashes to `hash`.
pub(crate) fn seat_of(live: &Live, hash: &str) -> Result<usize, ServerError> {
    live.record
        .seats
        .iter()
        .position(|s| {
            s.token_hash
                .as_deref()
                .is_some_and(|h| token::same_hash(h, hash))
        })
        .ok_or_else(|| ServerError::Forbidden(sentence!(TEXTS, "credential-no-seat")))
}

/// Whether `seat` may play `index` at `step` now (what `act` checks before committing).
pub fn check_move(live: &Live, seat: usize, step: u64, index: usize) -> Result<(), ServerError> {
    if live.game.turn() == Turn::Over {
        return Err(ServerError::Over);
    }
    if step != live.step() {
        return Err(ServerError::StaleStep {
            sent: step,
            current: live.step(),
        });
    }
    match live.game.turn() {
        Turn::Player(p) if p == seat => {}
        Turn::Player(p) => {
            return Err(ServerError::NotYourTurn(sentence!(
                TEXTS,
                "turn-seat-to-act",
                seat = p
            )))
        }
        t => {
            return Err(ServerError::NotYourTurn(sentence!(
                TEXTS,
                "turn-due",
                turn = t.sentence()
            )))
        }
    }
    if !live.game.legal_actions().contains(&index) {
        return Err(ServerError::Illegal(sentence!(
            TEXTS,
            "action-not-legal",
            action = index.to_string()
        )));
    }
    Ok(())
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
