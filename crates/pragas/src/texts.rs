//! The game's message catalog (`locales/en/pragas.ftl`, `locales/pt-BR/pragas.ftl`): every
//! text a person reads, in English and in the rulebook's Portuguese.

nile_core::catalog!(
    /// The texts of 10 Pragas do Egito in every language nile speaks.
    pub static TEXTS = "pragas"
);

/// `tr!(lang, "message-id", name = value, …)`: a message of [`TEXTS`] in `lang`.
macro_rules! tr {
    ($lang:expr, $id:literal $(, $k:ident = $v:expr)* $(,)?) => {
        nile_core::text!(crate::texts::TEXTS, $lang, $id $(, $k = $v)*)
    };
}
pub(crate) use tr;

/// A card's printed code ("T17", "P6", "K02"): the same in every language, so it passes
/// through a message as a name rather than as text to translate.
pub(crate) fn code(id: &'static str) -> nile_core::lang::Arg<'static> {
    nile_core::lang::Arg::Name(std::borrow::Cow::Borrowed(id))
}
