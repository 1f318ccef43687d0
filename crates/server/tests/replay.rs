//! Replays over a real server on loopback (`GET /api/matches/{id}/replay`): for a
//! finished match of every game in the catalog, every step replayed as each seat (with
//! its credential) equals what that seat's live `state` showed at that step; the
//! spectator's replay of every step equals the live spectator's, and passes the viewer
//! check (unchanged when the position is replaced by any seat's determinization; its
//! lines the same in every world no seat tells apart); a seat's view without its
//! credential, a step past the end, and an unfinished match are refused with a typed
//! error.

mod common;

use std::net::SocketAddr;

use common::*;
use nile_core::dynamic::view::{step_lines, view_json, Viewer};
use nile_core::dynamic::DynGame;
use nile_core::rng::seeded_stream;
use serde_json::{json, Value};

/// `GET path` with the credential `token` as `Authorization: Bearer`; the status and the
/// body as JSON.
async fn get(addr: SocketAddr, path: &str, token: Option<&str>) -> (u16, Value) {
    http_as(addr, "GET", path, None, token).await
}

/// Every `state` one connection receives until the end: a seat playing random legal
/// moves (with `token`), or a spectator (without).
async fn watch(addr: SocketAddr, id: String, token: Option<String>, seed: u64) -> Vec<Value> {
    let mut ws = connect(addr, &id).await;
    send(&mut ws, json!({"type": "hello", "token": token})).await;
    let mut pick = Pick(seed | 1);
    let mut states = Vec::new();
    let mut acted_at = None;
    loop {
        let msg = next(&mut ws).await.expect("the server stays connected");
        assert_ne!(msg["type"], "error", "refused: {msg}");
        if msg["type"] != "state" {
            continue;
        }
        states.push(msg.clone());
        if msg["over"] == true {
            return states;
        }
        let legal = msg["legal"].as_array().expect("legal");
        if token.is_some() && !legal.is_empty() && acted_at != msg["step"].as_u64() {
            acted_at = msg["step"].as_u64();
            let choice = &legal[pick.below(legal.len())];
            let act = json!({"type": "act", "step": msg["step"], "action": choice["index"]});
            send(&mut ws, act).await;
        }
    }
}

/// The members a live `state` and the replay of the same step must share: everything
/// but what depends on the connection (its lines since its last message, who is
/// connected now, whether it may undo now, the running clock).
const SAME: &[&str] = &[
    "match",
    "game",
    "title",
    "players",
    "you",
    "step",
    "turn",
    "over",
    "observation",
    "render",
    "legal",
    "glossary",
    "marks",
    "last",
    "scores",
    "outcome",
    "log",
];

fn assert_same(live: &Value, replay: &Value, what: &str) {
    for key in SAME {
        if matches!((*key, live["you"].is_null()), ("marks", true)) {
            // A spectator's marks are the steps since its last message: compared below.
            continue;
        }
        assert_eq!(live.get(*key), replay.get(*key), "{what}: `{key}` differs");
    }
    // The replay's lines are its step's alone: the live message's last.
    let step = live["step"].as_u64().unwrap_or(0);
    if let Some(last) = live["lines"].as_array().and_then(|l| l.last()) {
        if last["step"].as_u64() == Some(step) {
            assert_eq!(replay["lines"], json!([last]), "{what}: the step's lines");
        }
    }
}

