//! The flat observation tensor (docs/pragas.md, "Observation tensor"), written from
//! `observation(player)` only.

use crate::action::Power;
use crate::data::{Tile, TILE_TYPES};
use crate::state::{Draw, Pending, Phase, Pragas, Stage, Tribute, HIDDEN_CARD, MAX_SEATS};
use nile_core::Viewer;

/// Values before the seat blocks.
pub const GLOBAL_LEN: usize = 8
    + 4
    + TILE_TYPES
    + 6 * 12
    + 3 * 4
    + 3
    + 11
    + 11
    + 10
    + 3 * 32
    + 1
    + 6
    + 14
    + 10
    + 2
    + 4
    + 6
    + 6 * 12
    + 1
    + 3 * 32;
/// Values per seat block.
pub const SEAT_LEN: usize = 200;
/// The whole tensor.
pub const TENSOR_LEN: usize = GLOBAL_LEN + MAX_SEATS * SEAT_LEN;

struct W<'a>(&'a mut Vec<f32>);

impl W<'_> {
    fn v(&mut self, x: f32) {
        self.0.push(x);
    }
    fn b(&mut self, x: bool) {
        self.0.push(f32::from(u8::from(x)));
    }
    fn one_hot(&mut self, i: Option<usize>, n: usize) {
        for k in 0..n {
            self.b(i == Some(k));
        }
    }
    fn bits(&mut self, m: u32, n: usize) {
        for k in 0..n {
            self.b(m & (1 << k) != 0);
        }
    }
    fn tile(&mut self, t: Option<Tile>) {
        self.one_hot(Some(t.map_or(TILE_TYPES, |t| t.index())), TILE_TYPES + 1);
    }
    fn placed(&mut self, t: Option<Tile>) {
        // Five placeable kinds and empty.
        self.one_hot(Some(t.map_or(5, |t| t.index().min(5))), 6);
    }
}

fn phase_index(p: Phase) -> usize {
    match p {
        Phase::Setup => 0,
        Phase::Dice { .. } => 1,
        Phase::Boost { .. } => 2,
        Phase::Territory { .. } => 3,
        Phase::Tribute { .. } => 4,
        Phase::Losses { .. } => 5,
        Phase::EndOfRound { .. } => 6,
        Phase::Over => 7,
    }
}

fn pending_index(p: Option<Pending>) -> usize {
    match p {
        None => 0,
        Some(Pending::ChoosePower) => 1,
        Some(Pending::PlaceTile { .. }) => 2,
        Some(Pending::Track { .. }) => 3,
        Some(Pending::FavourOne { .. }) => 4,
        Some(Pending::CentralTile { .. }) => 5,
        Some(Pending::Hebrew { .. }) => 6,
        Some(Pending::DiscardSlot { .. }) => 7,
        Some(Pending::Overflow { .. }) => 8,
        Some(Pending::EdfuPick { .. }) => 9,
        Some(Pending::ButoPick { .. }) => 10,
        Some(Pending::LossOption { .. }) => 11,
        Some(Pending::LoseTile { .. }) => 12,
        Some(Pending::AiTerritory) => 13,
    }
}

fn draw_index(d: Option<Draw>) -> usize {
    match d {
        None => 0,
        Some(Draw::Power) => 1,
        Some(Draw::Slot) => 2,
        Some(Draw::Edfu) => 3,
        Some(Draw::Hebrew) => 4,
        Some(Draw::Plague) => 5,
        Some(Draw::Loss) => 6,
        Some(Draw::Display) => 7,
        Some(Draw::Buto) => 8,
        Some(Draw::AiDie) => 9,
    }
}

fn card(c: Option<u8>) -> usize {
    match c {
        None => 31,
        Some(HIDDEN_CARD) => 30,
        Some(c) => usize::from(c.min(29)),
    }
}

