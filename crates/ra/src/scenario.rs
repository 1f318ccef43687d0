//! A builder for positions in the middle of a game (rulebook examples, puzzles, bot
//! tests). Every tile placed is taken from the bag, so tiles stay conserved, and
//! [`Scenario::build`] checks every invariant.
//!
//! ```
//! use nile_core::{Game, Turn};
//! use nile_ra::{Scenario, Tile};
//! let game = Scenario::new(3)
//!     .holding(0, Tile::Pharaoh, 2)
//!     .track(&[Tile::Gold, Tile::War])
//!     .ra_count(2)
//!     .turn(1)
//!     .build()?;
//! assert_eq!(game.turn(), Turn::Player(1));
//! assert_eq!(game.held(0, Tile::Pharaoh), 2);
//! # Ok::<(), String>(())
//! ```

use nile_core::Game;

use crate::discs::{self, PlayerCountRules};
use crate::state::{Phase, Ra, RaConfig};
use crate::tiles::Tile;

/// Builds a position: seat `i` holds disc group `i` (A, B, …) face up, the centre disc
/// is 1, scores are 10, epoch 1, and the holder of the highest disc is to play
/// (rulebook "JOGANDO": "o jogador com o disco de Sol de número mais alto é o primeiro a
/// jogar"). Unless [`Scenario::turn`] names the seat, [`Scenario::build`] gives the turn
/// to the holder of the highest face-up disc of the discs as built, so `.discs(…)` and
/// `.face_down(…)` move it too (`docs/ra.md` GAP-35).
#[derive(Debug, Clone)]
pub struct Scenario {
    game: Ra,
    error: Option<String>,
    /// `build` picks the seat to play from the discs (a fresh scenario with no `.turn`).
    turn_from_discs: bool,
}

impl Scenario {
    /// A game with `players` seats just after the deal (seat `i` has group `i`).
    /// An unsupported seat count makes [`Scenario::build`] fail.
    pub fn new(players: usize) -> Scenario {
        match Ra::new(&RaConfig { players }) {
            Ok(mut game) => {
                let rules = game.rules();
                for p in 0..players {
                    game.discs[p] = rules.group_set(p);
                }
                game.start_epoch();
                Scenario {
                    game,
                    error: None,
                    turn_from_discs: true,
                }
            }
            Err(e) => Scenario {
                game: Ra::blank(RaConfig::default()),
                error: Some(e.to_string()),
                turn_from_discs: false,
            },
        }
    }

    /// Continues from an existing position (e.g. to script the next epoch's end). The
    /// seat to act stays the game's unless [`Scenario::turn`] changes it.
    pub fn from_game(game: Ra) -> Scenario {
        Scenario {
            game,
            error: None,
            turn_from_discs: false,
        }
    }

    fn fail(mut self, e: String) -> Self {
        self.error.get_or_insert(e);
        self
    }

    fn take_from_bag(&mut self, tile: Tile, count: u8) -> bool {
        let k = tile.index();
        if self.game.bag[k] < count {
            self.error
                .get_or_insert(format!("the bag has only {} {tile}", self.game.bag[k]));
            return false;
        }
        self.game.bag[k] -= count;
        self.game.bag_total -= count;
        true
    }

    /// Seat `p` holds `count` tiles of `tile` (taken from the bag).
    pub fn holding(mut self, p: usize, tile: Tile, count: u8) -> Self {
        if p >= self.game.config.players || !tile.is_collectable() {
            return self.fail(format!("seat {p} cannot hold {tile}"));
        }
        if self.take_from_bag(tile, count) {
            self.game.holdings[p][tile.index()] += count;
        }
        self
    }

    /// These tiles fill the auction track from slot 0 (taken from the bag).
    pub fn track(mut self, tiles: &[Tile]) -> Self {
        for &t in tiles {
            let Some(slot) = self.game.lowest_empty_slot() else {
                return self.fail("the auction track has only 8 slots".into());
            };
            if t == Tile::Ra {
                return self.fail("a Ra tile cannot be on the auction track".into());
            }
            if self.take_from_bag(t, 1) {
                self.game.track[slot] = Some(t);
            }
        }
        self
    }

