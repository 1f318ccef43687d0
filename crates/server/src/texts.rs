//! The server's own catalog (`locales/<language>/server.ftl`): why a request or a message
//! is refused, in the language of whoever reads it.

nile_core::catalog!(
    /// The server's messages in every language nile speaks (`crates/server/locales`).
    pub static TEXTS = "server"
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_server_catalog_is_whole_and_used() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        nile_core::harness::check_catalog(&TEXTS, &[&src]).unwrap();
    }
}
