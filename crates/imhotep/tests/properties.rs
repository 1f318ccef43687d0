//! Properties over many random games: scores never go down (except by the Pharaoh's Fury
//! penalty at the very end), and the round structure holds.

use nile_core::harness::cases;
use nile_core::rng::{below, seeded};
use nile_core::{Game, GameConfig, Turn};
use nile_imhotep::{Imhotep, ImhotepConfig, Phase};

fn configs() -> Vec<ImhotepConfig> {
    let mut out = Vec::new();
    for n in 2..=4 {
        for sides in ["AAAAA", "BBBBB", "ABABA", "BABAB"] {
            for fury in [false, true] {
                let mut c = ImhotepConfig::for_players(n);
                c.set_option("sides", sides).unwrap();
                c.pharaohs_fury = fury;
                out.push(c);
            }
        }
    }
    out
}

/// Plays a random game, calling `check(before, after)` after every action.
fn play(config: &ImhotepConfig, seed: u64, mut check: impl FnMut(&Imhotep, &Imhotep)) -> Imhotep {
    let mut rng = seeded(seed);
    let mut g = Imhotep::new(config).unwrap();
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    while g.turn() != Turn::Over {
        let a = match g.turn() {
            Turn::Chance => g.sample_chance(&mut rng, &mut chance).unwrap(),
            _ => {
                g.legal_actions(&mut legal);
                legal[below(&mut rng, legal.len() as u64) as usize]
            }
        };
        let before = g.clone();
        g.apply(a).unwrap();
        check(&before, &g);
    }
    g
}

#[test]
fn scores_never_decrease_except_by_the_pharaohs_fury_penalty() {
    for (i, config) in configs().iter().enumerate() {
        for game in 0..cases(4) as u64 {
            play(config, 1000 * i as u64 + game, |before, after| {
                for p in 0..config.players {
                    let drop = before.score(p) - after.score(p);
                    if drop > 0 {
                        assert!(
                            config.pharaohs_fury && after.phase() == Phase::Over && drop <= 5,
                            "seat {p} lost {drop} points in {config:?}"
                        );
                    }
                }
            });
        }
    }
}

#[test]
fn every_game_has_six_rounds_of_four_sailings_or_a_stall() {
    for (i, config) in configs().iter().enumerate().step_by(2) {
        let mut rounds_seen = 0;
        let g = play(config, 77 + i as u64, |before, after| {
            if after.round() != before.round() {
                rounds_seen += 1;
                assert_eq!(after.round(), before.round() + 1);
                let sailed = before
                    .ships()
                    .iter()
                    .filter(|s| s.sailed_to.is_some())
                    .count();
                assert!(
                    sailed == 4
                        || matches!(
                            before.phase(),
                            Phase::Turn | Phase::LeverSail | Phase::SailCardSail(_)
                        ),
                    "round ended early: {:?} {sailed} {config:?}",
                    before.phase()
                );
            }
        });
        assert_eq!(rounds_seen, 5);
        assert_eq!(g.round(), 6);
        assert!(g.outcome().is_some());
    }
}

/// A long sweep with the invariants checked after every action (run with `--ignored`).
#[test]
#[ignore]
fn long_random_sweep_keeps_every_invariant() {
    for (i, config) in configs().iter().enumerate() {
        for game in 0..cases(2000) as u64 {
            let g = play(config, 7_000_000 * i as u64 + game, |_, after| {
                if let Err(e) = nile_core::Game::check_invariants(after) {
                    panic!("{config:?} game {game}: {e}");
                }
            });
            assert!(g.outcome().is_some());
        }
    }
}
