//! Senet's catalog: every text a person reads, in `locales/<language>/senet.ftl`.

nile_core::catalog!(
    /// Senet's messages in every language nile speaks (`crates/senet/locales`).
    pub static TEXTS = "senet"
);

/// A message of [`TEXTS`]: `tr!(lang, "id", name = value, …)`.
macro_rules! tr {
    ($lang:expr, $id:literal $(, $key:ident = $value:expr)* $(,)?) => {
        nile_core::text!(crate::texts::TEXTS, $lang, $id $(, $key = $value)*)
    };
}
pub(crate) use tr;
