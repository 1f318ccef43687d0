//! The 23 tile kinds in 8 categories (rulebook "COMPONENTES"), the kinds each category
//! groups, and the rulebook's text for each kind; the table of their names and counts is
//! [`crate::data::TILES`].

use std::fmt;

use nile_core::Lang;
use serde::{Deserialize, Serialize};

use crate::texts::{tr, TEXTS};

/// Number of distinct tile kinds.
pub const KINDS: usize = 23;

/// One kind of tile, in canonical order (the bag's table in `docs/ra.md`, "Action index").
///
/// The canonical order is used to list legal actions and to order forced discards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[repr(u8)]
pub enum Tile {
    /// Rá: goes on the Ra track, never held.
    Ra,
    /// Deus: spent to take a tile, or 2 points if kept. GAP-17: the eight named Gods
    /// work alike and are one kind.
    God,
    /// Ouro: 3 points.
    Gold,
    /// Faraó: most / fewest comparison; kept between epochs.
    Pharaoh,
    /// Nilo: river tile, scores only with a Flood; kept between epochs.
    Nile,
    /// Inundação: river tile.
    Flood,
    /// Agricultura (civilization).
    Agriculture,
    /// Arte (civilization).
    Art,
    /// Astronomia (civilization).
    Astronomy,
    /// Religião (civilization).
    Religion,
    /// Escrita (civilization).
    Writing,
    /// Fortaleza (monument).
    Fortress,
    /// Obelisco (monument).
    Obelisk,
    /// Palácio (monument).
    Palace,
    /// Pirâmide (monument).
    Pyramid,
    /// Esfinge (monument).
    Sphinx,
    /// Estátua (monument).
    Statue,
    /// Pirâmide de Degraus (monument).
    StepPyramid,
    /// Templo (monument).
    Temple,
    /// Guerra (disaster): two civilization tiles.
    War,
    /// Funeral (disaster): two Pharaohs.
    Funeral,
    /// Seca (disaster): two river tiles, Floods first.
    Drought,
    /// Terremoto (disaster): two monuments.
    Earthquake,
}

/// The category a tile kind belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Category {
    /// Ra tiles.
    Ra,
    /// God tiles.
    God,
    /// Gold tiles.
    Gold,
    /// Pharaoh tiles.
    Pharaoh,
    /// River tiles (Nile and Flood).
    River,
    /// The five civilization kinds.
    Civilization,
    /// The eight monument kinds.
    Monument,
    /// The four disaster kinds.
    Disaster,
}

/// The five civilization kinds, in canonical order.
pub const CIVILIZATIONS: [Tile; 5] = [
    Tile::Agriculture,
    Tile::Art,
    Tile::Astronomy,
    Tile::Religion,
    Tile::Writing,
];

/// The eight monument kinds, in canonical order.
pub const MONUMENTS: [Tile; 8] = [
    Tile::Fortress,
    Tile::Obelisk,
    Tile::Palace,
    Tile::Pyramid,
    Tile::Sphinx,
    Tile::Statue,
    Tile::StepPyramid,
    Tile::Temple,
];

/// Tiles held in the counts `[u8; KINDS]`, indexed by `Tile as usize`.
pub type Counts = [u8; KINDS];

impl Tile {
    /// Index into count arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The kind at `index`, if any.
    #[inline]
    pub fn from_index(index: usize) -> Option<Tile> {
        Tile::ALL.get(index).copied()
    }

    /// The kind's category.
    #[inline]
    pub const fn category(self) -> Category {
        self.info().category
    }

    /// A disaster tile (never held).
    #[inline]
    pub const fn is_disaster(self) -> bool {
        matches!(self.category(), Category::Disaster)
    }

    /// A tile a player can hold (everything but Ra and disasters).
    #[inline]
    pub const fn is_collectable(self) -> bool {
        !matches!(self.category(), Category::Ra | Category::Disaster)
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.info().name)
    }
}

/// The rulebook's text for each kind in `lang`, found from the kind alone: what
/// `Game::explain_in` shows.
pub fn rulebook_text(tile: Tile, lang: Lang) -> String {
    match tile.category() {
        Category::Ra => tr!(lang, "rules-ra"),
        Category::God => tr!(lang, "rules-god"),
        Category::Gold => tr!(lang, "rules-gold"),
        Category::Pharaoh => tr!(lang, "rules-pharaoh"),
        Category::River => tr!(lang, "rules-river"),
        Category::Civilization => tr!(lang, "rules-civilization"),
        Category::Monument => tr!(lang, "rules-monument"),
        Category::Disaster => match tile {
            Tile::War => tr!(lang, "rules-war"),
            Tile::Funeral => tr!(lang, "rules-funeral"),
            Tile::Drought => tr!(lang, "rules-drought"),
            _ => tr!(lang, "rules-earthquake"),
        },
    }
}

/// Terms `Game::explain` knows besides the tile kinds: their names (lower case, English
/// and Portuguese) and the message of the rulebook's text ([`term_text`]).
pub const TERMS: [(&[&str], &str); 4] = [
    (
        &[
            "sun disc",
            "sun discs",
            "sun",
            "disc",
            "disco de sol",
            "discos de sol",
        ],
        nile_core::message!("term-sun-disc"),
    ),
    (
        &["scarab", "escaravelho"],
        nile_core::message!("term-scarab"),
    ),
    (
        &["epoch", "epochs", "era", "eras"],
        nile_core::message!("term-epoch"),
    ),
    (
        &[
            "auction",
            "auctions",
            "leilão",
            "leilao",
            "ra player",
            "jogador rá",
        ],
        nile_core::message!("term-auction"),
    ),
];

/// The rulebook's text of a term of [`TERMS`] (its message) in `lang`.
pub fn term_text(message: &str, lang: Lang) -> String {
    crate::texts::TEXTS.text(lang, message, &[])
}
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
