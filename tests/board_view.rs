//! The board view of the dynamic layer (`nile_core::dynamic::board_view`), for every
//! registered game over seeded random games: a viewer's view is built only from what that
//! viewer may know, every legal action has a board element, and `marks` has one entry
//! per step since the step asked for.

use nile::core::dynamic::board::BoardHistory;
use nile::core::dynamic::board_view::{board_view, BoardViewOptions};
use nile::core::dynamic::DynGame;
use nile::core::rng::{below, seeded};
use nile::core::Viewer;
use nile::core::{GameError, GameRng, Turn};
use nile::registry::{self, Entry};
use serde_json::Value;

/// Steps played per game at most (the views of long games are checked at checkpoints).
const STEPS: usize = 240;
/// Steps between two checkpoints.
const EVERY: usize = 17;
/// How far back a checkpoint's `marks` reach.
const SINCE: usize = 6;

/// The next action of a random game: a chance outcome by its probability, or a uniform
/// legal action.
fn next(game: &dyn DynGame, rng: &mut GameRng) -> Option<usize> {
    match game.turn() {
        Turn::Over => None,
        Turn::Chance => {
            let outcomes = game.chance_outcomes();
            let pick = below(rng, outcomes.len() as u64) as usize;
            outcomes.get(pick).map(|&(i, _)| i)
        }
        Turn::Player(_) => {
            let legal = game.legal_actions();
            let pick = below(rng, legal.len() as u64) as usize;
            legal.get(pick).copied()
        }
    }
}

/// `history` with every state replaced by a determinization for `seat`.
fn determinized(history: &BoardHistory, seat: usize, rng: &mut GameRng) -> BoardHistory {
    history
        .map_states(|s| s.determinize(seat, rng))
        .expect("every state determinizes")
}

/// The checks at one checkpoint of a game of `entry`.
fn check(entry: &Entry, history: &BoardHistory, rng: &mut GameRng) -> Result<(), GameError> {
    let name = entry.game.name();
    let at = history.len();
    let since = at.saturating_sub(SINCE);
    let options = BoardViewOptions {
        since: Some(since),
        ..BoardViewOptions::default()
    };
    let players = history.current().players();
    let spectator = board_view(entry.board, history, Viewer::Spectator, &options)?;
    for seat in 0..players {
        let view = board_view(entry.board, history, Viewer::Seat(seat), &options)?;
        let other = determinized(history, seat, rng);
        let again = board_view(entry.board, &other, Viewer::Seat(seat), &options)?;
        assert_eq!(
            view, again,
            "{name}: seat {seat}'s view at step {at} tells what it may not know"
        );
        let public = board_view(entry.board, &other, Viewer::Spectator, &options)?;
        assert_eq!(
            spectator, public,
            "{name}: the spectator's view at step {at} tells what seat {seat} hides"
        );
        check_legal(name, &view, history.current().turn() == Turn::Player(seat));
        check_marks(name, &view, since, at);
    }
    check_marks(name, &spectator, since, at);
    Ok(())
}

/// Every legal entry has a board element; a seat to act has some.
fn check_legal(name: &str, view: &Value, to_act: bool) {
    let legal = view["legal"].as_array().expect("legal is an array");
    assert_eq!(
        !legal.is_empty(),
        to_act,
        "{name}: legal actions listed to the wrong seat"
    );
    for entry in legal {
        assert!(
            entry["target"]["key"].is_string(),
            "{name}: \"{}\" has no board element",
            entry["text"]
        );
    }
}

/// `marks` has one entry per step after `since`, in order.
fn check_marks(name: &str, view: &Value, since: usize, at: usize) {
    let steps: Vec<u64> = view["marks"]
        .as_array()
        .expect("marks is an array")
        .iter()
        .map(|m| m["step"].as_u64().expect("a mark has its step"))
        .collect();
    let expected: Vec<u64> = (since as u64 + 1..=at as u64).collect();
    assert_eq!(
        steps, expected,
        "{name}: marks since step {since} at step {at}"
    );
}

/// Plays seeded random games of every game with every seat count and checks the views at
/// checkpoints.
#[test]
fn the_board_view_shows_each_viewer_what_it_may_know() {
    for entry in registry::games() {
        for players in entry.game.players() {
            for seed in 0..2 {
                let mut rng = seeded(seed * 31 + players as u64);
                let start = entry.game.new_game(players, &[]).expect("a game");
                let mut history = BoardHistory::new(start);
                for step in 0..STEPS {
                    if step % EVERY == 0 {
                        check(entry, &history, &mut rng).expect("the views are built");
                    }
                    match next(history.current(), &mut rng) {
                        Some(index) => history.push(index).expect("a listed action applies"),
                        None => break,
                    }
                }
                check(entry, &history, &mut rng).expect("the views are built");
            }
        }
    }
}

/// Every registered game ships the browser app's board view (`BoardTargets::VIEW`), which
/// registers the game's drawing function by its name, and the script a server or the web
/// build assembles holds each of them once.
#[test]
fn every_game_ships_its_board_view() {
    let boards: Vec<_> = registry::games().iter().map(|e| e.board).collect();
    let script = nile::core::dynamic::board::views_script(boards.iter().copied());
    for entry in registry::games() {
        let name = entry.game.name();
        let registers = format!("NILE_VIEWS.{name} = ");
        assert!(
            entry.board.view().contains(&registers),
            "{name}: its BoardTargets::VIEW does not register NILE_VIEWS.{name}"
        );
        assert_eq!(
            script.matches(&registers).count(),
            1,
            "{name}: its view is not in the assembled script exactly once"
        );
    }
}
