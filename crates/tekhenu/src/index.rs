//! The fixed action index (`Game::action_to_index` / `action_from_index`): every action
//! value a game can contain, chance outcomes included, numbered by kind in the order of
//! [`KINDS`]; inside a kind, by arithmetic on the action's fields. The table of ranges is
//! in `docs/tekhenu.md` ("Action index"); it does not depend on the configuration.

use crate::action::{How, TekhenuAction};
use crate::cards::{Card, CardKind};
use crate::pieces::COLOURS;

/// Die faces.
const FACES: usize = 6;
/// Ways of taking a die: Normal, Anubis, Anubis with a Blessing, as Pure, as Tainted,
/// as each of the five colours (B11/B12), as fallback.
const HOWS: usize = 11;
/// Main-action codes: six gods, four productions, no action.
const MAINS: usize = 11;
/// Faith placed: -127..=127 (left positive).
const FAITH_MAX: i16 = 127;

/// Each kind of action and how many values it has, in index order.
pub const KINDS: [(&str, usize); 46] = [
    ("disc offset", 6),
    ("reveal pillar", 27),
    ("horus tile", 6),
    ("draw card", 72),
    ("roll", 5 * FACES),
    ("reveal starting card", 12),
    ("first player", 4),
    ("botankhamun takes", 2),
    ("pyramid tile", 10),
    ("deben", 2),
    ("tie-break", 25),
    ("keep", 72),
    ("draft", 12),
    ("take destiny", 4),
    ("gain token", 7),
    ("gain population", 1),
    ("gain happiness", 1),
    ("take die", 6 * 5 * FACES * HOWS),
    ("play blessing", 24),
    ("main action", MAINS),
    ("adjust", 3 * 4),
    ("value", FACES),
    ("extra action", 6),
    ("done", 1),
    ("use T19", 1),
    ("decline", 1),
    ("resolve", 7),
    ("statue", 5),
    ("pillar at cell", 25),
    ("rotate", 4),
    ("building space", 10),
    ("pay with", 6),
    ("refresh section", 4),
    ("draw from section", 4),
    ("pick", 72),
    ("district", 4),
    ("boost", 4),
    ("produce", 1),
    ("reward", 16),
    ("free action", (MAINS - 1) * FACES),
    ("faith", 2 * FAITH_MAX as usize + 1),
    ("leave unpaid", 1),
    ("score decree", 24),
    ("double decree", 24),
    ("pay for triangles", 6),
    ("end turn", 1),
];

/// The first index of each kind.
const OFFSETS: [usize; KINDS.len() + 1] = {
    let mut o = [0; KINDS.len() + 1];
    let mut k = 0;
    while k < KINDS.len() {
        o[k + 1] = o[k] + KINDS[k].1;
        k += 1;
    }
    o
};

/// The number of indexed actions.
pub const NUM_ACTIONS: usize = OFFSETS[KINDS.len()];

/// The adjustment deltas in index order.
const DELTAS: [i8; 4] = [-2, -1, 1, 2];

fn how_code(how: How) -> usize {
    match how {
        How::Normal => 0,
        How::Anubis => 1,
        How::AnubisBlessing => 2,
        How::AsPure => 3,
        How::AsTainted => 4,
        How::Recolour(c) => 5 + c.index(),
        How::Fallback => 10,
    }
}

fn how_of(code: usize) -> Option<How> {
    Some(match code {
        0 => How::Normal,
        1 => How::Anubis,
        2 => How::AnubisBlessing,
        3 => How::AsPure,
        4 => How::AsTainted,
        5..=9 => How::Recolour(COLOURS[code - 5]),
        10 => How::Fallback,
        _ => return None,
    })
}

