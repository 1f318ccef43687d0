//! The shared test harness: generic checks every engine's tests call, so each rule of the
//! `Game` contract is tested the same way in every game.
//!
//! [`check_game`] plays random games to the end for every configuration given and checks,
//! after every action:
//! - the game's own invariants ([`Game::check_invariants`]);
//! - at a player node: a non-empty legal set without duplicates; every legal action
//!   applies (a sample of at most [`PROBES`]); actions seen elsewhere in the game that are
//!   not legal now, chance outcomes, and moves by the wrong seat all fail and leave the
//!   state unchanged;
//! - at a chance node: at least one outcome, every weight positive, no duplicates, and
//!   player actions refused;
//! - action text round trip (`Display` then `FromStr`) for every action seen;
//! - `determinize(p)` keeps `observation(p)` and the observation tensor unchanged;
//! - the fixed action index is a bijection onto `0..num_distinct_actions` and covers every
//!   action met; the observation tensor has the length its shape says;
//! - the viewer boundary ([`check_viewer_texts`]): what a seat reads of an action depends
//!   only on what that seat observes before and after it, compared across the actions
//!   listed now and those of determinized copies, so no text leaks a hidden card;
//! - the spectator's boundary ([`check_public_view`]): the public observation is
//!   unchanged in a copy determinized for any seat, and what a spectator reads of an
//!   action depends only on the public observation after it;
//! - serde round trips of the state (through [`Game::from_json`]) and observations;
//! - the termination bound [`Game::step_bound`];
//! - at the end: an outcome exists, the log replays to the identical state, the log
//!   survives a JSON round trip, and the same seed replays the same bytes;
//! - the words front ends show ([`check_words`]): a title, a one-line summary, and a
//!   label and value names for every option.
//!
//! [`check_targets`] is the graphical front ends' contract ([`crate::BoardTargets`]): a
//! board element for every legal action.
//!
//! The number of random games per configuration defaults to a value CI finishes quickly;
//! set the environment variable `NILE_CASES` to run more (`NILE_CASES=2000 cargo test`).

use std::collections::HashSet;

use crate::agent::{Agent, RandomAgent};
use crate::bots::BotHints;
use crate::driver::{Match, MatchLog};
use crate::game::{Game, GameConfig, Turn};
use crate::lang::Lang;
use crate::rng::{below, seeded, seeded_stream};
use crate::viewer::Viewer;

mod catalogs;
mod fast_paths;
mod public_view;
mod tamper;
mod targets;
mod words;
pub use catalogs::{
    check_catalog, check_dyn_texts_in_catalogs, check_refusals_in_catalogs,
    check_texts_in_catalogs, narrated_game, CatalogUse,
};
pub use fast_paths::{check_apply_listed, check_random_step};
pub use public_view::{
    check_public_view, check_public_view_in, check_public_view_of, PUBLIC_WORLDS,
};
pub use tamper::{check_every_number_tampered, check_tampered_states};
pub use targets::{check_targets, check_targets_in_catalogs, check_view_words};
pub use words::check_words;

/// How many legal and illegal actions are probed per step at most.
pub const PROBES: usize = 24;

/// The environment variable that overrides the number of random games.
pub const CASES_VAR: &str = "NILE_CASES";

/// `default`, unless `NILE_CASES` is set to a number.
pub fn cases(default: usize) -> usize {
    std::env::var(CASES_VAR)
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(default)
}

/// What [`check_playout`] saw in one game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PlayoutStats {
    /// Actions applied, chance included.
    pub steps: usize,
    /// Player decisions.
    pub decisions: usize,
}

