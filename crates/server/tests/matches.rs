//! Complete matches of all five games through the real server: people on WebSocket
//! clients and server-side bots mixed, each log replayable by the CLI's reader.

mod common;

use common::*;
use serde_json::json;

/// Seats for a game: people in seats 0 and 2, a bot in seat 1.
/// People at the first and the last seat, a bot between them where the game seats three.
fn seats(players: std::ops::RangeInclusive<usize>) -> Vec<&'static str> {
    if *players.end() < 3 {
        return vec!["open", "open"];
    }
    match (*players.start()).max(2) {
        2 => vec!["open", "random", "open"],
        _ => vec!["open", "greedy", "open"],
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_plays_to_the_end_with_people_and_bots() {
    let db = temp_db("all-games");
    let server = start(&db).await;
    let addr = server.addr;
    let catalog = catalog();
    let (_, games) = http(addr, "GET", "/api/games", None).await;
    let names: Vec<String> = games
        .as_array()
        .expect("a list")
        .iter()
        .map(|g| g["name"].as_str().unwrap().to_string())
        .collect();
    let registered: Vec<&str> = nile::registry::games()
        .iter()
        .map(|e| e.game.name())
        .collect();
    assert_eq!(names, registered, "the server offers every registered game");
    let mut tasks = Vec::new();
    for (g, name) in names.iter().enumerate() {
        let kind = catalog.find(name).unwrap();
        let seats = seats(kind.game.players());
        let id = create(addr, name, &seats, 100 + g as u64).await;
        let t0 = join(addr, &id, 0, "ana").await;
        let t2 = join(addr, &id, seats.len() - 1, "bo").await;
        let name = name.clone();
        tasks.push(tokio::spawn(async move {
            let a = tokio::spawn(play_seat(addr, id.clone(), t0, 7 + g as u64));
            let b = tokio::spawn(play_seat(addr, id.clone(), t2, 9 + g as u64));
            let (a, b) = (a.await.unwrap(), b.await.unwrap());
            (name, id, a, b)
        }));
    }
    for t in tasks {
        let (name, id, (end_a, lines_a), (end_b, _)) = t.await.unwrap();
        let kind = catalog.find(&name).unwrap();
        assert_eq!(
            end_a["log"], end_b["log"],
            "{name}: both seats get the same log"
        );
        let log = end_a["log"].as_str().expect("the log at the end");
        let replayed = kind
            .game
            .replay_log(log)
            .expect("the CLI's reader replays the log");
        assert!(
            replayed.outcome().is_some(),
            "{name}: the log ends the game"
        );
        let read = kind.game.read_log(log).unwrap();
        assert_eq!(
            read.actions.len() as u64,
            end_a["step"].as_u64().unwrap(),
            "{name}"
        );
        assert_eq!(
            end_a["scores"],
            json!(replayed.scores()),
            "{name}: the scores are the log's"
        );
        assert!(!lines_a.is_empty());
        // The lobby lists the match as over.
        let (_, summary) = http(addr, "GET", &format!("/api/matches/{id}"), None).await;
        assert_eq!(summary["status"], "over", "{name}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spectator_sees_the_public_view_and_a_reconnect_gets_the_missed_lines() {
    let db = temp_db("spectate");
    let server = start(&db).await;
    let addr = server.addr;
    let id = create(addr, "ra", &["open", "open"], 5).await;
    let t0 = join(addr, &id, 0, "ana").await;
    let t1 = join(addr, &id, 1, "bo").await;
    let mut watcher = connect(addr, &id).await;
    send(&mut watcher, json!({"type": "hello"})).await;
    let first = next(&mut watcher).await.unwrap();
    assert_eq!(first["you"], json!(null));
    assert_eq!(first["legal"], json!([]));
    assert!(
        first.get("render").is_none(),
        "a spectator gets no seat's render"
    );
    // Four moves, then seat 0 reconnects having seen only the first state.
    let mut ws = [connect(addr, &id).await, connect(addr, &id).await];
    send(&mut ws[0], json!({"type": "hello", "token": t0})).await;
    send(&mut ws[1], json!({"type": "hello", "token": t1})).await;
    let mut states = [
        next(&mut ws[0]).await.unwrap(),
        next(&mut ws[1]).await.unwrap(),
    ];
    let since = states[0]["step"].as_u64().unwrap();
    let mut moves = 0;
    while moves < 4 {
        let p = states[0]["turn"]["player"].as_u64().unwrap() as usize;
        let legal = states[p]["legal"].as_array().unwrap().clone();
        send(
            &mut ws[p],
            json!({"type": "act", "step": states[p]["step"], "action": legal[0]["index"]}),
        )
        .await;
        for (s, w) in ws.iter_mut().enumerate() {
            states[s] = next(w).await.unwrap();
        }
        moves += 1;
    }
    drop(ws);
    let mut again = connect(addr, &id).await;
    send(
        &mut again,
        json!({"type": "hello", "token": t0, "since": since}),
    )
    .await;
    let back = next(&mut again).await.unwrap();
    assert_eq!(back["you"], 0);
    let steps: Vec<u64> = back["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["step"].as_u64().unwrap())
        .collect();
    let now = back["step"].as_u64().unwrap();
    assert_eq!(
        steps,
        ((since + 1)..=now).collect::<Vec<_>>(),
        "exactly the missed steps"
    );
    assert!(now >= since + 4);
    // The spectator was told of every step too, in public lines.
    let mut seen = 0;
    while seen < now {
        let m = next(&mut watcher).await.unwrap();
        seen = m["step"].as_u64().unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn leaving_frees_the_seat_and_the_old_credential_stops_working() {
    let db = temp_db("leave");
    let server = start(&db).await;
    let addr = server.addr;
    let id = create(addr, "ra", &["open", "random"], 3).await;
    let token = join(addr, &id, 0, "ana").await;
    let (status, _) = http(
        addr,
        "POST",
        &format!("/api/matches/{id}/join"),
        Some(&json!({"name": "eve", "seat": 0})),
    )
    .await;
    assert_eq!(status, 403, "a held seat cannot be joined");
    let (status, body) = http(
        addr,
        "POST",
        &format!("/api/matches/{id}/leave"),
        Some(&json!({"token": token})),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let (_, summary) = http(addr, "GET", &format!("/api/matches/{id}"), None).await;
    assert_eq!(summary["open_seats"], json!([0]));
    let mut ws = connect(addr, &id).await;
    send(&mut ws, json!({"type": "hello", "token": token})).await;
    assert_eq!(next(&mut ws).await.unwrap()["code"], "forbidden");
    let again = join(addr, &id, 0, "bo").await;
    assert_ne!(again, token);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_match_leaves_memory_and_comes_back_from_the_store() {
    let db = temp_db("evict");
    let server = start(&db).await;
    let addr = server.addr;
    let id = create(addr, "ra", &["open", "random"], 21).await;
    let token = join(addr, &id, 0, "ana").await;
    let (end, _) = play_seat(addr, id.clone(), token, 4).await;
    // The player's connection is closed; the finished match is dropped from memory…
    let mut evicted = 0;
    for _ in 0..100 {
        evicted += server.hub.evict_finished();
        if evicted > 0 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_eq!(evicted, 1);
    // …and a spectator still gets its end, rebuilt from the store.
    let mut ws = connect(addr, &id).await;
    send(&mut ws, json!({"type": "hello"})).await;
    let again = next(&mut ws).await.unwrap();
    assert_eq!(again["log"], end["log"]);
}

/// Two connections of one seat, one asking for no `render`: after every step both get the
/// same `state` but for that member (the views are cached per viewer and per choice, so
/// neither may be handed the other's).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_that_asks_for_no_render_gets_the_same_state_without_it() {
    let server = start(&temp_db("no-render")).await;
    let addr = server.addr;
    let id = create(addr, "tekhenu", &["open", "open"], 9).await;
    let t0 = join(addr, &id, 0, "ana").await;
    let t1 = join(addr, &id, 1, "bo").await;
    // The seat with render first, so a cache keyed by viewer alone would serve its body
    // to the connection that asked for none.
    let mut ws = [
        connect(addr, &id).await,
        connect(addr, &id).await,
        connect(addr, &id).await,
    ];
    send(&mut ws[0], json!({"type": "hello", "token": t0})).await;
    let mut with = next(&mut ws[0]).await.unwrap();
    send(
        &mut ws[1],
        json!({"type": "hello", "token": t0, "render": false}),
    )
    .await;
    let mut without = next(&mut ws[1]).await.unwrap();
    send(
        &mut ws[2],
        json!({"type": "hello", "token": t1, "render": false}),
    )
    .await;
    let mut other = next(&mut ws[2]).await.unwrap();
    for _ in 0..6 {
        assert!(with["render"].as_str().is_some_and(|r| !r.is_empty()));
        assert!(without.get("render").is_none(), "render was asked away");
        assert!(other.get("render").is_none(), "render was asked away");
        let mut stripped = with.clone();
        stripped.as_object_mut().unwrap().remove("render");
        assert_eq!(stripped, without, "the same state but for render");
        let (p, state) = match with["turn"]["player"].as_u64() {
            Some(0) => (1, &without),
            _ => (2, &other),
        };
        let legal = state["legal"].as_array().unwrap();
        let act = json!({"type": "act", "step": state["step"], "action": legal[0]["index"]});
        send(&mut ws[p], act).await;
        with = next(&mut ws[0]).await.unwrap();
        without = next(&mut ws[1]).await.unwrap();
        other = next(&mut ws[2]).await.unwrap();
    }
}

/// The page's board views are those of the games the server offers, each shipped with its
/// game (`BoardTargets::VIEW`), whichever folder serves the rest of the page.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_views_served_are_those_of_the_games_offered() {
    let db = common::temp_db("views");
    let server = common::start(&db).await;
    let (status, body) = common::http(server.addr, "GET", "/game-views.js", None).await;
    assert_eq!(status, 200);
    let script = body.as_str().expect("a script, not JSON");
    for name in common::catalog().names() {
        assert!(
            script.contains(&format!("NILE_VIEWS.{name} = ")),
            "{name}'s board view is not served"
        );
    }
}
