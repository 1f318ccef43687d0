//! The game's basic pieces, shared by every module: the gods ([`God`]), die
//! colours, lights and a die's status, token kinds, the 26 dice and their sets,
//! people-statue spaces and districts.

use serde::{Deserialize, Serialize};

/// The gods' names in clockwise order around the obelisk, indexed by [`God::index`].
pub const GOD_NAMES: [&str; 6] = ["Horus", "Ra", "Hathor", "Bastet", "Thoth", "Osiris"];

/// A god, in clockwise order around the obelisk (docs/tekhenu.md GAP-2). The obelisk's
/// section `i` belongs to `God::ALL[i]`.
///
/// Serialized as its index 0..6 (the number saved states and logs have always carried); a
/// number out of range is refused with a [`BadGod`] error.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "u8", try_from = "u8")]
#[repr(u8)]
pub enum God {
    /// Horus (statues).
    Horus,
    /// Ra (pillars).
    Ra,
    /// Hathor (temple buildings).
    Hathor,
    /// Bastet (festival).
    Bastet,
    /// Thoth (cards).
    Thoth,
    /// Osiris (workshops and quarries).
    Osiris,
}

impl God {
    /// Every god in clockwise order.
    pub const ALL: [God; 6] = [
        God::Horus,
        God::Ra,
        God::Hathor,
        God::Bastet,
        God::Thoth,
        God::Osiris,
    ];
    /// Index 0..6 (also the obelisk section).
    pub const fn index(self) -> usize {
        self as usize
    }
    /// The index as stored in small state fields and actions.
    pub const fn id(self) -> u8 {
        self as u8
    }
    /// The god of index `i`, if any.
    pub fn from_index(i: u8) -> Option<God> {
        God::ALL.get(i as usize).copied()
    }
    /// The god of obelisk section `s`, for a section number already checked to be 0..6.
    pub fn of_section(s: u8) -> God {
        God::ALL[s as usize % 6]
    }
    /// English name.
    pub const fn name(self) -> &'static str {
        GOD_NAMES[self as usize]
    }
    /// Parses a god name (case-insensitive).
    pub fn parse(s: &str) -> Option<God> {
        God::ALL
            .into_iter()
            .find(|g| g.name().eq_ignore_ascii_case(s))
    }
}

impl From<God> for u8 {
    fn from(g: God) -> u8 {
        g as u8
    }
}

/// A god number out of range 0..6 (in a JSON state, action or log).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BadGod(pub u8);

impl std::fmt::Display for BadGod {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "no god has number {} (gods are 0..6)", self.0)
    }
}

impl std::error::Error for BadGod {}

impl TryFrom<u8> for God {
    type Error = BadGod;
    fn try_from(i: u8) -> Result<God, BadGod> {
        God::from_index(i).ok_or(BadGod(i))
    }
}

impl std::fmt::Display for God {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// "No one" / "empty" marker in small owner arrays.
pub const NONE: u8 = 0xFF;

/// Die colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
pub enum Colour {
    /// Produces Limestone.
    White,
    /// Produces Papyrus.
    Yellow,
    /// Produces Bread.
    Brown,
    /// Produces Granite.
    Black,
    /// Cannot produce.
    Grey,
}

/// All colours in table order.
pub const COLOURS: [Colour; 5] = [
    Colour::White,
    Colour::Yellow,
    Colour::Brown,
    Colour::Black,
    Colour::Grey,
];

impl Colour {
    /// Lower-case English name.
    pub fn name(self) -> &'static str {
        match self {
            Colour::White => "white",
            Colour::Yellow => "yellow",
            Colour::Brown => "brown",
            Colour::Black => "black",
            Colour::Grey => "grey",
        }
    }
    /// Parses a colour name.
    pub fn parse(s: &str) -> Option<Colour> {
        COLOURS
            .iter()
            .copied()
            .find(|c| c.name().eq_ignore_ascii_case(s))
    }
    /// The resource this colour produces (Papyrus 0, Bread 1, Limestone 2, Granite 3).
    pub fn resource(self) -> Option<u8> {
        // A table in colour order (a `match` here compiled to a jump per die taken).
        const RESOURCE: [Option<u8>; 5] = [
            Some(LIMESTONE), // White
            Some(PAPYRUS),   // Yellow
            Some(BREAD),     // Brown
            Some(GRANITE),   // Black
            None,            // Grey
        ];
        RESOURCE[self.index()]
    }
    /// Index in [`COLOURS`].
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The colour producing resource `r` (0..4).
pub fn colour_of_resource(r: u8) -> Colour {
    match r {
        PAPYRUS => Colour::Yellow,
        BREAD => Colour::Brown,
        LIMESTONE => Colour::White,
        _ => Colour::Black,
    }
}

/// Light of a disc section.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Light {
    /// Sunny ("Iluminado").
    Sunny,
    /// Shaded ("Sombreado").
    Shaded,
    /// Dark ("Escuro").
    Dark,
}