/// Plays `games` random games for each configuration and runs every check; panics with
/// the configuration, seed, step and reason on the first failure.
pub fn check_game<G: BotHints>(configs: &[G::Config], games: usize, seed: u64) {
    for config in configs {
        check_config_accepted::<G>(config);
        if let Err(e) = check_action_index::<G>(config) {
            panic!("{}: config {config:?}: {e}", G::NAME);
        }
        check_determinism::<G>(config, seed);
        check_random_step::<G>(config, seed);
        check_apply_listed::<G>(config, seed);
        for g in 0..games as u64 {
            let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(g);
            if let Err(e) = check_playout::<G>(config, game_seed) {
                panic!("{}: config {config:?}, seed {game_seed}: {e}", G::NAME);
            }
        }
    }
    check_player_range::<G>();
    if let Err(e) = check_words::<G>() {
        panic!("{}: {e}", G::NAME);
    }
}

/// Player counts inside [`Game::PLAYERS`] start a game; counts outside it are refused.
pub fn check_player_range<G: Game>() {
    for n in 0..=G::PLAYERS.end() + 2 {
        let result = G::new(&G::Config::for_players(n));
        assert_eq!(
            result.is_ok(),
            G::PLAYERS.contains(&n),
            "{}: {n} players: {result:?}",
            G::NAME
        );
    }
}

fn check_config_accepted<G: Game>(config: &G::Config) {
    if let Err(e) = G::new(config) {
        panic!("{}: config {config:?} refused: {e}", G::NAME);
    }
}

