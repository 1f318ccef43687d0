//! Actions in words for people (`Game::describe`): the action texts (`Display`) are the
//! CLI's and the logs' language and name cards, tiles and dice by their codes ("draft
//! S04", "roll black 4", "disc offset 0"); a person reads the card's kind and what it
//! gives, the god's name, the die's colour and face.

use crate::action::{How, TekhenuAction};
use crate::cards::{Ability, Card, CardKind, DESTINY, PILLARS, STARTING};
use crate::pieces::{GOD_NAMES, PEOPLE_NAMES, TOKEN_NAMES};

fn god(g: u8) -> &'static str {
    GOD_NAMES.get(usize::from(g)).copied().unwrap_or("a god")
}

fn token(t: u8) -> &'static str {
    TOKEN_NAMES
        .get(usize::from(t))
        .copied()
        .unwrap_or("a token")
}

/// "Produce twice (Blessing B21)": the card's name ([`crate::cards::CARD_NAMES`]), then
/// its kind and the id printed on it (which `help B21` explains).
pub(crate) fn card(c: Card) -> String {
    let kind = match c.kind() {
        CardKind::Blessing => "Blessing",
        CardKind::Technology => "Technology",
        CardKind::Decree => "Decree",
    };
    match c.id() {
        Some(id) => format!("{} ({kind} {id})", crate::cards::card_name(c)),
        None => format!("{} ({kind})", crate::cards::card_name(c)),
    }
}

/// "Produce twice (B21)": a card by its name and printed id, where the board lists cards.
pub(crate) fn card_label(c: Card) -> String {
    match c.id() {
        Some(id) => format!("{} ({id})", crate::cards::card_name(c)),
        None => crate::cards::card_name(c).to_string(),
    }
}

/// "sunny: +3 Population (P01)": a pillar tile by its light and ability, then its id.
pub(crate) fn pillar_label(t: u8) -> String {
    let Some(&(id, _, _)) = PILLARS.get(usize::from(t)) else {
        return "a pillar tile".into();
    };
    let text = pillar(t);
    let inner = text
        .strip_prefix("a pillar tile (")
        .and_then(|x| x.strip_suffix(')'))
        .unwrap_or(&text);
    format!("{inner} ({id})")
}

/// A Technology by its name ("the Technology “Forbidden dice allowed”"), for texts that
/// say which card lets a seat do something.
fn tech(id: &str) -> String {
    match id.parse::<Card>() {
        Ok(c) => format!("the Technology “{}”", crate::cards::card_name(c)),
        Err(_) => "a Technology".into(),
    }
}

/// "Starting card 4 (any 5 resources, Gold excluded)".
pub(crate) fn starting(s: u8) -> String {
    match STARTING.get(usize::from(s)) {
        Some((_, init, text)) => format!("Starting card {init} ({})", lower_first(text)),
        None => "a starting card".into(),
    }
}

/// "Destiny card 2 (1 Gold)".
pub(crate) fn destiny(a: u8) -> String {
    match DESTINY.get(usize::from(a)) {
        Some((_, _, text)) => format!("Destiny card {} ({})", a + 1, lower_first(text)),
        None => "a Destiny card".into(),
    }
}

/// A pillar tile's light and ability ("sunny, +3 Population").
fn pillar(t: u8) -> String {
    let Some(&(_, light, ability)) = PILLARS.get(usize::from(t)) else {
        return "a pillar tile".into();
    };
    let does = match ability {
        Ability::None => "no ability".to_string(),
        Ability::Population(n) => format!("+{n} Population"),
        Ability::Scribes(n) => format!("+{n} Scribe(s)"),
        Ability::Happiness(n) => format!("+{n} Happiness"),
        Ability::EdgeVp => "1 VP per matching edge".into(),
        Ability::BuildingVp => "1 VP per aligned building".into(),
        Ability::Vp(n) => format!("{n} VP"),
        Ability::Thoth1 => "a Thoth action with value 1".into(),
        Ability::Horus123 => "a Horus action with value 1, 2 or 3".into(),
        Ability::Decree => "draw a Decree".into(),
        Ability::Osiris3 => "an Osiris action with value 3".into(),
        Ability::Gold(n) => format!("{n} Gold"),
        Ability::CellAgain => "the covered cell's reward again".into(),
    };
    match light {
        Some(l) => format!("a pillar tile ({}: {does})", l.name()),
        None => format!("a pillar tile ({does})"),
    }
}

