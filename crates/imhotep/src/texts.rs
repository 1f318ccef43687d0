//! The game's message catalog (`locales/en/imhotep.ftl`, `locales/pt-BR/imhotep.ftl`) and
//! the crate's shorthand to read it.

nile_core::catalog!(
    /// Every text Imhotep writes for people, in English and Brazilian Portuguese (the
    /// rulebook's names).
    pub static TEXTS = "imhotep"
);

/// A message of [`TEXTS`]: `tr!(lang, "id", name = value, …)`.
macro_rules! tr {
    ($lang:expr, $id:literal $(, $k:ident = $v:expr)* $(,)?) => {
        nile_core::text!(crate::texts::TEXTS, $lang, $id $(, $k = $v)*)
    };
}
pub(crate) use tr;
