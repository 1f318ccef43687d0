//! The board's part of a `state` (each legal action's `target`, the `glossary`, the
//! `marks` and `last`): the same fields the browser's in-engine view has, for all five
//! games; built only from what the viewer may know (unchanged when the state is
//! replaced by a determinization for the viewer); and marking every step since a seat's
//! own last decision, bots' included, the same after a reconnection.

mod common;

use common::*;
use nile_core::dynamic::board::DynBoard;
use nile_core::dynamic::glossary::view_glossary_in;
use nile_core::dynamic::marks::StepMarks;
use nile_core::dynamic::view::{write_view_on_board_in, Viewer};
use nile_core::dynamic::DynGame;
use nile_core::rng::seeded_stream;
use nile_core::{Lang, Turn};
use nile_server::live::Live;
use nile_server::store::{MatchRecord, SeatRecord};
use serde_json::{json, Value};

/// The board fields of `viewer`'s view of `game` in every language: the view with
/// targets, and the glossary (a seat's view in any language shows only what it may know).
fn board_fields(board: &dyn DynBoard, game: &dyn DynGame, viewer: Viewer) -> String {
    let mut out = String::new();
    for lang in Lang::PLAYABLE {
        write_view_on_board_in(&mut out, game, board, viewer, true, lang).expect("a view");
        let glossary = view_glossary_in(board, game, viewer, &[], lang).expect("a glossary");
        out += &serde_json::to_string(&glossary).expect("JSON");
    }
    out
}

/// Every seat's board fields and its mark of step `index` are those of a world
/// determinized for it; the spectator's mark is that of any seat's determinization.
fn check_step(
    board: &dyn DynBoard,
    before: &dyn DynGame,
    index: Option<usize>,
    step: usize,
    seed: u64,
) -> Result<(), String> {
    let mut rng = seeded_stream(seed, 3);
    let real = index.map(|i| StepMarks::read(board, before, i, step).expect("marks"));
    if let (Some(real), Some(i)) = (&real, index) {
        check_hidden_steps_unmarked(before, real, i).map_err(|e| format!("step {step}: {e}"))?;
    }
    for s in 0..before.players() {
        let det = before.determinize(s, &mut rng).map_err(|e| e.to_string())?;
        let (mine, other) = (
            board_fields(board, before, Viewer::Seat(s)),
            board_fields(board, det.as_ref(), Viewer::Seat(s)),
        );
        if mine != other {
            return Err(format!(
                "seat {s}'s board fields depend on what it cannot know:\n{mine}\n{other}"
            ));
        }
        let (Some(real), Some(i)) = (&real, index) else {
            continue;
        };
        let mut applied = det.clone_box();
        if applied.apply_index(i).is_err() {
            continue;
        }
        let det = StepMarks::read(board, det.as_ref(), i, step).map_err(|e| e.to_string())?;
        for viewer in [Viewer::Seat(s), Viewer::Spectator] {
            if real.get(viewer) != det.get(viewer) {
                return Err(format!(
                    "{viewer:?}'s mark of step {step} depends on what it cannot know: {:?} / {:?}",
                    real.get(viewer),
                    det.get(viewer)
                ));
            }
        }
    }
    Ok(())
}

/// A step that reads to a viewer otherwise than to one who sees everything (a card drawn
/// into another hand, "seat 1 draws a decree") marks no element for that viewer: the
/// element's key could tell what the text hides.
fn check_hidden_steps_unmarked(
    before: &dyn DynGame,
    marks: &StepMarks,
    index: usize,
) -> Result<(), String> {
    let all = before
        .describe(index, Viewer::All)
        .map_err(|e| e.to_string())?;
    let seats = (0..before.players()).map(Viewer::Seat);
    let mut viewers = Vec::new();
    for viewer in std::iter::once(Viewer::Spectator).chain(seats) {
        let line = before.describe(index, viewer).map_err(|e| e.to_string())?;
        viewers.push((viewer, line));
    }
    for (viewer, line) in viewers {
        let mark = marks.get(viewer).ok_or("a mark for every viewer")?;
        if line != all && mark.key.is_some() {
            return Err(format!(
                "{viewer:?} reads {line:?} but is shown the element {:?}",
                mark.key
            ));
        }
    }
    Ok(())
}

