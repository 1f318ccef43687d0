//! The game's messages (`locales/en/conquistando.ftl`, `locales/pt-BR/conquistando.ftl`)
//! and the names every text uses, in the reader's language: buildings (bare, with an
//! indefinite or a definite article, counted), people, resources, eras, the map's
//! terrains (bare, with an article, after "em" and after "de": Portuguese contracts the
//! preposition with the article, "no Delta", "em Tebas") and the achievements.
//!
//! The tables hold message identifiers only; the words are in the catalogs, so a
//! language is added by adding a file.

use nile_core::lang::Arg;
use nile_core::{message, Lang};

use crate::data::{Building, Resource, Unit, BUILDING_KINDS, TERRAINS};

nile_core::catalog!(
    /// The texts of Conquistando o Egito in English and Brazilian Portuguese
    /// (`crates/conquistando/locales/*/conquistando.ftl`).
    pub static TEXTS = "conquistando"
);

/// `tr!(lang, "id", name = value, …)`: a message of this crate's catalog.
macro_rules! tr {
    // Braces, not parentheses: the catalog check reads the first string after `text!(`
    // as a message id, and this definition holds none.
    ($lang:expr, $id:literal $(, $k:ident = $v:expr)* $(,)?) => {
        nile_core::text! { crate::texts::TEXTS, $lang, $id $(, $k = $v)* }
    };
}
pub(crate) use tr;

/// A message named in a table, with no arguments.
fn plain(lang: Lang, id: &str) -> String {
    TEXTS.text(lang, id, &[])
}

/// A message named in a table, with a count `n`.
fn counted(lang: Lang, id: &str, n: u32) -> String {
    TEXTS.text(lang, id, &[("n", Arg::from(n))])
}

/// The messages of one building: its name, with "a", with "the", and "<n> <name>s".
struct BuildingWords {
    name: &'static str,
    a: &'static str,
    the: &'static str,
    count: &'static str,
}

const fn bw(
    name: &'static str,
    a: &'static str,
    the: &'static str,
    count: &'static str,
) -> BuildingWords {
    BuildingWords {
        name,
        a,
        the,
        count,
    }
}

/// In the order of [`crate::data::BUILDINGS`].
#[rustfmt::skip]
const BUILDING_WORDS: [BuildingWords; BUILDING_KINDS] = [
    bw(message!("building-m1"), message!("building-m1-a"), message!("building-m1-the"), message!("building-m1-count")),
    bw(message!("building-m2"), message!("building-m2-a"), message!("building-m2-the"), message!("building-m2-count")),
    bw(message!("building-m3"), message!("building-m3-a"), message!("building-m3-the"), message!("building-m3-count")),
    bw(message!("building-m4"), message!("building-m4-a"), message!("building-m4-the"), message!("building-m4-count")),
    bw(message!("building-m5"), message!("building-m5-a"), message!("building-m5-the"), message!("building-m5-count")),
    bw(message!("building-m6"), message!("building-m6-a"), message!("building-m6-the"), message!("building-m6-count")),
    bw(message!("building-c01"), message!("building-c01-a"), message!("building-c01-the"), message!("building-c01-count")),
    bw(message!("building-c02"), message!("building-c02-a"), message!("building-c02-the"), message!("building-c02-count")),
    bw(message!("building-c03"), message!("building-c03-a"), message!("building-c03-the"), message!("building-c03-count")),
    bw(message!("building-c04"), message!("building-c04-a"), message!("building-c04-the"), message!("building-c04-count")),
    bw(message!("building-c05"), message!("building-c05-a"), message!("building-c05-the"), message!("building-c05-count")),
    bw(message!("building-c06"), message!("building-c06-a"), message!("building-c06-the"), message!("building-c06-count")),
    bw(message!("building-c07"), message!("building-c07-a"), message!("building-c07-the"), message!("building-c07-count")),
    bw(message!("building-c08"), message!("building-c08-a"), message!("building-c08-the"), message!("building-c08-count")),
    bw(message!("building-c09"), message!("building-c09-a"), message!("building-c09-the"), message!("building-c09-count")),
    bw(message!("building-c10"), message!("building-c10-a"), message!("building-c10-the"), message!("building-c10-count")),
    bw(message!("building-c11"), message!("building-c11-a"), message!("building-c11-the"), message!("building-c11-count")),
    bw(message!("building-c12"), message!("building-c12-a"), message!("building-c12-the"), message!("building-c12-count")),
    bw(message!("building-c13"), message!("building-c13-a"), message!("building-c13-the"), message!("building-c13-count")),
];

