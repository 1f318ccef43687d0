//! The 23 tile kinds in 8 categories (rulebook "COMPONENTES"), the kinds each category
//! groups, and the rulebook's text for each kind; the table of their names and counts is
//! [`crate::data::TILES`].

use std::fmt;

use serde::{Deserialize, Serialize};

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

/// The rulebook's text for each kind (in English), found from the kind alone: what
/// `Game::explain` shows.
pub fn rulebook_text(tile: Tile) -> &'static str {
    match tile.category() {
        Category::Ra => {
            "A Ra drawn from the bag goes on the Ra track, on the next empty space, and the \
             player who drew it becomes the Ra player of an auction; in that auction everyone \
             may pass, and then the tiles stay on the auction track. A Ra placed on the last \
             space of the Ra track starts no auction: the epoch ends."
        }
        Category::God => {
            "On his turn a player may spend a God to take one tile that is not a God from \
             the auction track and place it face up in front of him; a disaster taken this \
             way must be resolved at once. He may spend one or more Gods in one action, one \
             tile for each. A spent God is out of the game until its end. At the end of each \
             epoch a player gains 2 points for each God he holds and has not spent."
        }
        Category::Gold => "At the end of each epoch a player gains 3 points for each Gold tile.",
        Category::Pharaoh => {
            "At the end of each epoch the player with the most Pharaoh tiles gains 5 points \
             (all tied for the most gain 5), and the player with the fewest loses 2 points \
             (all tied for the fewest lose 2). If everyone has the same number, nobody gains \
             or loses points."
        }
        Category::River => {
            "There are two kinds of river tile, Nile and Flood. At the end of each epoch a \
             player with at least one Flood gains 1 point for each river tile he has; a \
             player with no Flood scores nothing for his Nile tiles."
        }
        Category::Civilization => {
            "There are five kinds of civilization tile: Agriculture, Art, Astronomy, Religion \
             and Writing. At the end of each epoch a player with no civilization tile loses 5 \
             points; one with three different kinds gains 5 points, four kinds 10 points, \
             five kinds 15 points. Several tiles of the same kind earn nothing more."
        }
        Category::Monument => {
            "There are eight kinds of monument tile. Only at the end of the third epoch: \
             each group of three identical monuments is worth 5 points, four 10 points, five \
             15 points; a player with up to six different kinds gains 1 point per kind, with \
             seven kinds 10 points, with all eight kinds 15 points."
        }
        Category::Disaster => match tile {
            Tile::War => {
                "A disaster (a tile with cracks). Whoever takes a War discards 2 civilization \
                 tiles of his choice with it, or as many as he has if fewer."
            }
            Tile::Funeral => {
                "A disaster (a tile with cracks). Whoever takes a Funeral discards 2 Pharaoh \
                 tiles with it, or as many as he has if fewer."
            }
            Tile::Drought => {
                "A disaster (a tile with cracks). Whoever takes a Drought discards 2 river \
                 tiles with it, or as many as he has if fewer, and must discard all his \
                 Floods before any Nile."
            }
            _ => {
                "A disaster (a tile with cracks). Whoever takes an Earthquake discards 2 \
                 monument tiles of his choice with it, or as many as he has if fewer."
            }
        },
    }
}

/// Terms `Game::explain` knows besides the tile kinds: their names (lower case, English
/// and Portuguese) and the rulebook's text.
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
        "Sun discs are a player's bids. The first bid of an auction may be any disc; each \
         later one must be higher. The winner takes every tile of the auction track and the \
         disc in the centre, which he places face down (it cannot be used again this epoch), \
         and puts the disc he won with in the centre for the next auction. A player with no \
         face-up disc does not play until the epoch ends. At the end of the third epoch the \
         player with the highest sum of discs gains 5 points and the lowest loses 5.",
    ),
    (
        &["scarab", "escaravelho"],
        "Tiles with the scarab symbol (Pharaoh, Nile and the monuments) stay with their \
         player for the whole game; every other tile is discarded at the end of each epoch.",
    ),
    (
        &["epoch", "epochs", "era", "eras"],
        "Rá is played in three epochs. An epoch ends when every player's sun discs are face \
         down, or when a Ra is placed on the last space of the Ra track. Then both tracks are \
         cleared, everyone scores, turns his discs face up and discards his tiles without \
         the scarab; the player with the highest disc starts the next epoch.",
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
        "An auction starts when a Ra is drawn or a player invokes Ra; that player is the Ra \
         player. Starting at his left, each player bids one sun disc or passes, once; the Ra \
         player bids last. If Ra was invoked, the track is not full and everyone else \
         passed, the Ra player must bid. If the track was full and everyone passed, its \
         tiles are discarded. Play then continues with the player to the Ra player's left.",
    ),
];
