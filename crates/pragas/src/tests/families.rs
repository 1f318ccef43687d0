//! One test per rule family: every card table row, every province power, each variant.

use super::*;
use crate::action::Power;
use crate::cards::*;
use crate::data::*;
use crate::standins::*;
use crate::state::{Pending, Tribute};
use Tile::*;

/// Every Immediate territory card resolves on pick and leaves the game.
#[test]
fn immediate_territory_cards_resolve_and_leave() {
    for (id, city, field, province, boat) in [
        ("T01", 1, 0, 0, 0),
        ("T02", 0, 1, 0, 0),
        ("T03", 1, 1, 0, 0),
        ("T04", 0, 0, 2, 0),
        ("T05", 0, 0, 3, 0),
        ("T06", 0, 0, 0, 1),
        ("T07", 0, 0, 0, 2),
    ] {
        let mut g = start(3);
        no_plague(&mut g);
        let c = card_id(id);
        set_display(&mut g, [Some(c), None, None]);
        at_phase(
            &mut g,
            &[2, 0, 1],
            Phase::Territory {
                pos: 0,
                stage: Stage::Main,
            },
        );
        ok(&g);
        let s0 = g.seats[2];
        play(&mut g, &["pick territory 1"]);
        let s = g.seats[2];
        assert_eq!(s.city_track - s0.city_track, city, "{id}");
        assert_eq!(s.field_track - s0.field_track, field, "{id}");
        assert_eq!(s.province - s0.province, province, "{id}");
        assert_eq!(s.boat - s0.boat, boat, "{id}");
        assert_eq!(s.territories, 0, "{id} is not kept");
        assert_ne!(g.territories_removed & (1 << c), 0, "{id} left the game");
    }
}

/// Special Action cards: each one's condition and effect (SA2 and SA7 have their own
/// tests), rotated once per round.
#[test]
fn special_action_cards() {
    let mut g = start(4);
    no_plague(&mut g);
    for id in ["T10", "T11", "T13", "T15"] {
        give_card(&mut g, 0, card_id(id));
    }
    g.seats[0].province = 14;
    g.seats[0].markers = 0;
    g.seats[0].boat = DIAMOND_SPACE;
    g.seats[0].tokens = 0b011;
    // Two rows of three different tiles and the last Nile space: 3 Ankh.
    for (sp, t) in [Sphinx, Obelisk, Egyptian].into_iter().enumerate() {
        put(&mut g, 0, Area::City, sp, t);
    }
    for (sp, t) in [Plantation, Herd, Egyptian].into_iter().enumerate() {
        put(&mut g, 0, Area::Field, sp, t);
    }
    g.seats[0].boat = NILE_MAX;
    g.seats[0].tokens = 0;
    from_reserve(&mut g, Herd);
    g.seats[0].discard[0] = Some(Herd);
    set_slots(
        &mut g,
        [
            Some(Sphinx),
            Some(Coin),
            Some(Coin),
            Some(Boat),
            Some(Herd),
            Some(Coin),
        ],
    );
    dice_turn(&mut g, 0);
    ok(&g);
    assert_eq!(g.ankhs(0), 3);
    assert!(is_legal(&g, "special SA3"));
    assert!(is_legal(&g, "special SA4 swap slots 1 and 2"));
    assert!(
        !is_legal(&g, "special SA4 swap slots 2 and 3"),
        "two identical tiles"
    );
    assert!(is_legal(&g, "special SA6 recover discard 1"));
    assert!(is_legal(&g, "special SA8"));
    play(&mut g, &["special SA4 swap slots 1 and 4"]);
    assert_eq!(g.slots[0], Some(Boat));
    assert_eq!(g.slots[3], Some(Sphinx));
    play(&mut g, &["special SA3"]);
    assert_eq!(g.seats[0].province, 16);
    assert!(!is_legal(&g, "special SA8"), "two uses this round already");
}

