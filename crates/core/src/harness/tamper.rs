//! The tamper checks: a state read from JSON that someone changed (a saved game, a log, a
//! fuzzer's input) must be refused with a typed error or be a state the engine can play to
//! the end. [`check_tampered_states`] changes digits of random mid-game states;
//! [`check_every_number_tampered`] sets every number of one state, one at a time, to
//! chosen values.

use crate::game::{Game, Turn};
use crate::rng::{below, seeded_stream};
use crate::viewer::Viewer;

/// Tampers with the JSON of mid-game states (digits changed, numbers made huge) and
/// checks that [`Game::from_json`] either refuses the text with a typed error or returns
/// a state the engine can render, observe and play to the end (random play within the
/// step bound, ending with an outcome) without panicking.
pub fn check_tampered_states<G: Game>(
    config: &G::Config,
    seed: u64,
    mutations: usize,
) -> Result<(), String> {
    let mut rng = seeded_stream(seed, 0x7A3B);
    let mut state = G::new(config).map_err(|e| e.to_string())?;
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    let depth = 1 + below(&mut rng, G::step_bound(config) as u64 / 4 + 1) as usize;
    random_steps(&mut state, &mut rng, depth, &mut legal, &mut chance)
        .map_err(|e| format!("setting up: {e}"))?;
    let json = state.to_json();
    let digits: Vec<usize> = json
        .bytes()
        .enumerate()
        .filter(|(_, b)| b.is_ascii_digit())
        .map(|(i, _)| i)
        .collect();
    if digits.is_empty() {
        return Ok(());
    }
    for m in 0..mutations {
        let mut bytes = json.clone().into_bytes();
        let at = digits[below(&mut rng, digits.len() as u64) as usize];
        let tampered = match below(&mut rng, 3) {
            0 => {
                bytes[at] = b'0' + below(&mut rng, 10) as u8;
                bytes
            }
            1 => {
                bytes.splice(at..at, *b"99");
                bytes
            }
            _ => {
                bytes.splice(at..at, *b"4294967");
                bytes
            }
        };
        let text = String::from_utf8(tampered).map_err(|e| e.to_string())?;
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let Ok(mut s) = G::from_json(&text) else {
                return Ok(());
            };
            let _ = s.render(Viewer::All);
            for p in 0..s.players() {
                let _ = s.observation(p);
                let _ = s.render(Viewer::Seat(p));
                let _ = s.score(p);
            }
            // Every accepted state can be played to the end.
            let mut r = seeded_stream(seed, m as u64);
            let (mut legal, mut chance) = (Vec::new(), Vec::new());
            crate::game::random_playout(&mut s, &mut r, &mut legal, &mut chance).map_err(|e| {
                format!(
                    "a tampered state was accepted but cannot be played to the end ({e}): {text}"
                )
            })?;
            if s.outcome().is_none() {
                return Err(format!("a tampered state ended without an outcome: {text}"));
            }
            Ok::<(), String>(())
        }));
        match result {
            Ok(r) => r?,
            Err(_) => {
                return Err(format!(
                    "a tampered state made the engine panic (mutation {m} at byte {at}): {text}"
                ))
            }
        }
    }
    Ok(())
}

/// Sets every number of `state`'s JSON, one at a time, to each of `values`, and checks
/// that [`Game::from_json`] refuses the result or returns a state that renders, observes
/// and plays to the end with an outcome. Returns how many tampered states were accepted.
/// (A finer sweep than [`check_tampered_states`]: every field, chosen values.)
pub fn check_every_number_tampered<G: Game>(
    state: &G,
    values: &[u64],
    seed: u64,
) -> Result<usize, String> {
    let json: serde_json::Value =
        serde_json::from_str(&state.to_json()).map_err(|e| e.to_string())?;
    let mut paths = Vec::new();
    number_paths(&json, &mut Vec::new(), &mut paths);
    let mut accepted = 0;
    for path in &paths {
        for &new in values {
            let mut tampered = json.clone();
            if let Some(slot) = tampered.pointer_mut(path) {
                *slot = serde_json::Value::from(new);
            }
            let Ok(mut s) = G::from_json(&tampered.to_string()) else {
                continue;
            };
            accepted += 1;
            let _ = s.render(Viewer::All);
            for p in 0..s.players() {
                let _ = (s.observation(p), s.render(Viewer::Seat(p)));
            }
            let mut rng = seeded_stream(seed, 0x7A4E);
            let (mut legal, mut chance) = (Vec::new(), Vec::new());
            crate::game::random_playout(&mut s, &mut rng, &mut legal, &mut chance).map_err(
                |e| format!("{path} = {new}: accepted but cannot be played to the end: {e}"),
            )?;
            if s.outcome().is_none() {
                return Err(format!("{path} = {new}: ended without an outcome"));
            }
        }
    }
    Ok(accepted)
}

/// The JSON pointers of every number in `value`.
fn number_paths(value: &serde_json::Value, path: &mut Vec<String>, out: &mut Vec<String>) {
    use serde_json::Value;
    match value {
        Value::Number(_) => out.push(path.iter().map(|k| format!("/{k}")).collect()),
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                path.push(i.to_string());
                number_paths(item, path, out);
                path.pop();
            }
        }
        Value::Object(map) => {
            for (k, item) in map {
                path.push(k.replace('~', "~0").replace('/', "~1"));
                number_paths(item, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

/// Plays up to `steps` random steps; stops early at the end of the game.
fn random_steps<G: Game>(
    state: &mut G,
    rng: &mut crate::GameRng,
    steps: usize,
    legal: &mut Vec<G::Action>,
    chance: &mut Vec<(G::Action, u32)>,
) -> Result<(), crate::GameError> {
    for _ in 0..steps {
        let action = match state.turn() {
            Turn::Over => return Ok(()),
            Turn::Chance => state.sample_chance(rng, chance),
            Turn::Player(_) => {
                state.legal_actions(legal);
                (!legal.is_empty()).then(|| legal[below(rng, legal.len() as u64) as usize])
            }
        };
        match action {
            Some(a) => state.apply(a)?,
            None => return Ok(()),
        }
    }
    Ok(())
}
