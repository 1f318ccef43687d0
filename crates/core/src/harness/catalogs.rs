//! The language checks: a crate's catalog is whole in every language and holds what its
//! code uses ([`check_catalog`]), and no text reaches a person without going through a
//! catalog ([`check_texts_in_catalogs`], in the pseudo-language [`Lang::Pseudo`]).

use std::collections::{BTreeSet, HashMap};
use std::path::Path;

use crate::dynamic::DynGameType;
use crate::game::{Game, Turn};
use crate::lang::{unwrapped, Catalog, Lang};
use crate::rng::{below, seeded};
use crate::viewer::Viewer;

mod written;
use written::{call_of, written_words};

/// What [`check_catalog`] found: how many messages the catalog holds and how many places
/// in the code ask for one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CatalogUse {
    /// Messages in each language's file.
    pub messages: usize,
    /// Places in the sources that name a message.
    pub uses: usize,
}

/// The macros whose first string literal is a message identifier.
const MESSAGE_MACROS: [&str; 4] = ["text!(", "tr!(", "message!(", "sentence!("];

/// Checks one crate's catalog against its sources (`.rs` and `.js` files under each
/// directory of `sources`):
///
/// - every language's file parses with no error, and defines no message twice;
/// - every language has the same messages, and a translation uses no variable its English
///   message is not given;
/// - every identifier the code asks for (the first string literal of `text!(`, `tr!(`,
///   `message!(` or `sentence!(`) is a message;
/// - every message is used: named by a string literal in the sources, or referenced by
///   another message;
/// - no message is given words written in the code as an argument: a string literal with
///   a letter (`what = "the tile"`), or a `format!` whose template has one outside its
///   `{…}` (`n = format!("{n} points")`). Such words would reach a person in English
///   whatever the language; a name no catalog translates is marked as one (a crate's
///   `name(…)`, `Arg::Name`).
///
/// `Err` lists every fault found, one a line.
pub fn check_catalog(catalog: &Catalog, sources: &[&Path]) -> Result<CatalogUse, String> {
    let mut faults = Vec::new();
    let name = catalog.name();
    for lang in Lang::PLAYABLE {
        for e in catalog.errors(lang) {
            faults.push(format!("{name} ({lang}): the file does not parse: {e}"));
        }
    }
    for lang in Lang::PLAYABLE {
        let mut seen = BTreeSet::new();
        for id in catalog.ids(lang) {
            if !seen.insert(id) {
                // Fluent keeps one of the two: the other's words are silently lost.
                faults.push(format!("{name} ({lang}): message {id} is defined twice"));
            }
        }
    }
    let en: BTreeSet<&str> = catalog.ids(Lang::En).into_iter().collect();
    let en_vars = variables(catalog.source(Lang::En));
    for lang in Lang::PLAYABLE.into_iter().filter(|&l| l != Lang::En) {
        let other: BTreeSet<&str> = catalog.ids(lang).into_iter().collect();
        for id in en.difference(&other) {
            faults.push(format!("{name}: message {id} is missing in {lang}"));
        }
        for id in other.difference(&en) {
            faults.push(format!(
                "{name}: message {id} is in {lang} but not in English"
            ));
        }
        for (id, vars) in variables(catalog.source(lang)) {
            let known = en_vars.get(id).cloned().unwrap_or_default();
            for v in vars.difference(&known) {
                faults.push(format!(
                    "{name} ({lang}): message {id} uses ${v}, which its English message is not given"
                ));
            }
        }
    }
    let mut found = Found::default();
    for dir in sources {
        scan(dir, &mut found).map_err(|e| format!("{name}: cannot read {}: {e}", dir.display()))?;
    }
    let Found {
        literals,
        asked,
        written,
    } = found;
    for (id, place, words) in &written {
        faults.push(format!(
            "{name}: {place} gives message {id} the words {words:?} written in the code, not in the catalog"
        ));
    }
    for (id, place) in &asked {
        if !en.contains(id.as_str()) {
            faults.push(format!(
                "{name}: {place} asks for message {id}, which the catalog lacks"
            ));
        }
    }
    let referenced = references(catalog.source(Lang::En));
    for id in &en {
        if !literals.contains(*id) && !referenced.contains(*id) {
            faults.push(format!(
                "{name}: message {id} is used nowhere in the sources"
            ));
        }
    }
    if faults.is_empty() {
        Ok(CatalogUse {
            messages: en.len(),
            uses: asked.len(),
        })
    } else {
        Err(faults.join("\n"))
    }
}

