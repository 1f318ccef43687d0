//! Cross-game tests: every engine behind the shared CLI and the shared robustness checks.
//!
//! Each game's own crate runs the full harness; these tests check what every game must do
//! the same way through the common API: a person can finish a game in the terminal, the
//! log replays, `simulate --json` keeps its contract, and tampered JSON states never make
//! an engine panic.

use nile_core::bots::BotHints;
use nile_core::{harness, Game, GameConfig};

fn cli<G: BotHints>(args: &[&str], input: &str) -> Result<String, String> {
    let mut out = Vec::new();
    let mut argv = vec![G::NAME];
    argv.extend_from_slice(args);
    nile_cli::run::<G, _>(argv, &mut input.as_bytes(), &mut out).map_err(|e| e.to_string())?;
    String::from_utf8(out).map_err(|e| e.to_string())
}

/// A person who always takes the first option listed plays a whole game against random bots, saves the
/// log, and the log replays to the same final scores.
fn human_finishes_a_game<G: BotHints>(players: usize, extra: &[&str]) {
    let log = std::env::temp_dir().join(format!(
        "nile-games-{}-{players}-{}.json",
        G::NAME,
        std::process::id()
    ));
    let mut seats = vec!["human".to_string()];
    seats.extend(std::iter::repeat_n("random".to_string(), players - 1));
    let seats = seats.join(",");
    let players_text = players.to_string();
    let mut args = vec![
        "play",
        "--players",
        &players_text,
        "--seats",
        &seats,
        "--seed",
        "11",
        "--log",
        log.to_str().expect("utf-8 temp path"),
    ];
    args.extend_from_slice(extra);
    let out = nile_testkit::play_first_options::<G>(&args, 20_000)
        .unwrap_or_else(|e| panic!("{}: {e}", G::NAME));
    assert!(
        out.contains("Final scores:"),
        "{}: game did not finish:\n{out}",
        G::NAME
    );
    let replay = cli::<G>(&["replay", log.to_str().expect("utf-8")], "")
        .unwrap_or_else(|e| panic!("{}: {e}", G::NAME));
    let tail = |s: &str| {
        let from = s.rfind("Final scores:").unwrap_or(0);
        let to = s.rfind("Log saved").unwrap_or(s.len()).max(from);
        s[from..to].to_string()
    };
    assert_eq!(tail(&out), tail(&replay), "{}: replay differs", G::NAME);
    std::fs::remove_file(log).ok();
}

fn simulate_contract<G: BotHints>(players: usize, extra: &[&str]) {
    let p = players.to_string();
    let mut args = vec![
        "simulate",
        "--players",
        &p,
        "--games",
        "20",
        "--seed",
        "3",
        "--json",
    ];
    args.extend_from_slice(extra);
    let out = cli::<G>(&args, "").unwrap_or_else(|e| panic!("{}: {e}", G::NAME));
    let v: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON object");
    for key in nile_cli::SIMULATE_JSON_KEYS {
        assert!(v.get(key).is_some(), "{}: missing {key}", G::NAME);
    }
    assert_eq!(v["games"], 20);
}

fn tampered_states<G: Game>(players: usize) {
    let config = G::Config::for_players(players);
    for seed in 0..harness::cases(4) as u64 {
        harness::check_tampered_states::<G>(&config, seed, 40)
            .unwrap_or_else(|e| panic!("{}: {e}", G::NAME));
    }
}

mod ra {
    use nile_ra::Ra;

    #[test]
    fn a_person_finishes_a_game_for_every_player_count() {
        for n in 2..=5 {
            super::human_finishes_a_game::<Ra>(n, &[]);
        }
    }

    #[test]
    fn simulate_keeps_its_json_contract() {
        super::simulate_contract::<Ra>(4, &[]);
    }

    #[test]
    fn tampered_states_never_panic() {
        for n in 2..=5 {
            super::tampered_states::<Ra>(n);
        }
    }
}

mod imhotep {
    use nile_imhotep::Imhotep;

    #[test]
    fn a_person_finishes_a_game_for_every_player_count_and_side_mix() {
        for n in 2..=4 {
            super::human_finishes_a_game::<Imhotep>(n, &["--sides", "AAAAA"]);
        }
        super::human_finishes_a_game::<Imhotep>(3, &["--sides", "BBBBB"]);
        super::human_finishes_a_game::<Imhotep>(
            4,
            &["--sides", "ABABA", "--variant", "pharaohs-fury"],
        );
    }

    #[test]
    fn simulate_keeps_its_json_contract() {
        super::simulate_contract::<Imhotep>(4, &["--sides", "BABAB"]);
    }

    #[test]
    fn tampered_states_never_panic() {
        for n in 2..=4 {
            super::tampered_states::<Imhotep>(n);
        }
    }
}

mod tekhenu {
    use nile_tekhenu::Tekhenu;

    #[test]
    fn a_person_finishes_a_game_for_every_player_count_and_solo_level() {
        for n in 2..=4 {
            super::human_finishes_a_game::<Tekhenu>(n, &[]);
        }
        for level in ["easy", "medium", "hard"] {
            super::human_finishes_a_game::<Tekhenu>(1, &["--difficulty", level]);
        }
    }

    #[test]
    fn simulate_keeps_its_json_contract() {
        super::simulate_contract::<Tekhenu>(4, &[]);
        super::simulate_contract::<Tekhenu>(1, &["--difficulty", "hard"]);
    }

    #[test]
    fn tampered_states_never_panic() {
        for n in 1..=4 {
            super::tampered_states::<Tekhenu>(n);
        }
    }
}
