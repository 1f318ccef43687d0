//! The lobby's HTTP API, the WebSocket upgrade (with its Origin check) and the browser
//! app's files.

use std::sync::Arc;

use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::json;

use crate::error::ServerError;
use crate::hub::{summary, CreateMatch, Hub};
use crate::protocol::MAX_MESSAGE;
use crate::Options;

/// Largest request body the lobby reads.
const MAX_BODY: usize = 16 * 1024;

#[derive(Clone)]
struct AppState {
    hub: Arc<Hub>,
    origins: Arc<Vec<String>>,
}

impl IntoResponse for ServerError {
    fn into_response(self) -> Response {
        let status = StatusCode::from_u16(self.status()).unwrap_or(StatusCode::BAD_REQUEST);
        (
            status,
            Json(json!({"error": self.code(), "message": self.to_string()})),
        )
            .into_response()
    }
}

/// The routes.
pub fn router(hub: Arc<Hub>, options: &Options) -> Router {
    let state = AppState {
        hub,
        origins: Arc::new(options.allowed_origins.clone()),
    };
    let api = Router::new()
        .route("/api/games", get(games))
        .route("/api/matches", get(list).post(create))
        .route("/api/matches/{id}", get(one))
        .route("/api/matches/{id}/join", post(join))
        .route("/api/matches/{id}/leave", post(leave))
        .route("/api/matches/{id}/ws", get(socket))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .with_state(state);
    match &options.web {
        Some(dir) if dir.is_dir() => api.fallback_service(tower_http::services::ServeDir::new(dir)),
        _ => api.fallback(|| async {
            (
                StatusCode::NOT_FOUND,
                "not found (the browser app is served when its folder exists: build it with bash web/build.sh)",
            )
        }),
    }
}

async fn games(State(s): State<AppState>) -> Json<serde_json::Value> {
    Json(s.hub.catalog.json())
}

async fn list(State(s): State<AppState>) -> Result<Json<serde_json::Value>, ServerError> {
    let records = s.hub.store.records(None, false).await?;
    let list: Vec<_> = records.iter().map(|r| summary(r, &s.hub.catalog)).collect();
    Ok(Json(json!(list)))
}

async fn one(
    State(s): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<serde_json::Value>, ServerError> {
    let record = s
        .hub
        .store
        .record(&id)
        .await?
        .ok_or_else(|| ServerError::NoMatch(id.chars().take(64).collect()))?;
    Ok(Json(summary(&record, &s.hub.catalog)))
}

/// A JSON body, with a readable error for a malformed one.
fn body<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, ServerError> {
    serde_json::from_slice(bytes)
        .map_err(|e| ServerError::BadRequest(format!("not a valid request body: {e}")))
}

async fn create(
    State(s): State<AppState>,
    bytes: axum::body::Bytes,
) -> Result<Response, ServerError> {
    let req: CreateMatch = body(&bytes)?;
    let id = s.hub.create(req).await?;
    let record = s
        .hub
        .store
        .record(&id)
        .await?
        .ok_or_else(|| ServerError::NoMatch(id.clone()))?;
    Ok((StatusCode::CREATED, Json(summary(&record, &s.hub.catalog))).into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct JoinRequest {
    name: String,
    #[serde(default)]
    seat: Option<usize>,
}

async fn join(
    State(s): State<AppState>,
    Path(id): Path<String>,
    bytes: axum::body::Bytes,
) -> Result<Json<serde_json::Value>, ServerError> {
    let req: JoinRequest = body(&bytes)?;
    let (seat, token) = s.hub.join(&id, req.seat, &req.name).await?;
    Ok(Json(json!({"match": id, "seat": seat, "token": token})))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LeaveRequest {
    token: String,
}

async fn leave(
    State(s): State<AppState>,
    Path(id): Path<String>,
    bytes: axum::body::Bytes,
) -> Result<Json<serde_json::Value>, ServerError> {
    let req: LeaveRequest = body(&bytes)?;
    let seat = s.hub.leave(&id, &req.token).await?;
    Ok(Json(json!({"match": id, "seat": seat, "left": true})))
}

/// Whether a page from `origin` may open a socket here: the server's own origin (the
/// `Host` the request came to), a listed one, or no Origin at all (not a browser).
fn origin_allowed(headers: &HeaderMap, allowed: &[String]) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let Ok(origin) = origin.to_str() else {
        return false;
    };
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or("");
    let own = ["http://", "https://"]
        .iter()
        .any(|scheme| origin.strip_prefix(scheme) == Some(host) && !host.is_empty());
    own || allowed.iter().any(|a| a == origin)
}

/// Bytes a connection reads from its socket at a time.
const READ_BUFFER: usize = 8 * 1024;

async fn socket(
    State(s): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    if !origin_allowed(&headers, &s.origins) {
        return (
            StatusCode::FORBIDDEN,
            Json(json!({"error": "bad_origin", "message": "pages from this origin may not connect (see --allow-origin)"})),
        )
            .into_response();
    }
    // The transport refuses frames far past the protocol's limit; the connection itself
    // refuses, with a reason, anything past MAX_MESSAGE.
    upgrade
        .max_message_size(MAX_MESSAGE * 16)
        .max_frame_size(MAX_MESSAGE * 16)
        // Small buffers: a client's messages are tiny, and 2,000 connections with the
        // transport's default 128 KiB each would hold 256 MB.
        .read_buffer_size(READ_BUFFER)
        .write_buffer_size(0)
        .on_upgrade(move |socket| crate::ws::serve(s.hub, id, socket))
}
