//! A person's options at the prompt: numbered by their action index (so an option keeps its
//! number from one turn to the next and when the list is narrowed), grouped by what they act
//! on, and narrowed by typing part of an option's text (`die 3`, `ship 2`).

use std::io::Write;

use nile_core::{Game, GameError};

/// The widest a line of options grows before the next option starts a new line.
const LINE_WIDTH: usize = 80;

/// One legal action as the prompt shows it.
struct Option_<A> {
    /// The game's fixed action index: the number a person types.
    index: usize,
    action: A,
    /// The action's text, as a person may type it.
    text: String,
}

/// The legal actions of one prompt, in action-index order.
pub(crate) struct Options<G: Game> {
    list: Vec<Option_<G::Action>>,
}

/// What an entry at the prompt comes to.
pub(crate) enum Pick<A> {
    /// A legal action, by its number or its whole text.
    Play(A),
    /// Part of some options' text: the prompt shows just those (never plays one by itself).
    Narrowed(String),
    /// Neither: a sentence saying why.
    Refused(String),
}

impl<G: Game> Options<G> {
    /// The options for `legal` in `config`, ordered by action index (kinds stay together).
    pub(crate) fn new(config: &G::Config, legal: &[G::Action]) -> Self {
        let mut list: Vec<_> = legal
            .iter()
            .map(|&action| Option_ {
                index: G::action_to_index(config, action).unwrap_or(usize::MAX),
                action,
                text: action.to_string(),
            })
            .collect();
        list.sort_by_key(|o| o.index);
        Self { list }
    }

    /// The actions in the order shown.
    pub(crate) fn actions(&self) -> Vec<G::Action> {
        self.list.iter().map(|o| o.action).collect()
    }

    /// Writes every option, grouped.
    pub(crate) fn write(&self, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(
            out,
            "Your options (type a number, an option's text, or a few words of it to narrow the list):"
        )?;
        self.write_some(&self.list.iter().collect::<Vec<_>>(), out)
    }

    /// Writes `shown` grouped by what they act on, each group's options side by side.
    fn write_some(
        &self,
        shown: &[&Option_<G::Action>],
        out: &mut dyn Write,
    ) -> std::io::Result<()> {
        let width = shown
            .iter()
            .map(|o| label(o).chars().count())
            .max()
            .unwrap_or(0)
            + 3;
        let mut start = 0;
        while start < shown.len() {
            let group = group_of(&shown[start].text);
            let end = start
                + shown[start..]
                    .iter()
                    .take_while(|o| group_of(&o.text) == group)
                    .count();
            if shown.len() > 1 {
                writeln!(out, "  {group}:")?;
            }
            let per_line = (LINE_WIDTH / width).max(1);
            for row in shown[start..end].chunks(per_line) {
                let cells: Vec<String> = row
                    .iter()
                    .map(|o| format!("{:<width$}", label(o)))
                    .collect();
                writeln!(out, "    {}", cells.concat().trim_end())?;
            }
            start = end;
        }
        Ok(())
    }

    /// Reads an entry: an option's number, its whole text, or part of some options' text.
    pub(crate) fn pick(&self, state: &G, entry: &str) -> Pick<G::Action> {
        let numbers = self.numbers_hint();
        if let Ok(k) = entry.parse::<i64>() {
            return match self.list.iter().find(|o| i64::try_from(o.index) == Ok(k)) {
                Some(o) => Pick::Play(o.action),
                None => Pick::Refused(format!(
                    "{k} is not the number of an option now: choose {numbers}."
                )),
            };
        }
        let parsed = entry.parse::<G::Action>();
        if let Ok(a) = parsed {
            if self.list.iter().any(|o| o.action == a) {
                return Pick::Play(a);
            }
        }
        let matching = self.narrow(entry);
        if !matching.is_empty() {
            let mut text = Vec::new();
            let _ = writeln!(
                text,
                "{} of your options read \"{}\":",
                matching.len(),
                entry.trim()
            );
            let _ = self.write_some(&matching, &mut text);
            return Pick::Narrowed(String::from_utf8_lossy(&text).trim_end().to_string());
        }
        Pick::Refused(match parsed {
            Ok(a) => {
                let why = state
                    .clone()
                    .apply(a)
                    .err()
                    .map(|e| match e {
                        // Its sentence already begins "\"{a}\" is not allowed now".
                        GameError::IllegalAction { reason, .. } => format!(": {reason};"),
                        other => format!(" ({other}):"),
                    })
                    .unwrap_or_else(|| ":".to_string());
                format!("\"{a}\" is not allowed now{why} choose {numbers}.")
            }
            Err(e) => format!(
                "{e}. No option reads \"{}\" either: type {numbers}, a few words of an option, \
                 or \"help\".",
                entry.trim()
            ),
        })
    }

    /// The options whose text holds the entry's words one after another (the last word may
    /// be the start of a word: `sph` finds `Sphinx`), ignoring case.
    fn narrow(&self, entry: &str) -> Vec<&Option_<G::Action>> {
        let wanted = words(entry);
        if wanted.is_empty() {
            return Vec::new();
        }
        self.list
            .iter()
            .filter(|o| holds_words(&words(&o.text), &wanted))
            .collect()
    }

    /// "one of the numbers 0, 3, 7" in a sentence, shortened for long lists.
    fn numbers_hint(&self) -> String {
        let numbers: Vec<String> = self.list.iter().map(|o| o.index.to_string()).collect();
        match numbers.len() {
            0 => "nothing (there is no option)".to_string(),
            1 => format!("the number {}", numbers[0]),
            n if n <= 8 => format!("one of the numbers {}", numbers.join(", ")),
            n => format!(
                "one of the {n} numbers shown ({} to {})",
                numbers[0],
                numbers[n - 1]
            ),
        }
    }
}

/// `[12] take tile 1 with die 1`.
fn label<A>(o: &Option_<A>) -> String {
    format!("[{}] {}", o.index, o.text)
}

/// What an option acts on: its words up to the first one holding a digit
/// (`take tile 3 with die 3` → `take tile`, `place on ship 2 slot 1` → `place on ship`).
fn group_of(text: &str) -> &str {
    let end = text
        .split(' ')
        .scan(0, |at, word| {
            let start = *at;
            *at += word.len() + 1;
            Some((start, word))
        })
        .find(|(_, word)| word.chars().any(|c| c.is_ascii_digit()))
        .map_or(text.len(), |(start, _)| start);
    let group = text[..end].trim_end();
    if group.is_empty() {
        text
    } else {
        group
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
        assert_eq!(group_of("call ra"), "call ra");
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
