//! Actions in words for people (`Game::describe`): the action texts (`Display`) are the
//! CLI's and the logs' language and name cards, tiles and dice by their codes ("draft
//! S04", "roll black 4", "disc offset 0"); a person reads the card's kind and what it
//! gives, the god's name, the die's colour and face.

use nile_core::Lang;

use crate::action::{How, TekhenuAction};
use crate::cards::{Ability, Card, DESTINY, PILLARS, STARTING};
use crate::texts::{code, colour, god, kind, people, token, tr};

/// "Produce twice (Blessing B21)": the card's name ([`crate::cards::CARD_NAMES`]), then
/// its kind and the id printed on it (which `help B21` explains).
pub(crate) fn card(c: Card, lang: Lang) -> String {
    let name = crate::texts::card_name(c, lang);
    let kind = kind(c.kind(), lang);
    match c.id() {
        Some(id) => tr!(
            lang,
            "card-with-kind",
            name = name,
            kind = kind,
            id = code(id)
        ),
        None => tr!(lang, "card-with-kind-no-id", name = name, kind = kind),
    }
}

/// "Produce twice (B21)": a card by its name and printed id, where the board lists cards.
pub(crate) fn card_label(c: Card, lang: Lang) -> String {
    let name = crate::texts::card_name(c, lang);
    match c.id() {
        Some(id) => tr!(lang, "card-label", name = name, id = code(id)),
        None => name,
    }
}

/// "sunny: +3 Population (P01)": a pillar tile by its light and ability, then its id.
pub(crate) fn pillar_label(t: u8, lang: Lang) -> String {
    match (PILLARS.get(usize::from(t)), pillar_does(t, lang)) {
        (Some(&(id, _, _)), Some(does)) => tr!(lang, "pillar-label", what = does, id = code(id)),
        _ => tr!(lang, "a-pillar-tile"),
    }
}

/// A Technology by its name ("the Technology “Forbidden dice allowed”"), for texts that
/// say which card lets a seat do something.
fn tech(id: &str, lang: Lang) -> String {
    match id.parse::<Card>() {
        Ok(c) => tr!(
            lang,
            "the-technology",
            name = crate::texts::card_name(c, lang)
        ),
        Err(_) => tr!(lang, "a-technology"),
    }
}

/// "Starting card 4 (any 5 resources, Gold excluded)".
pub(crate) fn starting(s: u8, lang: Lang) -> String {
    match (
        STARTING.get(usize::from(s)),
        crate::texts::start_reward(s, lang),
    ) {
        (Some(&(_, init, _)), Some(reward)) => {
            tr!(lang, "starting-card", initiative = init, reward = reward)
        }
        _ => tr!(lang, "a-starting-card"),
    }
}

/// "Destiny card 2 (1 Gold)".
pub(crate) fn destiny(a: u8, lang: Lang) -> String {
    match (
        DESTINY.get(usize::from(a)),
        crate::texts::destiny_reward(a, lang),
    ) {
        (Some(_), Some(reward)) => tr!(lang, "destiny-card", n = a + 1, reward = reward),
        _ => tr!(lang, "a-destiny-card"),
    }
}

/// What a pillar tile's ability does ("+3 Population").
fn ability(a: Ability, lang: Lang) -> String {
    match a {
        Ability::None => tr!(lang, "ability-none"),
        Ability::Population(n) => tr!(lang, "ability-population", n = n),
        Ability::Scribes(n) => tr!(lang, "ability-scribes", n = n),
        Ability::Happiness(n) => tr!(lang, "ability-happiness", n = n),
        Ability::EdgeVp => tr!(lang, "ability-edge-vp"),
        Ability::BuildingVp => tr!(lang, "ability-building-vp"),
        Ability::Vp(n) => tr!(lang, "ability-vp", n = n),
        Ability::Thoth1 => tr!(lang, "ability-thoth-1"),
        Ability::Horus123 => tr!(lang, "ability-horus-123"),
        Ability::Decree => tr!(lang, "ability-decree"),
        Ability::Osiris3 => tr!(lang, "ability-osiris-3"),
        Ability::Gold(n) => tr!(lang, "ability-gold", n = n),
        Ability::CellAgain => tr!(lang, "ability-cell-again"),
    }
}

/// A pillar tile's light and ability ("sunny: +3 Population").
pub(crate) fn pillar_does(t: u8, lang: Lang) -> Option<String> {
    let &(_, light, a) = PILLARS.get(usize::from(t))?;
    let does = ability(a, lang);
    Some(match light {
        Some(l) => tr!(
            lang,
            "pillar-light-does",
            light = crate::texts::light(l, lang),
            does = does
        ),
        None => does,
    })
}

