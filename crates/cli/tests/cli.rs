//! The shared CLI driven end to end on the core's sample game.

use nile_cli::run;
use nile_core::testing::{Guess, Nim, NimAction, NimConfig};
use nile_core::Game;

fn cli(args: &[&str], input: &str) -> Result<String, String> {
    let mut out = Vec::new();
    let mut argv = vec!["nim"];
    argv.extend_from_slice(args);
    run::<Nim, _>(argv, &mut input.as_bytes(), &mut out).map_err(|e| e.to_string())?;
    Ok(String::from_utf8(out).expect("utf-8"))
}

fn temp_path(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("nile-cli-test-{}-{name}", std::process::id()))
}

#[test]
fn simulate_json_has_the_contract_keys() {
    let out = cli(
        &[
            "simulate",
            "--players",
            "3",
            "--games",
            "50",
            "--seed",
            "4",
            "--json",
        ],
        "",
    )
    .unwrap();
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    for key in nile_cli::SIMULATE_JSON_KEYS {
        assert!(v.get(key).is_some(), "missing key {key} in {out}");
    }
    assert_eq!(v["games"], 50);
    assert_eq!(v["wins"].as_array().unwrap().len(), 3);
    let wins: f64 = v["wins"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_f64().unwrap())
        .sum();
    assert!((wins - 50.0).abs() < 1e-9);
}

#[test]
fn simulate_results_do_not_depend_on_threads() {
    let strip = |s: String| {
        let mut v: serde_json::Value = serde_json::from_str(s.trim()).unwrap();
        for k in ["seconds", "games_per_second", "threads"] {
            v.as_object_mut().unwrap().remove(k);
        }
        v
    };
    let a = cli(
        &["simulate", "--games", "600", "--json", "--threads", "1"],
        "",
    )
    .unwrap();
    let b = cli(
        &["simulate", "--games", "600", "--json", "--threads", "3"],
        "",
    )
    .unwrap();
    assert_eq!(strip(a), strip(b));
}

#[test]
fn a_human_plays_with_numbers_and_text_and_bad_entries_are_explained() {
    let log = temp_path("human.json");
    // The action index of "take 1", typed after "#" as a script would.
    let take_1 = Nim::action_to_index(&NimConfig::default(), NimAction::Take(1)).unwrap();
    let input = format!("99\n#999\nfly away\ntake 7\nboard\n#{take_1}\n1\n").repeat(10);
    let out = cli(
        &[
            "play",
            "--seats",
            "human,random",
            "--seed",
            "3",
            "--log",
            log.to_str().unwrap(),
        ],
        &input,
    )
    .unwrap();
    // Options are numbered from 1 on each prompt, whatever their action index.
    assert!(out.contains("[1] take 1"), "{out}");
    assert!(
        out.contains("99 is not the number of an option now: choose a number from 1 to 2"),
        "{out}"
    );
    assert!(
        out.contains("#999 is not the action index of an option now"),
        "{out}"
    );
    assert!(out.contains("\"fly away\" is not an action"), "{out}");
    // The game's own reason, once: not "is not allowed now (\"take 7\" is not allowed now: …)".
    assert!(
        out.contains("\"take 7\" is not allowed now: not an action for this moment; choose"),
        "{out}"
    );
    // The choice is echoed as its text, by index and by number alike.
    assert!(out.contains("You chose: take 1\n"), "{out}");
    assert!(out.contains("Final scores:"), "{out}");
    let replayed = cli(&["replay", log.to_str().unwrap(), "--steps"], "").unwrap();
    assert!(replayed.contains("Final scores:"), "{replayed}");
    std::fs::remove_file(log).ok();
}

#[test]
fn quitting_saves_an_unfinished_log() {
    let log = temp_path("quit.json");
    let out = cli(
        &["play", "--seed", "5", "--log", log.to_str().unwrap()],
        "quit\n",
    )
    .unwrap();
    assert!(out.contains("Game left unfinished."), "{out}");
    let replayed = cli(&["replay", log.to_str().unwrap()], "").unwrap();
    assert!(replayed.contains("The game is not over."), "{replayed}");
    std::fs::remove_file(log).ok();
}

