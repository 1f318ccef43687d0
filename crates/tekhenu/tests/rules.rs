//! One named test per rule, black-box: positions come from [`Scenario`], and the tests
//! use only the engine's public API (legal actions, `apply`, the board's public
//! readings, scores, observations). Each test says the rule it checks in the rulebook's
//! words; the numbers the rulebook lost (the disc's lights, costs, rewards) are the
//! choices of `docs/tekhenu.md`, cited by their GAP id.

use nile_core::Viewer;
use nile_core::{Game, Turn};
use nile_tekhenu::cards::{slot_section, Card};
use nile_tekhenu::pieces::{
    Colour, God, Light, Loc, Status, BREAD, COLOURS, FAITH, GOLD, GRANITE, LIMESTONE, PAPYRUS,
    SCRIBE,
};
use nile_tekhenu::state::Player;
use nile_tekhenu::{Scenario, Tekhenu, TekhenuAction};

/// The Horus slots in god order: a die of value `v` builds on god `v - 1`.
const HORUS_IN_ORDER: [God; 6] = God::ALL;

fn legal(g: &Tekhenu) -> Vec<String> {
    let mut v = Vec::new();
    g.legal_actions(&mut v);
    v.iter().map(|a| a.to_string()).collect()
}

fn action(text: &str) -> TekhenuAction {
    text.parse()
        .unwrap_or_else(|e| panic!("{text} does not read: {e}"))
}

/// Applies `text`, which must be one of the legal options (with the board on failure).
#[track_caller]
fn play(g: &mut Tekhenu, text: &str) {
    let now = legal(g);
    assert!(
        now.iter().any(|a| a == text),
        "{text} is not legal: {now:?}\n{}",
        g.render(Viewer::All)
    );
    if let Err(e) = g.apply(action(text)) {
        panic!("{text}: {e}");
    }
}

/// `text` is not listed and is refused, leaving the game as it was.
#[track_caller]
fn refused(g: &mut Tekhenu, text: &str) {
    assert!(!legal(g).iter().any(|a| a == text), "{text} is listed");
    let before = g.clone();
    assert!(g.apply(action(text)).is_err(), "{text} was applied");
    assert_eq!(*g, before, "a refused {text} changed the game");
}

fn seat(g: &Tekhenu, p: usize) -> &Player {
    g.board().player(p).expect("a seat at the table")
}

/// The seat deciding now.
fn deciding(g: &Tekhenu) -> usize {
    match g.turn() {
        Turn::Player(p) => p,
        t => panic!("no seat decides: {t:?}"),
    }
}

/// Where the dice of `colour` showing `value` are.
fn die_at(g: &Tekhenu, colour: Colour, value: u8) -> Vec<Loc> {
    let dice = g.board().dice();
    let of = dice
        .iter()
        .filter(|d| d.colour == colour && d.value == value);
    of.map(|d| d.loc).collect()
}

/// Plays on with the first outcome of every draw and the first option of every
/// decision (placing no Faith where that is offered) until `stop` holds or the game
/// ends.
fn play_until(g: &mut Tekhenu, stop: impl Fn(&Tekhenu) -> bool) {
    let (mut chance, mut options) = (Vec::new(), Vec::new());
    for _ in 0..20_000 {
        if stop(g) {
            return;
        }
        let next = match g.turn() {
            Turn::Over => return,
            Turn::Chance => {
                g.chance_outcomes(&mut chance);
                chance[0].0
            }
            Turn::Player(_) => {
                g.legal_actions(&mut options);
                let none = action("place no faith");
                if options.contains(&none) {
                    none
                } else {
                    options[0]
                }
            }
        };
        g.apply(next).expect("a listed option applies");
    }
    panic!("the game did not stop");
}

/// A 2-player game at seat 0's first die choice, disc offset 0 (docs/tekhenu.md GAP-2:
/// Horus and Ra sunny, Hathor and Osiris shaded, Bastet and Thoth dark), Horus slots in
/// god order, seat 0 without Scribes (so no die adjustment is offered).
fn two_players() -> Scenario {
    let s = Scenario::new(2).disc(0).horus(HORUS_IN_ORDER);
    assert_eq!(s.seat_to_play(), Some(0));
    s.tokens(0, SCRIBE, 0)
}

