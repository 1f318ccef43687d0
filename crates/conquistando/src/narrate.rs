//! What happened by itself after an action, in the rulebook's words: a battle's result,
//! the help point, penalties, Collections, achievements, the next round and era, the end
//! of the game. Everything is public, so every viewer reads the same lines.

use crate::action::Action;
use crate::data::{Resource, Unit, ERA_NAMES};
use crate::standins::ACHIEVEMENTS;
use crate::state::{Conquistando, Step};

/// The lines for the step from `before` to `after` by `action`.
pub(crate) fn narrate(before: &Conquistando, after: &Conquistando, action: Action) -> Vec<String> {
    let mut lines = Vec::new();
    battle(before, after, action, &mut lines);
    let n = after.n();
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
