//! Tekhenu: dice on the obelisk's disc, the gods' sections, the temple's cells and
//! building spaces, the people statue spaces, the market's sections and cards, Osiris's
//! districts, the starting and Destiny cards, each seat's production and cards.

use crate::cards::{Card, CARD_NAMES};
use crate::pieces::{GOD_NAMES, TOKEN_NAMES};
use crate::{How, Tekhenu, TekhenuAction};
use nile_core::lang::Lang;
use serde_json::Value;

use nile_core::board::{saved_name, BoardTargets, Target as Spot};

/// A card's element key: its number (`card:30`), the same wherever the card lies.
fn card(c: Card) -> String {
    format!("card:{}", c.number())
}

fn god(g: u8) -> &'static str {
    GOD_NAMES.get(usize::from(g)).copied().unwrap_or("a god")
}

fn token(t: u8) -> &'static str {
    TOKEN_NAMES.get(usize::from(t)).copied().unwrap_or("token")
}

/// The words for how a die is taken.
fn how_text(how: How) -> String {
    match how {
        How::Normal => "take it (by its purity)".into(),
        How::Anubis => "take it with Anubis (2 Scribes), below the scales".into(),
        How::AnubisBlessing => "take it with Anubis (your Blessing), below the scales".into(),
        How::AsPure => "take it as pure (your Technology)".into(),
        How::AsTainted => "take it as tainted (your Technology)".into(),
        How::Recolour(c) => format!("take it as a {} die (your Blessing)", c.name()),
        How::Fallback => "take it as tainted (no die can be taken otherwise)".into(),
    }
}

/// A main or free action's element: a god's section, or a resource to produce.
fn main_target(seat: usize, k: u8, what: &str) -> Spot {
    match k {
        0..=5 => Spot::with(format!("god:{k}"), format!("{what}: the {} action", god(k))),
        6..=9 => Spot::with(
            format!("prod:{seat}:{}", k - 6),
            format!("{what}: produce {}", token(k - 6)),
        ),
        _ => Spot::say_with("No action", what.to_string()),
    }
}

impl BoardTargets for Tekhenu {
    const VIEW: &'static str = include_str!("../web/view.js");

    fn names(_lang: Lang) -> Value {
        CARD_NAMES
            .iter()
            .enumerate()
            .map(|(n, name)| (format!("card:{n}"), Value::from(*name)))
            .collect::<serde_json::Map<_, _>>()
            .into()
    }

    fn target(
        _obs: &Value,
        action: TekhenuAction,
        actor: Option<usize>,
        _lang: Lang,
    ) -> Option<Spot> {
        use TekhenuAction::*;
        let seat = actor.unwrap_or(0);
        Some(match action {
            Roll(..) => Spot::at("bag"),
            Disc(_) | Pillar(_) | HorusTile(_) | Draw(_) | RevealStart(_) | First(_)
            | BotDestiny(_) | BotTile(_) | Coin(_) | Tie(_) => return None,
            Keep(c) => Spot::with(card(c), "keep it"),
            Draft(s) => Spot::with(format!("start:{s}"), "draft it"),
            Destiny(a) => Spot::with(format!("destiny:{a}"), "take it"),
            Gain(t) => Spot::say_with("Gain", token(t)),
            Population => Spot::say_with("Gain", "+1 Population"),
            Happiness => Spot::say_with("Gain", "+1 Happiness"),
            Take(g, colour, value, how) => {
                let colour = saved_name(colour);
                Spot::with(format!("die:{g}:{colour}:{value}"), how_text(how))
            }
            Bless(c) => Spot::with(card(c), "play this Blessing"),
            Main(k) => main_target(seat, k, "main action"),
            Free(k, v) => main_target(seat, k, &format!("free action with value {v}")),
            Adjust(src, d) => Spot::say_with(
                "Adjust the die",
                format!(
                    "{d:+} {}",
                    match src {
                        0 => "paying a Scribe".to_string(),
                        1 => with_technology("T13"),
                        _ => with_technology("T14"),
                    }
                ),
            ),
            Value(v) => Spot::say_with("Set the value", format!("{v}")),
            Extra(g) => Spot::with(format!("god:{g}"), "the extra action of this god"),
            Done => Spot::say("Done adjusting"),
            UseT19 => Spot::say_with("Technology T19", "pay 1 Scribe and also produce"),
            Decline => Spot::say("Decline"),
            Resolve(0) => Spot::say_with("Resolve next", "the main action"),
            Resolve(w) => Spot::with(
                format!("god:{}", w - 1),
                "resolve this god's extra action next",
            ),
            Statue(0) => Spot::with("statue:god", "build a god statue"),
            Statue(s) => Spot::with(format!("people:{}", s - 1), "build a people statue here"),
            Cell(r, c) => Spot::with(format!("temple:{r}:{c}"), "put the pillar here"),
            Rotate(r) => Spot::say_with(
                "Turn the pillar",
                match r {
                    0 => "as it is".to_string(),
                    1 => "a quarter turn".to_string(),
                    n => format!("{n} quarter turns"),
                },
            ),
            Space(s) => Spot::with(format!("building:{s}"), "build here"),
            Pay(t) => Spot::say_with("Pay with", token(t)),
            Refresh(s) => Spot::with(format!("section:{s}"), "refresh this section"),
            Section(s) => Spot::with(format!("section:{s}"), "draw from this section"),
            Pick(c) => Spot::with(card(c), "take this card"),
            District(d) => Spot::with(format!("district:{d}"), "build in this district"),
            Boost(r) => Spot::with(format!("district:{r}"), "+1 production of this resource"),
            Produce => Spot::say("Produce"),
            Reward(c) if c < 4 => Spot::with(format!("reward:{seat}:{c}"), "take this reward next"),
            Reward(c) => Spot::with(format!("reward:{seat}:{c}"), "take this reward next"),
            Faith(0) => Spot::say_with("Place faith", "none"),
            Faith(n) if n > 0 => Spot::say_with("Place faith", format!("{n} on the pure pan")),
            Faith(n) => Spot::say_with(
                "Place faith",
                format!("{} on the tainted pan", n.unsigned_abs()),
            ),
            Unpaid => Spot::say("Leave the Bread unpaid"),
            Score(c) => Spot::with(card(c), "score this Decree"),
            Target(c) => Spot::with(card(c), "double this Decree"),
            Count(n) => Spot::say_with("Pay for triangles", format!("{n}")),
            EndTurn => Spot::say("End the turn"),
        })
    }
}

/// "with Adjust when producing (Technology T13)": a Technology by its name, its rulebook
/// id after it as the rulebook prints it (a menu entry names things in words).
fn with_technology(id: &str) -> String {
    match id.parse::<Card>() {
        Ok(c) => format!("with {} (Technology {id})", crate::cards::card_name(c)),
        Err(_) => format!("with Technology {id}"),
    }
}