// ----- the obelisk and the dice -----

#[test]
fn a_dies_status_follows_its_sections_light_grey_always_tainted_nothing_forbidden_in_shade() {
    // "Grey dice are always Tainted"; a shaded section forbids no colour; a sunny section
    // forbids black, a dark one white (docs/tekhenu.md GAP-2, TS-1).
    for offset in 0..6 {
        let g = two_players().disc(offset).build().unwrap();
        for god in God::ALL {
            assert_eq!(g.board().status(god, Colour::Grey), Status::Tainted);
            let light = g.board().light(god.id());
            let forbidden = |c| g.board().status(god, c) == Status::Forbidden;
            match light {
                Light::Shaded => assert!(!COLOURS.iter().any(|&c| forbidden(c))),
                Light::Sunny => assert!(forbidden(Colour::Black) && !forbidden(Colour::White)),
                Light::Dark => assert!(forbidden(Colour::White) && !forbidden(Colour::Black)),
            }
        }
    }
}

#[test]
fn a_pure_die_goes_to_the_left_pan_and_a_tainted_die_to_the_right() {
    // "Pure dice go on the left pan of your scales, Tainted dice on the right"; the
    // balance is the left pan minus the right.
    let mut g = two_players()
        .die(Colour::White, 5, God::Ra)
        .tokens(0, GRANITE, 0)
        .build()
        .unwrap();
    assert_eq!(g.board().status(God::Ra, Colour::White), Status::Pure);
    play(&mut g, "take white 5 from Ra");
    assert!(die_at(&g, Colour::White, 5).contains(&Loc::Left(0)));
    assert_eq!(g.board().balance(0), 5);

    let mut g = two_players()
        .die(Colour::Grey, 4, God::Horus)
        .tokens(0, GRANITE, 3)
        .build()
        .unwrap();
    play(&mut g, "take grey 4 from Horus");
    assert!(die_at(&g, Colour::Grey, 4).contains(&Loc::Right(0)));
    assert_eq!(g.board().balance(0), -4);
}

#[test]
fn a_forbidden_die_cannot_be_taken() {
    // "A Forbidden die cannot be taken" (black in a sunny section, white in a dark one).
    let mut g = two_players()
        .die(Colour::Black, 6, God::Horus)
        .die(Colour::White, 6, God::Bastet)
        .build()
        .unwrap();
    refused(&mut g, "take black 6 from Horus");
    refused(&mut g, "take white 6 from Bastet");
}

#[test]
fn a_die_is_taken_only_if_an_action_can_then_be_performed() {
    // docs/tekhenu.md GAP-26 (the completion rule): a grey die on Bastet, with no
    // Papyrus to pay the festival and no production for grey, is not offered while
    // other dice allow an action.
    let mut g = two_players()
        .die(Colour::Grey, 4, God::Bastet)
        .tokens(0, PAPYRUS, 0)
        .tokens(0, GOLD, 0)
        .build()
        .unwrap();
    refused(&mut g, "take grey 4 from Bastet");
    assert!(!legal(&g).is_empty());
}

#[test]
fn anubis_takes_any_die_for_two_scribes_and_puts_it_below_the_scales() {
    // "Anubis: pay 2 Scribes to take any die, whatever its status; it goes below your
    // scales" (docs/tekhenu.md GAP-32), so the balance does not move.
    let mut g = two_players()
        .tokens(0, SCRIBE, 2)
        .die(Colour::Black, 6, God::Horus)
        .build()
        .unwrap();
    refused(&mut g, "take black 6 from Horus");
    play(&mut g, "take black 6 from Horus by anubis");
    assert_eq!(seat(&g, 0).scribes, 0);
    assert!(die_at(&g, Colour::Black, 6).contains(&Loc::Below(0)));
    assert_eq!(g.board().balance(0), 0);
}

