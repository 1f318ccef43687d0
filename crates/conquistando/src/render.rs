//! The position as text: era and round, whose turn and what is pending, then every
//! empire's stock, points, achievements and its map of 15 terrains (owner, buildings and
//! people on each owned terrain, defence cards turned face up on the others).

use nile_core::Viewer;
use std::fmt::Write;

use crate::data::{Resource, Unit, BUILDINGS, ERA_NAMES, ROUNDS, TERRAINS};
use crate::standins::{ACHIEVEMENTS, MAP, RESOURCE_DECK};
use crate::state::{Conquistando, Empire, Step};

/// Nothing in the state is hidden, so every viewer sees the same; `viewer` is marked.
pub(crate) fn render(g: &Conquistando, viewer: Viewer) -> String {
    let mut s = String::new();
    let era = g.era();
    let era_name = ERA_NAMES.get(usize::from(era) - 1).copied().unwrap_or("?");
    let _ = writeln!(
        s,
        "Conquistando o Egito: round {} of {ROUNDS}, era {era} ({era_name})",
        g.round
    );
    let _ = writeln!(s, "{}", pending(g));
    for p in 0..g.seat_count() {
        empire(&mut s, g, p, viewer.is_seat(p));
    }
    s
}

/// Who acts and on what.
pub(crate) fn pending(g: &Conquistando) -> String {
    let (seat, target) = (g.current, g.empire);
    let stage = if g.in_opponent_action() {
        format!("seat {seat}, Opponent Action on seat {target}'s empire")
    } else {
        format!("seat {seat}, own action {} of 3", g.taken + 1)
    };
    let name = crate::narrate::terrain_name;
    match g.step {
        Step::Over => "the game is over".to_string(),
        Step::ChooseOpponent => {
            format!("seat {seat} chooses the opponent for the Opponent Action")
        }
        Step::Choose => format!("{stage}: choose the action"),
        Step::PlaceBuilding(b) => format!("{stage}: where to build the {b}"),
        Step::PlaceUnit(u) => format!("{stage}: where to {}", u.verb()),
        Step::MoveFrom => format!("{stage}: move army, from where"),
        Step::MoveTo { from } => format!("{stage}: move army from {}, to where", name(from)),
        Step::MoveCount { from, to } => format!(
            "{stage}: move army from {} to {}, how many soldiers",
            name(from),
            name(to)
        ),
        Step::AttackFrom => format!("{stage}: attack, from where"),
        Step::AttackTarget { from } => {
            format!("{stage}: attack from {}, which terrain", name(from))
        }
        Step::AttackCount { from, to } => format!(
            "{stage}: attack {} from {}, with how many soldiers",
            name(to),
            name(from)
        ),
        Step::DefenceDraw { from, to, soldiers } => format!(
            "chance: seat {target}'s {} is attacked from {} by {soldiers} soldiers; its defence \
             card is turned",
            name(to),
            name(from)
        ),
        Step::ResourceDraw { to } => format!(
            "chance: seat {target} conquered {}; its resource card is turned",
            name(to)
        ),
    }
}

fn empire(s: &mut String, g: &Conquistando, p: usize, viewer: bool) {
    let e = &g.empires[p];
    let l = e.ledger;
    let _ = writeln!(
        s,
        "\nSeat {p}{}{}: {} VP (city buildings {}, conquests {}, helps {}, penalties -{})",
        if p == 0 { " (oldest)" } else { "" },
        if viewer { " [you]" } else { "" },
        l.total(),
        l.city_buildings,
        l.conquests,
        l.helps,
        l.penalties
    );
    let stock: Vec<String> = Resource::ALL
        .iter()
        .zip(e.stock)
        .map(|(r, n)| format!("{} {n}", r.name()))
        .collect();
    let _ = writeln!(s, "  stock: {}", stock.join(", "));
    let held: Vec<&str> = ACHIEVEMENTS
        .iter()
        .enumerate()
        .filter(|(i, _)| e.achievements >> i & 1 == 1)
        .map(|(_, a)| a.name)
        .collect();
    if !held.is_empty() {
        let _ = writeln!(s, "  achievements: {}", held.join(", "));
    }
    for t in 0..TERRAINS {
        let _ = writeln!(s, "  {}", terrain_line(e, t));
    }
}

/// One terrain: who owns it and what is on it, or what is known of its defence.
fn terrain_line(e: &Empire, t: usize) -> String {
    let name = MAP.get(t).map_or("?", |r| r.name);
    let head = format!("{name:<15}");
    if !e.owns(t) {
        return match e.defence_shown(t) {
            Some(d) => format!("{head} neutral, defence card face up: {d} defenders"),
            None => format!("{head} neutral, cards face down"),
        };
    }
    let terrain = e.terrain(t);
    let buildings: Vec<String> = BUILDINGS
        .iter()
        .filter(|r| terrain.count(r.kind) > 0)
        .map(|r| match terrain.count(r.kind) {
            1 => r.name.to_string(),
            n => format!("{n} {}", r.name),
        })
        .collect();
    let people: Vec<String> = Unit::ALL
        .iter()
        .filter(|&&u| terrain.people(u) > 0)
        .map(|&u| format!("{} {}s", terrain.people(u), u.name()))
        .collect();
    let card = e
        .resource_card(t)
        .and_then(|c| RESOURCE_DECK.get(usize::from(c)))
        .map_or(String::new(), |c| format!(" (card {})", c.id));
    format!(
        "{head} owned{card}: {} | {}",
        if buildings.is_empty() {
            "no buildings".to_string()
        } else {
            buildings.join(", ")
        },
        if people.is_empty() {
            "nobody".to_string()
        } else {
            people.join(", ")
        }
    )
}
