//! The game's texts in the rulebook's words: how an action about to be applied reads,
//! with the seat, the empire and the terrain it concerns (`describe`); what happened by
//! itself after it (`narrate`: a battle's result, the help point, penalties,
//! Collections, achievements, the next round and era, the end of the game); and a
//! building's, card's or achievement's text (`explain`). Nothing in the game is hidden
//! from anyone (a card is unknown to all until it is turned, and then known to all), so
//! every viewer reads the same text. Every word comes from the catalogs
//! ([`crate::texts`]), in the reader's language.

use nile_core::lang::Arg;
use nile_core::Lang;

use crate::action::Action;
use crate::data::Unit;
use crate::standins::{ACHIEVEMENTS, RESOURCE_DECK};
use crate::state::{Conquistando, Step};
use crate::texts::{self, tr};

/// "1 soldier", "5 soldiers".
fn soldiers(n: u8, lang: Lang) -> String {
    tr!(lang, "soldiers", n = n)
}

/// The text of `action` in `g` (the same for every viewer).
pub(crate) fn describe(g: &Conquistando, action: Action, lang: Lang) -> String {
    let seat = g.current;
    let target = g.empire;
    let behalf = if g.in_opponent_action() {
        tr!(lang, "behalf", seat = target)
    } else {
        String::new()
    };
    let on = |t| texts::terrain_on(t, lang);
    let from = |t| texts::terrain_from(t, lang);
    let the = |t| texts::terrain_the(t, lang);
    match (g.step, action) {
        (Step::Choose, Action::Build(b)) => tr!(
            lang,
            "describe-build",
            seat = seat,
            building = texts::building_a(b, lang),
            behalf = behalf
        ),
        (Step::Choose, Action::Make(u)) => tr!(
            lang,
            "describe-make",
            seat = seat,
            verb = texts::unit_verb(u, lang),
            person = texts::unit_a(u, lang),
            behalf = behalf
        ),
        (Step::Choose, Action::MoveArmy) => tr!(lang, "describe-move-army", seat = seat),
        (Step::Choose, Action::Attack) => tr!(lang, "describe-attack", seat = seat),
        (Step::Choose, Action::EndActions) => tr!(lang, "describe-end", seat = seat),
        (Step::ChooseOpponent, Action::Help(o)) => {
            tr!(lang, "describe-help", seat = seat, other = o)
        }
        (Step::PlaceBuilding(b), Action::On(t)) => tr!(
            lang,
            "describe-place-building",
            seat = seat,
            building = texts::building_a(b, lang),
            place = on(t),
            behalf = behalf
        ),
        (Step::PlaceUnit(Unit::Worker), Action::On(t)) => tr!(
            lang,
            "describe-place-worker",
            seat = seat,
            place = on(t),
            behalf = behalf
        ),
        (Step::PlaceUnit(u), Action::On(t)) => tr!(
            lang,
            "describe-place-unit",
            seat = seat,
            place = from(t),
            person = texts::unit_a(u, lang),
            behalf = behalf
        ),
        (Step::MoveFrom | Step::AttackFrom, Action::From(t)) => {
            tr!(lang, "describe-leave", seat = seat, from = from(t))
        }
        (Step::MoveTo { from: f }, Action::To(t)) => tr!(
            lang,
            "describe-move-to",
            seat = seat,
            from = from(f),
            to = the(t)
        ),
        (Step::AttackTarget { from: f }, Action::To(t)) => tr!(
            lang,
            "describe-attack-to",
            seat = seat,
            from = from(f),
            to = the(t)
        ),
        (Step::MoveCount { from: f, to }, Action::Soldiers(n)) => tr!(
            lang,
            "describe-move-count",
            seat = seat,
            soldiers = soldiers(n, lang),
            from = from(f),
            to = the(to)
        ),
        (Step::AttackCount { from: f, to }, Action::Soldiers(n)) => tr!(
            lang,
            "describe-attack-count",
            seat = seat,
            soldiers = soldiers(n, lang),
            from = from(f),
            to = the(to)
        ),
        (Step::DefenceDraw { to, .. }, Action::Defence(d)) => tr!(
            lang,
            "describe-defence",
            seat = target,
            place = from(to),
            defenders = d
        ),
        (Step::ResourceDraw { to }, Action::Resources(c)) => {
            let installs = RESOURCE_DECK
                .get(usize::from(c))
                .map_or(String::new(), |card| {
                    if card.buildings.is_empty() {
                        tr!(lang, "installs-none")
                    } else {
                        let names: Vec<String> = card
                            .buildings
                            .iter()
                            .map(|&b| texts::building(b, lang))
                            .collect();
                        tr!(lang, "installs", buildings = names.join(", "))
                    }
                });
            tr!(
                lang,
                "describe-conquer",
                seat = target,
                place = the(to),
                card = c,
                installs = installs
            )
        }
        _ => tr!(
            lang,
            "describe-other",
            seat = seat,
            action = action_text(action, lang)
        ),
    }
}

