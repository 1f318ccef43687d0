//! The rulebook's worked examples of Phase 3 (tributes, penalty and loss cards), Moses,
//! final scoring, setup and solo play, and the special cases the rulebook spells out
//! (the reserve running low, the discard overflowing, province bonuses, Buto, Trevas).

use super::*;
use crate::action::Power;
use crate::data::*;
use crate::standins::*;
use crate::state::{Pending, Tribute};
use Tile::*;

/// Bia pays the round-3 tribute of 3: a coin spot, a coin token, one Nile coin.
#[test]
fn bia_pays_the_round_three_tribute() {
    let mut g = start(4);
    no_plague(&mut g);
    g.round = 3;
    set_loss(&mut g, loss_id("K03"));
    let bia = 2;
    g.seats[bia].power = Some(Power::Buto);
    g.seats[1].power = Some(Power::Memphis);
    put(&mut g, bia, Area::City, 1, Sphinx);
    put(&mut g, bia, Area::City, 2, Obelisk);
    hold(&mut g, bia, Coin, 1);
    g.seats[bia].boat = NILE_COINS[0];
    at_phase(
        &mut g,
        &[2, 0, 1, 3],
        Phase::Tribute {
            pos: 0,
            stage: Stage::Main,
        },
    );
    ok(&g);
    assert_eq!(g.tribute_due(bia), 3);
    assert_eq!(g.free_income(bia), 2);
    play(&mut g, &["pay tribute"]);
    assert_eq!(g.seats[bia].coins(), 0);
    assert_eq!(g.seats[bia].tribute, Tribute::Paid);
}

fn rui_round_nine(boat: u8) -> Pragas {
    let mut g = start(4);
    no_plague(&mut g);
    g.round = 9;
    set_loss(&mut g, loss_id("K06"));
    g.round = 9;
    let rui = 1;
    g.seats[rui].power = Some(Power::Buto);
    g.seats[0].power = Some(Power::Abydos);
    g.seats[3].power = Some(Power::Memphis);
    g.seats[2].power = Some(Power::Edfu);
    for (area, a, b) in [
        (Area::City, Sphinx, Obelisk),
        (Area::Field, Herd, Plantation),
    ] {
        put(&mut g, rui, area, 1, a);
        put(&mut g, rui, area, 2, b);
    }
    hold(&mut g, rui, Coin, 2);
    g.seats[rui].boat = boat;
    g.seats[rui].tokens &= !4;
    g.favours_taken |= 4;
    g.seats[rui].favours |= 4;
    at_phase(
        &mut g,
        &[1, 0, 2, 3],
        Phase::Tribute {
            pos: 0,
            stage: Stage::Main,
        },
    );
    ok(&g);
    g
}

/// Rui, round 9, tribute 8: 2 spots + 2 tokens + 3 Nile coins + Favour #3.
#[test]
fn rui_pays_the_round_nine_tribute_with_favour_three() {
    let mut g = rui_round_nine(NILE_COINS[2]);
    assert_eq!(g.tribute_due(1), 8);
    assert_eq!(legal(&g), ["pay tribute with favour 3"]);
    play(&mut g, &["pay tribute with favour 3"]);
    assert_eq!(g.seats[1].coins(), 0);
    assert!(!g.seats[1].has_favour(3));
}

/// One Nile space back, Rui reaches only 7: he keeps his coins and fails.
#[test]
fn rui_cannot_pay_and_keeps_his_coins() {
    let mut g = rui_round_nine(NILE_COINS[2] - 1);
    assert_eq!(legal(&g), ["cannot pay tribute"]);
    play(&mut g, &["cannot pay tribute"]);
    assert_eq!(g.seats[1].coins(), 2);
    assert!(!g.seats[1].has_favour(3));
    assert_eq!(g.seats[1].tribute, Tribute::Failed);
}

