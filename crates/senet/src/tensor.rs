//! The observation tensor (`Game::observation_tensor`): the board from one seat's side as
//! a flat vector (`docs/senet.md`, "Observation tensor").

use crate::board::SQUARES;
use crate::flow::MAX_THROWS;
use crate::state::Senet;

/// The tensor's length: 30 squares × (mine, theirs), pawns off (mine, theirs), the
/// throw to play (one-hot 1..5), the last throw shown (one-hot 1..5), the node (throw,
/// move, over), my turn, throws so far.
pub const LEN: usize = 2 * SQUARES as usize + 2 + 5 + 5 + 3 + 1 + 1;

/// Writes seat `player`'s view into `out`.
pub fn write(g: &Senet, player: usize, out: &mut Vec<f32>) {
    out.clear();
    let other = 1 - player.min(1);
    for seat in [player, other] {
        out.extend((1..=SQUARES).map(|s| f32::from(u8::from(g.at(s) == Some(seat)))));
    }
    out.push(f32::from(g.off(player)));
    out.push(f32::from(g.off(other)));
    out.extend((1..=5).map(|n| f32::from(u8::from(g.pending_throw() == Some(n)))));
    out.extend((1..=5).map(|n| f32::from(u8::from(g.last_throw() == Some(n)))));
    let node = if g.over {
        2
    } else if g.throw.is_some() {
        1
    } else {
        0
    };
    out.extend((0..3).map(|k| f32::from(u8::from(k == node))));
    out.push(f32::from(u8::from(!g.over && g.to_move() == player)));
    out.push(f32::from(g.throws()) / f32::from(MAX_THROWS));
}
