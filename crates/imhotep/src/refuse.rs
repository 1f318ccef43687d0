//! Why an action is refused now, in words a player can act on: "your sled is full",
//! "ship 2 holds 1 stone and needs 2 to sail", "you are still placing the Chisel's second
//! stone". Only on the error path (out of line).

use nile_core::GameError;

use crate::action::ImhotepAction as A;
use crate::cards::Card;
use crate::ships::SHIPS_PER_ROUND;
use crate::state::{Imhotep, Phase, SLED_CAPACITY};
use crate::text::{colour, plural};

impl Imhotep {
    /// The error for an action the acting seat may not take now.
    #[cold]
    #[inline(never)]
    pub(crate) fn refuse(&self, action: A) -> GameError {
        GameError::illegal(action, self.why_refused(action))
    }

    /// Why `action` is not legal now.
    fn why_refused(&self, action: A) -> String {
        let place = |why: &str| match action {
            A::Place { ship, slot } => match self.place_problem(ship, slot) {
                Some(p) => format!("{p}; {why}"),
                None => why.to_string(),
            },
            _ => why.to_string(),
        };
        match self.phase {
            Phase::Turn => self.turn_problem(action),
            Phase::ChiselPlace(2) => place(
                "you are placing the Chisel's two stones, each on a free space of a ship in port",
            ),
            Phase::ChiselPlace(_) => place(
                "you are still placing the Chisel's second stone: put it on a free space of a \
                 ship in port",
            ),
            Phase::HammerPlace => place(
                "you are placing the Hammer's stone: put it on a free space of a ship in port",
            ),
            Phase::SailCardPlace => place(
                "you are placing the Sail card's stone: put it on a ship that then holds enough \
                 stones to sail",
            ),
            Phase::SailCardSail(s) => format!(
                "you are sailing ship {} with the Sail card: name a site no ship has sailed to \
                 this round",
                u32::from(s) + 1
            ),
            Phase::LeverSail => "you are playing Lever: sail a ship that holds enough stones \
                                 to a site no ship has sailed to this round"
                .to_string(),
            Phase::LeverUnload => {
                "you are playing Lever: choose the next stone to unload (unload slot K)".into()
            }
            Phase::MarketPick(p) => format!(
                "{} picks a market card for a stone: take a face-up card, the face-down cards \
                 (side B), or no card",
                colour(p)
            ),
            Phase::PairKeep(p) => format!("{} keeps one of the two face-down cards", colour(p)),
            Phase::PyramidChoice(p) => format!(
                "{} chooses a pyramid with a free space for a stone",
                colour(p)
            ),
            Phase::CardBonus(p) => format!("{} may draw the top card or skip the bonus", colour(p)),
            Phase::StonesBonus(p) => {
                format!("{} may take up to 3 stones or skip the bonus", colour(p))
            }
            Phase::ShipBonus(p) => place(&format!(
                "{} may put a stone on a free space of a ship in port or skip the bonus",
                colour(p)
            )),
            Phase::TempleChoice(p) => {
                format!("{} scores 1 point or takes 2 stones", colour(p))
            }
            Phase::Over => "the game is over".into(),
            _ => "a chance draw is due".into(),
        }
    }

    /// What is wrong with a turn action of the current seat.
    fn turn_problem(&self, action: A) -> String {
        let cur = usize::from(self.current);
        let Some(b) = self.builder(cur) else {
            return "no seat is to act".into();
        };
        match action {
            A::TakeStones if b.sled >= SLED_CAPACITY => {
                format!("your sled is full ({SLED_CAPACITY} stones)")
            }
            A::TakeStones => "your quarry is empty".into(),
            A::Place { ship, slot } => self
                .place_problem(ship, slot)
                .unwrap_or_else(|| "your sled is empty".into()),
            A::Sail { ship, site } => match self.ships.get(usize::from(ship)) {
                None => format!("there are only {SHIPS_PER_ROUND} ships"),
                Some(s) if s.sailed_to.is_some() => {
                    format!("ship {} has sailed", u32::from(ship) + 1)
                }
                Some(s) if !s.can_sail() => format!(
                    "ship {} holds {} and needs {} to sail",
                    u32::from(ship) + 1,
                    plural(usize::from(s.load()), "stone"),
                    s.min_load()
                ),
                Some(_) => format!("a ship has already sailed to the {site} this round"),
            },
            A::Play(card) if !card.is_blue() => "only blue cards are played".into(),
            A::Play(card) if card.blue_index().is_some_and(|i| b.blue[i] == 0) => {
                format!("you hold no {card}")
            }
            A::Play(card) => match card {
                Card::Lever => "Lever needs a ship that holds enough stones to sail".into(),
                Card::Hammer => "Hammer needs a free space on a ship in port".into(),
                Card::Sail => "Sail needs a stone on your sled and a ship that one more \
                               stone lets sail"
                    .into(),
                _ => "Chisel needs 2 stones on your sled and 2 free spaces on ships in port".into(),
            },
            A::Pass => "you can still take stones, place a stone, sail a ship or play a card \
                        (pass only when nothing else is possible)"
                .into(),
            _ => format!(
                "it is {}'s turn: take stones, place a stone, sail a ship or play a blue card",
                colour(cur)
            ),
        }
    }

    /// What is wrong with putting a stone on `slot` of `ship`, if anything is.
    fn place_problem(&self, ship: u8, slot: u8) -> Option<String> {
        let Some(s) = self.ships.get(usize::from(ship)) else {
            return Some(format!("there are only {SHIPS_PER_ROUND} ships"));
        };
        let n = u32::from(ship) + 1;
        if s.sailed_to.is_some() {
            Some(format!("ship {n} has sailed"))
        } else if slot >= s.capacity {
            Some(format!(
                "ship {n} has only {}",
                plural(usize::from(s.capacity), "space")
            ))
        } else if s.slots[usize::from(slot)] != 0 {
            Some(format!("slot {} of ship {n} is taken", u32::from(slot) + 1))
        } else {
            None
        }
    }
}
