//! Rematch (`POST /api/matches/{id}/rematch`): a finished match's rematch is the same
//! table (game, options, seat count, bots, clock) with a new seed; the caller keeps its
//! seat, and so does everyone who held one, with the credential it has; a second request,
//! from anyone, finds the same match, also after a restart; every connection of the
//! finished match is told; an unfinished match, and a request without a credential
//! before anyone made one, are refused.

mod common;

use std::net::SocketAddr;

use common::*;
use serde_json::{json, Value};

/// A three-seat match (two people and a bot, a turn-based clock, a chosen seed), its id
/// and the two people's credentials.
async fn table(addr: SocketAddr) -> (String, String, String) {
    let catalog = catalog();
    let game = catalog.names()[0];
    let players = catalog.find(game).unwrap().game.players();
    assert!(
        players.contains(&3),
        "the first game of the catalog seats three"
    );
    let (status, body) = http(
        addr,
        "POST",
        "/api/matches",
        Some(
            &json!({"game": game, "seats": ["open", "open", "random"], "seed": 11,
                     "clock": {"kind": "turn", "hours": 24}}),
        ),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let id = body["id"].as_str().unwrap().to_string();
    let t0 = join(addr, &id, 0, "Ana").await;
    let t1 = join(addr, &id, 1, "Bo").await;
    (id, t0, t1)
}

async fn rematch(addr: SocketAddr, id: &str, token: Option<&str>) -> (u16, Value) {
    let body = match token {
        Some(t) => json!({"token": t}),
        None => json!({}),
    };
    http(
        addr,
        "POST",
        &format!("/api/matches/{id}/rematch"),
        Some(&body),
    )
    .await
}

/// The next message of type `kind` on `ws`, passing over the others.
async fn next_of(ws: &mut Ws, kind: &str) -> Value {
    loop {
        let m = next_raw(ws).await.expect("the connection stays open");
        if m["type"] == kind {
            return m;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_rematch_is_the_same_table_with_a_new_seed_made_once() {
    let db = temp_db("rematch");
    let server = start(&db).await;
    let addr = server.addr;
    let (id, t0, t1) = table(addr).await;
    // Not over yet.
    let (status, e) = rematch(addr, &id, Some(&t0)).await;
    assert_eq!(
        (status, e["error"].as_str()),
        (409, Some("not_over")),
        "{e}"
    );
    let a = tokio::spawn(play_seat(addr, id.clone(), t0.clone(), 3));
    let b = tokio::spawn(play_seat(addr, id.clone(), t1.clone(), 4));
    let (end, _) = a.await.unwrap();
    b.await.unwrap();
    assert_eq!(end["rematch"], Value::Null, "no rematch yet: {end}");
    // Bo's page and a spectator stay on the finished match.
    let mut bo = connect(addr, &id).await;
    send(&mut bo, json!({"type": "hello", "token": t1})).await;
    assert_eq!(next_of(&mut bo, "state").await["you"], 1);
    let mut watcher = connect(addr, &id).await;
    send(&mut watcher, json!({"type": "hello"})).await;
    next_of(&mut watcher, "state").await;
    // Nobody made one: a request without a credential, or with a stranger's, is refused.
    let (status, e) = rematch(addr, &id, None).await;
    assert_eq!(
        (status, e["error"].as_str()),
        (403, Some("forbidden")),
        "{e}"
    );
    let (status, _) = rematch(addr, &id, Some("00")).await;
    assert_eq!(status, 403);

    let (status, new) = rematch(addr, &id, Some(&t0)).await;
    assert_eq!(status, 200, "{new}");
    let new_id = new["id"].as_str().unwrap().to_string();
    assert_ne!(new_id, id);
    assert_eq!((&new["seat"], &new["rematch_of"]), (&json!(0), &json!(id)));
    let (_, old) = http(addr, "GET", &format!("/api/matches/{id}"), None).await;
    for key in ["game", "players", "clock"] {
        let (a, b) = (&old[key], &new[key]);
        if key == "clock" {
            assert_eq!(
                (&a["kind"], &a["hours"], &a["bot"]),
                (&b["kind"], &b["hours"], &b["bot"])
            );
        } else {
            assert_eq!(a, b, "{key}");
        }
    }
    assert_eq!(
        new["seed"],
        Value::Null,
        "a new random seed, not the chosen one"
    );
    assert_eq!(new["status"], "playing", "every person's seat is held");
    let names: Vec<&Value> = new["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| &s["name"])
        .collect();
    assert_eq!(names, [&json!("Ana"), &json!("Bo"), &json!("random")]);
    assert_eq!(new["seats"][2]["bot"], "random");
    // Every connection of the finished match is told, and its state names the rematch.
    for ws in [&mut bo, &mut watcher] {
        let told = next_of(ws, "rematch").await;
        assert_eq!(told["match"], json!(new_id));
        assert_eq!(told["link"], json!(format!("/?match={new_id}")));
        assert_eq!(told["from"], json!(id));
    }
    send(&mut bo, json!({"type": "hello", "token": t1})).await;
    assert_eq!(next_of(&mut bo, "state").await["rematch"], json!(new_id));
    // A second request, by anyone, finds the same match; Bo keeps seat 1.
    let (_, again) = rematch(addr, &id, Some(&t1)).await;
    assert_eq!((&again["id"], &again["seat"]), (&json!(new_id), &json!(1)));
    let (_, anyone) = rematch(addr, &id, None).await;
    assert_eq!(
        (&anyone["id"], &anyone["seat"]),
        (&json!(new_id), &Value::Null)
    );
    // The seats are the same people's: their credentials hold them, a stranger finds none.
    let (status, _) = http(
        addr,
        "POST",
        &format!("/api/matches/{new_id}/join"),
        Some(&json!({"name": "Cy"})),
    )
    .await;
    assert_eq!(status, 403);
    for (seat, token) in [(0, &t0), (1, &t1)] {
        let mut ws = connect(addr, &new_id).await;
        send(&mut ws, json!({"type": "hello", "token": token})).await;
        let state = next_of(&mut ws, "state").await;
        assert_eq!(
            (state["you"].as_u64(), state["over"].as_bool()),
            (Some(seat), Some(false))
        );
    }
    // The rematch can be played to the end.
    let a = tokio::spawn(play_seat(addr, new_id.clone(), t0.clone(), 5));
    let b = tokio::spawn(play_seat(addr, new_id.clone(), t1.clone(), 6));
    assert_eq!(a.await.unwrap().0["over"], true);
    b.await.unwrap();
    drop((bo, watcher));

    // The link is stored: after a restart the same rematch is found.
    server.task.abort();
    drop(server);
    let again = start(&db).await;
    let (status, found) = rematch(again.addr, &id, None).await;
    assert_eq!((status, &found["id"]), (200, &json!(new_id)), "{found}");
    let mut late = connect(again.addr, &id).await;
    send(&mut late, json!({"type": "hello"})).await;
    assert_eq!(next_of(&mut late, "state").await["rematch"], json!(new_id));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_summary_names_the_seat_to_act() {
    let server = start(&temp_db("to-act")).await;
    let (id, _, _) = table(server.addr).await;
    let (_, one) = http(server.addr, "GET", &format!("/api/matches/{id}"), None).await;
    let to_act = one["to_act"].as_array().expect("to_act");
    assert_eq!(to_act.len(), 1, "{one}");
    assert!(to_act[0].as_u64().unwrap() < 3);
}
