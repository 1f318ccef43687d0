//! The lobby's HTTP API, the WebSocket upgrade (with its Origin check) and the browser
//! app's files.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{DefaultBodyLimit, FromRequest, Path, Query, Request, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Extension, Json, Router};
use nile_core::lang::Sentence;
use nile_core::{sentence, Lang};
use serde::Deserialize;
use serde_json::json;

use crate::error::ServerError;
use crate::hub::{summary, CreateMatch, Hub};
use crate::limits::{Limits, PerMinute};
use crate::listen::Conn;
use crate::protocol::MAX_MESSAGE;
use crate::replay::ReplayQuery;
use crate::texts::TEXTS;
use crate::Options;

/// Largest request body the lobby reads.
const MAX_BODY: usize = 16 * 1024;

#[derive(Clone)]
struct AppState {
    hub: Arc<Hub>,
    origins: Arc<Vec<String>>,
    limits: Arc<Limits>,
    behind_proxy: bool,
}

/// A refusal's words kept unwritten on its response, so [`speak`] can write them in the
/// request's language (a handler's refusal does not know the request it answers).
#[derive(Clone)]
struct Unsaid {
    code: &'static str,
    text: Arc<dyn Fn(Lang) -> String + Send + Sync>,
}

/// A refusal's response: `{"error": code, "message": …}`, in English until [`speak`]
/// writes it again in the request's language.
fn refused(status: StatusCode, unsaid: Unsaid) -> Response {
    let message = (unsaid.text)(Lang::En);
    let mut response = (
        status,
        Json(json!({"error": unsaid.code, "message": message})),
    )
        .into_response();
    response.extensions_mut().insert(unsaid);
    response
}

impl IntoResponse for ServerError {
    fn into_response(self) -> Response {
        let status = StatusCode::from_u16(self.status()).unwrap_or(StatusCode::BAD_REQUEST);
        let code = self.code();
        let e = Arc::new(self);
        let text = Arc::new(move |lang| e.text(lang));
        refused(status, Unsaid { code, text })
    }
}

/// A refusal with its own status and code (for what is not a [`ServerError`]).
fn refusal(status: StatusCode, code: &'static str, message: Sentence) -> Response {
    let text = Arc::new(move |lang| message.text(lang));
    refused(status, Unsaid { code, text })
}

/// The language a request reads its refusals in: a `?lang=` the server speaks, else the
/// request's `Accept-Language`, else English (a `lang` it does not speak is refused in
/// the header's language).
fn request_lang(uri: &axum::http::Uri, headers: &HeaderMap) -> Lang {
    let asked = Query::<LangQuery>::try_from_uri(uri)
        .ok()
        .and_then(|Query(q)| q.lang);
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok());
    crate::texts::lang_asked(asked.as_deref(), accept)
}

/// Writes a refusal in the request's language ([`request_lang`]): every response that
/// carries an [`Unsaid`] gets its body written again in that language. Only the body
/// changes (and its length): the status and every header (`Retry-After`, `Allow`…) stay.
async fn speak(req: Request, next: Next) -> Response {
    let lang = request_lang(req.uri(), req.headers());
    let response = next.run(req).await;
    if lang == Lang::En {
        return response;
    }
    let Some(unsaid) = response.extensions().get::<Unsaid>().cloned() else {
        return response;
    };
    let body = json!({"error": unsaid.code, "message": (unsaid.text)(lang)}).to_string();
    let (mut parts, _) = response.into_parts();
    parts.headers.insert(
        header::CONTENT_TYPE,
        header::HeaderValue::from_static("application/json"),
    );
    parts.headers.insert(
        header::CONTENT_LENGTH,
        header::HeaderValue::from(body.len()),
    );
    Response::from_parts(parts, axum::body::Body::from(body))
}

/// What a limit a minute counts: creations or replay steps.
#[derive(Debug, Clone, Copy)]
enum Limited {
    Matches,
    ReplaySteps,
}

/// Counts one request `ip` makes of a kind limited to `per_minute`; past the limit, the
/// 429 refusal (`code`) saying when it may ask again.
fn over_limit(
    counter: &PerMinute,
    ip: IpAddr,
    per_minute: u32,
    code: &'static str,
    what: Limited,
) -> Option<Response> {
    counter.admit(ip, per_minute).err().map(|wait| {
        let counted = match what {
            Limited::Matches => "matches",
            Limited::ReplaySteps => "replay steps",
        };
        tracing::warn!(client = %ip, "{counted} refused: over the limit a minute");
        let wait = wait.as_secs() + 1;
        let message = match what {
            Limited::Matches => {
                sentence!(TEXTS, "limit-matches", max = per_minute, wait = wait)
            }
            Limited::ReplaySteps => {
                sentence!(TEXTS, "limit-replay-steps", max = per_minute, wait = wait)
            }
        };
        let mut refused = refusal(StatusCode::TOO_MANY_REQUESTS, code, message);
        refused
            .headers_mut()
            .insert(header::RETRY_AFTER, header::HeaderValue::from(wait));
        refused
    })
}