/// Two seats fail: the one furthest behind gets the penalty card; a complete tie removes
/// the plague card.
#[test]
fn the_penalty_card_tie_breaks() {
    for (boats, receiver) in [([3, 2], Some(1usize)), ([2, 2], None)] {
        let mut g = start(2);
        let p = g.plague.unwrap();
        for (s, b) in [0, 1].into_iter().zip(boats) {
            g.seats[s].province = 8;
            g.seats[s].markers = 0b110;
            g.seats[s].boat = b;
            g.seats[s].tribute = Tribute::Failed;
        }
        at_phase(
            &mut g,
            &[0, 1],
            Phase::Tribute {
                pos: 2,
                stage: Stage::Main,
            },
        );
        g.advance();
        match receiver {
            Some(r) => assert_eq!(g.seats[r].penalties, 1 << p),
            None => {
                assert_eq!(g.seats[0].penalties | g.seats[1].penalties, 0);
                assert_ne!(g.plagues_removed & (1 << p), 0);
            }
        }
        ok(&g);
    }
}

/// Bia, round 1, no Ankh: the one-loss card shows two options; she moves the City track
/// back and keeps her boat.
#[test]
fn bia_suffers_a_one_loss_card_with_two_options() {
    let mut g = start(4);
    no_plague(&mut g);
    set_loss(&mut g, loss_id("K01"));
    g.seats[2].city_track = 3;
    g.seats[2].boat = 2;
    at_phase(
        &mut g,
        &[2, 0, 1, 3],
        Phase::Losses {
            pos: 0,
            stage: Stage::Main,
        },
    );
    ok(&g);
    assert_eq!(legal(&g), ["annul no loss"]);
    play(&mut g, &["annul no loss"]);
    assert_eq!(legal(&g), ["suffer option 1", "suffer option 2"]);
    play(&mut g, &["suffer option 1"]);
    assert_eq!((g.seats[2].city_track, g.seats[2].boat), (2, 2));
}

/// Ana, round 6, needs 2 Ankh: her City row and province space 21. She annuls the
/// Egyptian loss and suffers boat -2 and City track -1.
#[test]
fn ana_annuls_the_most_damaging_loss() {
    let mut g = start(4);
    no_plague(&mut g);
    set_loss(&mut g, loss_id("K06"));
    let ana = 0;
    put(&mut g, ana, Area::City, 0, Sphinx);
    put(&mut g, ana, Area::City, 1, Egyptian);
    put(&mut g, ana, Area::City, 2, Obelisk);
    g.seats[ana].province = 21;
    g.seats[ana].markers = 0;
    g.seats[ana].city_track = 5;
    g.seats[ana].boat = 4;
    at_phase(
        &mut g,
        &[0, 1, 2, 3],
        Phase::Losses {
            pos: 0,
            stage: Stage::Main,
        },
    );
    ok(&g);
    assert_eq!(g.ankhs(ana), 2);
    assert_eq!(g.ankh_needed(), 2);
    play(&mut g, &["annul loss 3"]);
    assert_eq!((g.seats[ana].boat, g.seats[ana].city_track), (2, 4));
    assert_eq!(g.seats[ana].city[1], Some(Egyptian));
    assert_eq!(g.ankhs(ana), 2);
}

/// Losses with no effect: boat at 0, track at 1, no Sphinx though an Obelisk is there.
#[test]
fn losses_without_effect() {
    let mut g = start(4);
    no_plague(&mut g);
    set_loss(&mut g, loss_id("K03"));
    put(&mut g, 1, Area::City, 0, Obelisk);
    g.seats[1].boat = 0;
    at_phase(
        &mut g,
        &[1, 0, 2, 3],
        Phase::Losses {
            pos: 0,
            stage: Stage::Main,
        },
    );
    ok(&g);
    play(&mut g, &["annul no loss", "suffer option 1"]);
    assert_eq!(g.seats[1].boat, 0);
    assert_eq!(
        g.seats[1].city[0],
        Some(Obelisk),
        "choosing the absent Sphinx costs nothing"
    );
}

