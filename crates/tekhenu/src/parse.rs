//! Reading an action back from text: its own code ("draft S08", the CLI's and the logs'
//! language, as `Display` writes it) or the words a person reads for it in a list of
//! options (`words.rs`). Kept apart from the action type so that the type needs neither
//! the action index nor the words, which both build on it.

use std::str::FromStr;

use nile_core::{sentence, GameError};

use crate::action::{How, TekhenuAction};
use crate::cards::{parse_destiny, parse_pillar, parse_starting, Card};
use crate::pieces::{parse_god, parse_token, Colour, DISTRICT_NAMES, PEOPLE_NAMES};
use crate::texts::TEXTS;

/// The main-action code (as `TekhenuAction::Main`) of "perform Horus", "produce bread"
/// or "take no action".
fn parse_main(s: &str) -> Option<u8> {
    let w: Vec<&str> = s.split_whitespace().collect();
    match w.as_slice() {
        ["perform", g] => parse_god(g),
        ["produce", r] => parse_token(r).filter(|&r| r < 4).map(|r| r + 6),
        ["take", "no", "action"] => Some(10),
        _ => None,
    }
}

fn num<T: FromStr>(s: &str, w: Option<&&str>) -> Result<T, GameError> {
    w.and_then(|x| x.parse().ok())
        .ok_or_else(|| GameError::parse(s, sentence!(TEXTS, "parse-expected-number")))
}

impl FromStr for TekhenuAction {
    type Err = GameError;
    /// The action's own text ("draft S08"), or the words a person reads for it in a list
    /// of options ("draft Starting card 8 (3 Bread and/or Papyrus)"), in any case.
    fn from_str(input: &str) -> Result<Self, GameError> {
        parse_code(input).or_else(|e| by_words(input).ok_or(e))
    }
}

/// The action whose words ([`crate::words::words`]) read `input`, spaces and case aside.
fn by_words(input: &str) -> Option<TekhenuAction> {
    let wanted: Vec<String> = input.split_whitespace().map(str::to_lowercase).collect();
    if wanted.is_empty() {
        return None;
    }
    (0..crate::index::NUM_ACTIONS)
        .filter_map(crate::index::from_index)
        .find(|&a| {
            crate::words::words(a, nile_core::Lang::En).is_some_and(|text| {
                text.split_whitespace()
                    .map(str::to_lowercase)
                    .eq(wanted.iter().cloned())
            })
        })
}