impl Pragas {
    /// Writes seat `player`'s observation tensor.
    pub(crate) fn write_tensor(&self, player: usize, out: &mut Vec<f32>) {
        out.clear();
        let g = self.observe(Viewer::Seat(player.min(MAX_SEATS - 1)));
        let mut w = W(out);
        w.one_hot(Some(phase_index(g.phase)), 8);
        let (pass, pos, stage) = match g.phase {
            Phase::Dice { pass, pos, stage } => (pass, pos, Some(stage)),
            Phase::Territory { pos, stage }
            | Phase::Tribute { pos, stage }
            | Phase::Losses { pos, stage } => (0, pos, Some(stage)),
            Phase::Boost { pos } | Phase::EndOfRound { pos, .. } => (0, pos, None),
            _ => (0, 0, None),
        };
        w.v(f32::from(g.round) / 10.0);
        w.v(f32::from(pass) / 3.0);
        w.v(f32::from(pos) / 4.0);
        w.b(stage == Some(Stage::WrapUp));
        for &c in &g.reserve {
            w.v(f32::from(c) / 8.0);
        }
        for &t in &g.slots {
            w.tile(t);
        }
        for &h in &g.hebrew_area {
            w.one_hot(Some(h.map_or(0, usize::from).min(3)), 4);
        }
        for &c in &g.hebrew_reserve {
            w.v(f32::from(c) / 12.0);
        }
        w.one_hot(Some(g.plague.map_or(10, |p| usize::from(p.min(9)))), 11);
        w.one_hot(Some(g.loss.map_or(10, |p| usize::from(p.min(9)))), 11);
        w.bits(u32::from(g.plague_pile), 10);
        for &d in &g.display {
            w.one_hot(Some(card(d)), 32);
        }
        w.v(f32::from(g.pile_size()) / 30.0);
        w.bits(u32::from(g.favours_taken), 6);
        w.one_hot(Some(pending_index(g.pending)), 14);
        w.one_hot(Some(draw_index(g.draw)), 10);
        w.v(f32::from(g.tribute_due(player.min(g.seat_count() - 1))) / 10.0);
        w.v(f32::from(g.ankh_needed()) / 3.0);
        w.one_hot(Some(player), MAX_SEATS);
        for &v in &g.ai_row {
            w.v(f32::from(v) / 6.0);
        }
        for &t in &g.edfu {
            w.tile(t);
        }
        w.v(f32::from(g.edfu_hidden) / 6.0);
        for &c in &g.buto {
            w.one_hot(Some(card(c).min(31)), 32);
        }
        for seat in 0..MAX_SEATS {
            g.write_seat(seat, &mut w);
        }
    }

    fn write_seat(&self, seat: usize, w: &mut W) {
        let present = seat < self.seat_count();
        let s = &self.seats[seat];
        for &t in s.city.iter().chain(&s.field) {
            w.placed(t);
        }
        w.v(f32::from(s.city_track) / 15.0);
        w.v(f32::from(s.field_track) / 15.0);
        w.v(f32::from(s.boat) / 12.0);
        w.v(f32::from(s.province) / 24.0);
        w.bits(u32::from(s.markers), 3);
        w.bits(u32::from(s.tokens), 3);
        for &h in &s.held {
            w.v(f32::from(h) / 8.0);
        }
        w.v(f32::from(s.pharaoh_used) / 8.0);
        for &t in &s.discard {
            w.placed(t);
        }
        for &h in &s.hebrews {
            w.v(f32::from(h) / 10.0);
        }
        w.v(s.penalty_count() as f32 / 10.0);
        w.bits(u32::from(s.dice_used), 6);
        w.one_hot(
            Some(
                s.power
                    .map_or(4, |p| Power::ALL.iter().position(|&q| q == p).unwrap_or(4)),
            ),
            5,
        );
        w.bits(u32::from(s.favours), 6);
        w.bits(s.territories, 30);
        w.bits(s.rotated, 30);
        w.v(f32::from(s.sa_uses) / 2.0);
        w.b(s.power_used);
        w.b(s.exempt);
        w.b(s.sa5);
        w.b(s.boost);
        let t = match s.tribute {
            Tribute::Due => 0,
            Tribute::Paid => 1,
            Tribute::Failed => 2,
            Tribute::Waived => 3,
        };
        w.one_hot(Some(t), 4);
        if present {
            w.v(self.breakdown(seat).total() as f32 / 100.0);
            w.v(f32::from(self.soldiers(seat)) / 40.0);
            w.v(f32::from(self.ankhs(seat)) / 6.0);
        } else {
            w.v(0.0);
            w.v(0.0);
            w.v(0.0);
        }
        w.b(present);
    }
}