/// Moses at the end of round 3, ties included; the province step passes space 6.
#[test]
fn moses_helps_everyone_tied_for_last() {
    let mut g = start(3);
    no_plague(&mut g);
    g.round = 3;
    for (s, (c, f, b, p)) in [(3, 2, 1, 7), (3, 4, 1, 5), (5, 4, 1, 5)]
        .into_iter()
        .enumerate()
    {
        g.seats[s].city_track = c;
        g.seats[s].field_track = f;
        g.seats[s].boat = b;
        g.seats[s].province = p;
        g.seats[s].markers = if p >= 6 { 0b110 } else { 0b111 };
    }
    set_hebrews(&mut g, [Some(1), None, None]);
    g.loss = None;
    g.losses_removed = (1 << 10) - 1 - g.loss_pile;
    at_phase(&mut g, &[0, 1, 2], Phase::EndOfRound { step: 0, pos: 0 });
    g.advance();
    let s = |i: usize| {
        (
            g.seats[i].city_track,
            g.seats[i].field_track,
            g.seats[i].boat,
            g.seats[i].province,
        )
    };
    assert_eq!(s(0), (4, 3, 2, 7));
    assert_eq!(s(1).0, 4);
    assert_eq!(s(2).0, 5);
    assert_eq!((s(1).2, s(2).2), (2, 2));
    assert_eq!(
        (s(1).3, s(2).3),
        (8, 7),
        "seat 1's hebrew from space 6 gives row 1's +1"
    );
    assert_eq!(
        g.seats[1].hebrew_count(),
        1,
        "space 6: the only hebrew, then its row bonus"
    );
    assert_eq!(g.seats[2].hebrew_count(), 0, "no hebrew left for seat 2");
    assert_eq!(g.seats[1].markers & 1, 0);
    assert_eq!(g.seats[2].markers & 1, 0);
}

/// Ana's final score: 65 before the discarded tile and the penalty card, 60 after.
#[test]
fn ana_scores_sixty_points() {
    let mut g = start(4);
    let ana = 0;
    let s = &mut g.seats[ana];
    s.field_track = 9;
    s.city_track = 11;
    s.boat = 12;
    s.province = 24;
    s.markers = 0;
    s.tokens = 0b010;
    for (sp, t) in [Sphinx, Obelisk, Egyptian, Obelisk, Sphinx, Egyptian]
        .into_iter()
        .enumerate()
    {
        put(&mut g, ana, Area::City, sp, t);
    }
    for (sp, t) in [(3, Plantation), (4, Herd), (5, Plantation)] {
        put(&mut g, ana, Area::Field, sp, t);
    }
    hold(&mut g, ana, Boat, 3);
    hold(&mut g, ana, Province1, 1);
    hold(&mut g, ana, Province2, 1);
    hold(&mut g, ana, Pharaoh, 1);
    g.seats[ana].pharaoh_used = 1;
    give_card(&mut g, ana, card_id("T19"));
    give_card(&mut g, ana, card_id("T22"));
    give_card(&mut g, ana, card_id("T25"));
    from_reserve(&mut g, Herd);
    g.seats[ana].discard[0] = Some(Herd);
    let p = g.plague.take().unwrap();
    g.seats[ana].penalties = 1 << p;
    freed(&mut g, ana, &[3, 2, 2, 1, 1, 1, 1, 1]);
    freed(&mut g, 1, &[3, 3, 3, 2, 2, 2]);
    freed(&mut g, 2, &[3, 2, 2, 2]);
    freed(&mut g, 3, &[1, 1, 1, 2]);
    ok(&g);
    let b = g.breakdown(ana);
    assert_eq!(b.development, 9);
    assert_eq!(b.nile, 8);
    assert_eq!(b.tiles + b.pharaohs, 16);
    assert_eq!(b.territories, 12);
    assert_eq!(b.hebrews, 14);
    assert_eq!(b.province, 6);
    assert_eq!(b.total() - b.penalties - b.discard, 65);
    assert_eq!(b.total(), 60);
}

