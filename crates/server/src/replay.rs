//! Replays of finished matches (`GET /api/matches/{id}/replay`): any step of the match as
//! one viewer saw it, built from the stored actions through the same viewer boundary as
//! a live `state`, so a seat's replay at step K is what that seat's `state` showed at K
//! and a spectator's never holds more than a spectator's did.
//!
//! Only finished matches are replayed: a running match's earlier positions are what its
//! connections were already sent, and the finished match's log is public anyway (its
//! last `state` carries it), so limiting replays to the end keeps one rule for everyone.
//! A seat's view needs that seat's credential; the spectator's is anyone's.

use nile_core::dynamic::view::Viewer;
use nile_core::{sentence, Lang};
use serde::Deserialize;

use crate::error::ServerError;
use crate::hub::Hub;
use crate::texts::TEXTS;
use crate::token;

/// The query of a replay request.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReplayQuery {
    /// The step to show: the position after that many steps (0: the start); the last
    /// step when absent.
    #[serde(default)]
    pub step: Option<u64>,
    /// The seat whose view is asked for (its credential must come with the request); the
    /// spectator's view when absent.
    #[serde(default)]
    pub seat: Option<usize>,
    /// Whether a seat's view carries `render`, the board as text (default true, as in
    /// `hello`).
    #[serde(default)]
    pub render: Option<bool>,
    /// The language of the texts (`en`, the default, or `pt-BR`), as in `hello`.
    #[serde(default)]
    pub lang: Option<String>,
}

/// The start of every `state` message, which a replay answers with its own type.
const STATE_HEAD: &str = "{\"type\":\"state\",";

impl Hub {
    /// The replay message of finished match `id` at `query.step` for `query.seat` (whose
    /// credential is `token`) or the spectator: the fields of the `state` that viewer was
    /// sent at that step (the view, glossary, marks since its last decision, the step's
    /// lines), typed `replay`, with `steps` (the match's number of steps). Refused when
    /// the match is not over, the step is past its end, or the seat's credential is
    /// missing or another's.
    pub async fn replay(
        &self,
        id: &str,
        query: &ReplayQuery,
        token: Option<&str>,
    ) -> Result<String, ServerError> {
        let slot = self.slot(id).await?;
        let mut live = slot.live.lock().await;
        if self.store.shared() {
            self.refresh(&slot, &mut live).await?;
        }
        if !live.record.over {
            return Err(ServerError::NotOver(sentence!(TEXTS, "replay-not-over")));
        }
        let viewer = match query.seat {
            None => Viewer::Spectator,
            Some(seat) => {
                let Some(record) = live.record.seats.get(seat) else {
                    return Err(ServerError::BadRequest(sentence!(
                        TEXTS,
                        "replay-no-seat",
                        seat = seat.to_string()
                    )));
                };
                let held = record.token_hash.as_deref();
                let given = token.map(token::hash);
                match (held, given) {
                    (Some(h), Some(g)) if token::same_hash(h, &g) => Viewer::Seat(seat),
                    _ => {
                        return Err(ServerError::Forbidden(sentence!(
                            TEXTS,
                            "replay-seat-view",
                            seat = seat
                        )))
                    }
                }
            }
        };
        let steps = live.step();
        let step = query.step.unwrap_or(steps);
        let position = match usize::try_from(step).ok().map(|k| live.at_step(k)) {
            Some(Ok(Some(p))) => p,
            Some(Err(e)) => return Err(e.into()),
            _ => {
                return Err(ServerError::BadStep(sentence!(
                    TEXTS,
                    "replay-past-end",
                    step = step.to_string(),
                    steps = steps
                )))
            }
        };
        drop(live);
        let lang = match query.lang.as_deref().map(str::parse::<Lang>) {
            None => Lang::En,
            Some(Ok(lang)) if lang != Lang::Pseudo => lang,
            Some(_) => return Err(ServerError::BadRequest(sentence!(TEXTS, "replay-bad-lang"))),
        };
        let render = query.render.unwrap_or(true);
        replay_message(position, viewer, step, steps, render, lang)
    }
}

/// The `replay` message of `position` (the match after `step` of its `steps` steps) for
/// `viewer`: its `state` with the lines of the last step only.
fn replay_message(
    mut position: crate::live::Live,
    viewer: Viewer,
    step: u64,
    steps: u64,
    render: bool,
    lang: Lang,
) -> Result<String, ServerError> {
    let state = position.message(viewer, step.saturating_sub(1), render, false, lang)?;
    let Some(rest) = state.strip_prefix(STATE_HEAD) else {
        return Err(ServerError::BadRequest(sentence!(TEXTS, "replay-unbuilt")));
    };
    Ok(format!("{{\"type\":\"replay\",\"steps\":{steps},{rest}"))
}