#[test]
fn play_seats_the_hard_bot_by_default_and_names_it() {
    let out = cli(&["play", "--seed", "5"], "quit\n").unwrap();
    assert!(out.contains("seat 0: human"), "{out}");
    assert!(out.contains("seat 1: hard"), "{out}");
    // The hard bot plays a whole game through the CLI's seats.
    let out = cli(&["play", "--seats", "hard,random", "--seed", "5"], "").unwrap();
    assert!(out.contains("Final scores:"), "{out}");
}

#[test]
fn a_tampered_log_fails_naming_the_action_and_reason() {
    let log = temp_path("tampered.json");
    cli(
        &[
            "play",
            "--seats",
            "random,random",
            "--seed",
            "8",
            "--log",
            log.to_str().unwrap(),
        ],
        "",
    )
    .unwrap();
    let text = std::fs::read_to_string(&log).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["actions"][1] = serde_json::json!({"Take": 9});
    std::fs::write(&log, v.to_string()).unwrap();
    let err = cli(&["replay", log.to_str().unwrap()], "").unwrap_err();
    assert!(err.contains("action 2"), "{err}");
    assert!(err.contains("take 9"), "{err}");
    std::fs::write(&log, "{ not json").unwrap();
    let err = cli(&["replay", log.to_str().unwrap()], "").unwrap_err();
    assert!(err.contains("not valid JSON"), "{err}");
    std::fs::remove_file(log).ok();
}

#[test]
fn bad_seats_and_options_are_clear_errors() {
    let err = cli(&["play", "--seats", "human,wizard"], "").unwrap_err();
    assert!(err.contains("wizard"), "{err}");
    // The sentence still lists the choices, the levels among them.
    for choice in [
        "random, greedy",
        "mcts:N",
        "pimc",
        "anchor",
        "easy, medium or hard",
    ] {
        assert!(err.contains(choice), "{choice}: {err}");
    }
    let err = cli(&["simulate", "--players", "9"], "").unwrap_err();
    assert!(err.contains("invalid configuration"), "{err}");
    let err = cli(&["simulate", "--sides", "ABABA"], "").unwrap_err();
    assert!(err.contains("no options, so \"sides\""), "{err}");
    let err = cli(&["simulate", "--players", "-1"], "").unwrap_err();
    assert!(err.contains("cannot be negative"), "{err}");
    let err = cli(&["simulate", "--opt", "nokey"], "").unwrap_err();
    assert!(err.contains("key=value"), "{err}");
    let err = cli(&["arena", "--seats", "human,random"], "").unwrap_err();
    assert!(err.contains("bots only"), "{err}");
}

#[test]
fn arena_json_lists_agents_by_their_seat_names() {
    let out = cli(
        &[
            "arena",
            "--seats",
            "random,greedy",
            "--games",
            "20",
            "--seed",
            "1",
            "--json",
        ],
        "",
    )
    .unwrap();
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["games"], 20);
    let agents = v["agents"].as_array().unwrap();
    assert_eq!(agents[0]["name"], "random");
    assert_eq!(agents[1]["name"], "greedy");
    for a in agents {
        for key in ["wins", "win_rate", "mean_score"] {
            assert!(a.get(key).is_some(), "missing {key}");
        }
    }
}

/// A record in `docs/results/` is this output: it must say how to repeat the run, from
/// which code, and the counts behind the interval.
#[test]
fn arena_json_says_how_to_repeat_the_run() {
    let out = cli(
        &[
            "arena",
            "--seats",
            "greedy,random",
            "--games",
            "6",
            "--seed",
            "3",
            "--threads",
            "1",
            "--json",
        ],
        "",
    )
    .unwrap();
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(
        v["command"],
        "nile arena nim --players 2 --seats greedy,random --games 6 --seed 3 --threads 1 --json"
    );
    assert!(v["commit"].is_null() || v["commit"].as_str().is_some_and(|c| c.len() == 40));
    assert!(v["version"].is_string());
    assert_eq!(v["seed"], 3);
    for a in v["agents"].as_array().unwrap() {
        let count = |k: &str| a[k].as_u64().unwrap();
        assert_eq!(count("outright_wins") + count("draws") + count("losses"), 6);
        let ci = a["win_rate_ci95"].as_array().unwrap();
        assert!(ci[0].as_f64().unwrap() <= ci[1].as_f64().unwrap());
    }
}