/// The body of a state-changing request: JSON only (a form or `text/plain` post from
/// another site's page is refused), from the server's own pages or a listed origin,
/// read whole within the body timeout.
struct JsonBody(axum::body::Bytes);

impl FromRequest<AppState> for JsonBody {
    type Rejection = Response;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, Self::Rejection> {
        let json = req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split(';').next())
            .is_some_and(|v| v.trim().eq_ignore_ascii_case("application/json"));
        if !json {
            return Err(refusal(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "bad_request",
                sentence!(TEXTS, "body-not-json"),
            ));
        }
        let local = req.extensions().get::<Conn>().map(|c| c.local);
        if !origin_allowed(req.headers(), local, &state.origins) {
            return Err(bad_origin());
        }
        let read = axum::body::to_bytes(req.into_body(), MAX_BODY);
        match tokio::time::timeout(state.limits.body_timeout, read).await {
            Ok(Ok(bytes)) => Ok(JsonBody(bytes)),
            Ok(Err(_)) => Err(refusal(
                StatusCode::PAYLOAD_TOO_LARGE,
                "bad_request",
                sentence!(TEXTS, "body-too-large", max = MAX_BODY),
            )),
            Err(_) => Err(refusal(
                StatusCode::REQUEST_TIMEOUT,
                "timeout",
                sentence!(TEXTS, "body-timeout"),
            )),
        }
    }
}

fn bad_origin() -> Response {
    refusal(
        StatusCode::FORBIDDEN,
        "bad_origin",
        sentence!(TEXTS, "bad-origin"),
    )
}

/// The client's address: the connection's peer, or behind a reverse proxy (a loopback
/// peer, with `--behind-proxy`) the last address the proxy added to
/// `X-Forwarded-For`.
fn client_ip(conn: Option<&Conn>, headers: &HeaderMap, behind_proxy: bool) -> IpAddr {
    let peer = conn.map_or(IpAddr::from([127, 0, 0, 1]), |c| c.peer.ip());
    if !(behind_proxy && peer.is_loopback()) {
        return peer;
    }
    headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .next_back()
        .and_then(|last| last.trim().parse().ok())
        .unwrap_or(peer)
}

/// The routes.
pub fn router(hub: Arc<Hub>, options: &Options) -> Router {
    let state = AppState {
        hub,
        origins: Arc::new(options.allowed_origins.clone()),
        limits: Arc::new(options.limits.clone()),
        behind_proxy: options.behind_proxy,
    };
    let api = Router::new()
        .route("/api/games", get(games))
        .route("/api/matches", get(list).post(create))
        .route("/api/matches/{id}", get(one))
        .route("/api/matches/{id}/join", post(join))
        .route("/api/matches/{id}/leave", post(leave))
        .route("/api/matches/{id}/replay", get(replay))
        .route("/api/matches/{id}/rematch", post(rematch))
        .route("/api/matches/{id}/ws", get(socket))
        .route(crate::site::GAME_VIEWS, get(game_views))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .with_state(state);
    match &options.web {
        Some(dir) if dir.is_dir() => api.fallback_service(tower_http::services::ServeDir::new(dir)),
        _ => api.fallback(crate::site::serve),
    }
    .layer(axum::middleware::from_fn(speak))
}

/// The board views of the games this server offers, whichever folder serves the rest of
/// the page: the games a page can draw are the games it can play here.
async fn game_views(State(s): State<AppState>) -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        s.hub.catalog.views_script(),
    )
}

/// The query of `/api/games` and of the matches' listings.
#[derive(Debug, Default, Deserialize)]
struct LangQuery {
    /// The language of the games' words (`en` or `pt-BR`).
    #[serde(default)]
    lang: Option<String>,
}

/// The games with their words in the language asked for: `?lang=` (an unknown one is
/// refused), else the browser's `Accept-Language`, else English.
async fn games(
    State(s): State<AppState>,
    Query(query): Query<LangQuery>,
    headers: HeaderMap,
) -> Result<Json<serde_json::Value>, ServerError> {
    let lang = query.read(&headers)?;
    Ok(Json(s.hub.catalog.json_in(lang)))
}

impl LangQuery {
    /// The language asked for: `?lang=`, else the request's `Accept-Language`, else
    /// English. A `lang` the server does not speak is refused.
    fn read(&self, headers: &HeaderMap) -> Result<Lang, ServerError> {
        let Some(tag) = self.lang.as_deref() else {
            return Ok(headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok())
                .map_or(Lang::En, Lang::from_accept_language));
        };
        match tag.parse::<Lang>() {
            Ok(lang) if lang != Lang::Pseudo => Ok(lang),
            _ => Err(ServerError::BadRequest(sentence!(
                TEXTS,
                "lang-unknown",
                tag = tag
            ))),
        }
    }
}

