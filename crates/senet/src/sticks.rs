//! The four throwing sticks, each white on one side: how many whites show gives the
//! move, none at all gives 5, and a 1, 4 or 5 earns another throw (`docs/senet.md` S-3,
//! S-4).

/// One result of a throw: the squares it moves, the white sides that show it, in how
/// many of the 16 equally likely ways the sticks fall, and whether it earns another throw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Throw {
    /// The squares a pawn moves (1 to 5).
    pub value: u8,
    /// White sides up.
    pub whites: u8,
    /// Ways out of 16 (four fair sticks).
    pub ways: u32,
    /// Whether the thrower throws again after moving.
    pub again: bool,
}

/// The five results, by value.
#[rustfmt::skip]
pub const THROWS: [Throw; 5] = [
    Throw { value: 1, whites: 1, ways: 4, again: true },
    Throw { value: 2, whites: 2, ways: 6, again: false },
    Throw { value: 3, whites: 3, ways: 4, again: false },
    Throw { value: 4, whites: 4, ways: 1, again: true },
    Throw { value: 5, whites: 0, ways: 1, again: true },
];

/// The result worth `value`, if there is one.
pub fn throw(value: u8) -> Option<&'static Throw> {
    THROWS.iter().find(|t| t.value == value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_fair_sticks_fall_sixteen_ways() {
        assert_eq!(THROWS.iter().map(|t| t.ways).sum::<u32>(), 16);
        // k whites of four: C(4, k) ways; none at all counts 5.
        for t in THROWS {
            let c = [1, 4, 6, 4, 1][usize::from(t.whites)];
            assert_eq!(t.ways, c, "throw {}", t.value);
        }
        assert!(throw(0).is_none() && throw(6).is_none());
    }
}
