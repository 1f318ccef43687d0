//! Undo over the wire, for all five games: random moves through a real server until a
//! seat's last move may be taken back, and until it may not (a draw after it, another
//! seat's move after it, a decision that showed something hidden). An allowed undo gives
//! every seat back the view it had before the move; a refused one changes nothing; a
//! restart after an undo resumes the undone match.

mod common;

use std::net::SocketAddr;

use common::*;
use serde_json::{json, Value};

/// A small deterministic generator for the random moves.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Every seat of a match of people: its credential, its connection, and the last `state`
/// it was sent.
struct Table {
    id: String,
    tokens: Vec<String>,
    conns: Vec<Ws>,
    last: Vec<Value>,
}

/// A `state` as a seat sees the position: without the lines (which depend on what the
/// connection was sent before), `undo` and `reset`.
fn view(state: &Value) -> Value {
    let mut v = state.clone();
    if let Some(o) = v.as_object_mut() {
        for key in ["lines", "undo", "reset"] {
            o.remove(key);
        }
    }
    v
}

/// The next `state`, failing on an error.
async fn next_state(ws: &mut Ws) -> Value {
    loop {
        let m = next(ws).await.expect("a message");
        assert_ne!(m["type"], "error", "{m}");
        if m["type"] == "state" {
            return m;
        }
    }
}

/// Opens match `id` (made of `players` open seats) with every seat joined and connected.
async fn seat_everyone(addr: SocketAddr, id: &str, players: usize) -> Table {
    let mut table = Table {
        id: id.to_string(),
        tokens: Vec::new(),
        conns: Vec::new(),
        last: Vec::new(),
    };
    for seat in 0..players {
        table
            .tokens
            .push(join(addr, id, seat, &format!("p{seat}")).await);
    }
    for seat in 0..players {
        let mut ws = connect(addr, id).await;
        let token = table.tokens[seat].clone();
        send(
            &mut ws,
            json!({"type": "hello", "token": token, "render": false}),
        )
        .await;
        table.conns.push(ws);
    }
    // Every seat's connection is told of the others' arriving: the last state counts.
    for seat in 0..players {
        table.last.push(next_state(&mut table.conns[seat]).await);
    }
    refresh_all(&mut table).await;
    table
}

/// Says hello again on every connection, for a fresh full `state` each; returns them.
async fn refresh_all(table: &mut Table) -> Vec<Value> {
    let mut out = Vec::new();
    for seat in 0..table.conns.len() {
        let token = table.tokens[seat].clone();
        let ws = &mut table.conns[seat];
        send(
            ws,
            json!({"type": "hello", "token": token, "render": false}),
        )
        .await;
        let s = next_state(ws).await;
        table.last[seat] = s.clone();
        out.push(s);
    }
    out
}

/// Reads every connection's states until each shows step `step`.
async fn settle(table: &mut Table, step: u64) {
    for seat in 0..table.conns.len() {
        while table.last[seat]["step"] != step {
            table.last[seat] = next_state(&mut table.conns[seat]).await;
        }
    }
}

/// Which refusal a sentence is.
fn kind_of(message: &str) -> &'static str {
    if message.contains("draw") {
        "chance"
    } else if message.contains("not yours") {
        "other seat"
    } else if message.contains("showed something") {
        "reveals"
    } else {
        "other"
    }
}

/// `seat` asks to undo and is refused: returns the kind of refusal, after checking that
/// every seat's view is what it was.
async fn refused(table: &mut Table, seat: usize) -> &'static str {
    let step = table.last[seat]["step"].as_u64().unwrap();
    let before: Vec<Value> = table.last.iter().map(view).collect();
    assert_eq!(table.last[seat]["undo"], false);
    send(
        &mut table.conns[seat],
        json!({"type": "undo", "step": step}),
    )
    .await;
    let m = next(&mut table.conns[seat]).await.expect("an answer");
    assert_eq!(m["type"], "error", "{m}");
    assert_eq!(m["code"], "undo_refused", "{m}");
    let kind = kind_of(m["message"].as_str().unwrap());
    let after: Vec<Value> = refresh_all(table).await.iter().map(view).collect();
    assert_eq!(before, after, "a refused undo changes nothing");
    kind
}

/// `seat` undoes its last move; every seat's connection is sent a reset state with every
/// line, and its view is `expected[seat]`.
async fn allowed(table: &mut Table, seat: usize, expected: &[Value]) {
    let step = table.last[seat]["step"].as_u64().unwrap();
    assert_eq!(table.last[seat]["undo"], true);
    send(
        &mut table.conns[seat],
        json!({"type": "undo", "step": step}),
    )
    .await;
    for (s, seen) in expected.iter().enumerate() {
        let state = next_state(&mut table.conns[s]).await;
        assert_eq!(state["reset"], true, "{state}");
        assert_eq!(state["step"], step - 1);
        assert_eq!(
            state["lines"].as_array().unwrap().len() as u64,
            step - 1,
            "every line again"
        );
        assert_eq!(&view(&state), seen, "seat {s} sees what it saw before");
        table.last[s] = state;
    }
    // Undone again (late, or repeated): the counter has moved.
    send(
        &mut table.conns[seat],
        json!({"type": "undo", "step": step}),
    )
    .await;
    let m = next(&mut table.conns[seat]).await.expect("an answer");
    assert_eq!(m["code"], "stale_step", "{m}");
}