async fn list(
    State(s): State<AppState>,
    Query(query): Query<LangQuery>,
    headers: HeaderMap,
) -> Result<Json<serde_json::Value>, ServerError> {
    let lang = query.read(&headers)?;
    let records = s.hub.store.records(None, false).await?;
    let list: Vec<_> = records
        .iter()
        .map(|r| summary(r, &s.hub.catalog, lang))
        .collect();
    Ok(Json(json!(list)))
}

async fn one(
    State(s): State<AppState>,
    Path(id): Path<String>,
    Query(query): Query<LangQuery>,
    headers: HeaderMap,
) -> Result<Json<serde_json::Value>, ServerError> {
    let lang = query.read(&headers)?;
    let record = s
        .hub
        .store
        .record(&id)
        .await?
        .ok_or_else(|| ServerError::NoMatch(id.chars().take(64).collect()))?;
    let mut answer = summary(&record, &s.hub.catalog, lang);
    // A match that cannot be rebuilt (its game is not in this build) is still listed.
    answer["to_act"] = match to_act(&s.hub, &id).await {
        Ok(seats) => json!(seats),
        Err(e) => {
            tracing::warn!(match_id = %record.id, "cannot tell whose turn it is: {e}");
            serde_json::Value::Null
        }
    };
    Ok(Json(answer))
}

/// The seats to act in match `id` now (one seat, or none while chance is due and at the
/// end), read from the match in memory: the lobby's store does not know whose turn it is.
async fn to_act(hub: &Hub, id: &str) -> Result<Vec<usize>, ServerError> {
    let slot = hub.slot(id).await?;
    let mut live = slot.live.lock().await;
    if hub.store.shared() {
        hub.refresh(&slot, &mut live).await?;
    }
    Ok(match live.game.turn() {
        nile_core::Turn::Player(p) => vec![p],
        _ => Vec::new(),
    })
}

/// A JSON body, with a readable error for a malformed one.
pub fn body<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, ServerError> {
    serde_json::from_slice(bytes).map_err(|e| unreadable_body(&e))
}

/// The refusal of a body that does not read: the JSON reader's own words, in a frame.
pub fn unreadable_body(e: &serde_json::Error) -> ServerError {
    ServerError::BadRequest(sentence!(TEXTS, "body-unreadable", detail = e.to_string()))
}

async fn create(
    State(s): State<AppState>,
    conn: Option<Extension<Conn>>,
    headers: HeaderMap,
    JsonBody(bytes): JsonBody,
) -> Result<Response, ServerError> {
    let req: CreateMatch = body(&bytes)?;
    let ip = client_ip(conn.as_deref(), &headers, s.behind_proxy);
    let (counter, limit) = (&s.hub.creations, s.limits.creates_per_minute);
    if let Some(refused) = over_limit(counter, ip, limit, "too_many_matches", Limited::Matches) {
        return Ok(refused);
    }
    let id = s.hub.create(req).await?;
    let record = s
        .hub
        .store
        .record(&id)
        .await?
        .ok_or_else(|| ServerError::NoMatch(id.clone()))?;
    Ok((
        StatusCode::CREATED,
        Json(summary(&record, &s.hub.catalog, Lang::En)),
    )
        .into_response())
}

/// A request to take a seat (`POST /api/matches/{id}/join`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JoinRequest {
    /// The display name; without one the seat is called by its number ("Player 2").
    #[serde(default)]
    pub name: Option<String>,
    /// The seat wanted; the first open one if absent.
    #[serde(default)]
    pub seat: Option<usize>,
}

async fn join(
    State(s): State<AppState>,
    Path(id): Path<String>,
    JsonBody(bytes): JsonBody,
) -> Result<Json<serde_json::Value>, ServerError> {
    let req: JoinRequest = body(&bytes)?;
    let (seat, token, name) = s.hub.join(&id, req.seat, req.name.as_deref()).await?;
    Ok(Json(
        json!({"match": id, "seat": seat, "token": token, "name": name}),
    ))
}

/// A request to give a seat up (`POST /api/matches/{id}/leave`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeaveRequest {
    /// The seat's credential.
    pub token: String,
}

async fn leave(
    State(s): State<AppState>,
    Path(id): Path<String>,
    JsonBody(bytes): JsonBody,
) -> Result<Json<serde_json::Value>, ServerError> {
    let req: LeaveRequest = body(&bytes)?;
    let seat = s.hub.leave(&id, &req.token).await?;
    Ok(Json(json!({"match": id, "seat": seat, "left": true})))
}