/// The action's own text ("draft S08").
fn parse_code(input: &str) -> Result<TekhenuAction, GameError> {
    use TekhenuAction::*;
    let low = input.trim().to_ascii_lowercase();
    let w: Vec<&str> = low.split_whitespace().collect();
    let bad = || GameError::parse(input, sentence!(TEXTS, "parse-not-an-action"));
    let card = |x: Option<&&str>| x.and_then(|c| c.parse::<Card>().ok()).ok_or_else(bad);
    let a = match w.as_slice() {
        ["disc", "offset", k] => Disc(num(input, Some(k))?),
        ["reveal", x] if x.starts_with('p') => Pillar(parse_pillar(x).ok_or_else(bad)?),
        ["reveal", x] => RevealStart(parse_starting(x).ok_or_else(bad)?),
        ["horus", "tile", g] => HorusTile(parse_god(g).ok_or_else(bad)?),
        ["draw", c] => Draw(card(Some(c))?),
        ["roll", c, v] => Roll(Colour::parse(c).ok_or_else(bad)?, num(input, Some(v))?),
        ["first", "player", "seat", p] => First(num(input, Some(p))?),
        ["botankhamun", "takes", a] => BotDestiny(parse_destiny(a).ok_or_else(bad)?),
        ["pyramid", "tile", t] => {
            if let Some(g) = parse_god(t) {
                BotTile(g)
            } else {
                let n: u8 = t
                    .strip_prefix('r')
                    .and_then(|n| n.parse().ok())
                    .ok_or_else(bad)?;
                if !(1..=4).contains(&n) {
                    return Err(bad());
                }
                BotTile(n + 5)
            }
        }
        ["deben", "up-right"] => Coin(true),
        ["deben", "right"] => Coin(false),
        ["tie-break", i] => Tie(num(input, Some(i))?),
        ["keep", c] => Keep(card(Some(c))?),
        ["draft", s] => Draft(parse_starting(s).ok_or_else(bad)?),
        ["take", a] => Destiny(parse_destiny(a).ok_or_else(bad)?),
        ["gain", "population"] => Population,
        ["gain", "happiness"] => Happiness,
        ["gain", t] => Gain(parse_token(t).ok_or_else(bad)?),
        ["take", c, v, "from", g, rest @ ..] => {
            let how = match rest {
                [] => How::Normal,
                ["by", "anubis"] => How::Anubis,
                ["by", "anubis", "with", "blessing"] => How::AnubisBlessing,
                ["as", "pure"] => How::AsPure,
                ["as", "tainted"] => How::AsTainted,
                ["as", "fallback"] => How::Fallback,
                ["as", c] => How::Recolour(Colour::parse(c).ok_or_else(bad)?),
                _ => return Err(bad()),
            };
            Take(
                parse_god(g).ok_or_else(bad)?,
                Colour::parse(c).ok_or_else(bad)?,
                num(input, Some(v))?,
                how,
            )
        }
        ["play", c] => Bless(card(Some(c))?),
        ["adjust", d, "with", s] => {
            let src = match *s {
                "scribe" => 0,
                "t13" => 1,
                "t14" => 2,
                _ => return Err(bad()),
            };
            Adjust(src, num(input, Some(&d.trim_start_matches('+')))?)
        }
        ["value", v] => Value(num(input, Some(v))?),
        ["extra", g, "action"] => Extra(parse_god(g).ok_or_else(bad)?),
        ["done"] => Done,
        ["use", "t19"] => UseT19,
        ["decline"] => Decline,
        ["resolve", "main", "action"] => Resolve(0),
        ["resolve", "extra", g] => Resolve(parse_god(g).ok_or_else(bad)? + 1),
        ["build", "god", "statue"] => Statue(0),
        ["build", "people", "statue", "at", rest @ ..] => {
            let name = rest.join(" ");
            let s = PEOPLE_NAMES
                .iter()
                .position(|n| *n == name)
                .ok_or_else(bad)?;
            Statue(s as u8 + 1)
        }
        ["pillar", "at", "row", r, "column", c] => Cell(num(input, Some(r))?, num(input, Some(c))?),
        ["rotate", r] => Rotate(num(input, Some(r))?),
        ["building", "at", "row", r] => Space(num(input, Some(r))?),
        ["building", "at", "column", c] => {
            let c: u8 = num(input, Some(c))?;
            Space(c.checked_add(5).ok_or_else(bad)?)
        }
        ["pay", "with", t] => Pay(parse_token(t).ok_or_else(bad)?),
        ["refresh", "section", s] => {
            Refresh(num::<u8>(input, Some(s))?.checked_sub(1).ok_or_else(bad)?)
        }
        ["draw", "from", "section", s] => {
            Section(num::<u8>(input, Some(s))?.checked_sub(1).ok_or_else(bad)?)
        }
        ["pick", c] => Pick(card(Some(c))?),
        ["build", "in", d, "district"] => {
            District(DISTRICT_NAMES.iter().position(|n| n == d).ok_or_else(bad)? as u8)
        }
        ["boost", r, "production"] => Boost(parse_token(r).filter(|&r| r < 4).ok_or_else(bad)?),
        ["produce"] => Produce,
        ["reward", x] => match (parse_destiny(x), parse_starting(x)) {
            (Some(a), _) => Reward(a),
            (_, Some(s)) => Reward(s + 4),
            _ => return Err(bad()),
        },
        ["free", "action", rest @ .., "with", v] => Free(
            parse_main(&rest.join(" ")).ok_or_else(bad)?,
            num(input, Some(v))?,
        ),
        ["place", "no", "faith"] => Faith(0),
        ["faith", n, "left"] => Faith(num(input, Some(n))?),
        ["faith", n, "right"] => Faith(-num::<i8>(input, Some(n))?),
        ["leave", "unpaid"] => Unpaid,
        ["score", c] => Score(card(Some(c))?),
        ["double", c] => Target(card(Some(c))?),
        ["pay", "for", n, "triangles"] => Count(num(input, Some(n))?),
        ["end", "turn"] => EndTurn,
        _ => Main(parse_main(&low).ok_or_else(bad)?),
    };
    Ok(a)
}
