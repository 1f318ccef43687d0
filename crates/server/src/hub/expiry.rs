//! Each clocked match's timer: a task per match in memory that keeps the running clock
//! where the rules say it should be ([`Hub::sync_clock`]) and, at the deadline, hands
//! the seat to its stand-in bot ([`Hub::expire`]).
//!
//! Deadlines live in the store (written with the step that starts them), so a restart,
//! or another process sharing PostgreSQL, finds them; an overdue one fires as soon as
//! its match is loaded. Every change of a deadline, and every expiry, is a conditional
//! update on the match's step counter and the deadline it replaces: of two processes
//! acting on the same expiry, only one changes anything.

use std::sync::{Arc, Weak};
use std::time::Duration;

use tokio::sync::watch;

use crate::clock::{self, now_ms};
use crate::error::ServerError;
use crate::hub::{Hub, Slot};
use crate::live::Live;

/// How long the timer waits after a failed expiry (the store unreachable) before it
/// tries again.
const RETRY: Duration = Duration::from_secs(1);

/// Starts the clock task of the match `id` held in `slot`. It ends when the slot is
/// dropped (the match left memory) or the hub is.
pub(crate) fn start(hub: Weak<Hub>, slot: &Arc<Slot>, ticks: watch::Receiver<u64>, id: &str) {
    let slot = Arc::downgrade(slot);
    let id = id.to_string();
    tokio::spawn(run(hub, slot, ticks, id));
}

/// The clock task: after every change, puts the running clock where it belongs, then
/// sleeps until the deadline or the next change, whichever comes first.
async fn run(hub: Weak<Hub>, slot: Weak<Slot>, mut ticks: watch::Receiver<u64>, id: String) {
    loop {
        let deadline = {
            let (Some(hub), Some(slot)) = (hub.upgrade(), slot.upgrade()) else {
                return;
            };
            let mut live = slot.live.lock().await;
            ticks.borrow_and_update();
            if let Err(e) = hub.sync_clock(&slot, &mut live).await {
                tracing::warn!(match_id = %id, "cannot set the clock: {e}");
            }
            live.record.deadline
        };
        let wait = async {
            match deadline {
                Some(d) => {
                    let ms = (d - now_ms()).max(0) as u64;
                    tokio::time::sleep(Duration::from_millis(ms)).await;
                }
                None => std::future::pending::<()>().await,
            }
        };
        tokio::select! {
            changed = ticks.changed() => {
                if changed.is_err() {
                    return;
                }
            }
            () = wait => {
                let Some(hub) = hub.upgrade() else { return };
                if let Err(e) = hub.expire(&id).await {
                    tracing::warn!(match_id = %id, "cannot act on an expired clock: {e}");
                    tokio::time::sleep(RETRY).await;
                }
            }
        }
    }
}

impl Hub {
    /// Starts, stops or moves the running clock of `live` if it is not where the rules
    /// say ([`Live::clock_seat`]): after a seat was taken, left, handed to a bot or
    /// taken back, after an undo, or on loading a match. Conditional on the step and
    /// the deadline it replaces; if another process changed them first, catches up.
    pub async fn sync_clock(&self, slot: &Slot, live: &mut Live) -> Result<(), ServerError> {
        let Some(clock) = &live.clock else {
            return Ok(());
        };
        let want = live.clock_seat();
        let Some(write) = clock.change(&live.record, want, now_ms(), false) else {
            return Ok(());
        };
        let (id, step, expected) = (live.record.id.clone(), live.step(), live.record.deadline);
        if self
            .store
            .set_clock(&id, step, expected, write, None)
            .await?
        {
            clock::apply(&mut live.record, write);
            live.version += 1;
            slot.changed();
        } else {
            self.refresh(slot, live).await?;
        }
        Ok(())
    }

    /// The running clock of match `id` reached its deadline: after reading the store
    /// again (another process may have moved, or acted on it), the seat is handed to
    /// the clock's bot, which plays it until its person says `hello`, and the clock
    /// stops.
    pub async fn expire(self: &Arc<Self>, id: &str) -> Result<(), ServerError> {
        let slot = self.slot(id).await?;
        let mut live = slot.live.lock().await;
        self.refresh(&slot, &mut live).await?;
        let Some(clock) = live.clock.clone() else {
            return Ok(());
        };
        let (Some(deadline), Some(seat)) = (live.record.deadline, live.record.deadline_seat) else {
            return Ok(());
        };
        if deadline > now_ms() || live.record.over {
            return Ok(());
        }
        let write = crate::store::ClockWrite {
            deadline: None,
            deadline_seat: None,
            seat_ms: clock.after_expiry().map(|ms| (seat, ms)),
        };
        let step = live.step();
        let handed = Some((seat, clock.bot.as_str()));
        if !self
            .store
            .set_clock(id, step, Some(deadline), write, handed)
            .await?
        {
            // Another process acted first, or the match moved: catch up.
            return self.refresh(&slot, &mut live).await;
        }
        clock::apply(&mut live.record, write);
        live.record.seats[seat].stand_in = Some(clock.bot.clone());
        live.version += 1;
        slot.changed();
        let bot = live.bot_to_act().is_some();
        drop(live);
        if bot {
            self.schedule_bot(id);
        }
        tracing::info!(match_id = %id, seat, "clock ran out: the seat is played by a bot");
        Ok(())
    }
}