#[test]
fn the_disc_turns_one_section_after_two_rounds_and_the_shaded_sections_get_new_dice() {
    // "When every player has taken two dice, rotate the obelisk's disc one section; add
    // new dice from the bag to the shaded sections" (docs/tekhenu.md GAP-2, GAP-36).
    let mut g = two_players().build().unwrap();
    let lights: Vec<Light> = (0..6).map(|s| g.board().light(s)).collect();
    play_until(&mut g, |g| {
        g.board().rotations() == 1 && g.turn() != Turn::Chance
    });
    for s in 0..6u8 {
        assert_eq!(g.board().light((s + 1) % 6), lights[usize::from(s)]);
    }
    let on_disc = g.board().dice().on_disc().count_ones();
    assert_eq!(on_disc, 18, "4 dice taken, 4 dice added");
    assert_eq!(g.board().maat_phases(), 0, "Maat comes after two Rotations");
}

// ----- the main actions -----

#[test]
fn production_gains_up_to_the_production_level_and_the_rest_is_excess_on_the_right() {
    // "Produce the die's colour's resource up to your production level; the rest is
    // excess, placed on the right pan" (TS-5).
    let mut g = two_players()
        .die(Colour::Brown, 5, God::Hathor)
        .production(0, BREAD, 3)
        .tokens(0, BREAD, 0)
        .build()
        .unwrap();
    // Producing Bread is the only main action left (a building costs Bread): the
    // engine takes it.
    play(&mut g, "take brown 5 from Hathor");
    assert_eq!(seat(&g, 0).res[usize::from(BREAD)], 3);
    assert_eq!(seat(&g, 0).excess, 2);
    assert_eq!(
        g.board().balance(0),
        5 - 2,
        "the excess weighs on the right pan"
    );
}

#[test]
fn grey_dice_produce_nothing() {
    // "Grey dice cannot be used for production."
    let mut g = two_players()
        .die(Colour::Grey, 4, God::Bastet)
        .tokens(0, PAPYRUS, 2)
        .build()
        .unwrap();
    play(&mut g, "take grey 4 from Bastet");
    assert!(!legal(&g).iter().any(|a| a.starts_with("produce")));
}

#[test]
fn horus_builds_a_god_statue_on_the_god_of_the_slot_numbered_like_the_die() {
    // "Horus: build a statue paying its Granite, on the god of the Horus slot numbered
    // like the die" (the first statue costs 1 Granite, docs/tekhenu.md GAP-9).
    let mut g = two_players()
        .die(Colour::Grey, 4, God::Horus)
        .tokens(0, GRANITE, 3)
        .build()
        .unwrap();
    play(&mut g, "take grey 4 from Horus");
    play(&mut g, "build god statue");
    play(&mut g, "pay with granite");
    assert_eq!(g.board().god_statues(God::Bastet, 0), 1);
    assert_eq!(seat(&g, 0).statues, 5);
    assert_eq!(seat(&g, 0).res[usize::from(GRANITE)], 2);
}

#[test]
fn horus_needs_the_granite_of_the_statue() {
    // Without Granite (or Gold, a Technology or a Blessing standing for it) Horus's
    // action is not offered.
    let mut g = two_players()
        .die(Colour::White, 4, God::Horus)
        .tokens(0, GRANITE, 0)
        .tokens(0, GOLD, 0)
        .build()
        .unwrap();
    play(&mut g, "take white 4 from Horus");
    assert!(!legal(&g).contains(&"perform Horus".to_string()));
}

#[test]
fn a_god_statue_pays_its_slots_bonus_when_another_seat_performs_that_god() {
    // "Whenever another player performs the action of a god where you have a statue,
    // take the bonus printed by its Horus slot" (slot 4: 1 Gold, docs/tekhenu.md GAP-8,
    // GAP-30).
    let mut g = two_players()
        .die(Colour::Grey, 4, God::Horus)
        .die(Colour::Brown, 3, God::Bastet)
        .tokens(0, GRANITE, 1)
        .tokens(0, GOLD, 0)
        .tokens(1, PAPYRUS, 2)
        .tokens(1, GOLD, 0)
        .tokens(1, SCRIBE, 0)
        .build()
        .unwrap();
    play(&mut g, "take grey 4 from Horus");
    play(&mut g, "build god statue");
    assert_eq!(g.board().god_statues(God::Bastet, 0), 1);
    assert_eq!(deciding(&g), 1);
    play(&mut g, "take brown 3 from Bastet");
    play(&mut g, "perform Bastet");
    assert_eq!(
        seat(&g, 0).res[usize::from(GOLD)],
        1,
        "seat 0 takes slot 4's Gold"
    );
    assert_eq!(seat(&g, 1).res[usize::from(GOLD)], 0);
}