/// Plays seat `p`'s random legal action; returns the new step.
async fn play(table: &mut Table, p: usize, rng: &mut Rng) -> u64 {
    let state = &table.last[p];
    let legal = state["legal"].as_array().expect("legal actions");
    let action = legal[rng.below(legal.len())]["index"].clone();
    let step = state["step"].as_u64().unwrap();
    send(
        &mut table.conns[p],
        json!({"type": "act", "step": step, "action": action}),
    )
    .await;
    let after = next_state(&mut table.conns[p]).await;
    table.last[p] = after.clone();
    let now = after["step"].as_u64().unwrap();
    settle(table, now).await;
    now
}

/// The seat to act, if a seat is.
fn to_act(state: &Value) -> Option<usize> {
    (state["turn"]["kind"] == "player").then(|| state["turn"]["player"].as_u64().unwrap() as usize)
}

/// Plays game `name` at random until its seats have been allowed an undo and refused
/// one for each reason met; returns the kinds of refusal seen.
async fn explore(addr: SocketAddr, name: &str, players: usize, seed: u64) -> Vec<&'static str> {
    let id = create(addr, name, &vec!["open"; players], seed).await;
    let mut table = seat_everyone(addr, &id, players).await;
    let mut rng = Rng(seed * 2 + 1);
    let mut seen: Vec<&'static str> = Vec::new();
    let mut undone = 0;
    for _ in 0..400 {
        let Some(p) = to_act(&table.last[0]) else {
            break;
        };
        let before: Vec<Value> = table.last.iter().map(view).collect();
        let from = table.last[p]["step"].as_u64().unwrap();
        let now = play(&mut table, p, &mut rng).await;
        let over = table.last[p]["over"] == true;
        let other = (p + 1) % players;
        if !seen.contains(&"other seat") && now == from + 1 && !over {
            // Another seat's decision was the last: not this seat's to take back.
            assert_eq!(refused(&mut table, other).await, "other seat", "{name}");
            seen.push("other seat");
        }
        if table.last[p]["undo"] == true {
            if undone < 3 {
                allowed(&mut table, p, &before).await;
                undone += 1;
                seen.push("allowed");
            }
            continue;
        }
        let kind = if now > from + 1 { "chance" } else { "reveals" };
        if !over && !seen.contains(&kind) {
            assert_eq!(refused(&mut table, p).await, kind, "{name} at step {now}");
            seen.push(kind);
        }
    }
    assert!(
        seen.contains(&"allowed"),
        "{name}: no undo was allowed ({seen:?})"
    );
    assert!(seen.contains(&"other seat"), "{name}: {seen:?}");
    drop(table);
    seen
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undo_is_allowed_and_refused_as_the_rule_says_in_every_game() {
    let server = start(&temp_db("undo-games")).await;
    let catalog = catalog();
    let mut reveals = Vec::new();
    let mut chance = 0;
    for (g, name) in ["ra", "imhotep", "tekhenu", "pragas", "conquistando"]
        .into_iter()
        .enumerate()
    {
        let players = (*catalog.find(name).unwrap().game.players().start()).max(2);
        let seen = explore(server.addr, name, players, 31 + g as u64).await;
        eprintln!("{name}: {seen:?}");
        if seen.contains(&"reveals") {
            reveals.push(name);
        }
        chance += usize::from(seen.contains(&"chance"));
    }
    assert!(chance > 0, "a draw after a move was met");
    assert!(
        reveals.contains(&"tekhenu") || reveals.contains(&"pragas"),
        "a revealing decision was met: {reveals:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_after_an_undo_resumes_the_undone_match() {
    let db = temp_db("undo-restart");
    let server = start(&db).await;
    let id = create(server.addr, "pragas", &["open", "open"], 5).await;
    let mut table = seat_everyone(server.addr, &id, 2).await;
    let mut rng = Rng(77);
    let mut done = false;
    for _ in 0..400 {
        let Some(p) = to_act(&table.last[0]) else {
            break;
        };
        let before: Vec<Value> = table.last.iter().map(view).collect();
        play(&mut table, p, &mut rng).await;
        if table.last[p]["undo"] == true {
            allowed(&mut table, p, &before).await;
            done = true;
            break;
        }
    }
    assert!(done, "an undo was allowed");
    let undone: Vec<Value> = table.last.iter().map(view).collect();
    let tokens = table.tokens.clone();
    drop(table);
    server.task.abort();
    drop(server);
    let again = start(&db).await;
    let mut table = Table {
        id: id.clone(),
        tokens,
        conns: Vec::new(),
        last: Vec::new(),
    };
    for _ in 0..2 {
        table.conns.push(connect(again.addr, &table.id).await);
        table.last.push(Value::Null);
    }
    let states: Vec<Value> = refresh_all(&mut table).await.iter().map(view).collect();
    // Who is connected may differ in the moment the states were built; the position not.
    let strip = |v: &Value| {
        let mut v = v.clone();
        v.as_object_mut().unwrap().remove("seats");
        v
    };
    assert_eq!(
        states.iter().map(strip).collect::<Vec<_>>(),
        undone.iter().map(strip).collect::<Vec<_>>(),
        "the undone match resumes"
    );
}
