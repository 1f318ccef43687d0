//! The game's texts in the rulebook's words: how an action about to be applied reads,
//! with the seat, the empire and the terrain it concerns (`describe`); what happened by
//! itself after it (`narrate`: a battle's result, the help point, penalties,
//! Collections, achievements, the next round and era, the end of the game); and a
//! building's, card's or achievement's text (`explain`). Nothing in the game is hidden
//! from anyone (a card is unknown to all until it is turned, and then known to all), so
//! every viewer reads the same text.

use crate::action::Action;
use crate::data::{Resource, Unit, ERA_NAMES};
use crate::standins::{ACHIEVEMENTS, MAP, RESOURCE_DECK};
use crate::state::{Conquistando, Step};

/// A terrain by its name ("Thinis"; the map's ids, `T7`, are the action texts' and the
/// logs' words, not a person's), or "T<n>" off the map.
fn place(t: u8) -> String {
    match MAP.get(usize::from(t)) {
        Some(row) => row.name.to_string(),
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
            let verb = u.verb().split(' ').next().unwrap_or("make");
            format!("{actor} will {verb} {}{on_behalf}", person(u))
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
                "seat {target} conquers {}: resource card {c}{installs}",
                place(to)
            )
        }
        _ => format!("{actor}: {action}"),
    }
}

/// The rulebook's text for a building, a resource card or an achievement.
pub(crate) fn explain(topic: &str) -> Option<String> {
    use crate::data::{Building, Class, Resource};
    use crate::standins::{Bonus, ACHIEVEMENTS};
    let amounts = |a: &crate::data::Amounts| {
        let parts: Vec<String> = Resource::ALL
            .iter()
            .zip(a)
            .filter(|(_, &n)| n > 0)
            .map(|(r, n)| format!("{n} {}", r.name()))
            .collect();
        if parts.is_empty() {
            "nothing".to_string()
        } else {
            parts.join(", ")
        }
    };
    let t = topic.trim();
    if let Some(b) = Building::from_name(t) {
        let r = b.row();
        let class = match r.class {
            Class::Monument => "monument",
            Class::City => "city building, +1 VP when built",
        };
        let makes = r.generates.map_or(String::new(), |(u, n)| {
            format!("; turns up to {n} worker(s) per round into {}s", u.name())
        });
        let era = if r.from_era > 1 {
            " (from the Império Antigo on)"
        } else {
            ""
        };
        return Some(format!(
            "{} ({}, {}): {class}{era}; costs {}; yields {} at each Collection{makes}",
            r.name,
            r.id,
            r.pt,
            amounts(&r.cost),
            amounts(&r.yields)
        ));
    }
    if let Some(card) = RESOURCE_DECK.iter().find(|c| c.id.eq_ignore_ascii_case(t)) {
        let names: Vec<&str> = card.buildings.iter().map(|b| b.name()).collect();
        return Some(format!(
            "resource card {} (a stand-in, docs/conquistando.md GAP-4): installs {} on the terrain conquered",
            card.id,
            if names.is_empty() { "nothing".to_string() } else { names.join(", ") }
        ));
    }
    ACHIEVEMENTS
        .iter()
        .find(|a| a.id.eq_ignore_ascii_case(t) || a.name.eq_ignore_ascii_case(t))
        .map(|a| {
            let bonus = match a.bonus {
                Bonus::Collection(x) => format!("+{} at every Collection", amounts(&x)),
                Bonus::FewerLosses(p) => format!("battle losses {p} points lower"),
            };
            format!(
                "achievement {} \"{}\" (a stand-in, docs/conquistando.md GAP-1), checked at the end of era {}: {}; {bonus}",
                a.id, a.name, a.era, a.condition.text()
            )
        })
}

/// The lines for the step from `before` to `after` by `action`.
pub(crate) fn narrate(before: &Conquistando, after: &Conquistando, action: Action) -> Vec<String> {
    let mut lines = Vec::new();
    battle(before, after, action, &mut lines);
    let n = after.seat_count();
    for p in 0..n {
        let (b, a) = (&before.empires[p].ledger, &after.empires[p].ledger);
        if a.helps > b.helps {
            lines.push(format!("seat {p} gains 1 VP for the help"));
        }
        if a.penalties > b.penalties {
            lines.push(format!("seat {p} has no possible action and loses 1 VP"));
        }
        let gained = after.empires[p].achievements & !before.empires[p].achievements;
        for (i, row) in ACHIEVEMENTS.iter().enumerate() {
            if gained >> i & 1 == 1 {
                lines.push(format!("seat {p} takes the achievement {}", row.name));
            }
        }
    }
    if after.round != before.round {
        let era = after.era();
        let name = ERA_NAMES.get(usize::from(era) - 1).copied().unwrap_or("?");
        lines.push(format!("round {} begins (era {era}, {name})", after.round));
    }
    let turn_began = (after.round, after.current) != (before.round, before.current);
    if turn_began && after.step != Step::Over {
        let p = usize::from(after.current);
        let collected = after.empires[p].collection(after.config.achievements);
        let gain: Vec<String> = Resource::ALL
            .iter()
            .zip(collected)
            .filter(|(_, d)| *d > 0)
            .map(|(r, d)| format!("{d} {}", r.name()))
            .collect();
        if !gain.is_empty() {
            lines.push(format!("seat {p} collects {}", gain.join(", ")));
        }
    }
    if after.step == Step::Over && before.step != Step::Over {
        if let Some(o) = nile_core::Game::outcome(after) {
            let winners: Vec<String> = o.winners().map(|p| format!("seat {p}")).collect();
            lines.push(format!(
                "the game is over: {} with {} VP",
                winners.join(" and "),
                o.scores.iter().max().copied().unwrap_or(0)
            ));
        }
    }
    lines
}

