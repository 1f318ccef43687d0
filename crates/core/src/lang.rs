//! Languages and message catalogs: every text a person reads, in English or Brazilian
//! Portuguese (the rulebooks' language).
//!
//! A crate that writes texts for people keeps them in one [Project Fluent] file per
//! language, `locales/en/<name>.ftl` and `locales/pt-BR/<name>.ftl`, declares its
//! [`Catalog`] once with [`catalog!`](crate::catalog) and writes every text through
//! [`text!`](crate::text): a message identifier and its arguments, never an English
//! sentence built with `format!`. Fluent keeps what differs between languages in the
//! files (plural forms, gender, word order), so the code stays the same for every
//! language.
//!
//! [`Lang::Pseudo`] is the test language: every message comes out in English wrapped in
//! `⟦` and `⟧`, so a test can find any text that reached a person without going through a
//! catalog ([`unwrapped`]).
//!
//! Adding a language: a [`Lang`] variant with its tag, a line in [`catalog!`](crate::catalog) and a
//! `locales/<tag>/` file in every crate with a catalog. The catalog checks
//! ([`crate::harness::check_catalog`]) then require every message in the new files.
//!
//! [Project Fluent]: https://projectfluent.org
//!
//! ```
//! use nile_core::lang::{Catalog, Lang};
//!
//! static TEXTS: Catalog = Catalog::new(
//!     "example",
//!     "throw = seat { $seat } throws { $n ->\n  [one] one stick\n *[other] { $n } sticks\n}\n",
//!     "throw = o assento { $seat } lança { $n ->\n  [one] um bastão\n *[other] { $n } bastões\n}\n",
//! );
//! assert_eq!(nile_core::text!(TEXTS, Lang::En, "throw", seat = 1, n = 3), "seat 1 throws 3 sticks");
//! assert_eq!(nile_core::text!(TEXTS, Lang::PtBr, "throw", seat = 1, n = 1), "o assento 1 lança um bastão");
//! assert_eq!(nile_core::text!(TEXTS, Lang::Pseudo, "throw", seat = 0, n = 2), "⟦seat 0 throws 2 sticks⟧");
//! ```

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};

use crate::GameError;

mod sentence;

pub use sentence::{Sentence, Value};

crate::catalog!(
    /// The texts every game shares (`crates/core/locales/*/core.ftl`).
    pub static CORE_TEXTS = "core"
);

/// A language nile speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Lang {
    /// English (`en`), the default.
    #[default]
    #[serde(rename = "en")]
    En,
    /// Brazilian Portuguese (`pt-BR`), the language of the rulebooks.
    #[serde(rename = "pt-BR")]
    PtBr,
    /// The test language (`en-XA`): English with every message wrapped in `⟦…⟧`, so that
    /// a text which bypassed the catalogs shows (see [`unwrapped`]).
    #[serde(rename = "en-XA")]
    Pseudo,
}

/// The opening marker of a message in [`Lang::Pseudo`].
pub const PSEUDO_OPEN: char = '⟦';
/// The closing marker of a message in [`Lang::Pseudo`].
pub const PSEUDO_CLOSE: char = '⟧';

impl Lang {
    /// The languages a person can choose, in the order a switch lists them.
    pub const PLAYABLE: [Lang; 2] = [Lang::En, Lang::PtBr];

