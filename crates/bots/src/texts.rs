//! The bots' own catalog (`locales/<language>/bots.ftl`): why a seat spec is refused,
//! in every language nile speaks.

nile_core::catalog!(
    /// The bots' messages in every language nile speaks (`crates/bots/locales`).
    pub static TEXTS = "bots"
);

#[cfg(test)]
mod tests {
    use super::TEXTS;

    #[test]
    fn the_bots_catalog_is_whole_and_used() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        nile_core::harness::check_catalog(&TEXTS, &[&src]).unwrap();
    }
}
