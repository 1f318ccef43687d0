//! Safe undo: which of a seat's own decisions it may take back.
//!
//! A seat may take back its own decisions since its turn began, as long as nothing lies
//! between that anyone could not un-know: no chance step (a draw shows something new), no
//! other seat's decision, and no decision that showed any viewer something hidden. The
//! last is decided at the observation boundary, the same for every game, not per game:
//! a decision shows viewer `v` nothing hidden when `v`'s observation after it, and the
//! way `v` reads it, are the same in every position `v` could believe it was in (the
//! state [determinized](Game::determinize) for `v`). If the decision plays a card from a
//! hand, reveals a hidden defence, or is only legal because of something `v` cannot
//! see, some resampled position tells it apart, and the decision stands. The acting seat
//! is one of the viewers checked: a decision that showed the actor what was hidden from
//! it (an attack that turns up the defender's card) is not taken back either. A
//! spectator is checked through the public observation.
//!
//! Every front end (the server, the terminal, the browser) asks the same question:
//! [`undoable_steps`] over a typed history, or [`crate::DynGame::reveals_nothing`]
//! step by step through the dynamic layer.
//!
//! ```
//! use nile_core::testing::{Guess, GuessAction, GuessConfig};
//! use nile_core::{undo, Game};
//!
//! let mut game = Guess::new(&GuessConfig::default())?;
//! let before_deal = game.clone();
//! game.apply(GuessAction::Deal(3))?; // a chance step: it is never taken back
//! assert_eq!(undo::undoable_steps(&[before_deal], &[GuessAction::Deal(3)], 0), 0);
//! assert!(!undo::reveals_nothing(&game, GuessAction::Deal(1)));
//! # Ok::<(), nile_core::GameError>(())
//! ```

use crate::rng::seeded_stream;
use crate::viewer::Viewer;
use crate::{Game, Turn};

/// How many positions each viewer's check resamples. A hidden fact with two possible
/// values escapes all of them with odds of 1 in 2^8; the checks are deterministic (the
/// same history always gives the same answer).
pub const SAMPLES: u64 = 8;

/// Why a seat may not take back the last step of a history.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// Nothing has been played yet.
    #[error("nothing has been played yet")]
    Nothing,
    /// The last step was a chance step (a draw).
    #[error("the last step was a draw, which cannot be taken back")]
    Chance,
    /// The last step was another seat's decision.
    #[error("the last decision was seat {0}'s, not yours")]
    OtherSeat(usize),
    /// The last step was the seat's decision, but it showed a viewer something hidden.
    #[error("that decision showed something that was hidden, so it stands")]
    Reveals,
    /// The match keeps no log to take a step back in.
    #[error("this match keeps no log, so nothing can be taken back")]
    NoLog,
    /// The match's own log did not replay (an engine fault, never a person's).
    #[error("the match could not be replayed to take a step back: {0}")]
    Replay(crate::GameError),
}

/// Whether `seat` may take back the last step of a history (`states[i]` is the position
/// before `actions[i]`), or why not.
pub fn check_last<G: Game>(
    states: &[G],
    actions: &[G::Action],
    seat: usize,
) -> Result<(), Refusal> {
    let (Some(state), Some(&action)) = (states.last(), actions.last()) else {
        return Err(Refusal::Nothing);
    };
    if states.len() != actions.len() {
        return Err(Refusal::Nothing);
    }
    match state.turn() {
        Turn::Player(p) if p != seat => Err(Refusal::OtherSeat(p)),
        Turn::Player(_) if reveals_nothing(state, action) => Ok(()),
        Turn::Player(_) => Err(Refusal::Reveals),
        _ => Err(Refusal::Chance),
    }
}

/// How many of the trailing steps of a history `seat` may take back: `states[i]` is the
/// position before `actions[i]` (the two have the same length). Counts back from the
/// end while each step is `seat`'s own decision that [reveals nothing](reveals_nothing);
/// 0 when the last step is not such a decision (or the history is empty or uneven).
pub fn undoable_steps<G: Game>(states: &[G], actions: &[G::Action], seat: usize) -> usize {
    if states.len() != actions.len() {
        return 0;
    }
    (1..=states.len())
        .take_while(|&k| {
            let n = states.len() - k + 1;
            check_last(&states[..n], &actions[..n], seat).is_ok()
        })
        .count()
}

