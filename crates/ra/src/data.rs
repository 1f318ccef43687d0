//! The rulebook's tile table (rulebook "COMPONENTES"): one row per kind with its English
//! and rulebook names, its count in the bag, its category and whether it carries the
//! scarab. The starting bag, the canonical order of the kinds, each kind's row and the
//! kind a name stands for are all read from it.

use crate::tiles::{Category, Counts, Tile, KINDS};

/// Number of tiles in the bag at the start (rulebook "CONFIGURAÇÃO" step 3).
pub const TOTAL_TILES: u8 = 180;

/// One row of the tile table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TileInfo {
    /// The kind.
    pub tile: Tile,
    /// English name (used in action text).
    pub name: &'static str,
    /// The rulebook's (Portuguese) name.
    pub rulebook: &'static str,
    /// How many are in the bag.
    pub count: u8,
    /// Category.
    pub category: Category,
    /// Carries the scarab: kept between epochs (GAP-3).
    pub kept: bool,
}

const fn row(
    tile: Tile,
    name: &'static str,
    rulebook: &'static str,
    count: u8,
    category: Category,
    kept: bool,
) -> TileInfo {
    TileInfo {
        tile,
        name,
        rulebook,
        count,
        category,
        kept,
    }
}

use Category as C;

/// The bag, one row per kind, in canonical order (rulebook "COMPONENTES";
/// the scarab column is GAP-3: Pharaoh, Nile and monuments are kept).
pub const TILES: [TileInfo; KINDS] = [
    row(Tile::Ra, "Ra", "Rá", 30, C::Ra, false),
    row(Tile::God, "God", "Deus", 8, C::God, false),
    row(Tile::Gold, "Gold", "Ouro", 5, C::Gold, false),
    row(Tile::Pharaoh, "Pharaoh", "Faraó", 25, C::Pharaoh, true),
    row(Tile::Nile, "Nile", "Nilo", 25, C::River, true),
    row(Tile::Flood, "Flood", "Inundação", 12, C::River, false),
    row(
        Tile::Agriculture,
        "Agriculture",
        "Agricultura",
        5,
        C::Civilization,
        false,
    ),
    row(Tile::Art, "Art", "Arte", 5, C::Civilization, false),
    row(
        Tile::Astronomy,
        "Astronomy",
        "Astronomia",
        5,
        C::Civilization,
        false,
    ),
    row(
        Tile::Religion,
        "Religion",
        "Religião",
        5,
        C::Civilization,
        false,
    ),
    row(
        Tile::Writing,
        "Writing",
        "Escrita",
        5,
        C::Civilization,
        false,
    ),
    row(
        Tile::Fortress,
        "Fortress",
        "Fortaleza",
        5,
        C::Monument,
        true,
    ),
    row(Tile::Obelisk, "Obelisk", "Obelisco", 5, C::Monument, true),
    row(Tile::Palace, "Palace", "Palácio", 5, C::Monument, true),
    row(Tile::Pyramid, "Pyramid", "Pirâmide", 5, C::Monument, true),
    row(Tile::Sphinx, "Sphinx", "Esfinge", 5, C::Monument, true),
    row(Tile::Statue, "Statue", "Estátua", 5, C::Monument, true),
    row(
        Tile::StepPyramid,
        "Step Pyramid",
        "Pirâmide de Degraus",
        5,
        C::Monument,
        true,
    ),
    row(Tile::Temple, "Temple", "Templo", 5, C::Monument, true),
    row(Tile::War, "War", "Guerra", 4, C::Disaster, false),
    row(Tile::Funeral, "Funeral", "Funeral", 2, C::Disaster, false),
    row(Tile::Drought, "Drought", "Seca", 2, C::Disaster, false),
    row(
        Tile::Earthquake,
        "Earthquake",
        "Terremoto",
        2,
        C::Disaster,
        false,
    ),
];

/// The starting bag as counts.
pub const BAG: Counts = {
    let mut c = [0u8; KINDS];
    let mut i = 0;
    while i < KINDS {
        c[i] = TILES[i].count;
        i += 1;
    }
    c
};

impl Tile {
    /// Every kind in canonical order.
    pub const ALL: [Tile; KINDS] = {
        let mut t = [Tile::Ra; KINDS];
        let mut i = 0;
        while i < KINDS {
            t[i] = TILES[i].tile;
            i += 1;
        }
        t
    };

    /// The table row of this kind.
    #[inline]
    pub const fn info(self) -> &'static TileInfo {
        &TILES[self as usize]
    }

    /// Reads a kind from its English or rulebook name, case-insensitively.
    pub fn from_name(text: &str) -> Option<Tile> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let wanted = words.join(" ").to_lowercase();
        TILES
            .iter()
            .find(|row| {
                row.name.to_lowercase() == wanted
                    || row.rulebook.to_lowercase() == wanted
                    || row.name.replace(' ', "").to_lowercase() == wanted
            })
            .map(|row| row.tile)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::MONUMENTS;

    #[test]
    fn the_bag_holds_180_tiles_in_23_kinds() {
        let total: u32 = TILES.iter().map(|r| u32::from(r.count)).sum();
        assert_eq!(total, u32::from(TOTAL_TILES));
        for (i, r) in TILES.iter().enumerate() {
            assert_eq!(r.tile.index(), i, "row {i} is out of canonical order");
        }
    }

    #[test]
    fn names_read_back_in_english_and_portuguese() {
        for t in Tile::ALL {
            assert_eq!(Tile::from_name(t.info().name), Some(t));
            assert_eq!(Tile::from_name(&t.info().rulebook.to_uppercase()), Some(t));
        }
        assert_eq!(Tile::from_name("step   pyramid"), Some(Tile::StepPyramid));
    }

    #[test]
    fn scarab_tiles_are_pharaohs_niles_and_monuments() {
        let kept: Vec<Tile> = TILES.iter().filter(|r| r.kept).map(|r| r.tile).collect();
        let mut expected = vec![Tile::Pharaoh, Tile::Nile];
        expected.extend(MONUMENTS);
        assert_eq!(kept, expected);
    }
}