/// SA1 (two Egyptians: boat +1), SA5 (four hebrews: +2 income for the tribute), SA6
/// (recover without a die) and SA8 (take any tile).
#[test]
fn special_actions_sa1_sa5_sa6_sa8() {
    let mut g = start(4);
    no_plague(&mut g);
    give_card(&mut g, 1, card_id("T08"));
    put(&mut g, 1, Area::City, 0, Egyptian);
    put(&mut g, 1, Area::Field, 0, Egyptian);
    dice_turn(&mut g, 1);
    ok(&g);
    play(&mut g, &["special SA1"]);
    assert_eq!(g.seats[1].boat, 1);
    // SA5 in the tribute turn.
    let mut g = start(4);
    no_plague(&mut g);
    give_card(&mut g, 1, card_id("T12"));
    freed(&mut g, 1, &[1, 2, 2, 3]);
    g.round = 4;
    set_loss(&mut g, loss_id("K04"));
    g.round = 4;
    at_phase(
        &mut g,
        &[1, 0, 2, 3],
        Phase::Tribute {
            pos: 0,
            stage: Stage::Main,
        },
    );
    ok(&g);
    let free = g.free_income(1);
    play(&mut g, &["special SA5"]);
    assert_eq!(g.free_income(1), free + 2);
    // SA8 with three Ankh: take any tile, slide and refill.
    let mut g = start(4);
    no_plague(&mut g);
    give_card(&mut g, 1, card_id("T15"));
    for (sp, t) in [Sphinx, Obelisk, Egyptian].into_iter().enumerate() {
        put(&mut g, 1, Area::City, sp, t);
    }
    g.seats[1].province = 21;
    g.seats[1].markers = 0;
    g.favours_taken |= 1 << 4;
    g.seats[1].favours |= 1 << 4;
    set_slots(
        &mut g,
        [
            Some(Coin),
            Some(Boat),
            Some(Coin),
            Some(Coin),
            Some(Coin),
            Some(Coin),
        ],
    );
    dice_turn(&mut g, 1);
    ok(&g);
    play(
        &mut g,
        &["special SA8", "choose central tile 2", "draw tile Herd"],
    );
    assert_eq!(g.seats[1].boat, 1);
    assert_eq!(g.slots[5], Some(Herd));
}

/// SA7: province 10+ adds two soldiers before the new turn order.
#[test]
fn special_action_sa7_adds_soldiers() {
    let mut g = start(2);
    no_plague(&mut g);
    give_card(&mut g, 1, card_id("T14"));
    g.seats[1].province = 10;
    g.seats[1].markers = 0b100;
    g.seats[0].dice_used = 0b111;
    g.seats[1].dice_used = 0b111;
    at_phase(&mut g, &[0, 1], Phase::Boost { pos: 0 });
    g.advance();
    ok(&g);
    assert_eq!(g.turn(), Turn::Player(1));
    let before = g.soldiers(1);
    play(&mut g, &["SA7 add 2 soldiers"]);
    assert_eq!(g.soldiers(1), before + 2);
    assert_eq!(g.turn_order()[0], 1);
}

/// Scoring cards S1-S8 at the end.
#[test]
fn scoring_cards() {
    let mut g = start(4);
    no_plague(&mut g);
    let seat = 1;
    for id in ["T16", "T17", "T18", "T19", "T20", "T21", "T22", "T23"] {
        give_card(&mut g, seat, card_id(id));
    }
    for (sp, t) in [Sphinx, Obelisk, Egyptian, Sphinx, Obelisk, Egyptian]
        .into_iter()
        .enumerate()
    {
        put(&mut g, seat, Area::City, sp, t);
    }
    for (sp, t) in [Plantation, Herd, Egyptian, Plantation, Herd]
        .into_iter()
        .enumerate()
    {
        put(&mut g, seat, Area::Field, sp, t);
    }
    g.seats[seat].tokens = 0b110;
    freed(&mut g, seat, &[1, 1, 2, 2, 3]);
    ok(&g);
    // S1 4; S2 two rows (of three) 6; S3 three Egyptians 6; S4 5; S5 two pairs 2;
    // S6 5; S7 coin + soldiers + hebrew 5; S8 Ankh: 2 tiles = 2.
    assert_eq!(g.breakdown(seat).territories, 4 + 6 + 6 + 5 + 2 + 5 + 5 + 2);
}

