//! Golden fixtures: complete games saved by nile 0.1.0 (`tests/fixtures/v0.1.0/<game>/<case>/`,
//! see `tests/fixtures/README.md`) replay through the public API to the same final state
//! (the same JSON bytes), the same scores, outcome and returns, and the same texts for
//! every viewer; every saved state reads back and writes out to the same bytes.
//!
//! A case's files:
//! - `log.json`: the log `nile play … --log` saved (bots in every seat);
//! - `state.json`, `state-mid.json`: the final state and the state after half the steps,
//!   as [`DynGame::to_json`] writes them;
//! - `result.json`: steps, whose turn, scores, outcome and returns;
//! - `seat<N>.txt`, `spectator.txt`, `all.txt`: every step as that viewer reads it
//!   (`describe` then `narrate` for that `Viewer`;
//!   `all` is the omniscient reader of `nile replay --steps`), then the final `render`;
//! - `views.txt`: every viewer's view ([`write_view_with`], without the render) after
//!   half the steps and at the end.
//!
//! Regenerating: `NILE_BLESS=1 cargo test --test golden` rewrites the text files
//! (`*.txt`), for a DELIBERATE change of what people read, and writes the other files only
//! where they are missing (a new case). The states' bytes, the scores, the outcome and the
//! returns must never need it: a saved game of 0.1.0 that replays to anything else is a
//! lost game, and blessing never overwrites them. Under `CI=true` blessing is refused.
#![cfg(all(
    feature = "ra",
    feature = "imhotep",
    feature = "tekhenu",
    feature = "pragas",
    feature = "conquistando"
))]

use std::path::{Path, PathBuf};

use nile::core::dynamic::view::{step_lines, write_view_with, Viewer};
use nile::core::dynamic::{DynGame, DynGameType};
use nile::core::Turn;
use nile::registry;
use serde_json::{json, Value};

/// The fixtures of the version whose saved games must keep replaying.
const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v0.1.0");

fn blessing() -> bool {
    let bless = std::env::var("NILE_BLESS").is_ok_and(|v| !v.is_empty() && v != "0");
    if bless && std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("NILE_BLESS is refused under CI=true: bless on a workstation and commit the diff");
    }
    bless
}

/// One text file as it is built: its lines, and for each the step it belongs to (0 for
/// the header and the final render).
#[derive(Default)]
struct Text {
    lines: Vec<String>,
    steps: Vec<usize>,
}

impl Text {
    fn push(&mut self, step: usize, line: String) {
        // A line with a line break in it is several lines of the file.
        for part in line.split('\n') {
            self.lines.push(part.to_string());
            self.steps.push(step);
        }
    }

    fn step_lines(&mut self, step: usize, who: &str, lines: &[String]) {
        let mut it = lines.iter();
        let first = it.next().map_or("", String::as_str);
        self.push(step, format!("{step}. ({who}) {first}"));
        for line in it {
            self.push(step, format!("    {line}"));
        }
    }

    fn contents(&self) -> String {
        let mut s = self.lines.join("\n");
        s.push('\n');
        s
    }
}

/// Everything a case's replay produces, file by file.
struct Replayed {
    final_state: String,
    mid_state: String,
    result: Value,
    texts: Vec<(String, Text)>,
}

fn kind(name: &str) -> &'static dyn DynGameType {
    registry::find(name).unwrap_or_else(|e| panic!("{e}")).game
}