/// "a pillar tile (sunny: +3 Population)".
fn pillar(t: u8, lang: Lang) -> String {
    match pillar_does(t, lang) {
        Some(does) => tr!(lang, "pillar-tile", what = does),
        None => tr!(lang, "a-pillar-tile"),
    }
}

/// How a die is taken, after the die ("with Anubis (2 Scribes, below the scales)").
fn how(h: How, lang: Lang) -> Option<String> {
    Some(match h {
        How::Normal => return None,
        How::Anubis => tr!(lang, "how-anubis"),
        How::AnubisBlessing => tr!(lang, "how-anubis-blessing"),
        How::AsPure => tr!(lang, "how-as-pure", tech = tech("T08", lang)),
        How::AsTainted => tr!(lang, "how-as-tainted", tech = tech("T08", lang)),
        How::Recolour(c) => tr!(lang, "how-recolour", colour = colour(c, lang)),
        How::Fallback => tr!(lang, "how-fallback"),
    })
}

/// The action in words where its text names a code; `None` where the text reads well.
pub(crate) fn words(a: TekhenuAction, lang: Lang) -> Option<String> {
    use TekhenuAction::*;
    Some(match a {
        Disc(k) => tr!(lang, "words-disc", god = god(k, lang)),
        Pillar(t) => tr!(lang, "words-pillar", tile = pillar(t, lang)),
        HorusTile(g) => tr!(lang, "words-horus-tile", god = god(g, lang)),
        Draw(c) => tr!(lang, "words-draw", card = card(c, lang)),
        Roll(c, v) => tr!(lang, "words-roll", colour = colour(c, lang), value = v),
        RevealStart(s) => tr!(lang, "words-reveal-start", card = starting(s, lang)),
        First(p) => tr!(lang, "words-first", seat = p),
        BotDestiny(a) => tr!(lang, "words-bot-destiny", card = destiny(a, lang)),
        BotTile(t @ 0..=5) => tr!(lang, "words-bot-god-tile", god = god(t, lang)),
        BotTile(t) => tr!(lang, "words-bot-resource-tile", n = t - 5),
        Tie(i) => tr!(lang, "words-tie", n = u16::from(i) + 1),
        Keep(c) => tr!(lang, "words-keep", card = card(c, lang)),
        Draft(s) => tr!(lang, "words-draft", card = starting(s, lang)),
        Destiny(a) => tr!(lang, "words-destiny", card = destiny(a, lang)),
        Reward(c) if c < 4 => tr!(lang, "words-reward-destiny", card = destiny(c, lang)),
        Reward(c) => tr!(lang, "words-reward-start", card = starting(c - 4, lang)),
        Take(g, c, v, h) => {
            let (colour, god) = (colour(c, lang), god(g, lang));
            match how(h, lang) {
                None => tr!(lang, "words-take", colour = colour, value = v, god = god),
                Some(how) => tr!(
                    lang,
                    "words-take-how",
                    colour = colour,
                    value = v,
                    god = god,
                    how = how
                ),
            }
        }
        Bless(c) => tr!(lang, "words-bless", card = card(c, lang)),
        Pick(c) => tr!(lang, "words-pick", card = card(c, lang)),
        Score(c) => tr!(lang, "words-score", card = card(c, lang)),
        Target(c) => tr!(
            lang,
            "words-target",
            card = card(c, lang),
            name = crate::texts::card_name(crate::card::Card::decree(3), lang)
        ),
        UseT19 => tr!(lang, "words-use-t19", tech = tech("T19", lang)),
        Adjust(0, d) => tr!(lang, "words-adjust-scribe", delta = signed(d)),
        Adjust(1, d) => tr!(
            lang,
            "words-adjust-tech",
            delta = signed(d),
            tech = tech("T13", lang)
        ),
        Adjust(_, d) => tr!(
            lang,
            "words-adjust-tech",
            delta = signed(d),
            tech = tech("T14", lang)
        ),
        Cell(r, c) => tr!(
            lang,
            "words-cell",
            row = u16::from(r) + 1,
            column = u16::from(c) + 1
        ),
        Space(s) if s < 5 => tr!(lang, "words-space-row", n = u16::from(s) + 1),
        Space(s) => tr!(lang, "words-space-column", n = u16::from(s) - 4),
        Statue(s @ 1..) => tr!(lang, "words-people-statue", space = people(s - 1, lang)),
        Gain(t) => tr!(lang, "words-gain", token = token(t, lang)),
        _ => return None,
    })
}

