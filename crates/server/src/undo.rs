//! Undo over the wire: a seat takes back its last decision when the rule allows it
//! ([`Live::check_undo`]; never a decision its stand-in made), committed in the store
//! before anyone is told.

use nile_core::lang::Sentence;
use nile_core::sentence;
use nile_core::undo::Refusal;

use crate::error::ServerError;
use crate::hub::{holds, Hub};
use crate::store::OPEN;
use crate::texts::TEXTS;

impl Hub {
    /// Takes back `seat`'s last decision, made at step `step - 1` (the client saw the
    /// match at `step`): allowed only under [`crate::live::Live::check_undo`], committed in the store
    /// (conditional on the counter and the credential) before it is applied here, and
    /// told to every connection as a fresh `state` with every line.
    pub async fn undo(
        &self,
        id: &str,
        seat: usize,
        token_hash: &str,
        step: u64,
    ) -> Result<u64, ServerError> {
        let slot = self.slot(id).await?;
        let mut live = slot.live.lock().await;
        if self.store.shared() {
            self.refresh(&slot, &mut live).await?;
        }
        holds(&live, seat, token_hash)?;
        if live.record.over {
            return Err(ServerError::Over);
        }
        if step != live.step() {
            return Err(ServerError::StaleStep {
                sent: step,
                current: live.step(),
            });
        }
        if live.record.seats.get(seat).is_some_and(|s| s.spec != OPEN) {
            return Err(ServerError::Forbidden(sentence!(TEXTS, "undo-bot-seat")));
        }
        if live.last_by_stand_in() {
            return Err(ServerError::UndoRefused(sentence!(TEXTS, "undo-stand-in")));
        }
        live.check_undo(seat)
            .map_err(|r| ServerError::UndoRefused(refusal(&r)))?;
        if !self.store.undo(id, step, seat, token_hash).await? {
            drop(live);
            return Err(self.after_conflict(&slot, step).await);
        }
        live.record.undos += 1;
        live.undo()?;
        slot.changed();
        tracing::info!(match_id = %id, seat, step, "step undone");
        Ok(live.step())
    }
}

/// Why an undo is refused, in the server's words: the core's [`Refusal`] names the case,
/// the catalog says it in the reader's language.
fn refusal(r: &Refusal) -> Sentence {
    match r {
        Refusal::Nothing => sentence!(TEXTS, "undo-nothing"),
        Refusal::Chance => sentence!(TEXTS, "undo-chance"),
        Refusal::OtherSeat(seat) => sentence!(TEXTS, "undo-other-seat", seat = *seat),
        Refusal::Reveals => sentence!(TEXTS, "undo-reveals"),
        Refusal::NoLog => sentence!(TEXTS, "undo-no-log"),
        // An engine fault, never a person's: the engine's own words in a frame.
        Refusal::Replay(e) => sentence!(TEXTS, "undo-replay", detail = e.to_string()),
    }
}
