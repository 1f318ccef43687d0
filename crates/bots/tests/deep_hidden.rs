//! The deep search never looks at what its seat cannot see, in the real games with
//! hidden information: a state and a copy determinized for the searching seat (every
//! hidden card resampled, the seat's observation unchanged) get the same value for
//! every action, to the bit, from agents with the same seed (a search that peeked at
//! the real cards would value them differently).

use nile_bots::agent_from_spec;
use nile_bots::deep::{DeepAgent, DeepBudget, DeepConfig, Objective};
use nile_core::bots::BotHints;
use nile_core::rng::seeded;
use nile_core::{GameConfig, Match, Turn};

fn configs() -> [DeepConfig; 2] {
    let mut margin = DeepConfig::pimc(3);
    margin.budget = DeepBudget::Nodes(400);
    let mut score = DeepConfig::pimc(2);
    score.budget = DeepBudget::Nodes(300);
    score.objective = Objective::Score;
    [margin, score]
}

fn check<G: BotHints>(players: usize, games: u64, steps: usize) {
    let mut legal = Vec::new();
    let mut checked = 0;
    for seed in 0..games {
        let mut game = Match::<G>::new(G::Config::for_players(players), seed).unwrap();
        let mut random = agent_from_spec::<G>("random", seed).unwrap();
        for step in 0..steps {
            let Ok(Turn::Player(p)) = game.resolve_chance() else {
                break;
            };
            game.state().legal_actions(&mut legal);
            if step % 7 == 3 && legal.len() > 1 {
                let real = game.state().clone();
                let other = real.determinize(p, &mut seeded(seed * 31 + step as u64));
                assert_eq!(real.observation(p), other.observation(p));
                for config in configs() {
                    let mut a = DeepAgent::<G>::new(config, 5);
                    let mut b = DeepAgent::<G>::new(config, 5);
                    assert_eq!(
                        a.action_values(&real, p, &legal),
                        b.action_values(&other, p, &legal),
                        "{} {config:?}, seed {seed}, step {step}",
                        G::NAME
                    );
                }
                checked += 1;
            }
            let a = random.choose(game.state(), p, &legal);
            game.apply(a).unwrap();
        }
    }
    assert!(checked > 0, "{}: no position was checked", G::NAME);
}

#[test]
fn imhotep() {
    check::<nile_imhotep::Imhotep>(3, 2, 60);
}

#[test]
fn tekhenu() {
    check::<nile_tekhenu::Tekhenu>(2, 2, 60);
}

#[test]
fn pragas() {
    check::<nile_pragas::Pragas>(2, 2, 60);
}

#[test]
fn conquistando() {
    check::<nile_conquistando::Conquistando>(2, 2, 60);
}
