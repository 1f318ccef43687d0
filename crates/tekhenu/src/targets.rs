//! Tekhenu: dice on the obelisk's disc, the gods' sections, the temple's cells and
//! building spaces, the people statue spaces, the market's sections and cards, Osiris's
//! districts, the starting and Destiny cards, each seat's production and cards.

use std::borrow::Cow;

use crate::card::CardKind;
use crate::cards::{Card, PILLARS};
use crate::pieces::COLOURS;
use crate::texts::{self, code, tr, TEXTS};
use crate::{How, Tekhenu, TekhenuAction};
use nile_core::lang::{Arg, Lang};
use nile_core::message;
use serde_json::{Map, Value};

use nile_core::board::{saved_name, BoardTargets, Target as Spot};

/// A card's element key: its number (`card:30`), the same wherever the card lies.
fn card(c: Card) -> String {
    format!("card:{}", c.number())
}

/// The words for how a die is taken.
fn how_text(how: How, lang: Lang) -> String {
    match how {
        How::Normal => tr!(lang, "target-take-normal"),
        How::Anubis => tr!(lang, "target-take-anubis"),
        How::AnubisBlessing => tr!(lang, "target-take-anubis-blessing"),
        How::AsPure => tr!(lang, "target-take-as-pure"),
        How::AsTainted => tr!(lang, "target-take-as-tainted"),
        How::Recolour(c) => tr!(
            lang,
            "target-take-recolour",
            colour = texts::colour(c, lang)
        ),
        How::Fallback => tr!(lang, "target-take-fallback"),
    }
}

/// A main or free action's element: a god's section, or a resource to produce.
fn main_target(seat: usize, k: u8, what: String, lang: Lang) -> Spot {
    match k {
        0..=5 => Spot::with(
            format!("god:{k}"),
            tr!(
                lang,
                "target-main-god",
                what = &what,
                god = texts::god(k, lang)
            ),
        ),
        6..=9 => Spot::with(
            format!("prod:{seat}:{}", k - 6),
            tr!(
                lang,
                "target-main-produce",
                what = &what,
                token = texts::token(k - 6, lang)
            ),
        ),
        _ => Spot::say_with("No action", what).labelled(tr!(lang, "say-no-action")),
    }
}

/// The board view's own words: its key in [`BoardTargets::names`] and its message.
const VIEW_WORDS: [(&str, &str); 62] = [
    ("resource:0", message!("view-resource-papyrus")),
    ("resource:1", message!("view-resource-bread")),
    ("resource:2", message!("view-resource-limestone")),
    ("resource:3", message!("view-resource-granite")),
    ("resource:4", message!("view-resource-gold")),
    ("view:seat", message!("view-seat")),
    ("view:seat-bot", message!("view-seat-bot")),
    ("view:heading", message!("view-heading")),
    ("view:heading-you", message!("view-heading-you")),
    ("view:amount-produces", message!("view-amount-produces")),
    ("view:scribes", message!("view-scribes")),
    ("view:faith", message!("view-faith")),
    ("view:pop-happy", message!("view-pop-happy")),
    ("view:decrees-in-hand", message!("view-decrees-in-hand")),
    ("view:scales-pure", message!("view-scales-pure")),
    ("view:scales-tainted", message!("view-scales-tainted")),
    ("view:scales-below", message!("view-scales-below")),
    ("view:pan-pure", message!("view-pan-pure")),
    ("view:pan-tainted", message!("view-pan-tainted")),
    ("view:below-scales", message!("view-below-scales")),
    ("view:setup", message!("view-setup")),
    ("view:destiny-centre", message!("view-destiny-centre")),
    ("view:obelisk-heading", message!("view-obelisk-heading")),
    ("view:bag", message!("view-bag")),
    ("view:temple", message!("view-temple")),
    ("view:pillar-display", message!("view-pillar-display")),
    ("view:osiris", message!("view-osiris")),
    ("view:market", message!("view-market")),
    ("view:offered", message!("view-offered")),
    ("view:section", message!("view-section")),
    ("view:empty", message!("view-empty")),
    ("view:starting-title", message!("view-starting-title")),
    ("view:starting", message!("view-starting")),
    ("view:initiative", message!("view-initiative")),
    ("view:destiny-title", message!("view-destiny-title")),
    ("view:destiny", message!("view-destiny")),
    ("view:ankh", message!("view-ankh")),
    ("view:pillar-tile", message!("view-pillar-tile")),
    ("view:pillar-left", message!("view-pillar-left")),
    ("view:pillar-middle", message!("view-pillar-middle")),
    ("view:pillar-right", message!("view-pillar-right")),
    ("view:people-free", message!("view-people-free")),
    ("view:people-seat", message!("view-people-seat")),
    ("view:god-statues", message!("view-god-statues")),
    ("view:card-title", message!("view-card-title")),
    ("view:card-title-text", message!("view-card-title-text")),
    ("view:card-note", message!("view-card-note")),
    ("view:die", message!("view-die")),
    ("view:disc", message!("view-disc")),
    ("view:section-light", message!("view-section-light")),
    ("view:section-shadow", message!("view-section-shadow")),
    ("view:obelisk", message!("view-obelisk")),
    ("view:temple-label", message!("view-temple-label")),
    ("view:building-row", message!("view-building-row")),
    ("view:building-column", message!("view-building-column")),
    ("view:pillar-of", message!("view-pillar-of")),
    ("view:temple-cell", message!("view-temple-cell")),
    ("view:district", message!("view-district")),
    ("view:osiris-row-free", message!("view-osiris-row-free")),
    ("view:osiris-row-seat", message!("view-osiris-row-seat")),
    ("kind:B", message!("kind-blessing")),
    ("kind:T", message!("kind-technology")),
];