/// Commerce cards: permanent coin and soldier while the tiles are possessed, single-use
/// development, tile and penalty cards; 2 VP each.
#[test]
fn commerce_cards() {
    let mut g = start(4);
    no_plague(&mut g);
    let seat = 2;
    for id in ["T24", "T26", "T27", "T28", "T30"] {
        give_card(&mut g, seat, card_id(id));
    }
    let income = g.free_income(seat);
    let soldiers = g.soldiers(seat);
    put(&mut g, seat, Area::City, 0, Sphinx);
    put(&mut g, seat, Area::Field, 0, Plantation);
    hold(&mut g, seat, Boat, 1);
    assert_eq!(g.free_income(seat), income + 1);
    assert_eq!(g.soldiers(seat), soldiers, "no Egyptian yet");
    put(&mut g, seat, Area::Field, 5, Egyptian);
    assert_eq!(g.soldiers(seat), soldiers + 1, "Boat and Egyptian");
    hold(&mut g, seat, Coin, 3);
    put(&mut g, seat, Area::City, 1, Obelisk);
    put(&mut g, seat, Area::Field, 1, Herd);
    hold(&mut g, seat, Pharaoh, 1);
    let p = plague_id("P9");
    g.plague_pile &= !(1 << p);
    g.seats[seat].penalties = 1 << p;
    dice_turn(&mut g, seat as u8);
    ok(&g);
    play(
        &mut g,
        &["commerce development paying a coin", "develop Field +2"],
    );
    play(&mut g, &["commerce penalty paying a coin"]);
    assert_eq!(g.seats[seat].penalties, 0);
    play(&mut g, &["commerce tile paying a coin"]);
    assert!(matches!(g.pending, Some(Pending::CentralTile { .. })));
    assert!(!is_legal(&g, "commerce development paying a coin"));
    assert_eq!(g.breakdown(seat).territories, 5 * COMMERCE_VP);
}

/// Every plague card: the round-long ones bite where they should, a Pharaoh tile ignores
/// them.
#[test]
fn plague_cards() {
    let base = || {
        let mut g = start(4);
        for (area, a, b) in [
            (Area::City, Sphinx, Obelisk),
            (Area::Field, Herd, Plantation),
        ] {
            put(&mut g, 0, area, 3, a);
            put(&mut g, 0, area, 4, b);
            put(&mut g, 0, area, 1, a);
            put(&mut g, 0, area, 2, b);
        }
        g
    };
    // P2: the Hebrew spot; P3: the Soldiers spot; P9: the coin spots; P8: tribute +1.
    let mut g = base();
    no_plague(&mut g);
    let (soldiers, income, tribute) = (g.soldiers(0), g.free_income(0), g.tribute_due(0));
    set_plague(&mut g, plague_id("P3"));
    assert_eq!(g.soldiers(0), soldiers - 3);
    set_plague(&mut g, plague_id("P9"));
    assert_eq!(g.free_income(0), income - 2);
    set_plague(&mut g, plague_id("P8"));
    assert_eq!(g.tribute_due(0), tribute + 1);
    set_plague(&mut g, plague_id("P7"));
    g.phase = Phase::Losses {
        pos: 0,
        stage: Stage::Main,
    };
    assert_eq!(
        g.ankhs(0),
        0,
        "two rows give no Ankh here (top rows are not distinct)"
    );
    // P10 forbids Special Action and Commerce cards.
    give_card(&mut g, 0, card_id("T08"));
    put(&mut g, 0, Area::City, 0, Egyptian);
    put(&mut g, 0, Area::Field, 0, Egyptian);
    g.seats[0].tokens &= !3;
    dice_turn(&mut g, 0);
    ok(&g);
    assert!(is_legal(&g, "special SA1"));
    set_plague(&mut g, plague_id("P10"));
    assert!(!is_legal(&g, "special SA1"));
    // A Pharaoh tile lifts it for the round.
    hold(&mut g, 0, Pharaoh, 1);
    play(&mut g, &["flip Pharaoh tile to ignore the plague"]);
    assert!(is_legal(&g, "special SA1"));
    assert_eq!(g.seats[0].pharaohs_unused(), 0);
    // P4 and P5 are immediate; P6 (Trevas) has its own test.
    assert!(PLAGUES[usize::from(plague_id("P4"))].immediate);
    assert!(PLAGUES[usize::from(plague_id("P5"))].immediate);
    assert_eq!(PLAGUES.iter().filter(|p| p.immediate).count(), 2);
}

