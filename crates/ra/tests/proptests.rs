//! Property tests: random legal play keeps every invariant; arbitrary (mostly illegal)
//! actions are either accepted exactly when legal or refused without a change.

use nile_core::{Game, GameConfig, Turn};
use nile_ra::{Ra, RaAction, RaConfig, Tile};
use proptest::prelude::*;

/// Every action the game could ever list, chance outcomes included.
fn universe() -> Vec<RaAction> {
    let mut all = vec![
        RaAction::Draw,
        RaAction::InvokeRa,
        RaAction::EndTurn,
        RaAction::Pass,
    ];
    all.extend((0..5).map(RaAction::Deal));
    all.extend((0..=17).map(RaAction::Bid));
    for t in Tile::ALL {
        all.extend([
            RaAction::Reveal(t),
            RaAction::UseGod(t),
            RaAction::Discard(t),
        ]);
    }
    all
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Picks among the legal actions (or chance outcomes) by the given indices and checks
    /// the invariants after every step; scores never go negative and the epoch stays 1..=3.
    #[test]
    fn legal_play_keeps_the_invariants(players in 2usize..=5, picks in prop::collection::vec(any::<u16>(), 0..600)) {
        let mut g = Ra::new(&RaConfig::for_players(players)).unwrap();
        let (mut legal, mut chance) = (Vec::new(), Vec::new());
        for pick in picks {
            let action = match g.turn() {
                Turn::Over => break,
                Turn::Chance => {
                    g.chance_outcomes(&mut chance);
                    chance[usize::from(pick) % chance.len()].0
                }
                Turn::Player(_) => {
                    g.legal_actions(&mut legal);
                    legal[usize::from(pick) % legal.len()]
                }
            };
            g.apply(action).unwrap();
            prop_assert!(g.check_invariants().is_ok(), "{:?}", g.check_invariants());
            prop_assert!((1..=3).contains(&g.epoch()));
            for p in 0..players {
                prop_assert!(g.score(p) >= 0);
            }
        }
    }

    /// Any action from the whole universe succeeds exactly when listed; a refusal leaves
    /// the state unchanged.
    #[test]
    fn arbitrary_actions_apply_exactly_when_legal(players in 2usize..=5, picks in prop::collection::vec(any::<u16>(), 0..400)) {
        let all = universe();
        let mut g = Ra::new(&RaConfig::for_players(players)).unwrap();
        let (mut legal, mut chance) = (Vec::new(), Vec::new());
        for pick in picks {
            if g.turn() == Turn::Over {
                break;
            }
            let action = all[usize::from(pick) % all.len()];
            g.legal_actions(&mut legal);
            g.chance_outcomes(&mut chance);
            let listed = legal.contains(&action) || chance.iter().any(|&(a, _)| a == action);
            let before = g.clone();
            match g.apply(action) {
                Ok(()) => prop_assert!(listed, "{action} accepted but not listed"),
                Err(_) => {
                    prop_assert!(!listed, "{action} listed but refused");
                    prop_assert_eq!(&g, &before);
                    // Make progress with the first listed action.
                    let next = legal.first().copied().or(chance.first().map(|&(a, _)| a)).unwrap();
                    g.apply(next).unwrap();
                }
            }
        }
    }
}
