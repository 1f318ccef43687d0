//! A sentence kept as a message until it is read: the reasons inside
//! [`GameError`](crate::GameError), which an engine writes before it knows who reads them.

use std::fmt;

use super::{Arg, Catalog, Lang, RAW_CLOSE, RAW_OPEN};

/// A sentence for a person in any language: a catalog's message and its arguments,
/// written out only when it is shown ([`Sentence::text`]). `Display` writes it in English.
///
/// An engine refuses an action before it knows the language of whoever reads the
/// refusal, so the refusal keeps the message, not the words. Build one with
/// [`sentence!`](crate::sentence), which the catalog checks read like [`text!`](crate::text).
///
/// ```
/// use nile_core::lang::{Catalog, Lang, Sentence};
///
/// static TEXTS: Catalog = Catalog::new(
///     "example",
///     "too-far = the pawn cannot move { $n } squares\n",
///     "too-far = o peão não pode andar { $n } casas\n",
/// );
/// let why: Sentence = nile_core::sentence!(TEXTS, "too-far", n = 4);
/// assert_eq!(why.to_string(), "the pawn cannot move 4 squares");
/// assert_eq!(why.text(Lang::PtBr), "o peão não pode andar 4 casas");
/// ```
#[derive(Clone)]
pub struct Sentence(Kind);

#[derive(Clone)]
enum Kind {
    Message {
        catalog: &'static Catalog,
        id: &'static str,
        args: Vec<(&'static str, Value)>,
    },
    Diagnostic(String),
}

/// A value a [`Sentence`] reads: a number, a name written the same in every language
/// (what a person typed, a card's code), or another sentence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// A number (Fluent picks plural forms by it).
    Num(i64),
    /// A text no catalog translates: what a person typed, a code such as `RC05`.
    Name(String),
    /// Another sentence, read in the same language.
    Sentence(Sentence),
}

impl Sentence {
    /// The message `id` of `catalog`, with no arguments yet ([`Sentence::with`] adds
    /// them). [`sentence!`](crate::sentence) is the short way, and the one the catalog
    /// checks see.
    pub fn new(catalog: &'static Catalog, id: &'static str) -> Self {
        Sentence(Kind::Message {
            catalog,
            id,
            args: Vec::new(),
        })
    }

    /// The sentence with one more argument.
    #[must_use]
    pub fn with(mut self, key: &'static str, value: impl Into<Value>) -> Self {
        if let Kind::Message { args, .. } = &mut self.0 {
            args.push((key, value.into()));
        }
        self
    }

    /// A diagnostic for the programmer, in English in every language: why a serialized
    /// state or a program's own call was malformed, never why a person's move was refused.
    /// [`Lang::Pseudo`] marks it as raw text, so a random game that shows one fails the
    /// catalog checks.
    pub fn diagnostic(text: impl Into<String>) -> Self {
        Sentence(Kind::Diagnostic(text.into()))
    }

    /// The sentence in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match &self.0 {
            Kind::Message { catalog, id, args } => {
                let args: Vec<(&str, Arg<'_>)> = args
                    .iter()
                    .map(|(key, value)| (*key, value.arg(lang)))
                    .collect();
                catalog.text(lang, id, &args)
            }
            Kind::Diagnostic(text) if lang == Lang::Pseudo => {
                format!("{RAW_OPEN}{text}{RAW_CLOSE}")
            }
            Kind::Diagnostic(text) => text.clone(),
        }
    }

    /// The message's identifier, or `None` for a [`Sentence::diagnostic`].
    pub fn id(&self) -> Option<&'static str> {
        match &self.0 {
            Kind::Message { id, .. } => Some(id),
            Kind::Diagnostic(_) => None,
        }
    }
}

impl Value {
    fn arg(&self, lang: Lang) -> Arg<'_> {
        match self {
            Value::Num(n) => Arg::Num(*n),
            Value::Name(s) => Arg::Name(s.as_str().into()),
            Value::Sentence(s) => Arg::Text(s.text(lang).into()),
        }
    }
}

