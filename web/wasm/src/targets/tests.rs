//! Every legal action of random games has a board element, and where one element
//! carries several actions each has its own menu entry.

use std::collections::BTreeMap;

use nile_core::rng::{below, seeded};
use nile_core::{Game, GameConfig, Turn};

use super::Targets;

/// Plays `games` random games of `G` for each config; checks every decision.
fn check<G: Targets>(configs: &[G::Config], games: u64) -> usize {
    let mut checked = 0;
    for config in configs {
        for seed in 0..games {
            let mut rng = seeded(seed);
            let mut state = G::new(config).expect("a valid config");
            let (mut legal, mut chance) = (Vec::new(), Vec::new());
            for _ in 0..20_000 {
                match state.turn() {
                    Turn::Over => break,
                    Turn::Chance => {
                        let a = state
                            .sample_chance(&mut rng, &mut chance)
                            .expect("an outcome");
                        state.apply(a).expect("a chance outcome applies");
                    }
                    Turn::Player(p) => {
                        state.legal_actions(&mut legal);
                        let obs = serde_json::to_value(state.observation(p)).unwrap();
                        let mut by_key: BTreeMap<String, Vec<Option<String>>> = BTreeMap::new();
                        for &a in &legal {
                            let t = G::target(&obs, a, Some(p)).unwrap_or_else(|| {
                                panic!("{}: \"{a}\" has no board element", G::NAME)
                            });
                            by_key.entry(t.key).or_default().push(t.choice);
                            checked += 1;
                        }
                        for (key, choices) in by_key {
                            if choices.len() > 1 {
                                let mut seen: Vec<&String> =
                                    choices.iter().map(|c| c.as_ref().unwrap_or_else(|| panic!("{}: {key} carries {} actions, one without a menu entry", G::NAME, choices.len()))).collect();
                                seen.sort();
                                seen.dedup();
                                assert_eq!(
                                    seen.len(),
                                    choices.len(),
                                    "{}: {key} offers the same menu entry twice: {choices:?}",
                                    G::NAME
                                );
                            }
                        }
                        let a = legal[below(&mut rng, legal.len() as u64) as usize];
                        state.apply(a).expect("a legal action applies");
                    }
                }
            }
        }
    }
    checked
}

fn configs<G: Game>() -> Vec<G::Config> {
    G::PLAYERS.map(G::Config::for_players).collect()
}

#[test]
fn every_ra_action_has_an_element() {
    assert!(check::<nile_ra::Ra>(&configs::<nile_ra::Ra>(), 6) > 1000);
}

#[test]
fn every_imhotep_action_has_an_element() {
    let mut cs = configs::<nile_imhotep::Imhotep>();
    let mut b = nile_imhotep::ImhotepConfig::for_players(3);
    b.set_option("sides", "BBBBB").unwrap();
    cs.push(b);
    assert!(check::<nile_imhotep::Imhotep>(&cs, 6) > 1000);
}

#[test]
fn every_tekhenu_action_has_an_element() {
    assert!(check::<nile_tekhenu::Tekhenu>(&configs::<nile_tekhenu::Tekhenu>(), 3) > 1000);
}

#[test]
fn every_pragas_action_has_an_element() {
    let mut cs = configs::<nile_pragas::Pragas>();
    let mut adv = nile_pragas::PragasConfig::for_players(2);
    adv.set_option("advanced", "true").unwrap();
    cs.push(adv);
    assert!(check::<nile_pragas::Pragas>(&cs, 4) > 1000);
}

#[test]
fn every_conquistando_action_has_an_element() {
    assert!(
        check::<nile_conquistando::Conquistando>(&configs::<nile_conquistando::Conquistando>(), 3)
            > 1000
    );
}

/// `cargo test --manifest-path web/wasm/Cargo.toml dump -- --ignored --nocapture`: a
/// mid-game observation of each game, for writing board views.
#[test]
#[ignore]
fn dump() {
    fn one<G: Targets>(steps: usize) {
        let mut rng = seeded(3);
        let mut state = G::new(&G::Config::for_players(2)).unwrap();
        let (mut legal, mut chance) = (Vec::new(), Vec::new());
        for _ in 0..steps {
            let a = match state.turn() {
                Turn::Over => break,
                Turn::Chance => state.sample_chance(&mut rng, &mut chance).unwrap(),
                Turn::Player(_) => {
                    state.legal_actions(&mut legal);
                    legal[below(&mut rng, legal.len() as u64) as usize]
                }
            };
            state.apply(a).unwrap();
        }
        println!(
            "{} {}",
            G::NAME,
            serde_json::to_string(&state.observation(0)).unwrap()
        );
    }
    one::<nile_tekhenu::Tekhenu>(80);
}
