//! The board as the controller ([`BoardTargets`]): every legal action has an element,
//! and where one element carries several actions each has its own menu entry.

use std::collections::BTreeMap;

use crate::board::BoardTargets;
use crate::game::Turn;
use crate::rng::{below, seeded};

/// The longest game [`check_targets`] plays before giving up on it.
const MAX_STEPS: usize = 20_000;

/// Plays `games` random games of `G` for each configuration (seeds `0..games`) and checks
/// every decision: each legal action has a [`crate::board::Target`] read from the acting
/// seat's observation, and no element offers two actions without a menu entry or with the
/// same one. Returns the number of actions checked.
///
/// ```
/// use nile_core::harness::check_targets;
/// use nile_core::testing::{Nim, NimConfig};
/// assert!(check_targets::<Nim>(&[NimConfig::default()], 5).unwrap() > 0);
/// ```
pub fn check_targets<G: BoardTargets>(configs: &[G::Config], games: u64) -> Result<usize, String> {
    let mut checked = 0;
    for config in configs {
        for seed in 0..games {
            checked += check_one::<G>(config, seed)
                .map_err(|e| format!("{}: config {config:?}, seed {seed}: {e}", G::NAME))?;
        }
    }
    Ok(checked)
}

/// One random game of [`check_targets`].
fn check_one<G: BoardTargets>(config: &G::Config, seed: u64) -> Result<usize, String> {
    let mut rng = seeded(seed);
    let mut state = G::new(config).map_err(|e| e.to_string())?;
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    let mut checked = 0;
    for step in 0..MAX_STEPS {
        let action = match state.turn() {
            Turn::Over => return Ok(checked),
            Turn::Chance => state
                .sample_chance(&mut rng, &mut chance)
                .ok_or("a chance node has no outcome")?,
            Turn::Player(p) => {
                state.legal_actions(&mut legal);
                checked += check_decision::<G>(&state, p, &legal)
                    .map_err(|e| format!("step {step}: {e}"))?;
                let pick = below(&mut rng, legal.len() as u64) as usize;
                *legal.get(pick).ok_or("a player node has no legal action")?
            }
        };
        state.apply(action).map_err(|e| e.to_string())?;
    }
    Ok(checked)
}

/// The legal actions of seat `p` at `state`: one element each, distinct menu entries.
fn check_decision<G: BoardTargets>(
    state: &G,
    p: usize,
    legal: &[G::Action],
) -> Result<usize, String> {
    let obs = serde_json::to_value(state.observation(p)).map_err(|e| e.to_string())?;
    let mut by_key: BTreeMap<String, Vec<Option<String>>> = BTreeMap::new();
    for &a in legal {
        let t = G::target(&obs, a, Some(p)).ok_or(format!("\"{a}\" has no board element"))?;
        by_key.entry(t.key).or_default().push(t.choice);
    }
    for (key, choices) in by_key.iter().filter(|(_, c)| c.len() > 1) {
        let mut seen = Vec::with_capacity(choices.len());
        for c in choices {
            seen.push(c.as_ref().ok_or(format!(
                "{key} carries {} actions, one without a menu entry",
                choices.len()
            ))?);
        }
        seen.sort();
        seen.dedup();
        if seen.len() != choices.len() {
            return Err(format!(
                "{key} offers the same menu entry twice: {choices:?}"
            ));
        }
    }
    Ok(legal.len())
}