/// Every loss card: its group and slot count match the rounds that draw it, and each
/// applies to a seat without breaking anything.
#[test]
fn loss_cards() {
    assert_eq!(LOSSES.iter().filter(|l| l.group == 1).count(), 2);
    assert_eq!(LOSSES.iter().filter(|l| l.group == 2).count(), 3);
    assert_eq!(LOSSES.iter().filter(|l| l.group == 3).count(), 5);
    for (i, card) in LOSSES.iter().enumerate() {
        assert_eq!(card.group, card.slots, "{}", card.id);
        let mut g = start(4);
        no_plague(&mut g);
        set_loss(&mut g, i as u8);
        for (sp, t) in [Sphinx, Obelisk, Egyptian].into_iter().enumerate() {
            put(&mut g, 1, Area::City, sp, t);
        }
        for (sp, t) in [Plantation, Herd, Egyptian].into_iter().enumerate() {
            put(&mut g, 1, Area::Field, sp, t);
        }
        g.seats[1].boat = 3;
        g.seats[1].province = 5;
        g.seats[1].city_track = 4;
        g.seats[1].field_track = 4;
        at_phase(
            &mut g,
            &[1, 0, 2, 3],
            Phase::Losses {
                pos: 0,
                stage: Stage::Main,
            },
        );
        ok(&g);
        let before = g.seats[1];
        play(&mut g, &["annul no loss"]);
        while g.pending.is_some() {
            let first = legal(&g)[0].clone();
            play(&mut g, &[&first]);
        }
        assert_ne!(g.seats[1], before, "{} changed nothing", card.id);
    }
}

/// Favour cards: #2 soldiers, #4 province +3, #5 an Ankh, #6 boat +2; taken cards are
/// unavailable to everyone this round and come back at the end of the round.
#[test]
fn favour_cards() {
    let mut g = start(4);
    no_plague(&mut g);
    dice_turn(&mut g, 1);
    let (p, b, a, s) = (
        g.seats[1].province,
        g.seats[1].boat,
        g.ankhs(1),
        g.soldiers(1),
    );
    play(&mut g, &["take favour 4 with die 4"]);
    assert_eq!(g.seats[1].province, p + 3);
    dice_turn(&mut g, 1);
    play(&mut g, &["take favour 6 with die 6"]);
    assert_eq!(g.seats[1].boat, b + 2);
    dice_turn(&mut g, 1);
    play(&mut g, &["take favour 5 with die 5"]);
    assert_eq!(g.ankhs(1), a + 1);
    // Each dice turn above starts a fresh round's first pass, so only die 5 is spent.
    assert_eq!(g.soldiers(1), s - 5);
    dice_turn(&mut g, 2);
    assert!(!is_legal(&g, "take favour 4 with die 4"));
    assert!(is_legal(&g, "take favour 2 with die 2"));
    play(&mut g, &["take favour 2 with die 2"]);
    assert_eq!(g.soldiers(2), 21 - 2 + 5);
    assert_eq!(FAVOURS.len(), 6);
}

/// Abydos changes one die per round by up to 2: a 4 as 2, 3, 5, 6; a 1 only rises.
#[test]
fn abydos_changes_a_die_once_per_round() {
    let mut g = start(4);
    no_plague(&mut g);
    assert_eq!(g.seats[0].power, Some(Power::Abydos));
    set_slots(
        &mut g,
        [
            Some(Coin),
            Some(Coin),
            Some(Coin),
            Some(Coin),
            Some(Coin),
            Some(Coin),
        ],
    );
    dice_turn(&mut g, 0);
    let slots_with = |g: &Pragas, die: u8| -> Vec<u8> {
        (1..=6)
            .filter(|&slot| {
                legal(g)
                    .iter()
                    .any(|a| a.starts_with(&format!("take tile {slot} with die {die}")))
            })
            .collect()
    };
    assert_eq!(slots_with(&g, 4), [2, 3, 4, 5, 6]);
    assert_eq!(slots_with(&g, 1), [1, 2, 3]);
    assert_eq!(slots_with(&g, 6), [4, 5, 6]);
    play(
        &mut g,
        &["take tile 6 with die 4 (Abydos +2)", "draw tile Coin"],
    );
    dice_turn(&mut g, 0);
    assert_eq!(slots_with(&g, 5), [5], "used this round");
}

