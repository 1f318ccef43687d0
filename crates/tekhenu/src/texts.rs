//! Tekhenu's catalog (`locales/<language>/tekhenu.ftl`) and the names every text shares:
//! gods, tokens, colours, lights, districts, people-statue spaces, card kinds and cards,
//! each a message so that a text names them in the reader's language.

use std::borrow::Cow;

use nile_core::lang::Arg;
use nile_core::{message, Lang};

use crate::cards::{Card, CardKind};
use crate::pieces::{Colour, Light};

nile_core::catalog!(
    /// Tekhenu's messages in every language nile speaks (`crates/tekhenu/locales`).
    pub static TEXTS = "tekhenu"
);

/// A message of [`TEXTS`]: `tr!(lang, "id", name = value, …)`.
macro_rules! tr {
    ($lang:expr, $id:literal $(, $key:ident = $value:expr)* $(,)?) => {
        nile_core::text!(crate::texts::TEXTS, $lang, $id $(, $key = $value)*)
    };
}
pub(crate) use tr;

/// A message named in a table.
pub(crate) fn msg(lang: Lang, id: &str) -> String {
    TEXTS.text(lang, id, &[])
}

/// A printed code (`B21`, `S04`, `T19`) as a message argument: the same in every
/// language, so no catalog translates it.
pub(crate) fn code(id: &str) -> Arg<'_> {
    Arg::Name(Cow::Borrowed(id))
}

/// The gods' names by index ([`crate::pieces::GOD_NAMES`] order).
pub(crate) const GOD_IDS: [&str; 6] = [
    message!("god-horus"),
    message!("god-ra"),
    message!("god-hathor"),
    message!("god-bastet"),
    message!("god-thoth"),
    message!("god-osiris"),
];

/// The tokens' names by index ([`crate::pieces::TOKEN_NAMES`] order), as a list names them.
pub(crate) const TOKEN_IDS: [&str; 7] = [
    message!("token-papyrus"),
    message!("token-bread"),
    message!("token-limestone"),
    message!("token-granite"),
    message!("token-gold"),
    message!("token-scribe"),
    message!("token-faith"),
];

/// The Osiris districts by index.
pub(crate) const DISTRICT_IDS: [&str; 4] = [
    message!("district-papyrus"),
    message!("district-bread"),
    message!("district-limestone"),
    message!("district-granite"),
];

/// The people-statue spaces by index.
pub(crate) const PEOPLE_IDS: [&str; 4] = [
    message!("people-temple-row"),
    message!("people-temple-column"),
    message!("people-workshops"),
    message!("people-quarries"),
];

/// Each market card's name on screen by card number ([`crate::cards::CARD_NAMES`]).
pub(crate) const CARD_IDS: [&str; 72] = [
    message!("card-b01"),
    message!("card-b02"),
    message!("card-b03"),
    message!("card-b04"),
    message!("card-b05"),
    message!("card-b06"),
    message!("card-b07"),
    message!("card-b08"),
    message!("card-b09"),
    message!("card-b10"),
    message!("card-b11"),
    message!("card-b12"),
    message!("card-b13"),
    message!("card-b14"),
    message!("card-b15"),
    message!("card-b16"),
    message!("card-b17"),
    message!("card-b18"),
    message!("card-b19"),
    message!("card-b20"),
    message!("card-b21"),
    message!("card-b22"),
    message!("card-b23"),
    message!("card-b24"),
    message!("card-t01"),
    message!("card-t02"),
    message!("card-t03"),
    message!("card-t04"),
    message!("card-t05"),
    message!("card-t06"),
    message!("card-t07"),
    message!("card-t08"),
    message!("card-t09"),
    message!("card-t10"),
    message!("card-t11"),
    message!("card-t12"),
    message!("card-t13"),
    message!("card-t14"),
    message!("card-t15"),
    message!("card-t16"),
    message!("card-t17"),
    message!("card-t18"),
    message!("card-t19"),
    message!("card-t20"),
    message!("card-t21"),
    message!("card-t22"),
    message!("card-t23"),
    message!("card-t24"),
    message!("card-d01"),
    message!("card-d02"),
    message!("card-d03"),
    message!("card-d04"),
    message!("card-d05"),
    message!("card-d06"),
    message!("card-d07"),
    message!("card-d08"),
    message!("card-d09"),
    message!("card-d10"),
    message!("card-d11"),
    message!("card-d12"),
    message!("card-d13"),
    message!("card-d14"),
    message!("card-d15"),
    message!("card-d16"),
    message!("card-d17"),
    message!("card-d18"),
    message!("card-d19"),
    message!("card-d20"),
    message!("card-d21"),
    message!("card-d22"),
    message!("card-d23"),
    message!("card-d24"),
];