    /// The language's tag (BCP 47): `en`, `pt-BR`, `en-XA`.
    pub const fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::PtBr => "pt-BR",
            Lang::Pseudo => "en-XA",
        }
    }

    /// The language's name in itself, as a switch shows it.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::PtBr => "Português (Brasil)",
            Lang::Pseudo => "Pseudo",
        }
    }

    /// The language of a locale or tag as people and systems write it (`pt-BR`,
    /// `pt_BR.UTF-8`, `pt`, `en-GB`, `C`), or `None` for one nile does not speak. Any
    /// Portuguese is Brazilian Portuguese, any English English; `C` and `POSIX` (a
    /// system with no locale) are English.
    ///
    /// ```
    /// use nile_core::lang::Lang;
    /// assert_eq!(Lang::from_locale("pt_BR.UTF-8"), Some(Lang::PtBr));
    /// assert_eq!(Lang::from_locale("en-GB"), Some(Lang::En));
    /// assert_eq!(Lang::from_locale("C.UTF-8"), Some(Lang::En));
    /// assert_eq!(Lang::from_locale("de_DE"), None);
    /// ```
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let locale = locale.trim();
        // `pt_BR.UTF-8@euro` → `pt_BR` → language `pt`, region `BR`.
        let base = locale.split(['.', '@']).next().unwrap_or("");
        let mut parts = base.split(['-', '_']);
        let language = parts.next().unwrap_or("").to_ascii_lowercase();
        let region = parts.next().unwrap_or("").to_ascii_lowercase();
        match (language.as_str(), region.as_str()) {
            ("pt", _) => Some(Lang::PtBr),
            ("en", "xa") => Some(Lang::Pseudo),
            ("en" | "c" | "posix", _) => Some(Lang::En),
            _ => None,
        }
    }

    /// The language the environment asks for: the first of `LC_ALL`, `LC_MESSAGES` and
    /// `LANG` that is set and not empty (the POSIX order), English when that names a
    /// language nile does not speak or none is set.
    pub fn from_env() -> Lang {
        Self::from_env_vars(|name| std::env::var(name).ok())
    }

    /// [`Lang::from_env`] over any source of variables (a test's).
    ///
    /// ```
    /// use nile_core::lang::Lang;
    /// let env = |name: &str| (name == "LANG").then(|| "pt_BR.UTF-8".to_string());
    /// assert_eq!(Lang::from_env_vars(env), Lang::PtBr);
    /// let env = |name: &str| match name {
    ///     "LC_ALL" => Some("en_US.UTF-8".to_string()),
    ///     "LANG" => Some("pt_BR.UTF-8".to_string()),
    ///     _ => None,
    /// };
    /// assert_eq!(Lang::from_env_vars(env), Lang::En);
    /// ```
    pub fn from_env_vars(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| var(name).filter(|v| !v.trim().is_empty()))
            .next()
            .and_then(|locale| Lang::from_locale(&locale))
            .unwrap_or_default()
    }

    /// The best language of an HTTP `Accept-Language` header (`pt-BR,pt;q=0.9,en;q=0.8`):
    /// the one nile speaks with the highest weight, English when it names none.
    ///
    /// ```
    /// use nile_core::lang::Lang;
    /// assert_eq!(Lang::from_accept_language("pt-BR,pt;q=0.9,en;q=0.8"), Lang::PtBr);
    /// assert_eq!(Lang::from_accept_language("de;q=0.9, en;q=0.5, pt;q=0.7"), Lang::PtBr);
    /// assert_eq!(Lang::from_accept_language("fr"), Lang::En);
    /// ```
    pub fn from_accept_language(header: &str) -> Lang {
        let mut best: Option<(f32, Lang)> = None;
        for item in header.split(',') {
            let mut fields = item.split(';');
            let Some(lang) = fields.next().and_then(Lang::from_locale) else {
                continue;
            };
            if lang == Lang::Pseudo {
                continue;
            }
            let weight = fields
                .filter_map(|f| f.trim().strip_prefix("q="))
                .find_map(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            if best.is_none_or(|(w, _)| weight > w) {
                best = Some((weight, lang));
            }
        }
        best.map_or(Lang::En, |(_, lang)| lang)
    }

    fn slot(self) -> usize {
        match self {
            Lang::En | Lang::Pseudo => 0,
            Lang::PtBr => 1,
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

impl FromStr for Lang {
    type Err = GameError;

    /// A tag or locale ([`Lang::from_locale`]): `en`, `pt-BR`, `pt_BR.UTF-8`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Lang::from_locale(text).ok_or_else(|| {
            GameError::InvalidConfig(crate::sentence!(
                CORE_TEXTS,
                "config-no-such-lang",
                text = text
            ))
        })
    }
}

/// A value a message reads: a number, a text already in the reader's language, or a
/// person's name.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg<'a> {
    /// A number (Fluent picks plural forms by it).
    Num(i64),
    /// A text in the reader's language, most often another message's.
    Text(Cow<'a, str>),
    /// A name no catalog translates (a person's, a file's): [`Lang::Pseudo`] lets it
    /// through as it is, where it marks a [`Arg::Text`] that was not a message.
    Name(Cow<'a, str>),
}

macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
num_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Text(Cow::Owned(s))
    }
}

/// One crate's messages in every language: declared once per crate with
/// [`catalog!`](crate::catalog), read with [`text!`](crate::text).
pub struct Catalog {
    name: &'static str,
    sources: [&'static str; 2],
    bundles: OnceLock<[FluentBundle<FluentResource>; 2]>,
}

impl fmt::Debug for Catalog {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Catalog").field("name", &self.name).finish()
    }
}

impl Catalog {
    /// A catalog named `name` from its English and Portuguese Fluent sources (what
    /// [`catalog!`](crate::catalog) reads from the crate's `locales/`).
    pub const fn new(name: &'static str, en: &'static str, pt_br: &'static str) -> Self {
        Catalog {
            name,
            sources: [en, pt_br],
            bundles: OnceLock::new(),
        }
    }