/// Memphis pays one coin less (5 -> 4), plague P8 included (-> 5).
#[test]
fn memphis_pays_one_coin_less() {
    let mut g = start(4);
    no_plague(&mut g);
    g.round = 5;
    set_loss(&mut g, loss_id("K05"));
    assert_eq!(g.seats[2].power, Some(Power::Memphis));
    assert_eq!(g.tribute_due(2), 4);
    assert_eq!(g.tribute_due(1), 5);
    set_plague(&mut g, plague_id("P8"));
    assert_eq!(g.tribute_due(2), 5);
}

/// Edfu spends a 3 to draw six tiles, keeps one usable tile; the rest go back; the
/// central slots do not change; others do not see the tiles.
#[test]
fn edfu_searches_the_reserve() {
    let mut g = start(4);
    no_plague(&mut g);
    assert_eq!(g.seats[3].power, Some(Power::Edfu));
    dice_turn(&mut g, 3);
    let slots = g.slots;
    let reserve = g.reserve_size();
    play(&mut g, &["Edfu search with die 3"]);
    assert_eq!(
        g.describe_for(Action::DrawTile(Coin), Viewer::Seat(0)),
        "Edfu draws a tile from the reserve"
    );
    assert_eq!(
        g.describe_for(Action::DrawTile(Coin), Viewer::Seat(3)),
        "draw tile Coin"
    );
    play(
        &mut g,
        &[
            "draw tile Coin",
            "draw tile Boat",
            "draw tile Herd",
            "draw tile Coin",
            "draw tile Pharaoh",
            "draw tile Sphinx",
        ],
    );
    assert_eq!(g.observation(0).edfu, [None; 6]);
    assert_eq!(g.observation(0).edfu_hidden, 6);
    assert_eq!(g.observation(3).edfu[1], Some(Boat));
    play(&mut g, &["Edfu keeps tile 2"]);
    assert_eq!(g.reserve_size(), reserve - 1);
    assert_eq!(g.slots, slots);
    assert_eq!(g.seats[3].boat, 1);
}

/// Buto's peek needs a card in the pile and is used once per round.
#[test]
fn buto_peeks_once_per_round() {
    let mut g = start(4);
    no_plague(&mut g);
    at_phase(
        &mut g,
        &[1, 0, 2, 3],
        Phase::Territory {
            pos: 0,
            stage: Stage::Main,
        },
    );
    assert!(is_legal(&g, "pick territory 1 with Buto"));
    g.seats[1].power_used = true;
    assert!(!is_legal(&g, "pick territory 1 with Buto"));
}

/// The advanced papyrus raises tributes and Ankh requirements.
#[test]
fn the_advanced_papyrus() {
    let mut c = PragasConfig::for_players(2);
    c.set_option("advanced", "true").unwrap();
    let g = start_with(c);
    assert_eq!(g.tribute_due(0), TRIBUTE_ADVANCED[0]);
    assert_eq!(g.ankh_needed(), ANKH_ADVANCED[0]);
    assert!(c.set_option("advanced", "maybe").is_err());
    assert!(c.set_option("colour", "red").is_err());
}

fn play_out(g: &mut Pragas, seed: u64) -> Vec<u8> {
    let mut rng = nile_core::rng::seeded(seed);
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    let mut moses_rounds = Vec::new();
    while g.turn() != Turn::Over {
        let moses = matches!(g.phase, Phase::EndOfRound { step: 0, .. });
        let round = g.round;
        g.random_step(&mut rng, &mut legal, &mut chance).unwrap();
        if moses && g.moses_now() && !moses_rounds.contains(&round) {
            moses_rounds.push(round);
        }
    }
    moses_rounds
}

/// The reduced game ends after round 8 at the latest, with Moses twice.
#[test]
fn the_reduced_duration_game() {
    let mut c = PragasConfig::for_players(3);
    c.set_option("rounds", "8").unwrap();
    for seed in 0..4 {
        let mut g = Pragas::new(&c).unwrap();
        let moses = play_out(&mut g, seed);
        assert!(g.round <= 8);
        assert!(moses.iter().all(|r| [3, 6].contains(r)), "{moses:?}");
    }
    assert!(c.set_option("rounds", "9").is_err());
}

