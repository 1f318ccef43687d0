//! Regression tests for states `from_json` must refuse (each once accepted and then
//! stuck or broken) and for engine defects the tampering checks found.

use nile_core::{Game, Turn, Viewer};

use crate::action::ImhotepAction as A;
use crate::cards::Card;
use crate::site::Site;
use crate::state::{Ctx, Imhotep, Phase};
use crate::tests::{load, ok, started, K, W};

/// `g` survives a JSON round trip through `from_json`.
fn accepted(g: &Imhotep) -> bool {
    Imhotep::from_json(&g.to_json()).is_ok()
}

#[test]
fn a_market_deal_with_the_unseen_and_discarded_cards_swapped_is_refused() {
    let mut g = Imhotep::new(&crate::tests::config(3, "AAAAA")).unwrap();
    ok(&mut g, A::RoundCard(0));
    assert_eq!(g.phase, Phase::DealCard);
    let m = &mut g.market;
    std::mem::swap(&mut m.unseen, &mut m.discard);
    // Every card is still accounted for, but the deal would draw from an empty pile.
    let err = Imhotep::from_json(&g.to_json()).unwrap_err().to_string();
    assert!(err.contains("drawn from no card"), "{err}");
}

#[test]
fn a_step_that_cannot_follow_its_continuation_is_refused() {
    let mut g = started(3, "AAAAA", 0, &[Card::Statue; 4]);
    assert!(accepted(&g));
    // A turn in the middle of an unloading.
    g.ctx = Ctx::Unload {
        ship: 0,
        lever: false,
    };
    assert!(!accepted(&g));
    // A market pick with no ship at the Market.
    g.ctx = Ctx::EndTurn;
    g.phase = Phase::MarketPick(1);
    assert!(!accepted(&g));
    // A Temple choice on side A.
    g.phase = Phase::TempleChoice(0);
    g.ctx = Ctx::Temple { col: 1 };
    assert!(!accepted(&g));
}

#[test]
fn a_card_of_one_kind_traded_for_another_is_refused() {
    let mut g = started(3, "AAAAA", 0, &[Card::Statue; 4]);
    // The total stays 34, but there are now 11 statues and one Lever fewer.
    g.market.unseen[Card::Lever.index()] -= 1;
    g.builders[0].statues += 1;
    let err = Imhotep::from_json(&g.to_json()).unwrap_err().to_string();
    assert!(err.contains("Statue"), "{err}");
}

#[test]
fn a_hidden_card_or_a_score_near_overflow_is_refused() {
    let g = started(3, "AAAAA", 0, &[Card::Statue; 4]);
    let mut huge = g.clone();
    huge.builders[1].score = i32::MAX;
    assert!(!accepted(&huge));
    let mut negative = g.clone();
    negative.builders[1].score = -1;
    assert!(!accepted(&negative));
    let mut hidden = g;
    hidden.market.revealed = [crate::market::HIDDEN, 0];
    assert!(!accepted(&hidden));
}

#[test]
fn a_ship_bonus_is_not_offered_at_round_end_when_the_ships_are_leaving() {
    // Pyramid B with only the right (ship bonus) pyramid open; Temple B; White's stone on
    // the Temple's top-card column. The round stalls: ships in port are emptied, the
    // Temple scores, White draws an Entrance whose stone goes to the right pyramid.
    let mut g = started(3, "ABBAA", 0, &[Card::Statue; 4]);
    for k in 0..10 {
        g.builders[K].quarry -= 1;
        g.pyramid.cells[k] = K as u8 + 1;
    }
    for seat in [K, K, K, W] {
        g.builders[seat].quarry -= 1;
        g.deliver(Site::Temple, seat);
    }
    load(&mut g, 0, &[Some(W)]);
    g.check_invariants().unwrap();
    g.stall();
    g.run();
    // Black's choice columns, then White's top card.
    while let Phase::TempleChoice(_) = g.phase {
        ok(&mut g, A::OnePoint);
    }
    assert_eq!(g.phase, Phase::BonusDraw(W as u8));
    ok(&mut g, A::Draw(Card::Entrance));
    assert_eq!(g.pyramid.cells[10], W as u8 + 1, "the right pyramid");
    // Before the fix: `ShipBonus(White)` put a stone on a ship about to be cleared away,
    // and the next round lost it.
    assert_eq!(g.turn(), Turn::Chance);
    assert_eq!(g.phase, Phase::RoundCard);
    g.check_invariants().unwrap();
}

