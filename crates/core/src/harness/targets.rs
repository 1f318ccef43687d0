//! The board as the controller ([`BoardTargets`]): every legal action has an element,
//! and where one element carries several actions each has its own menu entry.

use std::collections::BTreeMap;

use crate::board::BoardTargets;
use crate::game::Turn;
use crate::lang::Lang;
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
        let t =
            G::target(&obs, a, Some(p), Lang::En).ok_or(format!("\"{a}\" has no board element"))?;
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

/// The board's words in every language, over one random game of `config` from `seed`:
/// at every decision, each legal action's [`crate::board::Target`] has the same key in
/// English, Portuguese and [`Lang::Pseudo`]; its menu entry and its `say:` label come from
/// a catalog (wrapped in the pseudo-language, [`crate::lang::unwrapped`]); a `say:`
/// control has a label in every language; and an element's menu entries are distinct in
/// each. [`BoardTargets::names`] has the same keys in every language, each value from a
/// catalog. Returns how many words it read. Each game's `tests/lang.rs` runs it.
pub fn check_targets_in_catalogs<G: BoardTargets>(
    config: &G::Config,
    seed: u64,
) -> Result<usize, String> {
    let langs = [Lang::En, Lang::PtBr, Lang::Pseudo];
    let mut read = check_names::<G>()?;
    let mut rng = seeded(seed);
    let mut state = G::new(config).map_err(|e| e.to_string())?;
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    for step in 0..MAX_STEPS {
        let action = match state.turn() {
            Turn::Over => return Ok(read),
            Turn::Chance => state
                .sample_chance(&mut rng, &mut chance)
                .ok_or("a chance node has no outcome")?,
            Turn::Player(p) => {
                state.legal_actions(&mut legal);
                let obs = serde_json::to_value(state.observation(p)).map_err(|e| e.to_string())?;
                for lang in langs {
                    let mut by_key: BTreeMap<String, Vec<Option<String>>> = BTreeMap::new();
                    for &a in &legal {
                        let what = format!("step {step}, \"{a}\" in {}", lang.tag());
                        let t = G::target(&obs, a, Some(p), lang)
                            .ok_or(format!("{what}: no board element"))?;
                        let english = G::target(&obs, a, Some(p), Lang::En).map(|e| e.key);
                        if english.as_deref() != Some(t.key.as_str()) {
                            return Err(format!(
                                "{what}: the key {} is not the English one ({english:?})",
                                t.key
                            ));
                        }
                        if t.key.starts_with("say:") && t.label.is_none() {
                            return Err(format!("{what}: the control {} has no label", t.key));
                        }
                        for words in t.choice.iter().chain(&t.label) {
                            read += 1;
                            if lang == Lang::Pseudo {
                                if let Some(raw) = crate::lang::unwrapped(words) {
                                    return Err(format!(
                                        "{what}: \"{raw}\" is outside every message in \"{words}\""
                                    ));
                                }
                            }
                        }
                        by_key.entry(t.key).or_default().push(t.choice);
                    }
                    for (key, mut choices) in by_key.into_iter().filter(|(_, c)| c.len() > 1) {
                        let n = choices.len();
                        choices.sort();
                        choices.dedup();
                        if choices.len() != n {
                            return Err(format!(
                                "step {step}: {key} offers the same menu entry twice in {}",
                                lang.tag()
                            ));
                        }
                    }
                }
                let pick = below(&mut rng, legal.len() as u64) as usize;
                *legal.get(pick).ok_or("a player node has no legal action")?
            }
        };
        state.apply(action).map_err(|e| e.to_string())?;
    }
    Err("the game did not end within its step bound".into())
}

/// [`BoardTargets::names`]: the same keys in every language, every value from a catalog.
fn check_names<G: BoardTargets>() -> Result<usize, String> {
    let keys = |lang: Lang| -> Vec<String> {
        G::names(lang)
            .as_object()
            .map(|m| m.keys().cloned().collect())
            .unwrap_or_default()
    };
    let english = keys(Lang::En);
    for lang in [Lang::PtBr, Lang::Pseudo] {
        if keys(lang) != english {
            return Err(format!(
                "names({}) has other keys than names(en)",
                lang.tag()
            ));
        }
    }
    let pseudo = G::names(Lang::Pseudo);
    for (key, words) in pseudo.as_object().into_iter().flatten() {
        let words = words
            .as_str()
            .ok_or(format!("names: {key} is not a text"))?;
        if let Some(raw) = crate::lang::unwrapped(words) {
            return Err(format!("names: {key}: \"{raw}\" is outside every message"));
        }
    }
    Ok(english.len())
}

/// The board view's words ([`BoardTargets::VIEW`]) come from [`BoardTargets::names`]:
/// every key the script asks for by a literal, `nileWord(v, 'key'…)`, is one of the
/// names in English (and so, by [`check_targets_in_catalogs`], in every language).
/// Returns how many keys it found. Keys the script builds (`` `building:${k}` ``) are
/// checked by the browser tests, which read the drawn page.
pub fn check_view_words<G: BoardTargets>() -> Result<usize, String> {
    let names = G::names(Lang::En);
    let mut found = 0;
    for (at, _) in G::VIEW.match_indices("nileWord(") {
        let call = &G::VIEW[at..];
        let Some(open) = call.find(['\'', '"', '`']) else {
            continue;
        };
        let quote = call[open..].chars().next().unwrap_or('\'');
        let args = &call[..open];
        // The key is the call's second argument: `nileWord(v, 'key'`.
        if args.matches(',').count() != 1 || quote == '`' {
            continue;
        }
        let rest = &call[open + 1..];
        let key = &rest[..rest.find(quote).unwrap_or(rest.len())];
        found += 1;
        if names.get(key).is_none() {
            return Err(format!(
                "{}: the view asks for the word \"{key}\", which names() does not have",
                G::NAME
            ));
        }
    }
    Ok(found)
}