fn guess_cli(args: &[&str], input: &[u8]) -> Result<String, String> {
    let mut out = Vec::new();
    let mut argv = vec!["guess"];
    argv.extend_from_slice(args);
    run::<Guess, _>(argv, &mut &input[..], &mut out).map_err(|e| e.to_string())?;
    Ok(String::from_utf8(out).expect("utf-8"))
}

/// Seat 1's card is dealt face down: the person at seat 0 must never read it, while a
/// spectator replay shows it.
#[test]
fn play_shows_a_person_only_what_their_seat_may_see() {
    let log = temp_path("guess-view.json");
    let path = log.to_str().unwrap();
    let out = guess_cli(
        &[
            "play",
            "--seats",
            "human,random",
            "--seed",
            "5",
            "--log",
            path,
        ],
        b"5\n",
    )
    .unwrap();
    assert!(out.contains("deal a card to seat 1"), "{out}");
    assert!(
        !out.lines()
            .any(|l| l.starts_with("deal ") && l.ends_with("to seat 1") && !l.contains("a card")),
        "{out}"
    );
    let replay = guess_cli(&["replay", path, "--steps"], b"").unwrap();
    assert!(replay.contains("1. deal "), "{replay}");
    assert!(!replay.contains("deal a card"), "{replay}");
    let as_seat_0 = guess_cli(&["replay", path, "--as", "0"], b"").unwrap();
    assert!(
        as_seat_0.contains("1. deal a card to seat 1"),
        "{as_seat_0}"
    );
    assert!(as_seat_0.contains("as seat 0 saw it"), "{as_seat_0}");
    let err = guess_cli(&["replay", path, "--as", "7"], b"").unwrap_err();
    assert!(err.contains("seats 0 to 1"), "{err}");
    std::fs::remove_file(log).ok();
}

/// With two people at one terminal, each is shown the other's deal only as "a card",
/// and the screen is handed over before each turn.
#[test]
fn two_people_at_one_terminal_each_see_their_own_view() {
    let out = guess_cli(
        &["play", "--seats", "human,human", "--seed", "2"],
        b"\n5\n\n6\n",
    )
    .unwrap();
    assert!(out.contains("2 people share this terminal"), "{out}");
    assert!(out.contains("hand the screen to seat 0"), "{out}");
    assert!(out.contains("hand the screen to seat 1"), "{out}");
    assert!(out.contains("deal a card to seat 1"), "{out}");
    assert!(out.contains("deal a card to seat 0"), "{out}");
}

/// A stray byte that is not UTF-8 is refused and the game goes on; quitting still
/// saves the log.
#[test]
fn invalid_utf8_is_refused_and_quit_saves_the_log() {
    let log = temp_path("guess-quit.json");
    let path = log.to_str().unwrap();
    let out = guess_cli(
        &[
            "play",
            "--seats",
            "human,random",
            "--seed",
            "1",
            "--log",
            path,
        ],
        b"\xff\xfe\nquit\n",
    )
    .unwrap();
    assert!(out.contains("not UTF-8"), "{out}");
    assert!(out.contains("Game left unfinished"), "{out}");
    assert!(out.contains("Log saved"), "{out}");
    let saved = std::fs::read_to_string(&log).unwrap();
    assert!(saved.contains("\"game\": \"guess\""), "{saved}");
    std::fs::remove_file(log).ok();
}

#[test]
fn a_log_in_a_missing_directory_is_refused_before_the_game() {
    let err = guess_cli(
        &[
            "play",
            "--seats",
            "human,random",
            "--log",
            "/no/such/dir/game.json",
        ],
        b"1\n",
    )
    .unwrap_err();
    assert!(err.contains("/no/such/dir/game.json"), "{err}");
}