/// Hebrew ranks: 12, 9, 9, 4 score 18, 12, 12, 6; three tied first of three score 14;
/// two tied in a two-player game score 16.
#[test]
fn hebrew_ranking_ties_share_the_ranks() {
    let mut g = start(4);
    freed(&mut g, 0, &[3, 3, 3, 3]);
    freed(&mut g, 1, &[3, 2, 2, 2]);
    freed(&mut g, 2, &[3, 3, 1, 1, 1]);
    freed(&mut g, 3, &[2, 2]);
    assert_eq!(g.hebrew_vp(), [18, 12, 12, 6]);
    let mut g = start(3);
    for s in 0..3 {
        freed(&mut g, s, &[2]);
    }
    assert_eq!(g.hebrew_vp()[..3], [14, 14, 14]);
    let mut g = start(2);
    assert_eq!(g.hebrew_vp()[..2], [16, 16]);
    freed(&mut g, 0, &[1]);
    assert_eq!(g.hebrew_vp()[..2], [18, 14]);
}

/// Setup item 17 with four players: province +1, province +2, boat +1, an Egyptian.
#[test]
fn starting_advantages_for_four_players() {
    let g = start(4);
    assert_eq!(g.seats[0].province, 1);
    assert_eq!(g.seats[1].province, 2);
    assert_eq!(g.seats[2].boat, 1);
    assert_eq!(g.seats[3].board_tiles(), 1);
    assert_eq!(crate::quantities::on_board(&g.seats[3], Egyptian), 1);
    assert_eq!(g.reserve_size(), 72 - 6 - 1);
}

/// Round 1's immediate plague does nothing; revealed later it bites, after the Pharaoh
/// tile window.
#[test]
fn an_immediate_plague_is_ignored_in_round_one_only() {
    let mut g = Pragas::new(&PragasConfig::for_players(2)).unwrap();
    let mut c = Vec::new();
    while !matches!(g.draw, Some(crate::state::Draw::Plague)) {
        g.chance_outcomes(&mut c);
        g.apply(c[0].0).unwrap();
    }
    play(&mut g, &["reveal plague P4"]);
    while g.turn() == Turn::Chance {
        g.chance_outcomes(&mut c);
        g.apply(c[0].0).unwrap();
    }
    assert_eq!((g.seats[0].province, g.seats[1].province), (1, 2));
    // End of round 1: P4 revealed; seat 1 holds an unused Pharaoh tile and ignores it.
    let mut g = start(2);
    hold(&mut g, 1, Pharaoh, 1);
    g.seats[0].province = 5;
    g.seats[1].province = 5;
    g.seats[0].markers = 0b110;
    g.seats[1].markers = 0b110;
    let p4 = plague_id("P4");
    if let Some(p) = g.plague.take() {
        g.plagues_removed |= 1 << p;
    }
    g.loss = None;
    g.losses_removed = (1 << 10) - 1 - g.loss_pile;
    at_phase(&mut g, &[0, 1], Phase::EndOfRound { step: 0, pos: 0 });
    g.advance();
    while g.draw != Some(crate::state::Draw::Plague) {
        g.chance_outcomes(&mut c);
        g.apply(c[0].0).unwrap();
    }
    g.apply(Action::RevealPlague(p4)).unwrap();
    g.chance_outcomes(&mut c);
    g.apply(c[0].0).unwrap();
    assert_eq!(g.turn(), Turn::Player(1));
    play(&mut g, &["ignore the plague with a Pharaoh tile"]);
    assert_eq!((g.seats[0].province, g.seats[1].province), (3, 5));
}

/// Solo: action card 2 takes a Favour card, parameter card 5 names Favour #5.
#[test]
fn the_opponent_takes_a_favour_card() {
    let mut g = start(1);
    no_plague(&mut g);
    at_phase(
        &mut g,
        &[1, 0],
        Phase::Dice {
            pass: 0,
            pos: 0,
            stage: Stage::Main,
        },
    );
    g.advance();
    play(&mut g, &["reveal opponent die 2", "reveal opponent die 5"]);
    assert!(g.seats[1].has_favour(5));
    assert_ne!(g.favours_taken & (1 << 4), 0);
    assert_eq!(g.turn(), Turn::Player(0));
}

