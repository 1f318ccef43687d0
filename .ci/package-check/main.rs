//! The consumer `.ci/package` builds outside the source tree against the packaged `.crate`
//! files (unpacked and patched in for crates.io): it plays a game of each title through
//! the facade `nile-games` (by name, the dynamic layer, its bots) and through each game
//! crate directly (typed, `nile-core`'s match driver, `nile-bots`), runs `nile-cli`'s
//! `simulate` for each, and checks that the same seed gives the same game twice.

use nile::core::bots::BotHints;
use nile::core::{rng, GameConfig, GameError, Match, Turn};

/// The titles the facade must register, in its order.
const TITLES: [&str; 5] = ["ra", "imhotep", "tekhenu", "pragas", "conquistando"];

/// Plays `name` to the end with a greedy and a random bot; returns its final state as JSON.
fn play_by_name(name: &str, seed: u64) -> Result<String, GameError> {
    let entry = nile::registry::find(name)?;
    let mut game = entry.game.new_game(2, &[])?;
    let mut agents = [
        entry.agents.agent("greedy", seed)?,
        entry.agents.agent("random", seed + 1)?,
    ];
    let mut chance = rng::seeded(seed);
    // Far more steps than any game takes: a game that never ends is a failure, not a hang.
    for _ in 0..1_000_000 {
        match game.turn() {
            Turn::Over => {
                let outcome = game.outcome().expect("a finished game has an outcome");
                let (scores, ranks) = (&outcome.scores, &outcome.ranks);
                println!(
                    "  {name} (registry, greedy v random): scores {scores:?}, ranks {ranks:?}"
                );
                return Ok(game.to_json());
            }
            Turn::Chance => {
                game.sample_chance(&mut chance)?;
            }
            Turn::Player(p) => {
                let index = agents[p].choose(game.as_ref(), p)?;
                game.apply_index(index)?;
            }
        }
    }
    Err(GameError::InvalidState(format!("{name} did not end")))
}

/// Plays `G` from its own crate with the typed match driver and bots.
fn play_typed<G: BotHints>(label: &str, players: usize, seed: u64) -> Result<(), GameError> {
    let config = G::Config::for_players(players);
    let specs = ["greedy", "random", "random", "random"];
    let mut agents = nile_bots::agents_from_specs::<G>(&specs[..players], seed)?;
    let outcome = Match::new(&config, seed)?.play(&mut agents)?;
    let (scores, ranks) = (&outcome.scores, &outcome.ranks);
    println!("  {label} (typed, {players} seats): scores {scores:?}, ranks {ranks:?}");
    Ok(())
}

fn main() -> Result<(), GameError> {
    let names: Vec<&str> = nile::registry::games()
        .iter()
        .map(|e| e.game.name())
        .collect();
    assert_eq!(names, TITLES, "the facade registers every title");
    println!("nile-games: a game of each title by name");
    for name in TITLES {
        let first = play_by_name(name, 11)?;
        let again = play_by_name(name, 11)?;
        assert_eq!(first, again, "{name}: same seed, same game");
    }
    println!("nile-cli: `nile <game> simulate` of each title");
    for entry in nile::registry::games() {
        let args = ["nile", "simulate", "--games", "3", "--seed", "1", "--json"];
        let code = (entry.cli)(args.iter().map(Into::into).collect());
        let ok = format!("{code:?}") == format!("{:?}", std::process::ExitCode::SUCCESS);
        assert!(ok, "{}: simulate failed", entry.game.name());
    }
    println!("game crates: a game of each title, typed");
    play_typed::<nile_ra::Ra>("ra", 3, 5)?;
    play_typed::<nile_imhotep::Imhotep>("imhotep", 3, 5)?;
    play_typed::<nile_tekhenu::Tekhenu>("tekhenu", 3, 5)?;
    play_typed::<nile_pragas::Pragas>("pragas", 3, 5)?;
    play_typed::<nile_conquistando::Conquistando>("conquistando", 3, 5)?;
    println!("package check: every title played from the packaged crates");
    Ok(())
}
