//! # nile-testkit
//!
//! The conformance kit: one macro a game crate calls once, in its own integration test
//! file, with its configurations. It writes the tests every nile game must pass:
//!
//! | test | what it checks |
//! |---|---|
//! | `conformance_harness` | [`nile_core::harness::check_game`] for every configuration: random playouts with invariants after every action, legal set ⇔ apply, no duplicates, positive chance weights, text round trips, the fixed action index, observation tensors, determinize, the viewer boundary, the spectator's public view, log replay, serde, the step bound, the player range |
//! | `conformance_no_alloc` | [`nile_core::harness::check_no_alloc`] for every configuration and several seeds: listing, sampling and applying, and the engine's own `random_step`, allocate nothing once under way |
//! | `conformance_tampered_states` | [`nile_core::harness::check_tampered_states`]: mutated JSON states are refused with a typed error or play to the end |
//! | `conformance_dynamic_layer` | [`check_dynamic`]: the game through [`nile_core::DynGameType`] by index, masks, probabilities and JSON, the spectator's view |
//! | `conformance_cli_log_round_trip` | [`check_cli_log_round_trip`]: `play --log` by bots, then `replay`, reach the same final position |
//! | `conformance_snapshot` | an insta snapshot of a seeded game, every action as a spectator reads it, so any rules change shows up in review |
//!
//! ```ignore
//! // crates/mygame/tests/conformance.rs
//! nile_testkit::conformance!(nile_mygame::MyGame, || {
//!     (2..=4).map(nile_core::GameConfig::for_players).collect()
//! });
//! ```
//!
//! The number of random games follows `NILE_CASES` ([`nile_core::harness::cases`]).

#![warn(missing_docs)]

use nile_core::bots::BotHints;
use nile_core::dynamic::{DynGameType, GameType};
use nile_core::rng::{seeded, seeded_stream};
use nile_core::{Game, GameConfig, Match, Turn, Viewer};

pub use insta;
pub use nile_core;

/// Random games per configuration in `conformance_harness` unless `NILE_CASES` says.
pub const DEFAULT_GAMES: usize = 30;

/// Writes the conformance tests for game type `$game` with the configurations returned
/// by `$configs` (a closure or function `() -> Vec<Config>`). Installs the counting
/// allocator, so call it in a test file of its own.
#[macro_export]
macro_rules! conformance {
    ($game:ty, $configs:expr) => {
        #[global_allocator]
        static NILE_TESTKIT_ALLOCATOR: $crate::nile_core::alloc::CountingAllocator =
            $crate::nile_core::alloc::CountingAllocator;

        fn nile_testkit_configs() -> Vec<<$game as $crate::nile_core::Game>::Config> {
            let configs: Vec<<$game as $crate::nile_core::Game>::Config> = ($configs)();
            assert!(
                !configs.is_empty(),
                "the conformance kit needs a configuration"
            );
            configs
        }

        #[test]
        fn conformance_harness() {
            $crate::nile_core::harness::check_game::<$game>(
                &nile_testkit_configs(),
                $crate::nile_core::harness::cases($crate::DEFAULT_GAMES),
                1,
            );
        }

        #[test]
        fn conformance_no_alloc() {
            for config in nile_testkit_configs() {
                for seed in 0..4 {
                    if let Err(e) =
                        $crate::nile_core::harness::check_no_alloc::<$game>(&config, seed, 0)
                    {
                        panic!("config {config:?}, seed {seed}: {e}");
                    }
                }
            }
        }

        #[test]
        fn conformance_tampered_states() {
            let seeds = $crate::nile_core::harness::cases(12) as u64;
            for config in nile_testkit_configs() {
                for seed in 0..seeds {
                    if let Err(e) = $crate::nile_core::harness::check_tampered_states::<$game>(
                        &config, seed, 40,
                    ) {
                        panic!("config {config:?}, seed {seed}: {e}");
                    }
                }
            }
        }

        #[test]
        fn conformance_dynamic_layer() {
            for config in nile_testkit_configs() {
                for seed in 0..3 {
                    if let Err(e) = $crate::check_dynamic::<$game>(&config, seed) {
                        panic!("config {config:?}, seed {seed}: {e}");
                    }
                }
            }
        }

        #[test]
        fn conformance_cli_log_round_trip() {
            for config in nile_testkit_configs() {
                if let Err(e) = $crate::check_cli_log_round_trip::<$game>(&config, 7) {
                    panic!("config {config:?}: {e}");
                }
            }
        }

        #[test]
        fn conformance_snapshot() {
            let config = nile_testkit_configs().remove(0);
            let text = $crate::seeded_game_text::<$game>(&config, 2024);
            $crate::insta::assert_snapshot!("seeded_game", text);
        }
    };
}

