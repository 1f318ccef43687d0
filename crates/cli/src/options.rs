//! A person's options at the prompt: numbered 1 to N on each prompt (top to bottom, so the
//! numbers stay short), grouped by what they act on (each group once), and chosen by number,
//! by the action index behind a `#` (`#2494`, for scripts: the same every turn), by the text
//! shown or the action's own text, or narrowed by typing part of either (`die 3`, `ship 2`).

use std::io::Write;

use nile_core::{Game, GameError, Lang};

use crate::style::Style;
use crate::texts::{self, tr};

/// The widest a line of options grows before the next option starts a new line.
const LINE_WIDTH: usize = 80;

/// One legal action as the prompt shows it.
struct Option_<A> {
    /// Its number on this prompt, from 1: what a person types.
    number: usize,
    /// The game's fixed action index: what a script types after `#`.
    index: usize,
    action: A,
    /// The option as the game words it for the seat to act ([`Game::option_text`]).
    text: String,
    /// The action's own text (`Display`), which logs, scripts and older habits use.
    code: String,
    /// The action's own text in the prompt's language: its words before the first
    /// number head its group.
    group: String,
    /// Other texts a person may type for it: the option as English words it, the
    /// action's own text in the prompt's language.
    also: Vec<String>,
}

/// The legal actions of one prompt, in the order shown.
pub(crate) struct Options<G: Game> {
    list: Vec<Option_<G::Action>>,
}

/// What an entry at the prompt comes to.
pub(crate) enum Pick<A> {
    /// A legal action, by its number, its index or its whole text.
    Play(A),
    /// Part of exactly one option's text: it is played once the person confirms.
    Confirm(A),
    /// Part of several options' text: the prompt shows just those.
    Narrowed(String),
    /// Neither: a sentence saying why.
    Refused(String),
}

impl<G: Game> Options<G> {
    /// The options for `legal` in `state`, as the seat to act reads them: grouped by what
    /// they act on, groups in the order of their first action index, then numbered.
    pub(crate) fn new(state: &G, legal: &[G::Action], lang: Lang) -> Self {
        let config = state.config();
        let mut list: Vec<_> = legal
            .iter()
            .map(|&action| {
                let group = state.action_text_in(action, lang);
                Option_ {
                    number: 0,
                    index: G::action_to_index(config, action).unwrap_or(usize::MAX),
                    action,
                    text: state.option_text_in(action, lang),
                    code: action.to_string(),
                    also: vec![state.option_text_in(action, Lang::En), group.clone()],
                    group,
                }
            })
            .collect();
        list.sort_by_key(|o| o.index);
        // One heading per group: a group's options are gathered where it first appears.
        // Groups follow the action's own text, whose words before the first number name
        // what it acts on ("keep", "take tile"), where the shown text may begin with a
        // card's name.
        let mut groups: Vec<&str> = Vec::new();
        let ranks: Vec<usize> = list
            .iter()
            .map(|o| {
                let g = group_of(&o.group);
                groups.iter().position(|x| *x == g).unwrap_or_else(|| {
                    groups.push(g);
                    groups.len() - 1
                })
            })
            .collect();
        let mut ranked: Vec<_> = ranks.into_iter().zip(list).collect();
        ranked.sort_by_key(|(rank, _)| *rank);
        let list = ranked
            .into_iter()
            .enumerate()
            .map(|(i, (_, o))| Option_ { number: i + 1, ..o })
            .collect();
        Self { list }
    }

    /// The actions in action-index order: what a bot seat chooses from. Bots break ties
    /// by their place in the list, so they must not see the order made for people (the
    /// grouping may change with the texts): a saved bot game plays the same again.
    pub(crate) fn by_index(&self) -> Vec<G::Action> {
        let mut list: Vec<_> = self.list.iter().map(|o| (o.index, o.action)).collect();
        list.sort_by_key(|(index, _)| *index);
        list.into_iter().map(|(_, action)| action).collect()
    }

    /// How `action` reads in this list (its text as shown), or its own text if unlisted.
    pub(crate) fn text_of(&self, action: G::Action) -> String {
        self.list
            .iter()
            .find(|o| o.action == action)
            .map_or_else(|| action.to_string(), |o| o.text.clone())
    }