/// A signed number as the texts print it ("+2", "-1"): no letters, so any message may
/// take it as it is.
pub(crate) fn signed(n: impl Into<i32>) -> String {
    format!("{:+}", n.into())
}

/// "perform Horus", "produce papyrus", "take no action": a main action's kind.
fn main_text(k: u8, lang: Lang) -> String {
    match k {
        0..=5 => tr!(lang, "act-perform", god = god(k, lang)),
        6..=9 => tr!(lang, "act-produce", token = token(k - 6, lang)),
        10 => tr!(lang, "act-no-action"),
        _ => tr!(lang, "act-main-unknown", n = k),
    }
}

/// A row's code ("S04") from a table, or `what` #i for a number that names none.
fn row_code<T, const N: usize>(
    rows: &[(&'static str, T, &'static str); N],
    i: u8,
) -> Option<&'static str> {
    rows.get(usize::from(i)).map(|r| r.0)
}

/// The action's own text in `lang` (`Game::action_text_in`): in English exactly its
/// `Display`, which the logs and the CLI read back; in another language the same words
/// translated, cards and tiles still by their codes.
pub(crate) fn action_text(a: TekhenuAction, lang: Lang) -> String {
    use TekhenuAction::*;
    let start = |s: u8| row_code(&STARTING, s);
    let dest = |s: u8| row_code(&DESTINY, s);
    let card = |c: Card| c.id().map(code);
    match a {
        Disc(k) => tr!(lang, "act-disc", n = k),
        Pillar(t) => match PILLARS.get(usize::from(t)) {
            Some(p) => tr!(lang, "act-reveal", code = code(p.0)),
            None => tr!(lang, "act-reveal-tile-unknown", n = t),
        },
        HorusTile(g) => tr!(lang, "act-horus-tile", god = god(g, lang)),
        Roll(c, v) => tr!(lang, "act-roll", colour = colour(c, lang), value = v),
        RevealStart(s) => match start(s) {
            Some(id) => tr!(lang, "act-reveal", code = code(id)),
            None => tr!(lang, "act-reveal-start-unknown", n = s),
        },
        First(p) => tr!(lang, "act-first", seat = p),
        BotDestiny(d) => match dest(d) {
            Some(id) => tr!(lang, "act-bot-destiny", code = code(id)),
            None => tr!(lang, "act-bot-destiny-unknown", n = d),
        },
        BotTile(t @ 0..=5) => tr!(lang, "act-pyramid-god", god = god(t, lang)),
        BotTile(t) => tr!(lang, "act-pyramid-resource", n = t - 5),
        Coin(true) => tr!(lang, "act-coin-up-right"),
        Coin(false) => tr!(lang, "act-coin-right"),
        Tie(i) => tr!(lang, "act-tie", n = i),
        Draw(c) | Keep(c) | Bless(c) | Pick(c) | Score(c) | Target(c) => {
            let Some(id) = card(c) else {
                return tr!(
                    lang,
                    "act-card-unknown",
                    verb = card_verb(a, lang),
                    n = c.number()
                );
            };
            tr!(lang, "act-card", verb = card_verb(a, lang), code = id)
        }
        Draft(s) => match start(s) {
            Some(id) => tr!(lang, "act-draft", code = code(id)),
            None => tr!(lang, "act-draft-unknown", n = s),
        },
        Destiny(d) => match dest(d) {
            Some(id) => tr!(lang, "act-take-code", code = code(id)),
            None => tr!(lang, "act-take-destiny-unknown", n = d),
        },
        Gain(t) => tr!(lang, "act-gain", token = token(t, lang)),
        Population => tr!(lang, "act-population"),
        Happiness => tr!(lang, "act-happiness"),
        Take(g, c, v, h) => {
            let (colour, god) = (colour(c, lang), god(g, lang));
            let how = match h {
                How::Normal => None,
                How::Anubis => Some(tr!(lang, "act-how-anubis")),
                How::AnubisBlessing => Some(tr!(lang, "act-how-anubis-blessing")),
                How::AsPure => Some(tr!(lang, "act-how-as-pure")),
                How::AsTainted => Some(tr!(lang, "act-how-as-tainted")),
                How::Recolour(c) => Some(tr!(
                    lang,
                    "act-how-as",
                    colour = crate::texts::colour(c, lang)
                )),
                How::Fallback => Some(tr!(lang, "act-how-fallback")),
            };
            match how {
                None => tr!(lang, "act-take", colour = colour, value = v, god = god),
                Some(how) => tr!(
                    lang,
                    "act-take-how",
                    colour = colour,
                    value = v,
                    god = god,
                    how = how
                ),
            }
        }
        Main(k) => main_text(k, lang),
        Adjust(0, d) => tr!(lang, "act-adjust-scribe", delta = signed(d)),
        Adjust(1, d) => tr!(
            lang,
            "act-adjust-with",
            delta = signed(d),
            code = code("T13")
        ),
        Adjust(2, d) => tr!(
            lang,
            "act-adjust-with",
            delta = signed(d),
            code = code("T14")
        ),
        Adjust(s, d) => tr!(lang, "act-adjust-unknown", delta = signed(d), n = s),
        Value(v) => tr!(lang, "act-value", n = v),
        Extra(g) => tr!(lang, "act-extra", god = god(g, lang)),
        Done => tr!(lang, "act-done"),
        UseT19 => tr!(lang, "act-use-t19"),
        Decline => tr!(lang, "act-decline"),
        Resolve(0) => tr!(lang, "act-resolve-main"),
        Resolve(w) => tr!(lang, "act-resolve-extra", god = god(w - 1, lang)),
        Statue(0) => tr!(lang, "act-god-statue"),
        Statue(s) => tr!(
            lang,
            "act-people-statue",
            space = people_or_unknown(s - 1, lang)
        ),
        Cell(r, c) => tr!(lang, "act-cell", row = r, column = c),
        Rotate(r) => tr!(lang, "act-rotate", n = r),
        Space(s) if s < 5 => tr!(lang, "act-space-row", n = s),
        Space(s) => tr!(lang, "act-space-column", n = s - 5),
        Pay(t) => tr!(lang, "act-pay", token = token(t, lang)),
        Refresh(s) => tr!(lang, "act-refresh", n = u16::from(s) + 1),
        Section(s) => tr!(lang, "act-section", n = u16::from(s) + 1),
        District(d) => match crate::texts::DISTRICT_IDS.get(usize::from(d)) {
            Some(_) => tr!(
                lang,
                "act-district",
                district = crate::texts::district(d, lang)
            ),
            None => tr!(lang, "act-district-unknown", n = d),
        },
        Boost(r @ 0..=3) => tr!(lang, "act-boost", token = token(r, lang)),
        Boost(r) => tr!(lang, "act-boost-unknown", n = r),
        Produce => tr!(lang, "act-produce-now"),
        Reward(c) if c < 4 => match dest(c) {
            Some(id) => tr!(lang, "act-reward", code = code(id)),
            None => tr!(lang, "act-reward-destiny-unknown", n = c),
        },
        Reward(c) => match start(c - 4) {
            Some(id) => tr!(lang, "act-reward", code = code(id)),
            None => tr!(lang, "act-reward-start-unknown", n = c - 4),
        },
        Free(k, v) => tr!(lang, "act-free", action = main_text(k, lang), n = v),
        Faith(0) => tr!(lang, "act-no-faith"),
        Faith(n) if n > 0 => tr!(lang, "act-faith-left", n = n),
        Faith(n) => tr!(lang, "act-faith-right", n = n.unsigned_abs()),
        Unpaid => tr!(lang, "act-unpaid"),
        Count(n) => tr!(lang, "act-count", n = n),
        EndTurn => tr!(lang, "act-end-turn"),
    }
}

