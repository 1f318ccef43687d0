//! Tampered states: every numeric field of a mid-game state set to odd values either is
//! refused by `from_json` or gives a state that plays to the end.

use nile_core::rng::{below, seeded};
use nile_core::{Game, GameConfig, Turn};
use nile_imhotep::{Imhotep, ImhotepConfig};
use serde_json::Value;

fn mid_game(sides: &str, steps: usize) -> Imhotep {
    let mut c = ImhotepConfig::for_players(3);
    c.set_option("sides", sides).unwrap();
    let mut g = Imhotep::new(&c).unwrap();
    let mut rng = seeded(11);
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    for _ in 0..steps {
        let a = match g.turn() {
            Turn::Over => break,
            Turn::Chance => g.sample_chance(&mut rng, &mut chance).unwrap(),
            Turn::Player(_) => {
                g.legal_actions(&mut legal);
                legal[below(&mut rng, legal.len() as u64) as usize]
            }
        };
        g.apply(a).unwrap();
    }
    g
}

fn leaves(v: &Value, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    match v {
        Value::Number(_) => out.push(path.clone()),
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                path.push(i.to_string());
                leaves(item, path, out);
                path.pop();
            }
        }
        Value::Object(map) => {
            for (k, item) in map {
                path.push(k.clone());
                leaves(item, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

fn set(v: &mut Value, path: &[String], new: i64) {
    let mut cur = v;
    for key in path {
        cur = match cur {
            Value::Array(items) => &mut items[key.parse::<usize>().unwrap()],
            Value::Object(map) => map.get_mut(key).unwrap(),
            _ => unreachable!(),
        };
    }
    *cur = Value::from(new);
}

/// Plays an accepted state to the end: every state `from_json` accepts must get there.
fn play_on(mut g: Imhotep, what: &str) {
    let mut rng = seeded(5);
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    let _ = g.render(None);
    if let Err(e) = nile_core::random_playout(&mut g, &mut rng, &mut legal, &mut chance) {
        panic!("{what}: accepted but cannot be played to the end: {e}");
    }
    assert!(g.outcome().is_some(), "{what}: ended without an outcome");
}

#[test]
fn tampered_numbers_are_refused_or_harmless() {
    let states = [
        ("AAAAA", 40),
        ("BBBBB", 70),
        ("BABAB", 25),
        ("BBBBB", 121),
        ("ABBBB", 57),
        ("BABAB", 93),
        ("AAAAA", 152),
        ("BBBBB", 203),
    ];
    for (sides, steps) in states {
        let g = mid_game(sides, steps);
        let json: Value = serde_json::from_str(&g.to_json()).unwrap();
        let mut paths = Vec::new();
        leaves(&json, &mut Vec::new(), &mut paths);
        for path in &paths {
            for new in [0, 1, 2, 3, 4, 5, 7, 13, 29, 200, 255] {
                let mut t = json.clone();
                set(&mut t, path, new);
                if let Ok(state) = Imhotep::from_json(&t.to_string()) {
                    play_on(state, &format!("{sides} {path:?} = {new}"));
                }
            }
        }
    }
}