/// Each market card's printed text by card number.
pub(crate) const CARD_TEXT_IDS: [&str; 72] = [
    message!("card-b01-text"),
    message!("card-b02-text"),
    message!("card-b03-text"),
    message!("card-b04-text"),
    message!("card-b05-text"),
    message!("card-b06-text"),
    message!("card-b07-text"),
    message!("card-b08-text"),
    message!("card-b09-text"),
    message!("card-b10-text"),
    message!("card-b11-text"),
    message!("card-b12-text"),
    message!("card-b13-text"),
    message!("card-b14-text"),
    message!("card-b15-text"),
    message!("card-b16-text"),
    message!("card-b17-text"),
    message!("card-b18-text"),
    message!("card-b19-text"),
    message!("card-b20-text"),
    message!("card-b21-text"),
    message!("card-b22-text"),
    message!("card-b23-text"),
    message!("card-b24-text"),
    message!("card-t01-text"),
    message!("card-t02-text"),
    message!("card-t03-text"),
    message!("card-t04-text"),
    message!("card-t05-text"),
    message!("card-t06-text"),
    message!("card-t07-text"),
    message!("card-t08-text"),
    message!("card-t09-text"),
    message!("card-t10-text"),
    message!("card-t11-text"),
    message!("card-t12-text"),
    message!("card-t13-text"),
    message!("card-t14-text"),
    message!("card-t15-text"),
    message!("card-t16-text"),
    message!("card-t17-text"),
    message!("card-t18-text"),
    message!("card-t19-text"),
    message!("card-t20-text"),
    message!("card-t21-text"),
    message!("card-t22-text"),
    message!("card-t23-text"),
    message!("card-t24-text"),
    message!("card-d01-text"),
    message!("card-d02-text"),
    message!("card-d03-text"),
    message!("card-d04-text"),
    message!("card-d05-text"),
    message!("card-d06-text"),
    message!("card-d07-text"),
    message!("card-d08-text"),
    message!("card-d09-text"),
    message!("card-d10-text"),
    message!("card-d11-text"),
    message!("card-d12-text"),
    message!("card-d13-text"),
    message!("card-d14-text"),
    message!("card-d15-text"),
    message!("card-d16-text"),
    message!("card-d17-text"),
    message!("card-d18-text"),
    message!("card-d19-text"),
    message!("card-d20-text"),
    message!("card-d21-text"),
    message!("card-d22-text"),
    message!("card-d23-text"),
    message!("card-d24-text"),
];

/// Each Starting card's reward, as a list names it.
pub(crate) const START_IDS: [&str; 12] = [
    message!("start-s01"),
    message!("start-s02"),
    message!("start-s03"),
    message!("start-s04"),
    message!("start-s05"),
    message!("start-s06"),
    message!("start-s07"),
    message!("start-s08"),
    message!("start-s09"),
    message!("start-s10"),
    message!("start-s11"),
    message!("start-s12"),
];

/// Each Starting card's printed reward.
pub(crate) const START_TEXT_IDS: [&str; 12] = [
    message!("start-s01-text"),
    message!("start-s02-text"),
    message!("start-s03-text"),
    message!("start-s04-text"),
    message!("start-s05-text"),
    message!("start-s06-text"),
    message!("start-s07-text"),
    message!("start-s08-text"),
    message!("start-s09-text"),
    message!("start-s10-text"),
    message!("start-s11-text"),
    message!("start-s12-text"),
];