/// Plays one random game with every per-step check. `Err` says what failed and where.
pub fn check_playout<G: BotHints>(config: &G::Config, seed: u64) -> Result<PlayoutStats, String> {
    let players = config.players();
    let mut agents: Vec<Box<dyn Agent<G>>> = (0..players)
        .map(|p| Box::new(RandomAgent::new(seed ^ ((p as u64 + 1) << 32))) as Box<dyn Agent<G>>)
        .collect();
    let mut m = Match::<G>::new(config.clone(), seed).map_err(|e| e.to_string())?;
    let mut probe_rng = seeded_stream(seed, 0xC0FFEE);
    let mut seen: Vec<G::Action> = Vec::new();
    let mut seen_set: HashSet<G::Action> = HashSet::new();
    let mut legal = Vec::new();
    let mut chance = Vec::new();
    let bound = G::step_bound(config);
    let mut steps = 0usize;

    loop {
        let state = m.state().clone();
        let at = |what: String| format!("step {steps} ({}): {what}", state.turn());
        state
            .check_invariants()
            .map_err(|e| at(format!("invariant broken: {e}")))?;
        if steps % 16 == 0 {
            check_serde_round_trip(&state).map_err(&at)?;
            check_evaluate(&state).map_err(&at)?;
        }
        match state.turn() {
            Turn::Over => break,
            Turn::Chance => {
                state.chance_outcomes(&mut chance);
                state.legal_actions(&mut legal);
                if !legal.is_empty() {
                    return Err(at("legal actions listed at a chance node".into()));
                }
                if chance.is_empty() {
                    return Err(at("a chance node with no outcome".into()));
                }
                let mut distinct = HashSet::new();
                for &(a, w) in &chance {
                    if w == 0 {
                        return Err(at(format!("chance outcome \"{a}\" has weight 0")));
                    }
                    if !distinct.insert(a) {
                        return Err(at(format!("chance outcome \"{a}\" listed twice")));
                    }
                    check_text_round_trip::<G>(a).map_err(&at)?;
                    check_indexed::<G>(config, a).map_err(&at)?;
                    if seen_set.insert(a) {
                        seen.push(a);
                    }
                }
                if steps % VIEWER_EVERY == 0 {
                    let lang = lang_at(steps);
                    check_viewer_texts_in(&state, seed ^ steps as u64, lang).map_err(&at)?;
                    check_public_view_in(&state, seed ^ steps as u64, lang).map_err(&at)?;
                }
                let first = chance[0].0;
                expect_refused(&state, |s| s.apply_as(0, first)).map_err(&at)?;
                for _ in 0..PROBES.min(seen.len()) {
                    let a = seen[below(&mut probe_rng, seen.len() as u64) as usize];
                    if !distinct.contains(&a) {
                        expect_refused(&state, |s| s.apply(a)).map_err(&at)?;
                    }
                }
            }
            Turn::Player(p) => {
                if p >= players {
                    return Err(at(format!("seat {p} is to act in a {players}-seat game")));
                }
                state.legal_actions(&mut legal);
                state.chance_outcomes(&mut chance);
                if legal.is_empty() {
                    return Err(at("a player node with no legal action".into()));
                }
                if !chance.is_empty() {
                    return Err(at("chance outcomes listed at a player node".into()));
                }
                let distinct: HashSet<G::Action> = legal.iter().copied().collect();
                if distinct.len() != legal.len() {
                    return Err(at(format!("duplicate legal actions in {legal:?}")));
                }
                check_rollout_weights(&state, &legal).map_err(&at)?;
                check_action_keys(&state, &legal).map_err(&at)?;
                for &a in &legal {
                    check_text_round_trip::<G>(a).map_err(&at)?;
                    check_indexed::<G>(config, a).map_err(&at)?;
                    if seen_set.insert(a) {
                        seen.push(a);
                    }
                }
                for _ in 0..PROBES.min(legal.len()) {
                    let a = legal[below(&mut probe_rng, legal.len() as u64) as usize];
                    let mut next = state.clone();
                    next.apply(a)
                        .map_err(|e| at(format!("legal action \"{a}\" was refused: {e}")))?;
                    next.check_invariants()
                        .map_err(|e| at(format!("after \"{a}\": invariant broken: {e}")))?;
                }
                for _ in 0..PROBES.min(seen.len()) {
                    let a = seen[below(&mut probe_rng, seen.len() as u64) as usize];
                    if !distinct.contains(&a) {
                        expect_refused(&state, |s| s.apply(a)).map_err(&at)?;
                    }
                }
                let other = (p + 1) % players;
                if other != p {
                    expect_refused(&state, |s| s.apply_as(other, legal[0])).map_err(&at)?;
                }
                check_determinize(&state, p, seed ^ steps as u64).map_err(&at)?;
                if steps % VIEWER_EVERY == 0 {
                    let lang = lang_at(steps);
                    check_viewer_texts_in(&state, seed ^ steps as u64, lang).map_err(&at)?;
                    check_public_view_in(&state, seed ^ steps as u64, lang).map_err(&at)?;
                }
                if steps % 16 == 0 {
                    for q in 0..players {
                        check_determinize(&state, q, seed ^ (steps as u64) << 8 ^ q as u64)
                            .map_err(&at)?;
                    }
                }
            }
        }
        m.step(&mut agents)
            .map_err(|e| at(format!("the driver failed: {e}")))?;
        steps += 1;
        if steps > bound {
            return Err(format!(
                "the game did not end within its bound of {bound} steps"
            ));
        }
    }

    let state = m.state().clone();
    check_serde_round_trip(&state)?;
    check_public_view(&state, seed ^ steps as u64)
        .map_err(|e| format!("at the end of the game: {e}"))?;
    let outcome = state
        .outcome()
        .ok_or("the game is over but has no outcome")?;
    if outcome.ranks.len() != players || outcome.scores.len() != players {
        return Err(format!(
            "the outcome has the wrong number of seats: {outcome:?}"
        ));
    }
    for (p, &s) in outcome.scores.iter().enumerate() {
        if state.score(p) != s {
            return Err(format!(
                "seat {p}: score {} but outcome says {s}",
                state.score(p)
            ));
        }
    }
    check_evaluate(&state)?;
    state.legal_actions(&mut legal);
    if !legal.is_empty() {
        return Err("legal actions listed after the game ended".into());
    }
    if let Some(&a) = seen.first() {
        expect_refused(&state, |s| s.apply(a))?;
    }
    check_log(m.log(), &state)?;
    Ok(PlayoutStats {
        steps,
        decisions: m.decisions(),
    })
}