/// The viewer check on a spectator's replay at one step: its view is the public view of
/// the position, unchanged under every seat's determinization, and its lines are the
/// public lines, the same in every world where every seat observes the same.
fn check_spectator(
    before: Option<&dyn DynGame>,
    after: &dyn DynGame,
    index: Option<usize>,
    replay: &Value,
    seed: u64,
) -> Result<(), String> {
    let mut rng = seeded_stream(seed, 3);
    let public: Value =
        serde_json::from_str(&view_json(after, Viewer::Spectator).unwrap()).unwrap();
    for key in ["turn", "observation", "legal", "scores", "outcome"] {
        if public.get(key) != replay.get(key) {
            return Err(format!("`{key}` is not the public view's"));
        }
    }
    for s in 0..after.players() {
        let det = after.determinize(s, &mut rng).map_err(|e| e.to_string())?;
        let other: Value =
            serde_json::from_str(&view_json(det.as_ref(), Viewer::Spectator).unwrap()).unwrap();
        if other != public {
            return Err(format!("the view changes under seat {s}'s determinization"));
        }
    }
    let (Some(before), Some(index)) = (before, index) else {
        return Ok(());
    };
    let real = step_lines(before, after, index).map_err(|e| e.to_string())?;
    let told: Vec<String> = replay["lines"][0]["lines"]
        .as_array()
        .map(|l| {
            l.iter()
                .filter_map(|x| x.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default();
    if told != real.for_viewer(Viewer::Spectator) {
        return Err(format!("the lines {told:?} are not the public lines"));
    }
    for s in 0..before.players() {
        let det = before.determinize(s, &mut rng).map_err(|e| e.to_string())?;
        let mut det_after = det.clone_box();
        if det_after.apply_index(index).is_err() {
            continue;
        }
        let same = |p: usize| det_after.observation_json(p).ok() == after.observation_json(p).ok();
        if (0..before.players()).all(same) {
            let lines =
                step_lines(det.as_ref(), det_after.as_ref(), index).map_err(|e| e.to_string())?;
            if lines.for_viewer(Viewer::Spectator) != told {
                return Err(format!(
                    "the lines {told:?} depend on what no seat tells apart"
                ));
            }
        }
    }
    Ok(())
}

/// Plays one match of `game` with every seat a random player, then replays it.
async fn replay_game(addr: SocketAddr, game: &str, players: usize, seed: u64) {
    let seats = vec!["open"; players];
    let id = create(addr, game, &seats, seed).await;
    let mut tokens = Vec::new();
    for s in 0..players {
        tokens.push(join(addr, &id, s, &format!("P{s}")).await);
    }
    let spectator = tokio::spawn(watch(addr, id.clone(), None, 0));
    let mut tasks = Vec::new();
    for (s, t) in tokens.iter().enumerate() {
        tasks.push(tokio::spawn(watch(
            addr,
            id.clone(),
            Some(t.clone()),
            seed + s as u64,
        )));
    }
    let mut seen = Vec::new();
    for t in tasks {
        seen.push(t.await.expect("a seat plays to the end"));
    }
    let watched = spectator.await.expect("the spectator watches to the end");
    let last = watched.last().expect("a final state");
    let steps = last["step"].as_u64().expect("a step");
    let log = last["log"].as_str().expect("the log at the end");

    // Every seat: each step it was shown, replayed with its credential, is the same.
    for (s, states) in seen.iter().enumerate() {
        for live in states {
            let k = live["step"].as_u64().unwrap();
            let path = format!("/api/matches/{id}/replay?step={k}&seat={s}");
            let (status, replay) = get(addr, &path, Some(&tokens[s])).await;
            assert_eq!(status, 200, "{game} seat {s} step {k}: {replay}");
            assert_eq!(replay["type"], "replay");
            assert_eq!(replay["steps"], steps);
            assert_same(live, &replay, &format!("{game}, seat {s}, step {k}"));
        }
    }
    // The spectator: every step, checked against the live spectator's messages and the
    // viewer check on a position rebuilt from the log.
    let catalog = catalog();
    let kind = catalog.find(game).expect("a game of the catalog");
    let read = kind.game.read_log(log).expect("the log reads");
    let mut game_now = kind.game.new_game_from_config(&read.config_json).unwrap();
    let mut before: Option<Box<dyn DynGame>> = None;
    for k in 0..=steps {
        let index = k.checked_sub(1).map(|i| read.actions[i as usize]);
        if let Some(i) = index {
            before = Some(game_now.clone_box());
            game_now.apply_index(i).unwrap();
        }
        let (status, replay) = get(addr, &format!("/api/matches/{id}/replay?step={k}"), None).await;
        assert_eq!(status, 200, "{game} spectator step {k}: {replay}");
        assert!(replay["you"].is_null());
        assert!(replay.get("render").is_none(), "a spectator gets no render");
        check_spectator(
            before.as_deref(),
            game_now.as_ref(),
            index,
            &replay,
            seed ^ k,
        )
        .unwrap_or_else(|e| panic!("{game}, spectator, step {k}: {e}"));
        if let Some(live) = watched.iter().find(|m| m["step"] == k) {
            assert_same(live, &replay, &format!("{game}, spectator, step {k}"));
            if live["lines"].as_array().is_some_and(|l| l.len() == 1) {
                assert_eq!(
                    live["marks"], replay["marks"],
                    "{game}, spectator, step {k}"
                );
            }
        }
    }
    // Past the end, and another seat's view with this seat's credential: refused.
    let (status, e) = get(
        addr,
        &format!("/api/matches/{id}/replay?step={}", steps + 1),
        None,
    )
    .await;
    assert_eq!(
        (status, e["error"].as_str()),
        (400, Some("bad_step")),
        "{e}"
    );
    let other = format!("/api/matches/{id}/replay?step=1&seat=1");
    let (status, e) = get(addr, &other, Some(&tokens[0])).await;
    assert_eq!(
        (status, e["error"].as_str()),
        (403, Some("forbidden")),
        "{e}"
    );
    println!("{game}, {players} players: {steps} steps replayed");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_step_replays_as_each_viewer_saw_it_in_every_game() {
    let server = start(&temp_db("replay-all")).await;
    let catalog = catalog();
    for (g, name) in catalog.names().into_iter().enumerate() {
        let kind = catalog.find(name).unwrap();
        let players = *kind.game.players().start().max(&2);
        replay_game(server.addr, name, players, 40 + g as u64).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replays_are_refused_without_the_credential_past_the_end_and_before_the_end() {
    let server = start(&temp_db("replay-refused")).await;
    let addr = server.addr;
    let catalog = catalog();
    let name = catalog.names()[0];
    let id = create(addr, name, &["open", "open"], 5).await;
    let t0 = join(addr, &id, 0, "Ana").await;
    let t1 = join(addr, &id, 1, "Bo").await;
    // Not over yet: refused for everyone.
    let (status, e) = get(addr, &format!("/api/matches/{id}/replay?step=0"), None).await;
    assert_eq!(
        (status, e["error"].as_str()),
        (409, Some("not_over")),
        "{e}"
    );
    assert!(e["message"].as_str().unwrap().contains("not over"));
    let a = tokio::spawn(play_seat(addr, id.clone(), t0.clone(), 1));
    let b = tokio::spawn(play_seat(addr, id.clone(), t1.clone(), 2));
    a.await.unwrap();
    b.await.unwrap();
    let seat0 = format!("/api/matches/{id}/replay?step=1&seat=0");
    // A seat's view: no credential, a wrong one, another seat's.
    for token in [None, Some("00"), Some(t1.as_str())] {
        let (status, e) = get(addr, &seat0, token).await;
        assert_eq!(
            (status, e["error"].as_str()),
            (403, Some("forbidden")),
            "{e}"
        );
        assert!(e["message"].as_str().unwrap().contains("credential"), "{e}");
    }
    let (status, ok) = get(addr, &seat0, Some(&t0)).await;
    assert_eq!((status, &ok["you"]), (200, &json!(0)), "{ok}");
    // The last step when none is asked; no render when asked for none.
    let (_, end) = get(
        addr,
        &format!("/api/matches/{id}/replay?seat=0&render=false"),
        Some(&t0),
    )
    .await;
    assert_eq!(end["step"], end["steps"]);
    assert_eq!(end["over"], true);
    assert!(end.get("render").is_none());
    for (path, code, status) in [
        (
            format!("/api/matches/{id}/replay?step=99999"),
            "bad_step",
            400,
        ),
        (
            format!("/api/matches/{id}/replay?step=-1"),
            "bad_request",
            400,
        ),
        (
            format!("/api/matches/{id}/replay?seat=7"),
            "bad_request",
            400,
        ),
        (
            format!("/api/matches/{id}/replay?sneaky=1"),
            "bad_request",
            400,
        ),
        ("/api/matches/nope/replay".to_string(), "no_match", 404),
    ] {
        let (got, e) = get(addr, &path, None).await;
        assert_eq!(
            (got, e["error"].as_str()),
            (status, Some(code)),
            "{path}: {e}"
        );
        assert!(e["message"].as_str().is_some_and(|m| !m.is_empty()));
    }
}