#[test]
fn a_log_of_another_game_says_which_game_it_is() {
    let log = temp_path("other-game.json");
    std::fs::write(
        &log,
        r#"{"game":"ra","config":{"players":3},"seed":1,"actions":[]}"#,
    )
    .unwrap();
    let err = guess_cli(&["replay", log.to_str().unwrap()], b"").unwrap_err();
    assert!(err.contains("for the game \"ra\""), "{err}");
    std::fs::remove_file(log).ok();
}

#[test]
fn simulate_caps_threads_and_checks_invariants() {
    let out = cli(
        &[
            "simulate",
            "--games",
            "20",
            "--threads",
            "100000",
            "--check",
        ],
        "",
    )
    .unwrap();
    assert!(out.contains("more than this machine"), "{out}");
    assert!(out.contains("all held"), "{out}");
}

#[test]
fn help_lists_the_game_options_and_player_range() {
    let help = nile_cli::command_for::<Nim>()
        .render_long_help()
        .to_string();
    assert!(help.contains("played by 2 to 3 players"), "{help}");
}

/// A few words of an option's text list just the options holding them, keeping their
/// numbers; words that leave one option ask to confirm it ("play X? [Y/n]"), and an
/// answer that is neither yes nor no is read as a new entry.
#[test]
fn a_few_words_narrow_the_options_and_keep_their_numbers() {
    let out = cli(
        &["play", "--seats", "human,random", "--seed", "3"],
        "tak\ntake 2\nta 1\nn\nta 1\nquit\n",
    )
    .unwrap();
    let prompts: Vec<&str> = out.split("your move> ").skip(1).collect();
    assert!(
        prompts[0].starts_with("2 of your options read \"tak\""),
        "{out}"
    );
    assert!(prompts[0].contains("[1] take 1"), "{out}");
    assert!(prompts[0].contains("[2] take 2"), "{out}");
    // "take 2" is a whole option: it is played (8 stones, 2 taken, then the bot's 1).
    assert!(prompts[1].contains("You chose: take 2"), "{out}");
    assert!(prompts[1].contains("5 stones left"), "{out}");
    // Each word may be cut short, a number never: "ta 1" is "take 1" alone, to confirm.
    assert!(
        prompts[2].starts_with("play take 1? [Y/n] Not played: choose again."),
        "{out}"
    );
    assert!(prompts[3].starts_with("play take 1? [Y/n] "), "{out}");
    assert!(!prompts[3].contains("You chose"), "{out}");
    assert!(out.ends_with("Game left unfinished.\n"), "{out}");
}

/// A confirmed narrowing plays the one option; within one seat's chain of decisions the
/// board is not printed again, and a bot's move names the bot's seat.
#[test]
fn a_confirmed_narrowing_plays_and_is_echoed() {
    let out = cli(
        &["play", "--seats", "human,random", "--seed", "3"],
        "ta 1\ny\nquit\n",
    )
    .unwrap();
    assert!(
        out.contains("play take 1? [Y/n] You chose: take 1\n"),
        "{out}"
    );
}

