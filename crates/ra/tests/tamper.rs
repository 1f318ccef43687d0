//! Tampered saved states: `from_json` refuses them, or the engine renders, observes and
//! plays them to the end without panicking (issue "Nothing a user types or loads can
//! crash"). `NILE_CASES` raises the number of seeds (`NILE_CASES=200` for the full
//! sweep of 200 seeds × 100 mutations per seat count).

use nile_core::rng::{below, seeded, seeded_stream};
use nile_core::{harness, random_playout, Game, GameConfig, Turn};
use nile_ra::{Ra, RaConfig};
use serde_json::Value;

/// Mutations of each seed's mid-game state.
const MUTATIONS: usize = 100;

#[test]
fn tampered_states_are_refused_or_play_to_the_end() {
    let seeds = harness::cases(6) as u64;
    for players in 2..=5 {
        for seed in 0..seeds {
            harness::check_tampered_states::<Ra>(&RaConfig::for_players(players), seed, MUTATIONS)
                .unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
        }
    }
}

/// A state `steps` random steps into a game.
fn mid_game(players: usize, seed: u64, steps: usize) -> Ra {
    let mut g = Ra::new(&RaConfig::for_players(players)).unwrap();
    let mut rng = seeded(seed);
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    for _ in 0..steps {
        if g.turn() == Turn::Over {
            break;
        }
        g.random_step(&mut rng, &mut legal, &mut chance).unwrap();
    }
    g
}

/// The paths of every number in a JSON value.
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

/// The number at `path` set to `new`.
fn set(v: &mut Value, path: &[String], new: u64) {
    let mut cur = v;
    for key in path {
        cur = match cur {
            Value::Array(items) => &mut items[key.parse::<usize>().unwrap()],
            Value::Object(map) => map.get_mut(key).unwrap(),
            _ => return,
        };
    }
    *cur = Value::from(new);
}

/// Every number of mid-game states (bidding, turns, discards, the deal, between epochs)
/// set to edge values: refused, or played to the end with an outcome.
#[test]
fn every_number_set_to_edge_values_is_refused_or_plays_to_the_end() {
    let mut accepted = 0;
    for players in 2..=5 {
        for seed in 0..harness::cases(3) as u64 {
            let steps = 1 + below(&mut seeded_stream(seed, 9), 400) as usize;
            let g = mid_game(players, seed, steps);
            let json: Value = serde_json::from_str(&g.to_json()).unwrap();
            let mut paths = Vec::new();
            leaves(&json, &mut Vec::new(), &mut paths);
            for path in &paths {
                for new in [0, 1, 2, 3, 4, 5, 7, 9, 13, 16, 17, 30, 31, 32, 255, 65_535] {
                    let mut t = json.clone();
                    set(&mut t, path, new);
                    let Ok(mut s) = Ra::from_json(&t.to_string()) else {
                        continue;
                    };
                    accepted += 1;
                    let _ = (s.render(None), s.observation(0));
                    let mut rng = seeded(seed);
                    let (mut legal, mut chance) = (Vec::new(), Vec::new());
                    random_playout(&mut s, &mut rng, &mut legal, &mut chance)
                        .unwrap_or_else(|e| panic!("{path:?} = {new}: {e}"));
                    assert!(s.outcome().is_some(), "{path:?} = {new}");
                }
            }
        }
    }
    assert!(accepted > 0);
}
