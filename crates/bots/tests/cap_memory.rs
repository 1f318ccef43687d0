//! A [`ThinkCap`]'s memory bounds what a search holds: an MCTS tree stops growing at
//! the cap's worth of nodes. (Apart from `cap.rs`, whose CPU clock no other test may
//! share.)

use std::time::Duration;

use nile_bots::{MctsAgent, MctsConfig, ThinkCap};
use nile_core::rng::seeded_stream;
use nile_core::{Game, GameConfig, Turn};

/// A Rá position four random moves in.
fn position() -> nile_ra::Ra {
    let mut game =
        nile_ra::Ra::new(&<nile_ra::Ra as Game>::Config::for_players(3)).expect("a game");
    let mut rng = seeded_stream(1, 1);
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    let mut made = 0;
    loop {
        match game.turn() {
            Turn::Chance => {
                let draw = game.sample_chance(&mut rng, &mut chance).expect("a draw");
                game.apply(draw).expect("a chance outcome");
            }
            Turn::Player(_) if made >= 4 => return game,
            Turn::Player(_) => {
                game.legal_actions(&mut legal);
                let pick = nile_core::rng::below(&mut rng, legal.len() as u64) as usize;
                game.apply(legal[pick]).expect("a legal move");
                made += 1;
            }
            Turn::Over => panic!("the game ended early"),
        }
    }
}

#[test]
fn a_capped_search_holds_no_more_than_the_memory_cap() {
    let ra = position();
    let Turn::Player(seat) = ra.turn() else {
        panic!("a seat is to act")
    };
    let memory = 64 * 1024;
    let cap = ThinkCap::cpu(Duration::from_secs(5)).with_memory(memory);
    let mut small = MctsAgent::<nile_ra::Ra>::new(MctsConfig::iterations(20_000), 3).with_cap(cap);
    small.search(&ra, seat);
    let nodes = small.last_search_stats().nodes;
    let mut free = MctsAgent::<nile_ra::Ra>::new(MctsConfig::iterations(20_000), 3);
    free.search(&ra, seat);
    let uncapped = free.last_search_stats().nodes;
    // A node with what is kept beside it takes well over 16 bytes.
    assert!(
        nodes <= memory / 16,
        "{nodes} nodes under a {memory}-byte cap"
    );
    assert!(
        uncapped > nodes,
        "the cap is what stopped it ({uncapped} nodes without)"
    );
}