/// The rulebook's text for a building, a resource card or an achievement, named in
/// `lang` or in English (a building also by its id or the rulebook's short name).
pub(crate) fn explain(topic: &str, lang: Lang) -> Option<String> {
    use crate::data::{Building, Class};
    use crate::standins::Bonus;
    let amounts =
        |a: &crate::data::Amounts| texts::amounts(a, lang).unwrap_or_else(|| tr!(lang, "nothing"));
    let t = topic.trim();
    let building = Building::from_name(t)
        .or_else(|| texts::building_named(t, lang))
        .or_else(|| texts::building_named(t, Lang::En));
    if let Some(b) = building {
        let r = b.row();
        let class = match r.class {
            Class::Monument => tr!(lang, "class-monument"),
            Class::City => tr!(lang, "class-city"),
        };
        let makes = r.generates.map_or(String::new(), |(u, n)| {
            tr!(
                lang,
                "explain-makes",
                n = n,
                unit = texts::unit_plural(u, lang)
            )
        });
        let era = if r.from_era > 1 {
            tr!(lang, "explain-era")
        } else {
            String::new()
        };
        return Some(tr!(
            lang,
            "explain-building",
            name = texts::building(b, lang),
            id = Arg::Name(r.id.into()),
            pt = Arg::Name(r.pt.into()),
            class = class,
            era = era,
            cost = amounts(&r.cost),
            yields = amounts(&r.yields),
            makes = makes
        ));
    }
    if let Some(card) = RESOURCE_DECK.iter().find(|c| c.id.eq_ignore_ascii_case(t)) {
        let names: Vec<String> = card
            .buildings
            .iter()
            .map(|&b| texts::building(b, lang))
            .collect();
        return Some(tr!(
            lang,
            "explain-card",
            id = Arg::Name(card.id.into()),
            buildings = if names.is_empty() {
                tr!(lang, "nothing")
            } else {
                names.join(", ")
            }
        ));
    }
    let lower = t.to_lowercase();
    ACHIEVEMENTS
        .iter()
        .enumerate()
        .find(|(i, a)| {
            a.id.eq_ignore_ascii_case(t)
                || a.name.eq_ignore_ascii_case(t)
                || texts::achievement(*i, lang).to_lowercase() == lower
        })
        .map(|(i, a)| {
            let bonus = match a.bonus {
                Bonus::Collection(x) => tr!(lang, "bonus-collection", amounts = amounts(&x)),
                Bonus::FewerLosses(p) => tr!(lang, "bonus-losses", points = p),
            };
            tr!(
                lang,
                "explain-achievement",
                id = Arg::Name(a.id.into()),
                name = texts::achievement(i, lang),
                era = a.era,
                condition = condition(a.condition, lang),
                bonus = bonus
            )
        })
}

/// An achievement's condition in words ("at least 4 monuments").
pub(crate) fn condition(c: crate::standins::Condition, lang: Lang) -> String {
    use crate::standins::Condition;
    match c {
        Condition::Monuments(n) => tr!(lang, "condition-monuments", n = n),
        Condition::Terrains(n) => tr!(lang, "condition-terrains", n = n),
        Condition::People(u, n) => tr!(
            lang,
            "condition-people",
            people = texts::unit_count(u, u32::from(n), lang)
        ),
        Condition::Buildings(b, n) => tr!(
            lang,
            "condition-buildings",
            n = n,
            building = texts::building(b, lang)
        ),
    }
}

/// The lines for the step from `before` to `after` by `action`.
pub(crate) fn narrate(
    before: &Conquistando,
    after: &Conquistando,
    action: Action,
    lang: Lang,
) -> Vec<String> {
    let mut lines = Vec::new();
    battle(before, after, action, lang, &mut lines);
    let n = after.seat_count();
    for p in 0..n {
        let (b, a) = (&before.empires[p].ledger, &after.empires[p].ledger);
        if a.helps > b.helps {
            lines.push(tr!(lang, "narrate-help", seat = p));
        }
        if a.penalties > b.penalties {
            lines.push(tr!(lang, "narrate-penalty", seat = p));
        }
        let gained = after.empires[p].achievements & !before.empires[p].achievements;
        for i in 0..ACHIEVEMENTS.len() {
            if gained >> i & 1 == 1 {
                lines.push(tr!(
                    lang,
                    "narrate-achievement",
                    seat = p,
                    name = texts::achievement(i, lang)
                ));
            }
        }
    }
    if after.round != before.round {
        let era = after.era();
        lines.push(tr!(
            lang,
            "narrate-round",
            round = after.round,
            era = era,
            name = texts::era(era, lang)
        ));
    }
    let turn_began = (after.round, after.current) != (before.round, before.current);
    if turn_began && after.step != Step::Over {
        let p = usize::from(after.current);
        let collected = after.empires[p].collection(after.config.achievements);
        if let Some(gain) = texts::amounts(&collected, lang) {
            lines.push(tr!(lang, "narrate-collect", seat = p, gain = gain));
        }
    }
    if after.step == Step::Over && before.step != Step::Over {
        if let Some(o) = nile_core::Game::outcome(after) {
            let winners: Vec<String> = o.winners().map(|p| tr!(lang, "winner", seat = p)).collect();
            let vp = o.scores.iter().max().copied().unwrap_or(0);
            let line = if winners.len() == 1 {
                tr!(
                    lang,
                    "narrate-over-one",
                    winners = texts::and_list(winners, lang),
                    vp = vp
                )
            } else {
                tr!(
                    lang,
                    "narrate-over-many",
                    winners = texts::and_list(winners, lang),
                    vp = vp
                )
            };
            lines.push(line);
        }
    }
    lines
}