impl Light {
    /// English name.
    pub fn name(self) -> &'static str {
        match self {
            Light::Sunny => "sunny",
            Light::Shaded => "shaded",
            Light::Dark => "dark",
        }
    }
}

/// A die's purity.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Status {
    /// Goes to the left pan.
    Pure,
    /// Goes to the right pan.
    Tainted,
    /// Cannot be taken normally.
    Forbidden,
}

/// Status table (rulebook): `status(light, colour)`.
pub const fn status(light: Light, colour: Colour) -> Status {
    use Colour::*;
    use Status::*;
    match (light, colour) {
        (_, Grey) => Tainted,
        (Light::Sunny, White) => Pure,
        (Light::Sunny, Yellow) => Tainted,
        (Light::Sunny, _) => Forbidden,
        (Light::Shaded, Yellow | Brown) => Pure,
        (Light::Shaded, _) => Tainted,
        (Light::Dark, Black) => Pure,
        (Light::Dark, Brown) => Tainted,
        (Light::Dark, _) => Forbidden,
    }
}

/// Papyrus (token index 0).
pub const PAPYRUS: u8 = 0;
/// Bread.
pub const BREAD: u8 = 1;
/// Limestone.
pub const LIMESTONE: u8 = 2;
/// Granite.
pub const GRANITE: u8 = 3;
/// Gold (wild resource).
pub const GOLD: u8 = 4;
/// Scribe (not a resource).
pub const SCRIBE: u8 = 5;
/// Faith (not a resource).
pub const FAITH: u8 = 6;
/// Token names by index.
pub const TOKEN_NAMES: [&str; 7] = [
    "papyrus",
    "bread",
    "limestone",
    "granite",
    "gold",
    "scribe",
    "faith",
];

/// Parses a token name (singular or plural).
pub fn parse_token(s: &str) -> Option<u8> {
    let s = s.to_ascii_lowercase();
    let s = s.trim_end_matches('s');
    TOKEN_NAMES
        .iter()
        .position(|n| n.trim_end_matches('s') == s)
        .map(|i| i as u8)
}

/// Parses a god name into its index (for actions whose number may name a god or another
/// choice, as `Main` and the solo pyramid tiles do).
pub fn parse_god(s: &str) -> Option<u8> {
    God::parse(s).map(God::id)
}

/// Where a die is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Loc {
    /// In the bag.
    Bag,
    /// Not used at this player count.
    Out,
    /// On the disc, in the section of god `g`.
    Disc(u8),
    /// Left (pure) pan of seat `p`.
    Left(u8),
    /// Right (tainted) pan of seat `p`.
    Right(u8),
    /// Below the scales (Anubis) of seat `p`.
    Below(u8),
}

impl Loc {
    /// (kind, seat or section): kind 0 Bag, 1 Out, 2 Disc, 3 Left, 4 Right, 5 Below. Every
    /// arm reads the same byte, so loops over dice test it without a branch.
    #[inline]
    pub fn parts(self) -> (u8, u8) {
        match self {
            Loc::Bag => (0, 0),
            Loc::Out => (1, 0),
            Loc::Disc(x) => (2, x),
            Loc::Left(x) => (3, x),
            Loc::Right(x) => (4, x),
            Loc::Below(x) => (5, x),
        }
    }
}

/// One die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Die {
    /// Colour (fixed per die id).
    pub colour: Colour,
    /// Face 1..6.
    pub value: u8,
    /// Location.
    pub loc: Loc,
}

impl Die {
    /// In the bag. Dice are scanned often: these tests read the location's tag (and
    /// seat) without the branches of the derived `==` on [`Loc`].
    #[inline]
    pub fn in_bag(&self) -> bool {
        matches!(self.loc, Loc::Bag)
    }

    /// On the disc, in section `s`.
    #[inline]
    pub fn on_disc_at(&self, s: u8) -> bool {
        let (kind, x) = self.loc.parts();
        (kind == 2) & (x == s)
    }

    /// On seat `p`'s left (pure) pan.
    #[inline]
    pub fn on_left_of(&self, p: u8) -> bool {
        matches!(self.loc, Loc::Left(q) if q == p)
    }

    /// The seat this die would be held by, and whether it is held (left, right or
    /// below): a pair rather than an `Option`, so loops over dice do not branch.
    #[inline]
    pub fn holder(&self) -> (u8, bool) {
        let (kind, q) = self.loc.parts();
        (q, kind >= 3)
    }
}

