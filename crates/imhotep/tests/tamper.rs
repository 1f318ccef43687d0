//! Tampered states: every numeric field of a mid-game state set to odd values either is
//! refused by `from_json` or gives a state that plays on without panicking.

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

fn play_on(mut g: Imhotep) {
    let mut rng = seeded(5);
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    for _ in 0..400 {
        let a = match g.turn() {
            Turn::Over => return,
            Turn::Chance => match g.sample_chance(&mut rng, &mut chance) {
                Some(a) => a,
                None => return,
            },
            Turn::Player(_) => {
                g.legal_actions(&mut legal);
                if legal.is_empty() {
                    return;
                }
                legal[below(&mut rng, legal.len() as u64) as usize]
            }
        };
        if g.apply(a).is_err() {
            return;
        }
        let _ = g.render(None);
    }
}

#[test]
fn tampered_numbers_are_refused_or_harmless() {
    for (sides, steps) in [("AAAAA", 40), ("BBBBB", 70), ("BABAB", 25)] {
        let g = mid_game(sides, steps);
        let json: Value = serde_json::from_str(&g.to_json()).unwrap();
        let mut paths = Vec::new();
        leaves(&json, &mut Vec::new(), &mut paths);
        for path in &paths {
            for new in [0, 1, 2, 3, 4, 5, 7, 13, 29, 200, 255] {
                let mut t = json.clone();
                set(&mut t, path, new);
                if let Ok(state) = Imhotep::from_json(&t.to_string()) {
                    play_on(state);
                }
            }
        }
    }
}

/// The core's tampering check (digits changed, numbers made huge in the JSON of a state
/// somewhere in a random game): every state `from_json` accepts plays to the end.
#[test]
fn tampered_states_are_refused_or_play_to_the_end() {
    let seeds = nile_core::harness::cases(12) as u64;
    for players in 2..=4 {
        for sides in ["AAAAA", "BBBBB", "ABABA", "BABAB"] {
            let mut c = ImhotepConfig::for_players(players);
            c.set_option("sides", sides).unwrap();
            c.pharaohs_fury = players == 3;
            for seed in 0..seeds {
                nile_core::harness::check_tampered_states::<Imhotep>(&c, seed, 40)
                    .unwrap_or_else(|e| panic!("{c:?} seed {seed}: {e}"));
            }
        }
    }
}
