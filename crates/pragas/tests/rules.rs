//! One named test per rule, black-box: positions come from [`Scenario`], actions are
//! written as the game writes them, and the tests read only the public API. Each test
//! says the rule it checks in the rulebook's words; the numbers the rulebook lost are the
//! choices of `docs/pragas.md`.

use nile_core::Viewer;
use nile_core::{Game, GameError, Turn};
use nile_pragas::{Action, Area, Pragas, Scenario, Tile};
use Tile::{Boat, Coin, Egyptian, Herd, Obelisk, Pharaoh, Sphinx};

/// The legal actions (or chance outcomes) as the game writes them.
fn legal(g: &Pragas) -> Vec<String> {
    let mut out = Vec::new();
    if g.turn() == Turn::Chance {
        let mut chance = Vec::new();
        g.chance_outcomes(&mut chance);
        out.extend(chance.iter().map(|(a, _)| a.to_string()));
    } else {
        let mut actions = Vec::new();
        g.legal_actions(&mut actions);
        out.extend(actions.iter().map(|a| a.to_string()));
    }
    out
}

/// Applies each step by its text, failing the test on one the rules refuse.
fn play(g: &mut Pragas, steps: &[&str]) {
    for step in steps {
        let a: Action = step.parse().unwrap_or_else(|e| panic!("{e}"));
        if let Err(e) = g.apply(a) {
            panic!(
                "{step}: {e}\nlegal now: {:?}\n{}",
                legal(g),
                g.render(Viewer::All)
            );
        }
    }
}

/// The row of the example: Sphinx, Herd, Egyptian, Boat, Herd, Coin in slots 1 to 6.
const ROW: [Option<Tile>; 6] = [
    Some(Sphinx),
    Some(Herd),
    Some(Egyptian),
    Some(Boat),
    Some(Herd),
    Some(Coin),
];

/// A 4-player game after setup, no plague, the example row, `seat` to play its dice.
fn dice_turn_of(seat: usize) -> Scenario {
    Scenario::new(4).no_plague().slots(ROW).dice_turn(seat)
}

#[test]
fn a_die_takes_the_tile_of_its_slot_and_the_row_slides_left_and_refills() {
    // "Spend a die to take the tile in the slot of the same number; the tiles to its right
    // slide left and slot 6 is filled from the reserve." A Boat moves the boat on.
    let mut g = dice_turn_of(0).build().unwrap();
    let reserve = g.reserve_size();
    play(&mut g, &["take tile 4 with die 4", "draw tile Obelisk"]);
    let row = [Sphinx, Herd, Egyptian, Herd, Coin, Obelisk].map(Some);
    assert_eq!(g.slots(), row);
    assert_eq!(g.reserve_size(), reserve - 1);
    assert_eq!(g.seat(0).boat, 1);
    assert_eq!(g.seat(0).dice_used, 1 << 3, "the die 4 is spent");
}

#[test]
fn the_tile_of_slot_six_slides_nothing_and_a_coin_becomes_a_coin_token() {
    let mut g = dice_turn_of(1).build().unwrap();
    play(&mut g, &["take tile 6 with die 6", "draw tile Pharaoh"]);
    assert_eq!(g.slots()[..5], ROW[..5]);
    assert_eq!(g.slots()[5], Some(Pharaoh));
    assert_eq!(g.seat(1).coins(), 1);
}

#[test]
fn without_a_power_a_die_takes_only_the_slot_of_its_number() {
    // "The die's value must equal the slot's number" (Abydos alone may change a die).
    let g = dice_turn_of(1).build().unwrap();
    let takes: Vec<String> = legal(&g)
        .into_iter()
        .filter(|a| a.starts_with("take tile "))
        .collect();
    assert!(!takes.is_empty());
    for a in takes {
        let words: Vec<&str> = a.split(' ').collect();
        assert_eq!(words[2], words[5], "{a}");
    }
}

#[test]
fn a_hebrew_is_freed_by_a_die_of_at_least_twice_its_value() {
    // "To free a Hebrew, spend a die worth at least twice the Hebrew's value."
    let g = Scenario::new(4)
        .no_plague()
        .hebrews([Some(2), Some(3), Some(1)])
        .dice_turn(2)
        .build()
        .unwrap();
    let frees = |token: u8| -> Vec<u8> {
        let legal = legal(&g);
        (1..=6)
            .filter(|d| legal.contains(&format!("free hebrew {token} with die {d}")))
            .collect()
    };
    assert_eq!(frees(1), [4, 5, 6], "a Hebrew of 2");
    assert_eq!(frees(2), [6], "a Hebrew of 3");
    assert_eq!(frees(3), [2, 3, 4, 5, 6], "a Hebrew of 1");
}

#[test]
fn the_hebrew_spot_of_the_city_lets_a_die_of_the_value_itself_free_a_hebrew() {
    // With the City's Hebrew spot surrounded, "a die of the Hebrew's value is enough".
    let g = Scenario::new(4)
        .no_plague()
        .hebrews([Some(2), Some(3), Some(1)])
        .tile(2, Area::City, 3, Sphinx)
        .tile(2, Area::City, 4, Obelisk)
        .dice_turn(2)
        .build()
        .unwrap();
    let legal = legal(&g);
    assert!(legal.contains(&"free hebrew 1 with die 2".to_string()));
    assert!(legal.contains(&"free hebrew 2 with die 3".to_string()));
}

#[test]
fn the_scenario_refuses_a_position_the_rules_cannot_reach() {
    let state = |r: Result<Pragas, GameError>| matches!(r, Err(GameError::InvalidState(_)));
    assert!(
        state(Scenario::new(4).holding(0, Coin, 200).build()),
        "more coins than exist"
    );
    assert!(state(Scenario::new(4).dice_turn(4).build()), "a fifth seat");
    assert!(
        state(Scenario::new(4).plague("P99").build()),
        "an unknown plague"
    );
    assert!(
        state(Scenario::new(4).freed(0, &[4]).build()),
        "a Hebrew worth 4"
    );
    let taken = Scenario::new(4)
        .tile(0, Area::City, 0, Sphinx)
        .tile(0, Area::City, 0, Obelisk);
    assert!(state(taken.build()), "a space taken twice");
    let config = Scenario::new(5).build();
    assert!(
        matches!(config, Err(GameError::InvalidConfig(_))),
        "five players"
    );
}