fn replay(case: &str, log: &str) -> Replayed {
    let log_game: Value =
        serde_json::from_str(log).unwrap_or_else(|e| panic!("{case}: log.json: {e}"));
    let kind = kind(log_game["game"].as_str().expect("the log names its game"));
    let read = kind
        .read_log(log)
        .unwrap_or_else(|e| panic!("{case}: the log does not read: {e}"));
    let mut game = kind
        .new_game_from_config(&read.config_json)
        .unwrap_or_else(|e| panic!("{case}: the log's configuration: {e}"));
    let players = game.players();
    let steps = read.actions.len();
    let mid = steps / 2;
    let mut seats: Vec<Text> = (0..players).map(|_| Text::default()).collect();
    let mut spectator = Text::default();
    let mut all = Text::default();
    let title = kind.title();
    for (p, t) in seats.iter_mut().enumerate() {
        t.push(
            0,
            format!("# {title}, {players} seats: every step as seat {p} reads it"),
        );
    }
    spectator.push(
        0,
        format!("# {title}, {players} seats: every step as a spectator reads it"),
    );
    all.push(
        0,
        format!("# {title}, {players} seats: every step as one who sees everything reads it"),
    );
    let mut views = Text::default();
    let mut mid_state = String::new();
    let write_views = |views: &mut Text, game: &dyn DynGame, when: &str, step: usize| {
        for viewer in (0..players)
            .map(Viewer::Seat)
            .chain(std::iter::once(Viewer::Spectator))
        {
            let mut out = String::from("{");
            write_view_with(&mut out, game, viewer, false)
                .unwrap_or_else(|e| panic!("{case}: the view at step {step}: {e}"));
            out.push('}');
            views.push(step, format!("{when} (step {step}), {viewer}: {out}"));
        }
    };
    for (k, &index) in read.actions.iter().enumerate() {
        let step = k + 1;
        let before = game.clone();
        game.apply_index(index)
            .unwrap_or_else(|e| panic!("{case}: step {step} does not apply: {e}"));
        let who = match before.turn() {
            Turn::Player(p) => format!("seat {p}"),
            _ => "chance".into(),
        };
        let lines = step_lines(before.as_ref(), game.as_ref(), index)
            .unwrap_or_else(|e| panic!("{case}: step {step}'s lines: {e}"));
        for (p, t) in seats.iter_mut().enumerate() {
            t.step_lines(step, &who, lines.for_viewer(Viewer::Seat(p)));
        }
        spectator.step_lines(step, &who, lines.for_viewer(Viewer::Spectator));
        all.step_lines(step, &who, lines.for_viewer(Viewer::All));
        if step == mid {
            mid_state = game.to_json();
            write_views(&mut views, game.as_ref(), "mid", step);
        }
    }
    if mid == 0 {
        mid_state = kind
            .new_game_from_config(&read.config_json)
            .map(|g| g.to_json())
            .unwrap_or_default();
    }
    write_views(&mut views, game.as_ref(), "final", steps);
    for (p, t) in seats.iter_mut().enumerate() {
        t.push(0, format!("== the final position as seat {p} sees it =="));
        t.push(0, game.render(Viewer::Seat(p)).expect("a seat's render"));
    }
    all.push(0, "== the final position ==".into());
    all.push(0, game.render(Viewer::All).expect("the full render"));

    // The one-call replay agrees with the step-by-step one.
    let whole = kind
        .replay_log(log)
        .unwrap_or_else(|e| panic!("{case}: replay_log: {e}"));
    assert_eq!(
        whole.to_json(),
        game.to_json(),
        "{case}: replay_log and a step-by-step replay disagree"
    );

    let outcome = game.outcome();
    let returns: Vec<f64> = (0..players)
        .map(|p| outcome.as_ref().map_or(0.0, |o| o.reward(p)))
        .collect();
    let turn = match game.turn() {
        Turn::Player(p) => json!({"player": p}),
        Turn::Chance => json!("chance"),
        Turn::Over => json!("over"),
    };
    let result = json!({
        "game": kind.name(),
        "players": players,
        "steps": steps,
        "mid_step": mid,
        "turn": turn,
        "scores": game.scores(),
        "outcome": outcome,
        "returns": returns,
    });
    let mut texts: Vec<(String, Text)> = seats
        .into_iter()
        .enumerate()
        .map(|(p, t)| (format!("seat{p}.txt"), t))
        .collect();
    texts.push(("spectator.txt".into(), spectator));
    texts.push(("all.txt".into(), all));
    texts.push(("views.txt".into(), views));
    Replayed {
        final_state: game.to_json(),
        mid_state,
        result,
        texts,
    }
}

/// The first line where `stored` and `replayed` part, as a message.
fn first_difference(stored: &str, replayed: &Text) -> Option<String> {
    let old: Vec<&str> = stored
        .strip_suffix('\n')
        .unwrap_or(stored)
        .split('\n')
        .collect();
    let n = old.len().max(replayed.lines.len());
    (0..n).find_map(|i| {
        let a = old.get(i).copied();
        let b = replayed.lines.get(i).map(String::as_str);
        (a != b).then(|| {
            let step = replayed
                .steps
                .get(i)
                .or(replayed.steps.last())
                .copied()
                .unwrap_or(0);
            let at = if step == 0 {
                String::new()
            } else {
                format!(" (step {step})")
            };
            format!(
                "first difference at line {}{at}:\n    stored:   {}\n    replayed: {}",
                i + 1,
                a.unwrap_or("<no line>"),
                b.unwrap_or("<no line>")
            )
        })
    })
}

/// The first byte where two states part, with some context.
fn byte_difference(stored: &str, replayed: &str) -> String {
    let at = stored
        .bytes()
        .zip(replayed.bytes())
        .position(|(a, b)| a != b)
        .unwrap_or(stored.len().min(replayed.len()));
    let around = |s: &str| {
        let mut from = at.saturating_sub(60).min(s.len());
        while !s.is_char_boundary(from) {
            from -= 1;
        }
        let mut to = (at + 60).min(s.len());
        while !s.is_char_boundary(to) {
            to += 1;
        }
        s[from..to].to_string()
    };
    format!(
        "first difference at byte {at} (lengths {} and {}):\n    stored:   …{}…\n    replayed: …{}…",
        stored.len(),
        replayed.len(),
        around(stored),
        around(replayed)
    )
}

fn cases(game: &str) -> Vec<PathBuf> {
    let dir = Path::new(ROOT).join(game);
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.join("log.json").is_file())
        .collect();
    cases.sort();
    assert!(
        !cases.is_empty(),
        "no fixture of {game} in {}",
        dir.display()
    );
    cases
}

