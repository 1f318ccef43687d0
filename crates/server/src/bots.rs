//! Bots on the server: which specs a match may seat, and the bounded pool they think on.

use nile_bots::deep::{DeepBudget, DeepConfig};
use nile_bots::{AgentSpec, Budget};
use nile_core::lang::Sentence;
use nile_core::sentence;

use crate::error::ServerError;
use crate::texts::TEXTS;

/// The longest think a server bot may be given: a bot holds one of the pool's threads
/// while it thinks, so an unbounded spec would starve other matches' bots.
const MAX_THINK_MS: u128 = 5_000;
/// The most MCTS iterations a server bot may be given.
const MAX_ITERATIONS: u64 = 100_000;
/// The deepest lookahead or chance depth a server bot may be given.
const MAX_DEPTH: u64 = 3;
/// The most positions a deep-search (`pimc:…:nodes=N`) server bot may visit a move.
const MAX_NODES: u64 = 2_000_000;

/// Checks a bot seat spec: parseable, and bounded in the time it thinks.
pub fn check_spec(spec: &str) -> Result<(), ServerError> {
    // The bots crate says why a spec does not read, in the reader's language.
    let parsed = AgentSpec::parse(spec).map_err(|detail| {
        ServerError::BadRequest(sentence!(TEXTS, "bot-spec-unread", detail = detail))
    })?;
    let too_much = |what: Sentence| {
        Err(ServerError::BadRequest(sentence!(
            TEXTS,
            "bot-thinks-too-long",
            spec = spec,
            what = what
        )))
    };
    match parsed {
        AgentSpec::Random => Ok(()),
        AgentSpec::Greedy { chance_depth } if chance_depth as u64 > MAX_DEPTH => {
            too_much(sentence!(TEXTS, "bot-limit-chance-depth", max = MAX_DEPTH))
        }
        AgentSpec::Lookahead { depth } if u64::from(depth) > MAX_DEPTH => {
            too_much(sentence!(TEXTS, "bot-limit-depth", max = MAX_DEPTH))
        }
        AgentSpec::Mcts(m) => match m.budget {
            Budget::Iterations(n) if n > MAX_ITERATIONS => too_much(sentence!(
                TEXTS,
                "bot-limit-iterations",
                max = MAX_ITERATIONS
            )),
            Budget::Time(d) | Budget::CpuTime(d) if d.as_millis() > MAX_THINK_MS => {
                too_much(sentence!(TEXTS, "bot-limit-ms", max = MAX_THINK_MS as u64))
            }
            _ => Ok(()),
        },
        AgentSpec::Deep(config) => match config.budget {
            // A whole-horizon search is bounded only for the anchor's fixed two
            // auctions (the registry refuses the anchor outside Rá).
            DeepBudget::Full if config != DeepConfig::anchor() => {
                too_much(sentence!(TEXTS, "bot-limit-deep-budget"))
            }
            DeepBudget::CpuTime(d) if d.as_millis() > MAX_THINK_MS => {
                too_much(sentence!(TEXTS, "bot-limit-ms", max = MAX_THINK_MS as u64))
            }
            DeepBudget::Nodes(n) if n > MAX_NODES => {
                too_much(sentence!(TEXTS, "bot-limit-nodes", max = MAX_NODES))
            }
            _ => Ok(()),
        },
        // The levels name bounded specs (checked in the tests below).
        AgentSpec::Level(_) => Ok(()),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounded_specs_pass_and_unbounded_are_refused() {
        for ok in [
            "random",
            "greedy",
            "mcts:500ms",
            "mcts:2000",
            "pimc:500ms",
            "pimc:4:nodes=20000",
            "anchor",
            "hard",
        ] {
            assert!(check_spec(ok).is_ok(), "{ok}");
        }
        // Every registered game's levels are bounded server bots, and so are the levels
        // of a game that declares none.
        for e in nile::registry::games() {
            for level in ["easy", "medium", "hard"] {
                let spec = e.agents.level_spec(level).expect("a level's spec");
                assert!(check_spec(spec).is_ok(), "{}: {spec}", e.game.name());
            }
        }
        let fallback = nile_bots::levels::FALLBACK;
        for spec in [fallback.easy, fallback.medium, fallback.hard] {
            assert!(check_spec(spec).is_ok(), "{spec}");
        }
        for bad in [
            "mcts:60s",
            "mcts:10000000",
            "human",
            "nonsense",
            "lookahead:9",
            "pimc:4:units=9",
            "pimc:60s",
            "pimc:4:nodes=100000000",
        ] {
            assert!(check_spec(bad).is_err(), "{bad}");
        }
    }
}