#[test]
fn ra_raises_the_tile_of_the_display_slot_the_die_points_to_for_its_limestone_and_vp() {
    // "Ra: take the pillar tile of the display slot the die's value points to (5-6
    // Left, 3-4 Middle, 1-2 Right), pay its Limestone and raise it on a free temple
    // cell", the Middle slot giving 2 VP (docs/tekhenu.md GAP-6, GAP-7).
    let mut g = two_players()
        .die(Colour::Yellow, 3, God::Ra)
        .tokens(0, LIMESTONE, 3)
        .tokens(0, GOLD, 0)
        .build()
        .unwrap();
    let score = seat(&g, 0).score;
    let pillars = seat(&g, 0).pillars;
    play(&mut g, "take yellow 3 from Ra");
    play(&mut g, "perform Ra");
    play(&mut g, "pillar at row 1 column 1");
    play(&mut g, "rotate 0");
    let placed = g.board().temple_cell(1, 1).expect("a pillar on the cell");
    assert_eq!(
        (placed.tile, placed.owner),
        (1, 0),
        "P02, the Middle slot's tile"
    );
    assert_eq!(seat(&g, 0).pillars, pillars - 1);
    assert_eq!(seat(&g, 0).score, score + 2);
}

#[test]
fn hathor_builds_on_a_temple_space_for_its_bread_and_population_rises_by_the_die() {
    // "Hathor: build a building on a temple building space, paying the Bread printed
    // there; Population rises by the die's value" (costs docs/tekhenu.md GAP-5; at 2
    // players only the middle three lines are open).
    let mut g = two_players()
        .die(Colour::Yellow, 3, God::Hathor)
        .tokens(0, BREAD, 4)
        .tokens(0, GOLD, 0)
        .tracks(0, 5, 2)
        .build()
        .unwrap();
    let buildings = seat(&g, 0).buildings;
    play(&mut g, "take yellow 3 from Hathor");
    play(&mut g, "perform Hathor");
    let spaces = legal(&g);
    assert!(
        !spaces.contains(&"building at row 0".to_string()),
        "{spaces:?}"
    );
    play(&mut g, "building at row 1");
    assert_eq!(g.board().temple_building(1), Some(0));
    assert_eq!(seat(&g, 0).buildings, buildings - 1);
    assert_eq!(seat(&g, 0).pop, 5 + 3);
}

#[test]
fn a_population_of_nine_opens_the_third_market_section() {
    // "When any player's Population reaches 9, fill the third market section; at 13 the
    // fourth."
    let third = |g: &Tekhenu| -> Vec<Option<Card>> {
        let slots = g.board().market().iter().enumerate();
        slots
            .filter(|(i, _)| slot_section(*i) == 2)
            .map(|(_, c)| *c)
            .collect()
    };
    let mut g = two_players()
        .die(Colour::Yellow, 3, God::Hathor)
        .tokens(0, BREAD, 4)
        .tokens(0, GOLD, 0)
        .tracks(0, 6, 2)
        .build()
        .unwrap();
    assert!(third(&g).iter().all(Option::is_none), "closed at setup");
    play(&mut g, "take yellow 3 from Hathor");
    play(&mut g, "perform Hathor");
    play(&mut g, "building at row 1");
    play_until(&mut g, |g| g.turn() != Turn::Chance);
    assert_eq!(seat(&g, 0).pop, 9);
    assert!(third(&g).iter().all(Option::is_some), "{:?}", third(&g));
}

/// Seat 0 holds a festival with a brown die of `value` at Population 5, Happiness 2;
/// returns its Happiness and Papyrus after.
fn festival(value: u8) -> (u8, u8) {
    let mut g = two_players()
        .die(Colour::Brown, value, God::Bastet)
        .tokens(0, PAPYRUS, 2)
        .tracks(0, 5, 2)
        .build()
        .unwrap();
    play(&mut g, &format!("take brown {value} from Bastet"));
    play(&mut g, "perform Bastet");
    // Gold may stand for any resource: the seat says what it pays with.
    play(&mut g, "pay with papyrus");
    play(&mut g, "pay with papyrus");
    (seat(&g, 0).happy, seat(&g, 0).res[usize::from(PAPYRUS)])
}

