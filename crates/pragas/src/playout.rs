//! A rollout policy ([`nile_core::bots::BotHints::rollout_weights`]) for MCTS rollouts that should
//! look like games people play rather than uniformly random ones.
//!
//! A die can buy a tile, a Favour card, a hebrew token's freedom or a discarded tile
//! back, and a uniform draw picks among those by how many ways each is listed (every die
//! and every Abydos shift once), so it frees hebrews far more often than it recovers a
//! tile. Here each of those uses of a die gets the same share, split among its listed
//! ways; within the Favour share, the cards the search takes most (province, boat) weigh
//! most. A tribute that can be paid is paid far more often than it is refused. Special
//! action SA4 is listed once per pair of central slots it could swap, so a uniform draw
//! swaps tiles at nearly every chance, where the search almost never did: here all its
//! pairs together weigh as one choice. Every other choice stays uniform.
//!
//! The numbers are estimates, not rules; they only steer bots.

use crate::action::Action;

/// Every weight is multiplied by this before it is split among a kind's actions.
const SCALE: u32 = 2520;
/// Weight of paying a tribute (against 1 for not paying it).
const PAY_TRIBUTE: u32 = 4;

/// Each Favour card's weight within the Favour share (cards 1–6: development, soldiers,
/// coin, province, ankh, boat): about twice how much more often than a uniform draw the
/// search took it, rounded (it took card 4 five times as often, cards 1–3 a third as
/// often; `tune choices pragas mcts:2000 10 TakeFavour`).
const FAVOUR_WEIGHT: [u32; 6] = [1, 1, 1, 10, 2, 4];

/// The rollout weights of `legal` into `out`; empty (uniform) unless a die is to be
/// spent, a tribute paid or special action SA4 offered.
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
    let (mut favours, mut swaps) = (0u32, 0u32);
    for &action in legal {
        if let Some(k) = die_use(action) {
            counts[k] += 1;
        }
        match action {
            Action::TakeFavour { card, .. } => favours += favour_weight(card),
            Action::Special { sa: SWAP, .. } => swaps += 1,
            _ => {}
        }
    }
    if counts.iter().filter(|&&n| n > 0).count() < 2 && swaps == 0 {
        return;
    }
    out.extend(legal.iter().map(|&action| match (action, die_use(action)) {
        (Action::TakeFavour { card, .. }, _) => {
            (SCALE * favour_weight(card) / favours.max(1)).max(1)
        }
        (_, Some(k)) => nile_core::split_weight(SCALE, counts[k]),
        // SA4's swaps are one choice, however many pairs of slots it lists.
        (Action::Special { sa: SWAP, .. }, None) => nile_core::split_weight(SCALE, swaps),
        (_, None) => SCALE,
    }));
}

/// Special action SA4 (swap two central tiles), as [`Action::Special`] numbers it.
const SWAP: u8 = 3;

/// Favour card `card`'s weight (1 for a number outside 1..=6).
fn favour_weight(card: u8) -> u32 {
    usize::from(card)
        .checked_sub(1)
        .and_then(|i| FAVOUR_WEIGHT.get(i))
        .copied()
        .unwrap_or(1)
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

    #[test]
    fn favour_cards_weigh_by_their_table_and_the_favour_share_stays_one() {
        let favour = |card| Action::TakeFavour {
            die: card,
            shift: 0,
            card,
            sa2: false,
        };
        let legal = [
            favour(1),
            favour(4),
            Action::TakeTile {
                die: 2,
                shift: 0,
                slot: 1,
            },
        ];
        let mut out = Vec::new();
        playout_weights(&legal, &mut out);
        assert!(out[1] > 5 * out[0], "{out:?}");
        assert!(
            out[0] + out[1] <= out[2] && out[0] + out[1] + 2 >= out[2],
            "{out:?}"
        );
    }

    #[test]
    fn the_swaps_of_sa4_weigh_as_one_choice() {
        let swap = |a, b| Action::Special { sa: SWAP, a, b };
        let legal = [swap(1, 2), swap(1, 3), swap(2, 3), Action::EndTurn];
        let mut out = Vec::new();
        playout_weights(&legal, &mut out);
        assert_eq!(out[0] + out[1] + out[2], out[3]);
    }
}
