//! The catalog of every text Rá writes for people (`locales/en/ra.ftl`,
//! `locales/pt-BR/ra.ftl`), the crate's shorthand [`tr!`] for a message of it, and the
//! names read from tables: tile kinds and disasters by kind.

use nile_core::lang::Arg;
use nile_core::Lang;

use crate::tiles::{Tile, KINDS};

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

/// Each kind's name, in canonical order (the rows of [`crate::data::TILES`]).
const TILE_NAMES: [&str; KINDS] = [
    nile_core::message!("tile-ra"),
    nile_core::message!("tile-god"),
    nile_core::message!("tile-gold"),
    nile_core::message!("tile-pharaoh"),
    nile_core::message!("tile-nile"),
    nile_core::message!("tile-flood"),
    nile_core::message!("tile-agriculture"),
    nile_core::message!("tile-art"),
    nile_core::message!("tile-astronomy"),
    nile_core::message!("tile-religion"),
    nile_core::message!("tile-writing"),
    nile_core::message!("tile-fortress"),
    nile_core::message!("tile-obelisk"),
    nile_core::message!("tile-palace"),
    nile_core::message!("tile-pyramid"),
    nile_core::message!("tile-sphinx"),
    nile_core::message!("tile-statue"),
    nile_core::message!("tile-step-pyramid"),
    nile_core::message!("tile-temple"),
    nile_core::message!("tile-war"),
    nile_core::message!("tile-funeral"),
    nile_core::message!("tile-drought"),
    nile_core::message!("tile-earthquake"),
];

/// A tile kind's name in `lang`: the English name of [`crate::data::TILES`] in
/// English, the rulebook's in Portuguese.
pub(crate) fn tile_name(tile: Tile, lang: Lang) -> String {
    TEXTS.text(lang, TILE_NAMES[tile.index()], &[])
}

/// A disaster as the sentences about its discards name it: "the War" in English
/// ("discards Art to the War"), "junto à Guerra" in Portuguese, the rulebook's words for
/// a tile discarded with its disaster ("as descarta junto ao terremoto").
pub(crate) fn disaster_ref(disaster: Tile, lang: Lang) -> String {
    match disaster {
        Tile::War => tr!(lang, "disaster-war"),
        Tile::Funeral => tr!(lang, "disaster-funeral"),
        Tile::Drought => tr!(lang, "disaster-drought"),
        _ => tr!(lang, "disaster-earthquake"),
    }
}

/// A label no language translates (a disc group's letter): passed to a message as a
/// name, so the pseudo-language lets it through.
pub(crate) fn label(text: impl Into<String>) -> Arg<'static> {
    Arg::Name(text.into().into())
}
