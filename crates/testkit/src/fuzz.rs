//! What the fuzz targets in `fuzz/` run, one generic function per kind of input, so every
//! game is fuzzed the same way. Each panics only on a real defect: an engine panic, an
//! accepted state that cannot be played to the end, or a refused action that changed the
//! state.

use nile_core::dynamic::{DynGameType, GameType};
use nile_core::rng::{below, seeded};
use nile_core::{random_playout, Game, MatchLog, Turn, Viewer};

/// A seed made from the input's bytes.
fn seed_of(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x1000_0000_01b3)
    })
}

/// Plays `state` to the end at random; an accepted state that cannot finish is a defect.
fn must_finish<G: Game>(mut state: G, seed: u64, what: &str) {
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    if let Err(e) = random_playout(&mut state, &mut seeded(seed), &mut legal, &mut chance) {
        panic!(
            "{}: {what} was accepted but cannot be played to the end: {e}",
            G::NAME
        );
    }
    assert!(
        state.outcome().is_some(),
        "{}: {what} ended without an outcome",
        G::NAME
    );
}

/// State JSON → [`Game::from_json`] → render, observe, play to the end.
pub fn state_json<G: Game>(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(state) = G::from_json(text) else {
        return;
    };
    let _ = state.render(Viewer::All);
    let _ = state.render(Viewer::Spectator);
    let mut tensor = Vec::new();
    for p in 0..state.players() {
        let _ = state.render(Viewer::Seat(p));
        let _ = serde_json::to_string(&state.observation(p));
        state.observation_tensor(p, &mut tensor);
    }
    must_finish(state, seed_of(data), "a state read from JSON");
}

/// Log JSON → [`MatchLog::from_json`] → replay; a replayed state plays to the end.
pub fn log_json<G: Game>(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(log) = MatchLog::<G>::from_json(text) else {
        return;
    };
    if let Ok(state) = log.replay() {
        must_finish(state, seed_of(data), "a replayed log");
    }
}

/// A random position (the first 8 bytes seed it), then the rest of the input as an
/// action's text and as its JSON: applied, or refused with the state byte-identical.
pub fn action_text<G: Game>(config: &G::Config, data: &[u8]) {
    let (head, rest) = data.split_at(data.len().min(8));
    let mut rng = seeded(seed_of(head));
    let Ok(mut state) = G::new(config) else {
        return;
    };
    let steps = below(&mut rng, G::step_bound(config) as u64 / 2 + 1);
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    for _ in 0..steps {
        if state.turn() == Turn::Over
            || state
                .random_step(&mut rng, &mut legal, &mut chance)
                .is_err()
        {
            break;
        }
    }
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let candidates = [
        text.parse::<G::Action>().ok(),
        serde_json::from_str::<G::Action>(text).ok(),
    ];
    for action in candidates.into_iter().flatten() {
        let _ = action.to_string();
        let seats = (0..state.players()).map(Viewer::Seat);
        for viewer in [Viewer::All, Viewer::Spectator].into_iter().chain(seats) {
            let _ = state.describe(action, viewer);
        }
        let before = state.to_json();
        let mut probe = state.clone();
        match probe.apply(action) {
            Ok(()) => {
                let _ = probe.narrate(&state, action, Viewer::All);
                must_finish(probe, seed_of(rest), "a state after an accepted action");
            }
            Err(e) => assert_eq!(
                probe.to_json(),
                before,
                "{}: the refused action \"{action}\" ({e}) changed the state",
                G::NAME
            ),
        }
    }
}

/// The dynamic layer by index: pairs of bytes are action indices (any value), applied in
/// turn to a fresh game; a refused index leaves the state unchanged; then play to the end.
pub fn dynamic_index<G: Game>(players: usize, data: &[u8]) {
    let kind: &dyn DynGameType = &GameType::<G>::NEW;
    let Ok(mut game) = kind.new_game(players, &[]) else {
        return;
    };
    for pair in data.chunks(2) {
        let index = usize::from(pair[0]) << 8 | usize::from(*pair.get(1).unwrap_or(&0));
        let before = game.to_json();
        if game.apply_index(index).is_err() {
            assert_eq!(
                game.to_json(),
                before,
                "{}: a refused index changed the state",
                G::NAME
            );
        }
        let _ = game.describe(index, Viewer::All);
        if game.turn() == Turn::Over {
            return;
        }
    }
    let state = kind.state_from_json(&game.to_json());
    assert!(
        state.is_ok(),
        "{}: a state reached by index does not read back",
        G::NAME
    );
}