/// Every placeholder a view word fills in the browser, passed through as `{name}`.
const PLACEHOLDERS: [&str; 25] = [
    "seat",
    "points",
    "n",
    "prod",
    "pop",
    "happy",
    "rotations",
    "maat",
    "need",
    "reward",
    "ankh",
    "tile",
    "space",
    "statues",
    "name",
    "kind",
    "text",
    "colour",
    "value",
    "god",
    "row",
    "column",
    "district",
    "v",
    "what",
];

impl BoardTargets for Tekhenu {
    const VIEW: &'static str = include_str!("../web/view.js");

    fn names(lang: Lang) -> Value {
        let mut names = Map::new();
        let mut put = |key: String, words: String| {
            names.insert(key, Value::from(words));
        };
        for n in 0..72u8 {
            if let Some(c) = Card::from_number(n) {
                put(format!("card:{n}"), texts::card_name(c, lang));
            }
        }
        for g in 0..6u8 {
            put(format!("god:{g}"), texts::god(g, lang));
        }
        for k in 0..4u8 {
            put(format!("people:{k}"), texts::people(k, lang));
            put(format!("district:{k}"), texts::district(k, lang));
        }
        for s in 0..12u8 {
            put(
                format!("start:{s}"),
                texts::start_reward(s, lang).unwrap_or_default(),
            );
        }
        for a in 0..4u8 {
            put(
                format!("destiny:{a}"),
                texts::destiny_reward(a, lang).unwrap_or_default(),
            );
        }
        for t in 0..PILLARS.len() {
            let t = t as u8;
            put(
                format!("pillar:{t}"),
                crate::words::pillar_does(t, lang).unwrap_or_default(),
            );
        }
        for c in COLOURS {
            put(format!("colour:{}", saved_name(c)), texts::colour(c, lang));
        }
        put("kind:D".into(), texts::kind(CardKind::Decree, lang));
        let args: Vec<(&str, Arg)> = PLACEHOLDERS
            .iter()
            .map(|p| (*p, Arg::Name(Cow::Owned(format!("{{{p}}}")))))
            .collect();
        for (key, id) in VIEW_WORDS {
            put(key.into(), TEXTS.text(lang, id, &args));
        }
        names.into()
    }