fn read(path: &Path) -> Option<String> {
    std::fs::read_to_string(path).ok()
}

/// Replays every case of `game` and compares; returns the failures, one message each.
fn check_game(game: &str) {
    let bless = blessing();
    let mut failures = Vec::new();
    for dir in cases(game) {
        let case = format!(
            "{game}/{}",
            dir.file_name().unwrap_or_default().to_string_lossy()
        );
        let log = read(&dir.join("log.json")).expect("log.json");
        let replayed = replay(&case, &log);
        // The state and the result: never blessed, only written when missing.
        let facts = [
            ("state.json", replayed.final_state.clone()),
            ("state-mid.json", replayed.mid_state.clone()),
            (
                "result.json",
                serde_json::to_string_pretty(&replayed.result).expect("JSON") + "\n",
            ),
        ];
        for (file, bytes) in &facts {
            let path = dir.join(file);
            match read(&path) {
                None if bless => std::fs::write(&path, bytes).expect("write a fixture"),
                None => failures.push(format!(
                    "{case}/{file} is missing (NILE_BLESS=1 writes a new case's files)"
                )),
                Some(stored) if *file == "result.json" => {
                    let stored: Value = serde_json::from_str(&stored)
                        .unwrap_or_else(|e| panic!("{case}/{file}: {e}"));
                    if stored != replayed.result {
                        failures.push(format!(
                            "{case}/{file}: the replay ends differently (never blessed: a \
                             saved game must end as it did)\n    stored:   {stored}\n    \
                             replayed: {}",
                            replayed.result
                        ));
                    }
                }
                Some(stored) => {
                    if stored != *bytes {
                        failures.push(format!(
                            "{case}/{file}: the replayed state's JSON is not the stored one \
                             (never blessed: a saved state must keep its bytes); {}",
                            byte_difference(&stored, bytes)
                        ));
                    }
                }
            }
        }
        for (file, text) in &replayed.texts {
            let path = dir.join(file);
            let stored = read(&path).unwrap_or_default();
            if let Some(diff) = first_difference(&stored, text) {
                if bless {
                    std::fs::write(&path, text.contents()).expect("write a fixture");
                } else {
                    failures.push(format!(
                        "{case}/{file}: {diff}\n    (a deliberate change of text: \
                         NILE_BLESS=1 cargo test --test golden, and review the diff)"
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} golden fixture file(s) of {game} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Every saved state reads back ([`DynGameType::state_from_json`]) and writes out to the
/// same bytes.
fn check_states(game: &str) {
    let kind = kind(game);
    for dir in cases(game) {
        for file in ["state.json", "state-mid.json"] {
            let path = dir.join(file);
            let Some(stored) = read(&path) else {
                // A new case's states are written by the blessing replay.
                assert!(blessing(), "{} is missing", path.display());
                continue;
            };
            let state = kind
                .state_from_json(&stored)
                .unwrap_or_else(|e| panic!("{}: does not read: {e}", path.display()));
            if let Err(e) = state.check_invariants() {
                panic!("{}: read back, breaks an invariant: {e}", path.display());
            }
            let again = state.to_json();
            assert!(
                again == stored,
                "{}: read back and written out, the state's JSON changed; {}",
                path.display(),
                byte_difference(&stored, &again)
            );
        }
    }
}

#[test]
fn ra_games_of_0_1_0_replay_to_the_same_states_scores_and_texts() {
    check_game("ra");
}

#[test]
fn imhotep_games_of_0_1_0_replay_to_the_same_states_scores_and_texts() {
    check_game("imhotep");
}

#[test]
fn tekhenu_games_of_0_1_0_replay_to_the_same_states_scores_and_texts() {
    check_game("tekhenu");
}

#[test]
fn pragas_games_of_0_1_0_replay_to_the_same_states_scores_and_texts() {
    check_game("pragas");
}

#[test]
fn conquistando_games_of_0_1_0_replay_to_the_same_states_scores_and_texts() {
    check_game("conquistando");
}

#[test]
fn states_of_0_1_0_read_back_to_the_same_bytes() {
    for game in ["ra", "imhotep", "tekhenu", "pragas", "conquistando"] {
        check_states(game);
    }
}

/// The fixtures cover every game the registry had in 0.1.0, each at its fewest and
/// most seats.
#[test]
fn fixtures_cover_every_game_at_its_fewest_and_most_seats() {
    for (game, fewest, most) in [
        ("ra", 2, 5),
        ("imhotep", 2, 4),
        ("tekhenu", 1, 4),
        ("pragas", 1, 4),
        ("conquistando", 2, 4),
    ] {
        let seats: Vec<u64> = cases(game)
            .iter()
            .map(|dir| {
                let log: Value =
                    serde_json::from_str(&read(&dir.join("log.json")).expect("log.json"))
                        .expect("a log");
                log["seats"].as_array().map_or(0, |s| s.len() as u64)
            })
            .collect();
        assert!(
            seats.contains(&fewest) && seats.contains(&most),
            "{game}: fixtures at {seats:?} seats, want {fewest} and {most}"
        );
    }
}
