//! What front ends list about a game kind: its name, title, summary, seat counts and
//! options, with the words in one language ([`super::DynGameType::info_in`]).

use serde::Serialize;

use crate::game::{GameOption, OptionWords};

/// A game kind's summary, serde-ready.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameInfo {
    /// The machine name.
    pub name: &'static str,
    /// The name people write.
    pub title: String,
    /// One line saying what the game is.
    pub summary: String,
    /// Fewest seats.
    pub min_players: usize,
    /// Most seats.
    pub max_players: usize,
    /// The declared options.
    pub options: Vec<OptionInfo>,
}

/// One option as a setup page shows it in one language: [`GameOption`] with its words
/// ([`OptionWords`]) in that language. Serialized with [`GameOption`]'s keys.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OptionInfo {
    /// The option's name ([`GameOption::key`]).
    pub key: &'static str,
    /// One sentence saying what it does.
    pub help: String,
    /// The values it accepts.
    pub values: Vec<&'static str>,
    /// The value a fresh configuration has.
    pub default: &'static str,
    /// A short label for a setup page.
    pub label: String,
    /// The name of each of `values`.
    pub value_names: Vec<String>,
    /// Whether the option applies to a solo game only.
    pub solo_only: bool,
}

impl OptionInfo {
    /// `option` with `words` (its declared English words when `None`).
    pub fn new(option: &GameOption, words: Option<OptionWords>) -> Self {
        let words = words.unwrap_or_else(|| OptionWords {
            label: option.label.to_string(),
            help: option.help.to_string(),
            value_names: option.value_names.iter().map(|s| s.to_string()).collect(),
        });
        OptionInfo {
            key: option.key,
            help: words.help,
            values: option.values.to_vec(),
            default: option.default,
            label: words.label,
            value_names: words.value_names,
            solo_only: option.solo_only,
        }
    }
}
