//! `Game::explain`: the printed text of a card or tile asked for by its id (`help D05`),
//! and a line on each god and on Botankhamun's tiles, which carry no printed id. A god or
//! Botankhamun may be named in English or in Portuguese.

use nile_core::{message, Lang};

use crate::cards::{
    parse_destiny, parse_pillar, parse_starting, Ability, Card, CardKind, DECREES, DESTINY,
    PILLARS, STARTING,
};
use crate::pieces::{parse_god, Light};
use crate::standins::{BOT_RESOURCE_TILES, PILLAR_DATA};
use crate::texts::{code, msg, token, tr, GOD_IDS};

/// What each god's action does, in the rulebook's words, by god index.
const GOD_HELP: [&str; 6] = [
    message!("help-horus"),
    message!("help-ra"),
    message!("help-hathor"),
    message!("help-bastet"),
    message!("help-thoth"),
    message!("help-osiris"),
];

fn ability_text(a: Ability, lang: Lang) -> String {
    match a {
        Ability::None => tr!(lang, "ability-none"),
        Ability::Population(n) => tr!(lang, "ability-population", n = n),
        Ability::Scribes(n) => tr!(lang, "ability-scribes", n = n),
        Ability::Happiness(n) => tr!(lang, "ability-happiness", n = n),
        Ability::EdgeVp => tr!(lang, "help-ability-edge-vp"),
        Ability::BuildingVp => tr!(lang, "help-ability-building-vp"),
        Ability::Vp(n) => tr!(lang, "help-ability-vp", n = n),
        Ability::Thoth1 => tr!(lang, "help-ability-thoth-1"),
        Ability::Horus123 => tr!(lang, "ability-horus-123"),
        Ability::Decree => tr!(lang, "help-ability-decree"),
        Ability::Osiris3 => tr!(lang, "help-ability-osiris-3"),
        Ability::Gold(n) => tr!(lang, "help-ability-gold", n = n),
        Ability::CellAgain => tr!(lang, "ability-cell-again"),
    }
}

/// The god a topic names, in any language nile speaks ("Thoth", "Tot", "osíris").
fn god_named(topic: &str) -> Option<u8> {
    parse_god(topic).or_else(|| {
        let low = topic.to_lowercase();
        (0..6u8).find(|&g| {
            Lang::PLAYABLE
                .iter()
                .any(|&l| msg(l, GOD_IDS[usize::from(g)]).to_lowercase() == low)
        })
    })
}

/// The help text for `topic` (a card or tile id, a god, a bot tile), if known.
pub(crate) fn explain(topic: &str, lang: Lang) -> Option<String> {
    let t = topic.trim();
    if let Ok(c) = t.parse::<Card>() {
        let id = c.id()?;
        let text = crate::texts::card_text(c, lang);
        return Some(match c.kind() {
            CardKind::Blessing => tr!(lang, "help-blessing", id = code(id), text = text),
            CardKind::Technology => tr!(lang, "help-technology", id = code(id), text = text),
            CardKind::Decree => {
                let symbol = DECREES[usize::from(c.position())].1.to_string();
                tr!(
                    lang,
                    "help-decree",
                    id = code(id),
                    symbol = code(&symbol),
                    text = text
                )
            }
        });
    }
    if let Some(s) = parse_starting(t) {
        let (id, init, _) = STARTING[usize::from(s)];
        let text = crate::texts::start_text(s, lang)?;
        return Some(tr!(
            lang,
            "help-starting",
            id = code(id),
            initiative = init,
            text = text
        ));
    }
    if let Some(a) = parse_destiny(t) {
        let (id, ankh, _) = DESTINY[usize::from(a)];
        let text = crate::texts::destiny_text(a, lang)?;
        return Some(tr!(
            lang,
            "help-destiny",
            id = code(id),
            ankh = ankh,
            text = text
        ));
    }
    if let Some(p) = parse_pillar(t) {
        let (id, light, ability) = PILLARS[usize::from(p)];
        let (cost, _) = PILLAR_DATA[usize::from(p)];
        let when = match light {
            Some(l) => tr!(
                lang,
                "help-pillar-when",
                ability = ability_text(ability, lang),
                light = light_name(l, lang),
                tech = crate::texts::card_name(crate::card::Card::technology(9), lang)
            ),
            None => ability_text(ability, lang),
        };
        return Some(tr!(
            lang,
            "help-pillar",
            id = code(id),
            cost = cost,
            when = when
        ));
    }
    let low = t.to_lowercase();
    if let Some(n) = low.strip_prefix('r').and_then(|n| n.parse::<usize>().ok()) {
        let order = BOT_RESOURCE_TILES.get(n.checked_sub(1)?)?;
        let names: Vec<String> = order.iter().map(|&r| token(r, lang)).collect();
        return Some(tr!(
            lang,
            "help-bot-resource-tile",
            n = n,
            tokens = names.join(" > ")
        ));
    }
    if let Some(g) = god_named(t) {
        return Some(msg(lang, GOD_HELP[usize::from(g)]));
    }
    match low.as_str() {
        "botankhamun" | "bot" | "botancâmon" | "botancamon" => Some(tr!(lang, "help-botankhamun")),
        _ => None,
    }
}

fn light_name(l: Light, lang: Lang) -> String {
    match l {
        Light::Sunny => tr!(lang, "help-light-sunny"),
        Light::Shaded => tr!(lang, "help-light-shaded"),
        Light::Dark => tr!(lang, "help-light-dark"),
    }
}
