//! B07/B08 after the last action of the turn, and the completion rule over random games.

use super::dice_and_production::produce_brown5;
use super::*;

// ----- B07/B08 after the last action of the turn (rulebook) -----

/// Seat `p` produces Bread with a brown 5 (its whole turn) holding the given Blessings;
/// stops where the turn's actions are all resolved.
fn last_action_done(blessings: &[u8]) -> (Tekhenu, u8) {
    let (mut g, p) = produce_brown5(|g, p| {
        for &n in blessings {
            with_blessing(g, p, n);
        }
    });
    // B07/B08 are offered in the production window too: produce without them.
    step_if_offered(&mut g, "produce");
    (g, p as u8)
}

/// Applies the first chance outcome until a player decides.
fn settle_chance(g: &mut Tekhenu) {
    let mut ch = Vec::new();
    while g.turn() == Turn::Chance {
        g.chance_outcomes(&mut ch);
        g.apply(ch[0].0).unwrap();
    }
}

#[test]
fn b07_can_be_played_after_the_last_action_of_the_turn() {
    let (mut g, p) = last_action_done(&[7]);
    assert_eq!(g.board().top(), Some(Node::TurnEnd));
    assert_eq!(g.turn(), Turn::Player(p as usize));
    assert_eq!(legal(&g), ["play B07", "end turn"]);
    g.check_invariants().unwrap();
    act(&mut g, "play B07");
    assert_eq!(legal(&g), ["gain population", "gain happiness"]);
    act(&mut g, "gain population");
    assert_eq!(g.board().players[p as usize].pop, 5 + 3);
    assert!(!g.board().players[p as usize].has_blessing(Card::blessing(7)));
    assert!(
        g.board().discards[0].contains(Card::blessing(7)),
        "played Blessings are discarded"
    );
    // Nothing left to play: the window closes by itself and the next seat plays.
    assert_ne!(g.board().top(), Some(Node::TurnEnd));
    settle_chance(&mut g);
    assert_eq!(g.board().top(), Some(Node::TakeDie));
    assert_ne!(g.board().turn.p, p);
}

#[test]
fn b08_can_be_played_after_the_last_action_of_the_turn() {
    let (mut g, p) = last_action_done(&[8]);
    assert_eq!(legal(&g), ["play B08", "end turn"]);
    act(&mut g, "play B08");
    act(&mut g, "gain happiness");
    assert_eq!(
        g.board().players[p as usize].happy,
        5,
        "+3 Happiness, capped by Population 5"
    );
    settle_chance(&mut g);
    assert_eq!(g.board().top(), Some(Node::TakeDie));
    assert_ne!(g.board().turn.p, p);
}

#[test]
fn holding_b07_and_b08_both_can_be_played_after_the_last_action() {
    let (mut g, p) = last_action_done(&[7, 8]);
    assert_eq!(legal(&g), ["play B07", "end turn"]);
    act(&mut g, "play B07");
    act(&mut g, "gain population");
    assert_eq!(
        g.board().top(),
        Some(Node::TurnEnd),
        "the window reopens for B08"
    );
    assert_eq!(legal(&g), ["play B08", "end turn"]);
    act(&mut g, "play B08");
    act(&mut g, "gain population");
    assert_eq!(g.board().players[p as usize].pop, 5 + 6);
    settle_chance(&mut g);
    assert_ne!(g.board().turn.p, p);
}

#[test]
fn end_turn_ends_the_turn_and_keeps_the_blessing() {
    let (mut g, p) = last_action_done(&[7]);
    let before = g.board().players[p as usize];
    act(&mut g, "end turn");
    assert_ne!(g.board().top(), Some(Node::TurnEnd));
    settle_chance(&mut g);
    assert_eq!(g.board().top(), Some(Node::TakeDie));
    assert_ne!(g.board().turn.p, p);
    let after = g.board().players[p as usize];
    assert!(
        after.has_blessing(Card::blessing(7)),
        "B07 stays in hand for a later turn"
    );
    assert_eq!((after.pop, after.happy), (before.pop, before.happy));
    // The next seat's turn offers no B07: it is not theirs.
    assert!(!legal(&g).iter().any(|a| a == "play B07"));
    assert!(!legal(&g).iter().any(|a| a == "end turn"));
}

#[test]
fn without_b07_or_b08_no_end_of_turn_decision_appears() {
    // No Blessing, or only one that cannot be played now (B09 is for taking a die).
    for blessings in [&[][..], &[9]] {
        let (mut g, p) = last_action_done(blessings);
        assert_ne!(g.board().top(), Some(Node::TurnEnd));
        settle_chance(&mut g);
        assert_eq!(g.board().top(), Some(Node::TakeDie));
        assert_ne!(g.board().turn.p, p, "the turn ended by itself");
    }
}

#[test]
fn end_of_turn_window_outside_a_human_turn_is_refused() {
    let (g, _) = last_action_done(&[7]);
    let mut bad = g.clone();
    bad.board_mut().turn.active = false;
    // The invariants themselves (this scripted board has a single die on the obelisk,
    // so `from_json`'s trial game from it would stop at the next turn anyway).
    assert!(bad.check_invariants().is_err());
    g.check_invariants().unwrap();
    use crate::action::TekhenuAction;
    assert_eq!(
        "End Turn".parse::<TekhenuAction>().unwrap(),
        TekhenuAction::EndTurn
    );
}

/// GAP-26.
#[test]
fn no_adjustment_decision_ever_has_to_forfeit_the_main_action() {
    // Every option before the main action keeps it possible, so the Modify decision's
    // defensive `take no action` never appears (random games, T10/T14/T19 included).
    let mut rng = nile_core::rng::seeded(26);
    let (mut legal_buf, mut chance) = (Vec::new(), Vec::new());
    for players in [2, 4] {
        for _ in 0..nile_core::harness::cases(150) {
            let mut g = Tekhenu::new(&TekhenuConfig::for_players(players)).unwrap();
            while let Some(a) = match g.turn() {
                Turn::Over => None,
                Turn::Chance => g.sample_chance(&mut rng, &mut chance),
                Turn::Player(_) => {
                    g.legal_actions(&mut legal_buf);
                    if g.board().top() == Some(Node::Modify) {
                        assert!(!legal_buf
                            .contains(&TekhenuAction::Main(crate::main_action::NO_ACTION)));
                    }
                    let i = nile_core::rng::below(&mut rng, legal_buf.len() as u64);
                    Some(legal_buf[i as usize])
                }
            } {
                g.apply(a).unwrap();
            }
        }
    }
}