/// The 26 dice by id, with the sets (bit per id) of those in the bag, on the disc and
/// held by each seat kept in step with every move: the engine asks "which dice are in
/// the bag / on the obelisk / on this board" at every die draw, every TakeDie decision
/// and every turn's end, and a set answers without a scan. The sets are derived data:
/// the JSON form is the plain array, and reading it back computes them
/// ([`From<[Die; 26]>`](Dice::from)). Dice change only through [`Dice::set_loc`] and
/// [`Dice::set_value`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "[Die; 26]", into = "[Die; 26]")]
pub struct Dice {
    dice: [Die; 26],
    bag: u32,
    disc: u32,
    /// Per seat: the dice on its scales (left, right and below).
    held: [u32; 4],
}

impl Dice {
    /// Die ids in the bag (bit per id).
    #[inline]
    pub fn bag(&self) -> u32 {
        self.bag
    }

    /// Die ids on the disc (bit per id).
    #[inline]
    pub fn on_disc(&self) -> u32 {
        self.disc
    }

    /// Die ids held by each seat (left, right and below its scales; bit per id).
    #[inline]
    pub fn held(&self) -> [u32; 4] {
        self.held
    }

    /// Moves die `id` to `loc` (ignored for an id out of range).
    #[inline]
    pub fn set_loc(&mut self, id: usize, loc: Loc) {
        let Some(d) = self.dice.get_mut(id) else {
            return;
        };
        d.loc = loc;
        let bit = 1u32 << id;
        self.bag &= !bit;
        self.disc &= !bit;
        self.held.iter_mut().for_each(|h| *h &= !bit);
        self.mark(loc, bit);
    }

    /// Adds `bit` to the set of location `loc`.
    #[inline]
    fn mark(&mut self, loc: Loc, bit: u32) {
        match loc {
            Loc::Bag => self.bag |= bit,
            Loc::Disc(_) => self.disc |= bit,
            Loc::Left(p) | Loc::Right(p) | Loc::Below(p) => self.held[p as usize % 4] |= bit,
            Loc::Out => {}
        }
    }

    /// Turns die `id` to show `v` (ignored for an id out of range).
    #[inline]
    pub fn set_value(&mut self, id: usize, v: u8) {
        if let Some(d) = self.dice.get_mut(id) {
            d.value = v;
        }
    }
}

impl From<[Die; 26]> for Dice {
    fn from(dice: [Die; 26]) -> Dice {
        let mut sets = Dice {
            dice,
            bag: 0,
            disc: 0,
            held: [0; 4],
        };
        for (id, d) in dice.iter().enumerate() {
            sets.mark(d.loc, 1 << id);
        }
        sets
    }
}

impl From<Dice> for [Die; 26] {
    fn from(dice: Dice) -> [Die; 26] {
        dice.dice
    }
}

impl<'a> IntoIterator for &'a Dice {
    type Item = &'a Die;
    type IntoIter = std::slice::Iter<'a, Die>;
    fn into_iter(self) -> Self::IntoIter {
        self.dice.iter()
    }
}

impl std::ops::Deref for Dice {
    type Target = [Die; 26];
    #[inline]
    fn deref(&self) -> &[Die; 26] {
        &self.dice
    }
}

/// Temple people-statue space aligned with temple row 2.
pub const PEOPLE_TEMPLE_ROW: u8 = 0;
/// Temple people-statue space aligned with temple column 2.
pub const PEOPLE_TEMPLE_COL: u8 = 1;
/// Osiris people-statue space above the workshops (Papyrus + Bread).
pub const PEOPLE_WORKSHOPS: u8 = 2;
/// Osiris people-statue space above the quarries (Limestone + Granite).
pub const PEOPLE_QUARRIES: u8 = 3;
/// People-statue space names.
pub const PEOPLE_NAMES: [&str; 4] = ["temple row", "temple column", "workshops", "quarries"];

/// Osiris district names (district index = resource index).
pub const DISTRICT_NAMES: [&str; 4] = ["papyrus", "bread", "limestone", "granite"];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_god_is_saved_as_its_number_and_an_unknown_number_is_refused() {
        for (i, g) in God::ALL.into_iter().enumerate() {
            assert_eq!(g.index(), i);
            assert_eq!(serde_json::to_string(&g).unwrap(), i.to_string());
            assert_eq!(serde_json::from_str::<God>(&i.to_string()).unwrap(), g);
            assert_eq!(God::parse(&g.name().to_uppercase()), Some(g));
        }
        assert!(serde_json::from_str::<God>("6").is_err());
        assert_eq!(God::try_from(9), Err(BadGod(9)));
    }
}