fn building_words(b: Building) -> &'static BuildingWords {
    &BUILDING_WORDS[b.index()]
}

/// "Great Pyramid" / "Pirâmide Grande".
pub(crate) fn building(b: Building, lang: Lang) -> String {
    plain(lang, building_words(b).name)
}

/// "a Statue" / "uma Estátua".
pub(crate) fn building_a(b: Building, lang: Lang) -> String {
    plain(lang, building_words(b).a)
}

/// "the Statue" / "a Estátua".
pub(crate) fn building_the(b: Building, lang: Lang) -> String {
    plain(lang, building_words(b).the)
}

/// "3 Small Farm" / "3 Fazendas Pequenas" (a count of two or more).
pub(crate) fn building_count(b: Building, n: u32, lang: Lang) -> String {
    counted(lang, building_words(b).count, n)
}

/// The short name a terrain on the board view shows, in [`crate::data::BUILDINGS`] order:
/// "S. Farm" / "Fazenda P" (the rulebook's tables write the sizes as P and G).
#[rustfmt::skip]
const BUILDING_SHORT: [&str; BUILDING_KINDS] = [
    message!("short-m1"), message!("short-m2"), message!("short-m3"), message!("short-m4"),
    message!("short-m5"), message!("short-m6"), message!("short-c01"), message!("short-c02"),
    message!("short-c03"), message!("short-c04"), message!("short-c05"), message!("short-c06"),
    message!("short-c07"), message!("short-c08"), message!("short-c09"), message!("short-c10"),
    message!("short-c11"), message!("short-c12"), message!("short-c13"),
];

/// "S. Farm" / "Fazenda P": the board view's short name.
pub(crate) fn building_short(b: Building, lang: Lang) -> String {
    plain(lang, BUILDING_SHORT[b.index()])
}

/// The building whose name in `lang` is `text` (any case).
pub(crate) fn building_named(text: &str, lang: Lang) -> Option<Building> {
    let t = text.trim().to_lowercase();
    Building::ALL
        .into_iter()
        .find(|&b| building(b, lang).to_lowercase() == t)
}

/// The messages of one kind of person.
struct UnitWords {
    a: &'static str,
    many: &'static str,
    count: &'static str,
    plural: &'static str,
    verb: &'static str,
    make: &'static str,
}

/// In [`Unit::ALL`] order.
const UNIT_WORDS: [UnitWords; 4] = [
    UnitWords {
        a: message!("unit-worker-a"),
        many: message!("unit-worker-many"),
        count: message!("unit-worker-count"),
        plural: message!("unit-worker-plural"),
        verb: message!("unit-worker-verb"),
        make: message!("make-worker"),
    },
    UnitWords {
        a: message!("unit-soldier-a"),
        many: message!("unit-soldier-many"),
        count: message!("unit-soldier-count"),
        plural: message!("unit-soldier-plural"),
        verb: message!("unit-soldier-verb"),
        make: message!("make-soldier"),
    },
    UnitWords {
        a: message!("unit-priest-a"),
        many: message!("unit-priest-many"),
        count: message!("unit-priest-count"),
        plural: message!("unit-priest-plural"),
        verb: message!("unit-priest-verb"),
        make: message!("make-priest"),
    },
    UnitWords {
        a: message!("unit-doctor-a"),
        many: message!("unit-doctor-many"),
        count: message!("unit-doctor-count"),
        plural: message!("unit-doctor-plural"),
        verb: message!("unit-doctor-verb"),
        make: message!("make-doctor"),
    },
];

fn unit_words(u: Unit) -> &'static UnitWords {
    &UNIT_WORDS[u.index()]
}

/// "a priest" / "um sacerdote".
pub(crate) fn unit_a(u: Unit, lang: Lang) -> String {
    plain(lang, unit_words(u).a)
}

/// The people of a terrain on the board: "8 workers" / "8 trabalhadores".
pub(crate) fn unit_many(u: Unit, n: u32, lang: Lang) -> String {
    counted(lang, unit_words(u).many, n)
}

/// "1 priest", "4 priests" / "1 sacerdote", "4 sacerdotes".
pub(crate) fn unit_count(u: Unit, n: u32, lang: Lang) -> String {
    counted(lang, unit_words(u).count, n)
}