#[test]
fn train_policy_learns_from_visit_shares_and_reuses_its_positions() {
    use nile_bots::learned::Network;
    use nile_bots::train::Dataset;
    let dir = temp_path("train-policy");
    std::fs::create_dir_all(&dir).unwrap();
    let out = |name: &str| dir.join(name).display().to_string();
    let train = |file: &str, extra: &[&str]| {
        let path = out(file);
        let mut args = vec!["train", "--policy", "--games", "12", "--stride", "1"];
        args.extend_from_slice(&["--agent", "mcts:60", "--hidden", "8", "--out", &path]);
        args.extend_from_slice(extra);
        cli(&args, "")
    };
    let text = train("p.bin", &["--epochs", "2"]).unwrap();
    assert!(text.contains("played and written to"), "{text}");
    let net = Network::from_bytes_for("nim", &std::fs::read(out("p.bin")).unwrap()).unwrap();
    assert!(net.is_policy() && net.outputs() == 7, "{:?}", net.sizes());
    let (label, data) = Dataset::from_bytes(&std::fs::read(out("p.positions")).unwrap()).unwrap();
    assert!(
        label.contains("visits of mcts:60") && data.is_policy(),
        "{label}"
    );
    // Resumed: the positions are read back, not played again, and the bytes match a
    // run of three epochs in one go.
    let text = train("p.bin", &["--epochs", "3", "--resume"]).unwrap();
    assert!(
        text.contains("read from") && text.contains("resuming after epoch 2"),
        "{text}"
    );
    let resumed = std::fs::read(out("p.bin")).unwrap();
    train("q.bin", &["--epochs", "3", "--data", &out("p.positions")]).unwrap();
    assert_eq!(std::fs::read(out("q.bin")).unwrap(), resumed);
    // A value checkpoint is not resumed as a policy; a policy needs a search to copy.
    let err = cli(
        &[
            "train",
            "--games",
            "10",
            "--epochs",
            "1",
            "--out",
            &out("v.bin"),
        ],
        "",
    )
    .and_then(|_| train("v.bin", &["--epochs", "2", "--resume"]))
    .unwrap_err();
    assert!(err.contains("trains a value network"), "{err}");
    let g = out("g.bin");
    let err = cli(
        &[
            "train", "--policy", "--games", "10", "--agent", "greedy", "--out", &g,
        ],
        "",
    )
    .unwrap_err();
    assert!(err.contains("needs an mcts search"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn train_writes_weights_csv_and_plot_reproducibly_and_resumes_exactly() {
    use nile_bots::learned::Network;
    let dir = temp_path("train");
    std::fs::create_dir_all(&dir).unwrap();
    let out = |name: &str| dir.join(name).display().to_string();
    let base = ["train", "--games", "20", "--seed", "3", "--hidden", "8"];
    let train = |file: &str, extra: &[&str]| {
        let mut args: Vec<&str> = base.to_vec();
        let path = out(file);
        args.extend_from_slice(&["--out", &path]);
        args.extend_from_slice(extra);
        cli(&args, "")
    };
    let text = train("a.bin", &["--epochs", "3"]).unwrap();
    assert!(text.contains("epoch 3/3: training loss"), "{text}");
    let a = std::fs::read(out("a.bin")).unwrap();
    let net = Network::from_bytes_for("nim", &a).unwrap();
    assert_eq!(net.players(), 2);
    let csv = std::fs::read_to_string(out("a.csv")).unwrap();
    assert_eq!(csv.lines().count(), 4, "{csv}");
    assert!(csv.starts_with("epoch,train_loss,validation_loss\n"));
    assert!(std::fs::read_to_string(out("a.svg"))
        .unwrap()
        .starts_with("<svg"));
    // The same seed gives the same bytes.
    train("b.bin", &["--epochs", "3"]).unwrap();
    assert_eq!(std::fs::read(out("b.bin")).unwrap(), a);
    // One epoch, then resumed to three: the same bytes as three in one go.
    train("c.bin", &["--epochs", "1"]).unwrap();
    let text = train("c.bin", &["--epochs", "3", "--resume"]).unwrap();
    assert!(text.contains("resuming after epoch 1"), "{text}");
    assert_eq!(std::fs::read(out("c.bin")).unwrap(), a);
    // A damaged checkpoint, or one for other positions, is a sentence.
    let ckpt = out("c.ckpt");
    let mut bytes = std::fs::read(&ckpt).unwrap();
    bytes[40] ^= 4;
    std::fs::write(&ckpt, &bytes).unwrap();
    let err = train("c.bin", &["--epochs", "4", "--resume"]).unwrap_err();
    assert!(err.contains("corrupt"), "{err}");
    let err = cli(
        &[
            "train",
            "--games",
            "20",
            "--seed",
            "4",
            "--hidden",
            "8",
            "--epochs",
            "4",
            "--resume",
            "--out",
            &out("b.bin"),
        ],
        "",
    )
    .unwrap_err();
    assert!(err.contains("other positions"), "{err}");
    let err = cli(&["train", "--games", "5"], "").unwrap_err();
    assert!(err.contains("at least 10 games"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}