#[test]
fn board_fields_and_marks_depend_only_on_what_their_viewer_may_know() {
    let catalog = catalog();
    for name in ["ra", "imhotep", "tekhenu", "pragas", "conquistando"] {
        let kind = catalog.find(name).unwrap();
        let players = *kind.game.players().start().max(&2);
        let seed = 7000 + players as u64;
        let record = MatchRecord {
            id: format!("{name}-board"),
            game: name.into(),
            config_json: kind.game.config_json(players, &[]).unwrap(),
            seed,
            seed_public: false,
            seats: vec![
                SeatRecord {
                    spec: "open".into(),
                    name: None,
                    token_hash: None,
                    stand_in: None,
                    clock_ms: None,
                };
                players
            ],
            step: 0,
            over: false,
            created: 0,
            undos: 0,
            clock: None,
            deadline: None,
            deadline_seat: None,
        };
        let mut live = Live::rebuild(kind, record, &[]).unwrap();
        let mut pick = Pick(seed | 1);
        let mut targets = 0;
        loop {
            let step = live.actions.len();
            let index = match live.game.turn() {
                Turn::Over => None,
                Turn::Chance => Some(live.with_chance(None).unwrap().0[0]),
                Turn::Player(_) => {
                    let legal = live.game.legal_actions();
                    Some(legal[pick.below(legal.len())])
                }
            };
            check_step(
                kind.board,
                live.game.as_ref(),
                index,
                step + 1,
                seed ^ step as u64,
            )
            .map_err(|e| format!("{name}, step {step}: {e}"))
            .unwrap();
            let Some(index) = index else { break };
            if let Turn::Player(p) = live.game.turn() {
                let state: Value = serde_json::from_str(
                    &live
                        .message(Viewer::Seat(p), 0, false, false, nile_core::Lang::En)
                        .unwrap(),
                )
                .unwrap();
                let legal = state["legal"].as_array().unwrap();
                assert!(
                    legal.iter().all(|a| a.get("target").is_some()),
                    "{name}: every legal action names its element"
                );
                targets += legal
                    .iter()
                    .filter(|a| a["target"]["key"].is_string())
                    .count();
                assert!(state["glossary"].is_object(), "{name}: a glossary");
            }
            live.apply(index).unwrap();
        }
        assert!(targets > 0, "{name}: legal actions name board elements");
    }
}

/// The next `state` on `ws`.
async fn next_state(ws: &mut Ws) -> Value {
    loop {
        let m = next(ws).await.expect("a message");
        assert_ne!(m["type"], "error", "{m}");
        if m["type"] == "state" {
            return m;
        }
    }
}

/// The steps `marks` lists, in order.
fn marked(state: &Value) -> Vec<u64> {
    state["marks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["step"].as_u64().unwrap())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_is_shown_every_step_since_its_last_decision_bots_included() {
    let db = temp_db("board-marks");
    let server = start(&db).await;
    let id = create(server.addr, "ra", &["open", "random", "random"], 11).await;
    let token = join(server.addr, &id, 0, "Ana").await;
    let mut ws = connect(server.addr, &id).await;
    send(&mut ws, json!({"type": "hello", "token": token})).await;
    let mut pick = Pick(5);
    let mut last_mine = 0u64;
    let mut bots_marked = 0;
    let mut acted_at = None;
    for _ in 0..60 {
        let state = next_state(&mut ws).await;
        let step = state["step"].as_u64().unwrap();
        let want: Vec<u64> = (last_mine + 1..=step).collect();
        assert_eq!(
            marked(&state),
            want,
            "the marks run from seat 0's last decision to step {step}"
        );
        if step > 0 {
            assert_eq!(state["last"]["step"], step, "the last step");
        }
        bots_marked += state["marks"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|m| m["actor"] == 1 || m["actor"] == 2)
            .count();
        if state["over"] == true {
            break;
        }
        let legal = state["legal"].as_array().unwrap();
        if state["turn"]["player"] == 0 && !legal.is_empty() && acted_at != Some(step) {
            // A reconnection sees the same marks: they are read from the stored steps.
            let mut again = connect(server.addr, &id).await;
            send(&mut again, json!({"type": "hello", "token": token})).await;
            let fresh = next_state(&mut again).await;
            assert_eq!(
                (&fresh["marks"], &fresh["last"]),
                (&state["marks"], &state["last"])
            );
            assert!(legal
                .iter()
                .all(|a| a["target"].is_object() || a["target"].is_null()));
            acted_at = Some(step);
            last_mine = step + 1;
            let choice = &legal[pick.below(legal.len())];
            send(
                &mut ws,
                json!({"type": "act", "step": step, "action": choice["index"]}),
            )
            .await;
        }
    }
    assert!(bots_marked > 0, "the bots' steps were marked for seat 0");
}
