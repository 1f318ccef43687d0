//! `Game::explain`: the printed text of a card or tile asked for by its id (`help D05`),
//! and a line on each god and on Botankhamun's tiles, which carry no printed id.

use crate::cards::{
    parse_destiny, parse_pillar, parse_starting, Ability, Card, CardKind, BLESSINGS, DECREES,
    DESTINY, PILLARS, STARTING, TECHNOLOGIES,
};
use crate::pieces::{parse_god, Light, TOKEN_NAMES};
use crate::standins::{BOT_RESOURCE_TILES, PILLAR_DATA};

/// What each god's action does, in the rulebook's words, by god index.
const GOD_HELP: [&str; 6] = [
    "Horus: build a statue, paying its Granite: a god statue on the god of the Horus slot \
     numbered like the die (its owner takes that slot's bonus whenever another player \
     performs that god's action), or a people statue on a free people-statue space.",
    "Ra: take the pillar tile of the display slot the die's value points to (5-6 Left, \
     3-4 Middle, 1-2 Right), pay its Limestone and raise it on a free temple cell: VP for \
     the slot, the matching edges and the aligned buildings, the cell's reward, and the \
     tile's ability if its light matches Ra's section.",
    "Hathor: build a building on a temple building space (paying its Bread), Population \
     rises by the die's value, and each of the 5 temple cells in that row or column gives \
     3 VP for your own pillar on it, 5 with the Technology (T05), and one token of its \
     reward when it is empty.",
    "Bastet: pay 2 Papyrus and hold a festival: Happiness rises by the die's value (never \
     above Population).",
    "Thoth: take 1 card (die 1-2, free), 2 cards (3-4, for 2 Papyrus) or 3 cards (5-6, \
     for 3 Papyrus) from one market section you can access (Happiness 1/5/9/13), after \
     refreshing sections for 1 Papyrus each if you like.",
    "Osiris: lose 1 Happiness and build a building in the Osiris row numbered like the \
     die, in a free district: the row's reward (production, tokens, Gold on row 2).",
];

fn ability_text(a: Ability) -> String {
    match a {
        Ability::None => "no ability".into(),
        Ability::Population(n) => format!("+{n} Population"),
        Ability::Scribes(n) => format!("+{n} Scribe(s)"),
        Ability::Happiness(n) => format!("+{n} Happiness"),
        Ability::EdgeVp => "+1 VP per matching edge".into(),
        Ability::BuildingVp => "+1 VP per aligned building".into(),
        Ability::Vp(n) => format!("+{n} VP"),
        Ability::Thoth1 => "a Thoth action as with a die of value 1".into(),
        Ability::Horus123 => "a Horus action with value 1, 2 or 3".into(),
        Ability::Decree => "draw the top Decree".into(),
        Ability::Osiris3 => "an Osiris action as with a die of value 3".into(),
        Ability::Gold(n) => format!("+{n} Gold"),
        Ability::CellAgain => "the covered cell's reward again".into(),
    }
}

fn light_name(l: Light) -> &'static str {
    match l {
        Light::Sunny => "sunny",
        Light::Shaded => "shaded",
        Light::Dark => "dark",
    }
}

/// The help text for `topic` (a card or tile id, a god, a bot tile), if known.
pub(crate) fn explain(topic: &str) -> Option<String> {
    let t = topic.trim();
    if let Ok(c) = t.parse::<Card>() {
        let i = usize::from(c.position());
        return Some(match c.kind() {
            CardKind::Blessing => format!(
                "{} (Blessing, played once): {}",
                BLESSINGS[i].0, BLESSINGS[i].2
            ),
            CardKind::Technology => format!(
                "{} (Technology, permanent): {}",
                TECHNOLOGIES[i].0, TECHNOLOGIES[i].2
            ),
            CardKind::Decree => format!(
                "{} (Decree, symbol {}, scored at the end): {}",
                DECREES[i].0, DECREES[i].1, DECREES[i].2
            ),
        });
    }
    if let Some(s) = parse_starting(t) {
        let (id, init, text) = STARTING[usize::from(s)];
        return Some(format!("{id} (Starting card, initiative {init}): {text}"));
    }
    if let Some(a) = parse_destiny(t) {
        let (id, ankh, text) = DESTINY[usize::from(a)];
        return Some(format!("{id} (Destiny card, Ankh {ankh}): {text}"));
    }
    if let Some(p) = parse_pillar(t) {
        let (id, light, ability) = PILLARS[usize::from(p)];
        let (cost, _) = PILLAR_DATA[usize::from(p)];
        let when = match light {
            Some(l) => format!(
                "{} when raised while Ra's section is {} (always with the \"{}\" Technology)",
                ability_text(ability),
                light_name(l),
                crate::cards::card_name(crate::card::Card::technology(9))
            ),
            None => ability_text(ability),
        };
        return Some(format!(
            "{id} (pillar tile, costs {cost} Limestone): {when}."
        ));
    }
    let low = t.to_ascii_lowercase();
    if let Some(n) = low.strip_prefix('r').and_then(|n| n.parse::<usize>().ok()) {
        let order = BOT_RESOURCE_TILES.get(n.checked_sub(1)?)?;
        let names: Vec<&str> = order.iter().map(|&r| TOKEN_NAMES[r as usize]).collect();
        return Some(format!(
            "R{n} (Botankhamun's resource tile): Botankhamun takes the best die of the first \
             colour available that produces {}, and performs the action of its section.",
            names.join(" > ")
        ));
    }
    if let Some(g) = parse_god(t) {
        return Some(GOD_HELP[usize::from(g)].to_string());
    }
    match low.as_str() {
        "botankhamun" | "bot" => Some(
            "Botankhamun, the solo opponent: each turn a deben flip moves its marker on the \
             pyramid of action tiles; a god tile makes it take the best die of that god's \
             section, a resource tile (R1-R4) the best die of the first colour in its order. \
             It pays no costs, keeps its dice below its board, and scores its cards."
                .into(),
        ),
        _ => None,
    }
}