/// What [`scan`] reads in the sources.
#[derive(Default)]
struct Found {
    /// Every string literal.
    literals: BTreeSet<String>,
    /// The identifiers asked for by the message macros, with their places.
    asked: Vec<(String, String)>,
    /// Words written in the code given to a message: its identifier, the place and the
    /// words.
    written: Vec<(String, String, String)>,
}

/// Reads every `.rs` and `.js` file under `dir` into `found`.
fn scan(dir: &Path, found: &mut Found) -> std::io::Result<()> {
    let mut entries: Vec<_> = std::fs::read_dir(dir)?.collect::<Result<_, _>>()?;
    entries.sort_by_key(|e| e.path());
    for entry in entries {
        let path = entry.path();
        if path.is_dir() {
            scan(&path, found)?;
            continue;
        }
        if !matches!(path.extension().and_then(|e| e.to_str()), Some("rs" | "js")) {
            continue;
        }
        let source = code_of(&std::fs::read_to_string(&path)?);
        let source = source.as_str();
        found
            .literals
            .extend(string_literals(source).into_iter().map(str::to_string));
        for mac in MESSAGE_MACROS {
            for (at, _) in source.match_indices(mac) {
                // `tr!(` at the end of `xtr!(` is another macro, and one inside a string
                // is text.
                let line_start = source[..at].rfind('\n').map_or(0, |i| i + 1);
                let quotes = source[line_start..at].matches('"').count()
                    - source[line_start..at].matches("\\\"").count();
                if quotes % 2 == 1
                    || source[..at]
                        .chars()
                        .next_back()
                        .is_some_and(|c| c.is_alphanumeric() || c == '_')
                {
                    continue;
                }
                // The identifier may sit on the call's next lines.
                let call = call_of(&source[at + mac.len()..]);
                if let Some(id) = string_literals(call).first().filter(|id| is_identifier(id)) {
                    let line = source[..at].matches('\n').count() + 1;
                    let place = format!("{}:{line}", path.display());
                    for words in written_words(call) {
                        found
                            .written
                            .push((id.to_string(), place.clone(), words.to_string()));
                    }
                    found.asked.push((id.to_string(), place));
                }
            }
        }
    }
    Ok(())
}

/// A source without what is not code that runs: whole-line comments (doc comments and
/// their examples too) and the test module at the end (`#[cfg(test)]` then `mod`).
fn code_of(source: &str) -> String {
    let end = source.find("#[cfg(test)]\nmod ").unwrap_or(source.len());
    source[..end]
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether `text` is written as a message identifier: a letter, then letters, digits,
/// `-` and `_`.
fn is_identifier(text: &str) -> bool {
    text.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// The double-quoted string literals of a source, in order (escapes are not decoded, which
/// identifiers never need).
fn string_literals(source: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let bytes = source.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                let start = i + 1;
                let mut j = start;
                while j < bytes.len() && bytes[j] != b'"' {
                    j += if bytes[j] == b'\\' { 2 } else { 1 };
                }
                out.push(&source[start..j.min(bytes.len())]);
                i = j + 1;
            }
            // A character literal '"' is not the start of a string.
            b'\'' if bytes.get(i + 1) == Some(&b'"') && bytes.get(i + 2) == Some(&b'\'') => i += 3,
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                // A comment runs to the end of the line.
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            _ => i += 1,
        }
    }
    out
}

/// The variables (`$name`) each message of a Fluent source uses.
fn variables(source: &str) -> HashMap<&str, BTreeSet<String>> {
    let mut out: HashMap<&str, BTreeSet<String>> = HashMap::new();
    let mut current: Option<&str> = None;
    for line in source.lines() {
        if let Some(id) = message_start(line) {
            current = Some(id);
            out.entry(id).or_default();
        } else if line.starts_with('-') || line.starts_with('#') {
            current = None;
        }
        if let Some(id) = current {
            let vars = out.entry(id).or_default();
            let mut rest = line;
            while let Some(at) = rest.find('$') {
                rest = &rest[at + 1..];
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                    .collect();
                if !name.is_empty() {
                    vars.insert(name);
                }
            }
        }
    }
    out
}

