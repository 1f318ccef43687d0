//! How an action about to be applied reads, in the rulebook's words, with the seat, the
//! empire and the terrain it concerns. Nothing in the game is hidden from anyone (a card
//! is unknown to all until it is turned, and then known to all), so every viewer reads
//! the same text.

use crate::action::Action;
use crate::data::Unit;
use crate::standins::{MAP, RESOURCE_DECK};
use crate::state::{Conquistando, Step};

/// "T7 (Thinis)", or just "T<n>" off the map.
fn place(t: u8) -> String {
    match MAP.get(usize::from(t)) {
        Some(row) => format!("T{t} ({})", row.name),
        None => format!("T{t}"),
    }
}

/// A singular person with its article.
fn person(u: Unit) -> &'static str {
    match u {
        Unit::Worker => "a worker",
        Unit::Soldier => "a soldier",
        Unit::Priest => "a priest",
        Unit::Doctor => "a doctor",
    }
}

fn soldiers(n: u8) -> String {
    if n == 1 {
        "1 soldier".to_string()
    } else {
        format!("{n} soldiers")
    }
}

/// The text of `action` in `g` (the same for every viewer).
pub(crate) fn describe(g: &Conquistando, action: Action) -> String {
    let actor = format!("seat {}", g.current);
    let target = g.empire;
    let on_behalf = if g.in_opponent_action() {
        format!(" in seat {target}'s empire (Opponent Action)")
    } else {
        String::new()
    };
    match (g.step, action) {
        (Step::Choose, Action::Build(b)) => format!("{actor} will build a {b}{on_behalf}"),
        (Step::Choose, Action::Make(u)) => {
            format!("{actor} will {}{on_behalf}", u.verb())
        }
        (Step::Choose, Action::MoveArmy) => format!("{actor} moves an army"),
        (Step::Choose, Action::Attack) => format!("{actor} attacks a neutral terrain"),
        (Step::Choose, Action::EndActions) => format!("{actor} ends their own actions"),
        (Step::ChooseOpponent, Action::Help(o)) => {
            format!("{actor} performs the Opponent Action for seat {o}")
        }
        (Step::PlaceBuilding(b), Action::On(t)) => {
            format!("{actor} builds a {b} on {}{on_behalf}", place(t))
        }
        (Step::PlaceUnit(Unit::Worker), Action::On(t)) => {
            format!("{actor} generates a worker on {}{on_behalf}", place(t))
        }
        (Step::PlaceUnit(u), Action::On(t)) => format!(
            "{actor} turns a worker on {} into {}{on_behalf}",
            place(t),
            person(u)
        ),
        (Step::MoveFrom | Step::AttackFrom, Action::From(t)) => {
            format!("{actor}'s army leaves {}", place(t))
        }
        (Step::MoveTo { from }, Action::To(t)) => {
            format!("{actor}'s army moves from {} to {}", place(from), place(t))
        }
        (Step::AttackTarget { from }, Action::To(t)) => {
            format!("{actor}'s army attacks {} from {}", place(t), place(from))
        }
        (Step::MoveCount { from, to }, Action::Soldiers(n)) => format!(
            "{actor} moves {} from {} to {}",
            soldiers(n),
            place(from),
            place(to)
        ),
        (Step::AttackCount { from, to }, Action::Soldiers(n)) => format!(
            "{actor} attacks {} from {} with {}",
            place(to),
            place(from),
            soldiers(n)
        ),
        (Step::DefenceDraw { to, .. }, Action::Defence(d)) => format!(
            "the defence card of seat {target}'s {} is turned: {d} defenders",
            place(to)
        ),
        (Step::ResourceDraw { to }, Action::Resources(c)) => {
            let installs = RESOURCE_DECK
                .get(usize::from(c))
                .map_or(String::new(), |card| {
                    if card.buildings.is_empty() {
                        ", no buildings".to_string()
                    } else {
                        let names: Vec<&str> = card.buildings.iter().map(|b| b.name()).collect();
                        format!(", installing {}", names.join(", "))
                    }
                });
            format!(
                "seat {target} conquers {}: resource card RC{c:02}{installs}",
                place(to)
            )
        }
        _ => format!("{actor}: {action}"),
    }
}
