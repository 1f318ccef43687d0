//! The five sites and the two sides of their boards.

use nile_core::lang::Sentence;
use nile_core::{sentence, Lang};
use serde::{Deserialize, Serialize};

use crate::texts::{tr, TEXTS};

/// One of the five construction sites, in the rulebook's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Site {
    /// Mercado: each stone delivered earns its owner a market card.
    Market,
    /// Pirâmide: points at once.
    Pyramid,
    /// Templo: points at the end of every round.
    Temple,
    /// Câmara Mortuária: points at the end of the game.
    BurialChamber,
    /// Obeliscos: points at the end of the game (side B: towers at once).
    Obelisks,
}

impl Site {
    /// All sites in the rulebook's order (also the order of the `sides` option).
    pub const ALL: [Site; 5] = [
        Site::Market,
        Site::Pyramid,
        Site::Temple,
        Site::BurialChamber,
        Site::Obelisks,
    ];

    /// The four monuments of the Pharaoh's Fury variant (every site but the Market).
    pub const MONUMENTS: [Site; 4] = [
        Site::Pyramid,
        Site::Temple,
        Site::BurialChamber,
        Site::Obelisks,
    ];

    /// Position in [`Site::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The site at `i` in [`Site::ALL`].
    pub fn from_index(i: usize) -> Option<Site> {
        Site::ALL.get(i).copied()
    }

    /// The English name used in action texts ("Burial Chamber").
    pub const fn name(self) -> &'static str {
        match self {
            Site::Market => "Market",
            Site::Pyramid => "Pyramid",
            Site::Temple => "Temple",
            Site::BurialChamber => "Burial Chamber",
            Site::Obelisks => "Obelisks",
        }
    }

    /// The site's name in `lang` ("Burial Chamber", "Câmara Mortuária").
    pub fn name_in(self, lang: Lang) -> String {
        match self {
            Site::Market => tr!(lang, "site-market"),
            Site::Pyramid => tr!(lang, "site-pyramid"),
            Site::Temple => tr!(lang, "site-temple"),
            Site::BurialChamber => tr!(lang, "site-burial-chamber"),
            Site::Obelisks => tr!(lang, "site-obelisks"),
        }
    }

    /// The site as the place a ship or stone goes to, in `lang`: the name in English
    /// (its sentences carry their own article), with its article in Portuguese ("o
    /// Templo", "a Pirâmide", "os Obeliscos").
    pub(crate) fn dest_in(self, lang: Lang) -> String {
        match self {
            Site::Market => tr!(lang, "site-market-dest"),
            Site::Pyramid => tr!(lang, "site-pyramid-dest"),
            Site::Temple => tr!(lang, "site-temple-dest"),
            Site::BurialChamber => tr!(lang, "site-burial-chamber-dest"),
            Site::Obelisks => tr!(lang, "site-obelisks-dest"),
        }
    }

    /// The site as the place a ship goes to, as a sentence read in any language (what
    /// [`Site::dest_in`] writes): how refusals name a site.
    pub(crate) fn dest_sentence(self) -> Sentence {
        match self {
            Site::Market => sentence!(TEXTS, "site-market-dest"),
            Site::Pyramid => sentence!(TEXTS, "site-pyramid-dest"),
            Site::Temple => sentence!(TEXTS, "site-temple-dest"),
            Site::BurialChamber => sentence!(TEXTS, "site-burial-chamber-dest"),
            Site::Obelisks => sentence!(TEXTS, "site-obelisks-dest"),
        }
    }

    /// The site as the place something happens, in `lang`: the name in English, with
    /// its contracted preposition in Portuguese ("no Templo", "na Pirâmide").
    pub(crate) fn at_in(self, lang: Lang) -> String {
        match self {
            Site::Market => tr!(lang, "site-market-at"),
            Site::Pyramid => tr!(lang, "site-pyramid-at"),
            Site::Temple => tr!(lang, "site-temple-at"),
            Site::BurialChamber => tr!(lang, "site-burial-chamber-at"),
            Site::Obelisks => tr!(lang, "site-obelisks-at"),
        }
    }

    /// Reads a site name, case-insensitive ("burial chamber", "obelisks").
    pub fn parse(text: &str) -> Option<Site> {
        let t = text.trim();
        Site::ALL
            .into_iter()
            .find(|s| s.name().eq_ignore_ascii_case(t))
            .or_else(|| match t.to_ascii_lowercase().as_str() {
                "burial" | "burialchamber" | "burial-chamber" | "chamber" => {
                    Some(Site::BurialChamber)
                }
                "obelisk" => Some(Site::Obelisks),
                _ => None,
            })
    }

    /// The site's bit in a set of sites.
    pub(crate) const fn bit(self) -> u8 {
        1 << self as u8
    }
}

impl std::fmt::Display for Site {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The side of a site board: A (the standard game) or B (the variant).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Side {
    /// Side A, recommended for the first games.
    #[default]
    A,
    /// Side B, the variant boards.
    B,
}

impl Side {
    /// The letter of the side.
    pub const fn letter(self) -> char {
        match self {
            Side::A => 'A',
            Side::B => 'B',
        }
    }
}