/// Plays a random game through the dynamic layer, by action index, and checks it against
/// the typed game: the legal indices and the mask agree, chance probabilities sum to 1,
/// texts and indices round-trip, a JSON round trip keeps the state, and an index past
/// the end is refused with the state unchanged.
pub fn check_dynamic<G: Game>(config: &G::Config, seed: u64) -> Result<(), String> {
    let kind: &dyn DynGameType = &GameType::<G>::NEW;
    let config_json = serde_json::to_string(config).map_err(|e| e.to_string())?;
    let mut game = kind
        .new_game_from_config(&config_json)
        .map_err(|e| e.to_string())?;
    let mut rng = seeded_stream(seed, 0xD1);
    let n = game.num_distinct_actions();
    let mut mask = Vec::new();
    let mut tensor = Vec::new();
    let want: usize = game.observation_tensor_shape().iter().product();
    for step in 0..=G::step_bound(config) {
        let at = |what: String| format!("step {step}: {what}");
        match game.turn() {
            Turn::Over => {
                let outcome = game.outcome().ok_or("over without an outcome")?;
                if outcome.scores != game.scores() {
                    return Err("the outcome's scores are not the scores".into());
                }
                return Ok(());
            }
            Turn::Chance => {
                let outcomes = game.chance_outcomes();
                let total: f64 = outcomes.iter().map(|&(_, p)| p).sum();
                if (total - 1.0).abs() > 1e-9 {
                    return Err(at(format!("chance probabilities sum to {total}")));
                }
                game.sample_chance(&mut rng)
                    .map_err(|e| at(e.to_string()))?;
            }
            Turn::Player(p) => {
                let legal = game.legal_actions();
                game.legal_mask(&mut mask);
                if mask.len() != n || mask.iter().filter(|&&b| b).count() != legal.len() {
                    return Err(at("the legal mask does not match the legal indices".into()));
                }
                if legal.iter().any(|&i| i >= n || !mask[i]) {
                    return Err(at("a legal index is out of range or unmasked".into()));
                }
                game.observation_tensor(p, &mut tensor)
                    .map_err(|e| at(e.to_string()))?;
                if tensor.len() != want {
                    return Err(at(format!(
                        "tensor of {} values, shape says {want}",
                        tensor.len()
                    )));
                }
                let before = game.to_json();
                if game.apply_index(n).is_ok() || game.to_json() != before {
                    return Err(at(
                        "an index past the end was accepted or changed the state".into(),
                    ));
                }
                let pick = legal[nile_core::rng::below(&mut rng, legal.len() as u64) as usize];
                let text = game.action_text(pick).map_err(|e| at(e.to_string()))?;
                if game.parse_action(&text).map_err(|e| at(e.to_string()))? != pick {
                    return Err(at(format!(
                        "\"{text}\" does not parse back to index {pick}"
                    )));
                }
                game.describe(pick, Viewer::Seat(p))
                    .map_err(|e| at(e.to_string()))?;
                if step % 8 == 0 {
                    check_dynamic_public_view::<G>(game.as_ref(), pick).map_err(&at)?;
                    let json = game.to_json();
                    let back = kind.state_from_json(&json).map_err(|e| at(e.to_string()))?;
                    if back.to_json() != json {
                        return Err(at("a JSON round trip changed the state".into()));
                    }
                }
                game.apply_text(&text).map_err(|e| at(e.to_string()))?;
            }
        }
    }
    Err("the game did not end within its step bound".into())
}

/// The dynamic layer's spectator view is the typed one: the public observation's JSON,
/// and the texts (describe, narrate, render) of the action at `index` applied now for a
/// spectator and for the omniscient viewer.
fn check_dynamic_public_view<G: Game>(
    game: &dyn nile_core::DynGame,
    index: usize,
) -> Result<(), String> {
    let typed = &game
        .as_any()
        .downcast_ref::<nile_core::dynamic::DynState<G>>()
        .ok_or("the dynamic state is not of this game")?
        .state;
    let want = serde_json::to_string(&typed.public_observation()).map_err(|e| e.to_string())?;
    if game.public_observation_json().map_err(|e| e.to_string())? != want {
        return Err("public_observation_json is not the public observation's JSON".into());
    }
    let action = G::action_from_index(typed.config(), index).ok_or("no action at that index")?;
    let mut next = game.clone_box();
    next.apply_index(index).map_err(|e| e.to_string())?;
    let mut after = typed.clone();
    after.apply(action).map_err(|e| e.to_string())?;
    for viewer in [Viewer::Spectator, Viewer::All] {
        let err = |e: nile_core::GameError| e.to_string();
        if game.describe(index, viewer).map_err(err)? != typed.describe(action, viewer)
            || next.narrate(game, index, viewer).map_err(err)?
                != after.narrate(typed, action, viewer)
            || next.render(viewer).map_err(err)? != after.render(viewer)
        {
            return Err(format!(
                "the dynamic layer's texts for {viewer} are not the game's"
            ));
        }
    }
    Ok(())
}