/// Solo: action cards 2, 3, 5 face up, no spot, no Favour #2: 10 soldiers.
#[test]
fn the_opponent_counts_ten_soldiers() {
    let mut g = start(1);
    g.ai_row = [2, 1, 3, 6, 5, 4];
    g.ai_revealed = 6;
    assert_eq!(g.soldiers(1), 10);
}

/// Solo: the player ranked 2nd at hebrews scores 14 only with a sum of 10 or more.
#[test]
fn the_solo_hebrew_threshold() {
    let mut g = start(1);
    freed(&mut g, 0, &[3, 3, 2, 1, 1]);
    freed(&mut g, 1, &[3, 3, 3, 3, 2]);
    assert_eq!(g.hebrew_vp()[..2], [14, 18]);
    let mut g = start(1);
    freed(&mut g, 0, &[3, 2, 2, 1, 1]);
    freed(&mut g, 1, &[3, 3, 3, 3, 2]);
    assert_eq!(g.hebrew_vp()[..2], [0, 18]);
}

/// With 2 tiles left in the reserve after round 6, Moses happens and the game ends; a
/// held Favour #5 still counts for S8.
#[test]
fn the_game_ends_when_the_reserve_runs_low() {
    let mut g = start(4);
    g.round = 6;
    let keep = 2;
    while g.reserve_size() > keep {
        let t = Tile::ALL
            .into_iter()
            .find(|t| g.reserve[t.index()] > 0)
            .unwrap();
        g.reserve[t.index()] -= 1;
        g.removed[t.index()] += 1;
    }
    g.favours_taken = 1 << 4;
    g.seats[0].favours = 1 << 4;
    give_card(&mut g, 0, card_id("T23"));
    if let Some(p) = g.plague.take() {
        g.plagues_removed |= 1 << p;
    }
    g.loss = None;
    g.losses_removed = (1 << 10) - 1 - g.loss_pile;
    at_phase(&mut g, &[0, 1, 2, 3], Phase::EndOfRound { step: 0, pos: 0 });
    g.advance();
    assert_eq!(g.turn(), Turn::Over);
    assert!(g.seats[0].has_favour(5));
    assert!(g.breakdown(0).territories >= 1);
    assert_eq!(
        g.display.iter().flatten().count(),
        3,
        "no new territories are drawn"
    );
    ok(&g);
}

/// A full discard area: the player keeps two of three tiles; the new one takes the
/// freed slot and costs 2 at the end.
#[test]
fn the_discard_area_overflows() {
    let mut g = start(4);
    no_plague(&mut g);
    set_loss(&mut g, loss_id("K07"));
    from_reserve(&mut g, Plantation);
    from_reserve(&mut g, Egyptian);
    g.seats[1].discard = [Some(Plantation), Some(Egyptian)];
    put(&mut g, 1, Area::City, 0, Sphinx);
    at_phase(
        &mut g,
        &[1, 0, 2, 3],
        Phase::Losses {
            pos: 0,
            stage: Stage::Main,
        },
    );
    ok(&g);
    play(&mut g, &["annul no loss", "suffer option 1"]);
    assert_eq!(
        g.pending,
        Some(Pending::Overflow {
            seat: 1,
            tile: Sphinx
        })
    );
    play(&mut g, &["remove the tile in discard slot 1"]);
    assert_eq!(g.seats[1].discard, [Some(Sphinx), Some(Egyptian)]);
    assert_eq!(g.removed[Plantation.index()], 1);
}

