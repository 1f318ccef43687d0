//! The answers to a pending sub-decision, written through a callback that may stop the
//! listing (so that "is there exactly one answer?" stops at the second).

use std::ops::ControlFlow::{self, Break, Continue};

use crate::action::{Action, Area, Pay, Power, TrackChoice};
use crate::data::*;
use crate::quantities::spot_kinds;
use crate::standins::*;
use crate::state::{Pending, Pragas, Seat};

/// Whether a listing goes on (`Continue`) or stops at the action just given (`Break`).
type Flow = ControlFlow<()>;

impl Pragas {
    /// Calls `f` with every answer to the pending decision `p`, stopping when `f` says so.
    pub(crate) fn try_each_answer(&self, p: Pending, f: &mut impl FnMut(Action) -> Flow) -> Flow {
        match p {
            Pending::ChoosePower => {
                for p in Power::ALL {
                    f(Action::ChoosePower(p))?;
                }
            }
            Pending::PlaceTile { seat, tile, .. } => {
                self.try_each_placement(usize::from(seat), tile, f)?
            }
            Pending::Track { double: true, .. } => {
                f(Action::ChooseTrack(TrackChoice::City2))?;
                f(Action::ChooseTrack(TrackChoice::Field2))?;
                f(Action::ChooseTrack(TrackChoice::Split))?;
            }
            Pending::Track { double: false, .. } => {
                f(Action::ChooseTrack(TrackChoice::City))?;
                f(Action::ChooseTrack(TrackChoice::Field))?;
            }
            Pending::FavourOne { seat } => {
                let s = &self.seats[usize::from(seat)];
                f(Action::FavourOne(None))?;
                if s.coins() > 0 {
                    f(Action::FavourOne(Some(Pay::Coin)))?;
                }
                if s.has_favour(3) {
                    f(Action::FavourOne(Some(Pay::Favour)))?;
                }
            }
            Pending::CentralTile { seat } => {
                for (k, t) in self.slots.iter().enumerate() {
                    if t.is_some_and(|t| self.usable(usize::from(seat), t)) {
                        f(Action::ChooseCentralTile(k as u8 + 1))?;
                    }
                }
            }
            Pending::Hebrew { .. } => {
                for (i, h) in self.hebrew_area.iter().enumerate() {
                    if h.is_some() {
                        f(Action::ChooseHebrew(i as u8))?;
                    }
                }
            }
            Pending::DiscardSlot { .. } => {
                f(Action::ChooseDiscardSlot(1))?;
                f(Action::ChooseDiscardSlot(2))?;
            }
            Pending::Overflow { .. } => {
                for k in 0..3 {
                    f(Action::Overflow(k))?;
                }
            }
            Pending::EdfuPick { seat } => {
                let mut any = false;
                for (i, t) in self.edfu.iter().enumerate() {
                    if t.is_some_and(|t| self.usable(usize::from(seat), t)) {
                        any = true;
                        f(Action::EdfuPick(Some(i as u8)))?;
                    }
                }
                if !any {
                    f(Action::EdfuPick(None))?;
                }
            }
            Pending::ButoPick { .. } => {
                for (i, c) in self.buto.iter().enumerate() {
                    if c.is_some() {
                        f(Action::ButoPick(i as u8))?;
                    }
                }
            }
            Pending::LossOption { .. } => {
                f(Action::LossOption(0))?;
                f(Action::LossOption(1))?;
            }
            Pending::LoseTile { seat, tile } => {
                for area in Area::ALL {
                    for (i, t) in self.seats[usize::from(seat)].area(area).iter().enumerate() {
                        if *t == Some(tile) {
                            f(Action::LoseTile {
                                area,
                                space: i as u8,
                            })?;
                        }
                    }
                }
            }
            Pending::AiTerritory => {
                for i in 0..3 {
                    if self.ai_may_take(i) {
                        f(Action::PickTerritory {
                            index: i as u8,
                            peek: false,
                        })?;
                    }
                }
            }
        }
        Continue(())
    }