/// Plays a game of bots through the CLI with `--log`, replays the log through the CLI,
/// and checks both printed the same final position.
pub fn check_cli_log_round_trip<G: BotHints>(config: &G::Config, seed: u64) -> Result<(), String> {
    let dir = std::env::temp_dir().join(format!(
        "nile-testkit-{}-{}-{seed}",
        G::NAME,
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let log = dir.join(format!("{}.json", config.players()));
    let log_path = log.to_str().ok_or("temp path is not UTF-8")?.to_string();
    let seats = vec!["random"; config.players()].join(",");
    // A log the driver wrote, with this configuration, replayed by the CLI.
    let mut m = Match::<G>::new(config.clone(), seed).map_err(|e| e.to_string())?;
    let mut agents: Vec<Box<dyn nile_core::Agent<G>>> = (0..config.players())
        .map(|p| Box::new(nile_core::RandomAgent::new(p as u64)) as Box<dyn nile_core::Agent<G>>)
        .collect();
    m.set_seats(vec!["random".into(); config.players()]);
    m.play(&mut agents).map_err(|e| e.to_string())?;
    std::fs::write(&log, m.log().to_json()).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    nile_cli::run::<G, _>(
        [G::NAME, "replay", log_path.as_str(), "--steps"],
        &mut std::io::empty(),
        &mut out,
    )
    .map_err(|e| format!("replay of a log the driver wrote failed: {e}"))?;
    let replayed = String::from_utf8_lossy(&out).to_string();
    let final_text = m.state().render(Viewer::All);
    if !replayed.contains(final_text.trim()) {
        return Err("the CLI replay did not print the game's final position".into());
    }
    // And a game played by the CLI itself replays (default options only: the CLI builds
    // its configuration from flags).
    if *config == G::Config::for_players(config.players()) {
        let players = config.players().to_string();
        let mut out = Vec::new();
        nile_cli::run::<G, _>(
            [
                G::NAME,
                "play",
                "--seats",
                seats.as_str(),
                "--players",
                players.as_str(),
                "--seed",
                "3",
                "--log",
                log_path.as_str(),
            ],
            &mut std::io::empty(),
            &mut out,
        )
        .map_err(|e| format!("play failed: {e}"))?;
        let played = String::from_utf8_lossy(&out).to_string();
        let mut out = Vec::new();
        nile_cli::run::<G, _>(
            [G::NAME, "replay", log_path.as_str()],
            &mut std::io::empty(),
            &mut out,
        )
        .map_err(|e| format!("replay failed: {e}"))?;
        let replayed = String::from_utf8_lossy(&out).to_string();
        let tail = |text: &str| {
            let scores = text.split("Final scores:").nth(1)?;
            Some(scores.split("Log saved").next()?.trim().to_string())
        };
        if tail(&played).is_none() || tail(&played) != tail(&replayed) {
            return Err("play and replay of the same log end with different scores".into());
        }
    }
    std::fs::remove_dir_all(&dir).ok();
    Ok(())
}

/// A seeded random game as text: every action as a spectator reads it (with what
/// followed from it), then the final position and outcome. What `conformance_snapshot`
/// pins.
pub fn seeded_game_text<G: Game>(config: &G::Config, seed: u64) -> String {
    let mut state = G::new(config).expect("the first configuration starts a game");
    let mut rng = seeded(seed);
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    let mut lines = Vec::new();
    for step in 1..=G::step_bound(config) {
        let turn = state.turn();
        let action = match turn {
            Turn::Over => break,
            Turn::Chance => state.sample_chance(&mut rng, &mut chance),
            Turn::Player(_) => {
                state.legal_actions(&mut legal);
                (!legal.is_empty())
                    .then(|| legal[nile_core::rng::below(&mut rng, legal.len() as u64) as usize])
            }
        };
        let Some(action) = action else { break };
        let before = state.clone();
        if state.apply(action).is_err() {
            lines.push(format!("{step}. refused: {action}"));
            break;
        }
        lines.push(format!("{step}. {}", before.describe(action, Viewer::All)));
        for line in state.narrate(&before, action, Viewer::All) {
            lines.push(format!("    {line}"));
        }
    }
    lines.push(state.render(Viewer::All));
    lines.push(format!("{:?}", state.outcome()));
    lines.join("\n")
}

/// A complete game of seeded random agents (seat `p` is `RandomAgent::new(agent_seed + p)`)
/// played through the [`Match`] driver with `seed`, as text: the outcome, the final
/// position as a spectator sees it, and every action of the log. What each engine's
/// `tests/snapshot.rs` pins, beside the conformance kit's own snapshot.
///
/// Panics if the configuration does not start a game or a random agent's action is
/// refused (a test helper: either is a bug the snapshot test should report).
pub fn random_match_text<G: Game>(config: G::Config, seed: u64, agent_seed: u64) -> String {
    use std::fmt::Write;
    let players = config.players();
    let mut agents: Vec<Box<dyn nile_core::Agent<G>>> = (0..players as u64)
        .map(|p| {
            Box::new(nile_core::RandomAgent::new(agent_seed + p)) as Box<dyn nile_core::Agent<G>>
        })
        .collect();
    let mut m = Match::<G>::new(config, seed).expect("the configuration starts a game");
    let outcome = m
        .play(&mut agents)
        .expect("random agents play legal actions");
    let mut text = String::new();
    let _ = writeln!(
        text,
        "scores {:?}, ranks {:?}",
        outcome.scores, outcome.ranks
    );
    let _ = writeln!(text, "{}", m.state().render(Viewer::All));
    let _ = writeln!(text, "{} actions:", m.log().actions.len());
    for (i, a) in m.log().actions.iter().enumerate() {
        let _ = writeln!(text, "{i:4} {a}");
    }
    text
}

pub mod fuzz;

/// Drives `nile_cli::run` as a person at the terminal who, at every prompt, types the
/// number of the first option listed (the prompt numbers options by their action index, so
/// the number to type is read from the screen, as a person would). Returns the whole screen.
///
/// `turns` bounds how many entries the person types; after that the input ends, as if the
/// terminal closed.
///
/// ```
/// use nile_core::testing::Nim;
/// let screen = nile_testkit::play_first_options::<Nim>(&["play", "--seats", "human,random", "--seed", "1"], 100)?;
/// assert!(screen.contains("Final scores:"));
/// # Ok::<(), String>(())
/// ```
pub fn play_first_options<G: BotHints>(args: &[&str], turns: usize) -> Result<String, String> {
    use std::cell::RefCell;
    use std::io::{BufRead, Read, Write};
    use std::rc::Rc;

    /// The screen, shared by the CLI (writing) and the person (reading it).
    struct Screen(Rc<RefCell<Vec<u8>>>);
    impl Write for Screen {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.borrow_mut().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    /// The person: the next line is the first option's number on the screen so far.
    struct Person {
        screen: Rc<RefCell<Vec<u8>>>,
        line: Vec<u8>,
        at: usize,
        turns_left: usize,
    }
    impl Person {
        fn first_option(&self) -> Option<String> {
            let screen = self.screen.borrow();
            let text = String::from_utf8_lossy(&screen);
            let list = &text[text.rfind("Your options")?..];
            let open = list.find("\n    [")? + "\n    [".len();
            let close = list[open..].find(']')? + open;
            Some(list[open..close].to_string())
        }
    }
    impl Read for Person {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let n = self.fill_buf()?.read(buf)?;
            self.consume(n);
            Ok(n)
        }
    }
    impl BufRead for Person {
        fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
            if self.at >= self.line.len() && self.turns_left > 0 {
                self.turns_left -= 1;
                self.line = self.first_option().unwrap_or_default().into_bytes();
                self.line.push(b'\n');
                self.at = 0;
            }
            Ok(&self.line[self.at.min(self.line.len())..])
        }
        fn consume(&mut self, n: usize) {
            self.at += n;
        }
    }

    let screen = Rc::new(RefCell::new(Vec::new()));
    let mut person = Person {
        screen: Rc::clone(&screen),
        line: Vec::new(),
        at: 0,
        turns_left: turns,
    };
    let mut argv = vec![G::NAME];
    argv.extend_from_slice(args);
    nile_cli::run::<G, _>(argv, &mut person, &mut Screen(Rc::clone(&screen)))
        .map_err(|e| e.to_string())?;
    let text = String::from_utf8(screen.take()).map_err(|e| e.to_string())?;
    Ok(text)
}
