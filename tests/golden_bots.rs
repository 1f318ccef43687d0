//! The bots play 0.1.0's games again, move for move: every golden fixture's `log.json`
//! (`tests/fixtures/v0.1.0/<game>/<case>/`) was saved by `nile play` with bots in every
//! seat, and the same command today, with the same seats, seed and options, must save the
//! same actions. A bot whose choices changed (or an engine whose legal actions changed
//! order) shows here as the first step where the two games part.
#![cfg(all(
    feature = "ra",
    feature = "imhotep",
    feature = "tekhenu",
    feature = "pragas",
    feature = "conquistando"
))]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde_json::Value;

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v0.1.0");

/// `yes` when `b` is JSON `true`, else `no`.
fn flag(b: &Value, yes: &'static str, no: &'static str) -> &'static str {
    if b == &Value::Bool(true) {
        yes
    } else {
        no
    }
}

/// The `--opt key=value` flags that give a fixture's saved configuration (the log holds
/// the configuration as JSON; `nile play` takes options by their command-line names).
fn options(game: &str, config: &Value) -> Vec<String> {
    let lower = |v: &Value| v.as_str().unwrap_or_default().to_lowercase();
    let opts = match game {
        "imhotep" => {
            let sides: String = config["sides"]
                .as_array()
                .map(|s| s.iter().filter_map(Value::as_str).collect())
                .unwrap_or_default();
            let fury = flag(&config["pharaohs_fury"], "pharaohs-fury", "none");
            vec![format!("sides={sides}"), format!("variant={fury}")]
        }
        "tekhenu" => vec![
            format!("difficulty={}", lower(&config["difficulty"])),
            format!("challenge={}", config["challenge"]),
            format!("bot-decrees-8={}", config["bot_decree_8"]),
            format!("printed-horus={}", config["printed_horus"]),
        ],
        "pragas" => vec![
            format!("advanced={}", config["advanced"]),
            format!("rounds={}", config["rounds"]),
        ],
        "conquistando" => vec![
            format!(
                "achievements={}",
                flag(&config["achievements"], "on", "off")
            ),
            format!("loss_basis={}", lower(&config["loss_basis"])),
        ],
        _ => Vec::new(),
    };
    opts.into_iter()
        .flat_map(|o| ["--opt".to_string(), o])
        .collect()
}

fn cases() -> Vec<PathBuf> {
    let mut cases = Vec::new();
    for game in std::fs::read_dir(ROOT).expect("the fixtures folder") {
        let game = game.unwrap().path();
        if !game.is_dir() {
            continue;
        }
        for case in std::fs::read_dir(&game).unwrap() {
            let case = case.unwrap().path();
            if case.join("log.json").is_file() {
                cases.push(case);
            }
        }
    }
    cases.sort();
    cases
}

/// Plays the fixture's game again with `nile play` and returns the saved log.
fn play_again(log: &Value, out: &Path) -> Value {
    let game = log["game"].as_str().expect("a game name");
    let seats: Vec<&str> = log["seats"]
        .as_array()
        .expect("the seats")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    let output = Command::new(env!("CARGO_BIN_EXE_nile"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .args(["play", game, "--plain", "--players"])
        .arg(log["config"]["players"].to_string())
        .args(["--seats", &seats.join(",")])
        .args(["--seed", &log["seed"].to_string()])
        .arg("--log")
        .arg(out)
        .args(options(game, &log["config"]))
        .stdin(Stdio::null())
        .output()
        .expect("run nile play");
    assert!(
        output.status.success(),
        "nile play {game} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = std::fs::read_to_string(out).expect("the saved log");
    serde_json::from_str(&text).expect("the saved log is JSON")
}

#[test]
fn the_bots_play_every_fixture_game_of_0_1_0_again_move_for_move() {
    let dir = std::env::temp_dir().join(format!("nile-golden-bots-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cases = cases();
    assert!(cases.len() >= 19, "the fixtures' 19 cases: {cases:?}");
    let mut failures = Vec::new();
    for (i, case) in cases.iter().enumerate() {
        let stored: Value =
            serde_json::from_str(&std::fs::read_to_string(case.join("log.json")).unwrap()).unwrap();
        let again = play_again(&stored, &dir.join(format!("{i}.json")));
        if again["config"] != stored["config"] {
            failures.push(format!(
                "{}: the options gave another configuration: {} (saved {})",
                case.display(),
                again["config"],
                stored["config"]
            ));
            continue;
        }
        let (old, new) = (
            stored["actions"].as_array().unwrap(),
            again["actions"].as_array().unwrap(),
        );
        if let Some(step) = (0..old.len().max(new.len())).find(|&k| old.get(k) != new.get(k)) {
            failures.push(format!(
                "{}: the games part at step {step}: 0.1.0 played {}, today {}",
                case.display(),
                old.get(step).map_or("nothing".into(), Value::to_string),
                new.get(step).map_or("nothing".into(), Value::to_string),
            ));
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