    /// Spaces a tile may go on; the solo opponent prefers spaces that activate a
    /// development spot, then the Soldiers spot (rulebook text).
    fn try_each_placement(
        &self,
        seat: usize,
        tile: Tile,
        f: &mut impl FnMut(Action) -> Flow,
    ) -> Flow {
        let s = &self.seats[seat];
        let allowed = |area: Area| match area {
            Area::City => tile.fits_city(),
            Area::Field => tile.fits_field(),
        };
        if self.is_ai(seat) {
            for want in [0u8, 1] {
                let mut any = false;
                for area in Area::ALL.into_iter().filter(|&a| allowed(a)) {
                    for space in 0..6 {
                        if s.area(area)[space].is_none() && activates(s, area, space, want) {
                            any = true;
                            f(Action::PlaceTile {
                                area,
                                space: space as u8,
                            })?;
                        }
                    }
                }
                if any {
                    return Continue(());
                }
            }
        }
        for area in Area::ALL.into_iter().filter(|&a| allowed(a)) {
            for space in 0..6 {
                if s.area(area)[space].is_none() {
                    f(Action::PlaceTile {
                        area,
                        space: space as u8,
                    })?;
                }
            }
        }
        Continue(())
    }

    /// The only legal answer to the pending decision, if there is exactly one (the
    /// listing stops at a second answer).
    pub(crate) fn only_answer(&self) -> Option<Action> {
        let p = self.pending?;
        let mut first = None;
        let mut count = 0;
        let flow = self.try_each_answer(p, &mut |a| {
            count += 1;
            if count > 1 {
                return Break(());
            }
            first = Some(a);
            Continue(())
        });
        let only = if flow.is_continue() && count == 1 {
            first
        } else {
            None
        };
        debug_assert_eq!(only, self.only_answer_plain(p));
        only
    }

    /// [`Self::only_answer`] from the whole listing (the reference it is checked
    /// against, at every call in builds with debug assertions, the tests' included).
    fn only_answer_plain(&self, p: Pending) -> Option<Action> {
        let mut all = [None; 3];
        let mut count = 0;
        let _ = self.try_each_answer(p, &mut |a| {
            all[count.min(2)] = Some(a);
            count += 1;
            Continue(())
        });
        if count == 1 {
            all[0]
        } else {
            None
        }
    }
}

/// Would placing on `space` activate a spot of the wanted group (0: development, 1:
/// soldiers)?
fn activates(s: &Seat, area: Area, space: usize, want: u8) -> bool {
    let spaces = s.area(area);
    spot_kinds(area)
        .iter()
        .zip(SPOT_SPACES)
        .any(|(&kind, (a, b))| {
            let other = if a == space {
                b
            } else if b == space {
                a
            } else {
                return false;
            };
            let group = match kind {
                SpotKind::DevCity | SpotKind::DevField => 0,
                SpotKind::Soldiers => 1,
                _ => 2,
            };
            group == want && spaces[other].is_some()
        })
}

#[cfg(test)]
mod tests {
    use nile_core::rng::seeded;
    use nile_core::{Game, GameConfig, Turn};

    use crate::state::{Pragas, PragasConfig};

    /// `only_answer`, which stops listing at a second answer, names an answer exactly
    /// when the full listing has one: at every pending decision of random games (where
    /// there are always two or more, the single ones being answered by the flow), and,
    /// through its debug assertion, at every call the flow makes.
    #[test]
    fn only_answer_agrees_with_the_full_listing() {
        let (mut legal, mut chance) = (Vec::new(), Vec::new());
        for (players, seed) in [(1, 21), (2, 22), (3, 23), (4, 24)] {
            let mut g = Pragas::new(&PragasConfig::for_players(players)).unwrap();
            let mut rng = seeded(seed);
            let mut checked = 0;
            while g.turn() != Turn::Over {
                if g.pending.is_some() && g.draw.is_none() {
                    g.legal_actions(&mut legal);
                    let expected = (legal.len() == 1).then(|| legal[0]);
                    assert_eq!(g.only_answer(), expected);
                    checked += 1;
                }
                g.random_step(&mut rng, &mut legal, &mut chance).unwrap();
            }
            assert!(checked > 0);
        }
    }
}