/// Each Destiny card's reward, as a list names it.
pub(crate) const DESTINY_IDS: [&str; 4] = [
    message!("destiny-a01"),
    message!("destiny-a02"),
    message!("destiny-a03"),
    message!("destiny-a04"),
];

/// Each Destiny card's printed reward.
pub(crate) const DESTINY_TEXT_IDS: [&str; 4] = [
    message!("destiny-a01-text"),
    message!("destiny-a02-text"),
    message!("destiny-a03-text"),
    message!("destiny-a04-text"),
];

fn from_table(lang: Lang, ids: &[&str], i: usize) -> Option<String> {
    ids.get(i).map(|id| msg(lang, id))
}

/// A god's name ("a god" for a number that names none).
pub(crate) fn god(g: u8, lang: Lang) -> String {
    from_table(lang, &GOD_IDS, usize::from(g)).unwrap_or_else(|| tr!(lang, "a-god"))
}

/// A token's name ("a token" for a number that names none).
pub(crate) fn token(t: u8, lang: Lang) -> String {
    from_table(lang, &TOKEN_IDS, usize::from(t)).unwrap_or_else(|| tr!(lang, "a-token"))
}

/// An Osiris district's name.
pub(crate) fn district(d: u8, lang: Lang) -> String {
    from_table(lang, &DISTRICT_IDS, usize::from(d)).unwrap_or_else(|| tr!(lang, "a-district"))
}

/// A people-statue space's name.
pub(crate) fn people(s: u8, lang: Lang) -> String {
    from_table(lang, &PEOPLE_IDS, usize::from(s)).unwrap_or_else(|| tr!(lang, "a-space"))
}

/// A die colour's name, as it qualifies a die.
pub(crate) fn colour(c: Colour, lang: Lang) -> String {
    match c {
        Colour::White => tr!(lang, "colour-white"),
        Colour::Yellow => tr!(lang, "colour-yellow"),
        Colour::Brown => tr!(lang, "colour-brown"),
        Colour::Black => tr!(lang, "colour-black"),
        Colour::Grey => tr!(lang, "colour-grey"),
    }
}

/// A light's name, as it qualifies an obelisk section or a pillar tile's ability.
pub(crate) fn light(l: Light, lang: Lang) -> String {
    match l {
        Light::Sunny => tr!(lang, "light-sunny"),
        Light::Shaded => tr!(lang, "light-shaded"),
        Light::Dark => tr!(lang, "light-dark"),
    }
}

/// A card kind's name ("Blessing").
pub(crate) fn kind(k: CardKind, lang: Lang) -> String {
    match k {
        CardKind::Blessing => tr!(lang, "kind-blessing"),
        CardKind::Technology => tr!(lang, "kind-technology"),
        CardKind::Decree => tr!(lang, "kind-decree"),
    }
}

/// A market card's name on screen ("Produce twice"); "a card" past the 72 cards.
pub(crate) fn card_name(c: Card, lang: Lang) -> String {
    from_table(lang, &CARD_IDS, usize::from(c.number())).unwrap_or_else(|| tr!(lang, "a-card"))
}

/// A market card's printed text.
pub(crate) fn card_text(c: Card, lang: Lang) -> String {
    from_table(lang, &CARD_TEXT_IDS, usize::from(c.number())).unwrap_or_else(|| tr!(lang, "a-card"))
}

/// A Starting card's reward as a list names it ("any 5 resources, Gold excluded").
pub(crate) fn start_reward(s: u8, lang: Lang) -> Option<String> {
    from_table(lang, &START_IDS, usize::from(s))
}

/// A Starting card's printed reward.
pub(crate) fn start_text(s: u8, lang: Lang) -> Option<String> {
    from_table(lang, &START_TEXT_IDS, usize::from(s))
}

/// A Destiny card's reward as a list names it ("1 Gold").
pub(crate) fn destiny_reward(a: u8, lang: Lang) -> Option<String> {
    from_table(lang, &DESTINY_IDS, usize::from(a))
}

/// A Destiny card's printed reward.
pub(crate) fn destiny_text(a: u8, lang: Lang) -> Option<String> {
    from_table(lang, &DESTINY_TEXT_IDS, usize::from(a))
}
