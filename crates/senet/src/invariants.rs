//! `check_invariants`: every pawn on one square or off the board, none in the House of
//! Water, and whose turn it is tied to the rest, so that any state `from_json` accepts
//! plays to the end.

use crate::data::WATER;
use crate::flow::MAX_THROWS;
use crate::state::Senet;

/// The first broken invariant, if any.
pub(crate) fn check(g: &Senet) -> Result<(), String> {
    let pawns = g.config.pawns;
    if g.config.players != 2 {
        return Err(format!("Senet has two seats, not {}", g.config.players));
    }
    if ![5, 7].contains(&pawns) {
        return Err(format!("{pawns} pawns a seat: Senet is played with 5 or 7"));
    }
    if g.squares.iter().flatten().any(|&s| s > 1) {
        return Err("a square holds a pawn of a seat that does not exist".into());
    }
    for seat in 0..2 {
        let on_board = g.pawns(seat).count() as u8;
        if u16::from(on_board) + u16::from(g.off(seat)) != u16::from(pawns) {
            return Err(format!(
                "seat {seat} has {on_board} pawns on the board and {} off, not {pawns} in all",
                g.off(seat)
            ));
        }
    }
    if g.at(WATER).is_some() {
        return Err("a pawn stands in the House of Water, which sends every pawn back".into());
    }
    if g.last_throw.is_some_and(|n| !(1..=5).contains(&n)) {
        return Err("the sticks showed a value they cannot give".into());
    }
    if g.to_move > 1 {
        return Err(format!("seat {} does not exist", g.to_move));
    }
    if g.throws > MAX_THROWS {
        return Err(format!(
            "{} throws: a game ends after {MAX_THROWS}",
            g.throws
        ));
    }
    check_turn(g)
}

/// The pending throw and the end tied to the board and the count of throws.
fn check_turn(g: &Senet) -> Result<(), String> {
    let home = (0..2).filter(|&s| g.home(s)).count();
    if home > 1 {
        return Err("both seats have every pawn off the board".into());
    }
    let out_of_throws = g.throws >= MAX_THROWS && g.throw.is_none();
    if g.over != (home == 1 || out_of_throws) {
        return Err(if g.over {
            "the game is over with pawns on the board and throws left".into()
        } else {
            "the game goes on after it has ended".into()
        });
    }
    if let Some(n) = g.throw {
        if g.over {
            return Err("a throw is pending in a finished game".into());
        }
        if g.last_throw != Some(n) {
            return Err(format!(
                "the pending throw {n} is not what the sticks showed last"
            ));
        }
        if !(1..=5).contains(&n) {
            return Err(format!("a throw of {n}: the sticks give 1 to 5"));
        }
        // A throw with no move passes the turn at once, so a pending one has a move.
        if !g.can_move(n) {
            return Err(format!(
                "seat {} has no move with the pending {n}",
                g.to_move()
            ));
        }
    }
    Ok(())
}
