//! The hub's side of each match's chat: a post checked, stored, then told to every
//! connection of the match in the order of its number (see [`crate::chat`] for what a
//! message may be and how many are kept).

use std::sync::Arc;

use crate::chat::{check_text, history_json, ChatLine, HISTORY, STORED};
use crate::clock::now_ms;
use crate::error::ServerError;
use crate::hub::{Event, Hub, Slot};
use crate::names;
use crate::texts::TEXTS;
use crate::token;

impl Hub {
    /// Posts `text` from `seat` (whose credential hashes to `token_hash`) in match `id`:
    /// checked, stored, then told to every connection of the match, with any message
    /// other processes stored before it.
    pub async fn chat(
        &self,
        id: &str,
        slot: &Slot,
        seat: usize,
        token_hash: &str,
        text: &str,
    ) -> Result<(), ServerError> {
        let text = check_text(text)?;
        let name = {
            let live = slot.live.lock().await;
            let record = live.record.seats.get(seat);
            match record.and_then(|s| s.token_hash.as_deref().map(|h| (s, h))) {
                Some((s, h)) if token::same_hash(h, token_hash) => {
                    s.name.clone().unwrap_or_else(|| names::default_name(seat))
                }
                _ => {
                    return Err(ServerError::Forbidden(nile_core::sentence!(
                        TEXTS,
                        "seat-not-held"
                    )))
                }
            }
        };
        let mut told = slot.chat_told.lock().await;
        self.store
            .chat_post(id, Some(seat), &name, &text, now_ms(), STORED)
            .await?;
        self.tell_chat(id, slot, &mut told).await
    }

    /// Tells the match's connections every stored message numbered after `told`, in
    /// order, and moves `told` past them (the caller holds the match's chat lock).
    async fn tell_chat(&self, id: &str, slot: &Slot, told: &mut u64) -> Result<(), ServerError> {
        loop {
            let rows = self.store.chat_after(id, *told, HISTORY).await?;
            for r in &rows {
                *told = r.id;
                let _ = slot.tx.send(Event::Chat(Arc::new(ChatLine::new(r))));
            }
            if rows.len() < HISTORY {
                return Ok(());
            }
        }
    }

    /// Tells this process's connections of messages other processes stored (with
    /// PostgreSQL, on their notification).
    pub async fn chat_catch_up(&self, id: &str, slot: &Slot) -> Result<(), ServerError> {
        let mut told = slot.chat_told.lock().await;
        self.tell_chat(id, slot, &mut told).await
    }

    /// The `chat_history` message of match `id` (its newest [`HISTORY`] messages) and
    /// the number of the newest.
    pub async fn chat_history(&self, id: &str) -> Result<(String, u64), ServerError> {
        let messages = self.store.chat_tail(id, HISTORY).await?;
        Ok(history_json(&messages))
    }
}