/// The result of a battle resolved by `action`.
fn battle(
    before: &Conquistando,
    after: &Conquistando,
    action: Action,
    lang: Lang,
    lines: &mut Vec<String>,
) {
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
    let force = tr!(lang, "force", soldiers = sent, priests = priests);
    if e.owns(usize::from(to)) {
        let survivors = e.terrains[usize::from(to)].people(Unit::Soldier);
        lines.push(tr!(
            lang,
            "battle-won",
            seat = p,
            place = texts::terrain_on(to, lang),
            force = force,
            defenders = defenders,
            lost = sent.saturating_sub(survivors),
            survivors = survivors
        ));
    } else {
        lines.push(tr!(
            lang,
            "battle-lost",
            seat = p,
            place = texts::terrain_on(to, lang),
            force = force,
            defenders = defenders,
            sent = sent
        ));
    }
}

impl Conquistando {
    /// How `action`, about to be applied, reads in English (the same for every viewer:
    /// nothing is hidden from anyone; `Game::describe_in` for another language).
    pub fn describe_action(&self, action: Action) -> String {
        describe(self, action, Lang::En)
    }

    /// What happened by itself when `action` took `before` to this state (battle
    /// results, help points, penalties, achievements, Collections, the next round), in
    /// English (`Game::narrate_in` for another language).
    pub fn narrate_events(&self, before: &Conquistando, action: Action) -> Vec<String> {
        narrate(before, self, action, Lang::En)
    }
}

/// The action's own text: in English its `Display` ("on T7"), in another language the
/// same words in that language ("em T7").
pub(crate) fn action_text(action: Action, lang: Lang) -> String {
    match action {
        Action::Build(b) => tr!(lang, "action-build", building = texts::building(b, lang)),
        Action::Make(u) => texts::unit_make(u, lang),
        Action::MoveArmy => tr!(lang, "action-move-army"),
        Action::Attack => tr!(lang, "action-attack"),
        Action::EndActions => tr!(lang, "action-end"),
        Action::On(t) => tr!(lang, "action-on", t = t),
        Action::From(t) => tr!(lang, "action-from", t = t),
        Action::To(t) => tr!(lang, "action-to", t = t),
        Action::Soldiers(n) => tr!(lang, "action-soldiers", n = n),
        Action::Help(p) => tr!(lang, "action-help", seat = p),
        Action::Defence(d) => tr!(lang, "action-defence", defenders = d),
        Action::Resources(c) => tr!(lang, "action-resources", card = format!("{c:02}")),
    }
}

/// `Game::option_text_in`: the action's text with a terrain by its name ("on Thinis" for
/// "on T7", "no Delta").
pub(crate) fn option_text(action: Action, lang: Lang) -> String {
    match action {
        Action::On(t) => tr!(lang, "option-on", place = texts::terrain_on(t, lang)),
        Action::From(t) => tr!(lang, "option-from", place = texts::terrain_from(t, lang)),
        Action::To(t) => tr!(lang, "option-to", place = texts::terrain_the(t, lang)),
        _ => action_text(action, lang),
    }
}

#[cfg(test)]
mod tests {
    use super::explain;
    use crate::standins::ACHIEVEMENTS;
    use nile_core::Lang;

    /// Every achievement reads in words: its condition and its bonus, never a Rust value.
    #[test]
    fn achievements_are_explained_in_words() {
        for a in ACHIEVEMENTS {
            let text = explain(a.id, Lang::En).expect("every achievement is explained");
            assert!(
                !text.contains('(') || text.contains("(a stand-in"),
                "{text}"
            );
            assert!(
                !text.contains("Monuments(") && !text.contains("People("),
                "{text}"
            );
        }
        assert!(explain("E1_MONUMENTS", Lang::En)
            .unwrap()
            .contains("checked at the end of era 1: at least 4 monuments;"));
        assert!(explain("E3_HEALERS", Lang::En)
            .unwrap()
            .contains("at least 3 doctors"));
    }
}