/// Province bonuses 6, 9, 12 trigger once, when reached or passed.
#[test]
fn province_bonuses_trigger_once() {
    let mut g = start(4);
    no_plague(&mut g);
    g.seats[0].province = 5;
    set_hebrews(&mut g, [None, None, None]);
    dice_turn(&mut g, 0);
    play(&mut g, &["take favour 4 with die 4"]);
    assert_eq!(g.seats[0].province, 8);
    assert_eq!(
        g.seats[0].markers, 0b110,
        "space 6 passed (no hebrew left to take)"
    );
    g.province_back(0, 2); // plague P4
    g.push(crate::state::Effect::Province { seat: 0, n: 3 });
    g.advance();
    assert_eq!(g.seats[0].markers, 0b100, "space 9 this time, not 6 again");
    assert_eq!(g.pending, Some(Pending::CentralTile { seat: 0 }));
}

/// The Special Action limit: one card per round, two from province space 13.
#[test]
fn two_special_actions_from_province_thirteen() {
    let mut g = start(4);
    no_plague(&mut g);
    give_card(&mut g, 0, card_id("T08"));
    give_card(&mut g, 0, card_id("T10"));
    put(&mut g, 0, Area::City, 0, Egyptian);
    put(&mut g, 0, Area::City, 1, Egyptian);
    g.seats[0].boat = DIAMOND_SPACE;
    g.seats[0].tokens &= !4;
    g.seats[0].province = 10;
    g.seats[0].markers = 0b100;
    dice_turn(&mut g, 0);
    ok(&g);
    play(&mut g, &["special SA1"]);
    assert!(!is_legal(&g, "special SA3"));
    g.seats[0].province = 13;
    g.seats[0].markers = 0;
    assert!(is_legal(&g, "special SA3"));
}

/// Trevas in solo: the player does not pick, the opponent still does; the rest leave.
#[test]
fn trevas_in_solo() {
    let mut g = start(1);
    set_plague(&mut g, plague_id("P6"));
    set_display(
        &mut g,
        [
            Some(card_id("T16")),
            Some(card_id("T24")),
            Some(card_id("T01")),
        ],
    );
    at_phase(
        &mut g,
        &[0, 1],
        Phase::Territory {
            pos: 0,
            stage: Stage::Main,
        },
    );
    g.advance();
    assert_ne!(g.seats[1].territories & (1 << card_id("T16")), 0);
    assert_eq!(g.seats[0].territories, 0);
    assert!(g.display.iter().all(|d| d.is_none()));
    assert!(matches!(g.phase, Phase::Tribute { .. }));
}

/// The 8th hebrew starts a second column (row 1: province +1); the 14th gives nothing.
#[test]
fn a_second_hebrew_column() {
    let mut g = start(4);
    no_plague(&mut g);
    freed(&mut g, 0, &[1, 1, 1, 1, 1, 1, 1]);
    assert_eq!(g.ankhs(0), 1);
    set_hebrews(&mut g, [Some(1), None, None]);
    dice_turn(&mut g, 0);
    let before = g.seats[0].province;
    play(&mut g, &["free hebrew 1 with die 2"]);
    assert_eq!(g.seats[0].province, before + 1);
    freed(&mut g, 0, &[2, 2, 2, 2, 2]);
    let p = g.seats[0].province;
    set_hebrews(&mut g, [Some(2), None, None]);
    dice_turn(&mut g, 0);
    play(&mut g, &["free hebrew 1 with die 4"]);
    assert_eq!(g.seats[0].hebrew_count(), 14);
    assert_eq!(g.seats[0].province, p);
    assert_eq!(g.ankhs(0), 1);
}