    /// Writes every option, grouped.
    pub(crate) fn write(
        &self,
        style: &Style,
        lang: Lang,
        out: &mut dyn Write,
    ) -> std::io::Result<()> {
        writeln!(out, "{}", style.heading(&tr!(lang, "options-heading")))?;
        self.write_some(&self.list.iter().collect::<Vec<_>>(), style, out)
    }

    /// Writes `shown` grouped by what they act on, each group's options side by side (one
    /// a line in plain mode, which screen readers read in order).
    fn write_some(
        &self,
        shown: &[&Option_<G::Action>],
        style: &Style,
        out: &mut dyn Write,
    ) -> std::io::Result<()> {
        let width = shown.iter().map(|o| label_width(o)).max().unwrap_or(0) + 3;
        let per_line = if style.plain {
            1
        } else {
            (LINE_WIDTH / width).max(1)
        };
        let mut start = 0;
        while start < shown.len() {
            let group = group_of(&shown[start].group);
            let end = start
                + shown[start..]
                    .iter()
                    .take_while(|o| group_of(&o.group) == group)
                    .count();
            if shown.len() > 1 {
                writeln!(out, "  {}:", style.heading(group))?;
            }
            for row in shown[start..end].chunks(per_line) {
                let cells: Vec<String> = row
                    .iter()
                    .map(|o| {
                        let pad = width.saturating_sub(label_width(o));
                        format!("{}{}", label(o, style), " ".repeat(pad))
                    })
                    .collect();
                writeln!(out, "    {}", cells.concat().trim_end())?;
            }
            start = end;
        }
        Ok(())
    }

    /// Reads an entry: an option's number, `#` and its action index, its whole text (as
    /// shown or as the action's own text), or part of some options' text.
    pub(crate) fn pick(
        &self,
        state: &G,
        entry: &str,
        style: &Style,
        lang: Lang,
    ) -> Pick<G::Action> {
        let entry = entry.trim();
        let numbers = self.numbers_hint(lang);
        if let Some(index) = entry.strip_prefix('#') {
            return match self
                .list
                .iter()
                .find(|o| index.trim().parse() == Ok(o.index))
            {
                Some(o) => Pick::Play(o.action),
                None => Pick::Refused(tr!(
                    lang,
                    "not-an-index",
                    entry = texts::name(entry),
                    numbers = numbers
                )),
            };
        }
        if let Ok(k) = entry.trim_matches(['[', ']']).parse::<i64>() {
            return match self.list.iter().find(|o| i64::try_from(o.number) == Ok(k)) {
                Some(o) => Pick::Play(o.action),
                None => Pick::Refused(tr!(
                    lang,
                    "not-a-number",
                    number = texts::name(k),
                    numbers = numbers
                )),
            };
        }
        let wanted = words(entry);
        if let Some(o) = self
            .list
            .iter()
            .find(|o| o.texts().any(|t| words(t) == wanted))
        {
            return Pick::Play(o.action);
        }
        let parsed = entry.parse::<G::Action>();
        if let Ok(a) = parsed {
            if self.list.iter().any(|o| o.action == a) {
                return Pick::Play(a);
            }
        }
        match self.narrow(&wanted).as_slice() {
            [] => {}
            [one] => return Pick::Confirm(one.action),
            matching => {
                let mut text = Vec::new();
                let (count, entry) = (matching.len(), texts::name(entry));
                let _ = writeln!(
                    text,
                    "{}",
                    tr!(lang, "narrowed", count = count, entry = entry)
                );
                let _ = self.write_some(matching, style, &mut text);
                return Pick::Narrowed(String::from_utf8_lossy(&text).trim_end().to_string());
            }
        }
        Pick::Refused(match parsed {
            Ok(a) => {
                let why = state
                    .clone()
                    .apply(a)
                    .err()
                    .map(|e| match e {
                        // Its sentence already begins "\"{a}\" is not allowed now".
                        GameError::IllegalAction { reason, .. } => {
                            tr!(lang, "not-allowed-why", reason = reason.text(lang))
                        }
                        other => tr!(lang, "not-allowed-error", error = other.text(lang)),
                    })
                    .unwrap_or_else(|| tr!(lang, "not-allowed-plain"));
                let action = state.action_text_in(a, lang);
                tr!(
                    lang,
                    "not-allowed",
                    action = action,
                    why = why,
                    numbers = numbers
                )
            }
            Err(e) => tr!(
                lang,
                "no-option-reads",
                error = e.text(lang),
                entry = texts::name(entry),
                numbers = numbers
            ),
        })
    }

