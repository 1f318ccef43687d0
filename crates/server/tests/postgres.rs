//! The store in PostgreSQL, with two servers sharing one database: complete matches of
//! all five games whose seats are connected to different servers, and the same move
//! sent to both servers at once (exactly one lands).
//!
//! The database: `NILE_TEST_POSTGRES` (a URL), or else a throwaway cluster this test
//! starts with `with-postgres.sh` (which installs Debian's postgresql if missing, and
//! fails when it cannot: this test never skips).

mod common;

use std::path::PathBuf;
use std::process::Command;

use common::*;
use serde_json::json;

/// A cluster started by this test, stopped when dropped.
struct Cluster {
    dir: Option<PathBuf>,
    url: String,
}

impl Cluster {
    fn get(name: &str) -> Cluster {
        if let Ok(url) = std::env::var("NILE_TEST_POSTGRES") {
            return Cluster { dir: None, url };
        }
        let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/with-postgres.sh");
        let dir = std::env::temp_dir().join(format!("nile-pg-{}-{name}", std::process::id()));
        let out = Command::new("bash")
            .arg(&script)
            .arg("start")
            .arg(&dir)
            .output()
            .expect("bash runs with-postgres.sh");
        assert!(
            out.status.success(),
            "a PostgreSQL cluster could not be started: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let url = String::from_utf8_lossy(&out.stdout).trim().to_string();
        Cluster {
            dir: Some(dir),
            url,
        }
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        if let Some(dir) = &self.dir {
            let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/with-postgres.sh");
            let _ = Command::new("bash")
                .arg(script)
                .arg("stop")
                .arg(dir)
                .status();
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_share_matches_through_postgres() {
    let cluster = Cluster::get("share");
    let a = start(&cluster.url).await;
    let b = start(&cluster.url).await;
    let catalog = catalog();
    // Every game: created on A, seat 0 plays through A, seat 2 through B, a bot in seat 1.
    let mut tasks = Vec::new();
    for (g, name) in ["ra", "imhotep", "tekhenu", "pragas", "conquistando"]
        .into_iter()
        .enumerate()
    {
        let id = create(a.addr, name, &["open", "random", "open"], 500 + g as u64).await;
        let t0 = join(a.addr, &id, 0, "ana").await;
        let t2 = join(b.addr, &id, 2, "bo").await;
        let (addr_a, addr_b) = (a.addr, b.addr);
        tasks.push(tokio::spawn(async move {
            let x = tokio::spawn(play_seat(addr_a, id.clone(), t0, 3 + g as u64));
            let y = tokio::spawn(play_seat(addr_b, id.clone(), t2, 5 + g as u64));
            (name, x.await.unwrap(), y.await.unwrap())
        }));
    }
    for t in tasks {
        let (name, (end_a, _), (end_b, _)) = t.await.unwrap();
        assert_eq!(
            end_a["log"], end_b["log"],
            "{name}: both servers end with the same log"
        );
        let kind = catalog.find(name).unwrap();
        let log = end_a["log"].as_str().unwrap();
        let replayed = kind.game.replay_log(log).expect("the log replays");
        assert!(replayed.outcome().is_some());
    }
    // The lobby of either server lists every match, over.
    let (_, list) = http(b.addr, "GET", "/api/matches", None).await;
    assert!(
        list.as_array()
            .unwrap()
            .iter()
            .filter(|m| m["status"] == "over")
            .count()
            >= 5
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_move_sent_to_both_servers_lands_once() {
    let cluster = Cluster::get("race");
    let a = start(&cluster.url).await;
    let b = start(&cluster.url).await;
    let id = create(a.addr, "ra", &["open", "open"], 77).await;
    let t0 = join(a.addr, &id, 0, "ana").await;
    let t1 = join(b.addr, &id, 1, "bo").await;
    let tokens = [t0, t1];
    for round in 0..12 {
        // Both servers' views of the match, through a connection each for the mover.
        let mut wa = connect(a.addr, &id).await;
        let mut wb = connect(b.addr, &id).await;
        send(&mut wa, json!({"type": "hello", "token": tokens[0]})).await;
        let sa = next(&mut wa).await.unwrap();
        if sa["over"] == true {
            break;
        }
        let p = sa["turn"]["player"].as_u64().unwrap() as usize;
        send(&mut wa, json!({"type": "hello", "token": tokens[p]})).await;
        let sa = next(&mut wa).await.unwrap();
        send(&mut wb, json!({"type": "hello", "token": tokens[p]})).await;
        let mut sb = next(&mut wb).await.unwrap();
        while sb["step"] != sa["step"] {
            sb = next(&mut wb).await.unwrap();
        }
        let step = sa["step"].as_u64().unwrap();
        let action = sa["legal"][round % sa["legal"].as_array().unwrap().len()]["index"].clone();
        let act = json!({"type": "act", "step": step, "action": action});
        send(&mut wa, act.clone()).await;
        send(&mut wb, act).await;
        // Each connection answers its copy: one lands (its state reaches both), the
        // other is refused as stale. Read each until its refusal or a quiet second.
        let mut stale = 0;
        for w in [&mut wa, &mut wb] {
            while let Ok(Some(m)) =
                tokio::time::timeout(std::time::Duration::from_millis(1500), next(w)).await
            {
                if m["type"] == "error" {
                    assert_eq!(m["code"], "stale_step", "{m}");
                    stale += 1;
                    break;
                }
            }
        }
        // The store holds exactly one action at that step, by that seat.
        let (_, summary) = http(a.addr, "GET", &format!("/api/matches/{id}"), None).await;
        let now = summary["step"].as_u64().unwrap();
        assert!(now > step);
        assert_eq!(stale, 1, "round {round}: one of the two copies is refused");
    }
}