/// The credential a request carries in `Authorization: Bearer …`, if any.
fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
        .map(str::trim)
}

async fn replay(
    State(s): State<AppState>,
    conn: Option<Extension<Conn>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    query: Result<Query<ReplayQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ServerError> {
    let ip = client_ip(conn.as_deref(), &headers, s.behind_proxy);
    let (counter, limit) = (&s.hub.replays, s.limits.replays_per_minute);
    let what = Limited::ReplaySteps;
    if let Some(refused) = over_limit(counter, ip, limit, "too_many_replays", what) {
        return Ok(refused);
    }
    let Query(query) = query.map_err(|e| {
        ServerError::BadRequest(sentence!(TEXTS, "replay-query", detail = e.body_text()))
    })?;
    let body = s.hub.replay(&id, &query, bearer(&headers)).await?;
    Ok(([(header::CONTENT_TYPE, "application/json")], body).into_response())
}

/// A request for a finished match's rematch (`POST /api/matches/{id}/rematch`).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RematchRequest {
    /// A seat's credential: the caller keeps its seat in the rematch. Without one the
    /// request only finds a rematch someone at the table already made.
    #[serde(default)]
    pub token: Option<String>,
}

async fn rematch(
    State(s): State<AppState>,
    Path(id): Path<String>,
    JsonBody(bytes): JsonBody,
) -> Result<Json<serde_json::Value>, ServerError> {
    let req: RematchRequest = body(&bytes)?;
    let (new, seat) = s.hub.rematch(&id, req.token.as_deref()).await?;
    let record = s
        .hub
        .store
        .record(&new)
        .await?
        .ok_or_else(|| ServerError::NoMatch(new.clone()))?;
    let mut answer = summary(&record, &s.hub.catalog, Lang::En);
    answer["to_act"] = json!(to_act(&s.hub, &new).await?);
    answer["seat"] = json!(seat);
    answer["rematch_of"] = json!(id);
    Ok(Json(answer))
}

/// Whether a page from the request's Origin may use this server: a request without
/// one (not a browser), a page served by this server (its Origin names the address the
/// connection reached: `http://127.0.0.1:8080`, or `http://localhost:8080` on the
/// loopback address), or a listed origin (`--allow-origin`). The `Host` header is not
/// trusted: a page on a rebound DNS name sends its own name in both.
pub fn origin_allowed(headers: &HeaderMap, local: Option<SocketAddr>, allowed: &[String]) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let Ok(origin) = origin.to_str() else {
        return false;
    };
    let origin = origin.trim_end_matches('/');
    if allowed.iter().any(|a| a.trim_end_matches('/') == origin) {
        return true;
    }
    let Some(local) = local else {
        return false;
    };
    let Some(rest) = origin.strip_prefix("http://") else {
        return false;
    };
    let port = local.port();
    let mut hosts = vec![SocketAddr::new(local.ip().to_canonical(), port).to_string()];
    if local.ip().is_loopback() {
        hosts.push(format!("localhost:{port}"));
    }
    if port == 80 {
        let bare: Vec<String> = hosts
            .iter()
            .filter_map(|h| h.rsplit_once(':').map(|(host, _)| host.to_string()))
            .collect();
        hosts.extend(bare);
    }
    hosts.iter().any(|h| h.eq_ignore_ascii_case(rest))
}

/// Bytes a connection reads from its socket at a time.
const READ_BUFFER: usize = 8 * 1024;

async fn socket(
    State(s): State<AppState>,
    Path(id): Path<String>,
    conn: Option<Extension<Conn>>,
    uri: axum::http::Uri,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    let conn = conn.map(|Extension(c)| c);
    if !origin_allowed(&headers, conn.as_ref().map(|c| c.local), &s.origins) {
        if let Some(c) = &conn {
            tracing::warn!(client = %c.peer.ip(), "WebSocket refused: Origin {:?} is not allowed", headers.get(header::ORIGIN));
        }
        return bad_origin();
    }
    let held = conn.map(|c| c.held);
    let idle = s.limits.socket_idle;
    // Until its hello names one, the connection reads the language its URL asked for.
    let lang = request_lang(&uri, &headers);
    // The transport refuses frames far past the protocol's limit; the connection itself
    // refuses, with a reason, anything past MAX_MESSAGE.
    upgrade
        .max_message_size(MAX_MESSAGE * 16)
        .max_frame_size(MAX_MESSAGE * 16)
        // Small buffers: a client's messages are tiny, and 2,000 connections with the
        // transport's default 128 KiB each would hold 256 MB.
        .read_buffer_size(READ_BUFFER)
        .write_buffer_size(0)
        .on_upgrade(move |socket| async move {
            // The socket counts against its client's connections while it is open.
            let _held = held;
            crate::ws::serve(s.hub, id, socket, idle, lang).await
        })
}
