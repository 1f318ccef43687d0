//! The server's own catalog (`locales/<language>/server.ftl`): why a request or a message
//! is refused, in the language of whoever reads it.

nile_core::catalog!(
    /// The server's messages in every language nile speaks (`crates/server/locales`).
    pub static TEXTS = "server"
);

use nile_core::Lang;

/// The language a request asks for: its `lang` (from `?lang=`) when the server speaks it,
/// else the best of its `Accept-Language`, else English. The HTTP API, the WebSocket
/// upgrade and the refusal of a connection past the limits all read it this way.
pub fn lang_asked(lang: Option<&str>, accept_language: Option<&str>) -> Lang {
    lang.and_then(|tag| tag.parse::<Lang>().ok())
        .filter(|&lang| lang != Lang::Pseudo)
        .unwrap_or_else(|| accept_language.map_or(Lang::En, Lang::from_accept_language))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_server_catalog_is_whole_and_used() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        nile_core::harness::check_catalog(&TEXTS, &[&src]).unwrap();
    }
}
