//! A rollout policy ([`nile_core::Game::rollout_weights`]) for MCTS rollouts that should
//! look like games people play rather than uniformly random ones.
//!
//! A die can buy a tile, a Favour card, a hebrew token's freedom or a discarded tile
//! back, and a uniform draw picks among those by how many ways each is listed (every die
//! and every Abydos shift once), so it frees hebrews far more often than it recovers a
//! tile. Here each of those uses of a die gets the same share, split among its listed
//! ways. A tribute that can be paid is paid far more often than it is refused. Every
//! other choice stays uniform.
//!
//! The numbers are estimates, not rules; they only steer bots.

use crate::action::Action;

/// Every weight is multiplied by this before it is split among a kind's actions.
const SCALE: u32 = 2520;
/// Weight of paying a tribute (against 1 for not paying it).
const PAY_TRIBUTE: u32 = 4;

/// The rollout weights of `legal` into `out`; empty (uniform) unless a die is to be
/// spent or a tribute paid.
pub(crate) fn playout_weights(legal: &[Action], out: &mut Vec<u32>) {
    out.clear();
    if legal.len() < 2 {
        return;
    }
    if legal.iter().any(|a| matches!(a, Action::FailTribute)) {
        out.extend(legal.iter().map(|a| match a {
            Action::FailTribute => 1,
            _ => PAY_TRIBUTE,
        }));
        return;
    }
    let mut counts = [0u32; KINDS];
    for &action in legal {
        if let Some(k) = die_use(action) {
            counts[k] += 1;
        }
    }
    if counts.iter().filter(|&&n| n > 0).count() < 2 {
        return;
    }
    out.extend(legal.iter().map(|&action| match die_use(action) {
        Some(k) => nile_core::split_weight(SCALE, counts[k]),
        None => SCALE,
    }));
}

/// How many uses of a die [`die_use`] tells apart.
const KINDS: usize = 5;

/// What a die is spent on: a tile, a Favour card, a hebrew, a recovered tile, Edfu's
/// search.
fn die_use(action: Action) -> Option<usize> {
    match action {
        Action::TakeTile { .. } => Some(0),
        Action::TakeFavour { .. } => Some(1),
        Action::FreeHebrew { .. } => Some(2),
        Action::Recover { .. } => Some(3),
        Action::EdfuSearch { .. } => Some(4),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_use_of_a_die_gets_the_same_share() {
        let legal = [
            Action::TakeTile {
                die: 1,
                shift: 0,
                slot: 1,
            },
            Action::TakeTile {
                die: 2,
                shift: 0,
                slot: 2,
            },
            Action::FreeHebrew {
                die: 1,
                shift: 0,
                token: 0,
            },
            Action::FreeHebrew {
                die: 2,
                shift: 0,
                token: 0,
            },
            Action::FreeHebrew {
                die: 3,
                shift: 0,
                token: 1,
            },
            Action::Recover {
                die: 2,
                shift: 0,
                slot: 1,
            },
        ];
        let mut out = Vec::new();
        playout_weights(&legal, &mut out);
        assert_eq!(out.len(), legal.len());
        let tiles = out[0] + out[1];
        let hebrews = out[2] + out[3] + out[4];
        assert_eq!(tiles, hebrews);
        assert_eq!(tiles, out[5]);
    }

    #[test]
    fn a_tribute_is_mostly_paid() {
        let legal = [Action::PayTribute { favour: false }, Action::FailTribute];
        let mut out = Vec::new();
        playout_weights(&legal, &mut out);
        assert_eq!(out, vec![PAY_TRIBUTE, 1]);
    }
}