    fn target(
        _obs: &Value,
        action: TekhenuAction,
        actor: Option<usize>,
        lang: Lang,
    ) -> Option<Spot> {
        use TekhenuAction::*;
        let seat = actor.unwrap_or(0);
        Some(match action {
            Roll(..) => Spot::at("bag"),
            Disc(_) | Pillar(_) | HorusTile(_) | Draw(_) | RevealStart(_) | First(_)
            | BotDestiny(_) | BotTile(_) | Coin(_) | Tie(_) => return None,
            Keep(c) => Spot::with(card(c), tr!(lang, "target-keep")),
            Draft(s) => Spot::with(format!("start:{s}"), tr!(lang, "target-draft")),
            Destiny(a) => Spot::with(format!("destiny:{a}"), tr!(lang, "target-destiny")),
            Gain(t) => {
                Spot::say_with("Gain", texts::token(t, lang)).labelled(tr!(lang, "say-gain"))
            }
            Population => Spot::say_with("Gain", tr!(lang, "target-population"))
                .labelled(tr!(lang, "say-gain")),
            Happiness => Spot::say_with("Gain", tr!(lang, "target-happiness"))
                .labelled(tr!(lang, "say-gain")),
            Take(g, colour, value, how) => {
                let colour = saved_name(colour);
                Spot::with(format!("die:{g}:{colour}:{value}"), how_text(how, lang))
            }
            Bless(c) => Spot::with(card(c), tr!(lang, "target-bless")),
            Main(k) => main_target(seat, k, tr!(lang, "target-what-main"), lang),
            Free(k, v) => main_target(seat, k, tr!(lang, "target-what-free", v = v), lang),
            Adjust(src, d) => {
                let delta = format!("{d:+}");
                let words = match src {
                    0 => tr!(lang, "target-adjust-scribe", delta = code(&delta)),
                    1 => with_technology("T13", &delta, lang),
                    _ => with_technology("T14", &delta, lang),
                };
                Spot::say_with("Adjust the die", words).labelled(tr!(lang, "say-adjust-die"))
            }
            Value(v) => {
                Spot::say_with("Set the value", format!("{v}")).labelled(tr!(lang, "say-set-value"))
            }
            Extra(g) => Spot::with(format!("god:{g}"), tr!(lang, "target-extra")),
            Done => Spot::say("Done adjusting").labelled(tr!(lang, "say-done-adjusting")),
            UseT19 => Spot::say_with("Technology T19", tr!(lang, "target-use-t19"))
                .labelled(tr!(lang, "say-technology-t19")),
            Decline => Spot::say("Decline").labelled(tr!(lang, "say-decline")),
            Resolve(0) => Spot::say_with("Resolve next", tr!(lang, "target-resolve-main"))
                .labelled(tr!(lang, "say-resolve-next")),
            Resolve(w) => Spot::with(format!("god:{}", w - 1), tr!(lang, "target-resolve-extra")),
            Statue(0) => Spot::with("statue:god", tr!(lang, "target-god-statue")),
            Statue(s) => Spot::with(
                format!("people:{}", s - 1),
                tr!(lang, "target-people-statue"),
            ),
            Cell(r, c) => Spot::with(format!("temple:{r}:{c}"), tr!(lang, "target-cell")),
            Rotate(r) => Spot::say_with("Turn the pillar", tr!(lang, "target-rotate", n = r))
                .labelled(tr!(lang, "say-turn-pillar")),
            Space(s) => Spot::with(format!("building:{s}"), tr!(lang, "target-build-here")),
            Pay(t) => Spot::say_with("Pay with", texts::token(t, lang))
                .labelled(tr!(lang, "say-pay-with")),
            Refresh(s) => Spot::with(format!("section:{s}"), tr!(lang, "target-refresh")),
            Section(s) => Spot::with(format!("section:{s}"), tr!(lang, "target-section")),
            Pick(c) => Spot::with(card(c), tr!(lang, "target-pick")),
            District(d) => Spot::with(format!("district:{d}"), tr!(lang, "target-district")),
            Boost(r) => Spot::with(format!("district:{r}"), tr!(lang, "target-boost")),
            Produce => Spot::say("Produce").labelled(tr!(lang, "say-produce")),
            Reward(c) => Spot::with(format!("reward:{seat}:{c}"), tr!(lang, "target-reward")),
            Faith(n) => {
                let words = match n {
                    0 => tr!(lang, "target-faith-none"),
                    1.. => tr!(lang, "target-faith-pure", n = n),
                    _ => tr!(lang, "target-faith-tainted", n = n.unsigned_abs()),
                };
                Spot::say_with("Place faith", words).labelled(tr!(lang, "say-place-faith"))
            }
            Unpaid => {
                Spot::say("Leave the Bread unpaid").labelled(tr!(lang, "say-leave-bread-unpaid"))
            }
            Score(c) => Spot::with(card(c), tr!(lang, "target-score")),
            Target(c) => Spot::with(card(c), tr!(lang, "target-double")),
            Count(n) => Spot::say_with("Pay for triangles", format!("{n}"))
                .labelled(tr!(lang, "say-pay-triangles")),
            EndTurn => Spot::say("End the turn").labelled(tr!(lang, "say-end-turn")),
        })
    }
}

/// "+1 with Adjust when producing (Technology T13)": a Technology by its name, its
/// rulebook id after it as the rulebook prints it (a menu entry names things in words).
fn with_technology(id: &str, delta: &str, lang: Lang) -> String {
    match id.parse::<Card>() {
        Ok(c) => tr!(
            lang,
            "target-adjust-tech",
            delta = code(delta),
            name = texts::card_name(c, lang),
            id = code(id)
        ),
        Err(_) => tr!(
            lang,
            "target-adjust-tech-unknown",
            delta = code(delta),
            id = code(id)
        ),
    }
}
