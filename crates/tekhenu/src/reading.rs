//! Public readings of the board: a seat's tableau, the dice, the statues, the temple, the
//! Osiris area, the market and the round count, for embedders and black-box tests that
//! should see the table without depending on how the state stores it.

use crate::cards::Card;
use crate::pieces::{Dice, God, Status, NONE};
use crate::state::{Board, Placed, Player};

/// A stored seat number, `None` where the space holds nothing.
fn seat(owner: u8) -> Option<u8> {
    (owner != NONE).then_some(owner)
}

impl Board {
    /// Seats at the table, Botankhamun included (a solo game has 2).
    pub fn seats(&self) -> usize {
        usize::from(self.np)
    }

    /// Seat `p`'s tableau: tokens, Victory Points, tracks, pieces left and cards; `None`
    /// past the seats at the table.
    pub fn player(&self, p: usize) -> Option<&Player> {
        self.players.get(..self.seats())?.get(p)
    }

    /// The 26 dice by id, each with its colour, face and place (bag, a god's section of
    /// the obelisk, a seat's pans or below its scales, out of the game).
    pub fn dice(&self) -> &Dice {
        &self.dice
    }

    /// The status (Pure, Tainted or Forbidden) a die of `colour` has in `god`'s section
    /// under the disc's present lights.
    pub fn status(&self, god: God, colour: crate::pieces::Colour) -> Status {
        self.status_as(god.id(), colour)
    }

    /// The god on each Horus slot, slot `v - 1` for die value `v`.
    pub fn horus_slots(&self) -> [Option<God>; 6] {
        self.horus.map(God::from_index)
    }

    /// God statues of seat `p` on `god`.
    pub fn god_statues(&self, god: God, p: usize) -> u8 {
        self.god_statues[god.index()].get(p).copied().unwrap_or(0)
    }

    /// The owner of people-statue space `space` (`pieces::PEOPLE_TEMPLE_ROW` …
    /// `PEOPLE_QUARRIES`).
    pub fn people_statue(&self, space: usize) -> Option<u8> {
        self.people.get(space).copied().and_then(seat)
    }

    /// The pillar tile raised on temple cell (`row`, `col`), both 0..5.
    pub fn temple_cell(&self, row: usize, col: usize) -> Option<Placed> {
        *self.temple.get(row)?.get(col)?
    }

    /// The owner of temple building space `space`: rows 0..5, then columns 5..10.
    pub fn temple_building(&self, space: usize) -> Option<u8> {
        self.temple_buildings.get(space).copied().and_then(seat)
    }

    /// The owner of the building on Osiris row `row` (0..6, the top row first) in
    /// `district` (`pieces::DISTRICT_NAMES` order).
    pub fn osiris_building(&self, row: usize, district: usize) -> Option<u8> {
        self.osiris.get(row)?.get(district).copied().and_then(seat)
    }

    /// The 15 market slots, section by section (`cards::slot_section`).
    pub fn market(&self) -> &[Option<Card>; 15] {
        &self.market
    }

    /// Rotations of the disc so far (eight end the game).
    pub fn rotations(&self) -> u8 {
        self.rotations
    }

    /// Maat phases played so far.
    pub fn maat_phases(&self) -> u8 {
        self.maat
    }

    /// The turn order, first seat first.
    pub fn turn_order(&self) -> &[u8] {
        self.order.get(..self.seats()).unwrap_or(&[])
    }
}
