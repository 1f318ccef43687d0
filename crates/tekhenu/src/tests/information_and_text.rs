//! Hidden information, rendering, action texts, states read from JSON.

use super::*;
use nile_core::Viewer;

#[test]
fn observation_hides_other_decrees_and_determinize_resamples_them() {
    let g = game(3);
    let me = 0usize;
    let view = g.observation(me);
    for q in 1..3 {
        assert!(view.state.board().players[q].decrees.is_empty());
        assert_eq!(
            view.hand_sizes[q] as u32,
            g.board().players[q].decrees.len()
        );
    }
    assert_eq!(
        view.state.board().players[me].decrees,
        g.board().players[me].decrees
    );
    let mut rng = nile_core::rng::seeded(9);
    let other = g.determinize(me, &mut rng);
    assert_eq!(other.observation(me), view);
    other.check_invariants().unwrap();
    let text = g.render(Viewer::Seat(me));
    assert!(text.contains("hidden"));
}

#[test]
fn d23_acts_before_the_reveal_and_only_d23_is_known_meanwhile() {
    let mut g = game(3);
    with_decree(&mut g, 1, 23);
    g.check_invariants().unwrap();
    g.board_mut().depth = 0;
    g.board_mut().step(Step::Final(1));
    g.board_mut().step(Step::Final(0));
    g.run();
    assert_eq!(
        g.board().top(),
        Some(Node::FreeAction(1, crate::state::Origin::D23))
    );
    assert!(
        !g.board().revealed,
        "rulebook: D23 acts before final scoring"
    );
    let view = g.observation(0);
    assert_eq!(
        view.state.board().players[1].decrees,
        CardSet::of(Card::decree(23))
    );
    assert!(view.state.board().players[2].decrees.is_empty());
    let mut rng = nile_core::rng::seeded(3);
    for _ in 0..20 {
        let other = g.determinize(0, &mut rng);
        assert!(other.board().players[1].decrees.contains(Card::decree(23)));
        other.check_invariants().unwrap();
        assert_eq!(other.observation(0), view);
    }
    assert!(g
        .render(Viewer::Seat(0))
        .contains("decrees A last free action (D23) and 0 hidden"));
    act(&mut g, "decline");
    assert!(
        g.board().revealed,
        "rulebook: the hands are revealed at final scoring"
    );
    assert_eq!(
        g.board().top(),
        Some(Node::SelectDecree(g.board().order[0]))
    );
}

#[test]
fn returned_decrees_come_up_in_the_order_they_went_under_the_deck() {
    let mut g = game(4);
    // Rulebook: each seat kept one Decree and put the other under the deck.
    let under = g.board().decree_bottom;
    for q in 0..4 {
        assert!(under.contains(&g.board().players[q].returned));
    }
    // The deck runs out: the returned Decrees come up one by one, in order, no chance.
    let deck = g.board().decks[2];
    g.board_mut().discards[2] |= deck;
    g.board_mut().decks[2] = CardSet::EMPTY;
    let p = g.board().turn.p;
    for (i, c) in under.iter().flatten().copied().enumerate() {
        let hidden = g.observation(p as usize);
        assert_eq!(hidden.bottom_count as usize, 4 - i);
        g.board_mut().push(Node::ChDecree(p));
        let mut outcomes = Vec::new();
        g.chance_outcomes(&mut outcomes);
        assert_eq!(outcomes, vec![(TekhenuAction::Draw(c), 1)]);
        g.apply(TekhenuAction::Draw(c)).unwrap();
        assert!(g.board().players[p as usize].decrees.contains(c));
        g.check_invariants().unwrap();
    }
    assert_eq!(g.board().decree_bottom, [None; 4]);
}

#[test]
fn a_seat_knows_where_its_own_returned_decree_lies() {
    let g = game(3);
    let me = 1u8;
    let own = g.board().players[me as usize].returned;
    let place = g
        .board()
        .decree_bottom
        .iter()
        .position(|&c| c == own)
        .unwrap();
    let view = g.observation(me as usize);
    assert_eq!(view.bottom_count, 3);
    for (i, &c) in view.state.board().decree_bottom.iter().enumerate() {
        assert_eq!(c == own, i == place);
    }
    let mut rng = nile_core::rng::seeded(5);
    for _ in 0..20 {
        let other = g.determinize(me as usize, &mut rng);
        assert_eq!(other.board().decree_bottom[place], own);
        assert!(other.board().decree_bottom[..3].iter().all(Option::is_some));
        other.check_invariants().unwrap();
        assert_eq!(other.observation(me as usize), view);
    }
}

#[test]
fn render_marks_each_dice_purity_and_the_light() {
    let mut g = game(2);
    blank(&mut g);
    g.board_mut().disc = 0;
    put(&mut g, Colour::White, 4, God::Horus);
    put(&mut g, Colour::Black, 3, God::Horus);
    put(&mut g, Colour::Grey, 2, God::Hathor);
    let text = g.render(Viewer::All);
    assert!(text.contains("Horus   SUNNY"));
    assert!(text.contains("white4+"));
    assert!(text.contains("black3x"));
    assert!(text.contains("grey2~"));
}

/// At a chance node the board says what is drawn in words, never as the engine's node
/// (`ChDie(2)`), in random games of every seat count, solo included.
#[test]
fn render_names_each_chance_draw_in_words() {
    for players in 1..=4 {
        let mut g = game(players);
        let mut rng = nile_core::rng::seeded(players as u64);
        let (mut legal, mut chance) = (Vec::new(), Vec::new());
        let mut draws = 0;
        while g.turn() != Turn::Over {
            if g.turn() == Turn::Chance {
                let text = g.render(Viewer::All);
                let line = text
                    .lines()
                    .find(|l| l.starts_with("Next: a chance draw"))
                    .expect("a chance node says so");
                assert!(!line.contains("Ch") && !line.contains("Node"), "{line}");
                draws += 1;
            }
            g.random_step(&mut rng, &mut legal, &mut chance).unwrap();
        }
        assert!(draws > 0);
    }
}