#[test]
fn bastet_pays_two_papyrus_and_raises_happiness_by_the_die_never_above_population() {
    // "Bastet: pay 2 Papyrus; Happiness rises by the die's value, never above
    // Population."
    assert_eq!(festival(2), (2 + 2, 0));
    assert_eq!(festival(6), (5, 0), "2 + 6, capped by Population 5");
}

#[test]
fn osiris_costs_a_happiness_and_builds_in_the_row_of_the_die_raising_production() {
    // "Osiris: lose 1 Happiness and build a building in the row numbered like the die,
    // in a free district; row 3 raises the district's production" (docs/tekhenu.md
    // GAP-11).
    let mut g = two_players()
        .die(Colour::White, 3, God::Osiris)
        .tracks(0, 5, 2)
        .production(0, BREAD, 2)
        .build()
        .unwrap();
    let buildings = seat(&g, 0).buildings;
    play(&mut g, "take white 3 from Osiris");
    play(&mut g, "perform Osiris");
    let taken: Vec<String> = legal(&g);
    assert!(taken.iter().all(|a| a.starts_with("build in")), "{taken:?}");
    play(&mut g, "build in bread district");
    assert_eq!(g.board().osiris_building(2, usize::from(BREAD)), Some(0));
    assert_eq!(seat(&g, 0).buildings, buildings - 1);
    assert_eq!(seat(&g, 0).happy, 1);
    assert_eq!(seat(&g, 0).prod[usize::from(BREAD)], 3);
}

#[test]
fn osiris_needs_a_happiness_to_lose() {
    // Osiris's action costs 1 Happiness: at Happiness 0 it is not offered (the die
    // still produces).
    let mut g = two_players()
        .die(Colour::White, 3, God::Osiris)
        .tracks(0, 5, 0)
        .build()
        .unwrap();
    play(&mut g, "take white 3 from Osiris");
    let options = legal(&g);
    assert!(
        !options.contains(&"perform Osiris".to_string()),
        "{options:?}"
    );
}

#[test]
fn thoth_draws_by_the_die_from_a_section_the_happiness_reaches() {
    // "Thoth: draw cards from one market section you can access (Happiness 1/5/9/13)":
    // a 3 or 4 draws 2 cards for 2 Papyrus (`data::THOTH_CARDS`, `THOTH_COST`).
    let mut g = two_players()
        .die(Colour::Black, 3, God::Thoth)
        .tokens(0, PAPYRUS, 2)
        .tracks(0, 5, 2)
        .build()
        .unwrap();
    play(&mut g, "take black 3 from Thoth");
    play(&mut g, "perform Thoth");
    let options = legal(&g);
    assert!(options.contains(&"draw from section 1".to_string()));
    assert!(
        !options.contains(&"draw from section 2".to_string()),
        "Happiness 2 reaches only section 1"
    );
    play(&mut g, "draw from section 1");
    play(&mut g, "pay with papyrus");
    play(&mut g, "pay with papyrus");
    play(&mut g, "pick B01");
    play(&mut g, "pick T01");
    assert!(seat(&g, 0).blessings.contains(Card::blessing(1)));
    assert!(seat(&g, 0).techs.contains(Card::technology(1)));
    assert_eq!(seat(&g, 0).res[usize::from(PAPYRUS)], 0);
}

// ----- cards -----

#[test]
fn a_blessing_is_played_once_b03_adds_four_bread_to_a_production() {
    // B03 "Gain 4 Bread", played with a production: the card leaves the hand.
    let mut g = two_players()
        .die(Colour::Brown, 5, God::Hathor)
        .production(0, BREAD, 3)
        .tokens(0, BREAD, 0)
        .card(0, Card::blessing(3))
        .build()
        .unwrap();
    play(&mut g, "take brown 5 from Hathor");
    // The production's window: produce as it stands or play a Blessing first.
    assert_eq!(legal(&g), ["produce", "play B03"]);
    play(&mut g, "play B03");
    assert_eq!(seat(&g, 0).res[usize::from(BREAD)], 3 + 4);
    assert!(!seat(&g, 0).blessings.contains(Card::blessing(3)));
}