/// "{n} priests" / "{n} sacerdotes" with the count left as the placeholder `{n}` (the
/// board view fills it), or "1 priest" when `one`.
pub(crate) fn unit_count_shown(u: Unit, one: bool, lang: Lang) -> String {
    if one {
        unit_count(u, 1, lang)
    } else {
        TEXTS.text(lang, unit_words(u).count, &[("n", Arg::Name("{n}".into()))])
    }
}

/// The letter that stands for a kind of person on the board view: "W" / "T".
const UNIT_LETTERS: [&str; 4] = [
    message!("letter-worker"),
    message!("letter-soldier"),
    message!("letter-priest"),
    message!("letter-doctor"),
];

/// "W" / "T" for a worker.
pub(crate) fn unit_letter(u: Unit, lang: Lang) -> String {
    plain(lang, UNIT_LETTERS[u.index()])
}

/// "priests" / "sacerdotes".
pub(crate) fn unit_plural(u: Unit, lang: Lang) -> String {
    plain(lang, unit_words(u).plural)
}

/// The verb alone: "ordain" / "ordenar".
pub(crate) fn unit_verb(u: Unit, lang: Lang) -> String {
    plain(lang, unit_words(u).verb)
}

/// The action: "ordain priest" / "ordenar sacerdote" (in English, [`Unit::verb`]).
pub(crate) fn unit_make(u: Unit, lang: Lang) -> String {
    plain(lang, unit_words(u).make)
}

/// The messages of one resource: its name and "<n> <name>".
const RESOURCE_WORDS: [(&str, &str); 6] = [
    (message!("resource-water"), message!("amount-water")),
    (message!("resource-wood"), message!("amount-wood")),
    (message!("resource-food"), message!("amount-food")),
    (message!("resource-stone"), message!("amount-stone")),
    (message!("resource-coin"), message!("amount-coin")),
    (message!("resource-happiness"), message!("amount-happiness")),
];

fn resource_words(r: Resource) -> (&'static str, &'static str) {
    let i = Resource::ALL.iter().position(|&x| x == r).unwrap_or(0);
    RESOURCE_WORDS[i]
}

/// "water" / "água".
pub(crate) fn resource(r: Resource, lang: Lang) -> String {
    plain(lang, resource_words(r).0)
}

/// "2 water" / "2 águas".
pub(crate) fn amount(r: Resource, n: u32, lang: Lang) -> String {
    counted(lang, resource_words(r).1, n)
}

/// Non-zero amounts of the six resources, "2 water, 1 coin", or `None` when all are 0.
pub(crate) fn amounts<T: Copy + Into<u32>>(values: &[T; 6], lang: Lang) -> Option<String> {
    let parts: Vec<String> = Resource::ALL
        .iter()
        .zip(values)
        .filter(|(_, &n)| n.into() > 0)
        .map(|(&r, &n)| amount(r, n.into(), lang))
        .collect();
    (!parts.is_empty()).then(|| parts.join(", "))
}

const ERA_WORDS: [&str; 4] = [
    message!("era-1"),
    message!("era-2"),
    message!("era-3"),
    message!("era-4"),
];

/// The rulebook's name of era `era` (1..=4): "Império Novo".
pub(crate) fn era(era: u8, lang: Lang) -> String {
    match ERA_WORDS.get(usize::from(era).wrapping_sub(1)) {
        Some(id) => plain(lang, id),
        None => tr!(lang, "unknown"),
    }
}

/// The messages of one terrain: its name, with its article, after "in" and after
/// "from" (in English all four are the name).
struct TerrainWords {
    name: &'static str,
    the: &'static str,
    on: &'static str,
    from: &'static str,
}

const fn tw(
    name: &'static str,
    the: &'static str,
    on: &'static str,
    from: &'static str,
) -> TerrainWords {
    TerrainWords {
        name,
        the,
        on,
        from,
    }
}