/// A state `steps` random steps into a game of `config` (fewer if it ends first), each
/// step [`Game::random_step`] driven by `seeded(seed)`: the mid-game positions that tamper
/// and property tests start from.
pub fn random_position<G: Game>(config: &G::Config, seed: u64, steps: usize) -> Result<G, String> {
    let mut g = G::new(config).map_err(|e| e.to_string())?;
    let mut rng = seeded(seed);
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    for _ in 0..steps {
        if g.turn() == Turn::Over {
            break;
        }
        g.random_step(&mut rng, &mut legal, &mut chance)
            .map_err(|e| e.to_string())?;
    }
    Ok(g)
}

/// [`BotHints::rollout_weights`] for the listed `legal` actions is empty (uniform) or one
/// weight per action, not all zero.
pub fn check_rollout_weights<G: BotHints>(state: &G, legal: &[G::Action]) -> Result<(), String> {
    let mut weights = vec![7];
    state.rollout_weights(legal, &mut weights);
    if weights.is_empty() {
        return Ok(());
    }
    if weights.len() != legal.len() {
        return Err(format!(
            "rollout_weights gave {} weights for {} legal actions",
            weights.len(),
            legal.len()
        ));
    }
    if weights.iter().all(|&w| w == 0) {
        return Err("rollout_weights gave every legal action weight 0".to_string());
    }
    Ok(())
}

/// Every listed action's [`BotHints::action_key`] is below [`BotHints::num_action_keys`].
pub fn check_action_keys<G: BotHints>(state: &G, legal: &[G::Action]) -> Result<(), String> {
    let keys = G::num_action_keys(state.config());
    for &action in legal {
        if let Some(key) = state.action_key(action).filter(|&k| k >= keys) {
            return Err(format!(
                "action_key gave {key} for {action:?}, not below {keys}"
            ));
        }
    }
    Ok(())
}

/// [`BotHints::evaluate`] writes one finite estimate per seat, and once the game is over
/// exactly each seat's final score.
pub fn check_evaluate<G: BotHints>(state: &G) -> Result<(), String> {
    let mut out = vec![f64::NAN; 1];
    state.evaluate(&mut out);
    let players = state.players();
    if out.len() != players {
        return Err(format!(
            "evaluate wrote {} values for {players} seats",
            out.len()
        ));
    }
    if let Some(p) = out.iter().position(|x| !x.is_finite()) {
        return Err(format!("evaluate gave seat {p} {}", out[p]));
    }
    if state.turn() == Turn::Over {
        for (p, &x) in out.iter().enumerate() {
            if x != f64::from(state.score(p)) {
                return Err(format!(
                    "the game is over but evaluate gives seat {p} {x}, not its score {}",
                    state.score(p)
                ));
            }
        }
    }
    Ok(())
}

/// How often (in steps) [`check_playout`] runs [`check_viewer_texts`].
pub const VIEWER_EVERY: usize = 3;

/// The fixed action index is a bijection between `0..num_distinct_actions(config)` and
/// the actions it names.
pub fn check_action_index<G: Game>(config: &G::Config) -> Result<(), String> {
    let n = G::num_distinct_actions(config);
    if n == 0 {
        return Err("num_distinct_actions is 0".into());
    }
    for i in 0..n {
        let a = G::action_from_index(config, i)
            .ok_or_else(|| format!("action index {i} (below {n}) names no action"))?;
        match G::action_to_index(config, a) {
            Some(j) if j == i => {}
            other => return Err(format!("index {i} is \"{a}\", whose index is {other:?}")),
        }
        check_text_round_trip::<G>(a)?;
    }
    if let Some(a) = G::action_from_index(config, n) {
        return Err(format!("index {n} (past the end) names \"{a}\""));
    }
    Ok(())
}

/// `a` has an index, below `num_distinct_actions`, that maps back to it.
fn check_indexed<G: Game>(config: &G::Config, a: G::Action) -> Result<(), String> {
    let n = G::num_distinct_actions(config);
    match G::action_to_index(config, a) {
        Some(i) if i < n && G::action_from_index(config, i) == Some(a) => Ok(()),
        other => Err(format!(
            "\"{a}\" has action index {other:?} (of {n}), which does not map back to it"
        )),
    }
}

