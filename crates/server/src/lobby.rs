//! The lobby's side of a match: a creation request checked against the catalog, and the
//! summary the lobby lists.

use nile_core::lang::Lang;
use nile_core::sentence;
use serde::Deserialize;

use crate::bots::check_spec;
use crate::catalog::{Catalog, GameKind};
use crate::clock::{self, ClockRequest};
use crate::error::ServerError;
use crate::live::Live;
use crate::store::{MatchRecord, SeatRecord, OPEN};
use crate::texts::TEXTS;

/// A request to create a match (the lobby's `POST /api/matches`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateMatch {
    /// The game's name.
    pub game: String,
    /// Seat count (defaults to the number of seats given).
    #[serde(default)]
    pub players: Option<usize>,
    /// The game's options, `key: value`.
    #[serde(default)]
    pub options: std::collections::BTreeMap<String, String>,
    /// A seed for reproducible games; random if absent. A chosen seed decides every
    /// draw, so it is shown to every seat (in the lobby and in every `state`): anyone
    /// at the table can foresee the draws as well as the creator can.
    #[serde(default)]
    pub seed: Option<u64>,
    /// Each seat: `"open"` for a person, or a bot spec (`"mcts:500ms"`).
    pub seats: Vec<String>,
    /// The match's clock (none if absent): see [`crate::clock`].
    #[serde(default)]
    pub clock: Option<ClockRequest>,
}

/// Most seats a match may have (every game has at most five; this bounds requests).
const MAX_SEATS: usize = 8;

/// The game named `game` in `catalog`, or a sentence listing the games.
pub(crate) fn find_kind(catalog: &Catalog, game: &str) -> Result<GameKind, ServerError> {
    catalog.find(game).ok_or_else(|| {
        ServerError::BadRequest(sentence!(
            TEXTS,
            "lobby-no-game",
            game = game.chars().take(64).collect::<String>(),
            games = catalog.names().join(", ")
        ))
    })
}

/// Checks a request to create a match against `catalog`, touching nothing: the game, its
/// configuration (as JSON) and the seats, or why it is refused.
pub fn check_create(
    catalog: &Catalog,
    req: &CreateMatch,
) -> Result<(GameKind, String, Vec<SeatRecord>), ServerError> {
    let kind = find_kind(catalog, &req.game)?;
    if req.seats.is_empty() || req.seats.len() > MAX_SEATS {
        return Err(ServerError::BadRequest(sentence!(
            TEXTS,
            "lobby-seat-count",
            max = MAX_SEATS
        )));
    }
    let players = req.players.unwrap_or(req.seats.len());
    if players != req.seats.len() {
        return Err(ServerError::BadRequest(sentence!(
            TEXTS,
            "lobby-seats-for-players",
            seats = req.seats.len(),
            players = players.to_string()
        )));
    }
    let options: Vec<(&str, &str)> = req
        .options
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    let config_json = kind.game.config_json(players, &options)?;
    let mut seats = Vec::new();
    for spec in &req.seats {
        let spec = spec.trim().to_ascii_lowercase();
        if spec != OPEN {
            check_spec(&spec)?;
            kind.agents.agent(&spec, 0)?;
        }
        seats.push(SeatRecord {
            spec,
            name: None,
            token_hash: None,
            stand_in: None,
            clock_ms: None,
        });
    }
    Ok((kind, config_json, seats))
}

/// The lobby's view of a stored match, its game's title in `lang`.
pub fn summary(record: &MatchRecord, catalog: &Catalog, lang: Lang) -> serde_json::Value {
    let title = catalog.find(&record.game).map(|k| k.game.title_in(lang));
    let open: Vec<usize> = record
        .seats
        .iter()
        .enumerate()
        .filter(|(_, s)| s.spec == OPEN && s.token_hash.is_none())
        .map(|(i, _)| i)
        .collect();
    serde_json::json!({
        "id": record.id,
        "game": record.game,
        "title": title,
        "players": record.seats.len(),
        "seats": Live::seats_json(record),
        "open_seats": open,
        "step": record.step,
        // A seed the creator chose is everyone's to know; a random one stays secret
        // until the end (the log of a finished match holds it).
        "seed": record.seed_public.then_some(record.seed),
        "clock": clock::clock_json(record),
        "status": if record.over { "over" } else if open.is_empty() { "playing" } else { "waiting" },
        "link": format!("/?match={}", record.id),
    })
}