#[test]
fn t16_first_gets_vp_and_last_gets_gold() {
    let mut g = game(3);
    for q in 0..3 {
        g.board_mut().players[q].faith_placed = [0, -3, -6][q];
        g.board_mut().players[q].destiny = q as u8;
    }
    with_tech(&mut g, 0, 16);
    let s = g.board().players[0].score;
    g.board_mut().maat = 1;
    g.board_mut().depth = 0;
    g.board_mut().stack = [Node::Empty; crate::state::STACK];
    g.board_mut().step(Step::Maat(1));
    g.run();
    assert_eq!(g.board().order[0], 0);
    assert_eq!(g.board().players[0].score, s + 2);
}

#[test]
fn actions_read_back_from_their_text() {
    use crate::action::{How, TekhenuAction};
    for a in [
        TekhenuAction::Take(God::Ra.id(), Colour::Black, 5, How::Recolour(Colour::White)),
        TekhenuAction::Take(God::Thoth.id(), Colour::Grey, 1, How::AnubisBlessing),
        TekhenuAction::Free(7, 3),
        TekhenuAction::Free(2, 6),
        TekhenuAction::Faith(-3),
        TekhenuAction::Statue(3),
        TekhenuAction::Space(7),
        TekhenuAction::Adjust(2, -2),
        TekhenuAction::Resolve(5),
        TekhenuAction::BotTile(8),
        TekhenuAction::Main(10),
        TekhenuAction::EndTurn,
    ] {
        let text = a.to_string();
        assert_eq!(text.parse::<TekhenuAction>().unwrap(), a, "{text}");
    }
}

#[test]
fn tampered_states_are_refused_by_from_json() {
    let g = game(2);
    let mut bad = g.clone();
    bad.board_mut().turn.p = 7;
    assert!(Tekhenu::from_json(&bad.to_json()).is_err());
    let mut bad = g.clone();
    bad.board_mut().players[0].happy = bad.board().players[0].pop + 1;
    assert!(Tekhenu::from_json(&bad.to_json()).is_err());
    let mut bad = g.clone();
    bad.board_mut().stack[0] = Node::Pay(9, 0, 1);
    assert!(Tekhenu::from_json(&bad.to_json()).is_err());
    assert!(Tekhenu::from_json(&g.to_json()).is_ok());
}

#[test]
fn dice_sets_follow_every_move_and_are_rebuilt_from_json() {
    let mut g = game(4);
    let p = blank(&mut g);
    let on_disc = put(&mut g, Colour::Black, 3, God::Ra);
    g.board_mut().dice.set_loc(0, Loc::Left(p));
    g.board_mut().dice.set_loc(1, Loc::Below(p));
    g.board_mut().dice.set_loc(1, Loc::Right(p));
    assert_eq!(g.board().dice.on_disc(), 1 << on_disc);
    assert_eq!(g.board().dice.held()[p as usize], 0b11);
    assert_eq!(g.board().dice_held_by(p), 2);
    assert_eq!(g.board().dice.bag().count_ones(), 26 - 3);
    // JSON keeps the plain dice; reading it back (serde alone) rebuilds the sets.
    let json = serde_json::to_string(&g.board().dice).expect("dice serialize");
    assert!(json.starts_with("[{"), "{json}");
    let back: Dice = serde_json::from_str(&json).expect("dice read back");
    assert_eq!(back, g.board().dice);
    assert_eq!(back.held(), g.board().dice.held());
}

#[test]
fn nth_set_bit_agrees_with_clearing_bits_one_by_one() {
    let mut set = 0x9E37_79B9u32;
    for _ in 0..2000 {
        set = set.rotate_left(7) ^ set.wrapping_mul(0x0101_0101).wrapping_add(0x6D2B_79F5);
        let mut s = set;
        for k in 0..set.count_ones() {
            assert_eq!(
                crate::flow::chance::nth_set_bit(set, k),
                s.trailing_zeros() as u8
            );
            s &= s - 1;
        }
    }
    assert_eq!(crate::flow::chance::nth_set_bit(u32::MAX, 31), 31);
    assert_eq!(crate::flow::chance::nth_set_bit(1 << 31, 0), 31);
}

/// What a person reads for an option ("draft Starting card 8 (…)") reads back as that
/// action, or as one that reads the same.
#[test]
fn option_texts_read_back_as_their_actions() {
    use crate::action::TekhenuAction;
    let draft: TekhenuAction = "draft S08".parse().unwrap();
    let text = crate::words::words(draft, nile_core::Lang::En).unwrap();
    assert!(text.starts_with("draft Starting card 8 ("), "{text}");
    assert_eq!(text.parse::<TekhenuAction>(), Ok(draft));
    assert_eq!(text.to_uppercase().parse::<TekhenuAction>(), Ok(draft));
    for i in 0..crate::index::NUM_ACTIONS {
        let Some(a) = crate::index::from_index(i) else {
            continue;
        };
        let Some(text) = crate::words::words(a, nile_core::Lang::En) else {
            continue;
        };
        let back = text
            .parse::<TekhenuAction>()
            .unwrap_or_else(|e| panic!("{text:?} ({a}) does not read back: {e}"));
        assert_eq!(
            crate::words::words(back, nile_core::Lang::En),
            Some(text),
            "{a}"
        );
    }
    assert!("draft Starting card 99".parse::<TekhenuAction>().is_err());
}
