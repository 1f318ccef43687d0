//! Keeping the matches in memory up to the store: what other processes sharing a
//! PostgreSQL database did (moves, seats, undos, presence, chat), read when told or
//! polled, and told to this process's connections.

use std::sync::Arc;

use crate::clock;
use crate::error::ServerError;
use crate::hub::{Event, Hub, Slot};
use crate::live::Live;

impl Hub {
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