/// The full game ends by round 10 (earlier if the reserve runs low); Moses at 3, 6, 9.
#[test]
fn the_game_ends_by_round_ten() {
    for players in 1..=4 {
        for seed in 0..3 {
            let mut g = Pragas::new(&PragasConfig::for_players(players)).unwrap();
            let moses = play_out(&mut g, seed);
            assert!(g.round <= 10);
            assert!(g.round == 10 || g.reserve_size() <= 2);
            if players == 1 {
                assert!(moses.is_empty(), "no Moses in solo");
            } else {
                assert!(moses.iter().all(|r| [3, 6, 9].contains(r)));
            }
            let outcome = g.outcome().unwrap();
            assert_eq!(outcome.scores.len(), players);
        }
    }
}

/// Solo: the opponent never pays tribute, never suffers losses, never takes a Special
/// Action card and never acts itself; every decision is the player's.
#[test]
fn solo_play_against_the_opponent() {
    for seed in 0..4 {
        let mut g = Pragas::new(&PragasConfig::for_players(1)).unwrap();
        let mut rng = nile_core::rng::seeded(seed);
        let (mut legal, mut chance) = (Vec::new(), Vec::new());
        while g.turn() != Turn::Over {
            assert!(matches!(g.turn(), Turn::Player(0) | Turn::Chance));
            g.random_step(&mut rng, &mut legal, &mut chance).unwrap();
            let ai = &g.seats[1];
            assert_eq!(ai.tribute, Tribute::Due);
            assert_eq!(ai.penalties, 0);
            assert_eq!(ai.power, None);
            for (i, c) in TERRITORIES.iter().enumerate() {
                if ai.territories & (1 << i) != 0 {
                    assert!(!matches!(c.kind, Territory::Special(_)));
                }
            }
        }
        assert_eq!(g.outcome().unwrap().scores.len(), 1);
    }
}

/// Exactly three dice cards are spent per seat per round.
#[test]
fn three_dice_per_round() {
    let mut g = Pragas::new(&PragasConfig::for_players(4)).unwrap();
    let mut rng = nile_core::rng::seeded(9);
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    while g.turn() != Turn::Over {
        g.random_step(&mut rng, &mut legal, &mut chance).unwrap();
        if matches!(
            g.phase,
            Phase::Territory { .. } | Phase::Tribute { .. } | Phase::Losses { .. }
        ) {
            for s in 0..4 {
                assert_eq!(g.seats[s].dice_used.count_ones(), 3);
            }
        }
    }
}

/// The tile reserve never grows during Phases 1-3 (outside an Edfu search).
#[test]
fn the_reserve_only_shrinks_during_a_round() {
    let mut g = Pragas::new(&PragasConfig::for_players(4)).unwrap();
    let mut rng = nile_core::rng::seeded(3);
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    let mut last = (g.round, g.reserve_size());
    while g.turn() != Turn::Over {
        g.random_step(&mut rng, &mut legal, &mut chance).unwrap();
        let edfu = g.edfu.iter().any(|t| t.is_some());
        let in_round = matches!(
            g.phase,
            Phase::Dice { .. }
                | Phase::Territory { .. }
                | Phase::Tribute { .. }
                | Phase::Losses { .. }
        );
        if in_round && !edfu && g.round == last.0 {
            assert!(g.reserve_size() <= last.1 || last.1 == 0);
        }
        if !edfu {
            last = (g.round, g.reserve_size());
        }
    }
}

/// Action text and the fixed index round-trip for every action value.
#[test]
fn every_action_reads_back_and_has_an_index() {
    let all = crate::index::universe();
    for (i, a) in all.iter().enumerate() {
        assert_eq!(a.to_string().parse::<Action>().unwrap(), *a);
        assert_eq!(crate::index::action_to_index(*a), Some(i));
    }
    assert_eq!(crate::index::action_from_index(all.len()), None);
}

/// A refused action leaves the state byte-identical.
#[test]
fn an_illegal_action_changes_nothing() {
    let mut g = start(3);
    let before = g.to_json();
    assert!(g.apply(Action::EndTurn).is_err());
    assert!(g
        .apply(Action::TakeTile {
            die: 9,
            shift: 0,
            slot: 1
        })
        .is_err());
    assert!(g.apply(Action::DrawTile(Coin)).is_err());
    assert_eq!(g.to_json(), before);
}

