//! A rollout policy ([`nile_core::bots::BotHints::rollout_weights`]) for MCTS rollouts that should
//! look like games people play rather than uniformly random ones.
//!
//! Three things a uniform draw gets wrong, and the weights below put right:
//! - **Taking a die.** A die that may be taken in several ways (as another colour, as
//!   Pure or Tainted, by Anubis) is listed once per way, so a uniform draw takes it more
//!   often than a die with one way. Here every die on the disc gets the same share,
//!   split among its ways.
//! - **Paying.** Gold pays for anything, so a player keeps it for what nothing else
//!   pays, and leaves a cost unpaid only when nothing is left: paying with gold and
//!   leaving unpaid weigh less than paying with the resource asked for.
//! - **Scoring a Destiny card** weighs more than being done without it.
//!
//! Every other choice stays uniform. The numbers are estimates, not rules; they only
//! steer bots.

use crate::action::TekhenuAction;
use crate::pieces::GOLD;

/// Every weight is multiplied by this before it is split among a die's ways, so the
/// split stays close (2520 divides evenly by every count from 1 to 10).
const SCALE: u32 = 2520;
/// Weight of paying with the resource asked for (against 1 for gold or leaving unpaid).
const PAY_IN_KIND: u32 = 4;
/// Weight of scoring a Destiny card (against 1 for being done).
const SCORE_DESTINY: u32 = 4;

/// The rollout weights of `legal` into `out`; empty (uniform) where none of the three
/// choices above is on the list.
pub(crate) fn playout_weights(legal: &[TekhenuAction], out: &mut Vec<u32>) {
    use TekhenuAction::{Done, Pay, Score, Take, Unpaid};
    out.clear();
    let Some(first) = legal.first() else {
        return;
    };
    match first {
        Take(..) => take_weights(legal, out),
        Pay(_) | Unpaid => out.extend(legal.iter().map(|a| match *a {
            Pay(t) if t != GOLD => PAY_IN_KIND,
            _ => 1,
        })),
        _ if legal.iter().any(|a| matches!(a, Score(_))) => {
            out.extend(legal.iter().map(|a| match a {
                Score(_) => SCORE_DESTINY,
                Done => 1,
                _ => SCORE_DESTINY,
            }))
        }
        _ => {}
    }
}

/// Each die's share split among its ways. The engine lists a die's ways one after the
/// other, so a die is a run of `Take`s with the same god, colour and value (were a die
/// listed in two runs, each run would get a share: still valid weights).
fn take_weights(legal: &[TekhenuAction], out: &mut Vec<u32>) {
    let die = |a: &TekhenuAction| match *a {
        TekhenuAction::Take(g, c, v, _) => Some((g, c, v)),
        _ => None,
    };
    let mut start = 0;
    while start < legal.len() {
        let key = die(&legal[start]);
        let run = legal[start..]
            .iter()
            .take_while(|a| key.is_some() && die(a) == key)
            .count()
            .max(1);
        let weight = nile_core::split_weight(SCALE, run as u32);
        out.extend(std::iter::repeat_n(weight, run));
        start += run;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::How;
    use crate::pieces::Colour;

    #[test]
    fn a_die_with_several_ways_weighs_as_much_as_a_die_with_one() {
        let white = Colour::White;
        let legal = [
            TekhenuAction::Take(0, white, 3, How::Normal),
            TekhenuAction::Take(0, white, 3, How::AsPure),
            TekhenuAction::Take(0, white, 3, How::AsTainted),
            TekhenuAction::Take(1, white, 5, How::Normal),
        ];
        let mut out = Vec::new();
        playout_weights(&legal, &mut out);
        assert_eq!(out.len(), legal.len());
        assert_eq!(out[0] + out[1] + out[2], out[3]);
    }

    #[test]
    fn gold_and_unpaid_weigh_less_than_paying_in_kind() {
        let legal = [
            TekhenuAction::Pay(0),
            TekhenuAction::Pay(GOLD),
            TekhenuAction::Unpaid,
        ];
        let mut out = Vec::new();
        playout_weights(&legal, &mut out);
        assert_eq!(out, vec![PAY_IN_KIND, 1, 1]);
    }

    #[test]
    fn other_choices_stay_uniform() {
        let mut out = vec![9];
        playout_weights(&[TekhenuAction::Done, TekhenuAction::Decline], &mut out);
        assert!(out.is_empty());
        playout_weights(&[], &mut out);
        assert!(out.is_empty());
    }
}