/// The viewer boundary: what seat `p` reads of an action ([`Game::describe`]) must depend
/// only on what `p` observes before and after it. Among the actions (or chance outcomes)
/// listed now, and those listed in a copy determinized for `p` (which `p` cannot tell
/// from this state), any two after which `p` observes the same thing must read the same
/// to `p`. Probes at most [`PROBES`] actions per state.
pub fn check_viewer_texts<G: Game>(state: &G, seed: u64) -> Result<(), String> {
    check_viewer_texts_in(state, seed, Lang::En)
}

/// [`check_viewer_texts`] with the texts in `lang`: a seat's text in any language depends
/// only on what that seat may see. [`check_playout`] runs it in each of
/// [`Lang::PLAYABLE`] in turn.
pub fn check_viewer_texts_in<G: Game>(state: &G, seed: u64, lang: Lang) -> Result<(), String> {
    viewer_texts(state, seed, lang, |g, a, v| g.describe_in(a, v, lang))?;
    check_option_texts_of(state, seed, |g, a| g.option_text_in(a, lang))
}

/// The language [`check_playout`]'s viewer checks read at step `steps`: each playable
/// language in turn.
fn lang_at(steps: usize) -> Lang {
    Lang::PLAYABLE[(steps / VIEWER_EVERY) % Lang::PLAYABLE.len()]
}

/// The acting seat's list of options ([`Game::option_text`]) depends only on what that
/// seat observes: each action listed both here and in a copy determinized for the
/// acting seat (which it cannot tell from this state) reads the same in both.
pub fn check_option_texts_of<G: Game>(
    state: &G,
    seed: u64,
    option_text: impl Fn(&G, G::Action) -> String,
) -> Result<(), String> {
    let Turn::Player(p) = state.turn() else {
        return Ok(());
    };
    let mut rng = seeded_stream(seed, 0x0971);
    let world = state.determinize(p, &mut rng);
    let (mut here, mut there) = (Vec::new(), Vec::new());
    state.legal_actions(&mut here);
    world.legal_actions(&mut there);
    for a in here.into_iter().filter(|a| there.contains(a)) {
        let (mine, other) = (option_text(state, a), option_text(&world, a));
        if mine != other {
            return Err(format!(
                "seat {p}'s option \"{a}\" reads \"{mine}\" here but \"{other}\" in a state \
                 seat {p} cannot tell from this one: the text leaks what seat {p} may not know"
            ));
        }
    }
    Ok(())
}

/// [`check_viewer_texts`] with the texts written by `describe` (to test the check itself).
pub fn check_viewer_texts_of<G: Game>(
    state: &G,
    seed: u64,
    describe: impl Fn(&G, G::Action, Viewer) -> String,
) -> Result<(), String> {
    viewer_texts(state, seed, Lang::En, describe)
}

/// [`check_viewer_texts_of`] with the narration in `lang`.
fn viewer_texts<G: Game>(
    state: &G,
    seed: u64,
    lang: Lang,
    describe: impl Fn(&G, G::Action, Viewer) -> String,
) -> Result<(), String> {
    let mut rng = seeded_stream(seed, 0x71E3);
    for p in 0..state.players() {
        let mut seen: Vec<(String, String, String)> = Vec::new();
        let worlds = [state.clone(), state.determinize(p, &mut rng)];
        for world in &worlds {
            for a in probe_actions(world, &mut rng) {
                let mut next = world.clone();
                if next.apply(a).is_err() {
                    continue;
                }
                let after =
                    serde_json::to_string(&next.observation(p)).map_err(|e| e.to_string())?;
                let mut text = describe(world, a, Viewer::Seat(p));
                for line in next.narrate_in(world, a, Viewer::Seat(p), lang) {
                    text.push('\n');
                    text.push_str(&line);
                }
                match seen.iter().find(|(obs, _, _)| *obs == after) {
                    Some((_, other_text, other)) if *other_text != text => {
                        return Err(format!(
                            "seat {p} reads \"{text}\" for \"{a}\" but \"{other_text}\" for \"{other}\", \
                             though it observes the same after both: the text leaks what seat {p} may not know"
                        ))
                    }
                    Some(_) => {}
                    None => seen.push((after, text, a.to_string())),
                }
            }
        }
    }
    Ok(())
}