/// The verb of an action on a card ("keep", "play").
fn card_verb(a: TekhenuAction, lang: Lang) -> String {
    use TekhenuAction::*;
    match a {
        Draw(_) => tr!(lang, "verb-draw"),
        Keep(_) => tr!(lang, "verb-keep"),
        Bless(_) => tr!(lang, "verb-play"),
        Pick(_) => tr!(lang, "verb-pick"),
        Score(_) => tr!(lang, "verb-score"),
        _ => tr!(lang, "verb-double"),
    }
}

/// A people-statue space, or "space #i" for a number that names none.
fn people_or_unknown(s: u8, lang: Lang) -> String {
    match crate::texts::PEOPLE_IDS.get(usize::from(s)) {
        Some(_) => people(s, lang),
        None => tr!(lang, "space-unknown", n = s),
    }
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
            words(draft, nile_core::Lang::En).unwrap(),
            "draft Starting card 4 (any 5 resources, Gold excluded)"
        );
        let take = TekhenuAction::Destiny(parse_destiny("A01").unwrap());
        assert_eq!(
            words(take, nile_core::Lang::En).unwrap(),
            "take Destiny card 1 (1 Scribe)"
        );
        assert_eq!(
            words(TekhenuAction::Disc(0), nile_core::Lang::En).unwrap(),
            "the disc is set: Horus's section is the first in the light"
        );
        assert_eq!(
            words(TekhenuAction::HorusTile(5), nile_core::Lang::En).unwrap(),
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
