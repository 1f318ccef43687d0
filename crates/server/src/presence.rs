//! Which seats have a connection now: each connection that holds a seat's credential
//! holds a [`Presence`] for it, and the match's `state` shows the seat as `connected`
//! while one is held. The first to come and the last to go send every connection of the
//! match a `presence` message (`{"type": "presence", "connected": [true, false]}`, by
//! seat) unless what it shows is what the connection last saw.
//!
//! Counted per process: with PostgreSQL, a seat connected to another server process
//! shows as not connected here.

use std::sync::Arc;

use crate::hub::{Event, Slot};

/// A connection's hold on its seat's presence; dropping it counts the connection gone.
pub struct Presence {
    slot: Arc<Slot>,
    seat: usize,
}

impl Presence {
    /// Counts a connection of `seat` come, telling the match's connections if the seat
    /// was not connected before.
    pub async fn enter(slot: &Arc<Slot>, seat: usize) -> Presence {
        let mut live = slot.live.lock().await;
        if live.connect(seat) {
            // Sent under the lock: the connections see the changes in their order.
            let _ = slot.tx.send(Event::Presence(Arc::new(live.presence())));
        }
        drop(live);
        Presence {
            slot: Arc::clone(slot),
            seat,
        }
    }
}

impl Drop for Presence {
    /// Counts the connection gone from a task of its own: a drop cannot wait for the
    /// match's lock, and the connection may be dropped while that lock is held.
    fn drop(&mut self) {
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            return;
        };
        let (slot, seat) = (Arc::clone(&self.slot), self.seat);
        runtime.spawn(async move {
            let mut live = slot.live.lock().await;
            if live.disconnect(seat) {
                let _ = slot.tx.send(Event::Presence(Arc::new(live.presence())));
            }
        });
    }
}