/// Up to [`PROBES`] of the actions or chance outcomes listed in `state`, sampled.
fn probe_actions<G: Game>(state: &G, rng: &mut crate::GameRng) -> Vec<G::Action> {
    let mut actions = Vec::new();
    if state.turn() == Turn::Chance {
        let mut chance = Vec::new();
        state.chance_outcomes(&mut chance);
        actions.extend(chance.into_iter().map(|(a, _)| a));
    } else {
        state.legal_actions(&mut actions);
    }
    while actions.len() > PROBES {
        let i = below(rng, actions.len() as u64) as usize;
        actions.swap_remove(i);
    }
    actions
}

/// The action's text parses back to the same action.
pub fn check_text_round_trip<G: Game>(a: G::Action) -> Result<(), String> {
    let text = a.to_string();
    match text.parse::<G::Action>() {
        Ok(b) if b == a => Ok(()),
        Ok(b) => Err(format!("\"{text}\" parses to {b:?}, not {a:?}")),
        Err(e) => Err(format!("\"{text}\" does not parse back: {e}")),
    }
}

/// `apply` on a clone fails and leaves the clone equal to the original.
fn expect_refused<G: Game>(
    state: &G,
    apply: impl FnOnce(&mut G) -> Result<(), crate::GameError>,
) -> Result<(), String> {
    let mut probe = state.clone();
    match apply(&mut probe) {
        Ok(()) => Err("an action that is not legal now was accepted".into()),
        Err(e) if probe != *state => Err(format!("a refused action changed the state ({e})")),
        Err(_) => Ok(()),
    }
}

/// The state, and every seat's observation, survive JSON round trips.
pub fn check_serde_round_trip<G: Game>(state: &G) -> Result<(), String> {
    let json = state.to_json();
    let back = G::from_json(&json).map_err(|e| format!("state JSON does not read back: {e}"))?;
    if back != *state {
        return Err("state JSON reads back to a different state".into());
    }
    if back.to_json() != json {
        return Err("state JSON is not byte-stable".into());
    }
    for p in 0..state.players() {
        let obs = state.observation(p);
        let text = serde_json::to_string(&obs).map_err(|e| e.to_string())?;
        let back: G::Observation = serde_json::from_str(&text)
            .map_err(|e| format!("observation JSON does not read back: {e}"))?;
        if back != obs {
            return Err(format!(
                "seat {p}'s observation changes in a JSON round trip"
            ));
        }
    }
    Ok(())
}

/// `determinize(observer)` gives a state whose observation (and observation tensor) for
/// `observer` is unchanged and which still satisfies the invariants.
pub fn check_determinize<G: Game>(state: &G, observer: usize, seed: u64) -> Result<(), String> {
    let mut rng = seeded_stream(seed, 0xDE7E);
    let sampled = state.determinize(observer, &mut rng);
    if sampled.observation(observer) != state.observation(observer) {
        return Err(format!(
            "determinize({observer}) changed what seat {observer} sees"
        ));
    }
    let (mut mine, mut theirs) = (Vec::new(), Vec::new());
    state.observation_tensor(observer, &mut mine);
    sampled.observation_tensor(observer, &mut theirs);
    let want: usize = G::observation_tensor_shape(state.config()).iter().product();
    if mine.len() != want {
        return Err(format!(
            "seat {observer}'s observation tensor has {} values, its shape says {want}",
            mine.len()
        ));
    }
    if let Some(x) = mine.iter().find(|x| !x.is_finite()) {
        return Err(format!("seat {observer}'s observation tensor holds {x}"));
    }
    if mine != theirs {
        return Err(format!(
            "seat {observer}'s observation tensor shows something its observation hides \
             (it differs in a determinized copy)"
        ));
    }
    sampled
        .check_invariants()
        .map_err(|e| format!("determinize({observer}) broke an invariant: {e}"))?;
    if sampled.turn() != state.turn() {
        return Err(format!("determinize({observer}) changed whose turn it is"));
    }
    Ok(())
}

