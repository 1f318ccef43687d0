//! Setup: a fresh game with the box's components, the seats' starting tracks and the
//! tiles the seat count removes; the first decisions are chance draws.

use nile_core::GameError;

use crate::data::*;
use crate::standins::*;
use crate::state::{Phase, Pragas, PragasConfig, Seat, MAX_SEATS, STACK};
use crate::texts::TEXTS;

impl Pragas {
    /// A fresh game (setup); the first decisions are setup chance draws.
    pub fn build(config: &PragasConfig) -> Result<Self, GameError> {
        if !(1..=MAX_SEATS).contains(&config.players) {
            return Err(GameError::InvalidConfig(nile_core::sentence!(
                TEXTS,
                "config-players",
                players = config.players
            )));
        }
        if config.rounds != 10 && config.rounds != 8 {
            return Err(GameError::InvalidConfig(nile_core::sentence!(
                TEXTS,
                "config-rounds",
                rounds = config.rounds
            )));
        }
        let seats = config.seats();
        let removal = match seats {
            4 => [0; TILE_TYPES],
            3 => REMOVED_3P,
            _ => REMOVED_2P,
        };
        let mut reserve = TILES_IN_BOX;
        for (r, x) in reserve.iter_mut().zip(removal) {
            *r -= x;
        }
        let mut all_seats = [Seat::new(); MAX_SEATS];
        if config.solo() {
            all_seats[1].city_track = AI_TRACK_START;
            all_seats[1].field_track = AI_TRACK_START;
        }
        let mut game = Pragas {
            config: *config,
            round: 0,
            seats: all_seats,
            order: [0, 1, 2, 3],
            reserve,
            removed: removal,
            slots: [None; 6],
            returning: [None; 2],
            hebrew_reserve: HEBREWS_IN_BOX,
            hebrew_area: [None; 3],
            hebrews_removed: [0; 3],
            plague_pile: (1 << 10) - 1,
            plague: None,
            plagues_removed: 0,
            loss_pile: (1 << 10) - 1,
            loss: None,
            losses_removed: 0,
            territory_pile: (1 << 30) - 1,
            pile_bottom: [None; 30],
            bottom_public: 0,
            display: [None; 3],
            territories_removed: 0,
            favours_taken: 0,
            ai_row: [0; 6],
            ai_revealed: 0,
            edfu: [None; 6],
            edfu_hidden: 0,
            buto: [None; 3],
            annulled: None,
            phase: Phase::Setup,
            pending: None,
            draw: None,
            stack: [None; STACK],
            stack_len: 0,
            last: None,
            last_private: 0,
            final_scores: [0; MAX_SEATS],
        };
        game.advance();
        Ok(game)
    }
}
