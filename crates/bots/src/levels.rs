//! Named levels (`easy`, `medium`, `hard`): what a front end offers without knowing the
//! game. Each level is a seat spec chosen per game by measurement, looked up here by the
//! game's [`nile_core::Game::NAME`]; `hard` is each game's strongest measured agent at
//! at most 0.5 s of CPU a move on one core (see `docs/bots.md`, "Levels").
//!
//! ```
//! use nile_bots::levels::level_spec;
//! assert_eq!(level_spec("ra", "hard"), Some("pimc:6:450ms:win=8"));
//! assert_eq!(level_spec("ra", "easy"), Some("greedy"));
//! assert_eq!(level_spec("ra", "expert"), None);
//! ```

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

    /// The seat spec this level stands for in the game named `game`.
    pub fn spec_for(self, game: &str) -> &'static str {
        let levels = levels_of(game);
        match self {
            Level::Easy => levels.easy,
            Level::Medium => levels.medium,
            Level::Hard => levels.hard,
        }
    }
}

/// One game's levels: a seat spec for each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Levels {
    /// The game's [`nile_core::Game::NAME`].
    pub game: &'static str,
    /// `easy`: one step of lookahead.
    pub easy: &'static str,
    /// `medium`: a small, deterministic search.
    pub medium: &'static str,
    /// `hard`: the game's strongest measured agent at ≤ 0.5 s of CPU a move.
    pub hard: &'static str,
}

/// `easy` everywhere: the greedy one-step bot.
const EASY: &str = "greedy";
/// `medium` everywhere: the game's tuned MCTS on 1,000 iterations (one tree, so its
/// moves do not depend on the machine).
const MEDIUM: &str = "mcts:1000";

// Each `hard` below is the game's tuned MCTS on half a second of one core's CPU (one
// tree, so the move gets the same search on any machine; on WebAssembly, without a CPU
// clock, half a second of the page's clock), with one knob that beat it without.

/// The tuned MCTS with the game's own rollout policy (`policy`): Imhotep's and
/// Conquistando's `hard`.
const POLICY_MCTS: &str = "mcts:500ms:cpu:trees=1:policy";

/// The tuned MCTS with MAST rollouts (`mast`: each rollout decision the action with the
/// best mean reward so far in the search, one in five at random): Tekhenu's and 10
/// Pragas's `hard`.
const MAST_MCTS: &str = "mcts:500ms:cpu:trees=1:mast";

/// The measured levels, one row per registered game. `hard` is whichever agent won the
/// game's measurement at ≤ 0.5 s of CPU a move: in Rá the deep search over six worlds on
/// 0.45 s of CPU, its worlds combined by win chance (on WebAssembly, without a CPU clock,
/// a fixed count of positions); in Imhotep and Conquistando the tuned MCTS with the
/// game's rollout policy; in Tekhenu and 10 Pragas the tuned MCTS with MAST rollouts.
/// The measurements are records in `docs/results/`; `docs/bots.md` ("Levels") gives the
/// rule a new `hard` must meet.
pub const LEVEL_TABLE: &[Levels] = &[
    Levels {
        game: "ra",
        easy: EASY,
        medium: MEDIUM,
        hard: "pimc:6:450ms:win=8",
    },
    Levels {
        game: "imhotep",
        easy: EASY,
        medium: MEDIUM,
        hard: POLICY_MCTS,
    },
    Levels {
        game: "tekhenu",
        easy: EASY,
        medium: MEDIUM,
        hard: MAST_MCTS,
    },
    Levels {
        game: "pragas",
        easy: EASY,
        medium: MEDIUM,
        hard: MAST_MCTS,
    },
    Levels {
        game: "conquistando",
        easy: EASY,
        medium: MEDIUM,
        hard: POLICY_MCTS,
    },
];

/// The levels of a game without a [`LEVEL_TABLE`] row (a game outside the registry, a
/// test game): greedy, the tuned MCTS on 1,000 iterations, and the deep search on half a
/// second of CPU.
pub const FALLBACK: Levels = Levels {
    game: "",
    easy: EASY,
    medium: MEDIUM,
    hard: "pimc:500ms",
};

/// The levels of the game named `game`: its [`LEVEL_TABLE`] row, or [`FALLBACK`].
pub fn levels_of(game: &str) -> Levels {
    LEVEL_TABLE
        .iter()
        .copied()
        .find(|l| l.game == game)
        .unwrap_or(FALLBACK)
}

/// The seat spec that `level` (`easy`, `medium` or `hard`, any case) stands for in the
/// game named `game`; `None` if `level` is no level.
pub fn level_spec(game: &str, level: &str) -> Option<&'static str> {
    Level::parse(level).map(|l| l.spec_for(game))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::AgentSpec;

    #[test]
    fn every_level_of_every_row_is_a_concrete_spec() {
        for row in LEVEL_TABLE.iter().chain([&FALLBACK]) {
            for level in LEVELS {
                let spec = level_spec(row.game, level).unwrap();
                let parsed = AgentSpec::parse(spec).unwrap();
                assert!(!matches!(parsed, AgentSpec::Level(_)), "{spec}");
            }
        }
    }

    #[test]
    fn levels_are_case_blind_and_unknown_words_are_none() {
        assert_eq!(
            level_spec("tekhenu", " HARD "),
            Some("mcts:500ms:cpu:trees=1:mast")
        );
        assert_eq!(
            level_spec("pragas", "hard"),
            Some("mcts:500ms:cpu:trees=1:mast")
        );
        assert_eq!(
            level_spec("imhotep", "Hard"),
            Some("mcts:500ms:cpu:trees=1:policy")
        );
        assert_eq!(
            level_spec("conquistando", "hard"),
            Some("mcts:500ms:cpu:trees=1:policy")
        );
        assert_eq!(level_spec("nim", "hard"), Some("pimc:500ms"));
        assert_eq!(level_spec("ra", "mcts:200"), None);
    }
}