/// The kind of `a` and its place inside the kind (not yet checked against the size).
fn split(a: TekhenuAction) -> Option<(usize, usize)> {
    use TekhenuAction::*;
    let u = usize::from;
    let face = |v: u8| u(v).checked_sub(1);
    let card = |c: Card| u(c.number());
    let decree = |c: Card| (c.is_card() && c.kind() == CardKind::Decree).then(|| u(c.position()));
    Some(match a {
        Disc(k) => (0, u(k)),
        Pillar(t) => (1, u(t)),
        HorusTile(g) => (2, u(g)),
        Draw(c) => (3, card(c)),
        Roll(c, v) => (4, c.index() * FACES + face(v).filter(|&f| f < FACES)?),
        RevealStart(s) => (5, u(s)),
        First(p) => (6, u(p)),
        BotDestiny(a) => (7, u(a)),
        BotTile(t) => (8, u(t)),
        Coin(up) => (9, usize::from(up)),
        Tie(i) => (10, u(i)),
        Keep(c) => (11, card(c)),
        Draft(s) => (12, u(s)),
        Destiny(a) => (13, u(a)),
        Gain(t) => (14, u(t)),
        Population => (15, 0),
        Happiness => (16, 0),
        Take(g, c, v, how) => {
            let f = face(v).filter(|&f| f < FACES)?;
            let g = Some(u(g)).filter(|&g| g < 6)?;
            (17, ((g * 5 + c.index()) * FACES + f) * HOWS + how_code(how))
        }
        Bless(c) => (18, card(c)),
        Main(k) => (19, u(k)),
        Adjust(src, d) => {
            let src = Some(u(src)).filter(|&s| s < 3)?;
            (20, src * 4 + DELTAS.iter().position(|&x| x == d)?)
        }
        Value(v) => (21, face(v)?),
        Extra(g) => (22, u(g)),
        Done => (23, 0),
        UseT19 => (24, 0),
        Decline => (25, 0),
        Resolve(w) => (26, u(w)),
        Statue(s) => (27, u(s)),
        Cell(r, c) => (28, u(r).min(5) * 5 + Some(u(c)).filter(|&c| c < 5)?),
        Rotate(r) => (29, u(r)),
        Space(s) => (30, u(s)),
        Pay(t) => (31, u(t)),
        Refresh(s) => (32, u(s)),
        Section(s) => (33, u(s)),
        Pick(c) => (34, card(c)),
        District(d) => (35, u(d)),
        Boost(r) => (36, u(r)),
        Produce => (37, 0),
        Reward(c) => (38, u(c)),
        Free(k, v) => {
            let k = Some(u(k)).filter(|&k| k < MAINS - 1)?;
            (39, k * FACES + face(v).filter(|&f| f < FACES)?)
        }
        Faith(n) => (40, usize::try_from(i16::from(n) + FAITH_MAX).ok()?),
        Unpaid => (41, 0),
        Score(c) => (42, decree(c)?),
        Target(c) => (43, decree(c)?),
        Count(n) => (44, u(n)),
        EndTurn => (45, 0),
    })
}

/// The action's index, or `None` for a value no game contains.
pub fn to_index(a: TekhenuAction) -> Option<usize> {
    let (kind, sub) = split(a)?;
    (sub < KINDS[kind].1).then(|| OFFSETS[kind] + sub)
}

/// The action at `index`, or `None` past [`NUM_ACTIONS`].
pub fn from_index(index: usize) -> Option<TekhenuAction> {
    use TekhenuAction::*;
    let kind = OFFSETS.iter().rposition(|&o| o <= index)?;
    if kind >= KINDS.len() {
        return None;
    }
    let i = index - OFFSETS[kind];
    let b = |x: usize| x as u8;
    let face = |x: usize| b(x % FACES + 1);
    Some(match kind {
        0 => Disc(b(i)),
        1 => Pillar(b(i)),
        2 => HorusTile(b(i)),
        3 => Draw(Card::from_number(b(i))?),
        4 => Roll(COLOURS[i / FACES], face(i)),
        5 => RevealStart(b(i)),
        6 => First(b(i)),
        7 => BotDestiny(b(i)),
        8 => BotTile(b(i)),
        9 => Coin(i == 1),
        10 => Tie(b(i)),
        11 => Keep(Card::from_number(b(i))?),
        12 => Draft(b(i)),
        13 => Destiny(b(i)),
        14 => Gain(b(i)),
        15 => Population,
        16 => Happiness,
        17 => {
            let (rest, how) = (i / HOWS, i % HOWS);
            let (gc, f) = (rest / FACES, rest % FACES);
            Take(b(gc / 5), COLOURS[gc % 5], b(f + 1), how_of(how)?)
        }
        18 => Bless(Card::from_number(b(i))?),
        19 => Main(b(i)),
        20 => Adjust(b(i / 4), DELTAS[i % 4]),
        21 => Value(face(i)),
        22 => Extra(b(i)),
        23 => Done,
        24 => UseT19,
        25 => Decline,
        26 => Resolve(b(i)),
        27 => Statue(b(i)),
        28 => Cell(b(i / 5), b(i % 5)),
        29 => Rotate(b(i)),
        30 => Space(b(i)),
        31 => Pay(b(i)),
        32 => Refresh(b(i)),
        33 => Section(b(i)),
        34 => Pick(Card::from_number(b(i))?),
        35 => District(b(i)),
        36 => Boost(b(i)),
        37 => Produce,
        38 => Reward(b(i)),
        39 => Free(b(i / FACES), face(i)),
        40 => Faith((i as i16 - FAITH_MAX) as i8),
        41 => Unpaid,
        42 => Score(CardKind::Decree.card(b(i))),
        43 => Target(CardKind::Decree.card(b(i))),
        44 => Count(b(i)),
        _ => EndTurn,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_index_is_a_bijection_with_text_round_trips() {
        for i in 0..NUM_ACTIONS {
            let a = from_index(i).unwrap();
            assert_eq!(to_index(a), Some(i), "{a:?}");
            assert_eq!(a.to_string().parse::<TekhenuAction>().ok(), Some(a), "{a}");
        }
        assert_eq!(from_index(NUM_ACTIONS), None);
    }

    #[test]
    fn out_of_range_values_have_no_index() {
        for a in [
            TekhenuAction::Draw(serde_json::from_str("72").unwrap()),
            TekhenuAction::Main(11),
            TekhenuAction::Faith(-128),
            TekhenuAction::Score(Card::blessing(6)),
            TekhenuAction::Value(0),
            TekhenuAction::Cell(5, 0),
        ] {
            assert_eq!(to_index(a), None, "{a:?}");
        }
    }
}