/// The identifier a line starts a message with, if it does.
fn message_start(line: &str) -> Option<&str> {
    let (id, _) = line.split_once('=')?;
    let id = id.trim_end();
    (id.chars().next()?.is_ascii_alphabetic()
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'))
    .then_some(id)
}

/// The messages a Fluent source references from its patterns (`{ other-message }`).
fn references(source: &str) -> BTreeSet<&str> {
    let mut out = BTreeSet::new();
    for line in source.lines().filter(|l| !l.starts_with('#')) {
        let mut rest = line;
        while let Some(at) = rest.find('{') {
            rest = &rest[at + 1..];
            let inner = rest.trim_start();
            let id: &str = &inner[..inner
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
                .unwrap_or(inner.len())];
            if id.chars().next().is_some_and(|c| c.is_ascii_alphabetic()) {
                out.insert(id);
            }
        }
    }
    out
}

/// Plays one random game of `config` from `seed` and reads every text a front end may
/// show, in [`Lang::Pseudo`], for every viewer (each seat, a spectator, one who sees
/// all): the board ([`Game::render_in`]) at every step, every legal action's option and
/// action text, how the action taken reads ([`Game::describe_in`]) and what happened by
/// itself ([`Game::narrate_in`]). Every letter must be inside a message (see
/// [`crate::lang::unwrapped`]). Returns how many texts it read.
pub fn check_texts_in_catalogs<G: Game>(config: &G::Config, seed: u64) -> Result<usize, String> {
    let lang = Lang::Pseudo;
    let mut rng = seeded(seed);
    let mut state = G::new(config).map_err(|e| e.to_string())?;
    let viewers: Vec<Viewer> = [Viewer::All, Viewer::Spectator]
        .into_iter()
        .chain((0..state.players()).map(Viewer::Seat))
        .collect();
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    let mut read = 0usize;
    read += check_words_in_catalogs::<G>()?;
    let bound = G::step_bound(config);
    for step in 0..=bound {
        let mut check = |what: &str, text: &str| {
            read += 1;
            match unwrapped(text) {
                None => Ok(()),
                Some(words) => Err(format!(
                    "step {step}, {what}: \"{words}\" reached a person outside every message, in:\n{text}"
                )),
            }
        };
        for &v in &viewers {
            check(&format!("the board for {v}"), &state.render_in(v, lang))?;
        }
        let action = match state.turn() {
            Turn::Over => return Ok(read),
            Turn::Chance => {
                state.chance_outcomes(&mut chance);
                let weights: Vec<f64> = chance.iter().map(|&(_, w)| w as f64).collect();
                let total: f64 = weights.iter().sum();
                let mut pick = below(&mut rng, 1 << 30) as f64 / (1u64 << 30) as f64 * total;
                let mut chosen = chance.last().map(|&(a, _)| a);
                for &(a, w) in &chance {
                    if pick < w as f64 {
                        chosen = Some(a);
                        break;
                    }
                    pick -= w as f64;
                }
                chosen.ok_or_else(|| format!("step {step}: a chance node with no outcome"))?
            }
            Turn::Player(p) => {
                state.legal_actions(&mut legal);
                for &a in &legal {
                    check(
                        &format!("seat {p}'s option {a}"),
                        &state.option_text_in(a, lang),
                    )?;
                    check(&format!("the text of {a}"), &state.action_text_in(a, lang))?;
                }
                distinct_options(&state, &legal).map_err(|e| format!("step {step}: {e}"))?;
                *legal
                    .get(below(&mut rng, legal.len() as u64) as usize)
                    .ok_or_else(|| format!("step {step}: seat {p} has no legal action"))?
            }
        };
        let before = state.clone();
        state
            .apply(action)
            .map_err(|e| format!("step {step}: {action} was refused: {e}"))?;
        for &v in &viewers {
            check(
                &format!("how {action} reads to {v}"),
                &before.describe_in(action, v, lang),
            )?;
            for line in state.narrate_in(&before, action, v, lang) {
                check(&format!("what {v} reads happened after {action}"), &line)?;
            }
        }
    }
    Err(format!(
        "the game did not end within its bound of {bound} steps"
    ))
}

/// Checks that every refusal a person can meet reads through the catalogs: over one random
/// game of `config` from `seed`, at every seat's turn, a sample of the actions that are not
/// legal then (refused with [`GameError::IllegalAction`](crate::GameError) or
/// [`GameError::GameOver`](crate::GameError)), a legal action sent by a seat whose turn it
/// is not, and reading each of `inputs` (texts that are no action of the game) as an
/// action; every refusal is written in [`Lang::Pseudo`] and must hold no word outside a
/// message. Returns how many refusals it read.
pub fn check_refusals_in_catalogs<G: Game>(
    config: &G::Config,
    seed: u64,
    inputs: &[&str],
) -> Result<usize, String> {
    let lang = Lang::Pseudo;
    let mut read = 0usize;
    let mut check = |what: &str, error: &crate::GameError| {
        read += 1;
        let text = error.text(lang);
        match unwrapped(&text) {
            None => Ok(()),
            Some(words) => Err(format!(
                "{what}: \"{words}\" reached a person outside every message, in:\n{text}"
            )),
        }
    };
    for input in inputs.iter().chain(&["", "xyzzy", "1 2 3 4 5 6"]) {
        if let Err(e) = input.parse::<G::Action>() {
            check(&format!("reading {input:?}"), &e)?;
        }
    }
    let mut rng = seeded(seed);
    let mut state = G::new(config).map_err(|e| e.to_string())?;
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    let distinct = G::num_distinct_actions(config) as u64;
    for step in 0..=G::step_bound(config) {
        let action = match state.turn() {
            Turn::Over => {
                return match G::action_from_index(config, 0) {
                    Some(a) => match state.clone().apply(a) {
                        Err(e) => check("an action after the end", &e).map(|()| read),
                        Ok(()) => Err("an action was applied after the end".to_string()),
                    },
                    None => Ok(read),
                };
            }
            Turn::Chance => {
                state.chance_outcomes(&mut chance);
                let pick = below(&mut rng, chance.len() as u64) as usize;
                chance
                    .get(pick)
                    .map(|&(a, _)| a)
                    .ok_or_else(|| format!("step {step}: a chance node with no outcome"))?
            }
            Turn::Player(p) => {
                state.legal_actions(&mut legal);
                for _ in 0..8 {
                    let index = below(&mut rng, distinct.max(1)) as usize;
                    let Some(a) = G::action_from_index(config, index) else {
                        continue;
                    };
                    if legal.contains(&a) {
                        continue;
                    }
                    if let Err(e) = state.clone().apply(a) {
                        check(&format!("step {step}: seat {p} sends {a}"), &e)?;
                    }
                }
                let a = *legal
                    .get(below(&mut rng, legal.len() as u64) as usize)
                    .ok_or_else(|| format!("step {step}: seat {p} has no legal action"))?;
                if state.players() > 1 {
                    let other = (p + 1) % state.players();
                    if let Err(e) = state.clone().apply_as(other, a) {
                        check(
                            &format!("step {step}: seat {other} sends {a} out of turn"),
                            &e,
                        )?;
                    }
                }
                a
            }
        };
        state
            .apply(action)
            .map_err(|e| format!("step {step}: {action} was refused: {e}"))?;
    }
    Err("the game did not end within its bound".to_string())
}

/// [`check_texts_in_catalogs`] through the dynamic layer, as every front end meets a game
/// it knows only by name: one random game of `game` with `players` seats from `seed`,
/// every text in [`Lang::Pseudo`] (the game's title, summary and option words, the
/// board for every viewer, every legal action's option and action text, how each step
/// reads and what followed, for every viewer). Returns how many texts it read.
pub fn check_dyn_texts_in_catalogs(
    game: &dyn DynGameType,
    players: usize,
    seed: u64,
) -> Result<usize, String> {
    let lang = Lang::Pseudo;
    let err = |e: crate::GameError| e.to_string();
    let mut read = 0usize;
    let mut check = |what: &str, text: &str| {
        read += 1;
        match unwrapped(text) {
            None => Ok(()),
            Some(words) => Err(format!(
                "{what}: \"{words}\" reached a person outside every message, in:\n{text}"
            )),
        }
    };
    let info = game.info_in(lang);
    check("the title", &info.title)?;
    check("the summary", &info.summary)?;
    for o in &info.options {
        for text in [&o.label, &o.help].into_iter().chain(&o.value_names) {
            check(&format!("option {}", o.key), text)?;
        }
    }
    let mut state = game.new_game(players, &[]).map_err(err)?;
    let viewers: Vec<Viewer> = [Viewer::All, Viewer::Spectator]
        .into_iter()
        .chain((0..players).map(Viewer::Seat))
        .collect();
    let mut rng = seeded(seed);
    for step in 0..=state.step_bound() {
        for &v in &viewers {
            check(
                &format!("step {step}, the board for {v}"),
                &state.render_in(v, lang).map_err(err)?,
            )?;
        }
        let before = state.clone_box();
        let index = match state.turn() {
            Turn::Over => return Ok(read),
            Turn::Chance => state.sample_chance(&mut rng).map_err(err)?,
            Turn::Player(p) => {
                let legal = state.legal_actions();
                for &a in &legal {
                    let what = format!("step {step}, seat {p}'s option #{a}");
                    check(&what, &state.option_text_in(a, lang).map_err(err)?)?;
                    check(&what, &state.action_text_in(a, lang).map_err(err)?)?;
                }
                let index = *legal
                    .get(below(&mut rng, legal.len() as u64) as usize)
                    .ok_or_else(|| format!("step {step}: seat {p} has no legal action"))?;
                state.apply_index(index).map_err(err)?;
                index
            }
        };
        for &v in &viewers {
            let what = format!("step {step}, #{index} for {v}");
            check(&what, &before.describe_in(index, v, lang).map_err(err)?)?;
            for line in state
                .narrate_in(before.as_ref(), index, v, lang)
                .map_err(err)?
            {
                check(&what, &line)?;
            }
        }
    }
    Err("the game did not end within its step bound".into())
}

/// One complete random game of `config` from `seed`, told in `lang` as one who sees all
/// reads it: the board at the start, then every step's [`Game::describe_in`] line with
/// what followed by itself ([`Game::narrate_in`], indented), and the board at the end.
/// Chance is sampled and every decision drawn uniformly from the legal actions, all from
/// `seeded(seed)`. What each game's `tests/lang.rs` pins as a snapshot in Portuguese.
pub fn narrated_game<G: Game>(config: &G::Config, seed: u64, lang: Lang) -> Result<String, String> {
    let mut game = G::new(config).map_err(|e| e.to_string())?;
    let mut rng = seeded(seed);
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    let mut out = game.render_in(Viewer::All, lang);
    for step in 0..=G::step_bound(config) {
        let action = match game.turn() {
            Turn::Over => {
                out.push_str(&game.render_in(Viewer::All, lang));
                return Ok(out);
            }
            Turn::Chance => game
                .sample_chance(&mut rng, &mut chance)
                .ok_or_else(|| format!("step {step}: a chance node with no outcome"))?,
            Turn::Player(p) => {
                game.legal_actions(&mut legal);
                *legal
                    .get(below(&mut rng, legal.len() as u64) as usize)
                    .ok_or_else(|| format!("step {step}: seat {p} has no legal action"))?
            }
        };
        let before = game.clone();
        out.push_str(&before.describe_in(action, Viewer::All, lang));
        out.push('\n');
        game.apply(action)
            .map_err(|e| format!("step {step}: {action} was refused: {e}"))?;
        for line in game.narrate_in(&before, action, Viewer::All, lang) {
            out.push_str("  ");
            out.push_str(&line);
            out.push('\n');
        }
    }
    Err("the game did not end within its step bound".into())
}

/// The words a setup page shows ([`Game::title_in`], [`Game::summary_in`],
/// [`Game::option_words_in`]) in [`Lang::Pseudo`], each inside a message, and in every
/// playable language one name per option value. Returns how many it read.
fn check_words_in_catalogs<G: Game>() -> Result<usize, String> {
    let mut read = 2;
    for (what, text) in [
        ("the title", G::title_in(Lang::Pseudo)),
        ("the summary", G::summary_in(Lang::Pseudo)),
    ] {
        if let Some(words) = unwrapped(&text) {
            return Err(format!("{what}: \"{words}\" is outside every message"));
        }
    }
    for option in <G::Config as crate::GameConfig>::options() {
        for lang in [Lang::Pseudo, Lang::PtBr] {
            let words = G::option_words_in(option.key, lang).ok_or_else(|| {
                format!(
                    "option {} has no words in {lang} (Game::option_words_in)",
                    option.key
                )
            })?;
            if words.value_names.len() != option.values.len() {
                return Err(format!(
                    "option {} names {} of its {} values in {lang}",
                    option.key,
                    words.value_names.len(),
                    option.values.len()
                ));
            }
            if lang == Lang::Pseudo {
                for text in [&words.label, &words.help]
                    .into_iter()
                    .chain(&words.value_names)
                {
                    read += 1;
                    if let Some(w) = unwrapped(text) {
                        return Err(format!(
                            "option {}: \"{w}\" is outside every message",
                            option.key
                        ));
                    }
                }
            }
        }
    }
    Ok(read)
}

/// The acting seat's options read differently from one another in every playable
/// language, so a person can type any of them.
fn distinct_options<G: Game>(state: &G, legal: &[G::Action]) -> Result<(), String> {
    for lang in Lang::PLAYABLE {
        let mut seen: HashMap<String, G::Action> = HashMap::new();
        for &a in legal {
            let text = state.option_text_in(a, lang).to_lowercase();
            if let Some(other) = seen.insert(text.clone(), a) {
                return Err(format!(
                    "the options {other} and {a} both read \"{text}\" in {lang}"
                ));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    static TWICE: Catalog = Catalog::new("twice", "hello = hello\nhello = hi\n", "hello = olá\n");

    #[test]
    fn a_message_defined_twice_is_a_fault() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/harness");
        let faults = check_catalog(&TWICE, &[&src]).unwrap_err();
        assert!(
            faults.contains("twice (en): message hello is defined twice"),
            "{faults}"
        );
    }

    #[test]
    fn literals_skip_comments_and_char_quotes() {
        let src = "let a = \"one\"; // \"not\"\nlet c = '\"'; tr!(lang, \"two\")";
        assert_eq!(string_literals(src), vec!["one", "two"]);
    }

    #[test]
    fn variables_and_references_are_read_per_message() {
        let src = "a = { $x } and { b }\n    more { $y }\n-t = { $z }\nb = B\n";
        let vars = variables(src);
        assert_eq!(vars["a"], ["x", "y"].map(String::from).into());
        assert!(vars["b"].is_empty());
        assert_eq!(references(src), ["b"].into());
    }

    #[test]
    fn a_missing_an_unused_and_an_untranslated_message_are_each_caught() {
        static BROKEN: Catalog = Catalog::new(
            "broken",
            "used = used { $n }\nunused = nobody asks\nonly-en = English only\n",
            "used = usado { $m }\nunused = ninguém pede\n",
        );
        let dir = std::env::temp_dir().join(format!("nile-catalog-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(
            dir.join("lib.rs"),
            "fn f() { tr!(lang, \"used\", n = 1); tr!(lang, \"absent\"); let _ = \"only-en\";\n\
             tr!(lang, \"used\", n = \"many words\"); }\n",
        )
        .unwrap();
        let faults = check_catalog(&BROKEN, &[&dir]).unwrap_err();
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(
            faults.contains("message only-en is missing in pt-BR"),
            "{faults}"
        );
        assert!(faults.contains("uses $m"), "{faults}");
        assert!(faults.contains("asks for message absent"), "{faults}");
        assert!(
            faults.contains("message unused is used nowhere"),
            "{faults}"
        );
        assert!(!faults.contains("message used is"), "{faults}");
        assert!(
            faults.contains("lib.rs:2 gives message used the words \"many words\""),
            "{faults}"
        );
    }
}