    /// The catalog's name (its files' name).
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The Fluent source of `lang` (English for [`Lang::Pseudo`]).
    pub fn source(&self, lang: Lang) -> &'static str {
        self.sources[lang.slot()]
    }

    /// The identifiers of the messages in `lang`'s file, in file order (terms, whose
    /// identifiers start with `-`, are not messages).
    pub fn ids(&self, lang: Lang) -> Vec<&'static str> {
        message_ids(self.source(lang))
    }

    /// The parse errors of `lang`'s file, as sentences (none in a catalog that passes its
    /// checks).
    pub fn errors(&self, lang: Lang) -> Vec<String> {
        match FluentResource::try_new(self.source(lang).to_string()) {
            Ok(_) => Vec::new(),
            Err((_, errors)) => errors.iter().map(|e| format!("{e:?}")).collect(),
        }
    }

    fn bundles(&self) -> &[FluentBundle<FluentResource>; 2] {
        self.bundles.get_or_init(|| {
            [Lang::En, Lang::PtBr].map(|lang| {
                // A file with an error still gives every message it could read; the
                // catalog checks require none.
                let resource = FluentResource::try_new(self.source(lang).to_string())
                    .unwrap_or_else(|(partial, _)| partial);
                let id = lang.tag().parse().unwrap_or_default();
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                // No Unicode isolation marks around arguments: terminals print them.
                bundle.set_use_isolating(false);
                let _ = bundle.add_resource(resource);
                bundle
            })
        })
    }

    /// Whether `lang`'s file has a message `id`.
    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.bundles()[lang.slot()].has_message(id)
    }

    /// The message `id` in `lang` with `args`. A message missing from `lang` falls back
    /// to English, and one missing from both reads as its identifier (the catalog checks
    /// make both impossible in a tested crate). [`text!`](crate::text) is the short way
    /// to call it.
    pub fn text(&self, lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let bundles = self.bundles();
        let found = [lang.slot(), 0].into_iter().find_map(|slot| {
            let bundle = &bundles[slot];
            let pattern = bundle.get_message(id)?.value()?;
            Some((bundle, pattern))
        });
        let Some((bundle, pattern)) = found else {
            return id.to_string();
        };
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (key, value) in args {
            let value = match value {
                Arg::Num(n) => FluentValue::from(*n),
                // A text already marked raw (a diagnostic) is not marked twice.
                Arg::Text(s) if lang == Lang::Pseudo && leaks(s) && !s.starts_with(RAW_OPEN) => {
                    FluentValue::from(format!("{RAW_OPEN}{s}{RAW_CLOSE}"))
                }
                Arg::Text(s) | Arg::Name(s) => FluentValue::from(s.as_ref()),
            };
            fluent_args.set(*key, value);
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
        if lang == Lang::Pseudo {
            format!("{PSEUDO_OPEN}{text}{PSEUDO_CLOSE}")
        } else {
            text.into_owned()
        }
    }
}

/// Where [`Lang::Pseudo`] puts a text argument that holds letters outside any message:
/// a sentence that bypassed the catalogs and was handed to one as an argument.
const RAW_OPEN: &str = "⟪raw:";
const RAW_CLOSE: &str = "⟫";

/// Whether a text argument holds letters no message wrapped.
fn leaks(text: &str) -> bool {
    unwrapped(text).is_some()
}

/// The identifiers of the messages in a Fluent source: lines that start with an
/// identifier and ` =` (attributes, terms, comments and continuation lines do not).
fn message_ids(source: &str) -> Vec<&str> {
    source
        .lines()
        .filter_map(|line| {
            let (id, _) = line.split_once('=')?;
            let id = id.trim_end();
            let first = id.chars().next()?;
            (first.is_ascii_alphabetic()
                && id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .then_some(id)
        })
        .collect()
}

/// What of `text` (written in [`Lang::Pseudo`]) did not come from a catalog: the words
/// outside every `⟦…⟧`, and any argument a message was handed as a raw sentence. `None`
/// when every letter is inside a message; digits, punctuation, spaces and drawing
/// characters may stand outside.
///
/// ```
/// use nile_core::lang::unwrapped;
/// assert_eq!(unwrapped("⟦seat 1 throws 3⟧\n  12 | ⟦Water⟧"), None);
/// assert_eq!(unwrapped("⟦seat 1⟧: bids 9").as_deref(), Some("bids"));
/// assert_eq!(unwrapped("⟦take ⟪raw:Royal Decree⟫⟧").as_deref(), Some("Royal Decree"));
/// ```
pub fn unwrapped(text: &str) -> Option<String> {
    let mut depth = 0usize;
    let mut outside = String::new();
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if let Some(after) = rest.strip_prefix(RAW_OPEN) {
            let end = after.find(RAW_CLOSE).unwrap_or(after.len());
            return Some(after[..end].to_string());
        }
        match c {
            PSEUDO_OPEN => depth += 1,
            PSEUDO_CLOSE => depth = depth.saturating_sub(1),
            c if depth == 0 => outside.push(c),
            _ => {}
        }
        rest = &rest[c.len_utf8()..];
    }
    let words: Vec<&str> = outside
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .collect();
    (!words.is_empty()).then(|| words.join(" "))
}

