//! Tampered states: numbers of a mid-game state changed (by the harness, and every
//! numeric field set to odd values here) are refused by `from_json` or give a state that
//! plays on to the end without panicking.

use nile_conquistando::{Conquistando, ConquistandoConfig};
use nile_core::rng::{below, seeded};
use nile_core::{harness, Game, GameConfig, Turn};
use serde_json::Value;

#[test]
fn the_harness_tampers_with_mid_game_states() {
    for players in 2..=4 {
        for seed in 0..harness::cases(6) as u64 {
            harness::check_tampered_states::<Conquistando>(
                &ConquistandoConfig::for_players(players),
                seed,
                40,
            )
            .unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
        }
    }
}

fn mid_game(players: usize, steps: usize) -> Conquistando {
    let mut g = Conquistando::new(&ConquistandoConfig::for_players(players)).unwrap();
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

/// Plays to the end: an accepted state must never dead-end or panic.
fn play_to_the_end(mut g: Conquistando) {
    let mut rng = seeded(5);
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    for _ in 0..Conquistando::step_bound(g.config()) {
        let a = match g.turn() {
            Turn::Over => return,
            Turn::Chance => g
                .sample_chance(&mut rng, &mut chance)
                .expect("a chance outcome"),
            Turn::Player(_) => {
                g.legal_actions(&mut legal);
                legal[below(&mut rng, legal.len() as u64) as usize]
            }
        };
        g.apply(a).expect("a listed action applies");
        let _ = g.render(None);
    }
    panic!("an accepted tampered state did not finish");
}

#[test]
fn every_number_set_to_odd_values_is_refused_or_harmless() {
    for (players, steps) in [(2, 300), (4, 900)] {
        let g = mid_game(players, steps);
        let json: Value = serde_json::from_str(&g.to_json()).unwrap();
        let mut paths = Vec::new();
        leaves(&json, &mut Vec::new(), &mut paths);
        // Every other number (the two seats' fields alternate), five odd values each.
        for path in paths.iter().step_by(2) {
            for new in [0, 2, 15, 31, 65535] {
                let mut t = json.clone();
                set(&mut t, path, new);
                if let Ok(state) = Conquistando::from_json(&t.to_string()) {
                    play_to_the_end(state);
                }
            }
        }
    }
}
