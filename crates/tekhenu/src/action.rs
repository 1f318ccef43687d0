//! The action type: every chance outcome and player decision, with its rulebook text.

use std::borrow::Cow;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::cards::{Card, DESTINY, PILLARS, STARTING};
use crate::pieces::{Colour, DISTRICT_NAMES, GOD_NAMES, PEOPLE_NAMES, TOKEN_NAMES};

/// How a die is taken from the obelisk.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum How {
    /// By its purity (Pure to the left pan, Tainted to the right).
    Normal,
    /// Anubis action paying 2 Scribes: any die, placed below the scales.
    Anubis,
    /// Anubis action granted by Blessing B23/B24.
    AnubisBlessing,
    /// A Forbidden die taken as Pure with T08.
    AsPure,
    /// A Forbidden die taken as Tainted with T08.
    AsTainted,
    /// Blessing B11/B12: the die counts as this colour.
    Recolour(Colour),
    /// docs/tekhenu.md GAP-26 fallback when no die can be taken at all: placed as Tainted.
    Fallback,
}

/// One action: a chance outcome or a player's choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TekhenuAction {
    // ----- chance -----
    /// Setup: the disc's offset (first sunny section).
    Disc(u8),
    /// A pillar tile revealed from the stack.
    Pillar(u8),
    /// Setup: the god tile put on the next Horus slot.
    HorusTile(u8),
    /// A card drawn from a deck.
    Draw(Card),
    /// A die drawn from the bag and rolled.
    Roll(Colour, u8),
    /// Setup: a starting card revealed.
    RevealStart(u8),
    /// Setup: the first player.
    First(u8),
    /// Solo: the Destiny card Botankhamun takes (A01 or A02).
    BotDestiny(u8),
    /// Solo: the action tile on the next pyramid position (0-5 gods, 6-9 resource tiles).
    BotTile(u8),
    /// Solo: the deben flip (true = up-right).
    Coin(bool),
    /// Solo: Botankhamun's random tie-break among tied options.
    Tie(u8),
    // ----- player -----
    /// Keep a dealt Decree, or a card drawn by S05/S06.
    Keep(Card),
    /// Draft a starting card.
    Draft(u8),
    /// Take a Destiny card.
    Destiny(u8),
    /// Gain one token of a kind (S04, S09, S10, multi-type cells).
    Gain(u8),
    /// Choose +Population.
    Population,
    /// Choose +Happiness.
    Happiness,
    /// Take a die: its section, colour, value and how.
    Take(u8, Colour, u8, How),
    /// Play a Blessing.
    Bless(Card),
    /// Main action: 0..6 god, 6..10 production of resource (n-6), 10 none.
    Main(u8),
    /// Adjust the die: source (0 Scribe, 1 T13, 2 T14) and delta.
    Adjust(u8, i8),
    /// Set a value (B09/B10, B11/B12 adjustment, P12).
    Value(u8),
    /// Choose the god of an extra action (B17/B18).
    Extra(u8),
    /// Finish adjusting the die.
    Done,
    /// Use T19: pay 1 Scribe and also produce.
    UseT19,
    /// Decline an optional effect.
    Decline,
    /// Resolve next: 0 the main action, 1+g the extra action of god g.
    Resolve(u8),
    /// Horus: 0 god statue, 1+s people statue space s.
    Statue(u8),
    /// Ra: the temple cell (row, column).
    Cell(u8, u8),
    /// Ra: the tile's rotation in quarter turns.
    Rotate(u8),
    /// Hathor: building space 0..5 rows, 5..10 columns.
    Space(u8),
    /// Pay one unit with a token kind.
    Pay(u8),
    /// Thoth: refresh a market section (0-based).
    Refresh(u8),
    /// Thoth: draw from a market section (0-based).
    Section(u8),
    /// Thoth: take a card from the chosen section.
    Pick(Card),
    /// Osiris: district (resource index).
    District(u8),
    /// Osiris row 6: +1 production of this resource.
    Boost(u8),
    /// Production: produce now.
    Produce,
    /// Setup: resolve this reward next (0..4 Destiny A01-A04, 4..16 Starting S01-S12).
    Reward(u8),
    /// A free action (Happiness 21, D23): kind (as in `Main`) and value.
    Free(u8, u8),
    /// Maat: faith placed, positive on the left pan, negative on the right.
    Faith(i8),
    /// Scoring: leave the remaining Bread unpaid.
    Unpaid,
    /// Final scoring: select a Decree to score.
    Score(Card),
    /// Final scoring: D03 doubles this Decree.
    Target(Card),
    /// Final scoring: D04 pays for this many triangles.
    Count(u8),
    /// End one's turn (offered only while a B07/B08 could still be played).
    EndTurn,
}

