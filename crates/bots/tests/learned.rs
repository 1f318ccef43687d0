//! The committed learned evaluations against the live engines: each reads, matches its
//! game's observation tensor at two seats, and plays through `eval=learned`.

use nile_bots::learned::{committed, LearnedEval};
use nile_bots::{agent_from_spec, agents_from_specs};
use nile_core::bots::BotHints;
use nile_core::{Game, GameConfig, Match};

fn check<G: BotHints>() {
    let net = committed::<G>().unwrap_or_else(|| panic!("{}: no committed weights", G::NAME));
    let config = G::Config::for_players(2);
    let shape: Vec<u32> = G::observation_tensor_shape(&config)
        .iter()
        .map(|&d| d as u32)
        .collect();
    assert_eq!(
        net.shape(),
        shape.as_slice(),
        "{}: the tensor changed since training",
        G::NAME
    );
    assert_eq!(net.players(), 2);
    let mut m = Match::<G>::new(&config, 5).unwrap();
    m.resolve_chance().unwrap();
    let mut eval = LearnedEval::for_game::<G>();
    assert!(eval.applies_to(m.state()));
    let mut values = Vec::new();
    eval.evaluate(m.state(), &mut values);
    assert_eq!(values.len(), 2);
    assert!(values.iter().all(|v| v.is_finite()));
    // Three seats: not trained, so the game's own evaluation.
    let three = G::Config::for_players(3);
    if let Ok(mut m3) = Match::<G>::new(&three, 5) {
        m3.resolve_chance().unwrap();
        let mut own = Vec::new();
        m3.state().evaluate(&mut own);
        eval.evaluate(m3.state(), &mut values);
        assert_eq!(values, own);
    }
}

#[test]
fn every_game_has_committed_weights_matching_its_tensor() {
    check::<nile_ra::Ra>();
    check::<nile_imhotep::Imhotep>();
    check::<nile_tekhenu::Tekhenu>();
    check::<nile_pragas::Pragas>();
    check::<nile_conquistando::Conquistando>();
}

#[test]
fn eval_learned_plays_deterministically_in_mcts_and_pimc() {
    type Ra = nile_ra::Ra;
    let config = <Ra as Game>::Config::for_players(2);
    let play = || {
        let mut agents = agents_from_specs::<Ra>(
            &["mcts:60:eval=learned", "pimc:2:nodes=300:eval=learned"],
            9,
        )
        .unwrap();
        let mut m = Match::<Ra>::new(config, 9).unwrap();
        m.play(&mut agents).unwrap();
        m.log().to_json()
    };
    assert_eq!(play(), play());
    let err = agent_from_spec::<Ra>("mcts:60:eval=neural", 1)
        .err()
        .unwrap();
    assert!(
        err.to_string().contains("eval must be learned or game"),
        "{err}"
    );
}