#[test]
fn d01_scores_three_vp_per_technology() {
    // D01: "3 VP per Technology."
    let d01 = Card::decree(1);
    let g = two_players()
        .decree(0, d01)
        .card(0, Card::technology(1))
        .card(0, Card::technology(2))
        .build()
        .unwrap();
    assert_eq!(g.board().decree_vp(0, d01), 6);
}

#[test]
fn decrees_in_hand_are_hidden_from_the_other_seats() {
    // "Keep your Decrees secret until the end of the game."
    let g = two_players().decree(1, Card::decree(7)).build().unwrap();
    let view = g.observation(0);
    assert!(seat(&view.state, 1).decrees.is_empty());
    assert_eq!(view.hand_sizes[1], 1);
    assert!(view.unknown_decrees.contains(Card::decree(7)));
    let own = g.observation(1);
    assert!(seat(&own.state, 1).decrees.contains(Card::decree(7)));
}

// ----- Maat, scoring and the end -----

#[test]
fn maat_penalises_an_unbalanced_scale_and_faith_moves_the_balance() {
    // "Place Faith on either pan; lose VP by your balance: -3 to -5 one, -6 to -8 two,
    // beyond three"; Botankhamun's balance is printed (+3 at the first Maat phase).
    let mut g = Scenario::new(1).tokens(0, FAITH, 9).build().unwrap();
    play_until(&mut g, |g| legal(g).iter().any(|a| a == "place no faith"));
    assert_eq!(g.board().maat_phases(), 1);
    let (before, bot) = (seat(&g, 0).score, seat(&g, 1).score);
    // Faith that brings the balance to -4, which costs 1 VP.
    let balance = g.board().balance(0);
    let faith = balance + 4;
    assert!((-9..=9).contains(&faith), "balance {balance}");
    match faith {
        0 => play(&mut g, "place no faith"),
        1.. => play(&mut g, &format!("faith {faith} right")),
        _ => play(&mut g, &format!("faith {} left", -faith)),
    }
    assert_eq!(seat(&g, 0).score, before - 1, "balance -4 costs 1 VP");
    assert_eq!(seat(&g, 1).score, bot, "Botankhamun pays no penalty");
    assert_eq!(g.board().balance(1), 3);
}

#[test]
fn the_new_turn_order_puts_the_best_balanced_seat_first() {
    // "The player whose balance is closest to zero goes first" (ties: the Ankh).
    let mut g = two_players()
        .tokens(0, FAITH, 9)
        .tokens(1, FAITH, 9)
        .build()
        .unwrap();
    play_until(&mut g, |g| legal(g).iter().any(|a| a == "place no faith"));
    let first = deciding(&g);
    play(&mut g, "faith 9 right");
    play_until(&mut g, |g| legal(g).iter().any(|a| a == "place no faith"));
    let second = deciding(&g);
    assert_ne!(first, second);
    let balances = [g.board().balance(0), g.board().balance(1)];
    play(&mut g, "place no faith");
    let closest = if balances[first].abs() < balances[second].abs() {
        first
    } else {
        second
    };
    assert_eq!(
        usize::from(g.board().turn_order()[0]),
        closest,
        "{balances:?}"
    );
}