    /// The options whose text (as shown, or the action's own) holds the entry's words one
    /// after another (the last word may be the start of a word: `sph` finds `Sphinx`),
    /// ignoring case.
    fn narrow(&self, wanted: &[String]) -> Vec<&Option_<G::Action>> {
        if wanted.is_empty() {
            return Vec::new();
        }
        self.list
            .iter()
            .filter(|o| o.texts().any(|t| holds_words(&words(t), wanted)))
            .collect()
    }

    /// "one of the numbers 1 to 12" in a sentence.
    fn numbers_hint(&self, lang: Lang) -> String {
        match self.list.len() {
            0 => tr!(lang, "numbers-none"),
            1 => tr!(lang, "numbers-one"),
            n => tr!(lang, "numbers-range", count = n),
        }
    }
}

impl<A> Option_<A> {
    /// Every text a person may type for this option, the shown one first.
    fn texts(&self) -> impl Iterator<Item = &String> {
        [&self.text, &self.code].into_iter().chain(&self.also)
    }
}

/// `[12] take tile 1 with die 1`, the number coloured where colour is on.
fn label<A>(o: &Option_<A>, style: &Style) -> String {
    format!("{} {}", style.number(&format!("[{}]", o.number)), o.text)
}

/// The label's width on screen (colour codes take none).
fn label_width<A>(o: &Option_<A>) -> usize {
    format!("[{}] {}", o.number, o.text).chars().count()
}

/// What an option acts on: its words up to the first one holding a digit
/// (`take tile 3 with die 3` → `take tile`, `place on ship 2 slot 1` → `place on ship`);
/// for an option with no number, its first word (`build in bread district` → `build`), so
/// that options without numbers do not each make a heading of their own.
fn group_of(text: &str) -> &str {
    let numbered = text
        .split(' ')
        .scan(0, |at, word| {
            let start = *at;
            *at += word.len() + 1;
            Some((start, word))
        })
        .find(|(_, word)| word.chars().any(|c| c.is_ascii_digit()))
        .map(|(start, _)| text[..start].trim_end());
    match numbered {
        Some(group) if !group.is_empty() => group,
        Some(_) => text,
        None => text.split(' ').next().unwrap_or(text),
    }
}

/// Lower-case words, split at spaces and punctuation other than `-`.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || (c.is_ascii_punctuation() && c != '-'))
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// Whether `have` holds `wanted` as consecutive words, each possibly cut short (`ta` finds
/// `take`); a number is never cut short (`ship 1` does not find `ship 12`).
fn holds_words(have: &[String], wanted: &[String]) -> bool {
    if wanted.is_empty() {
        return false;
    }
    let fits = |have: &String, want: &String| {
        if want.chars().all(|c| c.is_ascii_digit()) {
            have == want
        } else {
            have.starts_with(want.as_str())
        }
    };
    have.windows(wanted.len())
        .any(|w| w.iter().zip(wanted).all(|(h, want)| fits(h, want)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(s: &str) -> Vec<String> {
        words(s)
    }

    #[test]
    fn a_group_is_the_words_before_the_first_number() {
        assert_eq!(group_of("take tile 3 with die 3"), "take tile");
        assert_eq!(group_of("place on ship 2 slot 1"), "place on ship");
        assert_eq!(group_of("draw"), "draw");
        assert_eq!(group_of("call ra"), "call");
        assert_eq!(group_of("build in bread district"), "build");
        assert_eq!(group_of("3 stones"), "3 stones");
    }

    #[test]
    fn narrowing_matches_consecutive_words_and_a_word_start() {
        let have = w("take tile 3 with die 3");
        assert!(holds_words(&have, &w("die 3")));
        assert!(holds_words(&have, &w("TILE 3")));
        assert!(holds_words(&have, &w("wi")));
        assert!(!holds_words(&have, &w("die 4")));
        assert!(!holds_words(&have, &w("3 tile")));
        assert!(holds_words(&have, &w("ta ti 3")));
        assert!(!holds_words(
            &w("take tile 3 with die 30"),
            &w("die 3 with")
        ));
        assert!(holds_words(&w("draw tile Sphinx"), &w("sph")));
        assert!(!holds_words(&w("place on ship 12 slot 1"), &w("ship 1")));
        assert!(!holds_words(&have, &[]));
    }
}
