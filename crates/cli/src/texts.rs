//! The terminal's own catalog (`locales/<language>/cli.ftl`).

nile_core::catalog!(
    /// The terminal's messages in every language nile speaks (`crates/cli/locales`).
    pub static TEXTS = "cli"
);

/// A message of [`TEXTS`]: `tr!(lang, "id", name = value, …)`.
macro_rules! tr {
    ($lang:expr, $id:literal $(, $key:ident = $value:expr)* $(,)?) => {
        nile_core::text!(crate::texts::TEXTS, $lang, $id $(, $key = $value)*)
    };
}
pub(crate) use tr;

/// A name no catalog translates (a seat's spec, a file's path, a typed entry).
pub(crate) fn name(text: impl std::fmt::Display) -> nile_core::lang::Arg<'static> {
    nile_core::lang::Arg::Name(text.to_string().into())
}

/// `x` with `places` decimals as `lang` writes numbers: a decimal point in English, a
/// decimal comma in Portuguese (`0.003`, `0,003`).
pub(crate) fn decimal(
    x: f64,
    places: usize,
    lang: nile_core::Lang,
) -> nile_core::lang::Arg<'static> {
    let text = format!("{x:.places$}");
    name(match lang {
        nile_core::Lang::PtBr => text.replace('.', ","),
        nile_core::Lang::En | nile_core::Lang::Pseudo => text,
    })
}
