//! The MCTS settings tuned per game: what `mcts:<budget>` means for each game. Each game
//! declares its tuned knobs itself ([`BotHints::TUNED_MCTS`], in its `hints.rs`) as the
//! options of an `mcts` seat spec after the budget (`"h=0:c=0.7:margin=1:scale=8"`);
//! here they are read onto the classic search. See `docs/bots.md`, "Tuning", for how
//! they are chosen; `crates/bots/examples/tune.rs` reruns the search.

use nile_core::bots::BotHints;
use nile_core::lang::Sentence;
use nile_core::sentence;

use crate::mcts::{Budget, MctsConfig};
use crate::spec::{AgentSpec, MctsSpec};
use crate::texts::TEXTS;

/// The knobs game `G` declares ([`BotHints::TUNED_MCTS`]), read as an `mcts` seat spec's
/// options: `Ok(None)` for a game that declares none, `Err` with the parser's sentence
/// for knobs that do not read (the bots crate's tests read every shipped game's).
pub fn tuned_knobs<G: BotHints>() -> Result<Option<MctsSpec>, Sentence> {
    let Some(knobs) = G::TUNED_MCTS else {
        return Ok(None);
    };
    match AgentSpec::parse(&format!("mcts:1:{knobs}"))? {
        AgentSpec::Mcts(spec) => Ok(Some(spec)),
        _ => Err(sentence!(
            TEXTS,
            "tuned-not-mcts",
            title = G::TITLE,
            knobs = knobs
        )),
    }
}

/// The settings of `mcts:<budget>` for game `G`: the classic search with the game's
/// tuned knobs ([`tuned_knobs`]) on it, or the classic search alone for a game without
/// (or, which the tests rule out, with knobs that do not read). A time budget also
/// searches one tree per core side by side (root parallelism, with the `parallel`
/// feature); an iteration budget keeps one tree, so its moves do not depend on the
/// machine.
pub fn mcts_defaults<G: BotHints>(budget: Budget) -> MctsConfig {
    let mut config = MctsConfig::classic(budget);
    if let Ok(Some(tuned)) = tuned_knobs::<G>() {
        config = tuned.apply_knobs(config);
    }
    if budget.is_time() {
        config = config.trees(cores());
    }
    config
}

/// The cores the trees of a timed search may use (1 without the `parallel` feature).
fn cores() -> usize {
    #[cfg(feature = "parallel")]
    return std::thread::available_parallelism().map_or(1, |n| n.get());
    #[cfg(not(feature = "parallel"))]
    return 1;
}