/// Whether `action`, a decision legal in `state`, shows no viewer anything it could not
/// see before: for every seat `v` (the actor included), applying it to any position
/// consistent with what `v` knows gives `v` the same observation and the same words
/// (`describe`, `narrate`) as applying it here, and the public observation does not
/// change with what any seat holds. `false` for a chance step, an action that is not
/// legal here, or an action legal only because of something some viewer cannot see.
pub fn reveals_nothing<G: Game>(state: &G, action: G::Action) -> bool {
    if !matches!(state.turn(), Turn::Player(_)) {
        return false;
    }
    let mut after = state.clone();
    if after.apply(action).is_err() {
        return false;
    }
    (0..state.players()).all(|viewer| same_for_viewer(state, &after, action, viewer))
}

/// `viewer`'s side of [`reveals_nothing`]: every resampled position reads the same to it
/// after `action`, to it and to a spectator.
fn same_for_viewer<G: Game>(state: &G, after: &G, action: G::Action, viewer: usize) -> bool {
    let seen = after.observation(viewer);
    let public = after.public_observation();
    let said = state.describe(action, Viewer::Seat(viewer));
    let told = after.narrate(state, action, Viewer::Seat(viewer));
    (0..SAMPLES).all(|k| {
        let mut rng = seeded_stream(k, viewer as u64);
        let believed = state.determinize(viewer, &mut rng);
        if believed.describe(action, Viewer::Seat(viewer)) != said {
            return false;
        }
        let mut believed_after = believed.clone();
        believed_after.apply(action).is_ok()
            && believed_after.observation(viewer) == seen
            && believed_after.public_observation() == public
            && believed_after.narrate(&believed, action, Viewer::Seat(viewer)) == told
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{Guess, GuessAction, GuessConfig, Nim, NimAction, NimConfig};

    /// A history of `game` through `actions`: the positions before each.
    fn history<G: Game>(mut game: G, actions: &[G::Action]) -> Vec<G> {
        let mut states = Vec::new();
        for &a in actions {
            states.push(game.clone());
            game.apply(a).expect("legal");
        }
        states
    }

    #[test]
    fn a_seats_open_decisions_are_undoable_up_to_another_seats_or_a_draw() {
        let game = Nim::new(&NimConfig::default()).expect("nim");
        let actions = [NimAction::Pile(9), NimAction::Take(1), NimAction::Take(2)];
        let states = history(game, &actions);
        // Seat 1's take is the last step; before it lies seat 0's, and before that the draw.
        assert_eq!(undoable_steps(&states, &actions, 1), 1);
        assert_eq!(undoable_steps(&states, &actions, 0), 0);
        assert_eq!(undoable_steps(&states[..2], &actions[..2], 0), 1);
        assert_eq!(undoable_steps(&states[..1], &actions[..1], 0), 0, "a draw");
        assert_eq!(undoable_steps(&states, &actions[..1], 0), 0, "uneven");
        assert!(
            !reveals_nothing(&states[1], NimAction::Take(7)),
            "not legal"
        );
    }

    #[test]
    fn a_guess_that_shows_nothing_is_undoable_and_a_deal_is_not() {
        let game = Guess::new(&GuessConfig::default()).expect("guess");
        // The deals are chance; seat 0's guess shows nobody anything (no score is seen
        // before the end), so seat 0 may take it back until seat 1 has guessed.
        let actions = [
            GuessAction::Deal(3),
            GuessAction::Deal(1),
            GuessAction::Guess(2),
        ];
        let states = history(game, &actions);
        assert!(!reveals_nothing(&states[0], actions[0]), "a chance step");
        assert_eq!(undoable_steps(&states, &actions, 0), 1);
        assert_eq!(undoable_steps(&states, &actions, 1), 0);
        let mut after = states[2].clone();
        after.apply(actions[2]).expect("legal");
        let mut all = states.clone();
        all.push(after);
        let mut moves = actions.to_vec();
        moves.push(GuessAction::Guess(4));
        assert_eq!(
            undoable_steps(&all, &moves, 0),
            0,
            "seat 1 has guessed since"
        );
        assert_eq!(undoable_steps(&all, &moves, 1), 1);
    }
}
