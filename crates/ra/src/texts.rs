//! The catalog of every text Rá writes for people (`locales/en/ra.ftl`,
//! `locales/pt-BR/ra.ftl`) and the crate's shorthand [`tr!`] for a message of it (the
//! names of tile kinds and disasters are read in `tiles.rs`).

use nile_core::lang::Arg;

nile_core::catalog!(
    /// Rá's texts in English and Brazilian Portuguese, the rulebook's names in the
    /// latter (`locales/*/ra.ftl`).
    pub static TEXTS = "ra"
);

/// A message of Rá's catalog in a language: `tr!(lang, "id", name = value, …)`.
macro_rules! tr {
    ($lang:expr, $id:literal $(, $k:ident = $v:expr)* $(,)?) => {
        nile_core::text!(crate::texts::TEXTS, $lang, $id $(, $k = $v)*)
    };
}
pub(crate) use tr;

/// A label no language translates (a disc group's letter): passed to a message as a
/// name, so the pseudo-language lets it through.
pub(crate) fn label(text: impl Into<String>) -> Arg<'static> {
    Arg::Name(text.into().into())
}
