//! The position as text: era and round, whose turn and what is pending, then every
//! empire's stock, points, achievements and its map of 15 terrains (owner, buildings and
//! people on each owned terrain, defence cards turned face up on the others), every word
//! from the catalogs ([`crate::texts`]) in the reader's language.

use nile_core::lang::Arg;
use nile_core::{Lang, Viewer};
use std::fmt::Write;

use crate::data::{Resource, Unit, BUILDINGS, ROUNDS, TERRAINS};
use crate::standins::{ACHIEVEMENTS, RESOURCE_DECK};
use crate::state::{Conquistando, Empire, Step};
use crate::texts::{self, tr};

/// Nothing in the state is hidden, so every viewer sees the same; `viewer` is marked.
pub(crate) fn render(g: &Conquistando, viewer: Viewer, lang: Lang) -> String {
    let mut s = String::new();
    let era = g.era();
    let _ = writeln!(
        s,
        "{}",
        tr!(
            lang,
            "render-head",
            round = g.round,
            rounds = ROUNDS,
            era = era,
            name = texts::era(era, lang)
        )
    );
    let _ = writeln!(s, "{}", pending(g, lang));
    // The terrain names stand in a column as wide as the longest (15 in English).
    let width = (0..TERRAINS as u8)
        .map(|t| texts::terrain(t, lang).chars().count() + 1)
        .max()
        .unwrap_or(0)
        .max(15);
    for p in 0..g.seat_count() {
        empire(&mut s, g, p, viewer.is_seat(p), width, lang);
    }
    s
}

/// Who acts and on what.
pub(crate) fn pending(g: &Conquistando, lang: Lang) -> String {
    let (seat, target) = (g.current, g.empire);
    let stage = if g.in_opponent_action() {
        tr!(lang, "stage-help", seat = seat, target = target)
    } else {
        tr!(lang, "stage-own", seat = seat, action = g.taken + 1)
    };
    let from = |t| texts::terrain_from(t, lang);
    let the = |t| texts::terrain_the(t, lang);
    match g.step {
        Step::Over => tr!(lang, "pending-over"),
        Step::ChooseOpponent => tr!(lang, "pending-choose-opponent", seat = seat),
        Step::Choose => tr!(lang, "pending-choose", stage = stage),
        Step::PlaceBuilding(b) => tr!(
            lang,
            "pending-place-building",
            stage = stage,
            building = texts::building_the(b, lang)
        ),
        Step::PlaceUnit(u) => tr!(
            lang,
            "pending-place-unit",
            stage = stage,
            verb = texts::unit_make(u, lang)
        ),
        Step::MoveFrom => tr!(lang, "pending-move-from", stage = stage),
        Step::MoveTo { from: f } => tr!(lang, "pending-move-to", stage = stage, from = from(f)),
        Step::MoveCount { from: f, to } => tr!(
            lang,
            "pending-move-count",
            stage = stage,
            from = from(f),
            to = the(to)
        ),
        Step::AttackFrom => tr!(lang, "pending-attack-from", stage = stage),
        Step::AttackTarget { from: f } => {
            tr!(lang, "pending-attack-target", stage = stage, from = from(f))
        }
        Step::AttackCount { from: f, to } => tr!(
            lang,
            "pending-attack-count",
            stage = stage,
            from = from(f),
            to = the(to)
        ),
        Step::DefenceDraw {
            from: f,
            to,
            soldiers,
        } => tr!(
            lang,
            "pending-defence",
            seat = target,
            to = the(to),
            from = from(f),
            soldiers = soldiers
        ),
        Step::ResourceDraw { to } => tr!(lang, "pending-resource", seat = target, to = the(to)),
    }
}

fn empire(s: &mut String, g: &Conquistando, p: usize, viewer: bool, width: usize, lang: Lang) {
    let e = &g.empires[p];
    let l = e.ledger;
    let _ = writeln!(
        s,
        "\n{}",
        tr!(
            lang,
            "seat-line",
            seat = p,
            oldest = if p == 0 {
                tr!(lang, "seat-oldest")
            } else {
                String::new()
            },
            you = if viewer {
                tr!(lang, "seat-you")
            } else {
                String::new()
            },
            total = l.total(),
            city = l.city_buildings,
            conquests = l.conquests,
            helps = l.helps,
            penalties = l.penalties
        )
    );
    let stock: Vec<String> = Resource::ALL
        .iter()
        .zip(e.stock)
        .map(|(&r, n)| {
            tr!(
                lang,
                "stock-item",
                resource = texts::resource(r, lang),
                n = n
            )
        })
        .collect();
    let _ = writeln!(s, "  {}", tr!(lang, "stock", items = stock.join(", ")));
    let held: Vec<String> = (0..ACHIEVEMENTS.len())
        .filter(|&i| e.achievements >> i & 1 == 1)
        .map(|i| texts::achievement(i, lang))
        .collect();
    if !held.is_empty() {
        let _ = writeln!(
            s,
            "  {}",
            tr!(lang, "achievements", names = held.join(", "))
        );
    }
    for t in 0..TERRAINS {
        let _ = writeln!(s, "  {}", terrain_line(e, t, width, lang));
    }
}

/// One terrain: who owns it and what is on it, or what is known of its defence.
fn terrain_line(e: &Empire, t: usize, width: usize, lang: Lang) -> String {
    let name = texts::terrain(t as u8, lang);
    let head = format!("{name:<width$}");
    if !e.owns(t) {
        return match e.defence_shown(t) {
            Some(d) => format!("{head} {}", tr!(lang, "terrain-shown", defenders = d)),
            None => format!("{head} {}", tr!(lang, "terrain-face-down")),
        };
    }
    let terrain = e.terrain(t);
    let buildings: Vec<String> = BUILDINGS
        .iter()
        .filter(|r| terrain.count(r.kind) > 0)
        .map(|r| match terrain.count(r.kind) {
            1 => texts::building(r.kind, lang),
            n => texts::building_count(r.kind, u32::from(n), lang),
        })
        .collect();
    let people: Vec<String> = Unit::ALL
        .iter()
        .filter(|&&u| terrain.people(u) > 0)
        .map(|&u| texts::unit_many(u, u32::from(terrain.people(u)), lang))
        .collect();
    let card = e
        .resource_card(t)
        .and_then(|c| RESOURCE_DECK.get(usize::from(c)))
        .map_or(String::new(), |c| {
            tr!(lang, "terrain-card", card = Arg::Name(c.id.into()))
        });
    format!(
        "{head} {}",
        tr!(
            lang,
            "terrain-owned",
            card = card,
            buildings = if buildings.is_empty() {
                tr!(lang, "no-buildings")
            } else {
                buildings.join(", ")
            },
            people = if people.is_empty() {
                tr!(lang, "nobody")
            } else {
                people.join(", ")
            }
        )
    )
}
