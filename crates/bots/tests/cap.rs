//! A [`ThinkCap`] bounds a move's CPU time whatever the spec's knobs: trees, iterations,
//! depth, a horizon, a whole-horizon search. Each spec below, uncapped, takes seconds to
//! tens of seconds for one move; capped at 100 ms, the move comes within the cap and a
//! slack, counted on the process's CPU clock (every thread the move might use). One
//! test in its own binary, so no other test's threads add to that clock.

use std::time::Duration;

use nile_bots::{agent_from_spec_capped, ThinkCap};
use nile_core::bots::BotHints;
use nile_core::rng::seeded_stream;
use nile_core::{Agent, Game, GameConfig, Turn};

/// The cap, and what a move may take beyond it (the last clock reading's granularity:
/// one MCTS iteration, 256 deep-search positions, one greedy action's expectation).
const CAP: Duration = Duration::from_millis(100);
const SLACK: Duration = Duration::from_millis(250);

/// The CPU time of every thread of this process.
fn process_cpu() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec; the call only writes to it.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut ts) };
    assert_eq!(rc, 0, "the process CPU clock");
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

/// A position of `G` some random moves in, with a decision to make.
fn position<G: BotHints>(config: &G::Config, moves: usize, seed: u64) -> G {
    let mut game = G::new(config).expect("a game");
    let mut rng = seeded_stream(seed, 1);
    let mut legal = Vec::new();
    let mut chance = Vec::new();
    let mut made = 0;
    loop {
        match game.turn() {
            Turn::Chance => {
                let draw = game.sample_chance(&mut rng, &mut chance).expect("a draw");
                game.apply(draw).expect("a chance outcome");
            }
            Turn::Player(_) if made >= moves => return game,
            Turn::Player(_) => {
                game.legal_actions(&mut legal);
                let pick = nile_core::rng::below(&mut rng, legal.len() as u64) as usize;
                game.apply(legal[pick]).expect("a legal move");
                made += 1;
            }
            Turn::Over => panic!("the game ended before {moves} moves"),
        }
    }
}

/// The CPU time `spec`'s capped move takes in `state`.
fn capped_move<G: BotHints>(spec: &str, state: &G) -> Duration {
    let Turn::Player(seat) = state.turn() else {
        panic!("a seat is to act")
    };
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    assert!(legal.len() > 1, "{spec}: a real choice");
    let mut agent: Box<dyn Agent<G>> =
        agent_from_spec_capped::<G>(spec, 7, Some(ThinkCap::cpu(CAP))).expect("a spec");
    let before = process_cpu();
    let chosen = agent.choose(state, seat, &legal);
    let spent = process_cpu() - before;
    assert!(legal.contains(&chosen), "{spec}: a legal move");
    spent
}

fn check<G: BotHints>(game: &str, spec: &str, state: &G) {
    let spent = capped_move(spec, state);
    eprintln!("{game} {spec}: {} ms of CPU", spent.as_millis());
    assert!(
        spent <= CAP + SLACK,
        "{game} {spec}: the capped move took {} ms of CPU (cap {} ms + slack {} ms)",
        spent.as_millis(),
        CAP.as_millis(),
        SLACK.as_millis()
    );
}

#[test]
fn every_kind_of_spec_stops_at_the_cap() {
    let ra = position::<nile_ra::Ra>(&<nile_ra::Ra as Game>::Config::for_players(3), 4, 1);
    for spec in [
        "mcts:50ms:cpu:trees=64",
        "mcts:1s:cpu:trees=64",
        "mcts:5s:cpu:trees=64",
        "mcts:5s:cpu",
        "mcts:5s",
        "mcts:100000:h=end:greedy",
        "mcts:100000:trees=8:nodes=100000000",
        "pimc:64:nodes=2000000",
        "pimc:5s",
        "anchor",
        "lookahead:5",
        "greedy:depth=3",
        "hard",
    ] {
        check("ra", spec, &ra);
    }
    let pragas_config = <nile_pragas::Pragas as Game>::Config::for_players(2);
    let pragas = position::<nile_pragas::Pragas>(&pragas_config, 2, 3);
    for spec in [
        "lookahead:3",
        "lookahead:4",
        "mcts:100000:h=end:greedy",
        "hard",
    ] {
        check("pragas", spec, &pragas);
    }
}
