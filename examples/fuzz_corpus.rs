//! Writes seed corpora for the fuzz targets in `fuzz/` from real (seeded random) games:
//! states at many points of a game, whole logs, action texts and JSON at random
//! positions, and index sequences of real games.
//!
//! ```sh
//! cargo run --release --example fuzz_corpus -- fuzz/corpus
//! ```
//!
//! Each file starts with the byte that makes the fuzz targets pick its game (`fuzz/src/lib.rs`:
//! the byte modulo 5 is the game, the byte divided by 5 picks the player count).

use std::path::{Path, PathBuf};

use nile::core::rng::{below, seeded};
use nile::core::{Agent, Game, GameConfig, Match, RandomAgent, Turn};

fn write(dir: &Path, target: &str, name: String, bytes: &[u8]) -> std::io::Result<()> {
    let dir = dir.join(target);
    std::fs::create_dir_all(&dir)?;
    std::fs::write(dir.join(name), bytes)
}

/// The first byte that selects game number `game` with `players` seats.
fn selector<G: Game>(game: u8, players: usize) -> u8 {
    game + 5 * (players - *G::PLAYERS.start()) as u8
}

fn corpus<G: Game>(dir: &Path, game: u8) -> std::io::Result<()> {
    for players in G::PLAYERS {
        let head = selector::<G>(game, players);
        let config = G::Config::for_players(players);
        for seed in 0..3u64 {
            let mut agents: Vec<Box<dyn Agent<G>>> = (0..players)
                .map(|p| Box::new(RandomAgent::new(seed + p as u64)) as Box<dyn Agent<G>>)
                .collect();
            let Ok(mut m) = Match::<G>::new(&config, seed) else {
                continue;
            };
            let mut rng = seeded(seed);
            let mut step = 0;
            let mut indices = Vec::new();
            while m.state().turn() != Turn::Over {
                if step % 37 == 0 {
                    let mut bytes = vec![head];
                    bytes.extend(m.state().to_json().bytes());
                    write(
                        dir,
                        "state_json",
                        format!("{}-{players}-{seed}-{step}", G::NAME),
                        &bytes,
                    )?;
                }
                if step % 53 == 0 {
                    let mut legal = Vec::new();
                    m.state().legal_actions(&mut legal);
                    if let Some(&a) = legal.first() {
                        let mut bytes = vec![head];
                        bytes.extend(rng_bytes(&mut rng));
                        bytes.extend(a.to_string().bytes());
                        write(
                            dir,
                            "action_text",
                            format!("{}-{players}-{seed}-{step}-text", G::NAME),
                            &bytes,
                        )?;
                        let mut bytes = vec![head];
                        bytes.extend(rng_bytes(&mut rng));
                        bytes.extend(serde_json::to_string(&a).unwrap_or_default().bytes());
                        write(
                            dir,
                            "action_text",
                            format!("{}-{players}-{seed}-{step}-json", G::NAME),
                            &bytes,
                        )?;
                    }
                }
                let before = m.log().actions.len();
                if m.step(&mut agents).is_err() {
                    break;
                }
                for &a in &m.log().actions[before..] {
                    if let Some(i) = G::action_to_index(&config, a) {
                        indices.extend([(i >> 8) as u8, i as u8]);
                    }
                }
                step += 1;
            }
            let mut bytes = vec![head];
            bytes.extend(m.log().to_json().bytes());
            write(
                dir,
                "log_json",
                format!("{}-{players}-{seed}", G::NAME),
                &bytes,
            )?;
            let mut bytes = vec![head];
            bytes.extend(&indices);
            write(
                dir,
                "dynamic_index",
                format!("{}-{players}-{seed}", G::NAME),
                &bytes,
            )?;
        }
    }
    Ok(())
}

/// Request bodies of the server's lobby (`http_body`: the first byte modulo 3 picks a
/// match to create, a seat to join or one to leave).
fn lobby_bodies(dir: &Path) -> std::io::Result<()> {
    let bodies: [(u8, &str); 7] = [
        (
            0,
            r#"{"game":"ra","seats":["open","hard","mcts:500ms"],"seed":7}"#,
        ),
        (
            0,
            r#"{"game":"imhotep","players":2,"seats":["open","greedy"],"options":{"sides":"BBBBB"}}"#,
        ),
        (
            0,
            r#"{"game":"tekhenu","seats":["open"],"options":{"difficulty":"hard"}}"#,
        ),
        // Once a panic: a time budget longer than a `Duration` holds.
        (
            0,
            r#"{"game":"ra","seats":["open","hard","mcts:0055111111111111111111090ms"],"seed":7}"#,
        ),
        (1, r#"{"name":"Ana Luísa","seat":1}"#),
        (1, r#"{"name":"José"}"#),
        (2, r#"{"token":"00ff"}"#),
    ];
    for (k, (kind, body)) in bodies.iter().enumerate() {
        let mut bytes = vec![*kind];
        bytes.extend(body.as_bytes());
        write(dir, "http_body", format!("body-{k}"), &bytes)?;
    }
    Ok(())
}

fn rng_bytes(rng: &mut nile::core::GameRng) -> [u8; 8] {
    below(rng, u64::MAX).to_le_bytes()
}

/// Writes one game's corpora, for [`nile::registry::visit`].
struct Corpus<'a> {
    dir: &'a Path,
    game: u8,
}

impl nile::registry::Visit for Corpus<'_> {
    type Output = std::io::Result<()>;
    fn visit<G: Game>(self) -> Self::Output {
        corpus::<G>(self.dir, self.game)
    }
}

fn main() -> std::io::Result<()> {
    let dir: PathBuf = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "fuzz/corpus".into())
        .into();
    // Every game of the registry, by its place in the list (the fuzz targets' game byte).
    for (k, entry) in nile::registry::games().iter().enumerate() {
        let visit = Corpus {
            dir: &dir,
            game: k as u8,
        };
        nile::registry::visit(entry.game.name(), visit)
            .map_err(|e| std::io::Error::other(e.to_string()))??;
    }
    lobby_bodies(&dir)?;
    println!("Seed corpora written to {}.", dir.display());
    Ok(())
}