    /// `count` Ra tiles are on the Ra track (taken from the bag).
    pub fn ra_count(mut self, count: u8) -> Self {
        if self.take_from_bag(Tile::Ra, count) {
            self.game.ra_count += count;
        }
        self
    }

    /// `count` tiles of `tile` have left the game (taken from the bag).
    pub fn discarded(mut self, tile: Tile, count: u8) -> Self {
        if self.take_from_bag(tile, count) {
            self.game.discard[tile.index()] += count;
        }
        self
    }

    /// Only the given tiles remain in the bag: every other tile still in the bag is
    /// moved to the discard pile (for scripting the end of an epoch or game). Ra tiles
    /// leave the game only at an epoch's end, so `build` refuses more discarded Ra tiles
    /// than the finished epochs could have drawn: set the epoch, or keep Ra tiles.
    pub fn bag_only(mut self, tiles: &[(Tile, u8)]) -> Self {
        let mut keep = [0u8; crate::tiles::KINDS];
        for &(t, c) in tiles {
            keep[t.index()] += c;
        }
        for (k, &wanted) in keep.iter().enumerate() {
            let have = self.game.bag[k];
            if have < wanted {
                return self.fail(format!("the bag has only {have} of kind {k}"));
            }
            self.game.discard[k] += have - wanted;
            self.game.bag[k] = wanted;
        }
        self.game.bag_total = keep.iter().sum();
        self
    }

    /// Seat `p` owns exactly these discs, face up. The caller keeps every disc in play
    /// owned exactly once (with [`Scenario::centre`]); `build` checks it.
    pub fn discs(mut self, p: usize, values: &[u8]) -> Self {
        if p >= self.game.config.players || values.iter().any(|&v| v >= 32) {
            return self.fail(format!("bad discs for seat {p}"));
        }
        self.game.discs[p] = discs::set_of(values);
        self.game.face_down[p] = 0;
        self
    }

    /// These discs of seat `p` are face down (won this epoch).
    pub fn face_down(mut self, p: usize, values: &[u8]) -> Self {
        if p >= self.game.config.players || values.iter().any(|&v| v >= 32) {
            return self.fail(format!("bad discs for seat {p}"));
        }
        self.game.face_down[p] |= discs::set_of(values);
        self
    }

    /// The centre disc.
    pub fn centre(mut self, v: u8) -> Self {
        self.game.centre = v;
        self
    }

    /// Seat `p`'s score.
    pub fn score(mut self, p: usize, score: u16) -> Self {
        if p >= self.game.config.players {
            return self.fail(format!("no seat {p}"));
        }
        self.game.scores[p] = score;
        self
    }

    /// The current epoch (1 to 3).
    pub fn epoch(mut self, epoch: u8) -> Self {
        self.game.epoch = epoch;
        self
    }

    /// Seat `p` is to play (choose draw, invoke Ra or a God), whatever the discs.
    pub fn turn(mut self, p: usize) -> Self {
        if p >= self.game.config.players {
            return self.fail(format!("no seat {p}"));
        }
        self.game.phase = Phase::Turn { player: p as u8 };
        self.turn_from_discs = false;
        self
    }

    /// The position, if it is a legal one.
    pub fn build(mut self) -> Result<Ra, String> {
        if let Some(e) = self.error {
            return Err(e);
        }
        if PlayerCountRules::for_players(self.game.config.players).is_none() {
            return Err("unsupported player count".into());
        }
        self.game.refresh_face_up_tops();
        if self.turn_from_discs {
            if let Some(p) = self.game.highest_face_up_owner() {
                self.game.phase = Phase::Turn { player: p };
            }
        }
        self.game.check_invariants()?;
        Ok(self.game)
    }
}