#[test]
fn the_second_maat_phase_holds_a_scoring_phase() {
    // "In the second and fourth Maat phases, after the balance, score: 3 VP per district
    // won, the Temple Complex, statues (1/3/6/10/15/21), 3 VP per Happiness triangle
    // (9/13/16/19/21), 2 VP per production at 6 and the building row" (GAP-15).
    let mut g = Scenario::new(1).build().unwrap();
    let takes_die = |g: &Tekhenu| legal(g).first().is_some_and(|a| a.starts_with("take "));
    play_until(&mut g, |g| g.board().rotations() == 3 && takes_die(g));
    // Faith to stop at the Maat phase's decision, Bread to feed the buildings.
    let mut g = Scenario::from_game(g)
        .tokens(0, FAITH, 1)
        .tokens(0, BREAD, 30)
        .tokens(0, GOLD, 0)
        .tokens(0, SCRIBE, 0)
        .build()
        .unwrap();
    play_until(&mut g, |g| legal(g).iter().any(|a| a == "place no faith"));
    assert_eq!(g.board().maat_phases(), 2);
    let me = *seat(&g, 0);
    let parts = g.board().scoring_parts(0);
    let statues = [0, 1, 3, 6, 10, 15, 21][usize::from(6 - me.statues)];
    let triangles = [9, 13, 16, 19, 21]
        .iter()
        .filter(|&&t| me.happy >= t)
        .count() as u16;
    let at_six = me.prod.iter().filter(|&&x| x == 6).count() as u16;
    assert_eq!(
        (parts[2], parts[3], parts[4]),
        (statues, 3 * triangles, 2 * at_six)
    );
    let bot = (seat(&g, 1).score, g.board().scoring_parts(1));
    let penalty = rulebook_penalty(g.board().balance(0));
    play(&mut g, "place no faith");
    let scored: u16 = parts.iter().sum();
    assert_eq!(seat(&g, 0).score, me.score - penalty + scored);
    assert_eq!(seat(&g, 1).score, bot.0 + bot.1.iter().sum::<u16>());
}

/// The VP a balance costs at a Maat phase, as the rulebook prints it.
fn rulebook_penalty(balance: i32) -> u16 {
    match balance {
        -2.. => 0,
        -5..=-3 => 1,
        -8..=-6 => 2,
        _ => 3,
    }
}

#[test]
fn the_game_ends_after_the_fourth_maat_phase_and_the_most_vp_wins() {
    // "The game ends after the eighth Rotation's Maat phase and the final scoring; the
    // most VP wins (ties: most Scribes, then turn order)."
    let mut g = two_players().build().unwrap();
    play_until(&mut g, |_| false);
    assert_eq!(g.turn(), Turn::Over);
    assert_eq!((g.board().rotations(), g.board().maat_phases()), (8, 4));
    let outcome = g.outcome().expect("an outcome at the end");
    let scores = [seat(&g, 0).score, seat(&g, 1).score];
    let best = if scores[0] == scores[1] {
        None
    } else {
        Some(usize::from(scores[1] > scores[0]))
    };
    if let Some(p) = best {
        assert!(
            outcome.ranks[p] <= outcome.ranks[1 - p],
            "{outcome:?} {scores:?}"
        );
    }
    let view = g.observation(0);
    assert!(
        !seat(&view.state, 1).decrees.is_empty(),
        "hands are revealed"
    );
}

// ----- Botankhamun -----

#[test]
fn botankhamun_takes_its_die_without_paying_and_keeps_it_below_its_board() {
    // "Botankhamun takes the best die of its tile's section or colour, pays nothing,
    // and keeps its dice below its board."
    let mut g = Scenario::new(1).build().unwrap();
    assert_eq!(g.board().turn_order(), &[1, 0], "setup: Botankhamun first");
    let held = |g: &Tekhenu| {
        g.board()
            .dice()
            .iter()
            .filter(|d| d.loc == Loc::Below(1))
            .count()
    };
    assert_eq!(held(&g), 1, "it has taken its first die");
    let options = legal(&g);
    play(&mut g, &options[0]);
    play_until(&mut g, |g| held(g) == 2);
    assert_eq!(seat(&g, 1).res, [0; 5]);
    assert_eq!(seat(&g, 1).faith, 0);
}

#[test]
fn a_solo_game_is_won_by_beating_botankhamuns_vp_then_scribes() {
    // "You win with more VP than Botankhamun" (ties: Scribes, then turn order,
    // docs/tekhenu.md GAP-49); the outcome is the seat's score and whether it won.
    let mut g = Scenario::new(1).build().unwrap();
    play_until(&mut g, |_| false);
    let outcome = g.outcome().expect("an outcome at the end");
    let (me, bot) = (seat(&g, 0), seat(&g, 1));
    assert_eq!(outcome.scores, vec![i32::from(me.score)]);
    let first = g.board().turn_order()[0] == 0;
    let won = (me.score, me.scribes, first) > (bot.score, bot.scribes, !first);
    assert_eq!(
        outcome.ranks,
        vec![u8::from(!won)],
        "{} VP against {}",
        me.score,
        bot.score
    );
}