#[test]
fn a_red_card_is_discarded_after_its_stone_so_its_own_bonus_draw_cannot_reshuffle_it() {
    // Black takes an Entrance at the Market; its stone goes to the left pyramid (side B),
    // whose bonus draws the top card from an empty pile: the discard pile is reshuffled.
    let mut g = started(
        4,
        "ABAAA",
        0,
        &[Card::Entrance, Card::Statue, Card::Statue, Card::Statue],
    );
    let m = &mut g.market;
    for k in 0..m.unseen.len() {
        m.discard[k] += std::mem::take(&mut m.unseen[k]);
    }
    assert_eq!(g.market.deck_len(), 0);
    load(&mut g, 3, &[Some(K)]);
    ok(
        &mut g,
        A::Sail {
            ship: 3,
            site: Site::Market,
        },
    );
    ok(&mut g, A::TakeCard(Card::Entrance));
    assert_eq!(g.market.in_play[Card::Entrance.index()], 1, "being played");
    ok(&mut g, A::ChoosePyramid(0));
    ok(&mut g, A::DrawTopCard);
    assert_eq!(g.phase, Phase::BonusDraw(K as u8));
    // The new pile holds the other Entrance only: the one being played is not in it.
    let mut out = Vec::new();
    g.chance_outcomes(&mut out);
    assert!(out.contains(&(A::Draw(Card::Entrance), 1)), "{out:?}");
    ok(&mut g, A::Draw(Card::Statue));
    // The stone is placed and its bonus taken: now the card is discarded.
    assert_eq!(g.market.in_play, [0; 12]);
    assert_eq!(g.market.discard[Card::Entrance.index()], 1);
}

#[test]
fn a_blue_card_is_discarded_once_its_action_is_over() {
    let mut g = started(4, "AAAAA", 1, &[Card::Statue; 4]);
    load(&mut g, 3, &[Some(W), Some(K)]);
    crate::tests::give(&mut g, K, Card::Lever);
    ok(&mut g, A::Play(Card::Lever));
    assert_eq!(g.market.in_play[Card::Lever.index()], 1);
    assert_eq!(g.market.discard[Card::Lever.index()], 0);
    ok(
        &mut g,
        A::Sail {
            ship: 3,
            site: Site::Temple,
        },
    );
    assert_eq!(g.phase, Phase::LeverUnload);
    assert_eq!(g.market.in_play[Card::Lever.index()], 1, "still unloading");
    ok(&mut g, A::Unload { slot: 1 });
    assert_eq!(g.turn(), Turn::Player(W));
    assert_eq!(g.market.in_play, [0; 12]);
    assert_eq!(g.market.discard[Card::Lever.index()], 1);
}

#[test]
fn out_of_range_numbers_in_actions_are_refused_everywhere() {
    use nile_core::rng::{below, seeded};
    let odd = [
        A::RoundCard(7),
        A::RoundCard(255),
        A::Place { ship: 4, slot: 0 },
        A::Place { ship: 0, slot: 4 },
        A::Place {
            ship: 255,
            slot: 255,
        },
        A::Sail {
            ship: 4,
            site: Site::Temple,
        },
        A::Sail {
            ship: 255,
            site: Site::Market,
        },
        A::Play(Card::Statue),
        A::Play(Card::Entrance),
        A::ChoosePyramid(3),
        A::ChoosePyramid(255),
        A::Unload { slot: 4 },
        A::Unload { slot: 255 },
    ];
    for (n, sides) in [(2, "BBBBB"), (3, "ABABA"), (4, "AAAAA"), (4, "BBBBB")] {
        let mut g = Imhotep::new(&crate::tests::config(n, sides)).unwrap();
        let mut rng = seeded(n as u64);
        let (mut legal, mut chance) = (Vec::new(), Vec::new());
        while g.turn() != Turn::Over {
            for a in odd {
                let mut probe = g.clone();
                assert!(probe.apply(a).is_err(), "{a:?} accepted at {:?}", g.phase);
                assert_eq!(probe, g, "{a:?} changed the state");
                for viewer in [Viewer::All, Viewer::Spectator, Viewer::Seat(0)] {
                    let _ = g.describe(a, viewer);
                }
                let _ = a.to_string();
            }
            let a = match g.turn() {
                Turn::Chance => g.sample_chance(&mut rng, &mut chance).unwrap(),
                _ => {
                    g.legal_actions(&mut legal);
                    legal[below(&mut rng, legal.len() as u64) as usize]
                }
            };
            ok(&mut g, a);
        }
    }
}
