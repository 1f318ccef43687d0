//! Named levels (`easy`, `medium`, `hard`): what a front end offers without knowing the
//! game. Each level is a seat spec chosen per game by measurement and declared by the
//! game itself ([`BotHints::LEVELS`], in its `hints.rs`); `hard` is each game's strongest
//! measured agent at at most 0.5 s of CPU a move on one core (see `docs/bots.md`,
//! "Levels"). A game that declares none gets [`FALLBACK`].
//!
//! ```
//! use nile_bots::levels::{level_spec, FALLBACK};
//! use nile_core::testing::Nim;
//! // Nim declares no levels: the fallback's.
//! assert_eq!(level_spec::<Nim>("hard"), Some(FALLBACK.hard));
//! assert_eq!(level_spec::<Nim>("easy"), Some("greedy"));
//! assert_eq!(level_spec::<Nim>("expert"), None);
//! ```

use nile_core::bots::BotHints;
pub use nile_core::bots::LevelSpecs;

/// The level names, weakest first.
pub const LEVELS: [&str; 3] = ["easy", "medium", "hard"];

/// The level a front end seats when the person names no bot.
pub const DEFAULT_LEVEL: &str = "hard";

/// A named level, resolved per game by [`Level::spec_for`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    /// `easy`.
    Easy,
    /// `medium`.
    Medium,
    /// `hard`.
    Hard,
}

impl Level {
    /// The level named `text` (any case, spaces around ignored).
    pub fn parse(text: &str) -> Option<Level> {
        match text.trim().to_ascii_lowercase().as_str() {
            "easy" => Some(Level::Easy),
            "medium" => Some(Level::Medium),
            "hard" => Some(Level::Hard),
            _ => None,
        }
    }

    /// The level's name, as in [`LEVELS`].
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// The seat spec this level stands for in game `G`.
    pub fn spec_for<G: BotHints>(self) -> &'static str {
        let levels = levels_of::<G>();
        match self {
            Level::Easy => levels.easy,
            Level::Medium => levels.medium,
            Level::Hard => levels.hard,
        }
    }
}

/// The levels of a game that declares none ([`BotHints::LEVELS`]: a game outside the
/// registry, a test game): greedy, the tuned MCTS on 1,000 iterations (one tree, so its
/// moves do not depend on the machine), and the deep search on half a second of CPU.
pub const FALLBACK: LevelSpecs = LevelSpecs {
    easy: "greedy",
    medium: "mcts:1000",
    hard: "pimc:500ms",
};

/// The levels of game `G`: the ones it declares, or [`FALLBACK`].
pub fn levels_of<G: BotHints>() -> LevelSpecs {
    G::LEVELS.unwrap_or(FALLBACK)
}

/// The seat spec that `level` (`easy`, `medium` or `hard`, any case) stands for in game
/// `G`; `None` if `level` is no level.
pub fn level_spec<G: BotHints>(level: &str) -> Option<&'static str> {
    Level::parse(level).map(|l| l.spec_for::<G>())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::AgentSpec;
    use nile_core::testing::Nim;

    #[test]
    fn every_fallback_level_is_a_concrete_spec() {
        for spec in [FALLBACK.easy, FALLBACK.medium, FALLBACK.hard] {
            let parsed = AgentSpec::parse(spec).unwrap();
            assert!(!matches!(parsed, AgentSpec::Level(_)), "{spec}");
        }
    }

    #[test]
    fn levels_are_case_blind_and_unknown_words_are_none() {
        assert_eq!(level_spec::<Nim>(" HARD "), Some("pimc:500ms"));
        assert_eq!(level_spec::<Nim>("Medium"), Some("mcts:1000"));
        assert_eq!(level_spec::<Nim>("mcts:200"), None);
    }
}
