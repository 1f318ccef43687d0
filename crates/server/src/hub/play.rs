//! A person's move: checked, committed to the store with the chance draws after it,
//! then applied in memory and told to the match's connections.

use std::sync::Arc;

use nile_core::{sentence, Turn};

use crate::clock;
use crate::error::ServerError;
use crate::hub::{holds, Hub, Slot};
use crate::live::Live;
use crate::store::{Guard, Step, OPEN};
use crate::texts::TEXTS;

impl Hub {
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
    pub(super) async fn commit(
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