/// The log replays to `final_state`, and reads back from JSON unchanged.
pub fn check_log<G: Game>(log: &MatchLog<G>, final_state: &G) -> Result<(), String> {
    let replayed = log
        .replay()
        .map_err(|e| format!("the log does not replay: {e}"))?;
    if replayed != *final_state {
        return Err("the log replays to a different state".into());
    }
    if replayed.to_json() != final_state.to_json() {
        return Err("the replayed state serializes to different bytes".into());
    }
    let back = MatchLog::<G>::from_json(&log.to_json())
        .map_err(|e| format!("the log does not read back from JSON: {e}"))?;
    if back != *log {
        return Err("the log changes in a JSON round trip".into());
    }
    Ok(())
}

/// Same configuration and seed give byte-identical final states and logs.
pub fn check_determinism<G: Game>(config: &G::Config, seed: u64) {
    let run = || {
        let players = config.players();
        let mut agents: Vec<Box<dyn Agent<G>>> = (0..players)
            .map(|p| Box::new(RandomAgent::new(seed + p as u64)) as Box<dyn Agent<G>>)
            .collect();
        let mut m = Match::<G>::new(config.clone(), seed).expect("config");
        m.play(&mut agents).expect("play");
        (m.state().to_json(), m.log().to_json())
    };
    assert_eq!(
        run(),
        run(),
        "{}: the same seed gave different games",
        G::NAME
    );
}

/// Plays random games and checks that nothing allocates once `warmup` steps are done:
/// first through `legal_actions`, `chance_outcomes`, `sample_chance` and `apply` (what
/// search and the driver call), then through [`Game::random_step`] (what `simulate` and
/// rollouts call, an engine's own override included). The test binary must install
/// [`crate::alloc::CountingAllocator`].
pub fn check_no_alloc<G: Game>(config: &G::Config, seed: u64, warmup: usize) -> Result<(), String> {
    use crate::alloc::count_allocations;
    if count_allocations(|| drop(std::hint::black_box(Vec::<u8>::with_capacity(8)))) == 0 {
        return Err("install nile_core::alloc::CountingAllocator as the global allocator".into());
    }
    let mut state = G::new(config).map_err(|e| e.to_string())?;
    let mut rng = seeded_stream(seed, 7);
    let mut legal = Vec::with_capacity(1024);
    let mut chance = Vec::with_capacity(1024);
    let mut steps = 0;
    while state.turn() != Turn::Over {
        let mut failure = None;
        let n = count_allocations(|| {
            let action = match state.turn() {
                Turn::Chance => state.sample_chance(&mut rng, &mut chance),
                _ => {
                    state.legal_actions(&mut legal);
                    state.chance_outcomes(&mut chance);
                    (!legal.is_empty()).then(|| legal[below(&mut rng, legal.len() as u64) as usize])
                }
            };
            match action {
                Some(a) => {
                    if let Err(e) = state.apply(a) {
                        failure = Some(e.to_string());
                    }
                }
                None => failure = Some("no action to take".into()),
            }
        });
        if let Some(f) = failure {
            return Err(format!("step {steps}: {f}"));
        }
        if steps >= warmup && n > 0 {
            return Err(format!(
                "step {steps} ({}) allocated {n} times",
                state.turn()
            ));
        }
        steps += 1;
    }
    let mut state = G::new(config).map_err(|e| e.to_string())?;
    let mut steps = 0;
    while state.turn() != Turn::Over {
        let mut result = Ok(crate::RandomStep::Chance);
        let n = count_allocations(|| {
            result = state.random_step(&mut rng, &mut legal, &mut chance);
        });
        result.map_err(|e| format!("random_step {steps}: {e}"))?;
        if steps >= warmup && n > 0 {
            return Err(format!(
                "random_step {steps} ({}) allocated {n} times",
                state.turn()
            ));
        }
        steps += 1;
    }
    Ok(())
}
