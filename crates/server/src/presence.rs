//! Which seats have a connection now: each connection that holds a seat's credential
//! holds a [`Presence`] for it, and the match's `state` shows the seat as `connected`
//! while one is held. The first to come and the last to go send every connection of the
//! match a `presence` message (`{"type": "presence", "connected": [true, false]}`, by
//! seat) unless what it shows is what the connection last saw.
//!
//! Processes sharing a PostgreSQL database count each other's connections: the first
//! connection of a seat here and the last to go are written to the store
//! ([`crate::store::Store::presence_mark`]) and announced like a move, and every
//! process reads the others' when it catches up with a match. A seat connected to any
//! process is not away: nobody may hand it to a bot.

use std::sync::Arc;

use crate::clock::now_ms;
use crate::hub::{Event, Hub, Slot};

/// A connection's hold on its seat's presence; dropping it counts the connection gone.
pub struct Presence {
    hub: Arc<Hub>,
    slot: Arc<Slot>,
    seat: usize,
}

impl Presence {
    /// Counts a connection of `seat` come, telling the match's connections (and, with a
    /// shared database, the other processes) if the seat was not connected here before.
    pub async fn enter(hub: &Arc<Hub>, slot: &Arc<Slot>, seat: usize) -> Presence {
        let mut live = slot.live.lock().await;
        if live.connect(seat) {
            // Sent under the lock: the connections see the changes in their order.
            let _ = slot.tx.send(Event::Presence(Arc::new(live.presence())));
            mark(hub, &live.record.id, seat, true).await;
        }
        drop(live);
        Presence {
            hub: Arc::clone(hub),
            slot: Arc::clone(slot),
            seat,
        }
    }
}

/// Writes whether this process holds a connection of `seat` (a shared database only);
/// a failure is logged: the row's heartbeat or the next connection corrects it.
async fn mark(hub: &Hub, id: &str, seat: usize, here: bool) {
    if !hub.store.shared() {
        return;
    }
    if let Err(e) = hub
        .store
        .presence_mark(id, seat, &hub.process, here, now_ms())
        .await
    {
        tracing::warn!(match_id = %id, seat, "cannot record the seat's presence: {e}");
    }
}

impl Drop for Presence {
    /// Counts the connection gone from a task of its own: a drop cannot wait for the
    /// match's lock, and the connection may be dropped while that lock is held.
    fn drop(&mut self) {
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            return;
        };
        let (hub, slot, seat) = (Arc::clone(&self.hub), Arc::clone(&self.slot), self.seat);
        runtime.spawn(async move {
            let mut live = slot.live.lock().await;
            if live.disconnect(seat) {
                let present = live.presence();
                let _ = slot.tx.send(Event::Presence(Arc::new(present)));
                // Written under the lock, so a connection coming back at once is
                // recorded after this one is gone, not before.
                mark(&hub, &live.record.id, seat, false).await;
            }
        });
    }
}