macro_rules! num_value {
    ($($t:ty),*) => {$(
        impl From<$t> for Value {
            fn from(n: $t) -> Self {
                Value::Num(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
num_value!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

impl From<Sentence> for Value {
    fn from(s: Sentence) -> Self {
        Value::Sentence(s)
    }
}

impl From<&str> for Value {
    /// A name ([`Value::Name`]): a text no catalog translates.
    fn from(s: &str) -> Self {
        Value::Name(s.to_string())
    }
}

impl From<String> for Value {
    /// A name ([`Value::Name`]): a text no catalog translates.
    fn from(s: String) -> Self {
        Value::Name(s)
    }
}

impl From<&String> for Value {
    /// A name ([`Value::Name`]): a text no catalog translates.
    fn from(s: &String) -> Self {
        Value::Name(s.clone())
    }
}

impl fmt::Display for Sentence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl fmt::Debug for Sentence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Kind::Message { catalog, id, args } => {
                let mut t = f.debug_struct("Sentence");
                t.field("catalog", &catalog.name()).field("id", id);
                for (key, value) in args {
                    t.field(key, value);
                }
                t.finish()
            }
            Kind::Diagnostic(text) => f.debug_tuple("Diagnostic").field(text).finish(),
        }
    }
}

impl PartialEq for Sentence {
    fn eq(&self, other: &Self) -> bool {
        match (&self.0, &other.0) {
            (
                Kind::Message {
                    catalog: c1,
                    id: i1,
                    args: a1,
                },
                Kind::Message {
                    catalog: c2,
                    id: i2,
                    args: a2,
                },
            ) => c1.name() == c2.name() && i1 == i2 && a1 == a2,
            (Kind::Diagnostic(a), Kind::Diagnostic(b)) => a == b,
            _ => false,
        }
    }
}

impl Eq for Sentence {}

/// A [`Sentence`] from a catalog's message: `sentence!(CATALOG, "id", name = value, …)`.
/// Values are numbers, names (`&str`, `String`: written the same in every language) or
/// other sentences. The identifier is a literal, so the catalog checks find it.
#[macro_export]
macro_rules! sentence {
    ($catalog:expr, $id:literal $(, $key:ident = $value:expr)* $(,)?) => {
        $crate::lang::Sentence::new(&$catalog, $id)
            $(.with(stringify!($key), $value))*
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::unwrapped;

    static TEST: Catalog = Catalog::new(
        "test",
        "why = { $what } is gone ({ $n })\nthing = the thing\n",
        "why = { $what } sumiu ({ $n })\nthing = a coisa\n",
    );

    #[test]
    fn a_sentence_is_written_in_the_readers_language_nested_ones_too() {
        let s = crate::sentence!(TEST, "why", what = crate::sentence!(TEST, "thing"), n = 2);
        assert_eq!(s.text(Lang::En), "the thing is gone (2)");
        assert_eq!(s.text(Lang::PtBr), "a coisa sumiu (2)");
        assert_eq!(s.to_string(), "the thing is gone (2)");
        assert_eq!(unwrapped(&s.text(Lang::Pseudo)), None);
        assert_eq!(s.id(), Some("why"));
        assert_eq!(s.clone(), s);
        assert_ne!(s, crate::sentence!(TEST, "why", what = "x", n = 2));
    }

    #[test]
    fn a_name_passes_as_it_is_and_a_diagnostic_shows_as_raw_in_the_pseudo_language() {
        let typed = crate::sentence!(TEST, "why", what = "xyzzy", n = 1);
        assert_eq!(typed.text(Lang::PtBr), "xyzzy sumiu (1)");
        assert_eq!(unwrapped(&typed.text(Lang::Pseudo)), None);
        let raw = Sentence::diagnostic("a broken invariant");
        assert_eq!(raw.text(Lang::PtBr), "a broken invariant");
        assert_eq!(
            unwrapped(&raw.text(Lang::Pseudo)).as_deref(),
            Some("a broken invariant")
        );
        assert_eq!(raw.id(), None);
    }
}
