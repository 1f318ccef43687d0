//! Safe undo in every game (`nile_core::undo`): over seeded random games at the smallest and
//! largest seat counts, which decisions a seat may take back. In every game some decisions
//! are undoable; a decision followed by a chance step or by another seat's decision never
//! is; and in each game with hidden information some decision is refused because it shows
//! a viewer something (a card from a hand, a hidden defence, a draw's result).

use nile::registry::{self, Visit};
use nile_core::{rng, undo, Game, GameConfig, Turn};

const LIMIT: usize = 100_000;

/// What one game's random histories show.
#[derive(Debug, Default)]
struct Tally {
    /// Decisions whose `reveals_nothing` holds.
    quiet: usize,
    /// Decisions that show some viewer something.
    revealing: usize,
    /// Decisions that were undoable as the last step and stopped being undoable when a
    /// chance step followed.
    cut_by_chance: usize,
    /// ... when another seat's decision followed.
    cut_by_other_seat: usize,
}

struct Explore {
    games: u64,
}

impl Visit for Explore {
    type Output = Tally;
    fn visit<G: Game>(self) -> Tally {
        let mut tally = Tally::default();
        for players in [*G::PLAYERS.start(), *G::PLAYERS.end()] {
            let config = G::Config::for_players(players);
            for seed in 0..self.games {
                play::<G>(&config, seed, &mut tally);
            }
        }
        tally
    }
}

fn play<G: Game>(config: &G::Config, seed: u64, tally: &mut Tally) {
    let mut rng = rng::seeded(seed);
    let mut game = G::new(config).expect("a game");
    let mut states: Vec<G> = Vec::new();
    let mut actions: Vec<G::Action> = Vec::new();
    let mut legal = Vec::new();
    let mut outcomes = Vec::new();
    // Only a bounded prefix of each game: the checks resample positions at every step.
    while game.turn() != Turn::Over && actions.len() < LIMIT {
        let action = match game.turn() {
            Turn::Chance => {
                game.chance_outcomes(&mut outcomes);
                rng::sample_weighted(&mut rng, &outcomes).expect("an outcome")
            }
            _ => {
                game.legal_actions(&mut legal);
                legal[rng::below(&mut rng, legal.len() as u64) as usize]
            }
        };
        // Before this step: the last step's undoability for its actor.
        let last_actor = states.last().and_then(|s| match s.turn() {
            Turn::Player(p) => Some(p),
            _ => None,
        });
        let was = last_actor.map(|p| (p, undo::undoable_steps(&states, &actions, p)));
        let quiet = match game.turn() {
            Turn::Player(_) => undo::reveals_nothing(&game, action),
            _ => false,
        };
        if let Turn::Player(p) = game.turn() {
            if quiet {
                tally.quiet += 1;
            } else {
                tally.revealing += 1;
            }
            let mut s = states.clone();
            s.push(game.clone());
            let mut a = actions.clone();
            a.push(action);
            let n = undo::undoable_steps(&s, &a, p);
            assert_eq!(
                n > 0,
                quiet,
                "{}: seat {p} may undo exactly a quiet last decision",
                G::NAME
            );
        }
        let next_actor = match game.turn() {
            Turn::Player(p) => Some(p),
            _ => None,
        };
        states.push(game.clone());
        actions.push(action);
        game.apply(action).expect("legal");
        if let Some((p, n)) = was {
            if n > 0 {
                let now = undo::undoable_steps(&states, &actions, p);
                match next_actor {
                    None => {
                        assert_eq!(now, 0, "{}: a chance step ends seat {p}'s undo", G::NAME);
                        tally.cut_by_chance += 1;
                    }
                    Some(q) if q != p => {
                        assert_eq!(
                            now,
                            0,
                            "{}: seat {q}'s decision ends seat {p}'s undo",
                            G::NAME
                        );
                        tally.cut_by_other_seat += 1;
                    }
                    Some(_) => {}
                }
            }
        }
    }
}

/// The games whose decisions can show a viewer something hidden: Tekhenu (a Decree
/// played from the hand), 10 Pragas (a choice that turns up what was face down). Rá,
/// Imhotep and Conquistando hide only what chance has not drawn yet (Conquistando's
/// defences are drawn when an attack is made), so the chance step that follows such a
/// decision is what ends its undo.
const REVEALING: [&str; 2] = ["tekhenu", "pragas"];

/// The games in which a draw always comes between two seats' decisions.
const DRAW_BETWEEN_SEATS: [&str; 1] = ["senet"];

#[test]
fn every_game_undoes_quiet_decisions_and_refuses_the_rest() {
    for name in registry::games().iter().map(|e| e.game.name()) {
        let tally = registry::visit(name, Explore { games: 3 }).expect("registered");
        eprintln!("{name}: {tally:?}");
        assert!(tally.quiet > 0, "{name}: some decision can be taken back");
        assert!(
            tally.cut_by_chance > 0,
            "{name}: a draw after an undoable decision was seen"
        );
        // In Senet every move is followed by a throw of the sticks, so no seat's decision
        // ever follows another seat's directly.
        assert_eq!(
            tally.cut_by_other_seat > 0,
            !DRAW_BETWEEN_SEATS.contains(&name),
            "{name}: another seat's decision right after an undoable one"
        );
        assert_eq!(
            tally.revealing > 0,
            REVEALING.contains(&name),
            "{name}: revealing decisions: {}",
            tally.revealing
        );
    }
}

/// `undo` at the terminal: a person's last decision is taken back while nothing else has
/// happened since; past a draw or another seat's move it is refused with the reason, and
/// the saved log holds only what was finally played (it replays).
#[test]
fn a_person_at_the_terminal_takes_back_a_decision_and_is_told_when_not() {
    let log = std::env::temp_dir().join(format!("nile-undo-{}.json", std::process::id()));
    let mut input = String::new();
    for _ in 0..60 {
        input.push_str("1\nundo\n");
    }
    input.push_str("quit\n");
    let mut out = Vec::new();
    let argv = [
        "ra",
        "play",
        "--seats",
        "human,random",
        "--seed",
        "3",
        "--plain",
        "--log",
        log.to_str().expect("utf-8 temp path"),
    ];
    nile_cli::run::<nile_ra::Ra, _>(argv, &mut input.as_bytes(), &mut out).expect("plays");
    let out = String::from_utf8(out).expect("utf-8");
    assert!(out.contains("Taken back: seat 0 invokes Ra"), "{out}");
    assert!(out.contains("Cannot take that back: the last decision was seat 1's, not yours."));
    assert!(out
        .contains("Cannot take that back: the last step was a draw, which cannot be taken back."));
    let saved = std::fs::read_to_string(&log).expect("the log is saved");
    let _ = std::fs::remove_file(&log);
    let saved: nile_core::MatchLog<nile_ra::Ra> =
        nile_core::MatchLog::from_json(&saved).expect("a log");
    saved.replay().expect("the log replays");
}
