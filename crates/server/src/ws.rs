//! One WebSocket connection to a match: a seat (after a `hello` with its credential) or
//! a spectator, sent a fresh `state` after every step it may see.

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket};
use nile_core::lang::Sentence;
use nile_core::{sentence, Lang};
use serde_json::json;
use tokio::sync::broadcast::error::RecvError;

use crate::chat::{check_text, CHAT_BURST, CHAT_REFILL_SECONDS};
use crate::error::ServerError;
use crate::hub::{Event, Hub, RateLimit, Slot};
use crate::presence::Presence;
use crate::protocol::{parse, ClientMessage, MAX_MESSAGE};
use crate::texts::TEXTS;
use crate::token;
use crate::view::Viewer;

/// A token bucket: refuses a connection that floods.
struct Rate {
    limit: RateLimit,
    tokens: f64,
    at: Instant,
}

impl Rate {
    fn new(limit: RateLimit) -> Self {
        Rate {
            limit,
            tokens: limit.burst,
            at: Instant::now(),
        }
    }

    fn allow(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.at).as_secs_f64() * self.limit.per_second;
        self.tokens = (self.tokens + refill).min(self.limit.burst);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// Who is on the other end, once it said hello.
struct Session {
    viewer: Viewer,
    token_hash: Option<String>,
    /// Steps whose lines this connection has been sent.
    sent: u64,
    /// The match's version when this connection was last sent a state.
    version: Option<u64>,
    /// The match's [resets](crate::live::Live::resets) when this connection was last
    /// sent a state: after an undo it is sent every line again, with `"reset": true`.
    resets: Option<u64>,
    /// Whether its `state` messages carry `render` (the client's `hello` says).
    render: bool,
    /// The language of its texts (the client's `hello` says; English by default).
    lang: Lang,
    /// The number of the last chat message this connection was sent.
    chat_seen: u64,
    /// Counts this connection on its seat while it holds the seat's credential.
    presence: Option<Presence>,
    /// Which seats were connected in what this connection was last sent (a `state` or a
    /// `presence`): a `presence` that shows the same is not sent.
    presence_seen: Vec<bool>,
}

/// The `presence` message, if it tells the session something new.
fn presence_json(s: &mut Session, connected: &[bool]) -> Option<Message> {
    if s.presence_seen == connected {
        return None;
    }
    s.presence_seen = connected.to_vec();
    Some(Message::Text(Utf8Bytes::from(
        json!({"type": "presence", "connected": connected}).to_string(),
    )))
}

/// The `rematch` message: the finished match `from` has a rematch, `rematch`.
fn rematch_json(from: &str, rematch: &str) -> Message {
    Message::Text(Utf8Bytes::from(
        json!({"type": "rematch", "match": rematch, "link": format!("/?match={rematch}"), "from": from})
            .to_string(),
    ))
}

fn error_json(code: &str, message: &str) -> Message {
    Message::Text(Utf8Bytes::from(
        json!({"type": "error", "code": code, "message": message}).to_string(),
    ))
}

/// The `error` message for a refusal, in the connection's language.
fn refused(e: &ServerError, lang: Lang) -> Message {
    error_json(e.code(), &e.text(lang))
}

/// An `error` message with its own code, in the connection's language.
fn said(code: &str, message: &Sentence, lang: Lang) -> Message {
    error_json(code, &message.text(lang))
}

/// The most bytes a close frame's reason may have (RFC 6455: 125 for the frame's payload,
/// two of them the code).
pub const MAX_REASON: usize = 123;

/// A close frame with `reason`, cut at a character's boundary to [`MAX_REASON`] bytes
/// (every reason the server writes fits; the cut only guards an absurd `--max-rate`).
fn close(code: u16, reason: &str) -> Message {
    let mut end = reason.len().min(MAX_REASON);
    while !reason.is_char_boundary(end) {
        end -= 1;
    }
    Message::Close(Some(CloseFrame {
        code,
        reason: Utf8Bytes::from(reason[..end].to_string()),
    }))
}

/// Why a connection is closed: the reason its close frame carries, in its language.
#[derive(Debug, Clone, Copy)]
enum Closing {
    /// The match asked for does not exist.
    NoMatch,
    /// More messages than the rate allows (at most so many a second).
    TooMany(f64),
    /// A message over [`MAX_MESSAGE`] bytes.
    TooLarge,
    /// Nothing arrived within the idle timeout.
    Idle,
}

impl Closing {
    /// The close code.
    fn code(self) -> u16 {
        match self {
            Closing::NoMatch | Closing::TooMany(_) => 1008,
            Closing::TooLarge => 1009,
            Closing::Idle => 1001,
        }
    }

