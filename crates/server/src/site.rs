//! The browser app built into the server: the static files of the repository's
//! `web/site/`, embedded at compile time (`build.rs`), served when no app folder
//! (`--web`, `web/dist` by default) exists. This copy has no WebAssembly engine: its
//! `engine.js` says so (`NILE_WORKER_SRC = null`), and the page then plays every game —
//! against bots too — through this server, which sends each seat its view, legal actions
//! and texts.

use axum::http::{header, StatusCode, Uri};
use axum::response::{IntoResponse, Response};

/// Each embedded file: its name under `/` and its bytes.
static FILES: &[(&str, &[u8])] = include!(concat!(env!("OUT_DIR"), "/site.rs"));

/// What the page loads in place of the engine when none was built: the app reads a null
/// worker source as "no engine here".
const NO_ENGINE: &str =
    "// No WebAssembly engine in this build: games are played through the server.\nconst NILE_WORKER_SRC = null;\n";

/// Where the page loads every game's board view: not a file of `web/site/` but written by
/// the router from the games the server offers (`Catalog::views_script`).
pub const GAME_VIEWS: &str = "/game-views.js";

/// Whether any file was embedded (a packaged copy of the crate has none).
pub fn embedded() -> bool {
    !FILES.is_empty()
}

/// The embedded file at `path` (`/` is `index.html`), if there is one.
pub fn file(path: &str) -> Option<(&'static str, &'static [u8])> {
    let name = path.strip_prefix('/').unwrap_or(path);
    let name = if name.is_empty() { "index.html" } else { name };
    if name == "engine.js" && embedded() {
        return Some((content_type(name), NO_ENGINE.as_bytes()));
    }
    FILES
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(n, bytes)| (content_type(n), *bytes))
}

fn content_type(name: &str) -> &'static str {
    match name.rsplit_once('.').map(|(_, ext)| ext) {
        Some("html") => "text/html; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// Serves an embedded file, or `404` with a sentence.
pub async fn serve(uri: Uri) -> Response {
    match file(uri.path()) {
        Some((kind, bytes)) => (
            [
                (header::CONTENT_TYPE, kind),
                // The files change with the binary: a page reloads them after an upgrade.
                (header::CACHE_CONTROL, "no-cache"),
            ],
            bytes,
        )
            .into_response(),
        None if embedded() => (StatusCode::NOT_FOUND, "not found").into_response(),
        None => (
            StatusCode::NOT_FOUND,
            "not found (this build has no browser app: give its folder with --web, built by bash web/build.sh)",
        )
            .into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_and_its_scripts_are_embedded_and_the_engine_is_absent() {
        let (kind, index) = file("/").expect("index.html is embedded");
        assert!(kind.starts_with("text/html"));
        let index = std::str::from_utf8(index).expect("UTF-8");
        // Every script the page loads is served: embedded, or the board views the router
        // writes (tested with the server, in tests/matches.rs).
        let mut views = 0;
        for script in index.split("<script src=\"").skip(1) {
            let path = format!("/{}", &script[..script.find('"').expect("closing quote")]);
            if path == GAME_VIEWS {
                views += 1;
                continue;
            }
            assert!(file(&path).is_some(), "{path} is not served");
        }
        assert_eq!(views, 1, "the page loads the games' board views once");
        let (_, engine) = file("/engine.js").expect("engine.js");
        assert!(std::str::from_utf8(engine)
            .expect("UTF-8")
            .contains("NILE_WORKER_SRC = null"));
        assert!(
            file("/worker.js").is_none(),
            "the worker is the engine's, not served alone"
        );
        assert!(file("/../Cargo.toml").is_none());
        assert!(file("/nope.js").is_none());
    }
}