/// The end of a round (not the last): Favour cards return, three territories, a new
/// plague and loss card, the hebrews are replaced, slots 1 and 2 leave, the rest slide
/// two places, slots 5 and 6 are refilled, then the two tiles go back into the reserve.
#[test]
fn the_end_of_round_steps() {
    let mut g = start(2);
    set_slots(
        &mut g,
        [
            Some(Sphinx),
            Some(Obelisk),
            Some(Herd),
            Some(Boat),
            Some(Coin),
            Some(Pharaoh),
        ],
    );
    g.favours_taken = 0b101;
    g.seats[0].favours = 0b100;
    g.seats[0].dice_used = 0b111;
    g.seats[1].dice_used = 0b111000;
    set_hebrews(&mut g, [Some(2), None, Some(3)]);
    set_display(&mut g, [None, None, None]);
    if let Some(p) = g.plague.take() {
        g.plagues_removed |= 1 << p;
    }
    g.loss = None;
    g.losses_removed = (1 << 10) - 1 - g.loss_pile;
    at_phase(&mut g, &[1, 0], Phase::EndOfRound { step: 0, pos: 0 });
    g.advance();
    ok(&g);
    let reserve = g.reserve_size();
    play(
        &mut g,
        &[
            "draw territory T05",
            "draw territory T06",
            "draw territory T07",
        ],
    );
    assert_eq!(g.favours_taken, 0);
    assert_eq!(g.seats[0].favours, 0);
    assert_eq!(g.seats[0].dice_used | g.seats[1].dice_used, 0);
    play(&mut g, &["reveal plague P3", "reveal loss K02"]);
    assert_eq!(g.hebrews_removed, [0, 1, 1]);
    play(&mut g, &["draw hebrew 1", "draw hebrew 1", "draw hebrew 2"]);
    assert_eq!(g.hebrew_area, [Some(1), Some(1), Some(2)]);
    assert_eq!(
        g.slots[..4],
        [Some(Herd), Some(Boat), Some(Coin), Some(Pharaoh)]
    );
    play(&mut g, &["draw tile Egyptian", "draw tile Plantation"]);
    assert_eq!(g.slots[4..], [Some(Egyptian), Some(Plantation)]);
    assert_eq!(g.reserve_size(), reserve, "two drawn, two returned");
    assert_eq!(g.round, 2);
    assert!(matches!(
        g.phase,
        Phase::Dice {
            pass: 0,
            pos: 0,
            ..
        }
    ));
    assert_eq!(g.turn_order(), [1, 0]);
}

/// Phase 3's order: every tribute, then the penalty card, then every seat's losses, then
/// the loss card leaves; a plague nobody receives leaves too.
#[test]
fn the_plague_phase_steps() {
    let mut g = start(2);
    let (p, l) = (g.plague.unwrap(), g.loss.unwrap());
    at_phase(
        &mut g,
        &[0, 1],
        Phase::Tribute {
            pos: 0,
            stage: Stage::Main,
        },
    );
    ok(&g);
    while matches!(g.phase, Phase::Tribute { .. }) {
        let first = legal(&g)[0].clone();
        play(&mut g, &[&first]);
    }
    assert!(matches!(g.phase, Phase::Losses { pos: 0, .. }));
    let given = g.seats[0].penalties | g.seats[1].penalties;
    assert!(given == 1 << p || g.plagues_removed & (1 << p) != 0);
    while matches!(g.phase, Phase::Losses { .. }) {
        let first = legal(&g)[0].clone();
        play(&mut g, &[&first]);
    }
    assert_ne!(g.losses_removed & (1 << l), 0);
}

#[test]
fn every_card_family_has_its_rulebook_text_on_request() {
    use nile_core::Game;
    let favour = crate::Pragas::explain("Favour 6").expect("Favour 6 is explained");
    assert!(favour.contains("Boat +2"), "{favour}");
    assert_eq!(crate::Pragas::explain("favor 6"), Some(favour.clone()));
    assert_eq!(crate::Pragas::explain("F6"), Some(favour));
    for topic in ["Favour 1", "Favour 3", "Favour 5", "T01", "P1", "K01"] {
        assert!(crate::Pragas::explain(topic).is_some(), "{topic}");
    }
    for unknown in ["Favour 7", "Favour", "F", "favour x"] {
        assert_eq!(crate::Pragas::explain(unknown), None, "{unknown}");
    }
}