/// In the order of [`crate::standins::MAP`] (stand-in names, docs/conquistando.md).
#[rustfmt::skip]
const TERRAIN_WORDS: [TerrainWords; TERRAINS] = [
    tw(message!("terrain-t0"), message!("terrain-t0-the"), message!("terrain-t0-on"), message!("terrain-t0-from")),
    tw(message!("terrain-t1"), message!("terrain-t1-the"), message!("terrain-t1-on"), message!("terrain-t1-from")),
    tw(message!("terrain-t2"), message!("terrain-t2-the"), message!("terrain-t2-on"), message!("terrain-t2-from")),
    tw(message!("terrain-t3"), message!("terrain-t3-the"), message!("terrain-t3-on"), message!("terrain-t3-from")),
    tw(message!("terrain-t4"), message!("terrain-t4-the"), message!("terrain-t4-on"), message!("terrain-t4-from")),
    tw(message!("terrain-t5"), message!("terrain-t5-the"), message!("terrain-t5-on"), message!("terrain-t5-from")),
    tw(message!("terrain-t6"), message!("terrain-t6-the"), message!("terrain-t6-on"), message!("terrain-t6-from")),
    tw(message!("terrain-t7"), message!("terrain-t7-the"), message!("terrain-t7-on"), message!("terrain-t7-from")),
    tw(message!("terrain-t8"), message!("terrain-t8-the"), message!("terrain-t8-on"), message!("terrain-t8-from")),
    tw(message!("terrain-t9"), message!("terrain-t9-the"), message!("terrain-t9-on"), message!("terrain-t9-from")),
    tw(message!("terrain-t10"), message!("terrain-t10-the"), message!("terrain-t10-on"), message!("terrain-t10-from")),
    tw(message!("terrain-t11"), message!("terrain-t11-the"), message!("terrain-t11-on"), message!("terrain-t11-from")),
    tw(message!("terrain-t12"), message!("terrain-t12-the"), message!("terrain-t12-on"), message!("terrain-t12-from")),
    tw(message!("terrain-t13"), message!("terrain-t13-the"), message!("terrain-t13-on"), message!("terrain-t13-from")),
    tw(message!("terrain-t14"), message!("terrain-t14-the"), message!("terrain-t14-on"), message!("terrain-t14-from")),
];

/// A terrain's form picked by `pick`, or "T<n>" off the map.
fn terrain_form(t: u8, lang: Lang, pick: fn(&TerrainWords) -> &'static str) -> String {
    match TERRAIN_WORDS.get(usize::from(t)) {
        Some(w) => plain(lang, pick(w)),
        None => tr!(lang, "terrain-unknown", t = t),
    }
}

/// "Thinis" / "Tínis", "Delta".
pub(crate) fn terrain(t: u8, lang: Lang) -> String {
    terrain_form(t, lang, |w| w.name)
}

/// As an object: "Thinis" / "Tínis", "o Delta".
pub(crate) fn terrain_the(t: u8, lang: Lang) -> String {
    terrain_form(t, lang, |w| w.the)
}

/// Where something is: "Thinis" (after the English "on") / "em Tínis", "no Delta".
pub(crate) fn terrain_on(t: u8, lang: Lang) -> String {
    terrain_form(t, lang, |w| w.on)
}

/// Where from: "Thinis" (after the English "from") / "de Tínis", "do Delta".
pub(crate) fn terrain_from(t: u8, lang: Lang) -> String {
    terrain_form(t, lang, |w| w.from)
}

/// In the order of [`crate::standins::ACHIEVEMENTS`] (stand-in names).
const ACHIEVEMENT_WORDS: [&str; 9] = [
    message!("achievement-e1-monuments"),
    message!("achievement-e1-unification"),
    message!("achievement-e1-people"),
    message!("achievement-e2-pyramid"),
    message!("achievement-e2-army"),
    message!("achievement-e2-nomes"),
    message!("achievement-e3-empire"),
    message!("achievement-e3-clergy"),
    message!("achievement-e3-healers"),
];

// A replacement achievement table needs its names here too.
const _: () = assert!(ACHIEVEMENT_WORDS.len() == crate::standins::ACHIEVEMENTS.len());

/// The achievement at `index` in [`crate::standins::ACHIEVEMENTS`]: "Clergy of Amun" /
/// "Clero de Amon".
pub(crate) fn achievement(index: usize, lang: Lang) -> String {
    match ACHIEVEMENT_WORDS.get(index) {
        Some(id) => plain(lang, id),
        None => tr!(lang, "unknown"),
    }
}

/// Joins `items` with "and" / "e": "seat 0 and seat 2".
pub(crate) fn and_list(items: Vec<String>, lang: Lang) -> String {
    let mut iter = items.into_iter();
    let first = iter.next().unwrap_or_default();
    iter.fold(first, |a, b| tr!(lang, "list-and", a = a, b = b))
}
