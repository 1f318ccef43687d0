//! Each connection reads its own language: a seat that says `"lang": "pt-BR"` in its
//! `hello` is sent every text in Portuguese (the title, the board as text, its actions'
//! labels, the log), while a spectator of the same match reads English; the actions' own
//! texts (what clients send back) stay the same; a language the server does not speak is
//! refused with a sentence.

mod common;

use common::*;
use serde_json::{json, Value};

/// The next `state` after a `hello` (passing over anything else).
async fn state_after_hello(ws: &mut Ws, hello: Value) -> Value {
    send(ws, hello).await;
    loop {
        let msg = next(ws).await.expect("the server stays connected");
        assert_ne!(msg["type"], "error", "refused: {msg}");
        if msg["type"] == "state" {
            return msg;
        }
    }
}

/// Every line of a state's log, one string.
fn log_text(state: &Value) -> String {
    state["lines"]
        .as_array()
        .expect("lines")
        .iter()
        .flat_map(|s| s["lines"].as_array().expect("a step's lines").iter())
        .filter_map(Value::as_str)
        .collect::<Vec<_>>()
        .join("\n")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_connection_reads_the_language_its_hello_asks_for() {
    let db = temp_db("lang");
    let running = start(&db).await;
    let addr = running.addr;
    let id = create(addr, "conquistando", &["open", "random"], 7).await;
    let token = join(addr, &id, 0, "Ana").await;

    let mut seat = connect(addr, &id).await;
    let pt = state_after_hello(
        &mut seat,
        json!({"type": "hello", "token": token, "lang": "pt-BR"}),
    )
    .await;
    let mut watcher = connect(addr, &id).await;
    let en = state_after_hello(&mut watcher, json!({"type": "hello"})).await;

    assert_eq!(pt["title"], "Conquistando o Egito");
    let render = pt["render"].as_str().expect("the board as text");
    assert!(render.contains("Jogador 0"), "{render}");
    assert!(!render.contains("seat 0"), "{render}");
    let legal = pt["legal"].as_array().expect("legal");
    assert!(!legal.is_empty(), "{pt}");
    for entry in legal {
        let label = entry["label"].as_str().expect("a label");
        assert!(label.starts_with("jogador 0 "), "{label}");
    }
    // What a client sends back is the index; the action's own text stays the same.
    let en_seat = {
        let mut again = connect(addr, &id).await;
        state_after_hello(&mut again, json!({"type": "hello", "token": token})).await
    };
    let texts = |s: &Value| -> Vec<Value> {
        s["legal"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["text"].clone())
            .collect()
    };
    assert_eq!(texts(&pt), texts(&en_seat));
    assert!(en_seat["legal"][0]["label"]
        .as_str()
        .unwrap()
        .starts_with("seat 0 "));

    // One move later both connections are told of it, each in its language.
    let first = &legal[0];
    send(
        &mut seat,
        json!({"type": "act", "step": pt["step"], "action": first["index"]}),
    )
    .await;
    let pt_next = loop {
        let msg = next(&mut seat).await.expect("connected");
        if msg["type"] == "state" && msg["step"] != pt["step"] {
            break msg;
        }
    };
    let en_next = loop {
        let msg = next(&mut watcher).await.expect("connected");
        if msg["type"] == "state" && msg["step"] != en["step"] {
            break msg;
        }
    };
    let (pt_log, en_log) = (log_text(&pt_next), log_text(&en_next));
    assert!(pt_log.contains("jogador 0"), "{pt_log}");
    assert!(!pt_log.contains("seat "), "{pt_log}");
    assert!(en_log.contains("seat 0"), "{en_log}");
    assert_eq!(en_next["title"], "Conquistando o Egito");

    // A language the server does not speak: a sentence, and no session.
    let mut other = connect(addr, &id).await;
    send(&mut other, json!({"type": "hello", "lang": "klingon"})).await;
    let refused = next(&mut other).await.expect("an answer");
    assert_eq!(refused["type"], "error", "{refused}");
    assert_eq!(refused["code"], "bad_message", "{refused}");
    assert!(
        refused["message"].as_str().unwrap().contains("pt-BR"),
        "{refused}"
    );
    running.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_lists_the_games_in_the_language_asked_for() {
    let running = start(&temp_db("lang-lobby")).await;
    let addr = running.addr;
    let (status, en) = http(addr, "GET", "/api/games", None).await;
    assert_eq!(status, 200, "{en}");
    let (status, pt) = http(addr, "GET", "/api/games?lang=pt-BR", None).await;
    assert_eq!(status, 200, "{pt}");
    let find = |list: &Value, name: &str| -> Value {
        list.as_array()
            .expect("a list")
            .iter()
            .find(|g| g["name"] == name)
            .cloned()
            .expect("the game")
    };
    let (senet_en, senet_pt) = (find(&en, "senet"), find(&pt, "senet"));
    assert_eq!(senet_en["options"][0]["label"], "Pawns per player");
    assert_eq!(senet_pt["options"][0]["label"], "Peões por jogador");
    assert_eq!(
        senet_pt["options"][0]["value_names"],
        json!(["cinco", "sete"])
    );
    assert!(senet_pt["summary"]
        .as_str()
        .unwrap()
        .starts_with("O antigo jogo"));
    let (status, refused) = http(addr, "GET", "/api/games?lang=xx", None).await;
    assert_eq!(status, 400, "{refused}");
    running.task.abort();
}