/// Buto examines the displayed card and two from the pile, keeps one, puts the others
/// under the pile (the displayed one first); the pile keeps its size.
#[test]
fn buto_peeks_at_two_more_cards() {
    let mut g = start(4);
    no_plague(&mut g);
    g.seats[1].power = Some(Power::Buto);
    g.seats[0].power = Some(Power::Abydos);
    let (x, y, z) = (card_id("T16"), card_id("T17"), card_id("T18"));
    set_display(&mut g, [Some(x), Some(y), Some(z)]);
    at_phase(
        &mut g,
        &[1, 0, 2, 3],
        Phase::Territory {
            pos: 0,
            stage: Stage::Main,
        },
    );
    ok(&g);
    let pile = g.pile_size();
    let (u, v) = (card_id("T20"), card_id("T21"));
    play(
        &mut g,
        &[
            "pick territory 1 with Buto",
            &format!("draw territory T{:02}", u + 1),
        ],
    );
    assert_eq!(
        g.describe_for(Action::DrawTerritory(v), Viewer::Seat(0)),
        "Buto draws a territory card"
    );
    play(&mut g, &[&format!("draw territory T{:02}", v + 1)]);
    assert_eq!(g.observation(0).buto[1], Some(crate::view::HIDDEN_CARD));
    play(&mut g, &["Buto keeps card 2"]);
    assert_ne!(g.seats[1].territories & (1 << u), 0);
    assert_eq!(g.pile_bottom[..2], [Some(x), Some(v)]);
    assert_eq!(g.pile_size(), pile);
    assert_eq!(g.display, [None, Some(y), Some(z)]);
    assert_eq!(
        g.observation(0).pile_bottom[1],
        Some(crate::view::HIDDEN_CARD)
    );
    assert_eq!(g.observation(1).pile_bottom[1], Some(v));
}

/// Plague P1 and SA2: a die 5 takes Favour #6 for a coin token; #3 needs no coin.
#[test]
fn plague_p1_with_special_action_sa2() {
    let mut g = start(4);
    set_plague(&mut g, plague_id("P1"));
    give_card(&mut g, 1, card_id("T09"));
    hold(&mut g, 1, Coin, 1);
    dice_turn(&mut g, 1);
    ok(&g);
    assert!(is_legal(&g, "take favour 3 with die 3"));
    play(&mut g, &["take favour 6 with die 5 (SA2)"]);
    assert_eq!(g.seats[1].coins(), 0);
    assert!(g.seats[1].has_favour(6));
    assert_eq!(g.seats[1].boat, 2);
    assert_eq!(g.seats[1].sa_uses, 1);
    let mut g = start(4);
    set_plague(&mut g, plague_id("P1"));
    give_card(&mut g, 1, card_id("T09"));
    dice_turn(&mut g, 1);
    assert!(!is_legal(&g, "take favour 6 with die 5 (SA2)"));
    assert!(is_legal(&g, "take favour 3 with die 3"));
}

/// The 5th hebrew removes a penalty card already held.
#[test]
fn the_fifth_hebrew_discards_a_penalty_card() {
    let mut g = start(4);
    no_plague(&mut g);
    let p = plague_id("P9");
    g.plague_pile &= !(1 << p);
    g.seats[0].penalties = 1 << p;
    freed(&mut g, 0, &[1, 1, 1, 1]);
    set_hebrews(&mut g, [Some(1), None, None]);
    dice_turn(&mut g, 0);
    play(&mut g, &["free hebrew 1 with die 2"]);
    assert_eq!(g.seats[0].penalties, 0);
    assert_ne!(g.plagues_removed & (1 << p), 0);
}

/// The tribute Commerce card: a coin token waives the round's tribute.
#[test]
fn the_tribute_commerce_card_waives_the_tribute() {
    let mut g = start(4);
    no_plague(&mut g);
    g.round = 7;
    set_loss(&mut g, loss_id("K07"));
    give_card(&mut g, 2, card_id("T29"));
    hold(&mut g, 2, Boat, 1);
    hold(&mut g, 2, Province2, 1);
    hold(&mut g, 2, Coin, 1);
    g.seats[2].power = Some(Power::Buto);
    g.seats[1].power = Some(Power::Memphis);
    at_phase(
        &mut g,
        &[2, 0, 1, 3],
        Phase::Tribute {
            pos: 0,
            stage: Stage::Main,
        },
    );
    ok(&g);
    assert_eq!(g.tribute_due(2), 6);
    play(&mut g, &["commerce tribute paying a coin"]);
    assert_eq!(g.seats[2].tribute, Tribute::Waived);
    assert_eq!(g.seats[2].coins(), 0);
    assert!(matches!(g.phase, Phase::Tribute { pos: 1, .. }));
}
