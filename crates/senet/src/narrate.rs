//! Texts for people: how an action reads in a log (`describe`), what then happened by
//! itself (`narrate`), and the help for the houses and the sticks (`explain`), in every
//! language of the catalog (`locales/*/senet.ftl`). Nothing in Senet is hidden, so every
//! viewer reads the same words.

use nile_core::Lang;

use crate::action::SenetAction;
use crate::board::{house_name, square_name_in, OFF};
use crate::data::{house, HOUSES, WATER};
use crate::state::Senet;
use crate::sticks::{throw, THROWS};
use crate::texts::{tr, TEXTS};

/// The action's own text in `lang` (`throw 4`, `move 12`, `back 12` in English).
pub(crate) fn action_text(action: SenetAction, lang: Lang) -> String {
    match action {
        SenetAction::Throw(n) => tr!(lang, "action-throw", n = n),
        SenetAction::Move(s) => tr!(lang, "action-move", square = s),
        SenetAction::Back(s) => tr!(lang, "action-back", square = s),
    }
}

/// How `action`, about to be applied to `g`, reads.
pub(crate) fn describe(g: &Senet, action: SenetAction, lang: Lang) -> String {
    let seat = g.to_move();
    match action {
        SenetAction::Throw(n) => match throw(n) {
            Some(t) if t.whites == 0 => tr!(lang, "throws-no-white", seat = seat, n = n),
            Some(t) => tr!(lang, "throws-whites", seat = seat, n = n, whites = t.whites),
            None => tr!(lang, "throws", seat = seat, n = n),
        },
        SenetAction::Move(from) => {
            let n = g.pending_throw().unwrap_or(0);
            let to = from.saturating_add(n);
            if to == OFF {
                let from = square_name_in(from, lang);
                tr!(lang, "moves-off", seat = seat, from = from)
            } else {
                let to = square_name_in(to, lang);
                tr!(lang, "moves-to", seat = seat, from = from, to = to)
            }
        }
        SenetAction::Back(from) => {
            let n = g.pending_throw().unwrap_or(0);
            let to = square_name_in(from.saturating_sub(n), lang);
            tr!(lang, "moves-back", seat = seat, from = from, to = to)
        }
    }
}

/// How a legal move reads in the mover's list of options: the pawn, where it goes and
/// what happens there.
pub(crate) fn option_text(g: &Senet, action: SenetAction, lang: Lang) -> String {
    let n = g.pending_throw().unwrap_or(0);
    match action {
        SenetAction::Move(from) => {
            let to = from.saturating_add(n);
            let option = if to == OFF {
                tr!(lang, "option-move-off", from = from)
            } else {
                let to = square_name_in(to, lang);
                tr!(lang, "option-move-to", from = from, to = to)
            };
            if to == WATER {
                tr!(lang, "option-drowns", option = option)
            } else if g.at(to).is_some_and(|o| o != g.to_move()) {
                let other = 1 - g.to_move();
                tr!(
                    lang,
                    "option-attacks",
                    option = option,
                    other = other,
                    from = from
                )
            } else {
                option
            }
        }
        SenetAction::Back(from) => {
            let to = square_name_in(from.saturating_sub(n), lang);
            tr!(lang, "option-back", from = from, to = to)
        }
        SenetAction::Throw(n) => tr!(lang, "action-throw", n = n),
    }
}

/// What happened by itself when `action` took `before` to `after`.
pub(crate) fn narrate(
    before: &Senet,
    after: &Senet,
    action: SenetAction,
    lang: Lang,
) -> Vec<String> {
    let seat = before.to_move();
    let other = 1 - seat;
    let mut lines = Vec::new();
    match action {
        SenetAction::Throw(n) if after.pending_throw().is_none() && !after.over => {
            lines.push(tr!(lang, "no-move", seat = seat, n = n, other = other));
        }
        SenetAction::Throw(_) => {}
        SenetAction::Move(from) | SenetAction::Back(from) => {
            let n = before.pending_throw().unwrap_or(0);
            let to = if matches!(action, SenetAction::Move(_)) {
                from.saturating_add(n)
            } else {
                from.saturating_sub(n)
            };
            if before.at(to).is_some_and(|o| o != seat) {
                lines.push(tr!(lang, "attacked", other = other, to = to, from = from));
            }
            if to == WATER {
                let reborn =
                    (1..=30).find(|&s| after.at(s) == Some(seat) && before.at(s).is_none());
                if let Some(r) = reborn {
                    lines.push(tr!(lang, "drowned", square = square_name_in(r, lang)));
                }
            }
            if to == OFF {
                let (off, pawns) = (after.off(seat), after.config.pawns);
                lines.push(tr!(
                    lang,
                    "pawns-off",
                    seat = seat,
                    off = off,
                    pawns = pawns
                ));
            }
            if !after.over {
                if after.to_move() == seat {
                    lines.push(tr!(lang, "throws-again", seat = seat));
                } else {
                    lines.push(tr!(lang, "to-throw", seat = other));
                }
            }
        }
    }
    if after.over && !before.over {
        lines.push(end_line(after, lang));
    }
    lines
}

fn end_line(g: &Senet, lang: Lang) -> String {
    if let Some(w) = (0..2).find(|&s| g.home(s)) {
        return tr!(lang, "wins-home", seat = w);
    }
    let (a, b) = ((g.off(0), g.progress(0)), (g.off(1), g.progress(1)));
    let verdict = match a.cmp(&b) {
        std::cmp::Ordering::Greater => tr!(lang, "verdict-win", seat = 0),
        std::cmp::Ordering::Less => tr!(lang, "verdict-win", seat = 1),
        std::cmp::Ordering::Equal => tr!(lang, "verdict-draw"),
    };
    tr!(
        lang,
        "game-ends",
        throws = g.throws(),
        off0 = a.0,
        off1 = b.0,
        squares0 = a.1,
        squares1 = b.1,
        verdict = verdict
    )
}

/// The words that ask for the sticks' help, in every language.
const STICK_TOPICS: [&str; 6] = ["stick", "throw", "bastão", "bastões", "bastoes", "lance"];

/// The help for a house (by its name in any language, or its square number: `27`,
/// `square 27`, `casa 27`) or the sticks.
pub(crate) fn explain(topic: &str, lang: Lang) -> Option<String> {
    let t = topic.trim().to_lowercase();
    if STICK_TOPICS.iter().any(|w| t.contains(w)) {
        let results: Vec<String> = THROWS
            .iter()
            .map(|t| {
                let (whites, value, ways) = (t.whites, t.value, t.ways);
                if t.again {
                    tr!(
                        lang,
                        "stick-result-again",
                        whites = whites,
                        value = value,
                        ways = ways
                    )
                } else {
                    tr!(
                        lang,
                        "stick-result",
                        whites = whites,
                        value = value,
                        ways = ways
                    )
                }
            })
            .collect();
        return Some(tr!(lang, "sticks", results = results.join("; ")));
    }
    let number = ["square", "casa"]
        .iter()
        .fold(t.as_str(), |t, word| t.trim_start_matches(word))
        .trim()
        .parse::<u8>()
        .ok();
    let named = |h: &&crate::data::House| {
        Lang::PLAYABLE
            .iter()
            .any(|&l| TEXTS.text(l, h.name_id, &[]).to_lowercase() == t)
    };
    let h = number
        .and_then(house)
        .or_else(|| HOUSES.iter().find(named))?;
    let rule = TEXTS.text(lang, h.rule_id, &[]);
    Some(tr!(
        lang,
        "house-help",
        house = house_name(h, lang),
        square = h.square,
        rule = rule
    ))
}