    /// The reason, in `lang` (the rate written as Rust writes a number: `50`, `2.5`).
    fn reason(self, lang: Lang) -> String {
        match self {
            Closing::NoMatch => sentence!(TEXTS, "close-no-match"),
            Closing::TooMany(per_second) => {
                sentence!(TEXTS, "close-rate", max = per_second.to_string())
            }
            Closing::TooLarge => sentence!(TEXTS, "close-too-large", max = MAX_MESSAGE),
            Closing::Idle => sentence!(TEXTS, "close-idle"),
        }
        .text(lang)
    }
}

/// How long a refused connection is given to answer the server's close frame.
const CLOSE_GRACE: Duration = Duration::from_secs(2);

/// Sends a close frame and reads what the client still sends until it answers with its
/// own (the closing handshake), for at most [`CLOSE_GRACE`]. Dropping a socket with
/// unread bytes makes the kernel reset the connection, and a reset can reach the client
/// before the close frame does: the client would see a broken connection, not the reason.
async fn close_politely(socket: &mut WebSocket, why: Closing, lang: Lang) {
    if socket
        .send(close(why.code(), &why.reason(lang)))
        .await
        .is_err()
    {
        return;
    }
    let drain = async {
        while let Some(Ok(msg)) = socket.recv().await {
            if matches!(msg, Message::Close(_)) {
                break;
            }
        }
    };
    let _ = tokio::time::timeout(CLOSE_GRACE, drain).await;
}

/// Serves one connection to match `id` until it closes, or until nothing has arrived
/// from it for `idle` (it is pinged well before, and a live client answers). `asked` is
/// the language its upgrade request asked for (`?lang=`, else `Accept-Language`, else
/// English): the connection reads it until a `hello` says otherwise.
pub async fn serve(hub: Arc<Hub>, id: String, mut socket: WebSocket, idle: Duration, asked: Lang) {
    let slot = match hub.slot(&id).await {
        Ok(s) => s,
        Err(e) => {
            let _ = socket.send(refused(&e, asked)).await;
            close_politely(&mut socket, Closing::NoMatch, asked).await;
            return;
        }
    };
    let mut rx = slot.tx.subscribe();
    // A match whose bots wait for someone to watch starts again now.
    hub.schedule_bot(&id);
    let mut session: Option<Session> = None;
    let limit = hub.rate;
    let mut rate = Rate::new(limit);
    // Per connection, not per session: saying hello again does not refill it.
    let mut chat_rate = Rate::new(RateLimit {
        per_second: 1.0 / CHAT_REFILL_SECONDS,
        burst: CHAT_BURST,
    });
    let mut heard = Instant::now();
    let mut pings = tokio::time::interval(idle / 3);
    pings.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    pings.tick().await;
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(msg)) = incoming else { break };
                heard = Instant::now();
                // Control frames count like messages: a ping flood is a flood.
                let lang = session.as_ref().map_or(asked, |s| s.lang);
                if !rate.allow() {
                    let why = Closing::TooMany(limit.per_second);
                    tracing::warn!(match_id = %id, "a connection was closed: {}", why.reason(Lang::En));
                    close_politely(&mut socket, why, lang).await;
                    break;
                }
                let bytes: Vec<u8> = match msg {
                    Message::Text(t) => t.as_bytes().to_vec(),
                    Message::Binary(b) => b.to_vec(),
                    Message::Close(_) => break,
                    Message::Ping(_) | Message::Pong(_) => continue,
                };
                if bytes.len() > MAX_MESSAGE {
                    close_politely(&mut socket, Closing::TooLarge, lang).await;
                    break;
                }
                let reply = handle(&hub, &id, &slot, &mut session, &mut chat_rate, &bytes, asked).await;
                let mut failed = false;
                for m in reply {
                    failed |= socket.send(m).await.is_err();
                }
                if failed {
                    break;
                }
            }
            _ = pings.tick() => {
                if heard.elapsed() >= idle {
                    let lang = session.as_ref().map_or(asked, |s| s.lang);
                    close_politely(&mut socket, Closing::Idle, lang).await;
                    break;
                }
                if socket.send(Message::Ping(Default::default())).await.is_err() {
                    break;
                }
            }
            event = rx.recv() => {
                let Some(s) = session.as_mut() else {
                    if matches!(event, Err(RecvError::Closed)) {
                        break;
                    }
                    continue;
                };
                let reply = match event {
                    Ok(Event::Changed) => state(&slot, s).await,
                    Ok(Event::Presence(connected)) => {
                        Ok(presence_json(s, &connected).into_iter().collect())
                    }
                    Ok(Event::Chat(line)) => Ok(if line.id > s.chat_seen {
                        s.chat_seen = line.id;
                        vec![Message::Text(Utf8Bytes::from(line.json.clone()))]
                    } else {
                        Vec::new()
                    }),
                    Ok(Event::Rematch(rematch)) => Ok(vec![rematch_json(&id, &rematch)]),
                    // Messages were missed: a fresh state, and the chat told again.
                    Err(RecvError::Lagged(_)) => lagged(&hub, &id, &slot, s).await,
                    Err(RecvError::Closed) => break,
                };
                match reply {
                    Ok(messages) => {
                        let mut failed = false;
                        for m in messages {
                            failed |= socket.send(m).await.is_err();
                        }
                        if failed {
                            break;
                        }
                    }
                    Err(e) => tracing::warn!(match_id = %id, "cannot build a view: {e}"),
                }
            }
        }
    }
}

