//! Final scoring and the solo adjustments.

use nile_core::Outcome;
use serde::{Deserialize, Serialize};

use crate::cards::{Scoring, Territory, TERRITORIES};
use crate::data::*;
use crate::quantities::{active_spots, ankh_tiles, on_board, qualifying_rows};
use crate::standins::*;
use crate::state::{Phase, Pragas, Seat, MAX_SEATS};

/// One seat's score by item.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Breakdown {
    /// The lower development track.
    pub development: i32,
    /// The boat's space, if one of the last three.
    pub nile: i32,
    /// One per collected tile (coins excluded).
    pub tiles: i32,
    /// Two per Pharaoh tile.
    pub pharaohs: i32,
    /// Commerce and Scoring cards.
    pub territories: i32,
    /// Six for ending on province space 24.
    pub province: i32,
    /// Hebrew ranking.
    pub hebrews: i32,
    /// Penalty cards (-3 each).
    pub penalties: i32,
    /// Tiles in the discard area (-2 each).
    pub discard: i32,
}

impl Breakdown {
    /// The total.
    pub fn total(&self) -> i32 {
        self.development
            + self.nile
            + self.tiles
            + self.pharaohs
            + self.territories
            + self.province
            + self.hebrews
            + self.penalties
            + self.discard
    }
}

fn scoring_card(game: &Pragas, seat: usize, card: Scoring) -> i32 {
    let s = &game.seats[seat];
    match card {
        Scoring::Flat => 4,
        Scoring::Rows => 3 * i32::from(qualifying_rows(s).min(2)),
        Scoring::Egyptians => 2 * i32::from(on_board(s, Tile::Egyptian).min(3)),
        Scoring::Spread => {
            let city = s.city.iter().filter(|t| t.is_some()).count();
            let field = s.field.iter().filter(|t| t.is_some()).count();
            if city >= 3 && field >= 3 {
                5
            } else {
                0
            }
        }
        Scoring::HebrewPairs => i32::from(s.hebrew_count().min(12) / 2),
        Scoring::CleanDiscard => {
            if s.discard.iter().all(|t| t.is_none()) {
                5
            } else {
                0
            }
        }
        Scoring::Spots => {
            let ok = active_spots(s, SpotKind::Coin) > 0
                && active_spots(s, SpotKind::Soldiers) > 0
                && active_spots(s, SpotKind::Hebrew) > 0;
            if ok {
                5
            } else {
                0
            }
        }
        Scoring::Ankhs => i32::from(game.ankhs(seat)),
    }
}

fn collected_tiles(s: &Seat) -> i32 {
    let beside = s.held[Tile::Boat.index()]
        + s.held[Tile::Province1.index()]
        + s.held[Tile::Province2.index()]
        + s.held[Tile::Province3.index()];
    i32::from(s.board_tiles() + beside)
}

impl Pragas {
    /// `Game::score`: the final score once the game is over, the running breakdown's
    /// total before; 0 for a seat the game lacks.
    pub(crate) fn score_of(&self, player: usize) -> i32 {
        if player >= self.seat_count() {
            return 0;
        }
        if self.phase == Phase::Over {
            self.final_scores[player]
        } else {
            self.breakdown(player).total()
        }
    }

    /// `Game::outcome`: the ranking by score, then province, then boat (the solo game:
    /// won when the player's key beats the opponent's).
    pub(crate) fn final_outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let n = self.seat_count();
        let keys: Vec<(i32, u8, u8)> = (0..n)
            .map(|s| {
                (
                    self.final_scores[s],
                    self.seats[s].province,
                    self.seats[s].boat,
                )
            })
            .collect();
        if self.config.solo() {
            return Some(Outcome::solo(self.final_scores[0], keys[0] > keys[1]));
        }
        Some(Outcome::ranked(self.final_scores[..n].to_vec(), &keys))
    }

    /// Hebrew-ranking VP per seat (rulebook text; GAP-23; solo threshold GAP-37).
    pub fn hebrew_vp(&self) -> [i32; MAX_SEATS] {
        let n = self.seat_count();
        let sums: [u8; MAX_SEATS] =
            std::array::from_fn(|i| if i < n { self.seats[i].hebrew_sum() } else { 0 });
        let mut vp = [0; MAX_SEATS];
        for seat in 0..n {
            let above = (0..n).filter(|&o| sums[o] > sums[seat]).count();
            let tied = (0..n).filter(|&o| sums[o] == sums[seat]).count();
            let total: i32 = HEBREW_RANK_VP[above..(above + tied).min(n)].iter().sum();
            vp[seat] = total / tied as i32;
            if self.config.solo() && seat == 0 && above == 1 && sums[0] < SOLO_SECOND_THRESHOLD {
                vp[seat] = 0;
            }
        }
        vp
    }

    /// Seat `seat`'s score by item, as the game stands.
    pub fn breakdown(&self, seat: usize) -> Breakdown {
        let s = &self.seats[seat];
        let ai = self.is_ai(seat);
        let nile = NILE_VP
            .iter()
            .find(|(space, _)| *space == s.boat)
            .map_or(0, |(_, vp)| *vp);
        let mut territories = 0;
        for (i, c) in TERRITORIES.iter().enumerate() {
            if s.territories & (1 << i) == 0 {
                continue;
            }
            territories += match c.kind {
                Territory::Commerce(..) => COMMERCE_VP,
                Territory::Scoring(_) if ai => AI_SCORING_VP,
                Territory::Scoring(card) => scoring_card(self, seat, card),
                _ => 0,
            };
        }
        let _ = ankh_tiles;
        Breakdown {
            development: i32::from(s.city_track.min(s.field_track)),
            nile,
            tiles: collected_tiles(s),
            pharaohs: PHARAOH_VP * i32::from(s.held[Tile::Pharaoh.index()]),
            territories,
            province: if !ai && s.province >= PROVINCE_MAX {
                PROVINCE_END_VP
            } else {
                0
            },
            hebrews: self.hebrew_vp()[seat],
            penalties: PENALTY_VP * s.penalty_count() as i32,
            discard: DISCARD_VP * s.discard.iter().filter(|t| t.is_some()).count() as i32,
        }
    }

    /// Fixes the final scores.
    #[inline(never)]
    pub(crate) fn final_scoring(&mut self) {
        for seat in 0..self.seat_count() {
            self.final_scores[seat] = self.breakdown(seat).total();
        }
    }
}