impl TekhenuAction {
    /// Whether `list` holds this action: the same answer as `list.contains(&self)`, with
    /// the variant matched once outside the scan (`apply` validates every decision by
    /// this scan; the derived `==` per listed action was a call and a variant switch).
    pub(crate) fn is_in(self, list: &[TekhenuAction]) -> bool {
        use TekhenuAction::*;
        let found = match self {
            Disc(a0) => list
                .iter()
                .any(|&x| matches!(x, Disc(b0) if b0 == a0)),
            Pillar(a0) => list
                .iter()
                .any(|&x| matches!(x, Pillar(b0) if b0 == a0)),
            HorusTile(a0) => list
                .iter()
                .any(|&x| matches!(x, HorusTile(b0) if b0 == a0)),
            Draw(a0) => list
                .iter()
                .any(|&x| matches!(x, Draw(b0) if b0 == a0)),
            Roll(a0, a1) => list
                .iter()
                .any(|&x| matches!(x, Roll(b0, b1) if b0 == a0 && b1 == a1)),
            RevealStart(a0) => list
                .iter()
                .any(|&x| matches!(x, RevealStart(b0) if b0 == a0)),
            First(a0) => list
                .iter()
                .any(|&x| matches!(x, First(b0) if b0 == a0)),
            BotDestiny(a0) => list
                .iter()
                .any(|&x| matches!(x, BotDestiny(b0) if b0 == a0)),
            BotTile(a0) => list
                .iter()
                .any(|&x| matches!(x, BotTile(b0) if b0 == a0)),
            Coin(a0) => list
                .iter()
                .any(|&x| matches!(x, Coin(b0) if b0 == a0)),
            Tie(a0) => list
                .iter()
                .any(|&x| matches!(x, Tie(b0) if b0 == a0)),
            Keep(a0) => list
                .iter()
                .any(|&x| matches!(x, Keep(b0) if b0 == a0)),
            Draft(a0) => list
                .iter()
                .any(|&x| matches!(x, Draft(b0) if b0 == a0)),
            Destiny(a0) => list
                .iter()
                .any(|&x| matches!(x, Destiny(b0) if b0 == a0)),
            Gain(a0) => list
                .iter()
                .any(|&x| matches!(x, Gain(b0) if b0 == a0)),
            Population => list.iter().any(|x| matches!(x, Population)),
            Happiness => list.iter().any(|x| matches!(x, Happiness)),
            Take(a0, a1, a2, a3) => list
                .iter()
                .any(|&x| matches!(x, Take(b0, b1, b2, b3) if b0 == a0 && b1 == a1 && b2 == a2 && b3 == a3)),
            Bless(a0) => list
                .iter()
                .any(|&x| matches!(x, Bless(b0) if b0 == a0)),
            Main(a0) => list
                .iter()
                .any(|&x| matches!(x, Main(b0) if b0 == a0)),
            Adjust(a0, a1) => list
                .iter()
                .any(|&x| matches!(x, Adjust(b0, b1) if b0 == a0 && b1 == a1)),
            Value(a0) => list
                .iter()
                .any(|&x| matches!(x, Value(b0) if b0 == a0)),
            Extra(a0) => list
                .iter()
                .any(|&x| matches!(x, Extra(b0) if b0 == a0)),
            Done => list.iter().any(|x| matches!(x, Done)),
            UseT19 => list.iter().any(|x| matches!(x, UseT19)),
            Decline => list.iter().any(|x| matches!(x, Decline)),
            Resolve(a0) => list
                .iter()
                .any(|&x| matches!(x, Resolve(b0) if b0 == a0)),
            Statue(a0) => list
                .iter()
                .any(|&x| matches!(x, Statue(b0) if b0 == a0)),
            Cell(a0, a1) => list
                .iter()
                .any(|&x| matches!(x, Cell(b0, b1) if b0 == a0 && b1 == a1)),
            Rotate(a0) => list
                .iter()
                .any(|&x| matches!(x, Rotate(b0) if b0 == a0)),
            Space(a0) => list
                .iter()
                .any(|&x| matches!(x, Space(b0) if b0 == a0)),
            Pay(a0) => list
                .iter()
                .any(|&x| matches!(x, Pay(b0) if b0 == a0)),
            Refresh(a0) => list
                .iter()
                .any(|&x| matches!(x, Refresh(b0) if b0 == a0)),
            Section(a0) => list
                .iter()
                .any(|&x| matches!(x, Section(b0) if b0 == a0)),
            Pick(a0) => list
                .iter()
                .any(|&x| matches!(x, Pick(b0) if b0 == a0)),
            District(a0) => list
                .iter()
                .any(|&x| matches!(x, District(b0) if b0 == a0)),
            Boost(a0) => list
                .iter()
                .any(|&x| matches!(x, Boost(b0) if b0 == a0)),
            Produce => list.iter().any(|x| matches!(x, Produce)),
            Reward(a0) => list
                .iter()
                .any(|&x| matches!(x, Reward(b0) if b0 == a0)),
            Free(a0, a1) => list
                .iter()
                .any(|&x| matches!(x, Free(b0, b1) if b0 == a0 && b1 == a1)),
            Faith(a0) => list
                .iter()
                .any(|&x| matches!(x, Faith(b0) if b0 == a0)),
            Unpaid => list.iter().any(|x| matches!(x, Unpaid)),
            Score(a0) => list
                .iter()
                .any(|&x| matches!(x, Score(b0) if b0 == a0)),
            Target(a0) => list
                .iter()
                .any(|&x| matches!(x, Target(b0) if b0 == a0)),
            Count(a0) => list
                .iter()
                .any(|&x| matches!(x, Count(b0) if b0 == a0)),
            EndTurn => list.iter().any(|x| matches!(x, EndTurn)),
        };
        debug_assert_eq!(found, list.contains(&self));
        found
    }
}