/// The result of a battle resolved by `action`.
fn battle(before: &Conquistando, after: &Conquistando, action: Action, lines: &mut Vec<String>) {
    let (from, to, sent) = match (before.step, action) {
        (Step::AttackCount { from, to }, Action::Soldiers(n))
            if !matches!(after.step, Step::DefenceDraw { .. }) =>
        {
            (from, to, n)
        }
        (Step::DefenceDraw { from, to, soldiers }, Action::Defence(_)) => (from, to, soldiers),
        _ => return,
    };
    let p = usize::from(before.empire);
    let e = &after.empires[p];
    let Some(defenders) = e.defence_shown(usize::from(to)) else {
        return;
    };
    let priests = e
        .terrains
        .get(usize::from(from))
        .map_or(0, |t| t.people(Unit::Priest));
    if e.owns(usize::from(to)) {
        let survivors = e.terrains[usize::from(to)].people(Unit::Soldier);
        lines.push(format!(
            "seat {p} wins the battle for {} ({}, against {defenders}): {} lost, {survivors} move in, +1 VP",
            terrain_name(to),
            force(sent, priests),
            sent.saturating_sub(survivors)
        ));
    } else {
        lines.push(format!(
            "seat {p} loses the battle for {} ({}, against {defenders}): {} lost; the defence card stays face up",
            terrain_name(to),
            force(sent, priests),
            if sent == 1 { "the soldier".to_string() } else { format!("all {sent}") }
        ));
    }
}

/// A terrain by its name ("Thinis"), or "T<n>" off the map.
pub(crate) fn terrain_name(t: u8) -> String {
    crate::standins::MAP
        .get(usize::from(t))
        .map_or_else(|| format!("T{t}"), |row| row.name.to_string())
}

/// "3 soldiers and 2 priests", "1 soldier".
fn force(soldiers: u8, priests: u8) -> String {
    let s = if soldiers == 1 {
        "1 soldier".to_string()
    } else {
        format!("{soldiers} soldiers")
    };
    match priests {
        0 => s,
        1 => format!("{s} and 1 priest"),
        n => format!("{s} and {n} priests"),
    }
}

impl Conquistando {
    /// How `action`, about to be applied, reads (the same for every viewer: nothing is
    /// hidden from anyone).
    pub fn describe_action(&self, action: Action) -> String {
        describe(self, action)
    }

    /// What happened by itself when `action` took `before` to this state (battle
    /// results, help points, penalties, achievements, Collections, the next round).
    pub fn narrate_events(&self, before: &Conquistando, action: Action) -> Vec<String> {
        narrate(before, self, action)
    }
}

/// `Game::option_text`: the action's text with a terrain by its name ("on Thinis" for
/// "on T7").
pub(crate) fn option_text(action: Action) -> String {
    match action {
        Action::On(t) => format!("on {}", terrain_name(t)),
        Action::From(t) => format!("from {}", terrain_name(t)),
        Action::To(t) => format!("to {}", terrain_name(t)),
        _ => action.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::explain;
    use crate::standins::ACHIEVEMENTS;

    /// Every achievement reads in words: its condition and its bonus, never a Rust value.
    #[test]
    fn achievements_are_explained_in_words() {
        for a in ACHIEVEMENTS {
            let text = explain(a.id).expect("every achievement is explained");
            assert!(
                !text.contains('(') || text.contains("(a stand-in"),
                "{text}"
            );
            assert!(
                !text.contains("Monuments(") && !text.contains("People("),
                "{text}"
            );
        }
        assert!(explain("E1_MONUMENTS")
            .unwrap()
            .contains("checked at the end of era 1: at least 4 monuments;"));
        assert!(explain("E3_HEALERS")
            .unwrap()
            .contains("at least 3 doctors"));
    }
}
