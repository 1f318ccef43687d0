//! An away person's seat played by a bot (its stand-in) until its person comes back.

use std::sync::Arc;

use nile_core::sentence;

use crate::error::ServerError;
use crate::hub::{holds, Hub};
use crate::store::OPEN;
use crate::texts::TEXTS;

/// The bot that plays a person's seat handed over with `hand_to_bot` (a level: each
/// game's medium bot, bounded like every server bot).
pub const STAND_IN: &str = "medium";

impl Hub {
    /// Hands `seat`, a person's seat with no connection (in this process or another
    /// sharing the database), to the [`STAND_IN`] bot, at the request of `by` (a seat
    /// holding the credential hashed as `token_hash`). It moves for the seat at once if
    /// the seat is to act.
    pub async fn hand_to_bot(
        self: &Arc<Self>,
        id: &str,
        by: usize,
        token_hash: &str,
        seat: usize,
    ) -> Result<(), ServerError> {
        let slot = self.slot(id).await?;
        let mut live = slot.live.lock().await;
        self.refresh(&slot, &mut live).await?;
        // Read now: a seat connected to another process sharing the database is not away.
        self.presence_catch_up(&slot, &mut live).await?;
        holds(&live, by, token_hash)?;
        if live.record.over {
            return Err(ServerError::Over);
        }
        let Some(record) = live.record.seats.get(seat) else {
            return Err(ServerError::BadRequest(sentence!(
                TEXTS,
                "stand-in-no-seat",
                seat = seat.to_string(),
                seats = live.record.seats.len()
            )));
        };
        if record.spec != OPEN {
            return Err(ServerError::Forbidden(sentence!(
                TEXTS,
                "stand-in-bot-seat",
                seat = seat
            )));
        }
        if record.stand_in.is_some() {
            return Err(ServerError::Forbidden(sentence!(
                TEXTS,
                "stand-in-already",
                seat = seat
            )));
        }
        if seat == by || live.presence().get(seat) == Some(&true) {
            return Err(ServerError::Forbidden(sentence!(
                TEXTS,
                "stand-in-connected",
                seat = seat
            )));
        }
        if !self.store.hand_to_bot(id, seat, STAND_IN).await? {
            return Err(ServerError::Forbidden(sentence!(
                TEXTS,
                "stand-in-changed",
                seat = seat
            )));
        }
        live.record.seats[seat].stand_in = Some(STAND_IN.to_string());
        live.version += 1;
        slot.changed();
        let bot = live.bot_to_act().is_some();
        drop(live);
        if bot {
            self.schedule_bot(id);
        }
        tracing::info!(match_id = %id, seat, "seat handed to a bot");
        Ok(())
    }

    /// A seat's person is back (a `hello` with its credential): its stand-in, if any,
    /// stops, and the seat waits for the person again.
    pub async fn reclaim(
        &self,
        id: &str,
        seat: usize,
        token_hash: &str,
    ) -> Result<(), ServerError> {
        let slot = self.slot(id).await?;
        let mut live = slot.live.lock().await;
        if live
            .record
            .seats
            .get(seat)
            .is_none_or(|s| s.stand_in.is_none())
        {
            return Ok(());
        }
        if self.store.reclaim_seat(id, seat, token_hash).await? {
            live.record.seats[seat].stand_in = None;
            live.version += 1;
            slot.changed();
            tracing::info!(match_id = %id, seat, "seat back with its person");
        }
        Ok(())
    }
}