/// The name at `i` in `names`, or "`what` #i" for a number that names nothing (texts
/// are total: an action read from outside may hold any number).
fn name<'a>(names: &[&'a str], i: u8, what: &str) -> Cow<'a, str> {
    match names.get(usize::from(i)) {
        Some(n) => Cow::Borrowed(n),
        None => Cow::Owned(format!("{what} #{i}")),
    }
}

fn first<const N: usize, T>(
    rows: &[(&'static str, T, &'static str); N],
    i: u8,
    what: &str,
) -> Cow<'static, str> {
    match rows.get(usize::from(i)) {
        Some(r) => Cow::Borrowed(r.0),
        None => Cow::Owned(format!("{what} #{i}")),
    }
}

fn god(g: u8) -> Cow<'static, str> {
    name(&GOD_NAMES, g, "god")
}

fn token(t: u8) -> Cow<'static, str> {
    name(&TOKEN_NAMES, t, "token")
}

fn main_text(k: u8) -> String {
    match k {
        0..=5 => format!("perform {}", god(k)),
        6..=9 => format!("produce {}", token(k - 6)),
        10 => "take no action".into(),
        _ => format!("main action #{k}"),
    }
}

impl fmt::Display for TekhenuAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use TekhenuAction::*;
        match *self {
            Disc(k) => write!(f, "disc offset {k}"),
            Pillar(t) => match PILLARS.get(usize::from(t)) {
                Some(p) => write!(f, "reveal {}", p.0),
                None => write!(f, "reveal pillar tile #{t}"),
            },
            HorusTile(g) => write!(f, "horus tile {}", god(g)),
            Draw(c) => write!(f, "draw {}", c),
            Roll(c, v) => write!(f, "roll {} {v}", c.name()),
            RevealStart(s) => write!(f, "reveal {}", first(&STARTING, s, "starting card")),
            First(p) => write!(f, "first player seat {p}"),
            BotDestiny(a) => write!(
                f,
                "botankhamun takes {}",
                first(&DESTINY, a, "destiny card")
            ),
            BotTile(t) => match t {
                0..=5 => write!(f, "pyramid tile {}", god(t)),
                _ => write!(f, "pyramid tile R{}", t - 5),
            },
            Coin(true) => f.write_str("deben up-right"),
            Coin(false) => f.write_str("deben right"),
            Tie(i) => write!(f, "tie-break {i}"),
            Keep(c) => write!(f, "keep {}", c),
            Draft(s) => write!(f, "draft {}", first(&STARTING, s, "starting card")),
            Destiny(a) => write!(f, "take {}", first(&DESTINY, a, "destiny card")),
            Gain(t) => write!(f, "gain {}", token(t)),
            Population => f.write_str("gain population"),
            Happiness => f.write_str("gain happiness"),
            Take(g, c, v, how) => {
                write!(f, "take {} {v} from {}", c.name(), god(g))?;
                match how {
                    How::Normal => Ok(()),
                    How::Anubis => f.write_str(" by anubis"),
                    How::AnubisBlessing => f.write_str(" by anubis with blessing"),
                    How::AsPure => f.write_str(" as pure"),
                    How::AsTainted => f.write_str(" as tainted"),
                    How::Recolour(c) => write!(f, " as {}", c.name()),
                    How::Fallback => f.write_str(" as fallback"),
                }
            }
            Bless(c) => write!(f, "play {}", c),
            Main(k) => f.write_str(&main_text(k)),
            Adjust(src, d) => {
                let s = name(&["scribe", "T13", "T14"], src, "source");
                write!(f, "adjust {d:+} with {s}")
            }
            Value(v) => write!(f, "value {v}"),
            Extra(g) => write!(f, "extra {} action", god(g)),
            Done => f.write_str("done"),
            UseT19 => f.write_str("use T19"),
            Decline => f.write_str("decline"),
            Resolve(0) => f.write_str("resolve main action"),
            Resolve(w) => write!(f, "resolve extra {}", god(w - 1)),
            Statue(0) => f.write_str("build god statue"),
            Statue(s) => write!(
                f,
                "build people statue at {}",
                name(&PEOPLE_NAMES, s - 1, "space")
            ),
            Cell(r, c) => write!(f, "pillar at row {r} column {c}"),
            Rotate(r) => write!(f, "rotate {r}"),
            Space(s) if s < 5 => write!(f, "building at row {s}"),
            Space(s) => write!(f, "building at column {}", s - 5),
            Pay(t) => write!(f, "pay with {}", token(t)),
            Refresh(s) => write!(f, "refresh section {}", u16::from(s) + 1),
            Section(s) => write!(f, "draw from section {}", u16::from(s) + 1),
            Pick(c) => write!(f, "pick {}", c),
            District(d) => write!(
                f,
                "build in {} district",
                name(&DISTRICT_NAMES, d, "district")
            ),
            Boost(r) => match r {
                0..=3 => write!(f, "boost {} production", token(r)),
                _ => write!(f, "boost resource #{r} production"),
            },
            Produce => f.write_str("produce"),
            Reward(c) if c < 4 => write!(f, "reward {}", first(&DESTINY, c, "destiny card")),
            Reward(c) => write!(f, "reward {}", first(&STARTING, c - 4, "starting card")),
            Free(k, v) => write!(f, "free action {} with {v}", main_text(k)),
            Faith(0) => f.write_str("place no faith"),
            Faith(n) if n > 0 => write!(f, "faith {n} left"),
            Faith(n) => write!(f, "faith {} right", n.unsigned_abs()),
            Unpaid => f.write_str("leave unpaid"),
            Score(c) => write!(f, "score {}", c),
            Target(c) => write!(f, "double {}", c),
            Count(n) => write!(f, "pay for {n} triangles"),
            EndTurn => f.write_str("end turn"),
        }
    }
}