/// Declares a crate's [`Catalog`] from its `locales/en/<name>.ftl` and
/// `locales/pt-BR/<name>.ftl` (paths from the crate's root, read at compile time).
///
/// ```ignore
/// nile_core::catalog!(pub(crate) static TEXTS = "senet");
/// ```
#[macro_export]
macro_rules! catalog {
    ($(#[$meta:meta])* $vis:vis static $name:ident = $file:literal) => {
        $(#[$meta])*
        $vis static $name: $crate::lang::Catalog = $crate::lang::Catalog::new(
            $file,
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/en/", $file, ".ftl")),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/pt-BR/", $file, ".ftl")),
        );
    };
}

/// A message of a [`Catalog`] in a language: `text!(CATALOG, lang, "id", name = value, …)`.
/// Values are numbers, texts ([`Arg::Text`]) or names ([`Arg::Name`]). The identifier is
/// a literal, so the catalog checks can find every message the code uses.
#[macro_export]
macro_rules! text {
    ($catalog:expr, $lang:expr, $id:literal $(, $key:ident = $value:expr)* $(,)?) => {
        $catalog.text($lang, $id, &[$((stringify!($key), $crate::lang::Arg::from($value))),*])
    };
}

/// A message identifier named in data (a table's row) rather than in a [`text!`] call:
/// `message!("card-d05")` is the literal `"card-d05"`, marked so the catalog checks
/// ([`crate::harness::check_catalog`]) require it in the catalog.
#[macro_export]
macro_rules! message {
    ($id:literal) => {
        $id
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_core_catalog_is_whole_and_used() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        crate::harness::check_catalog(&CORE_TEXTS, &[&src]).unwrap();
    }

    static TEST: Catalog = Catalog::new(
        "test",
        "hello = hello { $who }\nonly-en = only in English\n-term = T\nmulti =\n    two\n    lines\n",
        "hello = olá { $who }\nmulti =\n    duas\n    linhas\n",
    );

    #[test]
    fn a_missing_message_falls_back_to_english_then_to_its_identifier() {
        assert_eq!(TEST.text(Lang::PtBr, "only-en", &[]), "only in English");
        assert_eq!(TEST.text(Lang::PtBr, "nowhere", &[]), "nowhere");
        assert_eq!(
            crate::text!(TEST, Lang::PtBr, "hello", who = "mundo"),
            "olá mundo"
        );
    }

    #[test]
    fn ids_are_messages_not_terms_or_continuations() {
        assert_eq!(TEST.ids(Lang::En), vec!["hello", "only-en", "multi"]);
        assert_eq!(TEST.ids(Lang::PtBr), vec!["hello", "multi"]);
        assert!(TEST.errors(Lang::En).is_empty());
    }

    #[test]
    fn pseudo_marks_a_raw_sentence_but_not_a_name_or_a_message() {
        let raw = TEST.text(Lang::Pseudo, "hello", &[("who", Arg::from("world"))]);
        assert_eq!(unwrapped(&raw).as_deref(), Some("world"));
        let name = TEST.text(Lang::Pseudo, "hello", &[("who", Arg::Name("Ana".into()))]);
        assert_eq!(unwrapped(&name), None);
        let inner = TEST.text(Lang::Pseudo, "multi", &[]);
        let nested = TEST.text(Lang::Pseudo, "hello", &[("who", Arg::from(inner))]);
        assert_eq!(nested, "⟦hello ⟦two\nlines⟧⟧");
        assert_eq!(unwrapped(&nested), None);
    }

    #[test]
    fn languages_read_from_tags_locales_and_headers() {
        for lang in [Lang::En, Lang::PtBr, Lang::Pseudo] {
            assert_eq!(lang.tag().parse::<Lang>().unwrap(), lang);
        }
        assert!("klingon".parse::<Lang>().is_err());
        assert_eq!(Lang::from_accept_language(""), Lang::En);
        assert_eq!(Lang::from_accept_language("en-XA, pt;q=0.1"), Lang::PtBr);
        assert_eq!(Lang::from_env_vars(|_| Some(String::new())), Lang::En);
        assert_eq!(
            Lang::from_env_vars(|n| (n == "LANG").then(|| "ja_JP".into())),
            Lang::En
        );
    }
}
