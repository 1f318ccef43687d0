//! Each match's bot task: it moves for every bot seat in turn, one think at a time on
//! the hub's bounded pool, each move committed like a person's.

use std::sync::atomic::Ordering;
use std::sync::Arc;

use nile_core::sentence;

use crate::error::ServerError;
use crate::hub::{Hub, Slot};
use crate::store::OPEN;
use crate::texts::TEXTS;

impl Hub {
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
}
