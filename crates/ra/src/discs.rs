//! Sun discs and the per-player-count tables (rulebook "DISTRIBUIÇÃO DOS DISCOS DE SOL").
//!
//! A set of discs is a bitmask: bit `v` set means disc `v` (1..=16).

/// A set of sun discs: bit `v` is disc `v`.
pub type DiscSet = u32;

/// The disc in the centre at the start of the game (rulebook setup step 5).
pub const STARTING_CENTRE_DISC: u8 = 1;

/// One player-count row of the setup table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayerCountRules {
    /// Number of players.
    pub players: usize,
    /// Highest disc value in play (discs 1..=this).
    pub highest_disc: u8,
    /// The disc groups A, B, … dealt at random, one per player.
    pub groups: &'static [&'static [u8]],
    /// GAP-1: the Ra-track start space (1-based, of 10) for this player count;
    /// the number of Ra tiles that ends an epoch is `11 - start`.
    pub ra_track_start: u8,
}

/// GAP-1: number of spaces on the Ra track (published board; the picture is lost).
pub const RA_TRACK_SPACES: u8 = 10;

/// Setup rows for 2, 3, 4 and 5 players (groups: rulebook table; Ra-track start: GAP-1).
pub const PLAYER_COUNTS: [PlayerCountRules; 4] = [
    PlayerCountRules {
        players: 2,
        highest_disc: 9,
        groups: &[&[9, 6, 5, 2], &[8, 7, 4, 3]],
        ra_track_start: 5,
    },
    PlayerCountRules {
        players: 3,
        highest_disc: 13,
        groups: &[&[13, 8, 5, 2], &[12, 9, 6, 3], &[11, 10, 7, 4]],
        ra_track_start: 3,
    },
    PlayerCountRules {
        players: 4,
        highest_disc: 13,
        groups: &[&[13, 6, 2], &[12, 7, 3], &[11, 8, 4], &[10, 9, 5]],
        ra_track_start: 2,
    },
    PlayerCountRules {
        players: 5,
        highest_disc: 16,
        groups: &[
            &[16, 7, 2],
            &[15, 8, 3],
            &[14, 9, 4],
            &[13, 10, 5],
            &[12, 11, 6],
        ],
        ra_track_start: 1,
    },
];

/// The disc groups of each row of [`PLAYER_COUNTS`] as disc sets (group `g` of row `r`
/// at `[r][g]`; empty past the row's groups), for the deal's hot path.
pub const GROUP_SETS: [[DiscSet; 5]; PLAYER_COUNTS.len()] = {
    let mut sets = [[0; 5]; PLAYER_COUNTS.len()];
    let mut r = 0;
    while r < PLAYER_COUNTS.len() {
        let groups = PLAYER_COUNTS[r].groups;
        let mut g = 0;
        while g < groups.len() && g < 5 {
            let mut i = 0;
            while i < groups[g].len() {
                sets[r][g] |= bit(groups[g][i]);
                i += 1;
            }
            g += 1;
        }
        r += 1;
    }
    sets
};

impl PlayerCountRules {
    /// The row for `players`, if the game supports that count.
    pub fn for_players(players: usize) -> Option<&'static PlayerCountRules> {
        PLAYER_COUNTS.iter().find(|r| r.players == players)
    }

    /// Ra tiles that end an epoch: the one landing on the last space (GAP-1).
    pub const fn ra_tiles_per_epoch(&self) -> u8 {
        RA_TRACK_SPACES + 1 - self.ra_track_start
    }

    /// Discs each player owns.
    pub fn discs_per_player(&self) -> u32 {
        self.groups[0].len() as u32
    }

    /// Group `g` as a disc set.
    pub fn group_set(&self, g: usize) -> DiscSet {
        self.groups.get(g).map_or(0, |discs| set_of(discs))
    }

    /// Every disc in play.
    pub const fn all_discs(&self) -> DiscSet {
        ((1u32 << (self.highest_disc + 1)) - 1) & !1
    }
}

/// The set holding exactly `discs`.
pub fn set_of(discs: &[u8]) -> DiscSet {
    discs.iter().fold(0, |s, &v| s | bit(v))
}

/// The set holding only disc `v`.
#[inline]
pub const fn bit(v: u8) -> DiscSet {
    1u32 << v
}

/// The highest disc of a set (0 when empty).
#[inline]
pub const fn highest(set: DiscSet) -> u8 {
    if set == 0 {
        0
    } else {
        (31 - set.leading_zeros()) as u8
    }
}

/// Discs of `set` strictly above `v`, for a disc value `v < 32` (a larger `v` is taken
/// modulo 32; never a panic). Discs in play are 1 to 16.
#[inline]
pub const fn above(set: DiscSet, v: u8) -> DiscSet {
    // `2 << 31` is 0 and `0 - 1` all ones: nothing is above 31. The shift by `v & 31`
    // is what the processor does anyway, so this costs nothing over `2 << v`.
    set & !(2u32 << (v & 31)).wrapping_sub(1)
}

/// Sum of the disc values in a set.
pub fn sum(set: DiscSet) -> u32 {
    values(set).map(u32::from).sum()
}

/// Disc values of a set, ascending.
pub fn values(mut set: DiscSet) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let v = set.trailing_zeros() as u8;
            set &= set - 1;
            Some(v)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_deal_every_disc_but_the_centre_once() {
        for r in PLAYER_COUNTS {
            let mut all = bit(STARTING_CENTRE_DISC);
            for g in 0..r.players {
                assert_eq!(all & r.group_set(g), 0);
                all |= r.group_set(g);
                assert_eq!(r.group_set(g).count_ones(), r.discs_per_player());
            }
            assert_eq!(all, r.all_discs(), "{} players", r.players);
        }
    }

    #[test]
    fn group_sets_table_matches_the_groups() {
        for (sets, row) in GROUP_SETS.iter().zip(PLAYER_COUNTS) {
            for (g, &set) in sets.iter().enumerate() {
                assert_eq!(set, row.group_set(g), "{} players", row.players);
            }
        }
    }

    #[test]
    fn ra_tiles_per_epoch_follow_gap_1() {
        let k: Vec<u8> = PLAYER_COUNTS
            .iter()
            .map(|r| r.ra_tiles_per_epoch())
            .collect();
        assert_eq!(k, vec![6, 8, 9, 10]);
    }

    #[test]
    fn set_helpers() {
        let s = set_of(&[2, 5, 13]);
        assert_eq!(highest(s), 13);
        assert_eq!(above(s, 5), bit(13));
        assert_eq!(above(s, 0), s);
        assert_eq!(above(u32::MAX, 30), 1 << 31);
        assert_eq!(above(u32::MAX, 31), 0);
        assert_eq!(above(u32::MAX, 255), 0);
        assert_eq!(above(bit(5), 32), bit(5));
        assert_eq!(sum(s), 20);
        assert_eq!(values(s).collect::<Vec<_>>(), vec![2, 5, 13]);
    }
}
