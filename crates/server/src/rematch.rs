//! Rematch: the same table again once a match is over — the same game, options, seat
//! count, bots and clock, with a new random seed — and the same people invited. The
//! first request from a seat makes it; every later one, from anyone, finds the same.
//!
//! The people keep their seats: each person's seat of the new match is held by the same
//! credential (its hash, copied) and name as in the finished one, so nobody else can
//! take it in between, and a page that held seat N plays seat N of the rematch with the
//! credential it already has. Every connection of the finished match is told with a
//! `rematch` message, and its `state` names the rematch from then on.

use std::sync::Arc;

use nile_core::sentence;

use crate::clock::Clock;
use crate::error::ServerError;
use crate::hub::{no_random, seat_of, Event, Hub, Slot};
use crate::live::{Live, OPEN};
use crate::lobby::find_kind;
use crate::store::{created_now, MatchRecord, SeatRecord};
use crate::texts::TEXTS;
use crate::token;

impl Hub {
    /// The rematch of finished match `id`, made now if it has none: returns its id and
    /// the seat `token` holds in it (`None` without a credential). Refused when the match
    /// is not over, when the credential holds no seat of it, and when a request without
    /// a credential asks for a rematch nobody made yet.
    pub async fn rematch(
        self: &Arc<Self>,
        id: &str,
        token: Option<&str>,
    ) -> Result<(String, Option<usize>), ServerError> {
        let slot = self.slot(id).await?;
        let mut live = slot.live.lock().await;
        self.refresh(&slot, &mut live).await?;
        if !live.record.over {
            return Err(ServerError::NotOver(sentence!(TEXTS, "rematch-not-over")));
        }
        let seat = token.map(|t| seat_of(&live, &token::hash(t))).transpose()?;
        let link = match (live.rematch.clone(), seat) {
            (Some(link), _) => link,
            (None, None) => {
                return Err(ServerError::Forbidden(sentence!(TEXTS, "rematch-none-yet")))
            }
            (None, Some(_)) => self.claim_rematch(id).await?,
        };
        if self.store.record(&link).await?.is_none() {
            let record = rematch_record(&live, &link)?;
            let kind = find_kind(&self.catalog, &record.game)?;
            if let Err(e) = self.open_new(kind, &record).await {
                // Another process, claiming the same link, may have stored it first.
                if self.store.record(&link).await?.is_none() {
                    return Err(e);
                }
            }
            tracing::info!(match_id = %id, rematch = %link, "rematch created");
        }
        tell_rematch(&slot, &mut live, &link);
        Ok((link, seat))
    }

    /// Links match `id` to a new id for its rematch, or reads the link another request
    /// made first.
    async fn claim_rematch(&self, id: &str) -> Result<String, ServerError> {
        let new = token::new_id().map_err(no_random)?;
        if self.store.claim_rematch(id, &new).await? {
            return Ok(new);
        }
        self.store
            .rematch_link(id)
            .await?
            .ok_or_else(|| ServerError::NoMatch(id.to_string()))
    }

    /// After reading a finished match from the store: a rematch another process made is
    /// told to this process's connections.
    pub(crate) async fn rematch_catch_up(
        &self,
        slot: &Slot,
        live: &mut Live,
    ) -> Result<(), ServerError> {
        if !live.record.over || live.rematch.is_some() {
            return Ok(());
        }
        if let Some(link) = self.store.rematch_link(&live.record.id).await? {
            tell_rematch(slot, live, &link);
        }
        Ok(())
    }
}

/// Records `link` as the match's rematch and, the first time, tells every connection: a
/// `rematch` message and a fresh `state` that names it.
fn tell_rematch(slot: &Slot, live: &mut Live, link: &str) {
    if live.rematch.as_deref() == Some(link) {
        return;
    }
    live.set_rematch(link);
    slot.changed();
    let _ = slot.tx.send(Event::Rematch(Arc::from(link)));
}

/// The rematch of the finished match in `live`, stored as `id`: the same game,
/// configuration, bots and clock, a new random seed, and each person's seat held by the
/// same credential and name as at the end of the match (an open seat stays open).
fn rematch_record(live: &Live, id: &str) -> Result<MatchRecord, ServerError> {
    let old = &live.record;
    let clock = old
        .clock
        .as_deref()
        .map(Clock::parse)
        .transpose()
        .map_err(|detail| {
            ServerError::BadRequest(sentence!(TEXTS, "stored-clock", detail = detail))
        })?;
    let initial_ms = clock.as_ref().and_then(Clock::initial_ms);
    let seats = old
        .seats
        .iter()
        .map(|s| {
            let person = s.spec == OPEN;
            SeatRecord {
                spec: s.spec.clone(),
                name: if person && s.token_hash.is_some() {
                    s.name.clone()
                } else {
                    None
                },
                token_hash: if person { s.token_hash.clone() } else { None },
                stand_in: None,
                clock_ms: if person { initial_ms } else { None },
            }
        })
        .collect();
    let mut seed = [0u8; 8];
    getrandom::fill(&mut seed).map_err(no_random)?;
    Ok(MatchRecord {
        id: id.to_string(),
        game: old.game.clone(),
        config_json: old.config_json.clone(),
        seed: u64::from_le_bytes(seed),
        seed_public: false,
        seats,
        step: 0,
        over: false,
        created: created_now(),
        undos: 0,
        clock: old.clock.clone(),
        deadline: None,
        deadline_seat: None,
    })
}
