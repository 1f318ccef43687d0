//! The consumer `.ci/package` builds outside the source tree against the packaged `.crate`
//! files (unpacked and patched in for crates.io), given the names of the games the facade
//! must offer (its `games` feature) as arguments: it checks that the registry lists exactly
//! those, plays a game of each through the facade `nile-games` (by name, the dynamic layer,
//! its bots) and typed (the game crate's engine through `registry::visit`, `nile-core`'s
//! match driver), runs `nile-cli`'s `simulate` for each, and checks that the same seed
//! gives the same game twice. The games are never listed here, so a new game is checked
//! as soon as it is in the registry and the feature.

use nile::core::{rng, Agent, Game, GameConfig, GameError, Match, RandomAgent, Turn};
use nile::registry::{self, Visit};

/// Plays `name` to the end with a greedy and a random bot; returns its final state as JSON.
fn play_by_name(name: &str, seed: u64) -> Result<String, GameError> {
    let entry = registry::find(name)?;
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

/// A game played on its typed engine from its own crate, with `nile-core`'s match driver
/// and random seats, at three seats or the nearest count the game allows.
struct PlayTyped {
    seed: u64,
}

impl Visit for PlayTyped {
    type Output = Result<(), GameError>;

    fn visit<G: Game>(self) -> Self::Output {
        let players = 3.clamp(*G::PLAYERS.start(), *G::PLAYERS.end());
        let config = G::Config::for_players(players);
        let mut agents: Vec<Box<dyn Agent<G>>> = (0..players as u64)
            .map(|seat| Box::new(RandomAgent::new(self.seed + seat)) as Box<dyn Agent<G>>)
            .collect();
        let outcome = Match::new(&config, self.seed)?.play(&mut agents)?;
        let (scores, ranks) = (&outcome.scores, &outcome.ranks);
        let name = G::NAME;
        println!("  {name} (typed, {players} seats): scores {scores:?}, ranks {ranks:?}");
        Ok(())
    }
}

fn main() -> Result<(), GameError> {
    let expected: Vec<String> = std::env::args().skip(1).collect();
    assert!(
        !expected.is_empty(),
        "usage: nile-package-check GAME... (the games the facade must offer)"
    );
    let names: Vec<&str> = registry::games().iter().map(|e| e.game.name()).collect();
    assert_eq!(names, expected, "the facade registers exactly the expected games");
    println!("nile-games: a game of each title by name");
    for name in &names {
        let first = play_by_name(name, 11)?;
        let again = play_by_name(name, 11)?;
        assert_eq!(first, again, "{name}: same seed, same game");
    }
    println!("nile-cli: `nile <game> simulate` of each title");
    for entry in registry::games() {
        let args = ["nile", "simulate", "--games", "3", "--seed", "1", "--json"];
        let code = (entry.cli)(args.iter().map(Into::into).collect());
        let ok = format!("{code:?}") == format!("{:?}", std::process::ExitCode::SUCCESS);
        assert!(ok, "{}: simulate failed", entry.game.name());
    }
    println!("game crates: a game of each title, typed");
    for name in &names {
        registry::visit(name, PlayTyped { seed: 5 })??;
    }
    println!("package check: every title played from the packaged crates");
    Ok(())
}