fn lower_first(text: &str) -> String {
    let text = text.trim_end_matches('.');
    let mut c = text.chars();
    match c.next() {
        // Keep a resource's capital ("Any 5 resources" → "any 5 resources", "Osiris" stays).
        Some(f) if f.is_ascii_uppercase() && !GOD_NAMES.iter().any(|g| text.starts_with(g)) => {
            f.to_ascii_lowercase().to_string() + c.as_str()
        }
        _ => text.to_string(),
    }
}

fn how(h: How) -> String {
    match h {
        How::Normal => String::new(),
        How::Anubis => " with Anubis (2 Scribes, below the scales)".into(),
        How::AnubisBlessing => " with Anubis (a Blessing, below the scales)".into(),
        How::AsPure => format!(" as pure ({})", tech("T08")),
        How::AsTainted => format!(" as tainted ({})", tech("T08")),
        How::Recolour(c) => format!(" as a {} die (a Blessing)", c.name()),
        How::Fallback => " as tainted (no die could be taken otherwise)".into(),
    }
}

/// The action in words where its text names a code; `None` where the text reads well.
pub(crate) fn words(a: TekhenuAction) -> Option<String> {
    use TekhenuAction::*;
    Some(match a {
        Disc(k) => format!(
            "the disc is set: {}'s section is the first in the light",
            god(k)
        ),
        Pillar(t) => format!("{} is revealed", pillar(t)),
        HorusTile(g) => format!("{}'s tile goes on the next Horus space", god(g)),
        Draw(c) => format!("{} is drawn", card(c)),
        Roll(c, v) => format!("a {} die from the bag rolls {v}", c.name()),
        RevealStart(s) => format!("{} is revealed", starting(s)),
        First(p) => format!("seat {p} goes first"),
        BotDestiny(a) => format!("Botankhamun takes {}", destiny(a)),
        BotTile(t @ 0..=5) => format!("Botankhamun's pyramid gets {}'s action tile", god(t)),
        BotTile(t) => format!("Botankhamun's pyramid gets resource tile {}", t - 5),
        Tie(i) => format!("Botankhamun breaks a tie: option {}", u16::from(i) + 1),
        Keep(c) => format!("keep {}", card(c)),
        Draft(s) => format!("draft {}", starting(s)),
        Destiny(a) => format!("take {}", destiny(a)),
        Reward(c) if c < 4 => format!("take the reward of {}", destiny(c)),
        Reward(c) => format!("take the reward of {}", starting(c - 4)),
        Take(g, c, v, h) => format!("take the {} {v} from {}{}", c.name(), god(g), how(h)),
        Bless(c) => format!("play {}", card(c)),
        Pick(c) => format!("take {}", card(c)),
        Score(c) => format!("score {}", card(c)),
        Target(c) => format!(
            "double {} (with “{}”)",
            card(c),
            crate::cards::CARD_NAMES[50]
        ),
        UseT19 => format!("use {}: pay 1 Scribe and also produce", tech("T19")),
        Adjust(src, d) => format!(
            "adjust the die {d:+} {}",
            match src {
                0 => "paying a Scribe".to_string(),
                1 => format!("with {}", tech("T13")),
                _ => format!("with {}", tech("T14")),
            }
        ),
        Cell(r, c) => format!(
            "put the pillar on row {}, column {}",
            u16::from(r) + 1,
            u16::from(c) + 1
        ),
        Space(s) if s < 5 => format!("build at the end of row {}", u16::from(s) + 1),
        Space(s) => format!("build at the end of column {}", u16::from(s) - 4),
        Statue(s @ 1..) => format!(
            "build a people statue at the {}",
            PEOPLE_NAMES
                .get(usize::from(s) - 1)
                .copied()
                .unwrap_or("space")
        ),
        Gain(t) => format!("gain {}", token(t)),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{parse_destiny, parse_starting};
    use nile_core::Viewer;

    #[test]
    fn cards_and_dice_read_in_words() {
        let draft = TekhenuAction::Draft(parse_starting("S04").unwrap());
        assert_eq!(
            words(draft).unwrap(),
            "draft Starting card 4 (any 5 resources, Gold excluded)"
        );
        let take = TekhenuAction::Destiny(parse_destiny("A01").unwrap());
        assert_eq!(words(take).unwrap(), "take Destiny card 1 (1 Scribe)");
        assert_eq!(
            words(TekhenuAction::Disc(0)).unwrap(),
            "the disc is set: Horus's section is the first in the light"
        );
        assert_eq!(
            words(TekhenuAction::HorusTile(5)).unwrap(),
            "Osiris's tile goes on the next Horus space"
        );
    }

    /// No action a person reads (every legal action and chance outcome of random games,
    /// as each seat reads it, and every option as the seat to act reads it) names a card
    /// or tile by its code alone (S04, A01, B07, T13, D22, P05: a market card's id only
    /// after its name and kind), or reads as
    /// the disc's offset, a raw Horus tile or a raw roll.
    #[test]
    fn no_description_names_a_code() {
        use nile_core::rng::{below, seeded};
        use nile_core::{Game, GameConfig, Turn};
        // A market card's id may follow its name and kind ("(Blessing B21)"), never
        // stand alone.
        let code = |t: &str| {
            let words: Vec<&str> = t.split(|c: char| !c.is_alphanumeric()).collect();
            words.iter().enumerate().any(|(i, w)| {
                w.len() == 3
                    && w.starts_with(['S', 'A', 'B', 'T', 'D', 'P'])
                    && w[1..].bytes().all(|b| b.is_ascii_digit())
                    && !(i > 0 && ["Blessing", "Technology", "Decree"].contains(&words[i - 1]))
            }) || [
                "disc offset",
                "horus tile",
                "roll ",
                "reward S",
                "pyramid tile",
            ]
            .iter()
            .any(|bad| t.contains(bad))
        };
        for players in 1..=4 {
            let mut state =
                crate::Tekhenu::new(&crate::TekhenuConfig::for_players(players)).unwrap();
            let mut rng = seeded(players as u64);
            let (mut legal, mut chance) = (Vec::new(), Vec::new());
            while state.turn() != Turn::Over {
                let a = match state.turn() {
                    Turn::Chance => {
                        state.chance_outcomes(&mut chance);
                        chance[below(&mut rng, chance.len() as u64) as usize].0
                    }
                    _ => {
                        state.legal_actions(&mut legal);
                        for &x in &legal {
                            let t = state.describe(x, state.turn().player().into());
                            assert!(!code(&t), "\"{t}\" names a code");
                            let t = state.option_text(x);
                            assert!(!code(&t), "option \"{t}\" names a code");
                        }
                        legal[below(&mut rng, legal.len() as u64) as usize]
                    }
                };
                for v in (0..players)
                    .map(Viewer::Seat)
                    .chain([Viewer::All, Viewer::Spectator])
                {
                    let t = state.describe(a, v);
                    assert!(!code(&t), "\"{t}\" names a code");
                }
                let before = state.clone();
                state.apply(a).unwrap();
                for v in (0..players)
                    .map(Viewer::Seat)
                    .chain([Viewer::All, Viewer::Spectator])
                {
                    for line in state.narrate(&before, a, v) {
                        assert!(!code(&line), "log line \"{line}\" names a code");
                    }
                }
            }
        }
    }
}