/// The `state` message for the session, with the lines it has not been sent; `None` if
/// nothing new happened since the last one (a seat change still sends one).
///
/// A seat's session is checked against the match's seats first, under the same lock
/// that seat changes take: once its credential no longer holds the seat (left, taken
/// over, replaced), the session is a spectator's from this message on, and the first
/// message says so. So no view of a seat is ever built for a connection whose
/// credential has stopped holding it, whoever holds the seat next.
async fn state(slot: &Slot, s: &mut Session) -> Result<Vec<Message>, ServerError> {
    let mut live = slot.live.lock().await;
    let mut out = Vec::new();
    if let Viewer::Seat(seat) = s.viewer {
        let holds = match (&s.token_hash, live.record.seats.get(seat)) {
            (Some(mine), Some(record)) => record
                .token_hash
                .as_deref()
                .is_some_and(|h| token::same_hash(h, mine)),
            _ => false,
        };
        if !holds {
            s.viewer = Viewer::Spectator;
            s.token_hash = None;
            s.version = None;
            s.presence = None;
            out.push(said(
                "seat_ended",
                &sentence!(TEXTS, "seat-ended", seat = seat),
                s.lang,
            ));
        }
    }
    if s.version == Some(live.version) {
        return Ok(out);
    }
    // The log was cut back since (or the client holds lines past the match's step):
    // every line again, and the client replaces its log.
    let reset = s.resets.is_some_and(|r| r != live.resets) || s.sent > live.step();
    if reset {
        s.sent = 0;
    }
    let msg = live.message(s.viewer, s.sent, s.render, reset, s.lang)?;
    s.resets = Some(live.resets);
    s.presence_seen = live.presence();
    s.sent = live.step();
    s.version = Some(live.version);
    out.push(Message::Text(Utf8Bytes::from(msg)));
    Ok(out)
}

