//! Seats: taken with a name (receiving the credential, told only then), left, and
//! checked against a credential's hash.

use nile_core::sentence;

use crate::error::ServerError;
use crate::hub::{no_random, Hub};
use crate::live::Live;
use crate::names;
use crate::store::{SeatRecord, OPEN};
use crate::texts::TEXTS;
use crate::token;

impl Hub {
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
