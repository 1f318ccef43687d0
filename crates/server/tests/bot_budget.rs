//! A bot whose spec would think for seconds (64 trees, 100,000 greedy rollouts to the
//! end, a three-deep lookahead in 10 Pragas) moves within the server's cap, counted on
//! the process's CPU clock. Alone in its test binary, so that no other test's threads
//! add to that clock.

mod common;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use common::*;
use nile_server::limits::Limits;
use nile_server::Options;
use serde_json::{json, Value};

/// The next `state`, skipping other messages.
async fn next_state(ws: &mut Ws) -> Value {
    loop {
        let m = next(ws).await.expect("connected");
        if m["type"] == "state" {
            return m;
        }
    }
}

/// The CPU time of every thread of this process (the server's and the test's).
fn process_cpu() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec; the call only writes to it.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut ts) };
    assert_eq!(rc, 0);
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_moves_within_the_cap_whatever_its_spec() {
    let cap = Duration::from_millis(150);
    let options = Options {
        addr: SocketAddr::from(([127, 0, 0, 1], 0)),
        db: temp_db("bot-cap"),
        web: None,
        bot_threads: 2,
        limits: Limits {
            bot: nile_bots::ThinkCap::cpu(cap),
            ..Limits::relaxed()
        },
        ..Options::default()
    };
    let server = nile_server::start(options, catalog())
        .await
        .expect("the server starts");
    let a = server.addr;
    for (game, spec) in [
        ("ra", "mcts:5s:cpu:trees=64"),
        ("ra", "mcts:1s:cpu:trees=64"),
        ("ra", "mcts:100000:h=end:greedy"),
        ("pragas", "lookahead:3"),
        ("ra", "mcts:5s:cpu"),
    ] {
        let id = create(a, game, &["open", spec], 3).await;
        let token = join(a, &id, 0, "ana").await;
        let mut ws = connect(a, &id).await;
        send(&mut ws, json!({"type": "hello", "token": token})).await;
        let mut pick = Pick(5);
        let mut state = next_state(&mut ws).await;
        // Play until the bot has moved twice, timing each wait for a state that holds
        // bot moves (a bot may move a few times in a row: each within the cap).
        let mut waits = 0;
        while waits < 2 && state["over"] != true {
            if state["turn"]["player"] == 0 {
                let legal = state["legal"].as_array().unwrap();
                let choice = &legal[pick.below(legal.len())];
                send(
                    &mut ws,
                    json!({"type": "act", "step": state["step"], "action": choice["index"]}),
                )
                .await;
            }
            let before = process_cpu();
            let start = Instant::now();
            let next_one = next_state(&mut ws).await;
            let spent = process_cpu() - before;
            let bot_moves = next_one["lines"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|l| l["actor"] == 1)
                .count() as u32;
            if bot_moves > 0 {
                waits += 1;
                assert!(
                    spent < cap * bot_moves + Duration::from_millis(400),
                    "{game} {spec}: {bot_moves} bot move(s) took {} ms of CPU ({} ms of wall \
                     time) under a {} ms cap",
                    spent.as_millis(),
                    start.elapsed().as_millis(),
                    cap.as_millis()
                );
            }
            state = next_one;
        }
        assert!(waits > 0 || state["over"] == true, "{game} {spec}");
    }
}