/// After missed channel messages: the session's state, and the chat history again.
async fn lagged(
    hub: &Hub,
    id: &str,
    slot: &Slot,
    s: &mut Session,
) -> Result<Vec<Message>, ServerError> {
    let mut out = state(slot, s).await?;
    let connected = slot.live.lock().await.presence();
    out.extend(presence_json(s, &connected));
    out.push(history(hub, id, s).await?);
    Ok(out)
}

/// The `chat_history` message for a session, which from then on is sent only the chat
/// messages after it.
async fn history(hub: &Hub, id: &str, s: &mut Session) -> Result<Message, ServerError> {
    let (json, last) = hub.chat_history(id).await?;
    s.chat_seen = last;
    Ok(Message::Text(Utf8Bytes::from(json)))
}

/// Answers one message.
async fn handle(
    hub: &Arc<Hub>,
    id: &str,
    slot: &Arc<Slot>,
    session: &mut Option<Session>,
    chat_rate: &mut Rate,
    bytes: &[u8],
    asked: Lang,
) -> Vec<Message> {
    // Until a hello says otherwise, a connection reads the language its upgrade asked for.
    let current = session.as_ref().map_or(asked, |s| s.lang);
    let lang = current;
    let msg = match parse(bytes) {
        Ok(m) => m,
        Err(e) => return vec![said("bad_message", &e, lang)],
    };
    match msg {
        ClientMessage::Ping {} => vec![Message::Text(Utf8Bytes::from_static(r#"{"type":"pong"}"#))],
        ClientMessage::Hello {
            token,
            since,
            render,
            lang,
        } => {
            let lang = match lang.as_deref().map(str::parse::<Lang>) {
                None => Lang::En,
                Some(Ok(lang)) if lang != Lang::Pseudo => lang,
                // Said in the connection's language so far: the one asked for is not one
                // the server knows.
                Some(_) => {
                    return vec![said(
                        "bad_message",
                        &sentence!(TEXTS, "hello-bad-lang"),
                        current,
                    )]
                }
            };
            let (viewer, token_hash) = match token {
                Some(t) => match hub.authenticate(id, &t).await {
                    Ok(seat) => {
                        // The person is back: a bot playing the seat for it stops.
                        if let Err(e) = hub.reclaim(id, seat, &token::hash(&t)).await {
                            return vec![refused(&e, lang)];
                        }
                        (Viewer::Seat(seat), Some(token::hash(&t)))
                    }
                    Err(e) => return vec![refused(&e, lang)],
                },
                None => (Viewer::Spectator, None),
            };
            let presence = match viewer {
                Viewer::Seat(seat) => Some(Presence::enter(hub, slot, seat).await),
                Viewer::Spectator | Viewer::All => None,
            };
            let mut s = Session {
                viewer,
                token_hash,
                sent: since.unwrap_or(0),
                version: None,
                resets: None,
                render: render.unwrap_or(true),
                lang,
                chat_seen: 0,
                presence,
                presence_seen: Vec::new(),
            };
            // The state first, then the chat so far.
            let mut reply = match state(slot, &mut s).await {
                Ok(messages) => messages,
                Err(e) => vec![refused(&e, lang)],
            };
            match history(hub, id, &mut s).await {
                Ok(m) => reply.push(m),
                Err(e) => reply.push(refused(&e, lang)),
            }
            *session = Some(s);
            reply
        }
        ClientMessage::Chat { text } => {
            let Some(Session {
                viewer: Viewer::Seat(seat),
                token_hash: Some(hash),
                ..
            }) = session.as_ref()
            else {
                return vec![said("forbidden", &sentence!(TEXTS, "chat-spectator"), lang)];
            };
            // A text refused as it stands costs none of the allowance.
            if let Err(e) = check_text(&text) {
                return vec![refused(&e, lang)];
            }
            if !chat_rate.allow() {
                let e = ServerError::ChatRate(sentence!(
                    TEXTS,
                    "chat-rate",
                    burst = CHAT_BURST.to_string(),
                    every = CHAT_REFILL_SECONDS.to_string()
                ));
                return vec![refused(&e, lang)];
            }
            // The message reaches this connection through the match's channel, as it
            // reaches every other: that is the acknowledgement.
            match hub.chat(id, slot, *seat, hash, &text).await {
                Ok(()) => Vec::new(),
                Err(e) => vec![refused(&e, lang)],
            }
        }
        ClientMessage::Undo { step } => {
            let Some(Session {
                viewer: Viewer::Seat(seat),
                token_hash: Some(hash),
                ..
            }) = session.as_ref()
            else {
                return vec![said("forbidden", &sentence!(TEXTS, "undo-spectator"), lang)];
            };
            match hub.undo(id, *seat, hash, step).await {
                // Every connection, this one too, is sent a fresh state with every line.
                Ok(_) => Vec::new(),
                Err(e) => vec![refused(&e, lang)],
            }
        }
        ClientMessage::HandToBot { seat: away } => {
            let Some(Session {
                viewer: Viewer::Seat(seat),
                token_hash: Some(hash),
                ..
            }) = session.as_ref()
            else {
                return vec![said("forbidden", &sentence!(TEXTS, "hand-spectator"), lang)];
            };
            match hub.hand_to_bot(id, *seat, hash, away).await {
                // Every connection is sent a fresh state showing the seat's stand-in.
                Ok(()) => Vec::new(),
                // A seat number outside the match is a malformed message.
                Err(ServerError::BadRequest(m)) => vec![said("bad_message", &m, lang)],
                Err(e) => vec![refused(&e, lang)],
            }
        }
        ClientMessage::Act { step, action } => {
            let Some(Session {
                viewer: Viewer::Seat(seat),
                token_hash: Some(hash),
                ..
            }) = session.as_ref()
            else {
                return vec![said("forbidden", &sentence!(TEXTS, "act-spectator"), lang)];
            };
            match hub.act(id, *seat, hash, step, action).await {
                // The new state reaches this connection through the match's channel, as
                // it reaches every other: that message is the acknowledgement.
                Ok(_) => Vec::new(),
                Err(e) => vec![refused(&e, lang)],
            }
        }
    }
}

/// How long the shared-store poller waits between looks at the database (a safety net:
/// changes arrive as PostgreSQL notifications).
pub const POLL: Duration = Duration::from_secs(1);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_close_reason_fits_a_close_frame_in_every_language() {
        for lang in Lang::PLAYABLE {
            for why in [
                Closing::NoMatch,
                Closing::TooMany(50.0),
                Closing::TooMany(0.125),
                Closing::TooMany(1e15),
                Closing::TooLarge,
                Closing::Idle,
            ] {
                let reason = why.reason(lang);
                assert!(
                    reason.len() <= MAX_REASON,
                    "{lang}: {reason} ({} bytes)",
                    reason.len()
                );
            }
        }
        assert_eq!(
            Closing::TooMany(2.5).reason(Lang::En),
            "too many messages: at most 2.5 a second"
        );
        assert_eq!(
            Closing::TooMany(2.5).reason(Lang::PtBr),
            "mensagens demais: no máximo 2.5 por segundo"
        );
    }

    #[test]
    fn a_reason_too_long_is_cut_at_a_characters_boundary() {
        // An absurd --max-rate writes a number of 300 digits.
        let long = Closing::TooMany(f64::MAX).reason(Lang::PtBr);
        assert!(long.len() > MAX_REASON);
        let Message::Close(Some(frame)) = close(1008, &format!("é{long}")) else {
            panic!("a close frame");
        };
        assert!(frame.reason.len() <= MAX_REASON);
        assert!(frame.reason.as_str().starts_with("émensagens demais"));
    }
}
